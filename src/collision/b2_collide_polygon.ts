// Polygon-polygon contact manifold (C++ b2_collide_polygon.cpp, Box2D v2.4.1): separating-axis
// search on both polygons, reference face chosen with the k_tol bias toward A, incident edge
// clipped to the reference face's side planes. Every expression follows the C++ operation order;
// the searches skip only work whose result C++ would discard (see findMaxSeparation and the floor
// of B's search), so every output is the one C++ computes.

import { b2_linearSlop, b2_epsilon, b2_maxManifoldPoints, b2_maxPolygonVertices } from '../common/b2_settings';
import { b2Transform } from '../common/b2_math';
import { b2ClipLine, b2ClipVertex, clipSegmentToLine } from './b2_clip_segment_to_line';
import { b2CheckTransforms, b2DescribeValue } from '../common/b2_checks';
import { b2CheckPolygon } from './b2_collide_checks';
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
 * edges. Writes the best edge index (the first one reached on ties) to edgeIndex[0] and returns the
 * separation. Positive means a separating axis was found.
 */
export function b2FindMaxSeparation(
  edgeIndex: number[],
  poly1: Readonly<b2PolygonShape>,
  xf1: Readonly<b2Transform>,
  poly2: Readonly<b2PolygonShape>,
  xf2: Readonly<b2Transform>,
): number {
  // Not in C++ (file-static there): the exported search checks its inputs as b2CollidePolygons
  // does; an m_count of Infinity would never end, NaN or '4' would read nothing.
  b2CheckTransforms('b2FindMaxSeparation', xf1, xf2);
  b2CheckPolygon('b2FindMaxSeparation', poly1);
  b2CheckPolygon('b2FindMaxSeparation', poly2);
  findMaxSeparation(publicResult, poly1, xf1, poly2, xf2);
  edgeIndex[0] = publicResult.edgeIndex;
  return publicResult.separation;
}

const publicResult = new MaxSeparation();

// The search itself. It reports through an object rather than a return value (rule 3).
function findMaxSeparation(
  out: MaxSeparation,
  poly1: Readonly<b2PolygonShape>,
  xf1: Readonly<b2Transform>,
  poly2: Readonly<b2PolygonShape>,
  xf2: Readonly<b2Transform>,
): void {
  const count2 = poly2.m_count;
  // Coordinates come straight from the packed arrays (layout at b2PolygonShape.m_packed; bitwise
  // indices, rule 5).
  const packed1 = poly1.m_packed;
  const packed2 = poly2.m_packed;

  // xf = b2MulT(xf2, xf1): poly1's frame expressed in poly2's frame. The transforms' p and q are
  // read once into locals, and the loop bound below reads poly1.m_count directly, to keep this
  // function at 417 bytes of V8 bytecode: V8 (node 20) inlines both searches into b2CollidePolygons
  // only while size + 1.2 * size stays within its inlining budget of 920 bytes, i.e. at most 418
  // (about 5% faster on the bench's mixed pairs than calling it; npm run bench reports it).
  const q1 = xf1.q;
  const q2 = xf2.q;
  const q2s = q2.s;
  const q2c = q2.c;
  const q1s = q1.s;
  const q1c = q1.c;
  const qs = q2c * q1s - q2s * q1c;
  const qc = q2c * q1c + q2s * q1s;
  const p1 = xf1.p;
  const p2 = xf2.p;
  const dx = p1.x - p2.x;
  const dy = p1.y - p2.y;
  const px = q2c * dx + q2s * dy;
  // C++ -q2s*dx + q2c*dy, written as a subtraction: the same IEEE result (x + y == y + x and
  // -a + b == b - a exactly, signed zeros included) in fewer bytes of bytecode.
  const py = q2c * dy - q2s * dx;

  let bestIndex = 0;
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
    for (let j = 0; j < count2; ++j) {
      const j2 = j << 1;
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
    }

    // Reached only with si > maxSeparation (C++'s `if (si > maxSeparation)`).
    maxSeparation = si;
    bestIndex = i;
  }

  out.edgeIndex = bestIndex;
  out.separation = maxSeparation;
}

/**
 * The edge of poly2 most anti-parallel to reference edge `edge1` of poly1 (the first one on ties),
 * written to c[0] and c[1] in world coordinates. Each end carries the feature pair
 * (face edge1 of poly1, vertex i of poly2).
 */
