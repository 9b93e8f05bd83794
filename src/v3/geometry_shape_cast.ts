// Shape casts of Box2D v3.1.1's src/geometry.c: a moving b2ShapeProxy cast against a circle,
// capsule, segment or polygon, each a b2ShapeCast with the shape as proxy A and both transforms
// the identity. C fills a b2ShapeCastPairInput on the stack; here it is module scratch, so nothing
// allocates per call, and b2ShapeCast writes every field of `out` (first argument).

import { b2CheckNumber, b2DescribeValue } from '../common/b2_checks';
import { b2ShapeCastPairInput, type b2Capsule, type b2CastOutput, type b2Circle, type b2Polygon, type b2Segment, type b2ShapeCastInput } from './collision_types';
import { b2MakeProxy, b2ShapeCast } from './distance';
import { b2CheckShapeProxy } from './distance_checks';
import { b2CheckCapsule, b2CheckCircle, b2CheckOut, b2CheckPoint, b2CheckPolygon, b2CheckSegment } from './geometry_checks';
import { b2Vec2 } from './math_functions';

const castFields: readonly string[] = ['normal', 'point'];

// The pair input of every shape cast here (C's local pairInput), identity transforms.
const pairInput = new b2ShapeCastPairInput();
pairInput.transformA.q.c = 1;
pairInput.transformB.q.c = 1;
// A shape's one or two points, copied, as the array b2MakeProxy reads (C passes &shape->center1).
const shapePoint1 = new b2Vec2();
const shapePoint2 = new b2Vec2();
const shapePoints = [shapePoint1, shapePoint2];

/**
 * Throws unless input is a b2ShapeCastInput: a valid proxy (count 1 to 8, finite points, radius in
 * [0, FLT_MAX]), a finite translation, a finite maxFraction and canEncroach a boolean.
 */
// f32: exact (an input check reads the fields as the caller left them)
function checkShapeCastInput(where: string, input: b2ShapeCastInput): void {
  const object: unknown = input;
  if (typeof object !== 'object' || object === null) {
    throw new Error(`${where}: input expected a b2ShapeCastInput, got ${b2DescribeValue(object)}`);
  }
  b2CheckShapeProxy(where, 'input.proxy', input.proxy);
  b2CheckPoint(where, 'input.translation', input.translation);
  // The rule b2ShapeCast applies to its own maxFraction: a number within ±FLT_MAX.
  b2CheckNumber(where, 'input.maxFraction', input.maxFraction);
  if (typeof input.canEncroach !== 'boolean') {
    throw new Error(`${where}: input.canEncroach expected a boolean, got ${b2DescribeValue(input.canEncroach)}`);
  }
}

/** Fills the rest of pairInput from input (C's field by field copy) and runs b2ShapeCast. */
function castAgainstProxyA(out: b2CastOutput, input: b2ShapeCastInput): b2CastOutput {
  // C: pairInput.proxyB = input->proxy; (only the live points are read)
  b2MakeProxy(pairInput.proxyB, input.proxy.points, input.proxy.count, input.proxy.radius);
  pairInput.translationB.x = input.translation.x;
  pairInput.translationB.y = input.translation.y;
  pairInput.maxFraction = input.maxFraction;
  pairInput.canEncroach = input.canEncroach;
  return b2ShapeCast(out, pairInput);
}

/**
 * Casts a shape proxy against a circle, in the circle's frame. Initial overlap is a miss.
 * C: `b2ShapeCastCircle` in geometry.c.
 * @param out - written (every field) and returned: normal, point (shape frame), fraction of the translation, iterations, hit
 * @param input - the moving proxy and its translation, in the circle's frame; only read
 * @param shape - the circle; only read
 * @returns out
 * @throws Error, writing nothing, unless input holds a proxy of 1 to 8 finite points with a radius in [0, FLT_MAX], a finite translation and maxFraction and a boolean canEncroach, the circle is finite with a radius in [0, FLT_MAX], and out is writable
 */
