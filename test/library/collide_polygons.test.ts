// b2CollidePolygons on cases worked by hand from the C++ v2.4.1 algorithm:
//   separationA = b2FindMaxSeparation(A, B); return if > totalRadius
//   separationB = b2FindMaxSeparation(B, A); return if > totalRadius
//   reference = B if separationB > separationA + k_tol (k_tol = 0.1 * b2_linearSlop = 0.0005), else A
//   incident edge clipped to the reference face's side planes pushed out by totalRadius;
//   a clipped point is kept if dot(normal, p) - frontOffset <= totalRadius.
// Every polygon has m_radius = b2_polygonRadius = 0.01, so totalRadius = 0.02.
// Box vertex order (SetAsBox): 0 (-hx,-hy), 1 (hx,-hy), 2 (hx,hy), 3 (-hx,hy); normal i belongs to
// the edge from vertex i to vertex i + 1 (down, right, up, left).
import {
  b2_linearSlop,
  b2CollidePolygons,
  b2ContactFeatureType,
  b2Manifold,
  b2ManifoldType,
  b2WorldManifold,
} from 'b2collide';
import { box, dirtyManifold, expectVec, feature, maxSeparation as sep, xfSC } from '../support/helpers';

const { e_vertex, e_face } = b2ContactFeatureType;
const k_tol = 0.1 * b2_linearSlop;

describe('separated polygons give no points', () => {
  test("early out on A's axes: gap 1 along A's right normal", () => {
    // A = box(1, 1) at 0, B = box(0.5, 0.5) at (2.5, 0): A's edge 1 gives 2 - 1 = 1 > 0.02.
    const A = box(1, 1);
    const B = box(0.5, 0.5);
    const xfA = xfSC(0, 0);
    const xfB = xfSC(2.5, 0);
    expect(sep(A, xfA, B, xfB)).toEqual({ value: 1, edge: 1 });
    const m = dirtyManifold();
    b2CollidePolygons(m, A, xfA, B, xfB);
    expect(m.pointCount).toBe(0);
  });

  test('a gap just wider than the skin (0.025 > totalRadius 0.02) gives no points', () => {
    const A = box(1, 1);
    const B = box(0.5, 0.5);
    const xfB = xfSC(1.525, 0); // B's left side at x = 1.025
    expect(sep(A, xfSC(0, 0), B, xfB).value).toBeCloseTo(0.025, 14);
    const m = dirtyManifold();
    b2CollidePolygons(m, A, xfSC(0, 0), B, xfB);
    expect(m.pointCount).toBe(0);
  });

  test("passes A's axes but early-outs on B's: a diamond off A's corner", () => {
    // A = box(1, 1) at 0. B = box(1, 1) turned 45 degrees (s = c = r = sqrt(.5)) at (2.2, 2.2);
    // its corners are the centre plus (0, -sqrt2), (sqrt2, 0), (0, sqrt2), (-sqrt2, 0).
    // A's axes: edge 1 gives (2.2 - sqrt2) - 1 = 1.2 - sqrt2 ~ -0.214 (edge 2 the same by
    // symmetry): they overlap on every axis of A, so the first early out does not fire.
    // B's edge 3 has normal q (-1, 0) = (-r, -r), its face 1 from B's centre. A's nearest vertex
    // (1, 1) is d = (-1.2, -1.2) from the centre: dot((-r, -r), d) - 1 = 2.4 r - 1 = 1.2 sqrt2 - 1
    // ~ 0.697 > 0.02, so the second early out fires.
    const A = box(1, 1);
    const B = box(1, 1);
    const r = Math.SQRT1_2;
    const xfA = xfSC(0, 0);
    const xfB = xfSC(2.2, 2.2, r, r);
    const sA = sep(A, xfA, B, xfB);
    const sB = sep(B, xfB, A, xfA);
    expect(sA.value).toBeCloseTo(1.2 - Math.SQRT2, 14);
    expect(sA.value).toBeLessThanOrEqual(0.02);
    expect(sB.value).toBeCloseTo(1.2 * Math.SQRT2 - 1, 14);
    expect(sB.edge).toBe(3);
    const m = dirtyManifold();
    b2CollidePolygons(m, A, xfA, B, xfB);
    expect(m.pointCount).toBe(0);
    // C++ returns before writing the type; without this early out the function would go on,
    // take B's separating face as reference (e_faceB) and drop every point as too far.
    expect(m.type).toBe(b2ManifoldType.e_circles);
  });

  test("separated on A's axes only: the first early out returns before the type is written", () => {
    // A = box(1, 1) at 0; B = box(1, 1) turned 45 degrees (r = sqrt(.5)) at C = (a, 0), a = 1.5 + sqrt2,
    // so its left corner is at x = 1.5. A's edge 1: 1.5 - 1 = 0.5 > 0.02.
    // B's normals are (r,-r), (r,r), (-r,r), (-r,-r), each face 1 from C. For the two facing A,
    // dot((-r, r), v - C) = r (a - v.x + v.y) is least at v = (1, -1): r (a - 2) = 1 - 0.5 r, and
    // dot((-r,-r), v - C) = r (a - v.x - v.y) is least at v = (1, 1): the same. So separationB =
    // 1 - 0.5 r - 1 = -0.5 r ~ -0.354 <= 0.02: only A's axes separate.
    const A = box(1, 1);
    const B = box(1, 1);
    const r = Math.SQRT1_2;
    const xfA = xfSC(0, 0);
    const xfB = xfSC(1.5 + Math.SQRT2, 0, r, r);
    expect(sep(A, xfA, B, xfB).value).toBeCloseTo(0.5, 14);
    expect(sep(B, xfB, A, xfA).value).toBeCloseTo(-0.5 * r, 14);
    const m = dirtyManifold();
    b2CollidePolygons(m, A, xfA, B, xfB);
    expect(m.pointCount).toBe(0);
    expect(m.type).toBe(b2ManifoldType.e_circles); // untouched, as C++
  });
});

