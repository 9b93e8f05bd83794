// Inputs of the circle and edge pair types (circle-circle, polygon-circle, edge-circle,
// edge-polygon), as plain numbers so a case can be written to the report and replayed: every
// engine receives exactly these centres, radii, edge vertices and (s, c) rotations.

import { b2_polygonRadius } from 'b2collide';
import { coordinateScale } from '../case/scale';
import type { CircleData, EdgeData, PolygonData } from '../case/shapes';
import type { TransformData } from '../case/transform';
import type { XY } from '../runner/types';

export interface CircleCircleInput {
  circleA: CircleData;
  xfA: TransformData;
  circleB: CircleData;
  xfB: TransformData;
}

export interface PolygonCircleInput {
  polygonA: PolygonData;
  xfA: TransformData;
  circleB: CircleData;
  xfB: TransformData;
}

export interface EdgeCircleInput {
  edgeA: EdgeData;
  xfA: TransformData;
  circleB: CircleData;
  xfB: TransformData;
}

export interface EdgePolygonInput {
  edgeA: EdgeData;
  xfA: TransformData;
  polygonB: PolygonData;
  xfB: TransformData;
}

export type RoundInput = CircleCircleInput | PolygonCircleInput | EdgeCircleInput | EdgePolygonInput;

/** Every local point of a case's shapes (centres, vertices, edge and ghost vertices). */
function localPoints(input: RoundInput): XY[] {
  const out: XY[] = [];
  if ('circleA' in input) out.push(input.circleA.p);
  if ('circleB' in input) out.push(input.circleB.p);
  if ('polygonA' in input) out.push(...input.polygonA.vertices);
  if ('polygonB' in input) out.push(...input.polygonB.vertices);
  if ('edgeA' in input) out.push(input.edgeA.v0, input.edgeA.v1, input.edgeA.v2, input.edgeA.v3);
  return out;
}

/** coordinateScale of a circle or edge case: the two positions, every local point. */
export function roundInputScale(input: RoundInput): number {
  return coordinateScale([input.xfA.p, input.xfB.p], localPoints(input));
}

/** An edge as data; one-sided when both ghost vertices are given. */
export function edgeData(v1: XY, v2: XY, ghosts?: { v0: XY; v3: XY }): EdgeData {
  return ghosts === undefined
    ? { v0: [0, 0], v1, v2, v3: [0, 0], oneSided: false, radius: b2_polygonRadius }
    : { v0: ghosts.v0, v1, v2, v3: ghosts.v3, oneSided: true, radius: b2_polygonRadius };
}
