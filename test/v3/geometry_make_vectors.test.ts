// b2Make*, b2TransformPolygon (and through b2MakePolygon the polygon centroid) against Box2D
// v3.1.1's geometry.c: the float32 twin must give the C's bits in every word of the polygon
// (the unused slots included); the float64 source the same polygon to float32 precision.
// Expected values: test/v3/vectors/geometry_make.json, recorded from the C (test/v3/vectors/geometry.md).

import * as F64Make from '../../src/v3/geometry_make';
import * as F64Types from '../../src/v3/collision_types';
import * as F64Maths from '../../src/v3/math_functions';
import * as F32Make from '../../build/f32/v3/geometry_make';
import * as F32Types from '../../build/f32/v3/collision_types';
import * as F32Maths from '../../build/f32/v3/math_functions';
import { bitsToFloat, mismatches, readVectorFile, splitCase, vectorFunction, WordReader, WordWriter } from './support/geometry_vectors';
import { readHull, readPolygon, readRot, readTransform, readVec, writePolygon, type StructLib } from './support/geometry_shapes';

type MakeLib = typeof F64Make & StructLib;
const builds: readonly { name: string; lib: MakeLib; exact: boolean }[] = [
  { name: 'float32', lib: { ...F32Types, ...F32Maths, ...F32Make } as unknown as MakeLib, exact: true },
  { name: 'float64', lib: { ...F64Types, ...F64Maths, ...F64Make }, exact: false },
];

const file = readVectorFile('geometry_make.json');

type Runner = (lib: MakeLib, r: WordReader, w: WordWriter) => void;
const runners: Record<string, Runner> = {
  b2MakeSquare: (lib, r, w) => writePolygon(w, lib.b2MakeSquare(new lib.b2Polygon(), r.f())),
  b2MakeBox: (lib, r, w) => writePolygon(w, lib.b2MakeBox(new lib.b2Polygon(), r.f(), r.f())),
  b2MakeRoundedBox: (lib, r, w) => writePolygon(w, lib.b2MakeRoundedBox(new lib.b2Polygon(), r.f(), r.f(), r.f())),
  b2MakeOffsetBox: (lib, r, w) => writePolygon(w, lib.b2MakeOffsetBox(new lib.b2Polygon(), r.f(), r.f(), readVec(lib, r), readRot(lib, r))),
  b2MakeOffsetRoundedBox: (lib, r, w) =>
    writePolygon(w, lib.b2MakeOffsetRoundedBox(new lib.b2Polygon(), r.f(), r.f(), readVec(lib, r), readRot(lib, r), r.f())),
  b2MakePolygon: (lib, r, w) => writePolygon(w, lib.b2MakePolygon(new lib.b2Polygon(), readHull(lib, r), r.f())),
  b2MakeOffsetPolygon: (lib, r, w) => writePolygon(w, lib.b2MakeOffsetPolygon(new lib.b2Polygon(), readHull(lib, r), readVec(lib, r), readRot(lib, r))),
  b2MakeOffsetRoundedPolygon: (lib, r, w) =>
    writePolygon(w, lib.b2MakeOffsetRoundedPolygon(new lib.b2Polygon(), readHull(lib, r), readVec(lib, r), readRot(lib, r), r.f())),
  b2TransformPolygon: (lib, r, w) => {
    const xf = readTransform(lib, r);
    writePolygon(w, lib.b2TransformPolygon(new lib.b2Polygon(), xf, readPolygon(lib, r)));
  },
};

/**
 * Null when the float64 polygon (words as written by writePolygon) is the C's to float32 precision:
 * the same count and radius; vertices and centroid within 1e-6·(1 + scale), scale the largest
 * number of the result or the input (float32 rounds a coordinate by up to 6e-8 of its magnitude, so the C's vertices are
 * that far from the exact ones); normals within 1e-5 plus 2e-6·(1 + scale) / the shortest edge (the
 * direction of an edge whose ends each moved by that much).
 */
