// Polygon-polygon contact manifold (C++ b2_collide_polygon.cpp, Box2D v2.4.1): separating-axis
// search on both polygons, reference face chosen with the k_tol bias toward A, incident edge
// clipped to the reference face's side planes. Every expression follows the C++ operation order;
// the searches skip only work whose result C++ would discard (see findMaxSeparation and the floor
// of B's search), so every output is the one C++ computes. After the searches, b2CollidePolygons
// does the incident edge and both clips itself, in locals (src/README.md rule 9);
// b2FindIncidentEdge here and b2ClipSegmentToLine are the exported readable twins.

import { b2_linearSlop, b2_epsilon, b2_maxManifoldPoints, b2_maxPolygonVertices } from '../common/b2_settings';
import { b2NewTransformArray, b2TransformNumbers, type b2TransformLike } from '../common/b2_transform';
import { b2CheckOutputClipVertices, b2ClipVertex } from './b2_clip_segment_to_line';
import { b2CheckTransforms, b2DescribeValue } from '../common/b2_checks';
import {
  b2CheckCollideArguments, b2CheckPolygon, b2CheckShapeObject, b2ManifoldWriteRefused, b2WriteNoContact,
} from './b2_collide_checks';
import { b2ContactFeatureType } from './b2_contact_id';
import { b2Manifold, b2ManifoldType } from './b2_manifold';
import { b2PolygonShape } from './b2_polygon_shape';

/** Where b2FindMaxSeparation's search ended: the best edge of poly1 and its separation. */
class MaxSeparation {
  /**
   * Input: the search looks only for edges whose separation is above this. -b2_maxFloat (C++'s
   * start value) finds the true maximum; a higher floor lets the search skip edges sooner and
   * gives the same result whenever the true maximum is above it (else floor and edge 0).
   */
  floor = -3.4028234663852886e38; // -b2_maxFloat (rule 4)
  edgeIndex = 0;
  separation = 0;
}

