// npm run bench:shapes: RayCast and ComputeAABB per call (ns) of b2collide against planck,
// @box2d/core and box2d-wasm on the same mixed corpus (polygons, circles, edges from the harness's
// shape-query families), interleaved round by round in one process; then what b2collide's two
// queries allocate per call. Options as bench/main.ts: --pairs N (corpus size), --rounds N,
// --turn-ms N, --clock wall|cpu.

import { availableParallelism, loadavg } from 'node:os';
import { allocatesPerCall, measureAllocation } from './alloc_check';
import { loadBox2DWasm } from '../compare/engines/box2d-wasm';
import { parseBenchOptions } from './options';
import { printAllocation, printFamilyTable, printSummary } from './report';
import { queryCorpus } from './shapes/corpus';
import { b2collideRunners, coreRunners, planckRunners, wasmRunners } from './shapes/runners';
import { timeInterleaved, type EngineTiming } from './timing';

const { pairCount, rounds, turnMs, clock, seed, allocationCalls } = parseBenchOptions({ rounds: 21, turnMs: 40 });
const { box2d, variant } = await loadBox2DWasm();

console.log(`b2collide shape-query bench: node ${process.version}, ${pairCount} shapes, seed ${seed}, ${rounds} interleaved rounds, ${clock} clock`);
console.log(`load average ${loadavg()[0].toFixed(2)} on ${availableParallelism()} cores at start (above the core count, other jobs distort the times)`);
console.log(`box2d-wasm loaded as ${variant}.wasm (float32); its times include one JS->wasm call per query.`);

const items = queryCorpus(pairCount, seed);
const engines = [b2collideRunners(items), planckRunners(items), coreRunners(items), wasmRunners(box2d, items)];

const results: { name: string; timings: EngineTiming[] }[] = [];
for (const query of ['rayCast', 'computeAABB'] as const) {
  const hits = engines.map((e) => `${e.engine} ${e[query].pass()}`).join(', ');
  console.log(`\n== ${query === 'rayCast' ? 'RayCast' : 'ComputeAABB'}: ${items.length} shapes; ${query === 'rayCast' ? 'hits' : 'boxes'} per pass: ${hits}`);
  if (query === 'rayCast') console.log('   (planck casts one-sided edges two-sided and box2d-wasm rounds to float32, so its hit count may differ slightly)');
  const timings = timeInterleaved(engines.map((e) => ({ engine: e.engine, runner: e[query] })), items.length, { rounds, turnMs, warmupMs: 300, clock });
  printFamilyTable(timings);
  results.push({ name: query === 'rayCast' ? 'RayCast' : 'ComputeAABB', timings });
}
printSummary(results);

const passes = Math.ceil(allocationCalls / items.length);
const rows = [];
for (const query of ['rayCast', 'computeAABB'] as const) {
  rows.push({ engine: `b2collide ${query === 'rayCast' ? 'RayCast' : 'ComputeAABB'}`, allocation: await measureAllocation(engines[0][query], passes, items.length) });
}
printAllocation(rows, 'allocation of the shape queries', 'query');
const allocating = rows.filter((r) => allocatesPerCall(r.allocation));
console.log(allocating.length === 0 ? '   no query allocates per call' : `   ALLOCATES: ${allocating.map((r) => r.engine).join(', ')}`);
if (allocating.length > 0) process.exitCode = 1;
