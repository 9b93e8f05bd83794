// The witness rules of three near-tie classes the plain comparison rejected: a TOI t compared
// within C++'s root window on the changed input, a TestPoint point forced across the boundary lines
// it is near (the acute vertex no fixed direction enters), a manifold moved by δ allowed what δ
// moves b2collide's own output. Each is shown witnessing its case, and refusing a planted wrong answer.
import { agreesAfterMove } from '../../compare/case/manifold-witness';
import { caseRng } from '../../compare/runner/campaign';
import type { Comparison } from '../../compare/runner/types';
import { b2collideQueryEngine, type PeerQueryResult } from '../../compare/shape/peer-engines';
import { field, type ShapeQueryCase } from '../../compare/shape/query-case';
import { compareQueries, queryWitness, type PeerRules } from '../../compare/shape/shape-compare';
import { b2collideTOIEngine } from '../../compare/toi/engine-b2collide-toi';
import { coreDistanceAt, isPeerAnswer, targetOf } from '../../compare/toi/toi-compare';
import { toiFamilies } from '../../compare/toi/toi-families';
import type { TOIResult } from '../../compare/toi/toi-input';
import { PLANCK_EPSILON } from '../../compare/tolerances';

const ULP = 2 ** -52;

describe('TOI: a touching t is compared within the root window (b2_time_of_impact.cpp:321)', () => {
  const graze = toiFamilies.find((f) => f.name === 'toi-graze')!;
  // The first toi-graze case (seed 7) that b2collide finds touching at 0 < t < 1.
  let input = graze.generate(caseRng(7, graze.name, 0));
  let ref = b2collideTOIEngine.run(input);
  for (let i = 1; !(ref.state === 3 && ref.t > 0 && ref.t < 0.9) && i < 500; ++i) {
    input = graze.generate(caseRng(7, graze.name, i));
    ref = b2collideTOIEngine.run(input);
  }

  test('a peer t 1e-12 away (4,500 ulps, beyond the bound, inside the window) is the same answer', () => {
    expect(ref.state).toBe(3);
    const peer: TOIResult = { ...ref, t: ref.t + 1e-12 };
    expect(Math.abs(coreDistanceAt(input, peer.t) - targetOf(input))).toBeLessThan(0.25 * 0.005);
    expect(isPeerAnswer(input, ref, peer)).toBe(true);
  });

  test('planted: a t outside the window, or another state, is not', () => {
    const far: TOIResult = { ...ref, t: ref.t + 0.1 };
    expect(Math.abs(coreDistanceAt(input, far.t) - targetOf(input))).toBeGreaterThan(0.25 * 0.005);
    expect(isPeerAnswer(input, ref, far)).toBe(false);
    expect(isPeerAnswer(input, ref, { ...ref, state: 4 })).toBe(false);
  });
});

describe("TestPoint: the point forced across both lines of an acute vertex", () => {
  const rules: PeerRules = { peer: 'planck', epsilon: PLANCK_EPSILON };
  const deg = Math.PI / 180;
  // A triangle whose vertex at the origin spans 10° to 16°: none of the 8 fixed directions (multiples of 45°) enters it.
  const shape = { kind: 'polygon-points' as const, points: [[0, 0], [10 * Math.cos(10 * deg), 10 * Math.sin(10 * deg)], [10 * Math.cos(16 * deg), 10 * Math.sin(16 * deg)]] as [number, number][] };
  const base = { xf: { p: [0, 0], q: [0, 1] }, ray: { p1: [-5, 1], p2: [5, 1], maxFraction: 1 }, density: 1, other: [10, 10, 11, 11], aabbInput: [0, 0, 4, 3], scenario: 'hand', shape } as const;
  function flipped(ref: PeerQueryResult): PeerQueryResult {
    if ('error' in ref) throw new Error(ref.error);
    const values = [...ref.values];
    values[field('testPoint')] = 1 - values[field('testPoint')];
    return { values };
  }
  function witnessOf(c: ShapeQueryCase) {
    const ref = b2collideQueryEngine.run(c);
    const peer = flipped(ref);
    const cmp = compareQueries(c, ref, peer, rules);
    expect(cmp.discrete).toEqual(['testPoint']);
    return queryWitness(b2collideQueryEngine, rules)(c, cmp, { name: 'point-on-boundary', value: 0, epsilon: 1 }, ref, peer);
  }

  test('a point 1e-17 outside the vertex: moved inside along the bisector, b2collide says inside', () => {
    const c = { ...base, point: [-1e-17, -1e-17] } as unknown as ShapeQueryCase;
    const w = witnessOf(c);
    expect(w?.change).toMatch(/sum of the normals/);
  });

  test('planted: a point well inside said outside has no witness', () => {
    const c = { ...base, point: [6, 1.4] } as unknown as ShapeQueryCase;
    expect(witnessOf(c)).toBeUndefined();
  });
});

describe("manifolds: the move's own change of b2collide's output is added to the bound", () => {
  const cmp = (discrete: string[], outOfBound: string[], maxAbs: number): Comparison => ({ discrete, outOfBound, maxAbs, maxRel: 0, maxUlps: 0, symptom: 'none' });
  const bound = 64 * ULP;

  test('peer 100 ulps from the moved answer, which itself moved 50 ulps: within 64 + 50', () => {
    expect(agreesAfterMove(cmp([], ['world.points[0].x'], 100 * ULP), cmp(['pointCount'], [], 50 * ULP), bound)).toBe(true);
  });

  test('planted: beyond bound + own change, or any discrete difference, is not a witness', () => {
    expect(agreesAfterMove(cmp([], ['world.points[0].x'], 120 * ULP), cmp([], [], 50 * ULP), bound)).toBe(false);
    expect(agreesAfterMove(cmp(['points[0].indexA'], [], 0), cmp([], [], 1), bound)).toBe(false);
  });
});
