// b2EdgeShape and b2ChainShape: C++ v2.4.1 defaults, SetOneSided/SetTwoSided, CreateLoop/CreateChain
// (a loop repeats its first vertex), GetChildEdge's ghost vertices, and the bad-input errors.
import { b2ChainShape, b2EdgeShape, b2Shape, b2ShapeType, b2_linearSlop, b2_polygonRadius } from 'b2collide';
import { pts } from '../support/helpers';

const xy = (v: { x: number; y: number }) => [v.x, v.y];

describe('b2EdgeShape', () => {
  test('new b2EdgeShape() matches the C++ constructor: e_edge, radius b2_polygonRadius, two-sided, zero vertices', () => {
    const e = new b2EdgeShape();
    expect(e).toBeInstanceOf(b2Shape);
    expect(e.m_type).toBe(b2ShapeType.e_edge);
    expect(e.m_radius).toBe(b2_polygonRadius);
    expect(e.m_oneSided).toBe(false);
    expect([xy(e.m_vertex0), xy(e.m_vertex1), xy(e.m_vertex2), xy(e.m_vertex3)]).toEqual([[0, 0], [0, 0], [0, 0], [0, 0]]);
    expect(e.GetChildCount()).toBe(1);
  });

  test('SetOneSided stores the four vertices and marks the edge one-sided', () => {
    const e = new b2EdgeShape();
    expect(e.SetOneSided({ x: -2, y: 1 }, { x: -1, y: 0 }, { x: 1, y: 0 }, { x: 2, y: 1 })).toBe(e);
    expect([xy(e.m_vertex0), xy(e.m_vertex1), xy(e.m_vertex2), xy(e.m_vertex3)]).toEqual([[-2, 1], [-1, 0], [1, 0], [2, 1]]);
    expect(e.m_oneSided).toBe(true);
  });

  test('SetTwoSided stores v1, v2, clears m_oneSided and (as C++) leaves the ghost vertices alone', () => {
    const e = new b2EdgeShape().SetOneSided({ x: -2, y: 1 }, { x: -1, y: 0 }, { x: 1, y: 0 }, { x: 2, y: 1 });
    e.SetTwoSided({ x: 3, y: 4 }, { x: 5, y: 6 });
    expect([xy(e.m_vertex1), xy(e.m_vertex2)]).toEqual([[3, 4], [5, 6]]);
    expect(e.m_oneSided).toBe(false);
    expect([xy(e.m_vertex0), xy(e.m_vertex3)]).toEqual([[-2, 1], [2, 1]]);
  });

  test('Clone is a deep copy', () => {
    const e = new b2EdgeShape().SetOneSided({ x: -2, y: 1 }, { x: -1, y: 0 }, { x: 1, y: 0 }, { x: 2, y: 1 });
    const c = e.Clone();
    expect(c.m_vertex1).not.toBe(e.m_vertex1);
    expect([xy(c.m_vertex0), xy(c.m_vertex1), xy(c.m_vertex2), xy(c.m_vertex3), c.m_oneSided, c.m_radius]).toEqual([
      [-2, 1], [-1, 0], [1, 0], [2, 1], true, b2_polygonRadius,
    ]);
  });

  test('a zero-length edge is rejected by both setters', () => {
    expect(() => new b2EdgeShape().SetTwoSided({ x: 1, y: 1 }, { x: 1, y: 1 })).toThrow(
      'b2EdgeShape.SetTwoSided: the edge from (1, 1) to (1, 1) has length 0, it must be longer than b2_linearSlop = 0.005',
    );
    expect(() => new b2EdgeShape().SetOneSided({ x: 0, y: 0 }, { x: 1, y: 1 }, { x: 1, y: 1 }, { x: 2, y: 2 })).toThrow(
      /b2EdgeShape\.SetOneSided: the edge .* has length 0/,
    );
  });

  test('an edge exactly b2_linearSlop long is too short; slightly longer is accepted', () => {
    // 0.005^2 > 0.005^2 is false, the C++ weld test for chains.
    expect(() => new b2EdgeShape().SetTwoSided({ x: 0, y: 0 }, { x: b2_linearSlop, y: 0 })).toThrow('must be longer than b2_linearSlop');
    expect(() => new b2EdgeShape().SetTwoSided({ x: 0, y: 0 }, { x: 0, y: 0.0051 })).not.toThrow();
  });

  test('non-finite points are rejected, naming the point', () => {
    expect(() => new b2EdgeShape().SetTwoSided({ x: Number.NaN, y: 0 }, { x: 1, y: 0 })).toThrow('b2EdgeShape.SetTwoSided: v1 is not finite (NaN, 0)');
    expect(() => new b2EdgeShape().SetTwoSided({ x: 0, y: 0 }, { x: 1, y: Number.POSITIVE_INFINITY })).toThrow('v2 is not finite (1, Infinity)');
    const ok = { x: 0, y: 0 };
    const ok2 = { x: 1, y: 0 };
    expect(() => new b2EdgeShape().SetOneSided({ x: Number.NaN, y: 0 }, ok, ok2, ok2)).toThrow('b2EdgeShape.SetOneSided: v0 is not finite');
    expect(() => new b2EdgeShape().SetOneSided(ok, ok, ok2, { x: 0, y: Number.NaN })).toThrow('v3 is not finite (0, NaN)');
  });

  test('a failed set leaves the edge unchanged', () => {
    const e = new b2EdgeShape().SetTwoSided({ x: 0, y: 0 }, { x: 1, y: 0 });
    expect(() => e.SetOneSided({ x: 9, y: 9 }, { x: 2, y: 2 }, { x: 2, y: 2 }, { x: 9, y: 9 })).toThrow();
    expect([xy(e.m_vertex0), xy(e.m_vertex1), xy(e.m_vertex2), e.m_oneSided]).toEqual([[0, 0], [0, 0], [1, 0], false]);
  });
});

