// Pair type edge-circle: b2collide's b2CollideEdgeAndCircle against @box2d/core's (planck
// keeps the v2.3 edge algorithm, without one-sided edges).

import type { ManifoldResult } from '../case/manifold-result';
import type { PairType } from '../runner/types';
import { box2dcoreEdgeDifferences } from './differences';
import { box2dcoreEdgeCircleEngine } from './engine-box2dcore';
import type { EdgeCircleInput } from './input';
import { edgeCirclePairCore } from './pair-cores';

export const edgeCirclePairType: PairType<EdgeCircleInput, ManifoldResult> = {
  ...edgeCirclePairCore,
  peer: box2dcoreEdgeCircleEngine,
  knownDifferences: box2dcoreEdgeDifferences,
};
