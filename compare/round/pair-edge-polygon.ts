// Pair type edge-polygon: b2collide's b2CollideEdgeAndPolygon (v2.4.1, one-sided edges with ghost
// vertices) against @box2d/core's (planck-js keeps the v2.3 b2EPCollider).

import { b2collideEdgePolygonEngine } from './engine-b2collide';
import { box2dcoreEdgePolygonEngine } from './engine-box2dcore';
import { compareManifolds, FEATURES_NOTE } from '../case/manifold-compare';
import type { ManifoldResult } from '../case/manifold-result';
import { box2dcoreEdgeDifferences } from './differences';
import { drawRound, edgeShape, polygonShape } from '../case/draw';
import { edgePolygonFamilies } from './families';
import { roundInputScale, type EdgePolygonInput } from './input';
import { edgePolygonMargins } from './margins';
import type { PairType } from '../runner/types';
import { BOUND_ULPS } from '../tolerances';

export const edgePolygonPairType: PairType<EdgePolygonInput, ManifoldResult> = {
  name: 'edge-polygon',
  families: edgePolygonFamilies,
  reference: b2collideEdgePolygonEngine,
  peer: box2dcoreEdgePolygonEngine,
  compare: (input, ref, peer) => compareManifolds(ref, peer, roundInputScale(input)),
  margins: edgePolygonMargins,
  draw: (input, ref, peer) =>
    drawRound([edgeShape('A', 'A', input.edgeA, input.xfA), polygonShape('B', 'B', input.polygonB, input.xfB)], ref, peer, { data: input.edgeA, xf: input.xfA }),
  knownDifferences: box2dcoreEdgeDifferences,
  tolerances: [
    'scale S = 1 + max |position coordinate| + max |edge, ghost or vertex coordinate| of the case',
    `continuous fields match within ${BOUND_ULPS} * 2^-52 * S (expected: exact, same operation order)`,
    'near-tie: only the eps-bands of @box2d/core\'s b2_epsilon = 1e-5 (edge and ghost-edge lengths in [FLT_EPSILON, 1e-5))',
    FEATURES_NOTE,
  ],
};
