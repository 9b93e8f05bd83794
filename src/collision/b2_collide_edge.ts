// Edge-circle and edge-polygon contact manifolds (C++ b2_collide_edge.cpp, Box2D v2.4.1): the
// v2.4 algorithm, in which a one-sided edge rejects contacts from behind and uses its ghost
// vertices to skip or snap normals that would catch on the junction with a neighbouring edge.
// Every expression follows the C++ operation order; vectors are unrolled into plain numbers.

import {
  b2_maxManifoldPoints as b2_maxManifoldPointsImport, b2_maxPolygonVertices as b2_maxPolygonVerticesImport,
  b2_epsilon as b2_epsilonImport,
} from '../common/b2_settings';
import {
  b2Vec2, type b2XY, b2Vec2CopyUnchecked as b2Vec2CopyUncheckedImport, b2Vec2SetUnchecked as b2Vec2SetUncheckedImport,
  b2Vec2SetZeroUnchecked as b2Vec2SetZeroUncheckedImport,
} from '../common/b2_math';
import {
  b2NewTransformArray, b2TransformNumbers as b2TransformNumbersImport, type b2TransformLike,
} from '../common/b2_transform';
import { b2NewCoordinateArray } from '../common/b2_coordinate_array';
import type { b2CircleShape } from './b2_circle_shape';
import { b2ClipLine, b2ClipVertex } from './b2_clip_segment_to_line';
import { b2CheckFinitePoint, b2CheckTransforms } from '../common/b2_checks';
import {
  b2BeginManifoldWrites as b2BeginManifoldWritesImport, b2CheckCircle, b2CheckCollideArguments, b2CheckEdge,
  b2CheckPolygon, b2ManifoldWriteRefused, b2WriteNoContact as b2WriteNoContactImport,
} from './b2_collide_checks';
import {
  type b2ContactFeature, b2WriteContactFeature as b2WriteContactFeatureImport,
  b2ContactFeatureType as b2ContactFeatureTypeImport,
} from './b2_contact_id';
import type { b2EdgeShape } from './b2_edge_shape';
import { b2Manifold, b2ManifoldType as b2ManifoldTypeImport } from './b2_manifold';
import type { b2PolygonShape } from './b2_polygon_shape';

// What the hot paths below call or read from other modules, bound to module consts of the same
// names (rule 13).
const b2_maxManifoldPoints = b2_maxManifoldPointsImport;
const b2_maxPolygonVertices = b2_maxPolygonVerticesImport;
const b2_epsilon = b2_epsilonImport;
const b2Vec2CopyUnchecked = b2Vec2CopyUncheckedImport;
const b2Vec2SetUnchecked = b2Vec2SetUncheckedImport;
const b2Vec2SetZeroUnchecked = b2Vec2SetZeroUncheckedImport;
const b2TransformNumbers = b2TransformNumbersImport;
const b2BeginManifoldWrites = b2BeginManifoldWritesImport;
const b2WriteNoContact = b2WriteNoContactImport;
const b2WriteContactFeature = b2WriteContactFeatureImport;
const b2ContactFeatureType = b2ContactFeatureTypeImport;
const b2ManifoldType = b2ManifoldTypeImport;

