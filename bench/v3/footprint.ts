// Heap bytes per polygon and per transform in each engine of the v3 bench, built as its user
// builds them: at tens of thousands of pairs a collide call waits on memory more than it computes,
// so these sizes explain much of the table. Measured as the growth of the used heap (after a forced
// GC on either side) over 10,000 shapes of the polygons corpus, less the array that holds them.
// Needs node --expose-gc.

import type { V3Pair } from './corpus';

export interface Footprint {
  readonly engine: string;
  /** Heap bytes per polygon. */
  readonly polygon: number;
  /** Heap bytes per transform. */
  readonly transform: number;
}

function gc(): void {
  const run = (globalThis as { gc?: () => void }).gc;
  if (run === undefined) throw new Error('the footprint needs node --expose-gc');
  run();
  run();
}

/** Heap bytes per object that `make` returns, over the given inputs. */
function bytesPer<T>(inputs: readonly T[], make: (t: T) => unknown): number {
  const keep: unknown[] = new Array(inputs.length).fill(null);
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < inputs.length; ++i) keep[i] = make(inputs[i]);
  gc();
  const after = process.memoryUsage().heapUsed;
  if (keep.length !== inputs.length) throw new Error('footprint: lost objects');
  return (after - before) / inputs.length;
}

/** Each engine's bytes per polygon and per transform, over the B shapes of `pairs` (boxes and hulls). */
export function measureFootprints(
  pairs: readonly V3Pair[],
  engines: readonly { engine: string; polygon: (p: V3Pair) => unknown; xf: (p: V3Pair) => unknown }[],
): Footprint[] {
  const sample = pairs.slice(0, 10_000);
  return engines.map((e) => ({ engine: e.engine, polygon: bytesPer(sample, e.polygon), transform: bytesPer(sample, e.xf) }));
}