describe('touching inside the skin', () => {
  test('gap 0.015 (between 0 and totalRadius): two points with separation 0.015', () => {
    // A = box(1, 0.5) at 0 (top face y = 0.5), B = box(0.5, 0.5) at (0.25, 1.015) (bottom y = 0.515).
    // separationA (edge 2) = 0.015 = separationB (B's edge 0): not more than k_tol apart -> e_faceA.
    // Incident: B's edge 0, vertices 0 (-0.25, 0.515) and 1 (0.75, 0.515), both inside the
    // side planes x = +-1.02, separation 0.515 - 0.5 = 0.015 <= 0.02: both kept.
    const A = box(1, 0.5);
    const B = box(0.5, 0.5);
    const xfA = xfSC(0, 0);
    const xfB = xfSC(0.25, 1.015);
    const m = dirtyManifold();
    b2CollidePolygons(m, A, xfA, B, xfB);
    expect(m.type).toBe(b2ManifoldType.e_faceA);
    expect(m.pointCount).toBe(2);
    expectVec(m.localNormal, 0, 1);
    expectVec(m.localPoint, 0, 0.5);
    expectVec(m.points[0].localPoint, -0.5, -0.5);
    expectVec(m.points[1].localPoint, 0.5, -0.5);
    // World: separation 0.015 - (0.01 + 0.01) = -0.005: the skins overlap by 0.005.
    const wm = new b2WorldManifold();
    wm.Initialize(m, xfA, A.m_radius, xfB, B.m_radius);
    expect(wm.separations[0]).toBeCloseTo(-0.005, 12);
    expect(wm.separations[1]).toBeCloseTo(-0.005, 12);
  });

  test('a gap of exactly totalRadius keeps the points (C++ compares with <=)', () => {
    // Radii 0.25 + 0.25 = 0.5 and the gap 2.5 - 1 - 1 = 0.5 are exact in binary: separationA =
    // 0.5 is not > 0.5 (no early out) and each point's separation 0.5 <= 0.5 (kept).
    const A = box(1, 1);
    const B = box(1, 1);
    A.m_radius = 0.25;
    B.m_radius = 0.25;
    const m = new b2Manifold();
    b2CollidePolygons(m, A, xfSC(0, 0), B, xfSC(0.5, 2.5));
    expect(m.pointCount).toBe(2);
    const wm = new b2WorldManifold();
    wm.Initialize(m, xfSC(0, 0), 0.25, xfSC(0.5, 2.5), 0.25);
    expect([wm.separations[0], wm.separations[1]]).toEqual([0, 0]);
  });

  test('the skin is each polygon m_radius: radii 0.1 + 0.1 keep a gap of 0.15', () => {
    // A's top face is y = 0.5; B's bottom is at 1.15 - 0.5 = 0.65: gap 0.15 <= totalRadius 0.2.
    const A = box(1, 0.5);
    const B = box(0.5, 0.5);
    A.m_radius = 0.1;
    B.m_radius = 0.1;
    const m = new b2Manifold();
    b2CollidePolygons(m, A, xfSC(0, 0), B, xfSC(0.25, 1.15));
    expect(m.pointCount).toBe(2);
    b2CollidePolygons(m, A, xfSC(0, 0), B, xfSC(0.25, 1.25)); // gap 0.25 > 0.2
    expect(m.pointCount).toBe(0);
  });
});

