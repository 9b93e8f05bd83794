// Writes a case's shape data into an engine's shape objects, field by field: polygons get the
// vertex and normal lists b2collide's Set / SetAsBox built (never rebuilt by the engine), circles
// their centre and radius, edges their four vertices and sidedness.

import type { PolygonData } from './shapes';
import type { CircleData, EdgeData } from './shapes';

interface MutableXY {
  x: number;
  y: number;
}

/** A polygon whose vectors are preallocated and written in place (b2collide's b2PolygonShape). */
export interface PreallocatedPolygon {
  m_count: number;
  readonly m_vertices: ArrayLike<MutableXY>;
  readonly m_normals: ArrayLike<MutableXY>;
  readonly m_centroid: MutableXY;
  m_radius: number;
}

/** A peer's polygon (planck, @box2d/core): it takes fresh vertex and normal arrays of its own vector class. */
export interface PeerPolygon<V> {
  m_count: number;
  m_vertices: V[];
  m_normals: V[];
  readonly m_centroid: MutableXY;
  m_radius: number;
}

/** Writes the polygon into the shape's own vectors. */
export function loadPolygon(shape: PreallocatedPolygon, data: PolygonData): void {
  const n = data.vertices.length;
  shape.m_count = n;
  for (let i = 0; i < n; ++i) {
    shape.m_vertices[i].x = data.vertices[i][0];
    shape.m_vertices[i].y = data.vertices[i][1];
    shape.m_normals[i].x = data.normals[i][0];
    shape.m_normals[i].y = data.normals[i][1];
  }
  shape.m_centroid.x = data.centroid[0];
  shape.m_centroid.y = data.centroid[1];
  shape.m_radius = data.radius;
}

/** Gives a peer's shape new vertex and normal arrays made with `Vec`; the centroid is written in place. */
export function injectPolygon<V>(shape: PeerPolygon<V>, data: PolygonData, Vec: new (x: number, y: number) => V): void {
  shape.m_count = data.vertices.length;
  shape.m_vertices = data.vertices.map(([x, y]) => new Vec(x, y));
  shape.m_normals = data.normals.map(([x, y]) => new Vec(x, y));
  shape.m_centroid.x = data.centroid[0];
  shape.m_centroid.y = data.centroid[1];
  shape.m_radius = data.radius;
}

/** A circle shape of any engine: centre m_p in the shape's frame and radius. */
export interface CircleFields {
  readonly m_p: MutableXY;
  m_radius: number;
}

export function loadCircle(shape: CircleFields, data: CircleData): void {
  shape.m_p.x = data.p[0];
  shape.m_p.y = data.p[1];
  shape.m_radius = data.radius;
}

/** An edge shape in the v2.4 layout (b2collide, @box2d/core): ghost vertices 0 and 3, m_oneSided. */
export interface EdgeFields {
  readonly m_vertex0: MutableXY;
  readonly m_vertex1: MutableXY;
  readonly m_vertex2: MutableXY;
  readonly m_vertex3: MutableXY;
  m_oneSided: boolean;
  m_radius: number;
}

export function loadEdge(shape: EdgeFields, data: EdgeData): void {
  shape.m_vertex0.x = data.v0[0];
  shape.m_vertex0.y = data.v0[1];
  shape.m_vertex1.x = data.v1[0];
  shape.m_vertex1.y = data.v1[1];
  shape.m_vertex2.x = data.v2[0];
  shape.m_vertex2.y = data.v2[1];
  shape.m_vertex3.x = data.v3[0];
  shape.m_vertex3.y = data.v3[1];
  shape.m_oneSided = data.oneSided;
  shape.m_radius = data.radius;
}
