// Every forced copy of a b2collide module the witnesses use (runner/forced-copy.ts), made once per
// thread before a campaign or a replay: planck's TOI departures and its clip interpolation, and
// phaser-box2d's v3.0 polygon, ray cast and mass code.

import { loadForcedClip } from './polygon/forced-clip';
import { loadForcedTOIs } from './toi/forced-toi';
import { loadPhaserDepartures } from './v3-phaser/phaser-differences';
import { loadPhaserQueryDepartures } from './v3-phaser/query-differences';

export async function loadForcedCopies(): Promise<void> {
  await loadForcedTOIs();
  await loadForcedClip();
  await loadPhaserDepartures();
  await loadPhaserQueryDepartures();
}
