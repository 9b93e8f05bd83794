// Inputs that reach every branch of b2Sin/b2Cos/b2Atan2 (src/common/b2_fdlibm_trig.ts), shared by
// test/library/fdlibm_trig.test.ts (a few hundred thousand) and scripts/check-fdlibm-trig.ts (tens
// of millions). Deterministic for a seed.

import { Rng } from '../../compare/runner/rng';

const value = new Float64Array(1);
const words = new Uint32Array(value.buffer);
const HIGH = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 1 : 0;

/** The double with the given high and low words. */
export function fromWords(hi: number, lo: number): number {
  words[HIGH] = hi;
  words[1 - HIGH] = lo;
  return value[0];
}

/** x moved by k units in the last place (k may be negative; through zero and infinity as bits go). */
export function ulpStep(x: number, k: number): number {
  value[0] = x;
  const hi = words[HIGH];
  const lo = words[1 - HIGH];
  const big = BigInt(hi) * 4294967296n + BigInt(lo) + BigInt(k);
  words[HIGH] = Number((big >> 32n) & 0xffffffffn);
  words[1 - HIGH] = Number(big & 0xffffffffn);
  return value[0];
}

/** True when a and b are the same double bit for bit (-0 is not 0), or both NaN. */
export function sameBits(a: number, b: number): boolean {
  return Object.is(a, b) || (a !== a && b !== b);
}

/** Fixed angles: zeros, subnormals, the branch limits of the reduction and kernels (+-3 ulps), huge, non-finite. */
export function trigSpecials(): number[] {
  const out = [0, -0, Number.MIN_VALUE, 2 ** -1022, 1e-300, 2 ** -27, 1e-9, 0.3, 0.78125, Math.PI / 4, Math.PI / 2, Math.PI,
    3 * Math.PI / 2, 2 * Math.PI, 1e6, 2 ** 19 * Math.PI / 2, 2 ** 20, 1e9, 2 ** 30, 1e15, 2 ** 52, 2 ** 53, 1e22, 1e100, 1e200, 1e300,
    Number.MAX_VALUE, Infinity, -Infinity, NaN];
  // High words where a branch changes: |x| < 2^-27, 0.3, 0.78125, pi/4, 3pi/4, pi/2, 2^19*pi/2,
  // and each n*pi/2 for n < 32 (the medium path's cancellation check); low words 0 and all ones.
  const highs = [0x3e400000, 0x3fd33333, 0x3fe90000, 0x3fe921fb, 0x4002d97c, 0x3ff921fb, 0x413921fb, 0x7fefffff];
  for (let n = 1; n <= 32; ++n) highs.push(highOfMultiple(n));
  for (const hi of highs) {
    for (const lo of [0, 1, 0x54442d18, 0xfffffffe, 0xffffffff]) {
      const x = fromWords(hi, lo);
      for (let k = -3; k <= 3; ++k) out.push(ulpStep(x, k));
    }
  }
  return out.flatMap((x) => [x, -x]);
}

function highOfMultiple(n: number): number {
  value[0] = n * (Math.PI / 2);
  return words[HIGH];
}

/**
 * Fills out with angles of every kind, cycling through: uniform in +-4, +-100, +-1e6; any double
 * by its bits; near multiples of pi/2 (n up to 2^20 and up to 2^60, within 8 ulps: where the
 * reduction cancels most); and 2^19 to 2^1023 (the Payne-Hanek path).
 */
export function fillTrigAngles(rng: Rng, out: Float64Array): void {
  for (let i = 0; i < out.length; ++i) {
    let x: number;
    switch (i % 8) {
      case 0:
        x = rng.range(-4, 4);
        break;
      case 1:
        x = rng.range(-100, 100);
        break;
      case 2:
        x = rng.range(-1e6, 1e6);
        break;
      case 3:
        x = fromWords(rng.nextU32(), rng.nextU32());
        break;
      case 4:
        x = ulpStep(rng.int(1, 1 << 20) * (Math.PI / 2), rng.int(-8, 8));
        break;
      case 5:
        x = ulpStep(rng.int(1, 1 << 30) * 2 ** rng.int(0, 30) * (Math.PI / 2), rng.int(-8, 8));
        break;
      case 6:
        x = fromWords(((rng.int(0x412, 0x7fe) << 20) | (rng.nextU32() & 0xfffff)) >>> 0, rng.nextU32());
        break;
      default:
        x = rng.range(-2e-8, 2e-8);
        break;
    }
    out[i] = rng.chance(0.5) ? x : -x;
  }
}

/** Fills ys and xs with atan2 arguments: unit rotations, any two doubles, ratios near atan's interval limits, tiny and huge ratios. */
export function fillAtan2Pairs(rng: Rng, ys: Float64Array, xs: Float64Array): void {
  const limits = [7 / 16, 11 / 16, 19 / 16, 39 / 16, 2 ** 66, 2 ** -27, 2 ** 60, 2 ** -60, 1];
  for (let i = 0; i < ys.length; ++i) {
    let y: number;
    let x: number;
    switch (i % 4) {
      case 0: {
        const a = rng.range(-4, 4);
        y = Math.sin(a);
        x = Math.cos(a);
        break;
      }
      case 1:
        y = fromWords(rng.nextU32(), rng.nextU32());
        x = fromWords(rng.nextU32(), rng.nextU32());
        break;
      case 2:
        x = rng.range(-3, 3);
        y = ulpStep(x * limits[rng.int(0, limits.length - 1)], rng.int(-4, 4));
        break;
      default:
        y = rng.range(-1, 1) * 2 ** rng.int(-80, 80);
        x = rng.range(-1, 1) * 2 ** rng.int(-80, 80);
        break;
    }
    ys[i] = y;
    xs[i] = x;
  }
}

/** Fixed atan2 pairs: every combination of zeros, ones, infinities, NaN, tiny and huge of both signs. */
export function atan2Specials(): [number, number][] {
  const v = [0, -0, 1, -1, Number.MIN_VALUE, -Number.MIN_VALUE, 1e-300, 1e300, -1e300, Infinity, -Infinity, NaN, 0.5, -2.5, Number.MAX_VALUE];
  const out: [number, number][] = [];
  for (const y of v) for (const x of v) out.push([y, x]);
  return out;
}
