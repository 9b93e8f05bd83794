// Compares two engines' time-of-impact results and finds the decision margins that can excuse a
// difference. A result is its state (discrete) and t (continuous, within BOUND_ULPS * 2^-52: t is
// in [0, 1]). Four margins, all recomputed from the input with b2collide:
//  - root-window: both engines' t satisfy C++'s own acceptance test, the core distance at t within
//    target ± tolerance (b2_time_of_impact.cpp:321 and :433). The root finder stops at the first
//    iterate inside that window, so a rounding difference in any earlier iterate picks another
//    point of it; both are answers C++ could give.
//  - input-sensitivity: a change of k ulps (k <= 256) in one sweep number makes the reference itself
//    give the peer's answer (its state, and t within the bound). A result that flips under an input
//    change that small is decided by rounding, and each peer rounds differently (planck writes
//    dot(pB, n) - dot(pA, n), ...). The changed input and b2collide's answer are the witness.
//  - normalize-shift: both peers fold the sweep angles with the true 2 pi (planck into [-pi, pi),
//    @box2d/core with b2_two_pi = 2 * Math.PI), C++ with 2 * b2_pi = 6.28318530718, which is 4.1e-13
//    larger; so the peer turns each body by j * 4.1e-13 rad (j a small whole number) more or less
//    than C++ does at every t. The margin reruns the reference with the sweeps' angles shifted by
//    j * (2 * b2_pi - 2 pi), |j| <= 2 for each body, and accepts when that gives the peer's answer
//    (the witness). value |jA| + |jB|.
// A margin excuses only with a witness (runner/classify.ts): root-window and band-edge borrow the
// witness of the two searches (toiWitness).

import { b2DistanceGJK, b2DistanceOutput, b2SimplexCache, b2Transform, b2_linearSlop, b2_pi } from 'b2collide';
import { BOUND_ULPS, ULP } from '../tolerances';
import type { Comparison, Margin, Witness } from '../runner/types';
import { agrees } from '../runner/witness';
import { b2collideTOIEngine, b2collideTOIInput } from './engine-b2collide-toi';
import { proxyData, STATE_NAMES, toiScale, type SweepData, type TOIPairInput, type TOIResult } from './toi-input';

const TOLERANCE = 0.25 * b2_linearSlop;
/** The largest input change, in ulps of the changed number, that input-sensitivity accepts. */
export const SENSITIVITY_ULPS = 256;

export function compareTOI(_input: TOIPairInput, ref: TOIResult, peer: TOIResult): Comparison {
  const discrete = ref.state === peer.state ? [] : [`state ${STATE_NAMES[ref.state]} vs ${STATE_NAMES[peer.state]}`];
  const dt = Math.abs(ref.t - peer.t);
  const outOfBound = dt > BOUND_ULPS * ULP ? ['t'] : [];
  const scale = Math.max(Math.abs(ref.t), Math.abs(peer.t));
  return {
    discrete,
    outOfBound,
    maxAbs: dt,
    maxRel: scale === 0 ? 0 : dt / scale,
    maxUlps: dt / ULP,
    symptom: discrete.length > 0 ? 'state' : outOfBound.length > 0 ? 't' : 'none',
  };
}

export function targetOf(input: TOIPairInput): number {
  // C++ b2_time_of_impact.cpp:281.
  return Math.max(b2_linearSlop, proxyData(input.shapeA).radius + proxyData(input.shapeB).radius - 3 * b2_linearSlop);
}

const transformA = new b2Transform();
const transformB = new b2Transform();
const distanceOutput = new b2DistanceOutput();
const cache = new b2SimplexCache();

/** The core distance (b2collide's GJK, useRadii false) at time t of the case's sweeps. */
export function coreDistanceAt(input: TOIPairInput, t: number): number {
  const toi = b2collideTOIInput(input);
  toi.sweepA.GetTransform(transformA, t);
  toi.sweepB.GetTransform(transformB, t);
  cache.Reset();
  b2DistanceGJK(distanceOutput, cache, { proxyA: toi.proxyA, proxyB: toi.proxyB, transformA, transformB, useRadii: false });
  return distanceOutput.distance;
}

export function rootWindow(input: TOIPairInput, ref: TOIResult, peer: TOIResult): Margin {
  const target = targetOf(input);
  const off = Math.max(Math.abs(coreDistanceAt(input, ref.t) - target), Math.abs(coreDistanceAt(input, peer.t) - target));
  // A hair over the tolerance: C++ compares the separation function, GJK's distance can differ by rounding.
  return { name: 'root-window', value: off, epsilon: TOLERANCE * (1 + 1e-9) };
}

/**
 * How far the core distance at the reference's t lies from an edge of the band target ± tolerance
 * that C++'s tests use (b2_time_of_impact.cpp:321 e_touching, :394 e_separated, :403 t1 = t2):
 * at a band edge, a separation rounded another way (planck computes dot(pB, n) - dot(pA, n))
 * takes the other branch, and the runs part, typically at t = tMax where planck then loops to its
 * iteration limit (e_failed). Epsilon: the bound of a rounding difference, BOUND_ULPS ulps of S.
 */
