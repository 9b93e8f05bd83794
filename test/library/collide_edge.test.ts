// b2CollideEdgeAndCircle and b2CollideEdgeAndPolygon (C++ v2.4.1 b2_collide_edge.cpp) on
// hand-computed cases, one per branch. Conventions used in the derivations:
// - an edge's normal is (e.y, -e.x) for e = v2 - v1: it points to the right of v1 -> v2, so an
//   edge listed right to left, (2,0) -> (-2,0), has its normal (0, 1) pointing up;
// - the edge skin is b2_polygonRadius 0.01, a polygon's skin 0.01 too.
import {
  b2CircleShape,
  b2CollideEdgeAndCircle,
  b2CollideEdgeAndPolygon,
  b2ContactFeatureType,
  b2EdgeShape,
  b2ManifoldType,
  b2PolygonShape,
  b2WorldManifold,
} from 'b2collide';
import { box, dirtyManifold, expectVec, feature, xfSC } from '../support/helpers';

const I = xfSC(0, 0);
const V = b2ContactFeatureType.e_vertex;
const F = b2ContactFeatureType.e_face;
const P = (x: number, y: number) => ({ x, y });

const twoSided = (x1: number, y1: number, x2: number, y2: number) => new b2EdgeShape().SetTwoSided(P(x1, y1), P(x2, y2));
/** Floor piece (2,0) -> (-2,0), normal up, with the given ghost vertices before (2,0) and after (-2,0). */
const floor = (v0: { x: number; y: number }, v3: { x: number; y: number }) => new b2EdgeShape().SetOneSided(v0, P(2, 0), P(-2, 0), v3);

