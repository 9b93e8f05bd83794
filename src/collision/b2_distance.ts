// Closest points between two convex shapes by GJK (C++ b2_distance.h / b2_distance.cpp, Box2D
// v2.4.1): Voronoi-region simplex solves in barycentric coordinates, a warm-start cache and the
// radius correction. Every expression follows the C++ operation order; b2ShapeCast is in b2_shape_cast.ts.

import { b2_epsilon } from '../common/b2_settings';
import { b2Distance as b2DistanceVV, b2Transform, b2Vec2 } from '../common/b2_math';
import { type b2Shape, b2ShapeType } from './b2_shape';
import type { b2PolygonShape } from './b2_polygon_shape';
import type { b2CircleShape } from './b2_circle_shape';
import type { b2EdgeShape } from './b2_edge_shape';
import type { b2ChainShape } from './b2_chain_shape';
import { b2CheckFinitePoint, b2CheckTransforms } from './b2_collide_checks';
import { b2Simplex, proxySupportIndex } from './b2_simplex';

/** The iteration limit of one b2Distance call (C++ k_maxIters in b2Distance). */
export const b2_gjkIterationLimit = 20;

/** How many times b2Distance ran (C++ b2_gjkCalls); reset with b2ResetGjkCounters. */
export let b2_gjkCalls = 0;
/** Support-point iterations summed over all calls (C++ b2_gjkIters). */
export let b2_gjkIters = 0;
/** The most iterations one call used (C++ b2_gjkMaxIters, a statistic, not the limit). */
export let b2_gjkMaxIters = 0;

/** Sets the three GJK statistics to zero (C++ code assigns the globals directly). */
export function b2ResetGjkCounters(): void {
  b2_gjkCalls = 0;
  b2_gjkIters = 0;
  b2_gjkMaxIters = 0;
}

/**
 * The vertex cloud and radius of one convex shape (or one child edge of a chain) as GJK sees it.
 * Like C++, a proxy refers to the shape's own vertices (a chain child's two are copied into
 * m_buffer), so a shape changed after Set changes the proxy too.
 */
export class b2DistanceProxy {
  /** Holds a chain child's two vertices (C++ m_buffer). */
  readonly m_buffer: readonly [b2Vec2, b2Vec2] = [new b2Vec2(), new b2Vec2()];
  /** The vertices GJK reads; only the first m_count count. */
  m_vertices: readonly b2Vec2[] = this.m_buffer;
  /**
   * Not in C++: a polygon's packed coordinates (b2PolygonShape.m_packed, the storage behind its
   * m_vertices), which GJK reads instead of the views; null for every other kind of proxy.
   */
  m_packed: readonly number[] | null = null;
  /** How many of m_vertices the proxy uses. */
  m_count = 0;
  /** The radius around the vertices (a circle's radius, a polygon's skin). */
  m_radius = 0;

  // Not in C++, which points into the shape (&circle->m_p, &edge->m_vertex1): these arrays hold
  // references to the shape's own vectors, so Set allocates nothing and the proxy stays live.
  private readonly m_circleRef: b2Vec2[] = [this.m_buffer[0]];
  private readonly m_edgeRef: b2Vec2[] = [this.m_buffer[0], this.m_buffer[1]];

  /**
   * Set(shape, index): takes child `index` of a circle, polygon, edge or chain.
   * Set(vertices, count, radius): takes a vertex cloud the caller keeps alive (C++'s second Set).
   * Throws on an unknown shape type, a child index out of range, a polygon that was never built,
   * or (second form) a count outside [1, vertices.length] or a radius that is negative or not finite.
   */
  Set(shape: Readonly<b2Shape>, index: number): this;
  Set(vertices: readonly b2Vec2[], count: number, radius: number): this;
  Set(shapeOrVertices: Readonly<b2Shape> | readonly b2Vec2[], indexOrCount: number, radius?: number): this {
    if (Array.isArray(shapeOrVertices)) {
      return this.SetVertices(shapeOrVertices, indexOrCount, radius as number);
    }
    return this.SetShape(shapeOrVertices as Readonly<b2Shape>, indexOrCount);
  }

