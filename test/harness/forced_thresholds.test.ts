// The witnesses that force one decision: copies of b2collide's modules in which one comparison with
// b2_epsilon takes the peer's threshold (compare/runner/forced-modules.ts, the decisions in
// compare/forced-thresholds.ts). A copy must be b2collide itself while its thresholds are C++'s, the
// command must make every copy from the built dist/, and each decision must be the witness of a
// real peer answer that has no other: a case a peer really answers differently, classified as a
// near-tie through that forced decision, and unexplained once the copies are gone.

import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { b2_epsilon, b2_polygonRadius } from 'b2collide';
import { boxData } from '../../compare/case/shapes';
import { transformData } from '../../compare/case/transform';
import { b2collideDistanceEngine, b2collideDistanceEngineOn, type DistanceFunctions } from '../../compare/distance/engine-b2collide';
import { CAST_NORMAL, GJK_COPY, METRIC_FLUSH, SEARCH_DIRECTION, SHAPE_CAST_COPY, TEST_OVERLAP } from '../../compare/distance/forced-gjk';
import type { DistancePairInput } from '../../compare/distance/input';
import { FORCED_THRESHOLD_COPIES } from '../../compare/forced-thresholds';
import { allFamilies } from '../../compare/registry';
import { b2collidePolygonCircleEngine, b2collidePolygonCircleEngineOn } from '../../compare/round/engine-b2collide';
import { COLLIDE_CIRCLE_COPY, POLYGON_CIRCLE_INSIDE } from '../../compare/round/forced-thresholds';
import type { PolygonCircleInput } from '../../compare/round/input';
import { caseRng, runCase } from '../../compare/runner/campaign';
import { classify } from '../../compare/runner/classify';
import { forcedCopy, setForcedCopyFactory, type ForcedDecision, type MadeCopy } from '../../compare/runner/forced-modules';
import type { AnyPairType, Verdict } from '../../compare/runner/types';
import type { B2Lib } from '../../compare/f32/b2collide-runner';
import { b2collideQueryEngine, b2collideQueryEngineOn } from '../../compare/shape/engine-b2collide-query';
import { AABB_RAY, CIRCLE_RAY, QUERY_COPY } from '../../compare/shape/forced-queries';
import type { ShapeQueryCase } from '../../compare/shape/query-case';
import * as F64 from 'b2collide';
import { useForcedThresholds } from '../support/forced_thresholds';

const root = join(__dirname, '..', '..');

beforeAll(useForcedThresholds);

const made = (copy: (typeof FORCED_THRESHOLD_COPIES)[number]): MadeCopy => {
  const m = forcedCopy(copy);
  if (m === undefined) throw new Error(`copy ${copy.key} not made`);
  return m;
};

/** Cases 0 .. n-1 of a family, as the campaign generates them (seed 1). */
function inputs(familyId: string, n: number): unknown[] {
  const ref = allFamilies().find((f) => f.id === familyId)!;
  return Array.from({ length: n }, (_, i) => ref.family.generate(caseRng(1, ref.id, i)));
}

