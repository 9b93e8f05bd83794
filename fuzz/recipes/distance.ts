// Recipes for GJK, shape cast, sweeps and time of impact. The TOI check looks for tunnelling: a
// pair TOI calls separated must not overlap at any of 17 times in [0, tMax] (distance measured
// with the float64 build's GJK, which the b2Distance recipe checks on its own).

import * as F64 from 'b2collide';
import type { Recipe } from '../recipe';
import { expect, near, unit } from './checks';
import { childIndex, circle, distanceProxy, polygon, shape, sweep, vec, xf, type L } from './makers';

type P = { x: number; y: number };
type Proxy = InstanceType<L['b2DistanceProxy']>;

function proxyPoints(p: Proxy): P[] {
  return p.m_vertices.slice(0, p.m_count).map((v) => ({ x: v.x, y: v.y }));
}

/** GJK in the float64 build on plain copies of two proxies' points (the tunnelling check's ruler). */
const probe = { input: new F64.b2DistanceInput(), output: new F64.b2DistanceOutput(), cache: new F64.b2SimplexCache() };
function distanceF64(a: P[], ra: number, xfA: { p: P; q: { s: number; c: number } }, b: P[], rb: number, xfB: { p: P; q: { s: number; c: number } }): number {
  const { input, output, cache } = probe;
  input.proxyA.Set(a.map((p) => new F64.b2Vec2(p.x, p.y)), a.length, ra);
  input.proxyB.Set(b.map((p) => new F64.b2Vec2(p.x, p.y)), b.length, rb);
  input.transformA.SetPositionSinCos(xfA.p.x, xfA.p.y, xfA.q.s, xfA.q.c);
  input.transformB.SetPositionSinCos(xfB.p.x, xfB.p.y, xfB.q.s, xfB.q.c);
  input.useRadii = true;
  cache.count = 0;
  F64.b2Distance(output, cache, input);
  return output.distance;
}

/** The transform of a sweep at time beta, in float64 here. */
function sweepXf(s: { localCenter: P; c0: P; c: P; a0: number; a: number }, beta: number) {
  const angle = (1 - beta) * s.a0 + beta * s.a;
  const q = { s: Math.sin(angle), c: Math.cos(angle) };
  const cx = (1 - beta) * s.c0.x + beta * s.c.x;
  const cy = (1 - beta) * s.c0.y + beta * s.c.y;
  return { p: { x: cx - (q.c * s.localCenter.x - q.s * s.localCenter.y), y: cy - (q.s * s.localCenter.x + q.c * s.localCenter.y) }, q };
}

