// The structs of Box2D v3.1.1's include/box2d/collision.h (all but the dynamic tree's) as plain
// classes with C's field names, each made at its zero value by a no-argument constructor, with
// every nested struct and fixed array preallocated (a b2Polygon always holds
// B2_MAX_POLYGON_VERTICES vertices; `count` says how many are live). Also the constants of
// constants.h and core.h that the collision code reads, at C's default b2_lengthUnitsPerMeter = 1.

import { b2CheckCount } from '../common/b2_checks';
import { B2_PI, b2Plane, b2Rot, b2Transform, b2Vec2 } from './math_functions';
import { B2_PACKED_LENGTH, B2_PACKED_RADIUS, b2NewPackedArray, b2PolygonViewsOf } from './polygon_packed';

/** The most vertices a polygon, hull or proxy holds. C: `B2_MAX_POLYGON_VERTICES` in collision.h. */
export const B2_MAX_POLYGON_VERTICES = 8;

/**
 * C's `b2_lengthUnitsPerMeter` (core.c), fixed at its default 1 here: b2SetLengthUnitsPerMeter
 * is not offered, so every length constant below is C's default value.
 */
export const b2_lengthUnitsPerMeter = 1;

/** The collision and constraint tolerance, 0.005 m. C: `B2_LINEAR_SLOP` in constants.h. */
export const B2_LINEAR_SLOP = 0.005 * b2_lengthUnitsPerMeter;

/** How far apart manifold points may still be kept, 4·B2_LINEAR_SLOP. C: `B2_SPECULATIVE_DISTANCE` in constants.h. */
export const B2_SPECULATIVE_DISTANCE = 4 * B2_LINEAR_SLOP;

/** The margin of a fat AABB, 0.05 m. C: `B2_AABB_MARGIN` in constants.h. */
export const B2_AABB_MARGIN = 0.05 * b2_lengthUnitsPerMeter;

/** A bound on any position, 100 km, used to detect bad values. C: `B2_HUGE` in constants.h. */
export const B2_HUGE = 100000 * b2_lengthUnitsPerMeter;

/** The largest rotation of a body in one step, pi/4. C: `B2_MAX_ROTATION` in constants.h. */
export const B2_MAX_ROTATION = 0.25 * B2_PI;

/** The null index. C: `B2_NULL_INDEX` in core.h. */
export const B2_NULL_INDEX = -1;

/**
 * A manifold point's 16-bit feature id: the low bytes of a and b as (a << 8) | b.
 * C: the macro `B2_MAKE_ID(A, B)` in manifold.c.
 * @param a - the feature index on shape A (its low 8 bits are kept)
 * @param b - the feature index on shape B (its low 8 bits are kept)
 * @returns the id, in [0, 65535]
 * @throws RangeError when a or b is not a whole number in the int32 range (C's int)
 */
// f32: integer
export function B2_MAKE_ID(a: number, b: number): number {
  b2CheckCount('B2_MAKE_ID', 'a', a, -2147483648, 2147483647);
  b2CheckCount('B2_MAKE_ID', 'b', b, -2147483648, 2147483647);
  return ((a & 0xff) << 8) | (b & 0xff);
}

/** Eight preallocated zero vectors (a fixed C array `b2Vec2[B2_MAX_POLYGON_VERTICES]`). */
function vec2Array(): b2Vec2[] {
  const out: b2Vec2[] = [];
  for (let i = 0; i < B2_MAX_POLYGON_VERTICES; i++) {
    out.push(new b2Vec2());
  }
  return out;
}

/** A ray: origin + t·translation for t in [0, maxFraction]. C: `b2RayCastInput` in collision.h; members keep C's names. */
export class b2RayCastInput {
  /** The start point. */
  readonly origin = new b2Vec2();
  /** The translation of the ray. */
  readonly translation = new b2Vec2();
  /** The fraction of the translation to consider, usually 1. */
  maxFraction = 0;
}

/** A convex point cloud with a radius, as GJK reads it. C: `b2ShapeProxy` in collision.h; members keep C's names. */
export class b2ShapeProxy {
  /** The points (B2_MAX_POLYGON_VERTICES preallocated; `count` are live). */
  readonly points: b2Vec2[] = vec2Array();
  /** How many points are live. */
  count = 0;
  /** The external radius of the point cloud. */
  radius = 0;
}

