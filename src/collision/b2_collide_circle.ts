// Circle-circle and polygon-circle contact manifolds (C++ b2_collide_circle.cpp, Box2D v2.4.1).
// Every expression follows the C++ operation order; vectors are unrolled into plain numbers.

import { b2_epsilon as b2_epsilonImport, b2_maxPolygonVertices as b2_maxPolygonVerticesImport } from '../common/b2_settings';
import { type b2XY, b2Vec2CopyUnchecked as b2Vec2CopyUncheckedImport } from '../common/b2_math';
import {
  b2NewTransformArray, b2TransformNumbers as b2TransformNumbersImport, type b2TransformLike,
} from '../common/b2_transform';
import type { b2CircleShape } from './b2_circle_shape';
import { b2CheckTransforms } from '../common/b2_checks';
import {
  b2CheckCircle, b2CheckCollideArguments, b2CheckPolygon, b2ManifoldWriteRefused,
  b2ProbeManifoldWrites as b2ProbeManifoldWritesImport,
} from './b2_collide_checks';
import {
  b2ContactFeatureType as b2ContactFeatureTypeImport, b2WriteContactFeature as b2WriteContactFeatureImport,
} from './b2_contact_id';
import { b2Manifold, b2ManifoldType as b2ManifoldTypeImport } from './b2_manifold';
import type { b2PolygonShape } from './b2_polygon_shape';

// What the hot paths below read from other modules, bound to module consts of the same names
// (rule 13).
const b2_epsilon = b2_epsilonImport;
const b2_maxPolygonVertices = b2_maxPolygonVerticesImport;
const b2Vec2CopyUnchecked = b2Vec2CopyUncheckedImport;
const b2TransformNumbers = b2TransformNumbersImport;
const b2ProbeManifoldWrites = b2ProbeManifoldWritesImport;
const b2ContactFeatureType = b2ContactFeatureTypeImport;
const b2WriteContactFeature = b2WriteContactFeatureImport;
const b2ManifoldType = b2ManifoldTypeImport;

// Scratch of both colliders: the numbers of a transform without m_packed (b2TransformNumbers).
const scratchA = b2NewTransformArray();
const scratchB = b2NewTransformArray();

