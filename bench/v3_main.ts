// npm run bench:v3: Box2D v3.1.1's colliders in b2collide/v3 (the float32 twin) and
// b2collide/v3/f64 against phaser-box2d (a JavaScript port of Box2D v3.0), and, for polygons,
// b2collide's v2.4.1 b2CollidePolygons on the same boxes and hulls (its packed layout beside v3's
// objects). Families: polygons (b2CollidePolygons on a mixed corpus of boxes, hulls, resting and
// separated pairs), capsules (b2CollideCapsules), polygon-circle (b2CollidePolygonAndCircle),
// segment-polygon (b2CollideSegmentAndPolygon). Each size is timed in several child processes
// (bench/v3/child.ts), every engine interleaved in each, the pairs visited in a seeded random order
// as in the scale bench; each engine's bytes and GCs per call are measured after the timing, and
// the run fails if b2collide/v3 allocates in either build.
//
// Prints, per family and size, b2collide/v3's ns per call and each other engine's time over it
// (min-max over the processes), and B/call. Options: --sizes 256,2048,10000,50000 --processes 5
// --family NAME (repeatable or comma list; default all four) --rounds 9 --turn-ms 25
// --from dist|src (default dist: the built package) --export-corpus DIR (writes each corpus and
// its visit order for a native run, bench/v3/export.ts) --baseline DIST_DIR (another checkout's
// built dist/: its b2collide/v3 is timed as one more engine in every process, for a before/after).
// The allocation check covers the first two engines only (the baseline is another version).
// --native BIN adds a column for a native build of Box2D v3.1.1 (polygons only; bench/v3/native.ts
// says what BIN must do; it is built by the developer, outside this repository): after each child
// process, BIN times b2CollidePolygons on the corpus that process exported, the same work.

import { spawnSync } from 'node:child_process';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { median } from './timing';
import type { V3ChildResult } from './v3/child';
import { FAMILY_COLLIDER, V3_FAMILIES, type V3Family } from './v3/corpus';
import { childEnv, parseBuild } from './v3/lib';
import { NATIVE_FAMILY, nativeCorpusDir, runNativeV3 } from './v3/native';

const { values } = parseArgs({
  strict: false,
  options: {
    sizes: { type: 'string', default: '256,2048,10000,50000' },
    processes: { type: 'string', default: '5' },
    family: { type: 'string', multiple: true },
    rounds: { type: 'string', default: '9' },
    'turn-ms': { type: 'string', default: '25' },
    from: { type: 'string', default: 'dist' },
    'export-corpus': { type: 'string' },
    baseline: { type: 'string' },
    native: { type: 'string' },
  },
});
const str = (v: unknown, name: string): string => {
  if (typeof v !== 'string') throw new Error(`--${name} needs a value`);
  return v;
};
const sizes = str(values.sizes, 'sizes').split(',').map(Number);
const processes = Number(values.processes);
const families = (values.family === undefined ? [...V3_FAMILIES] : (values.family as string[]).flatMap((f) => f.split(','))) as V3Family[];
for (const f of families) if (!V3_FAMILIES.includes(f)) throw new Error(`--family: no family ${f}; the v3 bench has ${V3_FAMILIES.join(', ')}`);
if (sizes.some((n) => !Number.isInteger(n) || n < 4) || !(processes >= 1)) throw new Error('--sizes needs integers >= 4 and --processes a count >= 1');
const { from } = parseBuild('f32', values.from);
const nativeBinary = values.native === undefined ? undefined : str(values.native, 'native');
// The native run reads the corpus the first process of each size exports (into --export-corpus's
// directory when given, else a temporary one).
const exportPath = values['export-corpus'] !== undefined ? str(values['export-corpus'], 'export-corpus') : nativeBinary !== undefined ? nativeCorpusDir() : undefined;
const exportDir = exportPath === undefined ? [] : ['--export-corpus', exportPath];
const baselineArg = values.baseline === undefined ? [] : ['--baseline', str(values.baseline, 'baseline')];

const here = dirname(fileURLToPath(import.meta.url));
const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');
console.log(`\n== v3 bench: Box2D v3.1.1's colliders, random visit order, ${processes} processes per size, node ${process.version}, ${from === 'dist' ? 'the built package' : 'the sources'}`);
console.log(`   machine: ${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), load average ${load()} (1/5/15 min) at start`);
console.log('   ratio = engine time / b2collide/v3 time (above 1: b2collide/v3 is faster), min-max over the processes');

