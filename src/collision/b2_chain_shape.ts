// A chain of line segments (C++ b2ChainShape, b2_chain_shape.h / .cpp): an open chain with ghost
// vertices at both ends, or a closed loop. Each child is a one-sided b2EdgeShape (GetChildEdge).
// The shape queries work per child; a chain has no inside and no mass.

import { b2_epsilon, b2_linearSlop, b2_polygonRadius } from '../common/b2_settings';
import { b2Vec2, type b2XY, b2Vec2CopyUnchecked, b2Vec2SetUnchecked, b2Vec2Unchecked } from '../common/b2_math';
import { b2NewTransformArray, type b2TransformLike } from '../common/b2_transform';
import type { b2AABB } from './b2_aabb';
import { b2PointIsInRange, b2CheckOutput, b2TakesWriteBack, b2CheckOutputWritable, b2CheckCount, b2CheckIndex, b2CheckNumber, b2DescribeValue, b2CheckOutputAABB, b2CheckOutputMass, b2CheckOutputRay, b2CheckResult, b2CheckDensity, b2CheckFinitePoint, b2CheckRayCastInput, b2CheckTransform, b2CheckedTransformNumbers } from '../common/b2_checks';
import { b2EdgeRayCastUnchecked, b2EdgeShape } from './b2_edge_shape';
import { b2CheckEdge } from './b2_collide_checks';
import type { b2RayCastOutput, b2RayCastInputLike } from './b2_ray_cast';
import { type b2MassData, b2Shape, b2ShapeType } from './b2_shape';

// Scratch of the queries: the numbers of a transform without m_packed (b2TransformNumbers).
const scratch = b2NewTransformArray();

// Scratch of b2ChainShape.RayCast only: the child as C++ builds it on the stack, a default
// (two-sided) b2EdgeShape holding the child's two vertices.
const rayEdge = new b2EdgeShape();

// Throws unless the chain and its ghost vertices take CreateLoop's and CreateChain's writes (not frozen).
function checkChainWritable(where: string, chain: b2ChainShape): void {
  b2CheckOutput(where, 'this', chain);
  b2CheckOutput(where, 'this.m_prevVertex', chain.m_prevVertex);
  b2CheckOutput(where, 'this.m_nextVertex', chain.m_nextVertex);
}

/**
 * A sequence of vertices whose consecutive pairs are one-sided edges. Each edge's normal points to
 * the right looking along the chain, and shapes collide with it only from that side: a
 * counter-clockwise loop keeps shapes outside, and a floor that shapes rest on top of lists its
 * vertices from right to left. C++: `b2ChainShape` in b2_chain_shape.h/.cpp; members keep their
 * C++ names (Deviation 7, shapes beyond polygons, in [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)).
 */
export class b2ChainShape extends b2Shape {
  /** The skin radius, m; b2_polygonRadius unless assigned. C++: `b2Shape::m_radius`. */
  declare m_radius: number;
  /** The vertices; a loop repeats its first vertex at the end, as in C++. */
  m_vertices: b2Vec2[] = [];
  /** The number of entries in m_vertices (one more than the input count for a loop). */
  m_count = 0;
  /** The ghost vertex before m_vertices[0]. */
  readonly m_prevVertex = new b2Vec2();
  /** The ghost vertex after m_vertices[m_count - 1]. */
  readonly m_nextVertex = new b2Vec2();

  /** An empty chain, skin b2_polygonRadius. C++: `b2ChainShape()`. Never throws (its zero vectors pass b2Vec2's check). */
  constructor() {
    super(b2ShapeType.e_chain, b2_polygonRadius);
  }

  /**
   * C++: `b2ChainShape::GetChildCount` (−1 for an empty chain there; Deviation 7).
   * @returns the number of edges: m_count − 1, or 0 before CreateLoop/CreateChain
   * @throws Error when the shape's own fields were hand-edited (a count, radius or vertex out of range) ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  GetChildCount(): number {
    const count = this.m_count;
    if (!(typeof count === 'number' && (count | 0) === count && count >= 0 && count <= this.m_vertices.length)) {
      b2CheckChainCount('b2ChainShape.GetChildCount', this);
    }
    return count > 0 ? count - 1 : 0;
  }

  /**
   * Forgets the vertices, so that CreateLoop or CreateChain may be called again. C++:
   * `b2ChainShape::Clear`.
   * @returns this chain
   * @throws Error, writing nothing, when the chain is frozen (not in C++)
   */
  Clear(): this {
    b2CheckOutput('b2ChainShape.Clear', 'this', this);
    this.m_vertices = [];
    this.m_count = 0;
    return this;
  }

