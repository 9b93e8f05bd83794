// Making polygons: the b2Make* functions, b2TransformPolygon and the polygon centroid of Box2D
// v3.1.1's src/geometry.c, in C's operation order. C returns a b2Polygon by value; here it is
// written into `out` (first argument), which is returned. Every slot of out is written, as C's
// `b2Polygon shape = { 0 }` sets the unused ones to zero. The result is built in a scratch
// polygon and copied into out only after every check has passed, so out may be an input
// (b2TransformPolygon(p, xf, p)) and a refused call writes nothing.

import { b2CheckNumber } from '../common/b2_checks';
import type { b2Hull, b2Polygon } from './collision_types';
import { B2_PACKED_CENTROID, B2_PACKED_CENTROID_Y, B2_PACKED_LENGTH, B2_PACKED_RADIUS, b2NewPackedArray } from './polygon_packed';
import {
  b2CheckHull,
  b2CheckOutPolygon,
  b2CheckPoint,
  b2CheckPolygon,
  b2CheckRadius,
  b2CheckRotation,
  b2CheckTransform,
} from './geometry_checks';
import { b2ValidateHull } from './hull';
import type { b2Rot, b2Transform, b2Vec2 } from './math_functions';

/** B2_MAX_POLYGON_VERTICES of collision.h. */
const maxVertices = 8; // f32: integer

// The polygon being made (layout at b2Polygon.packed) and its count; copied into out once it is
// complete and checked.
const scratch = b2NewPackedArray(B2_PACKED_LENGTH);
// f32: integer
let scratchCount = 0;

/**
 * The centroid of a convex polygon's first `count` vertices (count >= 3) written into out, its
 * area returned. C: `b2ComputePolygonCentroid`, file-static in geometry.c, which returns the
 * centroid and asserts area > FLT_EPSILON; here the caller tests the area it returns.
 */
function computePolygonCentroid(polygon: number[], /* f32: integer */ count: number): number {
  let centerX = 0;
  let centerY = 0;
  let area = 0;
  // The first vertex is the reference point of the triangles, to reduce round-off.
  const originX = polygon[0];
  const originY = polygon[1];
  const inv3 = 1 / 3;
  for (let i = 1; i < count - 1; ++i) {
    const k = i << 1;
    // f32: integer
    const k1 = (i + 1) << 1;
    // C: e1 = b2Sub( vertices[i], origin ); e2 = b2Sub( vertices[i + 1], origin );
    const e1x = polygon[k] - originX;
    const e1y = polygon[k | 1] - originY;
    const e2x = polygon[k1] - originX;
    const e2y = polygon[k1 | 1] - originY;
    // C: float a = 0.5f * b2Cross( e1, e2 );
    const a = 0.5 * (e1x * e2y - e1y * e2x);
    // C: center = b2MulAdd( center, a * inv3, b2Add( e1, e2 ) );
    const s = a * inv3;
    centerX = centerX + s * (e1x + e2x);
    centerY = centerY + s * (e1y + e2y);
    area += a;
  }
  const invArea = 1 / area;
  centerX *= invArea;
  centerY *= invArea;
  // C: center = b2Add( origin, center );
  polygon[B2_PACKED_CENTROID] = originX + centerX;
  polygon[B2_PACKED_CENTROID_Y] = originY + centerY;
  return area;
}

/** Zeroes slots count..7 of the scratch polygon (C's `{ 0 }` initializer). */
function zeroUnusedSlots(count: number): void {
  for (let i = count; i < maxVertices; ++i) {
    scratch[i << 1] = 0;
    scratch[(i << 1) | 1] = 0;
    scratch[(i << 1) | 16] = 0;
    scratch[(i << 1) | 17] = 0;
  }
}

/** Throws unless every coordinate of the scratch polygon's live vertices and its centroid lies within ±FLT_MAX. */
function checkScratchInRange(where: string): void {
  let largest = Math.max(Math.abs(scratch[B2_PACKED_CENTROID]), Math.abs(scratch[B2_PACKED_CENTROID_Y]));
  for (let i = 0; i < scratchCount; ++i) {
    largest = Math.max(largest, Math.abs(scratch[i << 1]), Math.abs(scratch[(i << 1) | 1]));
  }
  if (!(largest <= 3.4028234663852886e38)) { // FLT_MAX = b2_maxFloat (rule 4)
    throw new Error(`${where}: the polygon's coordinates would pass ±FLT_MAX (3.4e38), the supported range`);
  }
}

