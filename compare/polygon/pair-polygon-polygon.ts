// Pair type polygon-polygon: b2collide's b2CollidePolygons against planck's CollidePolygons.

import { PLANCK_KEY_NOTE } from '../case/manifold-compare';
import type { ManifoldResult } from '../case/manifold-result';
import type { PairType } from '../runner/types';
import { planckPolygonEngine } from './engine-planck';
import type { PolygonPairInput } from './input';
import { polygonPairCore } from './pair-core';
import { planckClipWitness } from './forced-clip';
import { planckPolygonDifferences } from './planck-differences';

export const polygonPairType: PairType<PolygonPairInput, ManifoldResult> = {
  ...polygonPairCore,
  peer: planckPolygonEngine,
  // A moved input first; else planck's clip interpolation replayed on the case's own input.
  witness: (input, comparison, margin, ref, peer) => polygonPairCore.witness?.(input, comparison, margin, ref, peer) ?? planckClipWitness(input, peer),
  knownDifferences: planckPolygonDifferences,
  tolerances: [...polygonPairCore.tolerances, PLANCK_KEY_NOTE],
};
