// A line segment (C++ b2EdgeShape, b2_edge_shape.h / .cpp): construction and the shape queries
// (TestPoint, RayCast, ComputeAABB, ComputeMass); collision lives in b2_collide_edge.ts.

import { b2_epsilon, b2_linearSlop, b2_polygonRadius } from '../common/b2_settings';
import type { b2Vec2, b2XY } from '../common/b2_math';
import { b2NewTransformArray, type b2TransformLike } from '../common/b2_transform';
import { b2MakeVec2View } from '../common/b2_vec2_view';
import { b2NewCoordinateArray } from '../common/b2_coordinate_array';
import type { b2AABB } from './b2_aabb';
import { b2PointIsInRange, b2CheckNumber, b2CheckOutput, b2TakesWriteBack, b2CheckOutputAABB, b2CheckOutputMass, b2CheckOutputRay, b2CheckResult, b2CheckChildIndex, b2CheckDensity, b2CheckFinitePoint, b2CheckRayCastInput, b2CheckTransform, b2CheckedTransformNumbers } from '../common/b2_checks';
import { b2CheckEdge } from './b2_collide_checks';
import type { b2RayCastOutput, b2RayCastInputLike } from './b2_ray_cast';
import { type b2MassData, b2Shape, b2ShapeType } from './b2_shape';

// Scratch of the queries: the numbers of a transform without m_packed (b2TransformNumbers).
const scratch = b2NewTransformArray();

// The views of an edge, made on first use and kept in m_views. A frozen edge cannot keep them (a
// TypeError in strict code): it gets new views at each read, which show the same m_packed, so a
// frozen edge is read as any other (reading a frozen shape never throws).
function edgeViews(edge: b2EdgeShape): readonly b2Vec2[] {
  const views = makeEdgeViews(edge.m_packed);
  try {
    (edge as unknown as { m_views: readonly b2Vec2[] }).m_views = views;
  } catch {
    // Frozen: nothing is cached.
  }
  return views;
}

// Throws unless the edge and its m_packed take the writes of SetOneSided and SetTwoSided (not frozen).
function checkEdgeWritable(where: string, edge: b2EdgeShape): void {
  b2CheckOutput(where, 'this', edge);
  if (!b2TakesWriteBack(edge.m_packed, 0)) {
    throw new Error(`${where}: this.m_packed is frozen; pass an edge that can be written into`);
  }
}

/**
 * The segment m_vertex1-m_vertex2 with a skin of b2_polygonRadius. Two-sided edges collide on both
 * sides. One-sided edges (SetOneSided, or a chain's child) collide only with shapes on their right
 * side looking from m_vertex1 to m_vertex2 (the side the normal (e.y, -e.x) points to), and use the ghost vertices m_vertex0 (before m_vertex1) and m_vertex3
 * (after m_vertex2) so that a shape sliding across the junction of two edges does not catch on it.
 *
 * `new b2EdgeShape()` is a zero-length two-sided edge at the origin, as in C++; the collide
 * functions reject it until SetTwoSided or SetOneSided has been called. C++: `b2EdgeShape` in
 * b2_edge_shape.h/.cpp; members keep their C++ names, the vertices live in `m_packed`
 * (Deviation 11, polygon storage, in [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)).
 */
export class b2EdgeShape extends b2Shape {
  /** The skin radius, m; b2_polygonRadius unless assigned. C++: `b2Shape::m_radius`. */
  declare m_radius: number;
  /**
   * The four vertices' coordinates, packed. Layout (the one statement of it; sites cite it):
   * m_vertex<k> at [2k, 2k+1], so m_vertex1 is [2, 3] and m_vertex2 [4, 5]. Not in C++, where the
   * four b2Vec2 fields are this storage. The colliders and the shape queries read this array;
   * m_vertex0 to m_vertex3 are views of it, made on first use (src/README.md rule 10). Read-only
   * here: write through the views (or SetOneSided, SetTwoSided), which also round in float32 mode.
   * Declared first so that it is allocated right after the shape itself.
   */
  readonly m_packed: readonly number[] = b2NewCoordinateArray(8);
  /** True: collide only on the right side, with smooth junctions through the ghost vertices. */
  m_oneSided = false;
  // The views behind m_vertex0..m_vertex3, made on first use. Not enumerable, so an edge whose
  // views exist equals one whose views do not (both are m_packed).
  declare private m_views: readonly b2Vec2[] | null;

