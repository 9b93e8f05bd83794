// An edge's distance proxy reads the edge's m_packed (the storage behind m_vertex1 and m_vertex2)
// instead of the vertex views, so that GJK boxes no double (test/bench/hot_exports_allocation.test.ts
// holds that). What a user sees must not change: the proxy still refers to the edge, as C++'s
// points at &edge->m_vertex1, so an edit of the edge after Set shows in the next b2Distance; a
// NaN written into the edge is named; m_vertices hands out the edge's own views; setting
// m_vertices by hand takes over from the edge. Every case in both builds.
import * as F64 from 'b2collide';
import * as F32 from 'b2collide/f32';

type Lib = typeof F64;
const builds: [string, Lib][] = [
  ['float64', F64],
  ['float32', F32 as unknown as Lib],
];

describe.each(builds)('%s build', (_build, L) => {
  /** Edge (-1, 0)-(1, 0) as proxyA, the unit circle at (0, 3) as proxyB; no radii. */
  function setUp(): { edge: F64.b2EdgeShape; input: F64.b2DistanceInput } {
    const edge = new L.b2EdgeShape().SetTwoSided({ x: -1, y: 0 }, { x: 1, y: 0 });
    const circle = new L.b2CircleShape(1);
    circle.m_p.Set(0, 3);
    const input = new L.b2DistanceInput();
    input.proxyA.Set(edge, 0);
    input.proxyB.Set(circle, 0);
    input.useRadii = false;
    return { edge, input };
  }
  function distance(input: F64.b2DistanceInput): F64.b2DistanceOutput {
    const output = new L.b2DistanceOutput();
    L.b2Distance(output, new L.b2SimplexCache(), input);
    return output;
  }

  test('the segment at y = 0 is 3 from the circle centre (0, 3)', () => {
    const { input } = setUp();
    const out = distance(input);
    // By hand: the closest point of the segment to (0, 3) is (0, 0).
    expect(out.distance).toBe(3);
    expect([out.pointA.x, out.pointA.y]).toEqual([0, 0]);
  });

  test('an edit of the edge after Set shows through (the proxy refers to the edge)', () => {
    const { edge, input } = setUp();
    edge.m_vertex1.y = 1;
    edge.m_vertex2.y = 1;
    // By hand: the segment is now at y = 1, 2 from (0, 3).
    expect(distance(input).distance).toBe(2);
    expect(input.proxyA.m_vertices[0]).toBe(edge.m_vertex1);
    expect(input.proxyA.m_vertices[1]).toBe(edge.m_vertex2);
  });

  test('a NaN written into the edge after Set is named, nothing written', () => {
    const { edge, input } = setUp();
    edge.m_vertex2.x = NaN;
    const output = new L.b2DistanceOutput();
    expect(() => L.b2Distance(output, new L.b2SimplexCache(), input)).toThrow('b2Distance: input.proxyA.m_vertices[1] is not finite (NaN, 0)');
    expect(output.iterations).toBe(0);
  });

  test('Set names a NaN end of the edge by its view', () => {
    const edge = new L.b2EdgeShape().SetTwoSided({ x: -1, y: 0 }, { x: 1, y: 0 });
    edge.m_vertex1.y = Infinity;
    expect(() => new L.b2DistanceProxy().Set(edge, 0)).toThrow("b2DistanceProxy.Set: the edge's m_vertex1 is not finite (-1, Infinity)");
  });

  test('m_vertices set by hand replaces the edge', () => {
    const { input } = setUp();
    input.proxyA.m_vertices = [new L.b2Vec2(-1, 2), new L.b2Vec2(1, 2)];
    // By hand: the segment at y = 2 is 1 from (0, 3).
    expect(distance(input).distance).toBe(1);
  });
});
