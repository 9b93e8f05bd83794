// Pair type tree-planck: b2collide's broad phase against planck-js 1.3.0's (pair-tree.ts).

import { PlanckDriver } from './drivers-planck';
import { treePairType } from './pair-tree';

export const treePlanckPairType = treePairType('planck', 'planck-js 1.3.0', () => new PlanckDriver());
