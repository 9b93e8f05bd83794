// Pair type tree-planck: b2collide's broad phase against planck 1.5.0's (pair-tree.ts).

import { PlanckDriver } from './drivers-planck';
import { treePairType } from './pair-tree';

export const treePlanckPairType = treePairType('planck', 'planck 1.5.0', () => new PlanckDriver());
