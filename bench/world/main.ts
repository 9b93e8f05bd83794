// npm run bench:world (also the first part of npm run bench): the collision calls of game worlds
// stepped by examples/solver until they rest (box pyramids, hull piles, chain terrain and a mixed
// scene, each at about 2,000, 10,000 and 35,000 contacts), timed in the order the solver makes
// them: one pass over the contact list's collide calls per turn, then one over its b2TimeOfImpact
// calls, each engine on its own copies of the same shapes and poses, interleaved round by round in
// one process with planck 1.5 (ESM and UMD), @box2d/core and box2d-wasm; several processes per
// world (child.ts); optionally Box2D v2.4.1's C++ at -O2 on the same corpus file.
//
// The worlds are stepped once and kept in .cache/world-bench/ under a hash of what makes them
// (this folder, examples/solver, the built library), so later runs start timing at once.
// Options: --contacts 2000,10000,35000 (the sizes) --processes 3 --rounds 31 --scene NAME (repeatable or comma
// list; default all) --native <box2d v2.4.1 dir>.

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { allocatesPerCall } from '../alloc_check';
import { buildNativeBench } from '../scale/native';
import { median } from '../timing';
import type { WorldChildResult } from './child';
import { CALL_NAMES, writeCorpus } from './corpus';
import { WORLD_ENGINES } from './runners';
import { SCENES, UNIT_CYCLE, buildWorld, recordCorpus, type SceneName } from './worlds';

// strict: false, because npm run bench hands every bench the same options.
const { values } = parseArgs({
  strict: false,
  options: {
    contacts: { type: 'string', default: '2000,10000,35000' },
    processes: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '31' },
    scene: { type: 'string', multiple: true },
    native: { type: 'string' },
  },
});
const str = (v: unknown, name: string): string => {
  if (typeof v !== 'string') throw new Error(`--${name} needs a value`);
  return v;
};
// Not --sizes: npm run bench hands every bench the scale bench's --sizes, which count pairs.
const sizes = str(values.contacts, 'contacts').split(',').map(Number);
const processes = Number(values.processes);
const rounds = str(values.rounds, 'rounds');
const named = values.scene === undefined ? [...SCENES] : (values.scene as string[]).flatMap((s) => s.split(','));
const scenes = named.filter((s): s is SceneName => (SCENES as readonly string[]).includes(s));
if (scenes.length !== named.length) throw new Error(`--scene: unknown among ${named.join(', ')}; the scenes are ${SCENES.join(', ')}`);
if (sizes.some((n) => !Number.isInteger(n) || n < 1) || !(processes >= 1)) throw new Error('--contacts needs positive integers and --processes a count >= 1');

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');
console.log(`\n== world bench: the collide and TOI calls of worlds at rest, in contact-list order, one pass per turn`);
console.log(`   machine: ${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), load average ${load()} (1/5/15 min) at start, node ${process.version}`);
console.log(`   sizes: about ${sizes.join(', ')} contacts; ${processes} processes per world, ${rounds} rounds each`);
console.log(`   command: npm run bench:world -- ${process.argv.slice(2).join(' ')}`.trimEnd());
console.log('   ratio = peer time / b2collide time (above 1: b2collide is faster), min-max over the processes');

// ---- the corpora, stepped once and cached ------------------------------------------------------

function sourceHash(): string {
  const hash = createHash('sha256');
  const files = [
    ...['corpus.ts', 'worlds.ts'].map((f) => join(here, f)),
    ...readdirSync(join(root, 'examples', 'solver')).filter((f) => f.endsWith('.ts')).sort().map((f) => join(root, 'examples', 'solver', f)),
    join(root, 'dist', 'esm', 'index.mjs'),
  ];
  for (const f of files) hash.update(readFileSync(f));
  return hash.digest('hex').slice(0, 12);
}

