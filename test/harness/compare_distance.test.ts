// The distance pair type of the differential harness: its engines on a hand-computed case, its
// comparer (including the check of planck's overlapped-branch witness points) and its eps-band
// margins, which must excuse a disagreement only inside the band between planck's EPSILON and
// C++'s FLT_EPSILON.

import { b2_epsilon } from 'b2collide';
import { runCase } from '../../compare/runner/campaign';
import { classify } from '../../compare/runner/classify';
import { compareDistance } from '../../compare/distance/compare-distance';
import type { DistancePairInput } from '../../compare/distance/input';
import { distanceMargins, distanceWitness } from '../../compare/distance/margins';
import type { DistanceResult } from '../../compare/distance/result';
import { b2collideDistanceEngine } from '../../compare/distance/engine-b2collide';
import { planckDistanceEngine } from '../../compare/distance/engine-planck';
import { selectFamilies } from '../../compare/registry';
import { PLANCK_EPSILON, PLANCK_EPSILONS } from '../../compare/tolerances';
import { apart, clone, overlapping } from '../support/distance_fixtures';
import { withPeer } from '../support/peer_faults';
import { useForcedThresholds } from '../support/forced_thresholds';

beforeAll(useForcedThresholds);

/**
 * Whether the pair type's margin for a planted planck result against a reference result (both of
 * the apart case) is below its epsilon: the band logic alone. A planted result is no engine's
 * answer, so it has no witness and the classifier calls it unexplained whatever its margin (the
 * first test below); the witnesses of real answers are in forced_thresholds.test.ts.
 */
function inBand(ref: DistanceResult, peer: DistanceResult): boolean {
  const c = compareDistance(apart, ref, peer);
  return distanceMargins(apart, c, ref, peer, PLANCK_EPSILONS).some((m) => m.value < m.epsilon);
}

/** The classifier's verdict, with the pair type's witness search. */
function outcome(ref: DistanceResult, peer: DistanceResult): string {
  const c = compareDistance(apart, ref, peer);
  return classify(c, () => distanceMargins(apart, c, ref, peer, PLANCK_EPSILONS), (m) => distanceWitness(apart, c, m, ref, peer, compareDistance, PLANCK_EPSILONS)).outcome;
}

/** The reference with its core call stopped on the point simplex (0, 0) at distance d from the origin. */
function stoppedAt(ref: DistanceResult, d: number): DistanceResult {
  return { ...clone(ref), core: { ...ref.core, cacheCount: 1, cacheIndexA: [0], cacheIndexB: [0], distance: d } };
}

describe('distance engines', () => {
  test('b2collide on the hand-computed case', () => {
    const r = b2collideDistanceEngine.run(apart);
    expect(r.core.distance).toBe(2);
    expect(r.core.pointA).toEqual([1, 0]);
    expect(r.core.pointB).toEqual([3, 0]);
    expect(r.radii.distance).toBeCloseTo(1.49, 14);
    expect(r.warm.distance).toBe(2);
    expect(r.warm.pointA).toEqual([1, 0.5]);
    expect(r.overlap).toBe(false);
    expect(r.pointCount).toBe(0);
    expect(r.cast.hit).toBe(true);
    expect(r.cast.lambda).toBeCloseTo(0.15, 14);
    expect(r.cast.normal[0]).toBeCloseTo(1, 14);
    expect(r.cast.point[0]).toBeCloseTo(1.01, 14); // A's face x = 1 plus its skin
  });

  test('planck agrees exactly where the constants do not matter', () => {
    const ref = b2collideDistanceEngine.run(apart);
    const peer = planckDistanceEngine.run(apart);
    expect(peer).toEqual(ref);
    expect(compareDistance(apart, ref, peer).symptom).toBe('none');
  });

  test("planck's overlapped-branch points are the core pointA - pointB, which the comparer expects", () => {
    const ref = b2collideDistanceEngine.run(overlapping);
    const peer = planckDistanceEngine.run(overlapping);
    // C++: midpoint of (1, 0) and (1.2, 0) = (1.1, 0). planck: (1, 0) - (1.2, 0) = (-0.2, 0).
    expect(ref.radii.pointA[0]).toBeCloseTo(1.1, 14);
    expect(peer.radii.pointA[0]).toBeCloseTo(-0.2, 14);
    expect(ref.overlap).toBe(true);
    const c = compareDistance(overlapping, ref, peer);
    expect(c.discrete).toEqual([]);
    expect(c.outOfBound).toEqual([]);
    // A peer that wrote the C++ midpoint would be flagged: the comparer holds planck to its own formula.
    const midpoint = clone(peer);
    midpoint.radii.pointA = ref.radii.pointA;
    expect(compareDistance(overlapping, ref, midpoint).outOfBound).toContain('radii.pointA (planck: core pA - pB).x');
  });
});

