// The checked math primitives of `b2collide/v3` (src/v3/math_public*.ts) in both builds: every
// input slot of every function refuses strings, BigInt, null, {}, arrays, NaN, ±Infinity and
// numbers beyond ±FLT_MAX with an Error that starts with the function's C name and shows the value
// as given, and writes nothing first; a frozen or wrongly shaped output is refused the same way.
// Then, on the recorded C vectors (test/v3/vectors/math_functions.json), each checked export gives
// exactly the bits of the unchecked kernel it wraps (src/v3/math_functions.ts and its float32 twin).

import * as F32 from 'b2collide/v3';
import * as F64 from 'b2collide/v3/f64';
import * as K64 from '../../src/v3/math_functions';
import * as K32 from '../../build/f32/v3/math_functions';
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { inputsOf, loadV3Vectors } from './support/vectors';

type Lib = typeof F64;
type Kind = 'vec' | 'rot' | 'xf' | 'mat' | 'plane' | 'num' | 'int' | 'outVec' | 'outRot' | 'outXf' | 'outMat';

/** Each checked function: its argument kinds in order (out first where C returns a struct). */
const specs: Record<string, Kind[]> = {
  b2MinInt: ['int', 'int'],
  b2MaxInt: ['int', 'int'],
  b2AbsInt: ['int'],
  b2ClampInt: ['int', 'int', 'int'],
  b2MinFloat: ['num', 'num'],
  b2MaxFloat: ['num', 'num'],
  b2AbsFloat: ['num'],
  b2ClampFloat: ['num', 'num', 'num'],
  b2SpringDamper: ['num', 'num', 'num', 'num', 'num'],
  b2Rot_GetAngle: ['rot'],
  b2RelativeAngle: ['rot', 'rot'],
  b2Dot: ['vec', 'vec'],
  b2Cross: ['vec', 'vec'],
  b2CrossVS: ['outVec', 'vec', 'num'],
  b2CrossSV: ['outVec', 'num', 'vec'],
  b2LeftPerp: ['outVec', 'vec'],
  b2RightPerp: ['outVec', 'vec'],
  b2Add: ['outVec', 'vec', 'vec'],
  b2Sub: ['outVec', 'vec', 'vec'],
  b2Neg: ['outVec', 'vec'],
  b2Lerp: ['outVec', 'vec', 'vec', 'num'],
  b2Mul: ['outVec', 'vec', 'vec'],
  b2MulSV: ['outVec', 'num', 'vec'],
  b2MulAdd: ['outVec', 'vec', 'num', 'vec'],
  b2MulSub: ['outVec', 'vec', 'num', 'vec'],
  b2Abs: ['outVec', 'vec'],
  b2Min: ['outVec', 'vec', 'vec'],
  b2Max: ['outVec', 'vec', 'vec'],
  b2Clamp: ['outVec', 'vec', 'vec', 'vec'],
  b2Length: ['vec'],
  b2Distance: ['vec', 'vec'],
  b2LengthSquared: ['vec'],
  b2DistanceSquared: ['vec', 'vec'],
  b2Normalize: ['outVec', 'vec'],
  b2GetLengthAndNormalize: ['outVec', 'vec'],
  b2IsNormalized: ['vec'],
  b2NormalizeRot: ['outRot', 'rot'],
  b2IntegrateRotation: ['outRot', 'rot', 'num'],
  b2ComputeRotationBetweenUnitVectors: ['outRot', 'vec', 'vec'],
  b2IsNormalizedRot: ['rot'],
  b2NLerp: ['outRot', 'rot', 'rot', 'num'],
  b2ComputeAngularVelocity: ['rot', 'rot', 'num'],
  b2Rot_GetXAxis: ['outVec', 'rot'],
  b2Rot_GetYAxis: ['outVec', 'rot'],
  b2MulRot: ['outRot', 'rot', 'rot'],
  b2InvMulRot: ['outRot', 'rot', 'rot'],
  b2RotateVector: ['outVec', 'rot', 'vec'],
  b2InvRotateVector: ['outVec', 'rot', 'vec'],
  b2TransformPoint: ['outVec', 'xf', 'vec'],
  b2InvTransformPoint: ['outVec', 'xf', 'vec'],
  b2MulTransforms: ['outXf', 'xf', 'xf'],
  b2InvMulTransforms: ['outXf', 'xf', 'xf'],
  b2MulMV: ['outVec', 'mat', 'vec'],
  b2GetInverse22: ['outMat', 'mat'],
  b2Solve22: ['outVec', 'mat', 'vec'],
  b2PlaneSeparation: ['plane', 'vec'],
};