/**
 * Computes the contact manifold of an edge and a circle. The circle's centre falls in region A
 * (beyond m_vertex1), region B (beyond m_vertex2) or region AB (over the segment). A and B give an
 * e_circles point at that vertex, AB an e_faceA point with the edge's normal turned toward the
 * centre. A one-sided edge gives nothing when the centre is behind it, or when the centre is in
 * region A or B but over the neighbouring edge (that edge owns the contact). C++:
 * `b2CollideEdgeAndCircle` in b2_collide_edge.cpp.
 * @param manifold - receives the contact, points in the edge's (A) and circle's (B) frames;
 * written, impulses left alone
 * @param edgeA - shape A; only read
 * @param xfA - A's world frame; only read
 * @param circleB - shape B; only read
 * @param xfB - B's world frame; only read
 * @throws Error, before writing anything, on a non-finite transform, a circle without a positive,
 * finite radius, an edge that is non-finite or not longer than b2_epsilon, or a frozen manifold part
 * it writes ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2CollideEdgeAndCircle(
  manifold: b2Manifold,
  edgeA: Readonly<b2EdgeShape>,
  xfA: b2TransformLike,
  circleB: Readonly<b2CircleShape>,
  xfB: b2TransformLike,
): void {
  // Not in C++: every input is checked before any arithmetic or write, and named on failure by
  // edgeCircleFailure. The try is the test for null, undefined or a number in place of an object,
  // as in b2CollideCircles: a read from one throws before any write, and the catch sends it
  // to the naming. Then b2CheckTransforms, b2CheckEdge and b2CheckCircle as one condition, written
  // out here (as a helper it was too large for V8 to inline, and 20% slower), with the manifold's
  // points an object (as in b2CollideCircles): typeof first (V8 removes those tests where the
  // fields hold numbers; a BigInt in Math.abs would throw), then one sum of magnitudes within
  // ±b2_maxFloat over both transforms, the edge's points (ghosts only when one-sided) and radius
  // and the circle (each number finite and in range, rule 7), the edge longer than b2_epsilon, the
  // radius positive. Only when it fails does edgeCircleFailure run the checks, to name the field;
  // they find nothing wrong when only the sum overflowed, and the collision goes on.
  try {
    const tA = b2TransformNumbers(xfA, scratchA); // [p.x, p.y, q.s, q.c] (rule 11)
    const tB = b2TransformNumbers(xfB, scratchB);
    const ep = edgeA.m_packed; // layout at b2EdgeShape.m_packed: m_vertex<k> at [2k, 2k + 1]
    const edgeOneSided = edgeA.m_oneSided;
    const edgeR = edgeA.m_radius;
    const lp = circleB.m_p;
    const otherR = circleB.m_radius;
    // f32: exact (an input check reads the fields as the caller left them)
    if (
      typeof manifold.points !== 'object' ||
      typeof tA[0] !== 'number' || typeof tA[1] !== 'number' || typeof tA[2] !== 'number' || typeof tA[3] !== 'number' ||
      typeof tB[0] !== 'number' || typeof tB[1] !== 'number' || typeof tB[2] !== 'number' || typeof tB[3] !== 'number' ||
      typeof ep[2] !== 'number' || typeof ep[3] !== 'number' || typeof ep[4] !== 'number' || typeof ep[5] !== 'number' ||
      typeof edgeR !== 'number' || typeof lp.x !== 'number' || typeof lp.y !== 'number' || typeof otherR !== 'number' ||
      (edgeOneSided && (typeof ep[0] !== 'number' || typeof ep[1] !== 'number' || typeof ep[6] !== 'number' || typeof ep[7] !== 'number')) ||
      !(
        Math.abs(tA[0]) + Math.abs(tA[1]) + Math.abs(tA[2]) + Math.abs(tA[3]) +
          Math.abs(tB[0]) + Math.abs(tB[1]) + Math.abs(tB[2]) + Math.abs(tB[3]) +
          Math.abs(ep[2]) + Math.abs(ep[3]) + Math.abs(ep[4]) + Math.abs(ep[5]) + Math.abs(edgeR) +
          Math.abs(lp.x) + Math.abs(lp.y) + Math.abs(otherR) +
          (edgeOneSided ? Math.abs(ep[0]) + Math.abs(ep[1]) + Math.abs(ep[6]) + Math.abs(ep[7]) : 0) <=
          3.4028234663852886e38 && // b2_maxFloat (rule 4)
        Math.abs(tA[2]) + Math.abs(tA[3]) <= 2 && Math.abs(tB[2]) + Math.abs(tB[3]) <= 2 && // b2RotationIsBounded, written out (rule 3)
        (ep[4] - ep[2]) * (ep[4] - ep[2]) + (ep[5] - ep[3]) * (ep[5] - ep[3]) > b2_epsilon * b2_epsilon &&
        otherR > 0
      )
    ) {
      edgeCircleFailure(manifold, edgeA, xfA, circleB, xfB);
    }

    // Not in C++: a manifold that refuses a write (a frozen part) is named with nothing written.
    // C++ writes pointCount = 0 here; here each early out writes it, its one write
    // (b2WriteNoContact), and a contact's writes begin with b2BeginManifoldWrites, which writes back
    // what each part they reach holds, so a refusal comes before any change.
    // Q = b2MulT(xfA, b2Mul(xfB, circleB.m_p)): the centre in the edge's frame.
    const wx = tB[3] * lp.x - tB[2] * lp.y + tB[0];
    const wy = tB[2] * lp.x + tB[3] * lp.y + tB[1];
    const tx = wx - tA[0];
    const ty = wy - tA[1];
    const Qx = tA[3] * tx + tA[2] * ty;
    const Qy = -tA[2] * tx + tA[3] * ty;

    const Ax = ep[2];
    const Ay = ep[3];
    const Bx = ep[4];
    const By = ep[5];
    const ex = Bx - Ax;
    const ey = By - Ay;

    // The (unnormalised) normal points to the right of A→B.
    let nx = ey;
    let ny = -ex;
    const offset = nx * (Qx - Ax) + ny * (Qy - Ay);

    if (edgeOneSided && offset < 0.0) {
      b2WriteNoContact('b2CollideEdgeAndCircle', manifold);
      return;
    }

    // Barycentric coordinates of the centre's projection, scaled by |e|^2.
    const u = ex * (Bx - Qx) + ey * (By - Qy);
    const v = ex * (Qx - Ax) + ey * (Qy - Ay);

    const radius = edgeR + otherR;

    const cp = manifold.points[0];

    // Region A
    if (v <= 0.0) {
      const dx = Qx - Ax;
      const dy = Qy - Ay;
      const dd = dx * dx + dy * dy;
      if (dd > radius * radius) {
        b2WriteNoContact('b2CollideEdgeAndCircle', manifold);
        return;
      }

      // With a previous edge, a centre over that edge (its region AB) belongs to it.
      if (edgeOneSided) {
        const A1x = ep[0];
        const A1y = ep[1];
        const e1x = Ax - A1x;
        const e1y = Ay - A1y;
        const u1 = e1x * (Ax - Qx) + e1y * (Ay - Qy);
        if (u1 > 0.0) {
          b2WriteNoContact('b2CollideEdgeAndCircle', manifold);
          return;
        }
      }

      b2BeginManifoldWrites('b2CollideEdgeAndCircle', manifold, 1);
      manifold.pointCount = 1;
      manifold.type = b2ManifoldType.e_circles;
      b2Vec2SetZeroUnchecked(manifold.localNormal);
      manifold.localPoint.x = Ax;
      manifold.localPoint.y = Ay;
      b2WriteContactFeature(cp.id.cf, 0, 0, b2ContactFeatureType.e_vertex, b2ContactFeatureType.e_vertex);
      b2Vec2CopyUnchecked(cp.localPoint, lp);
      return;
    }

    // Region B
    if (u <= 0.0) {
      const dx = Qx - Bx;
      const dy = Qy - By;
      const dd = dx * dx + dy * dy;
      if (dd > radius * radius) {
        b2WriteNoContact('b2CollideEdgeAndCircle', manifold);
        return;
      }

      // With a next edge, a centre over that edge (its region AB) belongs to it.
      if (edgeOneSided) {
        const B2x = ep[6];
        const B2y = ep[7];
        const e2x = B2x - Bx;
        const e2y = B2y - By;
        const v2 = e2x * (Qx - Bx) + e2y * (Qy - By);
        if (v2 > 0.0) {
          b2WriteNoContact('b2CollideEdgeAndCircle', manifold);
          return;
        }
      }

      b2BeginManifoldWrites('b2CollideEdgeAndCircle', manifold, 1);
      manifold.pointCount = 1;
      manifold.type = b2ManifoldType.e_circles;
      b2Vec2SetZeroUnchecked(manifold.localNormal);
      manifold.localPoint.x = Bx;
      manifold.localPoint.y = By;
      b2WriteContactFeature(cp.id.cf, 1, 0, b2ContactFeatureType.e_vertex, b2ContactFeatureType.e_vertex);
      b2Vec2CopyUnchecked(cp.localPoint, lp);
      return;
    }

    // Region AB: P = (1 / den) * (u * A + v * B), the projection of the centre onto the segment.
    const den = ex * ex + ey * ey;
    const invDen = 1.0 / den;
    const Px = invDen * (u * Ax + v * Bx);
    const Py = invDen * (u * Ay + v * By);
    const dx = Qx - Px;
    const dy = Qy - Py;
    const dd = dx * dx + dy * dy;
    if (dd > radius * radius) {
      b2WriteNoContact('b2CollideEdgeAndCircle', manifold);
      return;
    }

    if (offset < 0.0) {
      nx = -nx;
      ny = -ny;
    }

    b2BeginManifoldWrites('b2CollideEdgeAndCircle', manifold, 1);
    manifold.pointCount = 1;
    manifold.type = b2ManifoldType.e_faceA;
    // n.Normalize(), written out: a vector method with double arguments or a double result can box
    // a HeapNumber per call when V8 does not inline it.
    const nLength = Math.sqrt(nx * nx + ny * ny);
    if (!(nLength < b2_epsilon)) {
      const invLength = 1.0 / nLength;
      nx *= invLength;
      ny *= invLength;
    }
    manifold.localNormal.x = nx;
    manifold.localNormal.y = ny;
    manifold.localPoint.x = Ax;
    manifold.localPoint.y = Ay;
    b2WriteContactFeature(cp.id.cf, 0, 0, b2ContactFeatureType.e_face, b2ContactFeatureType.e_vertex);
    b2Vec2CopyUnchecked(cp.localPoint, lp);
  } catch (error) {
    // An error of its own goes on as it is; an engine TypeError (a null argument, a refused write)
    // is named by edgeCircleFailure, or else as the refused write.
    if (!(error instanceof Error && error.message.startsWith('b2CollideEdgeAndCircle:'))) {
      edgeCircleFailure(manifold, edgeA, xfA, circleB, xfB);
    }
    b2ManifoldWriteRefused('b2CollideEdgeAndCircle', manifold, error);
  }
}

// b2CollideEdgeAndCircle's cold path: names what is wrong, if anything, in the order of its
// checks: the arguments (b2CheckCollideArguments), the transforms, the edge, the circle. Returns
// when each number is within its rule.
function edgeCircleFailure(
  manifold: b2Manifold,
  edgeA: Readonly<b2EdgeShape>,
  xfA: b2TransformLike,
  circleB: Readonly<b2CircleShape>,
  xfB: b2TransformLike,
): void {
  const where = 'b2CollideEdgeAndCircle';
  b2CheckCollideArguments(where, manifold, 'edgeA', 'edge', edgeA, xfA, 'circleB', 'circle', circleB, xfB);
  b2CheckTransforms(where, xfA, xfB);
  b2CheckEdge(where, edgeA);
  b2CheckCircle(where, circleB);
}

/** Which shape's face a separating axis belongs to (C++ b2EPAxis::Type). */
const enum b2EPAxisType {
  e_unknown = 0,
  e_edgeA = 1,
  e_edgeB = 2,
}

