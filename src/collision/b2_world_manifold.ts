// World-space view of a manifold (C++ b2WorldManifold::Initialize, b2_collision.cpp).

import { b2_epsilon } from '../common/b2_settings';
import { b2CheckUnitRotation, b2IsUnitRotation, b2Vec2 } from '../common/b2_math';
import { b2NewTransformArray, b2TransformNumbers, type b2TransformLike } from '../common/b2_transform';
import { b2Manifold, b2ManifoldType } from './b2_manifold';
import { b2CheckFinitePoint, b2CheckNumber, b2CheckOutput, b2CheckTransformObject, b2CheckTransforms, b2DescribeValue, b2TransformsAreNumbers } from '../common/b2_checks';

/** Scratch of b2WorldManifold.Initialize only: its radii, for initializeWorldManifold. */
class b2WorldManifoldRadii {
  radiusA = 0;
  radiusB = 0;
}
const radii = new b2WorldManifoldRadii();
// Scratch of initializeWorldManifold: the numbers of a transform without m_packed.
const scratchA = b2NewTransformArray();
const scratchB = b2NewTransformArray();

/**
 * A manifold's normal, points and separations in world coordinates, for a solver or a renderer.
 * C++: `b2WorldManifold` in b2_collision.h/.cpp; members keep their C++ names.
 * @example
 * ```ts
 * import { b2CollidePolygons, b2Manifold, b2PolygonShape, b2Transform, b2WorldManifold } from 'b2collide';
 *
 * const ground = new b2PolygonShape().SetAsBox(5, 0.5);
 * const box = new b2PolygonShape().SetAsBox(0.5, 0.5);
 * const xfA = new b2Transform();
 * const xfB = new b2Transform().SetPositionSinCos(0, 0.99, 0, 1); // sunk 0.01 into the ground
 * const manifold = new b2Manifold();
 * b2CollidePolygons(manifold, ground, xfA, box, xfB);
 *
 * const world = new b2WorldManifold();
 * world.Initialize(manifold, xfA, ground.m_radius, xfB, box.m_radius);
 * console.log(world.normal.x, world.normal.y); // 0 1
 * console.log(world.points[0].x, world.points[0].y); // -0.5 0.495
 * console.log(world.separations[0].toFixed(3)); // -0.030
 * ```
 */
export class b2WorldManifold {
  /** Unit normal pointing from A to B. */
  readonly normal = new b2Vec2();
  /** Contact points, midway between the two surfaces. */
  readonly points: readonly [b2Vec2, b2Vec2] = [new b2Vec2(), new b2Vec2()];
  /** Signed gap between the surfaces at each point; negative means overlap. */
  readonly separations: [number, number] = [0, 0];