/** Copies the scratch polygon, every slot, into out. */
function copyScratchTo(out: b2Polygon): b2Polygon {
  const to = out.packed;
  for (let k = 0; k < B2_PACKED_LENGTH; ++k) {
    to[k] = scratch[k];
  }
  out.count = scratchCount;
  return out;
}

/**
 * The normals and centroid of the scratch polygon from its vertices; the tail of C's
 * b2MakePolygon and b2MakeOffsetRoundedPolygon. Throws if the area is not above FLT_EPSILON.
 */
function finishHullPolygon(where: string): void {
  const count = scratchCount; // f32: integer
  // Normals: C asserts every edge is longer than FLT_EPSILON; b2ValidateHull's test implies it.
  for (let i = 0; i < count; ++i) {
    const i1 = i; // f32: integer
    const i2 = i + 1 < count ? i + 1 : 0; // f32: integer
    // C: b2Vec2 edge = b2Sub( shape.vertices[i2], shape.vertices[i1] );
    const edgeX = scratch[i2 << 1] - scratch[i1 << 1];
    const edgeY = scratch[(i2 << 1) | 1] - scratch[(i1 << 1) | 1];
    // C: shape.normals[i] = b2Normalize( b2CrossVS( edge, 1.0f ) ); b2CrossVS gives { 1 * y, -1 * x }.
    const nx = 1 * edgeY;
    const ny = -1 * edgeX;
    const length = Math.sqrt(nx * nx + ny * ny);
    if (length < 1.1920928955078125e-7) { // FLT_EPSILON
      scratch[(i << 1) | 16] = 0;
      scratch[(i << 1) | 17] = 0;
    } else {
      const invLength = 1 / length;
      scratch[(i << 1) | 16] = invLength * nx;
      scratch[(i << 1) | 17] = invLength * ny;
    }
  }
  const area = computePolygonCentroid(scratch, count);
  // C asserts area > FLT_EPSILON (the centroid divides by it); here it is an error.
  if (!(area > 1.1920928955078125e-7)) { // FLT_EPSILON
    throw new Error(`${where}: the polygon's area ${area} is not above FLT_EPSILON; its vertices are too close together at this position`);
  }
  checkScratchInRange(where);
}

/** The checks every hull-made polygon shares: out, the hull and b2ValidateHull. */
function checkHullInput(where: string, out: b2Polygon, hull: b2Hull): void {
  b2CheckOutPolygon(where, out);
  b2CheckHull(where, hull);
  if (!b2ValidateHull(hull)) {
    throw new Error(`${where}: the hull is not valid (b2ValidateHull is false: not convex and counter-clockwise, or three points within B2_LINEAR_SLOP of a line); make it with b2ComputeHull`);
  }
}

