// b2ShapeCast (C++ v2.4.1 b2_distance.cpp): hand-traced hits, misses and starts in overlap.
import { b2CircleShape, b2ShapeCast, b2ShapeCastInput, b2ShapeCastOutput, b2Shape, b2Transform } from 'b2collide';
import { box, xfSC } from '../support/helpers';

function cast(shapeA: b2Shape, xfA: b2Transform, shapeB: b2Shape, xfB: b2Transform, tx: number, ty: number): [boolean, b2ShapeCastOutput] {
  const input = new b2ShapeCastInput();
  input.proxyA.Set(shapeA, 0);
  input.proxyB.Set(shapeB, 0);
  input.transformA.Copy(xfA);
  input.transformB.Copy(xfB);
  input.translationB.Set(tx, ty);
  const output = new b2ShapeCastOutput();
  const hit = b2ShapeCast(output, input);
  return [hit, output];
}

const box1 = box(1, 1); // A: vertices (-1,-1) (1,-1) (1,1) (-1,1)
const circle = new b2CircleShape(0.5);

describe('b2ShapeCast', () => {
  test('a circle swept into a box face: lambda 0.35, 4 iterations, normal (-1, 0) (hand trace)', () => {
    // Circle r 0.5 at (-5, 0) moving (10, 0) toward the box's face x = -1. radiusA = 0.01,
    // radiusB = 0.5, sigma = max(0.01, 0.51 - 0.01) = 0.5: the cast stops with the cores 0.5
    // apart, the centre at x = -1.5, after 3.5 of the 10: lambda = 0.35.
    // Trace: v = A0 - centre = (4, -1); support A3 gives p = (4, 1) and, with v/|v|, the plane
    // lambda = (15/sqrt17 - 0.5) / (40/sqrt17) = 0.3235;
    // support A0 adds a segment, closest point (0.765, 0); support A0 (tie with A3, first wins)
    // moves the plane to lambda (4 - 0.5) / 10 = 0.35 and restarts; A3 closes the segment with
    // closest point (0.5, 0), and 0.5 - sigma = 0 ends the loop: 4 iterations.
    const [hit, out] = cast(box1, xfSC(0, 0), circle, xfSC(-5, 0), 10, 0);
    expect(hit).toBe(true);
    expect(out.lambda).toBeCloseTo(0.35, 14);
    expect(out.iterations).toBe(4);
    expect(out.normal.x).toBe(-1);
    expect(out.normal.y).toBeCloseTo(0, 15); // -0: n = -v with v.y = 0
    // The point on A: the witness (-1, 0) on the core face, moved out by radiusA = 0.01.
    expect(out.point.x).toBeCloseTo(-1.01, 14);
    expect(out.point.y).toBeCloseTo(0, 14);
  });

  test('a box dropped onto a box: stops with the cores sigma = 0.01 apart', () => {
    // B half-width 0.5 at (0.3, 5) moving (0, -10); radii 0.01 each, sigma = max(0.01, 0.02 - 0.01).
    // B's bottom (y = 4.5 - 10 lambda) reaches y = 1 + 0.01 at lambda = 3.49 / 10 = 0.349.
    const [hit, out] = cast(box1, xfSC(0, 0), box(0.5, 0.5), xfSC(0.3, 5), 0, -10);
    expect(hit).toBe(true);
    expect(out.lambda).toBeCloseTo(0.349, 12);
    expect(out.normal.x).toBeCloseTo(0, 12);
    expect(out.normal.y).toBeCloseTo(1, 12);
    expect(out.point.y).toBeCloseTo(1.01, 12);
  });

  test('a translation too short to reach: no hit, lambda 1', () => {
    // The hit needs 3.5 of travel; 3 gives lambda 3.5 / 3 > 1 at the first plane.
    const [hit, out] = cast(box1, xfSC(0, 0), circle, xfSC(-5, 0), 3, 0);
    expect(hit).toBe(false);
    expect(out.lambda).toBe(1);
    expect(out.normal.x).toBe(0);
    expect(out.normal.y).toBe(0);
  });

  test('moving away: no hit', () => {
    // Start: A's support along -r = (10, 0) is vertex 1 (1,-1) (ties vertex 2; first wins), so
    // v = (1,-1) - (-5,0) = (6,-1). Support along -v is A3 (-1,1): p = (4, 1). vp - sigma =
    // 23/sqrt37 - 0.5 > 0 = lambda vr, and vr = (6,-1).(-10,0)/sqrt37 < 0: the first plane ends it.
    const [hit] = cast(box1, xfSC(0, 0), circle, xfSC(-5, 0), -10, 0);
    expect(hit).toBe(false);
  });

  test('passing by: no hit', () => {
    // Centre at y = 3 moving along x: it stays 1.5 above the box's core top.
    const [hit] = cast(box1, xfSC(0, 0), circle, xfSC(-5, 3), 10, 0);
    expect(hit).toBe(false);
  });

  test('first support points already within sigma: no hit, no iterations, lambda 1', () => {
    // Circle at (-1.1, -1.1) moving (1, 1): the first supports are A's vertex 0 (-1, -1) and the
    // centre, v = (0.1, 0.1), |v| = 0.141 < sigma + tolerance, so the loop never runs (iter 0).
    const [hit, out] = cast(box1, xfSC(0, 0), circle, xfSC(-1.1, -1.1), 1, 1);
    expect(hit).toBe(false);
    expect(out.iterations).toBe(0);
    expect(out.lambda).toBe(1);
  });

  test('a start inside the target distance can still report a hit at lambda 0, as C++ does', () => {
    // Centre (-0.5, 0), inside the box. Trace: v = A0 - c = (-0.5, -1); support A2 gives
    // w = (1.5, 1); support A0 gives w = (-0.5, -1); Solve2 keeps the segment with a = 3/8, 5/8 and
    // closest point (0.25, -0.25), |v| = 0.354 <= sigma + tolerance: the loop ends after 2
    // iterations with lambda never moved from 0 (no plane was ahead of the ray). Returns true.
    const [hit, out] = cast(box1, xfSC(0, 0), circle, xfSC(-0.5, 0), 10, 0);
    expect(hit).toBe(true);
    expect(out.lambda).toBe(0);
    expect(out.iterations).toBe(2);
    expect(out.normal.x).toBeCloseTo(-Math.SQRT1_2, 14);
    expect(out.normal.y).toBeCloseTo(Math.SQRT1_2, 14);
  });

  test('bad input throws', () => {
    const input = new b2ShapeCastInput();
    input.proxyA.Set(box1, 0);
    expect(() => b2ShapeCast(new b2ShapeCastOutput(), input)).toThrow('b2ShapeCast: input.proxyB has no vertices (m_count 0); call Set first');
    input.proxyB.Set(circle, 0);
    input.translationB.x = Number.NaN; // a field write: Set refuses NaN
    input.translationB.y = 0;
    expect(() => b2ShapeCast(new b2ShapeCastOutput(), input)).toThrow('b2ShapeCast: a transform or the translation is not finite');
    input.translationB.Set(1, 0);
    input.transformB.p.x = Number.POSITIVE_INFINITY; // a field write: Copy refuses Infinity
    expect(() => b2ShapeCast(new b2ShapeCastOutput(), input)).toThrow('is not finite');
  });
});