describe('b2CollideEdgeAndCircle', () => {
  const circle = new b2CircleShape(0.5); // radius with the edge skin: 0.51, squared 0.2601

  test('region AB (over the segment), circle above a two-sided edge: e_faceA, normal toward the centre', () => {
    // Edge (-2,0)->(2,0): e = (4,0), n = (0,-4). Q = (0.5, 0.3): offset = -1.2 < 0;
    // u = 4*(2-0.5) = 6, v = 4*(0.5+2) = 10, den 16, P = (6*(-2) + 10*2)/16 = 0.5 -> d = (0, 0.3), dd 0.09.
    // offset < 0 flips n to (0,4), normalised (0,1). Local point A = (-2, 0); feature (0,0,face,vertex).
    const m = dirtyManifold();
    b2CollideEdgeAndCircle(m, twoSided(-2, 0, 2, 0), I, circle, xfSC(0.5, 0.3));
    expect(m.pointCount).toBe(1);
    expect(m.type).toBe(b2ManifoldType.e_faceA);
    expectVec(m.localNormal, 0, 1);
    expectVec(m.localPoint, -2, 0);
    expectVec(m.points[0].localPoint, 0, 0);
    expect(feature(m, 0)).toEqual({ indexA: 0, indexB: 0, typeA: F, typeB: V });
    const wm = new b2WorldManifold();
    wm.Initialize(m, I, 0.01, xfSC(0.5, 0.3), 0.5);
    expect(wm.separations[0]).toBeCloseTo(0.3 - 0.51, 12);
  });

  test('region AB below a two-sided edge: the normal is not flipped, (0,-1)', () => {
    // Q = (0.5, -0.3): offset = -4 * -0.3 = 1.2 >= 0, n = (0,-4) -> (0,-1).
    const m = dirtyManifold();
    b2CollideEdgeAndCircle(m, twoSided(-2, 0, 2, 0), I, circle, xfSC(0.5, -0.3));
    expect(m.pointCount).toBe(1);
    expectVec(m.localNormal, 0, -1);
  });

  test('region AB farther than the radius: no contact', () => {
    // d = (0, 0.6): dd 0.36 > 0.2601.
    const m = dirtyManifold();
    b2CollideEdgeAndCircle(m, twoSided(-2, 0, 2, 0), I, circle, xfSC(0.5, 0.6));
    expect(m.pointCount).toBe(0);
  });

  test('region A (beyond v1): e_circles at v1 with feature (0, 0, vertex, vertex)', () => {
    // Edge (-2,0)->(2,0), Q = (-2.3, 0.1): v = 4*(-0.3) = -1.2 <= 0; d = (-0.3,0.1), dd 0.1 <= 0.2601.
    const m = dirtyManifold();
    b2CollideEdgeAndCircle(m, twoSided(-2, 0, 2, 0), I, circle, xfSC(-2.3, 0.1));
    expect(m.pointCount).toBe(1);
    expect(m.type).toBe(b2ManifoldType.e_circles);
    expectVec(m.localPoint, -2, 0);
    expectVec(m.localNormal, 0, 0);
    expect(feature(m, 0)).toEqual({ indexA: 0, indexB: 0, typeA: V, typeB: V });
    expect(m.points[0].id.key).toBe(0);
    const wm = new b2WorldManifold();
    wm.Initialize(m, I, 0.01, xfSC(-2.3, 0.1), 0.5);
    // Normal from the vertex to the centre: (-0.3, 0.1)/sqrt(0.1).
    expectVec(wm.normal, -0.3 / Math.sqrt(0.1), 0.1 / Math.sqrt(0.1));
  });

  test('region B (beyond v2): e_circles at v2 with feature (1, 0, vertex, vertex)', () => {
    // Q = (2.3, -0.1): u = 4*(2-2.3) = -1.2 <= 0 (v = 17.2 > 0); dd = 0.1.
    const m = dirtyManifold();
    b2CollideEdgeAndCircle(m, twoSided(-2, 0, 2, 0), I, circle, xfSC(2.3, -0.1));
    expect(m.pointCount).toBe(1);
    expect(m.type).toBe(b2ManifoldType.e_circles);
    expectVec(m.localPoint, 2, 0);
    expect(feature(m, 0)).toEqual({ indexA: 1, indexB: 0, typeA: V, typeB: V });
    expect(m.points[0].id.key).toBe(1);
  });

  test('region A or B beyond the radius: no contact', () => {
    // Q = (-2.4, 0.35): dd = 0.16 + 0.1225 = 0.2825 > 0.2601 although |Q.y| < 0.51.
    const m = dirtyManifold();
    b2CollideEdgeAndCircle(m, twoSided(-2, 0, 2, 0), I, circle, xfSC(-2.4, 0.35));
    expect(m.pointCount).toBe(0);
  });

  test('one-sided: a centre behind the edge is rejected, in front it is a face contact', () => {
    // Floor (2,0)->(-2,0): e = (-4,0), n = (0,4). Q = (0.5,-0.3): offset = -1.2 < 0 -> nothing.
    const edge = floor(P(3, 0), P(-3, 0));
    const m = dirtyManifold();
    b2CollideEdgeAndCircle(m, edge, I, circle, xfSC(0.5, -0.3));
    expect(m.pointCount).toBe(0);
    // The same circle against the two-sided edge does collide (normal (0,-1)).
    b2CollideEdgeAndCircle(m, twoSided(2, 0, -2, 0), I, circle, xfSC(0.5, -0.3));
    expect(m.pointCount).toBe(1);
    // Above: offset 1.2 >= 0, region AB, normal (0,1) without a flip.
    b2CollideEdgeAndCircle(m, edge, I, circle, xfSC(0.5, 0.3));
    expect(m.pointCount).toBe(1);
    expectVec(m.localNormal, 0, 1);
    expectVec(m.localPoint, 2, 0);
  });

  test('one-sided region A: a centre over the previous edge belongs to that edge (u1 > 0)', () => {
    // Floor with v1 = A = (2,0). Q = (2.3, 0.1): v = -4*0.3 = -1.2 <= 0 -> region A, dd = 0.1.
    // Collinear previous edge from v0 = (3,0): e1 = A - v0 = (-1,0), u1 = e1.(A - Q) = 0.3 > 0 -> skip.
    const m = dirtyManifold();
    b2CollideEdgeAndCircle(m, floor(P(3, 0), P(-3, 0)), I, circle, xfSC(2.3, 0.1));
    expect(m.pointCount).toBe(0);
    // A convex corner, previous edge coming up from v0 = (2,-1): e1 = (0,1), u1 = -0.1 <= 0 -> vertex contact.
    b2CollideEdgeAndCircle(m, floor(P(2, -1), P(-3, 0)), I, circle, xfSC(2.3, 0.1));
    expect(m.pointCount).toBe(1);
    expect(m.type).toBe(b2ManifoldType.e_circles);
    expectVec(m.localPoint, 2, 0);
    expect(feature(m, 0).indexA).toBe(0);
  });

  test('one-sided region B: a centre over the next edge belongs to that edge (v2 > 0)', () => {
    // B = (-2,0). Q = (-2.3, 0.1): u = -4*(-2+2.3) = -1.2 <= 0 -> region B.
    // Collinear next edge to v3 = (-3,0): e2 = (-1,0), v2 = e2.(Q - B) = 0.3 > 0 -> skip.
    const m = dirtyManifold();
    b2CollideEdgeAndCircle(m, floor(P(3, 0), P(-3, 0)), I, circle, xfSC(-2.3, 0.1));
    expect(m.pointCount).toBe(0);
    // Next edge going down to v3 = (-2,-1): e2 = (0,-1), v2 = -0.1 <= 0 -> vertex contact at B.
    b2CollideEdgeAndCircle(m, floor(P(3, 0), P(-2, -1)), I, circle, xfSC(-2.3, 0.1));
    expect(m.pointCount).toBe(1);
    expectVec(m.localPoint, -2, 0);
    expect(feature(m, 0)).toEqual({ indexA: 1, indexB: 0, typeA: V, typeB: V });
  });

  test('transforms: the centre is taken into the edge frame with b2MulT(xfA, b2Mul(xfB, m_p))', () => {
    // Edge frame rotated 90 degrees (s 1, c 0) at (10, 0); edge (-2,0)->(2,0) lies along world y.
    // Circle m_p (0.1, 0) at (9.6, 0.5): world (9.7, 0.5); Q = R^T((-0.3, 0.5)) = (0.5, 0.3): region AB above.
    const c = new b2CircleShape(0.5, P(0.1, 0));
    const xfA = xfSC(10, 0, 1, 0);
    const m = dirtyManifold();
    b2CollideEdgeAndCircle(m, twoSided(-2, 0, 2, 0), xfA, c, xfSC(9.6, 0.5));
    expect(m.pointCount).toBe(1);
    expectVec(m.localNormal, 0, 1);
    expectVec(m.points[0].localPoint, 0.1, 0);
    const wm = new b2WorldManifold();
    wm.Initialize(m, xfA, 0.01, xfSC(9.6, 0.5), 0.5);
    expectVec(wm.normal, -1, 0); // R(0,1)
  });
});

