// b2PolygonShape construction against C++ v2.4.1 (b2_polygon_shape.cpp): SetAsBox's fixed vertex
// order, Set's weld + gift wrapping (start at the right-most point, lowest on a tie; each step
// takes the point with every other point on its left, the farther one when collinear), the
// area-weighted centroid, Validate.
import { b2_polygonRadius, b2PolygonShape, b2ShapeType, b2Vec2 } from 'b2collide';
import { box, norms, poly, verts } from '../support/helpers';

describe('SetAsBox(hx, hy)', () => {
  test('vertices from (-hx,-hy) counter-clockwise; normals down, right, up, left; centroid 0', () => {
    const p = box(2, 1);
    expect(p.m_count).toBe(4);
    expect(verts(p)).toEqual([
      [-2, -1],
      [2, -1],
      [2, 1],
      [-2, 1],
    ]);
    expect(norms(p)).toEqual([
      [0, -1],
      [1, 0],
      [0, 1],
      [-1, 0],
    ]);
    expect([p.m_centroid.x, p.m_centroid.y]).toEqual([0, 0]);
    expect(p.m_radius).toBe(b2_polygonRadius);
    expect(p.GetType()).toBe(b2ShapeType.e_polygon);
    expect(p.GetChildCount()).toBe(1);
    expect(p.Validate()).toBe(true);
  });
});

describe('SetAsBox(hx, hy, center, angle)', () => {
  test('rotates each vertex and normal by angle, then moves it to center', () => {
    // hx 1, hy 0.5, center (2, 3), angle pi/2 (s = 1, c ~ 6e-17):
    // q(-1,-0.5) = (0.5, -1) -> (2.5, 2); q(1,-0.5) = (0.5, 1) -> (2.5, 4);
    // q(1, 0.5) = (-0.5, 1) -> (1.5, 4); q(-1, 0.5) = (-0.5, -1) -> (1.5, 2).
    // Normals: q(0,-1) = (1, 0), q(1,0) = (0, 1), q(0,1) = (-1, 0), q(-1,0) = (0, -1).
    const p = new b2PolygonShape().SetAsBox(1, 0.5, new b2Vec2(2, 3), Math.PI / 2);
    const expected = [
      [2.5, 2],
      [2.5, 4],
      [1.5, 4],
      [1.5, 2],
    ];
    verts(p).forEach((v, i) => expect(v).toEqual(expected[i].map((x) => expect.closeTo(x, 15))));
    const expectedN = [
      [1, 0],
      [0, 1],
      [-1, 0],
      [0, -1],
    ];
    norms(p).forEach((n, i) => expect(n).toEqual(expectedN[i].map((x) => expect.closeTo(x, 15))));
    expect([p.m_centroid.x, p.m_centroid.y]).toEqual([2, 3]);
    expect(p.Validate()).toBe(true);
  });

  test('angle 0 with a center only translates', () => {
    // SetAsBox(1, 2)'s (-1,-2), (1,-2), (1,2), (-1,2), each moved by (-1, 1).
    const p = new b2PolygonShape().SetAsBox(1, 2, { x: -1, y: 1 }, 0);
    expect(verts(p)).toEqual([
      [-2, -1],
      [0, -1],
      [0, 3],
      [-2, 3],
    ]);
  });
});

