// The world bench's engines: each builds its own copies of a corpus's shapes and poses (in the
// corpus's order, as a world allocates them) and runs the corpus's calls in order, one pass per
// timed turn: the collide calls through one dispatch on the call kind, as b2CollideShapes does,
// and the b2TimeOfImpact calls on inputs built once. Every JS engine's pass is compiled with new
// Function, so each timed call site sees one engine's functions and classes only.
//
// box2d-wasm binds no b2TimeOfImpact, so it has no TOI row.

import * as b2 from 'b2collide';
import * as core from '@box2d/core';
import * as planckEsm from 'planck';
import type { Box2DWasm } from '../../compare/engines/box2d-wasm';
import type { SweepData } from '../../compare/toi/toi-input';
import type { Runner } from '../adapters/adapter_types';
import { b2Circle, b2Edge, b2Polygon, b2Xf, box2dcoreCircle, box2dcoreEdge, box2dcorePolygon, box2dcoreXf, plCircle, plEdge, plPolygon, plXf, type Planck } from '../adapters/engine_shapes';
import { wasmBuilder, wasmManifold } from '../adapters/wasm_shapes';
import { planckUmd } from '../scale/runners';
import { CALL_NAMES, PLANCK_CALL_NAMES, type WorldCorpus, type WorldShape } from './corpus';

export interface WorldEngine {
  readonly engine: string;
  /** The collide calls, in order. */
  readonly collide: Runner;
  /** The b2TimeOfImpact calls, in order; null where the engine has none. */
  readonly toi: Runner | null;
}

/** The engines in the order they are interleaved, b2collide first. */
export const WORLD_ENGINES = ['b2collide', 'planck ESM', 'planck UMD', '@box2d/core', 'box2d-wasm'] as const;

type Fn = (...args: unknown[]) => void;

const COLLIDE_PASS =
  'let s = 0; const n = k.length; for (let i = 0; i < n; ++i) { switch (k[i]) {' +
  ' case 0: f0(m, a[i], xa[i], b[i], xb[i]); break; case 1: f1(m, a[i], xa[i], b[i], xb[i]); break;' +
  ' case 2: f2(m, a[i], xa[i], b[i], xb[i]); break; case 3: f3(m, a[i], xa[i], b[i], xb[i]); break;' +
  ' default: f4(m, a[i], xa[i], b[i], xb[i]); } s += m.pointCount; } return s;';

interface Builders {
  circle(d: never): unknown;
  polygon(d: never): unknown;
  edge(d: never): unknown;
  xf(d: never): unknown;
}

function buildShapes(corpus: WorldCorpus, build: Builders): unknown[] {
  return corpus.shapes.map((s: WorldShape) => build[s.type](s.data as never));
}

/** A JS engine's collide runner: functions by CallKind, its own shapes and poses. */
function collideRunner(corpus: WorldCorpus, shapes: readonly unknown[], poses: readonly unknown[], fns: readonly Fn[], m: { pointCount: number }): Runner {
  const { calls } = corpus;
  const k = Int8Array.from(calls, (c) => c.kind);
  const a = calls.map((c) => shapes[c.shapeA]);
  const b = calls.map((c) => shapes[c.shapeB]);
  const xa = calls.map((c) => poses[c.poseA]);
  const xb = calls.map((c) => poses[c.poseB]);
  const pass = new Function('f0', 'f1', 'f2', 'f3', 'f4', 'm', 'k', 'a', 'xa', 'b', 'xb', COLLIDE_PASS) as (...args: unknown[]) => number;
  return {
    pass: () => pass(fns[0], fns[1], fns[2], fns[3], fns[4], m, k, a, xa, b, xb),
    one: (i) => (fns[k[i]](m, a[i], xa[i], b[i], xb[i]), m.pointCount),
  };
}

/** A JS engine's TOI runner over inputs built once; the state of each output is summed. */
function toiRunner(inputs: readonly unknown[], toi: Fn, output: { state: number }): Runner {
  const pass = new Function('f', 'o', 'v', 'let s = 0; const n = v.length; for (let i = 0; i < n; ++i) { f(o, v[i]); s += o.state; } return s;') as (
    f: Fn,
    o: unknown,
    v: readonly unknown[],
  ) => number;
  return { pass: () => pass(toi, output, inputs), one: (i) => (toi(output, inputs[i]), output.state) };
}

interface SweepLike {
  localCenter: { x: number; y: number };
  c0: { x: number; y: number };
  c: { x: number; y: number };
  a0: number;
  a: number;
  alpha0: number;
}

function loadSweep(sweep: SweepLike, s: SweepData): void {
  sweep.localCenter.x = s.localCenter[0];
  sweep.localCenter.y = s.localCenter[1];
  sweep.c0.x = s.c0[0];
  sweep.c0.y = s.c0[1];
  sweep.c.x = s.c[0];
  sweep.c.y = s.c[1];
  sweep.a0 = s.a0;
  sweep.a = s.a;
  sweep.alpha0 = s.alpha0;
}

function b2collideEngine(corpus: WorldCorpus): WorldEngine {
  const shapes = buildShapes(corpus, { circle: b2Circle, polygon: b2Polygon, edge: b2Edge, xf: b2Xf });
  const poses = corpus.poses.map(b2Xf);
  const fns = CALL_NAMES.map((name) => b2[name] as Fn);
  const inputs = corpus.tois.map((t) => {
    const input = new b2.b2TOIInput();
    input.proxyA.Set(shapes[t.shapeA] as b2.b2Shape, 0);
    input.proxyB.Set(shapes[t.shapeB] as b2.b2Shape, 0);
    loadSweep(input.sweepA, t.sweepA);
    loadSweep(input.sweepB, t.sweepB);
    input.tMax = t.tMax;
    return input;
  });
  return {
    engine: WORLD_ENGINES[0],
    collide: collideRunner(corpus, shapes, poses, fns, new b2.b2Manifold()),
    toi: toiRunner(inputs, b2.b2TimeOfImpact as Fn, new b2.b2TOIOutput()),
  };
}

