// Shape casts of Box2D v3.1.1's src/geometry.c: a moving b2ShapeProxy cast against a circle,
// capsule, segment or polygon, each a b2ShapeCast with the shape as proxy A and both transforms
// the identity. C fills a b2ShapeCastPairInput on the stack; here it is module scratch, so nothing
// allocates per call, and b2ShapeCast writes every field of `out` (first argument).

import { b2CheckNumber, b2DescribeValue } from '../common/b2_checks';
import { b2ShapeCastPairInput, type b2Capsule, type b2CastOutput, type b2Circle, type b2Polygon, type b2Segment, type b2ShapeCastInput } from './collision_types';
import { b2ShapeCast } from './distance';
import { b2CopyPolygonProxyPoints, b2CopyProxyPoints } from './geometry_proxy';
import { b2CheckShapeProxy } from './distance_checks';
import { b2CheckCapsule, b2CheckCircle, b2CheckOut, b2CheckPoint, b2CheckPolygon, b2CheckSegment } from './geometry_checks';
import type { b2Vec2 } from './math_functions';

const castFields: readonly string[] = ['normal', 'point'];

// The pair input of every shape cast here (C's local pairInput), identity transforms.
const pairInput = new b2ShapeCastPairInput();
pairInput.transformA.q.c = 1;
pairInput.transformB.q.c = 1;

/** Proxy A's points from one or two shape points (C passes &shape->center1 to b2MakeProxy); count 1 or 2. */
function setProxy2(p1: b2Vec2, p2: b2Vec2, count: number): void {
  const points = pairInput.proxyA.points;
  points[0].x = p1.x;
  points[0].y = p1.y;
  points[1].x = p2.x;
  points[1].y = p2.y;
  pairInput.proxyA.count = count;
}

/**
 * Throws unless input is a b2ShapeCastInput: a valid proxy (count 1 to 8, finite points, radius in
 * [0, FLT_MAX]), a finite translation, a finite maxFraction and canEncroach a boolean.
 */
// f32: exact (an input check reads the fields as the caller left them)
function checkShapeCastInput(where: string, input: b2ShapeCastInput): void {
  const object: unknown = input;
  const proxy: unknown = typeof object === 'object' && object !== null ? input.proxy : null;
  const translation: unknown = typeof object === 'object' && object !== null ? input.translation : null;
  if (Array.isArray(object) || typeof proxy !== 'object' || proxy === null || typeof translation !== 'object' || translation === null) {
    throw new Error(`${where}: input expected a b2ShapeCastInput, got ${b2DescribeValue(object)}`);
  }
  b2CheckShapeProxy(where, 'input.proxy', input.proxy);
  b2CheckPoint(where, 'input.translation', input.translation);
  // The rule b2ShapeCast applies to its own maxFraction: a number within ±FLT_MAX.
  // Tested here, named by b2CheckNumber only when it fails: a double read from a field and passed
  // to a call V8 does not inline is boxed (src/README.md rule 3).
  const maxFraction: unknown = input.maxFraction;
  if (!(typeof maxFraction === 'number' && Math.abs(maxFraction) <= 3.4028234663852886e38)) { // b2_maxFloat (rule 4)
    b2CheckNumber(where, 'input.maxFraction', maxFraction);
  }
  if (typeof input.canEncroach !== 'boolean') {
    throw new Error(`${where}: input.canEncroach expected a boolean, got ${b2DescribeValue(input.canEncroach)}`);
  }
}

