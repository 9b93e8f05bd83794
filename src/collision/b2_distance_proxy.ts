// The shape as GJK sees it (C++ b2DistanceProxy, b2_distance.h / b2_distance.cpp): a vertex
// cloud and a radius, and the support search over it that b2DistanceGJK, b2ShapeCast and the
// simplex share. supportIndex, proxySupportIndex and proxyVertex are internal, not exported from
// the package.

import { b2Vec2, type b2XY, b2Vec2CopyUnchecked } from '../common/b2_math';
import { b2CheckFinitePoint, b2CheckIndex, b2CheckOutput, b2DescribeValue, b2IsInRange, b2PointIsInRange } from '../common/b2_checks';
import { b2CheckPolygon, b2CheckProxy } from './b2_collide_checks';
import { type b2Shape, b2ShapeType } from './b2_shape';
import type { b2PolygonShape } from './b2_polygon_shape';
import type { b2CircleShape } from './b2_circle_shape';
import type { b2EdgeShape } from './b2_edge_shape';
import { type b2ChainShape, b2CheckChainChild, b2CheckChainCount } from './b2_chain_shape';

/**
 * The body of C++ GetSupport over vertex objects: b2Dot(v, d) per vertex, the best kept only when
 * strictly larger. Used through proxySupportIndex by b2DistanceProxy, b2DistanceGJK, b2ShapeCast
 * and the simplex for every proxy that is not a polygon's. The direction is passed as a vector,
 * not as two numbers (rule 3: V8 runs out of inlining budget in b2ShapeCast and in the float32
 * build).
 */
export function supportIndex(vertices: readonly b2Vec2[], /* f32: integer */ count: number, d: b2XY): number {
  const dx = d.x;
  const dy = d.y;
  let bestIndex = 0;
  let bestValue = vertices[0].x * dx + vertices[0].y * dy;
  for (let i = 1; i < count; ++i) {
    const value = vertices[i].x * dx + vertices[i].y * dy;
    if (value > bestValue) {
      bestIndex = i;
      bestValue = value;
    }
  }
  return bestIndex;
}

/**
 * supportIndex over a proxy's vertices: a polygon's packed coordinates when the proxy has them
 * (m_packed), which V8 reads faster than the polygon's b2Vec2 views, else its vertex objects.
 * Same products, same order, same strict >.
 */
// b2DistanceProxy's m_edgePacked as proxySupportIndex and proxyVertex read it (protected, not
// private, which tsc would flag as never read: its readers are outside the class).
interface EdgeProxyFields {
  readonly m_edgePacked: readonly number[] | null;
}

export function proxySupportIndex(proxy: Readonly<b2DistanceProxy>, d: b2XY): number {
  const packed = proxy.m_packed;
  if (packed === null) {
    const edge = (proxy as unknown as EdgeProxyFields).m_edgePacked;
    if (edge === null || edge === undefined) {
      return supportIndex(proxy.m_vertices, proxy.m_count, d);
    }
    // An edge's two vertices from its m_packed (layout at b2EdgeShape.m_packed): supportIndex's
    // products, order and strict > over m_vertex1, m_vertex2, without the views' getters, each
    // of which boxes the double it returns where V8 does not inline it (rule 3).
    return edge[4] * d.x + edge[5] * d.y > edge[2] * d.x + edge[3] * d.y ? 1 : 0;
  }
  const dx = d.x;
  const dy = d.y;
  let bestIndex = 0;
  let bestValue = packed[0] * dx + packed[1] * dy;
  for (let i = 1; i < proxy.m_count; ++i) {
    const value = packed[i << 1] * dx + packed[(i << 1) | 1] * dy;
    if (value > bestValue) {
      bestIndex = i;
      bestValue = value;
    }
  }
  return bestIndex;
}

