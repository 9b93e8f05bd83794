// Pair type edge-polygon: b2collide's b2CollideEdgeAndPolygon (v2.4.1, one-sided edges with ghost
// vertices) against @box2d/core's (planck keeps the v2.3 b2EPCollider).

import type { ManifoldResult } from '../case/manifold-result';
import type { PairType } from '../runner/types';
import { box2dcoreEdgeDifferences } from './differences';
import { box2dcoreEdgePolygonEngine } from './engine-box2dcore';
import type { EdgePolygonInput } from './input';
import { edgePolygonPairCore } from './pair-cores';

export const edgePolygonPairType: PairType<EdgePolygonInput, ManifoldResult> = {
  ...edgePolygonPairCore,
  peer: box2dcoreEdgePolygonEngine,
  knownDifferences: box2dcoreEdgeDifferences,
};
