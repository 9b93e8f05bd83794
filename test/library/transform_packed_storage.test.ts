// src/README.md rule 11: a b2Transform keeps its four numbers in m_packed ([p.x, p.y, q.s, q.c]),
// which the colliders, GJK and b2WorldManifold read, and its p and q are views of that array. These
// tests pin what that must not break: p and q still behave as a b2Vec2 and a b2Rot, every write
// through them is what the readers see (no second copy to go stale), they cannot be replaced, and
// a {p, q} object without m_packed (a plain object, another engine's transform) still collides
// exactly as a b2Transform with the same numbers does.
import { inspect } from 'node:util';
import {
  b2CircleShape,
  b2CollideCircles,
  b2CollideEdgeAndCircle,
  b2CollideEdgeAndPolygon,
  b2CollidePolygonAndCircle,
  b2CollidePolygons,
  b2Distance,
  b2DistanceInput,
  b2DistanceOutput,
  b2EdgeShape,
  b2FindIncidentEdge,
  b2FindMaxSeparation,
  b2Manifold,
  b2Mul_X_X,
  b2PolygonShape,
  b2Rot,
  b2RotView,
  b2SimplexCache,
  b2TestOverlap,
  b2Transform,
  b2Vec2,
  b2Vec2View,
  b2WorldManifold,
  b2ClipVertex,
} from 'b2collide';
import * as f32 from 'b2collide/f32';
import { box, manifoldNumbers, xfSC } from '../support/helpers';

describe('b2Transform: p and q are views of m_packed', () => {
  test('a new transform is the identity, [0, 0, 0, 1]', () => {
    const xf = new b2Transform();
    expect(xf.m_packed).toEqual([0, 0, 0, 1]);
    expect([xf.p.x, xf.p.y, xf.q.s, xf.q.c]).toEqual([0, 0, 0, 1]);
  });

  test('p is a b2Vec2 and q a b2Rot, with their methods, over m_packed', () => {
    const xf = new b2Transform();
    expect(xf.p).toBeInstanceOf(b2Vec2);
    expect(xf.p).toBeInstanceOf(b2Vec2View);
    expect(xf.q).toBeInstanceOf(b2Rot);
    expect(xf.q).toBeInstanceOf(b2RotView);
    xf.p.Set(3, 4);
    expect(xf.p.Length()).toBe(5); // 3-4-5 triangle
    xf.q.Set(0.5);
    expect(xf.m_packed).toEqual([3, 4, Math.sin(0.5), Math.cos(0.5)]);
    expect(xf.q.GetAngle()).toBe(Math.atan2(Math.sin(0.5), Math.cos(0.5)));
  });

  test('every write path lands in m_packed, and m_packed is what p and q read', () => {
    const xf = new b2Transform().SetPositionSinCos(1, 2, 0.6, 0.8);
    expect(xf.m_packed).toEqual([1, 2, 0.6, 0.8]);
    xf.p.x = -7;
    xf.q.c = 0.5;
    expect(xf.m_packed).toEqual([-7, 2, 0.6, 0.5]);
    xf.m_packed[1] = 9;
    xf.m_packed[2] = -0.25;
    expect([xf.p.y, xf.q.s]).toEqual([9, -0.25]);
    xf.SetIdentity();
    expect(xf.m_packed).toEqual([0, 0, 0, 1]);
    xf.Copy(xfSC(5, 6, 0.6, 0.8));
    expect(xf.m_packed).toEqual([5, 6, 0.6, 0.8]);
  });

  test('b2Mul_X_X writes its result through the out transform\'s views', () => {
    // A = (p (1, 2), q (0.6, 0.8)), B = (p (1, 0), identity rotation), by hand:
    // q = A.q·B.q = A.q; p = A.q·(1, 0) + A.p = (0.8, 0.6) + (1, 2) = (1.8, 2.6).
    const out = new b2Transform();
    b2Mul_X_X(xfSC(1, 2, 0.6, 0.8), xfSC(1, 0), out);
    expect(out.m_packed).toEqual([1.8, 2.6, 0.6, 0.8]);
  });

  test('p and q cannot be replaced (m_packed would be left behind)', () => {
    const xf = xfSC(1, 2);
    const p = xf.p;
    expect(() => {
      (xf as { p: unknown }).p = new b2Vec2(8, 8);
    }).toThrow(TypeError);
    expect(() => {
      (xf as { q: unknown }).q = new b2Rot(1, 0);
    }).toThrow(TypeError);
    expect(xf.p).toBe(p);
    expect(xf.m_packed).toEqual([1, 2, 0, 1]);
  });

  test('generic code sees { p: { x, y }, q: { s, c } }', () => {
    const xf = xfSC(1, 2, 0.6, 0.8);
    expect({ ...xf.p }).toEqual({ x: 1, y: 2 });
    expect({ ...xf.q }).toEqual({ s: 0.6, c: 0.8 });
    expect(JSON.parse(JSON.stringify(xf))).toEqual({ m_packed: [1, 2, 0.6, 0.8], p: { x: 1, y: 2 }, q: { s: 0.6, c: 0.8 } });
    const cloned = structuredClone(xf) as unknown as { p: unknown; q: unknown };
    expect(cloned.p).toEqual({ x: 1, y: 2 });
    expect(cloned.q).toEqual({ s: 0.6, c: 0.8 });
    expect(inspect(xf.q)).toBe('b2RotView { s: 0.6, c: 0.8 }');
  });

  test('float32 build: a number written through p or q is rounded, as a C++ float field is', () => {
    const xf = new f32.b2Transform();
    xf.p.x = 0.1;
    xf.q.s = 0.3;
    expect(xf.m_packed[0]).toBe(Math.fround(0.1));
    expect(xf.m_packed[2]).toBe(Math.fround(0.3));
  });
});

