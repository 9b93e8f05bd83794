// One process of the scale bench (main.ts starts several): times every engine on the polygon
// families and the circle and edge families (round_pairs.ts) at one working-set size, visited in a seeded random order, and prints one JSON line
// per family on stdout. Usage: child.ts --pairs N [--families a,b] [--rounds R] [--turn-ms T]
// [--query overlap|distance] (b2TestOverlap or b2Distance instead of b2CollidePolygons)
// [--baseline DIR] (another checkout whose dist/ is built: its b2collide is timed as one more engine,
// interleaved with the others in this process; see baselineRunners).

import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import * as b2 from 'b2collide';
import { loadBox2DWasm } from '../../compare/engines/box2d-wasm';
import { buildPolygonFamilies } from '../polygon_pairs';
import { buildRoundFamilies, type RoundKind, type RoundPair } from '../round_pairs';
import { libRunner, type AnyPair } from '../ab_runners';
import type { Lib } from '../adapters/lib_shapes';
import { timeInterleaved } from '../timing';
import { queryRunners, type Query } from './query_runners';
import { roundScaleRunners } from './round_runners';
import { scaleRunners, type ScaleRunner } from './runners';
import { visitSequence } from './visits';
import { BASELINE_ENGINE, SAME_LOOP_ENGINE, type ChildResult } from './protocol';

const { values } = parseArgs({
  options: {
    pairs: { type: 'string' },
    families: { type: 'string', default: 'mixed' },
    rounds: { type: 'string', default: '9' },
    'turn-ms': { type: 'string', default: '25' },
    seed: { type: 'string', default: String(0x5eed) },
    query: { type: 'string' },
    baseline: { type: 'string' },
  },
});
const pairCount = Number(values.pairs);
if (!Number.isInteger(pairCount) || pairCount < 4) throw new Error(`--pairs must be an integer >= 4, got ${values.pairs}`);
const seed = Number(values.seed);
const wanted = values.families.split(',');
const query = values.query as Query | undefined;
if (query !== undefined && query !== 'overlap' && query !== 'distance') throw new Error(`--query must be overlap or distance, got ${query}`);

const { box2d } = await loadBox2DWasm();
const baseline = values.baseline === undefined ? undefined : ((await import(pathToFileURL(join(values.baseline, 'dist', 'esm', 'index.mjs')).href)) as Lib);
if (baseline !== undefined && query !== undefined) throw new Error('--baseline times the colliders only, not --query');

// The --baseline rows (their engine names are in protocol.ts). With a baseline, both builds are
// timed through the same generic loop (ab_runners.ts's libRunner, a fresh function per runner),
// so that the ratio compares the builds and not two loops: the round families' b2collide row
// already is that loop; the polygon families' row is written out (runners.ts), so this build is
// timed once more through libRunner there.
function baselineRunners(pairs: readonly AnyPair[], visits: Int32Array, polygons: boolean): ScaleRunner[] {
  if (baseline === undefined) return [];
  return [
    ...(polygons ? [{ engine: SAME_LOOP_ENGINE, runner: libRunner(b2 as unknown as Lib, pairs, visits) }] : []),
    { engine: BASELINE_ENGINE, runner: libRunner(baseline, pairs, visits) },
  ];
}
// The polygon families (b2CollidePolygons, or a query) and the circle and edge ones, each with
// the runners that time it.
const polygonFamilies = buildPolygonFamilies(pairCount, seed).filter((f) => wanted.includes(f.name));
const roundFamilies = query === undefined ? buildRoundFamilies(pairCount, seed).filter((f) => wanted.includes(f.name)) : [];
if (polygonFamilies.length + roundFamilies.length !== wanted.length) throw new Error(`unknown family in --families ${values.families}`);
const families: { name: string; pairs: number; engines: (visits: Int32Array) => ScaleRunner[] }[] = [
  ...polygonFamilies.map((f) => ({
    name: f.name,
    pairs: f.pairs.length,
    engines: (visits: Int32Array) =>
      query === undefined ? [...scaleRunners(box2d, f.pairs, visits), ...baselineRunners(f.pairs, visits, true)] : queryRunners(query, f.pairs, visits),
  })),
  ...roundFamilies.map((f) => ({
    name: f.name,
    pairs: f.pairs.length,
    engines: (visits: Int32Array) => [
      ...roundScaleRunners(box2d, f.name as RoundKind, f.pairs as readonly RoundPair[], visits),
      ...baselineRunners(f.pairs as readonly RoundPair[], visits, false),
    ],
  })),
];

for (const family of families) {
  const visits = visitSequence(family.pairs, seed);
  const engines = family.engines(visits);
  // Every peer must report b2collide's point count (overlap flag, GJK iterations) on every pair,
  // or the times compare different work.
  let disagreements = 0;
  for (let i = 0; i < family.pairs; ++i) {
    const own = engines[0].runner.one(i);
    for (let k = 1; k < engines.length; ++k) if (engines[k].runner.one(i) !== own) ++disagreements;
  }
  const timings = timeInterleaved(engines, visits.length, {
    rounds: Number(values.rounds),
    turnMs: Number(values['turn-ms']),
    warmupMs: 200,
    clock: 'wall',
  });
  const name = query === undefined ? family.name : `${family.name}: b2${query === 'overlap' ? 'TestOverlap' : 'Distance'}`;
  const result: ChildResult = { family: name, pairs: family.pairs, visits: visits.length, disagreements, timings };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
