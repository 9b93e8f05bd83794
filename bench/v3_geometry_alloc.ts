// The allocation check of the v3 layer's geometry.c queries that run per shape per step (AABBs,
// point tests, ray casts) and of the heavier ones built on GJK (b2PointInPolygon, the shape casts,
// the mover planes, rounded-polygon ray casts), through the same measurement as the collide check
// (alloc_check.ts), on 1,000 random shapes each. One build per process (a call site that has seen
// two builds' functions inlines neither):
//   node --expose-gc --import tsx bench/v3_geometry_alloc.ts f32   (or f64)
// Prints bytes per call and GCs per function; exits 1 when one allocates per call.

import * as F64 from '../src/v3/index';
import * as F32 from '../build/f32/v3/index';
import { allocatesPerCall, measureAllocation, type Allocation } from './alloc_check';
import type { Runner } from './adapters/adapter_types';

type Lib = typeof F64;
const which = process.argv[2] === 'f64' ? 'f64' : 'f32';
const lib: Lib = which === 'f64' ? F64 : (F32 as unknown as Lib);

// A fixed pseudo-random sequence (xorshift32), so every run measures the same shapes.
let state = 0x1234567;
function random(): number {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return (state >>> 0) / 4294967296;
}
const range = (lo: number, hi: number): number => lo + (hi - lo) * random();

const N = 1000;
const circles = Array.from({ length: N }, () => {
  const c = new lib.b2Circle();
  c.center.x = range(-1, 1);
  c.center.y = range(-1, 1);
  c.radius = range(0.1, 1);
  return c;
});
const capsules = Array.from({ length: N }, () => {
  const c = new lib.b2Capsule();
  c.center1.x = range(-1, 0);
  c.center2.x = range(0, 1);
  c.center2.y = range(-0.5, 0.5);
  c.radius = range(0.1, 0.5);
  return c;
});
const segments = Array.from({ length: N }, () => {
  const s = new lib.b2Segment();
  s.point1.x = range(-1, 0);
  s.point2.x = range(0, 1);
  s.point2.y = range(-0.5, 0.5);
  return s;
});
const polygons = Array.from({ length: N }, (_, i) =>
  lib.b2MakeOffsetRoundedBox(new lib.b2Polygon(), range(0.2, 1), range(0.2, 1), new lib.b2Vec2(range(-0.5, 0.5), range(-0.5, 0.5)), lib.b2MakeRot(new lib.b2Rot(), range(-3, 3)), i % 2 === 0 ? 0 : 0.1),
);
const transforms = Array.from({ length: N }, () => {
  const t = new lib.b2Transform();
  t.p.x = range(-10, 10);
  t.p.y = range(-10, 10);
  lib.b2MakeRot(t.q, range(-3, 3));
  return t;
});
const points = Array.from({ length: N }, () => new lib.b2Vec2(range(-1.5, 1.5), range(-1.5, 1.5)));
const rays = Array.from({ length: N }, () => {
  const r = new lib.b2RayCastInput();
  r.origin.x = range(-3, 3);
  r.origin.y = 3;
  r.translation.x = range(-1, 1);
  r.translation.y = -6;
  r.maxFraction = 1;
  return r;
});
const casts = Array.from({ length: N }, () => {
  const input = new lib.b2ShapeCastInput();
  input.proxy.points[0].x = range(-3, 3);
  input.proxy.points[0].y = 3;
  input.proxy.points[1].x = input.proxy.points[0].x + 0.3;
  input.proxy.points[1].y = 3;
  input.proxy.count = 2;
  input.proxy.radius = 0.1;
  input.translation.y = -6;
  input.maxFraction = 1;
  return input;
});
const movers = Array.from({ length: N }, () => {
  const m = new lib.b2Capsule();
  m.center1.x = range(-1.5, 1.5);
  m.center1.y = range(-1.5, 1.5);
  m.center2.x = m.center1.x;
  m.center2.y = m.center1.y + 0.5;
  m.radius = 0.3;
  return m;
});

const aabb = new lib.b2AABB();
const cast = new lib.b2CastOutput();
const plane = new lib.b2PlaneResult();

/**
 * A runner whose pass() calls body(i) for every shape. The bodies return small integers: a double
 * returned from a call V8 does not inline (pass() calls several bodies) is boxed, which would be
 * the harness's allocation, not the function's.
 */
function run(body: (i: number) => number): Runner {
  return {
    pass() {
      let sum = 0;
      for (let i = 0; i < N; ++i) sum += body(i);
      return sum;
    },
    one: body,
  };
}

const runners: [string, Runner][] = [
  ['b2ComputeCircleAABB', run((i) => lib.b2ComputeCircleAABB(aabb, circles[i], transforms[i]) === aabb ? 1 : 0)],
  ['b2ComputeCapsuleAABB', run((i) => lib.b2ComputeCapsuleAABB(aabb, capsules[i], transforms[i]) === aabb ? 1 : 0)],
  ['b2ComputePolygonAABB', run((i) => lib.b2ComputePolygonAABB(aabb, polygons[i], transforms[i]) === aabb ? 1 : 0)],
  ['b2ComputeSegmentAABB', run((i) => lib.b2ComputeSegmentAABB(aabb, segments[i], transforms[i]) === aabb ? 1 : 0)],
  ['b2PointInCircle', run((i) => (lib.b2PointInCircle(points[i], circles[i]) ? 1 : 0))],
  ['b2PointInCapsule', run((i) => (lib.b2PointInCapsule(points[i], capsules[i]) ? 1 : 0))],
  ['b2PointInPolygon', run((i) => (lib.b2PointInPolygon(points[i], polygons[i]) ? 1 : 0))],
  ['b2RayCastCircle', run((i) => lib.b2RayCastCircle(cast, rays[i], circles[i]).hit ? 1 : 0)],
  ['b2RayCastCapsule', run((i) => lib.b2RayCastCapsule(cast, rays[i], capsules[i]).hit ? 1 : 0)],
  ['b2RayCastSegment', run((i) => lib.b2RayCastSegment(cast, rays[i], segments[i], (i & 1) === 1).hit ? 1 : 0)],
  ['b2RayCastPolygon (half rounded)', run((i) => lib.b2RayCastPolygon(cast, rays[i], polygons[i]).hit ? 1 : 0)],
  ['b2ShapeCastPolygon', run((i) => lib.b2ShapeCastPolygon(cast, casts[i], polygons[i]).hit ? 1 : 0)],
  ['b2CollideMoverAndPolygon', run((i) => lib.b2CollideMoverAndPolygon(plane, polygons[i], movers[i]).hit ? 1 : 0)],
];

async function main(): Promise<void> {
  const rows: [string, Allocation][] = [];
  for (const [name, runner] of runners) {
    for (let w = 0; w < 200; ++w) runner.pass(); // warm up: let V8 optimize before measuring
    rows.push([name, await measureAllocation(runner, 100, N)]);
  }
  console.log(`v3 geometry allocation, ${which} build (bytes per call over ${100 * N} calls, GCs):`);
  for (const [name, a] of rows) console.log(`  ${name.padEnd(32)} ${(a.bytes / a.calls).toFixed(3).padStart(8)} B/call  ${a.gcs} GC`);
  const bad = rows.filter(([, a]) => allocatesPerCall(a));
  if (bad.length > 0) {
    console.log(`allocates per call: ${bad.map(([n]) => n).join(', ')}`);
    process.exit(1);
  }
}

void main();