/** A shape cast against a shape. C: `b2ShapeCastInput` in collision.h; members keep C's names. */
export class b2ShapeCastInput {
  /** The moving shape. */
  readonly proxy = new b2ShapeProxy();
  /** The translation of the shape cast. */
  readonly translation = new b2Vec2();
  /** The fraction of the translation to consider, usually 1. */
  maxFraction = 0;
  /** Whether a shape with a radius may move slightly closer when already touching. */
  canEncroach = false;
}

/** The result of a ray cast or shape cast. C: `b2CastOutput` in collision.h; members keep C's names. */
export class b2CastOutput {
  /** The surface normal at the hit point. */
  readonly normal = new b2Vec2();
  /** The surface hit point. */
  readonly point = new b2Vec2();
  /** The fraction of the input translation at the hit. */
  fraction = 0;
  /** The number of iterations used. */
  iterations = 0;
  /** Whether there was a hit. */
  hit = false;
}

/** Mass properties of a shape. C: `b2MassData` in collision.h; members keep C's names. */
export class b2MassData {
  /** The mass in kilograms. */
  mass = 0;
  /** The center of mass relative to the shape's origin. */
  readonly center = new b2Vec2();
  /** The rotational inertia about the center of mass. */
  rotationalInertia = 0;
}

/** A solid circle. C: `b2Circle` in collision.h; members keep C's names. */
export class b2Circle {
  /** The local center. */
  readonly center = new b2Vec2();
  /** The radius. */
  radius = 0;
}

/** A solid capsule: two semicircles joined by a rectangle. C: `b2Capsule` in collision.h; members keep C's names. */
export class b2Capsule {
  /** Local center of the first semicircle. */
  readonly center1 = new b2Vec2();
  /** Local center of the second semicircle. */
  readonly center2 = new b2Vec2();
  /** The radius of the semicircles. */
  radius = 0;
}

/**
 * A solid convex polygon, possibly rounded, with at most B2_MAX_POLYGON_VERTICES vertices.
 * C: `b2Polygon` in collision.h; members keep C's names. Made by b2MakePolygon, b2MakeBox and the
 * like, not by hand. Its numbers live in one array, `packed` (not in C); `vertices`, `normals`,
 * `centroid` and `radius` read and write that array, as C's fields do.
 */
export class b2Polygon {
  /**
   * Every number of the polygon but its count, in the layout of polygon_packed.ts (vertex i at
   * [2i, 2i + 1], normal i at [16 + 2i, 17 + 2i], centroid at [32, 33], radius at 34). Not in C.
   * The library's hot code reads this; write through `vertices`, `normals`, `centroid` and
   * `radius` (or the b2Make* functions). Declared first so it lies next to the polygon in memory.
   */
  readonly packed: number[] = b2NewPackedArray(B2_PACKED_LENGTH);
  /** How many vertices are live. */
  count = 0;

  /**
   * The vertices, counter-clockwise (B2_MAX_POLYGON_VERTICES of them; `count` are live): b2Vec2
   * views of `packed`, kept in a small cache rather than on the polygon, so writing
   * `vertices[i].x` writes the polygon and keeps it as compact as b2MakeBox makes it. The array is
   * frozen: write an element's x and y, not the element. C: `b2Polygon::vertices`.
   */
  get vertices(): b2Vec2[] {
    return b2PolygonViewsOf(this.packed).vertices;
  }

  /** The outward unit edge normals (normal i: vertex i to i + 1), views of `packed` as `vertices` are. C: `b2Polygon::normals`. */
  get normals(): b2Vec2[] {
    return b2PolygonViewsOf(this.packed).normals;
  }

  /** The centroid, a view of `packed`. C: `b2Polygon::centroid`. */
  get centroid(): b2Vec2 {
    return b2PolygonViewsOf(this.packed).centroid;
  }

  /** The external radius of a rounded polygon. C: `b2Polygon::radius`. */
  get radius(): number {
    return this.packed[B2_PACKED_RADIUS];
  }

  /** Writes the radius into `packed` (rounded to float32 in `b2collide/v3`). C: `b2Polygon::radius`. */
  set radius(value: number) {
    this.packed[B2_PACKED_RADIUS] = value;
  }
}

/** A line segment with two-sided collision. C: `b2Segment` in collision.h; members keep C's names. */
export class b2Segment {
  /** The first point. */
  readonly point1 = new b2Vec2();
  /** The second point. */
  readonly point2 = new b2Vec2();
}

/**
 * A one-sided segment of a chain, with the ghost vertices of its neighbours for smooth collision.
 * C: `b2ChainSegment` in collision.h; members keep C's names.
 */
