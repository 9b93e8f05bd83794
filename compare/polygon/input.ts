// The input of one polygon-polygon case, as plain numbers so it can go into the JSON report and
// be replayed: both engines receive exactly these vertices, normals and (s, c) rotations.

import { coordinateScale } from '../case/scale';
import type { PolygonData } from '../case/shapes';
import type { TransformData } from '../case/transform';

export interface PolygonPairInput {
  polyA: PolygonData;
  xfA: TransformData;
  polyB: PolygonData;
  xfB: TransformData;
}

/** coordinateScale of a polygon pair: the two positions, every vertex. */
export function inputScale(input: PolygonPairInput): number {
  return coordinateScale([input.xfA.p, input.xfB.p], [...input.polyA.vertices, ...input.polyB.vertices]);
}
