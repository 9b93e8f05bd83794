// b2AABB (C++ b2_collision.h / b2_collision.cpp) and the two-box b2TestOverlap, on boxes worked by
// hand. C++'s b2Min/b2Max are `a < b ? a : b` and `a > b ? a : b`; RayCast is the slab test: per
// axis, a ray with |d| < b2_epsilon must start between the planes, otherwise the entry fraction
// t1 = (lower - p) / d and the exit t2 = (upper - p) / d (swapped, normal sign +1, when t1 > t2)
// push tmin up (only when strictly greater: the normal keeps the first axis on a tie) and pull
// tmax down; a hit needs 0 <= tmin <= maxFraction.
import { b2AABB, b2RayCastInput, b2RayCastOutput, b2TestOverlap, b2Vec2 } from 'b2collide';
import { box, xfSC } from '../support/helpers';

// The fields are written directly, not through Set (which refuses NaN), so tests can build bad boxes.
function aabb(lx: number, ly: number, ux: number, uy: number): b2AABB {
  const b = new b2AABB();
  b.lowerBound.x = lx;
  b.lowerBound.y = ly;
  b.upperBound.x = ux;
  b.upperBound.y = uy;
  return b;
}

function ray(x1: number, y1: number, x2: number, y2: number, maxFraction = 1): b2RayCastInput {
  const input = new b2RayCastInput();
  input.p1.x = x1; // written directly, as in aabb() above
  input.p1.y = y1;
  input.p2.x = x2;
  input.p2.y = y2;
  input.maxFraction = maxFraction;
  return input;
}

/** An output holding a sentinel, so a test can see whether the call wrote it. */
function untouched(): b2RayCastOutput {
  const output = new b2RayCastOutput();
  output.normal.Set(-7, -7);
  output.fraction = -7;
  return output;
}

describe('b2AABB accessors', () => {
  const b = aabb(-1, 2, 3, 6);

  test('IsValid: sorted finite bounds; reversed, NaN or infinite bounds are not valid', () => {
    expect(b.IsValid()).toBe(true);
    expect(aabb(1, 1, 1, 1).IsValid()).toBe(true); // a point box: width 0 >= 0
    expect(aabb(1, 0, 0, 1).IsValid()).toBe(false);
    expect(aabb(Number.NaN, 0, 1, 1).IsValid()).toBe(false);
    expect(aabb(0, 0, Infinity, 1).IsValid()).toBe(false);
  });

  test('GetCenter 0.5 (lower + upper) = (1, 4); GetExtents 0.5 (upper - lower) = (2, 2)', () => {
    expect(b.GetCenter(new b2Vec2())).toEqual(new b2Vec2(1, 4));
    expect(b.GetExtents(new b2Vec2())).toEqual(new b2Vec2(2, 2));
  });

  test('GetPerimeter 2 (width + height) = 2 (4 + 4) = 16', () => {
    expect(b.GetPerimeter()).toBe(16);
  });

  test('Contains: a box inside or sharing sides is contained; one sticking out is not', () => {
    expect(b.Contains(aabb(0, 3, 2, 5))).toBe(true);
    expect(b.Contains(aabb(-1, 2, 3, 6))).toBe(true); // itself: all four comparisons are <=
    expect(b.Contains(aabb(0, 3, 3.5, 5))).toBe(false);
    expect(b.Contains(aabb(-1.5, 3, 2, 5))).toBe(false);
  });
});

describe('b2AABB.Combine, both overloads', () => {
  test('Combine(aabb) grows this box to hold aabb', () => {
    const b = aabb(0, 0, 1, 1).Combine(aabb(-2, 0.5, 0.5, 3));
    expect([b.lowerBound.x, b.lowerBound.y, b.upperBound.x, b.upperBound.y]).toEqual([-2, 0, 1, 3]);
  });

  test('Combine(a, b) makes this box the union and ignores what it held', () => {
    const c = aabb(-100, -100, 100, 100).Combine(aabb(0, 0, 1, 1), aabb(2, -1, 3, 0.5));
    expect([c.lowerBound.x, c.lowerBound.y, c.upperBound.x, c.upperBound.y]).toEqual([0, -1, 3, 1]);
  });

  test('Combine(this, other) reads both before writing', () => {
    const a = aabb(0, 0, 1, 1);
    a.Combine(a, aabb(-1, -1, 0.5, 0.5));
    expect([a.lowerBound.x, a.lowerBound.y, a.upperBound.x, a.upperBound.y]).toEqual([-1, -1, 1, 1]);
  });

  test('signed zeros as C++ b2Min/b2Max: b2Min(-0, +0) = +0 and b2Max(+0, -0) = -0 (Math.min/max would not)', () => {
    // b2Min(a, b) = a < b ? a : b: -0 < +0 is false, so b = +0. b2Max(a, b) = a > b ? a : b: b = -0.
    const c = aabb(-0, -0, 0, 0).Combine(aabb(0, 0, -0, -0));
    expect(Object.is(c.lowerBound.x, 0)).toBe(true);
    expect(Object.is(c.lowerBound.y, 0)).toBe(true);
    expect(Object.is(c.upperBound.x, -0)).toBe(true);
    expect(Object.is(c.upperBound.y, -0)).toBe(true);
  });
});

