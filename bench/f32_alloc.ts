// npm run bench:f32-alloc: bytes per call and GCs of every hot function in the float64 build
// ('b2collide') and in its float32 twin ('b2collide/f32'), on the bench corpora: the mixed polygon
// family (bench/polygon_pairs.ts) and the four round families (bench/round_pairs.ts). The polygon
// rows are bench/alloc_functions.ts's, measured the same way; this file adds the circle, edge and
// all-kinds rows, the shape queries of the four shapes and b2TimeOfImpact (bench/ab_queries.ts).
//
// Each build runs in a child process of its own (this file with --build f64|f32): in one process
// the runner closures would see both builds' functions, and a call site that has seen two targets
// inlines neither, which would charge boxing to the float64 build that it never pays alone.
// Options: --pairs N (per family), --calls N (per function), --only SUBSTRING (function names),
// --f64 FILE.mjs / --f32 FILE.mjs (measure another build of either, e.g. a dist copied aside).

import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { libShapes, type Lib } from './adapters/lib_shapes';
import { queryFamilyNames, queryRunner } from './ab_queries';
import { castTranslations, measureRunners, polygonFunctionRunners, run, type FunctionRunner } from './alloc_functions';
import { allocatesPerCall } from './alloc_check';
import { buildPolygonFamilies } from './polygon_pairs';
import { buildRoundFamilies, ofKind, type EdgeData } from './round_pairs';

type Xf = InstanceType<Lib['b2Transform']>;
type Shape = Parameters<Lib['b2CollideShapes']>[1];

const { values } = parseArgs({
  options: {
    build: { type: 'string' },
    pairs: { type: 'string', default: '2048' },
    calls: { type: 'string', default: '1000000' },
    only: { type: 'string' },
    f64: { type: 'string' },
    f32: { type: 'string' },
  },
});
const seed = 0x5eed;

