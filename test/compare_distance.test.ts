// The distance pair type of the differential harness: its engines on a hand-computed case, its
// comparer (including the check of planck's overlapped-branch witness points) and its eps-band
// margins, which must excuse a disagreement only inside the band between planck's EPSILON and
// C++'s FLT_EPSILON.

import { b2_epsilon } from 'b2collide';
import { classify } from '../compare/classify';
import { compareDistance, PLANCK_EPSILON, PLANCK_EPSILONS, planckSymptomMargins } from '../compare/distance-compare';
import type { DistancePairInput } from '../compare/distance-input';
import type { DistanceResult } from '../compare/distance-result';
import { b2collideDistanceEngine } from '../compare/engine-b2collide-distance';
import { planckDistanceEngine } from '../compare/engine-planck-distance';
import { boxData, transformData } from '../compare/polygon-input';

const identity = transformData(0, 0, 0, 1);

// Box A (half-extents 1) at the origin; circle B (radius 0.5) centred at (3, 0): core distance 2
// from the face x = 1, radii distance 2 - 0.01 - 0.5 = 1.49. The warm pose moves the circle to
// (3, 0.5): still over the face, core distance 2.
const apart: DistancePairInput = {
  shapeA: { kind: 'polygon', polygon: boxData(1, 1) },
  shapeB: { kind: 'circle', center: [0, 0], radius: 0.5 },
  xfA: identity,
  xfB: transformData(3, 0, 0, 1),
  xfA2: identity,
  xfB2: transformData(3, 0.5, 0, 1),
  // Cast the circle 10 to the left: it stops with its centre sigma = 0.5 from the face x = 1,
  // at x = 1.5, after 1.5 of the 10: lambda 0.15.
  translationB: [-10, 0],
};

// The same circle centred at (1.2, 0): cores 0.2 apart, radii overlap (0.2 < 0.51).
const overlapping: DistancePairInput = { ...apart, xfB: transformData(1.2, 0, 0, 1), xfB2: transformData(1.2, 0, 0, 1) };

function clone(r: DistanceResult): DistanceResult {
  return JSON.parse(JSON.stringify(r)) as DistanceResult;
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

  test('planck-js agrees exactly where the constants do not matter', () => {
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

  test('a changed iteration count is a simplex symptom, with no margin that excuses it here', () => {
    const peer = clone(ref);
    peer.core.iterations += 1;
    const c = compareDistance(apart, ref, peer);
    expect(c.discrete).toEqual(['core.iterations']);
    expect(c.symptom).toBe('simplex:core');
    // The reference's core simplex is a segment of metric 2, far outside [1e-9, 1.19e-7).
    expect(classify(c, () => planckSymptomMargins(apart, c, ref, PLANCK_EPSILONS)).outcome).toBe('unexplained');
  });

  test('a witness point off by more than the bound is a values symptom', () => {
    const peer = clone(ref);
    peer.warm.pointB = [peer.warm.pointB[0] + 1e-9, peer.warm.pointB[1]];
    const c = compareDistance(apart, ref, peer);
    expect(c.outOfBound).toEqual(['warm.pointB.x']);
    expect(c.symptom).toBe('values:warm');
    expect(classify(c, () => planckSymptomMargins(apart, c, ref, PLANCK_EPSILONS)).outcome).toBe('unexplained');
  });

  test('a shape cast difference is a cast symptom, unexplained unless the normal is within the normalisation band', () => {
    const peer = clone(ref);
    peer.cast.lambda += 1e-9;
    const c = compareDistance(apart, ref, peer);
    expect(c.outOfBound).toEqual(['cast.lambda']);
    expect(c.symptom).toBe('cast');
    expect(classify(c, () => planckSymptomMargins(apart, c, ref, PLANCK_EPSILONS)).outcome).toBe('unexplained');
    // A reference normal of length 5e-8 (left unnormalised by C++'s FLT_EPSILON test) excuses it.
    const tiny = { ...clone(ref), cast: { ...ref.cast, normal: [5e-8, 0] as [number, number] } };
    const peer2 = clone(tiny);
    peer2.cast.normal = [1, 0];
    const c2 = compareDistance(apart, tiny, peer2);
    expect(classify(c2, () => planckSymptomMargins(apart, c2, tiny, PLANCK_EPSILONS)).outcome).toBe('near-tie');
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
      expect(classify(c, () => planckSymptomMargins(apart, c, r, PLANCK_EPSILONS)).outcome).toBe(excused ? 'near-tie' : 'unexplained');
    }
  });

  test('an overlap flip together with a GJK difference is not excused by the overlap band', () => {
    const r = { ...clone(ref), radii: { ...ref.radii, distance: 5e-7 } };
    const peer = clone(r);
    peer.overlap = !r.overlap;
    peer.core.distance += 1;
    const c = compareDistance(apart, r, peer);
    expect(c.symptom).toBe('values:core');
    expect(classify(c, () => planckSymptomMargins(apart, c, r, PLANCK_EPSILONS)).outcome).toBe('unexplained');
  });

  test('a core difference is excused by the search band only when the final point simplex is 1e-9..1.19e-7 from the origin', () => {
    for (const [d, excused] of [
      [5e-8, true],
      [2e-9, true],
      [5e-10, false],
      [2e-7, false],
    ] as const) {
      const r = { ...clone(ref), core: { ...ref.core, cacheCount: 1, cacheIndexA: [0], cacheIndexB: [0], distance: d } };
      const peer = clone(r);
      peer.core.iterations += 1;
      const c = compareDistance(apart, r, peer);
      expect(classify(c, () => planckSymptomMargins(apart, c, r, PLANCK_EPSILONS)).outcome).toBe(excused ? 'near-tie' : 'unexplained');
    }
  });
});
