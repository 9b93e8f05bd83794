// The order in which a timed pass visits the pairs. A pass over n pairs in creation order repeats
// the same branch sequence every pass, and at a few hundred pairs the CPU's branch predictor
// learns it, flattering whichever engine branches most. Here a pass is a long seeded random
// sequence of pair indices (with repeats), the same for every engine, so the working set is the
// n distinct pairs while the sequence is far too long to memorise.

import { Random } from '../random';

/** At least this many visits per pass, and at least 4 per distinct pair. */
const MIN_VISITS = 1 << 16;

/** A power-of-two-long sequence of pair indices in [0, pairCount), seeded. */
export function visitSequence(pairCount: number, seed: number): Int32Array {
  let length = MIN_VISITS;
  while (length < 4 * pairCount) length *= 2;
  const rng = new Random(seed ^ 0x0b5e55ed);
  const visits = new Int32Array(length);
  for (let i = 0; i < length; ++i) visits[i] = Math.floor(rng.next() * pairCount);
  return visits;
}
