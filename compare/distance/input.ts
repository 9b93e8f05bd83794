// The input of one distance case (GJK closest points and the overlap test), as plain numbers so it
// goes into the JSON report and replays: both engines receive exactly these vertices, radii and
// (s, c) rotations. A case holds two shapes of any kind and two poses: the first for a cold call,
// the second for a call warm-started from the first call's simplex cache; and a translation of B
// for a shape cast from the first pose.

import { b2_polygonRadius } from 'b2collide';
import { coordinateScale } from '../case/scale';
import type { PolygonData } from '../case/shapes';
import type { TransformData } from '../case/transform';
import type { XY } from '../runner/types';

export type DistanceShapeData =
  | { kind: 'circle'; center: XY; radius: number }
  | { kind: 'polygon'; polygon: PolygonData }
  | { kind: 'edge'; v1: XY; v2: XY }
  /** A chain (open, or a loop when `loop`); `index` is the child edge the proxy takes. */
  | { kind: 'chain'; vertices: XY[]; loop: boolean; index: number };

export interface DistancePairInput {
  shapeA: DistanceShapeData;
  shapeB: DistanceShapeData;
  /** The pose of the cold calls (core distance, distance with radii, overlap test). */
  xfA: TransformData;
  xfB: TransformData;
  /** The pose of the warm call, which reuses the cold core call's cache. */
  xfA2: TransformData;
  xfB2: TransformData;
  /** The shape cast's translation of B, from the first pose. */
  translationB: XY;
}

/**
 * Ghost vertices for an open chain through these points: each end segment extended by its own
 * length. GJK never reads them; every engine's CreateChain just needs the same two.
 */
export function openChainGhosts(points: readonly XY[]): [XY, XY] {
  const n = points.length;
  return [
    [2 * points[0][0] - points[1][0], 2 * points[0][1] - points[1][1]],
    [2 * points[n - 1][0] - points[n - 2][0], 2 * points[n - 1][1] - points[n - 2][1]],
  ];
}

/** The skin or circle radius the proxy of this shape carries. */
export function shapeRadius(shape: DistanceShapeData): number {
  switch (shape.kind) {
    case 'circle':
      return shape.radius;
    case 'polygon':
      return shape.polygon.radius;
    default:
      return b2_polygonRadius;
  }
}

/** The points the proxy of this shape holds, in the shape's frame. */
export function proxyPoints(shape: DistanceShapeData): XY[] {
  switch (shape.kind) {
    case 'circle':
      return [shape.center];
    case 'polygon':
      return shape.polygon.vertices;
    case 'edge':
      return [shape.v1, shape.v2];
    case 'chain': {
      const n = shape.vertices.length;
      // A loop's last child runs from the last vertex back to the first.
      return [shape.vertices[shape.index], shape.vertices[(shape.index + 1) % n]];
    }
  }
}

/** coordinateScale of a distance case: all four poses and the cast's end position of B, every proxy point. */
export function distanceScale(input: DistancePairInput): number {
  const castEnd: XY = [input.xfB.p[0] + input.translationB[0], input.xfB.p[1] + input.translationB[1]];
  return coordinateScale([input.xfA.p, input.xfB.p, input.xfA2.p, input.xfB2.p, castEnd], [...proxyPoints(input.shapeA), ...proxyPoints(input.shapeB)]);
}
