// The float64 shape-query pair types, made here for a given peer: b2collide against planck 1.5.0
// (shape-planck, pair-shape-planck.ts) and against @box2d/core 0.11.0 (shape-core,
// pair-shape-core.ts), on the float64 versions of the shape-query families, classified as the
// manifold pair types are (exact / bounded / near-tie with a named margin / unexplained). No peer
// package is imported here.

import * as F64 from 'b2collide';
import { b2_epsilon } from 'b2collide';
import type { B2Lib } from '../f32/b2collide-runner';
import { BOUND_ULPS } from '../tolerances';
import type { PairType } from '../runner/types';
import { drawQuery } from './draw-query';
import { b2collideQueryEngine, type PeerQueryResult } from './engine-b2collide-query';
import type { ShapeQueryCase } from './query-case';
import { shapeQueryFamilies } from './query-families';
import { compareQueries, queryMargins, queryWitness, type PeerRules } from './shape-compare';

const TOLERANCES = [
  'discrete: testPoint, ray hit, AABB ray hit, Contains, b2TestOverlap, IsValid; on a miss only the hit flag is compared',
  `continuous, within ${BOUND_ULPS} * 2^-52 times: S (positions, AABBs, centres, the b2AABB methods), S / |p2 - p1| (fractions), S / min(radius, 1) (normals), density S² (mass), density S^4 (inertia); S = 1 + max |world coordinate| + max |local shape coordinate|`,
  `near-tie margins, each below ${BOUND_ULPS} * 2^-52 * S unless stated: point-on-boundary, ray start/end on the boundary, ray through a vertex or tangent, ray parallel to a face (/ |d|), AABB ray start/end on a side or through a corner; band margins (0 inside the band) for the peers' epsilons`,
  'the AABB methods run on b2collide\'s ComputeAABB box (aabbInput) in both engines',
];

export function shapePeerPairType(name: string, peer: PairType<ShapeQueryCase, PeerQueryResult>['peer'], rules: PeerRules, suffix: string, knownDifferences: PairType<ShapeQueryCase, PeerQueryResult>['knownDifferences']): PairType<ShapeQueryCase, PeerQueryResult> {
  return {
    name,
    families: shapeQueryFamilies(F64 as unknown as B2Lib, (x) => x, '', suffix, true),
    reference: b2collideQueryEngine,
    peer,
    compare: (input, ref, p) => compareQueries(input, ref, p, rules),
    margins: (input, comparison) => queryMargins(input, comparison, rules),
    witness: queryWitness(b2collideQueryEngine, rules),
    draw: (input) => drawQuery(input),
    knownDifferences,
    tolerances: [...TOLERANCES, `peer epsilon ${rules.epsilon} against b2_epsilon ${b2_epsilon}`],
  };
}
