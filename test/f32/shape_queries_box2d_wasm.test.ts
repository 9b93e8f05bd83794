// b2collide/f32's shape queries against box2d-wasm 7.0.0 (Box2D v2.4.1 compiled to WebAssembly,
// float32), bit for bit: TestPoint, RayCast, ComputeAABB and ComputeMass of every shape kind, and
// b2AABB's RayCast, Combine (both overloads), Contains, b2TestOverlap, GetPerimeter, GetCenter,
// GetExtents and IsValid on the shape's AABB. The expected values are the C++ library's own; the
// float64 build through the same comparison is the control that shows the comparison can fail.

import * as F32 from 'b2collide/f32';
import * as F64 from 'b2collide';
import { runCampaign } from '../../compare/runner/campaign';
import type { B2Lib } from '../../compare/f32/b2collide-runner';
import { loadBox2DWasmVariant } from '../../compare/engines/box2d-wasm';
import { Rng } from '../../compare/runner/rng';
import { selectFamilies } from '../../compare/registry';
import { field, type ShapeQueryCase } from '../../compare/shape/query-case';
import { shapeQueryFamilies } from '../../compare/shape/query-families';
import { compareQueryBits } from '../../compare/shape/pair-shape-f32';
import { B2CollideShapeRunner } from '../../compare/shape/run-b2collide';
import { WasmShapeRunner } from '../../compare/shape/run-wasm';

const CASES_PER_FAMILY = 800;
const SEED = 20261123;

let plain: WasmShapeRunner;
let simd: WasmShapeRunner;

beforeAll(async () => {
  plain = new WasmShapeRunner(await loadBox2DWasmVariant('Box2D'), 'Box2D');
  simd = new WasmShapeRunner(await loadBox2DWasmVariant('Box2D.simd'), 'Box2D.simd');
});

interface Tally {
  differing: number;
  rejected: number;
  hits: number;
  inside: number;
  aabbHits: number;
  scenarios: Set<string>;
  example?: { index: number; input: ShapeQueryCase; fields: string[] };
}

function runFamily(k: number, ref: WasmShapeRunner, lib: B2Lib, cases: number): Tally {
  const family = shapeQueryFamilies(F32 as unknown as B2Lib, Math.fround, 'f32-')[k];
  const ours = new B2CollideShapeRunner(lib);
  const t: Tally = { differing: 0, rejected: 0, hits: 0, inside: 0, aabbHits: 0, scenarios: new Set() };
  for (let i = 0; i < cases; ++i) {
    const input = family.generate(new Rng(SEED, k, i));
    let values: number[];
    try {
      values = ours.run(input);
    } catch {
      ++t.rejected;
      continue;
    }
    const wasmValues = ref.run(input);
    const c = compareQueryBits({ values }, { values: wasmValues });
    if (c.discrete.length > 0) {
      ++t.differing;
      t.example ??= { index: i, input, fields: c.discrete };
    }
    t.hits += wasmValues[field('ray.hit')];
    t.inside += wasmValues[field('testPoint')];
    t.aabbHits += wasmValues[field('aabbRay.hit')];
    for (const s of input.scenario.split(', ')) t.scenarios.add(s);
  }
  return t;
}

const families = shapeQueryFamilies(F32 as unknown as B2Lib, Math.fround, 'f32-');

describe('shape queries, bit for bit with box2d-wasm', () => {
  families.forEach((family, k) => {
    test(`${family.name}: ${CASES_PER_FAMILY} cases identical to both box2d-wasm builds`, () => {
      for (const ref of [plain, simd]) {
        const t = runFamily(k, ref, F32 as unknown as B2Lib, CASES_PER_FAMILY);
        expect({ variant: ref.variant, differing: t.differing, example: t.example }).toEqual({ variant: ref.variant, differing: 0, example: undefined });
        expect(t.rejected).toBe(0);
        // Not vacuous: the rays hit often, and the AABB casts too.
        expect(t.hits).toBeGreaterThan(CASES_PER_FAMILY * 0.15);
        expect(t.aabbHits).toBeGreaterThan(CASES_PER_FAMILY * 0.1);
        // Solid shapes contain the point often; edges and chains never do (C++ TestPoint is false).
        if (/edges|chains/.test(family.name)) expect(t.inside).toBe(0);
        else expect(t.inside).toBeGreaterThan(CASES_PER_FAMILY * 0.2);
        // Every ray and point scenario occurs.
        for (const s of ['outside-in', 'inside', 'on-edge', 'parallel', 'graze-vertex', 'short', 'zero-length', 'axis', 'random']) expect(t.scenarios).toContain(`ray ${s}`);
        for (const s of ['inside', 'outside', 'on-edge', 'on-vertex', 'near-edge']) expect(t.scenarios).toContain(`point ${s}`);
      }
    });
  });

  test('control: the float64 build differs from box2d-wasm on the same cases', () => {
    const t = runFamily(0, plain, F64 as unknown as B2Lib, 300);
    expect(t.differing).toBeGreaterThan(150);
  });

  test('the pair type of npm run compare finds nothing unexplained on a CI-sized run', () => {
    const result = runCampaign({ seed: 1, families: selectFamilies(['f32-shape-box2d-wasm']), start: 0, end: 1600, maxRecords: 5 });
    const total = (key: 'exact' | 'unexplained'): number => result.rows.reduce((n, r) => n + r.outcomes[key], 0);
    expect(total('unexplained')).toBe(0);
    expect(total('exact')).toBe(1600);
  });
});