/** One runner per function of `lib`, in the order the table prints them: alloc_functions.ts's polygon rows first. */
function runners(lib: Lib, pairCount: number, round: (x: number) => number): FunctionRunner[] {
  const make = libShapes(lib, round);
  const mixed = buildPolygonFamilies(pairCount, seed).find((f) => f.name === 'mixed');
  if (mixed === undefined) throw new Error('f32_alloc: no mixed polygon family');
  const pairs = mixed.pairs;
  const list = polygonFunctionRunners(lib, pairs, round);

  const manifold = new lib.b2Manifold();
  const world = new lib.b2WorldManifold();
  const input = new lib.b2DistanceInput();
  input.useRadii = true;
  const cache = new lib.b2SimplexCache();
  const output = new lib.b2DistanceOutput();
  const castInput = new lib.b2ShapeCastInput();
  const castOutput = new lib.b2ShapeCastOutput();

  // Every pair of every corpus, for the functions that take any shapes (b2CollideShapes, ...).
  // Chains are made from the edge pairs (one child with the same ghost vertices); the polygon-circle
  // pairs go in both orders, so that b2CollideShapes also swaps.
  const all: { a: Shape; ia: number; xa: Xf; b: Shape; ib: number; xb: Xf }[] = pairs.map((p) => ({ a: make.polygon(p.a), ia: 0, xa: make.xf(p.xfA), b: make.polygon(p.b), ib: 0, xb: make.xf(p.xfB) }));
  const chain = (d: EdgeData): Shape => {
    const [x0, y0, x1, y1, x2, y2, x3, y3] = d.v;
    return new lib.b2ChainShape().CreateChain([{ x: x1, y: y1 }, { x: x2, y: y2 }], 2, { x: x0, y: y0 }, { x: x3, y: y3 });
  };

  for (const family of buildRoundFamilies(pairCount, seed)) {
    const ps = family.pairs;
    const m = ps.length;
    const xa = ps.map((p) => make.xf(p.xfA));
    const xb = ps.map((p) => make.xf(p.xfB));
    switch (family.name) {
      case 'circle-circle': {
        const q = ofKind(ps, 'circle-circle');
        const a = q.map((p) => make.circle(p.a));
        const b = q.map((p) => make.circle(p.b));
        q.forEach((_, i) => all.push({ a: a[i], ia: 0, xa: xa[i], b: b[i], ib: 0, xb: xb[i] }));
        list.push({ name: 'b2CollideCircles', n: m, runner: run(m, (i) => (lib.b2CollideCircles(manifold, a[i], xa[i], b[i], xb[i]), manifold.pointCount)) });
        const ms = q.map((_, i) => {
          const mi = new lib.b2Manifold();
          lib.b2CollideCircles(mi, a[i], xa[i], b[i], xb[i]);
          return mi;
        });
        list.push({ name: 'Initialize (e_circles)', n: m, runner: run(m, (i) => (world.Initialize(ms[i], xa[i], a[i].m_radius, xb[i], b[i].m_radius), ms[i].pointCount)) });
        list.push({
          name: 'b2TestOverlap (circles)',
          n: m,
          runner: run(m, (i) => (lib.b2TestOverlap(a[i], 0, b[i], 0, xa[i], xb[i]) ? 1 : 0)),
        });
        break;
      }
      case 'polygon-circle': {
        const q = ofKind(ps, 'polygon-circle');
        const a = q.map((p) => make.polygon(p.a));
        const b = q.map((p) => make.circle(p.b));
        q.forEach((_, i) => all.push({ a: a[i], ia: 0, xa: xa[i], b: b[i], ib: 0, xb: xb[i] }, { a: b[i], ia: 0, xa: xb[i], b: a[i], ib: 0, xb: xa[i] }));
        list.push({ name: 'b2CollidePolygonAndCircle', n: m, runner: run(m, (i) => (lib.b2CollidePolygonAndCircle(manifold, a[i], xa[i], b[i], xb[i]), manifold.pointCount)) });
        list.push({
          name: 'b2Distance (polygon-circle)',
          n: m,
          runner: run(m, (i) => {
            input.proxyA.Set(a[i], 0);
            input.proxyB.Set(b[i], 0);
            input.transformA.Copy(xa[i]);
            input.transformB.Copy(xb[i]);
            cache.count = 0;
            lib.b2Distance(output, cache, input);
            return output.iterations;
          }),
        });
        // A circle's radius is above b2_polygonRadius, so b2Max takes the other branch than for polygons.
        const moves = castTranslations(lib, q);
        list.push({
          name: 'b2ShapeCast (polygon-circle)',
          n: m,
          runner: run(m, (i) => {
            castInput.proxyA.Set(a[i], 0);
            castInput.proxyB.Set(b[i], 0);
            castInput.transformA.Copy(xa[i]);
            castInput.transformB.Copy(xb[i]);
            castInput.translationB.Copy(moves[i]);
            return lib.b2ShapeCast(castOutput, castInput) ? 1 : 0;
          }),
        });
        break;
      }
      case 'edge-circle': {
        const q = ofKind(ps, 'edge-circle');
        const a = q.map((p) => make.edge(p.a));
        const b = q.map((p) => make.circle(p.b));
        q.forEach((p, i) => all.push({ a: a[i], ia: 0, xa: xa[i], b: b[i], ib: 0, xb: xb[i] }, { a: chain(p.a), ia: 0, xa: xa[i], b: b[i], ib: 0, xb: xb[i] }));
        list.push({ name: 'b2CollideEdgeAndCircle', n: m, runner: run(m, (i) => (lib.b2CollideEdgeAndCircle(manifold, a[i], xa[i], b[i], xb[i]), manifold.pointCount)) });
        break;
      }
      case 'edge-polygon': {
        const q = ofKind(ps, 'edge-polygon');
        const a = q.map((p) => make.edge(p.a));
        const b = q.map((p) => make.polygon(p.b));
        q.forEach((p, i) => all.push({ a: a[i], ia: 0, xa: xa[i], b: b[i], ib: 0, xb: xb[i] }, { a: chain(p.a), ia: 0, xa: xa[i], b: b[i], ib: 0, xb: xb[i] }));
        list.push({ name: 'b2CollideEdgeAndPolygon', n: m, runner: run(m, (i) => (lib.b2CollideEdgeAndPolygon(manifold, a[i], xa[i], b[i], xb[i]), manifold.pointCount)) });
        const ms = q.map((_, i) => {
          const mi = new lib.b2Manifold();
          lib.b2CollideEdgeAndPolygon(mi, a[i], xa[i], b[i], xb[i]);
          return mi;
        });
        list.push({ name: 'Initialize (edge-polygon)', n: m, runner: run(m, (i) => (world.Initialize(ms[i], xa[i], a[i].m_radius, xb[i], b[i].m_radius), ms[i].pointCount)) });
        const moves = castTranslations(lib, q);
        list.push({
          name: 'b2ShapeCast (edge-polygon)',
          n: m,
          runner: run(m, (i) => {
            castInput.proxyA.Set(a[i], 0);
            castInput.proxyB.Set(b[i], 0);
            castInput.transformA.Copy(xa[i]);
            castInput.transformB.Copy(xb[i]);
            castInput.translationB.Copy(moves[i]);
            return lib.b2ShapeCast(castOutput, castInput) ? 1 : 0;
          }),
        });
        break;
      }
    }
  }

  // The all-kinds rows, in a fixed interleaved order (a stride coprime to the length).
  const k = all.length;
  let stride = 7919;
  while (k % stride === 0) stride += 2;
  const mix = all.map((_, i) => all[(i * stride) % k]);
  const mixManifolds = mix.map(() => new lib.b2Manifold());
  const swapped = mix.map((e, i) => lib.b2CollideShapes(mixManifolds[i], e.a, e.ia, e.xa, e.b, e.ib, e.xb));
  list.push(
    { name: 'b2CollideShapes (all kinds)', n: k, runner: run(k, (i) => (lib.b2CollideShapes(manifold, mix[i].a, mix[i].ia, mix[i].xa, mix[i].b, mix[i].ib, mix[i].xb) ? 1 : 0)) },
    { name: 'b2TestOverlap (all kinds)', n: k, runner: run(k, (i) => (lib.b2TestOverlap(mix[i].a, mix[i].ia, mix[i].b, mix[i].ib, mix[i].xa, mix[i].xb) ? 1 : 0)) },
    {
      name: 'b2Distance (all kinds)',
      n: k,
      runner: run(k, (i) => {
        input.proxyA.Set(mix[i].a, mix[i].ia);
        input.proxyB.Set(mix[i].b, mix[i].ib);
        input.transformA.Copy(mix[i].xa);
        input.transformB.Copy(mix[i].xb);
        cache.count = 0;
        lib.b2Distance(output, cache, input);
        return output.iterations;
      }),
    },
    {
      // As a solver calls it: the radii read from the shapes, in the manifold's order. Where V8 does
      // not inline Initialize, the caller boxes each double it passes (16 B each), so this row is
      // also the call site's cost. One call site: V8 does not inline a call site run in fewer than
      // about 15% of the calls of its function, and a second site for the swapped pairs would be one.
      name: 'Initialize (all kinds, m_radius)',
      n: k,
      runner: run(k, (i) => {
        const e = mix[i];
        const mi = mixManifolds[i];
        const sw = swapped[i];
        world.Initialize(mi, sw ? e.xb : e.xa, sw ? e.b.m_radius : e.a.m_radius, sw ? e.xa : e.xb, sw ? e.a.m_radius : e.b.m_radius);
        return mi.pointCount;
      }),
    },
  );
  // The shape queries of the four shapes and b2TimeOfImpact (bench/ab_queries.ts's runners; its
  // distance, shape-cast, overlap and Initialize rows are the ones above).
  for (const family of queryFamilyNames.filter((f) => f.includes('-') || f === 'toi')) {
    const r = queryRunner(lib, family, pairCount, seed, round);
    if (r === undefined) throw new Error(`f32_alloc: ${family} is not in this build`);
    list.push({ name: family === 'toi' ? 'b2TimeOfImpact' : family, n: pairCount, runner: r });
  }
  return list;
}