export function b2FindIncidentEdge(
  c: readonly b2ClipVertex[],
  poly1: Readonly<b2PolygonShape>,
  xf1: Readonly<b2Transform>,
  edge1: number,
  poly2: Readonly<b2PolygonShape>,
  xf2: Readonly<b2Transform>,
): void {
  // Not in C++ (file-static there): the exported function checks its inputs as b2CollidePolygons does.
  b2CheckTransforms('b2FindIncidentEdge', xf1, xf2);
  b2CheckPolygon('b2FindIncidentEdge', poly1);
  b2CheckPolygon('b2FindIncidentEdge', poly2);
  if (typeof edge1 !== 'number' || !(edge1 >= 0 && edge1 < poly1.m_count) || (edge1 | 0) !== edge1) {
    throw new RangeError(`b2FindIncidentEdge: edge index ${b2DescribeValue(edge1)} is out of range [0, ${poly1.m_count})`);
  }
  findIncidentEdge(c, poly1, xf1, edge1, poly2, xf2);
}

// The search of b2FindIncidentEdge, for b2CollidePolygons, whose inputs are already checked.
function findIncidentEdge(
  c: readonly b2ClipVertex[],
  poly1: Readonly<b2PolygonShape>,
  xf1: Readonly<b2Transform>,
  edge1: number,
  poly2: Readonly<b2PolygonShape>,
  xf2: Readonly<b2Transform>,
): void {
  const count2 = poly2.m_count;
  const packed2 = poly2.m_packed; // layout at b2PolygonShape.m_packed

  // The reference normal in poly2's frame: b2MulT(xf2.q, b2Mul(xf1.q, normals1[edge1])).
  const n1x = poly1.m_packed[(edge1 << 1) | 16];
  const n1y = poly1.m_packed[(edge1 << 1) | 17];
  const wx = xf1.q.c * n1x - xf1.q.s * n1y;
  const wy = xf1.q.s * n1x + xf1.q.c * n1y;
  const normal1x = xf2.q.c * wx + xf2.q.s * wy;
  const normal1y = -xf2.q.s * wx + xf2.q.c * wy;

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
  setIncidentVertex(c[0], xf2, packed2, edge1, i1);
  setIncidentVertex(c[1], xf2, packed2, edge1, i2);
}

// Takes the packed array and an index rather than two coordinates (rule 3).
function setIncidentVertex(
  cv: b2ClipVertex,
  xf: Readonly<b2Transform>,
  packed2: readonly number[],
  edge1: number,
  vertexIndex: number,
): void {
  // b2Mul(xf2, vertices2[i])
  const vx = packed2[vertexIndex << 1];
  const vy = packed2[(vertexIndex << 1) | 1];
  cv.v.x = xf.q.c * vx - xf.q.s * vy + xf.p.x;
  cv.v.y = xf.q.s * vx + xf.q.c * vy + xf.p.y;
  const cf = cv.id.cf;
  cf.indexA = edge1 & 0xff;
  cf.indexB = vertexIndex & 0xff;
  cf.typeA = b2ContactFeatureType.e_face;
  cf.typeB = b2ContactFeatureType.e_vertex;
}

// Scratch owned by b2CollidePolygons: both separation searches, the incident edge, the two clip
// stages and the side-plane normal.
const searchA = new MaxSeparation();
const searchB = new MaxSeparation();
const incidentEdge = [new b2ClipVertex(), new b2ClipVertex()];
const clipPoints1 = [new b2ClipVertex(), new b2ClipVertex()];
const clipPoints2 = [new b2ClipVertex(), new b2ClipVertex()];
const sideLine = new b2ClipLine();

/** The bias toward A's face when the two separations are nearly equal (C++ k_tol). */
const k_tol = 0.1 * b2_linearSlop;

/**
 * Computes the contact manifold of two polygons (C++ b2CollidePolygons). The normal points from
 * A to B. Writes only into `manifold`; pointCount is 0 when the polygons are farther apart than the
 * sum of their radii. Throws when a transform holds a non-finite number or a polygon was never set.
 */
