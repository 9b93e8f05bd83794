// b2_math and b2_settings against hand-computed values. Rotations use (s, c) = (0.6, 0.8) and
// (0.8, 0.6), the 3-4-5 triangle, so every product below is easy to do on paper.
import {
  b2_epsilon,
  b2_linearSlop,
  b2_maxFloat,
  b2_maxManifoldPoints,
  b2_maxPolygonVertices,
  b2_polygonRadius,
  b2Cross_S_V,
  b2Cross_V_S,
  b2Cross_V_V,
  b2Dot,
  b2Mul,
  b2Mul_R_R,
  b2Mul_R_V,
  b2Mul_X_V,
  b2Mul_X_X,
  b2MulT,
  b2MulT_R_R,
  b2MulT_R_V,
  b2MulT_X_V,
  b2MulT_X_X,
  b2Rot,
  b2Transform,
  b2Vec2,
} from 'b2collide';
import { expectVec, xfSC } from '../support/helpers';

describe('settings (C++ b2_common.h / b2_settings.h values)', () => {
  test('constants', () => {
    expect(b2_linearSlop).toBe(0.005);
    expect(b2_polygonRadius).toBe(2 * 0.005);
    expect(b2_maxManifoldPoints).toBe(2);
    expect(b2_maxPolygonVertices).toBe(8);
    // FLT_EPSILON = 2^-23; FLT_MAX = (2 - 2^-23) * 2^127.
    expect(b2_epsilon).toBe(Math.pow(2, -23));
    expect(b2_maxFloat).toBe((2 - Math.pow(2, -23)) * Math.pow(2, 127));
  });
});

describe('products', () => {
  test('b2Dot and the three cross products', () => {
    const a = new b2Vec2(1, 2);
    const b = new b2Vec2(3, 4);
    expect(b2Dot(a, b)).toBe(11); // 1*3 + 2*4
    expect(b2Cross_V_V(a, b)).toBe(-2); // 1*4 - 2*3
    // a x s = (s*a.y, -s*a.x) = (6, -3); s x a = (-s*a.y, s*a.x) = (-6, 3)
    expectVec(b2Cross_V_S(a, 3, new b2Vec2()), 6, -3);
    expectVec(b2Cross_S_V(3, a, new b2Vec2()), -6, 3);
    // out may be the input
    const v = new b2Vec2(1, 2);
    expectVec(b2Cross_V_S(v, 3, v), 6, -3);
  });
});

describe('rotation times vector', () => {
  const q = new b2Rot(0.6, 0.8);
  test('b2Mul_R_V rotates by q: (c x - s y, s x + c y)', () => {
    // (0.8*1 - 0.6*2, 0.6*1 + 0.8*2) = (-0.4, 2.2)
    expectVec(b2Mul_R_V(q, new b2Vec2(1, 2), new b2Vec2()), -0.4, 2.2);
  });
  test('b2MulT_R_V rotates by the inverse: (c x + s y, -s x + c y)', () => {
    // (0.8 + 1.2, -0.6 + 1.6) = (2, 1)
    expectVec(b2MulT_R_V(q, new b2Vec2(1, 2), new b2Vec2()), 2, 1);
  });
  test('out may alias v', () => {
    const v = new b2Vec2(1, 2);
    expect(b2Mul_R_V(q, v, v)).toBe(v);
    expectVec(v, -0.4, 2.2);
    b2MulT_R_V(q, v, v);
    expectVec(v, 1, 2); // the inverse undoes it
  });
});

describe('transform times point', () => {
  const T = xfSC(3, -1, 0.6, 0.8);
  test('b2Mul_X_V = q v + p', () => {
    // q (1, 2) = (-0.4, 2.2); + (3, -1) = (2.6, 1.2)
    expectVec(b2Mul_X_V(T, new b2Vec2(1, 2), new b2Vec2()), 2.6, 1.2);
  });
  test('b2MulT_X_V = q^T (v - p)', () => {
    // v - p = (-2, 3); q^T (-2, 3) = (0.8*-2 + 0.6*3, -0.6*-2 + 0.8*3) = (0.2, 3.6)
    expectVec(b2MulT_X_V(T, new b2Vec2(1, 2), new b2Vec2()), 0.2, 3.6);
  });
  test('out may alias v', () => {
    const v = new b2Vec2(1, 2);
    b2Mul_X_V(T, v, v);
    expectVec(v, 2.6, 1.2);
    b2MulT_X_V(T, v, v);
    expectVec(v, 1, 2);
  });
});