/** Fills the rest of pairInput from input (C's field by field copy) and runs b2ShapeCast. */
function castAgainstProxyA(out: b2CastOutput, input: b2ShapeCastInput): b2CastOutput {
  // C: pairInput.proxyB = input->proxy; (only the live points are read)
  b2CopyProxyPoints(pairInput.proxyB, input.proxy.points, input.proxy.count);
  pairInput.proxyB.radius = input.proxy.radius;
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
 * @throws Error, writing nothing, unless input holds a proxy of 1 to 8 finite points with a radius in [0, FLT_MAX], a finite translation and maxFraction and a boolean canEncroach, the circle is finite with a radius in [0, FLT_MAX], and out is writable ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2ShapeCastCircle(out: b2CastOutput, input: b2ShapeCastInput, shape: b2Circle): b2CastOutput {
  const where = 'b2ShapeCastCircle';
  b2CheckOut(where, 'out', out, castFields);
  checkShapeCastInput(where, input);
  b2CheckCircle(where, 'shape', shape);
  // C: pairInput.proxyA = b2MakeProxy( &shape->center, 1, shape->radius );
  setProxy2(shape.center, shape.center, 1);
  pairInput.proxyA.radius = shape.radius;
  return castAgainstProxyA(out, input);
}

/**
 * Casts a shape proxy against a capsule, in the capsule's frame. Initial overlap is a miss.
 * C: `b2ShapeCastCapsule` in geometry.c.
 * @param out - written (every field) and returned: normal, point (shape frame), fraction of the translation, iterations, hit
 * @param input - the moving proxy and its translation, in the capsule's frame; only read
 * @param shape - the capsule; only read
 * @returns out
 * @throws Error, writing nothing, as b2ShapeCastCircle, for a capsule whose centers are finite and whose radius is in [0, FLT_MAX] ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2ShapeCastCapsule(out: b2CastOutput, input: b2ShapeCastInput, shape: b2Capsule): b2CastOutput {
  const where = 'b2ShapeCastCapsule';
  b2CheckOut(where, 'out', out, castFields);
  checkShapeCastInput(where, input);
  b2CheckCapsule(where, 'shape', shape);
  // C: pairInput.proxyA = b2MakeProxy( &shape->center1, 2, shape->radius );
  setProxy2(shape.center1, shape.center2, 2);
  pairInput.proxyA.radius = shape.radius;
  return castAgainstProxyA(out, input);
}

/**
 * Casts a shape proxy against a segment, in the segment's frame. Initial overlap is a miss.
 * C: `b2ShapeCastSegment` in geometry.c.
 * @param out - written (every field) and returned: normal, point (shape frame), fraction of the translation, iterations, hit
 * @param input - the moving proxy and its translation, in the segment's frame; only read
 * @param shape - the segment; only read
 * @returns out
 * @throws Error, writing nothing, as b2ShapeCastCircle, for a segment whose points are finite ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2ShapeCastSegment(out: b2CastOutput, input: b2ShapeCastInput, shape: b2Segment): b2CastOutput {
  const where = 'b2ShapeCastSegment';
  b2CheckOut(where, 'out', out, castFields);
  checkShapeCastInput(where, input);
  b2CheckSegment(where, 'shape', shape);
  // C: pairInput.proxyA = b2MakeProxy( &shape->point1, 2, 0.0f );
  setProxy2(shape.point1, shape.point2, 2);
  pairInput.proxyA.radius = 0;
  return castAgainstProxyA(out, input);
}

/**
 * Casts a shape proxy against a polygon, in the polygon's frame. Initial overlap is a miss.
 * C: `b2ShapeCastPolygon` in geometry.c.
 * @param out - written (every field) and returned: normal, point (shape frame), fraction of the translation, iterations, hit
 * @param input - the moving proxy and its translation, in the polygon's frame; only read
 * @param shape - the polygon; only read
 * @returns out
 * @throws Error, writing nothing, as b2ShapeCastCircle, for a polygon whose count is a whole number from 1 to 8 with finite live vertices and normals and a radius in [0, FLT_MAX] ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2ShapeCastPolygon(out: b2CastOutput, input: b2ShapeCastInput, shape: b2Polygon): b2CastOutput {
  const where = 'b2ShapeCastPolygon';
  b2CheckOut(where, 'out', out, castFields);
  checkShapeCastInput(where, input);
  b2CheckPolygon(where, 'shape', shape, 1, false);
  // C: pairInput.proxyA = b2MakeProxy( shape->vertices, shape->count, shape->radius );
  b2CopyPolygonProxyPoints(pairInput.proxyA, shape.packed, shape.count);
  pairInput.proxyA.radius = shape.radius;
  return castAgainstProxyA(out, input);
}