// A tilted box resting on a ground box. Ground G = box(5, 0.5) at 0, top face y = 0.5 (edge 2).
// Tilted T = box(0.5, 0.5) at (1, yT) turned by (s, c) = (0.28, 0.96) (the 7-24-25 triangle).
// T's corners relative to its centre: q(-.5,-.5) = (-0.34, -0.62), q(.5,-.5) = (0.62, -0.34),
// q(.5,.5) = (0.34, 0.62), q(-.5,.5) = (-0.62, 0.34). T's normals: (s,-c), (c,s), (-s,c), (-c,-s).
const s = 0.28;
const c = 0.96;
const G = box(5, 0.5);
const T = box(0.5, 0.5);
const xfG = xfSC(0, 0);

describe('overlapping: the e_faceA case, every field by hand', () => {
  // A = G, B = T at (1, 0.82): T's corners at (0.66, 0.2), (1.62, 0.48), (1.34, 1.44), (0.38, 1.16).
  // separationA: G's edge 2: min y - 0.5 = 0.2 - 0.5 = -0.3 (edges 0, 1, 3: -1.94, -4.62, -6.62).
  // separationB: T's edge 0, normal (0.28, -0.96) through (0.66, 0.2), deepest G vertex (-5, 0.5):
  //   0.28 * -5.66 - 0.96 * 0.3 = -1.8728 (edges 1..3 lower still). -1.8728 < -0.3 + k_tol -> e_faceA.
  // Incident: G's normal (0,1) in T's frame = (s, c); dots with T's normals -c, s, c, -s: edge 0,
  //   vertices 0 (0.66, 0.2) and 1 (1.62, 0.48), ids (2, 0, face, vertex) and (2, 1, face, vertex).
  // Reference: v11 = (5, 0.5), v12 = (-5, 0.5), tangent (-1, 0), normal (0, 1), frontOffset 0.5,
  //   side planes at x = -5.02 and x = 5.02: both points inside, no clipping.
  // Separations: 0.2 - 0.5 = -0.3 and 0.48 - 0.5 = -0.02, both <= 0.02: two points.
  const xfT = xfSC(1, 0.82, s, c);
  const m = dirtyManifold();
  b2CollidePolygons(m, G, xfG, T, xfT);

  test('separations as worked out', () => {
    expect(sep(G, xfG, T, xfT)).toEqual({ value: expect.closeTo(-0.3, 12), edge: 2 });
    expect(sep(T, xfT, G, xfG)).toEqual({ value: expect.closeTo(-1.8728, 12), edge: 0 });
  });

  test('type, normal and plane point in A frame', () => {
    expect(m.type).toBe(b2ManifoldType.e_faceA);
    expect(m.pointCount).toBe(2);
    // localNormal = b2Cross(localTangent, 1) with localTangent = (-1, 0): (0, 1)
    expectVec(m.localNormal, 0, 1, 15);
    // planePoint = 0.5 (v11 + v12) = (0, 0.5)
    expectVec(m.localPoint, 0, 0.5, 15);
  });

  test('points are the incident vertices in B frame', () => {
    expectVec(m.points[0].localPoint, -0.5, -0.5);
    expectVec(m.points[1].localPoint, 0.5, -0.5);
  });

  test('feature fields one by one, and keys', () => {
    expect(m.points[0].id.cf.indexA).toBe(2); // A's face 2
    expect(m.points[0].id.cf.indexB).toBe(0); // B's vertex 0
    expect(m.points[0].id.cf.typeA).toBe(e_face);
    expect(m.points[0].id.cf.typeB).toBe(e_vertex);
    expect(m.points[1].id.cf.indexA).toBe(2);
    expect(m.points[1].id.cf.indexB).toBe(1);
    expect(m.points[1].id.cf.typeA).toBe(e_face);
    expect(m.points[1].id.cf.typeB).toBe(e_vertex);
    // 2 | 0 << 8 | 1 << 16 | 0 << 24 = 65538; 2 | 1 << 8 | 1 << 16 = 65794
    expect(m.points[0].id.key).toBe(65538);
    expect(m.points[1].id.key).toBe(65794);
  });

  test('world view: normal A to B (0, 1), points midway, separations minus 0.02', () => {
    // Point 0: clip (0.66, 0.2); cA = clip + (0.01 + 0.3) n = (0.66, 0.51), cB = clip - 0.01 n =
    // (0.66, 0.19); midpoint (0.66, 0.35); separation -0.3 - 0.02 = -0.32.
    // Point 1: clip (1.62, 0.48): cA (1.62, 0.51), cB (1.62, 0.47), midpoint (1.62, 0.49), -0.04.
    const wm = new b2WorldManifold();
    wm.Initialize(m, xfG, G.m_radius, xfT, T.m_radius);
    expectVec(wm.normal, 0, 1, 15);
    expectVec(wm.points[0], 0.66, 0.35);
    expectVec(wm.points[1], 1.62, 0.49);
    expect(wm.separations[0]).toBeCloseTo(-0.32, 12);
    expect(wm.separations[1]).toBeCloseTo(-0.04, 12);
  });
});

