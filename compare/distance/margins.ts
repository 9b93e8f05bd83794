// The eps-band margins of the distance pair types (distance: planck, distance-core: @box2d/core).
// Both peers run C++'s GJK, shape cast and overlap test but compare the same quantities with another
// epsilon than C++'s b2_epsilon = FLT_EPSILON; a disagreement is excused only when such a quantity
// lies between the two thresholds. The pair types differ only in the peer's epsilon, passed in.

import { distanceScale, proxyPoints, type DistancePairInput } from './input';
import type { DistanceResult, GjkCallResult } from './result';
import { toWorld } from '../case/transform';
import type { Comparison, Margin, Witness, XY } from '../runner/types';
import { ULP, BOUND_ULPS, type EpsilonPair } from '../tolerances';

/** Distance of x from the interval [lo, hi); 0 inside. */
function bandDistance(x: number, lo: number, hi: number): number {
  if (x < lo) return lo - x;
  if (x >= hi) return x - hi;
  return 0;
}

/** Distance of x from the band between the two thresholds, each times `factor`. */
function epsBand(x: number, eps: EpsilonPair, factor = 1): number {
  return bandDistance(x, factor * Math.min(eps.cxx, eps.peer), factor * Math.max(eps.cxx, eps.peer));
}

/** GetMetric of the reference's core cache re-evaluated at the warm pose (ReadCache's metric2, C++ b2_distance.cpp:135). */
function warmMetric(input: DistancePairInput, ref: DistanceResult): number {
  const ptsA = proxyPoints(input.shapeA);
  const ptsB = proxyPoints(input.shapeB);
  const w: XY[] = [];
  for (let i = 0; i < ref.core.cacheCount; ++i) {
    const a = toWorld(input.xfA2, ptsA[ref.core.cacheIndexA[i]]);
    const b = toWorld(input.xfB2, ptsB[ref.core.cacheIndexB[i]]);
    w.push([b[0] - a[0], b[1] - a[1]]);
  }
  if (w.length === 2) return Math.hypot(w[0][0] - w[1][0], w[0][1] - w[1][1]);
  if (w.length === 3) return (w[1][0] - w[0][0]) * (w[2][1] - w[0][1]) - (w[1][1] - w[0][1]) * (w[2][0] - w[0][0]);
  return Number.POSITIVE_INFINITY; // a 0- or 1-point cache is never flushed by the metric
}

/**
 * How far the search direction was from the band where the engine with the larger epsilon stops
 * (C++ b2_distance.cpp:518) and the other goes on. The one that stops caches the simplex that gave
 * d: |d| is its distance for one point and its metric |e12| for two (a triangle never computes d).
 * Going on means at least one more support evaluation, so the other engine must report more
 * iterations; otherwise the band cannot be the cause.
 */
function searchBand(refCall: GjkCallResult, peerCall: GjkCallResult, eps: EpsilonPair): number {
  const [early, late] = eps.peer > eps.cxx ? [peerCall, refCall] : [refCall, peerCall];
  if (!(late.iterations > early.iterations)) return Number.POSITIVE_INFINITY;
  if (early.cacheCount === 1) return epsBand(early.distance, eps);
  if (early.cacheCount === 2) return epsBand(early.cacheMetric, eps);
  return Number.POSITIVE_INFINITY;
}

/** The smallest of a stage's candidate margins: the decision that comes closest to explaining it. */
function closest(candidates: Margin[]): Margin {
  return candidates.reduce((a, b) => (b.value < a.value ? b : a));
}

/**
 * The margin that can explain a disagreement, from the reference's and the peer's results for this
 * input. Each eps-band value is 0 when the quantity lies between the two thresholds, so the engines
 * decide differently by design; near a band's edge it is the distance to the edge, a near-tie below
 * the continuous bound.
 *
 * Every stage that differs must be explained, not only the first: the cold GJK (core and radii
 * calls, overlap test), the warm call and the shape cast. The one margin returned is the largest
 * over the differing stages of each stage's smallest candidate, named after those candidates.
 * The warm call starts from the core call's cache, so a cold difference may explain it too; the
 * shape cast shares nothing with the other calls.
 */
