// The v3.1.1 polygon collider and what it is made of (src/manifold.c): b2FindMaxSeparation (SAT
// over one polygon's edge normals), b2ClipPolygons (the reference edge clips the incident edge for
// two points), b2CollidePolygons, and b2CollideSegmentAndPolygon (the segment as a two-vertex
// polygon). C's vector expressions are written as scalar lines in C's operation order (house
// rule 1), with the C expression in a comment.
//
// b2CollidePolygons works in a frame at A's first vertex with A's rotation ("to reduce round-off"):
// both polygons are copied there, the edges found, clipped or joined vertex to vertex, and the
// points turned back to world orientation at the end.

import { B2_LINEAR_SLOP, B2_SPECULATIVE_DISTANCE, b2Capsule, b2Polygon, b2SegmentDistanceResult, type b2Manifold, type b2Segment } from './collision_types';
import { FLT_EPSILON, b2Vec2, type b2Transform } from './math_functions';
import { B2_PACKED_CENTROID, B2_PACKED_CENTROID_Y, B2_PACKED_LENGTH, B2_PACKED_RADIUS, b2IsPackedPolygonShaped, b2NewPackedArray } from './polygon_packed';
import { b2CheckManifoldOutput, b2CheckPolygonV3, b2CheckSegmentLength, b2CheckSegmentV3, b2CheckTransformPair, b2IsSegmentInRange, b2IsTransformPairInRange } from './manifold_checks';
import { b2PlaceAnchorBAndPoint, b2ZeroManifold } from './manifold_write';
import { b2IsCapsuleLongEnough, b2MakeCapsule } from './manifold_make_capsule';
import { b2SegmentDistanceUnchecked } from './segment_distance';

/**
 * What b2FindMaxSeparation finds: the edge of poly1 with the greatest separation and that
 * separation. C returns the separation and writes the edge through `int* edgeIndex`.
 */
export class b2MaxSeparation {
  /** The index of poly1's edge (edge i runs from vertex i to i + 1). */
  edgeIndex = 0;
  /** The separation along that edge's normal: the least over poly2's vertices. */
  separation = 0;
}

/**
 * The edge of poly1 whose normal separates the polygons most: for each edge, the least of
 * dot(normal, v2 − v1) over poly2's vertices; the greatest of those, the first of equals (C's
 * `<` and `>`). Both polygons in one frame; radii are not counted.
 * C: the file-local `b2FindMaxSeparation` in manifold.c.
 * @param result - written: edgeIndex and separation
 * @param poly1 - the polygon whose edges are tried; only read
 * @param poly2 - the other polygon; only read
 * @returns result
 */
export function b2FindMaxSeparation(result: b2MaxSeparation, poly1: b2Polygon, poly2: b2Polygon): b2MaxSeparation {
  return findMaxSeparation(result, poly1.packed, poly1.count, poly2.packed, poly2.count, -3.4028234663852886e38); // b2_maxFloat (rule 4)
}

// b2FindMaxSeparation on two packed arrays (layout at b2Polygon.packed) and their counts. `floor`
// is where C's maxSeparation starts (-FLT_MAX in C): an edge is taken only when its separation is
// above it, so a floor of s gives C's edge and separation whenever C's separation is above s, and
// otherwise edge 0 and s itself (b2CollidePolygons passes A's separation when searching B).
function findMaxSeparation(
  result: b2MaxSeparation, p1: readonly number[], /* f32: integer */ count1: number, p2: readonly number[], /* f32: integer */ count2: number, floor: number,
): b2MaxSeparation {
  let bestIndex = 0;
  let maxSeparation = floor;
  edges: for (let i = 0; i < count1; ++i) {
    const k = i << 1;
    const nx = p1[k | 16];
    const ny = p1[k | 17];
    const v1x = p1[k];
    const v1y = p1[k | 1];

    // The deepest point of poly2 along normal i.
    let si = 3.4028234663852886e38; // b2_maxFloat (rule 4)
    for (let j = 0; j < count2; ++j) {
      const m = j << 1;
      // C: sij = b2Dot( n, b2Sub( v2s[j], v1 ) )
      const sij = nx * (p2[m] - v1x) + ny * (p2[m | 1] - v1y);
      if (sij < si) {
        si = sij;
        // Not in C, same result: si only falls from here and edge i is taken only if its final si
        // is above maxSeparation, so once it is not, poly2's other vertices cannot change the
        // outcome. Each sij computed is C's; the ones skipped would not be used.
        if (si <= maxSeparation) {
          continue edges;
        }
      }
    }

    if (si > maxSeparation) {
      maxSeparation = si;
      bestIndex = i;
    }
  }

  result.edgeIndex = bestIndex;
  result.separation = maxSeparation;
  return result;
}

