// b2Distance (GJK), b2DistanceProxy and b2SimplexCache against hand-computed distances, witness
// points and, where stated, a hand trace of the C++ v2.4.1 iteration (b2_distance.cpp).
import {
  b2ChainShape,
  b2CircleShape,
  b2Distance,
  b2DistanceGJK,
  b2DistanceInput,
  b2DistanceOutput,
  b2DistanceProxy,
  b2EdgeShape,
  b2PolygonShape,
  b2ResetGjkCounters,
  b2Shape,
  b2SimplexCache,
  b2Transform,
  b2Vec2,
  b2_gjkCalls,
  b2_gjkIters,
  b2_gjkMaxIters,
  b2_polygonRadius,
} from 'b2collide';
import { box, xfSC } from '../support/helpers';

const c45 = Math.SQRT1_2; // sin and cos of 45 degrees

interface Run {
  output: b2DistanceOutput;
  cache: b2SimplexCache;
}

function gjk(
  shapeA: b2Shape,
  xfA: b2Transform,
  shapeB: b2Shape,
  xfB: b2Transform,
  useRadii: boolean,
  cache = new b2SimplexCache(),
  indexA = 0,
  indexB = 0,
): Run {
  const input = new b2DistanceInput();
  input.proxyA.Set(shapeA, indexA);
  input.proxyB.Set(shapeB, indexB);
  // Array to array, not Copy, which refuses the non-finite transforms some tests pass on.
  xfA.m_packed.forEach((v, i) => (input.transformA.m_packed[i] = v));
  xfB.m_packed.forEach((v, i) => (input.transformB.m_packed[i] = v));
  input.useRadii = useRadii;
  const output = new b2DistanceOutput();
  b2Distance(output, cache, input);
  return { output, cache };
}

/** A warm-start cache holding the vertex pairs (indexA[i], indexB[i]) and the metric, as b2Distance saves one. */
function cacheOf(indexA: number[], indexB: number[], metric: number): b2SimplexCache {
  const cache = new b2SimplexCache();
  cache.count = indexB.length;
  indexA.forEach((a, i) => (cache.indexA[i] = a));
  indexB.forEach((b, i) => (cache.indexB[i] = b));
  cache.metric = metric;
  return cache;
}

const box1 = box(1, 1); // vertices (-1,-1) (1,-1) (1,1) (-1,1)

