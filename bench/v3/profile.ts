// One engine's b2CollidePolygons loop (or another family's collider) run alone for a while, for
// `node --cpu-prof` or `--trace-turbo-inlining` to look at without the other engines' code in the
// profile. Usage (from the repository root, after npm run build):
//   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/v3/profile.ts --engine f32 --pairs 10000
// --engine f32 | f64 (b2collide/v3, b2collide/v3/f64) | v241 | v241-f32 | phaser; --family (default
// polygons; v241 has polygons only); --seconds (default 5); --from dist|src (default dist);
// --dist DIR (with --engine f32: another checkout's built dist/ instead, for a before/after).
// Prints the engine, the calls made and the ns per call (a profile's ns, not a bench figure).

import * as b2 from 'b2collide';
import * as b2f32 from 'b2collide/f32';
import { parseArgs } from 'node:util';
import type { Runner } from '../adapters/adapter_types';
import { visitSequence } from '../scale/visits';
import { buildV3Family, V3_FAMILIES, type V3Family } from './corpus';
import { loadV3, loadV3Dist, parseBuild } from './lib';
import { phaserRunner } from './phaser_runners';
import { v241F32Runner, v241F64Runner } from './v241_runners';
import { v3F32Runner, v3F64Runner } from './v3_runners';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'f32' },
    family: { type: 'string', default: 'polygons' },
    pairs: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '5' },
    seed: { type: 'string', default: String(0x5eed) },
    from: { type: 'string', default: 'dist' },
    dist: { type: 'string' },
  },
});
const family = values.family as V3Family;
if (!V3_FAMILIES.includes(family)) throw new Error(`--family: no family ${values.family}; the v3 bench has ${V3_FAMILIES.join(', ')}`);
const pairCount = Number(values.pairs);
if (!Number.isInteger(pairCount) || pairCount < 4) throw new Error(`--pairs must be an integer >= 4, got ${values.pairs}`);
const seconds = Number(values.seconds);
if (!(seconds > 0)) throw new Error(`--seconds must be above 0, got ${values.seconds}`);
const seed = Number(values.seed);
const { from } = parseBuild('f32', values.from);
const pairs = buildV3Family(family, pairCount, seed);
const visits = visitSequence(pairs.length, seed);

let runner: Runner;
switch (values.engine) {
  case 'f32':
    runner = v3F32Runner(values.dist === undefined ? await loadV3('f32', from) : await loadV3Dist(values.dist), family, pairs, visits);
    break;
  case 'f64':
    runner = v3F64Runner(await loadV3('f64', from), family, pairs, visits);
    break;
  case 'phaser':
    runner = phaserRunner(family, pairs, visits);
    break;
  case 'v241':
  case 'v241-f32':
    if (family !== 'polygons') throw new Error('--engine v241 runs the polygons family only');
    runner = values.engine === 'v241' ? v241F64Runner(b2, pairs, visits) : v241F32Runner(b2f32 as unknown as typeof b2, pairs, visits);
    break;
  default:
    throw new Error(`--engine must be f32, f64, v241, v241-f32 or phaser, got ${values.engine}`);
}

const end = performance.now() + seconds * 1000;
const start = performance.now();
let calls = 0;
let sum = 0;
while (performance.now() < end) {
  sum += runner.pass();
  calls += visits.length;
}
const ns = ((performance.now() - start) * 1e6) / calls;
console.log(`${values.engine} ${family} ${pairCount} pairs: ${calls} calls, ${ns.toFixed(0)} ns/call (point sum ${sum})`);
