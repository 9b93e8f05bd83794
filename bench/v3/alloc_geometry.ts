// The allocation check's geometry.c, aabb.c, mover.c and math rows: what runs per shape or per
// body every step (AABBs, point tests, ray and shape casts, mover planes, the broad phase's box
// operations, rotations and transforms), on 1,000 seeded random shapes and poses each.

import { Random } from '../random';
import { run, type FunctionRunner } from './alloc_runner';
import type { V3Lib } from './lib';

const N = 1000;

/** One row per function, in the order the table prints them. */
export function geometryRunners(lib: V3Lib): FunctionRunner[] {
  const rng = new Random(0x1234567);
  const range = (lo: number, hi: number): number => Math.fround(rng.range(lo, hi));
  const many = <T>(make: (i: number) => T): T[] => Array.from({ length: N }, (_, i) => make(i));

  const circles = many(() => {
    const c = new lib.b2Circle();
    c.center.x = range(-1, 1);
    c.center.y = range(-1, 1);
    c.radius = range(0.1, 1);
    return c;
  });
  const capsules = many(() => {
    const c = new lib.b2Capsule();
    c.center1.x = range(-1, 0);
    c.center2.x = range(0, 1);
    c.center2.y = range(-0.5, 0.5);
    c.radius = range(0.1, 0.5);
    return c;
  });
  const segments = many(() => {
    const s = new lib.b2Segment();
    s.point1.x = range(-1, 0);
    s.point2.x = range(0, 1);
    s.point2.y = range(-0.5, 0.5);
    return s;
  });
  // Half of them rounded.
  const polygons = many((i) =>
    lib.b2MakeOffsetRoundedBox(new lib.b2Polygon(), range(0.2, 1), range(0.2, 1), new lib.b2Vec2(range(-0.5, 0.5), range(-0.5, 0.5)), lib.b2MakeRot(new lib.b2Rot(), range(-3, 3)), i % 2 === 0 ? 0 : 0.1),
  );
  const transforms = many(() => {
    const t = new lib.b2Transform();
    t.p.x = range(-10, 10);
    t.p.y = range(-10, 10);
    lib.b2MakeRot(t.q, range(-3, 3));
    return t;
  });
  const points = many(() => new lib.b2Vec2(range(-1.5, 1.5), range(-1.5, 1.5)));
  const rays = many(() => {
    const r = new lib.b2RayCastInput();
    r.origin.x = range(-3, 3);
    r.origin.y = 3;
    r.translation.x = range(-1, 1);
    r.translation.y = -6;
    r.maxFraction = 1;
    return r;
  });
  const casts = many(() => {
    const input = new lib.b2ShapeCastInput();
    input.proxy.points[0].x = range(-3, 3);
    input.proxy.points[0].y = 3;
    input.proxy.points[1].x = input.proxy.points[0].x + 0.25;
    input.proxy.points[1].y = 3;
    input.proxy.count = 2;
    input.proxy.radius = 0.125;
    input.translation.y = -6;
    input.maxFraction = 1;
    return input;
  });
  const movers = many(() => {
    const m = new lib.b2Capsule();
    m.center1.x = range(-1.5, 1.5);
    m.center1.y = range(-1.5, 1.5);
    m.center2.x = m.center1.x;
    m.center2.y = Math.fround(m.center1.y + 0.5);
    m.radius = 0.25;
    return m;
  });
  const boxes = many(() => {
    const b = new lib.b2AABB();
    b.lowerBound.x = range(-10, 10);
    b.lowerBound.y = range(-10, 10);
    b.upperBound.x = Math.fround(b.lowerBound.x + range(0.1, 3));
    b.upperBound.y = Math.fround(b.lowerBound.y + range(0.1, 3));
    return b;
  });
  // Two to four planes around the origin, pushing a target delta back.
  const planeSets = many(() => {
    const count = rng.int(2, 4);
    const planes = Array.from({ length: count }, () => {
      const p = new lib.b2CollisionPlane();
      lib.b2Rot_GetXAxis(p.plane.normal, lib.b2MakeRot(new lib.b2Rot(), range(-3, 3)));
      p.plane.offset = range(-0.5, 0.5);
      p.pushLimit = range(0.5, 2);
      p.push = range(0, 0.5);
      p.clipVelocity = rng.next() < 0.5;
      return p;
    });
    return { planes, count, delta: new lib.b2Vec2(range(-1, 1), range(-1, 1)) };
  });
  const angles = many(() => {
    // Angles read from an object, as a body's angular step is.
    const o = new lib.b2TOIOutput();
    o.fraction = range(-4, 4);
    return o;
  });

  const aabb = new lib.b2AABB();
  const cast = new lib.b2CastOutput();
  const plane = new lib.b2PlaneResult();
  const solver = new lib.b2PlaneSolverResult();
  const mass = new lib.b2MassData();
  const polygon = new lib.b2Polygon();
  const vec = new lib.b2Vec2();
  const rot = new lib.b2Rot();
  const cosSin = new lib.b2CosSin();
  const xf = new lib.b2Transform();
  const next = (i: number): number => (i + 1) % N;

  return [
    { name: 'b2ComputeCircleAABB', n: N, runner: run(N, (i) => (lib.b2ComputeCircleAABB(aabb, circles[i], transforms[i]) === aabb ? 1 : 0)) },
    { name: 'b2ComputeCapsuleAABB', n: N, runner: run(N, (i) => (lib.b2ComputeCapsuleAABB(aabb, capsules[i], transforms[i]) === aabb ? 1 : 0)) },
    { name: 'b2ComputePolygonAABB', n: N, runner: run(N, (i) => (lib.b2ComputePolygonAABB(aabb, polygons[i], transforms[i]) === aabb ? 1 : 0)) },
    { name: 'b2ComputeSegmentAABB', n: N, runner: run(N, (i) => (lib.b2ComputeSegmentAABB(aabb, segments[i], transforms[i]) === aabb ? 1 : 0)) },
    { name: 'b2PointInCircle', n: N, runner: run(N, (i) => (lib.b2PointInCircle(points[i], circles[i]) ? 1 : 0)) },
    { name: 'b2PointInCapsule', n: N, runner: run(N, (i) => (lib.b2PointInCapsule(points[i], capsules[i]) ? 1 : 0)) },
    { name: 'b2PointInPolygon', n: N, runner: run(N, (i) => (lib.b2PointInPolygon(points[i], polygons[i]) ? 1 : 0)) },
    { name: 'b2IsValidRay', n: N, runner: run(N, (i) => (lib.b2IsValidRay(rays[i]) ? 1 : 0)) },
    { name: 'b2RayCastCircle', n: N, runner: run(N, (i) => (lib.b2RayCastCircle(cast, rays[i], circles[i]).hit ? 1 : 0)) },
    { name: 'b2RayCastCapsule', n: N, runner: run(N, (i) => (lib.b2RayCastCapsule(cast, rays[i], capsules[i]).hit ? 1 : 0)) },
    { name: 'b2RayCastSegment', n: N, runner: run(N, (i) => (lib.b2RayCastSegment(cast, rays[i], segments[i], (i & 1) === 1).hit ? 1 : 0)) },
    { name: 'b2RayCastPolygon', n: N, runner: run(N, (i) => (lib.b2RayCastPolygon(cast, rays[i], polygons[i]).hit ? 1 : 0)) },
    { name: 'b2ShapeCastCircle', n: N, runner: run(N, (i) => (lib.b2ShapeCastCircle(cast, casts[i], circles[i]).hit ? 1 : 0)) },
    { name: 'b2ShapeCastCapsule', n: N, runner: run(N, (i) => (lib.b2ShapeCastCapsule(cast, casts[i], capsules[i]).hit ? 1 : 0)) },
    { name: 'b2ShapeCastSegment', n: N, runner: run(N, (i) => (lib.b2ShapeCastSegment(cast, casts[i], segments[i]).hit ? 1 : 0)) },
    { name: 'b2ShapeCastPolygon', n: N, runner: run(N, (i) => (lib.b2ShapeCastPolygon(cast, casts[i], polygons[i]).hit ? 1 : 0)) },
    { name: 'b2CollideMoverAndCircle', n: N, runner: run(N, (i) => (lib.b2CollideMoverAndCircle(plane, circles[i], movers[i]).hit ? 1 : 0)) },
    { name: 'b2CollideMoverAndCapsule', n: N, runner: run(N, (i) => (lib.b2CollideMoverAndCapsule(plane, capsules[i], movers[i]).hit ? 1 : 0)) },
    { name: 'b2CollideMoverAndPolygon', n: N, runner: run(N, (i) => (lib.b2CollideMoverAndPolygon(plane, polygons[i], movers[i]).hit ? 1 : 0)) },
    { name: 'b2CollideMoverAndSegment', n: N, runner: run(N, (i) => (lib.b2CollideMoverAndSegment(plane, segments[i], movers[i]).hit ? 1 : 0)) },
    { name: 'b2SolvePlanes', n: N, runner: run(N, (i) => lib.b2SolvePlanes(solver, planeSets[i].delta, planeSets[i].planes, planeSets[i].count).iterationCount) },
    { name: 'b2ClipVector', n: N, runner: run(N, (i) => (lib.b2ClipVector(vec, planeSets[i].delta, planeSets[i].planes, planeSets[i].count) === vec ? 1 : 0)) },
    { name: 'b2AABB_Overlaps', n: N, runner: run(N, (i) => (lib.b2AABB_Overlaps(boxes[i], boxes[next(i)]) ? 1 : 0)) },
    { name: 'b2AABB_Contains', n: N, runner: run(N, (i) => (lib.b2AABB_Contains(boxes[i], boxes[next(i)]) ? 1 : 0)) },
    { name: 'b2AABB_Union', n: N, runner: run(N, (i) => (lib.b2AABB_Union(aabb, boxes[i], boxes[next(i)]) === aabb ? 1 : 0)) },
    // 0 B per call in most runs; 32 B in the float64 build in one run of five (2026-11-27), from
    // JIT timing: measured, not gated until that is found.
    { name: 'b2AABB_RayCast', gate: false, n: N, runner: run(N, (i) => (lib.b2AABB_RayCast(cast, boxes[i], points[i], transforms[i].p).hit ? 1 : 0)) },
    { name: 'b2IsValidAABB', n: N, runner: run(N, (i) => (lib.b2IsValidAABB(boxes[i]) ? 1 : 0)) },
    { name: 'b2Perimeter', n: N, runner: run(N, (i) => (lib.b2Perimeter(boxes[i]) > 2 ? 1 : 0)) },
    {
      name: 'b2EnlargeAABB',
      n: N,
      runner: run(N, (i) => {
        aabb.lowerBound.x = boxes[i].lowerBound.x;
        aabb.lowerBound.y = boxes[i].lowerBound.y;
        aabb.upperBound.x = boxes[i].upperBound.x;
        aabb.upperBound.y = boxes[i].upperBound.y;
        return lib.b2EnlargeAABB(aabb, boxes[next(i)]) ? 1 : 0;
      }),
    },
    { name: 'b2ComputeCircleMass', n: N, runner: run(N, (i) => (lib.b2ComputeCircleMass(mass, circles[i], 1).mass > 1 ? 1 : 0)) },
    { name: 'b2ComputeCapsuleMass', n: N, runner: run(N, (i) => (lib.b2ComputeCapsuleMass(mass, capsules[i], 1).mass > 1 ? 1 : 0)) },
    { name: 'b2ComputePolygonMass', n: N, runner: run(N, (i) => (lib.b2ComputePolygonMass(mass, polygons[i], 1).mass > 1 ? 1 : 0)) },
    { name: 'b2TransformPolygon', n: N, runner: run(N, (i) => lib.b2TransformPolygon(polygon, transforms[i], polygons[i]).count) },
    { name: 'b2MakeRot', n: N, runner: run(N, (i) => (lib.b2MakeRot(rot, angles[i].fraction).c > 0 ? 1 : 0)) },
    { name: 'b2ComputeCosSin', n: N, runner: run(N, (i) => (lib.b2ComputeCosSin(cosSin, angles[i].fraction).cosine > 0 ? 1 : 0)) },
    { name: 'b2IntegrateRotation', n: N, runner: run(N, (i) => (lib.b2IntegrateRotation(rot, transforms[i].q, angles[i].fraction).c > 0 ? 1 : 0)) },
    { name: 'b2NLerp', n: N, runner: run(N, (i) => (lib.b2NLerp(rot, transforms[i].q, transforms[next(i)].q, casts[i].proxy.radius).c > 0 ? 1 : 0)) },
    // b2Atan2 and b2Rot_GetAngle return a number: their float32 twins are too large for V8 to inline
    // into a caller, and a double returned from (or passed to) a call that is not inlined is a new
    // heap number, so the float32 build boxes 6 per call (96 B); the float64 build inlines them and
    // allocates nothing. Measured, not gated.
    { name: 'b2Rot_GetAngle', gate: false, n: N, runner: run(N, (i) => (lib.b2Rot_GetAngle(transforms[i].q) > 0 ? 1 : 0)) },
    { name: 'b2Atan2', gate: false, n: N, runner: run(N, (i) => (lib.b2Atan2(points[i].y, points[i].x) > 0 ? 1 : 0)) },
    // The checked math functions that take a number beside their vectors (or only numbers): a
    // check V8 does not inline boxes the double it is passed (src/README.md rule 3).
    { name: 'b2MulSV', n: N, runner: run(N, (i) => (lib.b2MulSV(vec, angles[i].fraction, points[i]).x > -9 ? 1 : 0)) },
    { name: 'b2MulAdd', n: N, runner: run(N, (i) => (lib.b2MulAdd(vec, points[i], angles[i].fraction, points[next(i)]).x > -9 ? 1 : 0)) },
    { name: 'b2MulSub', n: N, runner: run(N, (i) => (lib.b2MulSub(vec, points[i], angles[i].fraction, points[next(i)]).x > -9 ? 1 : 0)) },
    { name: 'b2Lerp', n: N, runner: run(N, (i) => (lib.b2Lerp(vec, points[i], points[next(i)], angles[i].fraction).x > -9 ? 1 : 0)) },
    { name: 'b2CrossVS', n: N, runner: run(N, (i) => (lib.b2CrossVS(vec, points[i], angles[i].fraction).x > -9 ? 1 : 0)) },
    { name: 'b2CrossSV', n: N, runner: run(N, (i) => (lib.b2CrossSV(vec, angles[i].fraction, points[i]).x > -9 ? 1 : 0)) },
    { name: 'b2MinFloat', n: N, runner: run(N, (i) => (lib.b2MinFloat(points[i].x, points[i].y) > 0 ? 1 : 0)) },
    { name: 'b2MaxFloat', n: N, runner: run(N, (i) => (lib.b2MaxFloat(points[i].x, points[i].y) > 0 ? 1 : 0)) },
    { name: 'b2AbsFloat', n: N, runner: run(N, (i) => (lib.b2AbsFloat(points[i].x) > 0.5 ? 1 : 0)) },
    { name: 'b2ClampFloat', n: N, runner: run(N, (i) => (lib.b2ClampFloat(points[i].x, -0.5, points[i].y) > 0 ? 1 : 0)) },
    { name: 'b2SpringDamper', n: N, runner: run(N, (i) => (lib.b2SpringDamper(30, 0.7, points[i].x, points[i].y, 1 / 60) > 0 ? 1 : 0)) },
    { name: 'b2TransformPoint', n: N, runner: run(N, (i) => (lib.b2TransformPoint(vec, transforms[i], points[i]).x > 0 ? 1 : 0)) },
    { name: 'b2InvTransformPoint', n: N, runner: run(N, (i) => (lib.b2InvTransformPoint(vec, transforms[i], points[i]).x > 0 ? 1 : 0)) },
    { name: 'b2MulTransforms', n: N, runner: run(N, (i) => (lib.b2MulTransforms(xf, transforms[i], transforms[next(i)]).q.c > 0 ? 1 : 0)) },
    { name: 'b2InvMulTransforms', n: N, runner: run(N, (i) => (lib.b2InvMulTransforms(xf, transforms[i], transforms[next(i)]).q.c > 0 ? 1 : 0)) },
  ];
}
