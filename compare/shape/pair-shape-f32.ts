// The f32-shape-box2d-wasm pair type of `npm run compare`: b2collide/f32's shape queries against
// box2d-wasm (Box2D v2.4.1 in float32), bit for bit. Every value of query-case.ts (TestPoint,
// RayCast, ComputeAABB, ComputeMass, and b2AABB's RayCast, both Combines, Contains, b2TestOverlap,
// GetPerimeter, GetCenter, GetExtents, IsValid) is compared as a 32-bit word; there is no
// tolerance and no near-tie excuse, so every differing word is unexplained.

import * as F32 from 'b2collide/f32';
import type { B2Lib } from '../f32/b2collide-runner';
import { bitsFloat, floatBits } from '../f32/float-bits';
import { loadBox2DWasmVariantSync } from '../engines/box2d-wasm';
import type { Comparison, Engine, PairType } from '../runner/types';
import { drawQuery } from './draw-query';
import { BOOLEAN_VALUES, field, QUERY_FIELDS, QUERY_VALUES, type ShapeQueryCase } from './query-case';
import { shapeQueryFamilies } from './query-families';
import { B2CollideShapeRunner } from './run-b2collide';
import { WasmShapeRunner } from './run-wasm';

/**
 * The values as plain JSON, or the error b2collide threw. pointCount repeats the RayCast hit (0/1)
 * for the harness, whose "touching" column counts results with pointCount != 0.
 */
export type ShapeQueryResult = { readonly values: number[]; readonly pointCount?: number } | { readonly error: string };

// One of each per thread, made on first use (the wasm loads synchronously).
let ours: B2CollideShapeRunner | undefined;
let wasm: WasmShapeRunner | undefined;

const b2collideF32Engine: Engine<ShapeQueryCase, ShapeQueryResult> = {
  name: 'b2collide/f32',
  run(input) {
    ours ??= new B2CollideShapeRunner(F32 as unknown as B2Lib);
    try {
      const values = ours.run(input);
      return { values, pointCount: values[field('ray.hit')] };
    } catch (e) {
      return { error: (e as Error).message };
    }
  },
};

const box2dWasmEngine: Engine<ShapeQueryCase, ShapeQueryResult> = {
  name: 'box2d-wasm 7.0.0 (float32)',
  run(input) {
    wasm ??= new WasmShapeRunner(loadBox2DWasmVariantSync('Box2D'), 'Box2D');
    const values = wasm.run(input);
    return { values, pointCount: values[field('ray.hit')] };
  },
};

/** Every differing word is a discrete difference; maxUlps in float32 ulps. */
export function compareQueryBits(ref: ShapeQueryResult, peer: ShapeQueryResult): Comparison {
  if ('error' in ref || 'error' in peer) {
    return { discrete: ['error' in ref ? `b2collide threw: ${ref.error}` : 'box2d-wasm failed'], outOfBound: [], maxAbs: 0, maxRel: 0, maxUlps: 0, symptom: 'rejected' };
  }
  const discrete: string[] = [];
  let maxAbs = 0;
  let maxRel = 0;
  let maxUlps = 0;
  for (let i = 0; i < QUERY_VALUES; ++i) {
    const a = floatBits(ref.values[i]);
    const b = floatBits(peer.values[i]);
    if (a === b) continue;
    discrete.push(QUERY_FIELDS[i]);
    if (BOOLEAN_VALUES.has(i)) continue;
    const x = bitsFloat(a);
    const y = bitsFloat(b);
    const abs = Math.abs(x - y);
    maxAbs = Math.max(maxAbs, abs);
    maxRel = Math.max(maxRel, abs / Math.max(Math.abs(x), Math.abs(y)));
    maxUlps = Math.max(maxUlps, (a ^ b) >>> 31 === 0 ? Math.abs(a - b) : Number.POSITIVE_INFINITY);
  }
  return { discrete, outOfBound: [], maxAbs, maxRel, maxUlps, symptom: discrete.length > 0 ? 'bits' : '' };
}

export const shapeF32PairType: PairType<ShapeQueryCase, ShapeQueryResult> = {
  name: 'f32-shape-box2d-wasm',
  families: shapeQueryFamilies(F32 as unknown as B2Lib, Math.fround, 'f32-'),
  reference: b2collideF32Engine,
  peer: box2dWasmEngine,
  compare: (_input, ref, peer) => compareQueryBits(ref, peer),
  margins: () => [],
  draw: (input) => drawQuery(input),
  knownDifferences: [
    {
      what: 'b2PolygonShape.ComputeMass throws on an area that is not positive (C++ asserts area > b2_epsilon, then divides by the area)',
      cxx: 'src/collision/b2_polygon_shape.cpp b2PolygonShape::ComputeMass, b2Assert(area > b2_epsilon)',
      peer: 'box2d-wasm is the C++ release build',
      effect: 'none here: every shape these families build has a positive area (tiny boxes below b2_epsilon included, and they match)',
    },
    {
      what: 'b2ChainShape.RayCast/ComputeAABB throw on childIndex = m_count - 1 (C++ asserts childIndex < m_count and wraps to the segment from the last vertex to the first)',
      cxx: 'src/collision/b2_chain_shape.cpp b2ChainShape::RayCast and ComputeAABB, i2 = 0 when i2 == m_count',
      peer: 'box2d-wasm is the C++ release build',
      effect: 'none here: the families query children in [0, GetChildCount())',
    },
  ],
  tolerances: [
    'float32 mode: every value of TestPoint, RayCast (hit, normal, fraction), ComputeAABB, ComputeMass and the b2AABB methods must be bit-identical to box2d-wasm; outputs start from the same sentinel on both sides, so a miss that writes shows',
    'no tolerance and no near-tie excuse: any differing word is unexplained; maxUlps is in float32 ulps',
  ],
};