describe('b2Distance, polygon-polygon', () => {
  // Box B (half-width 1) turned 45 degrees and centred at (2 + 2*c45, 0) = (2 + sqrt2, 0): its
  // vertex 3, local (-1, 1), turns to (-sqrt2, 0) and lands at (2, 0), one unit right of box A's
  // face x = 1. The closest points are (1, 0) on A and (2, 0) on B.
  const xfB = xfSC(2 + 2 * c45, 0, c45, c45);

  test('separated vertex-to-face: distance 1, witness points (1,0) and (2,0)', () => {
    const { output } = gjk(box1, xfSC(0, 0), box1, xfB, false);
    expect(output.distance).toBeCloseTo(1, 14);
    expect(output.pointA.x).toBeCloseTo(1, 14);
    expect(output.pointA.y).toBeCloseTo(0, 14);
    expect(output.pointB.x).toBeCloseTo(2, 14);
    expect(output.pointB.y).toBeCloseTo(0, 14);
  });

  test('the cold run takes 4 iterations and caches the segment {A1,A2} x {B3} (hand trace of C++)', () => {
    // Trace (w = wB - wA): start (A0,B0); support gives (A1,B3); Solve2 keeps only (A1,B3); support
    // gives (A2,B0) (B0 and B3 tie along B's local (-2c, 0); strict > keeps index 0); Solve3 lands in
    // region e13 = {(A1,B3),(A2,B3)} with a = 1/2 each; the next support, (A1,B3), is a duplicate.
    const { output, cache } = gjk(box1, xfSC(0, 0), box1, xfB, false);
    expect(output.iterations).toBe(4);
    expect(cache.count).toBe(2);
    expect([cache.indexA[0], cache.indexA[1]]).toEqual([1, 2]);
    expect([cache.indexB[0], cache.indexB[1]]).toEqual([3, 3]);
    // Metric of a 2-simplex: |w1 - w2| = |(A2 - A1)| = |(0, 2)| = 2.
    expect(cache.metric).toBeCloseTo(2, 14);
  });

  test('useRadii subtracts both skins (0.01 each) and moves the points onto the surfaces', () => {
    const { output } = gjk(box1, xfSC(0, 0), box1, xfB, true);
    expect(output.distance).toBeCloseTo(1 - 2 * b2_polygonRadius, 14);
    expect(output.pointA.x).toBeCloseTo(1 + b2_polygonRadius, 14);
    expect(output.pointB.x).toBeCloseTo(2 - b2_polygonRadius, 14);
    expect(output.pointA.y).toBeCloseTo(0, 14);
    expect(output.pointB.y).toBeCloseTo(0, 14);
  });

  test('overlapping boxes end on a triangle: distance 0 and equal witness points', () => {
    // Box B centred at (1, 0.5) overlaps box A over [0,1]x[-0.5,1]: the origin is inside B - A.
    const { output, cache } = gjk(box1, xfSC(0, 0), box1, xfSC(1, 0.5), false);
    expect(cache.count).toBe(3);
    expect(output.distance).toBe(0);
    expect(output.pointA.x).toBe(output.pointB.x);
    expect(output.pointA.y).toBe(output.pointB.y);
    const withRadii = gjk(box1, xfSC(0, 0), box1, xfSC(1, 0.5), true).output;
    expect(withRadii.distance).toBe(0);
  });

  test('touching cores (a triangle vertex on a box face): core distance 0, with radii 0', () => {
    // Triangle with a vertex at its local origin, pointing left, placed at (1, 0): the vertex sits
    // on box A's face x = 1. All coordinates are small integers, so the arithmetic is exact.
    const tri = new b2PolygonShape().Set([new b2Vec2(0, 0), new b2Vec2(1, -1), new b2Vec2(1, 1)]);
    const { output } = gjk(box1, xfSC(0, 0), tri, xfSC(1, 0), false);
    expect(output.distance).toBe(0);
    expect(output.pointA.x).toBe(1);
    expect(output.pointB.x).toBe(1);
    expect(gjk(box1, xfSC(0, 0), tri, xfSC(1, 0), true).output.distance).toBe(0);
  });
});

describe('b2Distance, circles', () => {
  test('separated circles: 3-4-5 triangle, one iteration', () => {
    // Centres (0,0) and (3,4): core distance 5. The cold simplex is the two centres; the support
    // search along -(3,4) returns the same pair, a duplicate, so iterations = 1 and cache.count = 1.
    const a = new b2CircleShape(0.5);
    const b = new b2CircleShape(0.25);
    const core = gjk(a, xfSC(0, 0), b, xfSC(3, 4), false);
    expect(core.output.distance).toBe(5);
    expect(core.output.iterations).toBe(1);
    expect(core.cache.count).toBe(1);
    expect(core.cache.metric).toBe(0);
    // With radii: 5 - 0.75 = 4.25; normal (0.6, 0.8); A's point 0.5*(0.6,0.8), B's (3,4) - 0.25*(0.6,0.8).
    const r = gjk(a, xfSC(0, 0), b, xfSC(3, 4), true).output;
    expect(r.distance).toBeCloseTo(4.25, 14);
    expect(r.pointA.x).toBeCloseTo(0.3, 14);
    expect(r.pointA.y).toBeCloseTo(0.4, 14);
    expect(r.pointB.x).toBeCloseTo(2.85, 14);
    expect(r.pointB.y).toBeCloseTo(3.8, 14);
  });

  test('overlapping circles: with radii both points go to the midpoint of the centres', () => {
    // Centres 0.5 apart, radii 1: core distance 0.5 is not > 2, so p = 0.5*(pA + pB) = (0.25, 0).
    const a = new b2CircleShape(1);
    const r = gjk(a, xfSC(0, 0), a, xfSC(0.5, 0), true).output;
    expect(r.distance).toBe(0);
    expect(r.pointA.x).toBe(0.25);
    expect(r.pointB.x).toBe(0.25);
    expect(r.pointA.y).toBe(0);
  });

  test('concentric circles stop before any support search (search direction too short)', () => {
    const a = new b2CircleShape(1);
    const r = gjk(a, xfSC(2, 3), a, xfSC(2, 3), false).output;
    expect(r.iterations).toBe(0);
    expect(r.distance).toBe(0);
  });

  test('a circle offset inside its shape: the centre m_p is the proxy vertex', () => {
    // Circle centre local (1, 0) on a body at (0,0); other circle centre at (4, 0): distance 3.
    const a = new b2CircleShape(0.5, { x: 1, y: 0 });
    const b = new b2CircleShape(0.5);
    expect(gjk(a, xfSC(0, 0), b, xfSC(4, 0), false).output.distance).toBe(3);
  });
});