/** Writes vertex `index` of the proxy into out (from m_packed when the proxy has it). */
export function proxyVertex(out: b2Vec2, proxy: Readonly<b2DistanceProxy>, /* f32: integer */ index: number): void {
  const packed = proxy.m_packed;
  if (packed === null) {
    const edge = (proxy as unknown as EdgeProxyFields).m_edgePacked;
    if (edge === null || edge === undefined) {
      const v = proxy.m_vertices[index];
      out.x = v.x;
      out.y = v.y;
    } else {
      // m_vertex1 or m_vertex2 (layout at b2EdgeShape.m_packed); see proxySupportIndex.
      out.x = index === 0 ? edge[2] : edge[4];
      out.y = index === 0 ? edge[3] : edge[5];
    }
  } else {
    out.x = packed[index << 1];
    out.y = packed[(index << 1) | 1];
  }
}

/**
 * Throws unless the polygon's first m_count vertices are numbers within ±b2_maxFloat (m_count must
 * already be checked: it bounds the loop). Allocates nothing unless it throws.
 */
// One sum of magnitudes, as b2TransformsAreFinite tests a transform: at most b2_maxFloat when
// every coordinate is in range (NaN or more otherwise), with no branch on a loaded value until the
// end (a b2IsInRange test per coordinate made b2TestOverlap 6-10 % slower at 2,048 pairs and 17 %
// at 10,000). A sum past b2_maxFloat of coordinates each in range goes to the naming loop, which
// then finds nothing and returns.
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckPolygonVertices(where: string, polygon: Readonly<b2PolygonShape>): void {
  const packed = polygon.m_packed; // layout at b2PolygonShape.m_packed
  let sum = 0;
  for (let i = 0; i < polygon.m_count; ++i) {
    const x = packed[i << 1];
    const y = packed[(i << 1) | 1];
    if (typeof x !== 'number' || typeof y !== 'number') {
      sum = Number.NaN;
      break;
    }
    sum = sum + Math.abs(x) + Math.abs(y);
  }
  if (!(sum <= 3.4028234663852886e38)) { // b2_maxFloat (rule 4)
    for (let i = 0; i < polygon.m_count; ++i) {
      b2CheckFinitePoint(where, `the polygon's m_vertices[${i}]`, polygon.m_vertices[i]);
    }
  }
}

// True when the proxy takes Set's writes: m_count written back with what it holds (a frozen proxy
// refuses, a TypeError in strict code), and for a chain's child m_buffer's two vectors too.
// f32: exact (the probe writes back each field as the caller left it)
function proxyTakesWrites(proxy: b2DistanceProxy, buffer: boolean): boolean {
  try {
    proxy.m_count = proxy.m_count;
    if (buffer) {
      const b0 = proxy.m_buffer[0];
      const b1 = proxy.m_buffer[1];
      b0.x = b0.x;
      b1.x = b1.x;
    }
  } catch {
    return false;
  }
  return true;
}

// The cold path of proxyTakesWrites: names the frozen part.
function proxyOutputFailure(where: string, proxy: b2DistanceProxy, buffer: boolean): never {
  b2CheckOutput(where, 'this', proxy);
  if (buffer) {
    b2CheckOutput(where, 'this.m_buffer[0]', proxy.m_buffer[0]);
    b2CheckOutput(where, 'this.m_buffer[1]', proxy.m_buffer[1]);
  }
  throw new Error(`${where}: this has a read-only field; pass a proxy that can be written into`);
}

/**
 * The vertex cloud and radius of one convex shape (or one child edge of a chain) as GJK sees it.
 * Like C++, a proxy refers to the shape's own vertices (a chain child's two are copied into
 * m_buffer), so a shape changed after Set changes the proxy too. C++: `b2DistanceProxy` in
 * b2_distance.h/.cpp; members keep their C++ names, `SetShape` and `SetVertices` name the two
 * forms of `Set`, and a polygon's proxy reads its `m_packed` (Deviation 11, polygon storage,
 * in [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)).
 */