describe('rotation times rotation', () => {
  const q = new b2Rot(0.6, 0.8);
  const r = new b2Rot(0.8, 0.6);
  test('b2Mul_R_R adds the angles: s = qs rc + qc rs, c = qc rc - qs rs', () => {
    // s = 0.36 + 0.64 = 1, c = 0.48 - 0.48 = 0: the two angles sum to 90 degrees
    const out = b2Mul_R_R(q, r, new b2Rot());
    expect(out.s).toBeCloseTo(1, 15);
    expect(out.c).toBeCloseTo(0, 15);
  });
  test('b2MulT_R_R subtracts them: s = qc rs - qs rc, c = qc rc + qs rs', () => {
    // s = 0.64 - 0.36 = 0.28, c = 0.48 + 0.48 = 0.96
    const out = b2MulT_R_R(q, r, new b2Rot());
    expect(out.s).toBeCloseTo(0.28, 15);
    expect(out.c).toBeCloseTo(0.96, 15);
  });
  test('out may alias either input', () => {
    const a = new b2Rot(0.6, 0.8);
    b2Mul_R_R(a, r, a);
    expect([a.s, a.c]).toEqual([expect.closeTo(1, 15), expect.closeTo(0, 15)]);
    const b = new b2Rot(0.8, 0.6);
    b2MulT_R_R(q, b, b);
    expect([b.s, b.c]).toEqual([expect.closeTo(0.28, 15), expect.closeTo(0.96, 15)]);
  });
});

describe('transform composition', () => {
  // A = (p (3, -1), q (0.6, 0.8)), B = (p (1, 2), q (0.8, 0.6))
  const A = xfSC(3, -1, 0.6, 0.8);
  const B = xfSC(1, 2, 0.8, 0.6);

  test('b2Mul_X_X: q = A.q B.q, p = A.q B.p + A.p', () => {
    // q as in b2Mul_R_R above: (1, 0); p = (-0.4, 2.2) + (3, -1) = (2.6, 1.2)
    const C = b2Mul_X_X(A, B, new b2Transform());
    expect([C.q.s, C.q.c]).toEqual([expect.closeTo(1, 15), expect.closeTo(0, 15)]);
    expectVec(C.p, 2.6, 1.2);
  });

  test('b2MulT_X_X: q = A.q^T B.q, p = A.q^T (B.p - A.p)', () => {
    // q = (0.28, 0.96); B.p - A.p = (-2, 3) -> (0.2, 3.6) as in b2MulT_X_V above
    const C = b2MulT_X_X(A, B, new b2Transform());
    expect([C.q.s, C.q.c]).toEqual([expect.closeTo(0.28, 15), expect.closeTo(0.96, 15)]);
    expectVec(C.p, 0.2, 3.6);
  });

  test('A (A^T B) maps points as B does', () => {
    const C = b2Mul_X_X(A, b2MulT_X_X(A, B, new b2Transform()), new b2Transform());
    const v = new b2Vec2(-1.5, 0.25);
    const viaB = b2Mul_X_V(B, v, new b2Vec2());
    const viaC = b2Mul_X_V(C, v, new b2Vec2());
    expectVec(viaC, viaB.x, viaB.y, 14);
  });

  test('out may alias either input', () => {
    const a1 = xfSC(3, -1, 0.6, 0.8);
    b2Mul_X_X(a1, B, a1);
    expect([a1.q.s, a1.q.c, a1.p.x, a1.p.y]).toEqual([1, 0, 2.6, 1.2].map((v) => expect.closeTo(v, 15)));
    const b1 = xfSC(1, 2, 0.8, 0.6);
    b2Mul_X_X(A, b1, b1);
    expect([b1.q.s, b1.q.c, b1.p.x, b1.p.y]).toEqual([1, 0, 2.6, 1.2].map((v) => expect.closeTo(v, 15)));
    const a2 = xfSC(3, -1, 0.6, 0.8);
    b2MulT_X_X(a2, B, a2);
    expect([a2.q.s, a2.q.c, a2.p.x, a2.p.y]).toEqual([0.28, 0.96, 0.2, 3.6].map((v) => expect.closeTo(v, 15)));
    const b2 = xfSC(1, 2, 0.8, 0.6);
    b2MulT_X_X(A, b2, b2);
    expect([b2.q.s, b2.q.c, b2.p.x, b2.p.y]).toEqual([0.28, 0.96, 0.2, 3.6].map((v) => expect.closeTo(v, 15)));
  });
});