/**
 * Clips the incident edge against the reference edge's side planes for two points, each placed
 * midway between the surfaces (radii counted). The reference polygon is polyA unless flip, then
 * polyB; points are numbered so that ids read (feature on A, feature on B): not flipped,
 * B2_MAKE_ID(i11, i22) then B2_MAKE_ID(i12, i21); flipped, B2_MAKE_ID(i21, i12) then
 * B2_MAKE_ID(i22, i11), where 1x is the reference edge's vertices and 2x the incident's. Writes the
 * zero manifold when the edges do not overlap along the reference edge. Both polygons in one
 * frame (A's, shifted); the manifold stays in it (anchorA relative to that frame's origin).
 * C: the file-local `b2ClipPolygons` in manifold.c (returns the manifold by value).
 * @param manifold - written whole
 * @param polyA - polygon A; only read
 * @param polyB - polygon B; only read
 * @param edgeA - A's edge (reference unless flip, else incident)
 * @param edgeB - B's edge (incident unless flip, else reference)
 * @param flip - whether B holds the reference edge
 * @returns manifold
 */
export function b2ClipPolygons(
  manifold: b2Manifold, polyA: b2Polygon, polyB: b2Polygon,
  /* f32: integer */ edgeA: number, /* f32: integer */ edgeB: number, flip: boolean,
): b2Manifold {
  return clipPolygons(manifold, polyA.packed, polyA.count, polyB.packed, polyB.count, edgeA, edgeB, flip);
}