/**
 * Makes a convex polygon from a hull. C: `b2MakePolygon` in geometry.c.
 * @param out - written (every slot) and returned
 * @param hull - a hull from b2ComputeHull; only read
 * @param radius - the rounding radius, in [0, FLT_MAX]
 * @returns out
 * @throws Error, writing nothing, unless hull.count is a whole number from 3 to 8, its points
 *   finite and b2ValidateHull holds (C asserts the validity and, in a release build, returns a
 *   0.5 square for a hull of fewer than 3 points), the radius is in [0, FLT_MAX], the area is above
 *   FLT_EPSILON and out is a writable b2Polygon ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2MakePolygon(out: b2Polygon, hull: b2Hull, radius: number): b2Polygon {
  checkHullInput('b2MakePolygon', out, hull);
  b2CheckRadius('b2MakePolygon', 'radius', radius);
  const count = hull.count; // f32: integer
  scratchCount = count;
  scratch[B2_PACKED_RADIUS] = radius;
  for (let i = 0; i < count; ++i) {
    scratch[i << 1] = hull.points[i].x;
    scratch[(i << 1) | 1] = hull.points[i].y;
  }
  zeroUnusedSlots(count);
  finishHullPolygon('b2MakePolygon');
  return copyScratchTo(out);
}

/**
 * Makes a convex polygon from a hull, moved by a position and rotation. C: `b2MakeOffsetPolygon`
 * in geometry.c (b2MakeOffsetRoundedPolygon with radius 0).
 * @param out - written (every slot) and returned
 * @param hull - a hull from b2ComputeHull, in the polygon's own frame; only read
 * @param position - where the hull's origin goes; only read
 * @param rotation - a unit rotation; only read
 * @returns out
 * @throws Error, writing nothing, as b2MakeOffsetRoundedPolygon does ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2MakeOffsetPolygon(out: b2Polygon, hull: b2Hull, position: b2Vec2, rotation: b2Rot): b2Polygon {
  return makeOffsetRoundedPolygon('b2MakeOffsetPolygon', out, hull, position, rotation, 0);
}

/**
 * Makes a rounded convex polygon from a hull, moved by a position and rotation.
 * C: `b2MakeOffsetRoundedPolygon` in geometry.c.
 * @param out - written (every slot) and returned
 * @param hull - a hull from b2ComputeHull, in the polygon's own frame; only read
 * @param position - where the hull's origin goes; only read
 * @param rotation - a unit rotation; only read
 * @param radius - the rounding radius, in [0, FLT_MAX]
 * @returns out
 * @throws Error, writing nothing, unless the hull is valid as for b2MakePolygon, position is
 *   finite, rotation is a unit rotation (C's b2IsValidRotation; C does not check it), the radius
 *   is in [0, FLT_MAX], the result's area is above FLT_EPSILON and its coordinates within ±FLT_MAX ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2MakeOffsetRoundedPolygon(out: b2Polygon, hull: b2Hull, position: b2Vec2, rotation: b2Rot, radius: number): b2Polygon {
  return makeOffsetRoundedPolygon('b2MakeOffsetRoundedPolygon', out, hull, position, rotation, radius);
}

function makeOffsetRoundedPolygon(where: string, out: b2Polygon, hull: b2Hull, position: b2Vec2, rotation: b2Rot, radius: number): b2Polygon {
  checkHullInput(where, out, hull);
  b2CheckPoint(where, 'position', position);
  b2CheckRotation(where, 'rotation', rotation);
  b2CheckRadius(where, 'radius', radius);
  const px = position.x;
  const py = position.y;
  const c = rotation.c;
  const s = rotation.s;
  const count = hull.count; // f32: integer
  scratchCount = count;
  scratch[B2_PACKED_RADIUS] = radius;
  for (let i = 0; i < count; ++i) {
    // C: shape.vertices[i] = b2TransformPoint( transform, hull->points[i] );
    const vx = hull.points[i].x;
    const vy = hull.points[i].y;
    scratch[i << 1] = c * vx - s * vy + px;
    scratch[(i << 1) | 1] = s * vx + c * vy + py;
  }
  zeroUnusedSlots(count);
  finishHullPolygon(where);
  return copyScratchTo(out);
}

/**
 * Makes a square centred on the origin. C: `b2MakeSquare` in geometry.c (b2MakeBox(h, h)).
 * @param out - written (every slot) and returned
 * @param halfWidth - the half-width, a number in (0, FLT_MAX]
 * @returns out
 * @throws Error, writing nothing, unless halfWidth is positive and finite (C asserts it) and out is a writable b2Polygon ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2MakeSquare(out: b2Polygon, halfWidth: number): b2Polygon {
  return makeBox('b2MakeSquare', out, halfWidth, halfWidth, 0);
}

/**
 * Makes a box centred on the origin, its sides along the axes. C: `b2MakeBox` in geometry.c.
 * @param out - written (every slot) and returned
 * @param halfWidth - the half-width along x, a number in (0, FLT_MAX]
 * @param halfHeight - the half-height along y, a number in (0, FLT_MAX]
 * @returns out
 * @throws Error, writing nothing, unless both half-extents are positive and finite (C asserts it) and out is a writable b2Polygon ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 * @example
 * ```ts
 * import { b2MakeBox, b2Polygon } from 'b2collide/v3';
 * const box = b2MakeBox(new b2Polygon(), 1, 0.5);
 * console.log(box.count, box.vertices[2].x, box.vertices[2].y); // 4 1 0.5
 * ```
 */
export function b2MakeBox(out: b2Polygon, halfWidth: number, halfHeight: number): b2Polygon {
  return makeBox('b2MakeBox', out, halfWidth, halfHeight, 0);
}