describe('the forced copies', () => {
  test('each decision edits one line of its module, and with C++\'s thresholds every copy is b2collide bit for bit', () => {
    const decisions = FORCED_THRESHOLD_COPIES.flatMap((c) => c.decisions);
    expect(decisions.map((d) => d.key).sort()).toEqual(['aabbRay', 'castNormal', 'circleRay', 'metricFlush', 'polygonCircleInside', 'searchDirection', 'testOverlap']);
    for (const d of decisions) expect(d.to.replace(`b2ForcedThresholds.${d.key}`, 'b2_epsilon').replace(`b2ForcedThresholds.${d.key}`, 'b2_epsilon')).toBe(d.from);

    const gjk = made(GJK_COPY);
    const cast = made(SHAPE_CAST_COPY);
    const distance = b2collideDistanceEngineOn({
      b2Distance: gjk.exportsOf('collision/b2_distance').b2Distance as DistanceFunctions['b2Distance'],
      b2TestOverlap: gjk.exportsOf('collision/b2_test_overlap').b2TestOverlap as DistanceFunctions['b2TestOverlap'],
      b2ShapeCast: cast.exportsOf('collision/b2_shape_cast').b2ShapeCast as DistanceFunctions['b2ShapeCast'],
    });
    for (const family of ['distance-core/distance-core-touching-core', 'distance/distance-random']) {
      for (const input of inputs(family, 100)) expect(distance.run(input as DistancePairInput)).toEqual(b2collideDistanceEngine.run(input as DistancePairInput));
    }
    const q = made(QUERY_COPY);
    const query = b2collideQueryEngineOn({ ...(F64 as unknown as B2Lib), b2AABB: q.exportsOf('collision/b2_aabb').b2AABB as B2Lib['b2AABB'], b2CircleShape: q.exportsOf('collision/b2_circle_shape').b2CircleShape as B2Lib['b2CircleShape'] });
    for (const input of inputs('shape-core/shape-tiny-huge-core', 200)) expect(query.run(input as ShapeQueryCase)).toEqual(b2collideQueryEngine.run(input as ShapeQueryCase));
    const circle = made(COLLIDE_CIRCLE_COPY);
    const polygonCircle = b2collidePolygonCircleEngineOn(circle.exportsOf('collision/b2_collide_circle').b2CollidePolygonAndCircle as typeof F64.b2CollidePolygonAndCircle);
    for (const input of inputs('polygon-circle/circle-at-corner', 200)) expect(polygonCircle.run(input as PolygonCircleInput)).toEqual(b2collidePolygonCircleEngine.run(input as PolygonCircleInput));
  });

  test('force sets only the named thresholds, and puts b2_epsilon back, also when the run throws', () => {
    const gjk = made(GJK_COPY);
    const thresholds = (): Record<string, number> => ({
      searchDirection: (gjk.exportsOf('collision/b2_distance').b2ForcedThresholds as Record<string, number>).searchDirection,
      metricFlush: (gjk.exportsOf('collision/b2_simplex').b2ForcedThresholds as Record<string, number>).metricFlush,
      testOverlap: (gjk.exportsOf('collision/b2_test_overlap').b2ForcedThresholds as Record<string, number>).testOverlap,
    });
    expect(gjk.force({ metricFlush: 1e-5 }, thresholds)).toEqual({ searchDirection: b2_epsilon, metricFlush: 1e-5, testOverlap: b2_epsilon });
    expect(() =>
      gjk.force({ searchDirection: 1e-9 }, () => {
        throw new Error('inside');
      }),
    ).toThrow('inside');
    expect(thresholds()).toEqual({ searchDirection: b2_epsilon, metricFlush: b2_epsilon, testOverlap: b2_epsilon });
    expect(() => gjk.force({ castNormal: 1e-9 }, () => 0)).toThrow(/forced copy gjk: no decision castNormal/);
  });

  test('the command makes every copy from the built dist/', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'test/support/made_forced_thresholds.ts'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.run.json' },
    });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim().split('\n')).toEqual(FORCED_THRESHOLD_COPIES.map((c) => c.key));
  });
});

/** A real disagreement of a peer with b2collide that only the decision, forced, explains. */
interface NeedsDecision {
  readonly decisions: readonly ForcedDecision[];
  readonly peer: 'planck' | '@box2d/core';
  readonly pairType: string;
  /** A campaign case (seed 1), or a hand-built input. */
  readonly family?: string;
  readonly index?: number;
  readonly input?: unknown;
  readonly why: string;
}

const identity = transformData(0, 0, 0, 1);
const turn = (a: number) => transformData(0.48, 1.0000011, Math.sin(a), Math.cos(a));

