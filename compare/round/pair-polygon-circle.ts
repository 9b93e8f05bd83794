// Pair type polygon-circle: b2collide's b2CollidePolygonAndCircle against planck's CollidePolygonCircle.

import { PLANCK_KEY_NOTE } from '../case/manifold-compare';
import type { ManifoldResult } from '../case/manifold-result';
import type { PairType } from '../runner/types';
import { planckPolygonCircleDifferences } from './differences';
import { planckPolygonCircleEngine } from './engine-planck';
import type { PolygonCircleInput } from './input';
import { polygonCirclePairCore } from './pair-cores';

export const polygonCirclePairType: PairType<PolygonCircleInput, ManifoldResult> = {
  ...polygonCirclePairCore,
  peer: planckPolygonCircleEngine,
  knownDifferences: planckPolygonCircleDifferences,
  tolerances: [...polygonCirclePairCore.tolerances, PLANCK_KEY_NOTE],
};
