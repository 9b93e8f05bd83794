// Whether two shapes touch (C++ b2TestOverlap(const b2Shape*, int32, const b2Shape*, int32, ...)
// in b2_collision.cpp): one cold-cache GJK call with the radii counted. The same exported name also
// takes two AABBs, as C++ overloads it (the inline b2TestOverlap(const b2AABB&, const b2AABB&) of
// b2_collision.h, b2TestOverlapAABB in b2_aabb.ts).

import { b2_epsilon } from '../common/b2_settings';
import { b2NewTransformArray, b2TransformCopyUnchecked, b2TransformNumbers, type b2TransformLike } from '../common/b2_transform';
import { b2CheckAABB, b2CheckTransformObject, b2CheckTransforms, b2DescribeValue, b2TransformsAreNumbers } from '../common/b2_checks';
import { b2TestOverlapAABB, type b2AABBLike } from './b2_aabb';
import { b2DistanceChecked, b2DistanceInput, b2DistanceOutput } from './b2_distance';
import { b2CheckPolygonVertices, b2SetProxyShapeVerticesUnchecked } from './b2_distance_proxy';
import type { b2PolygonShape } from './b2_polygon_shape';
import { b2SimplexCache } from './b2_simplex';
import { type b2Shape, b2ShapeType } from './b2_shape';

// Scratch of b2TestOverlap only (C++ keeps them on the stack).
const input = new b2DistanceInput();
const cache = new b2SimplexCache();
const output = new b2DistanceOutput();
const scratchA = b2NewTransformArray(); // the numbers of a transform without m_packed
const scratchB = b2NewTransformArray();

/**
 * Whether two boxes overlap. C++: `b2TestOverlap(const b2AABB&, const b2AABB&)` in
 * b2_collision.h.
 * @param a - a box; only read
 * @param b - a box, same frame; only read
 * @returns whether they overlap or touch
 * @throws Error unless both are boxes of numbers within ±b2_maxFloat: a NaN box overlapped
 * everything (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2TestOverlap(a: b2AABBLike, b: b2AABBLike): boolean;
/**
 * Whether two shapes overlap, by GJK. C++: `b2TestOverlap(const b2Shape*, int32, const b2Shape*,
 * int32, const b2Transform&, const b2Transform&)` in b2_collision.cpp.
 * @param shapeA - shape A; only read
 * @param indexA - A's child: an edge of a chain, 0 for the others
 * @param shapeB - shape B; only read
 * @param indexB - B's child
 * @param xfA - A's world frame; only read
 * @param xfB - B's world frame; only read
 * @returns whether the two children are closer than 10·b2_epsilon counting their radii (polygon
 * skins included)
 * @throws Error on an unknown shape type, a child index out of range, a non-finite transform, or a
 * shape that cannot be collided ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2TestOverlap(
  shapeA: Readonly<b2Shape>,
  /* f32: integer */ indexA: number,
  shapeB: Readonly<b2Shape>,
  /* f32: integer */ indexB: number,
  xfA: b2TransformLike,
  xfB: b2TransformLike,
): boolean;
export function b2TestOverlap(
  a: Readonly<b2Shape> | b2AABBLike,
  b: number | b2AABBLike,
  shapeB?: Readonly<b2Shape>,
  /* f32: integer */ indexB?: number,
  xfA?: b2TransformLike,
  xfB?: b2TransformLike,
): boolean {
  // Two arguments: the AABB overload; six: the shape overload, whatever indexA holds (its own
  // checks name a bad index).
  if (shapeB === undefined && xfA === undefined && xfB === undefined) {
    // Named per argument; the six-argument overload is mentioned because a wrong call may mean it.
    if (!isAABB(a)) {
      throw new Error(`b2TestOverlap: a expected a b2AABB (or the overload shapeA, indexA, shapeB, indexB, xfA, xfB), got ${b2DescribeValue(a)}`);
    }
    if (!isAABB(b)) {
      throw new Error(`b2TestOverlap: b expected a b2AABB (or the overload shapeA, indexA, shapeB, indexB, xfA, xfB), got ${b2DescribeValue(b)}`);
    }
    // Not in C++: a NaN box overlapped everything (every "apart" comparison is false).
    b2CheckAABB('b2TestOverlap', 'a', a as b2AABBLike, false);
    b2CheckAABB('b2TestOverlap', 'b', b as b2AABBLike, false);
    return b2TestOverlapAABB(a as b2AABBLike, b as b2AABBLike);
  }
  return testShapeOverlap(a as Readonly<b2Shape>, b as number, shapeB as Readonly<b2Shape>, indexB as number, xfA as b2TransformLike, xfB as b2TransformLike);
}

function isAABB(x: unknown): boolean {
  return typeof x === 'object' && x !== null && typeof (x as { lowerBound?: unknown }).lowerBound === 'object' && typeof (x as { upperBound?: unknown }).upperBound === 'object';
}

function testShapeOverlap(
  shapeA: Readonly<b2Shape>,
  /* f32: integer */ indexA: number,
  shapeB: Readonly<b2Shape>,
  /* f32: integer */ indexB: number,
  xfA: b2TransformLike,
  xfB: b2TransformLike,
): boolean {
  // SetShape's checks, except a polygon's vertices, which are tested below, after GJK has brought
  // them into the cache (b2SetProxyShapeVerticesUnchecked says why).
  b2SetProxyShapeVerticesUnchecked('b2TestOverlap', input.proxyA, shapeA, indexA);
  b2SetProxyShapeVerticesUnchecked('b2TestOverlap', input.proxyB, shapeB, indexB);
  // Not in C++: the transforms are objects of numbers before they are copied (a NaN or `{}` met an
  // engine TypeError in the copy, and the float32 copy would round a string into a number). Their
  // finite test is GJK's, after the vertices (the order SetShape's checks gave).
  if ((xfA as { readonly m_packed?: unknown } | null | undefined)?.m_packed === undefined) {
    b2CheckTransformObject('b2TestOverlap', 'xfA', xfA);
  }
  if ((xfB as { readonly m_packed?: unknown } | null | undefined)?.m_packed === undefined) {
    b2CheckTransformObject('b2TestOverlap', 'xfB', xfB);
  }
  if (!b2TransformsAreNumbers(b2TransformNumbers(xfA, scratchA), b2TransformNumbers(xfB, scratchB))) {
    b2CheckTransforms('b2TestOverlap', xfA, xfB);
  }
  b2TransformCopyUnchecked(input.transformA, xfA);
  b2TransformCopyUnchecked(input.transformB, xfB);
  input.useRadii = true;

  cache.count = 0;

  try {
    b2DistanceChecked(output, cache, input, 'b2TestOverlap');
  } finally {
    // Also when GJK threw: a bad vertex is named first, as when SetShape tested it, and replaces
    // the engine's TypeError that a BigInt vertex raises in GJK's arithmetic. GJK on bad vertices
    // ends: m_count was tested and its iterations are bounded.
    checkVerticesIfPolygon(shapeA);
    checkVerticesIfPolygon(shapeB);
  }

  return output.distance < 10.0 * b2_epsilon;
}

// b2CheckPolygonVertices for a polygon; the other kinds' points were tested in SetShape's body.
function checkVerticesIfPolygon(shape: Readonly<b2Shape>): void {
  if (shape.m_type === b2ShapeType.e_polygon) {
    b2CheckPolygonVertices('b2TestOverlap', shape as Readonly<b2PolygonShape>);
  }
}