const results = new Map<V3Family, Map<number, V3ChildResult[]>>(families.map((f) => [f, new Map()]));
// Per size, native's median ns per call in each process (--native; polygons only).
const nativeNs = new Map<number, number[]>();
const showProgress = process.stderr.isTTY === true;
for (const size of sizes) {
  for (let p = 0; p < processes; ++p) {
    // Only the first process of each size exports its corpus (they are all the same).
    const extra = p === 0 ? exportDir : [];
    const child = spawnSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', join(here, 'v3', 'child.ts'), '--pairs', String(size), '--families', families.join(','), '--rounds', str(values.rounds, 'rounds'), '--turn-ms', str(values['turn-ms'], 'turn-ms'), '--from', from, ...extra, ...baselineArg],
      { encoding: 'utf8', env: childEnv(from), maxBuffer: 1 << 26 },
    );
    if (child.status !== 0) throw new Error(`v3 bench child (${size} pairs) failed:\n${child.stderr}`);
    for (const line of child.stdout.trim().split('\n')) {
      const r = JSON.parse(line) as V3ChildResult;
      const bySize = results.get(r.family)!;
      bySize.set(size, [...(bySize.get(size) ?? []), r]);
    }
    if (nativeBinary !== undefined && exportPath !== undefined && families.includes(NATIVE_FAMILY)) {
      const run = runNativeV3(nativeBinary, exportPath, size, Number(values.rounds), Number(values['turn-ms']));
      nativeNs.set(size, [...(nativeNs.get(size) ?? []), median(run.nsPerCall)]);
    }
    if (showProgress) process.stderr.write(`   ${size} pairs: process ${p + 1}/${processes} done\r`);
  }
}
if (showProgress) process.stderr.write('\n');

const span = (xs: readonly number[], d: number) => `${Math.min(...xs).toFixed(d)}-${Math.max(...xs).toFixed(d)}`;
let allocating = 0;
for (const family of families) {
  const bySize = results.get(family)!;
  const first = bySize.get(sizes[0])![0];
  const engines = first.timings.map((t) => t.engine);
  const withNative = family === NATIVE_FAMILY && nativeNs.size > 0;
  const columns = [...engines.slice(1), ...(withNative ? ['native C -O2'] : [])];
  console.log(`\n   ${family}: ${FAMILY_COLLIDER[family]}`);
  console.log(`   ${'pairs'.padStart(6)}${'v3 ns/call'.padStart(14)}${columns.map((e) => e.padStart(22)).join('')}   B/call (${engines.map((_, k) => k + 1).join(', ')})`);
  for (const size of sizes) {
    const runs = bySize.get(size)!;
    const ours = runs.map((r) => median(r.timings[0].nsPerCall));
    const ratios = engines.slice(1).map((_, k) => runs.map((r) => median(r.timings[k + 1].nsPerCall.map((ns, i) => ns / r.timings[0].nsPerCall[i]))));
    // Native ran in its own process right after each child: its median over that child's median.
    if (withNative) ratios.push(nativeNs.get(size)!.map((ns, p) => ns / ours[p]));
    // The worst process's allocation per engine.
    const bytes = engines.map((_, k) => Math.max(...runs.map((r) => r.allocation[k].bytesPerCall)));
    const gcs = engines.map((_, k) => Math.max(...runs.map((r) => r.allocation[k].gcs)));
    // b2collide/v3 in either build: 0.1 B/call or a GC is an allocation per call (bench/alloc_check.ts).
    const v3Allocates = [0, 1].some((k) => bytes[k] >= 0.1 || gcs[k] > 0);
    if (v3Allocates) ++allocating;
    const cells = [span(ours, 0), ...ratios.map((r) => `${span(r, 2)}x`)];
    const alloc = bytes.map((b, k) => `${b.toFixed(1)}${gcs[k] > 0 ? `/${gcs[k]}GC` : ''}`).join(', ');
    const differ = engines.map((e, k) => (runs[0].disagreements[k] > 0 ? `${e} differs in the point count of ${runs[0].disagreements[k]} pairs` : '')).filter((s) => s !== '');
    const notes = [...differ, v3Allocates ? 'b2collide/v3 ALLOCATES' : ''].filter((s) => s !== '');
    console.log(`   ${String(size).padStart(6)}${cells[0].padStart(14)}${cells.slice(1).map((c) => c.padStart(22)).join('')}   ${alloc}${notes.length > 0 ? `  (${notes.join('; ')})` : ''}`);
  }
}
const footprint = results.get('polygons')?.get(sizes[0])?.[0].footprint;
if (footprint !== undefined) {
  console.log('\n   heap bytes per polygon (boxes and hulls of the polygons corpus) and per transform, built as each engine\'s user builds them:');
  for (const f of footprint) console.log(`   ${f.engine.padEnd(22)}${f.polygon.toFixed(0).padStart(6)} B per polygon${f.transform.toFixed(0).padStart(6)} B per transform`);
}
console.log(`\n   load average ${load()} at the end`);
if (allocating > 0) {
  console.log(`   b2collide/v3 allocated per call in ${allocating} row(s)`);
  process.exitCode = 1;
}