// b2ClipPolygons on two packed arrays (layout at b2Polygon.packed, radius included) and their counts.
function clipPolygons(
  manifold: b2Manifold, pA: readonly number[], /* f32: integer */ countA: number, pB: readonly number[], /* f32: integer */ countB: number,
  /* f32: integer */ edgeA: number, /* f32: integer */ edgeB: number, flip: boolean,
): b2Manifold {
  b2ZeroManifold(manifold);

  // poly1 holds the reference edge (i11 → i12), poly2 the incident edge (i21 → i22).
  let poly1: readonly number[];
  let poly2: readonly number[];
  let i11: number, i12: number, i21: number, i22: number;
  if (flip) {
    poly1 = pB;
    poly2 = pA;
    i11 = edgeB;
    // f32: integer
    i12 = edgeB + 1 < countB ? edgeB + 1 : 0;
    i21 = edgeA;
    // f32: integer
    i22 = edgeA + 1 < countA ? edgeA + 1 : 0;
  } else {
    poly1 = pA;
    poly2 = pB;
    i11 = edgeA;
    // f32: integer
    i12 = edgeA + 1 < countA ? edgeA + 1 : 0;
    i21 = edgeB;
    // f32: integer
    i22 = edgeB + 1 < countB ? edgeB + 1 : 0;
  }

  const nx = poly1[(i11 << 1) | 16];
  const ny = poly1[(i11 << 1) | 17];

  // The reference edge's vertices, then the incident edge's.
  const v11x = poly1[i11 << 1];
  const v11y = poly1[(i11 << 1) | 1];
  const v12x = poly1[i12 << 1];
  const v12y = poly1[(i12 << 1) | 1];
  const v21x = poly2[i21 << 1];
  const v21y = poly2[(i21 << 1) | 1];
  const v22x = poly2[i22 << 1];
  const v22y = poly2[(i22 << 1) | 1];

  // C: tangent = b2CrossSV( 1.0f, normal ) = ( -1 * n.y, 1 * n.x )
  const tx = -1.0 * ny;
  const ty = 1.0 * nx;

  const lower1 = 0.0;
  const upper1 = (v12x - v11x) * tx + (v12y - v11y) * ty;

  // The incident edge runs against the tangent (both polygons wind counter-clockwise).
  const upper2 = (v21x - v11x) * tx + (v21y - v11y) * ty;
  const lower2 = (v22x - v11x) * tx + (v22y - v11y) * ty;

  // Disjoint along the reference edge?
  if (upper2 < lower1 || upper1 < lower2) {
    return manifold;
  }

  // C: vLower = b2Lerp( v22, v21, ( lower1 - lower2 ) / ( upper2 - lower2 ) ), or v22
  let vLowerX: number;
  let vLowerY: number;
  if (lower2 < lower1 && upper2 - lower2 > FLT_EPSILON) {
    const t = (lower1 - lower2) / (upper2 - lower2);
    vLowerX = (1.0 - t) * v22x + t * v21x;
    vLowerY = (1.0 - t) * v22y + t * v21y;
  } else {
    vLowerX = v22x;
    vLowerY = v22y;
  }

  let vUpperX: number;
  let vUpperY: number;
  if (upper2 > upper1 && upper2 - lower2 > FLT_EPSILON) {
    const t = (upper1 - lower2) / (upper2 - lower2);
    vUpperX = (1.0 - t) * v22x + t * v21x;
    vUpperY = (1.0 - t) * v22y + t * v21y;
  } else {
    vUpperX = v21x;
    vUpperY = v21y;
  }

  const separationLower = (vLowerX - v11x) * nx + (vLowerY - v11y) * ny;
  const separationUpper = (vUpperX - v11x) * nx + (vUpperY - v11y) * ny;

  const r1 = poly1[B2_PACKED_RADIUS];
  const r2 = poly2[B2_PACKED_RADIUS];

  // Midway between the surfaces. C: vLower = b2MulAdd( vLower, 0.5f * ( r1 - r2 - separationLower ), normal )
  const hLower = 0.5 * (r1 - r2 - separationLower);
  vLowerX = vLowerX + hLower * nx;
  vLowerY = vLowerY + hLower * ny;
  const hUpper = 0.5 * (r1 - r2 - separationUpper);
  vUpperX = vUpperX + hUpper * nx;
  vUpperY = vUpperY + hUpper * ny;

  const radius = r1 + r2;

  const cp0 = manifold.points[0];
  const cp1 = manifold.points[1];
  if (flip === false) {
    manifold.normal.x = nx;
    manifold.normal.y = ny;
    cp0.anchorA.x = vLowerX;
    cp0.anchorA.y = vLowerY;
    cp0.separation = separationLower - radius;
    cp0.id = (i11 << 8) | i22; // C: B2_MAKE_ID( i11, i22 ), indices below 8 (rule 5)
    cp1.anchorA.x = vUpperX;
    cp1.anchorA.y = vUpperY;
    cp1.separation = separationUpper - radius;
    cp1.id = (i12 << 8) | i21; // C: B2_MAKE_ID( i12, i21 ), indices below 8 (rule 5)
  } else {
    manifold.normal.x = -nx;
    manifold.normal.y = -ny;
    cp0.anchorA.x = vUpperX;
    cp0.anchorA.y = vUpperY;
    cp0.separation = separationUpper - radius;
    cp0.id = (i21 << 8) | i12; // C: B2_MAKE_ID( i21, i12 ), indices below 8 (rule 5)
    cp1.anchorA.x = vLowerX;
    cp1.anchorA.y = vLowerY;
    cp1.separation = separationLower - radius;
    cp1.id = (i22 << 8) | i11; // C: B2_MAKE_ID( i22, i11 ), indices below 8 (rule 5)
  }
  manifold.pointCount = 2;
  return manifold;
}

// Scratch of b2CollidePolygons (house rule 2): both polygons in the shifted frame (packed,
// layout at b2Polygon.packed), the SAT results, the two edges and their closest points.
const localPolyA = b2NewPackedArray(B2_PACKED_LENGTH);
const localPolyB = b2NewPackedArray(B2_PACKED_LENGTH);
const maxSeparationA = new b2MaxSeparation();
const maxSeparationB = new b2MaxSeparation();
const segmentDistance = new b2SegmentDistanceResult();
const v11 = new b2Vec2();
const v12 = new b2Vec2();
const v21 = new b2Vec2();
const v22 = new b2Vec2();

