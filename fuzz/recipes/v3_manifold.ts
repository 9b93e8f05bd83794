// Recipes for the v3 layer's manifold.c exports (`b2collide/v3`, `b2collide/v3/f64`): the twelve
// colliders and b2CarryImpulsesById. Shapes are made here by hand (a polygon's normals computed in
// plain float64), sharing no code with src/v3; the checks hold each manifold to what every v3
// manifold satisfies: pointCount 0 to 2, a unit normal (or the zero normal of concentric
// circles), ids in [0, 65535], finite separations, anchorB = anchorA + (xfA.p - xfB.p) and
// point = xfA.p + anchorA.
// test/v3/manifold_vectors.test.ts holds the float32 build to the C bit for bit; no `twin` here,
// since near-tie branches of the two builds may differ.

import type { Rng } from '../../compare/runner/rng';
import type * as V3Module from '../../src/v3/index';
import type { Call, Recipe } from '../recipe';
import { near, nearVec } from './checks';

/** The v3 module (either build; they export the same names). */
type V3Lib = typeof V3Module;
type V3Recipe = (lib: V3Lib, rng: Rng) => Call;
type P = { x: number; y: number };
type Xf = { p: P; q: { c: number; s: number } };
type ManifoldLike = {
  normal: P;
  rollingImpulse: number;
  pointCount: number;
  points: { point: P; anchorA: P; anchorB: P; separation: number; id: number; normalImpulse: number; tangentImpulse: number; persisted: boolean }[];
};

function xf(lib: V3Lib, rng: Rng, spread: number) {
  const t = new lib.b2Transform();
  const a = rng.range(-3, 3);
  t.p.x = rng.range(-spread, spread);
  t.p.y = rng.range(-spread, spread);
  t.q.c = Math.cos(a);
  t.q.s = Math.sin(a);
  return t;
}
function circle(lib: V3Lib, rng: Rng) {
  const c = new lib.b2Circle();
  c.center.x = rng.range(-0.3, 0.3);
  c.center.y = rng.range(-0.3, 0.3);
  c.radius = rng.range(0.05, 0.8);
  return c;
}
function capsule(lib: V3Lib, rng: Rng) {
  const c = new lib.b2Capsule();
  c.center1.x = rng.range(-1, -0.2);
  c.center1.y = rng.range(-0.4, 0.4);
  c.center2.x = rng.range(0.2, 1);
  c.center2.y = rng.range(-0.4, 0.4);
  c.radius = rng.range(0.02, 0.4);
  return c;
}
function segment(lib: V3Lib, rng: Rng) {
  const s = new lib.b2Segment();
  s.point1.x = rng.range(-1.5, -0.3);
  s.point1.y = rng.range(-0.5, 0.5);
  s.point2.x = rng.range(0.3, 1.5);
  s.point2.y = rng.range(-0.5, 0.5);
  return s;
}
function chainSegment(lib: V3Lib, rng: Rng) {
  const s = new lib.b2ChainSegment();
  s.segment.point1.x = rng.range(-1.5, -0.3);
  s.segment.point1.y = rng.range(-0.3, 0.3);
  s.segment.point2.x = rng.range(0.3, 1.5);
  s.segment.point2.y = rng.range(-0.3, 0.3);
  s.ghost1.x = s.segment.point1.x - rng.range(0.3, 1.5);
  s.ghost1.y = s.segment.point1.y + rng.range(-1, 1);
  s.ghost2.x = s.segment.point2.x + rng.range(0.3, 1.5);
  s.ghost2.y = s.segment.point2.y + rng.range(-1, 1);
  return s;
}
/** A convex counter-clockwise polygon of 3 to 8 vertices, its outward unit normals computed here. */
function polygon(lib: V3Lib, rng: Rng) {
  const p = new lib.b2Polygon();
  const n = rng.int(3, 8);
  const r = rng.range(0.3, 1.2);
  const step = (2 * Math.PI) / n;
  const start = rng.range(0, step);
  for (let i = 0; i < n; ++i) {
    const a = start + i * step + rng.range(0, 0.3 * step);
    p.vertices[i].x = r * Math.cos(a);
    p.vertices[i].y = r * Math.sin(a);
  }
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < n; ++i) {
    const v = p.vertices[i];
    const w = p.vertices[(i + 1) % n];
    const ex = w.x - v.x;
    const ey = w.y - v.y;
    const len = Math.hypot(ex, ey);
    p.normals[i].x = ey / len;
    p.normals[i].y = -ex / len;
    cx += v.x / n;
    cy += v.y / n;
  }
  p.centroid.x = cx;
  p.centroid.y = cy;
  p.count = n;
  p.radius = rng.chance(0.5) ? 0 : rng.range(0, 0.2);
  return p;
}

