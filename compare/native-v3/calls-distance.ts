// How each recorded call of distance.c (the flat layout of distance_*.json) is made on
// b2collide/v3. Proxies are read as count, radius, then the live points; transforms as p.x, p.y,
// q.c, q.s; sweeps as localCenter, c1, c2, q1, q2. b2ShapeDistance takes the recorded cache and a
// debug simplex capacity and writes the output, the cache it leaves and every stored simplex.

import type { Call } from './calls-core';
import type { V3Lib } from './lib';
import type { InputWords, OutputTokens } from './words';

type Proxy = InstanceType<V3Lib['b2ShapeProxy']>;
type Transform = InstanceType<V3Lib['b2Transform']>;
type Sweep = InstanceType<V3Lib['b2Sweep']>;

function readProxy(proxy: Proxy, r: InputWords): void {
  proxy.count = r.f();
  proxy.radius = r.f();
  for (let i = 0; i < proxy.count; ++i) {
    proxy.points[i].x = r.f();
    proxy.points[i].y = r.f();
  }
}

function readTransform(xf: Transform, r: InputWords): void {
  xf.p.x = r.f();
  xf.p.y = r.f();
  xf.q.c = r.f();
  xf.q.s = r.f();
}

function readSweep(s: Sweep, r: InputWords): void {
  for (const v of [s.localCenter, s.c1, s.c2]) {
    v.x = r.f();
    v.y = r.f();
  }
  for (const q of [s.q1, s.q2]) {
    q.c = r.f();
    q.s = r.f();
  }
}

function writeProxy(w: OutputTokens, p: Proxy): void {
  w.i(p.count).f(p.radius);
  for (let i = 0; i < p.count; ++i) w.v(p.points[i]);
}

export const DISTANCE_CALLS: Readonly<Record<string, Call>> = {
  b2SegmentDistance: (L, r, w) => {
    const p1 = new L.b2Vec2(r.f(), r.f());
    const q1 = new L.b2Vec2(r.f(), r.f());
    const p2 = new L.b2Vec2(r.f(), r.f());
    const q2 = new L.b2Vec2(r.f(), r.f());
    const s = L.b2SegmentDistance(new L.b2SegmentDistanceResult(), p1, q1, p2, q2);
    w.v(s.closest1).v(s.closest2).f(s.fraction1).f(s.fraction2).f(s.distanceSquared);
  },

  'b2MakeProxy+b2MakeOffsetProxy': (L, r, w) => {
    const count = r.f();
    const radius = r.f();
    const points = Array.from({ length: count }, () => new L.b2Vec2(r.f(), r.f()));
    const position = new L.b2Vec2(r.f(), r.f());
    const rotation = new L.b2Rot(r.f(), r.f());
    writeProxy(w, L.b2MakeProxy(new L.b2ShapeProxy(), points, count, radius));
    writeProxy(w, L.b2MakeOffsetProxy(new L.b2ShapeProxy(), points, count, radius, position, rotation));
  },

  b2ShapeDistance: (L, r, w) => {
    const input = new L.b2DistanceInput();
    readProxy(input.proxyA, r);
    readProxy(input.proxyB, r);
    readTransform(input.transformA, r);
    readTransform(input.transformB, r);
    input.useRadii = r.f() === 1;
    const cache = new L.b2SimplexCache();
    cache.count = r.f();
    for (let i = 0; i < 3; ++i) {
      cache.indexA[i] = r.f();
      cache.indexB[i] = r.f();
    }
    const capacity = r.f();
    const simplexes = capacity > 0 ? Array.from({ length: capacity }, () => new L.b2Simplex()) : null;
    const out = L.b2ShapeDistance(new L.b2DistanceOutput(), input, cache, simplexes, capacity);
    w.touching = out.distance === 0;
    w.v(out.pointA).v(out.pointB).v(out.normal).f(out.distance).i(out.iterations).i(out.simplexCount).i(cache.count);
    for (let i = 0; i < cache.count; ++i) w.i(cache.indexA[i]).i(cache.indexB[i]);
    for (let k = 0; k < out.simplexCount; ++k) {
      const s = simplexes![k];
      w.i(s.count);
      for (const v of [s.v1, s.v2, s.v3].slice(0, s.count)) w.v(v.wA).v(v.wB).v(v.w).f(v.a).i(v.indexA).i(v.indexB);
    }
  },

  b2ShapeCast: (L, r, w) => {
    const input = new L.b2ShapeCastPairInput();
    readProxy(input.proxyA, r);
    readProxy(input.proxyB, r);
    readTransform(input.transformA, r);
    readTransform(input.transformB, r);
    input.translationB.x = r.f();
    input.translationB.y = r.f();
    input.maxFraction = r.f();
    input.canEncroach = r.f() === 1;
    const out = L.b2ShapeCast(new L.b2CastOutput(), input);
    w.touching = out.hit;
    w.v(out.normal).v(out.point).f(out.fraction).i(out.iterations).i(out.hit);
  },

  b2GetSweepTransform: (L, r, w) => {
    const sweep = new L.b2Sweep();
    readSweep(sweep, r);
    const xf = L.b2GetSweepTransform(new L.b2Transform(), sweep, r.f());
    w.v(xf.p).f(xf.q.c).f(xf.q.s);
  },

  b2TimeOfImpact: (L, r, w) => {
    const input = new L.b2TOIInput();
    readProxy(input.proxyA, r);
    readProxy(input.proxyB, r);
    readSweep(input.sweepA, r);
    readSweep(input.sweepB, r);
    input.maxFraction = r.f();
    const out = L.b2TimeOfImpact(new L.b2TOIOutput(), input);
    w.touching = out.state === L.b2TOIState.b2_toiStateHit;
    w.i(out.state).f(out.fraction);
  },
};