/** A {p, q} object with xf's numbers and no m_packed, typed as what the functions take. */
function plain(xf: b2Transform): b2Transform {
  return { p: { x: xf.p.x, y: xf.p.y }, q: { s: xf.q.s, c: xf.q.c } } as unknown as b2Transform;
}

describe('a {p, q} without m_packed gives what a b2Transform with its numbers gives', () => {
  // Expected values: the same function on b2Transforms with the same numbers (the readers take
  // their numbers from m_packed there and from p and q here).
  const xfA = xfSC(0.25, -0.5, 0.6, 0.8);
  const xfB = xfSC(0.6, 0.1, -0.28, 0.96);
  const square = box(0.5, 0.5);
  const boxB = box(0.75, 0.25);
  const circle = new b2CircleShape(0.5);
  circle.m_p.Set(0.1, -0.05);
  const edge = new b2EdgeShape().SetTwoSided({ x: -2, y: 0.3 }, { x: 2, y: 0.5 });

  const colliders: [string, (m: b2Manifold, a: b2Transform, b: b2Transform) => void][] = [
    ['b2CollidePolygons', (m, a, b) => b2CollidePolygons(m, square, a, boxB, b)],
    ['b2CollideCircles', (m, a, b) => b2CollideCircles(m, circle, a, circle, b)],
    ['b2CollidePolygonAndCircle', (m, a, b) => b2CollidePolygonAndCircle(m, square, a, circle, b)],
    ['b2CollideEdgeAndCircle', (m, a, b) => b2CollideEdgeAndCircle(m, edge, a, circle, b)],
    ['b2CollideEdgeAndPolygon', (m, a, b) => b2CollideEdgeAndPolygon(m, edge, a, boxB, b)],
  ];
  test.each(colliders)('%s', (_, collide) => {
    const expected = new b2Manifold();
    collide(expected, xfA, xfB);
    expect(expected.pointCount).toBeGreaterThan(0); // the pairs touch, so every number is exercised
    const actual = new b2Manifold();
    collide(actual, plain(xfA), plain(xfB));
    expect(manifoldNumbers(actual)).toEqual(manifoldNumbers(expected));

    const expectedWorld = new b2WorldManifold();
    expectedWorld.Initialize(expected, xfA, 0.5, xfB, 0.25);
    const actualWorld = new b2WorldManifold();
    actualWorld.Initialize(expected, plain(xfA), 0.5, plain(xfB), 0.25);
    expect(actualWorld).toEqual(expectedWorld);
  });

  test('b2FindMaxSeparation and b2FindIncidentEdge', () => {
    const edgeIndex = [0];
    const expected = b2FindMaxSeparation(edgeIndex, square, xfA, boxB, xfB);
    const expectedEdge = edgeIndex[0];
    expect(b2FindMaxSeparation(edgeIndex, square, plain(xfA), boxB, plain(xfB))).toBe(expected);
    expect(edgeIndex[0]).toBe(expectedEdge);
    const c = [new b2ClipVertex(), new b2ClipVertex()];
    const d = [new b2ClipVertex(), new b2ClipVertex()];
    b2FindIncidentEdge(c, square, xfA, expectedEdge, boxB, xfB);
    b2FindIncidentEdge(d, square, plain(xfA), expectedEdge, boxB, plain(xfB));
    expect(d).toEqual(c);
  });

  test('b2Distance and b2TestOverlap', () => {
    const run = (a: b2Transform, b: b2Transform): b2DistanceOutput => {
      const input = new b2DistanceInput();
      input.proxyA.Set(square, 0);
      input.proxyB.Set(new b2PolygonShape().SetAsBox(0.5, 0.5, { x: 3, y: 0 }, 0), 0);
      Object.assign(input, { transformA: a, transformB: b, useRadii: true });
      const output = new b2DistanceOutput();
      b2Distance(output, new b2SimplexCache(), input);
      return output;
    };
    const expected = run(xfA, xfB);
    expect(expected.distance).toBeGreaterThan(0);
    expect(run(plain(xfA), plain(xfB))).toEqual(expected);
    expect(b2TestOverlap(square, 0, boxB, 0, plain(xfA), plain(xfB))).toBe(b2TestOverlap(square, 0, boxB, 0, xfA, xfB));
  });

  test('a non-number in a plain transform is named as in a b2Transform', () => {
    const bad = { p: { x: '1', y: 0 }, q: { s: 0, c: 1 } } as unknown as b2Transform;
    expect(() => b2CollidePolygons(new b2Manifold(), square, bad, boxB, xfB)).toThrow("b2CollidePolygons: xfA.p.x expected a number, got string '1'");
    expect(() => b2CollideCircles(new b2Manifold(), circle, xfA, circle, bad)).toThrow("b2CollideCircles: xfB.p.x expected a number, got string '1'");
  });
});
