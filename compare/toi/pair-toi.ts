// Pair type toi: b2collide's b2TimeOfImpact against planck 1.5.0's on the sweeps of any two of
// circle, polygon, edge and chain child (pair-toi-core.ts runs the same sweeps against @box2d/core).

import type { PairType } from '../runner/types';
import { b2collideTOIEngine } from './engine-b2collide-toi';
import { planckTOIEngine } from './engine-planck-toi';
import { TOI_TOLERANCES, compareTOI, toiMargins, toiWitness } from './toi-compare';
import { pushBackLimitMargin } from './push-back-margin';
import { planckDeparturesWitness } from './planck-departures';
import { drawTOI } from './toi-draw';
import { planckTOIDifferences } from './toi-differences';
import { toiFamilies } from './toi-families';
import type { TOIPairInput, TOIResult } from './toi-input';


export const toiPairType: PairType<TOIPairInput, TOIResult> = {
  name: 'toi',
  families: toiFamilies,
  reference: b2collideTOIEngine,
  peer: planckTOIEngine,
  compare: compareTOI,
  // planck's push-back limit first: a case it explains is a listed difference, not a near-tie.
  margins: (input, comparison, ref, peer) => pushBackLimitMargin(input, peer) ?? toiMargins(input, comparison, ref, peer),
  // A moved input first; else planck's separations (and fold) replayed on the case's own input.
  witness: (input, comparison, margin, ref, peer) => toiWitness(input, comparison, margin, ref, peer) ?? planckDeparturesWitness(input, peer),
  draw: drawTOI,
  knownDifferences: planckTOIDifferences,
  tolerances: TOI_TOLERANCES,
};
