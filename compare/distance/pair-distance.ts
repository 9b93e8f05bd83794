// Pair type distance: b2collide's b2Distance (GJK, cold and warm-started, with and without radii),
// b2ShapeCast and b2TestOverlap against planck's Distance, ShapeCast and testOverlap, for any
// two of circle, polygon, edge and chain child.

import { b2_epsilon } from 'b2collide';
import { compareDistance } from './compare-distance';
import { distanceFamilies } from './families';
import { distanceMargins, distanceWitness } from './margins';
import type { DistancePairInput } from './input';
import type { DistanceResult } from './result';
import { b2collideDistanceEngine } from './engine-b2collide';
import { planckDistanceEngine } from './engine-planck';
import { planckDistanceDifferences } from './planck-differences';
import { drawDistance } from './draw-distance';
import type { PairType } from '../runner/types';
import { BOUND_ULPS, PLANCK_EPSILON, PLANCK_EPSILONS } from '../tolerances';

export const distancePairType: PairType<DistancePairInput, DistanceResult> = {
  name: 'distance',
  families: distanceFamilies,
  reference: b2collideDistanceEngine,
  peer: planckDistanceEngine,
  compare: compareDistance,
  margins: (input, comparison, ref, peer) => distanceMargins(input, comparison, ref, peer, PLANCK_EPSILONS),
  witness: (input, comparison, margin, ref, peer) => distanceWitness(input, comparison, margin, ref, peer, compareDistance, PLANCK_EPSILONS),
  draw: drawDistance,
  knownDifferences: planckDistanceDifferences,
  tolerances: [
    'per case: the overlap test, three GJK calls: core (useRadii false, cold), radii (useRadii true, cold), warm (useRadii false at a moved pose, reusing the core call\'s cache), and a shape cast of B from the first pose',
    'discrete: overlap, iterations, cache count and indices, cast hit; continuous: distance, witness points, cache metric, cast lambda, point and normal',
    `scale S = 1 + max |position coordinate| over the four poses and the cast's end + max |proxy vertex coordinate|; continuous fields match within ${BOUND_ULPS} * 2^-52 * S`,
    'radii call in the overlapped branch: planck\'s points are compared with the reference\'s core pointA - pointB (planck writes that, C++ the midpoint; see the known differences)',
    `eps-band margins: a disagreement is excused only when the quantity compared with EPSILON lies in [${PLANCK_EPSILON}, ${b2_epsilon}) (x10 for testOverlap), or within the continuous bound of that band; every stage that differs (cold calls and overlap test, warm call, cast) needs its own such margin (the warm call may also take the cold calls' margin: its cache comes from them), the search-direction band also needs more peer iterations than reference ones, and the cast-normal band excuses only the cast normal and point`,
  ],
};