export function distanceMargins(input: DistancePairInput, comparison: Comparison, ref: DistanceResult, peer: DistanceResult, eps: EpsilonPair): Margin[] {
  const epsilon = BOUND_ULPS * ULP * distanceScale(input);
  const fields = [...comparison.discrete, ...comparison.outOfBound];
  const cold = fields.filter((f) => f === 'overlap' || f.startsWith('core.') || f.startsWith('radii.'));
  const warm = fields.some((f) => f.startsWith('warm.'));
  const cast = fields.filter((f) => f.startsWith('cast.'));

  const stages: Margin[] = [];
  let coldMargin: Margin | undefined;
  if (cold.length > 0) {
    const candidates: Margin[] = [{ name: 'eps-band:search-direction', value: searchBand(ref.core, peer.core, eps), epsilon }];
    if (cold.length === 1 && cold[0] === 'overlap') {
      // The overlap test alone: radii distance < 10 epsilon; the reference's radii call is that same call.
      candidates.push({ name: 'eps-band:testOverlap', value: epsBand(ref.radii.distance, eps, 10), epsilon });
    }
    coldMargin = closest(candidates);
    stages.push(coldMargin);
  }
  if (warm) {
    const candidates: Margin[] = [
      { name: 'eps-band:search-direction(warm)', value: searchBand(ref.warm, peer.warm, eps), epsilon },
      { name: 'eps-band:metric-flush', value: epsBand(warmMetric(input, ref), eps), epsilon },
    ];
    if (coldMargin !== undefined) candidates.push({ ...coldMargin, name: `${coldMargin.name} (cold cache)` });
    stages.push(closest(candidates));
  }
  if (cast.length > 0) {
    // The final n.Normalize() (C++ b2_distance.cpp:737): the engine with the larger epsilon leaves
    // n = -v as it is when |v| is below it, so its normal's length is |v|. That changes the normal
    // and the point made from it (point = witness + radiusA * n), nothing else: inside the loop
    // |v| > sigma >= b2_polygonRadius, so hit, lambda and iterations come out of the same steps.
    const normalOnly = cast.every((f) => f.startsWith('cast.normal') || f.startsWith('cast.point'));
    const n = eps.peer > eps.cxx ? peer.cast.normal : ref.cast.normal;
    stages.push(
      normalOnly
        ? { name: 'eps-band:cast-normal', value: epsBand(Math.hypot(n[0], n[1]), eps), epsilon }
        : { name: 'none for the cast hit, lambda or iterations', value: Number.POSITIVE_INFINITY, epsilon },
    );
  }
  if (stages.length === 0) return [];
  const value = Math.max(...stages.map((m) => m.value));
  const name = stages.map((m) => m.name).join(' + ');
  // testOverlap's band is its last decision, forced by distanceWitness; the others sit inside GJK
  // or the shape cast, where no witness can be built yet (runner/types.ts Margin.byDesign).
  return [{ name, value, epsilon, byDesign: name !== 'eps-band:testOverlap' }];
}

/**
 * The witness of the testOverlap band: b2TestOverlap's one decision (radii distance < 10
 * b2_epsilon, b2_collision.cpp:246) forced the other way on b2collide's own radii distance. The
 * decision is the function's last step, so the rest of b2collide's answer stands as it is.
 */
export function distanceWitness(input: DistancePairInput, _comparison: Comparison, margin: Margin, ref: DistanceResult, peer: DistanceResult, compare: (input: DistancePairInput, ref: DistanceResult, peer: DistanceResult) => Comparison): Witness | undefined {
  if (margin.name !== 'eps-band:testOverlap') return undefined;
  const answer: DistanceResult = { ...ref, overlap: !ref.overlap };
  const c = compare(input, answer, peer);
  return c.discrete.length === 0 && c.outOfBound.length === 0 ? { change: `b2TestOverlap: radii distance ${ref.radii.distance} < 10 b2_epsilon decided ${ref.overlap ? 'false' : 'true'} (forced)`, answer } : undefined;
}