/**
 * b2CollidePolygons after the argument checks: the colliders that build a polygon (capsule,
 * segment) run it on theirs. `where` names the caller in the one error the body can raise.
 */
export function collidePolygonsChecked(where: string, manifold: b2Manifold, polygonA: b2Polygon, xfA: b2Transform, polygonB: b2Polygon, xfB: b2Transform): void {
  const pA = polygonA.packed; // layout at b2Polygon.packed
  const pB = polygonB.packed;
  const originX = pA[0];
  const originY = pA[1];
  // The polygons' numbers are checked in the two copies below, which read them all anyway: a
  // typeof per number (V8 drops it where packed holds doubles) before any arithmetic, and one sum
  // of magnitudes within ±FLT_MAX, tested before the first write to the manifold (house rule 7).
  // Either failing runs the callers' checks in their order (polygonsFailure), which name the fault.
  const n0x = pA[16];
  const n0y = pA[17];
  const cAx = pA[B2_PACKED_CENTROID];
  const cAy = pA[B2_PACKED_CENTROID_Y];
  const cBx = pB[B2_PACKED_CENTROID];
  const cBy = pB[B2_PACKED_CENTROID_Y];
  if (
    typeof originX !== 'number' || typeof originY !== 'number' || typeof n0x !== 'number' || typeof n0y !== 'number' ||
    typeof cAx !== 'number' || typeof cAy !== 'number' || typeof cBx !== 'number' || typeof cBy !== 'number'
  ) {
    polygonsFailure(where, manifold, polygonA, xfA, polygonB, xfB);
  }
  // f32: exact (an input check sums the numbers as the caller left them)
  let magnitude = Math.abs(originX) + Math.abs(originY) + Math.abs(n0x) + Math.abs(n0y) + Math.abs(cAx) + Math.abs(cAy) + Math.abs(cBx) + Math.abs(cBy) + pA[B2_PACKED_RADIUS] + pB[B2_PACKED_RADIUS];

  const linearSlop = B2_LINEAR_SLOP;
  const speculativeDistance = B2_SPECULATIVE_DISTANCE;

  // Shift A to its first vertex: sfA = { xfA.p + xfA.q·origin, xfA.q }.
  const qc = xfA.q.c;
  const qs = xfA.q.s;
  const sfAx = xfA.p.x + (qc * originX - qs * originY);
  const sfAy = xfA.p.y + (qs * originX + qc * originY);
  // B's frame in the shifted one, written out (C: xf = b2InvMulTransforms( sfA, xfB ); the
  // transform's numbers stay in locals instead of a scratch b2Transform's boxed fields).
  // C: xf.q = b2InvMulRot( sfA.q, xfB.q )
  const xqs = qc * xfB.q.s - qs * xfB.q.c;
  const xqc = qc * xfB.q.c + qs * xfB.q.s;
  // C: xf.p = b2InvRotateVector( sfA.q, b2Sub( xfB.p, sfA.p ) )
  const dx = xfB.p.x - sfAx;
  const dy = xfB.p.y - sfAy;
  const xpx = qc * dx + qs * dy;
  const xpy = -qs * dx + qc * dy;

  // A in the shifted frame (normals unchanged).
  const countA = polygonA.count;
  const la = localPolyA;
  la[B2_PACKED_RADIUS] = pA[B2_PACKED_RADIUS];
  la[0] = 0.0;
  la[1] = 0.0;
  la[16] = n0x;
  la[17] = n0y;
  for (let i = 1; i < countA; ++i) {
    const k = i << 1;
    const vx = pA[k];
    const vy = pA[k | 1];
    const nx = pA[k | 16];
    const ny = pA[k | 17];
    if (typeof vx !== 'number' || typeof vy !== 'number' || typeof nx !== 'number' || typeof ny !== 'number') {
      polygonsFailure(where, manifold, polygonA, xfA, polygonB, xfB);
    }
    // f32: exact (an input check sums the numbers as the caller left them)
    magnitude = magnitude + Math.abs(vx) + Math.abs(vy) + Math.abs(nx) + Math.abs(ny);
    la[k] = vx - originX;
    la[k | 1] = vy - originY;
    la[k | 16] = nx;
    la[k | 17] = ny;
  }

  // B's vertices in the same frame (its normals after A's search). C: b2TransformPoint( xf, v )
  const countB = polygonB.count;
  const lb = localPolyB;
  lb[B2_PACKED_RADIUS] = pB[B2_PACKED_RADIUS];
  for (let i = 0; i < countB; ++i) {
    const k = i << 1;
    const vx = pB[k];
    const vy = pB[k | 1];
    const nx = pB[k | 16];
    const ny = pB[k | 17];
    if (typeof vx !== 'number' || typeof vy !== 'number' || typeof nx !== 'number' || typeof ny !== 'number') {
      polygonsFailure(where, manifold, polygonA, xfA, polygonB, xfB);
    }
    // f32: exact (an input check sums the numbers as the caller left them)
    magnitude = magnitude + Math.abs(vx) + Math.abs(vy) + Math.abs(nx) + Math.abs(ny);
    lb[k] = xqc * vx - xqs * vy + xpx;
    lb[k | 1] = xqs * vx + xqc * vy + xpy;
  }
  if (!(magnitude <= 3.4028234663852886e38)) { // b2_maxFloat (rule 4)
    // Returns only when every number is within range and just the sum is not.
    polygonsFailure(where, manifold, polygonA, xfA, polygonB, xfB);
  }

  findMaxSeparation(maxSeparationA, la, countA, lb, countB, -3.4028234663852886e38); // b2_maxFloat (rule 4)
  let edgeA = maxSeparationA.edgeIndex;
  const separationA = maxSeparationA.separation;

  const radius = la[B2_PACKED_RADIUS] + lb[B2_PACKED_RADIUS];

  // Not in C, same result: C searches B's edges before its reject test, `separationA > ... ||
  // separationB > ...`, whose first half alone already gives the zero manifold, and the search
  // writes nothing else. Here that half is tested first, and B's normals are rotated only after it.
  if (separationA > speculativeDistance + radius) {
    b2ZeroManifold(manifold);
    return;
  }

  // B's normals in the same frame. C: b2RotateVector( xf.q, n ) (the loop above read and checked them)
  for (let i = 0; i < countB; ++i) {
    const k = i << 1;
    const nx = pB[k | 16];
    const ny = pB[k | 17];
    lb[k | 16] = xqc * nx - xqs * ny;
    lb[k | 17] = xqs * nx + xqc * ny;
  }

  // Not in C, same result: B's search starts from separationA instead of -FLT_MAX, so B's edges
  // that cannot beat A's are left early. When C's separationB is above separationA this gives C's
  // edgeB and separationB; otherwise separationB = separationA and edgeB = 0, and every use below
  // decides as C does: the reject test and the 0.1·slop test are then decided by separationA
  // alone, flip is false either way, edgeB is recomputed when not flipped, and the error message
  // names the larger of the two.
  findMaxSeparation(maxSeparationB, lb, countB, la, countA, separationA);
  let edgeB = maxSeparationB.edgeIndex;
  const separationB = maxSeparationB.separation;

  if (separationB > speculativeDistance + radius) {
    b2ZeroManifold(manifold);
    return;
  }

  // The incident edge: the one whose normal is most against the reference normal (first of equals).
  let flip: boolean;
  if (separationA >= separationB) {
    flip = false;
    const sx = la[(edgeA << 1) | 16];
    const sy = la[(edgeA << 1) | 17];
    edgeB = 0;
    let minDot = 3.4028234663852886e38; // b2_maxFloat (rule 4)
    for (let i = 0; i < countB; ++i) {
      const dot = sx * lb[(i << 1) | 16] + sy * lb[(i << 1) | 17];
      if (dot < minDot) {
        minDot = dot;
        edgeB = i;
      }
    }
  } else {
    flip = true;
    const sx = lb[(edgeB << 1) | 16];
    const sy = lb[(edgeB << 1) | 17];
    edgeA = 0;
    let minDot = 3.4028234663852886e38; // b2_maxFloat (rule 4)
    for (let i = 0; i < countA; ++i) {
      const dot = sx * la[(i << 1) | 16] + sy * la[(i << 1) | 17];
      if (dot < minDot) {
        minDot = dot;
        edgeA = i;
      }
    }
  }

  // The slop keeps a vertex-vertex normal safe to normalize.
  if (separationA > 0.1 * linearSlop || separationB > 0.1 * linearSlop) {
    // Apart: the closest points of the reference and incident edges (C's `#if 1` branch).
    const i11 = edgeA;
    // f32: integer
    const i12 = edgeA + 1 < countA ? edgeA + 1 : 0;
    const i21 = edgeB;
    // f32: integer
    const i22 = edgeB + 1 < countB ? edgeB + 1 : 0;

    v11.x = la[i11 << 1];
    v11.y = la[(i11 << 1) | 1];
    v12.x = la[i12 << 1];
    v12.y = la[(i12 << 1) | 1];
    v21.x = lb[i21 << 1];
    v21.y = lb[(i21 << 1) | 1];
    v22.x = lb[i22 << 1];
    v22.y = lb[(i22 << 1) | 1];

    const result = b2SegmentDistanceUnchecked(segmentDistance, v11, v12, v21, v22);
    // Not in C, which asserts this in debug builds only: a zero distance here means the polygons'
    // normals do not match their vertices, and the normal below would be 0/0.
    if (!(result.distanceSquared > 0.0)) {
      throw new Error(
        `${where}: the polygons are ${separationA > separationB ? separationA : separationB} apart along an edge normal but their edges touch; ` +
          'a polygon\'s normals do not match its vertices (make polygons with b2MakePolygon, b2MakeBox and the like)',
      );
    }
    const distance = Math.sqrt(result.distanceSquared);
    const separation = distance - radius;

    if (distance - radius > speculativeDistance) {
      // Possible when the closest features are two vertices.
      b2ZeroManifold(manifold);
      return;
    }

    // Try clipping the edges.
    clipPolygons(manifold, la, countA, lb, countB, edgeA, edgeB, flip);

    let minSeparation = 3.4028234663852886e38; // b2_maxFloat (rule 4)
    for (let i = 0; i < manifold.pointCount; ++i) {
      const s = manifold.points[i].separation;
      minSeparation = minSeparation < s ? minSeparation : s;
    }

    // A vertex-vertex contact when its separation is clearly below the clipped points'.
    if (separation + 0.1 * linearSlop < minSeparation) {
      const f1 = result.fraction1;
      const f2 = result.fraction2;
      let va = v11;
      let vb = v21;
      let ia = i11;
      let ib = i21;
      let vertexVertex = true;
      if (f1 === 0.0 && f2 === 0.0) {
        // v11 - v21
      } else if (f1 === 0.0 && f2 === 1.0) {
        vb = v22;
        ib = i22;
      } else if (f1 === 1.0 && f2 === 0.0) {
        va = v12;
        ia = i12;
      } else if (f1 === 1.0 && f2 === 1.0) {
        va = v12;
        ia = i12;
        vb = v22;
        ib = i22;
      } else {
        vertexVertex = false;
      }
      if (vertexVertex) {
        // C: normal = b2Sub( vb, va ); normal.x *= invDistance; normal.y *= invDistance
        const invDistance = 1.0 / distance;
        const nx = (vb.x - va.x) * invDistance;
        const ny = (vb.y - va.y) * invDistance;
        // C: c1 = b2MulAdd( va, localPolyA.radius, normal ); c2 = b2MulAdd( vb, -localPolyB.radius, normal )
        const rA = la[B2_PACKED_RADIUS];
        const rB = lb[B2_PACKED_RADIUS];
        const c1x = va.x + rA * nx;
        const c1y = va.y + rA * ny;
        const c2x = vb.x + -rB * nx;
        const c2y = vb.y + -rB * ny;

        manifold.normal.x = nx;
        manifold.normal.y = ny;
        const mp = manifold.points[0];
        mp.anchorA.x = (1.0 - 0.5) * c1x + 0.5 * c2x;
        mp.anchorA.y = (1.0 - 0.5) * c1y + 0.5 * c2y;
        mp.separation = distance - radius;
        mp.id = (ia << 8) | ib; // C: B2_MAKE_ID( ia, ib ), indices below 8 (rule 5)
        manifold.pointCount = 1;
      }
    }
  } else {
    // Overlapping.
    clipPolygons(manifold, la, countA, lb, countB, edgeA, edgeB, flip);
  }

  // To world orientation; anchors relative to each shape's origin.
  if (manifold.pointCount > 0) {
    const nx = manifold.normal.x;
    const ny = manifold.normal.y;
    manifold.normal.x = qc * nx - qs * ny;
    manifold.normal.y = qs * nx + qc * ny;
    for (let i = 0; i < manifold.pointCount; ++i) {
      const mp = manifold.points[i];
      // C: mp->anchorA = b2RotateVector( xfA.q, b2Add( mp->anchorA, origin ) )
      const ax = mp.anchorA.x + originX;
      const ay = mp.anchorA.y + originY;
      mp.anchorA.x = qc * ax - qs * ay;
      mp.anchorA.y = qs * ax + qc * ay;
      b2PlaceAnchorBAndPoint(mp, xfA, xfB);
    }
  }
}

