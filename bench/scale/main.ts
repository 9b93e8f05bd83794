// npm run bench:scale (also the last part of npm run bench): b2collide's manifolds against
// planck (both builds), @box2d/core and box2d-wasm at several working-set sizes, each pair
// visited in a seeded random order (visits.ts), every size timed in several child processes
// (child.ts) so that one process's JIT history does not decide the ratio. The families are the
// polygon ones (b2CollidePolygons) and the circle and edge ones (b2CollideCircles,
// b2CollidePolygonAndCircle, b2CollideEdgeAndCircle, b2CollideEdgeAndPolygon). Prints, per
// family and size, b2collide's ns/call and each peer's time ratio as min-max over the processes,
// the machine's load, and the mixed corpus's targets (issue 17); then b2TestOverlap and
// b2Distance on the mixed corpus the same way (no box2d-wasm row: it binds neither). Options:
// --sizes 256,2048,10000,50000 --processes 5 --family NAME (repeatable or comma list; default
// mixed, `polygons` for the four polygon families, `round` for the four circle and edge ones, `all`
// for every family) --rounds 9 --turn-ms 25 --native <box2d v2.4.1 dir> (polygon families only)
// --baseline <dir of another checkout, dist/ built> (that build's b2collide as one more engine in
// the same processes; each table then ends with the baseline's time over this build's, for a
// before/after table of a change).

import { spawnSync } from 'node:child_process';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildPolygonFamilies } from '../polygon_pairs';
import { median, type EngineTiming } from '../timing';
import { buildNativeBench, runNativeBench, writeNativeCorpus } from './native';
import { BASELINE_ENGINE, SAME_LOOP_ENGINE, type ChildResult } from './protocol';
import { visitSequence } from './visits';

// strict: false, because npm run bench hands every bench the same options (--pairs, --clock, ...).
const { values } = parseArgs({
  strict: false,
  options: {
    sizes: { type: 'string', default: '256,2048,10000,50000' },
    processes: { type: 'string', default: '5' },
    family: { type: 'string', multiple: true },
    rounds: { type: 'string', default: '9' },
    'turn-ms': { type: 'string', default: '25' },
    native: { type: 'string' },
    baseline: { type: 'string' },
  },
});
const str = (v: unknown, name: string): string => {
  if (typeof v !== 'string') throw new Error(`--${name} needs a value`);
  return v;
};
const sizes = str(values.sizes, 'sizes').split(',').map(Number);
const processes = Number(values.processes);
const rounds = str(values.rounds, 'rounds');
const turnMs = str(values['turn-ms'], 'turn-ms');
const polygonFamilies = ['box-box', '8-gon-8-gon', 'mixed', 'separated'];
const roundFamilies = ['circle-circle', 'polygon-circle', 'edge-circle', 'edge-polygon'];
const allFamilies = [...polygonFamilies, ...roundFamilies];
// Default: the mixed corpus (5 processes x 4 sizes of all four polygon families take over 20
// minutes on 2 cores); --family polygons, round, all, or names for the others.
const named = values.family === undefined ? ['mixed'] : (values.family as string[]).flatMap((f) => f.split(','));
const groups: Record<string, string[]> = { all: allFamilies, polygons: polygonFamilies, round: roundFamilies };
const families = [...new Set(named.flatMap((f) => groups[f] ?? [f]))];
if (families.some((f) => !allFamilies.includes(f))) {
  console.log(`(scale bench: no family among ${families.join(', ')}; it times ${allFamilies.join(', ')})`);
  process.exit(0);
}
if (sizes.some((n) => !Number.isInteger(n) || n < 4) || !(processes >= 1)) throw new Error('--sizes needs integers >= 4 and --processes a count >= 1');

const here = dirname(fileURLToPath(import.meta.url));
const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');
console.log(`\n== scale bench: b2collide's manifolds, random visit order, ${processes} processes per size, node ${process.version}`);
console.log(`   machine: ${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), load average ${load()} (1/5/15 min) at start`);
console.log('   ratio = peer time / b2collide time (above 1: b2collide is faster), min-max over the processes');

const nativeBinary = typeof values.native === 'string' ? buildNativeBench(values.native) : undefined;
const baselineArgs = values.baseline === undefined ? [] : ['--baseline', str(values.baseline, 'baseline')];
if (values.baseline !== undefined) console.log(`   --baseline: the b2collide of ${values.baseline}, timed in the same processes`);

// results[table][size] = one ChildResult per process; a table is a family, or 'mixed: b2Distance'.
const queries = families.includes('mixed') ? ['overlap', 'distance'] : [];
const tables = [...families, ...(queries.length > 0 ? ['mixed: b2TestOverlap', 'mixed: b2Distance'] : [])];
const results = new Map<string, Map<number, ChildResult[]>>(tables.map((f) => [f, new Map()]));
const showProgress = process.stderr.isTTY === true;

function runChild(size: number, extra: readonly string[]): void {
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(here, 'child.ts'), '--pairs', String(size), '--rounds', rounds, '--turn-ms', turnMs, ...extra],
    { encoding: 'utf8', env: process.env, maxBuffer: 1 << 26 },
  );
  if (child.status !== 0) throw new Error(`scale child (${size} pairs ${extra.join(' ')}) failed:\n${child.stderr}`);
  for (const line of child.stdout.trim().split('\n')) {
    const r = JSON.parse(line) as ChildResult;
    const bySize = results.get(r.family)!;
    bySize.set(size, [...(bySize.get(size) ?? []), r]);
  }
}

