// A pose's rotation read by a collision function has |s| + |c| <= 2 (a unit rotation's sum is at
// most √2), in both builds of both layers. The default fuzz (seed 27) found a rotation entry of
// 1e18 giving NaN closest points in float32 b2Distance and v3 b2ShapeDistance / b2CollideCapsules
// (float32 products of rotated points overflow, as they do in C's float). Also: v3 b2CollideCapsules
// refuses capsules whose squares and products pass FLT_MAX, before writing the manifold.
import * as F64 from 'b2collide';
import * as F32 from 'b2collide/f32';
import * as V3F32 from '../../build/f32/v3/index';
import * as V3F64 from '../../src/v3/index';

type Lib = typeof F64;
type V3 = typeof V3F64;

const v2Builds: [string, Lib][] = [
  ['float64', F64],
  ['float32', F32 as unknown as Lib],
];
const v3Builds: [string, V3][] = [
  ['float64', V3F64],
  ['float32', V3F32 as unknown as V3],
];

// A pose whose rotation is (s, c) as given, written past SetPositionSinCos (which requires unit length).
function v2Pose(lib: Lib, x: number, s: number, c: number) {
  const xf = new lib.b2Transform();
  xf.SetIdentity();
  xf.p.x = x;
  xf.q.s = s;
  xf.q.c = c;
  return xf;
}

function v2Distance(lib: Lib, s: number, c: number) {
  const box = new lib.b2PolygonShape();
  box.SetAsBox(0.5, 0.5);
  const input = new lib.b2DistanceInput();
  input.proxyA.Set(box, 0);
  input.proxyB.Set(box, 0);
  input.transformA.Copy(v2Pose(lib, 0, s, c));
  input.transformB.Copy(v2Pose(lib, 3, 0, 1));
  input.useRadii = true;
  const output = new lib.b2DistanceOutput();
  output.distance = 7;
  lib.b2Distance(output, new lib.b2SimplexCache(), input);
  return output;
}