/**
 * The manifold of two (possibly rounded) polygons. SAT on both polygons' normals picks the
 * reference edge (A's unless B's separates more); apart by more than 0.1·B2_LINEAR_SLOP, the
 * closest points of the reference and incident edges decide between a vertex-vertex point and
 * the clipped edge pair; otherwise the edges are clipped. Points up to B2_SPECULATIVE_DISTANCE
 * apart are kept. Ids: B2_MAKE_ID(feature on A, feature on B), see b2ClipPolygons.
 * C: `b2CollidePolygons` in manifold.c (returns the manifold by value; here it is written into the first argument).
 * @param manifold - written whole (C's zero manifold when there is no point)
 * @param polygonA - shape A, in its body frame; only read
 * @param xfA - A's world transform; only read
 * @param polygonB - shape B, in its body frame; only read
 * @param xfB - B's world transform; only read
 * @returns manifold: normal (world, A to B), per point anchorA/anchorB (world orientation,
 * relative to each shape's origin), point (world), separation (negative when overlapping), id
 * @throws Error naming the argument, writing nothing, when a number is not finite or beyond
 * ±FLT_MAX, a radius is negative, a count is not in [1, 8], the polygons' normals contradict
 * their vertices so that C would divide by a zero distance (C asserts it), or manifold cannot be
 * written (not in C; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 * @example
 * ```ts
 * import { b2CollidePolygons, b2MakeBox, b2MakeRot, b2Manifold, b2Polygon, b2Transform } from 'b2collide/v3';
 *
 * const ground = b2MakeBox(new b2Polygon(), 5, 0.5);
 * const box = b2MakeBox(new b2Polygon(), 0.5, 0.5);
 * const xfA = new b2Transform();
 * b2MakeRot(xfA.q, 0);
 * const xfB = new b2Transform();
 * b2MakeRot(xfB.q, 0);
 * xfB.p.y = 0.99;
 * const m = b2CollidePolygons(new b2Manifold(), ground, xfA, box, xfB);
 * console.log(m.pointCount, m.normal.y, m.points[0].id.toString(16), m.points[1].id.toString(16)); // 2 1 201 300
 * ```
 */
