// One process of the v3 bench (v3_main.ts starts several): at one working-set size, times each
// family's collider in b2collide/v3 (both builds), phaser-box2d and, for polygons, b2collide's
// v2.4.1 b2CollidePolygons (both builds), interleaved, each pair visited in a seeded random order;
// then measures what each loop allocates. Prints one JSON line per family (V3ChildResult).
// Needs node --expose-gc. Usage: child.ts --pairs N [--families a,b] [--rounds R] [--turn-ms T]
// [--from dist|src] [--export-corpus DIR] [--baseline DIST_DIR]

import * as b2 from 'b2collide';
import * as b2f32 from 'b2collide/f32';
import { parseArgs } from 'node:util';
import type { Runner } from '../adapters/adapter_types';
import { measureAllocation } from '../alloc_check';
import { visitSequence } from '../scale/visits';
import { timeInterleaved, type EngineTiming } from '../timing';
import { manifoldFingerprint } from './checksum';
import { buildV3Family, V3_FAMILIES, type V3Family, type V3Pair } from './corpus';
import { exportCorpus } from './export';
import { measureFootprints, type Footprint } from './footprint';
import { loadV3, loadV3Dist, parseBuild } from './lib';
import { phaserPolygon, phaserRunner, phaserXf } from './phaser_runners';
import { v241F32Runner, v241F64Runner, v241Shapes } from './v241_runners';
import { v3BaselineRunner, v3F32Runner, v3F64Runner } from './v3_runners';
import { v3Shapes } from './v3_shapes';

/** What a child reports for one family. */
export interface V3ChildResult {
  readonly family: V3Family;
  readonly pairs: number;
  /** Calls per timed pass. */
  readonly visits: number;
  /** Per engine (as in `timings`), pairs on which it gave another point count than b2collide/v3; v2.4.1 is not compared (no speculative points, a polygon skin). */
  readonly disagreements: number[];
  readonly timings: EngineTiming[];
  /** Per engine, in the order of `timings`: bytes per call and GCs over the allocation check. */
  readonly allocation: { readonly engine: string; readonly bytesPerCall: number; readonly gcs: number; readonly calls: number }[];
  /** b2collide/v3's point sum over one pass and its manifold fingerprint (checksum.ts). */
  readonly pointSum: number;
  readonly checksum: number;
  /** Polygons only: heap bytes per polygon and per transform in each engine (footprint.ts). */
  readonly footprint?: Footprint[];
}

/** The name of the --baseline engine (another build of b2collide/v3's float32 twin). */
export const BASELINE_ENGINE = 'v3 --baseline';

/** The engines in the order they are interleaved, b2collide/v3 first (then --baseline, if given). */
export const V3_ENGINES = ['b2collide/v3', 'b2collide/v3/f64', 'phaser-box2d', 'v2.4.1 b2collide', 'v2.4.1 b2collide/f32'] as const;

const { values } = parseArgs({
  options: {
    pairs: { type: 'string' },
    families: { type: 'string', default: V3_FAMILIES.join(',') },
    rounds: { type: 'string', default: '9' },
    'turn-ms': { type: 'string', default: '25' },
    seed: { type: 'string', default: String(0x5eed) },
    from: { type: 'string', default: 'dist' },
    'alloc-calls': { type: 'string', default: '200000' },
    'export-corpus': { type: 'string' },
    baseline: { type: 'string' },
  },
});
const pairCount = Number(values.pairs);
if (!Number.isInteger(pairCount) || pairCount < 4) throw new Error(`--pairs must be an integer >= 4, got ${values.pairs}`);
const seed = Number(values.seed);
const families = values.families.split(',') as V3Family[];
for (const f of families) if (!V3_FAMILIES.includes(f)) throw new Error(`unknown family ${f}; the v3 bench has ${V3_FAMILIES.join(', ')}`);
const { from } = parseBuild('f32', values.from);
const f32 = await loadV3('f32', from);
const f64 = await loadV3('f64', from);
// Another build of b2collide/v3's float32 twin (a dist/ directory of another checkout), timed in
// the same process as a sixth engine, so that a layout change is measured before and after at once.
const baseline = values.baseline === undefined ? undefined : await loadV3Dist(values.baseline);

