// b2CollideCircles and b2CollidePolygonAndCircle against hand-computed cases that follow the C++
// v2.4.1 branches, plus b2WorldManifold.Initialize for their manifolds. Expected values are
// derived in the comments.
import {
  b2CircleShape,
  b2CollideCircles,
  b2CollidePolygonAndCircle,
  b2ManifoldType,
  b2PolygonShape,
  b2WorldManifold,
} from 'b2collide';
import { box, dirtyManifold, expectVec, feature, poly, verts, xfSC } from '../support/helpers';

const I = xfSC(0, 0);

describe('b2CollideCircles', () => {
  test('overlapping: one e_circles point holding both local centres, key 0, zero local normal', () => {
    const a = new b2CircleShape(0.5, { x: 0.1, y: 0 });
    const b = new b2CircleShape(0.25, { x: 0, y: -0.2 });
    const m = dirtyManifold();
    // World centres: A (0.1, 0), B (0.3, 0.2) + (0, -0.2) = (0.3, 0); distance 0.2 < 0.75.
    b2CollideCircles(m, a, I, b, xfSC(0.3, 0.2));
    expect(m.pointCount).toBe(1);
    expect(m.type).toBe(b2ManifoldType.e_circles);
    expectVec(m.localPoint, 0.1, 0);
    expectVec(m.localNormal, 0, 0);
    expectVec(m.points[0].localPoint, 0, -0.2);
    expect(m.points[0].id.key).toBe(0);
  });

  test('touching exactly (distance^2 = radius^2) counts as contact; the next double apart does not', () => {
    const a = new b2CircleShape(0.5);
    const b = new b2CircleShape(0.5);
    const m = dirtyManifold();
    // d = (1, 0): distSqr 1 > 1 is false -> contact.
    b2CollideCircles(m, a, I, b, xfSC(1, 0));
    expect(m.pointCount).toBe(1);
    // d = (1 + 2^-52, 0): distSqr = 1 + 2^-51 (rounded) > 1 -> no contact.
    b2CollideCircles(m, a, I, b, xfSC(1 + 2 ** -52, 0));
    expect(m.pointCount).toBe(0);
  });

  test('separated: pointCount 0 and nothing else written', () => {
    const m = dirtyManifold();
    b2CollideCircles(m, new b2CircleShape(1), I, new b2CircleShape(1), xfSC(3, 4)); // distance 5 > 2
    expect(m.pointCount).toBe(0);
    expect(m.localPoint.x).toBe(-7);
  });

  test('rotated transforms: the manifold stays in local coordinates', () => {
    // A rotated 90 degrees (s 1, c 0) at (1, 1): local (0.5, 0) -> world (1, 1.5).
    // B at (1, 2): world centre (1, 2); distance 0.5 < 0.3 + 0.3.
    const a = new b2CircleShape(0.3, { x: 0.5, y: 0 });
    const b = new b2CircleShape(0.3);
    const m = dirtyManifold();
    b2CollideCircles(m, a, xfSC(1, 1, 1, 0), b, xfSC(1, 2));
    expect(m.pointCount).toBe(1);
    expectVec(m.localPoint, 0.5, 0);
    // If A's rotation were ignored, its centre would be (1.5, 1), 1.118 from B: no contact.
  });
});

describe('b2WorldManifold.Initialize for e_circles (C++ b2_collision.cpp)', () => {
  test('normal from A to B, point midway between the surfaces, separation = distance - rA - rB', () => {
    const a = new b2CircleShape(0.5);
    const b = new b2CircleShape(0.25);
    const xfB = xfSC(0.3, 0.4);
    const m = dirtyManifold();
    b2CollideCircles(m, a, I, b, xfB);
    const wm = new b2WorldManifold();
    wm.Initialize(m, I, a.m_radius, xfB, b.m_radius);
    // n = (0.3, 0.4) / 0.5 = (0.6, 0.8); cA = 0.5 n = (0.3, 0.4); cB = (0.3, 0.4) - 0.25 n = (0.15, 0.2);
    // point = (cA + cB) / 2 = (0.225, 0.3); separation = (cB - cA) . n = -0.09 - 0.16 = -0.25.
    expectVec(wm.normal, 0.6, 0.8);
    expectVec(wm.points[0], 0.225, 0.3);
    expect(wm.separations[0]).toBeCloseTo(-0.25, 12);
  });

  test('concentric circles: C++ keeps the default normal (1, 0)', () => {
    const a = new b2CircleShape(0.5);
    const b = new b2CircleShape(0.25);
    const m = dirtyManifold();
    b2CollideCircles(m, a, I, b, I);
    const wm = new b2WorldManifold();
    wm.Initialize(m, I, 0.5, I, 0.25);
    // cA = (0.5, 0), cB = (-0.25, 0): point (0.125, 0), separation -0.75.
    expectVec(wm.normal, 1, 0);
    expectVec(wm.points[0], 0.125, 0);
    expect(wm.separations[0]).toBeCloseTo(-0.75, 12);
  });
});