/**
 * The largest separation of poly2 from poly1 along poly1's edge normals: for each normal of
 * poly1, the smallest signed distance of any poly2 vertex from that edge, maximised over the
 * edges. C++: `b2FindMaxSeparation` in b2_collide_polygon.cpp, file-static there (Deviation 5,
 * in [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)). b2CollidePolygons runs it inline; this is its readable twin. It
 * stops scanning an edge once it cannot win (Deviation 12, less work, same results).
 * @param edgeIndex - a one-slot array (C++'s `int32*`) that receives the best edge of poly1, the
 * first reached on ties; written
 * @param poly1 - the polygon whose normals are tried; only read
 * @param xf1 - poly1's world frame; only read
 * @param poly2 - the other polygon; only read
 * @param xf2 - poly2's world frame; only read
 * @returns the separation along that edge's normal, m, skin radii not included; positive means a
 * separating axis
 * @throws Error on a transform that is not finite numbers or a polygon whose m_count or m_radius
 * breaks the collide-time rules ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2FindMaxSeparation(
  edgeIndex: number[],
  poly1: Readonly<b2PolygonShape>,
  xf1: b2TransformLike,
  poly2: Readonly<b2PolygonShape>,
  xf2: b2TransformLike,
): number {
  // Not in C++ (file-static there): the exported search checks its inputs as b2CollidePolygons
  // does; an m_count of Infinity would never end, NaN or '4' would read nothing.
  const where = 'b2FindMaxSeparation';
  const out: unknown = edgeIndex;
  if (!Array.isArray(out) || Object.isFrozen(out)) {
    throw new Error(`${where}: edgeIndex expected a one-slot array to write the edge into, got ${Array.isArray(out) ? 'a frozen array' : b2DescribeValue(out)}`);
  }
  b2CheckShapeObject(where, 'poly1', 'polygon', poly1);
  b2CheckShapeObject(where, 'poly2', 'polygon', poly2);
  b2CheckTransforms('b2FindMaxSeparation', xf1, xf2);
  b2CheckPolygon('b2FindMaxSeparation', poly1);
  b2CheckPolygon('b2FindMaxSeparation', poly2);
  findMaxSeparation(publicResult, poly1, b2TransformNumbers(xf1, scratch1), poly2, b2TransformNumbers(xf2, scratch2));
  edgeIndex[0] = publicResult.edgeIndex;
  return publicResult.separation;
}

const publicResult = new MaxSeparation();
// Scratch of the exported functions and b2CollidePolygons: the numbers of a transform without m_packed.
const scratch1 = b2NewTransformArray();
const scratch2 = b2NewTransformArray();

// The search itself. It reports through an object rather than a return value (rule 3).
// t1 and t2 are xf1's and xf2's [p.x, p.y, q.s, q.c] (rule 11).
function findMaxSeparation(
  out: MaxSeparation,
  poly1: Readonly<b2PolygonShape>,
  t1: readonly number[],
  poly2: Readonly<b2PolygonShape>,
  t2: readonly number[],
): void {
  // Where poly2's vertex coordinates end: the inner loop steps through them in twos, as it indexes.
  // f32: integer
  const end2 = poly2.m_count << 1;
  // Coordinates come straight from the packed arrays (layout at b2PolygonShape.m_packed; bitwise
  // indices, rule 5).
  const packed1 = poly1.m_packed;
  const packed2 = poly2.m_packed;

  // xf = b2MulT(xf2, xf1): poly1's frame expressed in poly2's frame. The transforms' numbers are
  // read once into locals, and the loop bound below reads poly1.m_count directly, to keep this
  // function small: V8 (node 20.20) inlines both searches into b2CollidePolygons at 398 and 399
  // bytes of bytecode, and only once at 402 (its cumulative budget of 920 bytes counts the other
  // callees too); inlined twice is about 5% faster on the bench's mixed pairs, and npm run bench
  // reports it.
  const q2s = t2[2];
  const q2c = t2[3];
  const q1s = t1[2];
  const q1c = t1[3];
  const qs = q2c * q1s - q2s * q1c;
  const qc = q2c * q1c + q2s * q1s;
  const dx = t1[0] - t2[0];
  const dy = t1[1] - t2[1];
  const px = q2c * dx + q2s * dy;
  // C++ -q2s*dx + q2c*dy, written as a subtraction: the same IEEE result (x + y == y + x and
  // -a + b == b - a exactly, signed zeros included) in fewer bytes of bytecode.
  const py = q2c * dy - q2s * dx;

  out.edgeIndex = 0;
  let maxSeparation = out.floor;
  edges: for (let i = 0; i < poly1.m_count; ++i) {
    // Normal i and its edge's first vertex, in poly2's frame.
    const i2 = i << 1;
    const n1x = packed1[i2 | 16];
    const n1y = packed1[i2 | 17];
    const nx = qc * n1x - qs * n1y;
    const ny = qs * n1x + qc * n1y;
    const vx = packed1[i2];
    const vy = packed1[i2 | 1];
    const v1x = qc * vx - qs * vy + px;
    const v1y = qs * vx + qc * vy + py;

    // The deepest poly2 vertex along this normal.
    let si = 3.4028234663852886e38; // b2_maxFloat (src/README.md rule 4)
    // j2 is vertex j's x index, stepped at the body's end so that the f32 marker there covers
    // only the step (a marker on the for statement would leave the whole body unrounded).
    for (let j2 = 0; j2 < end2; ) {
      const sij = nx * (packed2[j2] - v1x) + ny * (packed2[j2 | 1] - v1y);
      if (sij < si) {
        si = sij;
        // Not in C++, same result: si only falls from here, and C++ takes edge i only if its
        // final si > maxSeparation, so once si <= maxSeparation edge i can no longer win and the
        // rest of its vertices cannot change the outcome. Every sij that is computed is computed
        // as C++ does; the skipped ones would not be used.
        if (si <= maxSeparation) {
          continue edges;
        }
      }
      // f32: integer
      j2 += 2;
    }

    // C++'s test: after the early exit it fails only for an si that never fell below b2_maxFloat
    // (every sij at or above it), where C++ keeps the first such edge. The edge goes straight to
    // out, which saves findMaxSeparation the bytes of a local (see the inlining note above).
    if (si > maxSeparation) {
      maxSeparation = si;
      out.edgeIndex = i;
    }
  }

  out.separation = maxSeparation;
}

/**
 * The edge of poly2 most anti-parallel to reference edge `edge1` of poly1 (the first one on
 * ties). C++: `b2FindIncidentEdge` in b2_collide_polygon.cpp, file-static there (Deviation 5, in
 * [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)). b2CollidePolygons runs it inline; this is its readable twin.
 * @param c - two clip vertices that receive the incident edge's ends in world coordinates, each
 * with the features (face edge1 of poly1, vertex i of poly2); written
 * @param poly1 - the polygon with the reference edge; only read
 * @param xf1 - poly1's world frame; only read
 * @param edge1 - the reference edge's index in poly1, an integer in [0, m_count)
 * @param poly2 - the polygon searched; only read
 * @param xf2 - poly2's world frame; only read
 * @throws Error on a transform that is not finite numbers, a polygon that breaks the collide-time
 * rules, or edge1 out of range ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2FindIncidentEdge(
  c: readonly b2ClipVertex[],
  poly1: Readonly<b2PolygonShape>,
  xf1: b2TransformLike,
  edge1: number,
  poly2: Readonly<b2PolygonShape>,
  xf2: b2TransformLike,
): void {
  // Not in C++ (file-static there): the exported function checks its inputs as b2CollidePolygons does.
  b2CheckOutputClipVertices('b2FindIncidentEdge', 'c', c);
  b2CheckShapeObject('b2FindIncidentEdge', 'poly1', 'polygon', poly1);
  b2CheckShapeObject('b2FindIncidentEdge', 'poly2', 'polygon', poly2);
  b2CheckTransforms('b2FindIncidentEdge', xf1, xf2);
  b2CheckPolygon('b2FindIncidentEdge', poly1);
  b2CheckPolygon('b2FindIncidentEdge', poly2);
  if (typeof edge1 !== 'number' || !(edge1 >= 0 && edge1 < poly1.m_count) || (edge1 | 0) !== edge1) {
    throw new RangeError(`b2FindIncidentEdge: edge index ${b2DescribeValue(edge1)} is out of range [0, ${poly1.m_count})`);
  }

  const count2 = poly2.m_count;
  const packed2 = poly2.m_packed; // layout at b2PolygonShape.m_packed
  const t1 = b2TransformNumbers(xf1, scratch1); // [p.x, p.y, q.s, q.c] (rule 11)
  const t2 = b2TransformNumbers(xf2, scratch2);

  // The reference normal in poly2's frame: b2MulT(xf2.q, b2Mul(xf1.q, normals1[edge1])).
  const n1x = poly1.m_packed[(edge1 << 1) | 16];
  const n1y = poly1.m_packed[(edge1 << 1) | 17];
  const wx = t1[3] * n1x - t1[2] * n1y;
  const wy = t1[2] * n1x + t1[3] * n1y;
  const normal1x = t2[3] * wx + t2[2] * wy;
  const normal1y = -t2[2] * wx + t2[3] * wy;

  let index = 0;
  let minDot = 3.4028234663852886e38; // b2_maxFloat (rule 4)
  for (let i = 0; i < count2; ++i) {
    const dot = normal1x * packed2[(i << 1) | 16] + normal1y * packed2[(i << 1) | 17];
    if (dot < minDot) {
      minDot = dot;
      index = i;
    }
  }

  const i1 = index;
  const i2 = i1 + 1 < count2 ? i1 + 1 : 0;
  setIncidentVertex(c[0], t2, packed2, edge1, i1);
  setIncidentVertex(c[1], t2, packed2, edge1, i2);
}

// Takes the packed array and an index rather than two coordinates (rule 3).
function setIncidentVertex(
  cv: b2ClipVertex,
  t2: readonly number[],
  packed2: readonly number[],
  edge1: number,
  vertexIndex: number,
): void {
  // b2Mul(xf2, vertices2[i])
  const vx = packed2[vertexIndex << 1];
  const vy = packed2[(vertexIndex << 1) | 1];
  cv.v.x = t2[3] * vx - t2[2] * vy + t2[0];
  cv.v.y = t2[2] * vx + t2[3] * vy + t2[1];
  const cf = cv.id.cf;
  cf.indexA = edge1 & 0xff;
  cf.indexB = vertexIndex & 0xff;
  cf.typeA = b2ContactFeatureType.e_face;
  cf.typeB = b2ContactFeatureType.e_vertex;
}

// Scratch owned by b2CollidePolygons: both separation searches.
const searchA = new MaxSeparation();
const searchB = new MaxSeparation();

// Feature types of a packed key (the b2ContactID layout: indexA | indexB << 8 | typeA << 16 |
// typeB << 24): an unclipped incident vertex, and a point made by clipping against a side plane.
const FACE_A_VERTEX_B = (b2ContactFeatureType.e_face << 16) | (b2ContactFeatureType.e_vertex << 24);
const VERTEX_A_FACE_B = (b2ContactFeatureType.e_vertex << 16) | (b2ContactFeatureType.e_face << 24);

/** The bias toward A's face when the two separations are nearly equal (C++ k_tol). */
const k_tol = 0.1 * b2_linearSlop;