/** A candidate separating axis (C++ b2EPAxis). */
class b2EPAxis {
  readonly normal = new b2Vec2();
  type = b2EPAxisType.e_unknown;
  index = -1;
  separation = -3.4028234663852886e38; // -b2_maxFloat (rule 4)
}

/**
 * The polygon moved into the edge's frame (C++ b2TempPolygon), packed as b2PolygonShape.m_packed
 * is (layout stated there).
 */
class b2TempPolygon {
  readonly packed: number[] = b2NewCoordinateArray(4 * b2_maxPolygonVertices);
  count = 0;
}

/** The reference face and its two side planes (C++ b2ReferenceFace). */
class b2ReferenceFace {
  i1 = 0;
  i2 = 0;
  readonly v1 = new b2Vec2();
  readonly v2 = new b2Vec2();
  readonly normal = new b2Vec2();
  readonly sideLine1 = new b2ClipLine();
  readonly sideLine2 = new b2ClipLine();
}

/**
 * The edge's axis of least overlap with the polygon (C++ b2ComputeEdgeSeparation): of normal1 and
 * -normal1 (index 0 and 1), the one along which the polygon's deepest vertex is farthest out.
 */
function b2ComputeEdgeSeparation(axis: b2EPAxis, polygonB: Readonly<b2TempPolygon>, v1: b2XY, normal1: b2XY): void {
  axis.type = b2EPAxisType.e_edgeA;
  axis.index = -1;
  axis.separation = -3.4028234663852886e38; // -b2_maxFloat (rule 4)
  b2Vec2SetZeroUnchecked(axis.normal);

  const count = polygonB.count;
  const packed = polygonB.packed;
  for (let j = 0; j < 2; ++j) {
    // axes[2] = { normal1, -normal1 }
    const ax = j === 0 ? normal1.x : -normal1.x;
    const ay = j === 0 ? normal1.y : -normal1.y;

    // The deepest polygon vertex along axis j.
    let sj = 3.4028234663852886e38; // b2_maxFloat (rule 4)
    for (let i = 0; i < count; ++i) {
      const si = ax * (packed[i << 1] - v1.x) + ay * (packed[(i << 1) | 1] - v1.y);
      if (si < sj) {
        sj = si;
      }
    }

    if (sj > axis.separation) {
      axis.index = j;
      axis.separation = sj;
      axis.normal.x = ax;
      axis.normal.y = ay;
    }
  }
}

