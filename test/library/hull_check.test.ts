// Issue 15 item 2: after v2.4.1's gift wrapping, Set checks the hull it built (convex,
// counter-clockwise, every input point inside or within the weld distance) and throws, naming the
// failure, instead of handing out a shape that breaks every collision after it.
import { b2PolygonShape, b2_linearSlop } from 'b2collide';
import * as F32 from 'b2collide/f32';
import { pts } from '../helpers';

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
