// The command-line options shared by bench/main.ts and bench/round_main.ts.

import { parseArgs } from 'node:util';

export interface BenchOptions {
  readonly pairCount: number;
  readonly rounds: number;
  readonly turnMs: number;
  readonly clock: 'wall' | 'cpu';
  readonly family: string | undefined;
  /** The corpus seed; fixed so that every run times the same pairs. */
  readonly seed: number;
  /** How many calls the allocation checks make. */
  readonly allocationCalls: number;
}

/** Reads --pairs, --rounds, --turn-ms, --clock and --family, with per-bench defaults. */
export function parseBenchOptions(defaults: { rounds: number; turnMs: number }): BenchOptions {
  const { values } = parseArgs({
    options: {
      pairs: { type: 'string', default: '2048' },
      rounds: { type: 'string', default: String(defaults.rounds) },
      'turn-ms': { type: 'string', default: String(defaults.turnMs) },
      clock: { type: 'string', default: 'wall' },
      family: { type: 'string' },
    },
  });
  return {
    pairCount: Number(values.pairs),
    rounds: Number(values.rounds),
    turnMs: Number(values['turn-ms']),
    clock: values.clock === 'cpu' ? 'cpu' : 'wall',
    family: values.family,
    seed: 0x5eed,
    allocationCalls: 1_000_000,
  };
}
