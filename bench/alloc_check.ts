// Counts what a runner allocates during many calls. Bytes: heapUsed growth across the loop plus
// what every GC inside the loop freed (v8.GCProfiler reports used heap before and after each GC),
// net of the same measurement around zero passes, which is the cost of measuring. GCs: entries
// seen by a PerformanceObserver on 'gc'. Needs node --expose-gc for the forced GC before the loop.

import { PerformanceObserver } from 'node:perf_hooks';
import { GCProfiler } from 'node:v8';
import type { Runner } from './adapters/adapter_types';

/**
 * True when a measurement shows allocation per call: 0.1 byte per call or more on average (one
 * HeapNumber, 16 bytes, in every 160th call) or any garbage collection. A few bytes in total over
 * a million calls are a late JIT recompilation's code objects, not the function's.
 */
export function allocatesPerCall(a: Allocation): boolean {
  return a.bytes >= 0.1 * a.calls || a.gcs > 0;
}

export interface Allocation {
  readonly calls: number;
  /** Bytes allocated by the loop, net of `controlBytes`. */
  readonly bytes: number;
  /** What the measurement reports around zero passes. */
  readonly controlBytes: number;
  readonly gcs: number;
}

function forceGc(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) throw new Error('the allocation check needs node --expose-gc');
  gc();
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** How many times measureAllocation runs the loop; it keeps the least. */
export const ALLOCATION_RUNS = 3;

/**
 * Runs `passes` passes of an already warmed-up runner and reports what they allocated: the least
 * of ALLOCATION_RUNS runs, because a late JIT recompilation can add a few kilobytes of code objects
 * to one run; an allocation per call shows up in every run.
 */
export async function measureAllocation(runner: Runner, passes: number, callsPerPass: number): Promise<Allocation> {
  const control = await measureOnce(runner, 0);
  let best = await measureOnce(runner, passes);
  for (let r = 1; r < ALLOCATION_RUNS; ++r) {
    const run = await measureOnce(runner, passes);
    if (run.bytes < best.bytes) best = run;
  }
  return { calls: passes * callsPerPass, bytes: best.bytes - control.bytes, controlBytes: control.bytes, gcs: best.gcs };
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

  const profiler = new GCProfiler();
  profiler.start();
  const before = process.memoryUsage().heapUsed;
  for (let p = 0; p < passes; ++p) runner.pass();
  const after = process.memoryUsage().heapUsed;
  const collections = profiler.stop()?.statistics ?? [];

  // GC entries are delivered asynchronously; give them a moment before counting.
  await settle();
  observer.disconnect();
  let freed = 0;
  for (const c of collections) freed += c.beforeGC.heapStatistics.usedHeapSize - c.afterGC.heapStatistics.usedHeapSize;
  return { bytes: after - before + freed, gcs };
}