interface WorldMeta {
  readonly scene: SceneName;
  readonly size: number;
  readonly units: number;
  readonly bodies: number;
  readonly steps: number;
  readonly rested: boolean;
  readonly calls: number;
  readonly kinds: number[];
  readonly tois: number;
  readonly file: string;
}

const cacheDir = join(root, '.cache', 'world-bench', sourceHash());
mkdirSync(cacheDir, { recursive: true });
const showProgress = process.stderr.isTTY === true;
const perUnit = new Map<SceneName, number>();

function corpusFor(scene: SceneName, size: number): WorldMeta {
  const base = join(cacheDir, `${scene.replace(/ /g, '-')}-${size}`);
  if (existsSync(`${base}.json`)) return JSON.parse(readFileSync(`${base}.json`, 'utf8')) as WorldMeta;
  if (!perUnit.has(scene)) perUnit.set(scene, recordCorpus(buildWorld(scene, UNIT_CYCLE).world).calls.length / UNIT_CYCLE);
  const units = Math.max(1, Math.round(size / perUnit.get(scene)!));
  if (showProgress) process.stderr.write(`   stepping ${scene} (${units} units) until it rests...\r`);
  const built = buildWorld(scene, units);
  const corpus = recordCorpus(built.world);
  writeCorpus(`${base}.bin`, corpus);
  const kinds = CALL_NAMES.map((_, k) => corpus.calls.filter((c) => c.kind === k).length);
  const meta: WorldMeta = {
    scene, size, units, bodies: built.bodies, steps: built.steps, rested: built.rested, calls: corpus.calls.length, kinds, tois: corpus.tois.length, file: `${base}.bin`,
  };
  writeFileSync(`${base}.json`, JSON.stringify(meta));
  return meta;
}

// ---- timing ------------------------------------------------------------------------------------

const nativeBinary = typeof values.native === 'string' ? buildNativeBench(values.native, join(here, 'native', 'world_bench.cpp')) : undefined;

function runChild(meta: WorldMeta): WorldChildResult {
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', join(here, 'child.ts'), '--corpus', meta.file, '--rounds', rounds],
    { encoding: 'utf8', env: process.env, maxBuffer: 1 << 26 },
  );
  if (child.status !== 0) throw new Error(`world child (${meta.scene}, ${meta.size}) failed:\n${child.stderr}`);
  return JSON.parse(child.stdout.trim()) as WorldChildResult;
}

