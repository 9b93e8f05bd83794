// Mass properties and bounding boxes of Box2D v3.1.1's src/geometry.c: b2Compute*Mass and
// b2Compute*AABB, in C's operation order. C returns b2MassData and b2AABB by value; here they are
// written into `out` (first argument), which is returned. Every result is computed into locals and
// written once every check has passed, so out may share objects with the inputs, and the AABB
// functions, called for every shape every step, allocate nothing.

import { B2_PACKED_RADIUS } from './polygon_packed';
import type { b2Capsule, b2Circle, b2MassData, b2Polygon, b2Segment } from './collision_types';
import { b2CheckCapsule, b2CheckCircle, b2CheckOut, b2CheckPolygon, b2CheckSegment, b2CheckTransform } from './geometry_checks';
import { checkDensity } from './checks';
import { B2_PI, type b2AABB, type b2Transform, type b2Vec2 } from './math_functions';

const massFields: readonly string[] = ['center'];
const aabbFields: readonly string[] = ['lowerBound', 'upperBound'];

/** Throws unless each of the four numbers about to be written lies within ±FLT_MAX (float32 would make it infinite). */
function checkResult(where: string, what: string, a: number, b: number, c: number, d: number): void {
  // One test inline; the message on the cold path, so no double is boxed for a call that passes.
  if (!(Math.max(Math.abs(a), Math.abs(b), Math.abs(c), Math.abs(d)) <= 3.4028234663852886e38)) { // FLT_MAX = b2_maxFloat (rule 4)
    resultFailure(where, what, a, b, c, d);
  }
}

// checkResult's message.
function resultFailure(where: string, what: string, a: number, b: number, c: number, d: number): never {
  throw new Error(`${where}: the ${what} (${a}, ${b}, ${c}, ${d}) would pass ±FLT_MAX (3.4e38), the supported range`);
}

// The circle and capsule masses take the shape's objects and write out themselves: no double
// crosses a call V8 may not inline, since each one crossing is boxed (src/README.md rule 3), which
// made these 64 to 192 bytes per call (npm run bench:v3-alloc). `round` is any object with the
// radius (the circle, the capsule, or a polygon of 1 or 2 vertices).

/** C's b2ComputeCircleMass on a center and round.radius, written into out. */
function circleMass(where: string, out: b2MassData, center: b2Vec2, round: { readonly radius: number }, density: number): b2MassData {
  const centerX = center.x;
  const centerY = center.y;
  const radius = round.radius;
  const rr = radius * radius;
  const mass = density * B2_PI * rr;
  // Inertia about the local origin. C: mass * ( 0.5f * rr + b2Dot( center, center ) )
  const rotationalInertia = mass * (0.5 * rr + (centerX * centerX + centerY * centerY));
  if (!(Math.max(Math.abs(mass), Math.abs(centerX), Math.abs(centerY), Math.abs(rotationalInertia)) <= 3.4028234663852886e38)) { // FLT_MAX = b2_maxFloat (rule 4)
    resultFailure(where, 'mass data', mass, centerX, centerY, rotationalInertia);
  }
  out.mass = mass;
  out.center.x = centerX;
  out.center.y = centerY;
  out.rotationalInertia = rotationalInertia;
  return out;
}

