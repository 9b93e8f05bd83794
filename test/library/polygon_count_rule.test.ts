// Issue 15 item 1: every entry point that reads a polygon applies b2CollidePolygons' m_count rule
// (a whole number from 3 to b2_maxPolygonVertices). Before, an m_count of Infinity or 1e300 made
// b2TestOverlap and b2FindMaxSeparation loop for ever, NaN or '4' made two overlapping boxes
// "not overlap", and 9..16 read normals as vertices.
import {
  b2ClipVertex,
  b2DistanceProxy,
  b2FindIncidentEdge,
  b2FindMaxSeparation,
  b2PolygonShape,
  b2TestOverlap,
} from 'b2collide';
import * as F32 from 'b2collide/f32';
import { box, xfSC } from '../support/helpers';

const badCounts: [string, unknown, RegExp][] = [
  ['Infinity', Infinity, /m_count Infinity is not a whole number/],
  ['1e300', 1e300, /m_count 1e\+300 is not a whole number/],
  ['NaN', NaN, /m_count NaN is not a whole number/],
  ['9 (would read normals as vertices)', 9, /m_count 9 is not a whole number from 3 to b2_maxPolygonVertices = 8/],
  ['16', 16, /m_count 16/],
  ['3.5', 3.5, /m_count 3.5/],
  ["the string '4'", '4', /m_count expected a number, got string '4'/],
  ['null', null, /m_count expected a number, got null/],
  ['a BigInt', 4n, /m_count expected a number, got BigInt 4n/],
  ['2', 2, /has 2 vertices/],
];

function brokenBox(count: unknown): b2PolygonShape {
  const p = box(1, 1);
  (p as { m_count: unknown }).m_count = count;
  return p;
}

describe.each(badCounts)('an m_count of %s', (_name, count, message) => {
  test('b2DistanceProxy.Set throws, naming it', () => {
    expect(() => new b2DistanceProxy().Set(brokenBox(count), 0)).toThrow(message);
  });
  test('b2TestOverlap throws (it sets two proxies) rather than hanging or saying false', () => {
    expect(() => b2TestOverlap(brokenBox(count), 0, box(1, 1), 0, xfSC(0, 0), xfSC(0.5, 0))).toThrow(message);
    expect(() => b2TestOverlap(box(1, 1), 0, brokenBox(count), 0, xfSC(0, 0), xfSC(0.5, 0))).toThrow(message);
  });
  test('b2FindMaxSeparation throws for either polygon', () => {
    expect(() => b2FindMaxSeparation([0], brokenBox(count), xfSC(0, 0), box(1, 1), xfSC(0.5, 0))).toThrow(message);
    expect(() => b2FindMaxSeparation([0], box(1, 1), xfSC(0, 0), brokenBox(count), xfSC(0.5, 0))).toThrow(message);
  });
  test('b2FindIncidentEdge throws for either polygon', () => {
    const c = [new b2ClipVertex(), new b2ClipVertex()];
    expect(() => b2FindIncidentEdge(c, brokenBox(count), xfSC(0, 0), 0, box(1, 1), xfSC(0.5, 0))).toThrow(message);
    expect(() => b2FindIncidentEdge(c, box(1, 1), xfSC(0, 0), 0, brokenBox(count), xfSC(0.5, 0))).toThrow(message);
  });
  test('the float32 build throws the same', () => {
    const p = new F32.b2PolygonShape().SetAsBox(1, 1);
    (p as { m_count: unknown }).m_count = count;
    expect(() => F32.b2TestOverlap(p, 0, new F32.b2PolygonShape().SetAsBox(1, 1), 0, new F32.b2Transform().SetIdentity(), new F32.b2Transform().SetIdentity())).toThrow(message);
  });
  test('Validate() says false (it looped for ever on Infinity)', () => {
    expect(brokenBox(count).Validate()).toBe(false);
  });
});

test('two overlapping unit boxes still overlap (the rule rejects only bad counts)', () => {
  // Centres 0.5 apart along x, half-width 1 each: they overlap by 1.5.
  expect(b2TestOverlap(box(1, 1), 0, box(1, 1), 0, xfSC(0, 0), xfSC(0.5, 0))).toBe(true);
});

test('b2DistanceProxy.Set names a hand-filled non-finite or non-number vertex', () => {
  const p = box(1, 1);
  p.m_vertices[2].x = NaN;
  expect(() => new b2DistanceProxy().Set(p, 0)).toThrow(/m_vertices\[2\] is not finite \(NaN, 1\)/);
  const q = box(1, 1);
  (q.m_vertices[1] as { y: unknown }).y = '1';
  expect(() => new b2DistanceProxy().Set(q, 0)).toThrow(/m_vertices\[1\]\.y expected a number, got string '1'/);
});

test('b2DistanceProxy.Set tests the range per coordinate, not on the sum it gates with', () => {
  // Set adds up the magnitudes of the coordinates and names a vertex only when that sum is past
  // b2_maxFloat (3.4028235e38). Four corners at (±3e38, ±3e38) are each in range while their
  // magnitudes add up to 2.4e39: accepted, with the vertices as written.
  const huge = box(1, 1);
  for (const v of huge.m_vertices.slice(0, 4)) {
    v.x *= 3e38;
    v.y *= 3e38;
  }
  const proxy = new b2DistanceProxy().Set(huge, 0);
  expect(proxy.m_count).toBe(4);
  expect(proxy.GetVertex(0).x).toBe(huge.m_vertices[0].x);
  expect(Math.abs(proxy.GetVertex(2).y)).toBe(3e38);
  // One coordinate past b2_maxFloat, or infinite, is named even when the rest are small.
  const far = box(1, 1);
  far.m_vertices[3].y = 4e38;
  expect(() => new b2DistanceProxy().Set(far, 0)).toThrow(/m_vertices\[3\] \(-1, 4e\+38\) is beyond ±b2_maxFloat/);
  const infinite = box(1, 1);
  infinite.m_vertices[0].x = -Infinity;
  expect(() => new b2DistanceProxy().Set(infinite, 0)).toThrow(/m_vertices\[0\] is not finite \(-Infinity, -1\)/);
});