export class b2ChainSegment {
  /** The tail ghost vertex. */
  readonly ghost1 = new b2Vec2();
  /** The segment. */
  readonly segment = new b2Segment();
  /** The head ghost vertex. */
  readonly ghost2 = new b2Vec2();
  /** The owning chain's id. */
  chainId = 0;
}

/** A convex hull for b2MakePolygon. C: `b2Hull` in collision.h; members keep C's names. */
export class b2Hull {
  /** The hull points (B2_MAX_POLYGON_VERTICES preallocated; `count` are live). */
  readonly points: b2Vec2[] = vec2Array();
  /** How many points are live; 0 for no hull. */
  count = 0;
}

/** The closest points of two segments. C: `b2SegmentDistanceResult` in collision.h; members keep C's names. */
export class b2SegmentDistanceResult {
  /** The closest point on the first segment. */
  readonly closest1 = new b2Vec2();
  /** The closest point on the second segment. */
  readonly closest2 = new b2Vec2();
  /** The barycentric coordinate on the first segment. */
  fraction1 = 0;
  /** The barycentric coordinate on the second segment. */
  fraction2 = 0;
  /** The squared distance between the closest points. */
  distanceSquared = 0;
}

/** GJK's warm start between calls. C: `b2SimplexCache` in collision.h; members keep C's names. */
export class b2SimplexCache {
  /** The number of stored simplex points (C: uint16_t). */
  count = 0;
  /** The vertex indices on shape A (C: uint8_t[3]). */
  readonly indexA: number[] = [0, 0, 0];
  /** The vertex indices on shape B (C: uint8_t[3]). */
  readonly indexB: number[] = [0, 0, 0];
}

/** The input of b2ShapeDistance. C: `b2DistanceInput` in collision.h; members keep C's names. */
export class b2DistanceInput {
  /** The proxy of shape A. */
  readonly proxyA = new b2ShapeProxy();
  /** The proxy of shape B. */
  readonly proxyB = new b2ShapeProxy();
  /** The world transform of shape A. */
  readonly transformA = new b2Transform();
  /** The world transform of shape B. */
  readonly transformB = new b2Transform();
  /** Whether to account for the proxies' radii. */
  useRadii = false;
}

/** The output of b2ShapeDistance. C: `b2DistanceOutput` in collision.h; members keep C's names. */
export class b2DistanceOutput {
  /** The closest point on shape A. */
  readonly pointA = new b2Vec2();
  /** The closest point on shape B. */
  readonly pointB = new b2Vec2();
  /** The normal from A to B; not meaningful when the distance is 0. */
  readonly normal = new b2Vec2();
  /** The distance, 0 when overlapped. */
  distance = 0;
  /** The number of GJK iterations used. */
  iterations = 0;
  /** The number of simplexes written to the simplex array. */
  simplexCount = 0;
}

/** A vertex of GJK's simplex. C: `b2SimplexVertex` in collision.h; members keep C's names. */
export class b2SimplexVertex {
  /** The support point on proxy A. */
  readonly wA = new b2Vec2();
  /** The support point on proxy B. */
  readonly wB = new b2Vec2();
  /** wB − wA. */
  readonly w = new b2Vec2();
  /** The barycentric coordinate of the closest point. */
  a = 0;
  /** The index of wA. */
  indexA = 0;
  /** The index of wB. */
  indexB = 0;
}

/** GJK's simplex. C: `b2Simplex` in collision.h; members keep C's names. */
export class b2Simplex {
  /** The first vertex. */
  readonly v1 = new b2SimplexVertex();
  /** The second vertex. */
  readonly v2 = new b2SimplexVertex();
  /** The third vertex. */
  readonly v3 = new b2SimplexVertex();
  /** How many vertices are valid. */
  count = 0;
}

/** The input of b2ShapeCast. C: `b2ShapeCastPairInput` in collision.h; members keep C's names. */
export class b2ShapeCastPairInput {
  /** The proxy of shape A. */
  readonly proxyA = new b2ShapeProxy();
  /** The proxy of shape B. */
  readonly proxyB = new b2ShapeProxy();
  /** The world transform of shape A. */
  readonly transformA = new b2Transform();
  /** The world transform of shape B. */
  readonly transformB = new b2Transform();
  /** The translation of shape B. */
  readonly translationB = new b2Vec2();
  /** The fraction of the translation to consider, usually 1. */
  maxFraction = 0;
  /** Whether a shape with a radius may move slightly closer when already touching. */
  canEncroach = false;
}

