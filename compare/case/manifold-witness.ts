// The witness search of the manifold pair types (polygon-polygon and the round ones): b2collide's
// own collide function on B's transform moved within the margin size (case/transform-moves.ts),
// until one gives the peer's manifold (same discrete fields, continuous ones within the bound).

import type { TransformData } from './transform';
import type { ManifoldResult } from './manifold-result';
import { transformMoves } from './transform-moves';
import type { Comparison, Engine, Witness } from '../runner/types';
import { agrees, firstWitness, oncePerInput } from '../runner/witness';

/** A manifold pair type's witness function for its reference engine, scale and comparer. */
export function manifoldWitness<I extends { xfB: TransformData }>(
  reference: Engine<I, ManifoldResult>,
  scaleOf: (input: I) => number,
  compare: (input: I, ref: ManifoldResult, peer: ManifoldResult) => Comparison,
): (input: I, comparison: Comparison, margin: unknown, ref: ManifoldResult, peer: ManifoldResult) => Witness | undefined {
  return oncePerInput((input: I, _comparison: Comparison, _margin: unknown, _ref: ManifoldResult, peer: ManifoldResult) =>
    firstWitness(transformMoves(input, scaleOf(input)), (moved) => reference.run(moved), (answer) => agrees(compare(input, answer, peer))),
  );
}
