// b2ComputeHull on convex polygons where rounding beats the recursion's 2·b2_linearSlop cut-off.
// The cross product that measures how far the segment's own end point p2 lies right of p1 -> p2
// is 0 in exact arithmetic but rounds to more than 0.01 for coordinates near 3e5 in float32 (1e14
// in float64). v2.4.2's C++ then picks p2 again and calls itself with the same arguments forever:
// compiled with g++ from the v2.4.2 sources (debug and -DNDEBUG builds), it died of SIGSEGV (stack
// overflow) on each of 400 such float32 inputs, including the pentagon below. Here p2 is never
// the farthest point and the depth is bounded, so the result is a hull or a named error, never a
// RangeError. On 300 random inputs where C++ ends, the float32 hull matched its points exactly.
import * as F64 from 'b2collide';
import * as F32 from 'b2collide/f32';

type Lib = typeof F64;

// Regular-ish n-gons of radius r around (cx, cy), angles jittered by up to half a step: every
// point is a hull vertex, so a correct hull has all n of them (hand reasoning: strictly convex).
function ngon(seed: number, n: number, r: number, f32: boolean): { x: number; y: number }[] {
  let s = seed >>> 0;
  const rnd = (): number => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s / 4294967296;
  };
  const cx = (rnd() - 0.5) * r;
  const cy = (rnd() - 0.5) * r;
  const points: { x: number; y: number }[] = [];
  for (let i = 0; i < n; ++i) {
    const a = (2 * Math.PI * (i + rnd() * 0.5)) / n;
    const x = cx + r * Math.cos(a);
    const y = cy + r * Math.sin(a);
    points.push(f32 ? { x: Math.fround(x), y: Math.fround(y) } : { x, y });
  }
  return points;
}

function expectHullOfAll(L: Lib, points: { x: number; y: number }[]): void {
  const hull = L.b2ComputeHull(points);
  expect(hull.count).toBe(points.length);
  expect(L.b2ValidateHull(hull)).toBe(true);
  // The hull's points are the input points (no new or repeated point).
  const key = (p: { x: number; y: number }): string => `${p.x},${p.y}`;
  const got = new Set(Array.from({ length: hull.count }, (_, i) => key(hull.points[i])));
  expect(got).toEqual(new Set(points.map(key)));
}

describe('b2ComputeHull where rounding exceeds the cut-off', () => {
  test('float32: the pentagon on which v2.4.2 overflows its stack gives all five points', () => {
    const pentagon = [
      { x: 385507.65625, y: 155979.765625 },
      { x: 1347.51953125, y: 436664.6875 },
      { x: -196814.703125, y: 249953.1875 },
      { x: -33275.58203125, y: -126707.6640625 },
      { x: 304516.5625, y: -56380.9765625 },
    ];
    expectHullOfAll(F32 as unknown as Lib, pentagon);
    expectHullOfAll(F64, pentagon);
  });

  test.each([3e5, 1e6, 1e7])('float32: 400 jittered 3- to 8-gons of radius %d give valid hulls of every point', (r) => {
    for (let k = 0; k < 400; ++k) {
      expectHullOfAll(F32 as unknown as Lib, ngon(k * 7919 + r, 3 + (k % 6), r, true));
    }
  });

  test('float64: 400 jittered 3- to 8-gons of radius 1e14 give valid hulls of every point', () => {
    for (let k = 0; k < 400; ++k) {
      expectHullOfAll(F64, ngon(k * 104729 + 1, 3 + (k % 6), 1e14, false));
    }
  });

  test('a count given as a string is named, not compared as text', () => {
    const square = [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 1, y: 1 },
      { x: 0, y: 1 },
    ];
    for (const L of [F64, F32 as unknown as Lib]) {
      expect(() => L.b2ComputeHull(square, '4' as unknown as number)).toThrow("b2ComputeHull: count string '4' is not a whole number in [0, 4]");
      expect(() => L.b2ComputeHull(null as unknown as [])).toThrow('b2ComputeHull: points expected an array of {x, y}, got null');
      expect(L.b2ComputeHull(square).count).toBe(4);
    }
  });
});

describe('b2ValidateHull reads the points (not in C++, where NaN passes every test)', () => {
  test.each([
    ['NaN', Number.NaN],
    ['Infinity', Infinity],
    ["the string '0.5'", '0.5'],
    ['a BigInt', 1n],
  ])('a hull point %s is not valid', (_name, bad) => {
    for (const L of [F64, F32 as unknown as Lib]) {
      const hull = L.b2ComputeHull([
        { x: 0, y: 0 },
        { x: 1, y: 0 },
        { x: 0, y: 1 },
      ]);
      expect(L.b2ValidateHull(hull)).toBe(true);
      (hull.points[1] as { x: unknown }).x = bad;
      expect(L.b2ValidateHull(hull)).toBe(false);
    }
  });
});

describe('Set(hull) takes a hull from another copy of the library', () => {
  test('a plain {points, count} object and a float32 b2Hull both build the float64 polygon', () => {
    const points = [new F64.b2Vec2(0, 0), new F64.b2Vec2(2, 0), new F64.b2Vec2(2, 1), new F64.b2Vec2(0, 1)];
    const plain = { points, count: 4 } as unknown as F64.b2Hull;
    const a = new F64.b2PolygonShape().Set(plain);
    expect(a.m_count).toBe(4);
    // Centroid of the 2 x 1 rectangle: (1, 0.5), by hand.
    expect(a.m_centroid.x).toBeCloseTo(1, 12);
    expect(a.m_centroid.y).toBeCloseTo(0.5, 12);
    const other = F32.b2ComputeHull(points);
    const b = new F64.b2PolygonShape().Set(other as unknown as F64.b2Hull);
    expect(b.m_count).toBe(4);
    expect(() => new F64.b2PolygonShape().Set({ points, count: '4' } as unknown as F64.b2Hull)).toThrow(/b2PolygonShape\.Set: the hull \(count string '4'\) fails b2ValidateHull/);
  });
});
