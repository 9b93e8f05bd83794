// The distance-core pair type of the differential harness (@box2d/core 0.11.0 as the second peer of
// b2Distance, b2ShapeCast and b2TestOverlap): its engine on hand-computed cases, its checks of the
// two fields this peer defines differently (the useRadii rule and the cast point), its eps-band
// margins between C++'s FLT_EPSILON and the peer's 1e-5, and a small campaign.

import { b2_epsilon } from 'b2collide';
import { runCampaign } from '../../compare/runner/campaign';
import { box2dcoreRule } from '../../compare/distance/box2dcore-rule';
import { compareDistance } from '../../compare/distance/compare-distance';
import type { DistancePairInput } from '../../compare/distance/input';
import { distanceMargins } from '../../compare/distance/margins';
import type { DistanceResult } from '../../compare/distance/result';
import { b2collideDistanceEngine } from '../../compare/distance/engine-b2collide';
import { box2dcoreDistanceEngine } from '../../compare/distance/engine-box2dcore';
import { selectFamilies } from '../../compare/registry';
import { BOX2D_CORE_EPSILON, BOX2D_CORE_EPSILONS } from '../../compare/tolerances';
import { apart, clone, overlapping } from '../support/distance_fixtures';
import { withPeer } from '../support/peer_faults';
import { useForcedThresholds } from '../support/forced_thresholds';

beforeAll(useForcedThresholds);

/** The pair type's comparer: compareDistance with @box2d/core's rule for the radii call and cast point. */
const compareBox2dcore = (input: DistancePairInput, ref: DistanceResult, peer: DistanceResult) => compareDistance(input, ref, peer, box2dcoreRule);

/**
 * Whether the pair type's margin for a planted peer result is below its epsilon: the band logic
 * alone. A planted result is no engine's answer and has no witness (compare_distance.test.ts);
 * the witnesses of real answers are in forced_thresholds.test.ts.
 */
function inBand(input: DistancePairInput, ref: DistanceResult, peer: DistanceResult): boolean {
  const c = compareBox2dcore(input, ref, peer);
  return distanceMargins(input, c, ref, peer, BOX2D_CORE_EPSILONS).some((m) => m.value < m.epsilon);
}

/** The peer with its core and radii calls stopped on the point simplex (0, 0) after `iterations`, the core one at distance d. */
function stoppedAt(peer: DistanceResult, d: number, iterations: number): DistanceResult {
  const p = clone(peer);
  p.core = { ...p.core, cacheCount: 1, cacheIndexA: [0], cacheIndexB: [0], distance: d, iterations };
  p.radii = { ...p.radii, cacheCount: 1, cacheIndexA: [0], cacheIndexB: [0], iterations };
  return p;
}

describe('@box2d/core distance engine', () => {
  test('agrees with b2collide on the apart case except for the cast point, which is B\'s', () => {
    const ref = b2collideDistanceEngine.run(apart);
    const peer = box2dcoreDistanceEngine.run(apart);
    expect(peer.core).toEqual(ref.core);
    expect(peer.radii).toEqual(ref.radii);
    expect(peer.warm).toEqual(ref.warm);
    expect(peer.overlap).toBe(false);
    expect(peer.cast.lambda).toBe(ref.cast.lambda);
    // n = -v with v = (-0.5, 0) normalised: (1, -0) in both.
    expect(peer.cast.normal).toEqual(ref.cast.normal);
    expect(peer.cast.normal[0]).toBe(1);
    // C++: A's witness (1, 0) + 0.01 n = (1.01, 0). The peer: B's centre at the hit (1.5, 0) + 0.01 n.
    expect(ref.cast.point[0]).toBeCloseTo(1.01, 14);
    expect(peer.cast.point[0]).toBeCloseTo(1.51, 14);
    const c = compareBox2dcore(apart, ref, peer);
    expect(c.discrete).toEqual([]);
    expect(c.outOfBound).toEqual([]);
    expect(c.symptom).toBe('none');
  });

  test('with overlapping radii the peer keeps the points on the surfaces, which the comparer expects', () => {
    const ref = b2collideDistanceEngine.run(overlapping);
    const peer = box2dcoreDistanceEngine.run(overlapping);
    // C++: the midpoint of (1, 0) and (1.2, 0). The peer: (1, 0) + 0.01 (1, 0) and (1.2, 0) - 0.5 (1, 0).
    expect(ref.radii.pointA[0]).toBeCloseTo(1.1, 14);
    expect(peer.radii.pointA[0]).toBeCloseTo(1.01, 14);
    expect(peer.radii.pointB[0]).toBeCloseTo(0.7, 14);
    expect(peer.radii.distance).toBe(0);
    expect(ref.overlap && peer.overlap).toBe(true);
    const c = compareBox2dcore(overlapping, ref, peer);
    expect(c.discrete).toEqual([]);
    expect(c.outOfBound).toEqual([]);
    // A peer that wrote the C++ midpoint here would be flagged: the comparer holds it to its own rule.
    const midpoint = clone(peer);
    midpoint.radii.pointA = ref.radii.pointA;
    const c2 = compareBox2dcore(overlapping, ref, midpoint);
    expect(c2.outOfBound).toEqual(['radii.pointA (peer rule).x']);
    expect(c2.symptom).toBe('values:radii');
  });
});