describe('b2CollideEdgeAndPolygon', () => {
  const square = box(0.5, 0.5); // radius with the edge skin: 0.02

  test('box resting on a two-sided edge: e_faceA, two points from the box\'s bottom face', () => {
    // Edge (-2,0)->(2,0): edge1 (1,0), normal1 (0,-1). Box at (0, 0.49): y from -0.01 to 0.99.
    // Edge axis: along (0,-1) min -0.99, along (0,1) min -0.01 -> index 1, sep -0.01, normal (0,1).
    // Polygon axis: face 0 (bottom) gives -0.01 (first, kept on ties), the others less.
    // Hysteresis: -0.03 > 0.98 * -0.03 + 0.001 = -0.0284 is false -> the edge axis.
    // Most anti-parallel box normal to (0,1): face 0 -> incident vertices 0 (-0.5,-0.01), 1 (0.5,-0.01).
    // Side planes x >= -2 and x <= 2 keep both; separations -0.01 <= 0.02.
    const m = dirtyManifold();
    b2CollideEdgeAndPolygon(m, twoSided(-2, 0, 2, 0), I, square, xfSC(0, 0.49));
    expect(m.pointCount).toBe(2);
    expect(m.type).toBe(b2ManifoldType.e_faceA);
    expectVec(m.localNormal, 0, 1);
    expectVec(m.localPoint, -2, 0);
    expectVec(m.points[0].localPoint, -0.5, -0.5);
    expectVec(m.points[1].localPoint, 0.5, -0.5);
    expect(feature(m, 0)).toEqual({ indexA: 0, indexB: 0, typeA: F, typeB: V });
    expect(feature(m, 1)).toEqual({ indexA: 0, indexB: 1, typeA: F, typeB: V });
    const wm = new b2WorldManifold();
    wm.Initialize(m, I, 0.01, xfSC(0, 0.49), 0.01);
    expectVec(wm.normal, 0, 1);
    expect(wm.separations[0]).toBeCloseTo(-0.03, 12); // -0.01 - 0.01 - 0.01
    expect(wm.separations[1]).toBeCloseTo(-0.03, 12);
  });

  test('box below a two-sided edge: the edge axis is normal1 itself, (0,-1)', () => {
    // Box at (0,-0.49): along (0,-1) min -(0.01) = -0.01 (index 0 wins), along (0,1) min -0.99.
    const m = dirtyManifold();
    b2CollideEdgeAndPolygon(m, twoSided(-2, 0, 2, 0), I, square, xfSC(0, -0.49));
    expect(m.pointCount).toBe(2);
    expectVec(m.localNormal, 0, -1);
    // Incident face: the box's top (face 2), vertices 2 (0.5,0.5) and 3 (-0.5,0.5) in its frame.
    expect([feature(m, 0).indexB, feature(m, 1).indexB]).toEqual([2, 3]);
  });

  test('separated along the edge normal, or along a box face: no contact', () => {
    const m = dirtyManifold();
    // Box bottom at y = 0.03: edge separation 0.03 > 0.02.
    b2CollideEdgeAndPolygon(m, twoSided(-2, 0, 2, 0), I, square, xfSC(0, 0.53));
    expect(m.pointCount).toBe(0);
    // Box beside the end: x from 2.03 to 3.03; polygon face 3 (left) separation 0.03 > 0.02.
    b2CollideEdgeAndPolygon(m, twoSided(-2, 0, 2, 0), I, square, xfSC(2.53, 0));
    expect(m.pointCount).toBe(0);
  });

  test('box beyond the edge\'s end: the polygon axis wins, e_faceB with one point at the edge vertex', () => {
    // Box at (2.49, 0): x from 1.99 to 2.99, y from -0.5 to 0.5. Edge (-2,0)->(2,0).
    // Edge axis: both directions give -0.5 -> index 0 (strict >), sep -0.5.
    // Polygon axis: face 3 (left, n (-1,0) -> axis (1,0)): s1 = 1.99+2 = 3.99, s2 = 1.99-2 = -0.01 -> -0.01.
    // Hysteresis: -0.03 > 0.98 * -0.52 + 0.001 = -0.5086 -> polygon axis, index 3.
    // Reference face: box face 3 from vertex 3 (1.99,0.5) to vertex 0 (1.99,-0.5), normal (-1,0);
    // side normals (0,1) offset 0.5 and (0,-1) offset 0.5 keep both edge ends (y = 0).
    // Separations along (-1,0) from (1.99,0.5): v2 (2,0) -> -0.01 kept; v1 (-2,0) -> 3.99 dropped.
    const m = dirtyManifold();
    b2CollideEdgeAndPolygon(m, twoSided(-2, 0, 2, 0), I, square, xfSC(2.49, 0));
    expect(m.type).toBe(b2ManifoldType.e_faceB);
    expect(m.pointCount).toBe(1);
    expectVec(m.localNormal, -1, 0); // polygonB.m_normals[3]
    expectVec(m.localPoint, -0.5, 0.5); // polygonB.m_vertices[3]
    expectVec(m.points[0].localPoint, 2, 0); // stays in the edge's frame
    // Clip vertex (1, 3, vertex, face) with A and B swapped: (3, 1, face, vertex).
    expect(feature(m, 0)).toEqual({ indexA: 3, indexB: 1, typeA: F, typeB: V });
    const wm = new b2WorldManifold();
    wm.Initialize(m, I, 0.01, xfSC(2.49, 0), 0.01);
    expectVec(wm.normal, 1, 0); // -R_B(-1,0): from the edge toward the box
    expect(wm.separations[0]).toBeCloseTo(-0.03, 12);
  });

  test('one-sided: a polygon whose centroid is behind the edge gets nothing', () => {
    // Floor (2,0)->(-2,0), normal1 (0,1). Box at (0,-0.49): offset1 = -0.49 < 0.
    const m = dirtyManifold();
    b2CollideEdgeAndPolygon(m, floor(P(3, 0), P(-3, 0)), I, square, xfSC(0, -0.49));
    expect(m.pointCount).toBe(0);
    // Same box against the same segment two-sided: contact with normal (0,-1).
    b2CollideEdgeAndPolygon(m, twoSided(2, 0, -2, 0), I, square, xfSC(0, -0.49));
    expect(m.pointCount).toBe(2);
    expectVec(m.localNormal, 0, -1);
  });

  test('one-sided, box on the front with collinear neighbours: the admit region, e_faceA normal (0,1)', () => {
    // Edge axis (0,1) sep -0.01; polygon face 0 also -0.01 -> the edge axis (hysteresis).
    // edge0 = v1 - v0 = (-1,0), convex1 = cross((-1,0),(-1,0)) = 0 >= 0; side1 = (0,1).(-1,0) = 0 <= 0;
    // cross((0,1), normal0 (0,1)) = 0 <= 0.1 -> admit.
    // Side planes: -edge1 = (1,0) with offset 2, edge1 = (-1,0) with offset 2.
    const m = dirtyManifold();
    b2CollideEdgeAndPolygon(m, floor(P(3, 0), P(-3, 0)), I, square, xfSC(0, 0.49));
    expect(m.type).toBe(b2ManifoldType.e_faceA);
    expect(m.pointCount).toBe(2);
    expectVec(m.localNormal, 0, 1);
    expectVec(m.localPoint, 2, 0);
    expect([feature(m, 0).indexB, feature(m, 1).indexB]).toEqual([0, 1]);
  });

  test('ghost vertex, convex junction ahead: the polygon axis that would catch is skipped', () => {
    // Edge (6,0)->(2,0) (normal up), next vertex v3 = (-2,0) collinear, previous v0 = (10,0).
    // Box at (1.52, 0.45): x 1.02..2.02, y -0.05..0.95: 0.05 deep, but only 0.02 past the edge's end.
    // Edge axis: (0,1), sep -0.05. Polygon axis: face 1 (right, axis (-1,0)): s2 = -(2.02 - 2) = -0.02.
    // Hysteresis: -0.04 > 0.98 * -0.07 + 0.001 = -0.0676 -> the polygon axis, normal (-1,0).
    // side1 = (-1,0).(-1,0) = 1 > 0 -> side 2; edge2 = v3 - v2 = (-1,0), convex2 (cross 0 >= 0);
    // normal2 = (0,1); cross(normal2, (-1,0)) = 0*0 - 1*(-1) = 1 > 0.1 -> skip.
    const edge = new b2EdgeShape().SetOneSided(P(10, 0), P(6, 0), P(2, 0), P(-2, 0));
    const m = dirtyManifold();
    b2CollideEdgeAndPolygon(m, edge, I, square, xfSC(1.52, 0.45));
    expect(m.pointCount).toBe(0);

    // The two-sided segment catches: e_faceB with the box's right face, world normal (-1,0).
    // Reference face 1 from (2.02,-0.05) to (2.02,0.95); edge end (2,0) separation -0.02 kept,
    // (6,0) separation 3.98 dropped. Clip vertex (1, 1, vertex, face) swapped to (1, 1, face, vertex).
    b2CollideEdgeAndPolygon(m, twoSided(6, 0, 2, 0), I, square, xfSC(1.52, 0.45));
    expect(m.type).toBe(b2ManifoldType.e_faceB);
    expect(m.pointCount).toBe(1);
    expectVec(m.localNormal, 1, 0);
    expectVec(m.points[0].localPoint, 2, 0);
    expect(feature(m, 0)).toEqual({ indexA: 1, indexB: 1, typeA: F, typeB: V });
    const wm = new b2WorldManifold();
    wm.Initialize(m, I, 0.01, xfSC(1.52, 0.45), 0.01);
    expectVec(wm.normal, -1, 0);
  });

  test('ghost vertex, convex junction behind: the skip on side 1 uses normal0', () => {
    // The mirror image at the other end: floor (2,0)->(-2,0) with v0 = (6,0) collinear, box at
    // (2.48, 0.45), x 1.98..2.98, y -0.05..0.95: 0.05 deep and 0.02 past v1 = (2,0).
    // Polygon face 3 (left, axis (1,0)): s2 = 1.98 - (-2) = 3.98, s1 = 1.98 - 2 = -0.02 -> -0.02.
    // Edge axis -0.05. Polygon axis chosen; side1 = (1,0).(-1,0) = -1 <= 0; convex1 (collinear);
    // normal0 = (0,1); cross((1,0),(0,1)) = 1 > 0.1 -> skip.
    const m = dirtyManifold();
    b2CollideEdgeAndPolygon(m, floor(P(6, 0), P(-6, 0)), I, square, xfSC(2.48, 0.45));
    expect(m.pointCount).toBe(0);
    b2CollideEdgeAndPolygon(m, twoSided(2, 0, -2, 0), I, square, xfSC(2.48, 0.45));
    expect(m.type).toBe(b2ManifoldType.e_faceB);
    expect(m.pointCount).toBe(1);
  });

  test('ghost vertex, concave junction: the polygon axis snaps to the edge normal', () => {
    // Floor (2,0)->(-2,0) with the next edge rising to v3 = (-3,1): edge2 = (-1,1)/sqrt2,
    // cross(edge1 (-1,0), edge2) = -1/sqrt2 < 0 -> concave.
    // Box at (-2.48, 0.3): x -2.98..-1.98, y -0.2..0.8; right face 0.02 past v2 = (-2,0).
    // Polygon face 1 (axis (-1,0)): s2 = -(-1.98 + 2) = -0.02; edge axis (0,1): -0.2 -> polygon axis.
    // side1 = (-1,0).(-1,0) = 1 > 0 -> side 2, concave -> snap to the edge axis (0,1).
    // Incident face 0 (bottom): (-2.98,-0.2) id (0,0,face,vertex), (-1.98,-0.2) id (0,1,face,vertex).
    // Side 1: (1,0).x <= 2 keeps both. Side 2: (-1,0).x <= 2: -2.98 gives 0.98 > 0 (out), -1.98 gives
    // -0.02 (kept); crossing at interp 0.98 -> (-2, -0.2), id (ref.i2 = 1, 0, vertex, face).
    const m = dirtyManifold();
    const xfB = xfSC(-2.48, 0.3);
    b2CollideEdgeAndPolygon(m, floor(P(3, 0), P(-3, 1)), I, square, xfB);
    expect(m.type).toBe(b2ManifoldType.e_faceA);
    expect(m.pointCount).toBe(2);
    expectVec(m.localNormal, 0, 1);
    expectVec(m.localPoint, 2, 0);
    // Local points in the box's frame: (-1.98,-0.2) - (-2.48,0.3) = (0.5,-0.5); (-2,-0.2) -> (0.48,-0.5).
    expectVec(m.points[0].localPoint, 0.5, -0.5);
    expectVec(m.points[1].localPoint, 0.48, -0.5);
    expect(feature(m, 0)).toEqual({ indexA: 0, indexB: 1, typeA: F, typeB: V });
    expect(feature(m, 1)).toEqual({ indexA: 1, indexB: 0, typeA: V, typeB: F });
    // Two-sided, the same box gets the polygon axis: e_faceB, normal against the edge direction.
    b2CollideEdgeAndPolygon(m, twoSided(2, 0, -2, 0), I, square, xfB);
    expect(m.type).toBe(b2ManifoldType.e_faceB);
    expectVec(m.localNormal, 1, 0);
  });

  test('ghost vertex, concave junction behind (side 1): snapped to the edge normal, clipped at v1', () => {
    // Floor (2,0)->(-2,0) with the previous edge coming down from v0 = (3,1): edge0 = (-1,-1)/sqrt2,
    // cross(edge0, edge1 (-1,0)) = -(-1/sqrt2)(-1) = -1/sqrt2 < 0 -> concave.
    // Box at (2.48, 0.3): x 1.98..2.98, y -0.2..0.8; its left face is 0.02 past v1 = (2,0).
    // Polygon face 3 (axis (1,0)): s1 = 1.98 - 2 = -0.02, s2 = 3.98 -> -0.02 beats the edge's -0.2.
    // side1 = (1,0).(-1,0) = -1 <= 0, concave -> snap to the edge axis (0,1).
    // Incident face 0: (1.98,-0.2) id (0,0,face,vertex), (2.98,-0.2) id (0,1,face,vertex).
    // Side 1 ((1,0), offset 2): 1.98 -> -0.02 kept, 2.98 -> 0.98 out; crossing at interp 0.02 ->
    // (2, -0.2), id (ref.i1 = 0, 0, vertex, face). Side 2 keeps both.
    const m = dirtyManifold();
    b2CollideEdgeAndPolygon(m, floor(P(3, 1), P(-3, 0)), I, square, xfSC(2.48, 0.3));
    expect(m.type).toBe(b2ManifoldType.e_faceA);
    expect(m.pointCount).toBe(2);
    expectVec(m.localNormal, 0, 1);
    expectVec(m.points[0].localPoint, -0.5, -0.5); // (1.98,-0.2) - (2.48,0.3)
    expectVec(m.points[1].localPoint, -0.48, -0.5); // (2,-0.2) - (2.48,0.3)
    expect(feature(m, 0)).toEqual({ indexA: 0, indexB: 0, typeA: F, typeB: V });
    expect(feature(m, 1)).toEqual({ indexA: 0, indexB: 0, typeA: V, typeB: F });
  });

  test('ghost vertex, convex corner ahead (side 2): a normal within sinTol of normal2 is admitted', () => {
    // Floor (2,0)->(-2,0) ending at a cliff: v3 = (-2,-1), edge2 = (0,-1), normal2 = (-1,0),
    // cross(edge1 (-1,0), edge2) = 1 >= 0 -> convex.
    // Box at (-2.48, 0.3): x -2.98..-1.98, y -0.2..0.8; its right face is 0.02 past v2 = (-2,0).
    // Polygon face 1 (axis (-1,0)): s2 = -(-1.98 + 2) = -0.02; edge axis -0.2 -> polygon axis.
    // side1 = (-1,0).(-1,0) = 1 > 0 -> side 2; cross(normal2, (-1,0)) = 0 <= 0.1 -> admit.
    // Reference face 1 of the box: v1 (-1.98,-0.2), v2 (-1.98,0.8), normal (1,0); side planes
    // (0,-1) offset 0.2 and (0,1) offset 0.8 keep both edge ends; separation along (1,0) from
    // (-1.98,-0.2): (-2,0) -> -0.02 kept, (2,0) -> 3.98 dropped. Clip id (1,1,vertex,face) swapped.
    const m = dirtyManifold();
    const xfB = xfSC(-2.48, 0.3);
    b2CollideEdgeAndPolygon(m, floor(P(3, 0), P(-2, -1)), I, square, xfB);
    expect(m.type).toBe(b2ManifoldType.e_faceB);
    expect(m.pointCount).toBe(1);
    expectVec(m.localNormal, 1, 0); // polygonB.m_normals[1]
    expectVec(m.localPoint, 0.5, -0.5); // polygonB.m_vertices[1]
    expectVec(m.points[0].localPoint, -2, 0);
    expect(feature(m, 0)).toEqual({ indexA: 1, indexB: 1, typeA: F, typeB: V });
    // With a collinear neighbour instead, normal2 = (0,1) and cross((0,1), (-1,0)) = 1 > 0.1: skipped.
    b2CollideEdgeAndPolygon(m, floor(P(3, 0), P(-3, 0)), I, square, xfB);
    expect(m.pointCount).toBe(0);
  });

  test('transforms: both frames rotated, the result is the resting-box case', () => {
    // Rotate the whole resting-box scene by 90 degrees about the origin and shift it by (3, 4):
    // edge frame (3,4) with (s 1, c 0); box frame at R(0,0.49) + (3,4) = (2.51, 4) with the same rotation.
    // xf = b2MulT(xfA, xfB) is then the identity rotation at (0, 0.49), exactly the first case.
    const m = dirtyManifold();
    b2CollideEdgeAndPolygon(m, twoSided(-2, 0, 2, 0), xfSC(3, 4, 1, 0), square, xfSC(2.51, 4, 1, 0));
    expect(m.type).toBe(b2ManifoldType.e_faceA);
    expect(m.pointCount).toBe(2);
    expectVec(m.localNormal, 0, 1);
    expectVec(m.points[0].localPoint, -0.5, -0.5);
    expectVec(m.points[1].localPoint, 0.5, -0.5);
  });

  test('a polygon rotated 45 degrees on an edge: a vertex contact from the edge face', () => {
    // Diamond: box(0.5,0.5) rotated 45 degrees, lowest vertex (0, -0.01), the next ones at y = h - 0.01.
    // Edge axis (0,1): sep -0.01. Polygon axes: face 0 has normal R45(0,-1) = (s,-s), axis (-s,s);
    // from vertex 0 (0,-0.01) the nearer end (-2,0) gives -2s - 0.01s = -1.421; face 3 likewise
    // -1.421 and the upper faces less, so the edge axis wins by far.
    // Incident face: the box normals' dots with (0,1) are -s, s, s, -s (faces 0..3); strict < keeps
    // face 0: vertex 0 at (0,-0.01) and vertex 1 at (h, h-0.01). Side planes x in [-2,2] keep both;
    // only vertex 0 is within 0.02 of the face (vertex 1 is 0.697 above).
    const s = Math.SQRT1_2;
    const h = 0.5 * Math.SQRT2; // half diagonal
    const xfB = xfSC(0, h - 0.01, s, s);
    const m = dirtyManifold();
    b2CollideEdgeAndPolygon(m, twoSided(-2, 0, 2, 0), I, square, xfB);
    expect(m.type).toBe(b2ManifoldType.e_faceA);
    expect(m.pointCount).toBe(1);
    // Rotated box vertex 0 (-0.5,-0.5) is R45(-0.5,-0.5) = (0, -h): the lowest one.
    expectVec(m.points[0].localPoint, -0.5, -0.5);
    expect(feature(m, 0)).toEqual({ indexA: 0, indexB: 0, typeA: F, typeB: V });
  });
});

