// The overloaded b2Mul/b2MulT read an operand's kind from its fields (transform: p and q; rotation:
// s and c; vector: x and y), as C++ overload resolution reads it from the static type; and
// b2Transform.Set takes any { x, y } as the shape setters do. Cross-copy use of the built package is
// in test/package/mul_across_copies.test.ts.
import { b2Mul, b2MulT, b2Rot, b2Transform, b2Vec2 } from 'b2collide';

describe('b2Mul/b2MulT choose the C++ overload from the operands’ fields', () => {
  // A quarter turn (s = 1, c = 0) at p = (1, 2); by hand: q·(3, 4) = (−4, 3), plus p = (−3, 5).
  const plainTransform = { p: { x: 1, y: 2 }, q: { s: 1, c: 0 } };

  test('a plain object shaped like a transform is a transform, one shaped like a rotation a rotation', () => {
    const out = new b2Vec2();
    expect(b2Mul(plainTransform as b2Transform, new b2Vec2(3, 4), out)).toEqual({ x: -3, y: 5 });
    expect(b2Mul(plainTransform.q as b2Rot, new b2Vec2(3, 4), out)).toEqual({ x: -4, y: 3 });
    // qᵀ·((−3, 5) − (1, 2)) = qᵀ·(−4, 3) = (c·−4 + s·3, −s·−4 + c·3) = (3, 4)
    expect(b2MulT(plainTransform as b2Transform, new b2Vec2(-3, 5), out)).toEqual({ x: 3, y: 4 });
  });

  test('an operand with none of the three shapes throws a TypeError naming it, instead of returning NaN', () => {
    const out = new b2Vec2();
    expect(() => b2Mul({ angle: 1 } as unknown as b2Rot, new b2Vec2(), out)).toThrow(/b2Mul: a must be a transform \{p, q\}/);
    expect(() => b2MulT(new b2Rot(), null as unknown as b2Vec2, out)).toThrow(/b2MulT: b must be a transform/);
  });

  test('a pair C++ has no overload for (rotation·transform, vector·vector) throws', () => {
    expect(() => b2Mul(new b2Rot(), new b2Transform() as unknown as b2Rot, new b2Rot())).toThrow(/no overload takes a rotation and a transform/);
    expect(() => b2Mul(new b2Vec2() as unknown as b2Rot, new b2Vec2(), new b2Vec2())).toThrow(/no overload takes a vector and a vector/);
  });
});

describe('b2Transform.Set takes any { x, y }', () => {
  test('a plain object sets the position; the angle sets q = (sin, cos)', () => {
    const xf = new b2Transform().Set({ x: 1.5, y: -2 }, Math.PI / 2);
    expect([xf.p.x, xf.p.y]).toEqual([1.5, -2]);
    expect([xf.q.s, xf.q.c]).toEqual([Math.sin(Math.PI / 2), Math.cos(Math.PI / 2)]);
    expect(xf.p).toBeInstanceOf(b2Vec2);
  });
});
