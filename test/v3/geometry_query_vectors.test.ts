// Point tests, ray casts, shape casts and the mover's planes against Box2D v3.1.1's geometry.c:
// the float32 twin must give the C's bits in every output word (normal, point, fraction,
// iterations, hit). Expected values: test/v3/vectors/geometry_point.json, geometry_ray.json,
// geometry_shape_cast.json and geometry_mover.json, recorded from the C (test/v3/vectors/geometry.md).
// The float64 source must agree on every hit and inside/outside answer but a few near-ties.

import * as F64 from '../../src/v3/index';
import * as F32 from '../../build/f32/v3/index';
import { bitsToFloat, mismatches, readVectorFile, splitCase, vectorFunction, WordReader, WordWriter, type VectorFile } from './support/geometry_vectors';
import { readCapsule, readCircle, readPolygon, readRay, readSegment, readShapeCastInput, readVec, writeCast, writePlane } from './support/geometry_shapes';

type Lib = typeof F64;
const f32 = F32 as unknown as Lib;

type Runner = (lib: Lib, r: WordReader, w: WordWriter) => void;
const point: Record<string, Runner> = {
  b2PointInCircle: (lib, r, w) => w.i(lib.b2PointInCircle(readVec(lib, r), readCircle(lib, r))),
  b2PointInCapsule: (lib, r, w) => w.i(lib.b2PointInCapsule(readVec(lib, r), readCapsule(lib, r))),
  b2PointInPolygon: (lib, r, w) => w.i(lib.b2PointInPolygon(readVec(lib, r), readPolygon(lib, r))),
};
const ray: Record<string, Runner> = {
  b2IsValidRay: (lib, r, w) => w.i(lib.b2IsValidRay(readRay(lib, r))),
  b2RayCastCircle: (lib, r, w) => writeCast(w, lib.b2RayCastCircle(new lib.b2CastOutput(), readRay(lib, r), readCircle(lib, r))),
  b2RayCastCapsule: (lib, r, w) => writeCast(w, lib.b2RayCastCapsule(new lib.b2CastOutput(), readRay(lib, r), readCapsule(lib, r))),
  b2RayCastSegment: (lib, r, w) => writeCast(w, lib.b2RayCastSegment(new lib.b2CastOutput(), readRay(lib, r), readSegment(lib, r), r.i() !== 0)),
  b2RayCastPolygon: (lib, r, w) => writeCast(w, lib.b2RayCastPolygon(new lib.b2CastOutput(), readRay(lib, r), readPolygon(lib, r))),
};
const shapeCast: Record<string, Runner> = {
  b2ShapeCastCircle: (lib, r, w) => writeCast(w, lib.b2ShapeCastCircle(new lib.b2CastOutput(), readShapeCastInput(lib, r), readCircle(lib, r))),
  b2ShapeCastCapsule: (lib, r, w) => writeCast(w, lib.b2ShapeCastCapsule(new lib.b2CastOutput(), readShapeCastInput(lib, r), readCapsule(lib, r))),
  b2ShapeCastSegment: (lib, r, w) => writeCast(w, lib.b2ShapeCastSegment(new lib.b2CastOutput(), readShapeCastInput(lib, r), readSegment(lib, r))),
  b2ShapeCastPolygon: (lib, r, w) => writeCast(w, lib.b2ShapeCastPolygon(new lib.b2CastOutput(), readShapeCastInput(lib, r), readPolygon(lib, r))),
};
const mover: Record<string, Runner> = {
  b2CollideMoverAndCircle: (lib, r, w) => writePlane(w, lib.b2CollideMoverAndCircle(new lib.b2PlaneResult(), readCircle(lib, r), readCapsule(lib, r))),
  b2CollideMoverAndCapsule: (lib, r, w) => writePlane(w, lib.b2CollideMoverAndCapsule(new lib.b2PlaneResult(), readCapsule(lib, r), readCapsule(lib, r))),
  b2CollideMoverAndPolygon: (lib, r, w) => writePlane(w, lib.b2CollideMoverAndPolygon(new lib.b2PlaneResult(), readPolygon(lib, r), readCapsule(lib, r))),
  b2CollideMoverAndSegment: (lib, r, w) => writePlane(w, lib.b2CollideMoverAndSegment(new lib.b2PlaneResult(), readSegment(lib, r), readCapsule(lib, r))),
};

/** Where each function's yes/no word sits in its output: inside, valid, hit. */
const flagWord: Record<string, number> = { inside: 0, valid: 0, castOutput: 6, planeResult: 5 };

const files: readonly [VectorFile, Record<string, Runner>][] = [
  [readVectorFile('geometry_point.json'), point],
  [readVectorFile('geometry_ray.json'), ray],
  [readVectorFile('geometry_shape_cast.json'), shapeCast],
  [readVectorFile('geometry_mover.json'), mover],
];

describe('geometry.c queries against the C, bit for bit in float32', () => {
  for (const [file, runners] of files) {
    it(`the vectors cover ${Object.keys(runners).join(', ')}`, () => {
      expect(file.functions.map((f) => f.fn).sort()).toEqual(Object.keys(runners).sort());
    });
    for (const fnName of Object.keys(runners)) {
      it(`${fnName}: the float32 twin gives the C's bits in every case`, () => {
        const fn = vectorFunction(file, fnName);
        expect(fn.cases.length).toBeGreaterThanOrEqual(100);
        expect(mismatches(fn, (r, w) => runners[fnName](f32, r, w), true)).toEqual([]);
      });
      it(`${fnName}: the float64 source gives the C's yes/no answer in at least 97% of the cases`, () => {
        const fn = vectorFunction(file, fnName);
        const k = flagWord[fn.out];
        let same = 0;
        for (const c of fn.cases) {
          const { input, output } = splitCase(c);
          const w = new WordWriter();
          runners[fnName](F64, new WordReader(input), w);
          if (w.words[k] === output[k]) same++;
        }
        // Rays through vertices, points on boundaries and grazing casts are among the cases on
        // purpose: float64 may answer those differently.
        expect(same / fn.cases.length).toBeGreaterThanOrEqual(0.97);
      });
    }
  }
  it('the cases hit and miss: every cast family has hits at a positive fraction and misses', () => {
    for (const [file] of files.slice(1)) {
      for (const fn of file.functions) {
        const k = flagWord[fn.out];
        const outs = fn.cases.map((c) => splitCase(c).output);
        expect(outs.some((o) => o[k] === '00000001')).toBe(true);
        expect(outs.some((o) => o[k] === '00000000')).toBe(true);
        if (fn.out === 'castOutput') expect(outs.some((o) => o[6] === '00000001' && bitsToFloat(parseInt(o[4], 16)) > 0)).toBe(true);
      }
    }
  });
});
