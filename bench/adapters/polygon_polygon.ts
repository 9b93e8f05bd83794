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
import * as planck from 'planck-js';
import type { Box2DWasm } from '../engines/box2d_wasm';
import type { PolygonPair } from '../pair_types';
import type { Adapter, Runner } from './adapter_types';
import { b2Polygon, b2Xf, corePolygon, coreXf, plPolygon, plXf } from './engine_shapes';

const b2collide: Adapter<PolygonPair> = {
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
  engine: 'planck-js',
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

const box2dCore: Adapter<PolygonPair> = {
  engine: '@box2d/core',
  prepare(pairs) {
    const shapesA = pairs.map((p) => corePolygon(p.a));
    const shapesB = pairs.map((p) => corePolygon(p.b));
    const xfsA = pairs.map((p) => coreXf(p.xfA));
    const xfsB = pairs.map((p) => coreXf(p.xfB));
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

/** b2Manifold's byte layout in the wasm build: 2 points of 20 bytes, two b2Vec2, type, pointCount. */
const wasmPointCountOffset = 2 * 20 + 8 + 8 + 4;

/**
 * box2d-wasm: shapes, transforms and the manifold live on the wasm heap, built once. The timed loop
 * passes raw pointers to the binding and reads pointCount straight from the heap, so each call costs
 * one JS->wasm transition plus the C++ itself. The wasm build stores float32: injected numbers round.
 */
function box2dWasm(box2d: Box2DWasm): Adapter<PolygonPair> {
  return {
    engine: 'box2d-wasm',
    prepare(pairs) {
      const scratch = new box2d.b2Vec2(0, 0);
      const shape = (d: PolygonPair['a']) => {
        const s = new box2d.b2PolygonShape();
        for (let i = 0; i < d.count; ++i) {
          scratch.Set(d.vertices[2 * i], d.vertices[2 * i + 1]);
          s.set_m_vertices(i, scratch);
          scratch.Set(d.normals[2 * i], d.normals[2 * i + 1]);
          s.set_m_normals(i, scratch);
        }
        s.set_m_count(d.count);
        s.set_m_radius(d.radius);
        return box2d.getPointer(s);
      };
      const rot = new box2d.b2Rot(0);
      const transform = (d: PolygonPair['xfA']) => {
        const xf = new box2d.b2Transform();
        scratch.Set(d.px, d.py);
        xf.set_p(scratch);
        rot.set_s(d.s);
        rot.set_c(d.c);
        xf.set_q(rot);
        return box2d.getPointer(xf);
      };
      const shapesA = Int32Array.from(pairs, (p) => shape(p.a));
      const shapesB = Int32Array.from(pairs, (p) => shape(p.b));
      const xfsA = Int32Array.from(pairs, (p) => transform(p.xfA));
      const xfsB = Int32Array.from(pairs, (p) => transform(p.xfB));
      box2d.destroy(scratch);
      box2d.destroy(rot);

      const manifold = new box2d.b2Manifold();
      const m = box2d.getPointer(manifold);
      const pointCountIndex = (m + wasmPointCountOffset) >> 2;
      manifold.set_pointCount(7);
      if (box2d.HEAP32[pointCountIndex] !== 7) throw new Error('box2d-wasm: b2Manifold.pointCount is not where the bench expects it');
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
  return [b2collide, planckJs, box2dCore, box2dWasm(box2d)];
}