describe.each(v2Builds)('v2.4.1, %s', (_name, lib) => {
  test('b2Distance refuses a rotation entry of 1e18 by name, before writing the output', () => {
    const box = new lib.b2PolygonShape();
    box.SetAsBox(0.5, 0.5);
    const input = new lib.b2DistanceInput();
    input.proxyA.Set(box, 0);
    input.proxyB.Set(box, 0);
    input.transformA.Copy(v2Pose(lib, 0, 0, 1e18));
    input.transformB.Copy(v2Pose(lib, 3, 0, 1));
    const output = new lib.b2DistanceOutput();
    output.distance = 7;
    expect(() => lib.b2Distance(output, new lib.b2SimplexCache(), input)).toThrow(
      /^b2Distance: xfA\.q \(s 0, c \d+\) is not a rotation: \|s\| \+ \|c\| is above 2/,
    );
    expect(output.distance).toBe(7);
  });

  test('|s| + |c| = 2 exactly is accepted, the next float32 above it refused', () => {
    // (1, 1) is not unit, but within the bound: the answer is C++'s for that (scaled) pose.
    expect(Number.isFinite(v2Distance(lib, 1, 1).distance)).toBe(true);
    expect(() => v2Distance(lib, 1, 1 + 2 ** -23)).toThrow(/b2Distance: xfA\.q .* is not a rotation/);
  });

  test('the colliders and a shape query refuse it too', () => {
    const circle = new lib.b2CircleShape(0.5);
    const box = new lib.b2PolygonShape();
    box.SetAsBox(0.5, 0.5);
    const manifold = new lib.b2Manifold();
    const bad = v2Pose(lib, 0, -1e18, 0);
    const ok = v2Pose(lib, 0.5, 0, 1);
    expect(() => lib.b2CollideCircles(manifold, circle, bad, circle, ok)).toThrow(/^b2CollideCircles: xfA\.q \(s -\d+, c 0\) is not a rotation/);
    expect(() => lib.b2CollidePolygons(manifold, box, ok, box, bad)).toThrow(/^b2CollidePolygons: xfB\.q .* is not a rotation/);
    expect(() => lib.b2CollidePolygonAndCircle(manifold, box, bad, circle, ok)).toThrow(/^b2CollidePolygonAndCircle: xfA\.q .* is not a rotation/);
    const edge = new lib.b2EdgeShape();
    edge.SetTwoSided(new lib.b2Vec2(-1, 0), new lib.b2Vec2(1, 0));
    expect(() => lib.b2CollideEdgeAndCircle(manifold, edge, bad, circle, ok)).toThrow(/^b2CollideEdgeAndCircle: xfA\.q .* is not a rotation/);
    expect(() => lib.b2CollideEdgeAndPolygon(manifold, edge, ok, box, bad)).toThrow(/^b2CollideEdgeAndPolygon: xfB\.q .* is not a rotation/);
    expect(manifold.pointCount).toBe(0);
    expect(() => box.TestPoint(bad, new lib.b2Vec2(0, 0))).toThrow(/^b2PolygonShape\.TestPoint: xf\.q .* is not a rotation/);
  });

  test('every shape query refuses a rotation that overflows nothing (1.5, 1.5)', () => {
    // Within every magnitude sum the queries test, so only the rotation bound can refuse it.
    const bad = v2Pose(lib, 0, 1.5, 1.5);
    const edge = new lib.b2EdgeShape();
    edge.SetTwoSided(new lib.b2Vec2(-1, 0), new lib.b2Vec2(1, 0));
    const chain = new lib.b2ChainShape();
    chain.CreateChain([new lib.b2Vec2(-1, 0), new lib.b2Vec2(0, 0), new lib.b2Vec2(1, 0)], 3, new lib.b2Vec2(-2, 0), new lib.b2Vec2(2, 0));
    const shapes = [new lib.b2CircleShape(0.5), new lib.b2PolygonShape().SetAsBox(0.5, 0.5), edge, chain];
    const input = new lib.b2RayCastInput();
    input.p2.Set(5, 5);
    input.maxFraction = 1;
    for (const shape of shapes) {
      const type = shape.constructor.name;
      expect(() => shape.ComputeAABB(new lib.b2AABB(), bad, 0)).toThrow(new RegExp(`^${type}\\.ComputeAABB: xf\\.q .* is not a rotation`));
      expect(() => shape.TestPoint(bad, new lib.b2Vec2(0, 0))).toThrow(new RegExp(`^${type}\\.TestPoint: xf\\.q .* is not a rotation`));
      expect(() => shape.RayCast(new lib.b2RayCastOutput(), input, bad, 0)).toThrow(new RegExp(`^${type}\\.RayCast: xf\\.q .* is not a rotation`));
    }
  });

  test('a unit rotation passes every one of them', () => {
    const circle = new lib.b2CircleShape(0.5);
    const manifold = new lib.b2Manifold();
    const q = v2Pose(lib, 0, Math.sin(0.7), Math.cos(0.7));
    lib.b2CollideCircles(manifold, circle, q, circle, v2Pose(lib, 0.5, 0, 1));
    expect(manifold.pointCount).toBe(1);
  });
});

function v3Pose(lib: V3, x: number, c: number, s: number) {
  const xf = new lib.b2Transform();
  xf.p.x = x;
  xf.q.c = c;
  xf.q.s = s;
  return xf;
}

function v3Capsule(lib: V3, x1: number, x2: number) {
  const c = new lib.b2Capsule();
  c.center1.x = x1;
  c.center2.x = x2;
  c.radius = 0.25;
  return c;
}

