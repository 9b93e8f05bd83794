// npm run bench:f32-alloc: bytes per call and GCs of every hot function in the float64 build
// ('b2collide') and in its float32 twin ('b2collide/f32'), on the bench corpora: the mixed polygon
// family (bench/polygon_pairs.ts) and the four round families (bench/round_pairs.ts). Measured as
// bench/alloc_check.ts measures b2CollidePolygons; the polygon helpers are called as
// bench/alloc_functions.ts calls them.
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
import * as f64 from 'b2collide';
import * as f32 from 'b2collide/f32';
import type { Runner } from './adapters/adapter_types';
import { allocatesPerCall, measureAllocation } from './alloc_check';
import type { PolygonData, PoseData } from './pair_types';
import { buildPolygonFamilies } from './polygon_pairs';
import { buildRoundFamilies, ofKind, type CircleData, type EdgeData } from './round_pairs';

type Lib = typeof f32;
type Polygon = InstanceType<Lib['b2PolygonShape']>;
type Circle = InstanceType<Lib['b2CircleShape']>;
type Edge = InstanceType<Lib['b2EdgeShape']>;
type Xf = InstanceType<Lib['b2Transform']>;
type Manifold = InstanceType<Lib['b2Manifold']>;
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

/** The library's own shapes and transforms from the corpus numbers (the f32 setters round them). */
function maker(lib: Lib) {
  return {
    polygon(d: PolygonData): Polygon {
      const s = new lib.b2PolygonShape();
      for (let i = 0; i < d.count; ++i) {
        s.m_vertices[i].Set(d.vertices[2 * i], d.vertices[2 * i + 1]);
        s.m_normals[i].Set(d.normals[2 * i], d.normals[2 * i + 1]);
      }
      s.m_count = d.count;
      s.m_radius = lib === f32 ? Math.fround(d.radius) : d.radius;
      return s;
    },
    circle(d: CircleData): Circle {
      return new lib.b2CircleShape(d.radius, { x: d.x, y: d.y });
    },
    edge(d: EdgeData): Edge {
      const [x0, y0, x1, y1, x2, y2, x3, y3] = d.v;
      const e = new lib.b2EdgeShape();
      return d.oneSided ? e.SetOneSided({ x: x0, y: y0 }, { x: x1, y: y1 }, { x: x2, y: y2 }, { x: x3, y: y3 }) : e.SetTwoSided({ x: x1, y: y1 }, { x: x2, y: y2 });
    },
    xf(d: PoseData): Xf {
      return new lib.b2Transform().SetPositionSinCos(d.px, d.py, d.s, d.c);
    },
  };
}

/** A runner whose pass() calls body(i) for every i; one closure per function, so one call target each. */
function run(n: number, body: (i: number) => number): Runner {
  return {
    pass() {
      let sum = 0;
      for (let i = 0; i < n; ++i) sum += body(i);
      return sum;
    },
    one: body,
  };
}