/**
 * Makes a rounded box centred on the origin. C: `b2MakeRoundedBox` in geometry.c.
 * @param out - written (every slot) and returned
 * @param halfWidth - the half-width along x, without the rounding, in (0, FLT_MAX]
 * @param halfHeight - the half-height along y, without the rounding, in (0, FLT_MAX]
 * @param radius - the rounding radius, in [0, FLT_MAX]
 * @returns out
 * @throws Error, writing nothing, unless the half-extents are positive and finite and the radius in [0, FLT_MAX] (C asserts these) ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2MakeRoundedBox(out: b2Polygon, halfWidth: number, halfHeight: number, radius: number): b2Polygon {
  return makeBox('b2MakeRoundedBox', out, halfWidth, halfHeight, radius);
}

function checkHalfExtent(where: string, name: string, value: number): void {
  b2CheckNumber(where, name, value);
  if (!(value > 0)) {
    throw new Error(`${where}: ${name} must be positive, got ${value}`);
  }
}

function makeBox(where: string, out: b2Polygon, halfWidth: number, halfHeight: number, radius: number): b2Polygon {
  b2CheckOutPolygon(where, out);
  b2CheckRadius(where, 'radius', radius);
  checkHalfExtent(where, 'halfWidth', halfWidth);
  checkHalfExtent(where, 'halfHeight', halfHeight);
  scratchCount = 4;
  scratch[0] = -halfWidth;
  scratch[1] = -halfHeight;
  scratch[2] = halfWidth;
  scratch[3] = -halfHeight;
  scratch[4] = halfWidth;
  scratch[5] = halfHeight;
  scratch[6] = -halfWidth;
  scratch[7] = halfHeight;
  scratch[16] = 0;
  scratch[17] = -1;
  scratch[18] = 1;
  scratch[19] = 0;
  scratch[20] = 0;
  scratch[21] = 1;
  scratch[22] = -1;
  scratch[23] = 0;
  zeroUnusedSlots(4);
  scratch[B2_PACKED_RADIUS] = radius;
  scratch[B2_PACKED_CENTROID] = 0;
  scratch[B2_PACKED_CENTROID_Y] = 0;
  return copyScratchTo(out);
}

/**
 * Makes a box of the given half-extents, rotated and centred at `center`. C: `b2MakeOffsetBox`
 * in geometry.c.
 * @param out - written (every slot) and returned
 * @param halfWidth - the half-width along the box's own x axis, in (0, FLT_MAX]
 * @param halfHeight - the half-height along the box's own y axis, in (0, FLT_MAX]
 * @param center - the box's centre in the shape's frame; only read
 * @param rotation - the box's rotation, a unit rotation; only read
 * @returns out
 * @throws Error, writing nothing, unless the half-extents are positive and finite, center finite,
 *   rotation a unit rotation (C checks none of these here) and the corners within ±FLT_MAX ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2MakeOffsetBox(out: b2Polygon, halfWidth: number, halfHeight: number, center: b2Vec2, rotation: b2Rot): b2Polygon {
  return makeOffsetBox('b2MakeOffsetBox', out, halfWidth, halfHeight, center, rotation, 0);
}

/**
 * Makes a rounded box of the given half-extents, rotated and centred at `center`.
 * C: `b2MakeOffsetRoundedBox` in geometry.c.
 * @param out - written (every slot) and returned
 * @param halfWidth - the half-width along the box's own x axis, without the rounding, in (0, FLT_MAX]
 * @param halfHeight - the half-height along the box's own y axis, without the rounding, in (0, FLT_MAX]
 * @param center - the box's centre in the shape's frame; only read
 * @param rotation - the box's rotation, a unit rotation; only read
 * @param radius - the rounding radius, in [0, FLT_MAX] (C asserts it)
 * @returns out
 * @throws Error, writing nothing, as b2MakeOffsetBox, and unless the radius is in [0, FLT_MAX] ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2MakeOffsetRoundedBox(out: b2Polygon, halfWidth: number, halfHeight: number, center: b2Vec2, rotation: b2Rot, radius: number): b2Polygon {
  return makeOffsetBox('b2MakeOffsetRoundedBox', out, halfWidth, halfHeight, center, rotation, radius);
}

function makeOffsetBox(where: string, out: b2Polygon, halfWidth: number, halfHeight: number, center: b2Vec2, rotation: b2Rot, radius: number): b2Polygon {
  b2CheckOutPolygon(where, out);
  b2CheckRadius(where, 'radius', radius);
  checkHalfExtent(where, 'halfWidth', halfWidth);
  checkHalfExtent(where, 'halfHeight', halfHeight);
  b2CheckPoint(where, 'center', center);
  b2CheckRotation(where, 'rotation', rotation);
  const px = center.x;
  const py = center.y;
  const c = rotation.c;
  const s = rotation.s;
  scratchCount = 4;
  // C: b2TransformPoint( xf, (b2Vec2){ ±halfWidth, ±halfHeight } ), each product kept (the signs of zeros).
  scratch[0] = c * -halfWidth - s * -halfHeight + px;
  scratch[1] = s * -halfWidth + c * -halfHeight + py;
  scratch[2] = c * halfWidth - s * -halfHeight + px;
  scratch[3] = s * halfWidth + c * -halfHeight + py;
  scratch[4] = c * halfWidth - s * halfHeight + px;
  scratch[5] = s * halfWidth + c * halfHeight + py;
  scratch[6] = c * -halfWidth - s * halfHeight + px;
  scratch[7] = s * -halfWidth + c * halfHeight + py;
  // C: b2RotateVector( xf.q, (b2Vec2){ 0, -1 } ) and the other three axes, whole for the same reason.
  scratch[16] = c * 0 - s * -1;
  scratch[17] = s * 0 + c * -1;
  scratch[18] = c * 1 - s * 0;
  scratch[19] = s * 1 + c * 0;
  scratch[20] = c * 0 - s * 1;
  scratch[21] = s * 0 + c * 1;
  scratch[22] = c * -1 - s * 0;
  scratch[23] = s * -1 + c * 0;
  zeroUnusedSlots(4);
  scratch[B2_PACKED_RADIUS] = radius;
  scratch[B2_PACKED_CENTROID] = px;
  scratch[B2_PACKED_CENTROID_Y] = py;
  checkScratchInRange(where);
  return copyScratchTo(out);
}

/** Copies an unused slot as it is when it holds a number, else writes zero (a hand edit). */
// f32: exact (a copy)
function copySlot(from: readonly number[], /* f32: integer */ k: number): void {
  const value: unknown = from[k];
  scratch[k] = typeof value === 'number' ? value : 0;
}

