// Issue 15 item 2: after v2.4.1's gift wrapping, Set checks the hull it built (convex,
// counter-clockwise, every input point inside or within the weld distance) and throws, naming the
// failure, instead of handing out a shape that breaks every collision after it.
import { b2PolygonShape, b2_linearSlop } from 'b2collide';
import * as F32 from 'b2collide/f32';
import { pts } from '../support/helpers';

// The cloud quoted in issue 15: in float64, v2.4.1's gift wrap left point 0 about 0.84 outside the
// triangle it returned, and Validate() was true.
const issueCloud = pts([
  [0.1507793561711557, 1.092528366499649],
  [0.4889930157229521, 0.26136825541549147],
  [0.8707676416582335, -0.6768429360603077],
  [0.14108898611090023, -0.06347821760090833],
]);

test('the issue cloud is refused in float64, naming the point left outside', () => {
  expect(() => new b2PolygonShape().Set(issueCloud)).toThrow(
    /the hull gift wrapping built leaves input point 0 \(0\.1507793561711557, 1\.092528366499649\) 0\.83\d* outside hull edge/,
  );
});

test('in float32 the same cloud gets a correct hull: every input point inside (an independent check)', () => {
  const p = new F32.b2PolygonShape().Set(issueCloud);
  for (const q of issueCloud) {
    for (let i = 0; i < p.m_count; ++i) {
      const a = p.m_vertices[i];
      const b = p.m_vertices[(i + 1) % p.m_count];
      const cross = (b.x - a.x) * (q.y - a.y) - (b.y - a.y) * (q.x - a.x);
      const length = Math.hypot(b.x - a.x, b.y - a.y);
      expect(cross / length).toBeGreaterThan(-0.5 * b2_linearSlop);
    }
  }
});

test('a point outside by less than the weld distance (0.0025) is accepted', () => {
  // The square (0,0)-(1,1) with an extra point 0.001 right of its right edge: gift wrapping keeps
  // it as a hull vertex, so nothing is outside. The check matters only for a broken wrap; here it
  // must not refuse a good one.
  expect(new b2PolygonShape().Set(pts([[0, 0], [1, 0], [1.001, 0.5], [1, 1], [0, 1]])).m_count).toBe(5);
});

test('convex, counter-clockwise hulls of random clouds pass the check (no false refusals)', () => {
  let seed = 12345;
  const rand = (): number => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  let built = 0;
  for (let k = 0; k < 3000; ++k) {
    const n = 3 + (k % 6);
    const cloud = Array.from({ length: n }, () => ({ x: rand() * 4 - 2, y: rand() * 4 - 2 }));
    try {
      new b2PolygonShape().Set(cloud);
      ++built;
    } catch (e) {
      // Only the gift wrap's own failures may be refused, never for a well-spread cloud's hull.
      expect((e as Error).message).not.toMatch(/not convex|outside hull edge/);
    }
  }
  expect(built).toBeGreaterThan(2900);
});

// Box2D issue #728 (github.com/erincatto/box2d/issues/728): a convex hexagon, given there as the
// bit patterns of float32 coordinates, on which v2.4.1's gift wrap fails in float32 (it visits a
// vertex twice, C++ asserts m < b2_maxPolygonVertices). v2.4.2 replaced the gift wrap by quickhull.
const issue728 = [
  [0xc1078533, 0x3f0bab5e], [0xc0f5b2e8, 0x3f28af8c], [0xc0e2b14a, 0x3f3e72ae],
  [0xc0ebc298, 0x402e521e], [0xc1158ea9, 0x401c2f82], [0xc1110602, 0x3eebd078],
].map(([x, y]) => {
  const view = new DataView(new ArrayBuffer(4));
  const f = (bits: number): number => (view.setUint32(0, bits), view.getFloat32(0));
  return { x: f(x), y: f(y) };
});

test('issue #728 hexagon: float32 refuses it with a clear error instead of a broken shape', () => {
  expect(() => new F32.b2PolygonShape().Set(issue728)).toThrow('b2PolygonShape.Set: the points have no convex hull (gift wrapping did not close)');
});

test('issue #728 hexagon: float64 builds a 5-gon (point 0 lies on the edge from 5 to 1 within rounding) that passes the hull check', () => {
  const p = new b2PolygonShape().Set(issue728);
  expect(p.m_count).toBe(5);
  expect(p.Validate()).toBe(true);
  // Point 0 is between points 5 and 1: its distance from the line through them is below the weld distance.
  const [a, b, q] = [issue728[5], issue728[1], issue728[0]];
  const distance = Math.abs((b.x - a.x) * (q.y - a.y) - (b.y - a.y) * (q.x - a.x)) / Math.hypot(b.x - a.x, b.y - a.y);
  expect(distance).toBeLessThan(0.5 * b2_linearSlop);
});
