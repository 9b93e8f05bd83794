// Pair type distance-core: b2collide's b2Distance (GJK, cold and warm-started, with and without
// radii), b2ShapeCast and b2TestOverlap against @box2d/core 0.11.0's, the second peer of the
// distance calls (the first, planck, is pair type distance). Same generators, inputs, results
// and drawing as pair type distance; the families carry the suffix -core, so their names are
// unique and their random streams their own.

import { b2_epsilon } from 'b2collide';
import { box2dcoreDistanceDifferences } from './box2dcore-differences';
import { box2dcoreRule } from './box2dcore-rule';
import { compareDistance } from './compare-distance';
import { distanceFamilies } from './families';
import { distanceMargins, distanceWitness } from './margins';
import type { DistancePairInput } from './input';
import type { DistanceResult } from './result';
import { b2collideDistanceEngine } from './engine-b2collide';
import { box2dcoreDistanceEngine } from './engine-box2dcore';
import { drawDistance } from './draw-distance';
import type { Family, PairType } from '../runner/types';
import { BOUND_ULPS, BOX2D_CORE_EPSILON, BOX2D_CORE_EPSILONS } from '../tolerances';

const distanceBox2dcoreFamilies: readonly Family<DistancePairInput>[] = distanceFamilies.map((family) => ({
  name: `${family.name}-core`,
  // The planck thresholds a description names are not this peer's: its b2_epsilon is 1e-5.
  description: `${family.description} [the generator of ${family.name}; @box2d/core's thresholds: 1e-5 (search direction, metric flush, cast normal), 1e-4 (overlap test)]`,
  generate: family.generate,
}));

export const distanceBox2dcorePairType: PairType<DistancePairInput, DistanceResult> = {
  name: 'distance-core',
  families: distanceBox2dcoreFamilies,
  reference: b2collideDistanceEngine,
  peer: box2dcoreDistanceEngine,
  compare: (input, ref, peer) => compareDistance(input, ref, peer, box2dcoreRule),
  margins: (input, comparison, ref, peer) => distanceMargins(input, comparison, ref, peer, BOX2D_CORE_EPSILONS),
  witness: (input, comparison, margin, ref, peer) => distanceWitness(input, comparison, margin, ref, peer, (i, r, p) => compareDistance(i, r, p, box2dcoreRule), BOX2D_CORE_EPSILONS),
  draw: drawDistance,
  knownDifferences: box2dcoreDistanceDifferences,
  tolerances: [
    'per case: the overlap test, three GJK calls: core (useRadii false, cold), radii (useRadii true, cold), warm (useRadii false at a moved pose, reusing the core call\'s cache), and a shape cast of B from the first pose',
    'discrete: overlap, iterations, cache count and indices, cast hit; continuous: distance, witness points, cache metric, cast lambda, point and normal',
    `scale S = 1 + max |position coordinate| over the four poses and the cast's end + max |proxy vertex coordinate|; continuous fields match within ${BOUND_ULPS} * 2^-52 * S`,
    'radii call: the peer\'s distance and points are compared with the peer\'s own useRadii rule applied to the reference\'s core call (see the known differences), its iterations, cache and metric with the reference\'s radii call',
    'cast point: the peer reports B\'s witness point, so peer point - reference point must be along the reference\'s normal (cross product within the bound) and 0 to sigma + 0.5 b2_linearSlop long (no upper limit after 20 iterations), and the peer point - radiusA n - lambda r must lie on B\'s core (within the bound of a proxy point or of a segment between two)',
    `eps-band margins: a disagreement is excused only when the quantity compared with the epsilon lies in [${b2_epsilon}, ${BOX2D_CORE_EPSILON}) (x10 for testOverlap), or within the continuous bound of that band; every stage that differs (cold calls and overlap test, warm call, cast) needs its own such margin (the warm call may also take the cold calls' margin: its cache comes from them), the search-direction band also needs more reference iterations than peer ones, and the cast-normal band excuses only the cast normal and point`,
  ],
};