const nativeNs = new Map<string, number[]>(); // `${family}/${size}` -> median ns per process
for (const size of sizes) {
  for (let p = 0; p < processes; ++p) {
    runChild(size, ['--families', families.join(','), ...baselineArgs]);
    // The queries at up to 10,000 pairs: their ratios are flat beyond it and a 50,000-pair GJK corpus is slow to build.
    if (size <= 10_000) for (const query of queries) runChild(size, ['--families', 'mixed', '--query', query]);
    if (showProgress) process.stderr.write(`   ${size} pairs: process ${p + 1}/${processes} done\r`);
  }
  if (nativeBinary !== undefined) {
    for (const family of buildPolygonFamilies(size, 0x5eed).filter((f) => families.includes(f.name))) {
      const corpus = writeNativeCorpus(`${family.name}-${size}`, family.pairs, visitSequence(size, 0x5eed));
      const runs = Array.from({ length: processes }, () => median(runNativeBench(nativeBinary, corpus, Number(rounds), Number(turnMs)).nsPerCall));
      nativeNs.set(`${family.name}/${size}`, runs);
    }
  }
}
if (showProgress) process.stderr.write('\n');

const fix = (x: number, d: number) => x.toFixed(d);
const span = (xs: readonly number[], d: number) => `${fix(Math.min(...xs), d)}-${fix(Math.max(...xs), d)}`;
const ratioOf = (peer: EngineTiming, base: EngineTiming) => median(peer.nsPerCall.map((ns, i) => ns / base.nsPerCall[i]));
const summary = new Map<string, { peers: string[]; ours: number[]; ratios: number[][]; native?: number[] }>();
for (const family of tables) {
  const measured = sizes.filter((n) => results.get(family)!.has(n));
  // The queries run only up to 10,000 pairs: --sizes 50000 leaves their tables empty.
  if (measured.length === 0) continue;
  const peers = results.get(family)!.get(measured[0])![0].timings.slice(1).map((t) => t.engine);
  const withNative = nativeBinary !== undefined && polygonFamilies.includes(family);
  const header = ['pairs', 'b2collide ns', ...peers, ...(withNative ? ['native C++ -O2'] : [])];
  console.log(`\n   ${family}`);
  console.log(`   ${header.map((h, i) => (i === 0 ? h.padStart(6) : ` ${h}`.padStart(15))).join('')}`);
  for (const size of measured) {
    const runs = results.get(family)!.get(size)!;
    const ours = runs.map((r) => median(r.timings[0].nsPerCall));
    const ratios = peers.map((_, k) => runs.map((r) => ratioOf(r.timings[k + 1], r.timings[0])));
    const native = nativeNs.get(`${family}/${size}`)?.map((ns, i) => ns / ours[i]);
    summary.set(`${family}/${size}`, { peers, ours, ratios, native });
    const cells = [span(ours, 0), ...ratios.map((r) => `${span(r, 2)}x`), ...(native ? [`${span(native, 2)}x`] : [])];
    const disagreements = runs[0].disagreements > 0 ? `  (${runs[0].disagreements} point-count disagreements)` : '';
    console.log(`   ${String(size).padStart(6)}${cells.map((c) => c.padStart(15)).join('')}${disagreements}`);
  }
  if (peers.includes(BASELINE_ENGINE)) printBaseline(family, measured);
}

// The --baseline line of a table: the baseline's time over this build's, each timed through the
// same loop (child.ts), median and min-max over the processes (each process's ratio is the median
// of its rounds' ratios); above 1, this build is faster.
function printBaseline(family: string, measured: readonly number[]): void {
  const cells = measured.map((size) => {
    const runs = results.get(family)!.get(size)!;
    const ratios = runs.map((r) => {
      const base = r.timings.find((t) => t.engine === BASELINE_ENGINE)!;
      const head = r.timings.find((t) => t.engine === SAME_LOOP_ENGINE) ?? r.timings[0];
      return ratioOf(base, head);
    });
    return `${size}: ${fix(median(ratios), 3)} (${span(ratios, 3)})`;
  });
  console.log(`   baseline / this build: ${cells.join('   ')}`);
}

// Issue 17's targets on the mixed corpus, 2,048 pairs and up, judged on the medians over processes.
if (families.includes('mixed')) {
  console.log('\n   targets (mixed, median over processes; ours/peer is our time over theirs):');
  for (const size of sizes.filter((n) => n >= 2048)) {
    const s = summary.get(`mixed/${size}`)!;
    const med = (k: string) => median(s.ratios[s.peers.indexOf(k)]);
    const checks = [
      `ours/box2d-wasm ${fix(1 / med('box2d-wasm'), 2)} (<= 1.3)`,
      `planck UMD ${fix(med('planck UMD'), 2)}x (>= 2.5)`,
      `planck ESM ${fix(med('planck ESM'), 2)}x (>= 3)`,
      ...(s.native ? [`ours/native ${fix(1 / median(s.native), 2)} (<= 2.5)`] : []),
    ];
    console.log(`   ${String(size).padStart(6)}  ${checks.join('   ')}`);
  }
}
console.log(`\n   load average ${load()} at the end`);
