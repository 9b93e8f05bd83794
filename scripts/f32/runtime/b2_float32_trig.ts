// Float32 sine and cosine that return what C's sinf/cosf return in the musl libc that Emscripten
// links into box2d-wasm (the FreeBSD algorithm): fold the argument into [-pi/4, pi/4] with double
// arithmetic, then a short polynomial in double, rounded once to float32. Box2D's b2Rot::Set
// calls sinf/cosf, so the float32 twin (build/f32) uses these where src/ calls Math.sin/Math.cos;
// Math.fround(Math.sin(x)) differs from sinf(x) by one ulp for about 0.06% of angles.
// For |x| >= 2^28 * pi/2 (about 4.2e8) musl reduces with a long 2/pi; here that reduction is done
// exactly with BigInt fixed point (2/pi and pi/2 to 432 bits, from Machin's formula), then the same
// kernels run. Checked against box2d-wasm over every branch limit and random angles of all sizes.
// This file is copied into build/f32/common/ by scripts/gen-f32.ts; it is not part of src/. Its
// import of './b2_checks' resolves there, to the twin of src/common/b2_checks.ts.

import { b2CheckNumber, b2CheckNumbers2 } from './b2_checks';

const bits = new DataView(new ArrayBuffer(8));
function double(hi: number, lo: number): number {
  bits.setUint32(0, hi);
  bits.setUint32(4, lo);
  return bits.getFloat64(0);
}

/** 2^k for -1022 <= k <= 1023 from its exponent bits (the ** operator is not specified exactly). */
function pow2(k: number): number {
  return double((k + 1023) << 20, 0);
}

// Polynomial coefficients of the kernels on [-pi/4, pi/4] (as exact binary fractions).
const S1 = -0x15555554cbac77 * pow2(-55);
const S2 = 0x111110896efbb2 * pow2(-59);
const S3 = -0x1a00f9e2cae774 * pow2(-65);
const S4 = 0x16cd878c3b46a7 * pow2(-71);
const C0 = -0x1ffffffd0c5e81 * pow2(-54);
const C1 = 0x155553e1053a42 * pow2(-57);
const C2 = -0x16c087e80f1e27 * pow2(-62);
const C3 = 0x199342e0ee5069 * pow2(-68);

// Argument reduction: 2/pi, and pi/2 split into a 33-bit head and a tail.
const INV_PIO2 = double(0x3fe45f30, 0x6dc9c883);
const PIO2_HEAD = double(0x3ff921fb, 0x50000000);
const PIO2_TAIL = double(0x3e5110b4, 0x611a6263);
/** Adding and subtracting 1.5 * 2^52 rounds a double to an integer (round to nearest even). */
const ROUND_TO_INT = 1.5 * pow2(52);
/** pi/4 rounded to float32. */
const PIO4 = Math.fround(Math.PI / 4);

// k * pi/2 in double for the small-argument branches.
const PIO2_1 = Math.PI / 2;
const PIO2_2 = 2 * (Math.PI / 2);
const PIO2_3 = 3 * (Math.PI / 2);
const PIO2_4 = 4 * (Math.PI / 2);

// No double crosses a call below (src/README.md rule 3): a double argument or result of a call V8
// does not inline is boxed, 16 bytes each, and a double written to a module variable is boxed too.
// The numbers go through `io`: io[0] the argument of sinf/cosf, io[1] their result, io[2] a
// kernel's argument, io[3] its result, io[4] the reduced argument.
const io = new Float64Array(5);

/** sin on [-pi/4, pi/4] of the double io[2], rounded to float32 once, into io[3]. */
function sinKernel(): void {
  const x = io[2];
  const z = x * x;
  const w = z * z;
  const r = S3 + z * S4;
  const s = z * x;
  io[3] = Math.fround(x + s * (S1 + z * S2) + s * w * r);
}

/** cos on [-pi/4, pi/4] of the double io[2], rounded to float32 once, into io[3]. */
function cosKernel(): void {
  const x = io[2];
  const z = x * x;
  const w = z * z;
  const r = C2 + z * C3;
  io[3] = Math.fround(1.0 + z * C0 + w * C1 + w * z * r);
}

