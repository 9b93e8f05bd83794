// One runner per engine and query (RayCast, ComputeAABB) over the shape-query corpus. Each runner is
// its own function literal ON PURPOSE (see adapters/polygon_polygon.ts): closures made from one
// literal share their type feedback, so one generic runner would time a megamorphic call site.
// Shapes, transforms, rays and outputs are built once, outside the timed loop. RayCast passes return
// the number of hits; ComputeAABB passes the number of boxes with lower.x <= upper.x (every one).

import * as b2 from 'b2collide';
import * as core from '@box2d/core';
import * as planck from 'planck';
import { b2Circle, b2Edge, b2Polygon, b2Xf, box2dcoreCircle, box2dcoreEdge, box2dcorePolygon, box2dcoreXf, plCircle, plEdge, plPolygon, plXf } from '../adapters/engine_shapes';
import type { Runner } from '../adapters/adapter_types';
import { wasmBuilder } from '../adapters/wasm_shapes';
import type { Box2DWasm } from '../../compare/engines/box2d-wasm';
import type { QueryItem } from './corpus';

export interface QueryRunners {
  readonly engine: string;
  readonly rayCast: Runner;
  readonly computeAABB: Runner;
}

export function b2collideRunners(items: readonly QueryItem[]): QueryRunners {
  const shapes: b2.b2Shape[] = items.map((it) => (it.shape.kind === 'polygon' ? b2Polygon(it.shape.data) : it.shape.kind === 'circle' ? b2Circle(it.shape.data) : b2Edge(it.shape.data)));
  const xfs = items.map((it) => b2Xf(it.pose));
  const inputs = items.map((it) => {
    const input = new b2.b2RayCastInput();
    input.p1.Set(it.ray[0], it.ray[1]);
    input.p2.Set(it.ray[2], it.ray[3]);
    input.maxFraction = it.ray[4];
    return input;
  });
  const output = new b2.b2RayCastOutput();
  const aabb = new b2.b2AABB();
  const n = items.length;
  return {
    engine: 'b2collide',
    rayCast: {
      pass() {
        let hits = 0;
        for (let i = 0; i < n; ++i) if (shapes[i].RayCast(output, inputs[i], xfs[i], 0)) ++hits;
        return hits;
      },
      one: (i) => (shapes[i].RayCast(output, inputs[i], xfs[i], 0) ? 1 : 0),
    },
    computeAABB: {
      pass() {
        let ok = 0;
        for (let i = 0; i < n; ++i) {
          shapes[i].ComputeAABB(aabb, xfs[i], 0);
          if (aabb.lowerBound.x <= aabb.upperBound.x) ++ok;
        }
        return ok;
      },
      one: (i) => (shapes[i].ComputeAABB(aabb, xfs[i], 0), 1),
    },
  };
}

export function planckRunners(items: readonly QueryItem[]): QueryRunners {
  const shapes: planck.Shape[] = items.map((it) => (it.shape.kind === 'polygon' ? plPolygon(it.shape.data) : it.shape.kind === 'circle' ? plCircle(it.shape.data) : plEdge(it.shape.data)));
  const xfs = items.map((it) => plXf(it.pose));
  const inputs = items.map((it) => ({ p1: new planck.Vec2(it.ray[0], it.ray[1]), p2: new planck.Vec2(it.ray[2], it.ray[3]), maxFraction: it.ray[4] }));
  const output = { normal: new planck.Vec2(0, 0), fraction: 0 };
  const aabb = new planck.AABB();
  const n = items.length;
  return {
    engine: 'planck',
    rayCast: {
      pass() {
        let hits = 0;
        for (let i = 0; i < n; ++i) if (shapes[i].rayCast(output, inputs[i], xfs[i], 0)) ++hits;
        return hits;
      },
      one: (i) => (shapes[i].rayCast(output, inputs[i], xfs[i], 0) ? 1 : 0),
    },
    computeAABB: {
      pass() {
        let ok = 0;
        for (let i = 0; i < n; ++i) {
          shapes[i].computeAABB(aabb, xfs[i], 0);
          if (aabb.lowerBound.x <= aabb.upperBound.x) ++ok;
        }
        return ok;
      },
      one: (i) => (shapes[i].computeAABB(aabb, xfs[i], 0), 1),
    },
  };
}

