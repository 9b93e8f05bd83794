// What the v3 allocation check measures: one runner per function, each a closure literal of its
// own (a call site that has seen two functions inlines neither), calling the function once per
// prepared case in pass().

import type { Runner } from '../adapters/adapter_types';

export interface FunctionRunner {
  readonly name: string;
  /** Calls per pass. */
  readonly n: number;
  readonly runner: Runner;
  /**
   * false for a function that is measured and printed but not held to zero (b2Atan2 and
   * b2Rot_GetAngle, whose float32 twins V8 does not inline, and three functions whose float32
   * build still allocates in some runs: see test/bench/v3_alloc.test.ts); every other row must
   * allocate nothing.
   */
  readonly gate?: false;
}

/**
 * A runner whose pass() calls body(i) for every i < n. The bodies return small integers: a double
 * returned from a body V8 does not inline would be boxed by the harness, not by the function.
 */
export function run(n: number, body: (i: number) => number): Runner {
  return {
    pass() {
      let sum = 0;
      for (let i = 0; i < n; ++i) sum += body(i);
      return sum;
    },
    one: body,
  };
}