/**
 * Computes the contact manifold of two polygons: the reference face is the face of A or B with
 * the largest separation (A's unless B's is larger by k_tol = 0.1·b2_linearSlop), and the incident
 * edge of the other polygon is clipped to it, giving up to two points. C++: `b2CollidePolygons`
 * in b2_collide_polygon.cpp; same reference face, points, feature IDs and flip swap. B's search
 * skips edges that cannot change the result (Deviation 12, less work, same results, in
 * [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)).
 * @param manifold - receives the contact, in local coordinates: type e_faceA (reference face on A)
 * or e_faceB, localNormal and localPoint in the reference polygon's frame, each point's localPoint
 * in the other polygon's frame, feature IDs; written, its points' impulses are left alone.
 * pointCount is 0 when the polygons are farther apart than the sum of their radii
 * @param polyA - shape A; only read
 * @param xfA - A's world frame; only read
 * @param polyB - shape B; only read
 * @param xfB - B's world frame; only read
 * @throws Error, before writing anything, when a transform holds a non-finite number or a polygon
 * was never set (m_count not 3..8, or m_radius not finite and non-negative): C++ would compute
 * garbage, or when a manifold part it writes is frozen (Deviation 2, errors instead of asserts, in [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md); [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 * @example
 * ```ts
 * import { b2CollidePolygons, b2Manifold, b2ManifoldType, b2PolygonShape, b2Transform } from 'b2collide';
 *
 * const ground = new b2PolygonShape().SetAsBox(5, 0.5); // 10 m x 1 m, top face at y = 0.5
 * const box = new b2PolygonShape().SetAsBox(0.5, 0.5);
 * const xfA = new b2Transform(); // identity
 * const xfB = new b2Transform().SetPositionSinCos(0, 0.99, 0, 1); // bottom face at y = 0.49
 * const manifold = new b2Manifold();
 * b2CollidePolygons(manifold, ground, xfA, box, xfB);
 * console.log(manifold.pointCount, manifold.type === b2ManifoldType.e_faceA); // 2 true
 * console.log(manifold.localNormal.x, manifold.localNormal.y); // 0 1
 * // Point 0: the box's vertex 0 (in the box's frame) against the ground's face 2 (its top).
 * console.log(manifold.points[0].localPoint.x, manifold.points[0].localPoint.y); // -0.5 -0.5
 * console.log(manifold.points[0].id.key.toString(16)); // 10002
 * ```
 */
