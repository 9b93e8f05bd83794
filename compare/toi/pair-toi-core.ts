// Pair type toi-core: b2collide's b2TimeOfImpact against @box2d/core 0.11.0's, on the sweeps of
// pair type toi (pair-toi.ts). Its families carry the suffix -core, so their names are unique and
// their random streams their own.

import type { Family, PairType } from '../runner/types';
import { b2collideTOIEngine } from './engine-b2collide-toi';
import { box2dCoreTOIEngine } from './engine-box2dcore-toi';
import { TOI_TOLERANCES, compareTOI, toiMargins, toiWitness } from './toi-compare';
import { drawTOI } from './toi-draw';
import { box2dCoreTOIDifferences } from './toi-differences';
import { toiFamilies } from './toi-families';
import type { TOIPairInput, TOIResult } from './toi-input';

const coreFamilies: readonly Family<TOIPairInput>[] = toiFamilies.map((family) => ({
  name: `${family.name}-core`,
  description: `${family.description} [the generator of ${family.name}]`,
  generate: family.generate,
}));

export const toiCorePairType: PairType<TOIPairInput, TOIResult> = {
  name: 'toi-core',
  families: coreFamilies,
  reference: b2collideTOIEngine,
  peer: box2dCoreTOIEngine,
  compare: compareTOI,
  margins: toiMargins,
  witness: toiWitness,
  draw: drawTOI,
  knownDifferences: box2dCoreTOIDifferences,
  tolerances: TOI_TOLERANCES,
};
