// Small builders shared by the polygon-core and lazy-view tests. Nothing here computes an expected value.
import { b2FindMaxSeparation, b2Manifold, b2PolygonShape, b2Transform, type b2EdgeShape } from 'b2collide';
import { b2PolygonViewsCached } from '../../src/collision/b2_polygon_views';

/** A transform from a position and a rotation given as (s, c), with no trigonometry. */
export function xfSC(x: number, y: number, s = 0, c = 1): b2Transform {
  // The fields are written directly, not through SetPositionSinCos (which rejects non-finite and
  // non-unit values), so that tests can also build the bad transforms the collide checks meet.
  const xf = new b2Transform();
  xf.p.x = x;
  xf.p.y = y;
  xf.q.s = s;
  xf.q.c = c;
  return xf;
}

/** An axis-aligned box of half-widths hx, hy in its own frame (C++ SetAsBox(hx, hy)). */
export function box(hx: number, hy: number): b2PolygonShape {
  return new b2PolygonShape().SetAsBox(hx, hy);
}

/** [x, y] pairs as { x, y } points. */
export function pts(points: readonly (readonly [number, number])[]): { x: number; y: number }[] {
  return points.map(([x, y]) => ({ x, y }));
}

/** A polygon from [x, y] pairs through Set (gift wrapping decides the vertex order). */
export function poly(points: readonly (readonly [number, number])[]): b2PolygonShape {
  return new b2PolygonShape().Set(pts(points));
}

/**
 * The polygon's first m_count vertices (or normals) as [x, y] pairs. `+ 0` turns -0 into 0 (C++
 * makes -0 too, e.g. -1.0f * 0.0f), so that toEqual compares values only.
 */
export function verts(p: b2PolygonShape): [number, number][] {
  return p.m_vertices.slice(0, p.m_count).map((v) => [v.x + 0, v.y + 0]);
}
export function norms(p: b2PolygonShape): [number, number][] {
  return p.m_normals.slice(0, p.m_count).map((v) => [v.x + 0, v.y + 0]);
}

/** b2FindMaxSeparation's value and edge index for poly1's normals against poly2's vertices. */
export function maxSeparation(p1: b2PolygonShape, xf1: b2Transform, p2: b2PolygonShape, xf2: b2Transform): { value: number; edge: number } {
  const edge = [-1];
  const value = b2FindMaxSeparation(edge, p1, xf1, p2, xf2);
  return { value, edge: edge[0] };
}

/** The four feature fields of manifold point i, in C++ field order. */
export function feature(m: b2Manifold, i: number): { indexA: number; indexB: number; typeA: number; typeB: number } {
  const cf = m.points[i].id.cf;
  return { indexA: cf.indexA, indexB: cf.indexB, typeA: cf.typeA, typeB: cf.typeB };
}

/** A manifold filled with values no collision would write, to see what a call overwrites. */
export function dirtyManifold(): b2Manifold {
  const m = new b2Manifold();
  m.pointCount = 2;
  m.type = 0;
  m.localNormal.Set(-7, -7);
  m.localPoint.Set(-7, -7);
  for (const p of m.points) {
    p.localPoint.Set(-7, -7);
    p.id.key = 0xdeadbeef;
  }
  return m;
}

/** Every number a manifold holds, including the slots beyond pointCount. */
export function manifoldNumbers(m: b2Manifold): number[] {
  const out = [m.localNormal.x, m.localNormal.y, m.localPoint.x, m.localPoint.y, m.type, m.pointCount];
  for (const p of m.points) {
    out.push(p.localPoint.x, p.localPoint.y, p.normalImpulse, p.tangentImpulse, p.id.key);
  }
  return out;
}

/** Expects both components to be within 10^-digits / 2 of (x, y); the failure shows the vector. */
export function expectVec(actual: { x: number; y: number }, x: number, y: number, digits = 12): void {
  expect([actual.x, actual.y]).toEqual([expect.closeTo(x, digits), expect.closeTo(y, digits)]);
}

/**
 * Whether a polygon or an edge has made its b2Vec2 views yet (src/README.md rule 10): asks the
 * polygon views' cache, or reads the edge's private, non-enumerable slot, because what the
 * lazy-view tests pin is exactly when the views come to exist.
 */
export function hasViews(shape: b2PolygonShape | b2EdgeShape): boolean {
  if (shape instanceof b2PolygonShape) return b2PolygonViewsCached(shape.m_packed);
  const slot = Object.getOwnPropertyDescriptor(shape, 'm_views');
  if (slot === undefined) throw new Error(`${shape.constructor.name} has no m_views slot`);
  return slot.value !== null;
}