describe('distance comparer and margins', () => {
  const ref = b2collideDistanceEngine.run(apart);

  test('a planted answer inside a band has no witness: unexplained', () => {
    // The overlap flipped with a planted radii distance of 5e-7, inside [1e-8, 1.19e-6): the band
    // holds, but the apart case's shapes are 0.5 apart, so b2collide with the overlap test forced
    // to planck's threshold still says "apart": no witness.
    const r = { ...clone(ref), radii: { ...ref.radii, distance: 5e-7 } };
    const peer = clone(r);
    peer.overlap = !r.overlap;
    expect(inBand(r, peer)).toBe(true);
    expect(outcome(r, peer)).toBe('unexplained');
  });

  test('a changed iteration count is a simplex symptom, with no margin that excuses it here', () => {
    const peer = clone(ref);
    peer.core.iterations += 1;
    const c = compareDistance(apart, ref, peer);
    expect(c.discrete).toEqual(['core.iterations']);
    expect(c.symptom).toBe('simplex:core');
    // The reference's core simplex is a segment of metric 2, far outside [1e-9, 1.19e-7).
    expect(inBand(ref, peer)).toBe(false);
  });

  test('a witness point off by more than the bound is a values symptom', () => {
    const peer = clone(ref);
    peer.warm.pointB = [peer.warm.pointB[0] + 1e-9, peer.warm.pointB[1]];
    const c = compareDistance(apart, ref, peer);
    expect(c.outOfBound).toEqual(['warm.pointB.x']);
    expect(c.symptom).toBe('values:warm');
    expect(inBand(ref, peer)).toBe(false);
  });

  test('a shape cast difference is a cast symptom, unexplained unless the normal is within the normalisation band', () => {
    const peer = clone(ref);
    peer.cast.lambda += 1e-9;
    const c = compareDistance(apart, ref, peer);
    expect(c.outOfBound).toEqual(['cast.lambda']);
    expect(c.symptom).toBe('cast');
    expect(inBand(ref, peer)).toBe(false);
    // A reference normal of length 5e-8 (left unnormalised by C++'s FLT_EPSILON test) excuses it.
    const tiny = { ...clone(ref), cast: { ...ref.cast, normal: [5e-8, 0] as [number, number] } };
    const peer2 = clone(tiny);
    peer2.cast.normal = [1, 0];
    expect(inBand(tiny, peer2)).toBe(true);
  });

  test('an overlap-only disagreement is excused exactly when the radii distance is in [1e-8, 1.19e-6)', () => {
    const withRadiiDistance = (d: number): DistanceResult => ({ ...clone(ref), radii: { ...ref.radii, distance: d } });
    for (const [d, excused] of [
      [5e-7, true],
      [10 * PLANCK_EPSILON, true],
      [10 * b2_epsilon - 1e-9, true],
      // At an edge of the band the margin is 0 too (within the bound of the band counts as a tie).
      [10 * b2_epsilon, true],
      [10 * b2_epsilon + 1e-9, false],
      [1e-9, false],
      [1e-3, false],
    ] as const) {
      const r = withRadiiDistance(d);
      const peer = clone(r);
      peer.overlap = !r.overlap;
      const c = compareDistance(apart, r, peer);
      expect(c.symptom).toBe('overlap');
      expect(inBand(r, peer)).toBe(excused);
    }
  });

  test('an overlap flip together with a GJK difference is not excused by the overlap band', () => {
    const r = { ...clone(ref), radii: { ...ref.radii, distance: 5e-7 } };
    const peer = clone(r);
    peer.overlap = !r.overlap;
    peer.core.distance += 1;
    const c = compareDistance(apart, r, peer);
    expect(c.symptom).toBe('values:core');
    expect(inBand(r, peer)).toBe(false);
  });

  test('a core difference is excused by the search band only when the final point simplex is 1e-9..1.19e-7 from the origin and planck went on', () => {
    for (const [d, more, excused] of [
      [5e-8, 1, true],
      [2e-9, 1, true],
      [5e-10, 1, false],
      [2e-7, 1, false],
      // planck going on past C++'s stop evaluates at least one more support point, so fewer
      // planck iterations cannot come from the band.
      [5e-8, -1, false],
    ] as const) {
      const r = stoppedAt(ref, d);
      const peer = clone(r);
      peer.core.iterations += more;
      expect(inBand(r, peer)).toBe(excused);
    }
  });
});

