// b2WorldManifold.Initialize (C++ b2_collision.cpp) on manifolds written by hand, with different
// radii on the two sides so that radiusA and radiusB cannot be confused.
//   e_faceA: n = qA localNormal, plane = xfA localPoint, clip = xfB points[i].localPoint,
//            cA = clip + (rA - dot(clip - plane, n)) n, cB = clip - rB n,
//            point = (cA + cB)/2, separation = dot(cB - cA, n).
//   e_faceB: the same with A and B exchanged, separation = dot(cA - cB, n), and normal = -n.
import { b2Manifold, b2ManifoldType, b2WorldManifold } from 'b2collide';
import { expectVec, xfSC } from '../support/helpers';

const rA = 0.01;
const rB = 0.03;

/** A manifold written by hand: type, localNormal, localPoint and the points' localPoints. */
function manifold(type: b2ManifoldType, normal: [number, number], point: [number, number], points: [number, number][]): b2Manifold {
  const m = new b2Manifold();
  m.type = type;
  m.pointCount = points.length;
  m.localNormal.Set(...normal);
  m.localPoint.Set(...point);
  points.forEach(([x, y], i) => m.points[i].localPoint.Set(x, y));
  return m;
}

describe('b2WorldManifold.Initialize', () => {
  test('e_faceA: A turned 90 degrees', () => {
    // xfA = (p (1, 2), q (s 1, c 0)): n = q (0, 1) = (-1, 0); plane = q (0, 0.5) + p = (-0.5, 0) +
    // (1, 2) = (0.5, 2). xfB = (p (-1, 0), identity).
    // Point 0: localPoint (1.3, 1) -> clip (0.3, 1); dot(clip - plane, n) = dot((-0.2, -1), (-1, 0))
    //   = 0.2. cA = clip + (0.01 - 0.2) n = (0.3 + 0.19, 1) = (0.49, 1); cB = clip - 0.03 n =
    //   (0.33, 1). point (0.41, 1); separation dot((-0.16, 0), (-1, 0)) = 0.16 = 0.2 - 0.04.
    // Point 1: localPoint (1, 3.5) -> clip (0, 3.5); dot((-0.5, 1.5), n) = 0.5. cA = (0.49, 3.5),
    //   cB = (0.03, 3.5); point (0.26, 3.5); separation 0.5 - 0.04 = 0.46.
    const m = manifold(b2ManifoldType.e_faceA, [0, 1], [0, 0.5], [
      [1.3, 1],
      [1, 3.5],
    ]);
    const wm = new b2WorldManifold();
    wm.Initialize(m, xfSC(1, 2, 1, 0), rA, xfSC(-1, 0), rB);
    expectVec(wm.normal, -1, 0, 15);
    expectVec(wm.points[0], 0.41, 1, 14);
    expectVec(wm.points[1], 0.26, 3.5, 14);
    expect(wm.separations[0]).toBeCloseTo(0.16, 14);
    expect(wm.separations[1]).toBeCloseTo(0.46, 14);
  });

  test('e_faceB: B turned by (0.6, 0.8); the normal is flipped to point from A to B', () => {
    // xfB = (p 0, q (0.6, 0.8)): n = q (0, 1) = (-0.6, 0.8); plane = q (0, 1) = (-0.6, 0.8).
    // xfA = (p (2, 3), identity). Point 0: localPoint (-2.6, -1.2) -> clip (-0.6, 1.8);
    // dot(clip - plane, n) = dot((0, 1), (-0.6, 0.8)) = 0.8.
    // cB = clip + (0.03 - 0.8) n = (-0.6 + 0.462, 1.8 - 0.616) = (-0.138, 1.184);
    // cA = clip - 0.01 n = (-0.594, 1.792). point (-0.366, 1.488);
    // separation = dot(cA - cB, n) = dot((-0.456, 0.608), (-0.6, 0.8)) = 0.2736 + 0.4864 = 0.76
    // (= 0.8 - 0.04). normal = -n = (0.6, -0.8).
    const m = manifold(b2ManifoldType.e_faceB, [0, 1], [0, 1], [[-2.6, -1.2]]);
    const wm = new b2WorldManifold();
    wm.separations[1] = 42;
    wm.points[1].Set(42, 42);
    wm.Initialize(m, xfSC(2, 3), rA, xfSC(0, 0, 0.6, 0.8), rB);
    expectVec(wm.normal, 0.6, -0.8, 15);
    expectVec(wm.points[0], -0.366, 1.488, 14);
    expect(wm.separations[0]).toBeCloseTo(0.76, 14);
    // Only pointCount slots are written.
    expect(wm.separations[1]).toBe(42);
    expect([wm.points[1].x, wm.points[1].y]).toEqual([42, 42]);
  });

  test('e_circles: centres 5 apart, radii 1 and 2', () => {
    // pointA = (0,0), pointB = (3,4): normal (0.6, 0.8); cA = (0.6, 0.8), cB = (3,4) - 2 n =
    // (1.8, 2.4); point (1.2, 1.6); separation dot(cB - cA, n) = 0.72 + 1.28 = 2 (= 5 - 3).
    const m = manifold(b2ManifoldType.e_circles, [0, 0], [0, 0], [[0, 0]]);
    const wm = new b2WorldManifold();
    wm.Initialize(m, xfSC(0, 0), 1, xfSC(3, 4), 2);
    expectVec(wm.normal, 0.6, 0.8, 15);
    expectVec(wm.points[0], 1.2, 1.6, 14);
    expect(wm.separations[0]).toBeCloseTo(2, 14);
  });

  test('e_circles: coincident centres keep the default normal (1, 0)', () => {
    const m = manifold(b2ManifoldType.e_circles, [0, 0], [0, 0], [[0, 0]]);
    const wm = new b2WorldManifold();
    wm.normal.Set(5, 5);
    wm.Initialize(m, xfSC(1, 1), 0.5, xfSC(1, 1), 0.5);
    expectVec(wm.normal, 1, 0, 15);
    // cA = (1.5, 1), cB = (0.5, 1): point (1, 1), separation -1.
    expectVec(wm.points[0], 1, 1, 15);
    expect(wm.separations[0]).toBe(-1);
  });

  test('pointCount 0 leaves every field untouched (C++ returns first)', () => {
    const m = manifold(b2ManifoldType.e_faceA, [0, 1], [0, 0], []);
    const wm = new b2WorldManifold();
    wm.normal.Set(7, 8);
    wm.points[0].Set(1, 2);
    wm.points[1].Set(3, 4);
    wm.separations[0] = 5;
    wm.separations[1] = 6;
    wm.Initialize(m, xfSC(0, 0), rA, xfSC(1, 1), rB);
    expect([wm.normal.x, wm.normal.y, wm.points[0].x, wm.points[0].y, wm.points[1].x, wm.points[1].y]).toEqual([7, 8, 1, 2, 3, 4]);
    expect(wm.separations).toEqual([5, 6]);
  });
});