describe('Set: hull order as C++ gift wrapping', () => {
  test('unit square: starts at the right-most, lowest point (1,0), then counter-clockwise', () => {
    // Right-most x = 1 at (1,0) and (1,1); the lower, (1,0), starts. From there: (1,1), (0,1), (0,0).
    const p = poly([
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ]);
    expect(verts(p)).toEqual([
      [1, 0],
      [1, 1],
      [0, 1],
      [0, 0],
    ]);
    // normal i = (edge.y, -edge.x) normalised: edges (0,1), (-1,0), (0,-1), (1,0).
    expect(norms(p)).toEqual([
      [1, 0],
      [0, 1],
      [-1, 0],
      [0, -1],
    ]);
  });

  test('clockwise input comes out counter-clockwise', () => {
    // Triangle (0,0), (0,3), (3,0) given clockwise: start (3,0), then (0,3), then (0,0).
    const p = poly([
      [0, 0],
      [0, 3],
      [3, 0],
    ]);
    expect(verts(p)).toEqual([
      [3, 0],
      [0, 3],
      [0, 0],
    ]);
    // Edge (3,0)->(0,3) = (-3,3): normal (3,3)/sqrt18 = (r, r); then (-1, 0); then (0, -1).
    const r = Math.SQRT1_2;
    expect(norms(p)).toEqual([
      [expect.closeTo(r, 15), expect.closeTo(r, 15)],
      [-1, 0],
      [0, -1],
    ]);
    expect(p.Validate()).toBe(true);
  });

  // [name, input points, hull in Set's order]: only the vertices are checked.
  test.each<[string, [number, number][], [number, number][]]>([
    [
      'the input order does not matter; the start rule does',
      // The unit square shuffled: the same start (1,0) and the same counter-clockwise order.
      [[1, 1], [0, 0], [0, 1], [1, 0]],
      [[1, 0], [1, 1], [0, 1], [0, 0]],
    ],
    [
      'a tie on the right-most x starts at the lower point',
      // (2,1) and (2,-1) share x = 2; (2,-1) is lower. Then (2,1), (1,3), (0,0).
      [[0, 0], [2, 1], [2, -1], [1, 3]],
      [[2, -1], [2, 1], [1, 3], [0, 0]],
    ],
    [
      'collinear points on an edge are dropped (the farther point is taken)',
      // (1,0) lies on the bottom edge, (2,1) on the right edge of the 2x2 square.
      [[0, 0], [1, 0], [2, 0], [2, 1], [2, 2], [0, 2]],
      [[2, 0], [2, 2], [0, 2], [0, 0]],
    ],
    [
      'interior points are dropped',
      // (1,1) and (0.5,0.2) lie inside the 2x2 square; its hull starts at the lower right-most
      // corner (2,0) and turns counter-clockwise.
      [[0, 0], [1, 1], [2, 0], [0.5, 0.2], [2, 2], [0, 2]],
      [[2, 0], [2, 2], [0, 2], [0, 0]],
    ],
    [
      'weld: a point within 0.5*b2_linearSlop (0.0025) of an earlier one is dropped, the earlier kept',
      // (1.002, 1) is 0.002 from (1, 1), which came first: it goes, and (1, 1) stays. Hull as the
      // unit square. Had the later point been kept, (1.002, 1) would be the right-most start.
      [[0, 0], [1, 0], [1, 1], [1.002, 1], [0, 1]],
      [[1, 0], [1, 1], [0, 1], [0, 0]],
    ],
  ])('%s', (_name, input, hull) => {
    expect(verts(poly(input))).toEqual(hull);
  });

  test('weld: a point 0.003 away is kept and changes the hull', () => {
    // (1.003, 1) survives the weld, is right-most and starts the hull; (1, 1) is then collinear
    // between (1.003, 1) and (0, 1) and is dropped.
    const p = poly([
      [0, 0],
      [1, 0],
      [1, 1],
      [1.003, 1],
      [0, 1],
    ]);
    expect(verts(p)).toEqual([
      [1.003, 1],
      [0, 1],
      [0, 0],
      [1, 0],
    ]);
    expect(p.Validate()).toBe(true);
  });

  test('eight points (b2_maxPolygonVertices) make an octagon', () => {
    const pts: [number, number][] = [];
    for (let i = 0; i < 8; ++i) pts.push([Math.cos((i * Math.PI) / 4), Math.sin((i * Math.PI) / 4)]);
    const p = poly(pts);
    expect(p.m_count).toBe(8);
    // Start: x = 1 at (1, 0) only. Then counter-clockwise: the input order.
    expect(verts(p)).toEqual(pts);
    expect(p.Validate()).toBe(true);
  });

  test('count uses only the first count points', () => {
    // The hull of (0,0), (1,0), (0,1) alone: start (1,0), then (0,1), then (0,0); (5,5) is never read.
    const p = new b2PolygonShape().Set(
      [
        { x: 0, y: 0 },
        { x: 1, y: 0 },
        { x: 0, y: 1 },
        { x: 5, y: 5 },
      ],
      3,
    );
    expect(verts(p)).toEqual([
      [1, 0],
      [0, 1],
      [0, 0],
    ]);
  });
});

