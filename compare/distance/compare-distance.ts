// Field-by-field comparison of two distance results (the margins that can excuse a disagreement
// are in margins.ts, called with PLANCK_EPSILONS). Both engines run the same GJK
// expressions in float64, so agreement is expected to be exact; the known differences
// (planck-differences.ts) are handled here:
// - in the overlapped useRadii branch planck writes pointA - pointB: its points are checked
//   against the reference's core pointA - pointB instead of the C++ midpoint;
// - planck's EPSILON = 1e-9 against FLT_EPSILON: a disagreement is excused only when the
//   quantity that EPSILON is compared with lies between the two constants (an eps-band margin),
//   and every stage that differs (cold calls, warm call, cast) needs its own.
// A peer that fills the radii call and the cast point by a rule of its own (@box2d/core:
// box2dcore-rule.ts) passes that rule; those fields are then checked by the rule, after the rest.

import { DifferenceTally } from '../runner/difference-tally';
import { distanceScale, type DistancePairInput } from './input';
import type { DistanceResult, GjkCallResult } from './result';
import type { Comparison, XY } from '../runner/types';
import { BOUND_ULPS, ULP } from '../tolerances';

/**
 * A peer's own rule for the radii call's distance and witness points and for the cast point (its
 * known differences). compareDistance leaves those fields out of its field-by-field pass and runs
 * these checks after it, in their own tally; each returns true when the peer's fields are what
 * its rule makes from the reference's results.
 */
export interface DistancePeerRule {
  checkRadii(input: DistancePairInput, ref: DistanceResult, peer: DistanceResult, checks: DifferenceTally): boolean;
  checkCastPoint(input: DistancePairInput, ref: DistanceResult, peer: DistanceResult, checks: DifferenceTally): boolean;
}

type Call = 'core' | 'radii' | 'warm';
const CALLS: readonly Call[] = ['core', 'radii', 'warm'];

/**
 * Compares two distance results. Symptoms, first match: 'simplex:<call>' (iterations or cached
 * simplex differ in that call), 'values:<call>' (continuous fields differ), 'cast' (the shape
 * casts differ), 'overlap' (only the overlap tests disagree), 'none'. With a peer rule, the
 * fields it checks count in the same order (radii among the calls' values, the cast point in
 * 'cast'), and their out-of-bound fields are listed after the others.
 */
export function compareDistance(input: DistancePairInput, ref: DistanceResult, peer: DistanceResult, rule?: DistancePeerRule): Comparison {
  const scale = distanceScale(input);
  const discrete: string[] = [];
  const tally = new DifferenceTally(BOUND_ULPS * ULP * scale);
  let firstSimplex: Call | undefined;
  let firstValues: Call | undefined;

  if (ref.overlap !== peer.overlap) discrete.push('overlap');

  for (const call of CALLS) {
    const r: GjkCallResult = ref[call];
    const p: GjkCallResult = peer[call];
    const before = discrete.length;
    if (r.iterations !== p.iterations) discrete.push(`${call}.iterations`);
    if (r.cacheCount !== p.cacheCount) discrete.push(`${call}.cacheCount`);
    else if (r.cacheIndexA.join() !== p.cacheIndexA.join() || r.cacheIndexB.join() !== p.cacheIndexB.join()) discrete.push(`${call}.cacheIndices`);
    if (discrete.length > before && firstSimplex === undefined) firstSimplex = call;

    const byRule = call === 'radii' && rule !== undefined;
    let ok = byRule || tally.num(`${call}.distance`, r.distance, p.distance);
    ok = tally.num(`${call}.cacheMetric`, r.cacheMetric, p.cacheMetric) && ok;
    if (byRule) {
      // Checked by the peer's rule below.
    } else if (call === 'radii' && r.distance === 0) {
      // The overlapped branch (a distance of exactly 0 only comes from it): planck's points are
      // the core pointA - pointB (known difference), and the core call has the same simplex.
      const diff: XY = [ref.core.pointA[0] - ref.core.pointB[0], ref.core.pointA[1] - ref.core.pointB[1]];
      ok = tally.xy(`${call}.pointA (planck: core pA - pB)`, diff, p.pointA) && ok;
      ok = tally.xy(`${call}.pointB (planck: core pA - pB)`, diff, p.pointB) && ok;
    } else {
      ok = tally.xy(`${call}.pointA`, r.pointA, p.pointA) && ok;
      ok = tally.xy(`${call}.pointB`, r.pointB, p.pointB) && ok;
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
  let castOk = tally.num('cast.lambda', rc.lambda, pc.lambda);
  if (rule === undefined) castOk = tally.xy('cast.point', rc.point, pc.point) && castOk;
  castOk = tally.xy('cast.normal', rc.normal, pc.normal) && castOk;
  const castDiffers = discrete.length > castDiscrete || !castOk;

  // The symptom names the first stage that differs, for the report; the margins look at every
  // differing field. 'overlap' only when the overlap test is all that differs.
  let symptom = 'none';
  if (firstSimplex !== undefined) symptom = `simplex:${firstSimplex}`;
  else if (firstValues !== undefined) symptom = `values:${firstValues}`;
  else if (castDiffers) symptom = 'cast';
  else if (discrete.includes('overlap')) symptom = 'overlap';
  if (rule === undefined) return { discrete, outOfBound: tally.outOfBound, maxAbs: tally.maxAbs, maxRel: tally.maxRel, maxUlps: tally.maxAbs / (ULP * scale), symptom };

  // The rule's fields: the radii call's values rank after a simplex or core/radii values
  // difference, the cast point after any values difference.
  const checks = new DifferenceTally(BOUND_ULPS * ULP * scale);
  const radiiOk = rule.checkRadii(input, ref, peer, checks);
  const castPointOk = rule.checkCastPoint(input, ref, peer, checks);
  const gjkFirst = symptom.startsWith('simplex:') || symptom === 'values:core' || symptom === 'values:radii';
  if (!gjkFirst && !radiiOk) symptom = 'values:radii';
  else if (!gjkFirst && !symptom.startsWith('values:') && !castPointOk) symptom = 'cast';
  const maxAbs = Math.max(tally.maxAbs, checks.maxAbs);
  return {
    discrete,
    outOfBound: [...tally.outOfBound, ...checks.outOfBound],
    maxAbs,
    maxRel: Math.max(tally.maxRel, checks.maxRel),
    maxUlps: maxAbs / (ULP * scale),
    symptom,
  };
}