describe('b2TestOverlap(aabb, aabb)', () => {
  const a = aabb(0, 0, 2, 2);

  test('overlapping boxes and boxes that only touch overlap (C++ tests d > 0 for a gap)', () => {
    expect(b2TestOverlap(a, aabb(1, 1, 3, 3))).toBe(true);
    expect(b2TestOverlap(a, aabb(2, 0, 3, 1))).toBe(true); // d1.x = 2 - 2 = 0
    expect(b2TestOverlap(a, aabb(-1, 2, 0, 3))).toBe(true); // corner to corner
  });

  test('a gap along either axis, on either side, separates them', () => {
    expect(b2TestOverlap(a, aabb(2.5, 0, 3, 1))).toBe(false); // d1.x = 0.5
    expect(b2TestOverlap(a, aabb(0, 2.1, 1, 3))).toBe(false); // d1.y = 0.1
    expect(b2TestOverlap(a, aabb(-3, 0, -0.5, 1))).toBe(false); // d2.x = 0.5
    expect(b2TestOverlap(a, aabb(0, -3, 1, -1e-9))).toBe(false); // d2.y = 1e-9
  });

  test('the same name still takes two shapes (the C++ overload)', () => {
    expect(b2TestOverlap(box(1, 1), 0, box(1, 1), 0, xfSC(0, 0), xfSC(1.5, 0))).toBe(true);
    expect(b2TestOverlap(box(1, 1), 0, box(1, 1), 0, xfSC(0, 0), xfSC(3, 0))).toBe(false);
  });
});

describe('b2AABB.RayCast', () => {
  const b = aabb(-1, -1, 1, 1);

  test('from the left: t = (-1 - (-2)) / 4 = 0.25, normal (-1, 0)', () => {
    const out = untouched();
    expect(b.RayCast(out, ray(-2, 0.5, 2, 0.5))).toBe(true);
    expect(out.fraction).toBe(0.25);
    expect(out.normal).toEqual(new b2Vec2(-1, 0));
  });

  test('from above: t1 = (-1 - 3) / -4 = 1, t2 = (1 - 3) / -4 = 0.5, swapped: fraction 0.5, normal (0, +1)', () => {
    const out = untouched();
    expect(b.RayCast(out, ray(0.5, 3, 0.5, -1))).toBe(true);
    expect(out.fraction).toBe(0.5);
    expect(out.normal).toEqual(new b2Vec2(0, 1));
  });

  test('through the corner both axes give t = 0.5; the x face stays (tmin moves only when t1 > tmin)', () => {
    const out = untouched();
    expect(b.RayCast(out, ray(-2, -2, 0, 0))).toBe(true);
    expect(out.fraction).toBe(0.5);
    expect(out.normal).toEqual(new b2Vec2(-1, 0));
  });

  test('maxFraction: a hit at 0.25 needs maxFraction >= 0.25 (C++ tests maxFraction < tmin)', () => {
    expect(b.RayCast(untouched(), ray(-2, 0.5, 2, 0.5, 0.25))).toBe(true);
    const out = untouched();
    expect(b.RayCast(out, ray(-2, 0.5, 2, 0.5, 0.2))).toBe(false);
    expect(out.fraction).toBe(-7);
  });

  test('misses: starting inside (tmin < 0), parallel outside the slab, passing beside the box', () => {
    expect(b.RayCast(untouched(), ray(0, 0, 3, 0))).toBe(false);
    expect(b.RayCast(untouched(), ray(-2, 2, 2, 2))).toBe(false); // |d.y| = 0 < b2_epsilon, p.y = 2 > 1
    expect(b.RayCast(untouched(), ray(-3, 0, 0, 3))).toBe(false); // x enters at 2/3, y exits at 1/3
  });

  test('a zero-length ray hits nothing, inside or outside: both axes are parallel, tmin stays -FLT_MAX', () => {
    for (const [x, y] of [[0, 0], [5, 5], [1, 0]]) {
      const out = untouched();
      expect(b.RayCast(out, ray(x, y, x, y))).toBe(false);
      expect(out.fraction).toBe(-7);
    }
  });

  test('bad rays throw and write nothing: non-finite points, maxFraction outside [0, 1]', () => {
    const out = untouched();
    expect(() => b.RayCast(out, ray(Number.NaN, 0, 2, 0))).toThrow(/b2AABB.RayCast: input.p1 is not finite \(NaN, 0\)/);
    expect(() => b.RayCast(out, ray(-2, 0, Infinity, 0))).toThrow(/not finite/);
    expect(() => b.RayCast(out, ray(-2, 0, 2, 0, 1.5))).toThrow(/maxFraction must lie in \[0, 1\], got 1.5/);
    expect(() => b.RayCast(out, ray(-2, 0, 2, 0, -0.1))).toThrow(/maxFraction/);
    expect(() => b.RayCast(out, ray(-2, 0, 2, 0, Number.NaN))).toThrow(/maxFraction/);
    expect(out.fraction).toBe(-7);
    expect(out.normal).toEqual(new b2Vec2(-7, -7));
  });
});