function bandEdge(input: TOIPairInput, ref: TOIResult): Margin {
  const target = targetOf(input);
  const d = coreDistanceAt(input, ref.t);
  const off = Math.min(Math.abs(d - (target + TOLERANCE)), Math.abs(d - (target - TOLERANCE)));
  return { name: 'band-edge (core distance at t vs target +- tolerance)', value: off, epsilon: BOUND_ULPS * ULP * toiScale(input) };
}

const SWEEP_FIELDS = ['localCenter0', 'localCenter1', 'c00', 'c01', 'c0', 'c1', 'a0', 'a'] as const;

function perturbed(sweep: SweepData, field: (typeof SWEEP_FIELDS)[number], factor: number): SweepData {
  const s: SweepData = { ...sweep, localCenter: [...sweep.localCenter], c0: [...sweep.c0], c: [...sweep.c] };
  switch (field) {
    case 'localCenter0': s.localCenter[0] *= factor; break;
    case 'localCenter1': s.localCenter[1] *= factor; break;
    case 'c00': s.c0[0] *= factor; break;
    case 'c01': s.c0[1] *= factor; break;
    case 'c0': s.c[0] *= factor; break;
    case 'c1': s.c[1] *= factor; break;
    case 'a0': s.a0 *= factor; break;
    case 'a': s.a *= factor; break;
  }
  return s;
}

/** Every one-number change of the sweeps inputSensitivity tries, smallest first. */
export function* sensitivityMoves(input: TOIPairInput): Generator<{ k: number; change: string; input: TOIPairInput }> {
  for (let k = 1; k <= SENSITIVITY_ULPS; k *= 2) {
    for (const side of ['sweepA', 'sweepB'] as const) {
      for (const field of SWEEP_FIELDS) {
        for (const sign of [1, -1]) {
          yield { k, change: `${side}.${field} x (1 ${sign > 0 ? '+' : '-'} ${k} ulp)`, input: { ...input, [side]: perturbed(input[side], field, 1 + sign * k * ULP) } };
        }
      }
    }
  }
}

/**
 * Whether b2collide's answer on a changed input is the peer's: the same state, and t within the
 * bound or, when both touch, the peer's t one that C++'s root finder accepts on that changed input
 * (core distance within target ± tolerance, b2_time_of_impact.cpp:321 and :433). The root finder
 * stops at the first iterate inside that window, so a changed input that flips the state lands on
 * another point of it; the window, not the ulp bound, is how precisely C++ itself fixes t.
 */
export function isPeerAnswer(changed: TOIPairInput, answer: TOIResult, peer: TOIResult): boolean {
  if (agrees(compareTOI(changed, answer, peer))) return true;
  if (answer.state !== peer.state || answer.state !== 3) return false;
  return Math.abs(coreDistanceAt(changed, peer.t) - targetOf(changed)) <= TOLERANCE * (1 + 1e-9);
}

/** b2collide's answer on a changed input, when it is the peer's (isPeerAnswer). */
function peerAnswer(changed: TOIPairInput, peer: TOIResult): TOIResult | undefined {
  const answer = b2collideTOIEngine.run(changed);
  return isPeerAnswer(changed, answer, peer) ? answer : undefined;
}

/** The smallest k in ulps (1, 4, 16, 64, 256) for which a k-ulp change of one sweep number gives b2collide the peer's answer: that change is the witness. */
function inputSensitivity(input: TOIPairInput, peer: TOIResult): Margin {
  for (const move of sensitivityMoves(input)) {
    const answer = peerAnswer(move.input, peer);
    if (answer !== undefined) {
      return { name: `input-sensitivity (${move.change})`, value: move.k, epsilon: SENSITIVITY_ULPS + 1, witness: { change: move.change, input: move.input, answer } };
    }
  }
  return { name: 'input-sensitivity (none up to 256 ulps)', value: Infinity, epsilon: SENSITIVITY_ULPS + 1 };
}

/** 2 * b2_pi - 2 * Math.PI: how much more C++ takes off an angle per turn it folds. */
const TURN_GAP = 2 * b2_pi - 2 * Math.PI;

export function shiftedAngles(sweep: SweepData, j: number): SweepData {
  return { ...sweep, a0: sweep.a0 + j * TURN_GAP, a: sweep.a + j * TURN_GAP };
}

