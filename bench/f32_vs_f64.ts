// npm run bench:f32: b2CollidePolygons throughput of the float64 build, of a float64 build given
// with --before (e.g. dist built before a change, copied aside), and of b2collide/f32, on the same
// polygon pairs, interleaved round by round so machine drift hits them alike. Allocation: see
// bench/f32_alloc.ts. Options: --pairs N (per family), --rounds N, --turn-ms N, --before FILE.mjs.

import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import * as f64 from 'b2collide';
import type { b2Manifold, b2PolygonShape, b2Transform } from 'b2collide';
import * as f32 from 'b2collide/f32';
import type { Runner } from './adapters/adapter_types';
import { libShapes, type Lib } from './adapters/lib_shapes';
import type { PolygonPair } from './pair_types';
import { buildPolygonFamilies } from './polygon_pairs';
import { ratios } from './report';
import { median, timeInterleaved, type Timed } from './timing';

const { values } = parseArgs({
  options: {
    pairs: { type: 'string', default: '2048' },
    rounds: { type: 'string', default: '21' },
    'turn-ms': { type: 'string', default: '40' },
    before: { type: 'string' },
  },
});

// The timed closures are repeated per build ON PURPOSE (see the header of
// adapters/polygon_polygon.ts): closures made from one literal share their feedback, so one
// runner function for every build would put two or three b2CollidePolygons at one call site and
// time that call site, not the builds.

interface Prepared {
  readonly lib: Lib;
  readonly shapesA: b2PolygonShape[];
  readonly shapesB: b2PolygonShape[];
  readonly xfsA: b2Transform[];
  readonly xfsB: b2Transform[];
  readonly manifold: b2Manifold;
}

/** Builds the library's shapes and transforms once; `round` is Math.fround for the float32 build. */
function prepare(lib: Lib, pairs: readonly PolygonPair[], round?: (x: number) => number): Prepared {
  const make = libShapes(lib, round);
  return {
    lib,
    shapesA: pairs.map((p) => make.polygon(p.a)),
    shapesB: pairs.map((p) => make.polygon(p.b)),
    xfsA: pairs.map((p) => make.xf(p.xfA)),
    xfsB: pairs.map((p) => make.xf(p.xfB)),
    manifold: new lib.b2Manifold(),
  };
}

function f64Runner(pairs: readonly PolygonPair[]): Runner {
  const { lib, shapesA, shapesB, xfsA, xfsB, manifold: m } = prepare(f64, pairs);
  const n = pairs.length;
  const one = (i: number) => (lib.b2CollidePolygons(m, shapesA[i], xfsA[i], shapesB[i], xfsB[i]), m.pointCount);
  return { one, pass() { let s = 0; for (let i = 0; i < n; ++i) { lib.b2CollidePolygons(m, shapesA[i], xfsA[i], shapesB[i], xfsB[i]); s += m.pointCount; } return s; } };
}

function beforeRunner(before: Lib, pairs: readonly PolygonPair[]): Runner {
  const { lib, shapesA, shapesB, xfsA, xfsB, manifold: m } = prepare(before, pairs);
  const n = pairs.length;
  const one = (i: number) => (lib.b2CollidePolygons(m, shapesA[i], xfsA[i], shapesB[i], xfsB[i]), m.pointCount);
  return { one, pass() { let s = 0; for (let i = 0; i < n; ++i) { lib.b2CollidePolygons(m, shapesA[i], xfsA[i], shapesB[i], xfsB[i]); s += m.pointCount; } return s; } };
}

function f32Runner(pairs: readonly PolygonPair[]): Runner {
  const { lib, shapesA, shapesB, xfsA, xfsB, manifold: m } = prepare(f32 as unknown as Lib, pairs, Math.fround);
  const n = pairs.length;
  const one = (i: number) => (lib.b2CollidePolygons(m, shapesA[i], xfsA[i], shapesB[i], xfsB[i]), m.pointCount);
  return { one, pass() { let s = 0; for (let i = 0; i < n; ++i) { lib.b2CollidePolygons(m, shapesA[i], xfsA[i], shapesB[i], xfsB[i]); s += m.pointCount; } return s; } };
}

const builds: { engine: string; runner: (pairs: readonly PolygonPair[]) => Runner }[] = [{ engine: 'f64 (dist)', runner: f64Runner }];
if (values.before !== undefined) {
  const before = (await import(pathToFileURL(resolve(values.before)).href)) as Lib;
  builds.push({ engine: 'f64 (--before)', runner: (pairs) => beforeRunner(before, pairs) });
}
builds.push({ engine: 'f32', runner: f32Runner });

const rounds = Number(values.rounds);
console.log(`b2collide float64 vs float32: node ${process.version}, ${values.pairs} pairs per family, ${rounds} interleaved rounds`);
console.log(`median ns/call (median of per-round ratios to f64 (dist))`);
for (const family of buildPolygonFamilies(Number(values.pairs), 0x5eed)) {
  const timed: Timed[] = builds.map(({ engine, runner }) => ({ engine, runner: runner(family.pairs) }));
  const timings = timeInterleaved(timed, family.pairs.length, { rounds, turnMs: Number(values['turn-ms']), warmupMs: 200, clock: 'cpu' });
  const cells = timings.map((t, k) => `${t.engine} ${median(t.nsPerCall).toFixed(1)}${k === 0 ? '' : ` (${median(ratios(t, timings[0])).toFixed(3)}x)`}`);
  console.log(`  ${family.name.padEnd(14)} ${cells.join('   ')}`);
}
// Allocation is measured by npm run bench:f32-alloc, each build in a process of its own (in this
// one, a call site that has seen several builds would charge boxing to all of them).
console.log('allocation per call of both builds (and of --f64/--f32 FILE builds): npm run bench:f32-alloc');
