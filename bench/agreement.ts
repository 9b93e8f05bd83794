// Before anything is timed: each peer's point count against b2collide's (runner 0), pair by pair,
// so that a table never compares engines doing different work.

import type { Runner } from './adapters/adapter_types';

export function pointCountAgreement(
  engines: readonly string[],
  runners: readonly Runner[],
  count: number,
): { histogram: number[]; text: string } {
  const histogram = [0, 0, 0];
  const same = runners.map(() => 0);
  for (let i = 0; i < count; ++i) {
    const reference = runners[0].one(i);
    ++histogram[reference];
    for (let k = 1; k < runners.length; ++k) {
      if (runners[k].one(i) === reference) ++same[k];
    }
  }
  const text = engines
    .slice(1)
    .map((engine, k) => `${engine} ${same[k + 1]}/${count}`)
    .join(', ');
  return { histogram, text };
}
