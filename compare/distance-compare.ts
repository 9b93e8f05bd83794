// Field-by-field comparison of two distance results, and the margins that can excuse a
// disagreement. Both engines run the same GJK expressions in float64, so agreement is expected to
// be exact; the known differences (planck-distance-differences.ts) are handled here:
// - in the overlapped useRadii branch planck writes pointA - pointB: its points are checked
//   against the reference's core pointA - pointB instead of the C++ midpoint;
// - planck's EPSILON = 1e-9 against FLT_EPSILON: a disagreement is excused only when the
//   quantity that EPSILON is compared with lies between the two constants (an eps-band margin).

import { b2_epsilon } from 'b2collide';
import { distanceScale, type DistancePairInput } from './distance-input';
import { bandDistance, warmMetric, type EpsilonPair } from './distance-margins-shared';
import type { DistanceResult, GjkCallResult } from './distance-result';
import { BOUND_ULPS } from './manifold-compare';
import type { Comparison, Margin, XY } from './types';

const ULP = 2 ** -52;
/** planck-js 1.3.0's EPSILON (planck-js/src/common/Math.ts:13). */
export const PLANCK_EPSILON = 1e-9;
/** The thresholds of this pair type's eps-band margins (distance-margins-shared.ts). */
export const PLANCK_EPSILONS: EpsilonPair = { cxx: b2_epsilon, peer: PLANCK_EPSILON };

type Call = 'core' | 'radii' | 'warm';
const CALLS: readonly Call[] = ['core', 'radii', 'warm'];

/**
 * Compares two distance results. Symptoms, first match: 'simplex:<call>' (iterations or cached
 * simplex differ in that call), 'values:<call>' (continuous fields differ), 'cast' (the shape
 * casts differ), 'overlap' (only the overlap tests disagree), 'none'.
 */
export function compareDistance(input: DistancePairInput, ref: DistanceResult, peer: DistanceResult): Comparison {
  const scale = distanceScale(input);
  const bound = BOUND_ULPS * ULP * scale;
  const discrete: string[] = [];
  const outOfBound: string[] = [];
  let maxAbs = 0;
  let maxRel = 0;
  let firstSimplex: Call | undefined;
  let firstValues: Call | undefined;

  const num = (field: string, a: number, b: number): boolean => {
    if (a === b) return true;
    const d = Math.abs(a - b);
    const ok = d <= bound;
    if (!ok) outOfBound.push(field);
    if (!(d <= maxAbs)) maxAbs = d;
    const rel = d / Math.max(Math.abs(a), Math.abs(b));
    if (!(rel <= maxRel)) maxRel = rel;
    return ok;
  };
  const xy = (field: string, a: XY, b: XY): boolean => {
    const okX = num(`${field}.x`, a[0], b[0]);
    const okY = num(`${field}.y`, a[1], b[1]);
    return okX && okY;
  };

  if (ref.overlap !== peer.overlap) discrete.push('overlap');

  for (const call of CALLS) {
    const r: GjkCallResult = ref[call];
    const p: GjkCallResult = peer[call];
    const before = discrete.length;
    if (r.iterations !== p.iterations) discrete.push(`${call}.iterations`);
    if (r.cacheCount !== p.cacheCount) discrete.push(`${call}.cacheCount`);
    else if (r.cacheIndexA.join() !== p.cacheIndexA.join() || r.cacheIndexB.join() !== p.cacheIndexB.join()) discrete.push(`${call}.cacheIndices`);
    if (discrete.length > before && firstSimplex === undefined) firstSimplex = call;

    let ok = num(`${call}.distance`, r.distance, p.distance);
    ok = num(`${call}.cacheMetric`, r.cacheMetric, p.cacheMetric) && ok;
    if (call === 'radii' && r.distance === 0) {
      // The overlapped branch (a distance of exactly 0 only comes from it): planck's points are
      // the core pointA - pointB (known difference), and the core call has the same simplex.
      const diff: XY = [ref.core.pointA[0] - ref.core.pointB[0], ref.core.pointA[1] - ref.core.pointB[1]];
      ok = xy(`${call}.pointA (planck: core pA - pB)`, diff, p.pointA) && ok;
      ok = xy(`${call}.pointB (planck: core pA - pB)`, diff, p.pointB) && ok;
    } else {
      ok = xy(`${call}.pointA`, r.pointA, p.pointA) && ok;
      ok = xy(`${call}.pointB`, r.pointB, p.pointB) && ok;
    }
    if (!ok && firstValues === undefined) firstValues = call;
  }

  // The shape cast: hit and iterations discrete, the rest continuous (C++ leaves lambda 1, point
  // and normal zero on a miss, so those compare too).
  const rc = ref.cast;
  const pc = peer.cast;
  const castDiscrete = discrete.length;
  if (rc.hit !== pc.hit) discrete.push('cast.hit');
  if (rc.iterations !== pc.iterations) discrete.push('cast.iterations');
  let castOk = num('cast.lambda', rc.lambda, pc.lambda);
  castOk = xy('cast.point', rc.point, pc.point) && castOk;
  castOk = xy('cast.normal', rc.normal, pc.normal) && castOk;
  const castDiffers = discrete.length > castDiscrete || !castOk;

  // 'overlap' only when the overlap test is all that differs, so that its margin cannot excuse
  // a difference in the GJK calls.
  let symptom = 'none';
  if (firstSimplex !== undefined) symptom = `simplex:${firstSimplex}`;
  else if (firstValues !== undefined) symptom = `values:${firstValues}`;
  else if (castDiffers) symptom = 'cast';
  else if (discrete.includes('overlap')) symptom = 'overlap';
  return { discrete, outOfBound, maxAbs, maxRel, maxUlps: maxAbs / (ULP * scale), symptom };
}