  /**
   * Makes a closed loop through `count` vertices (at least 3); the first vertex is appended again
   * at the end and each end's ghost vertex is its neighbour around the loop, as in C++. C++:
   * `b2ChainShape::CreateLoop`.
   * @param vertices - the loop's vertices, shape frame; copied
   * @param count - how many of vertices to use; default vertices.length
   * @returns this chain
   * @throws Error, leaving the shape unchanged, when the chain already has vertices, count is out
   * of range, a vertex is not finite, two consecutive vertices (including the last and the
   * first, which C++ does not check) are not more than b2_linearSlop apart, or the chain or a
   * ghost vertex is frozen (Deviation 7; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  CreateLoop(vertices: readonly b2XY[], /* f32: integer */ count?: number): this {
    const where = 'b2ChainShape.CreateLoop';
    // The default is read after vertices is checked (a default parameter would read null.length).
    checkVertexArray(where, vertices);
    if (count === undefined) {
      count = vertices.length;
    }
    checkCreate(where, this.m_count, vertices, count, 3);
    checkVertices(where, vertices, count);
    checkWeld(where, vertices[count - 1], vertices[0], count - 1, 0);
    checkChainWritable(where, this);

    const copy: b2Vec2[] = new Array(count + 1);
    for (let i = 0; i < count; ++i) {
      copy[i] = b2Vec2Unchecked(vertices[i].x, vertices[i].y);
    }
    copy[count] = b2Vec2Unchecked(copy[0].x, copy[0].y);
    this.m_vertices = copy;
    this.m_count = count + 1;
    b2Vec2CopyUnchecked(this.m_prevVertex, copy[this.m_count - 2]);
    b2Vec2CopyUnchecked(this.m_nextVertex, copy[1]);
    return this;
  }

  /**
   * Makes an open chain through `count` vertices (at least 2), with prevVertex and nextVertex as
   * the ghost vertices beyond its ends (the neighbouring vertices of an adjoining chain, so that
   * several chains join without bumps). C++: `b2ChainShape::CreateChain`.
   * @param vertices - the chain's vertices, shape frame; copied
   * @param count - how many of vertices to use, at least 2
   * @param prevVertex - the ghost vertex before vertices[0]; copied
   * @param nextVertex - the ghost vertex after vertices[count − 1]; copied
   * @returns this chain
   * @throws Error, leaving the shape unchanged, when the chain already has vertices, count is out
   * of range, a vertex or ghost vertex is not finite, two consecutive vertices are not more than
   * b2_linearSlop apart, or the chain or a ghost vertex is frozen ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  CreateChain(vertices: readonly b2XY[], /* f32: integer */ count: number, prevVertex: b2XY, nextVertex: b2XY): this {
    const where = 'b2ChainShape.CreateChain';
    checkVertexArray(where, vertices);
    checkCreate(where, this.m_count, vertices, count, 2);
    checkVertices(where, vertices, count);
    b2CheckFinitePoint(where, 'prevVertex', prevVertex);
    b2CheckFinitePoint(where, 'nextVertex', nextVertex);
    checkChainWritable(where, this);

    const copy: b2Vec2[] = new Array(count);
    for (let i = 0; i < count; ++i) {
      copy[i] = b2Vec2Unchecked(vertices[i].x, vertices[i].y);
    }
    this.m_vertices = copy;
    this.m_count = count;
    b2Vec2SetUnchecked(this.m_prevVertex, prevVertex.x, prevVertex.y);
    b2Vec2SetUnchecked(this.m_nextVertex, nextVertex.x, nextVertex.y);
    return this;
  }

  /**
   * One edge of the chain as a one-sided edge from m_vertices[index] to m_vertices[index + 1],
   * with the neighbouring vertices (or the chain's ghost vertices at its ends) as m_vertex0 and
   * m_vertex3. C++: `b2ChainShape::GetChildEdge` (fills a pointer; here an out-parameter).
   * @param edge - receives the child edge; written
   * @param index - which edge, 0 <= index < GetChildCount()
   * @returns edge
   * @throws Error on an index outside [0, GetChildCount()), or an edge or edge.m_packed that is frozen ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  GetChildEdge(edge: b2EdgeShape, /* f32: integer */ index: number): b2EdgeShape {
    const count = this.m_count;
    // The count's type first: a hand-edited m_count of 1n must be named, not mixed into count - 1.
    if (!(typeof count === 'number' && typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < count - 1)) {
      b2CheckChainCount('b2ChainShape.GetChildEdge', this);
      throw new RangeError(`b2ChainShape.GetChildEdge: child index ${b2DescribeValue(index)} is out of range [0, ${Math.max(count - 1, 0)})`);
    }
    b2CheckChainChild('b2ChainShape.GetChildEdge', this, index, true);
    b2CheckOutputWritable('b2ChainShape.GetChildEdge', 'edge', edge, 'm_packed');
    if (!Array.isArray((edge as { m_packed?: unknown }).m_packed)) {
      throw new Error(`b2ChainShape.GetChildEdge: edge expected a b2EdgeShape to write the child into, got ${b2DescribeValue(edge)}`);
    }
    // The child is written into edge.m_packed: a frozen one refuses it (a write-back probe).
    if (!b2TakesWriteBack(edge.m_packed, 0)) {
      throw new Error('b2ChainShape.GetChildEdge: edge.m_packed is frozen; pass an edge the child can be written into');
    }
    const vs = this.m_vertices;
    const v0 = index > 0 ? vs[index - 1] : this.m_prevVertex;
    const v3 = index < count - 2 ? vs[index + 2] : this.m_nextVertex;
    edge.m_radius = this.m_radius;
    // Written to m_packed (layout at b2EdgeShape.m_packed), not through the vertex views, so that
    // GetChildEdge does not make the edge's views (src/README.md rule 10).
    const packed = edge.m_packed as number[];
    packed[2] = vs[index].x;
    packed[3] = vs[index].y;
    packed[4] = vs[index + 1].x;
    packed[5] = vs[index + 1].y;
    edge.m_oneSided = true;
    packed[0] = v0.x;
    packed[1] = v0.y;
    packed[6] = v3.x;
    packed[7] = v3.y;
    return edge;
  }

  /**
   * A chain has no inside. C++: `b2ChainShape::TestPoint`, which ignores its arguments; here
   * they are checked (Deviation 13, shape queries, in [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)).
   * @param xf - the chain's world frame; only read
   * @param p - the point, world frame; only read
   * @returns false
   * @throws Error on a transform or point that is not finite numbers ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  TestPoint(xf: b2TransformLike, p: b2XY): boolean {
    b2CheckTransform('b2ChainShape.TestPoint', xf);
    if (!b2PointIsInRange(p)) {
      // One condition on a sound call; the naming only on failure.
      b2CheckFinitePoint('b2ChainShape.TestPoint', 'p', p);
    }
    return false;
  }

  /**
   * The ray against child childIndex, the segment m_vertices[childIndex]-m_vertices[childIndex + 1]
   * (C++: `b2ChainShape::RayCast`). As in C++, the child is cast as a two-sided edge: a chain is
   * hit from both sides, unlike GetChildEdge's one-sided edge in collision.
   * @param output - on a hit, receives the fraction and the world normal; written only on a hit
   * @param input - the ray, world frame; only read
   * @param xf - the chain's world frame; only read
   * @param childIndex - which edge, 0 <= childIndex < GetChildCount()
   * @returns whether the ray hits that edge within maxFraction
   * @throws Error on non-finite input, a maxFraction outside [0, 1], or a child index outside
   * [0, GetChildCount()): C++ asserts only childIndex < m_count, where the last index would give
   * the segment from the last vertex back to the first (Deviation 13, shape queries, in
   * [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md); [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  RayCast(output: b2RayCastOutput, input: b2RayCastInputLike, xf: b2TransformLike, /* f32: integer */ childIndex: number): boolean {
    b2CheckRayCastInput('b2ChainShape.RayCast', input);
    const xfn = b2CheckedTransformNumbers('b2ChainShape.RayCast', xf, scratch); // [p.x, p.y, q.s, q.c] (rule 11)
    b2CheckChainChild('b2ChainShape.RayCast', this, childIndex, false);
    b2CheckOutputRay('b2ChainShape.RayCast', output);
    // C++ wraps i2 to 0 when it reaches m_count; in range here it never does.
    const edge = rayEdge;
    const v1 = this.m_vertices[childIndex];
    const v2 = this.m_vertices[childIndex + 1];
    // Written to m_packed (layout at b2EdgeShape.m_packed), so that no view is read (rule 10).
    const packed = edge.m_packed as number[];
    packed[2] = v1.x;
    packed[3] = v1.y;
    packed[4] = v2.x;
    packed[5] = v2.y;
    // The edge's own check: b2CheckChainChild has tested both vertices and rayEdge's radius is
    // b2_polygonRadius, so only its length is left; b2CheckEdge names a zero length as it always has.
    const ex = packed[4] - packed[2];
    const ey = packed[5] - packed[3];
    if (!(ex * ex + ey * ey > b2_epsilon * b2_epsilon)) {
      b2CheckEdge('b2EdgeShape.RayCast', edge);
    }
    // Then the edge's ray cast without the checks made above (rule 12).
    return b2EdgeRayCastUnchecked(edge, output, input, xfn);
  }

  /**
   * The world box of one edge, grown by the skin radius m_radius. C++: `b2ChainShape::ComputeAABB`.
   * @param aabb - receives the box, world frame; written
   * @param xf - the chain's world frame; only read
   * @param childIndex - which edge, 0 <= childIndex < GetChildCount()
   * @throws Error on a non-finite transform or a child index outside [0, GetChildCount())
   * (Deviation 13; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  ComputeAABB(aabb: b2AABB, xf: b2TransformLike, /* f32: integer */ childIndex: number): void {
    const xfn = b2CheckedTransformNumbers('b2ChainShape.ComputeAABB', xf, scratch); // [p.x, p.y, q.s, q.c] (rule 11)
    b2CheckChainChild('b2ChainShape.ComputeAABB', this, childIndex, false);
    b2CheckOutputAABB('b2ChainShape.ComputeAABB', aabb);
    // b2CheckChainChild has tested both vertices and the radius (numbers within ±b2_maxFloat).
    const v1 = this.m_vertices[childIndex];
    const v2 = this.m_vertices[childIndex + 1];
    // C++: v1 = b2Mul(xf, m_vertices[i1]); v2 = b2Mul(xf, m_vertices[i2])
    const w1x = xfn[3] * v1.x - xfn[2] * v1.y + xfn[0];
    const w1y = xfn[2] * v1.x + xfn[3] * v1.y + xfn[1];
    const w2x = xfn[3] * v2.x - xfn[2] * v2.y + xfn[0];
    const w2y = xfn[2] * v2.x + xfn[3] * v2.y + xfn[1];
    // C++ b2Min(v1, v2), b2Max(v1, v2): a < b ? a : b and a > b ? a : b per component (signed zeros).
    const r = this.m_radius;
    const lowerBoundX = (w1x < w2x ? w1x : w2x) - r;
    const lowerBoundY = (w1y < w2y ? w1y : w2y) - r;
    const upperBoundX = (w1x > w2x ? w1x : w2x) + r;
    const upperBoundY = (w1y > w2y ? w1y : w2y) + r;
    b2CheckResult('b2ChainShape.ComputeAABB', 'the box', lowerBoundX, lowerBoundY, upperBoundX, upperBoundY);
    aabb.lowerBound.x = lowerBoundX;
    aabb.lowerBound.y = lowerBoundY;
    aabb.upperBound.x = upperBoundX;
    aabb.upperBound.y = upperBoundY;
  }

  /**
   * Mass, centre and inertia all 0. C++: `b2ChainShape::ComputeMass`, which ignores the density;
   * here it is checked (Deviation 13, shape queries, in [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)).
   * @param massData - receives zeros; written
   * @param density - kg/m², checked only
   * @throws Error on a density that is not a finite number ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  ComputeMass(massData: b2MassData, density: number): void {
    b2CheckDensity('b2ChainShape.ComputeMass', density);
    b2CheckOutputMass('b2ChainShape.ComputeMass', massData);
    massData.mass = 0.0;
    massData.center.x = 0.0;
    massData.center.y = 0.0;
    massData.I = 0.0;
  }

  /**
   * C++: `b2ChainShape::Clone`, which copies through CreateChain and so keeps a loop's repeated
   * vertex; so does this. Never throws (it copies the numbers as they are, with the unchecked
   * vector kernels).
   * @returns a deep copy
   */
  Clone(): b2ChainShape {
    // Not in C++: the chain is checked as read, so a hand edit is named rather than copied.
    const where = 'b2ChainShape.Clone';
    b2CheckChainCount(where, this);
    b2CheckNumber(where, "the chain's m_radius", this.m_radius);
    for (let i = 0; i < this.m_count; ++i) {
      b2CheckFinitePoint(where, `the chain's m_vertices[${i}]`, this.m_vertices[i]);
    }
    if (this.m_count > 0) {
      b2CheckFinitePoint(where, "the chain's m_prevVertex", this.m_prevVertex);
      b2CheckFinitePoint(where, "the chain's m_nextVertex", this.m_nextVertex);
    }
    const clone = new b2ChainShape();
    clone.m_radius = this.m_radius;
    clone.m_vertices = this.m_vertices.map((v) => b2Vec2Unchecked(v.x, v.y));
    clone.m_count = this.m_count;
    b2Vec2CopyUnchecked(clone.m_prevVertex, this.m_prevVertex);
    b2Vec2CopyUnchecked(clone.m_nextVertex, this.m_nextVertex);
    return clone;
  }
}