// A 2x2 box: vertices (-1,-1) (1,-1) (1,1) (-1,1), normals (0,-1) (1,0) (0,1) (-1,0).
// With a circle of radius 0.5, radius = 0.01 (polygon skin) + 0.5 = 0.51.
describe('b2CollidePolygonAndCircle', () => {
  const square = box(1, 1);
  const circle = new b2CircleShape(0.5);

  test('centre inside: the face of largest separation, local point at its midpoint', () => {
    // c = (0.2, 0.5): face separations -1.5, -0.8, -0.5, -1.2 -> face 2 (top), -0.5 < b2_epsilon.
    const m = dirtyManifold();
    b2CollidePolygonAndCircle(m, square, I, circle, xfSC(0.2, 0.5));
    expect(m.pointCount).toBe(1);
    expect(m.type).toBe(b2ManifoldType.e_faceA);
    expectVec(m.localNormal, 0, 1);
    expectVec(m.localPoint, 0, 1); // 0.5 * ((1,1) + (-1,1))
    expectVec(m.points[0].localPoint, 0, 0);
    expect(m.points[0].id.key).toBe(0);
  });

  test('centre outside, over a face: the face normal, local point at the face centre', () => {
    // c = (0.2, 1.3): top face s = 0.3 <= 0.51; u1 = (-0.8,0.3).(-2,0) = 1.6 > 0, u2 = (1.2,0.3).(2,0) = 2.4 > 0
    // -> face region; s at the face centre (0,1) = 0.3 <= 0.51.
    const m = dirtyManifold();
    b2CollidePolygonAndCircle(m, square, I, circle, xfSC(0.2, 1.3));
    expect(m.pointCount).toBe(1);
    expect(m.type).toBe(b2ManifoldType.e_faceA);
    expectVec(m.localNormal, 0, 1);
    expectVec(m.localPoint, 0, 1);
    const wm = new b2WorldManifold();
    wm.Initialize(m, I, square.m_radius, xfSC(0.2, 1.3), 0.5);
    // Gap between the skinned face (y = 1.01) and the circle's bottom (y = 0.8): 0.3 - 0.51 = -0.21.
    expect(wm.separations[0]).toBeCloseTo(-0.21, 12);
    expectVec(wm.normal, 0, 1);
  });

  test('over a face but farther than the radius: the early out in the face loop', () => {
    // c = (0.2, 1.6): top face s = 0.6 > 0.51.
    const m = dirtyManifold();
    b2CollidePolygonAndCircle(m, square, I, circle, xfSC(0.2, 1.6));
    expect(m.pointCount).toBe(0);
    expect(m.localNormal.x).toBe(-7);
  });

  test('vertex region of the face\'s first vertex (u1 <= 0): normal from that vertex to the centre', () => {
    // c = (1.2, 1.3): right face s = 0.2, top face s = 0.3 -> face 2, v1 = (1,1), v2 = (-1,1).
    // u1 = (0.2,0.3).(-2,0) = -0.4 <= 0; dist^2 = 0.04 + 0.09 = 0.13 <= 0.2601.
    const m = dirtyManifold();
    b2CollidePolygonAndCircle(m, square, I, circle, xfSC(1.2, 1.3));
    expect(m.pointCount).toBe(1);
    expect(m.type).toBe(b2ManifoldType.e_faceA);
    const len = Math.sqrt(0.13);
    expectVec(m.localNormal, 0.2 / len, 0.3 / len);
    expectVec(m.localPoint, 1, 1);
    expect(m.points[0].id.key).toBe(0);
  });

  test('vertex region of the face\'s second vertex (u2 <= 0)', () => {
    // c = (1.3, 1.2): right face s = 0.3, top s = 0.2 -> face 1, v1 = (1,-1), v2 = (1,1).
    // u1 = (0.3,2.2).(0,2) = 4.4 > 0; u2 = (0.3,0.2).(0,-2) = -0.4 <= 0; dist^2 = 0.13.
    const m = dirtyManifold();
    b2CollidePolygonAndCircle(m, square, I, circle, xfSC(1.3, 1.2));
    expect(m.pointCount).toBe(1);
    const len = Math.sqrt(0.13);
    expectVec(m.localNormal, 0.3 / len, 0.2 / len);
    expectVec(m.localPoint, 1, 1);
  });

  test('vertex regions at the other corners pick the right vertex', () => {
    // c = (-1.2, -1.3): bottom face s = 0.3 (largest), v1 = (-1,-1), v2 = (1,-1);
    // u1 = (-0.2,-0.3).(2,0) = -0.4 <= 0 -> vertex (-1,-1), normal (-0.2,-0.3)/sqrt(0.13).
    const m = dirtyManifold();
    b2CollidePolygonAndCircle(m, square, I, circle, xfSC(-1.2, -1.3));
    const len = Math.sqrt(0.13);
    expectVec(m.localPoint, -1, -1);
    expectVec(m.localNormal, -0.2 / len, -0.3 / len);
  });

  test('in a vertex region but farther than the radius from the corner: no contact', () => {
    // c = (1.4, 1.45): face separations 0.4 and 0.45 both pass the loop (<= 0.51), but the
    // corner is sqrt(0.16 + 0.2025) = 0.602 away > 0.51.
    const m = dirtyManifold();
    b2CollidePolygonAndCircle(m, square, I, circle, xfSC(1.4, 1.45));
    expect(m.pointCount).toBe(0);
  });

  test('transforms: circle centre offset in B and polygon rotated in A', () => {
    // A at (5, 0) rotated 90 degrees (s 1, c 0). B at (3.6, 0.2) with m_p = (0.1, 0): world (3.7, 0.2).
    // cLocal = R^T((3.7,0.2) - (5,0)) = (c*-1.3 + s*0.2, -s*-1.3 + c*0.2) = (0.2, 1.3): the face case above.
    const c = new b2CircleShape(0.5, { x: 0.1, y: 0 });
    const xfA = xfSC(5, 0, 1, 0);
    const xfB = xfSC(3.6, 0.2);
    const m = dirtyManifold();
    b2CollidePolygonAndCircle(m, square, xfA, c, xfB);
    expect(m.pointCount).toBe(1);
    expectVec(m.localNormal, 0, 1);
    expectVec(m.localPoint, 0, 1);
    expectVec(m.points[0].localPoint, 0.1, 0);
    const wm = new b2WorldManifold();
    wm.Initialize(m, xfA, square.m_radius, xfB, c.m_radius);
    // World normal R(0,1) = (-1, 0): from the polygon (x = 5) toward the circle (x = 3.7).
    expectVec(wm.normal, -1, 0);
    expect(wm.separations[0]).toBeCloseTo(-0.21, 12);
  });

  test('a triangle: the first face on ties (strict >) decides', () => {
    // Triangle (0,0) (2,0) (0,2) via Set: gift wrapping starts at (2,0), so the faces are
    // 0 (2,0)->(0,2) normal (r, r), 1 (0,2)->(0,0) normal (-1, 0), 2 (0,0)->(2,0) normal (0, -1).
    // Centre c = (0.25, 0.25): face 0 gives r (0.25 - 2 + 0.25) = -1.5 r ~ -1.06; faces 1 and 2
    // both give exactly -0.25. Strict > keeps face 1 (left): normal (-1, 0), localPoint the
    // midpoint of (0,2) and (0,0), (0, 1). A >= would move on to face 2 and give (0, -1).
    const tri = poly([
      [0, 0],
      [2, 0],
      [0, 2],
    ]);
    expect(verts(tri)).toEqual([
      [2, 0],
      [0, 2],
      [0, 0],
    ]);
    const m = dirtyManifold();
    b2CollidePolygonAndCircle(m, tri, I, circle, xfSC(0.25, 0.25));
    // Whichever of the two faces comes first in the hull order wins the tie.
    const bottom = tri.m_normals.slice(0, 3).findIndex((n) => n.x === 0 && n.y === -1);
    const left = tri.m_normals.slice(0, 3).findIndex((n) => n.x === -1 && n.y === 0);
    const first = tri.m_normals[Math.min(bottom, left)];
    expectVec(m.localNormal, first.x, first.y);
    expectVec(m.localNormal, -1, 0);
    expectVec(m.localPoint, 0, 1);
    expect(feature(m, 0)).toEqual({ indexA: 0, indexB: 0, typeA: 0, typeB: 0 });
  });
});