export function b2CollidePolygons(manifold: b2Manifold, polygonA: b2Polygon, xfA: b2Transform, polygonB: b2Polygon, xfB: b2Transform): b2Manifold {
  const where = 'b2CollidePolygons';
  b2CheckManifoldOutput(where, manifold);
  // Here the shapes' and transforms' form only; the polygons' numbers in collidePolygonsChecked's
  // copies, which read them anyway. Any failure runs the full checks in order.
  if (!(b2IsPackedPolygonShaped(polygonA, 1) && b2IsPackedPolygonShaped(polygonB, 1) && b2IsTransformPairInRange(xfA, xfB))) {
    polygonsFailure(where, manifold, polygonA, xfA, polygonB, xfB);
  }
  collidePolygonsChecked(where, manifold, polygonA, xfA, polygonB, xfB);
  return manifold;
}

/**
 * The checks of b2CollidePolygons in their order (manifold, polygonA, polygonB, transforms), on
 * the cold path: the first fault throws, named. Returns when there is none (the numbers' sum was
 * past FLT_MAX while each is within it). The other callers of collidePolygonsChecked ran these on
 * their shapes first, so for them it finds nothing.
 */
function polygonsFailure(where: string, manifold: b2Manifold, polygonA: b2Polygon, xfA: b2Transform, polygonB: b2Polygon, xfB: b2Transform): void {
  b2CheckManifoldOutput(where, manifold);
  b2CheckPolygonV3(where, 'polygonA', polygonA);
  b2CheckPolygonV3(where, 'polygonB', polygonB);
  b2CheckTransformPair(where, xfA, xfB);
}