// Not in C++: vertices is an array (or array-like object) of points; a string has a length too.
function checkVertexArray(where: string, vertices: readonly b2XY[]): void {
  const given: unknown = vertices;
  if (typeof given !== 'object' || given === null || typeof (given as { length?: unknown }).length !== 'number') {
    throw new Error(`${where}: vertices expected an array of {x, y}, got ${b2DescribeValue(given)}`);
  }
}

function checkCreate(where: string, /* f32: integer */ existing: number, vertices: readonly b2XY[], /* f32: integer */ count: number, /* f32: integer */ minimum: number): void {
  if (existing !== 0) {
    throw new Error(`${where}: the chain already has ${b2DescribeValue(existing)} vertices; call Clear() first`);
  }
  if (!Number.isInteger(count) || count < 0 || count > vertices.length) {
    throw new RangeError(`${where}: count ${b2DescribeValue(count)} does not fit the ${vertices.length} vertices given (${b2DescribeValue(vertices)})`);
  }
  if (count < minimum) {
    throw new Error(`${where}: needs at least ${minimum} vertices, got ${count} in ${b2DescribeValue(vertices)}`);
  }
}

function checkVertices(where: string, vertices: readonly b2XY[], /* f32: integer */ count: number): void {
  for (let i = 0; i < count; ++i) {
    b2CheckFinitePoint(where, `vertex ${i}`, vertices[i]);
  }
  for (let i = 1; i < count; ++i) {
    checkWeld(where, vertices[i - 1], vertices[i], i - 1, i);
  }
}

