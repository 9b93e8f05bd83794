// Interleaved timing: every round runs each engine once (A, B, C, D, A, B, ...), so slow drift of
// the machine (frequency, other load) hits all engines alike.

import type { Runner } from './adapters/adapter_types';

export interface Timed {
  readonly engine: string;
  readonly runner: Runner;
}

export interface TimingOptions {
  /** Rounds that are measured. */
  readonly rounds: number;
  /** Roughly how long one engine's turn in a round lasts. */
  readonly turnMs: number;
  /** Untimed warm-up per engine before the first round, so every engine is JIT-compiled. */
  readonly warmupMs: number;
  /** 'wall': elapsed time; 'cpu': this process's user+system CPU time (not counting preemption). */
  readonly clock: 'wall' | 'cpu';
}

export interface EngineTiming {
  readonly engine: string;
  /** Nanoseconds per call, one entry per round. */
  readonly nsPerCall: number[];
}

function now(): number {
  return Number(process.hrtime.bigint());
}

function cpuNow(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) * 1000;
}

/** How many passes fill about `ms` milliseconds; also warms the runner up. */
function calibrate(runner: Runner, ms: number): number {
  let passes = 1;
  for (;;) {
    const start = now();
    for (let p = 0; p < passes; ++p) runner.pass();
    const elapsed = now() - start;
    if (elapsed >= ms * 1e6) return Math.max(1, Math.round((passes * ms * 1e6) / elapsed));
    passes *= 2;
  }
}

function warmUp(runner: Runner, ms: number): void {
  const end = now() + ms * 1e6;
  while (now() < end) runner.pass();
}

export function timeInterleaved(engines: readonly Timed[], callsPerPass: number, options: TimingOptions): EngineTiming[] {
  for (const e of engines) warmUp(e.runner, options.warmupMs);
  const passes = engines.map((e) => calibrate(e.runner, options.turnMs));
  const expected = engines.map((e) => e.runner.pass());
  const results = engines.map((e) => ({ engine: e.engine, nsPerCall: [] as number[] }));
  const clock = options.clock === 'cpu' ? cpuNow : now;

  for (let round = 0; round < options.rounds; ++round) {
    for (let k = 0; k < engines.length; ++k) {
      const runner = engines[k].runner;
      const count = passes[k];
      let sum = 0;
      const start = clock();
      for (let p = 0; p < count; ++p) sum += runner.pass();
      const elapsed = clock() - start;
      // The summed point counts must not change between passes; a NaN or a drift means a broken adapter.
      if (sum !== expected[k] * count) throw new Error(`${engines[k].engine}: point counts changed between passes`);
      results[k].nsPerCall.push(elapsed / (count * callsPerPass));
    }
  }
  return results;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : 0.5 * (sorted[mid - 1] + sorted[mid]);
}