// The polygon b2CollideSegmentAndPolygon makes of segment A, through C's capsule of radius 0.
const segmentCapsule = new b2Capsule();
const segmentPolygon = new b2Polygon();

/**
 * The manifold of a two-sided segment and a polygon: b2CollidePolygons with the segment made a
 * two-vertex polygon of radius 0 (manifold.c's b2MakeCapsule), as C does; the segment's vertices
 * are 0 (point1) and 1 (point2), its edges 0 (normal to the right of point1→point2) and 1.
 * C: `b2CollideSegmentAndPolygon` in manifold.c (returns the manifold by value; here it is written into the first argument).
 * @param manifold - written whole (C's zero manifold when there is no point)
 * @param segmentA - shape A, in its body frame; only read
 * @param xfA - A's world transform; only read
 * @param polygonB - shape B, in its body frame; only read
 * @param xfB - B's world transform; only read
 * @returns manifold (frames as in b2CollidePolygons)
 * @throws as b2CollidePolygons, and when the segment's points are no more than sqrt(FLT_EPSILON)
 * apart (C asserts it)
 */
export function b2CollideSegmentAndPolygon(manifold: b2Manifold, segmentA: b2Segment, xfA: b2Transform, polygonB: b2Polygon, xfB: b2Transform): b2Manifold {
  const where = 'b2CollideSegmentAndPolygon';
  b2CheckManifoldOutput(where, manifold);
  // Here the segment (and the length b2MakeCapsule asks, tested as it tests it), polygonB's form
  // and the transforms; polygonB's numbers in collidePolygonsChecked's copy, which reads them
  // anyway, as b2CollidePolygons does. Any failure runs the checks in their order, which name it.
  if (!(b2IsSegmentInRange(segmentA, 0.0) && b2IsPackedPolygonShaped(polygonB, 1) && b2IsTransformPairInRange(xfA, xfB) && b2IsCapsuleLongEnough(segmentA.point1, segmentA.point2))) {
    segmentAndPolygonFailure(where, manifold, segmentA, xfA, polygonB, xfB);
  }
  segmentCapsule.center1.x = segmentA.point1.x;
  segmentCapsule.center1.y = segmentA.point1.y;
  segmentCapsule.center2.x = segmentA.point2.x;
  segmentCapsule.center2.y = segmentA.point2.y;
  segmentCapsule.radius = 0.0;
  b2MakeCapsule(segmentPolygon, segmentCapsule, where, 'segmentA.point1', 'segmentA.point2');
  collidePolygonsChecked(where, manifold, segmentPolygon, xfA, polygonB, xfB);
  return manifold;
}

// The checks of b2CollideSegmentAndPolygon in their order (manifold, segmentA, polygonB,
// transforms, then b2MakeCapsule's length), on the cold path: the first fault throws, named.
function segmentAndPolygonFailure(where: string, manifold: b2Manifold, segmentA: b2Segment, xfA: b2Transform, polygonB: b2Polygon, xfB: b2Transform): void {
  b2CheckManifoldOutput(where, manifold);
  b2CheckSegmentV3(where, 'segmentA', segmentA, 0.0);
  b2CheckPolygonV3(where, 'polygonB', polygonB);
  b2CheckTransformPair(where, xfA, xfB);
  b2CheckSegmentLength(where, 'segmentA.point1', 'segmentA.point2', segmentA.point1, segmentA.point2, FLT_EPSILON);
}