/**
 * The polygon's face axis of least overlap with the edge (C++ b2ComputePolygonSeparation): for
 * each reversed polygon normal, the nearer edge end's separation, maximised over the faces.
 */
function b2ComputePolygonSeparation(axis: b2EPAxis, polygonB: Readonly<b2TempPolygon>, v1: b2XY, v2: b2XY): void {
  axis.type = b2EPAxisType.e_unknown;
  axis.index = -1;
  axis.separation = -3.4028234663852886e38; // -b2_maxFloat (rule 4)
  b2Vec2SetZeroUnchecked(axis.normal);

  const count = polygonB.count;
  const packed = polygonB.packed;
  for (let i = 0; i < count; ++i) {
    const i2 = i << 1;
    const nx = -packed[i2 | 16];
    const ny = -packed[i2 | 17];
    const vx = packed[i2];
    const vy = packed[i2 | 1];

    const s1 = nx * (vx - v1.x) + ny * (vy - v1.y);
    const s2 = nx * (vx - v2.x) + ny * (vy - v2.y);
    const s = s1 < s2 ? s1 : s2; // b2Min

    if (s > axis.separation) {
      axis.type = b2EPAxisType.e_edgeB;
      axis.index = i;
      axis.separation = s;
      axis.normal.x = nx;
      axis.normal.y = ny;
    }
  }
}

// Scratch owned by b2CollideEdgeAndPolygon and its first half, findReferenceFace: the polygon's
// frame relative to the edge's (C++ xf), the edge's end points and normal, the polygon in the
// edge's frame, the two candidate axes, the reference face and the three clip stages.
const xf = b2NewTransformArray(); // [p.x, p.y, q.s, q.c], as a b2Transform's m_packed
// Scratch of both colliders: the numbers of a transform without m_packed (b2TransformNumbers).
const scratchA = b2NewTransformArray();
const scratchB = b2NewTransformArray();
const edgeV1 = new b2Vec2();
const edgeV2 = new b2Vec2();
const edgeNormal1 = new b2Vec2();
const tempPolygonB = new b2TempPolygon();
const edgeAxis = new b2EPAxis();
const polygonAxis = new b2EPAxis();
const ref = new b2ReferenceFace();
const clipPoints = [new b2ClipVertex(), new b2ClipVertex()];

// Feature types of a packed key for a point made by clipping against a side plane (the b2ContactID
// layout: indexA | indexB << 8 | typeA << 16 | typeB << 24).
const VERTEX_A_FACE_B = (b2ContactFeatureType.e_vertex << 16) | (b2ContactFeatureType.e_face << 24);

/** Hysteresis that favours the edge's axis, for less jitter (C++ k_relativeTol, k_absoluteTol). */
const k_relativeTol = 0.98;
const k_absoluteTol = 0.001;
/** How far (as a sine) a normal may lean past a neighbour's normal before it is skipped (C++ sinTol). */
const sinTol = 0.1;

/**
 * Computes the contact manifold of an edge and a polygon. The reference face is the edge (e_faceA)
 * unless the polygon's best face separates it clearly more (e_faceB). For a one-sided edge, the
 * polygon's centroid must be in front of the edge, and the chosen normal is checked against the
 * ghost vertices: at a convex junction a normal that leans past the neighbour's normal is skipped
 * (that edge owns the contact), at a concave one it is snapped to the edge's normal. C++:
 * `b2CollideEdgeAndPolygon` in b2_collide_edge.cpp (v2.4.1's).
 * @param manifold - receives the contact, in the frames its type gives; written, impulses left alone
 * @param edgeA - shape A; only read
 * @param xfA - A's world frame; only read
 * @param polygonB - shape B; only read
 * @param xfB - B's world frame; only read
 * @throws Error, before writing anything, on a non-finite transform, an unbuilt polygon, or an edge
 * that is non-finite or not longer than b2_epsilon, or a frozen manifold part it writes ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 *
 * The C++ function is split in two here: findReferenceFace (the input checks and everything up
 * to the reference face) and this function (the two clips, in locals as rule 9 has it, and the
 * manifold points). The halves pass data only through scratch objects (xf, ref, clipPoints), so
 * nothing crosses a call as a double (rule 3).
 */
