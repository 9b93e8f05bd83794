// Bad input gets a clear Error naming the broken rule, and leaves nothing half-built. (C++ asserts
// in these cases and, in a release build, silently builds a 2x2 box or reads out of bounds.)
import { b2ClipVertex, b2CollidePolygons, b2FindIncidentEdge, b2Manifold, b2PolygonShape, b2Transform, b2Vec2 } from 'b2collide';
import { box, manifoldNumbers, pts, xfSC } from '../support/helpers';

type XY = { x: number; y: number };

/** Everything Set/SetAsBox may write, to compare before and after a failed call. */
function snapshot(p: b2PolygonShape) {
  return {
    count: p.m_count,
    radius: p.m_radius,
    centroid: [p.m_centroid.x, p.m_centroid.y],
    vertices: p.m_vertices.map((v) => [v.x, v.y]),
    normals: p.m_normals.map((v) => [v.x, v.y]),
  };
}

describe('b2PolygonShape.Set rejects', () => {
  const cases: [string, XY[], RegExp][] = [
    ['fewer than 3 points', pts([[0, 0], [1, 0]]), /at least 3 points, got 2/],
    ['no points', [], /at least 3 points, got 0/],
    [
      'more than b2_maxPolygonVertices points',
      pts(Array.from({ length: 9 }, (_, i) => [Math.cos(i), Math.sin(i)] as [number, number])),
      /at most b2_maxPolygonVertices = 8 points, got 9/,
    ],
    ['a NaN coordinate', pts([[0, 0], [1, 0], [NaN, 1]]), /point 2 is not finite/],
    ['an infinite coordinate', pts([[0, 0], [1, Infinity], [0, 1]]), /point 1 is not finite/],
    ['-Infinity', pts([[-Infinity, 0], [1, 0], [0, 1]]), /point 0 is not finite/],
    // (0.001, 0) is within 0.0025 of (0, 0): 2 distinct points remain.
    ['points that weld to fewer than 3', pts([[0, 0], [0.001, 0], [1, 0]]), /weld to 2 distinct points/],
    ['points that all weld into one', pts([[0, 0], [0.001, 0.001], [-0.001, 0.0005]]), /weld to 1 distinct points/],
    // Gift wrapping from (2,2) goes to (0,0) (the farthest collinear point) and back: 2 hull points.
    ['collinear points', pts([[0, 0], [1, 1], [2, 2]]), /collinear/],
    ['collinear points on a horizontal line', pts([[0, 0], [1, 0], [2, 0], [3, 0]]), /collinear/],
    // Not exactly collinear: a 3-point hull of area 0.5 * 1 * 1e-9 = 5e-10 < b2_epsilon (1.19e-7).
    ['nearly collinear points (hull area below b2_epsilon)', pts([[0, 0], [1, 0], [2, 1e-9]]), /area .* is not above b2_epsilon/],
  ];

  test.each(cases)('%s', (_name, points, message) => {
    const p = new b2PolygonShape();
    expect(() => p.Set(points)).toThrow(message);
  });

  test.each(cases)('%s: a shape that was already set is left unchanged', (_name, points) => {
    const p = new b2PolygonShape().SetAsBox(1, 2, new b2Vec2(0.5, -0.5), 0.3);
    const before = snapshot(p);
    expect(() => p.Set(points)).toThrow(Error);
    expect(snapshot(p)).toEqual(before);
  });

  test('a fresh shape stays unset (m_count 0) after a failed Set', () => {
    const p = new b2PolygonShape();
    expect(() => p.Set(pts([[0, 0], [1, 1], [2, 2]]))).toThrow();
    expect(p.m_count).toBe(0);
  });

  test('a count larger than the array', () => {
    expect(() => new b2PolygonShape().Set(pts([[0, 0], [1, 0], [0, 1]]), 4)).toThrow(/count 4 does not fit the 3 points/);
  });

  test('a non-integer count', () => {
    expect(() => new b2PolygonShape().Set(pts([[0, 0], [1, 0], [0, 1]]), 2.5)).toThrow(/count 2.5/);
  });
});