/** How many numbers of the C vectors each input kind takes (in C's field order). */
const width: Record<Kind, number> = { vec: 2, rot: 2, xf: 4, mat: 4, plane: 3, num: 1, int: 1, outVec: 0, outRot: 0, outXf: 0, outMat: 0 };

/** Makes an argument of a kind from numbers (c, s order for a rotation; p.x, p.y, c, s for a transform). */
function make(L: Lib, kind: Kind, x: readonly number[]): unknown {
  switch (kind) {
    case 'vec': return new L.b2Vec2(x[0], x[1]);
    case 'rot': return new L.b2Rot(x[0], x[1]);
    case 'xf': { const t = new L.b2Transform(); t.p.x = x[0]; t.p.y = x[1]; t.q.c = x[2]; t.q.s = x[3]; return t; }
    case 'mat': { const m = new L.b2Mat22(); m.cx.x = x[0]; m.cx.y = x[1]; m.cy.x = x[2]; m.cy.y = x[3]; return m; }
    case 'plane': { const p = new L.b2Plane(); p.normal.x = x[0]; p.normal.y = x[1]; p.offset = x[2]; return p; }
    case 'num': case 'int': return x[0];
    case 'outVec': return new L.b2Vec2(7, 7);
    case 'outRot': return new L.b2Rot(7, 7);
    case 'outXf': { const t = new L.b2Transform(); t.p.x = 7; t.q.c = 7; return t; }
    case 'outMat': { const m = new L.b2Mat22(); m.cx.x = 7; m.cy.y = 7; return m; }
  }
}

/** Valid arguments: small whole numbers for ints, a unit rotation, modest finite values elsewhere. */
function validArgs(L: Lib, kinds: readonly Kind[]): unknown[] {
  const sample: Record<Kind, number[]> = {
    vec: [0.5, -1.25], rot: [0.6, 0.8], xf: [1, 2, 0.6, 0.8], mat: [2, 0.5, -0.25, 3], plane: [0.6, 0.8, 0.5],
    num: [0.75], int: [3], outVec: [], outRot: [], outXf: [], outMat: [],
  };
  return kinds.map((k) => make(L, k, sample[k]));
}

/** Every number under the arguments, with its path, to show that nothing was written. */
function numbersUnder(value: unknown, path: string, into: [string, unknown][]): [string, unknown][] {
  if (typeof value === 'object' && value !== null) {
    for (const key of Object.keys(value)) numbersUnder((value as Record<string, unknown>)[key], `${path}.${key}`, into);
  } else {
    into.push([path, value]);
  }
  return into;
}

/** A bad value and the text its message must show. */
const badNumbers: [unknown, string][] = [
  ['1.5', "'1.5'"], [1n, '1n'], [null, 'null'], [undefined, 'undefined'], [{}, 'object'], [[1, 2], '[1, 2]'],
  [NaN, 'NaN'], [Infinity, 'Infinity'], [-Infinity, '-Infinity'], [1e300, '1e+300'], [3.5e38, '3.5e+38'], [true, 'true'],
];
const badObjects: [unknown, string][] = [[null, 'null'], [undefined, 'undefined'], [{}, 'object'], [[1, 2], '[1, 2]'], ['1.5', "'1.5'"], [1n, '1n'], [NaN, 'NaN']];

