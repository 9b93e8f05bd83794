// The margins and witnesses of the v3 pair types. A v3 collider takes a dozen decisions (the
// speculative cut, the reference face and its 0.1 linearSlop bias, the clip, the vertex regions,
// the segment clamps, the ghost normals); where phaser decides one the other way, the case lies
// within rounding of that decision. The margin is measured on b2collide itself: the smallest move
// of B (a translation of k * 2^-52 * scale in one of eight directions, or a turn moving B's far
// points by as much) at which b2collide/v3/f64's own discrete answer (point count, ids, cache)
// changes; it is below its epsilon when that happens within MARGIN_ULPS. The witness is a move
// within the same epsilon on which b2collide gives phaser's answer: the same discrete outputs and
// every number within the bound. A planted bug (an id flipped, a speculative distance one slop
// off) gives an answer b2collide gives on no nearby input, so no witness excuses it.

import { MARGIN_ULPS, ULP } from '../tolerances';
import type { Comparison, Margin, Witness } from '../runner/types';
import { agrees, DIRECTIONS, firstWitness, oncePerInput, ulpSteps, type Move } from '../runner/witness';
import { compareV3Manifolds } from './compare-v3';
import type { V3ManifoldResult, V3PairInput, V3Transform } from './input';
import { v3Scale } from './input';

/** One move of B: translated by d (a world vector), then turned by the small angle a about its origin. */
function moved(input: V3PairInput, d: readonly [number, number], a: number): V3PairInput {
  const [c, s] = input.xfB.q;
  const q: [number, number] = a === 0 ? [c, s] : [c - s * a, s + c * a];
  const xfB: V3Transform = { p: [input.xfB.p[0] + d[0], input.xfB.p[1] + d[1]], q };
  return { ...input, xfB };
}

/** The moves of B within MARGIN_ULPS, smallest first: translations, then turns. */
export function* v3Moves(input: V3PairInput): Generator<Move<V3PairInput> & { readonly ulps: number }> {
  const scale = v3Scale(input);
  for (const k of ulpSteps(MARGIN_ULPS)) {
    const step = k * ULP * scale;
    for (const [x, y] of DIRECTIONS) yield { change: `B moved by ${k} * 2^-52 * ${scale.toPrecision(6)} along (${x.toFixed(3)}, ${y.toFixed(3)})`, input: moved(input, [x * step, y * step], 0), ulps: k };
    // A turn whose largest displacement of B's points is about the same step.
    const angle = step / scale;
    for (const sign of [1, -1]) yield { change: `B turned by ${sign * k} * 2^-52 rad`, input: moved(input, [0, 0], sign * angle), ulps: k };
  }
}

const discreteKey = (r: V3ManifoldResult): string => JSON.stringify([r.error ?? '', r.pointCount, r.points.map((p) => p.id), r.cache ?? []]);

/**
 * The decision margin of a case: the smallest move (in 2^-52 * scale) at which b2collide's own
 * discrete answer changes, Infinity when none within MARGIN_ULPS does.
 */
export function decisionFlip(input: V3PairInput, run: (i: V3PairInput) => V3ManifoldResult): { ulps: number; what: string } {
  const base = run(input);
  const key = discreteKey(base);
  for (const m of v3Moves(input)) {
    const r = run(m.input);
    if (discreteKey(r) !== key) {
      const what = r.pointCount !== base.pointCount ? 'point count' : String(r.cache) !== String(base.cache) ? 'cache' : 'ids';
      return { ulps: m.ulps, what };
    }
  }
  return { ulps: Infinity, what: 'nothing' };
}

/** The margins of a disagreement: the decision flip, named by what of b2collide's answer it changes. */
export function v3Margins(input: V3PairInput, comparison: Comparison, run: (i: V3PairInput) => V3ManifoldResult): Margin[] {
  if (comparison.discrete.length === 0 && comparison.symptom !== 'bound') return [];
  const flip = decisionFlip(input, run);
  return [{ name: `decision-flip (${flip.what})`, value: flip.ulps, epsilon: MARGIN_ULPS + 1 }];
}

/** The witness: a move of B within MARGIN_ULPS on which b2collide gives the peer's answer. */
export function v3MoveWitness(run: (i: V3PairInput) => V3ManifoldResult): (input: V3PairInput, peer: V3ManifoldResult) => Witness | undefined {
  return oncePerInput((input: V3PairInput, peer: V3ManifoldResult) =>
    firstWitness(v3Moves(input), run, (answer) => agrees(compareV3Manifolds(answer, peer, v3Scale(input)))),
  );
}