const CASES: readonly NeedsDecision[] = [
  { decisions: [SEARCH_DIRECTION], peer: '@box2d/core', pairType: 'distance-core', family: 'distance-core/distance-core-touching-core', index: 3, why: 'the peer stops at |d| < 1e-5 one iteration earlier' },
  { decisions: [SEARCH_DIRECTION], peer: 'planck', pairType: 'distance', family: 'distance/distance-core-touching', index: 5, why: 'planck goes on below FLT_EPSILON to |d| < 1e-9' },
  { decisions: [CAST_NORMAL], peer: '@box2d/core', pairType: 'distance-core', family: 'distance-core/distance-core-touching-core', index: 26, why: 'the peer leaves a cast normal shorter than 1e-5 unnormalised' },
  { decisions: [CAST_NORMAL], peer: 'planck', pairType: 'distance', family: 'distance/distance-core-touching', index: 7, why: 'planck normalises a cast normal C++ leaves as it is' },
  { decisions: [TEST_OVERLAP], peer: 'planck', pairType: 'distance', family: 'distance/distance-touching', index: 1, why: 'planck calls a radii distance in [1e-8, 1.19e-6) apart' },
  { decisions: [TEST_OVERLAP], peer: '@box2d/core', pairType: 'distance-core', family: 'distance-core/distance-touching-core', index: 6, why: 'the peer calls a radii distance in [1.19e-6, 1e-4) overlapping' },
  {
    // Box B (0.25 x 0.5) sunk 1.1e-6 into box A (1 x 0.5), turned by -7.77e-6 rad, then by 1.1 times
    // that for the warm call: the cold call ends on a triangle of area about 7.8e-6, which the warm
    // call's ReadCache keeps in C++ (not below FLT_EPSILON) and the peer flushes (below 1e-5), so
    // the warm call takes another iteration count. The cast from there ends on a normal of length
    // in the band as well, so both decisions are forced, the flush alone not being enough.
    decisions: [METRIC_FLUSH, CAST_NORMAL],
    peer: '@box2d/core',
    pairType: 'distance-core',
    input: { shapeA: { kind: 'polygon', polygon: boxData(1, 0.5) }, shapeB: { kind: 'polygon', polygon: boxData(0.25, 0.5) }, xfA: identity, xfB: turn(-7.77e-6), xfA2: identity, xfB2: turn(-1.1 * 7.77e-6), translationB: [0, 1] },
    why: 'the peer flushes a cached simplex of metric in [FLT_EPSILON, 1e-5)',
  },
  {
    // A ray 3e-3 long (|p2 - p1|^2 = 9e-6) from 2e-3 outside the unit circle, across its edge: C++
    // hits at fraction 2/3; @box2d/core calls it too short (below 1e-5) and misses.
    decisions: [CIRCLE_RAY],
    peer: '@box2d/core',
    pairType: 'shape-core',
    input: {
      shape: { kind: 'circle', p: [0, 0], radius: 1 },
      xf: { p: [0, 0], q: [0, 1] },
      point: [0.5, 0.25],
      ray: { p1: [-1.002, 0], p2: [-0.999, 0], maxFraction: 1 },
      density: 1,
      other: [10, 10, 11, 11],
      aabbInput: [-2, -2, 2, 2],
      scenario: 'hand',
    },
    why: 'the peer calls a ray with |p2 - p1|^2 < 1e-5 too short',
  },
  {
    // d = (1e-8, 10) from x = 1 - 1e-9, just inside the box (-1, -1)..(1, 1): C++ takes x as
    // parallel and inside its slab and hits at fraction 0.4; planck divides, and its x slab [-2e8,
    // 0.1] ends before the y slab's 0.4: a miss. No move within 64 ulps takes p.x out of the slab.
    decisions: [AABB_RAY],
    peer: 'planck',
    pairType: 'shape-planck',
    input: {
      shape: { kind: 'circle', p: [10, 10], radius: 1 },
      xf: { p: [0, 0], q: [0, 1] },
      point: [1, 1],
      ray: { p1: [1 - 1e-9, -5], p2: [1 - 1e-9 + 1e-8, 5], maxFraction: 1 },
      density: 1,
      other: [10, 10, 11, 11],
      aabbInput: [-1, -1, 1, 1],
      scenario: 'hand',
    },
    why: "planck's AABB ray divides by |d.x| in [1e-9, FLT_EPSILON)",
  },
  {
    // A circle's centre 1.1e-7 right of and 0.9e-7 above the corner (1, 1) of box (-1, -1)..(1, 1):
    // its separation 1.1e-7 is below FLT_EPSILON, so C++ takes it as inside (a face manifold on
    // x = 1); planck's 1e-9 sends it to the corner's vertex region (a normal towards the centre).
    decisions: [POLYGON_CIRCLE_INSIDE],
    peer: 'planck',
    pairType: 'polygon-circle',
    input: { polygonA: boxData(1, 1), xfA: identity, circleB: { p: [0, 0], radius: 0.5 }, xfB: transformData(1 + 1.1e-7, 1 + 0.9e-7, 0, 1) },
    why: 'planck takes a centre 1.1e-7 outside a face as outside',
  },
];