export function coreRunners(items: readonly QueryItem[]): QueryRunners {
  const shapes: core.b2Shape[] = items.map((it) => (it.shape.kind === 'polygon' ? box2dcorePolygon(it.shape.data) : it.shape.kind === 'circle' ? box2dcoreCircle(it.shape.data) : box2dcoreEdge(it.shape.data)));
  const xfs = items.map((it) => box2dcoreXf(it.pose));
  const inputs = items.map((it) => {
    const input = new core.b2RayCastInput();
    input.p1.Set(it.ray[0], it.ray[1]);
    input.p2.Set(it.ray[2], it.ray[3]);
    input.maxFraction = it.ray[4];
    return input;
  });
  const output = new core.b2RayCastOutput();
  const aabb = new core.b2AABB();
  const n = items.length;
  return {
    engine: '@box2d/core',
    rayCast: {
      pass() {
        let hits = 0;
        for (let i = 0; i < n; ++i) if (shapes[i].RayCast(output, inputs[i], xfs[i], 0)) ++hits;
        return hits;
      },
      one: (i) => (shapes[i].RayCast(output, inputs[i], xfs[i], 0) ? 1 : 0),
    },
    computeAABB: {
      pass() {
        let ok = 0;
        for (let i = 0; i < n; ++i) {
          shapes[i].ComputeAABB(aabb, xfs[i], 0);
          if (aabb.lowerBound.x <= aabb.upperBound.x) ++ok;
        }
        return ok;
      },
      one: (i) => (shapes[i].ComputeAABB(aabb, xfs[i], 0), 1),
    },
  };
}

/** The raw binding functions (virtual dispatch through b2Shape), called with heap pointers. */
interface RawBindings {
  _emscripten_bind_b2Shape_RayCast_4(shape: number, output: number, input: number, xf: number, child: number): number;
  _emscripten_bind_b2Shape_ComputeAABB_3(shape: number, aabb: number, xf: number, child: number): void;
}

/**
 * box2d-wasm: shapes, transforms, rays and outputs on the wasm heap, built once; the timed loop
 * calls the raw binding with pointers, so each call costs one JS->wasm transition plus the C++.
 * The wasm build stores float32: injected numbers round once.
 */
export function wasmRunners(box2d: Box2DWasm, items: readonly QueryItem[]): QueryRunners {
  const build = wasmBuilder(box2d);
  const shapes = Int32Array.from(items, (it) => (it.shape.kind === 'polygon' ? build.polygon(it.shape.data) : it.shape.kind === 'circle' ? build.circle(it.shape.data) : build.edge(it.shape.data)));
  const xfs = Int32Array.from(items, (it) => build.xf(it.pose));
  build.free();
  // b2RayCastInput has no constructor in the bindings: 5 floats each in one buffer.
  const inputBase = box2d._malloc(20 * items.length);
  items.forEach((it, i) => {
    for (let k = 0; k < 5; ++k) box2d.HEAPF32[(inputBase >> 2) + 5 * i + k] = it.ray[k];
  });
  const inputs = Int32Array.from(items, (_, i) => inputBase + 20 * i);
  const output = box2d._malloc(12);
  const aabbObject = new box2d.b2AABB();
  const aabb = box2d.getPointer(aabbObject);
  const raw = box2d as unknown as RawBindings;
  const rayCast = raw._emscripten_bind_b2Shape_RayCast_4;
  const computeAABB = raw._emscripten_bind_b2Shape_ComputeAABB_3;
  const n = items.length;
  return {
    engine: 'box2d-wasm',
    rayCast: {
      pass() {
        let hits = 0;
        for (let i = 0; i < n; ++i) if (rayCast(shapes[i], output, inputs[i], xfs[i], 0)) ++hits;
        return hits;
      },
      one: (i) => (rayCast(shapes[i], output, inputs[i], xfs[i], 0) ? 1 : 0),
    },
    computeAABB: {
      pass() {
        const heap = box2d.HEAPF32;
        let ok = 0;
        for (let i = 0; i < n; ++i) {
          computeAABB(shapes[i], aabb, xfs[i], 0);
          if (heap[aabb >> 2] <= heap[(aabb >> 2) + 2]) ++ok;
        }
        return ok;
      },
      one: (i) => (computeAABB(shapes[i], aabb, xfs[i], 0), 1),
    },
  };
}
