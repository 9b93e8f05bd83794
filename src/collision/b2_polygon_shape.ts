// A solid convex polygon (C++ b2PolygonShape, b2_polygon_shape.h / .cpp): construction and the
// shape queries (TestPoint, RayCast, ComputeAABB, ComputeMass); collision lives in
// b2_collide_polygon.ts.

import { b2_epsilon, b2_linearSlop, b2_maxPolygonVertices, b2_polygonRadius } from '../common/b2_settings';
import { b2Vec2, type b2XY, b2Vec2CopyUnchecked, b2Vec2NormalizeUnchecked, b2Vec2SetUnchecked, b2Vec2SetZeroUnchecked } from '../common/b2_math';
import { b2NewTransformArray, type b2TransformLike } from '../common/b2_transform';
import { b2NewCoordinateArray } from '../common/b2_coordinate_array';
import { b2SinCosInPlace } from '../common/b2_fdlibm_trig';
import type { b2AABB } from './b2_aabb';
import {
  b2PointIsInRange, b2CheckOutput, b2TakesWriteBack, b2CheckOutputMass, b2CheckOutputRay, b2CheckResult, b2CheckChildIndex, b2CheckDensity, b2CheckFinitePoint, b2CheckNumber, b2CheckRayCastInput, b2CheckedTransformNumbers, b2CheckOutputAABB, b2TransformNumbersFit, b2DescribeValue,
} from '../common/b2_checks';
import { b2CheckPolygon, b2CheckPolygonPacked, b2PolygonIsBuilt } from './b2_collide_checks';
import type { b2RayCastOutput, b2RayCastInputLike } from './b2_ray_cast';
import { type b2MassData, b2Shape, b2ShapeType } from './b2_shape';
import { b2CheckHull } from './b2_check_hull';
import { b2Hull, b2ValidateHull } from './b2_hull';
import { b2PolygonViewsOf } from './b2_polygon_views';

// Scratch of the queries: the numbers of a transform without m_packed (b2TransformNumbers).
const scratch = b2NewTransformArray();

// Scratch for Set(): the welded points and the hull's indices into them. Only Set() uses these,
// and it writes the shape's fields only after every check has passed.
const welded: b2Vec2[] = Array.from({ length: b2_maxPolygonVertices }, () => new b2Vec2());
const hull = new Int32Array(b2_maxPolygonVertices);
const hullPoints: b2Vec2[] = Array.from({ length: b2_maxPolygonVertices }, () => new b2Vec2());
const hullCentroid = new b2Vec2();
/** SetAsBox's angle in, its sine and cosine out (b2SinCosInPlace). */
const boxSinCos = new Float64Array(2);
const hullNormals: b2Vec2[] = Array.from({ length: b2_maxPolygonVertices }, () => new b2Vec2());

/**
 * The shape queries' checks of the polygon, the transform and the child index (0; TestPoint and
 * ComputeMass pass 0), one by one in this order, after their one fast condition has failed: throws
 * naming the first fault, else returns the transform's four numbers [p.x, p.y, q.s, q.c] (rule 11;
 * the scratch copy for a {p, q} transform without m_packed).
 */
function polygonQueryArguments(where: string, polygon: b2PolygonShape, xf: b2TransformLike, /* f32: integer */ childIndex: number): readonly number[] {
  b2CheckPolygon(where, polygon);
  const t = b2CheckedTransformNumbers(where, xf, scratch);
  if (childIndex !== 0) {
    // 0 and -0 pass, as b2CheckChildIndex lets them.
    b2CheckChildIndex(where, childIndex, 1);
  }
  return t;
}

/**
 * Where the normals start in b2PolygonShape.m_packed: after the 2·8 vertex coordinates. Not in
 * C++ (Deviation 11, polygon storage, in [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)).
 */
export const b2_packedNormals = 2 * b2_maxPolygonVertices;

// Where the centroid's x (y next to it) and the skin radius sit in b2PolygonShape.m_packed (layout
// there): after the 2·8 normal coordinates. Not in C++.
// f32: integer
const packedCentroid = 4 * b2_maxPolygonVertices;
// f32: integer
const packedRadius = packedCentroid + 2;

// A polygon's m_packed: every slot 0 but the skin radius, b2_polygonRadius (layout at
// b2PolygonShape.m_packed).
// f32: integer (a length; b2_polygonRadius is float32 in that build)
function newPolygonPacked(): number[] {
  const packed = b2NewCoordinateArray(packedRadius + 1);
  packed[packedRadius] = b2_polygonRadius;
  return packed;
}


// Throws unless the polygon and its m_packed (which holds m_centroid too) take Set's and
// SetAsBox's writes (not frozen); called after the new polygon is computed in scratch, before the
// first write.
function checkPolygonWritable(where: string, polygon: b2PolygonShape): void {
  b2CheckOutput(where, 'this', polygon);
  if (!b2TakesWriteBack(polygon.m_packed, 0)) {
    throw new Error(`${where}: this.m_packed is frozen; pass a polygon that can be written into`);
  }
}

/**
 * A convex polygon with counter-clockwise vertices, outward unit normals (normal i belongs to the
 * edge from vertex i to vertex i+1) and a skin of b2_polygonRadius around it. C++:
 * `b2PolygonShape` in b2_polygon_shape.h/.cpp; members keep their C++ names. Its numbers live in
 * `m_packed` (Deviation 11, polygon storage, in [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)); `Set(hull)` is
 * v2.4.2's (Deviation 17, v2.4.2's hull).
 */