  /**
   * A zero-length two-sided edge at the origin, with skin b2_polygonRadius. C++: `b2EdgeShape()`.
   * Never throws (b2Shape's checks pass its own constants).
   */
  constructor() {
    super(b2ShapeType.e_edge, b2_polygonRadius);
    Object.defineProperty(this, 'm_views', { value: null, writable: true, enumerable: false });
  }

  /**
   * The ghost vertex before m_vertex1 (used only when m_oneSided), shape frame. A view of m_packed.
   * C++: `b2EdgeShape::m_vertex0`, a field there, a getter here.
   */
  get m_vertex0(): b2Vec2 {
    return (this.m_views ?? edgeViews(this))[0];
  }

  /** The segment's first end point, shape frame. A view of m_packed. C++: `b2EdgeShape::m_vertex1`. */
  get m_vertex1(): b2Vec2 {
    return (this.m_views ?? edgeViews(this))[1];
  }

  /** The segment's second end point, shape frame. A view of m_packed. C++: `b2EdgeShape::m_vertex2`. */
  get m_vertex2(): b2Vec2 {
    return (this.m_views ?? edgeViews(this))[2];
  }

  /**
   * The ghost vertex after m_vertex2 (used only when m_oneSided), shape frame. A view of m_packed.
   * C++: `b2EdgeShape::m_vertex3`.
   */
  get m_vertex3(): b2Vec2 {
    return (this.m_views ?? edgeViews(this))[3];
  }

  /**
   * C++: `b2EdgeShape::GetChildCount`.
   * @returns 1
   */
  GetChildCount(): number {
    return 1;
  }