/** One runner per function of `lib`, in the order the table prints them. */
function runners(lib: Lib, pairCount: number): { name: string; n: number; runner: Runner }[] {
  const make = maker(lib);
  const mixed = buildPolygonFamilies(pairCount, seed).find((f) => f.name === 'mixed');
  if (mixed === undefined) throw new Error('f32_alloc: no mixed polygon family');
  const pairs = mixed.pairs;
  const n = pairs.length;
  const shapesA = pairs.map((p) => make.polygon(p.a));
  const shapesB = pairs.map((p) => make.polygon(p.b));
  const xfsA = pairs.map((p) => make.xf(p.xfA));
  const xfsB = pairs.map((p) => make.xf(p.xfB));
  const manifold = new lib.b2Manifold();
  const manifolds = pairs.map((_, i) => {
    const m = new lib.b2Manifold();
    lib.b2CollidePolygons(m, shapesA[i], xfsA[i], shapesB[i], xfsB[i]);
    return m;
  });

  const edgeIndex = [0];
  const incident = [new lib.b2ClipVertex(), new lib.b2ClipVertex()];
  const clipped = [new lib.b2ClipVertex(), new lib.b2ClipVertex()];
  const clipNormal = new lib.b2Vec2(1, 0);
  const world = new lib.b2WorldManifold();
  const state1: number[] = [0, 0];
  const state2: number[] = [0, 0];
  const input = new lib.b2DistanceInput();
  input.useRadii = true;
  const cache = new lib.b2SimplexCache();
  const output = new lib.b2DistanceOutput();
  // One warm cache per pair, filled by a first b2Distance, so ReadCache's metric path runs.
  const caches = pairs.map((_, i) => {
    const c = new lib.b2SimplexCache();
    input.proxyA.Set(shapesA[i], 0);
    input.proxyB.Set(shapesB[i], 0);
    input.transformA.Copy(xfsA[i]);
    input.transformB.Copy(xfsB[i]);
    lib.b2Distance(output, c, input);
    return c;
  });
  // Shape cast: B moves twice the way to A's origin, so most casts hit.
  const castInput = new lib.b2ShapeCastInput();
  const castOutput = new lib.b2ShapeCastOutput();
  const translations = pairs.map((p) => new lib.b2Vec2(2 * (p.xfA.px - p.xfB.px), 2 * (p.xfA.py - p.xfB.py)));
  // The radii passed to Initialize: a constant, not a double loaded per pair, because a double
  // passed to a call V8 does not inline is boxed by the caller, which is not the callee's cost.
  const radius = lib.b2_polygonRadius;

  const list: { name: string; n: number; runner: Runner }[] = [
    { name: 'b2CollidePolygons', n, runner: run(n, (i) => (lib.b2CollidePolygons(manifold, shapesA[i], xfsA[i], shapesB[i], xfsB[i]), manifold.pointCount)) },
    { name: 'b2FindMaxSeparation', n, runner: run(n, (i) => (lib.b2FindMaxSeparation(edgeIndex, shapesA[i], xfsA[i], shapesB[i], xfsB[i]) > 0 ? 1 : 0)) },
    {
      name: 'b2FindIncidentEdge',
      n,
      runner: run(n, (i) => {
        lib.b2FindIncidentEdge(incident, shapesA[i], xfsA[i], i % shapesA[i].m_count, shapesB[i], xfsB[i]);
        return incident[0].id.cf.indexB;
      }),
    },
    {
      // As alloc_functions.ts. The offset is a double the caller computes: where V8 does not inline
      // the call, the caller boxes it (the C++ signature takes a float), and this row counts that.
      name: 'b2ClipSegmentToLine',
      n,
      runner: run(n, (i) => {
        lib.b2FindIncidentEdge(incident, shapesA[i], xfsA[i], 0, shapesB[i], xfsB[i]);
        const offset = 0.5 * (incident[0].v.x + incident[1].v.x) + (i % 3) - 1;
        return lib.b2ClipSegmentToLine(clipped, incident, clipNormal, offset, i & 7);
      }),
    },
    {
      name: 'b2WorldManifold.Initialize',
      n,
      runner: run(n, (i) => {
        world.Initialize(manifolds[i], xfsA[i], radius, xfsB[i], radius);
        return manifolds[i].pointCount;
      }),
    },
    {
      name: 'b2GetPointStates',
      n,
      runner: run(n, (i) => {
        lib.b2GetPointStates(state1, state2, manifolds[i], manifolds[(i + 1) % n]);
        return state1[0] + state2[0];
      }),
    },
    {
      name: 'b2Distance (cold)',
      n,
      runner: run(n, (i) => {
        input.proxyA.Set(shapesA[i], 0);
        input.proxyB.Set(shapesB[i], 0);
        input.transformA.Copy(xfsA[i]);
        input.transformB.Copy(xfsB[i]);
        cache.count = 0;
        lib.b2Distance(output, cache, input);
        return output.iterations;
      }),
    },
    {
      name: 'b2Distance (warm cache)',
      n,
      runner: run(n, (i) => {
        input.proxyA.Set(shapesA[i], 0);
        input.proxyB.Set(shapesB[i], 0);
        input.transformA.Copy(xfsA[i]);
        input.transformB.Copy(xfsB[i]);
        lib.b2Distance(output, caches[i], input);
        return output.iterations;
      }),
    },
    { name: 'b2TestOverlap', n, runner: run(n, (i) => (lib.b2TestOverlap(shapesA[i], 0, shapesB[i], 0, xfsA[i], xfsB[i]) ? 1 : 0)) },
    {
      name: 'b2ShapeCast',
      n,
      runner: run(n, (i) => {
        castInput.proxyA.Set(shapesA[i], 0);
        castInput.proxyB.Set(shapesB[i], 0);
        castInput.transformA.Copy(xfsA[i]);
        castInput.transformB.Copy(xfsB[i]);
        castInput.translationB.Copy(translations[i]);
        return lib.b2ShapeCast(castOutput, castInput) ? 1 : 0;
      }),
    },
  ];

  // Every pair of every corpus, for the functions that take any shapes (b2CollideShapes, ...).
  // Chains are made from the edge pairs (one child with the same ghost vertices); the polygon-circle
  // pairs go in both orders, so that b2CollideShapes also swaps.
  const all: { a: Shape; ia: number; xa: Xf; b: Shape; ib: number; xb: Xf }[] = pairs.map((_, i) => ({ a: shapesA[i], ia: 0, xa: xfsA[i], b: shapesB[i], ib: 0, xb: xfsB[i] }));
  const chain = (d: EdgeData): Shape => {
    const [x0, y0, x1, y1, x2, y2, x3, y3] = d.v;
    return new lib.b2ChainShape().CreateChain([{ x: x1, y: y1 }, { x: x2, y: y2 }], 2, { x: x0, y: y0 }, { x: x3, y: y3 });
  };

  for (const family of buildRoundFamilies(pairCount, seed)) {
    const ps = family.pairs;
    const m = ps.length;
    const xa = ps.map((p) => make.xf(p.xfA));
    const xb = ps.map((p) => make.xf(p.xfB));
    const ms: Manifold[] = ps.map(() => new lib.b2Manifold());
    switch (family.name) {
      case 'circle-circle': {
        const q = ofKind(ps, 'circle-circle');
        const a = q.map((p) => make.circle(p.a));
        const b = q.map((p) => make.circle(p.b));
        q.forEach((_, i) => all.push({ a: a[i], ia: 0, xa: xa[i], b: b[i], ib: 0, xb: xb[i] }));
        list.push({ name: 'b2CollideCircles', n: m, runner: run(m, (i) => (lib.b2CollideCircles(manifold, a[i], xa[i], b[i], xb[i]), manifold.pointCount)) });
        a.forEach((_, i) => lib.b2CollideCircles(ms[i], a[i], xa[i], b[i], xb[i]));
        list.push({ name: 'Initialize (e_circles)', n: m, runner: run(m, (i) => (world.Initialize(ms[i], xa[i], radius, xb[i], radius), ms[i].pointCount)) });
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
        const moves = q.map((p) => new lib.b2Vec2(2 * (p.xfA.px - p.xfB.px), 2 * (p.xfA.py - p.xfB.py)));
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
        a.forEach((_, i) => lib.b2CollideEdgeAndPolygon(ms[i], a[i], xa[i], b[i], xb[i]));
        list.push({ name: 'Initialize (edge-polygon)', n: m, runner: run(m, (i) => (world.Initialize(ms[i], xa[i], radius, xb[i], radius), ms[i].pointCount)) });
        list.push({
          name: 'b2ShapeCast (edge-polygon)',
          n: m,
          runner: run(m, (i) => {
            castInput.proxyA.Set(a[i], 0);
            castInput.proxyB.Set(b[i], 0);
            castInput.transformA.Copy(xa[i]);
            castInput.transformB.Copy(xb[i]);
            castInput.translationB.Copy(translations[i % n]);
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
  return list;
}

interface Row {
  name: string;
  bytesPerCall: number;
  gcs: number;
  allocates: boolean;
}

async function measureBuild(lib: Lib): Promise<Row[]> {
  const rows: Row[] = [];
  const calls = Number(values.calls);
  for (const { name, n, runner } of runners(lib, Number(values.pairs))) {
    if (values.only !== undefined && !name.includes(values.only)) continue;
    for (let w = 0; w < 200; ++w) runner.pass();
    const a = await measureAllocation(runner, Math.ceil(calls / n), n);
    rows.push({ name, bytesPerCall: a.bytes / a.calls, gcs: a.gcs, allocates: allocatesPerCall(a) });
  }
  return rows;
}

if (values.build !== undefined) {
  // Child: one build, rows as JSON on the last line.
  if (values.build !== 'f64' && values.build !== 'f32') throw new Error(`f32_alloc: --build must be f64 or f32, got ${values.build}`);
  const other = values[values.build];
  const lib = other !== undefined ? ((await import(pathToFileURL(resolve(other)).href)) as Lib) : values.build === 'f32' ? f32 : (f64 as unknown as Lib);
  console.log(JSON.stringify(await measureBuild(lib)));
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
