// npm run bench:tree: the dynamic tree and the broad phase against @box2d/core 0.11.0 and
// planck 1.5.0, interleaved in one process (bench/timing.ts), then b2collide's allocation per
// call after warm-up (bench/alloc_check.ts). Scenes are built once from a fixed seed:
//   query     10,000 static proxies, 256 query boxes per pass; callbacks count hits.
//   ray cast  the same tree, 64 rays per pass; callbacks return -1 (visit every candidate).
//   pairs N   N proxies drifting on small circles; a pass is one frame: every proxy moves
//             (MoveProxy with its displacement), then UpdatePairs. Eight frames make a period,
//             so every pass is timed over whole periods.
// planck runs with Settings.aabbMultiplier = 4, C++ v2.4.1's value (its default is 2), so all
// engines do the same work; its UpdatePairs still reports some pairs twice (compare/tree).

import * as core from '@box2d/core';
import { BroadPhase as PlanckBroadPhase, Settings as PlanckSettings } from 'planck';
import { b2AABB, b2BroadPhase, b2DynamicTree, b2RayCastInput, b2Vec2 } from 'b2collide';
import { measureAllocation } from './alloc_check';
import { printAllocation } from './report';
import { median, timeInterleaved, type Timed } from './timing';
import type { Runner } from './adapters/adapter_types';
import { Rng } from '../compare/runner/rng';

PlanckSettings.aabbMultiplier = 4.0;

const rounds = Number(process.argv.find((a) => a.startsWith('--rounds='))?.slice(9) ?? 7);
const turnMs = Number(process.argv.find((a) => a.startsWith('--turn-ms='))?.slice(10) ?? 150);
const options = { rounds, turnMs, warmupMs: 300, clock: 'wall' as const };

type Box = [number, number, number, number];

function scene(count: number, world: number, seed: number): Box[] {
  const rng = new Rng(seed);
  const out: Box[] = [];
  for (let i = 0; i < count; ++i) {
    const x = rng.range(-world, world);
    const y = rng.range(-world, world);
    out.push([x, y, x + rng.range(0.2, 1.5), y + rng.range(0.2, 1.5)]);
  }
  return out;
}

const STATIC = scene(10_000, 150, 1);
const QUERIES = scene(256, 150, 2).map(([x, y]) => [x, y, x + 6, y + 6] as Box);
const RAYS = scene(64, 150, 3).map(([x, y], k) => [x, y, x + 60 * Math.cos(k), y + 60 * Math.sin(k)] as Box);

/** The three engines' AABBs of a box. */
function ourBox(b: Box): b2AABB {
  const a = new b2AABB();
  a.lowerBound.Set(b[0], b[1]);
  a.upperBound.Set(b[2], b[3]);
  return a;
}
function coreBox(b: Box): core.b2AABB {
  const a = new core.b2AABB();
  a.lowerBound.Set(b[0], b[1]);
  a.upperBound.Set(b[2], b[3]);
  return a;
}
const planckBox = (b: Box) => ({ lowerBound: { x: b[0], y: b[1] }, upperBound: { x: b[2], y: b[3] } });

/** STATIC in each engine's tree, proxy k holding k. */
function staticTrees() {
  const ours = new b2DynamicTree<number>();
  STATIC.forEach((b, k) => ours.CreateProxy(ourBox(b), k));
  const coreTree = new core.b2DynamicTree<number>();
  STATIC.forEach((b, k) => coreTree.CreateProxy(coreBox(b), k));
  const planck = new PlanckBroadPhase();
  STATIC.forEach((b, k) => planck.createProxy(planckBox(b), k as never));
  return { ours, coreTree, planck };
}

/** A runner whose pass runs body after zeroing the count it reports. */
function counted(counter: { n: number }, body: () => void): Runner {
  return {
    pass: () => {
      counter.n = 0;
      body();
      return counter.n;
    },
    one: () => 0,
  };
}