export function b2CollideEdgeAndPolygon(
  manifold: b2Manifold,
  edgeA: Readonly<b2EdgeShape>,
  xfA: b2TransformLike,
  polygonB: Readonly<b2PolygonShape>,
  xfB: b2TransformLike,
): void {
  // The input checks are in findReferenceFace, which writes nothing.
  const primaryType = findReferenceFace(manifold, edgeA, xfA, polygonB, xfB);
  // Not in C++: a manifold that refuses a write (a frozen part) is named with nothing written.
  // C++ writes pointCount = 0 before the search and the type after it; here pointCount = 0 is the
  // one write of a separated or skipped pair (b2WriteNoContact), and otherwise both come after
  // b2BeginManifoldWrites has written back what each part the writes reach holds, so a refusal
  // comes before any change.
  if (primaryType === b2EPAxisType.e_unknown) {
    b2WriteNoContact('b2CollideEdgeAndPolygon', manifold);
    return;
  }
  b2BeginManifoldWrites('b2CollideEdgeAndPolygon', manifold, 2);
  manifold.type = primaryType === b2EPAxisType.e_edgeA ? b2ManifoldType.e_faceA : b2ManifoldType.e_faceB;

  // Clip the incident edge against the reference face's side plane 1, then the result against
  // side plane 2, C++ b2ClipSegmentToLine twice (the exported twin), here in locals with the
  // feature IDs packed as b2ContactID keys (src/README.md rule 9). C++ returns when either clip
  // keeps fewer than b2_maxManifoldPoints.
  const in0 = clipPoints[0];
  const in1 = clipPoints[1];
  const e0x = in0.v.x;
  const e0y = in0.v.y;
  const e0id = in0.id.key;
  const e1x = in1.v.x;
  const e1y = in1.v.y;
  const e1id = in1.id.key;

  const side1 = ref.sideLine1;
  const d0 = side1.normal.x * e0x + side1.normal.y * e0y - side1.offset;
  const d1 = side1.normal.x * e1x + side1.normal.y * e1y - side1.offset;
  let c0x: number;
  let c0y: number;
  let c0id: number;
  let c1x: number;
  let c1y: number;
  let c1id: number;
  if (d0 <= 0 && d1 <= 0) {
    c0x = e0x;
    c0y = e0y;
    c0id = e0id;
    c1x = e1x;
    c1y = e1y;
    c1id = e1id;
  } else if (d0 * d1 < 0) {
    // Exactly one end is strictly behind the plane; it comes first, the crossing point second.
    const interp = d0 / (d0 - d1);
    c1x = e0x + interp * (e1x - e0x);
    c1y = e0y + interp * (e1y - e0y);
    c1id = (ref.i1 & 0xff) | (e0id & 0xff00) | VERTEX_A_FACE_B;
    const firstBehind = d0 <= 0;
    c0x = firstBehind ? e0x : e1x;
    c0y = firstBehind ? e0y : e1y;
    c0id = firstBehind ? e0id : e1id;
  } else {
    return;
  }

  const side2 = ref.sideLine2;
  const f0 = side2.normal.x * c0x + side2.normal.y * c0y - side2.offset;
  const f1 = side2.normal.x * c1x + side2.normal.y * c1y - side2.offset;
  let k0x: number;
  let k0y: number;
  let k0id: number;
  let k1x: number;
  let k1y: number;
  let k1id: number;
  if (f0 <= 0 && f1 <= 0) {
    k0x = c0x;
    k0y = c0y;
    k0id = c0id;
    k1x = c1x;
    k1y = c1y;
    k1id = c1id;
  } else if (f0 * f1 < 0) {
    const interp = f0 / (f0 - f1);
    k1x = c0x + interp * (c1x - c0x);
    k1y = c0y + interp * (c1y - c0y);
    k1id = (ref.i2 & 0xff) | (c0id & 0xff00) | VERTEX_A_FACE_B;
    const firstBehind = f0 <= 0;
    k0x = firstBehind ? c0x : c1x;
    k0y = firstBehind ? c0y : c1y;
    k0id = firstBehind ? c0id : c1id;
  } else {
    return;
  }

  const edgeReference = primaryType === b2EPAxisType.e_edgeA;
  if (edgeReference) {
    b2Vec2CopyUnchecked(manifold.localNormal, ref.normal);
    b2Vec2CopyUnchecked(manifold.localPoint, ref.v1);
  } else {
    // Normal and vertex ref.i1 of the polygon, from its packed coordinates (b2PolygonShape.m_packed):
    // b2Vec2.Copy of a view would make Copy see two kinds of object.
    const packed = polygonB.m_packed;
    const i2 = ref.i1 << 1;
    manifold.localNormal.x = packed[i2 | 16];
    manifold.localNormal.y = packed[i2 | 17];
    manifold.localPoint.x = packed[i2];
    manifold.localPoint.y = packed[i2 | 1];
  }

  // The polygon's skin radius at m_packed[34] (layout at b2PolygonShape.m_packed).
  const radius = polygonB.m_packed[34] + edgeA.m_radius;
  const qs = xf[2];
  const qc = xf[3];
  const px = xf[0];
  const py = xf[1];
  const rnx = ref.normal.x;
  const rny = ref.normal.y;
  const rv1x = ref.v1.x;
  const rv1y = ref.v1.y;
  let pointCount = 0;
  for (let i = 0; i < b2_maxManifoldPoints; ++i) {
    const vx = i === 0 ? k0x : k1x;
    const vy = i === 0 ? k0y : k1y;
    const separation = rnx * (vx - rv1x) + rny * (vy - rv1y);

    if (separation <= radius) {
      const cp = manifold.points[pointCount];
      const id = i === 0 ? k0id : k1id;
      const cf = cp.id.cf;
      if (edgeReference) {
        // cp.localPoint = b2MulT(xf, clip.v): back into the polygon's frame.
        const rx = vx - px;
        const ry = vy - py;
        cp.localPoint.x = qc * rx + qs * ry;
        cp.localPoint.y = -qs * rx + qc * ry;
        cf.indexA = id & 0xff;
        cf.indexB = (id >>> 8) & 0xff;
        cf.typeA = ((id >>> 16) & 0xff) as b2ContactFeature['typeA'];
        cf.typeB = (id >>> 24) as b2ContactFeature['typeB'];
      } else {
        // The point stays in the edge's frame; A's and B's features trade places.
        cp.localPoint.x = vx;
        cp.localPoint.y = vy;
        cf.indexA = (id >>> 8) & 0xff;
        cf.indexB = id & 0xff;
        cf.typeA = (id >>> 24) as b2ContactFeature['typeA'];
        cf.typeB = ((id >>> 16) & 0xff) as b2ContactFeature['typeB'];
      }
      ++pointCount;
    }
  }

  manifold.pointCount = pointCount;
}

