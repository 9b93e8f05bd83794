// npm run bench:v3-alloc: bytes per call and GCs of every hot function of the v3 layer, in both
// builds (`b2collide/v3`, the float32 twin, and `b2collide/v3/f64`): the twelve colliders and
// b2CarryImpulsesById on the C's recorded cases (bench/v3/alloc_manifold.ts), distance.c's
// functions on theirs (alloc_distance.ts), and the per-step geometry, AABB, mover and math
// functions on random shapes (alloc_geometry.ts), each through the measurement of the v2.4.1
// layer's check (bench/alloc_check.ts). Exits 1 when a function allocates per call.
//
// Each build runs in a child process of its own (this file with --build f32|f64): a call site
// that has seen two builds' functions inlines neither. Options: --from dist|src (default dist,
// the built package; src measures the TypeScript sources under bench/tsconfig.v3.json),
// --calls N (at least this many per function, default 1,000,000), --warmup N (passes before
// measuring, default 200), --only SUBSTRING (function names), --json (the rows as one JSON line),
// --canary (also measures a loop that makes a b2Vec2 per call, which the check must flag: the
// test of this check, test/bench/v3_alloc.test.ts, uses it to show that it can fail).

import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { allocatesPerCall, measureAllocation } from './alloc_check';
import { run, type FunctionRunner } from './v3/alloc_runner';
import { distanceRunners } from './v3/alloc_distance';
import { geometryRunners } from './v3/alloc_geometry';
import { manifoldRunners } from './v3/alloc_manifold';
import { BUILD_NAMES, childEnv, loadV3, parseBuild, type V3Build, type V3From } from './v3/lib';

const { values } = parseArgs({
  options: {
    build: { type: 'string' },
    from: { type: 'string', default: 'dist' },
    calls: { type: 'string', default: '1000000' },
    warmup: { type: 'string', default: '200' },
    only: { type: 'string' },
    json: { type: 'boolean', default: false },
    canary: { type: 'boolean', default: false },
  },
});

/** One function's measurement in one build. */
export interface V3AllocRow {
  readonly name: string;
  /** Whether the row must allocate nothing (FunctionRunner.gate). */
  readonly gated: boolean;
  readonly calls: number;
  readonly bytesPerCall: number;
  readonly gcs: number;
  readonly allocates: boolean;
}

/** The name of the --canary row. */
const CANARY = 'canary: a new b2Vec2 per call';

// Where the canary's vectors escape to, so that V8 cannot remove the allocation.
const sink: unknown[] = new Array(8).fill(null);

function canaryRunner(lib: Awaited<ReturnType<typeof loadV3>>): FunctionRunner {
  return { name: CANARY, n: 1000, runner: run(1000, (i) => ((sink[i & 7] = new lib.b2Vec2(i, 0.5)), 1)) };
}

async function measureBuild(build: V3Build, from: V3From): Promise<V3AllocRow[]> {
  const lib = await loadV3(build, from);
  const calls = Number(values.calls);
  const warmup = Number(values.warmup);
  const all = [...manifoldRunners(lib), ...distanceRunners(lib), ...geometryRunners(lib)];
  const list = all.filter((f) => values.only === undefined || f.name.includes(values.only));
  if (values.canary) list.unshift(canaryRunner(lib));
  const rows: V3AllocRow[] = [];
  for (const { name, n, runner, gate } of list) {
    for (let w = 0; w < warmup; ++w) runner.pass(); // optimised code before measuring
    const a = await measureAllocation(runner, Math.ceil(calls / n), n);
    rows.push({ name, gated: gate !== false && name !== CANARY, calls: a.calls, bytesPerCall: a.bytes / a.calls, gcs: a.gcs, allocates: allocatesPerCall(a) });
  }
  return rows;
}

const from = values.from as V3From;
if (values.build !== undefined) {
  // Child: one build; the rows as JSON on the last line.
  const { build } = parseBuild(values.build, from);
  console.log(JSON.stringify(await measureBuild(build, from)));
} else {
  parseBuild('f32', from);
  const self = fileURLToPath(import.meta.url);
  const passOn = process.argv.slice(2).filter((a) => a !== '--json');
  const results = {} as Record<V3Build, V3AllocRow[]>;
  for (const build of ['f32', 'f64'] as const) {
    const child = spawnSync(process.execPath, [...process.execArgv, self, '--build', build, ...passOn], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], env: childEnv(from) });
    if (child.status !== 0) throw new Error(`v3_alloc: the ${build} child failed (status ${child.status})`);
    const lines = child.stdout.trim().split('\n');
    results[build] = JSON.parse(lines[lines.length - 1]) as V3AllocRow[];
  }
  const failing = results.f32.filter((r, i) => r.gated && (r.allocates || results.f64[i].allocates)).map((r) => r.name);
  const ungated = results.f32.filter((r, i) => !r.gated && r.name !== CANARY && (r.allocates || results.f64[i].allocates)).map((r) => r.name);
  if (values.json) {
    console.log(JSON.stringify({ f32: results.f32, f64: results.f64, failing, ungated }));
  } else {
    console.log(`v3 allocation per call (${from === 'dist' ? 'the built package' : 'the sources'}): node ${process.version}, >= ${values.calls} calls per function`);
    const head = (s: string) => s.padStart(20);
    console.log(`${'function'.padEnd(34)}${head(`${BUILD_NAMES.f32} B/call`)} ${'GCs'.padStart(4)} ${head(`${BUILD_NAMES.f64} B/call`)} ${'GCs'.padStart(4)}`);
    const cell = (r: V3AllocRow) => `${r.bytesPerCall.toFixed(2).padStart(20)} ${String(r.gcs).padStart(4)}${r.allocates ? (r.gated ? '*' : '+') : ' '}`;
    results.f32.forEach((r, i) => console.log(`${r.name.padEnd(34)}${cell(r)}${cell(results.f64[i])}`));
    const gated = results.f32.filter((r) => r.gated).length;
    console.log(failing.length === 0 ? `no hot function allocates per call in either build (${gated} functions)` : `* allocates per call (>= 0.1 B/call or a GC): ${failing.join(', ')}`);
    if (ungated.length > 0) console.log(`+ allocates, not yet held to zero: ${ungated.join(', ')}`);
  }
  if (failing.length > 0) process.exitCode = 1;
}