function queryRunners(): Timed[] {
  const { ours, coreTree, planck } = staticTrees();
  const qs = QUERIES.map(ourBox);
  const coreQs = QUERIES.map(coreBox);
  const planckQs = QUERIES.map(planckBox);
  const hits = { n: 0 };
  const count = (): boolean => {
    hits.n++;
    return true;
  };
  return [
    { engine: 'b2collide', runner: counted(hits, () => {
      for (let i = 0; i < qs.length; ++i) ours.Query(count, qs[i]);
    }) },
    { engine: '@box2d/core', runner: counted(hits, () => {
      for (let i = 0; i < coreQs.length; ++i) coreTree.Query(coreQs[i], count);
    }) },
    { engine: 'planck', runner: counted(hits, () => {
      for (let i = 0; i < planckQs.length; ++i) planck.query(planckQs[i], count);
    }) },
  ];
}

function rayRunners(): Timed[] {
  const { ours, coreTree, planck } = staticTrees();
  const inputs = RAYS.map((r) => {
    const input = new b2RayCastInput();
    input.p1.Set(r[0], r[1]);
    input.p2.Set(r[2], r[3]);
    return input;
  });
  const coreInputs = RAYS.map((r) => {
    const input = new core.b2RayCastInput();
    input.p1.Set(r[0], r[1]);
    input.p2.Set(r[2], r[3]);
    input.maxFraction = 1;
    return input;
  });
  const planckInputs = RAYS.map((r) => ({ p1: { x: r[0], y: r[1] }, p2: { x: r[2], y: r[3] }, maxFraction: 1 }));
  const calls = { n: 0 };
  const skip = (): number => {
    calls.n++;
    return -1;
  };
  return [
    { engine: 'b2collide', runner: counted(calls, () => {
      for (let i = 0; i < inputs.length; ++i) ours.RayCast(skip, inputs[i]);
    }) },
    { engine: '@box2d/core', runner: counted(calls, () => {
      for (let i = 0; i < coreInputs.length; ++i) coreTree.RayCast(coreInputs[i], skip);
    }) },
    { engine: 'planck', runner: counted(calls, () => {
      for (let i = 0; i < planckInputs.length; ++i) planck.rayCast(planckInputs[i] as never, skip as never);
    }) },
  ];
}

/** Frame f's offset of proxy k on its small circle (radius 0.3, 8 frames per turn). */
function offset(k: number, f: number): [number, number] {
  const a = ((f % 8) / 8) * 2 * Math.PI + k;
  return [0.3 * Math.cos(a), 0.3 * Math.sin(a)];
}