export const distanceRecipes: Record<string, Recipe | Recipe[]> = {
  'new b2DistanceProxy': () => ({ args: [] }),
  'new b2SimplexCache': () => ({ args: [] }),
  'new b2DistanceInput': () => ({ args: [] }),
  'new b2DistanceOutput': () => ({ args: [] }),
  'new b2ShapeCastInput': () => ({ args: [] }),
  'new b2ShapeCastOutput': () => ({ args: [] }),
  'new b2Sweep': () => ({ args: [] }),
  'new b2TOIInput': () => ({ args: [] }),
  'new b2TOIOutput': () => ({ args: [] }),
  'b2SimplexCache.Reset': (lib) => {
    const c = new lib.b2SimplexCache();
    c.count = 2;
    return { self: c, args: [], check: () => expect(c.count === 0, 'Reset') };
  },
  // A view getter, as b2PolygonShape.m_vertices (recipes/shapes.ts viewsOf): for a polygon's proxy
  // its views show m_packed as it is, edits included (docs/bad-input.md, "Allowed"), which the
  // check holds it to, and for an edge's or chain's the vertices it holds (m_buffer, C++'s); that
  // storage is not attacked here but where it is read (b2Distance, b2ShapeCast, b2TimeOfImpact,
  // GetSupport check it).
  'b2DistanceProxy.m_vertices': (lib, rng) => {
    const p = distanceProxy(lib, rng);
    const check = (r: unknown): string | null => {
      const packed = p.m_packed;
      if (packed === null) return null;
      const views = r as readonly P[];
      for (let i = 0; i < p.m_count; ++i) {
        if (!Object.is(views[i].x, packed[2 * i]) || !Object.is(views[i].y, packed[2 * i + 1])) return `m_vertices[${i}] does not read m_packed[${2 * i}]`;
      }
      return null;
    };
    return { self: p, args: [], notAttacked: [/\.m_packed\b/, /\.m_buffer\b/], check };
  },
  'b2DistanceProxy.Set': [
    (lib, rng) => {
      const s = polygon(lib, rng);
      const p = new lib.b2DistanceProxy();
      return { self: p, args: [s, 0], check: () => expect(p.m_count === s.m_count, 'count') };
    },
    (lib, rng) => {
      const vs = [vec(lib, rng), vec(lib, rng), vec(lib, rng)];
      const p = new lib.b2DistanceProxy();
      return { self: p, args: [vs, rng.int(1, 3), rng.range(0, 1)], check: () => expect(p.m_count >= 1 && p.m_count <= 3, 'count') };
    },
  ],
  'b2DistanceProxy.SetShape': (lib, rng) => {
    const s = circle(lib, rng);
    const p = new lib.b2DistanceProxy();
    return { self: p, args: [s, 0], check: () => expect(p.m_count === 1 && p.m_radius === s.m_radius, 'circle proxy') };
  },
  'b2DistanceProxy.SetVertices': (lib, rng) => {
    const vs = [vec(lib, rng), vec(lib, rng)];
    const p = new lib.b2DistanceProxy();
    return { self: p, args: [vs, 2, rng.range(0, 1)], check: () => expect(p.m_count === 2, 'count') };
  },
  'b2DistanceProxy.GetSupport': (lib, rng) => {
    const p = distanceProxy(lib, rng);
    const d = vec(lib, rng);
    const check = (r: unknown): string | null => {
      const pts = proxyPoints(p);
      if (!Number.isInteger(r) || (r as number) < 0 || (r as number) >= pts.length) return `index ${String(r)} of ${pts.length}`;
      const best = Math.max(...pts.map((v) => v.x * d.x + v.y * d.y));
      const got = pts[r as number];
      return expect(near(got.x * d.x + got.y * d.y, best, 4), 'not the farthest vertex');
    };
    return { self: p, args: [d], check };
  },
  'b2DistanceProxy.GetSupportVertex': (lib, rng) => ({ self: distanceProxy(lib, rng), args: [vec(lib, rng)] }),
  'b2DistanceProxy.GetVertexCount': (lib, rng) => {
    const p = distanceProxy(lib, rng);
    return { self: p, args: [], check: (r) => expect(r === p.m_count, 'count') };
  },
  'b2DistanceProxy.GetVertex': (lib, rng) => {
    const p = distanceProxy(lib, rng);
    return { self: p, args: [rng.int(0, p.m_count - 1)] };
  },
  'b2Distance': [
    (lib, rng) => {
      const [a, b] = [vec(lib, rng), vec(lib, rng)];
      return { args: [a, b], check: (r) => expect(near(r as number, Math.hypot(a.x - b.x, a.y - b.y), 4), `b2Distance ${String(r)}`) };
    },
    gjk('b2Distance'),
  ],
  'b2DistanceGJK': gjk('b2DistanceGJK'),
  'b2ResetGjkCounters': () => ({ args: [] }),
  'b2ResetToiCounters': () => ({ args: [] }),
  'b2ShapeCast': (lib, rng) => {
    const input = new lib.b2ShapeCastInput();
    const [a, b] = [rng.chance(0.5) ? polygon(lib, rng) : circle(lib, rng), rng.chance(0.5) ? polygon(lib, rng) : circle(lib, rng)];
    input.proxyA.Set(a, 0);
    input.proxyB.Set(b, 0);
    input.transformA.Copy(xf(lib, rng, 0.5));
    input.transformB.Copy(xf(lib, rng, 0.5));
    input.transformB.p.x += 4;
    input.translationB.Set(-8, rng.range(-1, 1));
    const out = new lib.b2ShapeCastOutput();
    const check = (r: unknown): string | null => {
      if (r !== true) return expect(r === false, 'not a boolean');
      return expect(out.lambda >= 0 && out.lambda <= 1 && (out.lambda === 0 || unit(out.normal)), `lambda ${out.lambda}, normal (${out.normal.x}, ${out.normal.y})`);
    };
    return { self: undefined, args: [out, input], check, checkUnderAttack: true };
  },
  'b2Sweep.GetTransform': (lib, rng) => {
    const s = sweep(lib, rng);
    const t = new lib.b2Transform();
    const beta = rng.range(0, 1);
    const check = (): string | null => {
      const want = sweepXf(s, beta);
      return expect(near(t.p.x, want.p.x, 3, 1e-3) && near(t.q.c, want.q.c, 1, 1e-3), `transform (${t.p.x}, ${t.p.y}; ${t.q.s}, ${t.q.c}), want (${want.p.x}, ${want.p.y}; ${want.q.s}, ${want.q.c})`);
    };
    return { self: s, args: [t, beta], check, twin: 1e-4 };
  },
  'b2Sweep.Advance': (lib, rng) => {
    const s = sweep(lib, rng);
    const alpha = rng.range(s.alpha0, 1);
    return { self: s, args: [alpha], check: () => expect(near(s.alpha0, alpha, 1, 1e-6), `alpha0 ${s.alpha0}, want ${alpha}`) };
  },
  'b2Sweep.Normalize': (lib, rng) => {
    const s = sweep(lib, rng);
    const d = s.a - s.a0;
    return { self: s, args: [], check: () => expect(s.a0 >= 0 && s.a0 < 2 * Math.PI + 1e-3 && near(s.a - s.a0, d, 8, 1e-4), `a0 ${s.a0}, a ${s.a}`) };
  },
  'b2Sweep.Copy': (lib, rng) => {
    const o = sweep(lib, rng);
    const s = new lib.b2Sweep();
    return { self: s, args: [o], check: () => expect(s.a0 === o.a0 && s.c.x === o.c.x && s.alpha0 === o.alpha0, 'Copy') };
  },
  'b2TimeOfImpact': (lib, rng) => {
    const input = new lib.b2TOIInput();
    const a = rng.chance(0.5) ? polygon(lib, rng) : circle(lib, rng);
    const b = rng.chance(0.5) ? polygon(lib, rng) : circle(lib, rng);
    input.proxyA.Set(a, 0);
    input.proxyB.Set(b, 0);
    input.sweepA.Copy(sweep(lib, rng));
    input.sweepB.Copy(sweep(lib, rng));
    input.sweepA.alpha0 = 0;
    input.sweepB.alpha0 = 0;
    input.sweepB.c0.x += 4;
    input.sweepB.c.x -= 4;
    input.tMax = rng.range(0.2, 1);
    const out = new lib.b2TOIOutput();
    const pa = proxyPoints(input.proxyA);
    const pb = proxyPoints(input.proxyB);
    const [ra, rb] = [input.proxyA.m_radius, input.proxyB.m_radius];
    const check = (): string | null => {
      if (!(out.state >= 1 && out.state <= 4 && Number.isInteger(out.state))) return `state ${out.state}`;
      if (!(out.t >= 0 && out.t <= input.tMax)) return `t ${out.t} outside [0, ${input.tMax}]`;
      if (out.state !== 4) return null;
      // Separated: no overlap anywhere in [0, tMax] (the shapes as they were made, read here).
      for (let i = 0; i <= 16; ++i) {
        const beta = (input.tMax * i) / 16;
        const d = distanceF64(pa, 0, sweepXf(input.sweepA, beta), pb, 0, sweepXf(input.sweepB, beta));
        if (d <= 0) return `e_separated at t ${out.t}, but the shapes overlap at t ${beta}`;
      }
      void ra;
      void rb;
      return null;
    };
    return { args: [out, input], check, checkUnderAttack: true };
  },
};

function gjk(name: string): Recipe {
  return (lib, rng) => {
    const input = new lib.b2DistanceInput();
    const [a, b] = [shape(lib, rng), shape(lib, rng)];
    input.proxyA.Set(a, childIndex(rng, a));
    input.proxyB.Set(b, childIndex(rng, b));
    input.transformA.Copy(xf(lib, rng, 2));
    input.transformB.Copy(xf(lib, rng, 2));
    input.useRadii = rng.chance(0.5);
    const out = new lib.b2DistanceOutput();
    const cache = new lib.b2SimplexCache();
    const check = (): string | null => {
      if (out.distance < 0) return `distance ${out.distance}`;
      const gap = Math.hypot(out.pointA.x - out.pointB.x, out.pointA.y - out.pointB.y);
      if (out.distance > 0 && !near(gap, out.distance, 4, 1e-3)) return `distance ${out.distance}, but |pointA - pointB| is ${gap}`;
      return null;
    };
    return { args: [out, cache, input], check, checkUnderAttack: true, alsoNamed: name === 'b2Distance' ? ['b2DistanceGJK'] : ['b2Distance'] };
  };
}
