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
   * false for a function that is measured and printed but not yet held to zero (the box, mass,
   * plane-solver and math helpers, and two distance functions in the float32 build: see
   * docs/performance.md); every other row must allocate nothing.
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