interface NativeResult {
  pointSum: number;
  stateSum: number;
  collideNs: number[];
  toiNs: number[];
}
function runNative(binary: string, meta: WorldMeta): NativeResult {
  const run = spawnSync(binary, [meta.file, rounds, '20'], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`native world bench failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as NativeResult;
}

const fix = (x: number, d: number) => x.toFixed(d);
const span = (xs: readonly number[], d: number) => `${fix(Math.min(...xs), d)}-${fix(Math.max(...xs), d)}`;
const ratioOf = (peer: readonly number[], base: readonly number[]) => median(peer.map((ns, i) => ns / base[i]));
const kindNames = ['circles', 'polygon-circle', 'polygons', 'edge-circle', 'edge-polygon'];

let allocationFailed = false;
const targets: string[] = [];
for (const scene of scenes) {
  const header = ['contacts', 'b2collide ns', ...WORLD_ENGINES.slice(1), ...(nativeBinary ? ['native C++ -O2'] : [])];
  console.log(`\n   ${scene}`);
  console.log(`   ${header.map((h, i) => (i === 0 ? h.padStart(14) : h.padStart(15))).join('')}`);
  for (const size of sizes) {
    const meta = corpusFor(scene, size);
    const runs: WorldChildResult[] = [];
    const natives: NativeResult[] = [];
    for (let p = 0; p < processes; ++p) {
      runs.push(runChild(meta));
      if (nativeBinary) natives.push(runNative(nativeBinary, meta));
      if (showProgress) process.stderr.write(`   ${scene} ${size}: process ${p + 1}/${processes} done      \r`);
    }
    const mix = meta.kinds.map((n, k) => (n > 0 ? `${n} ${kindNames[k]}` : '')).filter((s) => s !== '').join(', ');
    console.log(`   ${meta.units} units, ${meta.bodies} bodies, ${meta.rested ? `at rest after ${meta.steps} steps` : `NOT at rest after ${meta.steps} steps`}; calls: ${mix}; ${meta.tois} b2TimeOfImpact`);
    for (const pass of ['collide', 'toi'] as const) {
      const calls = pass === 'collide' ? meta.calls : meta.tois;
      if (calls === 0) continue;
      const key = pass === 'collide' ? 'collideNs' : 'toiNs';
      const ours = runs.map((r) => median(r.engines[0][key]!));
      const cells = [span(ours, 1)];
      const medians = new Map<string, number>();
      for (let k = 1; k < WORLD_ENGINES.length; ++k) {
        const peer = runs.map((r) => r.engines[k][key]);
        if (peer.some((ns) => ns === null)) {
          cells.push('-');
          continue;
        }
        const ratios = runs.map((r) => ratioOf(r.engines[k][key]!, r.engines[0][key]!));
        medians.set(WORLD_ENGINES[k], median(ratios));
        const disagree = runs[0].engines[k][pass === 'collide' ? 'collideDisagreements' : 'toiDisagreements'];
        cells.push(`${span(ratios, 2)}x${disagree > 0 ? '*' : ''}`);
      }
      if (nativeBinary) {
        const ratios = natives.map((n, p) => median(n[key]) / ours[p]);
        medians.set('native', median(ratios));
        cells.push(`${span(ratios, 2)}x`);
      }
      const label = `${pass === 'collide' ? calls : `${calls} TOI`}`;
      console.log(`   ${label.padStart(14)}${cells.map((c) => c.padStart(15)).join('')}`);
      const wasm = medians.get('box2d-wasm');
      const checks = [
        ...(wasm !== undefined ? [`ours/box2d-wasm ${fix(1 / wasm, 2)} (<= 0.9)`] : []),
        `planck ESM ${fix(medians.get('planck ESM')!, 2)}x (>= 3)`,
        ...(medians.has('native') ? [`ours/native ${fix(1 / medians.get('native')!, 2)} (<= 2)`] : []),
      ];
      targets.push(`   ${scene.padEnd(14)}${label.padStart(10)}  ${checks.join('   ')}`);
    }
    const disagreeing = runs[0].engines.slice(1).filter((e) => e.collideDisagreements + e.toiDisagreements > 0);
    if (disagreeing.length > 0) {
      console.log(`   * calls whose point count (TOI state) differs from b2collide's: ${disagreeing.map((e) => `${e.engine} ${e.collideDisagreements} collide, ${e.toiDisagreements} TOI`).join('; ')}`);
    }
    // b2collide's allocation per pass kind, the worst process of each.
    const parts: string[] = [];
    for (const [label, allocations] of [
      ['collide', runs.map((r) => r.collideAllocation)],
      ['TOI', runs.flatMap((r) => (r.toiAllocation ? [r.toiAllocation] : []))],
    ] as const) {
      if (allocations.length === 0) continue;
      const worst = allocations.reduce((a, b) => (b.bytes / b.calls > a.bytes / a.calls || b.gcs > a.gcs ? b : a));
      const fails = allocations.some(allocatesPerCall);
      allocationFailed ||= fails;
      parts.push(`${label} ${fix(Math.max(0, worst.bytes) / worst.calls, 3)} B/call and ${worst.gcs} GCs over ${worst.calls} calls${fails ? ' (FAIL: allocates per call)' : ''}`);
    }
    console.log(`   b2collide allocation (worst process): ${parts.join('; ')}`);
  }
}
if (showProgress) process.stderr.write('\n');
console.log('\n   targets (median over processes; ours/peer is our time over theirs):');
for (const line of targets) console.log(line);
console.log(`\n   load average ${load()} at the end`);
if (allocationFailed) process.exitCode = 1;
