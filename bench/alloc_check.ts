// Counts what a runner allocates: heap bytes (process.memoryUsage().heapUsed around the loop, after
// a forced full GC, minus the same measurement around zero passes, which is the cost of measuring)
// and garbage collections (a PerformanceObserver on 'gc' entries). Needs node --expose-gc.

import { PerformanceObserver } from 'node:perf_hooks';
import type { Runner } from './adapters/adapter_types';

export interface Allocation {
  readonly calls: number;
  /** heapUsed growth, net of `controlBytes`. */
  readonly bytes: number;
  /** heapUsed growth around zero passes: what the measurement itself costs. */
  readonly controlBytes: number;
  readonly gcs: number;
}

function forceGc(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) throw new Error('the allocation check needs node --expose-gc');
  gc();
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Runs `passes` passes of an already warmed-up runner and reports what they allocated. */
export async function measureAllocation(runner: Runner, passes: number, callsPerPass: number): Promise<Allocation> {
  const control = await measureOnce(runner, 0);
  const run = await measureOnce(runner, passes);
  return { calls: passes * callsPerPass, bytes: run.bytes - control.bytes, controlBytes: control.bytes, gcs: run.gcs };
}

async function measureOnce(runner: Runner, passes: number): Promise<{ bytes: number; gcs: number }> {
  forceGc();
  await settle();
  let gcs = 0;
  const observer = new PerformanceObserver((list) => {
    gcs += list.getEntries().length;
  });
  observer.observe({ entryTypes: ['gc'] });
  await settle();

  const before = process.memoryUsage().heapUsed;
  for (let p = 0; p < passes; ++p) runner.pass();
  const after = process.memoryUsage().heapUsed;

  // GC entries are delivered asynchronously; give them a moment before counting.
  await settle();
  observer.disconnect();
  return { bytes: after - before, gcs };
}
