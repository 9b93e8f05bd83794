// The search for a near-tie's witness (runner/types.ts Witness): b2collide itself run on inputs
// moved within a margin's epsilon, or with one decision forced, until one gives the peer's answer.
// Pair types supply the moves (smallest first) and the run; this file tries them in order.

import type { Comparison, Witness } from './types';

/** One moved input to try, with the words the report shows for it. */
export interface Move<I> {
  readonly change: string;
  readonly input: I;
}

/** The same discrete outputs and every continuous one within the bound. */
export function agrees(c: Comparison): boolean {
  return c.discrete.length === 0 && c.outOfBound.length === 0;
}

/**
 * The first move on which `run` (b2collide) gives an answer that `matchesPeer` accepts, as a
 * witness; undefined when none does. Moves are generated lazily, so the search stops at the first.
 */
export function firstWitness<I, R>(moves: Iterable<Move<I>>, run: (input: I) => R, matchesPeer: (answer: R) => boolean): Witness | undefined {
  for (const move of moves) {
    const answer = run(move.input);
    if (matchesPeer(answer)) return { change: move.change, input: move.input, answer };
  }
  return undefined;
}

/**
 * The step sizes of a move search, in units of 2^-52 times the case's scale: 1, 2, 4, ... up to
 * `maxUlps`, smallest first (a near-tie made by bisection flips at the first ulp; a larger step
 * moves every continuous output further from the peer's).
 */
export function ulpSteps(maxUlps: number): number[] {
  const steps: number[] = [];
  for (let k = 1; k <= maxUlps; k *= 2) steps.push(k);
  return steps;
}

/** Eight unit directions: the axes and the diagonals. */
export const DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, 0], [-1, 0], [0, 1], [0, -1],
  [Math.SQRT1_2, Math.SQRT1_2], [-Math.SQRT1_2, Math.SQRT1_2], [Math.SQRT1_2, -Math.SQRT1_2], [-Math.SQRT1_2, -Math.SQRT1_2],
];

/**
 * A witness search that ignores which margin asked (the moves are the same for every margin), run
 * once per input object however many of its margins are below their epsilon.
 */
export function oncePerInput<I extends object, A extends unknown[]>(search: (input: I, ...rest: A) => Witness | undefined): (input: I, ...rest: A) => Witness | undefined {
  const found = new WeakMap<I, Witness | null>();
  return (input, ...rest) => {
    let w = found.get(input);
    if (w === undefined) {
      w = search(input, ...rest) ?? null;
      found.set(input, w);
    }
    return w ?? undefined;
  };
}