describe('b2Distance, polygon-circle', () => {
  test('circle in the face region of the box: distance to the face, 3 iterations (hand trace)', () => {
    // Circle centre (3, 0), box face x = 1: core distance 2, pointA (1, 0), pointB (3, 0).
    // Trace: (A0,B0) -> support (A2,B0); Solve2 keeps (A2,B0) -> support (A1,B0); segment with
    // a = 1/2 each; support along (2, 0) ties A1/A2 and picks A1: duplicate.
    const circle = new b2CircleShape(0.5);
    const { output, cache } = gjk(box1, xfSC(0, 0), circle, xfSC(3, 0), false);
    expect(output.distance).toBe(2);
    expect(output.pointA.x).toBe(1);
    expect(output.pointA.y).toBe(0);
    expect(output.pointB.x).toBe(3);
    expect(output.iterations).toBe(3);
    expect(cache.count).toBe(2);
    expect([cache.indexA[0], cache.indexA[1]]).toEqual([2, 1]);
    expect([cache.indexB[0], cache.indexB[1]]).toEqual([0, 0]);

    // With radii: 2 - 0.01 - 0.5 = 1.49; A's point moves out by 0.01, B's in by 0.5.
    const r = gjk(box1, xfSC(0, 0), circle, xfSC(3, 0), true).output;
    expect(r.distance).toBeCloseTo(1.49, 14);
    expect(r.pointA.x).toBeCloseTo(1.01, 14);
    expect(r.pointB.x).toBeCloseTo(2.5, 14);
  });

  test('circle in the vertex region: distance to the corner (1, 1)', () => {
    // Centre (3, 3): distance sqrt(2^2 + 2^2) = sqrt 8 to vertex 2; the simplex is one point.
    const circle = new b2CircleShape(0.5);
    const { output, cache } = gjk(box1, xfSC(0, 0), circle, xfSC(3, 3), false);
    expect(output.distance).toBeCloseTo(Math.sqrt(8), 14);
    expect(output.pointA.x).toBe(1);
    expect(output.pointA.y).toBe(1);
    expect(cache.count).toBe(1);
    expect(cache.indexA[0]).toBe(2);
  });

  test('circle centre inside the polygon: distance 0 without radii', () => {
    // The centre (0.2, 0.1) lies inside box1's [-1, 1] x [-1, 1]: the cores meet.
    const circle = new b2CircleShape(0.1);
    const { output } = gjk(box1, xfSC(0, 0), circle, xfSC(0.2, 0.1), false);
    expect(output.distance).toBe(0);
  });

  test('a rotated box: the transform turns the support direction into the local frame', () => {
    // Box A turned 45 degrees at the origin: its corner (1,1) turns to (0, sqrt2). Circle centre
    // (0, 5): distance 5 - sqrt2 to that corner.
    const circle = new b2CircleShape(0.5);
    const { output } = gjk(box1, xfSC(0, 0, c45, c45), circle, xfSC(0, 5), false);
    expect(output.distance).toBeCloseTo(5 - Math.SQRT2, 14);
    expect(output.pointA.x).toBeCloseTo(0, 14);
    expect(output.pointA.y).toBeCloseTo(Math.SQRT2, 14);
  });
});

