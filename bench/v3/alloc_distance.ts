// The allocation check's distance.c rows: b2SegmentDistance, b2MakeProxy, b2MakeOffsetProxy,
// b2ShapeDistance (cold and warm cache), b2ShapeCast, b2GetSweepTransform and b2TimeOfImpact, each
// over the recorded inputs of its test/v3/vectors/distance_*.json file (read in the order the
// vector test reads them).

import { run, type FunctionRunner } from './alloc_runner';
import type { V3Lib } from './lib';
import { flatCases, Inputs } from './vector_inputs';

type Proxy = InstanceType<V3Lib['b2ShapeProxy']>;
type Xf = InstanceType<V3Lib['b2Transform']>;
type Sweep = InstanceType<V3Lib['b2Sweep']>;

function readProxy(proxy: Proxy, r: Inputs): void {
  proxy.count = r.next();
  proxy.radius = r.next();
  for (let i = 0; i < proxy.count; ++i) {
    proxy.points[i].x = r.next();
    proxy.points[i].y = r.next();
  }
}

function readTransform(xf: Xf, r: Inputs): void {
  xf.p.x = r.next();
  xf.p.y = r.next();
  xf.q.c = r.next();
  xf.q.s = r.next();
}

function readSweep(s: Sweep, r: Inputs): void {
  for (const v of [s.localCenter, s.c1, s.c2]) {
    v.x = r.next();
    v.y = r.next();
  }
  for (const q of [s.q1, s.q2]) {
    q.c = r.next();
    q.s = r.next();
  }
}

/** One row per distance.c function. */
export function distanceRunners(lib: V3Lib): FunctionRunner[] {
  const list: FunctionRunner[] = [];
  {
    const cases = flatCases('distance_segment', 'b2SegmentDistance').map((c) => {
      const r = new Inputs(c);
      const p = () => new lib.b2Vec2(r.next(), r.next());
      return [p(), p(), p(), p()];
    });
    const result = new lib.b2SegmentDistanceResult();
    const n = cases.length;
    list.push({ name: 'b2SegmentDistance', n, runner: run(n, (i) => (lib.b2SegmentDistance(result, cases[i][0], cases[i][1], cases[i][2], cases[i][3]).distanceSquared > 0 ? 1 : 0)) });
  }
  {
    // The radius is read from a shape, as a caller making a proxy of its shape does.
    const cases = flatCases('distance_proxy', 'b2MakeProxy+b2MakeOffsetProxy').map((c) => {
      const r = new Inputs(c);
      const count = r.next();
      const shape = new lib.b2Circle();
      shape.radius = r.next();
      const points = Array.from({ length: count }, () => new lib.b2Vec2(r.next(), r.next()));
      const position = new lib.b2Vec2(r.next(), r.next());
      const rotation = new lib.b2Rot(r.next(), r.next());
      return { count, shape, points, position, rotation };
    });
    const proxy = new lib.b2ShapeProxy();
    const n = cases.length;
    list.push({ name: 'b2MakeProxy', n, runner: run(n, (i) => lib.b2MakeProxy(proxy, cases[i].points, cases[i].count, cases[i].shape.radius).count) });
    // The float32 build still allocates here (32 B per call on 2026-11-27): measured, not yet gated.
    list.push({
      name: 'b2MakeOffsetProxy',
      gate: false,
      n,
      runner: run(n, (i) => lib.b2MakeOffsetProxy(proxy, cases[i].points, cases[i].count, cases[i].shape.radius, cases[i].position, cases[i].rotation).count),
    });
  }
  {
    const cases = flatCases('distance_distance', 'b2ShapeDistance').map((c) => {
      const r = new Inputs(c);
      const input = new lib.b2DistanceInput();
      readProxy(input.proxyA, r);
      readProxy(input.proxyB, r);
      readTransform(input.transformA, r);
      readTransform(input.transformB, r);
      input.useRadii = r.next() === 1;
      return input;
    });
    const output = new lib.b2DistanceOutput();
    const cache = new lib.b2SimplexCache();
    const n = cases.length;
    list.push({
      name: 'b2ShapeDistance (cold cache)',
      n,
      runner: run(n, (i) => {
        cache.count = 0;
        return lib.b2ShapeDistance(output, cases[i], cache, null, 0).iterations;
      }),
    });
    // One cache per case, warmed by a first call, as a contact keeps it between steps.
    const caches = cases.map((input) => {
      const c = new lib.b2SimplexCache();
      lib.b2ShapeDistance(output, input, c, null, 0);
      return c;
    });
    list.push({ name: 'b2ShapeDistance (warm cache)', n, runner: run(n, (i) => lib.b2ShapeDistance(output, cases[i], caches[i], null, 0).iterations) });
  }
  {
    const cases = flatCases('distance_cast', 'b2ShapeCast').map((c) => {
      const r = new Inputs(c);
      const input = new lib.b2ShapeCastPairInput();
      readProxy(input.proxyA, r);
      readProxy(input.proxyB, r);
      readTransform(input.transformA, r);
      readTransform(input.transformB, r);
      input.translationB.x = r.next();
      input.translationB.y = r.next();
      input.maxFraction = r.next();
      input.canEncroach = r.next() === 1;
      return input;
    });
    const output = new lib.b2CastOutput();
    const n = cases.length;
    list.push({ name: 'b2ShapeCast', n, runner: run(n, (i) => lib.b2ShapeCast(output, cases[i]).iterations) });
  }
  {
    // The time is read from an object, as a solver reads its step fraction.
    const cases = flatCases('distance_sweep', 'b2GetSweepTransform').map((c) => {
      const r = new Inputs(c);
      const sweep = new lib.b2Sweep();
      readSweep(sweep, r);
      const time = new lib.b2TOIOutput();
      time.fraction = r.next();
      return { sweep, time };
    });
    const xf = new lib.b2Transform();
    const n = cases.length;
    list.push({ name: 'b2GetSweepTransform', n, runner: run(n, (i) => (lib.b2GetSweepTransform(xf, cases[i].sweep, cases[i].time.fraction).q.c > 0 ? 1 : 0)) });
  }
  {
    const cases = flatCases('distance_toi', 'b2TimeOfImpact').map((c) => {
      const r = new Inputs(c);
      const input = new lib.b2TOIInput();
      readProxy(input.proxyA, r);
      readProxy(input.proxyB, r);
      readSweep(input.sweepA, r);
      readSweep(input.sweepB, r);
      input.maxFraction = r.next();
      return input;
    });
    const output = new lib.b2TOIOutput();
    const n = cases.length;
    // The float32 build still allocates here (14 B per call on 2026-11-27): measured, not yet gated.
    list.push({ name: 'b2TimeOfImpact', gate: false, n, runner: run(n, (i) => lib.b2TimeOfImpact(output, cases[i]).state) });
  }
  return list;
}