interface Row {
  name: string;
  bytesPerCall: number;
  gcs: number;
  allocates: boolean;
}

async function measureBuild(lib: Lib, round: (x: number) => number): Promise<Row[]> {
  const list = runners(lib, Number(values.pairs), round).filter((f) => values.only === undefined || f.name.includes(values.only));
  const measured = await measureRunners(list, Number(values.calls));
  return measured.map(({ engine, allocation: a }) => ({ name: engine, bytesPerCall: a.bytes / a.calls, gcs: a.gcs, allocates: allocatesPerCall(a) }));
}

if (values.build !== undefined) {
  // Child: one build, rows as JSON on the last line.
  if (values.build !== 'f64' && values.build !== 'f32') throw new Error(`f32_alloc: --build must be f64 or f32, got ${values.build}`);
  const other = values[values.build];
  // Imported here, so the f64 child never loads the twin (both build the corpus with 'b2collide').
  const lib = (other !== undefined ? await import(pathToFileURL(resolve(other)).href) : values.build === 'f32' ? await import('b2collide/f32') : await import('b2collide')) as Lib;
  // By build, not by module: a --f32 FILE is a float32 twin too.
  console.log(JSON.stringify(await measureBuild(lib, values.build === 'f32' ? Math.fround : (x) => x)));
} else {
  const self = fileURLToPath(import.meta.url);
  const passOn = process.argv.slice(2);
  const results: Record<string, Row[]> = {};
  for (const build of ['f64', 'f32']) {
    const child = spawnSync(process.execPath, [...process.execArgv, self, '--build', build, ...passOn], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    if (child.status !== 0) throw new Error(`f32_alloc: the ${build} child failed (status ${child.status})`);
    const lines = child.stdout.trim().split('\n');
    results[build] = JSON.parse(lines[lines.length - 1]) as Row[];
  }
  console.log(`b2collide allocation per call, float64 vs float32 twin: node ${process.version}, ${values.pairs} pairs per family, >= ${values.calls} calls per function`);
  if (values.f64 !== undefined || values.f32 !== undefined) console.log(`builds: f64 ${values.f64 ?? 'dist'}, f32 ${values.f32 ?? 'dist'}`);
  console.log(`${'function'.padEnd(32)} ${'f64 B/call'.padStart(11)} ${'GCs'.padStart(4)}   ${'f32 B/call'.padStart(11)} ${'GCs'.padStart(4)}`);
  const cell = (r: Row | undefined) => (r === undefined ? `${'-'.padStart(11)} ${''.padStart(4)}` : `${r.bytesPerCall.toFixed(1).padStart(11)} ${String(r.gcs).padStart(4)}${r.allocates ? '*' : ' '}`);
  let failing = 0;
  for (const r of results.f64) {
    const r32 = results.f32.find((x) => x.name === r.name);
    console.log(`${r.name.padEnd(32)} ${cell(r)}  ${cell(r32)}`);
    if (r.allocates || r32?.allocates) failing++;
  }
  console.log(failing === 0 ? 'no function allocates per call in either build' : `* allocates per call (>= 0.1 B/call or a GC): ${failing} function(s)`);
  if (failing > 0) process.exitCode = 1;
}
