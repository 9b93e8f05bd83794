// Pair type circle-circle: b2collide's b2CollideCircles against planck's CollideCircles.

import { PLANCK_KEY_NOTE } from '../case/manifold-compare';
import type { ManifoldResult } from '../case/manifold-result';
import type { PairType } from '../runner/types';
import { planckCircleCircleDifferences } from './differences';
import { planckCircleCircleEngine } from './engine-planck';
import type { CircleCircleInput } from './input';
import { circleCirclePairCore } from './pair-cores';

export const circleCirclePairType: PairType<CircleCircleInput, ManifoldResult> = {
  ...circleCirclePairCore,
  peer: planckCircleCircleEngine,
  knownDifferences: planckCircleCircleDifferences,
  tolerances: [...circleCirclePairCore.tolerances, PLANCK_KEY_NOTE],
};
