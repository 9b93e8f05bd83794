// The character mover's collision planes of Box2D v3.1.1's src/geometry.c: b2CollideMoverAnd*
// (declared in src/shape.h, called by b2World_CollideMover). Each runs GJK between the shape (its
// core, radius 0) and the mover capsule's segment, and reports a plane when they are within the
// sum of the radii. C returns a b2PlaneResult by value; here every field of `out` (first argument)
// is written once, at the end. GJK's input, cache and output are module scratch.

import { b2DistanceInput, b2DistanceOutput, b2SimplexCache, type b2Capsule, type b2Circle, type b2PlaneResult, type b2Polygon, type b2Segment, type b2ShapeProxy } from './collision_types';
import { b2ShapeDistance } from './distance';
import { b2CopyPolygonProxyPoints } from './geometry_proxy';
import { b2CheckCapsule, b2CheckCircle, b2CheckOut, b2CheckPolygon, b2CheckSegment } from './geometry_checks';
import type { b2Vec2 } from './math_functions';

const planeFields: readonly string[] = ['plane', 'point'];
const normalFields: readonly string[] = ['normal'];

// GJK's input, cache and output (C's locals), identity transforms, radii not used.
const moverInput = new b2DistanceInput();
moverInput.transformA.q.c = 1;
moverInput.transformB.q.c = 1;
moverInput.useRadii = false;
const moverCache = new b2SimplexCache();
const moverOutput = new b2DistanceOutput();

/** A proxy's points from one or two shape points (C passes &shape->center1 to b2MakeProxy); count 1 or 2. */
function setProxy2(proxy: b2ShapeProxy, p1: b2Vec2, p2: b2Vec2, count: number): void {
  proxy.points[0].x = p1.x;
  proxy.points[0].y = p1.y;
  proxy.points[1].x = p2.x;
  proxy.points[1].y = p2.y;
  proxy.count = count;
}

/** Throws unless out is a writable b2PlaneResult (its plane, plane.normal and point too). */
function checkOut(where: string, out: b2PlaneResult): void {
  b2CheckOut(where, 'out', out, planeFields);
  b2CheckOut(where, 'out.plane', out.plane, normalFields);
}

/**
 * The shared tail: the mover's proxy, GJK, and the plane when the distance is within the total
 * radius, the mover's plus the shape's (none for a segment: shape null). The shape, not its
 * radius, crosses the call, so that no double is boxed (src/README.md rule 3).
 */
function collideMover(out: b2PlaneResult, mover: b2Capsule, shape: { readonly radius: number } | null): b2PlaneResult {
  // C: float totalRadius = mover->radius + shape->radius; (mover->radius alone for a segment)
  const totalRadius = shape === null ? mover.radius : mover.radius + shape.radius;
  // C: distanceInput.proxyB = b2MakeProxy( &mover->center1, 2, mover->radius );
  setProxy2(moverInput.proxyB, mover.center1, mover.center2, 2);
  moverInput.proxyB.radius = mover.radius;
  // C: b2SimplexCache cache = { 0 };
  moverCache.count = 0;
  b2ShapeDistance(moverOutput, moverInput, moverCache, null, 0);
  if (moverOutput.distance <= totalRadius) {
    // C: b2Plane plane = { distanceOutput.normal, totalRadius - distanceOutput.distance };
    out.plane.normal.x = moverOutput.normal.x;
    out.plane.normal.y = moverOutput.normal.y;
    out.plane.offset = totalRadius - moverOutput.distance;
    out.point.x = moverOutput.pointA.x;
    out.point.y = moverOutput.pointA.y;
    out.hit = true;
    return out;
  }
  // C: return (b2PlaneResult){ 0 };
  out.plane.normal.x = 0;
  out.plane.normal.y = 0;
  out.plane.offset = 0;
  out.point.x = 0;
  out.point.y = 0;
  out.hit = false;
  return out;
}

