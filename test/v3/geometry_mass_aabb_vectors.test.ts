// b2Compute*Mass and b2Compute*AABB against Box2D v3.1.1's geometry.c: the float32 twin must give
// the C's bits in every word; the float64 source the same numbers to float32 precision.
// Expected values: test/v3/vectors/geometry_mass.json and geometry_aabb.json, recorded from the C
// (test/v3/vectors/geometry.md).

import * as F64Geometry from '../../src/v3/geometry_mass_aabb';
import * as F64Types from '../../src/v3/collision_types';
import * as F64Maths from '../../src/v3/math_functions';
import * as F32Geometry from '../../build/f32/v3/geometry_mass_aabb';
import * as F32Types from '../../build/f32/v3/collision_types';
import * as F32Maths from '../../build/f32/v3/math_functions';
import { bitsToFloat, mismatches, readVectorFile, splitCase, vectorFunction, WordReader, WordWriter } from './support/geometry_vectors';
import { readCapsule, readCircle, readPolygon, readSegment, readTransform, writeAABB, writeMass, type StructLib } from './support/geometry_shapes';

type Lib = typeof F64Geometry & StructLib;
const f32: Lib = { ...F32Types, ...F32Maths, ...F32Geometry } as unknown as Lib;
const f64: Lib = { ...F64Types, ...F64Maths, ...F64Geometry };

type Runner = (lib: Lib, r: WordReader, w: WordWriter) => void;
const massRunners: Record<string, Runner> = {
  b2ComputeCircleMass: (lib, r, w) => writeMass(w, lib.b2ComputeCircleMass(new lib.b2MassData(), readCircle(lib, r), r.f())),
  b2ComputeCapsuleMass: (lib, r, w) => writeMass(w, lib.b2ComputeCapsuleMass(new lib.b2MassData(), readCapsule(lib, r), r.f())),
  b2ComputePolygonMass: (lib, r, w) => writeMass(w, lib.b2ComputePolygonMass(new lib.b2MassData(), readPolygon(lib, r), r.f())),
};
const aabbRunners: Record<string, Runner> = {
  b2ComputeCircleAABB: (lib, r, w) => writeAABB(w, lib.b2ComputeCircleAABB(new lib.b2AABB(), readCircle(lib, r), readTransform(lib, r))),
  b2ComputeCapsuleAABB: (lib, r, w) => writeAABB(w, lib.b2ComputeCapsuleAABB(new lib.b2AABB(), readCapsule(lib, r), readTransform(lib, r))),
  b2ComputePolygonAABB: (lib, r, w) => writeAABB(w, lib.b2ComputePolygonAABB(new lib.b2AABB(), readPolygon(lib, r), readTransform(lib, r))),
  b2ComputeSegmentAABB: (lib, r, w) => writeAABB(w, lib.b2ComputeSegmentAABB(new lib.b2AABB(), readSegment(lib, r), readTransform(lib, r))),
};

/**
 * The float64 words that are not within tol·(1 + scale) of the C's, scale the largest magnitude
 * among the case's input and output numbers (float32 rounds each operation by 6e-8 of the
 * magnitudes it works on; sums of squares and products of lengths are compared on their own scale).
 */
function looseMismatches(fn: ReturnType<typeof vectorFunction>, run: Runner, tol: (scale: number, word: number) => number, skipFar = false): string[] {
  const bad: string[] = [];
  fn.cases.forEach((c, index) => {
    if (skipFar && index % 4 === 3) return;
    const { input, output } = splitCase(c);
    const w = new WordWriter();
    run(f64, new WordReader(input), w);
    const e = output.map((h) => bitsToFloat(parseInt(h, 16)));
    const a = w.words.map((h) => bitsToFloat(parseInt(h, 16)));
    let scale = 0;
    for (const h of input) {
      const x = Math.abs(bitsToFloat(parseInt(h, 16)));
      if (Number.isFinite(x) && x < 1e30) scale = Math.max(scale, x);
    }
    e.forEach((x, k) => {
      if (!(Math.abs(a[k] - x) <= tol(scale, k) * (1 + Math.abs(x)))) bad.push(`${fn.fn} case ${index} word ${k}: C ${x}, ours ${a[k]}`);
    });
  });
  return bad;
}

describe('geometry.c mass and bounding boxes against the C', () => {
  const mass = readVectorFile('geometry_mass.json');
  const aabb = readVectorFile('geometry_aabb.json');
  it('the vectors cover every function', () => {
    expect(mass.functions.map((f) => f.fn).sort()).toEqual(Object.keys(massRunners).sort());
    expect(aabb.functions.map((f) => f.fn).sort()).toEqual(Object.keys(aabbRunners).sort());
  });
  for (const [file, runners] of [
    [mass, massRunners],
    [aabb, aabbRunners],
  ] as const) {
    for (const fnName of Object.keys(runners)) {
      it(`${fnName}: the float32 twin gives the C's bits in every case`, () => {
        const fn = vectorFunction(file, fnName);
        expect(fn.cases.length).toBeGreaterThanOrEqual(100);
        expect(mismatches(fn, (r, w) => runners[fnName](f32, r, w), true)).toEqual([]);
      });
    }
  }
  for (const fnName of Object.keys(aabbRunners)) {
    it(`${fnName}: the float64 source gives the C's box to float32 precision`, () => {
      // Each bound is a transformed point plus or minus a radius: a few roundings of the inputs' magnitude.
      expect(looseMismatches(vectorFunction(aabb, fnName), aabbRunners[fnName], (scale) => 1e-6 * (1 + scale))).toEqual([]);
    });
  }
  for (const fnName of Object.keys(massRunners)) {
    it(`${fnName}: the float64 source gives the C's mass data to float32 precision`, () => {
      // Mass and inertia are sums of products of up to four lengths: relative 1e-4 of their own
      // size; the center, like a point, within 1e-5 of the inputs' scale. The far class (every
      // fourth case: shapes of size 1 some 10,000 from the origin) is left to the float32 test: there
      // the C's own float32 rounding of a rounded polygon's pushed-out vertices (0.001 at 10,000)
      // moves its area by 1e-3, which float64 does not do.
      const tol = (scale: number, word: number) => (word === 1 || word === 2 ? 1e-5 * (1 + scale) : 1e-4);
      expect(looseMismatches(vectorFunction(mass, fnName), massRunners[fnName], tol, true)).toEqual([]);
    });
  }
});