export class b2PolygonShape extends b2Shape {
  /**
   * Every number of the polygon but m_count, packed: its vertices, normals, centroid and skin
   * radius. Layout (the one statement of it; sites cite it): vertex i at [2i, 2i+1], normal i at
   * [b2_packedNormals + 2i, b2_packedNormals + 2i + 1], the centroid at [32, 33] and the skin
   * radius at [34] (35 numbers), with b2_packedNormals = 16 and i < b2_maxPolygonVertices = 8, so
   * on hot paths vertex i is [i << 1, (i << 1) | 1] and normal i [(i << 1) | 16, (i << 1) | 17]
   * (the `| 16` is exact because 2i < 16). Not in C++, where the fixed arrays and the fields
   * below are this storage. The colliders read this array; m_vertices, m_normals and m_centroid
   * are views of it and m_radius reads and writes [34], so there is one copy of each number.
   * Read-only here: write through the views and m_radius (or Set, SetAsBox), which also round in
   * float32 mode. Declared first so that it is allocated right after the shape itself
   * (src/README.md rule 10).
   */
  readonly m_packed: readonly number[] = newPolygonPacked();
  /** How many vertices: 3 to 8 once built, 0 before. */
  m_count = 0;

  /**
   * An empty polygon (m_count 0) with the skin radius b2_polygonRadius. C++: `b2PolygonShape()`.
   * Never throws (its zero vectors pass b2Vec2's check).
   */
  constructor() {
    // b2Shape's constructor does not assign a polygon's m_radius: it runs before m_packed, which
    // holds the radius, is made (m_packed starts with b2_polygonRadius there).
    super(b2ShapeType.e_polygon, b2_polygonRadius);
  }

  /**
   * The skin radius, m: m_packed[34] (layout at b2PolygonShape.m_packed); b2_polygonRadius unless
   * assigned. An assigned number is rounded to float32 in that build, as the views round. C++:
   * `b2Shape::m_radius`, a field there, an accessor here.
   */
  override get m_radius(): number {
    return this.m_packed[packedRadius];
  }

  /**
   * Writes the skin radius to m_packed[34] (rounded to float32 in that build). C++: assigning
   * `b2Shape::m_radius`.
   * @param radius - the skin radius, m; checked where it is read (the colliders, the queries)
   */
  override set m_radius(radius: number) {
    (this.m_packed as number[])[packedRadius] = radius;
  }

  /**
   * The centre of area of the polygon: a view of m_packed[32] and [33], cached as m_vertices are
   * (rule 10), so writing its x or y writes m_packed. C++: `b2PolygonShape::m_centroid`, a field
   * there, a getter here.
   */
  get m_centroid(): b2Vec2 {
    return b2PolygonViewsOf(this.m_packed).centroid;
  }

  /**
   * The vertices in the shape's frame, counter-clockwise; the first m_count count. Views of
   * m_packed, kept in a small cache rather than on the shape (rule 10), so writing through them
   * leaves the shape as Set would; a view array held on to keeps reading and writing m_packed.
   * C++: `b2PolygonShape::m_vertices`, an array there, a getter here.
   */
  get m_vertices(): readonly b2Vec2[] {
    return b2PolygonViewsOf(this.m_packed).vertices;
  }

  /**
   * Outward unit normal of each edge (edge i: vertex i to i+1), shape frame. Views of m_packed,
   * cached as m_vertices are. C++: `b2PolygonShape::m_normals`, an array there, a getter here.
   */
  get m_normals(): readonly b2Vec2[] {
    return b2PolygonViewsOf(this.m_packed).normals;
  }

  /**
   * C++: `b2PolygonShape::GetChildCount`.
   * @returns 1
   */
  GetChildCount(): number {
    return 1;
  }

  /**
   * C++: `b2PolygonShape::Clone` (which takes an allocator). Never throws (it copies the numbers
   * as they are, with the unchecked vector kernels).
   * @returns a deep copy, sharing nothing with this shape
   */
  Clone(): b2PolygonShape {
    // Not in C++: the polygon is checked as read (an unbuilt one, m_count 0, clones as it is), so a
    // hand edit is named rather than copied; the slots past m_count stay 0, as they are unused.
    const where = 'b2PolygonShape.Clone';
    if (this.m_count !== 0) {
      b2CheckPolygon(where, this);
      b2CheckPolygonPacked(where, this, true, 0);
    }
    const from = this.m_packed; // layout at b2PolygonShape.m_packed
    b2CheckNumber(where, "the polygon's m_radius", from[packedRadius]);
    b2CheckFinitePoint(where, "the polygon's m_centroid", { x: from[packedCentroid], y: from[packedCentroid | 1] });
    const clone = new b2PolygonShape();
    clone.m_count = this.m_count;
    const to = clone.m_packed as number[];
    to[packedRadius] = from[packedRadius];
    to[packedCentroid] = from[packedCentroid];
    to[packedCentroid | 1] = from[packedCentroid | 1];
    for (let k = 0; k < this.m_count << 1; ++k) {
      to[k] = from[k];
      to[k | 16] = from[k | 16];
    }
    return clone;
  }

