// Bad input to the distance.c functions: each is refused with an Error naming the function and
// the field, before anything is written (C asserts some of these in debug builds and reads past
// its arrays for the rest). Both builds refuse the same inputs. Also: the hand-worked results
// that do not need the C (two unit squares 1 apart; a point sweep's transform).

import * as F32 from 'b2collide/v3';
import * as F64 from 'b2collide/v3/f64';

type Lib = typeof F64;
const builds: [string, Lib][] = [
  ['f64', F64],
  ['f32', F32 as unknown as Lib],
];

function square(lib: Lib, proxy: InstanceType<Lib['b2ShapeProxy']>, cx: number): void {
  const pts = [new lib.b2Vec2(cx - 0.5, -0.5), new lib.b2Vec2(cx + 0.5, -0.5), new lib.b2Vec2(cx + 0.5, 0.5), new lib.b2Vec2(cx - 0.5, 0.5)];
  lib.b2MakeProxy(proxy, pts, 4, 0);
}

function distanceInput(lib: Lib) {
  const input = new lib.b2DistanceInput();
  square(lib, input.proxyA, 0);
  square(lib, input.proxyB, 2);
  input.transformA.q.c = 1;
  input.transformB.q.c = 1;
  return input;
}

describe.each(builds)('%s build', (_name, lib) => {
  it('b2ShapeDistance: two unit squares 1 apart are 1 apart along +x (hand-worked)', () => {
    const out = new lib.b2DistanceOutput();
    const cache = new lib.b2SimplexCache();
    lib.b2ShapeDistance(out, distanceInput(lib), cache, null, 0);
    expect(out.distance).toBe(1);
    expect([out.normal.x, out.normal.y]).toEqual([1, 0]);
    expect(out.pointA.x).toBe(0.5);
    expect(out.pointB.x).toBe(1.5);
    expect(cache.count).toBeGreaterThanOrEqual(1);
  });

  it('b2GetSweepTransform: halfway between two centers with a fixed rotation (hand-worked)', () => {
    const s = new lib.b2Sweep();
    s.c2.x = 2;
    s.q1.c = 1;
    s.q2.c = 1;
    s.localCenter.x = 0.5;
    const xf = lib.b2GetSweepTransform(new lib.b2Transform(), s, 0.5);
    // p = 0.5 * c1 + 0.5 * c2 - R * localCenter = (1 - 0.5, 0)
    expect([xf.p.x, xf.p.y, xf.q.c, xf.q.s]).toEqual([0.5, 0, 1, 0]);
  });

  it('b2ShapeDistance refuses a hand-edited count, before writing', () => {
    const out = new lib.b2DistanceOutput();
    out.distance = 7;
    const input = distanceInput(lib);
    input.proxyB.count = 9;
    expect(() => lib.b2ShapeDistance(out, input, new lib.b2SimplexCache(), null, 0)).toThrow(/b2ShapeDistance: input\.proxyB\.count 9 is not a whole number from 1 to 8/);
    input.proxyB.count = 0;
    expect(() => lib.b2ShapeDistance(out, input, new lib.b2SimplexCache(), null, 0)).toThrow(/b2ShapeDistance: input\.proxyB has no points/);
    input.proxyB.count = 2.5;
    expect(() => lib.b2ShapeDistance(out, input, new lib.b2SimplexCache(), null, 0)).toThrow(/input\.proxyB\.count 2\.5/);
    expect(out.distance).toBe(7);
  });

  it('b2ShapeDistance refuses a cache index outside the proxy and a count above 3', () => {
    const cache = new lib.b2SimplexCache();
    cache.count = 1;
    cache.indexA[0] = 4;
    expect(() => lib.b2ShapeDistance(new lib.b2DistanceOutput(), distanceInput(lib), cache, null, 0)).toThrow(/b2ShapeDistance: cache\.indexA\[0\] 4 is out of range \[0, 4\)/);
    cache.indexA[0] = 0;
    cache.count = 4;
    expect(() => lib.b2ShapeDistance(new lib.b2DistanceOutput(), distanceInput(lib), cache, null, 0)).toThrow(/cache\.count 4 is not a whole number in \[0, 3\]/);
  });

  it('b2ShapeDistance refuses NaN, a negative radius, a string and a capacity past the array', () => {
    const input = distanceInput(lib);
    input.proxyA.points[2].y = Number.NaN;
    expect(() => lib.b2ShapeDistance(new lib.b2DistanceOutput(), input, new lib.b2SimplexCache(), null, 0)).toThrow(/b2ShapeDistance: input\.proxyA\.points\[2\] is not finite/);
    const input2 = distanceInput(lib);
    input2.proxyA.radius = -1;
    expect(() => lib.b2ShapeDistance(new lib.b2DistanceOutput(), input2, new lib.b2SimplexCache(), null, 0)).toThrow(/input\.proxyA\.radius must be a number in \[0, b2_maxFloat\], got -1/);
    const input3 = distanceInput(lib);
    (input3.transformB.p as { x: unknown }).x = '1';
    expect(() => lib.b2ShapeDistance(new lib.b2DistanceOutput(), input3, new lib.b2SimplexCache(), null, 0)).toThrow(/input\.transformB\.p\.x expected a number, got string '1'/);
    expect(() => lib.b2ShapeDistance(new lib.b2DistanceOutput(), distanceInput(lib), new lib.b2SimplexCache(), [new lib.b2Simplex()], 2)).toThrow(/simplexCapacity 2 is more than simplexes holds: an array \[an object\]/);
  });

  it('b2MakeProxy refuses a count beyond the points and keeps C\'s clamp to 8', () => {
    const pts = Array.from({ length: 10 }, (_, i) => new lib.b2Vec2(i, 0));
    const proxy = new lib.b2ShapeProxy();
    expect(() => lib.b2MakeProxy(proxy, pts.slice(0, 3), 4, 0)).toThrow(/b2MakeProxy: count 4 asks for 4 points, but points holds 3/);
    expect(() => lib.b2MakeProxy(proxy, pts, 0, 0)).toThrow(/b2MakeProxy: count 0 is not a whole number of at least 1/);
    expect(proxy.count).toBe(0);
    lib.b2MakeProxy(proxy, pts, 10, 0.25);
    expect([proxy.count, proxy.points[7].x, proxy.radius]).toEqual([8, 7, 0.25]);
  });

  it('b2TimeOfImpact refuses a sweep rotation that is not a unit rotation (C asserts it)', () => {
    const input = new lib.b2TOIInput();
    square(lib, input.proxyA, 0);
    square(lib, input.proxyB, 3);
    for (const s of [input.sweepA, input.sweepB]) {
      s.q1.c = 1;
      s.q2.c = 1;
    }
    input.sweepB.q2.c = 0.9;
    input.maxFraction = 1;
    const out = new lib.b2TOIOutput();
    expect(() => lib.b2TimeOfImpact(out, input)).toThrow(/b2TimeOfImpact: input\.sweepB\.q2 \(c 0\.9, s 0\) is not a unit rotation/);
    expect(out.state).toBe(lib.b2TOIState.b2_toiStateUnknown);
  });

  it('b2ShapeCast refuses a frozen output and a canEncroach that is not a boolean', () => {
    const input = new lib.b2ShapeCastPairInput();
    square(lib, input.proxyA, 0);
    square(lib, input.proxyB, 3);
    input.transformA.q.c = 1;
    input.transformB.q.c = 1;
    input.translationB.x = -5;
    input.maxFraction = 1;
    expect(() => lib.b2ShapeCast(Object.freeze(new lib.b2CastOutput()), input)).toThrow(/b2ShapeCast: output is frozen/);
    (input as { canEncroach: unknown }).canEncroach = 1;
    expect(() => lib.b2ShapeCast(new lib.b2CastOutput(), input)).toThrow(/b2ShapeCast: input\.canEncroach expected a boolean, got 1/);
  });
});

