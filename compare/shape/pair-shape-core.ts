// Pair type shape-core: b2collide's shape queries against @box2d/core 0.11.0's (pair-shape-peers.ts).

import { BOX2D_CORE_EPSILON } from '../tolerances';
import { box2dCoreQueryEngine } from './engine-core-query';
import { shapePeerPairType } from './pair-shape-peers';
import { coreShapeDifferences } from './peer-differences';

export const shapeCorePairType = shapePeerPairType('shape-core', box2dCoreQueryEngine, { peer: 'core', epsilon: BOX2D_CORE_EPSILON }, '-core', coreShapeDifferences);