describe('b2Distance, edges and chains', () => {
  test('edge-polygon: a 45-degree box corner above a horizontal edge', () => {
    // Edge (-2,0)-(2,0). Box of half-width 0.5 turned 45 degrees at (0.5, 2): its lowest corner is
    // local (-0.5,-0.5) -> (0, -c45), world (0.5, 2 - c45). Distance 2 - c45; pointA (0.5, 0).
    const edge = new b2EdgeShape().SetTwoSided({ x: -2, y: 0 }, { x: 2, y: 0 });
    const small = box(0.5, 0.5);
    const { output } = gjk(edge, xfSC(0, 0), small, xfSC(0.5, 2, c45, c45), false);
    expect(output.distance).toBeCloseTo(2 - c45, 14);
    expect(output.pointA.x).toBeCloseTo(0.5, 14);
    expect(output.pointA.y).toBeCloseTo(0, 14);
    expect(output.pointB.x).toBeCloseTo(0.5, 14);
    expect(output.pointB.y).toBeCloseTo(2 - c45, 14);
    // Both shapes carry the polygon skin 0.01.
    const r = gjk(edge, xfSC(0, 0), small, xfSC(0.5, 2, c45, c45), true).output;
    expect(r.distance).toBeCloseTo(2 - c45 - 0.02, 14);
  });

  test('edge-polygon overlapping: the edge crosses the box', () => {
    // box1 at (0.3, 0.2) spans x in [-0.7, 1.3], y in [-0.8, 1.2]: the edge y = 0, x in [-2, 2], cuts it.
    const edge = new b2EdgeShape().SetTwoSided({ x: -2, y: 0 }, { x: 2, y: 0 });
    expect(gjk(edge, xfSC(0, 0), box1, xfSC(0.3, 0.2), false).output.distance).toBe(0);
  });

  test('chain child: the proxy copies the child edge into m_buffer; distance to a circle', () => {
    // Children: 0 (-2,0)-(0,0), 1 (0,0)-(2,0), 2 (2,0)-(2,2). Circle at (3, 1): 1 from child 2.
    const chain = new b2ChainShape().CreateChain(
      [{ x: -2, y: 0 }, { x: 0, y: 0 }, { x: 2, y: 0 }, { x: 2, y: 2 }],
      4,
      { x: -3, y: 0 },
      { x: 2, y: 3 },
    );
    const proxy = new b2DistanceProxy().Set(chain, 2);
    expect(proxy.m_count).toBe(2);
    expect(proxy.m_vertices).toBe(proxy.m_buffer);
    expect([proxy.m_buffer[0].x, proxy.m_buffer[0].y, proxy.m_buffer[1].x, proxy.m_buffer[1].y]).toEqual([2, 0, 2, 2]);
    expect(proxy.m_radius).toBe(b2_polygonRadius);

    const circle = new b2CircleShape(0.25);
    const { output } = gjk(chain, xfSC(0, 0), circle, xfSC(3, 1), false, new b2SimplexCache(), 2, 0);
    expect(output.distance).toBe(1);
    expect(output.pointA.x).toBe(2);
    expect(output.pointA.y).toBe(1);
    const r = gjk(chain, xfSC(0, 0), circle, xfSC(3, 1), true, new b2SimplexCache(), 2, 0).output;
    expect(r.distance).toBeCloseTo(1 - 0.01 - 0.25, 14);
  });

  test("a loop's last child closes the loop: the edge from the last vertex back to the first", () => {
    // Four vertices, four children; child 3 runs from vertex 3 (0, 1) back to vertex 0 (0, 0).
    const loop = new b2ChainShape().CreateLoop([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 1, y: 1 }, { x: 0, y: 1 }]);
    const proxy = new b2DistanceProxy().Set(loop, 3);
    expect([proxy.m_buffer[0].x, proxy.m_buffer[0].y, proxy.m_buffer[1].x, proxy.m_buffer[1].y]).toEqual([0, 1, 0, 0]);
  });
});