function planckEngine(corpus: WorldCorpus, pl: Planck, name: string): WorldEngine {
  const shapes = buildShapes(corpus, { circle: (d) => plCircle(d, pl), polygon: (d) => plPolygon(d, pl), edge: (d) => plEdge(d, pl), xf: (d) => plXf(d, pl) });
  const poses = corpus.poses.map((d) => plXf(d, pl));
  const fns = PLANCK_CALL_NAMES.map((n) => (pl as unknown as Record<string, Fn>)[n]);
  const inputs = corpus.tois.map((t) => {
    const input = new pl.TOIInput();
    input.proxyA.set(shapes[t.shapeA] as planckEsm.Shape, 0);
    input.proxyB.set(shapes[t.shapeB] as planckEsm.Shape, 0);
    // planck's sweeps hold their own Vec2s; planck folds the angles of its input in place on the
    // first call, so later passes see the same input (bench/toi_main.ts).
    loadSweep(input.sweepA as unknown as SweepLike, t.sweepA);
    loadSweep(input.sweepB as unknown as SweepLike, t.sweepB);
    input.tMax = t.tMax;
    return input;
  });
  return {
    engine: name,
    collide: collideRunner(corpus, shapes, poses, fns, new pl.Manifold() as never),
    toi: toiRunner(inputs, pl.TimeOfImpact as Fn, new pl.TOIOutput() as never),
  };
}

function coreEngine(corpus: WorldCorpus): WorldEngine {
  const shapes = buildShapes(corpus, { circle: box2dcoreCircle, polygon: box2dcorePolygon, edge: box2dcoreEdge, xf: box2dcoreXf });
  const poses = corpus.poses.map(box2dcoreXf);
  const fns = CALL_NAMES.map((name) => (core as unknown as Record<string, Fn>)[name]);
  const inputs = corpus.tois.map((t) => {
    const input = new core.b2TOIInput();
    input.proxyA.SetShape(shapes[t.shapeA] as core.b2Shape, 0);
    input.proxyB.SetShape(shapes[t.shapeB] as core.b2Shape, 0);
    loadSweep(input.sweepA, t.sweepA);
    loadSweep(input.sweepB, t.sweepB);
    input.tMax = t.tMax;
    return input;
  });
  return {
    engine: WORLD_ENGINES[3],
    collide: collideRunner(corpus, shapes, poses, fns, new core.b2Manifold()),
    toi: toiRunner(inputs, core.b2TimeOfImpact as Fn, new core.b2TOIOutput() as never),
  };
}

const WASM_PASS =
  'let s = 0; const n = k.length; for (let i = 0; i < n; ++i) { switch (k[i]) {' +
  ' case 0: f0(m, a[i], xa[i], b[i], xb[i]); break; case 1: f1(m, a[i], xa[i], b[i], xb[i]); break;' +
  ' case 2: f2(m, a[i], xa[i], b[i], xb[i]); break; case 3: f3(m, a[i], xa[i], b[i], xb[i]); break;' +
  ' default: f4(m, a[i], xa[i], b[i], xb[i]); } s += heap[c]; } return s;';

function wasmEngine(box2d: Box2DWasm, corpus: WorldCorpus): WorldEngine {
  const build = wasmBuilder(box2d);
  const shapes = Int32Array.from(corpus.shapes, (s) => build[s.type](s.data as never));
  const poses = Int32Array.from(corpus.poses, (d) => build.xf(d));
  build.free();
  const { calls } = corpus;
  const k = Int8Array.from(calls, (c) => c.kind);
  const a = Int32Array.from(calls, (c) => shapes[c.shapeA]);
  const b = Int32Array.from(calls, (c) => shapes[c.shapeB]);
  const xa = Int32Array.from(calls, (c) => poses[c.poseA]);
  const xb = Int32Array.from(calls, (c) => poses[c.poseB]);
  const { pointer: m, pointCountIndex: c } = wasmManifold(box2d);
  const fns = CALL_NAMES.map((name) => (box2d as unknown as Record<string, Fn>)[name]);
  const pass = new Function('f0', 'f1', 'f2', 'f3', 'f4', 'm', 'k', 'a', 'xa', 'b', 'xb', 'heap', 'c', WASM_PASS) as (...args: unknown[]) => number;
  return {
    engine: WORLD_ENGINES[4],
    collide: {
      // HEAP32 is read at each pass: building may have grown the wasm memory.
      pass: () => pass(fns[0], fns[1], fns[2], fns[3], fns[4], m, k, a, xa, b, xb, box2d.HEAP32, c),
      one: (i) => (fns[k[i]](m, a[i], xa[i], b[i], xb[i]), box2d.HEAP32[c]),
    },
    toi: null,
  };
}

/** Every engine on its own copies of the corpus, in WORLD_ENGINES order. */
export function worldEngines(box2d: Box2DWasm, corpus: WorldCorpus): WorldEngine[] {
  return [
    b2collideEngine(corpus),
    planckEngine(corpus, planckEsm, WORLD_ENGINES[1]),
    planckEngine(corpus, planckUmd, WORLD_ENGINES[2]),
    coreEngine(corpus),
    wasmEngine(box2d, corpus),
  ];
}