describe('b2ChainShape.CreateLoop', () => {
  const square = pts([[0, 0], [1, 0], [1, 1], [0, 1]]);

  test('new b2ChainShape(): e_chain, radius b2_polygonRadius, no vertices, no children', () => {
    const c = new b2ChainShape();
    expect(c).toBeInstanceOf(b2Shape);
    expect(c.m_type).toBe(b2ShapeType.e_chain);
    expect(c.m_radius).toBe(b2_polygonRadius);
    expect(c.m_count).toBe(0);
    expect(c.GetChildCount()).toBe(0);
  });

  test('repeats the first vertex at the end; ghosts are the loop neighbours (C++ m_vertices[m_count-2], m_vertices[1])', () => {
    const c = new b2ChainShape().CreateLoop(square);
    // count 4 -> m_count 5: v0 v1 v2 v3 v0
    expect(c.m_count).toBe(5);
    expect(c.m_vertices.map(xy)).toEqual([[0, 0], [1, 0], [1, 1], [0, 1], [0, 0]]);
    expect(c.m_vertices[4]).not.toBe(c.m_vertices[0]);
    expect(xy(c.m_prevVertex)).toEqual([0, 1]);
    expect(xy(c.m_nextVertex)).toEqual([1, 0]);
    // 4 edges, the last one closing the loop.
    expect(c.GetChildCount()).toBe(4);
  });

  test('count limits the vertices used', () => {
    const c = new b2ChainShape().CreateLoop(pts([[0, 0], [1, 0], [1, 1], [9, 9]]), 3);
    expect(c.m_vertices.map(xy)).toEqual([[0, 0], [1, 0], [1, 1], [0, 0]]);
  });

  test('GetChildEdge around a loop: every edge one-sided, neighbours wrap around', () => {
    const c = new b2ChainShape().CreateLoop(square);
    const e = new b2EdgeShape();
    // Edge 0: (0,0)->(1,0); before it the last real vertex (0,1), after it (1,1).
    c.GetChildEdge(e, 0);
    expect([xy(e.m_vertex0), xy(e.m_vertex1), xy(e.m_vertex2), xy(e.m_vertex3), e.m_oneSided]).toEqual([[0, 1], [0, 0], [1, 0], [1, 1], true]);
    // Edge 3 (closing): (0,1)->(0,0); before it (1,1), after it m_nextVertex (1,0).
    c.GetChildEdge(e, 3);
    expect([xy(e.m_vertex0), xy(e.m_vertex1), xy(e.m_vertex2), xy(e.m_vertex3)]).toEqual([[1, 1], [0, 1], [0, 0], [1, 0]]);
  });

  test('fewer than 3 vertices is an error', () => {
    expect(() => new b2ChainShape().CreateLoop(pts([[0, 0], [1, 0]]))).toThrow('b2ChainShape.CreateLoop: needs at least 3 vertices, got 2');
    expect(() => new b2ChainShape().CreateLoop(square, 2)).toThrow('needs at least 3 vertices, got 2');
  });

  test('welded neighbours are an error (C++ asserts distance^2 > b2_linearSlop^2)', () => {
    expect(() => new b2ChainShape().CreateLoop(pts([[0, 0], [1, 0], [1.004, 0], [0, 1]]))).toThrow(
      /b2ChainShape\.CreateLoop: vertices 1 \(1, 0\) and 2 \(1\.004, 0\) are welded: .* neighbours must be more than b2_linearSlop = 0\.005 apart/,
    );
  });

  test('a last vertex welded to the first is an error too (C++ does not check this pair)', () => {
    expect(() => new b2ChainShape().CreateLoop(pts([[0, 0], [1, 0], [1, 1], [0.001, 0.001]]))).toThrow(
      /vertices 3 \(0\.001, 0\.001\) and 0 \(0, 0\) are welded/,
    );
  });

  test('a non-finite vertex is an error', () => {
    expect(() => new b2ChainShape().CreateLoop(pts([[0, 0], [1, Number.NaN], [1, 1]]))).toThrow('b2ChainShape.CreateLoop: vertex 1 is not finite (1, NaN)');
  });

  test('a count larger than the array, or not an integer, is a RangeError', () => {
    expect(() => new b2ChainShape().CreateLoop(square, 5)).toThrow(RangeError);
    expect(() => new b2ChainShape().CreateLoop(square, 3.5)).toThrow('count 3.5 does not fit the 4 vertices given');
  });

  test('creating twice needs Clear() first (C++ asserts m_vertices == nullptr)', () => {
    const c = new b2ChainShape().CreateLoop(square);
    expect(() => c.CreateLoop(square)).toThrow('b2ChainShape.CreateLoop: the chain already has 5 vertices; call Clear() first');
    c.Clear();
    expect(c.GetChildCount()).toBe(0);
    expect(c.CreateLoop(square).m_count).toBe(5);
  });

  test('a failed create leaves the chain empty', () => {
    const c = new b2ChainShape();
    expect(() => c.CreateLoop(pts([[0, 0], [0, 0], [1, 1]]))).toThrow();
    expect(c.m_count).toBe(0);
    expect(c.m_vertices).toEqual([]);
  });
});