describe('b2DistanceProxy', () => {
  test('polygon and edge proxies refer to the shape, as C++ points into it', () => {
    const proxy = new b2DistanceProxy().Set(box1, 0);
    expect(proxy.m_vertices).toBe(box1.m_vertices);
    expect(proxy.GetVertexCount()).toBe(4);
    expect(proxy.m_radius).toBe(b2_polygonRadius);

    const edge = new b2EdgeShape().SetTwoSided({ x: 0, y: 0 }, { x: 1, y: 0 });
    const edgeProxy = new b2DistanceProxy().Set(edge, 0);
    expect(edgeProxy.GetVertex(0)).toBe(edge.m_vertex1);
    expect(edgeProxy.GetVertex(1)).toBe(edge.m_vertex2);

    const circle = new b2CircleShape(2, { x: 1, y: 2 });
    const circleProxy = new b2DistanceProxy().Set(circle, 0);
    expect(circleProxy.GetVertex(0)).toBe(circle.m_p);
    expect(circleProxy.m_count).toBe(1);
    expect(circleProxy.m_radius).toBe(2);
  });

  test("a polygon proxy reads the polygon's packed coordinates, so it sees later edits as C++ does", () => {
    const poly = box(1, 1);
    const proxy = new b2DistanceProxy().Set(poly, 0);
    expect(proxy.m_packed).toBe(poly.m_packed);
    expect(new b2DistanceProxy().Set(new b2CircleShape(1), 0).m_packed).toBeNull();
    // Along (1, 0.1) vertex 2 (1, 1) wins (1.1 against 0.9). Pull vertex 1 out to (3, -1): it now
    // scores 2.9 and must win, read through m_packed.
    expect(proxy.GetSupport(new b2Vec2(1, 0.1))).toBe(2);
    poly.m_vertices[1].Set(3, -1);
    expect(proxy.GetSupport(new b2Vec2(1, 0.1))).toBe(1);
    // GJK sees it too: the point (2.5, -0.9) is 1.5 right of the unit box, but inside the
    // stretched polygon (its new edge from (3,-1) to (1,1) is x + y = 2, and 2.5 - 0.9 < 2).
    const input = new b2DistanceInput();
    input.proxyA.Set(poly, 0);
    input.proxyB.Set([new b2Vec2(2.5, -0.9)], 1, 0);
    input.transformA.SetIdentity();
    input.transformB.SetIdentity();
    input.useRadii = false;
    const output = new b2DistanceOutput();
    b2Distance(output, new b2SimplexCache(), input);
    expect(output.distance).toBe(0);
  });

  test('GetSupport returns the farthest vertex and the first one on a tie', () => {
    const proxy = new b2DistanceProxy().Set(box1, 0);
    // Along (1, 0.1): vertex 1 (1,-1) scores 0.9, vertex 2 (1,1) scores 1.1.
    expect(proxy.GetSupport(new b2Vec2(1, 0.1))).toBe(2);
    // Along (1, 0): vertices 1 and 2 both score 1; strict > keeps vertex 1.
    expect(proxy.GetSupport(new b2Vec2(1, 0))).toBe(1);
    expect(proxy.GetSupportVertex(new b2Vec2(-1, -0.1))).toBe(box1.m_vertices[0]);
  });

  test('the vertex-cloud Set keeps a reference to the caller’s array', () => {
    const pts = [new b2Vec2(0, 0), new b2Vec2(1, 0), new b2Vec2(0, 1), new b2Vec2(9, 9)];
    const proxy = new b2DistanceProxy().Set(pts, 3, 0.5);
    expect(proxy.m_vertices).toBe(pts);
    expect(proxy.m_count).toBe(3);
    expect(proxy.GetSupport(new b2Vec2(1, 1))).toBe(1); // (1,0) and (0,1) tie at 1: first wins
  });

  test('bad input throws with a message naming the problem', () => {
    const proxy = new b2DistanceProxy();
    const fake = { m_type: 7, m_radius: 0, GetChildCount: () => 1, GetType: () => 7 } as unknown as b2Shape;
    expect(() => proxy.Set(fake, 0)).toThrow('b2DistanceProxy.Set: unknown shape type 7');
    expect(() => proxy.Set(box1, 1)).toThrow('b2DistanceProxy.Set: child index 1 is out of range [0, 1) for a e_polygon shape');
    const chain = new b2ChainShape().CreateChain([{ x: 0, y: 0 }, { x: 1, y: 0 }], 2, { x: -1, y: 0 }, { x: 2, y: 0 });
    expect(() => proxy.Set(chain, 1)).toThrow('child index 1 is out of range [0, 1) for a e_chain shape');
    expect(() => proxy.Set(chain, -1)).toThrow(RangeError);
    expect(() => proxy.Set(chain, 0.5)).toThrow(RangeError);
    expect(() => proxy.Set(new b2PolygonShape(), 0)).toThrow('the polygon has 0 vertices');
    const circle = new b2CircleShape(1);
    circle.m_radius = Number.NaN;
    expect(() => proxy.Set(circle, 0)).toThrow('radius NaN is not finite');
    expect(() => proxy.Set([new b2Vec2()], 2, 0)).toThrow('count 2 must be an integer in [1, 1]');
    expect(() => proxy.Set([new b2Vec2()], 1, -1)).toThrow('radius must be finite and not negative, got -1');
    expect(() => proxy.Set([{ x: Number.NaN, y: 0 } as b2Vec2], 1, 0)).toThrow('vertex 0 is not finite');
    expect(() => new b2DistanceProxy().Set(box1, 0).GetVertex(4)).toThrow('index 4 is out of range [0, 4)');
  });
});