describe('overlapping: the e_faceB case and the flip swap', () => {
  // The same two boxes with A and B exchanged: A = T, B = G. Now separationA = -1.8728 and
  // separationB = -0.3 > -1.8728 + k_tol, so G's face 2 is the reference: e_faceB, flip.
  // Reference/incident/clipping are exactly as in the e_faceA case, so the clip ids are again
  // (2, 0, face, vertex) and (2, 1, face, vertex) with 2 = G's face and 0, 1 = T's vertices; the
  // flip swaps them into A = T, B = G order: (0, 2, vertex, face) and (1, 2, vertex, face).
  const xfT = xfSC(1, 0.82, s, c);
  const m = dirtyManifold();
  b2CollidePolygons(m, T, xfT, G, xfG);

  test('type e_faceB; normal and plane point in B frame; points in A frame', () => {
    expect(m.type).toBe(b2ManifoldType.e_faceB);
    expect(m.pointCount).toBe(2);
    expectVec(m.localNormal, 0, 1, 15);
    expectVec(m.localPoint, 0, 0.5, 15);
    expectVec(m.points[0].localPoint, -0.5, -0.5);
    expectVec(m.points[1].localPoint, 0.5, -0.5);
  });

  test('feature fields one by one, and keys, after the swap', () => {
    // A port that swaps through a reference (cf.indexA = cf.indexB; cf.indexB = cf.indexA) ends
    // with indexA == indexB: (0, 0) and (1, 1). C++ copies cf by value first, giving (0, 2), (1, 2).
    // The indexB expectations below fail on that bug.
    expect(m.points[0].id.cf.indexA).toBe(0); // A's (T's) vertex 0
    expect(m.points[0].id.cf.indexB).toBe(2); // B's (G's) face 2
    expect(m.points[0].id.cf.typeA).toBe(e_vertex);
    expect(m.points[0].id.cf.typeB).toBe(e_face);
    expect(m.points[1].id.cf.indexA).toBe(1);
    expect(m.points[1].id.cf.indexB).toBe(2);
    expect(m.points[1].id.cf.typeA).toBe(e_vertex);
    expect(m.points[1].id.cf.typeB).toBe(e_face);
    expect(m.points[0].id.cf.indexA).not.toBe(m.points[0].id.cf.indexB);
    // 0 | 2 << 8 | 0 << 16 | 1 << 24 = 16777728; 1 | 2 << 8 | 1 << 24 = 16777729
    expect(m.points[0].id.key).toBe(16777728);
    expect(m.points[1].id.key).toBe(16777729);
  });

  test('world view: the normal still points from A (the tilted box, above) to B: (0, -1)', () => {
    const wm = new b2WorldManifold();
    wm.Initialize(m, xfT, T.m_radius, xfG, G.m_radius);
    expectVec(wm.normal, 0, -1, 15);
    // Same midpoints and separations as the e_faceA case: the geometry did not change.
    expectVec(wm.points[0], 0.66, 0.35);
    expectVec(wm.points[1], 1.62, 0.49);
    expect(wm.separations[0]).toBeCloseTo(-0.32, 12);
    expect(wm.separations[1]).toBeCloseTo(-0.04, 12);
  });
});

