// Turns a comparison into a verdict: exact, within the stated bound, a near-tie (a decision margin
// below its epsilon, with a witness: b2collide itself giving the peer's answer on an input moved
// within that epsilon, or with that decision forced), or unexplained. No margin excuses anything
// without its witness.

import type { Comparison, Margin, Verdict, Witness } from './types';

/** How close a margin is to flipping, measured against its own epsilon. */
const ratio = (m: Margin): number => m.value / m.epsilon;

/**
 * Margins are computed only for disagreements, and witnesses searched only for the margins below
 * their epsilon, closest first, so the cheap path stays cheap. A margin may carry its own witness.
 */
export function classify(comparison: Comparison, margins: () => Margin[], witness?: (margin: Margin) => Witness | undefined): Verdict {
  if (comparison.discrete.length === 0 && comparison.outOfBound.length === 0) {
    return { outcome: comparison.maxAbs === 0 ? 'exact' : 'bounded', comparison, candidates: [] };
  }
  const candidates = margins();
  const below = candidates.filter((m) => m.value < m.epsilon).sort((a, b) => ratio(a) - ratio(b));
  for (const m of below) {
    const w = m.witness ?? witness?.(m);
    if (w !== undefined) return { outcome: 'near-tie', comparison, margin: m, candidates, witness: w };
  }
  let closest: Margin | undefined;
  for (const m of candidates) if (closest === undefined || ratio(m) < ratio(closest)) closest = m;
  return { outcome: 'unexplained', comparison, margin: closest, candidates, unwitnessed: below.length > 0 };
}