/** The numeric fields of each input struct kind, as paths. */
const fields: Partial<Record<Kind, string[][]>> = {
  vec: [['x'], ['y']],
  rot: [['c'], ['s']],
  xf: [['p', 'x'], ['p', 'y'], ['q', 'c'], ['q', 's']],
  mat: [['cx', 'x'], ['cx', 'y'], ['cy', 'x'], ['cy', 'y']],
  plane: [['normal', 'x'], ['normal', 'y'], ['offset']],
};

function setPath(root: unknown, path: readonly string[], value: unknown): void {
  let o = root as Record<string, unknown>;
  for (const key of path.slice(0, -1)) o = o[key] as Record<string, unknown>;
  o[path[path.length - 1]] = value;
}

/** Calls fn with args and expects a named error showing `shown`, with no number under args changed. */
function expectRefused(L: Lib, fn: string, args: unknown[], shown: string | RegExp): void {
  const before = numbersUnder(args, 'args', []);
  let error: unknown;
  try {
    (L as unknown as Record<string, (...a: unknown[]) => unknown>)[fn](...args);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(Error);
  const message = (error as Error).message;
  expect(message.startsWith(`${fn}: `)).toBe(true);
  if (typeof shown === 'string') expect(message).toContain(shown);
  else expect(message).toMatch(shown);
  const after = numbersUnder(args, 'args', []);
  expect(after.length).toBe(before.length);
  after.forEach(([path, v], i) => {
    expect(path).toBe(before[i][0]);
    expect(Object.is(v, before[i][1])).toBe(true);
  });
}

describe.each([
  ['float32', F32 as unknown as Lib],
  ['float64', F64],
])('checked math primitives, %s build', (_build, L) => {
  test('every function of math_functions.h that reads a struct or a number has a spec here', () => {
    const exported = Object.keys(L).filter((k) => typeof (L as unknown as Record<string, unknown>)[k] === 'function' && k in K64 && !/^[A-Z]|^b2(Vec2|Rot|CosSin|Transform|Mat22|AABB|Plane)$/.test(k));
    const unchecked = ['b2IsValidFloat', 'b2IsValidVec2', 'b2IsValidRotation', 'b2IsValidPlane', 'b2Atan2', 'b2UnwindAngle', 'b2ComputeCosSin', 'b2MakeRot'];
    expect(exported.filter((k) => !(k in specs) && !unchecked.includes(k))).toEqual([]);
  });

  test('the valid arguments pass', () => {
    for (const [fn, kinds] of Object.entries(specs)) {
      expect(() => (L as unknown as Record<string, (...a: unknown[]) => unknown>)[fn](...validArgs(L, kinds))).not.toThrow();
    }
  });

  test.each(Object.entries(specs))('%s refuses a bad number in any input, writing nothing', (fn, kinds) => {
    kinds.forEach((kind, slot) => {
      if (kind === 'num' || kind === 'int') {
        const values = kind === 'int' ? [...badNumbers, [1.5, '1.5'] as [unknown, string], [2 ** 31, '2147483648'] as [unknown, string]] : badNumbers;
        for (const [value, shown] of values) {
          const args = validArgs(L, kinds);
          args[slot] = value;
          expectRefused(L, fn, args, shown);
        }
      }
      for (const path of fields[kind] ?? []) {
        for (const [value, shown] of badNumbers) {
          const args = validArgs(L, kinds);
          setPath(args[slot], path, value);
          expectRefused(L, fn, args, shown);
        }
      }
    });
  });

  test.each(Object.entries(specs))('%s refuses a non-struct argument, writing nothing', (fn, kinds) => {
    kinds.forEach((kind, slot) => {
      if (kind === 'num' || kind === 'int') return;
      for (const [value, shown] of badObjects) {
        const args = validArgs(L, kinds);
        args[slot] = value;
        expectRefused(L, fn, args, shown);
      }
    });
  });

  test.each(Object.entries(specs).filter(([, kinds]) => kinds[0].startsWith('out')))('%s refuses a frozen output, writing nothing', (fn, kinds) => {
    const args = validArgs(L, kinds);
    Object.freeze(args[0]);
    expectRefused(L, fn, args, /frozen/);
    if (kinds[0] === 'outXf' || kinds[0] === 'outMat') {
      // A frozen column or p/q inside an unfrozen struct is refused too.
      const inner = validArgs(L, kinds);
      const key = kinds[0] === 'outXf' ? 'q' : 'cy';
      Object.freeze((inner[0] as Record<string, object>)[key]);
      expectRefused(L, fn, inner, /frozen/);
    }
  });

  test('b2Vec2, b2Rot and b2CosSin refuse bad numbers', () => {
    for (const [value, shown] of badNumbers) {
      if (value === undefined) continue; // the default, 0
      expect(() => new L.b2Vec2(1, value as number)).toThrow(new RegExp(`^b2Vec2: y .*${shown.replace(/[[\]+()]/g, '\\$&')}`));
      expect(() => new L.b2Rot(value as number, 0)).toThrow(new RegExp(`^b2Rot: c .*${shown.replace(/[[\]+()]/g, '\\$&')}`));
      expect(() => new L.b2CosSin(0, value as number)).toThrow(new RegExp(`^b2CosSin: sine .*${shown.replace(/[[\]+()]/g, '\\$&')}`));
    }
  });

  test('the output may be an input (C copies by value)', () => {
    const a = new L.b2Vec2(1, 2);
    expect(L.b2Add(a, a, new L.b2Vec2(3, 4))).toBe(a);
    expect([a.x, a.y]).toEqual([4, 6]);
    const q = new L.b2Rot(0, 1);
    L.b2MulRot(q, q, q); // a quarter turn twice: a half turn
    expect([q.c, q.s]).toEqual([-1, 0]);
  });
});

describe('checked exports give the kernels\' bits on the C vectors', () => {
  const file = loadV3Vectors('math_functions');
  const cases = file.cases.filter((c) => c.fn in specs && !c.crash);

  test('the vectors cover most checked functions', () => {
    // Counted from the file: the functions recorded there that this file checks.
    expect(new Set(cases.map((c) => c.fn)).size).toBeGreaterThanOrEqual(30);
  });

  /** Calls the checked export or the kernel on one case; returns the result and every output number. */
  function run(L: Lib, callee: (...a: unknown[]) => unknown, kinds: readonly Kind[], x: readonly number[]): unknown[] {
    let i = 0;
    const args = kinds.map((k) => {
      const v = make(L, k, x.slice(i, i + width[k]));
      i += width[k];
      return v;
    });
    const result = callee(...args);
    const outs = kinds[0].startsWith('out') ? numbersUnder(args[0], 'out', []).map(([, v]) => v) : [];
    return [typeof result === 'object' ? 'out' : result, ...outs];
  }

  test.each([
    ['float32', F32 as unknown as Lib, K32 as unknown as Record<string, unknown>],
    ['float64', F64, K64 as unknown as Record<string, unknown>],
  ])('%s', (_build, L, kernels) => {
    expect(L.b2Add).not.toBe(kernels.b2Add); // the export is the checked twin, not the kernel
    let compared = 0;
    for (const c of cases) {
      const kinds = specs[c.fn];
      const x = inputsOf(c);
      const checked = run(L, (L as unknown as Record<string, (...a: unknown[]) => unknown>)[c.fn], kinds, x);
      const kernel = run(L, kernels[c.fn] as (...a: unknown[]) => unknown, kinds, x);
      expect(checked.length).toBe(kernel.length);
      checked.forEach((v, j) => {
        if (!Object.is(v, kernel[j])) throw new Error(`${c.fn}(${x.join(', ')}): output ${j} is ${String(v)}, the kernel's ${String(kernel[j])}`);
      });
      compared++;
    }
    expect(compared).toBe(cases.length);
  });
});

test('library code imports the unchecked kernels, never the checked exports', () => {
  // src/v3/README.md, rule C: only the public surface (index.ts and math_public.ts) reaches math_public*.ts.
  const dir = join(__dirname, '..', '..', 'src', 'v3');
  const importers = readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .filter((f) => /from '\.\/math_public/.test(readFileSync(join(dir, f), 'utf8')));
  expect(importers.sort()).toEqual(['index.ts', 'math_public.ts']);
});