/** C++ asserts b2DistanceSquared(v1, v2) > b2_linearSlop * b2_linearSlop for neighbours. */
function checkWeld(where: string, a: b2XY, b: b2XY, /* f32: integer */ ia: number, /* f32: integer */ ib: number): void {
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  if (!(dx * dx + dy * dy > b2_linearSlop * b2_linearSlop)) {
    throw new Error(
      `${where}: vertices ${ia} (${a.x}, ${a.y}) and ${ib} (${b.x}, ${b.y}) are welded: ` +
        `${Math.sqrt(dx * dx + dy * dy)} apart, neighbours must be more than b2_linearSlop = ${b2_linearSlop} apart`,
    );
  }
}

/**
 * Not in C++: throws unless the chain's m_vertices is an array and m_count a whole number from 0
 * to its length (0 before CreateLoop/CreateChain).
 */
// f32: integer
export function b2CheckChainCount(where: string, chain: Readonly<b2ChainShape>): void {
  const vertices: unknown = chain.m_vertices;
  if (!Array.isArray(vertices)) {
    throw new Error(`${where}: the chain's m_vertices expected an array, got ${b2DescribeValue(vertices)}`);
  }
  b2CheckCount(where, "the chain's m_count", chain.m_count, 0, vertices.length);
}

/**
 * Not in C++: a chain as it is read, hand edits included. m_count must be a whole number from 2 to
 * m_vertices.length (1e9 made the child index test pass and the vertex read fail) and m_radius a
 * number in [0, b2_maxFloat]; then the vertices of child `index` that the caller reads (with
 * ghosts, the neighbours or m_prevVertex/m_nextVertex too) must be points within ±b2_maxFloat.
 * Called after the child index is checked against GetChildCount() only when the count is sound.
 */
