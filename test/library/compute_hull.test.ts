// Box2D v2.4.2's robust hull path (src/collision/b2_hull.ts): b2ComputeHull, b2ValidateHull and
// b2PolygonShape.Set(hull), ported from the v2.4.2 tag. Expected hulls come from @box2d/core
// 0.11.0, whose b2ComputeHull ports the same C++ in float64 (a peer, checked point for point),
// and from hand derivation where stated.
import { b2ComputeHull as coreComputeHull, b2ValidateHull as coreValidateHull } from '@box2d/core';
import { b2ComputeHull, b2Hull, b2PolygonShape, b2ValidateHull, b2_linearSlop } from 'b2collide';
import * as F32 from 'b2collide/f32';
import { pts } from '../support/helpers';

function hullPoints(h: b2Hull): number[][] {
  return h.points.slice(0, h.count).map((p) => [p.x, p.y]);
}

test('a square with an interior point and a midpoint: the four corners, from the one farthest from the box centre', () => {
  // Box centre (0.5, 0.5); all four corners tie at distance² 0.5, the first, (0, 0), wins (strict >).
  // p2 is the point farthest from it, (1, 1). (0.5, 0.5) lies on that diagonal (dropped: within
  // 2·b2_linearSlop), (0, 1) is left of it, (0.5, 0) and (1, 0) right. On the right, (1, 0) is the
  // farthest (0.707 against 0.354), and (0.5, 0) lies on the edge from (0, 0) to (1, 0), 0 to its
  // right, so the recursion drops it.
  const h = b2ComputeHull(pts([[0, 0], [0.5, 0], [1, 0], [1, 1], [0, 1], [0.5, 0.5]]));
  expect(hullPoints(h)).toEqual([[0, 0], [1, 0], [1, 1], [0, 1]]);
  expect(b2ValidateHull(h)).toBe(true);
});

test.each([
  ['fewer than 3 points', pts([[0, 0], [1, 0]])],
  ['more than 8 points', pts(Array.from({ length: 9 }, (_, i) => [Math.cos(i), Math.sin(i)] as [number, number]))],
  // All within 4·b2_linearSlop = 0.02 of the first point: one point after welding.
  ['points that weld to one', pts([[0, 0], [0.01, 0], [0, 0.01]])],
  ['collinear points', pts([[0, 0], [1, 0], [2, 0], [3, 0]])],
  // (1, 0.005) is 0.005 < 2·b2_linearSlop from the line: dropped, no hull left.
  ['nearly collinear points', pts([[0, 0], [2, 0], [1, 0.005]])],
])('an empty hull for %s, as C++ returns', (_name, points) => {
  expect(b2ComputeHull(points).count).toBe(0);
});

test('a non-finite point throws (not in C++)', () => {
  expect(() => b2ComputeHull(pts([[0, 0], [1, NaN], [0, 1]]))).toThrow('b2ComputeHull: point 1 is not finite (1, NaN)');
});

test.each([['float64', b2ComputeHull], ['float32', F32.b2ComputeHull]])('%s: an array of numbers is named, even of a count C++ would not read', (_b, compute) => {
  // [1, 2] has length 2, a count that gives C++'s empty hull; it used to come back as that hull.
  expect(() => compute([1, 2] as never)).toThrow('b2ComputeHull: points expected an array of {x, y}, got an array [1, 2]');
  expect(() => compute([{ x: 0, y: 0 }, null] as never, 2)).toThrow(/^b2ComputeHull: points expected an array of \{x, y\}, got an array/);
  // Objects at a count outside [3, 8] are not read, as in C++.
  expect(compute(pts([[0, 0], [1, 0]]), 2).count).toBe(0);
});