// b2SegmentDistance with points some 1e18 apart: C's float products (distance.c:73, :80) pass
// FLT_MAX and the closest points come out NaN; both builds refuse such input before writing
// (docs/v3.md, departures). Nearer (1e9) the answer is finite, as in C.
describe.each(builds)('%s build: b2SegmentDistance far apart', (_name, lib) => {
  const v = (x: number, y: number) => new lib.b2Vec2(x, y);
  it('refuses products beyond FLT_MAX and writes nothing', () => {
    const result = new lib.b2SegmentDistanceResult();
    result.fraction1 = 0.25;
    // r = p1 - p2 has y 1e18, d2 too: rd2 is about 1e36 and d12 * rd2 about 1e36 * 1, rd1 * dd2 about 1e54.
    expect(() => lib.b2SegmentDistance(result, v(0, 0), v(1, 1), v(0, -1e18), v(1, 0))).toThrow(/^b2SegmentDistance: the segments' squares and products .* pass FLT_MAX/);
    expect(result.fraction1).toBe(0.25);
    expect(result.closest1.x).toBe(0);
  });
  it('answers for a segment 1e9 long, as C does', () => {
    const result = lib.b2SegmentDistance(new lib.b2SegmentDistanceResult(), v(0, 0), v(1, 1), v(3, 0), v(3, -1e9));
    // By hand: segment 2 runs down from (3, 0), so its closest point is (3, 0) (fraction2 0); the
    // closest point of segment 1 to it is its end (1, 1): squared distance 2² + 1² = 5.
    expect([result.fraction1, result.fraction2, result.closest1.x, result.closest1.y, result.closest2.x, result.closest2.y]).toEqual([1, 0, 1, 1, 3, 0]);
    expect(result.distanceSquared).toBe(5);
  });
});

describe.each(builds)('%s build: b2AABB_RayCast out', (_name, lib) => {
  it('names an out that is not a b2CastOutput as given', () => {
    const box = new lib.b2AABB();
    box.upperBound.x = 1;
    box.upperBound.y = 1;
    expect(() => lib.b2AABB_RayCast({} as never, box, new lib.b2Vec2(-1, 0.5), new lib.b2Vec2(2, 0.5))).toThrow('b2AABB_RayCast: out expected a b2CastOutput to write the result into, got an object');
    expect(() => lib.b2AABB_RayCast([1, 2] as never, box, new lib.b2Vec2(-1, 0.5), new lib.b2Vec2(2, 0.5))).toThrow('got an array [1, 2]');
  });
});
