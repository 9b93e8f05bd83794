// The shapes of a case as plain numbers, so a case can go into the JSON report and be replayed:
// every engine receives exactly these polygon vertices and normals (built once by the library's
// Set / SetAsBox), circle centres and radii, edge vertices.

import { b2PolygonShape, type b2XY } from 'b2collide';
import type { XY } from '../runner/types';

export interface PolygonData {
  vertices: XY[];
  normals: XY[];
  centroid: XY;
  radius: number;
}

export interface CircleData {
  /** The centre in the shape's frame (C++ m_p). */
  p: XY;
  radius: number;
}

export interface EdgeData {
  /** Ghost vertex before v1 (read only when oneSided). */
  v0: XY;
  v1: XY;
  v2: XY;
  /** Ghost vertex after v2 (read only when oneSided). */
  v3: XY;
  oneSided: boolean;
  /** C++ b2_polygonRadius for every edge. */
  radius: number;
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

/** Largest distance of a vertex from the shape's local origin. */
export function boundingRadius(poly: PolygonData): number {
  let r = 0;
  for (const [x, y] of poly.vertices) r = Math.max(r, Math.hypot(x, y));
  return r;
}