export function b2CheckChainChild(where: string, chain: Readonly<b2ChainShape>, /* f32: integer */ index: number, ghosts: boolean): void {
  const count: unknown = chain.m_count;
  const vertices: unknown = chain.m_vertices;
  const radius: unknown = chain.m_radius;
  // One condition on a sound call (typeof before each integer test: a BigInt would throw in
  // `| 0`); chainChildFailure names what is wrong, one test at a time.
  if (
    !(Array.isArray(vertices) && typeof count === 'number' && (count | 0) === count && count >= 2 && count <= vertices.length &&
      typeof radius === 'number' && radius >= 0 && radius <= 3.4028234663852886e38 && // b2_maxFloat (rule 4)
      typeof index === 'number' && (index | 0) === index && index >= 0 && index < count - 1)
  ) {
    chainChildFailure(where, chain, index);
  }
  const vs = chain.m_vertices;
  // f32: integer
  const next = index + 1;
  // f32: integer
  const before = index - 1;
  // f32: integer
  const after = index + 2;
  // One condition first, so that no name is built on a sound call (a string per call allocates).
  if (
    !(b2PointIsInRange(vs[index]) && b2PointIsInRange(vs[next]) &&
      (!ghosts || (b2PointIsInRange(before >= 0 ? vs[before] : chain.m_prevVertex) && b2PointIsInRange(after < (count as number) ? vs[after] : chain.m_nextVertex))))
  ) {
    chainChildPointsFailure(where, chain, index, ghosts);
  }
}

