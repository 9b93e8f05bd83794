// What a scale-bench child (child.ts) reports to main.ts, one JSON line per family.

import type { EngineTiming } from '../timing';

export interface ChildResult {
  readonly family: string;
  /** Distinct pairs in the working set. */
  readonly pairs: number;
  /** Calls per timed pass (the length of the visit sequence). */
  readonly visits: number;
  /** Pairs on which some peer's point count differed from b2collide's (summed over peers). */
  readonly disagreements: number;
  readonly timings: EngineTiming[];
}

/** The engine of `--baseline DIR`: that checkout's built b2collide, timed through libRunner. */
export const BASELINE_ENGINE = 'b2collide --baseline';

/** This build through the same loop as the baseline, on the polygon families (child.ts). */
export const SAME_LOOP_ENGINE = 'b2collide, libRunner';