/**
 * Computes the contact manifold of two circles: one e_circles point when the centres are no
 * farther apart than the sum of the radii, none otherwise. C++: `b2CollideCircles` in
 * b2_collide_circle.cpp.
 * @param manifold - receives the contact: localPoint is A's centre in A's frame, points[0].localPoint
 * B's centre in B's frame, no normal (b2WorldManifold derives it); written, impulses left alone
 * @param circleA - shape A; only read
 * @param xfA - A's world frame; only read
 * @param circleB - shape B; only read
 * @param xfB - B's world frame; only read
 * @throws Error, before writing anything, on a non-finite transform or a circle without a
 * positive, finite radius, or a frozen manifold part it writes (Deviation 7, shapes beyond polygons, in [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md); [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2CollideCircles(
  manifold: b2Manifold,
  circleA: Readonly<b2CircleShape>,
  xfA: b2TransformLike,
  circleB: Readonly<b2CircleShape>,
  xfB: b2TransformLike,
): void {
  // Not in C++: the try is the test for null, undefined or a number in place of an object: a read
  // from one throws before any write, and the catch sends it to the naming (V8's map check on each
  // read is the test, so a sound call pays nothing for it); a manifold that refuses a write is
  // named there too. The work is in circlesKernel, so that this function stays small.
  try {
    circlesKernel(manifold, circleA, xfA, circleB, xfB);
  } catch (error) {
    circlesCaught(manifold, circleA, xfA, circleB, xfB, error);
  }
}

// b2CollideCircles inside its try. Not in C++: every input is checked before any arithmetic or
// write, in one condition over the numbers as read, each read once into a local that the test and
// the arithmetic share: the manifold's points are an object, every number is a number (typeof;
// V8 removes these tests where the fields hold doubles), both radii are above 0, one sum of
// squares of the positions and radii is within 1e76 (so each is within ±1e38, inside
// ±b2_maxFloat; NaN and Infinity fail it) and each rotation's s² + c² is within 2 (so |s| + |c| <=
// 2, b2RotationIsBounded). A false is not a refusal: circlesFailure then applies each rule as
// written (a coordinate of 3e38 passes there) and the collision goes on. The test reads the
// numbers as the caller left them, so both builds accept the same inputs (a sum over the computed
// distance let 1e300 in both transforms cancel out in float64 while float32 refused it). A const,
// as are transformsFit and circlesContact (rule 13).
//
// Sizes for V8's inlining (measured with --print-bytecode on Node 20): this function is 454 bytes
// of bytecode, under the 460 a function may have to be inlined at all; b2CollideCircles is 73,
// transformsFit 177, circlesContact 142, b2TransformNumbers 20. A caller inlines them all when it
// meets this function before V8 has optimised it alone. When it has (it is hot on its own first),
// V8 weighs it with what its own code inlined, 813 bytes, times 1.2, against the caller's budget
// of 920, and calls it instead: about 50 more instructions per call. With the test in a helper of
// its own that read the fields again, the pieces came to over 920 bytes, and the helper was called
// on every collision.
const circlesKernel = (
  manifold: b2Manifold,
  circleA: Readonly<b2CircleShape>,
  xfA: b2TransformLike,
  circleB: Readonly<b2CircleShape>,
  xfB: b2TransformLike,
): void => {
  const tA = b2TransformNumbers(xfA, scratchA); // [p.x, p.y, q.s, q.c] (rule 11)
  const tB = b2TransformNumbers(xfB, scratchB);
  const lpA = circleA.m_p;
  const lpB = circleB.m_p;
  const xA = lpA.x;
  const yA = lpA.y;
  const rA = circleA.m_radius;
  const xB = lpB.x;
  const yB = lpB.y;
  const rB = circleB.m_radius;
  // f32: exact (an input check reads the fields as the caller left them)
  if (
    !(typeof manifold.points === 'object' && transformsFit(tA, tB) &&
      typeof xA === 'number' && typeof yA === 'number' && typeof xB === 'number' && typeof yB === 'number' &&
      typeof rA === 'number' && typeof rB === 'number' && rA > 0 && rB > 0 &&
      xA * xA + yA * yA + rA * rA + xB * xB + yB * yB + rB * rB <= 1e76)
  ) {
    circlesFailure(manifold, circleA, xfA, circleB, xfB);
  }
  const pxA = tA[0];
  const pyA = tA[1];
  const sA = tA[2];
  const cA = tA[3];
  const pxB = tB[0];
  const pyB = tB[1];
  const sB = tB[2];
  const cB = tB[3];

  // pA = b2Mul(xfA, circleA.m_p); pB = b2Mul(xfB, circleB.m_p)
  const pAx = cA * xA - sA * yA + pxA;
  const pAy = sA * xA + cA * yA + pyA;
  const pBx = cB * xB - sB * yB + pxB;
  const pBy = sB * xB + cB * yB + pyB;

  const dx = pBx - pAx;
  const dy = pBy - pAy;
  const distSqr = dx * dx + dy * dy;
  const radius = rA + rB;

  if (distSqr > radius * radius) {
    manifold.pointCount = 0;
    return;
  }
  circlesContact(manifold, lpA, lpB);
};

// circlesKernel's test of the two transforms' numbers (xfA's and xfB's [p.x, p.y, q.s, q.c], rule
// 11): all numbers (typeof), the sum of the positions' squares within 1e76 (so each within ±1e38)
// and each rotation's s² + c² within 2 (b2RotationIsBounded). Apart so that circlesKernel stays
// under V8's 460-byte limit for inlining it; arrays in, a boolean out (rule 3).
// f32: exact (an input check reads the fields as the caller left them)
const transformsFit = (tA: readonly number[], tB: readonly number[]): boolean => {
  const pxA = tA[0];
  const pyA = tA[1];
  const sA = tA[2];
  const cA = tA[3];
  const pxB = tB[0];
  const pyB = tB[1];
  const sB = tB[2];
  const cB = tB[3];
  return (
    typeof pxA === 'number' && typeof pyA === 'number' && typeof sA === 'number' && typeof cA === 'number' &&
    typeof pxB === 'number' && typeof pyB === 'number' && typeof sB === 'number' && typeof cB === 'number' &&
    pxA * pxA + pyA * pyA + pxB * pxB + pyB * pyB <= 1e76 && sA * sA + cA * cA <= 2 && sB * sB + cB * cB <= 2
  );
};

// b2CollideCircles' writes on a contact, written out (no helper calls) to keep the bytecode that
// circlesKernel's caller inlines small (see circlesKernel). Not in C++: a manifold that refuses a
// write (a frozen part) is named with nothing written. The writes are C++'s, in another order
// (nothing reads between them): b2CollideCircles writes pointCount = 0 only on the early out,
// where it is the one write; here the first field of each other part written takes its own value
// back first, so a frozen part refuses before any change (b2CollideCircles' catch names it).
const circlesContact = (manifold: b2Manifold, lpA: b2XY, lpB: b2XY): void => {
  const cp = manifold.points[0];
  const localPoint = manifold.localPoint;
  const localNormal = manifold.localNormal;
  const pointLocal = cp.localPoint;
  const cf = cp.id.cf;
  // f32: exact (the probe writes back each field as the caller left it)
  localPoint.x = localPoint.x;
  // f32: exact (the probe writes back each field as the caller left it)
  localNormal.x = localNormal.x;
  // f32: exact (the probe writes back each field as the caller left it)
  pointLocal.x = pointLocal.x;
  // f32: integer (the probe writes back a byte as the caller left it)
  cf.indexA = cf.indexA;
  manifold.pointCount = 1;
  manifold.type = 0; // b2ManifoldType.e_circles, a literal: a load is bytecode to inline (circlesKernel)
  localPoint.x = lpA.x;
  localPoint.y = lpA.y;
  localNormal.x = 0;
  localNormal.y = 0;
  pointLocal.x = lpB.x;
  pointLocal.y = lpB.y;
  // C++: cp->id.key = 0
  cf.indexA = 0;
  cf.indexB = 0;
  cf.typeA = 0;
  cf.typeB = 0;
};

// b2CollideCircles' catch: an error of its own goes on as it is; else (an engine TypeError from a
// null argument or a refused write) circlesFailure names the argument, and b2ManifoldWriteRefused
// the refused write.
function circlesCaught(
  manifold: b2Manifold,
  circleA: Readonly<b2CircleShape>,
  xfA: b2TransformLike,
  circleB: Readonly<b2CircleShape>,
  xfB: b2TransformLike,
  error: unknown,
): never {
  if (!(error instanceof Error && error.message.startsWith('b2CollideCircles:'))) {
    circlesFailure(manifold, circleA, xfA, circleB, xfB);
  }
  b2ManifoldWriteRefused('b2CollideCircles', manifold, error);
}

// b2CollideCircles' cold path: names what is wrong, if anything, in the order of its checks:
// the arguments (b2CheckCollideArguments, which returns when each is an object of its kind and
// the manifold takes writes), the transforms, circle A, circle B. A finite input that only failed
// the fast test (a coordinate of 3e38) is not wrong: it returns, and the collision goes on, as in C++.
function circlesFailure(
  manifold: b2Manifold,
  circleA: Readonly<b2CircleShape>,
  xfA: b2TransformLike,
  circleB: Readonly<b2CircleShape>,
  xfB: b2TransformLike,
): void {
  const where = 'b2CollideCircles';
  b2CheckCollideArguments(where, manifold, 'circleA', 'circle', circleA, xfA, 'circleB', 'circle', circleB, xfB);
  b2CheckTransforms(where, xfA, xfB);
  b2CheckCircle(where, circleA);
  b2CheckCircle(where, circleB);
}

/**
 * Computes the contact manifold of a polygon and a circle: one e_faceA point whose local normal is
 * the nearest face's normal when the circle's centre is inside the polygon or over a face, or the
 * direction from the nearest vertex when the centre is in a vertex region. C++:
 * `b2CollidePolygonAndCircle` in b2_collide_circle.cpp.
 * @param manifold - receives the contact: localNormal and localPoint in the polygon's frame,
 * points[0].localPoint the circle's centre in its frame; written, impulses left alone
 * @param polygonA - shape A; only read
 * @param xfA - A's world frame; only read
 * @param circleB - shape B; only read
 * @param xfB - B's world frame; only read
 * @throws Error, before writing anything, on a non-finite transform, an unbuilt polygon or a circle
 * without a positive, finite radius, or a frozen manifold part it writes ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2CollidePolygonAndCircle(
  manifold: b2Manifold,
  polygonA: Readonly<b2PolygonShape>,
  xfA: b2TransformLike,
  circleB: Readonly<b2CircleShape>,
  xfB: b2TransformLike,
): void {
  // Not in C++: every input is checked before any arithmetic or write, and named on failure by
  // polygonCircleFailure. The try is the test for null, undefined or a number in place of an
  // object (the arguments, the polygon's m_packed, the centre): a read from one throws, before any
  // write, and the catch sends it to the naming (V8's map check on each read is the test, so a
  // sound call pays nothing for it). Then, in one condition, the manifold's points are an object
  // (as in circlesKernel) and every number read below: typeof (V8 removes these tests where the fields
  // hold doubles), m_count a whole number from 3 to b2_maxPolygonVertices, the circle's radius
  // above 0 and the polygon's at least 0, one sum of squares of the positions, the centre and the
  // radii within 1e76 (so each within ±1e38, inside ±b2_maxFloat; NaN and Infinity fail it) and
  // each rotation's s² + c² within 2 (so
  // |s| + |c| <= 2, b2RotationIsBounded). A failure of the sum alone is not a refusal: the
  // naming applies each rule as written (a coordinate of 3e38 passes there) and the collision
  // goes on. The test reads the numbers as the caller left them, so both builds accept the same
  // inputs. Each failing branch ends in the cold call, never in a merge back into the hot path
  // (as early returns of a helper, the same tests made b2CollideCircles about twice as slow).
  try {
    const tA = b2TransformNumbers(xfA, scratchA); // [p.x, p.y, q.s, q.c] (rule 11)
    const tB = b2TransformNumbers(xfB, scratchB);
    const lp = circleB.m_p;
    const rB = circleB.m_radius;
    // Vertex i at packed[i << 1], normal i at packed[(i << 1) | 16], the skin radius at packed[34]
    // (b2PolygonShape.m_packed).
    const packed = polygonA.m_packed;
    const rA = packed[34];
    const vertexCount = polygonA.m_count;
    const pxA = tA[0];
    const pyA = tA[1];
    const sA = tA[2];
    const cA = tA[3];
    const pxB = tB[0];
    const pyB = tB[1];
    const sB = tB[2];
    const cB = tB[3];
    const lx = lp.x;
    const ly = lp.y;
    // f32: exact (an input check reads the fields as the caller left them)
    if (
      !(typeof manifold.points === 'object' &&
        typeof pxA === 'number' && typeof pyA === 'number' && typeof sA === 'number' && typeof cA === 'number' &&
        typeof pxB === 'number' && typeof pyB === 'number' && typeof sB === 'number' && typeof cB === 'number' &&
        typeof lx === 'number' && typeof ly === 'number' && typeof rB === 'number' && typeof rA === 'number' &&
        typeof vertexCount === 'number' && (vertexCount | 0) === vertexCount && vertexCount >= 3 && vertexCount <= b2_maxPolygonVertices &&
        rB > 0 && rA >= 0 &&
        pxA * pxA + pyA * pyA + pxB * pxB + pyB * pyB + lx * lx + ly * ly + rA * rA + rB * rB <= 1e76 &&
        sA * sA + cA * cA <= 2 && sB * sB + cB * cB <= 2)
    ) {
      polygonCircleFailure(manifold, polygonA, xfA, circleB, xfB);
    }

    // c = b2Mul(xfB, circleB.m_p); cLocal = b2MulT(xfA, c): the centre in the polygon's frame.
    const cx = cB * lx - sB * ly + pxB;
    const cy = sB * lx + cB * ly + pyB;
    const tx = cx - pxA;
    const ty = cy - pyA;
    const cLocalX = cA * tx + sA * ty;
    const cLocalY = -sA * tx + cA * ty;

    // Not in C++: a manifold that refuses a write (a frozen part) is named with nothing written.
    // C++ writes pointCount = 0 here; here each early out writes it, its one write, and before a
    // contact's writes the probe writes back what each other part holds, so a refusal comes first.

    // The face of least penetration (largest separation); the first one on ties.
    let normalIndex = 0;
    let separation = -3.4028234663852886e38; // -b2_maxFloat (rule 4)
    const radius = rA + rB;

    for (let i = 0; i < vertexCount; ++i) {
      const i2 = i << 1;
      const s = packed[i2 | 16] * (cLocalX - packed[i2]) + packed[i2 | 17] * (cLocalY - packed[i2 | 1]);
      if (s > radius) {
        // Early out: this face separates.
        manifold.pointCount = 0;
        return;
      }
      if (s > separation) {
        separation = s;
        normalIndex = i;
      }
    }

    // The end points of that face.
    const vertIndex1 = normalIndex;
    const vertIndex2 = vertIndex1 + 1 < vertexCount ? vertIndex1 + 1 : 0;
    const v1x = packed[vertIndex1 << 1];
    const v1y = packed[(vertIndex1 << 1) | 1];
    const v2x = packed[vertIndex2 << 1];
    const v2y = packed[(vertIndex2 << 1) | 1];

    const cp = manifold.points[0];
    b2ProbeManifoldWrites(manifold, cp);

    // C++ writes the contact in each of its three regions; here each region computes the normal
    // and the point, and one tail writes them (the same values, the writes in C++'s order).
    let nx: number;
    let ny: number;
    let px: number;
    let py: number;
    if (separation < b2_epsilon) {
      // The centre is inside the polygon (or within b2_epsilon of the face).
      nx = packed[(normalIndex << 1) | 16];
      ny = packed[(normalIndex << 1) | 17];
      px = 0.5 * (v1x + v2x);
      py = 0.5 * (v1y + v2y);
    } else {
      // Where the centre projects along the face: u1 <= 0 is v1's vertex region, u2 <= 0 is v2's
      // (C++ tests u1 first, so a centre in both is v1's).
      const u1 = (cLocalX - v1x) * (v2x - v1x) + (cLocalY - v1y) * (v2y - v1y);
      const u2 = (cLocalX - v2x) * (v1x - v2x) + (cLocalY - v2y) * (v1y - v2y);
      if (u1 <= 0.0 || u2 <= 0.0) {
        // C++'s two vertex branches, one arithmetic: the vertex v is v1 or v2.
        const atV1 = u1 <= 0.0;
        px = atV1 ? v1x : v2x;
        py = atV1 ? v1y : v2y;
        // b2DistanceSquared(cLocal, v)
        const dx = cLocalX - px;
        const dy = cLocalY - py;
        if (dx * dx + dy * dy > radius * radius) {
          manifold.pointCount = 0;
          return;
        }
        // localNormal = cLocal - v, then Normalize(): unchanged when shorter than b2_epsilon.
        // Written out rather than called (rule 3).
        nx = dx;
        ny = dy;
        const length = Math.sqrt(dx * dx + dy * dy);
        if (!(length < b2_epsilon)) {
          const invLength = 1.0 / length;
          nx *= invLength;
          ny *= invLength;
        }
      } else {
        // The face region: the separation from the face's midpoint along its normal.
        px = 0.5 * (v1x + v2x);
        py = 0.5 * (v1y + v2y);
        nx = packed[(vertIndex1 << 1) | 16];
        ny = packed[(vertIndex1 << 1) | 17];
        const s = (cLocalX - px) * nx + (cLocalY - py) * ny;
        if (s > radius) {
          manifold.pointCount = 0;
          return;
        }
      }
    }

    manifold.pointCount = 1;
    manifold.type = b2ManifoldType.e_faceA;
    manifold.localNormal.x = nx;
    manifold.localNormal.y = ny;
    manifold.localPoint.x = px;
    manifold.localPoint.y = py;
    b2Vec2CopyUnchecked(cp.localPoint, lp);
    // C++: cp.id.key = 0 (both vertices' index 0, both types e_vertex)
    b2WriteContactFeature(cp.id.cf, 0, 0, b2ContactFeatureType.e_vertex, b2ContactFeatureType.e_vertex);
  } catch (error) {
    polygonCircleCaught(manifold, polygonA, xfA, circleB, xfB, error);
  }
}

// b2CollidePolygonAndCircle's catch: as circlesCaught.
function polygonCircleCaught(
  manifold: b2Manifold,
  polygonA: Readonly<b2PolygonShape>,
  xfA: b2TransformLike,
  circleB: Readonly<b2CircleShape>,
  xfB: b2TransformLike,
  error: unknown,
): never {
  if (!(error instanceof Error && error.message.startsWith('b2CollidePolygonAndCircle:'))) {
    polygonCircleFailure(manifold, polygonA, xfA, circleB, xfB);
  }
  b2ManifoldWriteRefused('b2CollidePolygonAndCircle', manifold, error);
}

// b2CollidePolygonAndCircle's cold path: names what is wrong, if anything, in the order of its
// checks: the arguments (b2CheckCollideArguments, as for b2CollideCircles), the transforms, the
// polygon, the circle. Returns when each number is within its rule.
function polygonCircleFailure(
  manifold: b2Manifold,
  polygonA: Readonly<b2PolygonShape>,
  xfA: b2TransformLike,
  circleB: Readonly<b2CircleShape>,
  xfB: b2TransformLike,
): void {
  const where = 'b2CollidePolygonAndCircle';
  b2CheckCollideArguments(where, manifold, 'polygonA', 'polygon', polygonA, xfA, 'circleB', 'circle', circleB, xfB);
  b2CheckTransforms(where, xfA, xfB);
  b2CheckPolygon(where, polygonA);
  b2CheckCircle(where, circleB);
}
