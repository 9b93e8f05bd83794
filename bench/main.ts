// npm run bench: manifold throughput of b2collide against planck, @box2d/core and box2d-wasm on
// the same pre-built polygon pairs, then allocation checks (the collider and the other hot functions)
// and the cost of the finiteness guard, and whether V8 inlined both separation searches.
// Options: --pairs N (per family), --rounds N, --turn-ms N, --family NAME, --clock wall|cpu (cpu:
// process CPU time, steadier when other jobs share the machine).

import { availableParallelism, loadavg } from 'node:os';
import * as b2 from 'b2collide';
import { allocatesPerCall, measureAllocation, type Allocation } from './alloc_check';
import { measureFunctionAllocations } from './alloc_functions';
import type { Adapter, Runner } from './adapters/adapter_types';
import { polygonAdapters } from './adapters/polygon_polygon';
import { measureCheckCost } from './check_cost';
import { checkSearchInlining } from './inlining_check';
import { pointCountAgreement } from './agreement';
import { loadBox2DWasm } from '../compare/engines/box2d-wasm';
import { parseBenchOptions } from './options';
import type { PolygonPair } from './pair_types';
import { buildPolygonFamilies } from './polygon_pairs';
import { printAllocation, printFamilyHeader, printFamilyTable, printSummary, printTargets } from './report';
import { median, timeInterleaved, type EngineTiming } from './timing';

const { pairCount, rounds, turnMs, clock, family: familyName, seed, allocationCalls } = parseBenchOptions({ rounds: 31, turnMs: 50 });

const { box2d, variant } = await loadBox2DWasm();
const adapters: Adapter<PolygonPair>[] = polygonAdapters(box2d);

const load = () => loadavg()[0].toFixed(2);
console.log(`b2collide bench: node ${process.version}, ${pairCount} pairs per family, seed ${seed}, ${rounds} interleaved rounds, ${clock} clock`);
console.log(`load average ${load()} on ${availableParallelism()} cores at start (above the core count, other jobs distort the times)`);
console.log(`box2d-wasm loaded as ${variant}.wasm (float32 build); its times include one JS->wasm call per collision.`);

const families = buildPolygonFamilies(pairCount, seed).filter((f) => familyName === undefined || f.name === familyName);
if (families.length === 0) {
  // npm run bench passes the same options to both benches; the other one may own this family.
  console.log(`(no family named ${familyName} in this bench)`);
  process.exit(0);
}

const results: { name: string; timings: EngineTiming[] }[] = [];
let mixed: { pairs: readonly PolygonPair[]; runners: Runner[]; timings: EngineTiming[] } | undefined;
for (const family of families) {
  const runners = adapters.map((a) => a.prepare(family.pairs));
  const { histogram, text } = pointCountAgreement(adapters.map((a) => a.engine), runners, family.pairs.length);
  printFamilyHeader(family.name, family.pairs.length, histogram, text);
  const engines = adapters.map((a, k) => ({ engine: a.engine, runner: runners[k] }));
  const timings = timeInterleaved(engines, family.pairs.length, { rounds, turnMs, warmupMs: 300, clock });
  printFamilyTable(timings);
  results.push({ name: family.name, timings });
  if (family.name === 'mixed') mixed = { pairs: family.pairs, runners, timings };
}
if (results.length > 1) {
  printSummary(results);
  printTargets(results);
}

let failed = false;
if (mixed !== undefined) {
  const perPass = mixed.pairs.length;
  const passes = Math.ceil(allocationCalls / perPass);
  const rows: { engine: string; allocation: Allocation }[] = [];
  for (let k = 0; k < adapters.length; ++k) {
    rows.push({ engine: adapters[k].engine, allocation: await measureAllocation(mixed.runners[k], passes, perPass) });
  }
  printAllocation(rows);
  const own = rows[0].allocation;
  if (allocatesPerCall(own)) {
    console.log(`   FAIL: b2collide allocated ${own.bytes} bytes and ran ${own.gcs} GCs`);
    failed = true;
  } else {
    console.log('   b2collide: no allocation per call, 0 GCs');
  }

  const functionRows = await measureFunctionAllocations(b2, mixed.pairs, allocationCalls);
  printAllocation(functionRows, "allocation of b2collide's other hot functions on the mixed corpus", 'function');
  const allocating = functionRows.filter((r) => allocatesPerCall(r.allocation)).map((r) => r.engine);
  if (allocating.length > 0) {
    console.log(`   FAIL: ${allocating.join(', ')} allocated`);
    failed = true;
  } else {
    console.log('   every function: no allocation per call, 0 GCs');
  }

  const checkNs = measureCheckCost(mixed.pairs, 15, 200);
  const collideNs = median(mixed.timings[0].nsPerCall);
  console.log('\n== finiteness guard in b2CollidePolygons (8 self-subtractions summed, compared with 0)');
  console.log(`   measured alone on the mixed corpus's transforms, minus a loop loading the same objects:`);
  console.log(`   ${checkNs.toFixed(2)} ns/call, ${((100 * checkNs) / collideNs).toFixed(1)}% of b2collide's ${collideNs.toFixed(1)} ns/call (an upper bound)`);
}

const inlining = checkSearchInlining();
console.log('\n== V8 inlining of the separation search (a child node with --trace-turbo-inlining)');
console.log(
  `   findMaxSeparation: ${inlining.bytecodeLength ?? '?'} bytes of bytecode, inlined into b2CollidePolygons at ` +
    `${Math.min(inlining.inlinedSites, 2)} of 2 call sites${inlining.inlinedSites >= 2 ? '' : ' (slower: see the comment in b2_collide_polygon.ts)'}`,
);

console.log(`\nload average ${load()} at the end`);
if (failed) process.exitCode = 1;
