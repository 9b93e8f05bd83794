// Pair types toi (against planck-js 1.3.0) and toi-core (against @box2d/core 0.11.0): b2collide's
// b2TimeOfImpact on the same sweeps of any two of circle, polygon, edge and chain child. toi-core's
// families carry the suffix -core, so their names are unique and their random streams their own.

import { BOUND_ULPS } from '../tolerances';
import type { Family, PairType } from '../runner/types';
import { b2collideTOIEngine } from './engine-b2collide-toi';
import { box2dCoreTOIEngine } from './engine-box2dcore-toi';
import { planckTOIEngine } from './engine-planck-toi';
import { SENSITIVITY_ULPS, compareTOI, toiMargins } from './toi-compare';
import { drawTOI } from './toi-draw';
import { box2dCoreTOIDifferences, planckTOIDifferences } from './toi-differences';
import { toiFamilies } from './toi-families';
import type { TOIPairInput, TOIResult } from './toi-input';

const tolerances = [
  'per case: one b2TimeOfImpact call on the case\'s proxies (vertex clouds with the shapes\' radii), sweeps and tMax',
  `discrete: state; continuous: t, within ${BOUND_ULPS} * 2^-52 (t is in [0, 1])`,
  'root-window margin: both t put the core distance (b2collide GJK at the interpolated transforms) within target ± tolerance (C++ :321, :433), so both are answers C++\'s root finder accepts',
  `input-sensitivity margin: a change of at most ${SENSITIVITY_ULPS} ulps in one sweep number gives the reference the peer's state (state), or moves its t by half the difference (t)`,
];

export const toiPairType: PairType<TOIPairInput, TOIResult> = {
  name: 'toi',
  families: toiFamilies,
  reference: b2collideTOIEngine,
  peer: planckTOIEngine,
  compare: compareTOI,
  margins: toiMargins,
  draw: drawTOI,
  knownDifferences: planckTOIDifferences,
  tolerances,
};

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
  draw: drawTOI,
  knownDifferences: box2dCoreTOIDifferences,
  tolerances,
};
