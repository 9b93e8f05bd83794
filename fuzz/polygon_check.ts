// The independent check of a polygon that Set built: written from the definition of a convex
// hull, sharing no code with src/ (not b2CheckHull, not Validate).

import { b2_linearSlop } from './library';

export interface PolygonLike {
  m_count: number;
  m_radius: number;
  readonly m_vertices: readonly { x: number; y: number }[];
  readonly m_normals: readonly { x: number; y: number }[];
  readonly m_centroid: { x: number; y: number };
}

/**
 * Why the polygon built from `points` is wrong, or null when it is a correct hull of them. An input
 * point may lie outside by `tolerance`: v2.4.1's weld distance 0.5·b2_linearSlop by default; for
 * v2.4.2's quickhull, which welds at 4·b2_linearSlop, pass that.
 */
export function polygonFault(p: PolygonLike, points: readonly { x: number; y: number }[], tolerance = 0.5 * b2_linearSlop): string | null {
  const n = p.m_count;
  if (!(Number.isInteger(n) && n >= 3 && n <= 8)) return `m_count ${n}`;
  const vs = p.m_vertices.slice(0, n).map((v) => [v.x, v.y]);
  const numbers = [...vs.flat(), ...p.m_normals.slice(0, n).flatMap((v) => [v.x, v.y]), p.m_centroid.x, p.m_centroid.y, p.m_radius];
  if (!numbers.every((x) => typeof x === 'number' && Number.isFinite(x))) return 'a non-finite number';
  let extent = 0;
  for (const q of [...vs, ...points.map((q) => [q.x, q.y])]) extent = Math.max(extent, Math.abs(q[0]), Math.abs(q[1]));
  const rounding = 1e-6 * extent; // float32 rounding of coordinates, with room
  let twiceArea = 0;
  const [ox, oy] = vs[0];
  for (let i = 0; i < n; ++i) {
    const [ax, ay] = vs[i];
    const [bx, by] = vs[(i + 1) % n];
    // Relative to vertex 0, so that coordinates far from the origin do not cancel.
    twiceArea += (ax - ox) * (by - oy) - (ay - oy) * (bx - ox);
    const len = Math.hypot(bx - ax, by - ay);
    if (!(len > 0)) return `edge ${i} has length 0`;
    // The normal is the unit outward normal of the edge.
    const nx = p.m_normals[i].x;
    const ny = p.m_normals[i].y;
    if (Math.abs(Math.hypot(nx, ny) - 1) > 1e-5) return `normal ${i} is not unit`;
    if (Math.abs(nx - (by - ay) / len) > 1e-3 || Math.abs(ny + (bx - ax) / len) > 1e-3) return `normal ${i} is not the edge's outward normal`;
    for (let j = 0; j < n; ++j) {
      const right = -((bx - ax) * (vs[j][1] - ay) - (by - ay) * (vs[j][0] - ax)) / len;
      if (right > rounding) return `vertex ${j} is ${right} right of edge ${i} (not convex or not counter-clockwise)`;
    }
    for (let j = 0; j < points.length; ++j) {
      const outside = -((bx - ax) * (points[j].y - ay) - (by - ay) * (points[j].x - ax)) / len;
      if (outside > tolerance + rounding) return `input point ${j} is ${outside} outside edge ${i}`;
    }
  }
  if (!(twiceArea > 0)) return `signed area ${twiceArea / 2} is not positive`;
  // The centroid lies inside the polygon.
  for (let i = 0; i < n; ++i) {
    const [ax, ay] = vs[i];
    const [bx, by] = vs[(i + 1) % n];
    const right = -((bx - ax) * (p.m_centroid.y - ay) - (by - ay) * (p.m_centroid.x - ax)) / Math.hypot(bx - ax, by - ay);
    if (right > rounding + 1e-9) return `the centroid is outside edge ${i}`;
  }
  return null;
}