  /**
   * Builds the convex hull of the given points, as C++ v2.4.1 does: points closer than
   * 0.5·b2_linearSlop to an earlier point are welded away, then gift wrapping starts from the
   * right-most (then lowest) point, so the same input gives the same vertex order as C++.
   * Interior points are dropped. C++: `b2PolygonShape::Set(const b2Vec2*, int32)` in
   * b2_polygon_shape.cpp.
   * @param points - the points in the shape's frame, b2Vec2 or `{ x, y }`; only read
   * @param count - how many of points to use; default points.length
   * @returns this shape
   * @throws Error, leaving the shape unchanged, when the shape (its m_centroid, its m_packed) is
   * frozen, fewer than 3 or more than b2_maxPolygonVertices points are given, a coordinate is not finite, the points weld to fewer
   * than 3, they have no hull with positive area (collinear points), or the hull gift wrapping
   * returns is not convex and counter-clockwise with every point inside. C++ asserts in those
   * cases and, in a release build, silently makes a 2x2 box instead (Deviation 2, errors instead of
   * asserts and fallbacks, in [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md); [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   * @example
   * ```ts
   * import { b2PolygonShape } from 'b2collide';
   *
   * // A triangle; the interior point (0.2, 0.2) is dropped.
   * const triangle = new b2PolygonShape().Set([
   *   { x: 0, y: 0 },
   *   { x: 1, y: 0 },
   *   { x: 0.2, y: 0.2 },
   *   { x: 0, y: 1 },
   * ]);
   * console.log(triangle.m_count); // 3
   * console.log(triangle.m_vertices[0].x, triangle.m_vertices[0].y); // 1 0
   * ```
   */
  Set(points: readonly b2XY[], /* f32: integer */ count?: number): this;
  /**
   * Takes a hull as it is (use b2ComputeHull to make one) and computes the normals and centroid.
   * C++ v2.4.2: `b2PolygonShape::Set(const b2Hull&)` in b2_polygon_shape.cpp; not in v2.4.1
   * (Deviation 17, v2.4.2's hull, in [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)).
   * @param hull - the hull, shape frame; only read
   * @returns this shape
   * @throws Error, leaving the shape unchanged, unless b2ValidateHull(hull) holds, the derived
   * data is finite and the shape takes writes (not frozen) (C++ asserts and may then crash; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  Set(hull: Readonly<b2Hull>): this;
  Set(pointsOrHull: readonly b2XY[] | Readonly<b2Hull>, /* f32: integer */ count?: number): this {
    // A hull is recognised by its shape, not by instanceof, so that one made by another copy of
    // the library (ESM and CommonJS in one app) is taken too, as b2Mul takes any {p, q}.
    if (isHullLike(pointsOrHull)) {
      return this.SetHull(pointsOrHull);
    }
    if (!Array.isArray(pointsOrHull)) {
      throw new Error(`b2PolygonShape.Set: expected an array of {x, y} points or a b2Hull, got ${b2DescribeValue(pointsOrHull)}`);
    }
    const points = pointsOrHull as readonly b2XY[];
    if (count === undefined) {
      count = points.length;
    }
    return this.SetPoints(points, count);
  }

  // The v2.4.1 form of Set.
  private SetPoints(points: readonly b2XY[], /* f32: integer */ count: number): this {
    if (!Number.isInteger(count) || count < 0 || count > points.length) {
      throw new RangeError(`b2PolygonShape.Set: count ${b2DescribeValue(count)} does not fit the ${points.length} points given`);
    }
    if (count < 3) {
      throw new Error(`b2PolygonShape.Set: a polygon needs at least 3 points, got ${count} in ${b2DescribeValue(points)}`);
    }
    if (count > b2_maxPolygonVertices) {
      throw new Error(`b2PolygonShape.Set: a polygon has at most b2_maxPolygonVertices = ${b2_maxPolygonVertices} points, got ${count}`);
    }
    for (let i = 0; i < count; ++i) {
      b2CheckFinitePoint('b2PolygonShape.Set', `point ${i}`, points[i]);
    }

    // Weld: keep a point only if it is not within 0.5·linearSlop of one already kept.
    const weldDistance = 0.5 * b2_linearSlop;
    const weldDistanceSquared = weldDistance * weldDistance;
    let n = 0;
    for (let i = 0; i < count; ++i) {
      const vx = points[i].x;
      const vy = points[i].y;
      let unique = true;
      for (let j = 0; j < n; ++j) {
        const dx = vx - welded[j].x;
        const dy = vy - welded[j].y;
        if (dx * dx + dy * dy < weldDistanceSquared) {
          unique = false;
          break;
        }
      }
      if (unique) {
        b2Vec2SetUnchecked(welded[n++], vx, vy);
      }
    }
    if (n < 3) {
      throw new Error(`b2PolygonShape.Set: the points weld to ${n} distinct points (closer than 0.5*b2_linearSlop), a polygon needs 3`);
    }

    // Gift wrapping. Start at the right-most point; among equal x, the lowest.
    let i0 = 0;
    let x0 = welded[0].x;
    for (let i = 1; i < n; ++i) {
      const x = welded[i].x;
      if (x > x0 || (x === x0 && welded[i].y < welded[i0].y)) {
        i0 = i;
        x0 = x;
      }
    }

    let m = 0;
    let ih = i0;
    for (;;) {
      if (m >= n) {
        // Cannot happen for a proper hull walk; guards against a cycle on degenerate input.
        throw new Error('b2PolygonShape.Set: the points have no convex hull (gift wrapping did not close)');
      }
      hull[m] = ih;
      const hx = welded[ih].x;
      const hy = welded[ih].y;

      // Find the point that has every other point on its left (or, among collinear ones, the farthest).
      let ie = 0;
      for (let j = 1; j < n; ++j) {
        if (ie === ih) {
          ie = j;
          continue;
        }
        const rx = welded[ie].x - hx;
        const ry = welded[ie].y - hy;
        const vx = welded[j].x - hx;
        const vy = welded[j].y - hy;
        const c = rx * vy - ry * vx;
        if (c < 0) {
          ie = j;
        }
        // Collinear: take the farther point.
        if (c === 0 && vx * vx + vy * vy > rx * rx + ry * ry) {
          ie = j;
        }
      }

      ++m;
      ih = ie;
      if (ie === i0) {
        break;
      }
    }

    if (m < 3) {
      throw new Error(`b2PolygonShape.Set: the points are collinear (their hull has ${m} vertices), a polygon needs 3`);
    }

    // Check the edges and the area before touching the shape, so a failure leaves it as it was.
    for (let i = 0; i < m; ++i) {
      b2Vec2CopyUnchecked(hullPoints[i], welded[hull[i]]);
    }
    // Not in C++: the hull gift wrapping built is checked (see b2CheckHull).
    b2CheckHull('b2PolygonShape.Set', hullPoints, m, points, count);
    return this.SetFromHullPoints(m);
  }

  // Both forms of Set end here: the m points in hullPoints become the shape, with their normals
  // and centroid, once the derived data is checked.
  private SetFromHullPoints(/* f32: integer */ m: number): this {
    for (let i = 0; i < m; ++i) {
      const a = hullPoints[i];
      const b = hullPoints[i + 1 < m ? i + 1 : 0];
      const ex = b.x - a.x;
      const ey = b.y - a.y;
      const lengthSquared = ex * ex + ey * ey;
      if (!(lengthSquared > b2_epsilon * b2_epsilon)) {
        throw new Error(`b2PolygonShape.Set: hull edge ${i} is not longer than b2_epsilon`);
      }
      // Not in C++: an edge whose squared length overflows gets the normal (0, 0) from Normalize.
      if (lengthSquared === Infinity) {
        throw new Error(
          `b2PolygonShape.Set: hull edge ${i} is too long (its squared length overflows), so its normal is not finite; ` +
            'coordinates this large are outside the supported range (README "Bad input")',
        );
      }
    }
    const area = computeCentroid(hullPoints, m, hullCentroid);
    if (!(area > b2_epsilon)) {
      throw new Error(`b2PolygonShape.Set: the hull's area ${area} is not above b2_epsilon (the points are nearly collinear)`);
    }
    // Not in C++: centroid = (1/area)·Σ area_i·(p1 + p2 + p3)/3 overflows for coordinates near
    // 5e102 in float64 (the sum grows as length³), near 1e13 in float32.
    if (!(Number.isFinite(hullCentroid.x) && Number.isFinite(hullCentroid.y) && area !== Infinity)) {
      throw new Error(
        `b2PolygonShape.Set: the hull's centroid (${hullCentroid.x}, ${hullCentroid.y}) or area ${area} is not finite; ` +
          'coordinates this large are outside the supported range (README "Bad input")',
      );
    }

    // Outward normals: b2Cross(edge, 1) = (edge.y, -edge.x), normalised.
    for (let i = 0; i < m; ++i) {
      const a = hullPoints[i];
      const b = hullPoints[i + 1 < m ? i + 1 : 0];
      const edgeX = b.x - a.x;
      const edgeY = b.y - a.y;
      b2Vec2NormalizeUnchecked(b2Vec2SetUnchecked(hullNormals[i], 1.0 * edgeY, -1.0 * edgeX));
    }

    checkPolygonWritable('b2PolygonShape.Set', this);
    this.m_count = m;
    this.writePacked(m);
    return this;
  }

  // Copies the first `count` of hullPoints and hullNormals, and hullCentroid, into m_packed (layout
  // there), without making the views (rule 10). The scratch vectors already hold float32 values in
  // that build.
  private writePacked(/* f32: integer */ count: number): void {
    const packed = this.m_packed as number[];
    for (let i = 0; i < count; ++i) {
      packed[i << 1] = hullPoints[i].x;
      packed[(i << 1) | 1] = hullPoints[i].y;
      packed[(i << 1) | 16] = hullNormals[i].x;
      packed[(i << 1) | 17] = hullNormals[i].y;
    }
    packed[packedCentroid] = hullCentroid.x;
    packed[packedCentroid | 1] = hullCentroid.y;
  }

  // The v2.4.2 form of Set (C++ Set(const b2Hull&)).
  private SetHull(hull: Readonly<b2Hull>): this {
    const count: unknown = hull.count;
    if (typeof count === 'number' && Number.isInteger(count) && count >= 3 && count <= b2_maxPolygonVertices) {
      for (let i = 0; i < count; ++i) {
        b2CheckFinitePoint('b2PolygonShape.Set', `hull point ${i}`, hull.points[i]);
      }
    }
    if (!b2ValidateHull(hull)) {
      throw new Error(
        `b2PolygonShape.Set: the hull (count ${b2DescribeValue(hull.count)}) fails b2ValidateHull (3 to 8 convex, ` +
          'counter-clockwise points, none within b2_linearSlop of its neighbours\' line); make it with b2ComputeHull and check its count',
      );
    }
    const m = hull.count;
    for (let i = 0; i < m; ++i) {
      b2CheckFinitePoint('b2PolygonShape.Set', `hull point ${i}`, hull.points[i]);
      b2Vec2CopyUnchecked(hullPoints[i], hull.points[i]);
    }
    return this.SetFromHullPoints(m);
  }

  /**
   * An axis-aligned box of half-widths hx, hy centred on the origin, or, with `center` and
   * `angle`, moved and rotated in the shape's frame. Vertices start at (−hx, −hy) and go
   * counter-clockwise, as in C++. C++: both `b2PolygonShape::SetAsBox` overloads in
   * b2_polygon_shape.cpp; here the angle may be left out with a center (Deviation 6).
   * @param hx - half-width along x, m
   * @param hy - half-width along y, m
   * @param center - the box centre in the shape's frame; only read; default the origin
   * @param angle - the box rotation in the shape's frame, radians (through b2Sin/b2Cos, the same bits in every engine);
   * default 0
   * @returns this shape
   * @throws Error, leaving the shape unchanged, unless hx and hy are positive and finite, center
   * finite, angle finite and the shape takes writes (not frozen) ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   * @example
   * ```ts
   * import { b2PolygonShape } from 'b2collide';
   *
   * const box = new b2PolygonShape().SetAsBox(2, 0.5); // 4 m wide, 1 m tall
   * console.log(box.m_count); // 4
   * console.log(box.m_vertices[0].x, box.m_vertices[0].y); // -2 -0.5
   * console.log(box.m_normals[0].x, box.m_normals[0].y); // 0 -1
   * const moved = new b2PolygonShape().SetAsBox(1, 1, { x: 3, y: 0 });
   * console.log(moved.m_centroid.x, moved.m_centroid.y); // 3 0
   * ```
   */
  SetAsBox(hx: number, hy: number, center?: b2XY, angle?: number): this {
    if (!(Number.isFinite(hx) && hx > 0) || !(Number.isFinite(hy) && hy > 0)) {
      throw new Error(`b2PolygonShape.SetAsBox: half-widths must be positive and finite, got (${b2DescribeValue(hx)}, ${b2DescribeValue(hy)})`);
    }
    b2CheckNumber('b2PolygonShape.SetAsBox', 'hx', hx);
    b2CheckNumber('b2PolygonShape.SetAsBox', 'hy', hy);
    if (center !== undefined) {
      b2CheckFinitePoint('b2PolygonShape.SetAsBox', 'center', center);
    }
    if (angle !== undefined && !Number.isFinite(angle)) {
      throw new Error(`b2PolygonShape.SetAsBox: angle is not finite (${b2DescribeValue(angle)})`);
    }
    if (angle !== undefined) {
      // Within ±b2_maxFloat like every number read: float32 cannot hold -1e300 (both builds alike).
      b2CheckNumber('b2PolygonShape.SetAsBox', 'angle', angle);
    }

    // Scratch first, so that a failure leaves the shape as it was.
    b2Vec2SetUnchecked(hullPoints[0], -hx, -hy);
    b2Vec2SetUnchecked(hullPoints[1], hx, -hy);
    b2Vec2SetUnchecked(hullPoints[2], hx, hy);
    b2Vec2SetUnchecked(hullPoints[3], -hx, hy);
    b2Vec2SetUnchecked(hullNormals[0], 0.0, -1.0);
    b2Vec2SetUnchecked(hullNormals[1], 1.0, 0.0);
    b2Vec2SetUnchecked(hullNormals[2], 0.0, 1.0);
    b2Vec2SetUnchecked(hullNormals[3], -1.0, 0.0);
    b2Vec2SetZeroUnchecked(hullCentroid);

    if (center !== undefined) {
      // The four-argument form: rotate by angle, then move to center (C++ b2Mul(xf, v), b2Mul(xf.q, n)).
      b2Vec2SetUnchecked(hullCentroid, center.x, center.y);
      boxSinCos[0] = angle ?? 0;
      b2SinCosInPlace(boxSinCos, 0);
      const s = boxSinCos[0];
      const c = boxSinCos[1];
      for (let i = 0; i < 4; ++i) {
        const v = hullPoints[i];
        const vx = v.x;
        const vy = v.y;
        v.x = c * vx - s * vy + center.x;
        v.y = s * vx + c * vy + center.y;
        const nrm = hullNormals[i];
        const nx = nrm.x;
        const ny = nrm.y;
        nrm.x = c * nx - s * ny;
        nrm.y = s * nx + c * ny;
      }
    }

    // Not in C++: the colliders normalise edge vectors (v2 - v1); where the squared length
    // overflows (half-widths near 1e154 in float64, 1e19 in float32) the normal becomes (0, 0).
    for (let i = 0; i < 4; ++i) {
      const a = hullPoints[i];
      const b = hullPoints[i + 1 < 4 ? i + 1 : 0];
      const ex = b.x - a.x;
      const ey = b.y - a.y;
      const lengthSquared = ex * ex + ey * ey;
      if (!(lengthSquared - lengthSquared === 0)) {
        throw new Error(
          `b2PolygonShape.SetAsBox: the box (${hx}, ${hy}) is too large (edge ${i}'s squared length or a vertex is not finite); ` +
            'coordinates this large are outside the supported range (README "Bad input")',
        );
      }
    }

    checkPolygonWritable('b2PolygonShape.SetAsBox', this);
    this.m_count = 4;
    this.writePacked(4);
    return this;
  }

  /**
   * Whether p lies inside the polygon or on its boundary: no face has p strictly in front of it
   * (C++ tests dot > 0). The skin radius does not count. C++: `b2PolygonShape::TestPoint`.
   * @param xf - the polygon's world frame; only read
   * @param p - the point, world frame; only read
   * @returns whether p is inside or on the boundary
   * @throws Error on an unbuilt polygon or a transform or point that is not finite numbers ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  TestPoint(xf: b2TransformLike, p: b2XY): boolean {
    // One fast condition over the polygon and the transform, else polygonQueryArguments names the fault.
    const packedXf = (xf as { readonly m_packed?: readonly number[] } | null | undefined)?.m_packed;
    const xfn = // [p.x, p.y, q.s, q.c] (rule 11)
      packedXf !== undefined && b2PolygonIsBuilt(this) && b2TransformNumbersFit(packedXf)
        ? packedXf
        : polygonQueryArguments('b2PolygonShape.TestPoint', this, xf, 0);
    if (!b2PointIsInRange(p)) {
      // One condition on a sound call; the naming only on failure.
      b2CheckFinitePoint('b2PolygonShape.TestPoint', 'p', p);
    }
    // C++: pLocal = b2MulT(xf.q, p - xf.p)
    const dx = p.x - xfn[0];
    const dy = p.y - xfn[1];
    const localX = xfn[3] * dx + xfn[2] * dy;
    const localY = -xfn[2] * dx + xfn[3] * dy;
    const packed = this.m_packed; // layout at b2PolygonShape.m_packed
    const count = this.m_count;
    // Not in C++: the vertices and normals are checked in the pass that reads them (typeof before
    // the arithmetic, one sum of squares tested after the loop), so the pass reads every face
    // instead of returning at the first one p is in front of; the answer is the same. (Returning
    // there and checking the faces left in a second pass, a call or a loop, measured no faster and
    // the loop put the method past V8's 460-byte limit for inlining it into its caller.)
    let magnitude = 0.0;
    let inside = true;
    for (let i = 0; i < count; ++i) {
      const vx = packed[i << 1];
      const vy = packed[(i << 1) | 1];
      const nx = packed[(i << 1) | 16];
      const ny = packed[(i << 1) | 17];
      if (typeof vx !== 'number' || typeof vy !== 'number' || typeof nx !== 'number' || typeof ny !== 'number') {
        b2CheckPolygonPacked('b2PolygonShape.TestPoint', this, true, 0);
      }
      // f32: exact (a check's sum: squares, see after the loop)
      magnitude = magnitude + vx * vx + vy * vy + nx * nx + ny * ny;
      // C++: b2Dot(m_normals[i], pLocal - m_vertices[i])
      const dot = nx * (localX - vx) + ny * (localY - vy);
      if (dot > 0.0) {
        inside = false;
      }
    }
    // A sum of squares within 1e76 puts every coordinate within ±1e38, so within ±b2_maxFloat; past
    // it (also NaN, ±Infinity) b2CheckPolygonPacked tests them by its rule and names one.
    // f32: exact (1e76 is no float32; the sum was taken in doubles)
    if (!(magnitude <= 1e76)) {
      b2CheckPolygonPacked('b2PolygonShape.TestPoint', this, true, 0);
    }
    return inside;
  }

  /**
   * The ray against the solid polygon: clips the parameter range [0, maxFraction] against each
   * face's half-plane; the face that raised the lower end last is the one hit. A ray that starts
   * inside (or on the boundary, moving in) hits nothing, and so does a zero-length ray. The skin
   * radius does not count. C++: `b2PolygonShape::RayCast`.
   * @param output - on a hit, receives the fraction and the face's world normal; written only on a hit
   * @param input - the ray, world frame; only read
   * @param xf - the polygon's world frame; only read
   * @param childIndex - 0
   * @returns whether the ray hits the polygon within maxFraction
   * @throws Error on an unbuilt polygon, non-finite input, a maxFraction outside [0, 1] or a child
   * index other than 0 (Deviation 13, shape queries, in [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md); [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  RayCast(output: b2RayCastOutput, input: b2RayCastInputLike, xf: b2TransformLike, /* f32: integer */ childIndex: number): boolean {
    // The polygon first, then the ray, then one fast condition over the transform and the child
    // index (polygonQueryArguments names the fault, checking the polygon again, which passes).
    b2CheckPolygon('b2PolygonShape.RayCast', this);
    b2CheckRayCastInput('b2PolygonShape.RayCast', input);
    const packedXf = (xf as { readonly m_packed?: readonly number[] } | null | undefined)?.m_packed;
    const xfn = // [p.x, p.y, q.s, q.c] (rule 11)
      packedXf !== undefined && b2TransformNumbersFit(packedXf) && childIndex === 0
        ? packedXf
        : polygonQueryArguments('b2PolygonShape.RayCast', this, xf, childIndex);
    b2CheckOutputRay('b2PolygonShape.RayCast', output);
    // The ray in the polygon's frame. C++: p1 = b2MulT(xf.q, input.p1 - xf.p), the same for p2.
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

    let lower = 0.0;
    let upper = input.maxFraction;
    let index = -1;
    const packed = this.m_packed; // layout at b2PolygonShape.m_packed
    const count = this.m_count;
    // Not in C++: the vertices and normals are checked in the pass that reads them (typeof before
    // the arithmetic, one sum of magnitudes, rule 7); where C++ returns early, the faces not read
    // are checked before the return (a second loop into the same sum).
    let magnitude = 0.0;
    let miss = false;
    // f32: integer
    let i = 0;
    for (; i < count; ++i) {
      const vx = packed[i << 1];
      const vy = packed[(i << 1) | 1];
      const nx = packed[(i << 1) | 16];
      const ny = packed[(i << 1) | 17];
      if (typeof vx !== 'number' || typeof vy !== 'number' || typeof nx !== 'number' || typeof ny !== 'number') {
        b2CheckPolygonPacked('b2PolygonShape.RayCast', this, true, 0);
      }
      // f32: exact (a check's sum, as b2CheckPolygonPacked's)
      magnitude = magnitude + Math.abs(vx) + Math.abs(vy) + Math.abs(nx) + Math.abs(ny);
      // On the face's line where dot(n, p1 - v) + a·dot(n, d) = 0.
      // C++: numerator = b2Dot(m_normals[i], m_vertices[i] - p1); denominator = b2Dot(m_normals[i], d)
      const numerator = nx * (vx - p1x) + ny * (vy - p1y);
      const denominator = nx * dx + ny * dy;
      if (denominator === 0.0) {
        // Parallel to the face: a miss when p1 is in front of it.
        if (numerator < 0.0) {
          miss = true;
          break;
        }
      } else if (denominator < 0.0 && numerator < lower * denominator) {
        // Entering this half-plane later than the lower end: lower < numerator / denominator,
        // tested without dividing (denominator < 0 flips the inequality).
        lower = numerator / denominator;
        index = i;
      } else if (denominator > 0.0 && numerator < upper * denominator) {
        // Leaving this half-plane before the upper end.
        upper = numerator / denominator;
      }
      // C++ tests upper < lower with no epsilon (its comment says why).
      if (upper < lower) {
        miss = true;
        break;
      }
    }
    if (miss) {
      // The faces C++ does not read after its early return, checked into the same sum here: a
      // loop in this method rather than a call of b2CheckPolygonPacked, which V8 does not inline.
      for (let j = i + 1; j < count; ++j) {
        const vx = packed[j << 1];
        const vy = packed[(j << 1) | 1];
        const nx = packed[(j << 1) | 16];
        const ny = packed[(j << 1) | 17];
        if (typeof vx !== 'number' || typeof vy !== 'number' || typeof nx !== 'number' || typeof ny !== 'number') {
          b2CheckPolygonPacked('b2PolygonShape.RayCast', this, true, 0);
        }
        // f32: exact (a check's sum, as b2CheckPolygonPacked's)
        magnitude = magnitude + Math.abs(vx) + Math.abs(vy) + Math.abs(nx) + Math.abs(ny);
      }
    }
    if (!(magnitude <= 3.4028234663852886e38)) { // b2_maxFloat (rule 4)
      b2CheckPolygonPacked('b2PolygonShape.RayCast', this, true, 0);
    }
    if (miss) {
      return false;
    }

    if (index >= 0) {
      output.fraction = lower;
      // C++: b2Mul(xf.q, m_normals[index])
      const nx = packed[(index << 1) | 16];
      const ny = packed[(index << 1) | 17];
      output.normal.x = xfn[3] * nx - xfn[2] * ny;
      output.normal.y = xfn[2] * nx + xfn[3] * ny;
      return true;
    }
    return false;
  }

  /**
   * The world box of the placed vertices, grown by the skin radius m_radius. C++:
   * `b2PolygonShape::ComputeAABB`.
   * @param aabb - receives the box, world frame; written
   * @param xf - the polygon's world frame; only read
   * @param childIndex - 0
   * @throws Error on an unbuilt polygon, a non-finite transform or a child index other than 0 ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  ComputeAABB(aabb: b2AABB, xf: b2TransformLike, /* f32: integer */ childIndex: number): void {
    // One fast condition over the polygon, the transform and the child index; on failure the
    // checks run one by one, in this order, to name the fault (polygonQueryArguments).
    const packedXf = (xf as { readonly m_packed?: readonly number[] } | null | undefined)?.m_packed;
    const xfn = // [p.x, p.y, q.s, q.c] (rule 11)
      packedXf !== undefined && b2PolygonIsBuilt(this) && b2TransformNumbersFit(packedXf) && childIndex === 0
        ? packedXf
        : polygonQueryArguments('b2PolygonShape.ComputeAABB', this, xf, childIndex);
    b2CheckOutputAABB('b2PolygonShape.ComputeAABB', aabb);
    const packed = this.m_packed; // layout at b2PolygonShape.m_packed
    // Not in C++: the vertices are checked in the pass that reads them (typeof before the
    // arithmetic, one sum of squares); nothing is written before the sum is tested. A
    // non-number ends the pass with an infinite sum, so that one call after it names the vertex.
    // C++ starts lower = upper = b2Mul(xf, m_vertices[0]) and folds in vertices 1..count-1; here the
    // pass starts at ±b2_maxFloat and folds in every vertex. While the placed vertices lie within
    // ±b2_maxFloat, vertex 0's b2Min/b2Max against those starts give its coordinates exactly, so
    // the box is C++'s to the bit; once one lies beyond, so does the box (upper >= it, lower <= it)
    // and b2CheckResult throws, as it would on C++'s box. Half the code of C++'s form, so that V8
    // can inline the method into its caller.
    let lowerX = 3.4028234663852886e38; // b2_maxFloat (rule 4)
    let lowerY = 3.4028234663852886e38; // b2_maxFloat (rule 4)
    let upperX = -3.4028234663852886e38; // b2_maxFloat (rule 4)
    let upperY = -3.4028234663852886e38; // b2_maxFloat (rule 4)
    let magnitude = 0.0;
    const tx = xfn[0];
    const ty = xfn[1];
    const qs = xfn[2];
    const qc = xfn[3];
    const count = this.m_count;
    for (let i = 0; i < count; ++i) {
      const px = packed[i << 1];
      const py = packed[(i << 1) | 1];
      if (typeof px !== 'number' || typeof py !== 'number') {
        magnitude = Infinity;
        break;
      }
      // f32: exact (a check's sum: squares, see after the loop)
      magnitude = magnitude + px * px + py * py;
      // C++: v = b2Mul(xf, m_vertices[i])
      const vx = qc * px - qs * py + tx;
      const vy = qs * px + qc * py + ty;
      // C++ b2Min / b2Max: a < b ? a : b and a > b ? a : b (not Math.min/max: signed zeros),
      // written as the assignment each makes.
      if (!(lowerX < vx)) {
        lowerX = vx;
      }
      if (!(lowerY < vy)) {
        lowerY = vy;
      }
      if (!(upperX > vx)) {
        upperX = vx;
      }
      if (!(upperY > vy)) {
        upperY = vy;
      }
    }
    // A sum of squares within 1e76 puts every coordinate within ±1e38, so within ±b2_maxFloat; past
    // it (also NaN, ±Infinity, a non-number) b2CheckPolygonPacked tests them by its rule and names one.
    // f32: exact (1e76 is no float32; the sum was taken in doubles)
    if (!(magnitude <= 1e76)) {
      b2CheckPolygonPacked('b2PolygonShape.ComputeAABB', this, false, 0);
    }
    const r = packed[packedRadius];
    const lowerBoundX = lowerX - r;
    const lowerBoundY = lowerY - r;
    const upperBoundX = upperX + r;
    const upperBoundY = upperY + r;
    b2CheckResult('b2PolygonShape.ComputeAABB', 'the box', lowerBoundX, lowerBoundY, upperBoundX, upperBoundY);
    const lower = aabb.lowerBound;
    const upper = aabb.upperBound;
    lower.x = lowerBoundX;
    lower.y = lowerBoundY;
    upper.x = upperBoundX;
    upper.y = upperBoundY;
  }

  /**
   * Mass, centroid and inertia about the shape's origin at a density: the polygon is fanned into
   * triangles from vertex 0, with vertex 0 subtracted from every vertex first (C++'s reference
   * point s, which keeps round-off small far from the origin). The skin radius does not count.
   * C++: `b2PolygonShape::ComputeMass`.
   * @param massData - receives mass (kg), centre (shape frame) and inertia about the origin; written
   * @param density - kg/m²
   * @throws Error, writing nothing, on a density that is not a finite number, an unbuilt polygon, or
   * an area that is not positive: C++ asserts and then divides by it (Deviation 13, shape queries,
   * in [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md); [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  ComputeMass(massData: b2MassData, density: number): void {
    b2CheckPolygon('b2PolygonShape.ComputeMass', this);
    b2CheckDensity('b2PolygonShape.ComputeMass', density);
    b2CheckOutputMass('b2PolygonShape.ComputeMass', massData);
    const packed = this.m_packed; // layout at b2PolygonShape.m_packed
    const count = this.m_count;
    let centerX = 0.0;
    let centerY = 0.0;
    let area = 0.0;
    let I = 0.0;
    const sx = packed[0];
    const sy = packed[1];
    const k_inv3 = 1.0 / 3.0;
    // Not in C++: the vertices are checked in the pass that reads them (typeof before the
    // arithmetic, one sum of magnitudes, rule 7): vertex 0 here, each next vertex in the loop,
    // which reads it first as v[i+1]. Nothing is written before the sum is tested.
    if (typeof sx !== 'number' || typeof sy !== 'number') {
      b2CheckPolygonPacked('b2PolygonShape.ComputeMass', this, false, 0);
    }
    let magnitude = 0.0;

    for (let i = 0; i < count; ++i) {
      // The next vertex, wrapping to 0 (f32: integer).
      const j = i + 1 < count ? i + 1 : 0;
      const nextX = packed[j << 1];
      const nextY = packed[(j << 1) | 1];
      if (typeof nextX !== 'number' || typeof nextY !== 'number') {
        b2CheckPolygonPacked('b2PolygonShape.ComputeMass', this, false, 0);
      }
      // f32: exact (a check's sum, as b2CheckPolygonPacked's)
      magnitude = magnitude + Math.abs(nextX) + Math.abs(nextY);
      // The triangle s, v[i], v[i+1], as edges from s.
      const e1x = packed[i << 1] - sx;
      const e1y = packed[(i << 1) | 1] - sy;
      const e2x = nextX - sx;
      const e2y = nextY - sy;

      const D = e1x * e2y - e1y * e2x;
      const triangleArea = 0.5 * D;
      area += triangleArea;

      // C++: center += triangleArea * k_inv3 * (e1 + e2)
      const w = triangleArea * k_inv3;
      centerX += w * (e1x + e2x);
      centerY += w * (e1y + e2y);

      const intx2 = e1x * e1x + e2x * e1x + e2x * e2x;
      const inty2 = e1y * e1y + e2y * e1y + e2y * e2y;
      I += 0.25 * k_inv3 * D * (intx2 + inty2);
    }

    if (!(magnitude <= 3.4028234663852886e38)) { // b2_maxFloat (rule 4)
      b2CheckPolygonPacked('b2PolygonShape.ComputeMass', this, false, 0);
    }

    // C++ asserts area > b2_epsilon and, in a release build, goes on. A tiny positive area still
    // gives the right mass (SetAsBox(1e-4, 1e-4) has area 4e-8), so only an area that is not
    // positive (clockwise or collinear vertices, or NaN), where C++ divides into garbage, throws.
    if (!(area > 0.0)) {
      throw new Error(
        `b2PolygonShape.ComputeMass: the polygon's area ${area} is not positive; its vertices must be counter-clockwise and not collinear (build it with Set or SetAsBox)`,
      );
    }

    const mass = density * area;
    // C++: center *= 1.0f / area; massData->center = center + s
    const invArea = 1.0 / area;
    centerX *= invArea;
    centerY *= invArea;
    const mcx = centerX + sx;
    const mcy = centerY + sy;
    // Inertia about s, moved to the centre of mass, then to the shape's origin (parallel axes).
    // C++: I = density * I; I += mass * (b2Dot(massData->center, massData->center) - b2Dot(center, center))
    const inertia = density * I + mass * (mcx * mcx + mcy * mcy - (centerX * centerX + centerY * centerY));
    b2CheckResult('b2PolygonShape.ComputeMass', 'the mass data (mass, center, I)', mass, mcx, mcy, inertia);
    massData.mass = mass;
    massData.center.x = mcx;
    massData.center.y = mcy;
    massData.I = inertia;
  }

  /**
   * Whether a polygon filled by hand is usable. Call it after filling one: the colliders check
   * m_count and m_radius on every call, not the vertices. C++: `b2PolygonShape::Validate`; here
   * also false when m_count or a coordinate breaks the collide-time rules (Deviation 2).
   * @returns whether the vertices are convex and counter-clockwise (no vertex strictly to the right
   * of any edge) and m_count and every coordinate pass the collide-time checks
   */
  Validate(): boolean {
    const count = this.m_count;
    // Not in C++: an m_count that is not a whole number from 3 to 8 (Infinity never ended this
    // loop), or a vertex or normal that is not a finite number, is not valid either.
    if (!(typeof count === 'number' && (count | 0) === count && count >= 3 && count <= b2_maxPolygonVertices)) {
      return false;
    }
    const packed = this.m_packed; // layout at b2PolygonShape.m_packed (read directly: rule 10)
    for (let i = 0; i < count; ++i) {
      const vx = packed[i << 1];
      const vy = packed[(i << 1) | 1];
      const nx = packed[(i << 1) | 16];
      const ny = packed[(i << 1) | 17];
      if (!(Number.isFinite(vx) && Number.isFinite(vy) && Number.isFinite(nx) && Number.isFinite(ny))) {
        return false;
      }
    }
    for (let i = 0; i < count; ++i) {
      const i1 = i;
      const i2 = i < count - 1 ? i1 + 1 : 0;
      const px = packed[i1 << 1];
      const py = packed[(i1 << 1) | 1];
      const ex = packed[i2 << 1] - px;
      const ey = packed[(i2 << 1) | 1] - py;
      for (let j = 0; j < count; ++j) {
        if (j === i1 || j === i2) {
          continue;
        }
        const vx = packed[j << 1] - px;
        const vy = packed[(j << 1) | 1] - py;
        if (ex * vy - ey * vx < 0) {
          return false;
        }
      }
    }
    return true;
  }
}