/** What every v3 manifold satisfies (see the header); `xfA`, `xfB` as the call left them. */
// Under attack a rotation or a polygon normal may have been made non-unit (q.c = 0.5, a normal's
// y = 5e-324): v3 does not test unit length (docs/v3.md, as C), so the normal is then only finite.
function manifoldFault(m: ManifoldLike, xfA: Xf, xfB: Xf, attacked = false): string | null {
  if (![0, 1, 2].includes(m.pointCount)) return `pointCount ${m.pointCount}`;
  if (m.pointCount === 0) return null;
  const n = Math.hypot(m.normal.x, m.normal.y);
  if (attacked ? !Number.isFinite(n) : !(near(n, 1, 1, 1e-3) || n === 0)) return `normal of length ${n}`;
  for (let i = 0; i < m.pointCount; ++i) {
    const mp = m.points[i];
    if (!(Number.isInteger(mp.id) && mp.id >= 0 && mp.id <= 0xffff)) return `point ${i} id ${mp.id}`;
    if (!Number.isFinite(mp.separation)) return `point ${i} separation ${mp.separation}`;
    const scale = Math.abs(xfA.p.x) + Math.abs(xfA.p.y) + Math.abs(xfB.p.x) + Math.abs(xfB.p.y) + 4;
    const fault =
      nearVec(mp.anchorB, { x: mp.anchorA.x + (xfA.p.x - xfB.p.x), y: mp.anchorA.y + (xfA.p.y - xfB.p.y) }, scale, `point ${i} anchorB`) ??
      nearVec(mp.point, { x: xfA.p.x + mp.anchorA.x, y: xfA.p.y + mp.anchorA.y }, scale, `point ${i} point`);
    if (fault !== null) return fault;
  }
  return null;
}

function collider(makeA: (lib: V3Lib, rng: Rng) => object, makeB: (lib: V3Lib, rng: Rng) => object, withCache: boolean): V3Recipe {
  return (lib, rng) => {
    const m = new lib.b2Manifold();
    const xfA = xf(lib, rng, 0.6);
    const xfB = xf(lib, rng, 0.6);
    const args: unknown[] = [m, makeA(lib, rng), xfA, makeB(lib, rng), xfB];
    if (withCache) args.push(new lib.b2SimplexCache());
    return {
      args,
      checkUnderAttack: true,
      alsoNamed: withCache ? ['b2ShapeDistance'] : [],
      check: (_r, attacked) => manifoldFault(m as unknown as ManifoldLike, xfA, xfB, attacked),
    };
  };
}

const manifoldTable: Record<string, V3Recipe> = {
  b2CollideCircles: collider(circle, circle, false),
  b2CollideCapsuleAndCircle: collider(capsule, circle, false),
  b2CollideSegmentAndCircle: collider(segment, circle, false),
  b2CollidePolygonAndCircle: collider(polygon, circle, false),
  b2CollideCapsules: collider(capsule, capsule, false),
  b2CollideSegmentAndCapsule: collider(segment, capsule, false),
  b2CollidePolygonAndCapsule: collider(polygon, capsule, false),
  b2CollidePolygons: collider(polygon, polygon, false),
  b2CollideSegmentAndPolygon: collider(segment, polygon, false),
  b2CollideChainSegmentAndCircle: collider(chainSegment, circle, false),
  b2CollideChainSegmentAndCapsule: collider(chainSegment, capsule, true),
  b2CollideChainSegmentAndPolygon: collider(chainSegment, polygon, true),

  b2CarryImpulsesById: (lib, rng) => {
    const make = () => {
      const m = new lib.b2Manifold();
      m.pointCount = rng.int(0, 2);
      m.rollingImpulse = rng.range(-1, 1);
      for (let i = 0; i < 2; ++i) {
        m.points[i].id = rng.int(0, 3);
        m.points[i].normalImpulse = rng.range(0, 2);
        m.points[i].tangentImpulse = rng.range(-1, 1);
      }
      return m;
    };
    const oldManifold = make();
    const manifold = make();
    // The expected impulses, from contact.c's loop written out here on plain numbers.
    const olds = oldManifold.points.slice(0, oldManifold.pointCount).map((p) => ({ id: p.id, n: p.normalImpulse, t: p.tangentImpulse }));
    const want = manifold.points.slice(0, manifold.pointCount).map((p) => {
      const j = olds.findIndex((o) => o.id === p.id);
      if (j < 0) return { n: 0, t: 0, persisted: false };
      const r = { n: olds[j].n, t: olds[j].t, persisted: true };
      olds[j] = { id: olds[j].id, n: 0, t: 0 };
      return r;
    });
    const check = () => {
      for (let i = 0; i < want.length; ++i) {
        const mp = manifold.points[i];
        if (mp.normalImpulse !== want[i].n || mp.tangentImpulse !== want[i].t || mp.persisted !== want[i].persisted) {
          return `point ${i}: (${mp.normalImpulse}, ${mp.tangentImpulse}, ${mp.persisted}) instead of (${want[i].n}, ${want[i].t}, ${want[i].persisted})`;
        }
      }
      return null;
    };
    return { args: [oldManifold, manifold], check };
  },
};

/** The manifold recipes, keyed by export name, for the v3 table of fuzz/recipes/index.ts. */
export const v3ManifoldRecipes = manifoldTable as unknown as Record<string, Recipe>;