for (const family of families) {
  const pairs = buildV3Family(family, pairCount, seed);
  const visits = visitSequence(pairs.length, seed);
  const engines: { engine: string; runner: Runner }[] = [
    { engine: V3_ENGINES[0], runner: v3F32Runner(f32, family, pairs, visits) },
    { engine: V3_ENGINES[1], runner: v3F64Runner(f64, family, pairs, visits) },
    { engine: V3_ENGINES[2], runner: phaserRunner(family, pairs, visits) },
  ];
  if (family === 'polygons') {
    engines.push({ engine: V3_ENGINES[3], runner: v241F64Runner(b2, pairs, visits) });
    engines.push({ engine: V3_ENGINES[4], runner: v241F32Runner(b2f32 as unknown as typeof b2, pairs, visits) });
  }
  if (baseline !== undefined) engines.push({ engine: BASELINE_ENGINE, runner: v3BaselineRunner(baseline, family, pairs, visits) });
  // The v3 engines should report b2collide/v3's point count on every pair, or the times compare
  // different work; the table shows where they do not (phaser-box2d ports v3.0, not v3.1.1).
  const disagreements = engines.map(() => 0);
  for (let i = 0; i < pairs.length; ++i) {
    const own = engines[0].runner.one(i);
    for (let k = 1; k < 3; ++k) if (engines[k].runner.one(i) !== own) ++disagreements[k];
  }
  const { checksum, pointSum } = manifoldFingerprint(f32, family, pairs, visits);
  if (engines[0].runner.pass() !== pointSum) throw new Error(`${family}: the timed loop and the fingerprint disagree on the point sum`);
  if (values['export-corpus'] !== undefined) exportCorpus(values['export-corpus'], family, pairs, visits, { pointSum, checksum });
  const timings = timeInterleaved(engines, visits.length, {
    rounds: Number(values.rounds),
    turnMs: Number(values['turn-ms']),
    warmupMs: 200,
    clock: 'wall',
  });
  // After the timing, so that every loop runs optimised code.
  const allocation = [];
  const passes = Math.max(1, Math.ceil(Number(values['alloc-calls']) / visits.length));
  for (const { engine, runner } of engines) {
    const a = await measureAllocation(runner, passes, visits.length);
    allocation.push({ engine, bytesPerCall: a.bytes / a.calls, gcs: a.gcs, calls: a.calls });
  }
  let footprint: Footprint[] | undefined;
  if (family === 'polygons') {
    const [s32, s64, v241, v241f32] = [v3Shapes(f32), v3Shapes(f64), v241Shapes(b2), v241Shapes(b2f32 as unknown as typeof b2)];
    const sBase = baseline === undefined ? undefined : v3Shapes(baseline);
    // On 10,000 shapes whatever the size timed, so that every process measures the same.
    footprint = measureFootprints(buildV3Family('polygons', 10_000, seed), [
      { engine: V3_ENGINES[0], polygon: (p) => s32.polygon(p.b), xf: (p) => s32.xf(p.xfB) },
      { engine: V3_ENGINES[1], polygon: (p) => s64.polygon(p.b), xf: (p) => s64.xf(p.xfB) },
      { engine: V3_ENGINES[2], polygon: (p) => phaserPolygon(p.b), xf: (p) => phaserXf(p.xfB) },
      { engine: V3_ENGINES[3], polygon: (p) => v241.polygon(p.b), xf: (p) => v241.xf(p.xfB) },
      { engine: V3_ENGINES[4], polygon: (p) => v241f32.polygon(p.b), xf: (p) => v241f32.xf(p.xfB) },
      ...(baseline === undefined ? [] : [{ engine: BASELINE_ENGINE, polygon: (p: V3Pair) => sBase!.polygon(p.b), xf: (p: V3Pair) => sBase!.xf(p.xfB) }]),
    ]);
  }
  const result: V3ChildResult = { family, pairs: pairs.length, visits: visits.length, disagreements, timings, allocation, pointSum, checksum, footprint };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