export function b2CollidePolygons(
  manifold: b2Manifold,
  polyA: Readonly<b2PolygonShape>,
  xfA: b2TransformLike,
  polyB: Readonly<b2PolygonShape>,
  xfB: b2TransformLike,
): void {
  // Not in C++: reject a transform or radius that is not a finite number, or an unbuilt polygon,
  // instead of writing NaN. The tests of b2CheckTransforms and b2CheckPolygon are written out here
  // and those functions called only to throw: a call V8 inlines takes from the same inlining
  // budget as the two searches below. typeof comes first (a BigInt in the sum would throw an
  // engine TypeError, a string or null would pass it); V8 removes those tests where the fields
  // hold numbers. Then one sum of magnitudes of all ten numbers within ±b2_maxFloat (rule 7; NaN
  // and Infinity fail it, and so does a number beyond the range, as in the float32 build); a
  // sum past b2_maxFloat of numbers each in range goes to the checks, which then find nothing and
  // the collision goes on. A radius must also not be negative. An m_count that is not a whole number from 3 to 8 (NaN, 9, 3.5, '4') would read
  // past the polygon's vertices in m_packed, or beyond m_count.
  // First the arguments are objects of their kind (a typeof per argument, written
  // out for the same reason), named on failure: a null, a number or `{}` would otherwise meet an
  // engine TypeError.
  if (
    typeof manifold?.points !== 'object' || typeof polyA?.m_packed !== 'object' || typeof polyB?.m_packed !== 'object' ||
    typeof xfA !== 'object' || xfA === null || typeof xfB !== 'object' || xfB === null
  ) {
    b2CheckCollideArguments('b2CollidePolygons', manifold, 'polyA', 'polygon', polyA, xfA, 'polyB', 'polygon', polyB, xfB);
  }
  const tA = b2TransformNumbers(xfA, scratch1); // [p.x, p.y, q.s, q.c] (rule 11)
  const tB = b2TransformNumbers(xfB, scratch2);
  const countA = polyA.m_count;
  const countB = polyB.m_count;
  // The skin radii, from their slots (layout at b2PolygonShape.m_packed).
  const radiusA = polyA.m_packed[34];
  const radiusB = polyB.m_packed[34];
  // f32: exact (an input check reads the fields as the caller left them)
  if (
    typeof tA[0] !== 'number' || typeof tA[1] !== 'number' || typeof tA[2] !== 'number' || typeof tA[3] !== 'number' ||
    typeof tB[0] !== 'number' || typeof tB[1] !== 'number' || typeof tB[2] !== 'number' || typeof tB[3] !== 'number' ||
    typeof radiusA !== 'number' || typeof radiusB !== 'number' ||
    typeof countA !== 'number' || typeof countB !== 'number' ||
    !(Math.abs(tA[0]) + Math.abs(tA[1]) + Math.abs(tA[2]) + Math.abs(tA[3]) +
      Math.abs(tB[0]) + Math.abs(tB[1]) + Math.abs(tB[2]) + Math.abs(tB[3]) +
      Math.abs(radiusA) + Math.abs(radiusB) <= 3.4028234663852886e38) || // b2_maxFloat (rule 4)
    !(radiusA >= 0 && radiusB >= 0) ||
    !(Math.abs(tA[2]) + Math.abs(tA[3]) <= 2 && Math.abs(tB[2]) + Math.abs(tB[3]) <= 2) || // b2RotationIsBounded, written out (rule 3)
    !((countA | 0) === countA && countA >= 3 && countA <= b2_maxPolygonVertices) ||
    !((countB | 0) === countB && countB >= 3 && countB <= b2_maxPolygonVertices)
  ) {
    b2CheckTransforms('b2CollidePolygons', xfA, xfB);
    b2CheckPolygon('b2CollidePolygons', polyA);
    b2CheckPolygon('b2CollidePolygons', polyB);
  }

  // Not in C++: a manifold that refuses a write (a frozen part) is named with nothing written.
  // C++ writes pointCount = 0 here; here each early out of the searches writes it, its one write
  // (b2WriteNoContact), and before the other writes b2BeginManifoldWrites writes back what each
  // part they reach holds, so a refusal comes before any change.
  const totalRadius = radiusA + radiusB;

  findMaxSeparation(searchA, polyA, tA, polyB, tB);
  const edgeA = searchA.edgeIndex;
  const separationA = searchA.separation;
  if (separationA > totalRadius) {
    b2WriteNoContact('b2CollidePolygons', manifold);
    return;
  }

  // Not in C++, same result: B's search decides something only if its separation is above
  // totalRadius (the early out below) or above separationA + k_tol (the flip), so it may skip
  // every edge that stays at or below the smaller of the two. If none gets above, separationB is
  // that floor, and both tests below are false, as they are in C++.
  const flipThreshold = separationA + k_tol;
  searchB.floor = flipThreshold < totalRadius ? flipThreshold : totalRadius;
  findMaxSeparation(searchB, polyB, tB, polyA, tA);
  const edgeB = searchB.edgeIndex;
  const separationB = searchB.separation;
  if (separationB > totalRadius) {
    b2WriteNoContact('b2CollidePolygons', manifold);
    return;
  }

  // Every part written from here takes writes (a refusal throws before the first write), then
  // C++'s pointCount = 0, which the clips' early outs below leave: b2BeginManifoldWrites written
  // out. V8 has no inlining budget left for it after the two searches, and as a call it cost 2 to
  // 4 % of a collision at 256 pairs (npm run bench:scale).
  // f32: exact (the probe writes back each field as the caller left it)
  try {
    const normal = manifold.localNormal;
    normal.x = normal.x;
    normal.y = normal.y;
    const plane = manifold.localPoint;
    plane.x = plane.x;
    plane.y = plane.y;
    const points = manifold.points;
    for (let i = 0; i < b2_maxManifoldPoints; ++i) {
      const lp = points[i].localPoint;
      lp.x = lp.x;
      lp.y = lp.y;
      const cf = points[i].id.cf;
      cf.indexA = cf.indexA;
      cf.indexB = cf.indexB;
      cf.typeA = cf.typeA;
      cf.typeB = cf.typeB;
    }
    manifold.pointCount = 0;
  } catch (error) {
    b2ManifoldWriteRefused('b2CollidePolygons', manifold, error);
  }

  // The reference face is A's unless B's separation is larger by more than k_tol
  // (C++ separationB > separationA + k_tol; flipThreshold is that same sum).
  let poly1: Readonly<b2PolygonShape>;
  let poly2: Readonly<b2PolygonShape>;
  let t1: readonly number[]; // xf1's numbers
  let t2: readonly number[];
  let edge1: number;
  let flip: boolean;
  if (separationB > flipThreshold) {
    poly1 = polyB;
    poly2 = polyA;
    t1 = tB;
    t2 = tA;
    edge1 = edgeB;
    manifold.type = b2ManifoldType.e_faceB;
    flip = true;
  } else {
    poly1 = polyA;
    poly2 = polyB;
    t1 = tA;
    t2 = tB;
    edge1 = edgeA;
    manifold.type = b2ManifoldType.e_faceA;
    flip = false;
  }

  // ---- The rest of C++ b2CollidePolygons in this one function (src/README.md rule 9): the
  // incident edge (C++ b2FindIncidentEdge), the two clips (C++ b2ClipSegmentToLine) and the
  // manifold points, with every point and feature key in locals. The exported b2FindIncidentEdge
  // and b2ClipSegmentToLine are the readable twins; a test composes them into a C++-shaped
  // b2CollidePolygons and checks this one against it bit for bit.
  const count1 = poly1.m_count;
  const count2 = poly2.m_count;
  const packed1 = poly1.m_packed; // layout at b2PolygonShape.m_packed
  const packed2 = poly2.m_packed;
  const q1s = t1[2];
  const q1c = t1[3];
  const p1x = t1[0];
  const p1y = t1[1];
  const q2s = t2[2];
  const q2c = t2[3];
  const p2x = t2[0];
  const p2y = t2[1];

  // Incident edge: the edge of poly2 most anti-parallel to the reference normal, first on ties.
  // C++: normal1 = b2MulT(xf2.q, b2Mul(xf1.q, normals1[edge1]))
  const rn1x = packed1[(edge1 << 1) | 16];
  const rn1y = packed1[(edge1 << 1) | 17];
  const wnx = q1c * rn1x - q1s * rn1y;
  const wny = q1s * rn1x + q1c * rn1y;
  const normal1x = q2c * wnx + q2s * wny;
  const normal1y = -q2s * wnx + q2c * wny;
  let incident = 0;
  let minDot = 3.4028234663852886e38; // b2_maxFloat (rule 4)
  for (let i = 0; i < count2; ++i) {
    const dot = normal1x * packed2[(i << 1) | 16] + normal1y * packed2[(i << 1) | 17];
    if (dot < minDot) {
      minDot = dot;
      incident = i;
    }
  }
  const i1 = incident;
  const i2 = i1 + 1 < count2 ? i1 + 1 : 0;
  // C++: c[k].v = b2Mul(xf2, vertices2[ik]), id = (face edge1 of poly1, vertex ik of poly2)
  const e0vx = packed2[i1 << 1];
  const e0vy = packed2[(i1 << 1) | 1];
  const e1vx = packed2[i2 << 1];
  const e1vy = packed2[(i2 << 1) | 1];
  const e0x = q2c * e0vx - q2s * e0vy + p2x;
  const e0y = q2s * e0vx + q2c * e0vy + p2y;
  const e0id = (edge1 & 0xff) | ((i1 & 0xff) << 8) | FACE_A_VERTEX_B;
  const e1x = q2c * e1vx - q2s * e1vy + p2x;
  const e1y = q2s * e1vx + q2c * e1vy + p2y;
  const e1id = (edge1 & 0xff) | ((i2 & 0xff) << 8) | FACE_A_VERTEX_B;

  const iv1 = edge1;
  const iv2 = edge1 + 1 < count1 ? edge1 + 1 : 0;
  const v11x = packed1[iv1 << 1];
  const v11y = packed1[(iv1 << 1) | 1];
  const v12x = packed1[iv2 << 1];
  const v12y = packed1[(iv2 << 1) | 1];

  // localTangent = v12 - v11, then Normalize(): unchanged if shorter than b2_epsilon.
  let localTangentX = v12x - v11x;
  let localTangentY = v12y - v11y;
  const tangentLength = Math.sqrt(localTangentX * localTangentX + localTangentY * localTangentY);
  if (!(tangentLength < b2_epsilon)) {
    const invLength = 1 / tangentLength;
    localTangentX *= invLength;
    localTangentY *= invLength;
  }

  // localNormal = b2Cross(localTangent, 1) = (1*t.y, -1*t.x); planePoint = 0.5 * (v11 + v12).
  const localNormalX = 1.0 * localTangentY;
  const localNormalY = -1.0 * localTangentX;
  const planePointX = 0.5 * (v11x + v12x);
  const planePointY = 0.5 * (v11y + v12y);

  // tangent = b2Mul(xf1.q, localTangent); normal = b2Cross(tangent, 1).
  const tangentX = q1c * localTangentX - q1s * localTangentY;
  const tangentY = q1s * localTangentX + q1c * localTangentY;
  const normalX = 1.0 * tangentY;
  const normalY = -1.0 * tangentX;

  // The reference edge's end points in world coordinates: b2Mul(xf1, v).
  const w11x = q1c * v11x - q1s * v11y + p1x;
  const w11y = q1s * v11x + q1c * v11y + p1y;
  const w12x = q1c * v12x - q1s * v12y + p1x;
  const w12y = q1s * v12x + q1c * v12y + p1y;

  // Face offset, and side offsets pushed outward by the total radius.
  const frontOffset = normalX * w11x + normalY * w11y;
  const sideOffset1 = -(tangentX * w11x + tangentY * w11y) + totalRadius;
  const sideOffset2 = tangentX * w12x + tangentY * w12y + totalRadius;

  // Clip to side 1, C++ b2ClipSegmentToLine(clipPoints1, incidentEdge, -tangent, sideOffset1, iv1):
  // keep the end points behind the plane or on it (<=), add the crossing point when the ends are on
  // opposite sides (tagged vertex iv1 of poly1, face indexB of the first end), and stop below 2 points.
  const s1nx = -tangentX;
  const s1ny = -tangentY;
  const d0 = s1nx * e0x + s1ny * e0y - sideOffset1;
  const d1 = s1nx * e1x + s1ny * e1y - sideOffset1;
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
    c1id = (iv1 & 0xff) | (e0id & 0xff00) | VERTEX_A_FACE_B;
    const firstBehind = d0 <= 0;
    c0x = firstBehind ? e0x : e1x;
    c0y = firstBehind ? e0y : e1y;
    c0id = firstBehind ? e0id : e1id;
  } else {
    return;
  }

  // Clip to side 2, C++ b2ClipSegmentToLine(clipPoints2, clipPoints1, tangent, sideOffset2, iv2).
  const f0 = tangentX * c0x + tangentY * c0y - sideOffset2;
  const f1 = tangentX * c1x + tangentY * c1y - sideOffset2;
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
    k1id = (iv2 & 0xff) | (c0id & 0xff00) | VERTEX_A_FACE_B;
    const firstBehind = f0 <= 0;
    k0x = firstBehind ? c0x : c1x;
    k0y = firstBehind ? c0y : c1y;
    k0id = firstBehind ? c0id : c1id;
  } else {
    return;
  }

  manifold.localNormal.x = localNormalX;
  manifold.localNormal.y = localNormalY;
  manifold.localPoint.x = planePointX;
  manifold.localPoint.y = planePointY;

  let pointCount = 0;
  for (let i = 0; i < b2_maxManifoldPoints; ++i) {
    const vx = i === 0 ? k0x : k1x;
    const vy = i === 0 ? k0y : k1y;
    const separation = normalX * vx + normalY * vy - frontOffset;
    if (separation <= totalRadius) {
      const cp = manifold.points[pointCount];
      // cp.localPoint = b2MulT(xf2, clip.v)
      const rx = vx - p2x;
      const ry = vy - p2y;
      cp.localPoint.x = q2c * rx + q2s * ry;
      cp.localPoint.y = -q2s * rx + q2c * ry;
      // The feature bytes by value; with flip, A's and B's features trade places.
      const id = i === 0 ? k0id : k1id;
      const cf = cp.id.cf;
      if (flip) {
        cf.indexA = (id >>> 8) & 0xff;
        cf.indexB = id & 0xff;
        cf.typeA = (id >>> 24) as b2ContactFeatureType;
        cf.typeB = ((id >>> 16) & 0xff) as b2ContactFeatureType;
      } else {
        cf.indexA = id & 0xff;
        cf.indexB = (id >>> 8) & 0xff;
        cf.typeA = ((id >>> 16) & 0xff) as b2ContactFeatureType;
        cf.typeB = (id >>> 24) as b2ContactFeatureType;
      }
      ++pointCount;
    }
  }

  manifold.pointCount = pointCount;
}
