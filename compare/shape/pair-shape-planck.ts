// Pair type shape-planck: b2collide's shape queries against planck 1.5.0's (pair-shape-peers.ts).

import { PLANCK_EPSILON } from '../tolerances';
import { planckQueryEngine } from './engine-planck-query';
import { shapePeerPairType } from './pair-shape-peers';
import { planckShapeDifferences } from './peer-differences';

export const shapePlanckPairType = shapePeerPairType('shape-planck', planckQueryEngine, { peer: 'planck', epsilon: PLANCK_EPSILON }, '', planckShapeDifferences);