/** C's b2ComputeCapsuleMass on centers p1, p2 and round.radius, written into out. */
function capsuleMass(where: string, out: b2MassData, p1: b2Vec2, p2: b2Vec2, round: { readonly radius: number }, density: number): b2MassData {
  const p1x = p1.x;
  const p1y = p1.y;
  const p2x = p2.x;
  const p2y = p2.y;
  const radius = round.radius;
  const rr = radius * radius;
  // C: float length = b2Length( b2Sub( p2, p1 ) );
  const dx = p2x - p1x;
  const dy = p2y - p1y;
  const length = Math.sqrt(dx * dx + dy * dy);
  const ll = length * length;
  const circleMass = density * (B2_PI * radius * radius);
  const boxMass = density * (2 * radius * length);
  const mass = circleMass + boxMass;
  const centerX = 0.5 * (p1x + p2x);
  const centerY = 0.5 * (p1y + p2y);
  // The two half circles, each shifted by the parallel-axis theorem from its centroid (4r / 3pi
  // from the flat side) to the box end, plus the box.
  const lc = (4 * radius) / (3 * B2_PI);
  const h = 0.5 * length;
  const circleInertia = circleMass * (0.5 * rr + h * h + 2 * h * lc);
  const boxInertia = (boxMass * (4 * rr + ll)) / 12;
  let rotationalInertia = circleInertia + boxInertia;
  // Inertia about the local origin.
  rotationalInertia += mass * (centerX * centerX + centerY * centerY);
  if (!(Math.max(Math.abs(mass), Math.abs(centerX), Math.abs(centerY), Math.abs(rotationalInertia)) <= 3.4028234663852886e38)) { // FLT_MAX = b2_maxFloat (rule 4)
    resultFailure(where, 'mass data', mass, centerX, centerY, rotationalInertia);
  }
  out.mass = mass;
  out.center.x = centerX;
  out.center.y = centerY;
  out.rotationalInertia = rotationalInertia;
  return out;
}