export function b2CollidePolygons(
  manifold: b2Manifold,
  polyA: Readonly<b2PolygonShape>,
  xfA: Readonly<b2Transform>,
  polyB: Readonly<b2PolygonShape>,
  xfB: Readonly<b2Transform>,
): void {
  // Not in C++: reject a transform or radius that is not a finite number, or an unbuilt polygon,
  // instead of writing NaN. The tests of b2CheckTransforms and b2CheckPolygon are written out here
  // and those functions called only to throw: a call V8 inlines takes from the same inlining
  // budget as the two searches below. typeof comes first (a BigInt in the sum would throw an
  // engine TypeError, a string or null would pass it); V8 removes those tests where the fields
  // hold numbers. Then x - x is 0 exactly when x is finite, so the sum is 0 exactly when all ten
  // numbers are (rule 7); a radius must also not be negative. An m_count that is not a whole number from 3 to 8 (NaN, 9, 3.5, '4')
  // would read past the polygon's vertices in m_packed, or beyond m_count.
  const pA = xfA.p;
  const qA = xfA.q;
  const pB = xfB.p;
  const qB = xfB.q;
  const countA = polyA.m_count;
  const countB = polyB.m_count;
  if (
    typeof pA.x !== 'number' || typeof pA.y !== 'number' || typeof qA.s !== 'number' || typeof qA.c !== 'number' ||
    typeof pB.x !== 'number' || typeof pB.y !== 'number' || typeof qB.s !== 'number' || typeof qB.c !== 'number' ||
    typeof polyA.m_radius !== 'number' || typeof polyB.m_radius !== 'number' ||
    typeof countA !== 'number' || typeof countB !== 'number' ||
    pA.x - pA.x + (pA.y - pA.y) + (qA.s - qA.s) + (qA.c - qA.c) +
      (pB.x - pB.x) + (pB.y - pB.y) + (qB.s - qB.s) + (qB.c - qB.c) +
      (polyA.m_radius - polyA.m_radius) + (polyB.m_radius - polyB.m_radius) !== 0 ||
    !(polyA.m_radius >= 0 && polyB.m_radius >= 0) ||
    !((countA | 0) === countA && countA >= 3 && countA <= b2_maxPolygonVertices) ||
    !((countB | 0) === countB && countB >= 3 && countB <= b2_maxPolygonVertices)
  ) {
    b2CheckTransforms('b2CollidePolygons', xfA, xfB);
    b2CheckPolygon('b2CollidePolygons', polyA);
    b2CheckPolygon('b2CollidePolygons', polyB);
  }

  manifold.pointCount = 0;
  const totalRadius = polyA.m_radius + polyB.m_radius;

  findMaxSeparation(searchA, polyA, xfA, polyB, xfB);
  const edgeA = searchA.edgeIndex;
  const separationA = searchA.separation;
  if (separationA > totalRadius) {
    return;
  }

  // Not in C++, same result: B's search decides something only if its separation is above
  // totalRadius (the early out below) or above separationA + k_tol (the flip), so it may skip
  // every edge that stays at or below the smaller of the two. If none gets above, separationB is
  // that floor, and both tests below are false, as they are in C++.
  const flipThreshold = separationA + k_tol;
  searchB.floor = flipThreshold < totalRadius ? flipThreshold : totalRadius;
  findMaxSeparation(searchB, polyB, xfB, polyA, xfA);
  const edgeB = searchB.edgeIndex;
  const separationB = searchB.separation;
  if (separationB > totalRadius) {
    return;
  }

  // The reference face is A's unless B's separation is larger by more than k_tol
  // (C++ separationB > separationA + k_tol; flipThreshold is that same sum).
  let poly1: Readonly<b2PolygonShape>;
  let poly2: Readonly<b2PolygonShape>;
  let xf1: Readonly<b2Transform>;
  let xf2: Readonly<b2Transform>;
  let edge1: number;
  let flip: boolean;
  if (separationB > flipThreshold) {
    poly1 = polyB;
    poly2 = polyA;
    xf1 = xfB;
    xf2 = xfA;
    edge1 = edgeB;
    manifold.type = b2ManifoldType.e_faceB;
    flip = true;
  } else {
    poly1 = polyA;
    poly2 = polyB;
    xf1 = xfA;
    xf2 = xfB;
    edge1 = edgeA;
    manifold.type = b2ManifoldType.e_faceA;
    flip = false;
  }

  clipToReferenceFace(manifold, poly1, xf1, edge1, poly2, xf2, flip);
}