/** A body's motion over a step, for time of impact. C: `b2Sweep` in collision.h; members keep C's names. */
export class b2Sweep {
  /** The local center of mass. */
  readonly localCenter = new b2Vec2();
  /** The starting world center of mass. */
  readonly c1 = new b2Vec2();
  /** The ending world center of mass. */
  readonly c2 = new b2Vec2();
  /** The starting world rotation. */
  readonly q1 = new b2Rot();
  /** The ending world rotation. */
  readonly q2 = new b2Rot();
}

/** The input of b2TimeOfImpact. C: `b2TOIInput` in collision.h; members keep C's names. */
export class b2TOIInput {
  /** The proxy of shape A. */
  readonly proxyA = new b2ShapeProxy();
  /** The proxy of shape B. */
  readonly proxyB = new b2ShapeProxy();
  /** The motion of shape A. */
  readonly sweepA = new b2Sweep();
  /** The motion of shape B. */
  readonly sweepB = new b2Sweep();
  /** The sweep interval is [0, maxFraction]. */
  maxFraction = 0;
}

/** What b2TimeOfImpact found. C: `b2TOIState` in collision.h. */
export enum b2TOIState {
  /** Not computed. */
  b2_toiStateUnknown = 0,
  /** The root finder did not converge. */
  b2_toiStateFailed = 1,
  /** The shapes overlap at the start. */
  b2_toiStateOverlapped = 2,
  /** The shapes touch within the interval. */
  b2_toiStateHit = 3,
  /** The shapes stay apart. */
  b2_toiStateSeparated = 4,
}

/** The output of b2TimeOfImpact. C: `b2TOIOutput` in collision.h; members keep C's names. */
export class b2TOIOutput {
  /** The kind of result. */
  state: b2TOIState = b2TOIState.b2_toiStateUnknown;
  /** The sweep time of the collision. */
  fraction = 0;
}

/** A contact point of a manifold. C: `b2ManifoldPoint` in collision.h; members keep C's names. */
export class b2ManifoldPoint {
  /** The world point, for debugging only. */
  readonly point = new b2Vec2();
  /** The point relative to shape A's origin, in world orientation. */
  readonly anchorA = new b2Vec2();
  /** The point relative to shape B's origin, in world orientation. */
  readonly anchorB = new b2Vec2();
  /** The separation, negative when penetrating. */
  separation = 0;
  /** The non-penetration impulse. */
  normalImpulse = 0;
  /** The friction impulse. */
  tangentImpulse = 0;
  /** The total normal impulse over the sub-steps. */
  totalNormalImpulse = 0;
  /** The relative normal velocity before solving. */
  normalVelocity = 0;
  /** The feature id (C: uint16_t), see B2_MAKE_ID. */
  id = 0;
  /** Whether the point was matched to one of the previous step. */
  persisted = false;
}

/** A contact manifold of two shapes. C: `b2Manifold` in collision.h; members keep C's names. */
export class b2Manifold {
  /** The unit normal from A to B, in world space. */
  readonly normal = new b2Vec2();
  /** The rolling resistance impulse. */
  rollingImpulse = 0;
  /** The contact points (two preallocated; `pointCount` are live). */
  readonly points: b2ManifoldPoint[] = [new b2ManifoldPoint(), new b2ManifoldPoint()];
  /** How many points are live: 0, 1 or 2. */
  pointCount = 0;
}

/** A plane a mover's shape hit. C: `b2PlaneResult` in collision.h; members keep C's names. */
export class b2PlaneResult {
  /** The plane. */
  readonly plane = new b2Plane();
  /** The collision point on the shape. */
  readonly point = new b2Vec2();
  /** Whether a plane was found. */
  hit = false;
}

/** A plane for b2SolvePlanes and b2ClipVector. C: `b2CollisionPlane` in collision.h; members keep C's names. */
export class b2CollisionPlane {
  /** The plane, its normal pointing to the mover. */
  readonly plane = new b2Plane();
  /** How far the plane may push the mover; FLT_MAX for rigid, 0 for none. */
  pushLimit = 0;
  /** The push so far, written by b2SolvePlanes. */
  push = 0;
  /** Whether b2ClipVector clips against this plane. */
  clipVelocity = false;
}

/** The result of b2SolvePlanes. C: `b2PlaneSolverResult` in collision.h; members keep C's names. */
export class b2PlaneSolverResult {
  /** The translation of the mover. */
  readonly translation = new b2Vec2();
  /** The number of iterations used. */
  iterationCount = 0;
}