describe('distance-core comparer and margins', () => {
  const ref = b2collideDistanceEngine.run(apart);
  const peer = box2dcoreDistanceEngine.run(apart);

  test('a cast point off the normal, farther along it than sigma + tolerance, or off B\'s core is a cast symptom and unexplained', () => {
    const off = clone(peer);
    off.cast.point = [off.cast.point[0], off.cast.point[1] + 1e-9];
    const c = compareBox2dcore(apart, ref, off);
    // B is a circle: its witness is its centre, so any sideways shift is off its core too.
    expect(c.outOfBound).toEqual(['cast.point (peer: B side) off the normal', "cast.point (peer: B side) off B's core"]);
    expect(c.symptom).toBe('cast');
    expect(inBand(apart, ref, off)).toBe(false);
    // Along the normal the allowance is 0 to sigma + 0.5 b2_linearSlop = 0.5025: 0.5 + 0.01 is out.
    // (It is then also 0.01 off B's core: 1.52 - 0.01 - 1.5 from the circle's centre at the hit.)
    const far = clone(peer);
    far.cast.point = [ref.cast.point[0] + 0.51, 0];
    expect(compareBox2dcore(apart, ref, far).outOfBound).toEqual(['cast.point (peer: B side) along the normal', "cast.point (peer: B side) off B's core"]);
    // 0.4 along is allowed as a length, but 1.41 - 0.01 - 0.15 * (-10) - 3 = -0.1: 0.1 from the centre.
    const short = clone(peer);
    short.cast.point = [ref.cast.point[0] + 0.4, 0];
    expect(compareBox2dcore(apart, ref, short).outOfBound).toEqual(["cast.point (peer: B side) off B's core"]);
    expect(inBand(apart, ref, short)).toBe(false);
    const exact = clone(peer);
    exact.cast.point = [ref.cast.point[0] + 0.5, 0];
    expect(compareBox2dcore(apart, ref, exact).outOfBound).toEqual([]);
  });

  test('a changed iteration count is unexplained unless the peer stopped with |d| in [FLT_EPSILON, 1e-5) and fewer iterations', () => {
    for (const [d, iterations, excused] of [
      [5e-6, 2, true],
      [2e-7, 2, true],
      [5e-8, 2, false],
      [2e-5, 2, false],
      // More peer iterations than the reference's: stopping early cannot be the cause.
      [5e-6, 4, false],
    ] as const) {
      const p = stoppedAt(peer, d, iterations);
      const c = compareBox2dcore(apart, ref, p);
      expect(c.symptom).toBe('simplex:core');
      expect(inBand(apart, ref, p)).toBe(excused);
    }
  });

  test('an overlap-only disagreement is excused exactly when the radii distance is in [1.19e-6, 1e-4)', () => {
    for (const [d, excused] of [
      [5e-5, true],
      [10 * b2_epsilon, true],
      [10 * BOX2D_CORE_EPSILON - 1e-9, true],
      [10 * BOX2D_CORE_EPSILON + 1e-9, false],
      [5e-7, false],
      [1e-3, false],
    ] as const) {
      const r = { ...clone(ref), radii: { ...ref.radii, distance: d } };
      // The peer's radii call follows its rule on the core call; only its overlap verdict is flipped.
      const p = clone(peer);
      p.overlap = !r.overlap;
      const c = compareBox2dcore(apart, r, p);
      expect(c.discrete).toEqual(['overlap']);
      expect(inBand(apart, r, p)).toBe(excused);
    }
  });

  test('every differing stage must be explained: a cold near-tie does not excuse a cast difference', () => {
    const p = stoppedAt(peer, 5e-6, 2);
    expect(inBand(apart, ref, p)).toBe(true);
    p.cast.lambda += 1e-9;
    expect(inBand(apart, ref, p)).toBe(false);
    // ... unless the peer's cast normal is in its normalisation band too, which changes only the
    // normal and the point made from it, never the lambda.
    p.cast.normal = [5e-6, 0];
    p.cast.point = [ref.cast.point[0] + 0.5, 0];
    expect(inBand(apart, ref, p)).toBe(false);
    p.cast.lambda = ref.cast.lambda;
    expect(inBand(apart, ref, p)).toBe(true);
  });
});

describe('distance-core campaign', () => {
  const families = selectFamilies(['distance-core']);

  test('3000 cases over the six families: none unexplained', () => {
    expect(families.map((f) => f.family.name)).toEqual([
      'distance-random-core',
      'distance-touching-core',
      'distance-core-touching-core',
      'distance-grid-core',
      'distance-far-core',
      'distance-jump-core',
    ]);
    const result = runCampaign({ seed: 1, families, start: 0, end: 3000, maxRecords: 5 });
    const total = (key: 'exact' | 'near-tie' | 'unexplained'): number => result.rows.reduce((n, r) => n + r.outcomes[key], 0);
    expect(total('unexplained')).toBe(0);
    // Most cases are bit-exact (everything but the cast point of a hit, checked by direction only).
    expect(total('exact')).toBeGreaterThan(1500);
    // The touching families straddle the peer's bands, so near-ties must occur.
    expect(total('near-tie')).toBeGreaterThan(100);
  });

  test('a planted fault is unexplained: a peer core distance 1e-9 too long', () => {
    const faulty = withPeer(families, 'faulty @box2d/core', (input: DistancePairInput) => {
      const r = box2dcoreDistanceEngine.run(input);
      r.core.distance += 1e-9;
      return r;
    });
    const result = runCampaign({ seed: 1, families: faulty, start: 0, end: 600, maxRecords: 5 });
    // 1e-9 is beyond 64 ulps of any scale here (S < 1.2e4); only the core-touching family, where
    // the peer stops early inside its band, can excuse some cases.
    const unexplained = result.rows.reduce((n, r) => n + r.outcomes.unexplained, 0);
    expect(unexplained).toBeGreaterThan(450);
  });
});
