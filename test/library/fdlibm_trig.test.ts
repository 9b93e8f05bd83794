// b2Sin, b2Cos, b2SinCosInPlace and b2Atan2 (src/common/b2_fdlibm_trig.ts) give Node 20's
// Math.sin, Math.cos and Math.atan2 bits: the expected values are V8's own (fdlibm) results on this
// Node, for a few hundred thousand inputs of every kind (scripts/check-fdlibm-trig.ts runs tens of
// millions). The callers that used Math.sin/Math.cos (b2Rot.Set, SetAsBox with an angle, the TOI's
// sweep transforms) therefore keep their bits on Node, and now have them in every engine.

import { b2PolygonShape, b2Rot, b2Vec2 } from 'b2collide';
// The algorithm over every double, NaN and the infinities included: the kernels behind the exported
// b2Sin, b2Cos and b2Atan2, which refuse non-finite input and are tested in math_bad_input.test.ts.
import {
  b2Atan2Unchecked as b2Atan2,
  b2CosUnchecked as b2Cos,
  b2SinCosInPlace,
  b2SinUnchecked as b2Sin,
} from '../../src/common/b2_fdlibm_trig';
import { Rng } from '../../compare/runner/rng';
import { atan2Specials, fillAtan2Pairs, fillTrigAngles, fromWords, sameBits, trigSpecials, ulpStep } from '../../scripts/fdlibm/trig_inputs';

const COUNT = 300_000;

/** The inputs on which fn(x) and the reference differ, at most 5 of them. */
function differing(inputs: ArrayLike<number>, ours: (x: number) => number, reference: (x: number) => number): number[] {
  const out: number[] = [];
  for (let i = 0; i < inputs.length && out.length < 5; ++i) {
    if (!sameBits(ours(inputs[i]), reference(inputs[i]))) out.push(inputs[i]);
  }
  return out;
}

describe('b2Sin and b2Cos are Math.sin and Math.cos of Node 20, bit for bit', () => {
  const specials = trigSpecials();
  const random = new Float64Array(COUNT);
  fillTrigAngles(new Rng(2026, 11, 27), random);

  test('special angles: zeros (-0 kept by sin), subnormals, every branch limit +-3 ulps, 1e300, MAX_VALUE', () => {
    expect(specials.length).toBeGreaterThan(1500);
    expect(differing(specials, b2Sin, Math.sin)).toEqual([]);
    expect(differing(specials, b2Cos, Math.cos)).toEqual([]);
    expect(Object.is(b2Sin(-0), -0)).toBe(true);
    expect(b2Cos(-0)).toBe(1);
  });

  test(`${COUNT} random angles: small, medium, any double, near multiples of pi/2, huge`, () => {
    expect(differing(random, b2Sin, Math.sin)).toEqual([]);
    expect(differing(random, b2Cos, Math.cos)).toEqual([]);
  });

  test('multiples of pi/2 near and far come out as Math gives them (sin(pi) is 1.2246e-16, not 0)', () => {
    const near: number[] = [];
    for (let n = -64; n <= 64; ++n) for (let k = -2; k <= 2; ++k) near.push(ulpStep(n * (Math.PI / 2), k));
    for (let e = 20; e <= 1000; e += 7) near.push(2 ** e * (Math.PI / 2), ulpStep(2 ** e * (Math.PI / 2), 1));
    expect(differing(near, b2Sin, Math.sin)).toEqual([]);
    expect(differing(near, b2Cos, Math.cos)).toEqual([]);
    // Hand check of one value: sin(fl(pi)) = pi - fl(pi) to first order = 1.2246467991473532e-16.
    expect(b2Sin(Math.PI)).toBe(1.2246467991473532e-16);
  });

  test('Infinity and NaN give NaN (the library\'s callers reject them before they get here)', () => {
    for (const x of [Infinity, -Infinity, NaN]) {
      expect(b2Sin(x)).toBeNaN();
      expect(b2Cos(x)).toBeNaN();
    }
  });

  test('b2SinCosInPlace writes the bits of b2Sin and b2Cos at index and index + 1', () => {
    const pair = [0, 0, 0];
    const bad: number[] = [];
    for (const x of [...specials, ...random.subarray(0, 50_000)]) {
      pair[1] = x;
      b2SinCosInPlace(pair, 1);
      if (!sameBits(pair[1], b2Sin(x)) || !sameBits(pair[2], b2Cos(x))) bad.push(x);
    }
    expect(bad.slice(0, 5)).toEqual([]);
    expect(pair[0]).toBe(0);
  });

  test('the library\'s callers keep Math.sin/Math.cos bits: b2Rot.Set and SetAsBox with an angle', () => {
    const rng = new Rng(2026, 12);
    const q = new b2Rot();
    const box = new b2PolygonShape();
    for (let i = 0; i < 500; ++i) {
      const angle = rng.range(-50, 50);
      q.Set(angle);
      expect([q.s, q.c]).toEqual([Math.sin(angle), Math.cos(angle)]);
      box.SetAsBox(1, 2, new b2Vec2(0, 0), angle);
      // C++ b2Mul(xf, (hx, -hy)) with p = 0: (c*hx + s*hy, s*hx - c*hy), from Math's s and c.
      const s = Math.sin(angle);
      const c = Math.cos(angle);
      expect([box.m_vertices[1].x, box.m_vertices[1].y]).toEqual([c * 1 - s * -2, s * 1 + c * -2]);
    }
  });
});

describe('b2Atan2 is Math.atan2 of Node 20, bit for bit', () => {
  test('every pair of zeros, ones, infinities, NaN, tiny and huge values of both signs', () => {
    const bad = atan2Specials().filter(([y, x]) => !sameBits(b2Atan2(y, x), Math.atan2(y, x)));
    expect(bad).toEqual([]);
    expect(Object.is(b2Atan2(-0, 1), -0)).toBe(true);
    expect(b2Atan2(0, -1)).toBe(Math.PI);
  });

  test(`${COUNT} random pairs: unit rotations, any two doubles, ratios at atan's interval limits`, () => {
    const ys = new Float64Array(COUNT);
    const xs = new Float64Array(COUNT);
    fillAtan2Pairs(new Rng(2026, 13), ys, xs);
    const bad: number[][] = [];
    for (let i = 0; i < COUNT && bad.length < 5; ++i) {
      if (!sameBits(b2Atan2(ys[i], xs[i]), Math.atan2(ys[i], xs[i]))) bad.push([ys[i], xs[i]]);
    }
    expect(bad).toEqual([]);
  });

  test('b2Rot.GetAngle is b2Atan2(s, c)', () => {
    const q = new b2Rot();
    q.Set(2.5);
    expect(q.GetAngle()).toBe(Math.atan2(q.s, q.c));
    expect(fromWords(0x400921fb, 0x54442d18)).toBe(Math.PI);
  });
});