export class b2DistanceProxy {
  /** Holds a chain child's two vertices (C++ m_buffer). */
  readonly m_buffer: readonly [b2Vec2, b2Vec2] = [new b2Vec2(), new b2Vec2()];
  // What m_vertices returns: these vertices, or the views of m_polygon when it is set. A polygon
  // makes its views only when asked for them (src/README.md rule 10), and GJK reads m_packed.
  private m_vertexArray: readonly b2Vec2[] = this.m_buffer;
  private m_polygon: Readonly<b2PolygonShape> | null = null;
  /**
   * Not in C++: a polygon's packed coordinates (b2PolygonShape.m_packed, the storage behind its
   * m_vertices), which GJK reads instead of the views; null for every other kind of proxy.
   */
  m_packed: readonly number[] | null = null;
  /**
   * Not in C++: an edge's packed coordinates (b2EdgeShape.m_packed, the storage behind the
   * m_vertex1 and m_vertex2 that m_vertices refers to), which GJK reads instead of the views;
   * null for every other kind of proxy. Protected: it is the edge's own array, edited through
   * the edge.
   */
  protected m_edgePacked: readonly number[] | null = null;
  /** How many of m_vertices the proxy uses. C++: `b2DistanceProxy::m_count`. */
  m_count = 0;
  /** The radius around the vertices (a circle's radius, a polygon's skin), m. C++: `b2DistanceProxy::m_radius`. */
  m_radius = 0;

  // Not in C++, which points into the shape (&circle->m_p, &edge->m_vertex1): these arrays hold
  // references to the shape's own vectors, so Set allocates nothing and the proxy stays live.
  private readonly m_circleRef: b2Vec2[] = [this.m_buffer[0]];
  private readonly m_edgeRef: b2Vec2[] = [this.m_buffer[0], this.m_buffer[1]];

  /**
   * The vertices GJK reads, in the shape's frame; only the first m_count count. C++:
   * `b2DistanceProxy::m_vertices`, a pointer there, an accessor here.
   */
  get m_vertices(): readonly b2Vec2[] {
    return this.m_polygon === null ? this.m_vertexArray : this.m_polygon.m_vertices;
  }
  /** Points the proxy at a vertex array; it then has no polygon and no m_packed. C++: assigning `m_vertices`. */
  set m_vertices(vertices: readonly b2Vec2[]) {
    this.m_vertexArray = vertices;
    this.m_polygon = null;
    this.m_packed = null;
    this.m_edgePacked = null;
  }