  /**
   * Fills this from a local manifold and the two shapes' transforms and radii. Leaves every field
   * as it was when the manifold has no points, as C++ does. C++: `b2WorldManifold::Initialize` in
   * b2_collision.cpp.
   * @param manifold - the manifold from a collide function; only read
   * @param xfA - shape A's world frame; only read
   * @param radiusA - shape A's radius (m_radius: a polygon's skin or a circle's radius), m
   * @param xfB - shape B's world frame; only read
   * @param radiusB - shape B's radius, m
   * @throws Error, before writing anything, unless pointCount is 0, 1 or 2, the radii are finite and
   * not negative, the transforms finite with unit rotations, the manifold's local points and normal
   * finite (the normal unit), type a b2ManifoldType, and this takes the writes (not frozen) (Deviation 2, errors instead of asserts, in
   * [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md); [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  Initialize(manifold: Readonly<b2Manifold>, xfA: b2TransformLike, radiusA: number, xfB: b2TransformLike, radiusB: number): void {
    // Not in C++: the manifold and the transforms are objects (a typeof each), named on failure; a
    // null, a number or `{}` would otherwise meet an engine TypeError.
    if (typeof manifold?.points !== 'object' || typeof xfA !== 'object' || xfA === null || typeof xfB !== 'object' || xfB === null) {
      worldManifoldObjectsFailure(manifold, xfA, xfB);
    }
    if (manifold.pointCount === 0) {
      return;
    }
    // Kept this small so that V8 inlines it into the caller; the radii reach the body through a
    // scratch object (rule 3).
    radii.radiusA = radiusA;
    radii.radiusB = radiusB;
    initializeWorldManifold(this, manifold, xfA, xfB);
  }
}

// b2WorldManifold.Initialize's cold path for its objects: names the one that is not what it should be.
function worldManifoldObjectsFailure(manifold: unknown, xfA: unknown, xfB: unknown): void {
  const where = 'b2WorldManifold.Initialize';
  const points: unknown = (manifold as { readonly points?: unknown } | null | undefined)?.points;
  if (typeof manifold !== 'object' || manifold === null || Array.isArray(manifold) || !Array.isArray(points) || points.length < 2) {
    throw new Error(`${where}: manifold expected a b2Manifold, got ${b2DescribeValue(manifold)}`);
  }
  for (const [name, xf] of [['xfA', xfA], ['xfB', xfB]] as const) {
    if ((xf as { readonly m_packed?: unknown } | null | undefined)?.m_packed === undefined) {
      b2CheckTransformObject(where, name, xf);
    }
  }
}

// True when the normal, the first pointCount points and separations take writes: each written
// back with what it holds, so nothing changes (a frozen one refuses, a TypeError in strict code).
// f32: exact (the probe writes back each field as the caller left it)
function worldTakesWrites(world: b2WorldManifold, pointCount: number): boolean {
  try {
    const normal = world.normal;
    normal.x = normal.x;
    normal.y = normal.y;
    const separations = world.separations;
    for (let i = 0; i < pointCount; ++i) {
      const point = world.points[i];
      point.x = point.x;
      point.y = point.y;
      separations[i] = separations[i];
    }
  } catch {
    return false;
  }
  return true;
}

// b2WorldManifold.Initialize's cold path for what it writes: names the part that is frozen.
function worldManifoldOutputFailure(world: b2WorldManifold, pointCount: number): void {
  const where = 'b2WorldManifold.Initialize';
  b2CheckOutput(where, 'this.normal', world.normal);
  b2CheckOutput(where, 'this.separations', world.separations);
  for (let i = 0; i < pointCount; ++i) {
    b2CheckOutput(where, `this.points[${i}]`, world.points[i]);
  }
  throw new Error(`${where}: this has a read-only field; pass a b2WorldManifold the result can be written into`);
}

/** The body of b2WorldManifold.Initialize (manifold.pointCount > 0; the radii are in `radii`). */
function initializeWorldManifold(world: b2WorldManifold, manifold: Readonly<b2Manifold>, xfA: b2TransformLike, xfB: b2TransformLike): void {
  const radiusA = radii.radiusA;
  const radiusB = radii.radiusB;
  // Each transform's [p.x, p.y, q.s, q.c] (rule 11).
  const tA = b2TransformNumbers(xfA, scratchA);
  const tB = b2TransformNumbers(xfB, scratchB);
  // Not in C++: the inputs are checked before anything is written (a NaN radius or transform gave
  // NaN world points, a pointCount of 3 an engine TypeError): typeof first, which V8 removes where
  // the fields hold numbers, then every number read below within ±b2_maxFloat, and a face
  // manifold's localNormal of unit length within 0.001 (the colliders write unit normals; a
  // normal of length 1e18 overflowed float32), and unit rotations (b2IsUnitRotation; not tested by
  // the colliders, whose hot paths stay free of it).
  const pointCount = manifold.pointCount;
  const ln = manifold.localNormal;
  const lp = manifold.localPoint;
  const lp0 = manifold.points[0].localPoint;
  const lp1 = manifold.points[1].localPoint;
  if (
    typeof pointCount !== 'number' || !(pointCount === 1 || pointCount === 2) ||
    typeof radiusA !== 'number' || typeof radiusB !== 'number' || !b2TransformsAreNumbers(tA, tB) ||
    typeof ln.x !== 'number' || typeof ln.y !== 'number' || typeof lp.x !== 'number' || typeof lp.y !== 'number' ||
    typeof lp0.x !== 'number' || typeof lp0.y !== 'number' ||
    (pointCount === 2 && (typeof lp1.x !== 'number' || typeof lp1.y !== 'number'))
  ) {
    worldManifoldInputFailure(manifold, xfA, radiusA, xfB, radiusB);
  }
  // One sum of magnitudes for every number read (rule 7): within ±b2_maxFloat, so finite. Where it
  // fails, which large but valid numbers may also do, the cold path tests them one by one.
  // f32: exact (an input check reads the fields as the caller left them)
  const magnitude =
    Math.abs(radiusA) + Math.abs(radiusB) + Math.abs(ln.x) + Math.abs(ln.y) + Math.abs(lp.x) + Math.abs(lp.y) +
    Math.abs(lp0.x) + Math.abs(lp0.y) + (pointCount === 2 ? Math.abs(lp1.x) + Math.abs(lp1.y) : 0) +
    Math.abs(tA[0]) + Math.abs(tA[1]) + Math.abs(tA[2]) + Math.abs(tA[3]) +
    Math.abs(tB[0]) + Math.abs(tB[1]) + Math.abs(tB[2]) + Math.abs(tB[3]);
  if (
    !(magnitude <= 3.4028234663852886e38) || // b2_maxFloat (rule 4)
    !(radiusA >= 0 && radiusB >= 0) ||
    (manifold.type !== b2ManifoldType.e_circles && !(Math.abs(ln.x * ln.x + ln.y * ln.y - 1) <= 0.001)) ||
    !(b2IsUnitRotation(tA[2], tA[3]) && b2IsUnitRotation(tB[2], tB[3]))
  ) {
    worldManifoldInputFailure(manifold, xfA, radiusA, xfB, radiusB);
  }
  // Not in C++: the fields written below take writes (a frozen normal, point or separations array
  // met a V8 TypeError after a partial write); a write-back probe, named on the cold path.
  if (!worldTakesWrites(world, pointCount)) {
    worldManifoldOutputFailure(world, pointCount);
  }
  switch (manifold.type) {
    case b2ManifoldType.e_circles: {
      // pointA = b2Mul(xfA, localPoint); pointB = b2Mul(xfB, points[0].localPoint)
      const lpA = lp;
      const lpB = manifold.points[0].localPoint;
      const pointAx = tA[3] * lpA.x - tA[2] * lpA.y + tA[0];
      const pointAy = tA[2] * lpA.x + tA[3] * lpA.y + tA[1];
      const pointBx = tB[3] * lpB.x - tB[2] * lpB.y + tB[0];
      const pointBy = tB[2] * lpB.x + tB[3] * lpB.y + tB[1];
      let nx = 1.0;
      let ny = 0.0;
      const dx = pointAx - pointBx;
      const dy = pointAy - pointBy;
      if (dx * dx + dy * dy > b2_epsilon * b2_epsilon) {
        nx = pointBx - pointAx;
        ny = pointBy - pointAy;
        const length = Math.sqrt(nx * nx + ny * ny);
        if (!(length < b2_epsilon)) {
          const invLength = 1 / length;
          nx *= invLength;
          ny *= invLength;
        }
      }
      world.normal.x = nx;
      world.normal.y = ny;
      const cAx = pointAx + radiusA * nx;
      const cAy = pointAy + radiusA * ny;
      const cBx = pointBx - radiusB * nx;
      const cBy = pointBy - radiusB * ny;
      world.points[0].x = 0.5 * (cAx + cBx);
      world.points[0].y = 0.5 * (cAy + cBy);
      world.separations[0] = (cBx - cAx) * nx + (cBy - cAy) * ny;
      break;
    }

    case b2ManifoldType.e_faceA: {
      // normal = b2Mul(xfA.q, localNormal); planePoint = b2Mul(xfA, localPoint)
      const nx = tA[3] * ln.x - tA[2] * ln.y;
      const ny = tA[2] * ln.x + tA[3] * ln.y;
      const planeX = tA[3] * lp.x - tA[2] * lp.y + tA[0];
      const planeY = tA[2] * lp.x + tA[3] * lp.y + tA[1];
      world.normal.x = nx;
      world.normal.y = ny;
      for (let i = 0; i < manifold.pointCount; ++i) {
        const lc = manifold.points[i].localPoint;
        const clipX = tB[3] * lc.x - tB[2] * lc.y + tB[0];
        const clipY = tB[2] * lc.x + tB[3] * lc.y + tB[1];
        // cA = clip + (radiusA - dot(clip - plane, normal)) * normal; cB = clip - radiusB * normal
        const toA = radiusA - ((clipX - planeX) * nx + (clipY - planeY) * ny);
        const cAx = clipX + toA * nx;
        const cAy = clipY + toA * ny;
        const cBx = clipX - radiusB * nx;
        const cBy = clipY - radiusB * ny;
        world.points[i].x = 0.5 * (cAx + cBx);
        world.points[i].y = 0.5 * (cAy + cBy);
        world.separations[i] = (cBx - cAx) * nx + (cBy - cAy) * ny;
      }
      break;
    }

    case b2ManifoldType.e_faceB: {
      const nx = tB[3] * ln.x - tB[2] * ln.y;
      const ny = tB[2] * ln.x + tB[3] * ln.y;
      const planeX = tB[3] * lp.x - tB[2] * lp.y + tB[0];
      const planeY = tB[2] * lp.x + tB[3] * lp.y + tB[1];
      for (let i = 0; i < manifold.pointCount; ++i) {
        const lc = manifold.points[i].localPoint;
        const clipX = tA[3] * lc.x - tA[2] * lc.y + tA[0];
        const clipY = tA[2] * lc.x + tA[3] * lc.y + tA[1];
        const toB = radiusB - ((clipX - planeX) * nx + (clipY - planeY) * ny);
        const cBx = clipX + toB * nx;
        const cBy = clipY + toB * ny;
        const cAx = clipX - radiusA * nx;
        const cAy = clipY - radiusA * ny;
        world.points[i].x = 0.5 * (cAx + cBx);
        world.points[i].y = 0.5 * (cAy + cBy);
        world.separations[i] = (cAx - cBx) * nx + (cAy - cBy) * ny;
      }
      // The normal must point from A to B.
      world.normal.x = -nx;
      world.normal.y = -ny;
      break;
    }

    default:
      throw new Error(`b2WorldManifold.Initialize: the manifold's type ${b2DescribeValue(manifold.type)} is not e_circles (0), e_faceA (1) or e_faceB (2)`);
  }
}

// The cold path of initializeWorldManifold's checks: names the first bad input and throws;
// returns when every input is sound (only their sum of magnitudes passed b2_maxFloat).
function worldManifoldInputFailure(
  manifold: Readonly<b2Manifold>,
  xfA: b2TransformLike,
  radiusA: number,
  xfB: b2TransformLike,
  radiusB: number,
): void {
  const where = 'b2WorldManifold.Initialize';
  const pointCount: unknown = manifold.pointCount;
  if (!(pointCount === 0 || pointCount === 1 || pointCount === 2)) {
    throw new Error(`${where}: the manifold's pointCount ${b2DescribeValue(pointCount)} is not 0, 1 or 2 (b2_maxManifoldPoints)`);
  }
  b2CheckNumber(where, 'radiusA', radiusA);
  b2CheckNumber(where, 'radiusB', radiusB);
  if (!(radiusA >= 0 && radiusB >= 0)) {
    throw new Error(`${where}: the radii (${radiusA}, ${radiusB}) must not be negative`);
  }
  b2CheckTransforms(where, xfA, xfB);
  // f32: exact (an input check reads the fields as the caller left them)
  b2CheckUnitRotation(`${where}: xfA.q`, xfA.q.s, xfA.q.c);
  // f32: exact (an input check reads the fields as the caller left them)
  b2CheckUnitRotation(`${where}: xfB.q`, xfB.q.s, xfB.q.c);
  b2CheckFinitePoint(where, "the manifold's localNormal", manifold.localNormal);
  const ln = manifold.localNormal;
  if (manifold.type !== b2ManifoldType.e_circles && !(Math.abs(ln.x * ln.x + ln.y * ln.y - 1) <= 0.001)) {
    throw new Error(`${where}: the manifold's localNormal (${ln.x}, ${ln.y}) is not a unit vector (a face manifold's normal must be)`);
  }
  b2CheckFinitePoint(where, "the manifold's localPoint", manifold.localPoint);
  for (let i = 0; i < pointCount; ++i) {
    b2CheckFinitePoint(where, `the manifold's points[${i}].localPoint`, manifold.points[i].localPoint);
  }
}