/** Writes x - n*pi/2 (x in io[0]) to io[4] (within pi/4) and returns n, for |x| < 2^28 * pi/2. */
function reduce(): number {
  const x = io[0];
  let fn = x * INV_PIO2 + ROUND_TO_INT - ROUND_TO_INT;
  let n = fn | 0;
  io[4] = x - fn * PIO2_HEAD - fn * PIO2_TAIL;
  // Only needed under directed rounding in C; kept so the branches match.
  if (io[4] < -PIO4) {
    n--;
    fn--;
    io[4] = x - fn * PIO2_HEAD - fn * PIO2_TAIL;
  } else if (io[4] > PIO4) {
    n++;
    fn++;
    io[4] = x - fn * PIO2_HEAD - fn * PIO2_TAIL;
  }
  return n;
}

const word = new Float32Array(1);
const wordBits = new Uint32Array(word.buffer);

// Fixed-point constants for reduceLarge, FIXED fraction bits; made on first use.
const FIXED = 432n;
let twoOverPi = 0n;
let piOver2 = 0n;

/** atan(1/k) * 2^bits, by its alternating series. */
function atanInverse(k: bigint, bits: bigint): bigint {
  const k2 = k * k;
  let term = (1n << bits) / k;
  let sum = 0n;
  for (let n = 1n, positive = true; term !== 0n; n += 2n, positive = !positive) {
    sum += positive ? term / n : -(term / n);
    term /= k2;
  }
  return sum;
}

function makeConstants(): void {
  // pi = 16 atan(1/5) - 4 atan(1/239) (Machin), with 32 guard bits.
  const bits = FIXED + 32n;
  const pi = 16n * atanInverse(5n, bits) - 4n * atanInverse(239n, bits);
  twoOverPi = (2n << (2n * bits - 32n)) / pi; // 2/pi * 2^FIXED
  piOver2 = pi >> 33n; // pi/2 * 2^FIXED
}

/**
 * As reduce(), for float32 |x| >= 2^28 * pi/2 (finite): x*2/pi to the nearest integer, exactly.
 * Its BigInt arithmetic allocates; angles this large do not occur in a step.
 */
function reduceLarge(): number {
  const x = io[0];
  if (twoOverPi === 0n) makeConstants();
  const negative = x < 0;
  word[0] = x;
  // |x| = m * 2^e with m a 24-bit integer; e >= 5 in this range.
  const e = BigInt(((wordBits[0] >>> 23) & 0xff) - 150);
  const m = BigInt((wordBits[0] & 0x7fffff) | 0x800000);
  const v = (m * twoOverPi) << e;
  let n = v >> FIXED;
  let fraction = v - (n << FIXED);
  if (fraction >= 1n << (FIXED - 1n)) {
    n += 1n;
    fraction -= 1n << FIXED;
  }
  // Number() of a BigInt rounds to nearest; the power-of-two scale is exact.
  const y = Number((fraction * piOver2) >> FIXED) / pow2(Number(FIXED));
  const quadrant = Number(n & 3n);
  io[4] = negative ? -y : y;
  return negative ? -quadrant : quadrant;
}

