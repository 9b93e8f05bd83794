// One timed runner per engine for b2CollidePolygons over a visit sequence (visits.ts). As in
// adapters/polygon_polygon.ts, each engine's loop is written out on purpose: its own call site
// sees one callee and one set of shape classes, so V8 optimises each monomorphically.
//
// planck ships two builds that users load: `import` resolves to dist/planck.mjs and `require`
// to the UMD dist/planck.js; both are timed, as separate engines.

import { createRequire } from 'node:module';
import * as b2 from 'b2collide';
import * as core from '@box2d/core';
import * as planckEsm from 'planck';
import type { Box2DWasm } from '../../compare/engines/box2d-wasm';
import type { PolygonPair } from '../pair_types';
import type { Runner } from '../adapters/adapter_types';
import { b2Polygon, b2Xf, box2dcorePolygon, box2dcoreXf, plPolygon, plXf, type Planck } from '../adapters/engine_shapes';
import { wasmBuilder, wasmManifold } from '../adapters/wasm_shapes';

/** planck as `require` loads it: the UMD build dist/planck.js. */
export const planckUmd = createRequire(import.meta.url)('planck') as Planck;

export interface ScaleRunner {
  readonly engine: string;
  readonly runner: Runner;
}

function b2collideRunner(pairs: readonly PolygonPair[], visits: Int32Array): Runner {
  const shapesA = pairs.map((p) => b2Polygon(p.a));
  const shapesB = pairs.map((p) => b2Polygon(p.b));
  const xfsA = pairs.map((p) => b2Xf(p.xfA));
  const xfsB = pairs.map((p) => b2Xf(p.xfB));
  const manifold = new b2.b2Manifold();
  const n = visits.length;
  return {
    pass() {
      let sum = 0;
      for (let k = 0; k < n; ++k) {
        const i = visits[k];
        b2.b2CollidePolygons(manifold, shapesA[i], xfsA[i], shapesB[i], xfsB[i]);
        sum += manifold.pointCount;
      }
      return sum;
    },
    one(i) {
      b2.b2CollidePolygons(manifold, shapesA[i], xfsA[i], shapesB[i], xfsB[i]);
      return manifold.pointCount;
    },
  };
}

// Two copies of the planck loop (one per build), so neither build's call site sees the other's classes.
function planckEsmRunner(pairs: readonly PolygonPair[], visits: Int32Array): Runner {
  const pl = planckEsm;
  const shapesA = pairs.map((p) => plPolygon(p.a, pl));
  const shapesB = pairs.map((p) => plPolygon(p.b, pl));
  const xfsA = pairs.map((p) => plXf(p.xfA, pl));
  const xfsB = pairs.map((p) => plXf(p.xfB, pl));
  const manifold = new pl.Manifold();
  const collide = pl.CollidePolygons;
  const n = visits.length;
  return {
    pass() {
      let sum = 0;
      for (let k = 0; k < n; ++k) {
        const i = visits[k];
        collide(manifold, shapesA[i], xfsA[i], shapesB[i], xfsB[i]);
        sum += manifold.pointCount;
      }
      return sum;
    },
    one(i) {
      collide(manifold, shapesA[i], xfsA[i], shapesB[i], xfsB[i]);
      return manifold.pointCount;
    },
  };
}

function planckUmdRunner(pairs: readonly PolygonPair[], visits: Int32Array): Runner {
  const pl = planckUmd;
  const shapesA = pairs.map((p) => plPolygon(p.a, pl));
  const shapesB = pairs.map((p) => plPolygon(p.b, pl));
  const xfsA = pairs.map((p) => plXf(p.xfA, pl));
  const xfsB = pairs.map((p) => plXf(p.xfB, pl));
  const manifold = new pl.Manifold();
  const collide = pl.CollidePolygons;
  const n = visits.length;
  return {
    pass() {
      let sum = 0;
      for (let k = 0; k < n; ++k) {
        const i = visits[k];
        collide(manifold, shapesA[i], xfsA[i], shapesB[i], xfsB[i]);
        sum += manifold.pointCount;
      }
      return sum;
    },
    one(i) {
      collide(manifold, shapesA[i], xfsA[i], shapesB[i], xfsB[i]);
      return manifold.pointCount;
    },
  };
}

function box2dCoreRunner(pairs: readonly PolygonPair[], visits: Int32Array): Runner {
  const shapesA = pairs.map((p) => box2dcorePolygon(p.a));
  const shapesB = pairs.map((p) => box2dcorePolygon(p.b));
  const xfsA = pairs.map((p) => box2dcoreXf(p.xfA));
  const xfsB = pairs.map((p) => box2dcoreXf(p.xfB));
  const manifold = new core.b2Manifold();
  const n = visits.length;
  return {
    pass() {
      let sum = 0;
      for (let k = 0; k < n; ++k) {
        const i = visits[k];
        core.b2CollidePolygons(manifold, shapesA[i], xfsA[i], shapesB[i], xfsB[i]);
        sum += manifold.pointCount;
      }
      return sum;
    },
    one(i) {
      core.b2CollidePolygons(manifold, shapesA[i], xfsA[i], shapesB[i], xfsB[i]);
      return manifold.pointCount;
    },
  };
}

function box2dWasmRunner(box2d: Box2DWasm, pairs: readonly PolygonPair[], visits: Int32Array): Runner {
  const build = wasmBuilder(box2d);
  const shapesA = Int32Array.from(pairs, (p) => build.polygon(p.a));
  const shapesB = Int32Array.from(pairs, (p) => build.polygon(p.b));
  const xfsA = Int32Array.from(pairs, (p) => build.xf(p.xfA));
  const xfsB = Int32Array.from(pairs, (p) => build.xf(p.xfB));
  build.free();
  const { pointer: m, pointCountIndex } = wasmManifold(box2d);
  const collide = box2d.b2CollidePolygons;
  const n = visits.length;
  return {
    pass() {
      const heap = box2d.HEAP32;
      let sum = 0;
      for (let k = 0; k < n; ++k) {
        const i = visits[k];
        collide(m, shapesA[i], xfsA[i], shapesB[i], xfsB[i]);
        sum += heap[pointCountIndex];
      }
      return sum;
    },
    one(i) {
      collide(m, shapesA[i], xfsA[i], shapesB[i], xfsB[i]);
      return box2d.HEAP32[pointCountIndex];
    },
  };
}

/** The engines in the order they are interleaved, b2collide first. */
export const SCALE_ENGINES = ['b2collide', 'planck ESM', 'planck UMD', '@box2d/core', 'box2d-wasm'] as const;

export function scaleRunners(box2d: Box2DWasm, pairs: readonly PolygonPair[], visits: Int32Array): ScaleRunner[] {
  return [
    { engine: SCALE_ENGINES[0], runner: b2collideRunner(pairs, visits) },
    { engine: SCALE_ENGINES[1], runner: planckEsmRunner(pairs, visits) },
    { engine: SCALE_ENGINES[2], runner: planckUmdRunner(pairs, visits) },
    { engine: SCALE_ENGINES[3], runner: box2dCoreRunner(pairs, visits) },
    { engine: SCALE_ENGINES[4], runner: box2dWasmRunner(box2d, pairs, visits) },
  ];
}
