// npm run bench:round: manifold throughput of b2collide's circle and edge functions against
// planck-js and @box2d/core on the same pre-built pairs (circle-circle, polygon-circle,
// edge-circle, edge-polygon), then an allocation check of b2collide per kind. Shares the timing,
// report and allocation code of bench/main.ts. Options: --pairs N, --rounds N, --turn-ms N,
// --family NAME, --clock wall|cpu.

import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { allocatesPerCall, measureAllocation, type Allocation } from './alloc_check';
import type { Runner } from './adapters/adapter_types';
import { roundAdapters } from './adapters/round_adapters';
import { printAllocation, printFamilyHeader, printFamilyTable, printSummary } from './report';
import { buildRoundFamilies, type RoundKind } from './round_pairs';
import { timeInterleaved, type EngineTiming } from './timing';

const { values } = parseArgs({
  options: {
    pairs: { type: 'string', default: '2048' },
    rounds: { type: 'string', default: '21' },
    'turn-ms': { type: 'string', default: '40' },
    clock: { type: 'string', default: 'wall' },
    family: { type: 'string' },
  },
});
const pairCount = Number(values.pairs);
const rounds = Number(values.rounds);
const turnMs = Number(values['turn-ms']);
const clock = values.clock === 'cpu' ? 'cpu' : 'wall';
const seed = 0x5eed;
const allocationCalls = 1_000_000;

const load = () => loadavg()[0].toFixed(2);
console.log(`b2collide circle/edge bench: node ${process.version}, ${pairCount} pairs per family, seed ${seed}, ${rounds} interleaved rounds, ${clock} clock`);
console.log(`load average ${load()} on ${availableParallelism()} cores at start (above the core count, other jobs distort the times)`);
console.log('planck-js runs Box2D v2.3 edge collision (no one-sided edges), so its edge rows time a different algorithm.');

const families = buildRoundFamilies(pairCount, seed).filter((f) => values.family === undefined || f.name === values.family);
if (families.length === 0) throw new Error(`no family named ${values.family}`);

const results: { name: string; timings: EngineTiming[] }[] = [];
const allocations: { engine: string; allocation: Allocation }[] = [];
for (const family of families) {
  const adapters = roundAdapters(family.name as RoundKind);
  const runners: Runner[] = adapters.map((a) => a.prepare(family.pairs));
  // Point counts of each peer against b2collide, pair by pair, before anything is timed.
  const histogram = [0, 0, 0];
  const same = runners.map(() => 0);
  for (let i = 0; i < family.pairs.length; ++i) {
    const reference = runners[0].one(i);
    ++histogram[reference];
    runners.forEach((r, k) => {
      if (r.one(i) === reference) ++same[k];
    });
  }
  const agreement = adapters
    .slice(1)
    .map((a, k) => `${a.engine} ${same[k + 1]}/${family.pairs.length}`)
    .join(', ');
  printFamilyHeader(family.name, family.pairs.length, histogram, agreement);
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
