// The input of one polygon-polygon case, as plain numbers so it can go into the JSON report and
// be replayed: both engines receive exactly these vertices, normals and (s, c) rotations.

import { b2PolygonShape, type b2XY } from 'b2collide';
import type { XY } from './runner/types';

export interface PolygonData {
  vertices: XY[];
  normals: XY[];
  centroid: XY;
  radius: number;
}

export interface TransformData {
  p: XY;
  /** [s, c]: the rotation's sine and cosine, handed to both engines as is. */
  q: XY;
}

export interface PolygonPairInput {
  polyA: PolygonData;
  xfA: TransformData;
  polyB: PolygonData;
  xfB: TransformData;
}

/** Copies a built b2PolygonShape out as plain data. */
export function polygonData(shape: b2PolygonShape): PolygonData {
  const vertices: XY[] = [];
  const normals: XY[] = [];
  for (let i = 0; i < shape.m_count; ++i) {
    vertices.push([shape.m_vertices[i].x, shape.m_vertices[i].y]);
    normals.push([shape.m_normals[i].x, shape.m_normals[i].y]);
  }
  return { vertices, normals, centroid: [shape.m_centroid.x, shape.m_centroid.y], radius: shape.m_radius };
}

/** A box as C++ SetAsBox(hx, hy) builds it (vertex 0 at (-hx, -hy), counter-clockwise). */
export function boxData(hx: number, hy: number): PolygonData {
  return polygonData(new b2PolygonShape().SetAsBox(hx, hy));
}

/** The convex hull of the points as C++ b2PolygonShape::Set builds it, or undefined if Set rejects them. */
export function hullData(points: readonly b2XY[]): PolygonData | undefined {
  try {
    return polygonData(new b2PolygonShape().Set(points));
  } catch {
    return undefined;
  }
}

export function transformData(x: number, y: number, s: number, c: number): TransformData {
  return { p: [x, y], q: [s, c] };
}

/** R(q) v + p for a transform given as data (read only; also the float32 cases' TransformSpec). */
export function toWorld(xf: { readonly p: Readonly<XY>; readonly q: Readonly<XY> }, v: Readonly<XY>): XY {
  const [s, c] = xf.q;
  return [c * v[0] - s * v[1] + xf.p[0], s * v[0] + c * v[1] + xf.p[1]];
}

/** Largest distance of a vertex from the shape's local origin. */
export function boundingRadius(poly: PolygonData): number {
  let r = 0;
  for (const [x, y] of poly.vertices) r = Math.max(r, Math.hypot(x, y));
  return r;
}

/**
 * The magnitude of a case's coordinates, the scale of its rounding (every pair type's bound and
 * margins are in units of 2^-52 times it): 1 + max |world position coordinate| + max |local
 * point coordinate|.
 */
export function coordinateScale(positions: readonly XY[], localPoints: readonly XY[]): number {
  let p = 0;
  for (const [x, y] of positions) p = Math.max(p, Math.abs(x), Math.abs(y));
  let v = 0;
  for (const [x, y] of localPoints) v = Math.max(v, Math.abs(x), Math.abs(y));
  return 1 + p + v;
}

/** coordinateScale of a polygon pair: the two positions, every vertex. */
export function inputScale(input: PolygonPairInput): number {
  return coordinateScale([input.xfA.p, input.xfB.p], [...input.polyA.vertices, ...input.polyB.vertices]);
}
