// npm run bench:f32: b2CollidePolygons throughput of the float64 build, of a float64 build given
// with --before (e.g. dist built before a change, copied aside), and of b2collide/f32, on the same
// polygon pairs, interleaved round by round so machine drift hits them alike.
// Options: --pairs N (per family), --rounds N, --turn-ms N, --before FILE.mjs.

import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import * as f64 from 'b2collide';
import * as f32 from 'b2collide/f32';
import type { Runner } from './adapters/adapter_types';
import { libShapes, type Lib } from './adapters/lib_shapes';
import { allocatesPerCall, measureAllocation } from './alloc_check';
import type { PolygonPair } from './pair_types';
import { buildPolygonFamilies } from './polygon_pairs';
import { median, timeInterleaved, type Timed } from './timing';

const { values } = parseArgs({
  options: {
    pairs: { type: 'string', default: '2048' },
    rounds: { type: 'string', default: '21' },
    'turn-ms': { type: 'string', default: '40' },
    before: { type: 'string' },
  },
});

/** Builds the library's shapes and transforms once; `round` is Math.fround for the float32 build. */
function runner(lib: Lib, pairs: readonly PolygonPair[], round: (x: number) => number): Runner {
  const make = libShapes(lib, round);
  const shapesA = pairs.map((p) => make.polygon(p.a));
  const shapesB = pairs.map((p) => make.polygon(p.b));
  const xfsA = pairs.map((p) => make.xf(p.xfA));
  const xfsB = pairs.map((p) => make.xf(p.xfB));
  const manifold = new lib.b2Manifold();
  const one = (i: number): number => {
    lib.b2CollidePolygons(manifold, shapesA[i], xfsA[i], shapesB[i], xfsB[i]);
    return manifold.pointCount;
  };
  return {
    pass() {
      let sum = 0;
      for (let i = 0; i < pairs.length; ++i) sum += one(i);
      return sum;
    },
    one,
  };
}

const identity = (x: number): number => x;
const libs: { engine: string; lib: Lib; round: (x: number) => number }[] = [{ engine: 'f64 (dist)', lib: f64, round: identity }];
if (values.before !== undefined) {
  const before = (await import(pathToFileURL(resolve(values.before)).href)) as Lib;
  libs.push({ engine: 'f64 (--before)', lib: before, round: identity });
}
libs.push({ engine: 'f32', lib: f32 as unknown as Lib, round: Math.fround });

const rounds = Number(values.rounds);
console.log(`b2collide float64 vs float32: node ${process.version}, ${values.pairs} pairs per family, ${rounds} interleaved rounds`);
console.log(`median ns/call (median of per-round ratios to f64 (dist))`);
for (const family of buildPolygonFamilies(Number(values.pairs), 0x5eed)) {
  const timed: Timed[] = libs.map(({ engine, lib, round }) => ({ engine, runner: runner(lib, family.pairs, round) }));
  const timings = timeInterleaved(timed, family.pairs.length, { rounds, turnMs: Number(values['turn-ms']), warmupMs: 200, clock: 'cpu' });
  const base = timings[0].nsPerCall;
  const cells = timings.map((t, k) => {
    const ratio = median(t.nsPerCall.map((ns, r) => ns / base[r]));
    return `${t.engine} ${median(t.nsPerCall).toFixed(1)}${k === 0 ? '' : ` (${ratio.toFixed(3)}x)`}`;
  });
  console.log(`  ${family.name.padEnd(14)} ${cells.join('   ')}`);
}

// Allocation of each build's b2CollidePolygons on the mixed corpus, as bench/main.ts measures it.
const mixed = buildPolygonFamilies(Number(values.pairs), 0x5eed).find((f) => f.name === 'mixed');
if (mixed !== undefined) {
  console.log('allocation over 1,000,000 calls on the mixed corpus (net bytes per call, GCs)');
  for (const { engine, lib, round } of libs) {
    const r = runner(lib, mixed.pairs, round);
    for (let k = 0; k < 200; ++k) r.pass();
    const passes = Math.ceil(1_000_000 / mixed.pairs.length);
    const a = await measureAllocation(r, passes, mixed.pairs.length);
    const verdict = allocatesPerCall(a) ? 'allocates' : 'no allocation per call';
    console.log(`  ${engine.padEnd(14)} ${(a.bytes / a.calls).toFixed(1)} B/call, ${a.gcs} GCs: ${verdict}`);
  }
}
