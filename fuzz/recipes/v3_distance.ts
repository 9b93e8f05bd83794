// Recipes for the v3 layer's distance.c exports: b2SegmentDistance, b2MakeProxy,
// b2MakeOffsetProxy, b2ShapeDistance, b2ShapeCast, b2GetSweepTransform, b2TimeOfImpact. Checks are
// plain float64 arithmetic written here, sharing no code with src/v3: the distance of two convex
// point clouds by brute force over their hull edges, a sweep's transform by blending and
// renormalizing, and for the TOI the state and fraction's range (C's TOI may miss a collision
// between its sample times by design, so separated is not checked for tunnelling here).

import type { Rng } from '../../compare/runner/rng';
import type { V3Lib } from '../library';
import type { Recipe } from '../recipe';
import { expect, near, nearVec, unit } from './checks';
import { v3Rot, v3Vec, v3Xf, type V3Recipe } from './v3_math';

type P = { x: number; y: number };
type Xf = { p: P; q: { c: number; s: number } };

/** n points of a convex polygon around the origin, counter-clockwise, radius r. */
function convex(lib: V3Lib, rng: Rng, n: number, r: number) {
  const step = (2 * Math.PI) / n;
  const start = rng.range(0, 2 * Math.PI);
  return Array.from({ length: n }, (_, i) => {
    const a = start + i * step + rng.range(-0.2, 0.2) * step;
    return new lib.b2Vec2(r * Math.cos(a), r * Math.sin(a));
  });
}

/** A proxy: a point (circle), two points (capsule) or a convex polygon, with a radius. */
function proxy(lib: V3Lib, rng: Rng) {
  const n = [1, 2, 3, 4, 5, 8][rng.int(0, 5)];
  const points = n === 1 ? [v3Vec(lib, rng, 0.3)] : convex(lib, rng, n, rng.range(0.3, 1.5));
  return lib.b2MakeProxy(new lib.b2ShapeProxy(), points, n, rng.chance(0.5) ? rng.range(0, 0.5) : 0);
}

function apply(xf: Xf, v: P): P {
  return { x: xf.q.c * v.x - xf.q.s * v.y + xf.p.x, y: xf.q.s * v.x + xf.q.c * v.y + xf.p.y };
}

function pointSegment(p: P, a: P, b: P): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const dd = dx * dx + dy * dy;
  const t = dd > 0 ? Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / dd)) : 0;
  return Math.hypot(a.x + t * dx - p.x, a.y + t * dy - p.y);
}

function segmentsCross(a: P, b: P, c: P, d: P): boolean {
  const o = (p: P, q: P, r: P) => (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
  return o(a, b, c) * o(a, b, d) < 0 && o(c, d, a) * o(c, d, b) < 0;
}

/** Inside a convex counter-clockwise polygon (3 or more points). */
function inside(p: P, poly: readonly P[]): boolean {
  if (poly.length < 3) return false;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i];
    const b = poly[(i + 1) % poly.length];
    if ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) < 0) return false;
  }
  return true;
}

function edges(poly: readonly P[]): [P, P][] {
  if (poly.length === 1) return [[poly[0], poly[0]]];
  if (poly.length === 2) return [[poly[0], poly[1]]];
  return poly.map((a, i) => [a, poly[(i + 1) % poly.length]]);
}

/** The distance of two convex point clouds (world points, given in hull order); 0 when they overlap. */
function hullDistance(a: readonly P[], b: readonly P[]): number {
  if (a.some((p) => inside(p, b)) || b.some((p) => inside(p, a))) return 0;
  let best = Infinity;
  for (const [p, q] of edges(a)) {
    for (const [r, s] of edges(b)) {
      if (segmentsCross(p, q, r, s)) return 0;
      best = Math.min(best, pointSegment(p, r, s), pointSegment(q, r, s), pointSegment(r, p, q), pointSegment(s, p, q));
    }
  }
  return best;
}

function worldPoints(p: { points: P[]; count: number }, xf: Xf): P[] {
  return p.points.slice(0, p.count).map((v) => apply(xf, v));
}

/** The transform of a sweep at time t, computed here in float64. */
function sweepAt(s: { localCenter: P; c1: P; c2: P; q1: { c: number; s: number }; q2: { c: number; s: number } }, t: number): Xf {
  const c = (1 - t) * s.q1.c + t * s.q2.c;
  const sn = (1 - t) * s.q1.s + t * s.q2.s;
  const m = Math.hypot(c, sn);
  const q = { c: c / m, s: sn / m };
  const px = (1 - t) * s.c1.x + t * s.c2.x - (q.c * s.localCenter.x - q.s * s.localCenter.y);
  const py = (1 - t) * s.c1.y + t * s.c2.y - (q.s * s.localCenter.x + q.c * s.localCenter.y);
  return { p: { x: px, y: py }, q };
}

