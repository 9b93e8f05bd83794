// @box2d/core's own rule for two fields that mean something else in this peer
// (box2dcore-differences.ts): compareDistance (compare-distance.ts) is given this rule, leaves the
// fields out of its field-by-field pass and checks them here against what this peer is meant to
// return:
// - radii.distance and the radii witness points: the peer's useRadii rule applied to the
//   reference's core result (the cold radii call runs the same GJK as the core call);
// - cast.point: the peer reports B's witness point + radiusA * n, the reference A's, so their
//   difference must lie along the normal and be at most sigma + tolerance long.
// The margins (margins.ts) are this peer's eps bands: its b2_epsilon = 1e-5
// against C++'s FLT_EPSILON.

import { b2_linearSlop, b2_polygonRadius } from 'b2collide';
import type { DifferenceTally } from '../runner/difference-tally';
import type { DistancePeerRule } from './compare-distance';
import { proxyPoints, shapeRadius, type DistancePairInput } from './input';
import type { DistanceResult, GjkCallResult } from './result';
import type { XY } from '../runner/types';
import { BOX2D_CORE_EPSILON } from '../tolerances';

/** b2ShapeCast's iteration cap (C++ b2_distance.cpp:643). */
const CAST_MAX_ITERS = 20;

/** The radii call as the peer's rule makes it from a core call's output (b2_distance.js:605-623). */
function peerRadiiRule(core: GjkCallResult, rA: number, rB: number): { distance: number; pointA: XY; pointB: XY } {
  const [ax, ay] = core.pointA;
  const [bx, by] = core.pointB;
  if (core.distance < BOX2D_CORE_EPSILON) {
    const mid: XY = [(ax + bx) * 0.5, (ay + by) * 0.5];
    return { distance: 0, pointA: mid, pointB: [mid[0], mid[1]] };
  }
  let nx = bx - ax;
  let ny = by - ay;
  const length = Math.sqrt(nx * nx + ny * ny);
  if (!(length < BOX2D_CORE_EPSILON)) {
    nx *= 1 / length;
    ny *= 1 / length;
  }
  return {
    distance: Math.max(0, core.distance - rA - rB),
    pointA: [ax + rA * nx, ay + rA * ny],
    pointB: [bx - rB * nx, by - rB * ny],
  };
}

/** The shape cast's target distance between the cores (C++ b2_distance.cpp:613-615,639). */
function castSigma(input: DistancePairInput): number {
  const radius = Math.max(shapeRadius(input.shapeA), b2_polygonRadius) + Math.max(shapeRadius(input.shapeB), b2_polygonRadius);
  return Math.max(b2_polygonRadius, radius - b2_polygonRadius);
}

/** The peer's radii call against its own rule on the reference's core call. */
function checkRadii(input: DistancePairInput, ref: DistanceResult, peer: DistanceResult, checks: DifferenceTally): boolean {
  const want = peerRadiiRule(ref.core, shapeRadius(input.shapeA), shapeRadius(input.shapeB));
  let ok = checks.num('radii.distance (peer rule)', want.distance, peer.radii.distance);
  ok = checks.xy('radii.pointA (peer rule)', want.pointA, peer.radii.pointA) && ok;
  ok = checks.xy('radii.pointB (peer rule)', want.pointB, peer.radii.pointB) && ok;
  return ok;
}

/** Distance from q to the segment a-b (to a when a = b). */
function segmentDistance(q: XY, a: XY, b: XY): number {
  const ex = b[0] - a[0];
  const ey = b[1] - a[1];
  const ee = ex * ex + ey * ey;
  let t = ee > 0 ? ((q[0] - a[0]) * ex + (q[1] - a[1]) * ey) / ee : 0;
  t = Math.min(1, Math.max(0, t));
  return Math.hypot(q[0] - a[0] - t * ex, q[1] - a[1] - t * ey);
}

/**
 * How far the peer's B-side witness point is from B's core: its point less radiusA * n (how it
 * was made) less lambda * r (the shift every vertex of the final simplex got) must be one of B's
 * proxy points or lie between two of them (the simplex has at most two points), in B's frame.
 */
function offCoreOfB(input: DistancePairInput, p: DistanceResult['cast']): number {
  const radiusA = Math.max(shapeRadius(input.shapeA), b2_polygonRadius);
  const wx = p.point[0] - radiusA * p.normal[0] - p.lambda * input.translationB[0] - input.xfB.p[0];
  const wy = p.point[1] - radiusA * p.normal[1] - p.lambda * input.translationB[1] - input.xfB.p[1];
  const [s, c] = input.xfB.q;
  const q: XY = [c * wx + s * wy, -s * wx + c * wy];
  const pts = proxyPoints(input.shapeB);
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < pts.length; ++i) for (let j = i; j < pts.length; ++j) best = Math.min(best, segmentDistance(q, pts[i], pts[j]));
  return best;
}

/**
 * The peer's cast point (B's witness + radiusA * n) against the reference's (A's witness +
 * radiusA * n): their difference is -v, the final closest point, so it must be parallel to the
 * reference's normal n = -v / |v| and, when the loop converged, at most sigma + tolerance long;
 * and the peer's B-side witness must lie on B's core moved by lambda * r. Together these fix the
 * point wherever the line through the reference's point along n crosses B's core once.
 */
function checkCastPoint(input: DistancePairInput, ref: DistanceResult, peer: DistanceResult, checks: DifferenceTally): boolean {
  const r = ref.cast;
  const p = peer.cast;
  const n = r.normal;
  const length = Math.hypot(n[0], n[1]);
  if (!r.hit || !p.hit || length === 0) {
    // A miss leaves the point zero in both; with no normal there is no direction to allow.
    return checks.xy('cast.point', r.point, p.point);
  }
  const ux = n[0] / length;
  const uy = n[1] / length;
  const dx = p.point[0] - r.point[0];
  const dy = p.point[1] - r.point[1];
  const size = Math.max(Math.abs(r.point[0]), Math.abs(r.point[1]), Math.abs(p.point[0]), Math.abs(p.point[1]));
  let ok = checks.within('cast.point (peer: B side) off the normal', dx * uy - dy * ux, 0, 0, size);
  const hi = p.iterations < CAST_MAX_ITERS ? castSigma(input) + 0.5 * b2_linearSlop : Number.POSITIVE_INFINITY;
  ok = checks.within('cast.point (peer: B side) along the normal', dx * ux + dy * uy, 0, hi, size) && ok;
  ok = checks.within("cast.point (peer: B side) off B's core", offCoreOfB(input, p), 0, 0, size) && ok;
  return ok;
}

/** @box2d/core's rule for the radii call and the cast point, for compareDistance. */
export const box2dcoreRule: DistancePeerRule = { checkRadii, checkCastPoint };