describe('b2ChainShape.CreateChain', () => {
  const floor = pts([[3, 0], [2, 0], [1, 0], [0, 0]]);
  const prev = { x: 4, y: 0.5 };
  const next = { x: -1, y: 0.5 };

  test('copies the vertices and ghost vertices; GetChildCount = m_count - 1', () => {
    const c = new b2ChainShape().CreateChain(floor, 4, prev, next);
    expect(c.m_count).toBe(4);
    expect(c.m_vertices.map(xy)).toEqual([[3, 0], [2, 0], [1, 0], [0, 0]]);
    expect(xy(c.m_prevVertex)).toEqual([4, 0.5]);
    expect(xy(c.m_nextVertex)).toEqual([-1, 0.5]);
    expect(c.GetChildCount()).toBe(3);
    floor[0].x = 100;
    expect(c.m_vertices[0].x).toBe(3);
    floor[0].x = 3;
  });

  test('GetChildEdge uses prevVertex before the first edge, nextVertex after the last, real neighbours between', () => {
    const c = new b2ChainShape().CreateChain(floor, 4, prev, next);
    c.m_radius = 0.03;
    const e = new b2EdgeShape();
    expect(c.GetChildEdge(e, 0)).toBe(e);
    expect([xy(e.m_vertex0), xy(e.m_vertex1), xy(e.m_vertex2), xy(e.m_vertex3)]).toEqual([[4, 0.5], [3, 0], [2, 0], [1, 0]]);
    c.GetChildEdge(e, 1);
    expect([xy(e.m_vertex0), xy(e.m_vertex1), xy(e.m_vertex2), xy(e.m_vertex3)]).toEqual([[3, 0], [2, 0], [1, 0], [0, 0]]);
    c.GetChildEdge(e, 2);
    expect([xy(e.m_vertex0), xy(e.m_vertex1), xy(e.m_vertex2), xy(e.m_vertex3)]).toEqual([[2, 0], [1, 0], [0, 0], [-1, 0.5]]);
    // The child carries the chain's radius and is always one-sided (C++ GetChildEdge).
    expect([e.m_radius, e.m_oneSided, e.m_type]).toEqual([0.03, true, b2ShapeType.e_edge]);
  });

  test('a two-vertex chain has one child whose ghosts are both given vertices', () => {
    const c = new b2ChainShape().CreateChain(pts([[1, 0], [0, 0]]), 2, prev, next);
    const e = c.GetChildEdge(new b2EdgeShape(), 0);
    expect([xy(e.m_vertex0), xy(e.m_vertex1), xy(e.m_vertex2), xy(e.m_vertex3)]).toEqual([[4, 0.5], [1, 0], [0, 0], [-1, 0.5]]);
  });

  test('child index out of range is a RangeError naming the range', () => {
    const c = new b2ChainShape().CreateChain(floor, 4, prev, next);
    const e = new b2EdgeShape();
    expect(() => c.GetChildEdge(e, 3)).toThrow('b2ChainShape.GetChildEdge: child index 3 is out of range [0, 3)');
    expect(() => c.GetChildEdge(e, -1)).toThrow(RangeError);
    expect(() => c.GetChildEdge(e, 0.5)).toThrow('child index 0.5 is out of range');
    expect(() => new b2ChainShape().GetChildEdge(e, 0)).toThrow('child index 0 is out of range [0, 0)');
  });

  test('fewer than 2 vertices is an error', () => {
    expect(() => new b2ChainShape().CreateChain(floor, 1, prev, next)).toThrow('b2ChainShape.CreateChain: needs at least 2 vertices, got 1');
  });

  test('welded neighbours are an error', () => {
    expect(() => new b2ChainShape().CreateChain(pts([[0, 0], [1, 0], [1, 0.002]]), 3, prev, next)).toThrow(
      /b2ChainShape\.CreateChain: vertices 1 \(1, 0\) and 2 \(1, 0\.002\) are welded/,
    );
  });

  test('non-finite vertices and ghost vertices are errors', () => {
    expect(() => new b2ChainShape().CreateChain(pts([[0, 0], [Number.NaN, 0]]), 2, prev, next)).toThrow('vertex 1 is not finite (NaN, 0)');
    expect(() => new b2ChainShape().CreateChain(floor, 4, { x: Number.NaN, y: 0 }, next)).toThrow('b2ChainShape.CreateChain: prevVertex is not finite (NaN, 0)');
    expect(() => new b2ChainShape().CreateChain(floor, 4, prev, { x: 0, y: Number.POSITIVE_INFINITY })).toThrow('nextVertex is not finite (0, Infinity)');
  });

  test('Clone is a deep copy that keeps m_count and the ghosts', () => {
    const c = new b2ChainShape().CreateChain(floor, 4, prev, next);
    const d = c.Clone();
    expect(d.m_vertices[0]).not.toBe(c.m_vertices[0]);
    expect([d.m_count, d.m_vertices.map(xy), xy(d.m_prevVertex), xy(d.m_nextVertex)]).toEqual([
      4, [[3, 0], [2, 0], [1, 0], [0, 0]], [4, 0.5], [-1, 0.5],
    ]);
  });
});
