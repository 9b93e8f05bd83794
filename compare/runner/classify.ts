// Turns a comparison into a verdict: exact, within the stated bound, a near-tie excused by a
// decision margin below its epsilon, or unexplained.

import type { Comparison, Margin, Verdict } from './types';

/** Margins are computed only for disagreements, so the cheap path stays cheap. */
export function classify(comparison: Comparison, margins: () => Margin[]): Verdict {
  if (comparison.discrete.length === 0 && comparison.outOfBound.length === 0) {
    return { outcome: comparison.maxAbs === 0 ? 'exact' : 'bounded', comparison, candidates: [] };
  }
  const candidates = margins();
  // The candidate closest to flipping, measured against its own epsilon.
  let closest: Margin | undefined;
  for (const m of candidates) {
    if (closest === undefined || m.value / m.epsilon < closest.value / closest.epsilon) closest = m;
  }
  const excused = closest !== undefined && closest.value < closest.epsilon;
  return { outcome: excused ? 'near-tie' : 'unexplained', comparison, margin: closest, candidates };
}