/**
 * The collision plane between a circle and a mover capsule. C: `b2CollideMoverAndCircle` in
 * geometry.c (declared in shape.h; C's public entry is b2World_CollideMover).
 * @param out - written (every field) and returned: the plane (normal from the shape to the mover, offset = totalRadius − distance), the closest point on the shape, hit
 * @param shape - the circle, in the mover's frame; only read
 * @param mover - the mover capsule; only read
 * @returns out; hit is false and every field zero when the two are farther apart than their radii
 * @throws Error, writing nothing, unless both shapes are finite with radii in [0, FLT_MAX] and out is writable ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2CollideMoverAndCircle(out: b2PlaneResult, shape: b2Circle, mover: b2Capsule): b2PlaneResult {
  const where = 'b2CollideMoverAndCircle';
  checkOut(where, out);
  b2CheckCircle(where, 'shape', shape);
  b2CheckCapsule(where, 'mover', mover);
  // C: distanceInput.proxyA = b2MakeProxy( &shape->center, 1, 0.0f );
  setProxy2(moverInput.proxyA, shape.center, shape.center, 1);
  moverInput.proxyA.radius = 0;
  return collideMover(out, mover, shape);
}

/**
 * The collision plane between a capsule and a mover capsule. C: `b2CollideMoverAndCapsule` in
 * geometry.c (declared in shape.h).
 * @param out - written (every field) and returned, as for b2CollideMoverAndCircle
 * @param shape - the capsule, in the mover's frame; only read
 * @param mover - the mover capsule; only read
 * @returns out
 * @throws Error, writing nothing, unless both capsules are finite with radii in [0, FLT_MAX] and out is writable ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2CollideMoverAndCapsule(out: b2PlaneResult, shape: b2Capsule, mover: b2Capsule): b2PlaneResult {
  const where = 'b2CollideMoverAndCapsule';
  checkOut(where, out);
  b2CheckCapsule(where, 'shape', shape);
  b2CheckCapsule(where, 'mover', mover);
  // C: distanceInput.proxyA = b2MakeProxy( &shape->center1, 2, 0.0f );
  setProxy2(moverInput.proxyA, shape.center1, shape.center2, 2);
  moverInput.proxyA.radius = 0;
  return collideMover(out, mover, shape);
}

/**
 * The collision plane between a polygon (its rounding included) and a mover capsule.
 * C: `b2CollideMoverAndPolygon` in geometry.c (declared in shape.h).
 * @param out - written (every field) and returned, as for b2CollideMoverAndCircle
 * @param shape - the polygon, in the mover's frame; only read
 * @param mover - the mover capsule; only read
 * @returns out
 * @throws Error, writing nothing, unless shape.count is a whole number from 1 to 8 with finite live vertices and normals and a radius in [0, FLT_MAX], the mover is finite with a radius in [0, FLT_MAX] and out is writable ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2CollideMoverAndPolygon(out: b2PlaneResult, shape: b2Polygon, mover: b2Capsule): b2PlaneResult {
  const where = 'b2CollideMoverAndPolygon';
  checkOut(where, out);
  b2CheckPolygon(where, 'shape', shape, 1, false);
  b2CheckCapsule(where, 'mover', mover);
  // C: distanceInput.proxyA = b2MakeProxy( shape->vertices, shape->count, shape->radius );
  b2CopyPolygonProxyPoints(moverInput.proxyA, shape.packed, shape.count);
  moverInput.proxyA.radius = shape.radius;
  return collideMover(out, mover, shape);
}

/**
 * The collision plane between a segment and a mover capsule. C: `b2CollideMoverAndSegment` in
 * geometry.c (declared in shape.h).
 * @param out - written (every field) and returned, as for b2CollideMoverAndCircle
 * @param shape - the segment, in the mover's frame; only read
 * @param mover - the mover capsule; only read
 * @returns out
 * @throws Error, writing nothing, unless the segment is finite, the mover is finite with a radius in [0, FLT_MAX] and out is writable ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2CollideMoverAndSegment(out: b2PlaneResult, shape: b2Segment, mover: b2Capsule): b2PlaneResult {
  const where = 'b2CollideMoverAndSegment';
  checkOut(where, out);
  b2CheckSegment(where, 'shape', shape);
  b2CheckCapsule(where, 'mover', mover);
  // C: distanceInput.proxyA = b2MakeProxy( &shape->point1, 2, 0.0f );
  setProxy2(moverInput.proxyA, shape.point1, shape.point2, 2);
  moverInput.proxyA.radius = 0;
  return collideMover(out, mover, null);
}