function pairTypeNamed(name: string): AnyPairType {
  return allFamilies().find((f) => f.pairType.name === name)!.pairType;
}

function classifyCase(c: NeedsDecision): Verdict {
  if (c.family !== undefined) return runCase(allFamilies().find((f) => f.id === c.family)!, 1, c.index!).verdict;
  const pt = pairTypeNamed(c.pairType);
  // A fresh copy each time: a witness search remembers its answer per input object.
  const input = structuredClone(c.input);
  const ref = pt.reference.run(input);
  const peer = pt.peer.run(input);
  const comparison = pt.compare(input, ref, peer);
  return classify(comparison, () => pt.margins(input, comparison, ref, peer), (m) => pt.witness?.(input, comparison, m, ref, peer));
}

describe('each forced decision is the witness of a real disagreement that needs it', () => {
  test('every decision has a case here', () => {
    const covered = new Set(CASES.flatMap((c) => c.decisions.map((d) => d.key)));
    expect(FORCED_THRESHOLD_COPIES.flatMap((copy) => copy.decisions.map((d) => d.key)).filter((k) => !covered.has(k))).toEqual([]);
  });

  test.each(CASES.map((c) => [c.decisions.map((d) => d.key).join(' + '), c.peer, c.why, c] as const))('%s against %s: %s', (_keys, _peer, _why, c) => {
    const v = classifyCase(c);
    expect(v.comparison.discrete.length + v.comparison.outOfBound.length).toBeGreaterThan(0);
    expect(v.outcome).toBe('near-tie');
    // The witness forced exactly these decisions, naming each one's C++ line and the peer's.
    const change = v.witness!.change;
    expect(change.startsWith('forced: ')).toBe(true);
    for (const d of c.decisions) expect(change).toContain(`(C++ ${d.cxx}; ${c.peer} ${d.peers[c.peer]})`);
    expect(change.split(' and b2').length).toBe(c.decisions.length);
    expect(v.witness!.input).toBeUndefined();
    // Without the copies nothing else explains it.
    setForcedCopyFactory(undefined);
    try {
      const without = classifyCase(c);
      expect([without.outcome, without.unwitnessed, without.witness?.change]).toEqual(['unexplained', true, undefined]);
    } finally {
      useForcedThresholds();
    }
  });

  test("an edge's own length between FLT_EPSILON and 1e-5 has no witness: b2collide refuses the unnormalised face normal", () => {
    // Edge (0, 0)-(5e-6, 0) under a circle: @box2d/core leaves the face normal (0, 5e-6) as it is.
    const input = { edgeA: { v0: [-1, 0], v1: [0, 0], v2: [5e-6, 0], v3: [1, 0], oneSided: false, radius: b2_polygonRadius }, xfA: identity, circleB: { p: [0, 0], radius: 0.5 }, xfB: transformData(2.5e-6, 0.3, 0, 1) };
    const v = classifyCase({ decisions: [], peer: '@box2d/core', pairType: 'edge-circle', input, why: '' });
    expect(v.comparison.outOfBound).toContain('localNormal.y');
    expect([v.outcome, v.unwitnessed, v.margin?.name]).toEqual(['unexplained', true, `eps-band:edge length between ${b2_epsilon} and 0.00001`]);
  });
});
