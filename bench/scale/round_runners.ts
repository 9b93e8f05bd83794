// Timed runners of the scale bench for the circle and edge families (round_pairs.ts):
// b2CollideCircles, b2CollidePolygonAndCircle, b2CollideEdgeAndCircle and b2CollideEdgeAndPolygon
// against the same peers as runners.ts, over the same kind of visit sequence (visits.ts). The JS
// engines run through ab_runners.ts's engineRunner, whose loop is compiled with new Function per
// runner: every timed call site sees one function of one build, and the planck ESM and UMD loops
// do not share feedback. box2d-wasm's loop, which reads pointCount from the heap, is here.
//
// planck 1.5.0 runs Box2D v2.3's edge collision (no one-sided edges), so its edge rows time a
// different algorithm and its point counts differ where v2.4.1's one-sided rules apply.

import * as b2 from 'b2collide';
import * as core from '@box2d/core';
import * as planckEsm from 'planck';
import type { Box2DWasm } from '../../compare/engines/box2d-wasm';
import type { Runner } from '../adapters/adapter_types';
import { box2dcoreCircle, box2dcoreEdge, box2dcorePolygon, box2dcoreXf } from '../adapters/engine_shapes';
import { wasmBuilder, wasmManifold } from '../adapters/wasm_shapes';
import type { RoundKind, RoundPair } from '../round_pairs';
import { collideName, engineRunner, libRunner, moduleFunction, planckRunner, type ShapeBuilders } from '../ab_runners';
import { planckUmd, SCALE_ENGINES, type ScaleRunner } from './runners';

type Collide = (...args: unknown[]) => void;
type WasmPass = (f: Collide, m: number, a: Int32Array, xa: Int32Array, b: Int32Array, xb: Int32Array, v: Int32Array, heap: Int32Array, c: number) => number;

// box2d-wasm's pass: pointers for shapes, pointCount read from the heap (the JS engines' pass is
// ab_runners.ts's). A fresh function per runner, so its call site has feedback of its own.
function makeWasmPass(): WasmPass {
  return new Function(
    'f', 'm', 'a', 'xa', 'b', 'xb', 'v', 'heap', 'c',
    'let s = 0; const n = v.length; for (let k = 0; k < n; ++k) { const i = v[k]; f(m, a[i], xa[i], b[i], xb[i]); s += heap[c]; } return s;',
  ) as WasmPass;
}

function box2dWasmRunner(box2d: Box2DWasm, kind: RoundKind, pairs: readonly RoundPair[], visits: Int32Array): Runner {
  const build = wasmBuilder(box2d);
  const [kindA, kindB] = kind.split('-');
  const shape = (k: string, d: never) => (k === 'circle' ? build.circle(d) : k === 'edge' ? build.edge(d) : build.polygon(d));
  const a = Int32Array.from(pairs, (p) => shape(kindA, p.a as never));
  const b = Int32Array.from(pairs, (p) => shape(kindB, p.b as never));
  const xa = Int32Array.from(pairs, (p) => build.xf(p.xfA));
  const xb = Int32Array.from(pairs, (p) => build.xf(p.xfB));
  build.free();
  const { pointer: m, pointCountIndex: c } = wasmManifold(box2d);
  const collide = moduleFunction(box2d, collideName[kind]);
  const pass = makeWasmPass();
  return {
    // HEAP32 is read at each pass: building a later family may have grown the wasm memory.
    pass: () => pass(collide, m, a, xa, b, xb, visits, box2d.HEAP32, c),
    one: (i) => (collide(m, a[i], xa[i], b[i], xb[i]), box2d.HEAP32[c]),
  };
}

/** The engines for one circle or edge family, in SCALE_ENGINES order (b2collide first). */
export function roundScaleRunners(box2d: Box2DWasm, kind: RoundKind, pairs: readonly RoundPair[], visits: Int32Array): ScaleRunner[] {
  const coreBuilders: ShapeBuilders = { circle: box2dcoreCircle, polygon: box2dcorePolygon, edge: box2dcoreEdge, xf: box2dcoreXf };
  const runners: Runner[] = [
    libRunner(b2, pairs, visits),
    planckRunner(pairs, visits, planckEsm),
    planckRunner(pairs, visits, planckUmd),
    // @box2d/core names its colliders as b2collide does.
    engineRunner(coreBuilders, moduleFunction(core, collideName[kind]), new core.b2Manifold(), pairs, visits),
    box2dWasmRunner(box2d, kind, pairs, visits),
  ];
  return runners.map((runner, k) => ({ engine: SCALE_ENGINES[k], runner }));
}