describe('distance pair type: every differing stage needs its own margin', () => {
  const ref = b2collideDistanceEngine.run(apart);
  // The reference's core call stopped on a point 5e-8 from the origin (inside [1e-9, 1.19e-7)) and
  // planck went on one more iteration: a cold near-tie.
  const coldTie = (): { r: DistanceResult; peer: DistanceResult } => {
    const r = stoppedAt(ref, 5e-8);
    const peer = clone(r);
    peer.core.iterations += 1;
    return { r, peer };
  };

  test('a cold near-tie does not excuse a cast difference, unless the cast normal is in its band too', () => {
    const { r, peer } = coldTie();
    expect(inBand(r, peer)).toBe(true);
    peer.cast.lambda += 1e-9;
    expect(compareDistance(apart, r, peer).symptom).toBe('simplex:core');
    expect(inBand(r, peer)).toBe(false);
    // A reference normal of length 5e-8: C++ left it unnormalised, planck normalised it.
    peer.cast.lambda = r.cast.lambda;
    r.cast.normal = [5e-8, 0];
    peer.cast.normal = [1, 0];
    expect(inBand(r, peer)).toBe(true);
  });

  test('the cast-normal band excuses the normal and the point made from it, not the lambda, hit or iterations', () => {
    const r = { ...clone(ref), cast: { ...ref.cast, normal: [5e-8, 0] as [number, number] } };
    const peer = clone(r);
    peer.cast.normal = [1, 0];
    // point = witness + radiusA * n: about 0.01 farther along x with the unit normal (0.01 * (1 - 5e-8)).
    peer.cast.point = [r.cast.point[0] + 0.01, r.cast.point[1]];
    expect(inBand(r, peer)).toBe(true);
    for (const fault of [
      (p: DistanceResult) => (p.cast.lambda += 1e-9),
      (p: DistanceResult) => (p.cast.iterations += 1),
      (p: DistanceResult) => (p.cast.hit = !p.cast.hit),
    ]) {
      const bad = clone(peer);
      fault(bad);
      expect(inBand(r, bad)).toBe(false);
    }
  });

  test('a cold near-tie may excuse the warm call, which starts from its cache', () => {
    const { r, peer } = coldTie();
    peer.warm.iterations += 1;
    peer.warm.distance += 1;
    expect(inBand(r, peer)).toBe(true);
    // Without the cold difference the warm one has no margin: its simplex is a point 2 away.
    const alone = clone(ref);
    alone.warm.iterations += 1;
    alone.warm.distance += 1;
    expect(inBand(ref, alone)).toBe(false);
  });

  // The pair type's own compare and margins, as the campaign calls them. A faulty planck whose
  // cast lambda is 1e-9 too long (beyond the bound 64 * 2^-52 * S for every S < 7e4) differs in
  // the cast stage of every case.
  const [touching] = selectFamilies(['distance-core-touching']);
  const [faulty] = withPeer([touching], 'planck with a cast fault', (input: DistancePairInput) => {
    const r = planckDistanceEngine.run(input);
    r.cast.lambda += 1e-9;
    return r;
  });

  test('a planted cast fault is unexplained in cases whose cold call is a genuine near-tie', () => {
    let coldTies = 0;
    for (let i = 0; i < 400; ++i) {
      const clean = runCase(touching, 1, i);
      // Without the fault: a near-tie of the cold call alone (search band; the cast agrees).
      if (clean.verdict.outcome !== 'near-tie' || clean.verdict.margin?.name !== 'eps-band:search-direction') continue;
      const ref = clean.reference as DistanceResult;
      // The cast-normal band [1e-9, 1.19e-7) could excuse a cast difference; these normals are unit
      // length, or zero (a cast that starts within its target distance), 1e-9 below the band, which
      // is farther than the bound of any scale here.
      const length = Math.hypot(ref.cast.normal[0], ref.cast.normal[1]);
      expect(length === 0 || Math.abs(length - 1) < 1e-12).toBe(true);
      coldTies++;
      const bad = runCase(faulty, 1, i);
      expect(bad.verdict.comparison.outOfBound).toContain('cast.lambda');
      expect(bad.verdict.outcome).toBe('unexplained');
    }
    // The core-touching family straddles the search band, so such cases are common.
    expect(coldTies).toBeGreaterThan(50);
  });
});