/**
 * The first half of C++ b2CollideEdgeAndPolygon: finds the primary separating axis (with the
 * one-sided skip and snap rules) and sets up the reference face `ref` with its side planes, the
 * incident edge in `clipPoints` and the polygon's relative frame in `xf`. Returns the primary axis
 * type, or e_unknown where C++ returns early (separated, or skipped). It checks the inputs and
 * writes nothing into the manifold: b2CollideEdgeAndPolygon writes C++'s pointCount = 0 and the
 * type from the axis, after its write-back probe.
 */
function findReferenceFace(
  manifold: b2Manifold,
  edgeA: Readonly<b2EdgeShape>,
  xfA: b2TransformLike,
  polygonB: Readonly<b2PolygonShape>,
  xfB: b2TransformLike,
): b2EPAxisType {
  // Not in C++: b2CheckTransforms, b2CheckEdge and b2CheckPolygon as one condition, as in
  // b2CollideEdgeAndCircle (the polygon's centroid is in the sum too, and its count rule is
  // b2CheckPolygon's); the checks run only when it fails. Before that, the arguments are objects of
  // their kind, as in b2CollideEdgeAndCircle.
  if (
    typeof manifold?.points !== 'object' || typeof edgeA?.m_packed !== 'object' || typeof polygonB?.m_packed !== 'object' ||
    typeof xfA !== 'object' || xfA === null || typeof xfB !== 'object' || xfB === null
  ) {
    b2CheckCollideArguments('b2CollideEdgeAndPolygon', manifold, 'edgeA', 'edge', edgeA, xfA, 'polygonB', 'polygon', polygonB, xfB);
  }
  const count = polygonB.m_count;
  const tA = b2TransformNumbers(xfA, scratchA); // [p.x, p.y, q.s, q.c] (rule 11)
  const tB = b2TransformNumbers(xfB, scratchB);
  const ep = edgeA.m_packed; // layout at b2EdgeShape.m_packed: m_vertex<k> at [2k, 2k + 1]
  const edgeOneSided = edgeA.m_oneSided;
  // The polygon's numbers (layout at b2PolygonShape.m_packed): the centroid at [32, 33], the skin
  // radius at [34], vertex i at [i << 1, (i << 1) | 1], normal i at [(i << 1) | 16, (i << 1) | 17].
  const packed = polygonB.m_packed;
  const otherPx = packed[32];
  const otherPy = packed[33];
  const otherR = packed[34];
  // f32: exact (an input check reads the fields as the caller left them)
  if (
    typeof tA[0] !== 'number' || typeof tA[1] !== 'number' || typeof tA[2] !== 'number' || typeof tA[3] !== 'number' ||
    typeof tB[0] !== 'number' || typeof tB[1] !== 'number' || typeof tB[2] !== 'number' || typeof tB[3] !== 'number' ||
    typeof ep[2] !== 'number' || typeof ep[3] !== 'number' || typeof ep[4] !== 'number' || typeof ep[5] !== 'number' ||
    typeof edgeA.m_radius !== 'number' || typeof otherPx !== 'number' || typeof otherPy !== 'number' || typeof otherR !== 'number' ||
    (edgeOneSided && (typeof ep[0] !== 'number' || typeof ep[1] !== 'number' || typeof ep[6] !== 'number' || typeof ep[7] !== 'number')) ||
    !(
      Math.abs(tA[0]) + Math.abs(tA[1]) + Math.abs(tA[2]) + Math.abs(tA[3]) +
        Math.abs(tB[0]) + Math.abs(tB[1]) + Math.abs(tB[2]) + Math.abs(tB[3]) +
        Math.abs(ep[2]) + Math.abs(ep[3]) + Math.abs(ep[4]) + Math.abs(ep[5]) + Math.abs(edgeA.m_radius) +
        Math.abs(otherPx) + Math.abs(otherPy) + Math.abs(otherR) +
        (edgeOneSided ? Math.abs(ep[0]) + Math.abs(ep[1]) + Math.abs(ep[6]) + Math.abs(ep[7]) : 0) <=
        3.4028234663852886e38 && // b2_maxFloat (rule 4)
      Math.abs(tA[2]) + Math.abs(tA[3]) <= 2 && Math.abs(tB[2]) + Math.abs(tB[3]) <= 2 && // b2RotationIsBounded, written out (rule 3)
      (ep[4] - ep[2]) * (ep[4] - ep[2]) + (ep[5] - ep[3]) * (ep[5] - ep[3]) > b2_epsilon * b2_epsilon &&
      otherR >= 0 &&
      typeof count === 'number' && (count | 0) === count && count >= 3 && count <= b2_maxPolygonVertices
    )
  ) {
    b2CheckTransforms('b2CollideEdgeAndPolygon', xfA, xfB);
    b2CheckEdge('b2CollideEdgeAndPolygon', edgeA);
    b2CheckPolygon('b2CollideEdgeAndPolygon', polygonB);
    b2CheckFinitePoint('b2CollideEdgeAndPolygon', "the polygon's m_centroid", { x: otherPx, y: otherPy });
  }

  // xf = b2MulT(xfA, xfB): the polygon's frame in the edge's frame.
  const qAs = tA[2];
  const qAc = tA[3];
  const qBs = tB[2];
  const qBc = tB[3];
  const qs = qAc * qBs - qAs * qBc;
  const qc = qAc * qBc + qAs * qBs;
  const dpx = tB[0] - tA[0];
  const dpy = tB[1] - tA[1];
  const px = qAc * dpx + qAs * dpy;
  const py = -qAs * dpx + qAc * dpy;
  xf[0] = px;
  xf[1] = py;
  xf[2] = qs;
  xf[3] = qc;

  // centroidB = b2Mul(xf, polygonB.m_centroid)
  const centroidBx = qc * otherPx - qs * otherPy + px;
  const centroidBy = qs * otherPx + qc * otherPy + py;

  const v1 = b2Vec2SetUnchecked(edgeV1, ep[2], ep[3]);
  const v2 = b2Vec2SetUnchecked(edgeV2, ep[4], ep[5]);

  // edge1 = v2 - v1, normalised.
  let edge1x = v2.x - v1.x;
  let edge1y = v2.y - v1.y;
  const edge1Length = Math.sqrt(edge1x * edge1x + edge1y * edge1y);
  if (!(edge1Length < b2_epsilon)) {
    const invLength = 1.0 / edge1Length;
    edge1x *= invLength;
    edge1y *= invLength;
  }

  // The normal points to the right of v1→v2.
  const normal1 = edgeNormal1;
  normal1.x = edge1y;
  normal1.y = -edge1x;
  const offset1 = normal1.x * (centroidBx - v1.x) + normal1.y * (centroidBy - v1.y);

  const oneSided = edgeA.m_oneSided;
  if (oneSided && offset1 < 0.0) {
    return b2EPAxisType.e_unknown;
  }

  // The polygon in the edge's frame: vertices b2Mul(xf, v), normals b2Mul(xf.q, n).
  tempPolygonB.count = count;
  // Vertex i at packed[i << 1], normal i at packed[(i << 1) | 16], in both arrays.
  const temp = tempPolygonB.packed;
  for (let i = 0; i < count; ++i) {
    const i2 = i << 1;
    const vx = packed[i2];
    const vy = packed[i2 | 1];
    const nx = packed[i2 | 16];
    const ny = packed[i2 | 17];
    temp[i2] = qc * vx - qs * vy + px;
    temp[i2 | 1] = qs * vx + qc * vy + py;
    temp[i2 | 16] = qc * nx - qs * ny;
    temp[i2 | 17] = qs * nx + qc * ny;
  }

  const radius = otherR + edgeA.m_radius;

  b2ComputeEdgeSeparation(edgeAxis, tempPolygonB, v1, normal1);
  if (edgeAxis.separation > radius) {
    return b2EPAxisType.e_unknown;
  }

  b2ComputePolygonSeparation(polygonAxis, tempPolygonB, v1, v2);
  if (polygonAxis.separation > radius) {
    return b2EPAxisType.e_unknown;
  }

  // Prefer the edge's axis unless the polygon's separates clearly more (hysteresis). C++ copies
  // the chosen axis by value; neither axis is written again below, so a reference is the same.
  let primaryAxis: Readonly<b2EPAxis>;
  if (polygonAxis.separation - radius > k_relativeTol * (edgeAxis.separation - radius) + k_absoluteTol) {
    primaryAxis = polygonAxis;
  } else {
    primaryAxis = edgeAxis;
  }

  if (oneSided) {
    // Smooth collision across junctions: compare the normal with the neighbours' normals.
    // edge0 = v1 - m_vertex0, normalised; normal0 its right normal.
    let edge0x = v1.x - ep[0];
    let edge0y = v1.y - ep[1];
    const edge0Length = Math.sqrt(edge0x * edge0x + edge0y * edge0y);
    if (!(edge0Length < b2_epsilon)) {
      const invLength = 1.0 / edge0Length;
      edge0x *= invLength;
      edge0y *= invLength;
    }
    const normal0x = edge0y;
    const normal0y = -edge0x;
    const convex1 = edge0x * edge1y - edge0y * edge1x >= 0.0;

    // edge2 = m_vertex3 - v2, normalised; normal2 its right normal.
    let edge2x = ep[6] - v2.x;
    let edge2y = ep[7] - v2.y;
    const edge2Length = Math.sqrt(edge2x * edge2x + edge2y * edge2y);
    if (!(edge2Length < b2_epsilon)) {
      const invLength = 1.0 / edge2Length;
      edge2x *= invLength;
      edge2y *= invLength;
    }
    const normal2x = edge2y;
    const normal2y = -edge2x;
    const convex2 = edge1x * edge2y - edge1y * edge2x >= 0.0;

    const pnx = primaryAxis.normal.x;
    const pny = primaryAxis.normal.y;
    const side1 = pnx * edge1x + pny * edge1y <= 0.0;

    // Check the Gauss map.
    if (side1) {
      if (convex1) {
        // b2Cross(primaryAxis.normal, normal0) > sinTol: skip region.
        if (pnx * normal0y - pny * normal0x > sinTol) {
          return b2EPAxisType.e_unknown;
        }
        // Admit region.
      } else {
        // Snap region.
        primaryAxis = edgeAxis;
      }
    } else {
      if (convex2) {
        // b2Cross(normal2, primaryAxis.normal) > sinTol: skip region.
        if (normal2x * pny - normal2y * pnx > sinTol) {
          return b2EPAxisType.e_unknown;
        }
        // Admit region.
      } else {
        // Snap region.
        primaryAxis = edgeAxis;
      }
    }
  }

  const c0 = clipPoints[0];
  const c1 = clipPoints[1];
  if (primaryAxis.type === b2EPAxisType.e_edgeA) {
    // The polygon face whose normal is most anti-parallel to the edge normal (first on ties).
    const pnx = primaryAxis.normal.x;
    const pny = primaryAxis.normal.y;
    let bestIndex = 0;
    let bestValue = pnx * temp[16] + pny * temp[17];
    for (let i = 1; i < count; ++i) {
      const value = pnx * temp[(i << 1) | 16] + pny * temp[(i << 1) | 17];
      if (value < bestValue) {
        bestValue = value;
        bestIndex = i;
      }
    }

    const i1 = bestIndex;
    const i2 = i1 + 1 < count ? i1 + 1 : 0;

    c0.v.x = temp[i1 << 1];
    c0.v.y = temp[(i1 << 1) | 1];
    b2WriteContactFeature(c0.id.cf, 0, i1 & 0xff, b2ContactFeatureType.e_face, b2ContactFeatureType.e_vertex);
    c1.v.x = temp[i2 << 1];
    c1.v.y = temp[(i2 << 1) | 1];
    b2WriteContactFeature(c1.id.cf, 0, i2 & 0xff, b2ContactFeatureType.e_face, b2ContactFeatureType.e_vertex);

    ref.i1 = 0;
    ref.i2 = 1;
    b2Vec2CopyUnchecked(ref.v1, v1);
    b2Vec2CopyUnchecked(ref.v2, v2);
    b2Vec2CopyUnchecked(ref.normal, primaryAxis.normal);
    ref.sideLine1.normal.x = -edge1x;
    ref.sideLine1.normal.y = -edge1y;
    ref.sideLine2.normal.x = edge1x;
    ref.sideLine2.normal.y = edge1y;
  } else {
    const index = primaryAxis.index;
    b2Vec2CopyUnchecked(c0.v, v2);
    b2WriteContactFeature(c0.id.cf, 1, index & 0xff, b2ContactFeatureType.e_vertex, b2ContactFeatureType.e_face);
    b2Vec2CopyUnchecked(c1.v, v1);
    b2WriteContactFeature(c1.id.cf, 0, index & 0xff, b2ContactFeatureType.e_vertex, b2ContactFeatureType.e_face);

    ref.i1 = index;
    ref.i2 = ref.i1 + 1 < count ? ref.i1 + 1 : 0;
    ref.v1.x = temp[ref.i1 << 1];
    ref.v1.y = temp[(ref.i1 << 1) | 1];
    ref.v2.x = temp[ref.i2 << 1];
    ref.v2.y = temp[(ref.i2 << 1) | 1];
    ref.normal.x = temp[(ref.i1 << 1) | 16];
    ref.normal.y = temp[(ref.i1 << 1) | 17];

    // CCW winding: side normal 1 is the face normal turned clockwise.
    ref.sideLine1.normal.x = ref.normal.y;
    ref.sideLine1.normal.y = -ref.normal.x;
    ref.sideLine2.normal.x = -ref.sideLine1.normal.x;
    ref.sideLine2.normal.y = -ref.sideLine1.normal.y;
  }

  ref.sideLine1.offset = ref.sideLine1.normal.x * ref.v1.x + ref.sideLine1.normal.y * ref.v1.y;
  ref.sideLine2.offset = ref.sideLine2.normal.x * ref.v2.x + ref.sideLine2.normal.y * ref.v2.y;

  return primaryAxis.type;
}
