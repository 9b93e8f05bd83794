// b2TimeOfImpact (C++ b2_time_of_impact.cpp, Box2D v2.4.1) on cases whose answer can be worked
// out by hand: pure translations, where the separation along any fixed axis is linear in t, so
// the root finder's first bisection and first secant step land on the root. The target is
// max(b2_linearSlop, rA + rB - 3 * b2_linearSlop) between the cores, reached within
// 0.25 * b2_linearSlop = 0.00125. Two polygons (skin b2_polygonRadius = 0.01 each) have target
// max(0.005, 0.02 - 0.015) = 0.005.
import {
  b2CircleShape,
  b2EdgeShape,
  b2ResetToiCounters,
  b2TOIInput,
  b2TOIOutput,
  b2TOIOutputState,
  b2TimeOfImpact,
  b2Vec2,
  b2_toiCalls,
  b2_toiIters,
  b2_toiMaxIters,
  b2_toiMaxRootIters,
  b2_toiRootIters,
} from 'b2collide';
import { box } from '../support/helpers';

/** A wall (A, half-widths 0.05 x 5) at rest at the origin and a unit box (B) moving from (x0, 0) to (x1, 0). */
function boxAtWall(x0: number, x1: number, tMax = 1): b2TOIInput {
  const input = new b2TOIInput();
  input.proxyA.Set(box(0.05, 5), 0);
  input.proxyB.Set(box(0.5, 0.5), 0);
  input.sweepB.c0.Set(x0, 0);
  input.sweepB.c.Set(x1, 0);
  input.tMax = tMax;
  return input;
}

function run(input: b2TOIInput): b2TOIOutput {
  const output = new b2TOIOutput();
  b2TimeOfImpact(output, input);
  return output;
}