export function b2ShapeCastCircle(out: b2CastOutput, input: b2ShapeCastInput, shape: b2Circle): b2CastOutput {
  const where = 'b2ShapeCastCircle';
  b2CheckOut(where, 'out', out, castFields);
  checkShapeCastInput(where, input);
  b2CheckCircle(where, 'shape', shape);
  shapePoint1.x = shape.center.x;
  shapePoint1.y = shape.center.y;
  // C: pairInput.proxyA = b2MakeProxy( &shape->center, 1, shape->radius );
  b2MakeProxy(pairInput.proxyA, shapePoints, 1, shape.radius);
  return castAgainstProxyA(out, input);
}

/**
 * Casts a shape proxy against a capsule, in the capsule's frame. Initial overlap is a miss.
 * C: `b2ShapeCastCapsule` in geometry.c.
 * @param out - written (every field) and returned: normal, point (shape frame), fraction of the translation, iterations, hit
 * @param input - the moving proxy and its translation, in the capsule's frame; only read
 * @param shape - the capsule; only read
 * @returns out
 * @throws Error, writing nothing, as b2ShapeCastCircle, for a capsule whose centers are finite and whose radius is in [0, FLT_MAX]
 */
export function b2ShapeCastCapsule(out: b2CastOutput, input: b2ShapeCastInput, shape: b2Capsule): b2CastOutput {
  const where = 'b2ShapeCastCapsule';
  b2CheckOut(where, 'out', out, castFields);
  checkShapeCastInput(where, input);
  b2CheckCapsule(where, 'shape', shape);
  shapePoint1.x = shape.center1.x;
  shapePoint1.y = shape.center1.y;
  shapePoint2.x = shape.center2.x;
  shapePoint2.y = shape.center2.y;
  // C: pairInput.proxyA = b2MakeProxy( &shape->center1, 2, shape->radius );
  b2MakeProxy(pairInput.proxyA, shapePoints, 2, shape.radius);
  return castAgainstProxyA(out, input);
}

/**
 * Casts a shape proxy against a segment, in the segment's frame. Initial overlap is a miss.
 * C: `b2ShapeCastSegment` in geometry.c.
 * @param out - written (every field) and returned: normal, point (shape frame), fraction of the translation, iterations, hit
 * @param input - the moving proxy and its translation, in the segment's frame; only read
 * @param shape - the segment; only read
 * @returns out
 * @throws Error, writing nothing, as b2ShapeCastCircle, for a segment whose points are finite
 */
export function b2ShapeCastSegment(out: b2CastOutput, input: b2ShapeCastInput, shape: b2Segment): b2CastOutput {
  const where = 'b2ShapeCastSegment';
  b2CheckOut(where, 'out', out, castFields);
  checkShapeCastInput(where, input);
  b2CheckSegment(where, 'shape', shape);
  shapePoint1.x = shape.point1.x;
  shapePoint1.y = shape.point1.y;
  shapePoint2.x = shape.point2.x;
  shapePoint2.y = shape.point2.y;
  // C: pairInput.proxyA = b2MakeProxy( &shape->point1, 2, 0.0f );
  b2MakeProxy(pairInput.proxyA, shapePoints, 2, 0);
  return castAgainstProxyA(out, input);
}

/**
 * Casts a shape proxy against a polygon, in the polygon's frame. Initial overlap is a miss.
 * C: `b2ShapeCastPolygon` in geometry.c.
 * @param out - written (every field) and returned: normal, point (shape frame), fraction of the translation, iterations, hit
 * @param input - the moving proxy and its translation, in the polygon's frame; only read
 * @param shape - the polygon; only read
 * @returns out
 * @throws Error, writing nothing, as b2ShapeCastCircle, for a polygon whose count is a whole number from 1 to 8 with finite live vertices and normals and a radius in [0, FLT_MAX]
 */
export function b2ShapeCastPolygon(out: b2CastOutput, input: b2ShapeCastInput, shape: b2Polygon): b2CastOutput {
  const where = 'b2ShapeCastPolygon';
  b2CheckOut(where, 'out', out, castFields);
  checkShapeCastInput(where, input);
  b2CheckPolygon(where, 'shape', shape, 1, false);
  // C: pairInput.proxyA = b2MakeProxy( shape->vertices, shape->count, shape->radius );
  b2MakeProxy(pairInput.proxyA, shape.vertices, shape.count, shape.radius);
  return castAgainstProxyA(out, input);
}