describe('overlapping with one point', () => {
  test('the second incident vertex lies beyond totalRadius', () => {
    // T raised to (1, 0.92): corners 0 and 1 at y 0.3 and 0.58. Separations -0.2 (kept) and
    // 0.08 > 0.02 (dropped). separationB = 0.28 * -5.66 - 0.96 * 0.2 = -1.7768 < -0.2: e_faceA.
    const m = dirtyManifold();
    b2CollidePolygons(m, G, xfG, T, xfSC(1, 0.92, s, c));
    expect(m.type).toBe(b2ManifoldType.e_faceA);
    expect(m.pointCount).toBe(1);
    expectVec(m.points[0].localPoint, -0.5, -0.5);
    expect(feature(m, 0)).toEqual({ indexA: 2, indexB: 0, typeA: e_face, typeB: e_vertex });
  });

  test('the first incident vertex lies beyond totalRadius: points[0] holds the second', () => {
    // Tilt the other way, (s, c) = (-0.28, 0.96): corner 0 = q(-.5,-.5) = (-0.62, -0.34),
    // corner 1 = q(.5,-.5) = (0.34, -0.62). At (1, 0.92) they sit at y 0.58 (separation 0.08,
    // dropped) and 0.3 (-0.2, kept). The incident edge is still T's edge 0 (G's normal in T's
    // frame is (-0.28, 0.96); dots -0.96, -0.28, 0.96, 0.28), so the kept point is clip point 1.
    const m = dirtyManifold();
    b2CollidePolygons(m, G, xfG, T, xfSC(1, 0.92, -s, c));
    expect(m.pointCount).toBe(1);
    expectVec(m.points[0].localPoint, 0.5, -0.5);
    expect(feature(m, 0)).toEqual({ indexA: 2, indexB: 1, typeA: e_face, typeB: e_vertex });
  });
});

describe('clipping inside b2CollidePolygons', () => {
  test('a point clipped by side plane 2 is tagged with the reference edge second vertex (iv2)', () => {
    // A = box(3, 2.5) at (11, 6.5): bottom face (8,4)-(14,4) is edge 0 (iv1 = 0, iv2 = 1).
    // B = box(4, 1.5) at (14, 3.5): top face (18,5)-(10,5) is edge 2; it overhangs A's right end.
    // separationA: edge 0, -(5 - 4) = -1 (edges 1, 2, 3: 10 - 14 = -4, 2 - 9 = -7, -(18 - 8) = -10).
    // separationB: edge 2, 4 - 5 = -1 (edges 0, 1, 3: -7, -10, -4). Tie -> e_faceA, edge 0.
    // Incident: B's edge 2: c0 = (18,5) id (0, 2, face, vertex), c1 = (10,5) id (0, 3, face, vertex).
    // Side 1 (x >= 7.98): both kept. Side 2 (x <= 14.02): d0 = 18 - 14.02 = 3.98 out, d1 = -4.02
    // kept first; crossing interp = 3.98 / 8 = 0.4975, x = 18 - 8 * 0.4975 = 14.02, tagged
    // (indexA = iv2 = 1, indexB = c0's indexB = 2, e_vertex, e_face).
    // Both separations -1 <= 0.02. Local points (B at (14, 3.5)): (-4, 1.5) and (0.02, 1.5).
    const m = dirtyManifold();
    b2CollidePolygons(m, box(3, 2.5), xfSC(11, 6.5), box(4, 1.5), xfSC(14, 3.5));
    expect(m.type).toBe(b2ManifoldType.e_faceA);
    expect(m.pointCount).toBe(2);
    expectVec(m.points[0].localPoint, -4, 1.5);
    expectVec(m.points[1].localPoint, 0.02, 1.5);
    expect(feature(m, 0)).toEqual({ indexA: 0, indexB: 3, typeA: e_face, typeB: e_vertex });
    expect(feature(m, 1)).toEqual({ indexA: 1, indexB: 2, typeA: e_vertex, typeB: e_face });
    // 0 | 3 << 8 | 1 << 16 = 66304; 1 | 2 << 8 | 1 << 24 = 16777729
    expect([m.points[0].id.key, m.points[1].id.key]).toEqual([66304, 16777729]);
  });
});

