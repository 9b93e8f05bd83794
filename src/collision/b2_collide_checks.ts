// Input checks shared by the shapes and the collide and distance functions (not in C++, which
// trusts its input): each throws an Error naming the function and the bad field instead of letting
// a NaN or a degenerate shape flow into a result. They cost a few subtractions per call.

import { b2_epsilon, b2_maxPolygonVertices } from '../common/b2_settings';
import type { b2Transform } from '../common/b2_math';
import type { b2CircleShape } from './b2_circle_shape';
import type { b2EdgeShape } from './b2_edge_shape';
import type { b2PolygonShape, b2XY } from './b2_polygon_shape';
import type { b2RayCastInput } from './b2_ray_cast';

/**
 * True when all eight numbers of the two transforms are finite. x - x is 0 exactly when x is
 * finite (NaN and ±Infinity give NaN), so the sum is 0 exactly when all eight are. b2CollidePolygons
 * writes the same sum out itself, to stay within V8's inlining budget.
 */
export function b2TransformsAreFinite(xfA: Readonly<b2Transform>, xfB: Readonly<b2Transform>): boolean {
  const finiteCheck =
    xfA.p.x - xfA.p.x + (xfA.p.y - xfA.p.y) + (xfA.q.s - xfA.q.s) + (xfA.q.c - xfA.q.c) +
    (xfB.p.x - xfB.p.x) + (xfB.p.y - xfB.p.y) + (xfB.q.s - xfB.q.s) + (xfB.q.c - xfB.q.c);
  return finiteCheck === 0;
}

/** Throws unless all eight numbers of the two transforms are finite. */
export function b2CheckTransforms(where: string, xfA: Readonly<b2Transform>, xfB: Readonly<b2Transform>): void {
  if (!b2TransformsAreFinite(xfA, xfB)) {
    throw new Error(`${where}: a transform is not finite (xfA ${formatTransform(xfA)}, xfB ${formatTransform(xfB)})`);
  }
}

/** Throws unless the circle's radius is positive and finite and its centre is finite. */
export function b2CheckCircle(where: string, circle: Readonly<b2CircleShape>): void {
  const r = circle.m_radius;
  const p = circle.m_p;
  if (!(r > 0) || r - r + (p.x - p.x) + (p.y - p.y) !== 0) {
    throw new Error(
      `${where}: the circle needs a positive, finite radius and a finite centre, got radius ${r} and centre (${p.x}, ${p.y}); ` +
        'set them with new b2CircleShape(radius, center) or Set(center, radius)',
    );
  }
}

/**
 * Throws unless the edge's points are finite (the ghost vertices too when it is one-sided) and it
 * is longer than b2_epsilon (below that, C++'s Normalize cannot give the edge a unit direction).
 */
export function b2CheckEdge(where: string, edge: Readonly<b2EdgeShape>): void {
  const v1 = edge.m_vertex1;
  const v2 = edge.m_vertex2;
  let finiteCheck = v1.x - v1.x + (v1.y - v1.y) + (v2.x - v2.x) + (v2.y - v2.y) + (edge.m_radius - edge.m_radius);
  if (edge.m_oneSided) {
    const v0 = edge.m_vertex0;
    const v3 = edge.m_vertex3;
    finiteCheck += v0.x - v0.x + (v0.y - v0.y) + (v3.x - v3.x) + (v3.y - v3.y);
  }
  if (finiteCheck !== 0) {
    throw new Error(
      `${where}: an edge vertex is not finite (v0 (${edge.m_vertex0.x}, ${edge.m_vertex0.y}), v1 (${v1.x}, ${v1.y}), ` +
        `v2 (${v2.x}, ${v2.y}), v3 (${edge.m_vertex3.x}, ${edge.m_vertex3.y}), radius ${edge.m_radius})`,
    );
  }
  const ex = v2.x - v1.x;
  const ey = v2.y - v1.y;
  if (!(ex * ex + ey * ey > b2_epsilon * b2_epsilon)) {
    throw new Error(
      `${where}: the edge (${v1.x}, ${v1.y})-(${v2.x}, ${v2.y}) has zero length; set it with SetTwoSided or SetOneSided`,
    );
  }
}

/**
 * Throws unless the polygon has been built: m_count a whole number from 3 to b2_maxPolygonVertices
 * (a larger m_count would read past the vertices in m_packed).
 */
export function b2CheckPolygon(where: string, polygon: Readonly<b2PolygonShape>): void {
  const count = polygon.m_count;
  if (count < 3) {
    throw new Error(`${where}: the polygon has ${count} vertices; build it with Set or SetAsBox first`);
  }
  if (!(count <= b2_maxPolygonVertices) || !Number.isInteger(count)) {
    throw new Error(`${where}: the polygon's m_count ${count} is not a whole number from 3 to b2_maxPolygonVertices = ${b2_maxPolygonVertices}`);
  }
}

/** Throws `${where}: ${name} is not finite (x, y)` unless both coordinates of p are finite. */
export function b2CheckFinitePoint(where: string, name: string, p: b2XY): void {
  if (!(Number.isFinite(p.x) && Number.isFinite(p.y))) {
    throw new Error(`${where}: ${name} is not finite (${p.x}, ${p.y})`);
  }
}

function formatTransform(xf: Readonly<b2Transform>): string {
  return `p=(${xf.p.x}, ${xf.p.y}) q=(s ${xf.q.s}, c ${xf.q.c})`;
}

/** Throws unless all four numbers of the transform are finite (the shape queries' check). */
export function b2CheckTransform(where: string, xf: Readonly<b2Transform>): void {
  // Rule of b2TransformsAreFinite: x - x is 0 exactly when x is finite.
  if (xf.p.x - xf.p.x + (xf.p.y - xf.p.y) + (xf.q.s - xf.q.s) + (xf.q.c - xf.q.c) !== 0) {
    throw new Error(`${where}: the transform is not finite (${formatTransform(xf)})`);
  }
}

/**
 * Throws unless the ray's points are finite and its maxFraction lies in [0, 1] (C++ reads
 * p1 + maxFraction·(p2 − p1) as a point of the segment; outside [0, 1] it is not).
 */
export function b2CheckRayCastInput(where: string, input: Readonly<b2RayCastInput>): void {
  const p1 = input.p1;
  const p2 = input.p2;
  if (p1.x - p1.x + (p1.y - p1.y) + (p2.x - p2.x) + (p2.y - p2.y) !== 0) {
    throw new Error(`${where}: the ray is not finite (p1 (${p1.x}, ${p1.y}), p2 (${p2.x}, ${p2.y}))`);
  }
  const maxFraction = input.maxFraction;
  if (!(maxFraction >= 0 && maxFraction <= 1)) {
    throw new Error(`${where}: the ray's maxFraction must lie in [0, 1], got ${maxFraction}`);
  }
}

/** Throws unless density is finite and not negative (C++ ComputeMass trusts it). */
export function b2CheckDensity(where: string, density: number): void {
  if (!(density >= 0 && density - density === 0)) {
    throw new Error(`${where}: density must be finite and not negative, got ${density}`);
  }
}

/**
 * Throws unless childIndex is a whole number in [0, count): the shape's GetChildCount(). C++ ignores
 * the index of single-child shapes and only asserts it for chains.
 */
export function b2CheckChildIndex(where: string, childIndex: number, count: number): void {
  if (!(childIndex >= 0 && childIndex < count && Number.isInteger(childIndex))) {
    throw new RangeError(`${where}: child index ${childIndex} is out of range [0, ${count})`);
  }
}