/**
 * The polygon moved by a transform: vertices and centroid transformed, normals rotated; the
 * unused slots copied as C's struct copy does. C: `b2TransformPolygon` in geometry.c.
 * @param out - written (every slot) and returned; may be `polygon` itself
 * @param transform - the transform to apply; only read
 * @param polygon - the polygon; only read
 * @returns out
 * @throws Error, writing nothing, unless polygon.count is a whole number from 1 to 8 with finite
 *   live vertices, normals and centroid and a radius in [0, FLT_MAX], the transform is finite and
 *   the result within ±FLT_MAX ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2TransformPolygon(out: b2Polygon, transform: b2Transform, polygon: b2Polygon): b2Polygon {
  const where = 'b2TransformPolygon';
  b2CheckOutPolygon(where, out);
  b2CheckTransform(where, 'transform', transform);
  b2CheckPolygon(where, 'polygon', polygon, 1, true);
  const px = transform.p.x;
  const py = transform.p.y;
  const c = transform.q.c;
  const s = transform.q.s;
  const count = polygon.count; // f32: integer
  const from = polygon.packed; // layout at b2Polygon.packed
  // C: b2Polygon p = *polygon; the slots past count are copied as they are (zero if missing).
  for (let i = count; i < maxVertices; ++i) {
    const k = i << 1;
    copySlot(from, k);
    copySlot(from, k | 1);
    copySlot(from, k | 16);
    copySlot(from, k | 17);
  }
  for (let i = 0; i < count; ++i) {
    const vx = from[i << 1];
    const vy = from[(i << 1) | 1];
    const nx = from[(i << 1) | 16];
    const ny = from[(i << 1) | 17];
    // C: p.vertices[i] = b2TransformPoint( transform, p.vertices[i] );
    scratch[i << 1] = c * vx - s * vy + px;
    scratch[(i << 1) | 1] = s * vx + c * vy + py;
    // C: p.normals[i] = b2RotateVector( transform.q, p.normals[i] );
    scratch[(i << 1) | 16] = c * nx - s * ny;
    scratch[(i << 1) | 17] = s * nx + c * ny;
  }
  // C: p.centroid = b2TransformPoint( transform, p.centroid );
  const cx = from[B2_PACKED_CENTROID];
  const cy = from[B2_PACKED_CENTROID_Y];
  scratch[B2_PACKED_CENTROID] = c * cx - s * cy + px;
  scratch[B2_PACKED_CENTROID_Y] = s * cx + c * cy + py;
  scratch[B2_PACKED_RADIUS] = from[B2_PACKED_RADIUS];
  scratchCount = count;
  checkScratchInRange(where);
  return copyScratchTo(out);
}