describe('b2SimplexCache warm start', () => {
  const xfB = xfSC(2 + 2 * c45, 0, c45, c45);

  test('reusing the cache on the same pose gives the same answer in 1 iteration (hand trace)', () => {
    // The cached segment {(A1,B3),(A2,B3)} has metric 2 both times, so it is kept; Solve2 gives
    // a = 1/2 each, and the support along (-2, 0) returns (A1,B3) again: a duplicate at once.
    const cold = gjk(box1, xfSC(0, 0), box1, xfB, false);
    const warm = gjk(box1, xfSC(0, 0), box1, xfB, false, cold.cache);
    expect(warm.output.iterations).toBe(1);
    expect(warm.output.distance).toBe(cold.output.distance);
    expect(warm.output.pointA.x).toBe(cold.output.pointA.x);
    expect(warm.output.pointA.y).toBe(cold.output.pointA.y);
    expect(warm.output.pointB.x).toBe(cold.output.pointB.x);
    expect(warm.output.pointB.y).toBe(cold.output.pointB.y);
    expect(warm.cache.count).toBe(2);
  });

  test('after a small move the warm answer matches a cold run with no more iterations', () => {
    const moves: Array<[number, number, number]> = [
      [0.01, 0.02, 0.01],
      [-0.05, 0.3, -0.02],
      [0.2, -0.4, 0.05],
    ];
    const cache = gjk(box1, xfSC(0, 0), box1, xfB, false).cache;
    for (const [dx, dy, da] of moves) {
      const moved = xfSC(2 + 2 * c45 + dx, dy, Math.sin(Math.PI / 4 + da), Math.cos(Math.PI / 4 + da));
      const cold = gjk(box1, xfSC(0, 0), box1, moved, false);
      const warm = gjk(box1, xfSC(0, 0), box1, moved, false, cache);
      expect(warm.output.distance).toBeCloseTo(cold.output.distance, 12);
      expect(warm.output.pointA.x).toBeCloseTo(cold.output.pointA.x, 12);
      expect(warm.output.pointA.y).toBeCloseTo(cold.output.pointA.y, 12);
      expect(warm.output.iterations).toBeLessThanOrEqual(cold.output.iterations);
    }
  });

  test('a cached metric far from the new one flushes the cache: the run is a cold one', () => {
    // Metric 100 vs the recomputed 2: 2 < 0.5 * 100, so ReadCache empties the simplex.
    const cold = gjk(box1, xfSC(0, 0), box1, xfB, false);
    const flushed = gjk(box1, xfSC(0, 0), box1, xfB, false, cacheOf([1, 2], [3, 3], 100));
    expect(flushed.output.iterations).toBe(cold.output.iterations);
    expect(flushed.output.distance).toBe(cold.output.distance);
    // The same pairs with the right metric are kept: 1 iteration.
    expect(gjk(box1, xfSC(0, 0), box1, xfB, false, cacheOf([1, 2], [3, 3], 2)).output.iterations).toBe(1);
  });

  test('a cache that does not fit the proxies throws instead of reading past the vertices', () => {
    const cache = new b2SimplexCache();
    cache.count = 4;
    expect(() => gjk(box1, xfSC(0, 0), box1, xfB, false, cache)).toThrow('b2Distance: cache.count 4 is not 0, 1, 2 or 3');
    cache.count = 1;
    cache.indexA[0] = 0;
    cache.indexB[0] = 4; // a circle has one vertex
    expect(() => gjk(box1, xfSC(0, 0), new b2CircleShape(1), xfB, false, cache)).toThrow(
      'cached vertex 0 (indexA 0, indexB 4) is out of range for proxies of 4 and 1 vertices',
    );
    expect(cache.Reset().count).toBe(0);
  });
});

