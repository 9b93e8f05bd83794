// npm run bench:toi: b2TimeOfImpact calls per second of b2collide against @box2d/core 0.11.0 and
// planck 1.5.0 on the same pre-built sweeps (the harness's toi families, mixed), interleaved
// rounds in one process, then an allocation check of each engine. Options: --pairs N, --rounds N,
// --turn-ms N, --clock wall|cpu.

import { availableParallelism, loadavg } from 'node:os';
import * as core from '@box2d/core';
import * as planck from 'planck';
import * as lib from 'b2collide';
import { caseRng } from '../compare/runner/campaign';
import { b2collideTOIInput } from '../compare/toi/engine-b2collide-toi';
import { proxyData, type SweepData, type TOIPairInput } from '../compare/toi/toi-input';
import { toiFamilies } from '../compare/toi/toi-families';
import { measureAllocation, allocatesPerCall, type Allocation } from './alloc_check';
import type { Runner } from './adapters/adapter_types';
import { parseBenchOptions } from './options';
import { printAllocation, printFamilyTable } from './report';
import { median, timeInterleaved } from './timing';

const { pairCount, rounds, turnMs, clock, seed, allocationCalls } = parseBenchOptions({ rounds: 15, turnMs: 40 });

/** The corpus: every family but toi-apart in turn (never-touching sweeps end after one GJK call and would flatter every engine alike). */
function corpus(n: number): TOIPairInput[] {
  const families = toiFamilies.filter((f) => f.name !== 'toi-apart');
  return Array.from({ length: n }, (_, i) => families[i % families.length].generate(caseRng(seed, families[i % families.length].name, i)));
}

function runnerOf(run: (i: number) => number, n: number): Runner {
  return {
    pass() {
      let sum = 0;
      for (let i = 0; i < n; ++i) sum += run(i);
      return sum;
    },
    one: run,
  };
}

function b2collideRunner(cases: readonly TOIPairInput[]): Runner {
  const inputs = cases.map(b2collideTOIInput);
  const output = new lib.b2TOIOutput();
  return runnerOf((i) => {
    lib.b2TimeOfImpact(output, inputs[i]);
    return output.state;
  }, inputs.length);
}

function coreSweep(sweep: core.b2Sweep, s: SweepData): void {
  sweep.localCenter.Set(s.localCenter[0], s.localCenter[1]);
  sweep.c0.Set(s.c0[0], s.c0[1]);
  sweep.c.Set(s.c[0], s.c[1]);
  sweep.a0 = s.a0;
  sweep.a = s.a;
  sweep.alpha0 = s.alpha0;
}

function coreRunner(cases: readonly TOIPairInput[]): Runner {
  const inputs = cases.map((c) => {
    const input = new core.b2TOIInput();
    for (const [proxy, shape] of [[input.proxyA, c.shapeA], [input.proxyB, c.shapeB]] as const) {
      const { points, radius } = proxyData(shape);
      proxy.SetVerticesRadius(points.map(([x, y]) => new core.b2Vec2(x, y)), points.length, radius);
    }
    coreSweep(input.sweepA, c.sweepA);
    coreSweep(input.sweepB, c.sweepB);
    input.tMax = c.tMax;
    return input;
  });
  const output = new core.b2TOIOutput();
  return runnerOf((i) => {
    core.b2TimeOfImpact(output, inputs[i]);
    return output.state;
  }, inputs.length);
}

function planckSweep(sweep: planck.Sweep, s: SweepData): void {
  sweep.localCenter = new planck.Vec2(s.localCenter[0], s.localCenter[1]);
  sweep.c0 = new planck.Vec2(s.c0[0], s.c0[1]);
  sweep.c = new planck.Vec2(s.c[0], s.c[1]);
  sweep.a0 = s.a0;
  sweep.a = s.a;
  sweep.alpha0 = s.alpha0;
}

function planckRunner(cases: readonly TOIPairInput[]): Runner {
  // planck normalizes its input sweeps in place: the first call folds the angles, later calls see
  // them folded already and fold nothing, so every pass gives the same states.
  const inputs = cases.map((c) => {
    const input = new planck.TOIInput();
    for (const [proxy, shape] of [[input.proxyA, c.shapeA], [input.proxyB, c.shapeB]] as const) {
      const { points, radius } = proxyData(shape);
      proxy.setVertices(points.map(([x, y]) => new planck.Vec2(x, y)), points.length, radius);
    }
    planckSweep(input.sweepA, c.sweepA);
    planckSweep(input.sweepB, c.sweepB);
    input.tMax = c.tMax;
    return input;
  });
  const output = new planck.TOIOutput();
  return runnerOf((i) => {
    planck.TimeOfImpact(output, inputs[i]);
    return output.state;
  }, inputs.length);
}

const load = () => loadavg()[0].toFixed(2);
console.log(`b2collide TOI bench: node ${process.version}, ${pairCount} sweeps, seed ${seed}, ${rounds} interleaved rounds, ${clock} clock`);
console.log(`load average ${load()} on ${availableParallelism()} cores at start (above the core count, other jobs distort the times)`);

const cases = corpus(pairCount);
const engines = [
  { engine: 'b2collide', runner: b2collideRunner(cases) },
  { engine: '@box2d/core', runner: coreRunner(cases) },
  { engine: 'planck', runner: planckRunner(cases) },
];
for (const e of engines) e.runner.pass(); // planck's first pass folds its angles

// State agreement before timing (planck and @box2d/core fold angles with another 2 pi: a few near-ties may differ).
const states = engines.map((e) => cases.map((_, i) => e.runner.one(i)));
for (const [k, e] of engines.entries()) {
  if (k === 0) continue;
  const same = states[k].filter((s, i) => s === states[0][i]).length;
  console.log(`   state agreement ${e.engine} with b2collide: ${same}/${cases.length}`);
}

const timings = timeInterleaved(engines, cases.length, { rounds, turnMs, warmupMs: 300, clock });
console.log(`\n== TOI calls (${cases.length} per pass)`);
printFamilyTable(timings);
console.log('\n   calls per second (median round):');
for (const t of timings) console.log(`   ${t.engine.padEnd(12)}${(1e9 / median(t.nsPerCall)).toFixed(0).padStart(12)}`);
console.log(`load average ${load()} at the end`);

const allocations: { engine: string; allocation: Allocation }[] = [];
const passes = Math.max(1, Math.round(allocationCalls / cases.length));
for (const e of engines) allocations.push({ engine: e.engine, allocation: await measureAllocation(e.runner, passes, cases.length) });
printAllocation(allocations, 'allocation per TOI call');
const own = allocations[0].allocation;
if (allocatesPerCall(own)) {
  console.log('FAIL: b2TimeOfImpact allocates per call');
  process.exitCode = 1;
}