describe('against @box2d/core 0.11.0 (the same v2.4.2 algorithm in float64)', () => {
  let seed = 99;
  const rand = (): number => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const clouds: { x: number; y: number }[][] = [];
  for (let k = 0; k < 3000; ++k) {
    const n = 3 + (k % 6);
    const scale = [0.02, 0.1, 1, 10][k % 4];
    clouds.push(Array.from({ length: n }, () => ({ x: (rand() * 2 - 1) * scale, y: (rand() * 2 - 1) * scale })));
  }

  test('3000 random clouds (scales 0.02 to 10): the same hull, point for point, and the same validity', () => {
    let nonEmpty = 0;
    for (const cloud of clouds) {
      const ours = b2ComputeHull(cloud);
      const theirs = coreComputeHull(cloud, cloud.length);
      expect(hullPoints(ours)).toEqual(theirs.map((p) => [p.x, p.y]));
      if (ours.count > 0) {
        ++nonEmpty;
        expect(b2ValidateHull(ours)).toBe(coreValidateHull(theirs, theirs.length));
      }
    }
    expect(nonEmpty).toBeGreaterThan(1500);
  });
});

test('Set(hull) builds the polygon from the hull: the unit square', () => {
  const p = new b2PolygonShape().Set(b2ComputeHull(pts([[0, 0], [1, 0], [1, 1], [0, 1]])));
  expect(p.m_count).toBe(4);
  // Normals of the counter-clockwise square from (0,0): down, right, up, left; centroid (0.5, 0.5).
  expect(p.m_normals.slice(0, 4).map((n) => [n.x + 0, n.y + 0])).toEqual([[0, -1], [1, 0], [0, 1], [-1, 0]]);
  expect([p.m_centroid.x, p.m_centroid.y]).toEqual([0.5, 0.5]);
  expect(p.Validate()).toBe(true);
});

test('Set(hull) refuses an empty or hand-broken hull and leaves the shape unchanged', () => {
  const p = new b2PolygonShape().SetAsBox(1, 2);
  expect(() => p.Set(new b2Hull())).toThrow(/fails b2ValidateHull/);
  const h = b2ComputeHull(pts([[0, 0], [1, 0], [1, 1], [0, 1]]));
  h.points[2].Set(0.5, 0.5); // now reflex
  expect(() => p.Set(h)).toThrow(/fails b2ValidateHull/);
  expect([p.m_count, p.m_vertices[2].x, p.m_vertices[2].y]).toEqual([4, 1, 2]);
});

// Box2D issue #728's hexagon (float32 bit patterns; see hull_check.test.ts): v2.4.1's gift wrap
// fails on it in float32; v2.4.2's quickhull, the fix, builds it in both builds.
const issue728 = [
  [0xc1078533, 0x3f0bab5e], [0xc0f5b2e8, 0x3f28af8c], [0xc0e2b14a, 0x3f3e72ae],
  [0xc0ebc298, 0x402e521e], [0xc1158ea9, 0x401c2f82], [0xc1110602, 0x3eebd078],
].map(([x, y]) => {
  const view = new DataView(new ArrayBuffer(4));
  const f = (bits: number): number => (view.setUint32(0, bits), view.getFloat32(0));
  return { x: f(x), y: f(y) };
});

test('issue #728 hexagon: b2ComputeHull gives a valid hull in both builds, and Set(hull) a polygon', () => {
  const h64 = b2ComputeHull(issue728);
  const h32 = F32.b2ComputeHull(issue728);
  // Quickhull keeps 4 of the 6: points 5, 0, 1 and 2 lie on one line (slope 0.143), and the two
  // in the middle are within 2·b2_linearSlop of it.
  expect(h64.count).toBe(4);
  expect(b2ValidateHull(h64)).toBe(true);
  expect(F32.b2ValidateHull(h32)).toBe(true);
  expect(new F32.b2PolygonShape().Set(h32).m_count).toBe(h32.count);
  // The same hull as @box2d/core's.
  expect(hullPoints(h64)).toEqual(coreComputeHull(issue728, 6).map((p) => [p.x, p.y]));
  // Every input point is inside or within 2·b2_linearSlop of the hull (the collinear tolerance).
  for (const q of issue728) {
    for (let i = 0; i < h64.count; ++i) {
      const a = h64.points[i];
      const b = h64.points[(i + 1) % h64.count];
      const outside = -((b.x - a.x) * (q.y - a.y) - (b.y - a.y) * (q.x - a.x)) / Math.hypot(b.x - a.x, b.y - a.y);
      expect(outside).toBeLessThanOrEqual(2 * b2_linearSlop);
    }
  }
});
