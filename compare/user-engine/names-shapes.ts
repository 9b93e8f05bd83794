// Shapes, vectors and transforms of a user's engine that exports Box2D's own names (b2Vec2,
// b2PolygonShape, b2CircleShape, b2EdgeShape, b2ChainShape, b2Transform), filled from a case's
// numbers through their C++ fields and methods: a polygon's vertex and normal lists as Box2D's Set
// built them (never rebuilt), a circle's m_p and m_radius, an edge's SetTwoSided / SetOneSided, a
// chain's CreateLoop / CreateChain. The distance, time-of-impact, shape-query and tree engines of
// the user's pair types share them.

import type { XY } from '../runner/types';

/* eslint-disable @typescript-eslint/no-explicit-any -- a user's module has no types we know */
export type AnyModule = Record<string, any>;

/** Whether the module exports every name as a function (a class or a free function). */
export function hasAll(mod: AnyModule, names: readonly string[]): boolean {
  return names.every((n) => typeof mod[n] === 'function');
}

export function vec(mod: AnyModule, [x, y]: Readonly<XY>): any {
  return new mod.b2Vec2(x, y);
}

/** Writes [x, y] into a vector object in place. */
export function setXY(target: any, [x, y]: Readonly<XY>): void {
  target.x = x;
  target.y = y;
}

/** A polygon with the given built vertex and normal lists: preallocated vectors are written, missing ones made. */
export function polygonShape(mod: AnyModule, d: { vertices: readonly Readonly<XY>[]; normals: readonly Readonly<XY>[]; centroid: Readonly<XY>; radius: number }): any {
  const s = new mod.b2PolygonShape();
  const n = d.vertices.length;
  for (let i = 0; i < n; ++i) {
    if (s.m_vertices[i] === undefined) s.m_vertices[i] = vec(mod, d.vertices[i]);
    else setXY(s.m_vertices[i], d.vertices[i]);
    if (s.m_normals[i] === undefined) s.m_normals[i] = vec(mod, d.normals[i]);
    else setXY(s.m_normals[i], d.normals[i]);
  }
  s.m_count = n;
  setXY(s.m_centroid, d.centroid);
  s.m_radius = d.radius;
  return s;
}

export function circleShape(mod: AnyModule, p: Readonly<XY>, radius: number): any {
  const s = new mod.b2CircleShape();
  setXY(s.m_p, p);
  s.m_radius = radius;
  return s;
}

export function edgeShape(mod: AnyModule, d: { v0: Readonly<XY>; v1: Readonly<XY>; v2: Readonly<XY>; v3: Readonly<XY>; oneSided: boolean }): any {
  const e = new mod.b2EdgeShape();
  if (d.oneSided) e.SetOneSided(vec(mod, d.v0), vec(mod, d.v1), vec(mod, d.v2), vec(mod, d.v3));
  else e.SetTwoSided(vec(mod, d.v1), vec(mod, d.v2));
  return e;
}

/** A chain made as C++ makes one: CreateLoop(vertices, count) or CreateChain(vertices, count, prev, next). */
export function chainShape(mod: AnyModule, vertices: readonly Readonly<XY>[], loop: boolean, prev: Readonly<XY>, next: Readonly<XY>): any {
  const points = vertices.map((v) => vec(mod, v));
  const chain = new mod.b2ChainShape();
  if (loop) chain.CreateLoop(points, points.length);
  else chain.CreateChain(points, points.length, vec(mod, prev), vec(mod, next));
  return chain;
}

export function transform(mod: AnyModule, t: { readonly p: Readonly<XY>; readonly q: Readonly<XY> }): any {
  const xf = new mod.b2Transform();
  setXY(xf.p, t.p);
  xf.q.s = t.q[0];
  xf.q.c = t.q[1];
  return xf;
}