/**
 * C sinf(x): x is rounded to float32 first, the result is a float32 value.
 * @param x An angle in radians, a number within ±b2_maxFloat.
 * @returns sinf(x).
 * @throws Error unless x is a number within ±b2_maxFloat: NaN, ±Infinity, strings and BigInt are
 * refused rather than answered with NaN (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2Sinf(x: number): number {
  b2CheckNumber('b2Sinf', 'x', x);
  return sinf(x);
}

// b2Sinf without its check (C's sinf, NaN for NaN and ±Infinity).
function sinf(x: number): number {
  io[0] = x;
  sinfOfIo();
  return io[1];
}

// sinf of io[0] into io[1]; sinKernel/cosKernel take io[2] and give io[3].
function sinfOfIo(): void {
  word[0] = io[0];
  const x = word[0];
  io[0] = x;
  const ix = wordBits[0] & 0x7fffffff;
  const negative = wordBits[0] >>> 31 === 1;
  if (ix <= 0x3f490fda) {
    // |x| <= pi/4; below 2^-12, sin(x) rounds to x (which keeps -0).
    if (ix < 0x39800000) {
      io[1] = x;
      return;
    }
    io[2] = x;
    sinKernel();
    io[1] = io[3];
    return;
  }
  if (ix <= 0x407b53d1) {
    // |x| <= 5pi/4
    if (ix <= 0x4016cbe3) {
      io[2] = negative ? x + PIO2_1 : x - PIO2_1;
      cosKernel();
      io[1] = negative ? -io[3] : io[3];
      return;
    }
    io[2] = negative ? -(x + PIO2_2) : -(x - PIO2_2);
    sinKernel();
    io[1] = io[3];
    return;
  }
  if (ix <= 0x40e231d5) {
    // |x| <= 9pi/4
    if (ix <= 0x40afeddf) {
      io[2] = negative ? x + PIO2_3 : x - PIO2_3;
      cosKernel();
      io[1] = negative ? io[3] : -io[3];
      return;
    }
    io[2] = negative ? x + PIO2_4 : x - PIO2_4;
    sinKernel();
    io[1] = io[3];
    return;
  }
  if (ix >= 0x7f800000) {
    io[1] = Number.NaN;
    return;
  }
  switch ((ix < 0x4dc90fdb ? reduce() : reduceLarge()) & 3) {
    case 0:
      io[2] = io[4];
      sinKernel();
      io[1] = io[3];
      return;
    case 1:
      io[2] = io[4];
      cosKernel();
      io[1] = io[3];
      return;
    case 2:
      io[2] = -io[4];
      sinKernel();
      io[1] = io[3];
      return;
    default:
      io[2] = io[4];
      cosKernel();
      io[1] = -io[3];
  }
}

/**
 * C cosf(x): x is rounded to float32 first, the result is a float32 value.
 * @param x An angle in radians, a number within ±b2_maxFloat.
 * @returns cosf(x).
 * @throws Error unless x is a number within ±b2_maxFloat (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2Cosf(x: number): number {
  b2CheckNumber('b2Cosf', 'x', x);
  return cosf(x);
}

// b2Cosf without its check (C's cosf, NaN for NaN and ±Infinity).
function cosf(x: number): number {
  io[0] = x;
  cosfOfIo();
  return io[1];
}

// cosf of io[0] into io[1], as sinfOfIo.
function cosfOfIo(): void {
  word[0] = io[0];
  const x = word[0];
  io[0] = x;
  const ix = wordBits[0] & 0x7fffffff;
  const negative = wordBits[0] >>> 31 === 1;
  if (ix <= 0x3f490fda) {
    if (ix < 0x39800000) {
      io[1] = 1;
      return;
    }
    io[2] = x;
    cosKernel();
    io[1] = io[3];
    return;
  }
  if (ix <= 0x407b53d1) {
    if (ix > 0x4016cbe3) {
      io[2] = negative ? x + PIO2_2 : x - PIO2_2;
      cosKernel();
      io[1] = -io[3];
      return;
    }
    io[2] = negative ? x + PIO2_1 : PIO2_1 - x;
    sinKernel();
    io[1] = io[3];
    return;
  }
  if (ix <= 0x40e231d5) {
    if (ix > 0x40afeddf) {
      io[2] = negative ? x + PIO2_4 : x - PIO2_4;
      cosKernel();
      io[1] = io[3];
      return;
    }
    io[2] = negative ? -x - PIO2_3 : x - PIO2_3;
    sinKernel();
    io[1] = io[3];
    return;
  }
  if (ix >= 0x7f800000) {
    io[1] = Number.NaN;
    return;
  }
  switch ((ix < 0x4dc90fdb ? reduce() : reduceLarge()) & 3) {
    case 0:
      io[2] = io[4];
      cosKernel();
      io[1] = io[3];
      return;
    case 1:
      io[2] = -io[4];
      sinKernel();
      io[1] = io[3];
      return;
    case 2:
      io[2] = io[4];
      cosKernel();
      io[1] = -io[3];
      return;
    default:
      io[2] = io[4];
      sinKernel();
      io[1] = io[3];
  }
}

/**
 * b2Sinf and b2Cosf of the angle in array[index]: the sine replaces it, the cosine goes to
 * array[index + 1]. The twin's stand-in for src/'s b2SinCosInPlace (as sinf and cosf for C++'s
 * b2Rot::Set).
 */
export function b2SinCosInPlacef(array: { [i: number]: number }, index: number): void {
  // The angle and both results stay in typed arrays (rule 3).
  const angle = array[index];
  io[0] = angle;
  sinfOfIo();
  array[index] = io[1];
  io[0] = angle;
  cosfOfIo();
  array[index + 1] = io[1];
}

// atanf's tables (musl, from FreeBSD): atan at 0.5, 1, 1.5, infinity as float head + tail, and
// the odd polynomial. All float32 values.
const ATANF_HI = [4.6364760399e-1, 7.8539812565e-1, 9.8279368877e-1, 1.5707962513].map(Math.fround);
const ATANF_LO = [5.0121582440e-9, 3.7748947079e-8, 3.4473217170e-8, 7.5497894159e-8].map(Math.fround);
const AT0 = Math.fround(3.3333328366e-1);
const AT1 = Math.fround(-1.9999158382e-1);
const AT2 = Math.fround(1.4253635705e-1);
const AT3 = Math.fround(-1.0648017377e-1);
const AT4 = Math.fround(6.1687607318e-2);
const PIF = Math.fround(3.1415927410);
const PIF_LO = Math.fround(-8.7422776573e-8);
const f = Math.fround;