function normalizeShift(input: TOIPairInput, peer: TOIResult): Margin {
  let best: Margin = { name: 'normalize-shift (none for |j| <= 2)', value: Infinity, epsilon: 5 };
  for (let jA = -2; jA <= 2; ++jA) {
    for (let jB = -2; jB <= 2; ++jB) {
      const value = Math.abs(jA) + Math.abs(jB);
      if (value === 0 || value >= best.value) continue;
      const changed: TOIPairInput = { ...input, sweepA: shiftedAngles(input.sweepA, jA), sweepB: shiftedAngles(input.sweepB, jB) };
      const answer = peerAnswer(changed, peer);
      if (answer !== undefined) {
        const change = `angles of A by ${jA}, of B by ${jB} x (2 b2_pi - 2 pi)`;
        best = { name: `normalize-shift (${change})`, value, epsilon: 5, witness: { change, input: changed, answer } };
      }
    }
  }
  return best;
}

/**
 * The margins of a TOI disagreement. root-window and band-edge name the decision; normalize-shift
 * and input-sensitivity are found by rerunning b2collide on the changed input, so each carries its
 * witness, and the pair type's witness function (toiWitness) lends theirs to the first two.
 */
export function toiMargins(input: TOIPairInput, comparison: Comparison, ref: TOIResult, peer: TOIResult): Margin[] {
  const margins: Margin[] = [];
  if (comparison.symptom === 't' && (ref.state === 3 || ref.state === 1)) margins.push(rootWindow(input, ref, peer));
  if (comparison.symptom === 'state') margins.push(bandEdge(input, ref));
  // A named decision below its epsilon stays the reason shown; the searches are then its witness.
  if (margins.some((m) => m.value < m.epsilon)) return margins;
  margins.push(...searches(input, peer));
  return margins;
}

/** The changed-input searches of a case, cheapest first, stopping at the first witness; once per input object (margins, then witness). */
const searched = new WeakMap<TOIPairInput, Margin[]>();

function searches(input: TOIPairInput, peer: TOIResult): Margin[] {
  let found = searched.get(input);
  if (found === undefined) {
    found = [];
    for (const search of [peerFold, normalizeShift, inputSensitivity]) {
      const m = search(input, peer);
      found.push(m);
      if (m.witness !== undefined) break;
    }
    searched.set(input, found);
  }
  return found;
}

/** The witness of root-window or band-edge: that of the first changed-input search that gave the peer's answer. */
export function toiWitness(input: TOIPairInput, _comparison: Comparison, _margin: Margin, _ref: TOIResult, peer: TOIResult): Witness | undefined {
  return searches(input, peer).find((m) => m.witness !== undefined)?.witness;
}

/** @box2d/core's b2Sweep.Normalize: the fold by b2_two_pi = 2 * Math.PI (C++ folds by 2 * b2_pi). */
export function foldLikeCore(s: SweepData): SweepData {
  const twoPi = 2 * Math.PI;
  const d = twoPi * Math.floor(s.a0 / twoPi);
  return { ...s, a0: s.a0 - d, a: s.a - d };
}

/** planck's Sweep.normalize: a0 into [-pi, pi) by its mod(a0, -pi, pi), a moved by as much. */
export function foldLikePlanck(s: SweepData): SweepData {
  const r = (s.a0 + Math.PI) % (2 * Math.PI);
  const a0 = r + (r < 0 ? Math.PI : -Math.PI);
  return { ...s, a0, a: s.a - (s.a0 - a0) };
}

/**
 * The fold forced: both sweeps' angles folded as the peer folds them before C++'s own
 * b2Sweep::Normalize (b2_time_of_impact.cpp:270-273) runs. For @box2d/core's fold the result
 * lies in [0, 2 pi), where C++'s fold takes nothing off, so b2collide then runs on exactly the
 * angles the peer runs on.
 */
function peerFold(input: TOIPairInput, peer: TOIResult): Margin {
  for (const [who, fold] of [['@box2d/core', foldLikeCore], ['planck', foldLikePlanck]] as const) {
    const changed: TOIPairInput = { ...input, sweepA: fold(input.sweepA), sweepB: fold(input.sweepB) };
    const answer = peerAnswer(changed, peer);
    if (answer !== undefined) {
      const change = `sweep angles folded as ${who} folds them (2 pi, not 2 b2_pi)`;
      return { name: `peer-fold (${who})`, value: 0, epsilon: 1, witness: { change, input: changed, answer } };
    }
  }
  return { name: 'peer-fold (neither fold gives the peer\'s answer)', value: Infinity, epsilon: 1 };
}

/** The tolerance lines of pair types toi and toi-core, as the report prints them. */
export const TOI_TOLERANCES: readonly string[] = [
  'per case: one b2TimeOfImpact call on the case\'s proxies (vertex clouds with the shapes\' radii), sweeps and tMax',
  `discrete: state; continuous: t, within ${BOUND_ULPS} * 2^-52 (t is in [0, 1])`,
  'root-window margin: both t put the core distance (b2collide GJK at the interpolated transforms) within target ± tolerance (C++ :321, :433), so both are answers C++\'s root finder accepts',
  `input-sensitivity margin: a change of at most ${SENSITIVITY_ULPS} ulps in one sweep number gives the reference the peer's answer (its state, t within the bound): that changed input is the witness; root-window and band-edge excuse only with such a witness`,
];
