// Pair type edge-circle: b2collide's b2CollideEdgeAndCircle against @box2d/core's (planck-js
// keeps the v2.3 edge algorithm, without one-sided edges).

import { b2collideEdgeCircleEngine } from './engine-b2collide';
import { box2dcoreEdgeCircleEngine } from './engine-box2dcore';
import { compareManifolds, FEATURES_NOTE } from '../case/manifold-compare';
import type { ManifoldResult } from '../case/manifold-result';
import { box2dcoreEdgeDifferences } from './differences';
import { circleShape, drawRound, edgeShape } from '../case/draw';
import { edgeCircleFamilies } from './families';
import { roundInputScale, type EdgeCircleInput } from './input';
import { edgeCircleMargins } from './margins';
import type { PairType } from '../runner/types';
import { BOUND_ULPS } from '../tolerances';

export const edgeCirclePairType: PairType<EdgeCircleInput, ManifoldResult> = {
  name: 'edge-circle',
  families: edgeCircleFamilies,
  reference: b2collideEdgeCircleEngine,
  peer: box2dcoreEdgeCircleEngine,
  compare: (input, ref, peer) => compareManifolds(ref, peer, roundInputScale(input)),
  margins: edgeCircleMargins,
  draw: (input, ref, peer) =>
    drawRound([edgeShape('A', 'A', input.edgeA, input.xfA), circleShape('B', 'B', input.circleB, input.xfB)], ref, peer, { data: input.edgeA, xf: input.xfA }),
  knownDifferences: box2dcoreEdgeDifferences,
  tolerances: [
    'scale S = 1 + max |position coordinate| + max |edge, ghost or centre coordinate| of the case',
    `continuous fields match within ${BOUND_ULPS} * 2^-52 * S (expected: exact, same operation order)`,
    'near-tie: only the eps-bands of @box2d/core\'s b2_epsilon = 1e-5 (edge lengths in [FLT_EPSILON, 1e-5), vertex-contact distance^2 in (FLT_EPSILON^2, 1e-10])',
    FEATURES_NOTE,
  ],
};