describe('Set: centroid', () => {
  test('triangle (0,0), (3,0), (0,3): (1, 1)', () => {
    const p = poly([
      [0, 0],
      [3, 0],
      [0, 3],
    ]);
    expect(p.m_centroid.x).toBeCloseTo(1, 15);
    expect(p.m_centroid.y).toBeCloseTo(1, 15);
  });

  test('trapezoid (0,0), (4,0), (2,2), (0,2): (14/9, 8/9)', () => {
    // Square [0,2]^2 (area 4, centroid (1,1)) plus triangle (2,0), (4,0), (2,2) (area 2,
    // centroid (8/3, 2/3)): x = (4*1 + 2*8/3)/6 = 14/9, y = (4*1 + 2*2/3)/6 = 8/9.
    const p = poly([
      [0, 0],
      [4, 0],
      [2, 2],
      [0, 2],
    ]);
    expect(p.m_centroid.x).toBeCloseTo(14 / 9, 14);
    expect(p.m_centroid.y).toBeCloseTo(8 / 9, 14);
  });

  test('far from the origin (C++ subtracts vertex 0 first to limit round-off)', () => {
    // A triangle's centroid is the mean of its vertices: (1e6 + 1, 1e6 + 1).
    const p = poly([
      [1e6, 1e6],
      [1e6 + 3, 1e6],
      [1e6, 1e6 + 3],
    ]);
    expect(p.m_centroid.x).toBeCloseTo(1e6 + 1, 9);
    expect(p.m_centroid.y).toBeCloseTo(1e6 + 1, 9);
  });
});

describe('Validate', () => {
  test('true for shapes built by Set and SetAsBox', () => {
    expect(box(1, 2).Validate()).toBe(true);
    expect(
      poly([
        [0, 0],
        [3, 0],
        [0, 3],
      ]).Validate(),
    ).toBe(true);
  });

  test('false for a concave outline', () => {
    // Move vertex 2 of box(1,1) to (0.2, -0.5), inside the box: a reflex corner. Edge 1,
    // (1,-1) -> (0.2,-0.5), e = (-0.8, 0.5); vertex 3 relative to (1,-1) is (-2, 2):
    // cross = (-0.8)(2) - (0.5)(-2) = -0.6 < 0, so vertex 3 is right of edge 1: false.
    const p = box(1, 1);
    p.m_vertices[2].Set(0.2, -0.5);
    expect(p.Validate()).toBe(false);
  });

  test('true when a vertex lies exactly on another edge line (C++ rejects only cross < 0)', () => {
    // (0,0), (1,0), (2,0), (2,2), (0,2): vertex 2 is on the line of edge 0, cross = 0.
    const p = box(1, 1);
    p.m_count = 5;
    [
      [0, 0],
      [1, 0],
      [2, 0],
      [2, 2],
      [0, 2],
    ].forEach(([x, y], i) => p.m_vertices[i].Set(x, y));
    expect(p.Validate()).toBe(true);
  });

  test('false for clockwise vertices', () => {
    const p = box(1, 1);
    // swap vertices 1 and 3: (-1,-1), (-1,1), (1,1), (1,-1) is clockwise.
    p.m_vertices[1].Set(-1, 1);
    p.m_vertices[3].Set(1, -1);
    expect(p.Validate()).toBe(false);
  });
});

describe('Clone', () => {
  test('deep copy', () => {
    const p = box(1, 2);
    const q = p.Clone();
    expect(verts(q)).toEqual(verts(p));
    p.m_vertices[0].Set(9, 9);
    expect(q.m_vertices[0].x).toBe(-1);
  });
});