/**
 * The mass, centroid and rotational inertia (about the shape's origin) of a circle.
 * C: `b2ComputeCircleMass` in geometry.c.
 * @param out - written and returned
 * @param shape - the circle, in its own frame; only read
 * @param density - mass per unit area, a number in [0, FLT_MAX]
 * @returns out
 * @throws Error, writing nothing, unless the circle's center is finite and its radius in [0, FLT_MAX], density is in range and the results within ±FLT_MAX ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2ComputeCircleMass(out: b2MassData, shape: b2Circle, density: number): b2MassData {
  const where = 'b2ComputeCircleMass';
  b2CheckOut(where, 'out', out, massFields);
  b2CheckCircle(where, 'shape', shape);
  checkDensity(where, density);
  return circleMass(where, out, shape.center, shape, density);
}

/**
 * The mass, centroid and rotational inertia (about the shape's origin) of a capsule.
 * C: `b2ComputeCapsuleMass` in geometry.c.
 * @param out - written and returned
 * @param shape - the capsule, in its own frame; only read
 * @param density - mass per unit area, a number in [0, FLT_MAX]
 * @returns out
 * @throws Error, writing nothing, unless the capsule's centers are finite and its radius in [0, FLT_MAX], density is in range and the results within ±FLT_MAX ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2ComputeCapsuleMass(out: b2MassData, shape: b2Capsule, density: number): b2MassData {
  const where = 'b2ComputeCapsuleMass';
  b2CheckOut(where, 'out', out, massFields);
  b2CheckCapsule(where, 'shape', shape);
  checkDensity(where, density);
  return capsuleMass(where, out, shape.center1, shape.center2, shape, density);
}

// b2ComputePolygonMass's vertices, pushed out for a rounded polygon (C's local array).
const massVertices: { x: number; y: number }[] = [];
for (let i = 0; i < 8; ++i) massVertices.push({ x: 0, y: 0 });

/**
 * The mass, centroid and rotational inertia (about the shape's origin) of a polygon; a rounded
 * polygon's mass is approximated by pushing its vertices out by 1.412·radius along the corner
 * bisectors. A polygon of 1 or 2 vertices is a circle or capsule of its radius.
 * C: `b2ComputePolygonMass` in geometry.c.
 * @param out - written and returned
 * @param shape - the polygon, in its own frame; only read
 * @param density - mass per unit area, a number in [0, FLT_MAX]
 * @returns out
 * @throws Error, writing nothing, unless shape.count is a whole number from 1 to 8 with finite
 *   live vertices and normals and a radius in [0, FLT_MAX], density is in range, the area of a
 *   polygon of 3 or more vertices is above FLT_EPSILON (C asserts it) and the results within ±FLT_MAX ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2ComputePolygonMass(out: b2MassData, shape: b2Polygon, density: number): b2MassData {
  const where = 'b2ComputePolygonMass';
  b2CheckOut(where, 'out', out, massFields);
  b2CheckPolygon(where, 'shape', shape, 1, false);
  checkDensity(where, density);
  const count = shape.count; // f32: integer
  const packed = shape.packed; // layout at b2Polygon.packed
  const radius = packed[B2_PACKED_RADIUS];
  if (count === 1) {
    // The views (cached per polygon) as points: numbers passed to a call would box in float32.
    return circleMass(where, out, shape.vertices[0], shape, density);
  }
  if (count === 2) {
    return capsuleMass(where, out, shape.vertices[0], shape.vertices[1], shape, density);
  }
  const vertices = massVertices;
  if (radius > 0) {
    // Approximate the rounded polygon by pushing the vertices out.
    const sqrt2 = 1.412;
    for (let i = 0; i < count; ++i) {
      const j = i === 0 ? count - 1 : i - 1; // f32: integer
      // C: b2Vec2 mid = b2Normalize( b2Add( n1, n2 ) ) with n1 = normals[j], n2 = normals[i];
      let midX = packed[(j << 1) | 16] + packed[(i << 1) | 16];
      let midY = packed[(j << 1) | 17] + packed[(i << 1) | 17];
      const length = Math.sqrt(midX * midX + midY * midY);
      if (length < 1.1920928955078125e-7) { // FLT_EPSILON
        midX = 0;
        midY = 0;
      } else {
        const invLength = 1 / length;
        midX = invLength * midX;
        midY = invLength * midY;
      }
      // C: vertices[i] = b2MulAdd( shape->vertices[i], sqrt2 * radius, mid );
      const s = sqrt2 * radius;
      vertices[i].x = packed[i << 1] + s * midX;
      vertices[i].y = packed[(i << 1) | 1] + s * midY;
    }
  } else {
    for (let i = 0; i < count; ++i) {
      vertices[i].x = packed[i << 1];
      vertices[i].y = packed[(i << 1) | 1];
    }
  }

  let centerX = 0;
  let centerY = 0;
  let area = 0;
  let rotationalInertia = 0;
  // The first vertex is the reference point of the triangles, to reduce round-off.
  const rx = vertices[0].x;
  const ry = vertices[0].y;
  const inv3 = 1 / 3;
  for (let i = 1; i < count - 1; ++i) {
    // Triangle edges. C: e1 = b2Sub( vertices[i], r ); e2 = b2Sub( vertices[i + 1], r );
    const ex1 = vertices[i].x - rx;
    const ey1 = vertices[i].y - ry;
    const ex2 = vertices[i + 1].x - rx;
    const ey2 = vertices[i + 1].y - ry;
    // C: float D = b2Cross( e1, e2 );
    const D = ex1 * ey2 - ey1 * ex2;
    const triangleArea = 0.5 * D;
    area += triangleArea;
    // Area-weighted centroid, r at the origin. C: center = b2MulAdd( center, triangleArea * inv3, b2Add( e1, e2 ) );
    const s = triangleArea * inv3;
    centerX = centerX + s * (ex1 + ex2);
    centerY = centerY + s * (ey1 + ey2);
    const intx2 = ex1 * ex1 + ex2 * ex1 + ex2 * ex2;
    const inty2 = ey1 * ey1 + ey2 * ey1 + ey2 * ey2;
    rotationalInertia += 0.25 * inv3 * D * (intx2 + inty2);
  }
  // C asserts area > FLT_EPSILON before dividing by it; here it is an error.
  if (!(area > 1.1920928955078125e-7)) { // FLT_EPSILON
    throw new Error(`${where}: the polygon's area ${area} is not above FLT_EPSILON; make it with b2MakePolygon or b2MakeBox`);
  }
  const mass = density * area;
  // Center of mass, shifted back from the origin at r.
  const invArea = 1 / area;
  centerX *= invArea;
  centerY *= invArea;
  const massCenterX = rx + centerX;
  const massCenterY = ry + centerY;
  // Inertia about the reference point, shifted to the center of mass, then to the shape's origin.
  rotationalInertia = density * rotationalInertia;
  // C: mass * ( b2Dot( massData.center, massData.center ) - b2Dot( center, center ) )
  rotationalInertia += mass * (massCenterX * massCenterX + massCenterY * massCenterY - (centerX * centerX + centerY * centerY));
  if (!(Math.max(Math.abs(mass), Math.abs(massCenterX), Math.abs(massCenterY), Math.abs(rotationalInertia)) <= 3.4028234663852886e38)) { // FLT_MAX = b2_maxFloat (rule 4)
    resultFailure(where, 'mass data', mass, massCenterX, massCenterY, rotationalInertia);
  }
  // Written here, not by a helper: each double passed to a call is boxed (rule 3).
  out.mass = mass;
  out.center.x = massCenterX;
  out.center.y = massCenterY;
  out.rotationalInertia = rotationalInertia;
  return out;
}

// The box being computed, [lowerX, lowerY, upperX, upperY]: the AABB functions fill it and
// writeAABB checks and copies it, so that no double crosses a call V8 may not inline (rule 3).
const box = new Float64Array(4);

/** Checks the box in `box` (within ±FLT_MAX) and writes it into out. */
function writeAABB(where: string, out: b2AABB): b2AABB {
  if (!(Math.max(Math.abs(box[0]), Math.abs(box[1]), Math.abs(box[2]), Math.abs(box[3])) <= 3.4028234663852886e38)) { // FLT_MAX = b2_maxFloat (rule 4)
    checkResult(where, 'box', box[0], box[1], box[2], box[3]);
  }
  out.lowerBound.x = box[0];
  out.lowerBound.y = box[1];
  out.upperBound.x = box[2];
  out.upperBound.y = box[3];
  return out;
}

