// The float32 pair type of `npm run compare`: b2collide/f32 against box2d-wasm (Box2D v2.4.1 in
// float32), bit for bit. Its families are the float32 families of families.ts plus every family
// of the float64 manifold pair types, with each input rounded to float32 (so the default campaign
// itself is replayed in float32). Any differing word of the manifold, the world manifold or
// b2TestOverlap is a discrete difference; there is no tolerance and no near-tie excuse, so every
// difference counts as unexplained.

import * as F32 from 'b2collide/f32';
import { toWorld, type TransformData } from '../case/transform';
import type { PolygonData } from '../case/shapes';
import { polygonPairCore } from '../polygon/pair-core';
import { circleCircleFamilies, edgeCircleFamilies, edgePolygonFamilies, polygonCircleFamilies } from '../round/families';
import type { CircleData, EdgeData } from '../case/shapes';
import type { Comparison, Drawing, Engine, Family, PairType } from '../runner/types';
import { B2CollideRunner } from './b2collide-runner';
import { INTEGER_WORDS, POINT_COUNT_WORD, RESULT_FIELDS, RESULT_WORDS, type PairCase, type ShapeSpec, type TransformSpec, type XY } from './cases';
import { F32_FAMILIES } from './families';
import { bitsFloat } from './float-bits';
import { WasmReference } from './wasm-reference';
import { loadBox2DWasmVariantSync } from '../engines/box2d-wasm';

/** A result as plain JSON: the words of cases.ts (pointCount repeated for the harness), or the error b2collide threw. */
export type F32Result = { readonly words: number[]; readonly pointCount: number } | { readonly error: string };

const f = Math.fround;
const xy = (p: readonly number[]): XY => [f(p[0]), f(p[1])];

function transformSpec(t: TransformData): TransformSpec {
  return { p: xy(t.p), q: xy(t.q) };
}
function polygonSpec(d: PolygonData): ShapeSpec {
  return { kind: 'polygon-raw', vertices: d.vertices.map(xy), normals: d.normals.map(xy), centroid: xy(d.centroid), radius: f(d.radius) };
}
function circleSpec(d: CircleData): ShapeSpec {
  return { kind: 'circle', p: xy(d.p), radius: f(d.radius) };
}
function edgeSpec(d: EdgeData): ShapeSpec {
  return { kind: 'edge', v0: xy(d.v0), v1: xy(d.v1), v2: xy(d.v2), v3: xy(d.v3), oneSided: d.oneSided };
}

/** A float64 family replayed in float32: its two shapes converted by `shapes`, its transforms rounded. */
function mirrored<I extends { xfA: TransformData; xfB: TransformData }>(prefix: string, families: readonly Family<I>[], shapes: (input: I) => [ShapeSpec, ShapeSpec]): Family<PairCase>[] {
  return families.map((family) => ({
    name: `f32-${prefix}-${family.name}`,
    description: `${family.description} (rounded to float32)`,
    generate: (rng) => {
      const input = family.generate(rng);
      const [a, b] = shapes(input);
      return { a, b, xfA: transformSpec(input.xfA), xfB: transformSpec(input.xfB) };
    },
  }));
}

const families: Family<PairCase>[] = [
  ...F32_FAMILIES.map((family) => ({ name: `f32-${family.name.replace('/', '-')}`, description: family.description, generate: family.make })),
  ...mirrored('pp', polygonPairCore.families, (i) => [polygonSpec(i.polyA), polygonSpec(i.polyB)]),
  ...mirrored('cc', circleCircleFamilies, (i) => [circleSpec(i.circleA), circleSpec(i.circleB)]),
  ...mirrored('pc', polygonCircleFamilies, (i) => [polygonSpec(i.polygonA), circleSpec(i.circleB)]),
  ...mirrored('ec', edgeCircleFamilies, (i) => [edgeSpec(i.edgeA), circleSpec(i.circleB)]),
  ...mirrored('ep', edgePolygonFamilies, (i) => [edgeSpec(i.edgeA), polygonSpec(i.polygonB)]),
];

// One instance of each per thread, created on first use (the wasm loads synchronously).
let ours: B2CollideRunner | undefined;
let wasm: WasmReference | undefined;

const b2collideF32Engine: Engine<PairCase, F32Result> = {
  name: 'b2collide/f32',
  run(input) {
    ours ??= new B2CollideRunner(F32);
    const out = new Uint32Array(RESULT_WORDS);
    try {
      ours.run(input, out);
    } catch (e) {
      return { error: (e as Error).message };
    }
    return { words: Array.from(out), pointCount: out[POINT_COUNT_WORD] };
  },
};

const box2dWasmEngine: Engine<PairCase, F32Result> = {
  name: 'box2d-wasm 7.0.0 (float32)',
  run(input) {
    wasm ??= new WasmReference(loadBox2DWasmVariantSync('Box2D'), 'Box2D');
    const out = new Uint32Array(RESULT_WORDS);
    wasm.run(input, out);
    return { words: Array.from(out), pointCount: out[POINT_COUNT_WORD] };
  },
};