  /**
   * Takes one child of a circle, polygon, edge or chain, by reference. C++:
   * `b2DistanceProxy::Set(const b2Shape*, int32)` in b2_distance.cpp.
   * @param shape - the shape; referred to, not copied (later edits show through)
   * @param index - the child: an edge of a chain, 0 for the others
   * @returns this proxy
   * @throws Error on an unknown shape type, a child index out of range, a shape that cannot be
   * collided (an unbuilt polygon, a circle without radius), or a frozen proxy ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  Set(shape: Readonly<b2Shape>, /* f32: integer */ index: number): this;
  /**
   * Takes a vertex cloud the caller keeps alive. C++: `b2DistanceProxy::Set(const b2Vec2*, int32,
   * float)` in b2_distance.cpp.
   * @param vertices - the points, in the shape's frame; referred to, not copied
   * @param count - how many of vertices to use, 1 to min(vertices.length, 256)
   * @param radius - the radius around the points, m
   * @returns this proxy
   * @throws RangeError on a count out of range; Error on a radius that is negative or not finite,
   * a vertex that is not finite, or a frozen proxy ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  Set(vertices: readonly b2Vec2[], /* f32: integer */ count: number, radius: number): this;
  Set(shapeOrVertices: Readonly<b2Shape> | readonly b2Vec2[], /* f32: integer */ indexOrCount: number, radius?: number): this {
    if (Array.isArray(shapeOrVertices)) {
      return this.setVertices('b2DistanceProxy.Set', shapeOrVertices, indexOrCount, radius as number);
    }
    return this.setShape('b2DistanceProxy.Set', shapeOrVertices as Readonly<b2Shape>, indexOrCount, true);
  }

  /**
   * The shape form of Set. C++: `b2DistanceProxy::Set(const b2Shape*, int32)`.
   * @param shape - the shape; referred to, not copied
   * @param index - the child: an edge of a chain, 0 for the others
   * @returns this proxy
   * @throws Error on an unknown shape type, a child index out of range, a shape that cannot be
   * collided, or a frozen proxy ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  SetShape(shape: Readonly<b2Shape>, /* f32: integer */ index: number): this {
    return this.setShape('b2DistanceProxy.SetShape', shape, index, true);
  }

  // SetShape's body. b2TestOverlap passes checkVertices false and checks a polygon's vertices
  // after GJK instead (b2SetProxyShapeVerticesUnchecked below).
  private setShape(where: string, shape: Readonly<b2Shape>, /* f32: integer */ index: number, checkVertices: boolean): this {
    const object: unknown = shape;
    if (typeof object !== 'object' || object === null || Array.isArray(object) || !('m_type' in object)) {
      throw new Error(`${where}: shape expected a b2Shape, got ${b2DescribeValue(object)}`);
    }
    const type = shape.m_type;
    if (type !== b2ShapeType.e_circle && type !== b2ShapeType.e_polygon && type !== b2ShapeType.e_edge && type !== b2ShapeType.e_chain) {
      throw new Error(`${where}: unknown shape type ${b2DescribeValue(type)}`);
    }
    if (type === b2ShapeType.e_chain) {
      // A hand-edited m_count is named here, not by GetChildCount.
      b2CheckChainCount(where, shape as Readonly<b2ChainShape>);
    }
    const childCount = shape.GetChildCount();
    // C++ only asserts 0 <= index < chain->m_count for chains and ignores index otherwise; here
    // every index must name a child, so a loop's past-the-end index cannot make a zero-length edge.
    if (!Number.isInteger(index) || index < 0 || index >= childCount) {
      throw new RangeError(`${where}: child index ${b2DescribeValue(index)} is out of range [0, ${childCount}) for a ${b2ShapeType[type]} shape`);
    }

    // Not in C++: a NaN radius would make every distance NaN. b2IsInRange's test written out: the
    // radius read from a field and passed to a call V8 does not inline is boxed (rule 3).
    // A polygon's from its slot (layout at b2PolygonShape.m_packed), not through its accessor.
    const radius: unknown = type === b2ShapeType.e_polygon ? (shape as Readonly<b2PolygonShape>).m_packed[34] : shape.m_radius;
    // f32: exact (an input check reads the fields as the caller left them)
    if (!(typeof radius === 'number' && radius >= 0 && radius <= 3.4028234663852886e38)) { // b2_maxFloat (rule 4)
      throw new Error(`${where}: the ${b2ShapeType[type]} shape's radius ${b2DescribeValue(shape.m_radius)} is not finite and non-negative`);
    }

    // Not in C++: the proxy (and for a chain's child, m_buffer's two vectors) takes the writes
    // below; a write-back probe, named on the cold path (a frozen proxy met a V8 TypeError).
    if (!proxyTakesWrites(this, type === b2ShapeType.e_chain)) {
      proxyOutputFailure(where, this, type === b2ShapeType.e_chain);
    }
    switch (type) {
      case b2ShapeType.e_circle: {
        const circle = shape as Readonly<b2CircleShape>;
        // One condition on a sound centre (b2PointIsInRange); b2CheckFinitePoint, whose
        // b2IsInRange calls box the coordinates where V8 does not inline them (rule 3), only to
        // name a fault.
        if (!b2PointIsInRange(circle.m_p)) {
          b2CheckFinitePoint(where, "the circle's centre m_p", circle.m_p);
        }
        this.m_circleRef[0] = circle.m_p;
        this.m_vertices = this.m_circleRef;
        this.m_count = 1;
        this.m_radius = circle.m_radius;
        break;
      }

      case b2ShapeType.e_polygon: {
        const polygon = shape as Readonly<b2PolygonShape>;
        // Not in C++: b2CollidePolygons' rules for m_count (an m_count of Infinity made GJK's
        // support search never end, NaN made it read nothing) and finite vertices.
        b2CheckPolygon(where, polygon);
        if (checkVertices) {
          b2CheckPolygonVertices(where, polygon);
        }
        this.m_polygon = polygon;
        this.m_packed = polygon.m_packed;
        this.m_edgePacked = null;
        this.m_count = polygon.m_count;
        this.m_radius = radius as number;
        break;
      }

      case b2ShapeType.e_chain: {
        const chain = shape as Readonly<b2ChainShape>;
        b2CheckChainChild(where, chain, index, false);
        b2Vec2CopyUnchecked(this.m_buffer[0], chain.m_vertices[index]);
        // f32: integer
        if (index + 1 < chain.m_count) {
          b2Vec2CopyUnchecked(this.m_buffer[1], chain.m_vertices[index + 1]);
        } else {
          b2Vec2CopyUnchecked(this.m_buffer[1], chain.m_vertices[0]);
        }
        this.m_vertices = this.m_buffer;
        this.m_count = 2;
        this.m_radius = chain.m_radius;
        break;
      }

      case b2ShapeType.e_edge: {
        const edge = shape as Readonly<b2EdgeShape>;
        // m_vertex1 and m_vertex2 from m_packed (layout at b2EdgeShape.m_packed), one sum of
        // magnitudes (rule 7); the views, whose getters box what they return where V8 does not
        // inline them (rule 3), only to name a fault.
        const p = edge.m_packed;
        // f32: exact (an input check reads the fields as the caller left them)
        if (
          !(typeof p[2] === 'number' && typeof p[3] === 'number' && typeof p[4] === 'number' && typeof p[5] === 'number' &&
            Math.abs(p[2]) + Math.abs(p[3]) + Math.abs(p[4]) + Math.abs(p[5]) <= 3.4028234663852886e38) // b2_maxFloat (rule 4)
        ) {
          b2CheckFinitePoint(where, "the edge's m_vertex1", edge.m_vertex1);
          b2CheckFinitePoint(where, "the edge's m_vertex2", edge.m_vertex2);
        }
        this.m_edgeRef[0] = edge.m_vertex1;
        this.m_edgeRef[1] = edge.m_vertex2;
        this.m_vertices = this.m_edgeRef;
        this.m_edgePacked = edge.m_packed;
        this.m_count = 2;
        this.m_radius = edge.m_radius;
        break;
      }
    }
    return this;
  }

  /**
   * The vertex-cloud form of Set. At most 256 vertices, because the cache stores indices as
   * uint8. C++: `b2DistanceProxy::Set(const b2Vec2*, int32, float)`.
   * @param vertices - the points, in the shape's frame; referred to, not copied
   * @param count - how many of vertices to use, 1 to min(vertices.length, 256)
   * @param radius - the radius around the points, m
   * @returns this proxy
   * @throws RangeError on a count out of range; Error on a radius that is negative or not finite,
   * a vertex that is not finite, or a frozen proxy ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  SetVertices(vertices: readonly b2Vec2[], /* f32: integer */ count: number, radius: number): this {
    return this.setVertices('b2DistanceProxy.SetVertices', vertices, count, radius);
  }

  // SetVertices' body, named for the caller (Set or SetVertices).
  private setVertices(where: string, vertices: readonly b2Vec2[], /* f32: integer */ count: number, radius: number): this {
    if (!Array.isArray(vertices)) {
      throw new Error(`${where}: vertices expected an array of {x, y}, got ${b2DescribeValue(vertices)}`);
    }
    if (!Number.isInteger(count) || count < 1 || count > vertices.length || count > 256) {
      throw new RangeError(`${where}: count ${b2DescribeValue(count)} must be an integer in [1, ${Math.min(vertices.length, 256)}] (vertices ${b2DescribeValue(vertices)})`);
    }
    if (!(b2IsInRange(radius) && radius >= 0)) {
      throw new Error(`${where}: radius must be finite and not negative, got ${b2DescribeValue(radius)}`);
    }
    for (let i = 0; i < count; ++i) {
      const v: unknown = vertices[i];
      if (typeof v !== 'object' || v === null) {
        // Not an array of points ([1, 2]): named whole.
        throw new Error(`${where}: vertices expected an array of {x, y}, got ${b2DescribeValue(vertices)}`);
      }
      b2CheckFinitePoint(where, `vertex ${i}`, vertices[i]);
    }
    if (!proxyTakesWrites(this, false)) {
      proxyOutputFailure(where, this, false);
    }
    this.m_vertices = vertices;
    this.m_count = count;
    this.m_radius = radius;
    return this;
  }

  /**
   * C++: `b2DistanceProxy::GetSupport`.
   * @param d - the direction, in the shape's frame; only read
   * @returns the index of the vertex farthest along d (the first one on ties: strict >, as C++)
   * @throws Error unless the proxy as it stands (m_count, m_radius, the vertices) and d are valid
   * (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  GetSupport(d: b2XY): number {
    b2CheckProxy('b2DistanceProxy.GetSupport', 'the proxy', this);
    b2CheckFinitePoint('b2DistanceProxy.GetSupport', 'd', d);
    return proxySupportIndex(this, d);
  }

  /**
   * C++: `b2DistanceProxy::GetSupportVertex`.
   * @param d - the direction, in the shape's frame; only read
   * @returns the vertex farthest along d (the first one on ties); the proxy's own object, not a copy
   * @throws Error unless the proxy as it stands and d are valid, as GetSupport
   */
  GetSupportVertex(d: b2XY): Readonly<b2Vec2> {
    b2CheckProxy('b2DistanceProxy.GetSupportVertex', 'the proxy', this);
    b2CheckFinitePoint('b2DistanceProxy.GetSupportVertex', 'd', d);
    return this.m_vertices[proxySupportIndex(this, d)];
  }

  /**
   * C++: `b2DistanceProxy::GetVertexCount`.
   * @returns the number of vertices, m_count
   * @throws Error when the shape's own fields were hand-edited (a count, radius or vertex out of range) ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  GetVertexCount(): number {
    b2CheckProxy('b2DistanceProxy.GetVertexCount', 'the proxy', this);
    return this.m_count;
  }

  /**
   * C++: `b2DistanceProxy::GetVertex`.
   * @param index - which vertex, in [0, m_count)
   * @returns the vertex, shape frame; the proxy's own object, not a copy
   * @throws RangeError on an index outside [0, m_count) (C++ asserts; Deviation 2); Error when the
   * proxy as it stands is not valid
   */
  GetVertex(/* f32: integer */ index: number): Readonly<b2Vec2> {
    b2CheckProxy('b2DistanceProxy.GetVertex', 'the proxy', this);
    b2CheckIndex('b2DistanceProxy.GetVertex', 'index', index, this.m_count);
    return this.m_vertices[index];
  }
}

/**
 * b2DistanceProxy.SetShape without the test of a polygon's vertices, for b2TestOverlap only, which
 * runs b2CheckPolygonVertices after GJK instead: tested before GJK, the vertices' cache misses stall
 * the test's one branch, and b2TestOverlap took 1.18x as long at 10,000 pairs. The caller must
 * test the vertices before it returns anything computed from them.
 */
export function b2SetProxyShapeVerticesUnchecked(where: string, proxy: b2DistanceProxy, shape: Readonly<b2Shape>, /* f32: integer */ index: number): void {
  // A friend's access to the private setShape, which keeps SetShape's one body.
  (proxy as unknown as { setShape(where: string, shape: Readonly<b2Shape>, /* f32: integer */ index: number, checkVertices: boolean): void }).setShape(where, shape, index, false);
}