describe('overloaded b2Mul / b2MulT pick the product from the argument types', () => {
  const q = new b2Rot(0.6, 0.8);
  const T = xfSC(3, -1, 0.6, 0.8);
  const B = xfSC(1, 2, 0.8, 0.6);
  const v = new b2Vec2(1, 2);
  test('rotation x vector, transform x point, rotation x rotation, transform x transform', () => {
    expectVec(b2Mul(q, v, new b2Vec2()), -0.4, 2.2);
    expectVec(b2MulT(q, v, new b2Vec2()), 2, 1);
    expectVec(b2Mul(T, v, new b2Vec2()), 2.6, 1.2);
    expectVec(b2MulT(T, v, new b2Vec2()), 0.2, 3.6);
    const r = b2Mul(q, B.q, new b2Rot());
    expect([r.s, r.c]).toEqual([expect.closeTo(1, 15), expect.closeTo(0, 15)]);
    const rt = b2MulT(q, B.q, new b2Rot());
    expect([rt.s, rt.c]).toEqual([expect.closeTo(0.28, 15), expect.closeTo(0.96, 15)]);
    const C = b2Mul(T, B, new b2Transform());
    expectVec(C.p, 2.6, 1.2);
    const D = b2MulT(T, B, new b2Transform());
    expectVec(D.p, 0.2, 3.6);
  });
});

describe('b2Vec2.Normalize', () => {
  test('scales to unit length and returns the old length', () => {
    const v = new b2Vec2(3, 4);
    expect(v.Normalize()).toBe(5);
    expectVec(v, 0.6, 0.8, 15);
  });
  test('a vector shorter than b2_epsilon is left unchanged and 0 is returned', () => {
    const v = new b2Vec2(1e-8, -2e-8);
    expect(v.Normalize()).toBe(0);
    expect([v.x, v.y]).toEqual([1e-8, -2e-8]);
    const z = new b2Vec2(0, 0);
    expect(z.Normalize()).toBe(0);
    expect([z.x, z.y]).toEqual([0, 0]);
  });
  test('length exactly b2_epsilon is not below it (C++ uses <), so it is normalised', () => {
    const v = new b2Vec2(b2_epsilon, 0);
    expect(v.Normalize()).toBe(b2_epsilon);
    expect([v.x, v.y]).toEqual([1, 0]);
  });
});

describe('b2Rot and b2Transform', () => {
  test('Set(angle), GetAngle, axes, SetIdentity', () => {
    const q = new b2Rot().Set(Math.PI / 6);
    expect(q.s).toBeCloseTo(0.5, 15);
    expect(q.c).toBeCloseTo(Math.sqrt(3) / 2, 15);
    expect(q.GetAngle()).toBeCloseTo(Math.PI / 6, 15);
    expectVec(q.GetXAxis(new b2Vec2()), Math.sqrt(3) / 2, 0.5, 15); // (c, s)
    expectVec(q.GetYAxis(new b2Vec2()), -0.5, Math.sqrt(3) / 2, 15); // (-s, c)
    q.SetIdentity();
    expect([q.s, q.c]).toEqual([0, 1]);
  });
  test('b2Transform.Set(position, angle) and SetIdentity', () => {
    const xf = new b2Transform().Set(new b2Vec2(1, -2), Math.PI / 2);
    expect([xf.p.x, xf.p.y]).toEqual([1, -2]);
    expect(xf.q.s).toBe(1);
    expect(xf.q.c).toBeCloseTo(0, 15);
    xf.SetIdentity();
    expect([xf.p.x, xf.p.y, xf.q.s, xf.q.c]).toEqual([0, 0, 0, 1]);
  });
});