describe.each(v3Builds)('v3.1.1, %s', (_name, lib) => {
  test('b2CollideCapsules and b2CollideSegmentAndCapsule refuse a rotation entry of 1e18, the manifold untouched', () => {
    const manifold = new lib.b2Manifold();
    manifold.pointCount = 5;
    const a = v3Capsule(lib, -0.5, 0.5);
    expect(() => lib.b2CollideCapsules(manifold, a, v3Pose(lib, 0, 1, 0), a, v3Pose(lib, 0.2, 1e18, 0))).toThrow(
      /^b2CollideCapsules: xfB\.q \(c \d+, s 0\) is not a rotation: \|c\| \+ \|s\| is above 2/,
    );
    const segment = new lib.b2Segment();
    segment.point1.x = -1;
    segment.point2.x = 1;
    expect(() => lib.b2CollideSegmentAndCapsule(manifold, segment, v3Pose(lib, 0, 0, -1e18), a, v3Pose(lib, 0, 1, 0))).toThrow(
      /^b2CollideSegmentAndCapsule: xfA\.q .* is not a rotation/,
    );
    expect(manifold.pointCount).toBe(5);
  });

  test('the colliders refuse a rotation that overflows nothing (1.5, 1.5), the manifold untouched', () => {
    // Within every magnitude sum the checks test, so only the rotation bound can refuse it; the
    // polygon colliders' up-front test is separate from the others' (b2IsTransformPairInRange).
    const bad = v3Pose(lib, 0, 1.5, 1.5);
    const ok = v3Pose(lib, 0.5, 1, 0);
    const box = lib.b2MakeBox(new lib.b2Polygon(), 0.5, 0.5);
    const circle = new lib.b2Circle();
    circle.radius = 0.5;
    const capsule = v3Capsule(lib, -0.5, 0.5);
    const segment = new lib.b2Segment();
    segment.point1.x = -1;
    segment.point2.x = 1;
    const manifold = new lib.b2Manifold();
    manifold.pointCount = 5;
    const calls: [string, () => void][] = [
      ['b2CollidePolygons', () => lib.b2CollidePolygons(manifold, box, bad, box, ok)],
      ['b2CollidePolygons', () => lib.b2CollidePolygons(manifold, box, ok, box, bad)],
      ['b2CollidePolygonAndCapsule', () => lib.b2CollidePolygonAndCapsule(manifold, box, bad, capsule, ok)],
      ['b2CollideSegmentAndPolygon', () => lib.b2CollideSegmentAndPolygon(manifold, segment, ok, box, bad)],
      ['b2CollidePolygonAndCircle', () => lib.b2CollidePolygonAndCircle(manifold, box, bad, circle, ok)],
      ['b2CollideCircles', () => lib.b2CollideCircles(manifold, circle, ok, circle, bad)],
      ['b2CollideCapsules', () => lib.b2CollideCapsules(manifold, capsule, bad, capsule, ok)],
    ];
    for (const [name, call] of calls) expect(call).toThrow(new RegExp(`^${name}: xf[AB]\\.q .* is not a rotation`));
    expect(manifold.pointCount).toBe(5);
  });

  test('b2ShapeDistance refuses it by name', () => {
    const input = new lib.b2DistanceInput();
    lib.b2MakeProxy(input.proxyA, [new lib.b2Vec2(0, 0)], 1, 0.5);
    lib.b2MakeProxy(input.proxyB, [new lib.b2Vec2(0, 0)], 1, 0.5);
    input.transformA.q.c = 1;
    const t = input.transformB;
    t.p.x = 3;
    t.q.c = 0;
    t.q.s = 1e18;
    expect(() => lib.b2ShapeDistance(new lib.b2DistanceOutput(), input, new lib.b2SimplexCache(), null, 0)).toThrow(
      /^b2ShapeDistance: input\.transformB\.q \(c 0, s \d+\) is not a rotation/,
    );
  });

  test('|c| + |s| = 2 passes, unit rotations pass', () => {
    const manifold = new lib.b2Manifold();
    const a = v3Capsule(lib, -0.5, 0.5);
    lib.b2CollideCapsules(manifold, a, v3Pose(lib, 0, 1, 1), a, v3Pose(lib, 0.2, 1, 0));
    lib.b2CollideCapsules(manifold, a, v3Pose(lib, 0, Math.cos(1), Math.sin(1)), a, v3Pose(lib, 0.2, 1, 0));
    expect(manifold.pointCount).toBeGreaterThan(0);
  });

  test('b2CollideCapsules refuses capsules 1e18 apart (their products pass FLT_MAX), the manifold untouched', () => {
    const manifold = new lib.b2Manifold();
    manifold.pointCount = 5;
    // Capsule A reaches from 0 to 1e18: its squared length 1e36 times B's 1e36-scale products overflow.
    const a = v3Capsule(lib, 1e18, 0.5);
    const b = v3Capsule(lib, -1e18, 1e18);
    expect(() => lib.b2CollideCapsules(manifold, a, v3Pose(lib, 0, 1, 0), b, v3Pose(lib, 0, 1, 0))).toThrow(
      /^b2CollideCapsules: the segments' squares and products \(.*\) pass FLT_MAX \(3\.4e38\).*too far apart or too long for float/,
    );
    expect(manifold.pointCount).toBe(5);
  });
});