/** Every differing word is a discrete difference; maxAbs/maxRel over the float words, maxUlps in float32 ulps. */
function compareBits(ref: F32Result, peer: F32Result): Comparison {
  if ('error' in ref || 'error' in peer) {
    return { discrete: ['error' in ref ? `b2collide threw: ${ref.error}` : 'box2d-wasm failed'], outOfBound: [], maxAbs: 0, maxRel: 0, maxUlps: 0, symptom: 'rejected' };
  }
  const discrete: string[] = [];
  let maxAbs = 0;
  let maxRel = 0;
  let maxUlps = 0;
  for (let i = 0; i < RESULT_WORDS; ++i) {
    const a = ref.words[i];
    const b = peer.words[i];
    if (a === b) continue;
    discrete.push(RESULT_FIELDS[i]);
    if (INTEGER_WORDS.has(i)) continue;
    const x = bitsFloat(a);
    const y = bitsFloat(b);
    const abs = Math.abs(x - y);
    maxAbs = Math.max(maxAbs, abs);
    maxRel = Math.max(maxRel, abs / Math.max(Math.abs(x), Math.abs(y)));
    // Same-sign float32 values: the distance of their bit patterns is their distance in ulps.
    maxUlps = Math.max(maxUlps, (a ^ b) >>> 31 === 0 ? Math.abs(a - b) : Number.POSITIVE_INFINITY);
  }
  return { discrete, outOfBound: [], maxAbs, maxRel, maxUlps, symptom: discrete.length > 0 ? 'bits' : '' };
}

function worldOutline(spec: ShapeSpec, t: TransformSpec): Drawing['shapes'][number]['points'] {
  const map = (p: XY): [number, number] => toWorld(t, p);
  switch (spec.kind) {
    case 'polygon-points':
      return spec.points.map(map);
    case 'polygon-raw':
      return spec.vertices.map(map);
    case 'box': {
      const { hx, hy } = spec;
      const [cx, cy] = spec.center ?? [0, 0];
      return ([[-hx, -hy], [hx, -hy], [hx, hy], [-hx, hy]] as XY[]).map((p) => map([p[0] + cx, p[1] + cy]));
    }
    case 'circle':
      return [map(spec.p)];
    case 'edge':
      return [map(spec.v1), map(spec.v2)];
    case 'chain':
      return spec.vertices.map(map);
  }
}

function draw(input: PairCase, ref: F32Result, peer: F32Result): Drawing {
  const shape = (spec: ShapeSpec, t: TransformSpec, owner: 'A' | 'B'): Drawing['shapes'][number] => ({
    label: `${owner}: ${spec.kind}`,
    owner,
    kind: spec.kind === 'circle' ? 'circle' : spec.kind === 'edge' || (spec.kind === 'chain' && !spec.loop) ? 'segment' : 'polygon',
    points: worldOutline(spec, t),
    radius: 'radius' in spec ? spec.radius : 0.01,
  });
  const marks: Drawing['marks'][number][] = [];
  for (const [engine, result] of [['reference', ref], ['peer', peer]] as const) {
    if ('error' in result) continue;
    const n = result.words[POINT_COUNT_WORD];
    for (let k = 0; k < n && k < 2; ++k) {
      // world.points[k] and points[k].id.key (cases.ts)
      marks.push({ engine, at: [bitsFloat(result.words[18 + 2 * k]), bitsFloat(result.words[19 + 2 * k])], label: `key ${result.words[5 * k + 4].toString(16)}` });
    }
  }
  return { shapes: [shape(input.a, input.xfA, 'A'), shape(input.b, input.xfB, 'B')], edges: [], marks };
}

export const f32PairType: PairType<PairCase, F32Result> = {
  name: 'f32-box2d-wasm',
  families,
  reference: b2collideF32Engine,
  peer: box2dWasmEngine,
  compare: (_input, ref, peer) => compareBits(ref, peer),
  margins: () => [],
  draw,
  knownDifferences: [
    {
      what: 'b2PolygonShape.Set throws on points that weld to fewer than 3 or have no hull with area (C++ asserts, then makes SetAsBox(1, 1) in a release build)',
      cxx: 'src/collision/b2_polygon_shape.cpp b2PolygonShape::Set, the n < 3 and m < 3 branches',
      peer: 'box2d-wasm is the C++ release build',
      effect: 'none here: these families only build polygons b2collide accepts (test/f32_box2d_wasm.test.ts checks the fallback separately)',
    },
  ],
  tolerances: [
    'float32 mode: every word of the manifold (points incl. impulses and id.key, localNormal, localPoint, type, pointCount), the world manifold and b2TestOverlap must be bit-identical to box2d-wasm; fields start from the same sentinel on both sides',
    'no tolerance and no near-tie excuse: any differing word is unexplained; maxUlps is in float32 ulps',
  ],
};