  /**
   * Makes this one edge of a sequence v0 → v1 → v2 → v3: the segment is v1-v2, shapes collide with
   * it only from its right side looking from v1 to v2 (where its normal points), and v0, v3 are
   * the neighbouring vertices. C++: `b2EdgeShape::SetOneSided`.
   * @param v0 - the ghost vertex before v1, shape frame; copied
   * @param v1 - the segment's start, shape frame; copied
   * @param v2 - the segment's end, shape frame; copied
   * @param v3 - the ghost vertex after v2, shape frame; copied
   * @returns this edge
   * @throws Error, leaving the edge unchanged, when a point is not finite, v1 and v2 are not more
   * than b2_linearSlop apart (the weld distance C++ asserts for chains), or the edge or its m_packed is frozen ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  SetOneSided(v0: b2XY, v1: b2XY, v2: b2XY, v3: b2XY): this {
    b2CheckFinitePoint('b2EdgeShape.SetOneSided', 'v0', v0);
    b2CheckFinitePoint('b2EdgeShape.SetOneSided', 'v1', v1);
    b2CheckFinitePoint('b2EdgeShape.SetOneSided', 'v2', v2);
    b2CheckFinitePoint('b2EdgeShape.SetOneSided', 'v3', v3);
    checkLength('b2EdgeShape.SetOneSided', v1, v2);
    checkEdgeWritable('b2EdgeShape.SetOneSided', this);
    const packed = this.m_packed as number[]; // layout at b2EdgeShape.m_packed
    packed[0] = v0.x;
    packed[1] = v0.y;
    packed[2] = v1.x;
    packed[3] = v1.y;
    packed[4] = v2.x;
    packed[5] = v2.y;
    packed[6] = v3.x;
    packed[7] = v3.y;
    this.m_oneSided = true;
    return this;
  }

  /**
   * Makes this an isolated segment v1-v2 that collides on both sides. m_vertex0 and m_vertex3 keep
   * whatever they held, as in C++ (they are not read for two-sided edges). C++:
   * `b2EdgeShape::SetTwoSided`.
   * @param v1 - the segment's start, shape frame; copied
   * @param v2 - the segment's end, shape frame; copied
   * @returns this edge
   * @throws Error, leaving the edge unchanged, when a point is not finite, v1 and v2 are not more
   * than b2_linearSlop apart, or the edge or its m_packed is frozen ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  SetTwoSided(v1: b2XY, v2: b2XY): this {
    b2CheckFinitePoint('b2EdgeShape.SetTwoSided', 'v1', v1);
    b2CheckFinitePoint('b2EdgeShape.SetTwoSided', 'v2', v2);
    checkLength('b2EdgeShape.SetTwoSided', v1, v2);
    checkEdgeWritable('b2EdgeShape.SetTwoSided', this);
    const packed = this.m_packed as number[]; // layout at b2EdgeShape.m_packed
    packed[2] = v1.x;
    packed[3] = v1.y;
    packed[4] = v2.x;
    packed[5] = v2.y;
    this.m_oneSided = false;
    return this;
  }

  /**
   * A segment has no inside. C++: `b2EdgeShape::TestPoint`, which ignores its arguments; here
   * they are checked (Deviation 13, shape queries, in [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)).
   * @param xf - the edge's world frame; only read
   * @param p - the point, world frame; only read
   * @returns false
   * @throws Error on a transform or point that is not finite numbers ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  TestPoint(xf: b2TransformLike, p: b2XY): boolean {
    b2CheckTransform('b2EdgeShape.TestPoint', xf);
    if (!b2PointIsInRange(p)) {
      // One condition on a sound call; the naming only on failure.
      b2CheckFinitePoint('b2EdgeShape.TestPoint', 'p', p);
    }
    return false;
  }

  /**
   * The ray against the segment: where the ray crosses the segment's line, if that point lies on
   * the segment and within maxFraction. The normal faces the ray's start. A one-sided edge is hit
   * only from its right side, the side its normal (e.y, −e.x) points to. A ray parallel to the
   * edge, zero-length rays included, hits nothing. C++: `b2EdgeShape::RayCast`.
   * @param output - on a hit, receives the fraction and the world normal; written only on a hit
   * @param input - the ray, world frame; only read
   * @param xf - the edge's world frame; only read
   * @param childIndex - 0
   * @returns whether the ray hits the segment within maxFraction
   * @throws Error on an unusable edge, non-finite input, a maxFraction outside [0, 1] or a child
   * index other than 0 (Deviation 13, shape queries, in [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md); [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  RayCast(output: b2RayCastOutput, input: b2RayCastInputLike, xf: b2TransformLike, /* f32: integer */ childIndex: number): boolean {
    b2CheckEdge('b2EdgeShape.RayCast', this);
    b2CheckRayCastInput('b2EdgeShape.RayCast', input);
    const xfn = b2CheckedTransformNumbers('b2EdgeShape.RayCast', xf, scratch); // [p.x, p.y, q.s, q.c] (rule 11)
    if (childIndex !== 0) {
      // 0 and -0 pass, as b2CheckChildIndex lets them; the naming only on failure.
      b2CheckChildIndex('b2EdgeShape.RayCast', childIndex, 1);
    }
    b2CheckOutputRay('b2EdgeShape.RayCast', output);
    return b2EdgeRayCastUnchecked(this, output, input, xfn);
  }

  /**
   * The world box of the placed end points, grown by the skin radius m_radius. C++:
   * `b2EdgeShape::ComputeAABB`.
   * @param aabb - receives the box, world frame; written
   * @param xf - the edge's world frame; only read
   * @param childIndex - 0
   * @throws Error on an unusable edge, a non-finite transform or a child index other than 0 ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  ComputeAABB(aabb: b2AABB, xf: b2TransformLike, /* f32: integer */ childIndex: number): void {
    b2CheckEdge('b2EdgeShape.ComputeAABB', this);
    const xfn = b2CheckedTransformNumbers('b2EdgeShape.ComputeAABB', xf, scratch); // [p.x, p.y, q.s, q.c] (rule 11)
    if (childIndex !== 0) {
      // 0 and -0 pass, as b2CheckChildIndex lets them; the naming only on failure.
      b2CheckChildIndex('b2EdgeShape.ComputeAABB', childIndex, 1);
    }
    b2CheckOutputAABB('b2EdgeShape.ComputeAABB', aabb);
    const packed = this.m_packed; // layout at b2EdgeShape.m_packed
    const v1x = packed[2];
    const v1y = packed[3];
    const v2x = packed[4];
    const v2y = packed[5];
    // C++: v1 = b2Mul(xf, m_vertex1); v2 = b2Mul(xf, m_vertex2)
    const w1x = xfn[3] * v1x - xfn[2] * v1y + xfn[0];
    const w1y = xfn[2] * v1x + xfn[3] * v1y + xfn[1];
    const w2x = xfn[3] * v2x - xfn[2] * v2y + xfn[0];
    const w2y = xfn[2] * v2x + xfn[3] * v2y + xfn[1];
    // C++ b2Min(v1, v2), b2Max(v1, v2): a < b ? a : b and a > b ? a : b per component (signed zeros).
    const r = this.m_radius;
    const lowerBoundX = (w1x < w2x ? w1x : w2x) - r;
    const lowerBoundY = (w1y < w2y ? w1y : w2y) - r;
    const upperBoundX = (w1x > w2x ? w1x : w2x) + r;
    const upperBoundY = (w1y > w2y ? w1y : w2y) + r;
    b2CheckResult('b2EdgeShape.ComputeAABB', 'the box', lowerBoundX, lowerBoundY, upperBoundX, upperBoundY);
    aabb.lowerBound.x = lowerBoundX;
    aabb.lowerBound.y = lowerBoundY;
    aabb.upperBound.x = upperBoundX;
    aabb.upperBound.y = upperBoundY;
  }

  /**
   * Mass and inertia 0, centre the segment's midpoint. C++: `b2EdgeShape::ComputeMass`, which
   * ignores the density; here it is checked (Deviation 13, shape queries, in [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)).
   * @param massData - receives mass 0, the midpoint (shape frame) and inertia 0; written
   * @param density - kg/m², checked only
   * @throws Error on an unusable edge or a density that is not a finite number ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  ComputeMass(massData: b2MassData, density: number): void {
    b2CheckEdge('b2EdgeShape.ComputeMass', this);
    b2CheckDensity('b2EdgeShape.ComputeMass', density);
    b2CheckOutputMass('b2EdgeShape.ComputeMass', massData);
    massData.mass = 0.0;
    // C++: 0.5f * (m_vertex1 + m_vertex2)
    const packed = this.m_packed; // layout at b2EdgeShape.m_packed
    massData.center.x = 0.5 * (packed[2] + packed[4]);
    massData.center.y = 0.5 * (packed[3] + packed[5]);
    massData.I = 0.0;
  }

  /**
   * C++: `b2EdgeShape::Clone` (which takes an allocator).
   * @returns a deep copy
   * @throws Error when the shape's own fields were hand-edited (a count, radius or vertex out of range) ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  Clone(): b2EdgeShape {
    // Not in C++: the edge is checked as read, so a hand edit is named rather than copied.
    const where = 'b2EdgeShape.Clone';
    b2CheckNumber(where, "the edge's m_radius", this.m_radius);
    const p = this.m_packed; // layout at b2EdgeShape.m_packed
    for (let k = 0; k < 4; ++k) {
      b2CheckFinitePoint(where, `the edge's m_vertex${k}`, { x: p[k << 1], y: p[(k << 1) | 1] });
    }
    const clone = new b2EdgeShape();
    clone.m_radius = this.m_radius;
    const to = clone.m_packed as number[];
    for (let k = 0; k < 8; ++k) {
      to[k] = this.m_packed[k];
    }
    clone.m_oneSided = this.m_oneSided;
    return clone;
  }
}

// m_vertex0..m_vertex3 as views of m_packed (the views are its writers, hence the cast).
function makeEdgeViews(packed: readonly number[]): readonly b2Vec2[] {
  return Array.from({ length: 4 }, (_, k) => b2MakeVec2View(packed as number[], k << 1, (k << 1) | 1));
}

function checkLength(where: string, v1: b2XY, v2: b2XY): void {
  const dx = v2.x - v1.x;
  const dy = v2.y - v1.y;
  if (!(dx * dx + dy * dy > b2_linearSlop * b2_linearSlop)) {
    throw new Error(
      `${where}: the edge from (${v1.x}, ${v1.y}) to (${v2.x}, ${v2.y}) has length ${Math.sqrt(dx * dx + dy * dy)}, ` +
        `it must be longer than b2_linearSlop = ${b2_linearSlop}`,
    );
  }
}

/**
 * b2EdgeShape.RayCast without its checks (src/README.md rule 12): the edge as `edge.m_packed` and
 * `edge.m_oneSided` hold it, the inputs as given, the transform as its four numbers
 * [p.x, p.y, q.s, q.c] (b2TransformNumbers, rule 11), which the caller has read and checked once.
 * b2ChainShape.RayCast calls it on a child it has checked. Not exported from the package.
 */