describe('exact ties go where the C++ comparisons send them', () => {
  // Vertex-cloud proxies make the Minkowski points w = wB - wA exactly what is written: A is the
  // single point (0, 0), so w is B's vertex itself.
  const pointA = [new b2Vec2(0, 0)];
  function run(verticesB: b2Vec2[], cache: b2SimplexCache): Run {
    const input = new b2DistanceInput();
    input.proxyA.Set(pointA, 1, 0);
    input.proxyB.Set(verticesB, verticesB.length, 0);
    input.transformA.SetIdentity();
    input.transformB.SetIdentity();
    const output = new b2DistanceOutput();
    b2Distance(output, cache, input);
    return { output, cache };
  }

  test('Solve2, origin projecting exactly onto w2 (d12_1 = 0): w2 region, not a segment', () => {
    // B = (1,1), (0,1). Cold start w1 = (1,1); support along (-1,-1) adds w2 = (0,1).
    // Solve2: e12 = (-1,0), d12_2 = 1, d12_1 = w2.e12 = 0 <= 0, so only w2 stays. The support
    // along (0,-1) ties (1,1) and (0,1) at -1 and takes index 0, which was in the saved simplex.
    const { output, cache } = run([new b2Vec2(1, 1), new b2Vec2(0, 1)], new b2SimplexCache());
    expect(output.iterations).toBe(2);
    expect(output.distance).toBe(1);
    expect(cache.count).toBe(1);
    expect(cache.indexB[0]).toBe(1);
  });

  test('Solve2, origin projecting exactly onto w1 (d12_2 = 0): w1 region, not a segment', () => {
    // Warm cache {B0, B1} with B = (0,1), (1,1): metric |w1 - w2| = 1 is kept. Solve2: e12 = (1,0),
    // d12_2 = -(w1.e12) = 0 <= 0, so only w1 stays; the next support (index 0 again) is a duplicate.
    const cache = cacheOf([0, 0], [0, 1], 1);
    const { output } = run([new b2Vec2(0, 1), new b2Vec2(1, 1)], cache);
    expect(output.iterations).toBe(1);
    expect(output.distance).toBe(1);
    expect(cache.count).toBe(1);
    expect(cache.indexB[0]).toBe(0);
  });

  test('Solve3, origin exactly on edge 12 (d123_3 = -0): edge region, not the triangle', () => {
    // Warm cache {B0, B1, B2} with B = (-1,0), (1,0), (0,1): metric b2Cross(e12, e13) =
    // cross((2,0), (1,1)) = 2 is kept. Solve3: d12_1 = 2, d12_2 = 2, n123 = 2,
    // d123_3 = n123 * cross(w1, w2) = 2 * (-0) = -0 <= 0, so the segment w1-w2 with a = 1/2 each.
    // Search direction b2Cross(e12, 1) = (0, -2); the support ties B0 and B2 and takes B0: duplicate.
    const cache = cacheOf([0, 0, 0], [0, 1, 2], 2);
    const { output } = run([new b2Vec2(-1, 0), new b2Vec2(1, 0), new b2Vec2(0, 1)], cache);
    expect(output.distance).toBe(0);
    expect(cache.count).toBe(2);
    expect([cache.indexB[0], cache.indexB[1]]).toEqual([0, 1]);
  });

  test('useRadii with the core distance exactly rA + rB: the overlap branch (midpoint), not the surface one', () => {
    // Centres (0,0) and (2,0), radii 0.5 and 1.5: 2 > 2 is false, so both points go to (1, 0).
    // Moving them onto the surfaces instead would give (0.5, 0) for both.
    const r = gjk(new b2CircleShape(0.5), xfSC(0, 0), new b2CircleShape(1.5), xfSC(2, 0), true).output;
    expect(r.distance).toBe(0);
    expect(r.pointA.x).toBe(1);
    expect(r.pointB.x).toBe(1);
  });
});