  /** The shape form of Set (C++ Set(const b2Shape*, int32)). */
  SetShape(shape: Readonly<b2Shape>, index: number): this {
    const type = shape.m_type;
    if (type !== b2ShapeType.e_circle && type !== b2ShapeType.e_polygon && type !== b2ShapeType.e_edge && type !== b2ShapeType.e_chain) {
      throw new Error(`b2DistanceProxy.Set: unknown shape type ${String(type)}`);
    }
    const childCount = shape.GetChildCount();
    // C++ only asserts 0 <= index < chain->m_count for chains and ignores index otherwise; here
    // every index must name a child, so a loop's past-the-end index cannot make a zero-length edge.
    if (!Number.isInteger(index) || index < 0 || index >= childCount) {
      throw new RangeError(`b2DistanceProxy.Set: child index ${index} is out of range [0, ${childCount}) for a ${b2ShapeType[type]} shape`);
    }

    // Not in C++: a NaN radius would make every distance NaN.
    if (!(Number.isFinite(shape.m_radius) && shape.m_radius >= 0)) {
      throw new Error(`b2DistanceProxy.Set: the ${b2ShapeType[type]} shape's radius ${shape.m_radius} is not finite and non-negative`);
    }

    switch (type) {
      case b2ShapeType.e_circle: {
        const circle = shape as Readonly<b2CircleShape>;
        this.m_circleRef[0] = circle.m_p;
        this.m_vertices = this.m_circleRef;
        this.m_packed = null;
        this.m_count = 1;
        this.m_radius = circle.m_radius;
        break;
      }

      case b2ShapeType.e_polygon: {
        const polygon = shape as Readonly<b2PolygonShape>;
        if (polygon.m_count < 3) {
          throw new Error(`b2DistanceProxy.Set: the polygon has ${polygon.m_count} vertices; build it with Set or SetAsBox first`);
        }
        this.m_vertices = polygon.m_vertices;
        this.m_packed = polygon.m_packed;
        this.m_count = polygon.m_count;
        this.m_radius = polygon.m_radius;
        break;
      }

      case b2ShapeType.e_chain: {
        const chain = shape as Readonly<b2ChainShape>;
        this.m_buffer[0].Copy(chain.m_vertices[index]);
        if (index + 1 < chain.m_count) {
          this.m_buffer[1].Copy(chain.m_vertices[index + 1]);
        } else {
          this.m_buffer[1].Copy(chain.m_vertices[0]);
        }
        this.m_vertices = this.m_buffer;
        this.m_packed = null;
        this.m_count = 2;
        this.m_radius = chain.m_radius;
        break;
      }

      case b2ShapeType.e_edge: {
        const edge = shape as Readonly<b2EdgeShape>;
        this.m_edgeRef[0] = edge.m_vertex1;
        this.m_edgeRef[1] = edge.m_vertex2;
        this.m_vertices = this.m_edgeRef;
        this.m_packed = null;
        this.m_count = 2;
        this.m_radius = edge.m_radius;
        break;
      }
    }
    return this;
  }

  /**
   * The vertex-cloud form of Set (C++ Set(const b2Vec2*, int32, float)). The proxy keeps a
   * reference to `vertices`. At most 256 vertices, because the cache stores indices as uint8.
   */
  SetVertices(vertices: readonly b2Vec2[], count: number, radius: number): this {
    if (!Number.isInteger(count) || count < 1 || count > vertices.length || count > 256) {
      throw new RangeError(`b2DistanceProxy.Set: count ${count} must be an integer in [1, ${Math.min(vertices.length, 256)}]`);
    }
    if (!(Number.isFinite(radius) && radius >= 0)) {
      throw new Error(`b2DistanceProxy.Set: radius must be finite and not negative, got ${radius}`);
    }
    for (let i = 0; i < count; ++i) {
      b2CheckFinitePoint('b2DistanceProxy.Set', `vertex ${i}`, vertices[i]);
    }
    this.m_vertices = vertices;
    this.m_packed = null;
    this.m_count = count;
    this.m_radius = radius;
    return this;
  }

  /** The index of the vertex farthest along d (the first one on ties: strict >, as C++). */
  GetSupport(d: Readonly<b2Vec2>): number {
    return proxySupportIndex(this, d);
  }

  /** The vertex farthest along d (the first one on ties). */
  GetSupportVertex(d: Readonly<b2Vec2>): Readonly<b2Vec2> {
    return this.m_vertices[proxySupportIndex(this, d)];
  }

  /** The number of vertices, m_count. */
  GetVertexCount(): number {
    return this.m_count;
  }