/**
 * The bounding box of a circle placed by a transform. C: `b2ComputeCircleAABB` in geometry.c.
 * @param out - written and returned, in the transform's (usually world) frame
 * @param shape - the circle, in its own frame; only read
 * @param xf - the shape's transform; only read
 * @returns out
 * @throws Error, writing nothing, unless the circle and the transform are finite, the radius is in [0, FLT_MAX] and the box within ±FLT_MAX ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2ComputeCircleAABB(out: b2AABB, shape: b2Circle, xf: b2Transform): b2AABB {
  const where = 'b2ComputeCircleAABB';
  b2CheckOut(where, 'out', out, aabbFields);
  b2CheckCircle(where, 'shape', shape);
  b2CheckTransform(where, 'xf', xf);
  // C: b2Vec2 p = b2TransformPoint( xf, shape->center );
  const cx = shape.center.x;
  const cy = shape.center.y;
  const px = xf.q.c * cx - xf.q.s * cy + xf.p.x;
  const py = xf.q.s * cx + xf.q.c * cy + xf.p.y;
  const r = shape.radius;
  box[0] = px - r;
  box[1] = py - r;
  box[2] = px + r;
  box[3] = py + r;
  return writeAABB(where, out);
}

/**
 * The bounding box of a capsule placed by a transform. C: `b2ComputeCapsuleAABB` in geometry.c.
 * @param out - written and returned, in the transform's (usually world) frame
 * @param shape - the capsule, in its own frame; only read
 * @param xf - the shape's transform; only read
 * @returns out
 * @throws Error, writing nothing, unless the capsule and the transform are finite, the radius is in [0, FLT_MAX] and the box within ±FLT_MAX ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2ComputeCapsuleAABB(out: b2AABB, shape: b2Capsule, xf: b2Transform): b2AABB {
  const where = 'b2ComputeCapsuleAABB';
  b2CheckOut(where, 'out', out, aabbFields);
  b2CheckCapsule(where, 'shape', shape);
  b2CheckTransform(where, 'xf', xf);
  const c = xf.q.c;
  const s = xf.q.s;
  // C: v1 = b2TransformPoint( xf, shape->center1 ); v2 = b2TransformPoint( xf, shape->center2 );
  const v1x = c * shape.center1.x - s * shape.center1.y + xf.p.x;
  const v1y = s * shape.center1.x + c * shape.center1.y + xf.p.y;
  const v2x = c * shape.center2.x - s * shape.center2.y + xf.p.x;
  const v2y = s * shape.center2.x + c * shape.center2.y + xf.p.y;
  const r = shape.radius;
  // C: lower = b2Sub( b2Min( v1, v2 ), r ); upper = b2Add( b2Max( v1, v2 ), r ); b2MinFloat is a < b ? a : b.
  box[0] = (v1x < v2x ? v1x : v2x) - r;
  box[1] = (v1y < v2y ? v1y : v2y) - r;
  box[2] = (v1x > v2x ? v1x : v2x) + r;
  box[3] = (v1y > v2y ? v1y : v2y) + r;
  return writeAABB(where, out);
}

/**
 * The bounding box of a polygon (with its rounding) placed by a transform.
 * C: `b2ComputePolygonAABB` in geometry.c.
 * @param out - written and returned, in the transform's (usually world) frame
 * @param shape - the polygon, in its own frame; only read
 * @param xf - the shape's transform; only read
 * @returns out
 * @throws Error, writing nothing, unless shape.count is a whole number from 1 to 8 with finite
 *   live vertices and normals and a radius in [0, FLT_MAX] (C asserts count > 0), the transform is finite and the box within ±FLT_MAX ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2ComputePolygonAABB(out: b2AABB, shape: b2Polygon, xf: b2Transform): b2AABB {
  const where = 'b2ComputePolygonAABB';
  b2CheckOut(where, 'out', out, aabbFields);
  b2CheckPolygon(where, 'shape', shape, 1, false);
  b2CheckTransform(where, 'xf', xf);
  const c = xf.q.c;
  const s = xf.q.s;
  const px = xf.p.x;
  const py = xf.p.y;
  const packed = shape.packed; // layout at b2Polygon.packed
  // C: b2Vec2 lower = b2TransformPoint( xf, shape->vertices[0] ); b2Vec2 upper = lower;
  let lowerX = c * packed[0] - s * packed[1] + px;
  let lowerY = s * packed[0] + c * packed[1] + py;
  let upperX = lowerX;
  let upperY = lowerY;
  const count = shape.count; // f32: integer
  for (let i = 1; i < count; ++i) {
    const k = i << 1;
    const vx = c * packed[k] - s * packed[k | 1] + px;
    const vy = s * packed[k] + c * packed[k | 1] + py;
    // C: lower = b2Min( lower, v ); upper = b2Max( upper, v );
    lowerX = lowerX < vx ? lowerX : vx;
    lowerY = lowerY < vy ? lowerY : vy;
    upperX = upperX > vx ? upperX : vx;
    upperY = upperY > vy ? upperY : vy;
  }
  const r = shape.radius;
  box[0] = lowerX - r;
  box[1] = lowerY - r;
  box[2] = upperX + r;
  box[3] = upperY + r;
  return writeAABB(where, out);
}

/**
 * The bounding box of a segment placed by a transform. C: `b2ComputeSegmentAABB` in geometry.c.
 * @param out - written and returned, in the transform's (usually world) frame
 * @param shape - the segment, in its own frame; only read
 * @param xf - the shape's transform; only read
 * @returns out
 * @throws Error, writing nothing, unless the segment and the transform are finite and the box within ±FLT_MAX ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2ComputeSegmentAABB(out: b2AABB, shape: b2Segment, xf: b2Transform): b2AABB {
  const where = 'b2ComputeSegmentAABB';
  b2CheckOut(where, 'out', out, aabbFields);
  b2CheckSegment(where, 'shape', shape);
  b2CheckTransform(where, 'xf', xf);
  const c = xf.q.c;
  const s = xf.q.s;
  const v1x = c * shape.point1.x - s * shape.point1.y + xf.p.x;
  const v1y = s * shape.point1.x + c * shape.point1.y + xf.p.y;
  const v2x = c * shape.point2.x - s * shape.point2.y + xf.p.x;
  const v2y = s * shape.point2.x + c * shape.point2.y + xf.p.y;
  box[0] = v1x < v2x ? v1x : v2x;
  box[1] = v1y < v2y ? v1y : v2y;
  box[2] = v1x > v2x ? v1x : v2x;
  box[3] = v1y > v2y ? v1y : v2y;
  return writeAABB(where, out);
}
