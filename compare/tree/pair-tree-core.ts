// Pair type tree-box2dcore: b2collide's broad phase against @box2d/core 0.11.0's (pair-tree.ts).

import { Box2dCoreDriver } from './drivers-core';
import { treePairType } from './pair-tree';

export const treeBox2dCorePairType = treePairType('box2dcore', '@box2d/core 0.11.0', () => new Box2dCoreDriver());