/**
 * How far the reference call's last search direction was from the band where C++ stops
 * (|d| < FLT_EPSILON) and planck goes on (|d| >= 1e-9). When C++ stops there, the simplex it
 * caches is the one that gave d: for one point |d| = |w| is the distance reported, for two points
 * |d| = |e12| is the cached metric. A triangle never computes d.
 */
function searchBand(call: GjkCallResult, eps: EpsilonPair): number {
  if (call.cacheCount === 1) return bandDistance(call.distance, eps.peer, eps.cxx);
  if (call.cacheCount === 2) return bandDistance(call.cacheMetric, eps.peer, eps.cxx);
  return Number.POSITIVE_INFINITY;
}

/**
 * The margins that can explain a symptom, from the reference's own numbers (`ref` is b2collide's
 * result for this input). Each eps-band margin is 0 when the quantity that planck compares with
 * EPSILON = 1e-9 and C++ with FLT_EPSILON lies between the two thresholds, so the two engines
 * decide differently by design; near a band's edge it is the distance to the edge, which counts
 * as a near-tie below the continuous bound.
 */
export function planckSymptomMargins(input: DistancePairInput, comparison: Comparison, ref: DistanceResult, eps: EpsilonPair): Margin[] {
  const epsilon = BOUND_ULPS * ULP * distanceScale(input);
  const margins: Margin[] = [];
  const symptom = comparison.symptom;
  if (symptom === 'overlap') {
    // testOverlap: distance < 10 EPSILON; the radii distance of a cold call is the same number.
    margins.push({ name: 'eps-band:testOverlap', value: bandDistance(ref.radii.distance, 10 * eps.peer, 10 * eps.cxx), epsilon });
  }
  if (symptom.endsWith(':core') || symptom.endsWith(':radii')) {
    margins.push({ name: 'eps-band:search-direction', value: searchBand(ref.core, eps), epsilon });
  }
  if (symptom.endsWith(':warm')) {
    margins.push({ name: 'eps-band:search-direction', value: searchBand(ref.warm, eps), epsilon });
    margins.push({ name: 'eps-band:metric-flush', value: bandDistance(warmMetric(input, ref), eps.peer, eps.cxx), epsilon });
  }
  if (symptom === 'cast') {
    // The final n.Normalize(): C++ leaves n = -v as it is when |v| < FLT_EPSILON, planck when |v| < 1e-9.
    margins.push({ name: 'eps-band:cast-normal', value: bandDistance(Math.hypot(ref.cast.normal[0], ref.cast.normal[1]), eps.peer, eps.cxx), epsilon });
  }
  return margins;
}