export function b2EdgeRayCastUnchecked(edge: Readonly<b2EdgeShape>, output: b2RayCastOutput, input: b2RayCastInputLike, xfn: readonly number[]): boolean {
  // The ray in the edge's frame. C++: p1 = b2MulT(xf.q, input.p1 - xf.p), the same for p2.
  const a1x = input.p1.x - xfn[0];
  const a1y = input.p1.y - xfn[1];
  const p1x = xfn[3] * a1x + xfn[2] * a1y;
  const p1y = -xfn[2] * a1x + xfn[3] * a1y;
  const a2x = input.p2.x - xfn[0];
  const a2y = input.p2.y - xfn[1];
  const p2x = xfn[3] * a2x + xfn[2] * a2y;
  const p2y = -xfn[2] * a2x + xfn[3] * a2y;
  const dx = p2x - p1x;
  const dy = p2y - p1y;

  const packed = edge.m_packed; // layout at b2EdgeShape.m_packed
  const v1x = packed[2];
  const v1y = packed[3];
  const v2x = packed[4];
  const v2y = packed[5];
  // The normal points to the right looking from v1 to v2. C++: normal(e.y, -e.x); Normalize(),
  // written out (b2Vec2.Normalize's steps) so that no double crosses a call (src/README rule 3).
  let normalX = v2y - v1y;
  let normalY = -(v2x - v1x);
  const length = Math.sqrt(normalX * normalX + normalY * normalY);
  if (!(length < b2_epsilon)) {
    const invLength = 1.0 / length;
    normalX *= invLength;
    normalY *= invLength;
  }

  // Where the ray meets the line: dot(normal, p1 + t·d - v1) = 0.
  // C++: numerator = b2Dot(normal, v1 - p1)
  const numerator = normalX * (v1x - p1x) + normalY * (v1y - p1y);
  if (edge.m_oneSided && numerator > 0.0) {
    return false;
  }
  const denominator = normalX * dx + normalY * dy;
  if (denominator === 0.0) {
    return false;
  }
  const t = numerator / denominator;
  if (t < 0.0 || input.maxFraction < t) {
    return false;
  }

  // C++: q = p1 + t * d; r = v2 - v1; s = b2Dot(q - v1, r) / b2Dot(r, r)
  const hitX = p1x + t * dx;
  const hitY = p1y + t * dy;
  const rx = v2x - v1x;
  const ry = v2y - v1y;
  const rr = rx * rx + ry * ry;
  if (rr === 0.0) {
    return false;
  }
  const s = ((hitX - v1x) * rx + (hitY - v1y) * ry) / rr;
  if (s < 0.0 || 1.0 < s) {
    return false;
  }

  output.fraction = t;
  // C++: b2Mul(xf.q, normal), negated when the ray comes from the left side.
  const nx = xfn[3] * normalX - xfn[2] * normalY;
  const ny = xfn[2] * normalX + xfn[3] * normalY;
  if (numerator > 0.0) {
    output.normal.x = -nx;
    output.normal.y = -ny;
  } else {
    output.normal.x = nx;
    output.normal.y = ny;
  }
  return true;
}