function pairRunners(n: number): Timed[] {
  const world = Math.sqrt(n) * 1.6;
  const boxes = scene(n, world, 4);
  // Precomputed per frame: box bounds and displacement, the same for every engine.
  const frames = Array.from({ length: 8 }, (_, f) =>
    boxes.map((b, k) => {
      const [ox, oy] = offset(k, f);
      const [px, py] = offset(k, f - 1 + 8);
      return [b[0] + ox, b[1] + oy, b[2] + ox, b[3] + oy, ox - px, oy - py];
    }),
  );
  let pairs = 0;
  const addPair = (): void => {
    pairs++;
  };

  const ours = new b2BroadPhase<number>();
  const ourIds = boxes.map((b, k) => ours.CreateProxy(ourBox(b), k));
  ours.UpdatePairs(addPair);
  const box = new b2AABB();
  const d = new b2Vec2();

  const coreBp = new core.b2BroadPhase<number>();
  const coreIds = boxes.map((b, k) => coreBp.CreateProxy(coreBox(b), k));
  coreBp.UpdatePairs(addPair);
  const coreMoved = new core.b2AABB();
  const coreD = new core.b2Vec2();

  const planck = new PlanckBroadPhase();
  const planckIds = boxes.map((b, k) => planck.createProxy(planckBox(b), k as never));
  planck.updatePairs(addPair);
  const planckMoved = planckBox([0, 0, 0, 0]);
  const planckD = { x: 0, y: 0 };

  // One pass = 8 frames (a whole period), so each pass repeats the same moves; ns per frame reported.
  const period = (frame: (f: number[][]) => void) => (): number => {
    pairs = 0;
    for (let i = 0; i < frames.length; ++i) frame(frames[i]);
    return pairs;
  };
  return [
    {
      engine: 'b2collide',
      runner: {
        one: () => 0,
        pass: period((f) => {
          for (let k = 0; k < n; ++k) {
            const m = f[k];
            box.lowerBound.x = m[0];
            box.lowerBound.y = m[1];
            box.upperBound.x = m[2];
            box.upperBound.y = m[3];
            d.x = m[4];
            d.y = m[5];
            ours.MoveProxy(ourIds[k], box, d);
          }
          ours.UpdatePairs(addPair);
        }),
      },
    },
    {
      engine: '@box2d/core',
      runner: {
        one: () => 0,
        pass: period((f) => {
          for (let k = 0; k < n; ++k) {
            const m = f[k];
            coreMoved.lowerBound.Set(m[0], m[1]);
            coreMoved.upperBound.Set(m[2], m[3]);
            coreD.Set(m[4], m[5]);
            coreBp.MoveProxy(coreIds[k], coreMoved, coreD);
          }
          coreBp.UpdatePairs(addPair);
        }),
      },
    },
    {
      engine: 'planck',
      runner: {
        one: () => 0,
        pass: period((f) => {
          for (let k = 0; k < n; ++k) {
            const m = f[k];
            planckMoved.lowerBound.x = m[0];
            planckMoved.lowerBound.y = m[1];
            planckMoved.upperBound.x = m[2];
            planckMoved.upperBound.y = m[3];
            planckD.x = m[4];
            planckD.y = m[5];
            planck.moveProxy(planckIds[k], planckMoved as never, planckD);
          }
          planck.updatePairs(addPair);
        }),
      },
    },
  ];
}

/** Runs passes until two in a row return the same count (the scene has reached its period). */
function settle(engines: readonly Timed[]): void {
  for (const e of engines) {
    let last = NaN;
    for (let i = 0; i < 50; ++i) {
      const c = e.runner.pass();
      if (c === last) break;
      last = c;
    }
  }
}

function report(title: string, unit: string, perPass: number, engines: readonly Timed[]): Timed[] {
  settle(engines);
  const timings = timeInterleaved(engines, perPass, options);
  const base = median(timings[0].nsPerCall);
  console.log(`\n== ${title} (median of ${rounds} interleaved rounds, ns per ${unit})`);
  for (const t of timings) {
    const m = median(t.nsPerCall);
    console.log(`   ${t.engine.padEnd(14)}${m.toFixed(0).padStart(12)}   ${(m / base).toFixed(2)}x b2collide`);
  }
  return [...engines];
}

async function main(): Promise<void> {
  console.log(`bench:tree, node ${process.version}; wall clock. Timings on a shared machine vary; compare ratios within one run.`);
  const q = report('Query: 256 boxes over 10,000 proxies', 'query', QUERIES.length, queryRunners());
  const r = report('RayCast: 64 rays over 10,000 proxies', 'ray', RAYS.length, rayRunners());
  const p1 = report('UpdatePairs frame: 1,000 moving proxies (MoveProxy x1000 + UpdatePairs)', 'frame', 8, pairRunners(1000));
  const p10 = report('UpdatePairs frame: 10,000 moving proxies (MoveProxy x10000 + UpdatePairs)', 'frame', 8, pairRunners(10_000));
  const rows = [
    { engine: 'Query', allocation: await measureAllocation(q[0].runner, 200, QUERIES.length) },
    { engine: 'RayCast', allocation: await measureAllocation(r[0].runner, 200, RAYS.length) },
    { engine: 'frame, 1,000', allocation: await measureAllocation(p1[0].runner, 50, 8) },
    { engine: 'frame, 10,000', allocation: await measureAllocation(p10[0].runner, 5, 8) },
  ];
  printAllocation(rows, 'b2collide allocation after warm-up', 'call');
}

void main();