describe('k_tol: the reference face is biased toward A', () => {
  // A = box(0.5, 0.5) at 0; B = box(2, 0.5) at (0, 1) turned by a small (s, c).
  // separationA (A's edge 2 against B's lowest corner q(-2, -0.5)): 0.5 - 2s - 0.5c.
  // separationB (B's edge 0, normal (s, -c), against A's corner (-0.5, 0.5)): 0.5c - 0.5 - 0.5s.
  // Their difference is separationB - separationA = 1.5 s + c - 1.
  const A = box(0.5, 0.5);
  const B = box(2, 0.5);
  const xfA = xfSC(0, 0);

  function run(sn: number) {
    const cs = Math.sqrt(1 - sn * sn);
    const xfB = xfSC(0, 1, sn, cs);
    const sA = sep(A, xfA, B, xfB);
    const sB = sep(B, xfB, A, xfA);
    const m = new b2Manifold();
    b2CollidePolygons(m, A, xfA, B, xfB);
    return { sA, sB, m, diff: 1.5 * sn + cs - 1, hand: { sA: 0.5 - 2 * sn - 0.5 * cs, sB: 0.5 * cs - 0.5 - 0.5 * sn } };
  }

  test('B ahead by less than k_tol (0.00039 < 0.0005) keeps e_faceA', () => {
    const r = run(0.00026); // 1.5 * 0.00026 - 3.4e-8 ~ 0.00038997
    expect(r.sA).toEqual({ value: expect.closeTo(r.hand.sA, 14), edge: 2 });
    expect(r.sB).toEqual({ value: expect.closeTo(r.hand.sB, 14), edge: 0 });
    expect(r.sB.value - r.sA.value).toBeCloseTo(r.diff, 14);
    expect(r.sB.value).toBeGreaterThan(r.sA.value);
    expect(r.sB.value - r.sA.value).toBeLessThan(k_tol);
    expect(r.m.type).toBe(b2ManifoldType.e_faceA);
    expect(r.m.pointCount).toBe(2);
  });

  test('B ahead by more than k_tol (0.00060 > 0.0005) gives e_faceB', () => {
    const r = run(0.0004); // 1.5 * 0.0004 - 8e-8 ~ 0.00059992
    expect(r.sB.value - r.sA.value).toBeCloseTo(r.diff, 14);
    expect(r.sB.value - r.sA.value).toBeGreaterThan(k_tol);
    expect(r.m.type).toBe(b2ManifoldType.e_faceB);
    expect(r.m.pointCount).toBe(2);
  });

  test('equal separations (two axis-aligned boxes, equal up to round-off) give e_faceA', () => {
    const m = new b2Manifold();
    b2CollidePolygons(m, box(1, 1), xfSC(0, 0), box(1, 1), xfSC(0.5, 1.9));
    // Both separations are 1.9 - 2 = -0.1 along y (A's edge 2, B's edge 0).
    expect(m.type).toBe(b2ManifoldType.e_faceA);
    expectVec(m.localNormal, 0, 1, 15);
    expect(m.pointCount).toBe(2);
  });
});

describe('the manifold is written fresh', () => {
  test('pointCount is reset to 0 before any early out', () => {
    // Two box(1, 1) with centres 5 apart: A's edge 1 gives 4 - 1 = 3 > 0.02, the first early out.
    const m = dirtyManifold();
    b2CollidePolygons(m, box(1, 1), xfSC(0, 0), box(1, 1), xfSC(5, 0));
    expect(m.pointCount).toBe(0);
  });

  test('normalImpulse and tangentImpulse are not touched (a solver owns them)', () => {
    const m = new b2Manifold();
    m.points[0].normalImpulse = 3;
    m.points[1].tangentImpulse = 4;
    b2CollidePolygons(m, G, xfG, T, xfSC(1, 0.82, s, c));
    expect(m.points[0].normalImpulse).toBe(3);
    expect(m.points[1].tangentImpulse).toBe(4);
  });
});
