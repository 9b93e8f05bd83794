// The witness of planck's fold and separations (toi-differences.ts) for a disagreement whose named
// decision (band-edge, root-window) is below its epsilon but that no moved input explains:
// b2collide's b2TimeOfImpact with those listed departures replayed (forced-toi.ts) on the case's
// own input gives planck's answer. They meet at a band edge of the root finder: the separation at
// t within an ulp or two of target ± tolerance (b2_time_of_impact.cpp:321, :370, :380, :392, :401).
// planck's fold moves each angle by rounding ((a0 + pi) % 2 pi - pi is not a0 to the last bit, and
// C++ adds 2 b2_pi to a negative a0, 4.1e-13 more than 2 pi), and its separations round as
// dot(pB, n) - dot(pA, n); either takes the other branch there, and the runs part: one stops
// e_separated or e_touching, the other advances to tMax and repeats the same axis until its
// 20 passes end e_failed.

import { b2TOIOutput } from 'b2collide';
import type { Witness } from '../runner/types';
import { b2collideTOIInput } from './engine-b2collide-toi';
import { FORCED_TOI_CHANGES, forcedTOI, type ForcedTOIName } from './forced-toi';
import { isPeerAnswer } from './toi-compare';
import type { TOIPairInput, TOIResult } from './toi-input';

const output = new b2TOIOutput();

/** The copies tried, fewest departures first. */
export const DEPARTURE_COPIES: readonly ForcedTOIName[] = ['fold', 'separations', 'separations+fold', 'separations+fold+push-back'];

/** b2collide's answer with the named departures replayed, with the copy's own iteration counts (-1 when it has none). */
export function runForced(name: ForcedTOIName, input: TOIPairInput): TOIResult | undefined {
  const copy = forcedTOI(name);
  if (copy === undefined) return undefined;
  const iters = copy.b2_toiIters;
  const rootIters = copy.b2_toiRootIters;
  copy.b2TimeOfImpact(output, b2collideTOIInput(input));
  return {
    state: output.state,
    t: output.t,
    iterations: iters === undefined || copy.b2_toiIters === undefined ? -1 : copy.b2_toiIters - iters,
    rootIterations: rootIters === undefined || copy.b2_toiRootIters === undefined ? -1 : copy.b2_toiRootIters - rootIters,
    pointCount: output.state === 3 ? 1 : 0,
  };
}

/**
 * The witness, when one copy (fewest departures first) gives planck's answer on the case's own
 * input: its state, and t within the bound or, when both touch, inside C++'s root window
 * (isPeerAnswer). The copy's iteration counts are kept in the answer.
 */
export function planckDeparturesWitness(input: TOIPairInput, peer: TOIResult): Witness | undefined {
  for (const name of DEPARTURE_COPIES) {
    const answer = runForced(name, input);
    if (answer !== undefined && isPeerAnswer(input, answer, peer)) {
      return { change: `b2TimeOfImpact with ${FORCED_TOI_CHANGES[name]} (forced)`, answer };
    }
  }
  return undefined;
}