/**
 * The area-weighted centroid (C++ ComputeCentroid): triangles fanned from vs[0], with vs[0]
 * subtracted from every vertex first to reduce round-off. Returns the signed area.
 */
function computeCentroid(vs: readonly b2Vec2[], /* f32: integer */ count: number, out: b2Vec2): number {
  let cx = 0;
  let cy = 0;
  let area = 0;
  const sx = vs[0].x;
  const sy = vs[0].y;
  const inv3 = 1.0 / 3.0;

  for (let i = 0; i < count; ++i) {
    const p1x = vs[0].x - sx;
    const p1y = vs[0].y - sy;
    const p2x = vs[i].x - sx;
    const p2y = vs[i].y - sy;
    const next = i + 1 < count ? vs[i + 1] : vs[0];
    const p3x = next.x - sx;
    const p3y = next.y - sy;

    const e1x = p2x - p1x;
    const e1y = p2y - p1y;
    const e2x = p3x - p1x;
    const e2y = p3y - p1y;

    const D = e1x * e2y - e1y * e2x;
    const triangleArea = 0.5 * D;
    area += triangleArea;

    // c += (triangleArea * inv3) * (p1 + p2 + p3), in C++'s order of operations.
    const w = triangleArea * inv3;
    cx += w * (p1x + p2x + p3x);
    cy += w * (p1y + p2y + p3y);
  }

  // c = (1 / area) * c + s
  const invArea = 1.0 / area;
  out.x = invArea * cx + sx;
  out.y = invArea * cy + sy;
  return area;
}

// A b2Hull from any copy of the library: an object (not an array) with a points array and a count.
function isHullLike(value: unknown): value is Readonly<b2Hull> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) &&
    Array.isArray((value as { points?: unknown }).points) && 'count' in value;
}