/** C atanf(x) for a float32 x, every operation rounded to float32 as C float arithmetic is. */
function atanf(x: number): number {
  word[0] = x;
  const negative = wordBits[0] >>> 31 === 1;
  const ix = wordBits[0] & 0x7fffffff;
  if (ix >= 0x4c800000) {
    // |x| >= 2^26: +-pi/2 (NaN stays NaN).
    if (x !== x) return x;
    return negative ? -ATANF_HI[3] : ATANF_HI[3];
  }
  let id: number;
  if (ix < 0x3ee00000) {
    // |x| < 7/16; below 2^-12 atanf(x) rounds to x.
    if (ix < 0x39800000) return x;
    id = -1;
  } else {
    x = Math.abs(x);
    if (ix < 0x3f980000) {
      if (ix < 0x3f300000) {
        id = 0;
        x = f(f(f(2 * x) - 1) / f(2 + x));
      } else {
        id = 1;
        x = f(f(x - 1) / f(x + 1));
      }
    } else if (ix < 0x401c0000) {
      id = 2;
      x = f(f(x - 1.5) / f(1 + f(1.5 * x)));
    } else {
      id = 3;
      x = f(-1 / x);
    }
  }
  const z = f(x * x);
  const w = f(z * z);
  const s1 = f(z * f(AT0 + f(w * f(AT2 + f(w * AT4)))));
  const s2 = f(w * f(AT1 + f(w * AT3)));
  if (id < 0) return f(x - f(x * f(s1 + s2)));
  const r = f(ATANF_HI[id] - f(f(f(x * f(s1 + s2)) - ATANF_LO[id]) - x));
  return negative ? -r : r;
}

/**
 * C atan2f(y, x) (musl, as Emscripten links it for box2d-wasm's b2Rot::GetAngle): both arguments
 * rounded to float32 first, a float32 result. The twin's stand-in for src/'s b2Atan2. (0, 0) gives
 * 0, as C's atan2f does.
 * @param y The sine side, a number within ±b2_maxFloat.
 * @param x The cosine side, a number within ±b2_maxFloat.
 * @returns atan2f(y, x).
 * @throws Error unless y and x are numbers within ±b2_maxFloat (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2Atan2f(y: number, x: number): number {
  b2CheckNumbers2('b2Atan2f', 'y', y, 'x', x);
  return atan2f(y, x);
}

// b2Atan2f without its check (IEEE's rules for NaN and the infinities, as musl's).
function atan2f(y: number, x: number): number {
  y = f(y);
  x = f(x);
  if (x !== x || y !== y) return x + y;
  word[0] = x;
  let ix = wordBits[0];
  word[0] = y;
  let iy = wordBits[0];
  if (ix === 0x3f800000) return atanf(y);
  // Quadrant bits: 1 when y is negative, 2 when x is negative (signed zeros included).
  const m = ((iy >>> 31) & 1) | ((ix >>> 30) & 2);
  ix &= 0x7fffffff;
  iy &= 0x7fffffff;
  if (iy === 0) {
    if (m < 2) return y;
    return m === 2 ? PIF : -PIF;
  }
  if (ix === 0) return m & 1 ? -PIF / 2 : PIF / 2;
  if (ix === 0x7f800000) {
    if (iy === 0x7f800000) {
      const q = f(PIF / 4);
      const q3 = f(f(3 * PIF) / 4);
      return m === 0 ? q : m === 1 ? -q : m === 2 ? q3 : -q3;
    }
    if (m === 0) return 0;
    if (m === 1) return -0;
    return m === 2 ? PIF : -PIF;
  }
  // |y/x| > 2^26 (or y infinite): +-pi/2.
  if (ix + (26 << 23) < iy || iy === 0x7f800000) return m & 1 ? -PIF / 2 : PIF / 2;
  // |y/x| < 2^-26 with x < 0: z = 0.
  const z = (m & 2) !== 0 && iy + (26 << 23) < ix ? 0 : atanf(Math.abs(f(y / x)));
  if (m === 0) return z;
  if (m === 1) return -z;
  if (m === 2) return f(PIF - f(z - PIF_LO));
  return f(f(z - PIF_LO) - PIF);
}