describe('b2Distance, bad input and the overload', () => {
  test('a non-finite transform throws', () => {
    expect(() => gjk(box1, xfSC(Number.NaN, 0), box1, xfSC(3, 0), false)).toThrow('b2Distance: a transform is not finite');
    expect(() => gjk(box1, xfSC(0, 0), box1, xfSC(3, 0, 0, Number.POSITIVE_INFINITY), false)).toThrow('a transform is not finite');
  });

  test('a proxy that was never Set throws', () => {
    const input = new b2DistanceInput();
    input.proxyA.Set(box1, 0);
    expect(() => b2DistanceGJK(new b2DistanceOutput(), new b2SimplexCache(), input)).toThrow('b2DistanceGJK: input.proxyB has no vertices (m_count 0); call Set first');
  });

  test('b2Distance with two vectors is the point distance of b2_math', () => {
    expect(b2Distance(new b2Vec2(1, 1), new b2Vec2(4, 5))).toBe(5);
  });
});

describe('GJK statistics (C++ b2_gjkCalls, b2_gjkIters, b2_gjkMaxIters)', () => {
  test('count calls, summed iterations and the largest iteration count', () => {
    b2ResetGjkCounters();
    expect([b2_gjkCalls, b2_gjkIters, b2_gjkMaxIters]).toEqual([0, 0, 0]);
    gjk(box1, xfSC(0, 0), box1, xfSC(2 + 2 * c45, 0, c45, c45), false); // 4 iterations (traced above)
    gjk(new b2CircleShape(1), xfSC(0, 0), new b2CircleShape(1), xfSC(3, 4), false); // 1 iteration
    expect([b2_gjkCalls, b2_gjkIters, b2_gjkMaxIters]).toEqual([2, 5, 4]);
  });
});
