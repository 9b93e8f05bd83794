// b2Sweep (C++ b2_math.h, Box2D v2.4.1): GetTransform interpolates the centre and the angle
// linearly and shifts the origin back by the rotated localCenter; Advance moves the start of the
// sweep to a later alpha; Normalize shifts both angles by a multiple of 2 * b2_pi so a0 is in
// [0, 2 * b2_pi). Every expected value is worked out by hand in the comment above it.
import { b2Sweep, b2Transform, b2_pi } from 'b2collide';

/** localCenter (1, 0), centre from (2, 3) to (4, 7), angle from 0 to pi, alpha0 0. */
function sweep(): b2Sweep {
  const s = new b2Sweep();
  s.localCenter.Set(1, 0);
  s.c0.Set(2, 3);
  s.c.Set(4, 7);
  s.a0 = 0;
  s.a = Math.PI;
  return s;
}

describe('b2Sweep.GetTransform', () => {
  test('beta 0 is the start: origin = c0 - localCenter, no rotation', () => {
    // angle 0: (s, c) = (0, 1); R * localCenter = (1, 0); p = (2, 3) - (1, 0) = (1, 3).
    const xf = sweep().GetTransform(new b2Transform(), 0);
    expect([xf.p.x, xf.p.y, xf.q.s, xf.q.c]).toEqual([1, 3, 0, 1]);
  });

  test('beta 1 is the end: the origin sits on the far side of the centre after half a turn', () => {
    // angle pi: s = sin(Math.PI) = 1.22e-16, c = -1; R * (1, 0) = (c, s) = (-1, 1.22e-16);
    // p = (4 + 1, 7 - 1.22e-16) = (5, 7): 1.22e-16 is below half an ulp of 7 (4.4e-16).
    const xf = sweep().GetTransform(new b2Transform(), 1);
    expect([xf.p.x, xf.p.y, xf.q.c]).toEqual([5, 7, -1]);
    expect(xf.q.s).toBe(Math.sin(Math.PI));
  });

  test('beta 0.5 interpolates centre and angle, then rotates localCenter by the mid angle', () => {
    // centre 0.5 * (2, 3) + 0.5 * (4, 7) = (3, 5); angle pi / 2: s = 1, c = 6.1e-17;
    // R * (1, 0) = (c, s) = (6.1e-17, 1); p = (3 - 6.1e-17, 5 - 1) = (3, 4) (6.1e-17 < half an ulp of 3).
    const xf = sweep().GetTransform(new b2Transform(), 0.5);
    expect([xf.p.x, xf.p.y, xf.q.s]).toEqual([3, 4, 1]);
    expect(xf.q.c).toBe(Math.cos(Math.PI / 2));
  });

  test('returns the transform it wrote and leaves the sweep unchanged', () => {
    const s = sweep();
    const xf = new b2Transform();
    expect(s.GetTransform(xf, 0.25)).toBe(xf);
    expect([s.c0.x, s.c0.y, s.c.x, s.c.y, s.a0, s.a, s.alpha0]).toEqual([2, 3, 4, 7, 0, Math.PI, 0]);
  });
});

describe('b2Sweep.Advance', () => {
  test('moves c0 and a0 to alpha and keeps the end', () => {
    // alpha0 0.5, alpha 0.75: beta = (0.75 - 0.5) / (1 - 0.5) = 0.5;
    // c0 = (2, 3) + 0.5 * ((4, 7) - (2, 3)) = (3, 5); a0 = 0 + 0.5 * (pi - 0) = pi / 2.
    const s = sweep();
    s.alpha0 = 0.5;
    s.Advance(0.75);
    expect([s.c0.x, s.c0.y, s.a0, s.alpha0]).toEqual([3, 5, Math.PI / 2, 0.75]);
    expect([s.c.x, s.c.y, s.a]).toEqual([4, 7, Math.PI]);
  });

  test('the advanced sweep gives the same transform at the same absolute time', () => {
    // Absolute time 0.875 is beta 0.875 of the original sweep and beta (0.875 - 0.75) / 0.25 = 0.5
    // of the one advanced to 0.75: centre (3.75, 6.5) = 0.5 * ((3.5, 6) + (4, 7)) in both.
    const original = sweep();
    const advanced = sweep();
    advanced.Advance(0.75);
    const a = original.GetTransform(new b2Transform(), 0.875);
    const b = advanced.GetTransform(new b2Transform(), 0.5);
    expect(b.p.x).toBeCloseTo(a.p.x, 14);
    expect(b.p.y).toBeCloseTo(a.p.y, 14);
    expect(b.q.s).toBeCloseTo(a.q.s, 14);
  });

  test('throws when alpha0 is 1 (C++ asserts alpha0 < 1: beta would divide by zero)', () => {
    const s = sweep();
    s.alpha0 = 1;
    expect(() => s.Advance(1)).toThrow(/alpha0 is 1; it must be below 1/);
  });
});

describe('b2Sweep.Normalize', () => {
  const twoPi = 2 * b2_pi; // 6.28318530718 with C++'s b2_pi = 3.14159265359

  test('an angle above 2 pi loses one turn, and a loses the same amount', () => {
    // floor(7 / 6.28318530718) = 1: d = 6.28318530718; a0 = 7 - d = 0.71681469282, a = 8 - d.
    const s = sweep();
    s.a0 = 7;
    s.a = 8;
    s.Normalize();
    expect(s.a0).toBe(7 - twoPi);
    expect(s.a).toBe(8 - twoPi);
    expect(s.a0).toBeCloseTo(0.71681469282, 11);
  });

  test('a negative angle gains one turn', () => {
    // floor(-1 / 6.28318530718) = -1: d = -6.28318530718; a0 = -1 + 6.28318530718 = 5.28318530718.
    const s = sweep();
    s.a0 = -1;
    s.a = 2;
    s.Normalize();
    expect(s.a0).toBe(-1 + twoPi);
    expect(s.a).toBe(2 + twoPi);
  });

  test('an angle already in [0, 2 pi) is left alone (d = 0)', () => {
    const s = sweep();
    s.a0 = 1;
    s.a = 12;
    s.Normalize();
    expect([s.a0, s.a]).toEqual([1, 12]);
  });
});
