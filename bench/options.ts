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

/** Reads --pairs, --rounds, --turn-ms, --clock and --family, with per-bench defaults; accepts the scale bench's. */
export function parseBenchOptions(defaults: { rounds: number; turnMs: number }, args: string[] = process.argv.slice(2)): BenchOptions {
  const { values } = parseArgs({
    args,
    options: {
      pairs: { type: 'string', default: '2048' },
      rounds: { type: 'string', default: String(defaults.rounds) },
      'turn-ms': { type: 'string', default: String(defaults.turnMs) },
      clock: { type: 'string', default: 'wall' },
      family: { type: 'string' },
      // The scale bench's own options: npm run bench hands every bench the same arguments, so
      // these are accepted here and left to bench/scale/main.ts (`npm run bench -- --native DIR`).
      sizes: { type: 'string' },
      processes: { type: 'string' },
      native: { type: 'string' },
      // The world bench's (bench/world/main.ts), for the same reason.
      contacts: { type: 'string' },
      scene: { type: 'string', multiple: true },
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
