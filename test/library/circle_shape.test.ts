// b2CircleShape: C++ defaults (radius 0, centre at the origin), the constructor and Set, and the
// errors for radii and centres that would make a collide function return NaN.
import { b2CircleShape, b2Shape, b2ShapeType } from 'b2collide';

describe('b2CircleShape construction', () => {
  test('new b2CircleShape() matches the C++ constructor: type e_circle, radius 0, m_p = (0, 0)', () => {
    const c = new b2CircleShape();
    expect(c).toBeInstanceOf(b2Shape);
    expect(c.m_type).toBe(b2ShapeType.e_circle);
    expect(c.GetType()).toBe(b2ShapeType.e_circle);
    expect(c.m_radius).toBe(0);
    expect([c.m_p.x, c.m_p.y]).toEqual([0, 0]);
  });

  test('has exactly one child', () => {
    expect(new b2CircleShape(1).GetChildCount()).toBe(1);
  });

  test('the constructor takes a radius and an optional centre', () => {
    const a = new b2CircleShape(0.25);
    expect(a.m_radius).toBe(0.25);
    expect([a.m_p.x, a.m_p.y]).toEqual([0, 0]);
    const b = new b2CircleShape(2, { x: 1, y: -3 });
    expect(b.m_radius).toBe(2);
    expect([b.m_p.x, b.m_p.y]).toEqual([1, -3]);
  });

  test('Set(center, radius) writes both fields and returns the shape', () => {
    const c = new b2CircleShape();
    expect(c.Set({ x: -0.5, y: 4 }, 0.75)).toBe(c);
    expect(c.m_radius).toBe(0.75);
    expect([c.m_p.x, c.m_p.y]).toEqual([-0.5, 4]);
  });

  test('Set copies the centre, it does not keep the caller\'s object', () => {
    const center = { x: 1, y: 2 };
    const c = new b2CircleShape().Set(center, 1);
    center.x = 99;
    expect(c.m_p.x).toBe(1);
  });

  test('Clone is a deep copy', () => {
    const c = new b2CircleShape(1.5, { x: 2, y: 3 });
    const d = c.Clone();
    expect(d).not.toBe(c);
    expect(d.m_p).not.toBe(c.m_p);
    expect(d.m_radius).toBe(1.5);
    expect([d.m_p.x, d.m_p.y]).toEqual([2, 3]);
    d.m_p.x = 7;
    expect(c.m_p.x).toBe(2);
  });
});

describe('b2CircleShape bad input', () => {
  test.each([
    [0, 'got 0'],
    [-1, 'got -1'],
    [Number.NaN, 'got NaN'],
    [Number.POSITIVE_INFINITY, 'got Infinity'],
  ])('radius %p is rejected by the constructor and by Set', (radius, detail) => {
    expect(() => new b2CircleShape(radius)).toThrow(/^b2CircleShape: circle radius must be positive and finite/);
    expect(() => new b2CircleShape(radius)).toThrow(detail);
    expect(() => new b2CircleShape().Set({ x: 0, y: 0 }, radius)).toThrow(`circle radius must be positive and finite, ${detail}`);
  });

  test('a non-finite centre is rejected', () => {
    expect(() => new b2CircleShape(1, { x: Number.NaN, y: 0 })).toThrow('b2CircleShape: center is not finite (NaN, 0)');
    expect(() => new b2CircleShape().Set({ x: 0, y: Number.NEGATIVE_INFINITY }, 1)).toThrow('center is not finite (0, -Infinity)');
  });

  test('a failed Set leaves the shape as it was', () => {
    const c = new b2CircleShape(1, { x: 1, y: 1 });
    expect(() => c.Set({ x: 5, y: 5 }, -2)).toThrow();
    expect(() => c.Set({ x: Number.NaN, y: 5 }, 2)).toThrow();
    expect(c.m_radius).toBe(1);
    expect([c.m_p.x, c.m_p.y]).toEqual([1, 1]);
  });

  test('a centre given without a radius is an error, not a radius-0 circle', () => {
    expect(() => new b2CircleShape(undefined, { x: 1, y: 1 })).toThrow('circle radius must be positive and finite, got undefined');
  });
});