function polygonFarFromC(input: readonly string[], expected: readonly string[], actual: readonly string[]): string | null {
  const e = expected.map((h) => bitsToFloat(parseInt(h, 16)));
  const a = actual.map((h) => bitsToFloat(parseInt(h, 16)));
  const count = parseInt(expected[35], 16);
  if (actual[35] !== expected[35] || actual[34] !== expected[34]) return `count or radius differ`;
  // The largest coordinate of the result or of the inputs (an offset's products may exceed the result).
  let scale = 0;
  for (let k = 0; k < 2 * count; ++k) scale = Math.max(scale, Math.abs(e[k]));
  for (const h of input) {
    const x = Math.abs(bitsToFloat(parseInt(h, 16)));
    if (Number.isFinite(x)) scale = Math.max(scale, x);
  }
  let shortest = Infinity;
  for (let i = 0; i < count; ++i) {
    const j = (i + 1) % count;
    shortest = Math.min(shortest, Math.hypot(e[2 * j] - e[2 * i], e[2 * j + 1] - e[2 * i + 1]));
  }
  const pointTol = 1e-6 * (1 + scale);
  const normalTol = 1e-5 + (2e-6 * (1 + scale)) / shortest;
  for (let k = 0; k < 2 * count; ++k) {
    if (!(Math.abs(a[k] - e[k]) <= pointTol)) return `vertex word ${k}: C ${e[k]}, ours ${a[k]}`;
    if (!(Math.abs(a[16 + k] - e[16 + k]) <= normalTol)) return `normal word ${16 + k}: C ${e[16 + k]}, ours ${a[16 + k]}`;
  }
  for (const k of [32, 33]) if (!(Math.abs(a[k] - e[k]) <= pointTol)) return `centroid word ${k}: C ${e[k]}, ours ${a[k]}`;
  return null;
}

describe('geometry.c polygon makers against the C, bit for bit in float32', () => {
  it('the vectors cover every maker', () => {
    expect(file.functions.map((f) => f.fn).sort()).toEqual(Object.keys(runners).sort());
  });
  for (const fnName of Object.keys(runners)) {
    it(`${fnName}: the float32 twin gives the C's bits in every case`, () => {
      const fn = vectorFunction(file, fnName);
      expect(fn.cases.length).toBeGreaterThanOrEqual(40);
      expect(mismatches(fn, (r, w) => runners[fnName](builds[0].lib, r, w), true)).toEqual([]);
    });
    it(`${fnName}: the float64 source gives the C's polygon to float32 precision`, () => {
      const fn = vectorFunction(file, fnName);
      const bad: string[] = [];
      fn.cases.forEach((c, index) => {
        const { input, output } = splitCase(c);
        const w = new WordWriter();
        runners[fnName](builds[1].lib, new WordReader(input), w);
        const fault = polygonFarFromC(input, output, w.words);
        if (fault !== null) bad.push(`${fnName} case ${index}: ${fault}`);
      });
      expect(bad).toEqual([]);
    });
  }
});

describe('writing into the polygon given', () => {
  it('b2TransformPolygon may write into its own input, as C copies the polygon first', () => {
    for (const { lib } of builds) {
      const p = lib.b2MakeOffsetBox(new lib.b2Polygon(), 1, 2, new lib.b2Vec2(3, 4), new lib.b2Rot(0, 1));
      const xf = new lib.b2Transform();
      xf.p.x = 10;
      xf.q.c = 0;
      xf.q.s = 1;
      const separate = lib.b2TransformPolygon(new lib.b2Polygon(), xf, p);
      const same = lib.b2TransformPolygon(p, xf, p);
      expect(same).toBe(p);
      expect(same).toEqual(separate);
    }
  });
  it('every slot of out is written: a maker clears what a previous polygon left', () => {
    for (const { lib } of builds) {
      const out = new lib.b2Polygon();
      for (const v of [...out.vertices, ...out.normals]) {
        v.x = 7;
        v.y = 7;
      }
      lib.b2MakeBox(out, 1, 1);
      // b2MakeBox's C starts from { 0 }: slots 4..7 are zero.
      expect(out.vertices.slice(4).every((v) => v.x === 0 && v.y === 0)).toBe(true);
      expect(out.normals.slice(4).every((v) => v.x === 0 && v.y === 0)).toBe(true);
    }
  });
});