  /** Vertex `index`; throws outside [0, m_count) (C++ asserts). */
  GetVertex(index: number): Readonly<b2Vec2> {
    if (!(index >= 0 && index < this.m_count)) {
      throw new RangeError(`b2DistanceProxy.GetVertex: index ${index} is out of range [0, ${this.m_count})`);
    }
    return this.m_vertices[index];
  }
}

/** Warm-start data for b2Distance; a new cache has count 0 (C++: "set count to zero"). */
export class b2SimplexCache {
  /** The simplex's length (2 points) or signed area (3 points) when it was cached. */
  metric = 0;
  /** How many simplex vertices are cached: 0 to 3. */
  count = 0;
  /** Vertex indices on shape A. */
  readonly indexA: [number, number, number] = [0, 0, 0];
  /** Vertex indices on shape B. */
  readonly indexB: [number, number, number] = [0, 0, 0];

  /** Forgets the cached simplex, so the next b2Distance starts cold. */
  Reset(): this {
    this.metric = 0;
    this.count = 0;
    return this;
  }
}

/** Input for b2Distance. */
export class b2DistanceInput {
  /** Shape A, as GJK sees it. */
  readonly proxyA = new b2DistanceProxy();
  /** Shape B, as GJK sees it. */
  readonly proxyB = new b2DistanceProxy();
  /** Where shape A is. */
  readonly transformA = new b2Transform();
  /** Where shape B is. */
  readonly transformB = new b2Transform();
  /** Whether to subtract the proxies' radii from the distance and move the witness points. */
  useRadii = false;
}

/** Output of b2Distance. */
export class b2DistanceOutput {
  /** Closest point on shape A, world frame. */
  readonly pointA = new b2Vec2();
  /** Closest point on shape B, world frame. */
  readonly pointB = new b2Vec2();
  /** The distance between the two points (0 when the shapes overlap). */
  distance = 0;
  /** Support-point iterations used. */
  iterations = 0;
}

// Scratch of b2DistanceGJK only.
const simplex = new b2Simplex();
const saveA = [0, 0, 0];
const saveB = [0, 0, 0];
const searchDirection = new b2Vec2();
const supportDirection = new b2Vec2();

/**
 * GJK closest points (C++ b2Distance(b2DistanceOutput*, b2SimplexCache*, const b2DistanceInput*)).
 * `cache` is read as a warm start (count 0 starts cold) and overwritten with the final simplex.
 * Without useRadii the result is between the core shapes (polygon skins and circle radii left
 * out); with it, the radii are subtracted and the witness points moved onto the surfaces, or both
 * set to their midpoint with distance 0 when the shapes overlap. Throws on a non-finite transform,
 * a proxy that was never Set, or a cache that does not fit the proxies.
 */
