// npm run bench:ab -- --base <dir>: before/after timing of two builds of b2collide in one process.
// <dir> is another checkout's built package (its dist/esm/index.mjs is loaded); the other build is
// this checkout's dist/. Both get the identical pairs (the polygon and round families), timed in
// interleaved rounds with planck's ESM build as a third engine, so a hot-path change is shown as
// a ratio measured under the same load (src/README.md: speed is proven by interleaved rounds).
// Options: --base DIR (required), --head DIR (another built checkout in place of this one), --pairs N, --rounds N, --turn-ms N, --family NAME[,NAME...], --clock,
// --order creation|random (random: the scale bench's seeded visit sequence, scale/visits.ts, base
// and head interleaved in one process). Where the pairs outgrow the caches, where each build's
// objects land decides as much as the code: an A/A run (base = a copy of this dist) in random
// order read 0.96-1.17 at 2,048 pairs and 0.83-1.27 at 10,000 (edge-circle, edge-polygon,
// circle-circle), so above a few thousand pairs use npm run bench:scale's processes instead.
// Besides the collider families, --family takes bench/ab_queries.ts's (aabb-polygon, ray-circle,
// point-edge, mass-chain, toi, distance, shapecast, overlap, initialize; --family queries for all
// of them), timed the same way without planck.

import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import * as thisBuild from 'b2collide';
import type { Lib } from './adapters/lib_shapes';
import type { Runner } from './adapters/adapter_types';
import { libRunner, planckRunner, type AnyPair } from './ab_runners';
import { queryFamilyNames, queryRunner } from './ab_queries';
import { buildPolygonFamilies } from './polygon_pairs';
import { buildRoundFamilies } from './round_pairs';
import { median, timeInterleaved } from './timing';
import { visitSequence } from './scale/visits';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    head: { type: 'string' },
    pairs: { type: 'string', default: '2048' },
    rounds: { type: 'string', default: '15' },
    'turn-ms': { type: 'string', default: '30' },
    family: { type: 'string' },
    clock: { type: 'string', default: 'wall' },
    order: { type: 'string', default: 'creation' },
  },
});
if (values.base === undefined) throw new Error('bench:ab needs --base <dir of another built b2collide checkout>');
if (values.order !== 'creation' && values.order !== 'random') throw new Error(`bench:ab: --order must be creation or random, got ${values.order}`);
const baseUrl = pathToFileURL(resolve(values.base, 'dist/esm/index.mjs')).href;
const base = (await import(baseUrl)) as Lib;
const head = (values.head === undefined ? thisBuild : await import(pathToFileURL(resolve(values.head, 'dist/esm/index.mjs')).href)) as Lib;
const pairCount = Number(values.pairs);
const seed = 0x5eed;

// --family takes one name or several, comma-separated (aabb-polygon,ray-circle).
const wanted = values.family?.split(',');
const colliderFamilies = [...buildPolygonFamilies(pairCount, seed), ...buildRoundFamilies(pairCount, seed)].filter(
  (f) => wanted === undefined || wanted.includes(f.name),
);
const queryFamilies = queryFamilyNames.filter((name) => wanted?.includes('queries') === true || wanted?.includes(name) === true);
console.log(`bench:ab node ${process.version}, ${pairCount} pairs in ${values.order} order, ${values.rounds} rounds; base ${values.base}, head ${values.head ?? 'this checkout'}`);
console.log(`load average ${loadavg()[0].toFixed(2)} on ${availableParallelism()} cores at start`);
console.log('family           base ns  head ns  head/base (median, p25-p75 of per-round ratios)  planck/head  planck/base');
const timing = { rounds: Number(values.rounds), turnMs: Number(values['turn-ms']), warmupMs: 300, clock: values.clock === 'cpu' ? ('cpu' as const) : ('wall' as const) };

/** Times the runners interleaved and prints one row (planck's columns when there is a third runner). */
function timeRow(name: string, runners: readonly Runner[], calls: number): void {
  const expect = runners[0].pass();
  if (runners[1].pass() !== expect) throw new Error(`${name}: base and head results differ`);
  const t = timeInterleaved(
    ['base', 'head', 'planck'].slice(0, runners.length).map((engine, k) => ({ engine, runner: runners[k] })),
    calls,
    timing,
  );
  const r = t[1].nsPerCall.map((h, i) => h / t[0].nsPerCall[i]).sort((x, y) => x - y);
  const q = (f: number) => r[Math.floor(f * (r.length - 1))];
  const peer = (k: number) => (t.length > 2 ? `${median(t[2].nsPerCall.map((p, i) => p / t[k].nsPerCall[i])).toFixed(2).padStart(6)}x` : '      -');
  console.log(
    `${name.padEnd(16)} ${median(t[0].nsPerCall).toFixed(1).padStart(7)}  ${median(t[1].nsPerCall).toFixed(1).padStart(7)}  ` +
      `${median(r).toFixed(3)} (${q(0.25).toFixed(3)}-${q(0.75).toFixed(3)})${' '.repeat(30)}${peer(1)}  ${peer(0)}`,
  );
}

for (const family of colliderFamilies) {
  const pairs = family.pairs as readonly AnyPair[];
  const visits = values.order === 'random' ? visitSequence(pairs.length, seed) : undefined;
  timeRow(family.name, [libRunner(base, pairs, visits), libRunner(head, pairs, visits), planckRunner(pairs, visits)], visits?.length ?? pairs.length);
}
for (const name of queryFamilies) {
  const runners = [queryRunner(base, name, pairCount, seed), queryRunner(head, name, pairCount, seed)];
  if (runners[0] === undefined || runners[1] === undefined) {
    console.log(`${name.padEnd(16)} not in the ${runners[0] === undefined ? 'base' : 'head'} build`);
    continue;
  }
  timeRow(name, runners as Runner[], pairCount);
}
console.log(`load average ${loadavg()[0].toFixed(2)} at the end`);