describe('bad input', () => {
  const c = new b2CircleShape(0.5);
  const square = box(0.5, 0.5);
  const edge = twoSided(-1, 0, 1, 0);

  test('non-finite transforms throw', () => {
    expect(() => b2CollideEdgeAndCircle(dirtyManifold(), edge, xfSC(0, Number.NaN), c, I)).toThrow(
      'b2CollideEdgeAndCircle: a transform is not finite (xfA p=(0, NaN)',
    );
    expect(() => b2CollideEdgeAndPolygon(dirtyManifold(), edge, I, square, xfSC(0, 0, 0, Number.NEGATIVE_INFINITY))).toThrow(
      'b2CollideEdgeAndPolygon: a transform is not finite',
    );
  });

  test('a default (zero-length) edge is rejected with a hint', () => {
    expect(() => b2CollideEdgeAndCircle(dirtyManifold(), new b2EdgeShape(), I, c, I)).toThrow(
      'b2CollideEdgeAndCircle: the edge (0, 0)-(0, 0) has zero length; set it with SetTwoSided or SetOneSided',
    );
    expect(() => b2CollideEdgeAndPolygon(dirtyManifold(), new b2EdgeShape(), I, square, I)).toThrow('has zero length');
  });

  test('non-finite edge vertices assigned directly are rejected; ghosts only matter when one-sided', () => {
    const e = twoSided(-1, 0, 1, 0);
    e.m_vertex0.x = Number.NaN;
    const m = dirtyManifold();
    expect(() => b2CollideEdgeAndCircle(m, e, I, c, xfSC(0, 0.3))).not.toThrow();
    e.m_oneSided = true;
    expect(() => b2CollideEdgeAndCircle(m, e, I, c, xfSC(0, 0.3))).toThrow('b2CollideEdgeAndCircle: an edge vertex is not finite (v0 (NaN, 0)');
    e.m_oneSided = false;
    e.m_vertex2.y = Number.POSITIVE_INFINITY;
    expect(() => b2CollideEdgeAndPolygon(m, e, I, square, I)).toThrow('v2 (1, Infinity)');
  });

  test('an invalid circle or unbuilt polygon is rejected', () => {
    expect(() => b2CollideEdgeAndCircle(dirtyManifold(), edge, I, new b2CircleShape(), I)).toThrow(
      'b2CollideEdgeAndCircle: the circle needs a positive, finite radius',
    );
    expect(() => b2CollideEdgeAndPolygon(dirtyManifold(), edge, I, new b2PolygonShape(), I)).toThrow(
      'b2CollideEdgeAndPolygon: the polygon has 0 vertices',
    );
  });
});