describe('bad input', () => {
  const square = box(1, 1);

  test('a non-finite transform throws, naming the function', () => {
    const c = new b2CircleShape(1);
    const m = dirtyManifold();
    expect(() => b2CollideCircles(m, c, xfSC(Number.NaN, 0), c, I)).toThrow(/^b2CollideCircles: a transform is not finite \(xfA p=\(NaN, 0\)/);
    expect(() => b2CollidePolygonAndCircle(m, square, I, c, xfSC(0, 0, Number.POSITIVE_INFINITY, 1))).toThrow(
      'b2CollidePolygonAndCircle: a transform is not finite',
    );
    expect(m.pointCount).toBe(2); // untouched
  });

  test('a default circle (C++ radius 0) is rejected with a hint', () => {
    const m = dirtyManifold();
    expect(() => b2CollideCircles(m, new b2CircleShape(), I, new b2CircleShape(1), I)).toThrow(
      'b2CollideCircles: the circle needs a positive, finite radius and a finite centre, got radius 0 and centre (0, 0); set them with new b2CircleShape(radius, center) or Set(center, radius)',
    );
  });

  test('fields assigned directly are checked at collide time: negative or NaN radius, non-finite centre', () => {
    const m = dirtyManifold();
    const c = new b2CircleShape(1);
    c.m_radius = -1;
    expect(() => b2CollidePolygonAndCircle(m, square, I, c, I)).toThrow('got radius -1');
    c.m_radius = Number.NaN;
    expect(() => b2CollideCircles(m, new b2CircleShape(1), I, c, I)).toThrow('got radius NaN');
    c.m_radius = 1;
    c.m_p.x = Number.POSITIVE_INFINITY;
    expect(() => b2CollideCircles(m, c, I, new b2CircleShape(1), I)).toThrow('centre (Infinity, 0)');
  });

  // Both colliders test finiteness on the transformed centres instead of on each input number;
  // this checks that claim exhaustively: each of the twelve transform and centre numbers, set to
  // NaN, +Inf or -Inf, with the centres at the origin (where Inf * 0 makes NaN) or off it, must
  // throw before the manifold is touched.
  test.each([
    ['at the origin', 0],
    ['off the origin', 0.25],
  ])('every non-finite transform or centre number throws, centres %s', (_, offset) => {
    const fields = ['A.p.x', 'A.p.y', 'A.q.s', 'A.q.c', 'B.p.x', 'B.p.y', 'B.q.s', 'B.q.c', 'cA.x', 'cA.y', 'cB.x', 'cB.y'];
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      for (const field of fields) {
        const xfA = xfSC(0, 0);
        const xfB = xfSC(0.5, 0);
        const circleA = new b2CircleShape(1, { x: offset, y: -offset });
        const circleB = new b2CircleShape(1, { x: -offset, y: offset });
        const target: Record<string, { x: number; y: number } | { s: number; c: number }> = {
          'A.p': xfA.p, 'A.q': xfA.q, 'B.p': xfB.p, 'B.q': xfB.q, cA: circleA.m_p, cB: circleB.m_p,
        };
        const [owner, key] = [field.slice(0, field.lastIndexOf('.')), field.slice(field.lastIndexOf('.') + 1)];
        (target[owner] as Record<string, number>)[key] = bad;
        const m = dirtyManifold();
        expect(() => b2CollideCircles(m, circleA, xfA, circleB, xfB)).toThrow(/^b2CollideCircles: /);
        if (!owner.startsWith('cA')) {
          expect(() => b2CollidePolygonAndCircle(m, square, xfA, circleB, xfB)).toThrow(/^b2CollidePolygonAndCircle: /);
        }
        expect(m.pointCount).toBe(2); // untouched
      }
    }
  });

  test('finite inputs whose distance overflows are not rejected: no contact, as in C++', () => {
    // Centres 3e38 apart (within ±b2_maxFloat, the supported range): distSqr = 9e76 is finite
    // here, so use 2e38 on both axes of both circles, 4e38 apart: the float64 distSqr 3.2e77 is
    // finite too. The overflow needs more: centres 3e38 and -3e38 in x and y give dx = 6e38 in
    // float64, still finite; so the folded test passes and Infinity never appears in float64
    // within the range. What this test keeps: inputs at the range's edge give no contact.
    const m = dirtyManifold();
    b2CollideCircles(m, new b2CircleShape(1), xfSC(-3e38, -3e38), new b2CircleShape(1), xfSC(3e38, 3e38));
    expect(m.pointCount).toBe(0);
    b2CollidePolygonAndCircle(m, square, I, new b2CircleShape(1), xfSC(3e38, 3e38));
    expect(m.pointCount).toBe(0);
  });

  test('a transform beyond ±b2_maxFloat (the supported range) is rejected by name', () => {
    // 1e200 apart: distSqr = 1e400 overflows, the folded test fails and the check names the number.
    expect(() => b2CollideCircles(dirtyManifold(), new b2CircleShape(1), I, new b2CircleShape(1), xfSC(1e200, 0))).toThrow(
      'b2CollideCircles: xfB.p.x 1e+200 is beyond ±b2_maxFloat (3.4e38), the supported range',
    );
  });

  test('an unbuilt polygon is rejected', () => {
    expect(() => b2CollidePolygonAndCircle(dirtyManifold(), new b2PolygonShape(), I, new b2CircleShape(1), I)).toThrow(
      'b2CollidePolygonAndCircle: the polygon has 0 vertices; build it with Set or SetAsBox first',
    );
  });
});