// The second half of b2CollidePolygons: the incident edge clipped to reference face edge1 of poly1,
// and the points that end up within totalRadius written to the manifold. A function of its own
// for V8's sake: each optimized function has its own inlining budget, and the separation search
// and the clip function do not both fit into one.
function clipToReferenceFace(
  manifold: b2Manifold,
  poly1: Readonly<b2PolygonShape>,
  xf1: Readonly<b2Transform>,
  edge1: number,
  poly2: Readonly<b2PolygonShape>,
  xf2: Readonly<b2Transform>,
  flip: boolean,
): void {
  // polyA.m_radius + polyB.m_radius in either order (float addition is commutative), recomputed
  // rather than passed (rule 3).
  const totalRadius = poly1.m_radius + poly2.m_radius;

  findIncidentEdge(incidentEdge, poly1, xf1, edge1, poly2, xf2);

  const count1 = poly1.m_count;
  const packed1 = poly1.m_packed; // layout at b2PolygonShape.m_packed
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
  const q1s = xf1.q.s;
  const q1c = xf1.q.c;
  const tangentX = q1c * localTangentX - q1s * localTangentY;
  const tangentY = q1s * localTangentX + q1c * localTangentY;
  const normalX = 1.0 * tangentY;
  const normalY = -1.0 * tangentX;

  // The reference edge's end points in world coordinates: b2Mul(xf1, v).
  const w11x = q1c * v11x - q1s * v11y + xf1.p.x;
  const w11y = q1s * v11x + q1c * v11y + xf1.p.y;
  const w12x = q1c * v12x - q1s * v12y + xf1.p.x;
  const w12y = q1s * v12x + q1c * v12y + xf1.p.y;

  // Face offset, and side offsets pushed outward by the total radius.
  const frontOffset = normalX * w11x + normalY * w11y;
  const sideOffset1 = -(tangentX * w11x + tangentY * w11y) + totalRadius;
  const sideOffset2 = tangentX * w12x + tangentY * w12y + totalRadius;

  // Clip the incident edge to side 1 (the plane through v11 facing -tangent), then the result to
  // side 2 (the plane through v12 facing +tangent); C++ returns if either keeps fewer than 2.
  // Written as one call in a loop, not two calls, so that V8 inlines it (the float64 build); the
  // line goes in an object so that a call V8 does not inline (the float32 twin) allocates nothing.
  for (let side = 1; side <= 2; ++side) {
    const first = side === 1;
    sideLine.normal.x = first ? -tangentX : tangentX;
    sideLine.normal.y = first ? -tangentY : tangentY;
    sideLine.offset = first ? sideOffset1 : sideOffset2;
    const np = clipSegmentToLine(first ? clipPoints1 : clipPoints2, first ? incidentEdge : clipPoints1, sideLine, first ? iv1 : iv2);
    if (np < 2) {
      return;
    }
  }

  manifold.localNormal.x = localNormalX;
  manifold.localNormal.y = localNormalY;
  manifold.localPoint.x = planePointX;
  manifold.localPoint.y = planePointY;

  const xf2px = xf2.p.x;
  const xf2py = xf2.p.y;
  const q2s = xf2.q.s;
  const q2c = xf2.q.c;
  let pointCount = 0;
  for (let i = 0; i < b2_maxManifoldPoints; ++i) {
    const clip = clipPoints2[i];
    const separation = normalX * clip.v.x + normalY * clip.v.y - frontOffset;
    if (separation <= totalRadius) {
      const cp = manifold.points[pointCount];
      // cp.localPoint = b2MulT(xf2, clip.v)
      const rx = clip.v.x - xf2px;
      const ry = clip.v.y - xf2py;
      cp.localPoint.x = q2c * rx + q2s * ry;
      cp.localPoint.y = -q2s * rx + q2c * ry;
      // Copy the feature bytes by value; with flip, A's and B's features trade places. Reading
      // all four into locals first is what the C++ copy `b2ContactFeature cf = cp->id.cf` does.
      const src = clip.id.cf;
      const indexA = src.indexA;
      const indexB = src.indexB;
      const typeA = src.typeA;
      const typeB = src.typeB;
      const cf = cp.id.cf;
      if (flip) {
        cf.indexA = indexB;
        cf.indexB = indexA;
        cf.typeA = typeB;
        cf.typeB = typeA;
      } else {
        cf.indexA = indexA;
        cf.indexB = indexB;
        cf.typeA = typeA;
        cf.typeB = typeB;
      }
      ++pointCount;
    }
  }

  manifold.pointCount = pointCount;
}
