// npm run bench:round: manifold throughput of b2collide's circle and edge functions against
// planck, @box2d/core and box2d-wasm on the same pre-built pairs (circle-circle, polygon-circle,
// edge-circle, edge-polygon), then an allocation check of b2collide per kind. Shares the timing,
// report and allocation code of bench/main.ts. Options: --pairs N, --rounds N, --turn-ms N,
// --family NAME, --clock wall|cpu.

import { availableParallelism, loadavg } from 'node:os';
import { allocatesPerCall, measureAllocation, type Allocation } from './alloc_check';
import type { Runner } from './adapters/adapter_types';
import { roundAdapters } from './adapters/round_adapters';
import { pointCountAgreement } from './agreement';
import { loadBox2DWasm } from '../compare/engines/box2d-wasm';
import { parseBenchOptions } from './options';
import { printAllocation, printFamilyHeader, printFamilyTable, printSummary } from './report';
import { buildRoundFamilies, type RoundKind } from './round_pairs';
import { timeInterleaved, type EngineTiming } from './timing';

const { pairCount, rounds, turnMs, clock, family: familyName, seed, allocationCalls } = parseBenchOptions({ rounds: 21, turnMs: 40 });

const { box2d, variant } = await loadBox2DWasm();

const load = () => loadavg()[0].toFixed(2);
console.log(`b2collide circle/edge bench: node ${process.version}, ${pairCount} pairs per family, seed ${seed}, ${rounds} interleaved rounds, ${clock} clock`);
console.log(`load average ${load()} on ${availableParallelism()} cores at start (above the core count, other jobs distort the times)`);
console.log(`box2d-wasm loaded as ${variant}.wasm (float32 build, so its point counts can differ at thresholds); its times include one JS->wasm call per collision.`);
console.log('planck runs Box2D v2.3 edge collision (no one-sided edges), so its edge rows time a different algorithm.');

const families = buildRoundFamilies(pairCount, seed).filter((f) => familyName === undefined || f.name === familyName);
if (families.length === 0) {
  // npm run bench passes the same options to both benches; the other one may own this family.
  console.log(`(no family named ${familyName} in this bench)`);
  process.exit(0);
}

const results: { name: string; timings: EngineTiming[] }[] = [];
const allocations: { engine: string; allocation: Allocation }[] = [];
for (const family of families) {
  const adapters = roundAdapters(family.name as RoundKind, box2d);
  const runners: Runner[] = adapters.map((a) => a.prepare(family.pairs));
  const { histogram, text } = pointCountAgreement(adapters.map((a) => a.engine), runners, family.pairs.length);
  printFamilyHeader(family.name, family.pairs.length, histogram, text);
  const timings = timeInterleaved(
    adapters.map((a, k) => ({ engine: a.engine, runner: runners[k] })),
    family.pairs.length,
    { rounds, turnMs, warmupMs: 300, clock },
  );
  printFamilyTable(timings);
  results.push({ name: family.name, timings });
  const passes = Math.ceil(allocationCalls / family.pairs.length);
  allocations.push({ engine: `b2collide ${family.name}`, allocation: await measureAllocation(runners[0], passes, family.pairs.length) });
}
if (results.length > 1) printSummary(results);

printAllocation(allocations, 'allocation of b2collide per kind of pair', 'kind');
const leaking = allocations.filter((r) => allocatesPerCall(r.allocation));
for (const r of leaking) console.log(`   FAIL: ${r.engine} allocated ${r.allocation.bytes} bytes and ran ${r.allocation.gcs} GCs`);
if (leaking.length === 0) console.log('   b2collide: below 0.1 byte per call and no GC for every kind');

console.log(`\nload average ${load()} at the end`);
if (leaking.length > 0) process.exitCode = 1;
