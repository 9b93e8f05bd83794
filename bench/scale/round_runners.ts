// Timed runners of the scale bench for the circle and edge families (round_pairs.ts):
// b2CollideCircles, b2CollidePolygonAndCircle, b2CollideEdgeAndCircle and b2CollideEdgeAndPolygon
// against the same peers as runners.ts, over the same kind of visit sequence (visits.ts). One
// family is one kind of pair, so each engine's loop is compiled with new Function per runner
// (as in ab_runners.ts): every timed call site sees one function of one build, and the planck ESM
// and UMD loops do not share feedback.
//
// planck-js 1.3.0 runs Box2D v2.3's edge collision (no one-sided edges), so its edge rows time a
// different algorithm and its point counts differ where v2.4.1's one-sided rules apply.

import * as b2 from 'b2collide';
import * as core from '@box2d/core';
import * as planckEsm from 'planck-js';
import type { Box2DWasm } from '../../compare/engines/box2d-wasm';
import type { Runner } from '../adapters/adapter_types';
import {
  b2Circle, b2Edge, b2Polygon, b2Xf, box2dcoreCircle, box2dcoreEdge, box2dcorePolygon, box2dcoreXf,
  plCircle, plEdge, plPolygon, plXf, type Planck,
} from '../adapters/engine_shapes';
import { wasmBuilder, wasmManifold } from '../adapters/wasm_shapes';
import type { RoundKind, RoundPair } from '../round_pairs';
import { collideName, planckName } from '../ab_runners';
import { planckUmd, SCALE_ENGINES, type ScaleRunner } from './runners';

type Collide = (...args: unknown[]) => void;
type WasmPass = (f: Collide, m: number, a: Int32Array, xa: Int32Array, b: Int32Array, xb: Int32Array, v: Int32Array, heap: Int32Array, c: number) => number;

// A fresh function per runner, so its call site has feedback of its own. The JS engines' manifold
// is an object with pointCount; box2d-wasm's pointCount is read from the heap.
function makePass(): (f: Collide, m: { pointCount: number }, a: unknown[], xa: unknown[], b: unknown[], xb: unknown[], v: Int32Array) => number {
  return new Function(
    'f', 'm', 'a', 'xa', 'b', 'xb', 'v',
    'let s = 0; const n = v.length; for (let k = 0; k < n; ++k) { const i = v[k]; f(m, a[i], xa[i], b[i], xb[i]); s += m.pointCount; } return s;',
  ) as never;
}
function makeWasmPass(): WasmPass {
  return new Function(
    'f', 'm', 'a', 'xa', 'b', 'xb', 'v', 'heap', 'c',
    'let s = 0; const n = v.length; for (let k = 0; k < n; ++k) { const i = v[k]; f(m, a[i], xa[i], b[i], xb[i]); s += heap[c]; } return s;',
  ) as WasmPass;
}

/** One engine's builders for the three shapes and the transform. */
interface Builders<S, X> {
  circle(d: Extract<RoundPair, { kind: 'circle-circle' }>['a']): S;
  polygon(d: Extract<RoundPair, { kind: 'polygon-circle' }>['a']): S;
  edge(d: Extract<RoundPair, { kind: 'edge-circle' }>['a']): S;
  xf(d: RoundPair['xfA']): X;
}

function shapeOf<S>(builders: Builders<S, unknown>, kind: string, d: unknown): S {
  return kind === 'circle' ? builders.circle(d as never) : kind === 'edge' ? builders.edge(d as never) : builders.polygon(d as never);
}

function jsRunner<S, X>(builders: Builders<S, X>, collide: Collide, manifold: { pointCount: number }, pairs: readonly RoundPair[], visits: Int32Array): Runner {
  const [kindA, kindB] = pairs[0].kind.split('-');
  const a = pairs.map((p) => shapeOf(builders, kindA, p.a));
  const b = pairs.map((p) => shapeOf(builders, kindB, p.b));
  const xa = pairs.map((p) => builders.xf(p.xfA));
  const xb = pairs.map((p) => builders.xf(p.xfB));
  const pass = makePass();
  return {
    pass: () => pass(collide, manifold, a, xa, b, xb, visits),
    one: (i) => (collide(manifold, a[i], xa[i], b[i], xb[i]), manifold.pointCount),
  };
}

function planckBuilders(pl: Planck): Builders<unknown, unknown> {
  return { circle: (d) => plCircle(d, pl), polygon: (d) => plPolygon(d, pl), edge: (d) => plEdge(d, pl), xf: (d) => plXf(d, pl) };
}

function box2dWasmRunner(box2d: Box2DWasm, kind: RoundKind, pairs: readonly RoundPair[], visits: Int32Array): Runner {
  const build = wasmBuilder(box2d);
  const [kindA, kindB] = kind.split('-');
  const shape = (k: string, d: unknown) => shapeOf({ circle: build.circle, polygon: build.polygon, edge: build.edge, xf: build.xf }, k, d);
  const a = Int32Array.from(pairs, (p) => shape(kindA, p.a));
  const b = Int32Array.from(pairs, (p) => shape(kindB, p.b));
  const xa = Int32Array.from(pairs, (p) => build.xf(p.xfA));
  const xb = Int32Array.from(pairs, (p) => build.xf(p.xfB));
  build.free();
  const { pointer: m, pointCountIndex: c } = wasmManifold(box2d);
  const collide = (box2d as unknown as Record<string, Collide>)[collideName[kind]];
  const pass = makeWasmPass();
  return {
    // HEAP32 is read at each pass: building a later family may have grown the wasm memory.
    pass: () => pass(collide, m, a, xa, b, xb, visits, box2d.HEAP32, c),
    one: (i) => (collide(m, a[i], xa[i], b[i], xb[i]), box2d.HEAP32[c]),
  };
}

/** The engines for one circle or edge family, in SCALE_ENGINES order (b2collide first). */
export function roundScaleRunners(box2d: Box2DWasm, kind: RoundKind, pairs: readonly RoundPair[], visits: Int32Array): ScaleRunner[] {
  const b2Builders: Builders<unknown, unknown> = { circle: b2Circle, polygon: b2Polygon, edge: b2Edge, xf: b2Xf };
  const coreBuilders: Builders<unknown, unknown> = { circle: box2dcoreCircle, polygon: box2dcorePolygon, edge: box2dcoreEdge, xf: box2dcoreXf };
  // The same function names in b2collide, @box2d/core and box2d-wasm; planck's differ.
  const fn = (module: object, name: string) => (module as Record<string, Collide>)[name];
  const runners: Runner[] = [
    jsRunner(b2Builders, fn(b2, collideName[kind]), new b2.b2Manifold(), pairs, visits),
    jsRunner(planckBuilders(planckEsm), fn(planckEsm, planckName[kind]), new planckEsm.Manifold(), pairs, visits),
    jsRunner(planckBuilders(planckUmd), fn(planckUmd, planckName[kind]), new planckUmd.Manifold(), pairs, visits),
    jsRunner(coreBuilders, fn(core, collideName[kind]), new core.b2Manifold(), pairs, visits),
    box2dWasmRunner(box2d, kind, pairs, visits),
  ];
  return runners.map((runner, k) => ({ engine: SCALE_ENGINES[k], runner }));
}
