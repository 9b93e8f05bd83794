// The witness search of the manifold pair types (polygon-polygon and the round ones): b2collide's
// own collide function on B's transform moved within the margin size (case/transform-moves.ts),
// until one gives the peer's manifold (same discrete fields, continuous ones within the bound).

import type { TransformData } from './transform';
import type { ManifoldResult } from './manifold-result';
import { transformMoves } from './transform-moves';
import type { Comparison, Engine, Witness } from '../runner/types';
import { firstWitness, oncePerInput } from '../runner/witness';
import { BOUND_ULPS, ULP } from '../tolerances';

/** A manifold pair type's witness function for its reference engine, scale and comparer. */
export function manifoldWitness<I extends { xfB: TransformData }>(
  reference: Engine<I, ManifoldResult>,
  scaleOf: (input: I) => number,
  compare: (input: I, ref: ManifoldResult, peer: ManifoldResult) => Comparison,
): (input: I, comparison: Comparison, margin: unknown, ref: ManifoldResult, peer: ManifoldResult) => Witness | undefined {
  return oncePerInput((input: I, _comparison: Comparison, _margin: unknown, _ref: ManifoldResult, peer: ManifoldResult) =>
    firstWitness(transformMoves(input, scaleOf(input)), (moved) => reference.run(moved), (answer) => agreesAfterMove(compare(input, answer, peer), compare(input, _ref, answer), BOUND_ULPS * ULP * scaleOf(input))),
  );
}

/**
 * Whether the moved input's answer is the peer's: the same discrete outputs, and every continuous
 * one within the bound plus what the move itself changed b2collide's own outputs by (the largest
 * difference between its answers on the original and the moved input). A move of k ulps of S
 * shifts world points by about that much, and more where the output is ill-conditioned (a clip
 * point on a nearly parallel side plane), so the plain bound would reject the very input that
 * shows the decision; the allowance is measured, never assumed.
 */
export function agreesAfterMove(vsPeer: Comparison, ownChange: Comparison, bound: number): boolean {
  if (vsPeer.discrete.length > 0) return false;
  if (vsPeer.outOfBound.length === 0) return true;
  return vsPeer.maxAbs <= bound + ownChange.maxAbs;
}
