// Polygon-polygon adapters: each engine gets the identical vertices, normals, count and radius
// injected into its own polygon type, and the identical (s, c) rotations (engine_shapes.ts builds
// them, outside the timed loop).
//
// The timed loops below are repeated per engine ON PURPOSE; do not merge them into one generic
// loop. Each pass() is its own function with its own collide call site, so V8 sees exactly one
// engine (one callee, one set of shape and transform classes) there and optimises it as a
// monomorphic call. One shared loop would see all four engines at one call site, go megamorphic,
// and slow every engine by a different amount: the timings would measure the harness, not the
// engines.

import * as b2 from 'b2collide';
import * as core from '@box2d/core';
import * as planck from 'planck';
import type { Box2DWasm } from '../../compare/engines/box2d-wasm';
import type { PolygonPair } from '../pair_types';
import type { Adapter, Runner } from './adapter_types';
import { wasmBuilder, wasmManifold } from './wasm_shapes';
import { b2Polygon, b2Xf, box2dcorePolygon, box2dcoreXf, plPolygon, plXf } from './engine_shapes';

/** b2collide alone, also for bench/profile.ts (which needs no peer). */
export const b2collide: Adapter<PolygonPair> = {
  engine: 'b2collide',
  prepare(pairs) {
    const shapesA = pairs.map((p) => b2Polygon(p.a));
    const shapesB = pairs.map((p) => b2Polygon(p.b));
    const xfsA = pairs.map((p) => b2Xf(p.xfA));
    const xfsB = pairs.map((p) => b2Xf(p.xfB));
    const manifold = new b2.b2Manifold();
    const n = pairs.length;
    return {
      pass() {
        let sum = 0;
        for (let i = 0; i < n; ++i) {
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
  },
};

const planckJs: Adapter<PolygonPair> = {
  engine: 'planck',
  prepare(pairs) {
    const shapesA = pairs.map((p) => plPolygon(p.a));
    const shapesB = pairs.map((p) => plPolygon(p.b));
    const xfsA = pairs.map((p) => plXf(p.xfA));
    const xfsB = pairs.map((p) => plXf(p.xfB));
    const manifold = new planck.Manifold();
    const n = pairs.length;
    return {
      pass() {
        let sum = 0;
        for (let i = 0; i < n; ++i) {
          planck.CollidePolygons(manifold, shapesA[i], xfsA[i], shapesB[i], xfsB[i]);
          sum += manifold.pointCount;
        }
        return sum;
      },
      one(i) {
        planck.CollidePolygons(manifold, shapesA[i], xfsA[i], shapesB[i], xfsB[i]);
        return manifold.pointCount;
      },
    };
  },
};

const box2dcore: Adapter<PolygonPair> = {
  engine: '@box2d/core',
  prepare(pairs) {
    const shapesA = pairs.map((p) => box2dcorePolygon(p.a));
    const shapesB = pairs.map((p) => box2dcorePolygon(p.b));
    const xfsA = pairs.map((p) => box2dcoreXf(p.xfA));
    const xfsB = pairs.map((p) => box2dcoreXf(p.xfB));
    const manifold = new core.b2Manifold();
    const n = pairs.length;
    return {
      pass() {
        let sum = 0;
        for (let i = 0; i < n; ++i) {
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
  },
};

/**
 * box2d-wasm: shapes, transforms and the manifold live on the wasm heap, built once. The timed loop
 * passes raw pointers to the binding and reads pointCount straight from the heap, so each call costs
 * one JS->wasm transition plus the C++ itself. The wasm build stores float32: injected numbers round.
 */
function box2dWasm(box2d: Box2DWasm): Adapter<PolygonPair> {
  return {
    engine: 'box2d-wasm',
    prepare(pairs) {
      const build = wasmBuilder(box2d);
      const shapesA = Int32Array.from(pairs, (p) => build.polygon(p.a));
      const shapesB = Int32Array.from(pairs, (p) => build.polygon(p.b));
      const xfsA = Int32Array.from(pairs, (p) => build.xf(p.xfA));
      const xfsB = Int32Array.from(pairs, (p) => build.xf(p.xfB));
      build.free();

      const { pointer: m, pointCountIndex } = wasmManifold(box2d);
      const collide = box2d.b2CollidePolygons;
      const n = pairs.length;
      const runner: Runner = {
        pass() {
          // Re-read the heap view each pass: building another family may have grown the memory.
          const heap = box2d.HEAP32;
          let sum = 0;
          for (let i = 0; i < n; ++i) {
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
      return runner;
    },
  };
}

/** The four engines in the order the bench interleaves them, b2collide first. */
export function polygonAdapters(box2d: Box2DWasm): Adapter<PolygonPair>[] {
  return [b2collide, planckJs, box2dcore, box2dWasm(box2d)];
}