export function b2DistanceGJK(output: b2DistanceOutput, cache: b2SimplexCache, input: Readonly<b2DistanceInput>): void {
  const proxyA = input.proxyA;
  const proxyB = input.proxyB;
  const xfA = input.transformA;
  const xfB = input.transformB;

  // Not in C++: a NaN or infinity would give NaN witness points.
  b2CheckTransforms('b2Distance', xfA, xfB);
  if (proxyA.m_count < 1 || proxyB.m_count < 1) {
    throw new Error(`b2Distance: a proxy has no vertices (proxyA ${proxyA.m_count}, proxyB ${proxyB.m_count}); call Set first`);
  }

  ++b2_gjkCalls;

  // Initialize the simplex.
  simplex.ReadCache(cache, proxyA, xfA, proxyB, xfB);

  const vertices = simplex.m_vs;
  const d = searchDirection;
  const qAs = xfA.q.s;
  const qAc = xfA.q.c;
  const qBs = xfB.q.s;
  const qBc = xfB.q.c;

  // The last simplex's vertices, to detect a repeated support point and stop cycling.
  let saveCount = 0;

  let iter = 0;
  while (iter < b2_gjkIterationLimit) {
    // Copy the simplex so that duplicates can be found.
    saveCount = simplex.m_count;
    for (let i = 0; i < saveCount; ++i) {
      saveA[i] = vertices[i].indexA;
      saveB[i] = vertices[i].indexB;
    }

    if (simplex.m_count === 2) {
      simplex.Solve2();
    } else if (simplex.m_count === 3) {
      simplex.Solve3();
    }

    // Three points: the origin is inside the triangle.
    if (simplex.m_count === 3) {
      break;
    }

    simplex.GetSearchDirection(d);

    // A search direction this short means the origin is on (or very near) the simplex; the
    // shapes probably overlap, but C++ cannot tell and stops here without declaring zero distance.
    if (d.x * d.x + d.y * d.y < b2_epsilon * b2_epsilon) {
      break;
    }

    // New tentative simplex vertex: support of A along -d and of B along d, each in its own frame:
    // b2MulT(xfA.q, -d) and b2MulT(xfB.q, d), written into a scratch vector (see supportIndex).
    const vertex = vertices[simplex.m_count];
    const ndx = -d.x;
    const ndy = -d.y;
    const dir = supportDirection;
    dir.x = qAc * ndx + qAs * ndy;
    dir.y = -qAs * ndx + qAc * ndy;
    vertex.indexA = proxySupportIndex(proxyA, dir);
    dir.x = qBc * d.x + qBs * d.y;
    dir.y = -qBs * d.x + qBc * d.y;
    vertex.indexB = proxySupportIndex(proxyB, dir);
    vertex.SetSupport(xfA, proxyA, vertex.indexA, xfB, proxyB, vertex.indexB);

    // One iteration per support-point evaluation.
    ++iter;
    ++b2_gjkIters;

    // A support point already in the simplex: no progress is possible (the main exit).
    let duplicate = false;
    for (let i = 0; i < saveCount; ++i) {
      if (vertex.indexA === saveA[i] && vertex.indexB === saveB[i]) {
        duplicate = true;
        break;
      }
    }
    if (duplicate) {
      break;
    }

    // The new vertex is needed.
    ++simplex.m_count;
  }

  if (iter > b2_gjkMaxIters) {
    b2_gjkMaxIters = iter;
  }

  // Output, then cache the simplex.
  const pA = output.pointA;
  const pB = output.pointB;
  simplex.GetWitnessPoints(pA, pB);
  // b2Distance(pointA, pointB) written out: V8 does not always inline that call, and the double
  // it returns is then boxed (a 16-byte heap number per call).
  const cx = pA.x - pB.x;
  const cy = pA.y - pB.y;
  output.distance = Math.sqrt(cx * cx + cy * cy);
  output.iterations = iter;
  simplex.WriteCache(cache);

  if (input.useRadii) {
    const rA = proxyA.m_radius;
    const rB = proxyB.m_radius;

    if (output.distance > rA + rB && output.distance > b2_epsilon) {
      // Still apart: move the witness points onto the surfaces.
      output.distance -= rA + rB;
      let nx = pB.x - pA.x;
      let ny = pB.y - pA.y;
      // normal.Normalize(): left unchanged when shorter than b2_epsilon.
      const length = Math.sqrt(nx * nx + ny * ny);
      if (!(length < b2_epsilon)) {
        const invLength = 1.0 / length;
        nx *= invLength;
        ny *= invLength;
      }
      pA.x += rA * nx;
      pA.y += rA * ny;
      pB.x -= rB * nx;
      pB.y -= rB * ny;
    } else {
      // Overlapping once the radii count: both witness points at the midpoint.
      const px = 0.5 * (pA.x + pB.x);
      const py = 0.5 * (pA.y + pB.y);
      pA.x = px;
      pA.y = py;
      pB.x = px;
      pB.y = py;
      output.distance = 0.0;
    }
  }
}

/**
 * C++'s overloaded b2Distance: with (output, cache, input) it runs GJK ({@link b2DistanceGJK});
 * with two vectors it is the point distance |a - b| of b2_math. Hot paths call the typed function.
 */
export function b2Distance(output: b2DistanceOutput, cache: b2SimplexCache, input: Readonly<b2DistanceInput>): void;
export function b2Distance(a: Readonly<b2Vec2>, b: Readonly<b2Vec2>): number;
export function b2Distance(
  a: b2DistanceOutput | Readonly<b2Vec2>,
  b: b2SimplexCache | Readonly<b2Vec2>,
  input?: Readonly<b2DistanceInput>,
): number | void {
  if (input === undefined) {
    return b2DistanceVV(a as Readonly<b2Vec2>, b as Readonly<b2Vec2>);
  }
  b2DistanceGJK(a as b2DistanceOutput, b as b2SimplexCache, input);
}
