// Pair type polygon-circle: b2collide's b2CollidePolygonAndCircle against planck-js's CollidePolygonCircle.

import { b2collidePolygonCircleEngine } from './engine-b2collide';
import { planckPolygonCircleEngine } from './engine-planck';
import { compareManifolds, PLANCK_KEY_NOTE } from '../case/manifold-compare';
import type { ManifoldResult } from '../case/manifold-result';
import { planckPolygonCircleDifferences } from './differences';
import { circleShape, drawRound, polygonShape } from '../case/draw';
import { polygonCircleFamilies } from './families';
import { roundInputScale, type PolygonCircleInput } from './input';
import { polygonCircleMargins } from './margins';
import type { PairType } from '../runner/types';
import { BOUND_ULPS, MARGIN_ULPS } from '../tolerances';

export const polygonCirclePairType: PairType<PolygonCircleInput, ManifoldResult> = {
  name: 'polygon-circle',
  families: polygonCircleFamilies,
  reference: b2collidePolygonCircleEngine,
  peer: planckPolygonCircleEngine,
  compare: (input, ref, peer) => compareManifolds(ref, peer, roundInputScale(input)),
  margins: polygonCircleMargins,
  draw: (input, ref, peer) => drawRound([polygonShape('A', 'A', input.polygonA, input.xfA), circleShape('B', 'B', input.circleB, input.xfB)], ref, peer),
  knownDifferences: planckPolygonCircleDifferences,
  tolerances: [
    'scale S = 1 + max |position coordinate| + max |vertex or centre coordinate| of the case',
    `continuous fields match within ${BOUND_ULPS} * 2^-52 * S`,
    `near-tie: a decision margin (early-out, best face, inside, u1/u2, vertex distance, face separation) below ${MARGIN_ULPS} * 2^-52 * S (lengths) or * S^2 (squares), or the centre's separation inside the band [1e-9, FLT_EPSILON) of the inside test`,
    PLANCK_KEY_NOTE,
  ],
};