describe('b2PolygonShape.SetAsBox rejects', () => {
  test.each([
    [0, 1],
    [1, 0],
    [-1, 1],
    [1, -0.5],
    [NaN, 1],
    [1, NaN],
    [Infinity, 1],
    [1, Infinity],
  ])('half-widths (%p, %p)', (hx, hy) => {
    const p = box(3, 4);
    const before = snapshot(p);
    expect(() => p.SetAsBox(hx, hy)).toThrow(/half-widths must be positive and finite/);
    expect(snapshot(p)).toEqual(before);
  });

  test('a non-finite center or angle', () => {
    const p = box(3, 4);
    const before = snapshot(p);
    expect(() => p.SetAsBox(1, 1, { x: NaN, y: 0 }, 0)).toThrow(/center is not finite/);
    expect(() => p.SetAsBox(1, 1, new b2Vec2(0, 0), Infinity)).toThrow(/angle is not finite/);
    expect(snapshot(p)).toEqual(before);
  });
});

describe('b2FindIncidentEdge rejects an edge index out of range', () => {
  const poly1 = box(1, 1);
  const poly2 = box(1, 1);
  test.each([-1, 4, 1.5, NaN, 100])('edge1 = %p', (edge1) => {
    const c = [new b2ClipVertex(), new b2ClipVertex()];
    expect(() => b2FindIncidentEdge(c, poly1, xfSC(0, 0), edge1, poly2, xfSC(0, 2))).toThrow(/edge index .* is out of range \[0, 4\)/);
  });
  test('the last valid index, 3, is accepted', () => {
    const c = [new b2ClipVertex(), new b2ClipVertex()];
    expect(() => b2FindIncidentEdge(c, poly1, xfSC(0, 0), 3, poly2, xfSC(0, 2))).not.toThrow();
  });
});

describe('b2CollidePolygons rejects a non-finite transform and never leaves NaN in the manifold', () => {
  const A = box(1, 1);
  const B = box(1, 1);
  // A valid overlapping result first, so that a half-written manifold would show.
  function filled(): b2Manifold {
    const m = new b2Manifold();
    b2CollidePolygons(m, A, xfSC(0, 0), B, xfSC(0.5, 1.9));
    expect(m.pointCount).toBe(2);
    return m;
  }
  const bad: [string, () => [b2Transform, b2Transform]][] = [
    ['NaN in xfA.p.x', () => [xfSC(NaN, 0), xfSC(0.5, 1.9)]],
    ['NaN in xfA.q.s', () => [xfSC(0, 0, NaN, 1), xfSC(0.5, 1.9)]],
    ['Infinity in xfA.q.c', () => [xfSC(0, 0, 0, Infinity), xfSC(0.5, 1.9)]],
    ['NaN in xfB.p.y', () => [xfSC(0, 0), xfSC(0.5, NaN)]],
    ['-Infinity in xfB.p.x', () => [xfSC(0, 0), xfSC(-Infinity, 1.9)]],
    ['NaN in xfB.q.c', () => [xfSC(0, 0), xfSC(0.5, 1.9, 0, NaN)]],
    ['Infinity in both', () => [xfSC(Infinity, 0), xfSC(0.5, Infinity)]],
  ];
  test.each(bad)('%s', (_name, make) => {
    const [xfA, xfB] = make();
    const m = filled();
    const before = manifoldNumbers(m);
    expect(() => b2CollidePolygons(m, A, xfA, B, xfB)).toThrow(/b2CollidePolygons: a transform is not finite/);
    const after = manifoldNumbers(m);
    expect(after.every(Number.isFinite)).toBe(true);
    expect(after).toEqual(before);
  });

  test('an unset polygon (m_count 0), as A or as B', () => {
    const unset = new b2PolygonShape();
    const m = filled();
    expect(() => b2CollidePolygons(m, unset, xfSC(0, 0), B, xfSC(0.5, 1.9))).toThrow(/has 0 vertices; build it with Set or SetAsBox first/);
    expect(() => b2CollidePolygons(m, A, xfSC(0, 0), unset, xfSC(0.5, 1.9))).toThrow(/has 0 vertices; build it with Set or SetAsBox first/);
    expect(manifoldNumbers(m).every(Number.isFinite)).toBe(true);
  });
});