describe('b2TimeOfImpact on hand-worked translations', () => {
  beforeEach(() => b2ResetToiCounters());

  test('a box moving straight at a wall touches when the core gap reaches the target', () => {
    // B's centre x(t) = -5 + 10t; core gap = wall's left face (-0.05) - box's right face (x + 0.5)
    // = 4.45 - 10t. It equals the target 0.005 at t = 4.445 / 10 = 0.4445.
    // Trace: GJK at t1 = 0 gives 4.45; at t2 = 1 the deepest points are 5.55 deep. Bisection:
    // t = 0.5, s = -0.55, so a2 = 0.5. Secant: t = 0 + (0.005 - 4.45) * 0.5 / (-0.55 - 4.45)
    // = 0.4445, s = 0.005: accepted. At t2 = 0.4445 the separation is within tolerance, so t1 = t2;
    // GJK at t1 gives 0.005 < 0.005 + 0.00125: e_touching. One outer iteration, two root steps.
    const output = run(boxAtWall(-5, 5));
    expect(output.state).toBe(b2TOIOutputState.e_touching);
    expect(output.t).toBeCloseTo(0.4445, 14);
    expect([b2_toiCalls, b2_toiIters, b2_toiMaxIters, b2_toiRootIters, b2_toiMaxRootIters]).toEqual([1, 1, 1, 2, 2]);
  });

  test('a thin wall does not let a fast box tunnel: 1000 m per step still stops at the wall', () => {
    // x(t) = -5 + 1000t: gap 4.45 - 1000t = 0.005 at t = 4.445e-3. Discrete steps would jump past
    // the 0.1 m wall (the box moves 1000 m); the sweep does not.
    const output = run(boxAtWall(-5, 995));
    expect(output.state).toBe(b2TOIOutputState.e_touching);
    expect(output.t).toBeCloseTo(4.445e-3, 12);
  });

  test('two circles closing head-on touch when the centre gap is rA + rB - 3 * linearSlop', () => {
    // Radii 0.5: target = max(0.005, 1 - 0.015) = 0.985 between the centres (the cores are points).
    // B's centre x(t) = 3 - 6t, so 3 - 6t = 0.985 at t = 2.015 / 6 = 0.335833...
    // Bisection t = 0.5 gives s = 0; secant t = (0.985 - 3) * 0.5 / (0 - 3) = 0.335833...
    const input = new b2TOIInput();
    const circle = new b2CircleShape(0.5);
    input.proxyA.Set(circle, 0);
    input.proxyB.Set(circle, 0);
    input.sweepB.c0.Set(3, 0);
    input.sweepB.c.Set(-3, 0);
    input.tMax = 1;
    const output = run(input);
    expect(output.state).toBe(b2TOIOutputState.e_touching);
    expect(output.t).toBeCloseTo(2.015 / 6, 14);
  });

  test('a box that stops short of the wall is e_separated with t = tMax', () => {
    // x(t) = -5 + 2t: the gap at t = 1 is 4.45 - 2 = 2.45 > 0.005 + 0.00125.
    const output = run(boxAtWall(-5, -3));
    expect(output.state).toBe(b2TOIOutputState.e_separated);
    expect(output.t).toBe(1);
  });

  test('tMax cuts the interval: a box that would reach the wall at 0.4445 is separated up to tMax 0.4', () => {
    // At t = 0.4 the gap is 4.45 - 4 = 0.45 > 0.00625.
    const output = run(boxAtWall(-5, 5, 0.4));
    expect(output.state).toBe(b2TOIOutputState.e_separated);
    expect(output.t).toBe(0.4);
  });

  test('cores that overlap at t = 0 give e_overlapped with t = 0', () => {
    // x(0) = 0.2: the wall's core lies inside the box's.
    const output = run(boxAtWall(0.2, 5));
    expect(output.state).toBe(b2TOIOutputState.e_overlapped);
    expect(output.t).toBe(0);
  });

  test('a start inside the target band is e_touching at t = 0, even closer than target - tolerance', () => {
    // x(0) = -0.552: gap 0.002, between 0 and target + tolerance = 0.00625 (and below
    // target - tolerance = 0.00375: C++ accepts any positive gap below target + tolerance here).
    const output = run(boxAtWall(-0.552, 5));
    expect(output.state).toBe(b2TOIOutputState.e_touching);
    expect(output.t).toBe(0);
  });

  test('an edge as A: a box dropping onto a two-sided ground edge', () => {
    // Edge from (-5, 0) to (5, 0), skin 0.01; box core bottom at y - 0.5. Gap = y - 0.5 with
    // y(t) = 2 - 4t: 1.5 - 4t = 0.005 at t = 1.495 / 4 = 0.37375.
    const input = new b2TOIInput();
    const ground = new b2EdgeShape();
    ground.SetTwoSided(new b2Vec2(-5, 0), new b2Vec2(5, 0));
    input.proxyA.Set(ground, 0);
    input.proxyB.Set(box(0.5, 0.5), 0);
    input.sweepB.c0.Set(0, 2);
    input.sweepB.c.Set(0, -2);
    input.tMax = 1;
    const output = run(input);
    expect(output.state).toBe(b2TOIOutputState.e_touching);
    expect(output.t).toBeCloseTo(0.37375, 14);
  });

  test('the input sweeps are not changed (C++ normalizes copies of them)', () => {
    const input = boxAtWall(-5, 5);
    input.sweepB.a0 = 10;
    input.sweepB.a = 10;
    run(input);
    expect([input.sweepB.a0, input.sweepB.a]).toEqual([10, 10]);
  });

  test('the counters add up over calls and b2ResetToiCounters zeroes them', () => {
    run(boxAtWall(-5, 5));
    run(boxAtWall(-5, -3)); // one outer iteration, no root steps
    expect([b2_toiCalls, b2_toiIters, b2_toiRootIters]).toEqual([2, 2, 2]);
    b2ResetToiCounters();
    expect([b2_toiCalls, b2_toiIters, b2_toiMaxIters, b2_toiRootIters, b2_toiMaxRootIters]).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('b2TimeOfImpact bad input (not in C++: each would give a NaN t or read no vertices)', () => {
  const cases: [string, (input: b2TOIInput) => void, RegExp][] = [
    ['tMax NaN', (i) => (i.tMax = NaN), /tMax is NaN; it must be a number in \[0, 1\]/],
    ['tMax below 0', (i) => (i.tMax = -0.1), /tMax is -0.1/],
    ['tMax above 1', (i) => (i.tMax = 1.5), /tMax is 1.5/],
    ['tMax infinite', (i) => (i.tMax = Infinity), /tMax is Infinity/],
    ['tMax not a number', (i) => ((i as { tMax: unknown }).tMax = '0.5'), /tMax is string '0.5'; it must be a number/],
    ['sweepA.c0.x NaN', (i) => (i.sweepA.c0.x = NaN), /b2TimeOfImpact: input\.sweepA\.c0 is not finite \(NaN, 0\)/],
    ['sweepB.c.y infinite', (i) => (i.sweepB.c.y = -Infinity), /b2TimeOfImpact: input\.sweepB\.c is not finite \(5, -Infinity\)/],
    ['sweepB.a NaN', (i) => (i.sweepB.a = NaN), /b2TimeOfImpact: input\.sweepB\.a is not finite \(NaN\)/],
    ['sweepB.a0 a string', (i) => ((i.sweepB as { a0: unknown }).a0 = '1'), /b2TimeOfImpact: input\.sweepB\.a0 expected a number, got string '1'/],
    ['sweepA.localCenter.y NaN', (i) => (i.sweepA.localCenter.y = NaN), /b2TimeOfImpact: input\.sweepA\.localCenter is not finite \(0, NaN\)/],
    ['sweepB.alpha0 = 1', (i) => (i.sweepB.alpha0 = 1), /sweepB.alpha0 is 1; it must be in \[0, 1\)/],
    ['sweepA.alpha0 NaN', (i) => (i.sweepA.alpha0 = NaN), /sweepA\.alpha0 is not finite \(NaN\)/],
    ['sweepA.alpha0 negative', (i) => (i.sweepA.alpha0 = -0.5), /sweepA.alpha0 is -0.5/],
  ];

  test.each(cases)('%s', (_name, spoil, message) => {
    const input = boxAtWall(-5, 5);
    spoil(input);
    b2ResetToiCounters();
    expect(() => run(input)).toThrow(message);
    expect(b2_toiCalls).toBe(0);
  });

  test('a proxy never Set', () => {
    const input = new b2TOIInput();
    input.proxyA.Set(box(1, 1), 0);
    input.tMax = 1;
    expect(() => run(input)).toThrow(/b2TimeOfImpact: input\.proxyB has no vertices \(m_count 0\); call Set first/);
  });
});