function sweep(lib: V3Lib, rng: Rng, at: P) {
  const s = new lib.b2Sweep();
  s.localCenter.x = rng.range(-0.3, 0.3);
  s.localCenter.y = rng.range(-0.3, 0.3);
  s.c1.x = at.x;
  s.c1.y = at.y;
  s.c2.x = at.x + rng.range(-3, 3);
  s.c2.y = at.y + rng.range(-3, 3);
  const a = rng.range(-3, 3);
  const b = a + rng.range(-2, 2);
  s.q1.c = Math.cos(a);
  s.q1.s = Math.sin(a);
  s.q2.c = Math.cos(b);
  s.q2.s = Math.sin(b);
  return s;
}

const table: Record<string, V3Recipe> = {
  b2SegmentDistance: (lib, rng) => {
    const out = new lib.b2SegmentDistanceResult();
    const [p1, q1, p2, q2] = [v3Vec(lib, rng), v3Vec(lib, rng), v3Vec(lib, rng), v3Vec(lib, rng)];
    const check = (r: unknown): string | null => {
      if (r !== out) return 'did not return result';
      const want = segmentsCross(p1, q1, p2, q2) ? 0 : Math.min(pointSegment(p1, p2, q2), pointSegment(q1, p2, q2), pointSegment(p2, p1, q1), pointSegment(q2, p1, q1));
      return expect(near(Math.sqrt(out.distanceSquared), want, 2, 1e-3), `distance ${Math.sqrt(out.distanceSquared)}, want ${want}`) ??
        expect(out.fraction1 >= 0 && out.fraction1 <= 1 && out.fraction2 >= 0 && out.fraction2 <= 1, `fractions ${out.fraction1}, ${out.fraction2}`);
    };
    return { args: [out, p1, q1, p2, q2], check, twin: 1e-4 };
  },

  b2MakeProxy: (lib, rng) => {
    const n = rng.int(1, 10);
    const points = Array.from({ length: n }, () => v3Vec(lib, rng));
    const out = new lib.b2ShapeProxy();
    const radius = rng.range(0, 1);
    const check = (r: unknown): string | null =>
      r !== out ? 'did not return proxy' : expect(out.count === Math.min(n, 8) && out.points.slice(0, out.count).every((p, i) => near(p.x, points[i].x) && near(p.y, points[i].y)), `count ${out.count} of ${n}`);
    // The output's points past count are not part of C's result (C leaves them as they were).
    return { args: [out, points, n, radius], check, twin: 1e-6, notAttacked: [/^args\[0\]\.points\[/] };
  },

  b2MakeOffsetProxy: (lib, rng) => {
    const n = rng.int(1, 8);
    const points = Array.from({ length: n }, () => v3Vec(lib, rng));
    const out = new lib.b2ShapeProxy();
    const position = v3Vec(lib, rng, 5);
    const rotation = v3Rot(lib, rng);
    const check = (r: unknown): string | null => {
      if (r !== out) return 'did not return proxy';
      for (let i = 0; i < n; i++) {
        const fault = nearVec(out.points[i], apply({ p: position, q: rotation }, points[i]), 5, `points[${i}]`);
        if (fault) return fault;
      }
      return expect(out.count === n, `count ${out.count}`);
    };
    // The output's points past count are not part of C's result (C leaves them as they were).
    return { args: [out, points, n, rng.range(0, 1), position, rotation], check, twin: 1e-5, notAttacked: [/^args\[0\]\.points\[/] };
  },

  b2ShapeDistance: (lib, rng) => {
    const input = new lib.b2DistanceInput();
    const a = proxy(lib, rng);
    const b = proxy(lib, rng);
    lib.b2MakeProxy(input.proxyA, a.points, a.count, a.radius);
    lib.b2MakeProxy(input.proxyB, b.points, b.count, b.radius);
    const xfA = v3Xf(lib, rng, 2);
    const xfB = v3Xf(lib, rng, 3);
    Object.assign(input.transformA.p, xfA.p);
    Object.assign(input.transformA.q, xfA.q);
    Object.assign(input.transformB.p, xfB.p);
    Object.assign(input.transformB.q, xfB.q);
    input.useRadii = false;
    const out = new lib.b2DistanceOutput();
    const cache = new lib.b2SimplexCache();
    const capacity = rng.int(0, 4);
    const simplexes = capacity > 0 ? Array.from({ length: capacity }, () => new lib.b2Simplex()) : null;
    const check = (r: unknown): string | null => {
      if (r !== out) return 'did not return output';
      const want = hullDistance(worldPoints(input.proxyA, input.transformA), worldPoints(input.proxyB, input.transformB));
      return expect(near(out.distance, want, 4, 1e-3), `distance ${out.distance}, brute force ${want}`) ??
        expect(out.distance === 0 || unit(out.normal), `normal (${out.normal.x}, ${out.normal.y})`) ??
        expect(out.simplexCount <= capacity, `simplexCount ${out.simplexCount} over capacity ${capacity}`);
    };
    // The debug simplexes are only written, and those past simplexCount stay as they were (as in C).
    // A null simplexes stores nothing whatever the capacity (distance.c 449: simplexes != NULL).
    // The cache is written unless the shapes overlap (C returns before b2MakeSimplexCache there),
    // the simplexes up to simplexCount: a frozen one is refused either way.
    return { args: [out, input, cache, simplexes, capacity], check, nullable: [3], notAttacked: [/^args\[3\]\[/], outputs: [/^args\[[23]\]/] };
  },

  b2ShapeCast: (lib, rng) => {
    const input = new lib.b2ShapeCastPairInput();
    const a = proxy(lib, rng);
    const b = proxy(lib, rng);
    lib.b2MakeProxy(input.proxyA, a.points, a.count, a.radius);
    lib.b2MakeProxy(input.proxyB, b.points, b.count, b.radius);
    const xfA = v3Xf(lib, rng, 0.5);
    Object.assign(input.transformA.p, xfA.p);
    Object.assign(input.transformA.q, xfA.q);
    input.transformB.q.c = 1;
    input.transformB.p.x = xfA.p.x + 5;
    input.transformB.p.y = xfA.p.y + rng.range(-1, 1);
    input.translationB.x = -10;
    input.translationB.y = rng.range(-1, 1);
    input.maxFraction = 1;
    input.canEncroach = rng.chance(0.5);
    const out = new lib.b2CastOutput();
    const check = (r: unknown): string | null => {
      if (r !== out) return 'did not return output';
      if (!out.hit) return expect(out.fraction === 0, `a miss with fraction ${out.fraction}`);
      if (out.fraction === 0) return null;
      // At the hit B is about B2_LINEAR_SLOP (or its radii) from A: within 0.01 of touching.
      const moved = { p: { x: input.transformB.p.x + out.fraction * input.translationB.x, y: input.transformB.p.y + out.fraction * input.translationB.y }, q: input.transformB.q };
      const gap = hullDistance(worldPoints(input.proxyA, input.transformA), worldPoints(input.proxyB, moved)) - input.proxyA.radius - input.proxyB.radius;
      return expect(out.fraction > 0 && out.fraction <= 1 && gap > -0.01 && gap < 0.02 && unit(out.normal), `fraction ${out.fraction}, gap at the hit ${gap}`);
    };
    return { args: [out, input], check, checkUnderAttack: false };
  },

  b2GetSweepTransform: (lib, rng) => {
    const s = sweep(lib, rng, v3Vec(lib, rng, 3));
    const xf = new lib.b2Transform();
    const t = rng.range(0, 1);
    const check = (r: unknown): string | null => {
      if (r !== xf) return 'did not return xf';
      const want = sweepAt(s, t);
      return nearVec(xf.p, want.p, 5, 'p') ?? expect(near(xf.q.c, want.q.c) && near(xf.q.s, want.q.s), `q (${xf.q.c}, ${xf.q.s}), want (${want.q.c}, ${want.q.s})`);
    };
    return { args: [xf, s, t], check, twin: 1e-5 };
  },

  b2TimeOfImpact: (lib, rng) => {
    const input = new lib.b2TOIInput();
    const a = proxy(lib, rng);
    const b = proxy(lib, rng);
    lib.b2MakeProxy(input.proxyA, a.points, a.count, a.radius);
    lib.b2MakeProxy(input.proxyB, b.points, b.count, b.radius);
    const sa = sweep(lib, rng, { x: 0, y: 0 });
    const sb = sweep(lib, rng, { x: rng.range(3, 5), y: rng.range(-1, 1) });
    for (const [to, from] of [[input.sweepA, sa], [input.sweepB, sb]] as const) {
      Object.assign(to.localCenter, from.localCenter);
      Object.assign(to.c1, from.c1);
      Object.assign(to.c2, from.c2);
      Object.assign(to.q1, from.q1);
      Object.assign(to.q2, from.q2);
    }
    input.maxFraction = 1;
    const out = new lib.b2TOIOutput();
    const check = (r: unknown): string | null => {
      if (r !== out) return 'did not return output';
      if (out.state < 1 || out.state > 4) return `state ${out.state}`;
      if (!(out.fraction >= 0 && out.fraction <= 1)) return `fraction ${out.fraction}`;
      return null;
    };
    return { args: [out, input], check };
  },
};

export const v3DistanceRecipes = table as unknown as Record<string, Recipe>;