// b2CheckChainChild's cold path for the chain's count, radius and the index: names what is wrong
// and throws; returns when all is sound (an index or count beyond the int32 range).
function chainChildFailure(where: string, chain: Readonly<b2ChainShape>, /* f32: integer */ index: number): void {
  const count: unknown = chain.m_count;
  const vertices: unknown = chain.m_vertices;
  if (!Array.isArray(vertices)) {
    throw new Error(`${where}: the chain's m_vertices expected an array, got ${b2DescribeValue(vertices)}`);
  }
  if (count === 0 && vertices.length === 0) {
    // A chain not yet created has no children: the index is what is wrong (C++ asserts on it).
    b2CheckIndex(where, 'child index', index, 0);
  }
  b2CheckCount(where, "the chain's m_count", count, 2, vertices.length);
  b2CheckNumber(where, "the chain's m_radius", chain.m_radius);
  if (chain.m_radius < 0) {
    throw new Error(`${where}: the chain's m_radius ${chain.m_radius} is negative`);
  }
  b2CheckIndex(where, 'child index', index, (count as number) - 1);
}

// b2CheckChainChild's naming of the child's vertices, on the cold path.
function chainChildPointsFailure(where: string, chain: Readonly<b2ChainShape>, /* f32: integer */ index: number, ghosts: boolean): void {
  const count = chain.m_count;
  const vs = chain.m_vertices;
  b2CheckFinitePoint(where, `the chain's m_vertices[${index}]`, vs[index]);
  // f32: integer
  const next = index + 1;
  b2CheckFinitePoint(where, `the chain's m_vertices[${next}]`, vs[next]);
  if (ghosts) {
    // f32: integer
    const before = index - 1;
    // f32: integer
    const after = index + 2;
    b2CheckFinitePoint(where, before >= 0 ? `the chain's m_vertices[${before}]` : "the chain's m_prevVertex", before >= 0 ? vs[before] : chain.m_prevVertex);
    b2CheckFinitePoint(where, after < count ? `the chain's m_vertices[${after}]` : "the chain's m_nextVertex", after < count ? vs[after] : chain.m_nextVertex);
  }
}
