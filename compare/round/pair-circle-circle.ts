// Pair type circle-circle: b2collide's b2CollideCircles against planck-js's CollideCircles.

import { b2collideCircleCircleEngine } from './engine-b2collide';
import { planckCircleCircleEngine } from './engine-planck';
import { compareManifolds, PLANCK_KEY_NOTE } from '../case/manifold-compare';
import type { ManifoldResult } from '../case/manifold-result';
import { planckCircleCircleDifferences } from './differences';
import { drawRound, circleShape } from '../case/draw';
import { circleCircleFamilies } from './families';
import { roundInputScale, type CircleCircleInput } from './input';
import { circleCircleMargins } from './margins';
import type { PairType } from '../runner/types';
import { BOUND_ULPS, MARGIN_ULPS } from '../tolerances';

export const circleCirclePairType: PairType<CircleCircleInput, ManifoldResult> = {
  name: 'circle-circle',
  families: circleCircleFamilies,
  reference: b2collideCircleCircleEngine,
  peer: planckCircleCircleEngine,
  compare: (input, ref, peer) => compareManifolds(ref, peer, roundInputScale(input)),
  margins: circleCircleMargins,
  draw: (input, ref, peer) => drawRound([circleShape('A', 'A', input.circleA, input.xfA), circleShape('B', 'B', input.circleB, input.xfB)], ref, peer),
  knownDifferences: planckCircleCircleDifferences,
  tolerances: [
    'scale S = 1 + max |position coordinate| + max |local centre coordinate| of the case',
    `continuous fields match within ${BOUND_ULPS} * 2^-52 * S`,
    `near-tie: |distSqr - radius^2| below ${MARGIN_ULPS} * 2^-52 * S^2, or |pB - pA|^2 inside the world-normal band (1e-18, FLT_EPSILON^2]`,
    PLANCK_KEY_NOTE,
  ],
};
