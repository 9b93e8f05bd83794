// Valid random inputs for the recipes: every maker returns something the library must accept.

import type { Rng } from '../../compare/runner/rng';
import type { Lib } from '../library';

export type L = Lib;
export type Vec2 = InstanceType<Lib['b2Vec2']>;
export type Xf = InstanceType<Lib['b2Transform']>;
export type AABB = InstanceType<Lib['b2AABB']>;
export type Shape = InstanceType<Lib['b2PolygonShape']> | InstanceType<Lib['b2CircleShape']> | InstanceType<Lib['b2EdgeShape']> | InstanceType<Lib['b2ChainShape']>;
export type Tree = InstanceType<Lib['b2DynamicTree']>;
export type BroadPhase = InstanceType<Lib['b2BroadPhase']>;

export const vec = (lib: L, rng: Rng, s = 2): Vec2 => new lib.b2Vec2(rng.range(-s, s), rng.range(-s, s));
export const xy = (rng: Rng, s = 2) => ({ x: rng.range(-s, s), y: rng.range(-s, s) });
export const angle = (rng: Rng): number => rng.range(-3, 3);

export function rot(lib: L, rng: Rng) {
  const a = angle(rng);
  return new lib.b2Rot().SetSinCos(Math.sin(a), Math.cos(a));
}

export function xf(lib: L, rng: Rng, spread = 1): Xf {
  const a = angle(rng);
  return new lib.b2Transform().SetPositionSinCos(rng.range(-spread, spread), rng.range(-spread, spread), Math.sin(a), Math.cos(a));
}

/** Points of a convex polygon: n angles sorted around a circle, at least 0.3 rad apart. */
export function convexPoints(rng: Rng, n = rng.int(3, 8), r = rng.range(0.3, 1.5)) {
  const step = (2 * Math.PI) / n;
  const start = rng.range(0, step);
  const cx = rng.range(-0.5, 0.5);
  const cy = rng.range(-0.5, 0.5);
  return Array.from({ length: n }, (_, i) => {
    const a = start + i * step + rng.range(0, step * 0.4);
    return { x: cx + r * Math.cos(a), y: cy + r * Math.sin(a) };
  });
}

export function polygon(lib: L, rng: Rng) {
  if (rng.chance(0.5)) return new lib.b2PolygonShape().SetAsBox(rng.range(0.2, 1), rng.range(0.2, 1), xy(rng, 0.5), angle(rng));
  return new lib.b2PolygonShape().Set(convexPoints(rng));
}
export const circle = (lib: L, rng: Rng) => new lib.b2CircleShape(rng.range(0.1, 1), xy(rng, 0.3));
export function edge(lib: L, rng: Rng) {
  const v1 = { x: rng.range(-1.5, -0.5), y: rng.range(-0.3, 0.3) };
  const v2 = { x: rng.range(0.5, 1.5), y: rng.range(-0.3, 0.3) };
  const e = new lib.b2EdgeShape();
  if (rng.chance(0.5)) return e.SetTwoSided(v1, v2);
  return e.SetOneSided({ x: v1.x - 1, y: v1.y + 0.3 }, v1, v2, { x: v2.x + 1, y: v2.y - 0.3 });
}
export function chainVertices(rng: Rng, n = rng.int(3, 6)) {
  return Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    const r = rng.range(1, 2);
    return { x: r * Math.cos(a), y: r * Math.sin(a) };
  });
}
export function chain(lib: L, rng: Rng) {
  const vs = chainVertices(rng);
  if (rng.chance(0.5)) return new lib.b2ChainShape().CreateLoop(vs);
  return new lib.b2ChainShape().CreateChain(vs, vs.length, { x: vs[0].x, y: vs[0].y - 1 }, { x: vs[vs.length - 1].x, y: vs[vs.length - 1].y - 1 });
}
export function shape(lib: L, rng: Rng): Shape {
  const k = rng.int(0, 3);
  return k === 0 ? polygon(lib, rng) : k === 1 ? circle(lib, rng) : k === 2 ? edge(lib, rng) : chain(lib, rng);
}
export const childIndex = (rng: Rng, s: Shape): number => rng.int(0, s.GetChildCount() - 1);

export function aabb(lib: L, rng: Rng, s = 3): AABB {
  const b = new lib.b2AABB();
  const x = rng.range(-s, s);
  const y = rng.range(-s, s);
  b.lowerBound.Set(x, y);
  b.upperBound.Set(x + rng.range(0.01, 2), y + rng.range(0.01, 2));
  return b;
}

export function rayInput(lib: L, rng: Rng, s = 3) {
  const input = new lib.b2RayCastInput();
  input.p1.Copy(vec(lib, rng, s));
  input.p2.Copy(vec(lib, rng, s));
  input.maxFraction = rng.range(0.2, 1);
  return input;
}

export function manifold(lib: L, rng: Rng) {
  const m = new lib.b2Manifold();
  lib.b2CollidePolygons(m, polygon(lib, rng), xf(lib, rng, 0.5), polygon(lib, rng), xf(lib, rng, 0.5));
  for (const p of m.points) {
    p.normalImpulse = rng.range(0, 3);
    p.tangentImpulse = rng.range(-1, 1);
  }
  return m;
}

export function sweep(lib: L, rng: Rng) {
  const s = new lib.b2Sweep();
  s.localCenter.Copy(vec(lib, rng, 0.3));
  s.c0.Copy(vec(lib, rng, 2));
  s.c.Copy(vec(lib, rng, 2));
  s.a0 = angle(rng);
  s.a = s.a0 + rng.range(-1, 1);
  s.alpha0 = rng.chance(0.5) ? 0 : rng.range(0, 0.9);
  return s;
}

export function distanceProxy(lib: L, rng: Rng) {
  const s = shape(lib, rng);
  return new lib.b2DistanceProxy().Set(s, childIndex(rng, s));
}

export function hull(lib: L, rng: Rng) {
  return lib.b2ComputeHull(convexPoints(rng));
}

/** A tree with n proxies over a 10 x 10 field; returns it and the live ids. */
export function tree(lib: L, rng: Rng, n = rng.int(1, 24)): { tree: Tree; ids: number[]; data: object[] } {
  const t = new lib.b2DynamicTree<object>();
  const ids: number[] = [];
  const data: object[] = [];
  for (let i = 0; i < n; ++i) {
    const d = { user: i };
    data.push(d);
    ids.push(t.CreateProxy(aabb(lib, rng, 5), d));
  }
  return { tree: t as Tree, ids, data };
}

export function broadPhase(lib: L, rng: Rng, n = rng.int(1, 24)): { bp: BroadPhase; ids: number[]; data: object[] } {
  const bp = new lib.b2BroadPhase<object>();
  const ids: number[] = [];
  const data: object[] = [];
  for (let i = 0; i < n; ++i) {
    const d = { user: i };
    data.push(d);
    ids.push(bp.CreateProxy(aabb(lib, rng, 5), d));
  }
  return { bp: bp as BroadPhase, ids, data };
}
