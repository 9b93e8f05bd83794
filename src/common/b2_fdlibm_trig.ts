// Sine, cosine and arctangent computed in plain double arithmetic, so that every JavaScript engine
// returns the same bits. Math.sin, Math.cos and Math.atan2 are "implementation-approximated" in
// ECMAScript: V8 builds carry fdlibm's or glibc's, SpiderMonkey its own, and they differ in the last
// bit on a few percent of angles, which then moves contact points, TOI results and GJK decisions.
//
// The algorithm is Sun's fdlibm 5.3 as V8 carries it (so Node 20's Math.sin/Math.cos/Math.atan2
// bits are kept; test/library/fdlibm_trig.test.ts and scripts/check-fdlibm-trig.ts check that):
//   - reduce x to y = x - n*pi/2 with |y| <= pi/4, held as a head and a tail (y = head + tail):
//     for |x| < 3pi/4 one step with pi/2 split 33 + 53 bits; up to 2^19*pi/2 the "medium" path,
//     which subtracts n*pi/2 in three 33-bit pieces and stops when no cancellation is left; beyond,
//     Payne-Hanek: x cut into 24-bit chunks times 2/pi in 24-bit chunks, only the product terms
//     that matter mod 8 (kernelRemPio2);
//   - evaluate sin or cos of (head + tail) on [-pi/4, pi/4] with fixed polynomials of degree 13
//     and 14 and a first-order correction for the tail; n mod 4 picks the kernel and the sign.
// atan2 reduces to atan of |y/x| on one of five intervals with a table of atan at 0.5, 1, 1.5, inf.
// Every constant is written as its two IEEE words (high, low), so its value is exact by
// construction. Bits are read through one Float64Array/Uint32Array pair; nothing allocates per
// call. The float32 build (scripts/gen-f32.ts) copies this file unchanged and calls the float32
// sinf/cosf/atan2f of scripts/f32/runtime where src/ calls b2Sin, b2Cos, b2SinCosInPlace, b2Atan2.
// f32: verbatim

import { b2CheckNumber, b2CheckNumbers2 } from './b2_checks';

const bitsValue = new Float64Array(1);
const bitsWords = new Uint32Array(bitsValue.buffer);
/** Index of the high (sign and exponent) word in bitsWords: 1 on little-endian machines. */
const HIGH = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 1 : 0;
const LOW = 1 - HIGH;

/** The high 32 bits of x as a signed integer (sign, exponent, top 20 fraction bits). */
function highWord(x: number): number {
  bitsValue[0] = x;
  return bitsWords[HIGH] | 0;
}

/** The low 32 bits of x as an unsigned integer. */
function lowWord(x: number): number {
  bitsValue[0] = x;
  return bitsWords[LOW];
}

/** The double whose high and low words are hi and lo. */
function fromWords(hi: number, lo: number): number {
  bitsWords[HIGH] = hi;
  bitsWords[LOW] = lo;
  return bitsValue[0];
}

// Kernel polynomial coefficients, as fdlibm's k_sin.c and k_cos.c give them.
const S1 = fromWords(0xbfc55555, 0x55555549);
const S2 = fromWords(0x3f811111, 0x1110f8a6);
const S3 = fromWords(0xbf2a01a0, 0x19c161d5);
const S4 = fromWords(0x3ec71de3, 0x57b1fe7d);
const S5 = fromWords(0xbe5ae5e6, 0x8a2b9ceb);
const S6 = fromWords(0x3de5d93a, 0x5acfd57c);
const C1 = fromWords(0x3fa55555, 0x5555554c);
const C2 = fromWords(0xbf56c16c, 0x16c15177);
const C3 = fromWords(0x3efa01a0, 0x19cb1590);
const C4 = fromWords(0xbe927e4f, 0x809c52ad);
const C5 = fromWords(0x3e21ee9e, 0xbdb4b1c4);
const C6 = fromWords(0xbda8fae9, 0xbe8838d4);

/** sin(x + y) for |x| <= pi/4, y the tail of x (ignored when tailIsZero). */
function kernelSin(x: number, y: number, tailIsZero: boolean): number {
  // Below 2^-27, sin(x) rounds to x (and -0 stays -0).
  if ((highWord(x) & 0x7fffffff) < 0x3e400000) return x;
  const z = x * x;
  const v = z * x;
  const r = S2 + z * (S3 + z * (S4 + z * (S5 + z * S6)));
  if (tailIsZero) return x + v * (S1 + z * r);
  return x - ((z * (0.5 * y - v * r) - y) - v * S1);
}

/** cos(x + y) for |x| <= pi/4, y the tail of x. */
function kernelCos(x: number, y: number): number {
  const ix = highWord(x) & 0x7fffffff;
  // Below 2^-27, cos(x) rounds to 1.
  if (ix < 0x3e400000) return 1.0;
  const z = x * x;
  const r = z * (C1 + z * (C2 + z * (C3 + z * (C4 + z * (C5 + z * C6)))));
  if (ix < 0x3fd33333) return 1.0 - (0.5 * z - (z * r - x * y));
  // From |x| = 0.3 on, 1 - z/2 is split as (1 - qx) - (z/2 - qx), both exact, with qx about |x|/4
  // truncated to its high word (0.28125 above 0.78125), so the final subtraction loses less.
  const qx = ix > 0x3fe90000 ? 0.28125 : fromWords(ix - 0x00200000, 0);
  const hz = 0.5 * z - qx;
  const a = 1.0 - qx;
  return a - (hz - (z * r - x * y));
}

// Medium-path constants: 2/pi to 53 bits, and pi/2 cut into three 33-bit heads with their tails.
const INV_PIO2 = fromWords(0x3fe45f30, 0x6dc9c883);
const PIO2_1 = fromWords(0x3ff921fb, 0x54400000);
const PIO2_1T = fromWords(0x3dd0b461, 0x1a626331);
const PIO2_2 = fromWords(0x3dd0b461, 0x1a600000);
const PIO2_2T = fromWords(0x3ba3198a, 0x2e037073);
const PIO2_3 = fromWords(0x3ba3198a, 0x2e000000);
const PIO2_3T = fromWords(0x397b839a, 0x252049c1);
const TWO24 = fromWords(0x41700000, 0);
const TWON24 = fromWords(0x3e700000, 0);

/** High words of n*pi/2 for n = 1..32: where x is this close to one, the quick path may cancel. */
const NPIO2_HIGH = new Int32Array([
  0x3ff921fb, 0x400921fb, 0x4012d97c, 0x401921fb, 0x401f6a7a, 0x4022d97c, 0x4025fdbb, 0x402921fb,
  0x402c463a, 0x402f6a7a, 0x4031475c, 0x4032d97c, 0x40346b9c, 0x4035fdbb, 0x40378fdb, 0x403921fb,
  0x403ab41b, 0x403c463a, 0x403dd85a, 0x403f6a7a, 0x40407e4c, 0x4041475c, 0x4042106c, 0x4042d97c,
  0x4043a28c, 0x40446b9c, 0x404534ac, 0x4045fdbb, 0x4046c6cb, 0x40478fdb, 0x404858eb, 0x404921fb,
]);

/** 2/pi in 24-bit chunks: chunk i is bits 24i+1 .. 24i+24 after the binary point (1584 bits). */
const TWO_OVER_PI = new Int32Array([
  0xa2f983, 0x6e4e44, 0x1529fc, 0x2757d1, 0xf534dd, 0xc0db62, 0x95993c, 0x439041, 0xfe5163,
  0xabdebb, 0xc561b7, 0x246e3a, 0x424dd2, 0xe00649, 0x2eea09, 0xd1921c, 0xfe1deb, 0x1cb129,
  0xa73ee8, 0x8235f5, 0x2ebb44, 0x84e99c, 0x7026b4, 0x5f7e41, 0x3991d6, 0x398353, 0x39f49c,
  0x845f8b, 0xbdf928, 0x3b1ff8, 0x97ffde, 0x05980f, 0xef2f11, 0x8b5a0a, 0x6d1f6d, 0x367ecf,
  0x27cb09, 0xb74f46, 0x3f669e, 0x5fea2d, 0x7527ba, 0xc7ebe5, 0xf17b3d, 0x0739f7, 0x8a5292,
  0xea6bfb, 0x5fb11f, 0x8d5d08, 0x560330, 0x46fc7b, 0x6babf0, 0xcfbc20, 0x9af436, 0x1da9e3,
  0x91615e, 0xe61b08, 0x659985, 0x5f14a0, 0x68408d, 0xffd880, 0x4d7327, 0x310606, 0x1556ca,
  0x73a8c9, 0x60e27b, 0xc08c6b,
]);

/** pi/2 in pieces of 24 significant bits each (their sum is pi/2 to about 190 bits). */
const PIO2_CHUNKS = new Float64Array([
  fromWords(0x3ff921fb, 0x40000000), fromWords(0x3e74442d, 0x00000000),
  fromWords(0x3cf84698, 0x80000000), fromWords(0x3b78cc51, 0x60000000),
  fromWords(0x39f01b83, 0x80000000), fromWords(0x387a2520, 0x40000000),
  fromWords(0x36e38222, 0x80000000), fromWords(0x3569f31d, 0x00000000),
]);

/** The reduced argument: reduced[0] is its head, reduced[1] its tail. */
const reduced = new Float64Array(2);

// Scratch of kernelRemPio2 (fdlibm sizes them 20).
const chunksOfX = new Float64Array(3);
const twoOverPiTerms = new Float64Array(20);
const products = new Float64Array(20);
const productSums = new Float64Array(20);
const digits = new Int32Array(20);

/**
 * Payne-Hanek reduction of a positive x given as nx 24-bit chunks (chunksOfX) scaled by 2^e0:
 * writes x*2/pi's fraction times pi/2 to reduced (head, tail) and returns the integer part mod 8.
 * V8 asks for "extended" precision (4 terms of 2/pi beyond the first, where fdlibm's own sin and
 * cos ask for 3); that choice changes the last bit now and then, so it is kept.
 */
function kernelRemPio2(e0: number, nx: number): number {
  const jk = 4;
  const jp = jk;
  const jx = nx - 1;
  let jv = ((e0 - 3) / 24) | 0; // C integer division truncates toward zero
  if (jv < 0) jv = 0;
  let q0 = e0 - 24 * (jv + 1);

  // The 2/pi chunks that can matter, and the first jk+1 products.
  for (let i = 0, j = jv - jx; i <= jx + jk; ++i, ++j) twoOverPiTerms[i] = j < 0 ? 0.0 : TWO_OVER_PI[j];
  for (let i = 0; i <= jk; ++i) {
    let fw = 0.0;
    for (let j = 0; j <= jx; ++j) fw += chunksOfX[j] * twoOverPiTerms[jx + i - j];
    products[i] = fw;
  }

  let jz = jk;
  let n = 0;
  let ih = 0;
  let z = 0.0;
  for (;;) {
    // Carry the products into 24-bit digits, most significant last.
    z = products[jz];
    for (let i = 0, j = jz; j > 0; ++i, --j) {
      const fw = Math.trunc(TWON24 * z);
      digits[i] = z - TWO24 * fw;
      z = products[j - 1] + fw;
    }

    // The integer part mod 8, and whether the fraction is >= 1/2 (then n+1 and 1 - fraction).
    // z *= 2^q0, the power built from its exponent field (Math.pow is not specified exactly), here
    // and below in the bit arrays: a double returned from a call V8 does not inline is boxed (rule 3).
    bitsWords[HIGH] = (q0 + 1023) << 20;
    bitsWords[LOW] = 0;
    z *= bitsValue[0];
    z -= 8.0 * Math.floor(z * 0.125);
    n = Math.trunc(z);
    z -= n;
    ih = 0;
    if (q0 > 0) {
      const i = digits[jz - 1] >> (24 - q0);
      n += i;
      digits[jz - 1] -= i << (24 - q0);
      ih = digits[jz - 1] >> (23 - q0);
    } else if (q0 === 0) {
      ih = digits[jz - 1] >> 23;
    } else if (z >= 0.5) {
      ih = 2;
    }
    if (ih > 0) {
      n += 1;
      let carry = 0;
      for (let i = 0; i < jz; ++i) {
        const j = digits[i];
        if (carry === 0) {
          if (j !== 0) {
            carry = 1;
            digits[i] = 0x1000000 - j;
          }
        } else {
          digits[i] = 0xffffff - j;
        }
      }
      if (q0 === 1) digits[jz - 1] &= 0x7fffff;
      else if (q0 === 2) digits[jz - 1] &= 0x3fffff;
      if (ih === 2) {
        z = 1.0 - z;
        if (carry !== 0) {
          bitsWords[HIGH] = (q0 + 1023) << 20;
          bitsWords[LOW] = 0;
          z -= bitsValue[0];
        }
      }
    }

    // A fraction that came out exactly 0 in the digits so far needs more terms of 2/pi.
    if (z !== 0.0) break;
    let any = 0;
    for (let i = jz - 1; i >= jk; --i) any |= digits[i];
    if (any !== 0) break;
    let k = 1;
    while (jk >= k && digits[jk - k] === 0) ++k;
    for (let i = jz + 1; i <= jz + k; ++i) {
      twoOverPiTerms[jx + i] = TWO_OVER_PI[jv + i];
      let fw = 0.0;
      for (let j = 0; j <= jx; ++j) fw += chunksOfX[j] * twoOverPiTerms[jx + i - j];
      products[i] = fw;
    }
    jz += k;
  }

  // Drop trailing zero digits, or split the last partial digit.
  if (z === 0.0) {
    jz -= 1;
    q0 -= 24;
    while (digits[jz] === 0) {
      jz -= 1;
      q0 -= 24;
    }
  } else {
    bitsWords[HIGH] = (-q0 + 1023) << 20;
    bitsWords[LOW] = 0;
    z *= bitsValue[0];
    if (z >= TWO24) {
      const fw = Math.trunc(TWON24 * z);
      digits[jz] = z - TWO24 * fw;
      jz += 1;
      q0 += 24;
      digits[jz] = fw;
    } else {
      digits[jz] = z;
    }
  }

  // Digits back to doubles, then times pi/2, then summed into head and tail.
  bitsWords[HIGH] = (q0 + 1023) << 20;
  bitsWords[LOW] = 0;
  let scale = bitsValue[0];
  for (let i = jz; i >= 0; --i) {
    products[i] = scale * digits[i];
    scale *= TWON24;
  }
  for (let i = jz; i >= 0; --i) {
    let fw = 0.0;
    for (let k = 0; k <= jp && k <= jz - i; ++k) fw += PIO2_CHUNKS[k] * products[i + k];
    productSums[jz - i] = fw;
  }
  let fw = 0.0;
  for (let i = jz; i >= 0; --i) fw += productSums[i];
  reduced[0] = ih === 0 ? fw : -fw;
  fw = productSums[0] - fw;
  for (let i = 1; i <= jz; ++i) fw += productSums[i];
  reduced[1] = ih === 0 ? fw : -fw;
  return n & 7;
}

/**
 * Reduces the x in reduced[0]: writes x - n*pi/2 (|.| <= about pi/4) to reduced as head + tail and
 * returns n (only n mod 4 is used). For |x| above about pi/4 (the callers handle the rest) and
 * finite x. x comes in through the array so that no double crosses the call (rule 3).
 */
function remPio2(): number {
  const x = reduced[0];
  // highWord(x), written out here and below: a double argument to a call V8 does not inline is
  // boxed (src/README.md rule 3), and the TOI calls this path a dozen times per call.
  bitsValue[0] = x;
  const hx = bitsWords[HIGH] | 0;
  const ix = hx & 0x7fffffff;
  if (ix < 0x4002d97c) {
    // |x| < 3pi/4: n is +-1. pi/2 as 33 + 53 bits, or 33 + 33 + 53 right at pi/2.
    if (hx > 0) {
      let z = x - PIO2_1;
      if (ix !== 0x3ff921fb) {
        reduced[0] = z - PIO2_1T;
        reduced[1] = (z - reduced[0]) - PIO2_1T;
      } else {
        z -= PIO2_2;
        reduced[0] = z - PIO2_2T;
        reduced[1] = (z - reduced[0]) - PIO2_2T;
      }
      return 1;
    }
    let z = x + PIO2_1;
    if (ix !== 0x3ff921fb) {
      reduced[0] = z + PIO2_1T;
      reduced[1] = (z - reduced[0]) + PIO2_1T;
    } else {
      z += PIO2_2;
      reduced[0] = z + PIO2_2T;
      reduced[1] = (z - reduced[0]) + PIO2_2T;
    }
    return -1;
  }
  if (ix <= 0x413921fb) {
    // |x| up to about 2^19 * pi/2: subtract n*pi/2 a 33-bit piece at a time.
    let t = Math.abs(x);
    const n = Math.trunc(t * INV_PIO2 + 0.5);
    const fn = n;
    let r = t - fn * PIO2_1;
    let w = fn * PIO2_1T;
    if (n < 32 && ix !== NPIO2_HIGH[n - 1]) {
      reduced[0] = r - w;
    } else {
      // How many leading bits cancelled decides whether a second (and a third) piece is needed.
      const j = ix >> 20;
      reduced[0] = r - w;
      bitsValue[0] = reduced[0];
      let i = j - (((bitsWords[HIGH] | 0) >>> 20) & 0x7ff);
      if (i > 16) {
        t = r;
        w = fn * PIO2_2;
        r = t - w;
        w = fn * PIO2_2T - ((t - r) - w);
        reduced[0] = r - w;
        bitsValue[0] = reduced[0];
        i = j - (((bitsWords[HIGH] | 0) >>> 20) & 0x7ff);
        if (i > 49) {
          t = r;
          w = fn * PIO2_3;
          r = t - w;
          w = fn * PIO2_3T - ((t - r) - w);
          reduced[0] = r - w;
        }
      }
    }
    reduced[1] = (r - reduced[0]) - w;
    if (hx < 0) {
      reduced[0] = -reduced[0];
      reduced[1] = -reduced[1];
      return -n;
    }
    return n;
  }
  // Large |x|: scale it to [2^23, 2^24) (exponent e0 taken out) and cut it into 24-bit chunks.
  const e0 = (ix >> 20) - 1046;
  // fromWords(ix - (e0 << 20), lowWord(x)), written out (rule 3).
  bitsValue[0] = x;
  const lo = bitsWords[LOW];
  bitsWords[HIGH] = ix - (e0 << 20);
  bitsWords[LOW] = lo;
  let z = bitsValue[0];
  for (let i = 0; i < 2; ++i) {
    chunksOfX[i] = Math.trunc(z);
    z = (z - chunksOfX[i]) * TWO24;
  }
  chunksOfX[2] = z;
  let nx = 3;
  while (chunksOfX[nx - 1] === 0.0) --nx;
  const n = kernelRemPio2(e0, nx);
  if (hx < 0) {
    reduced[0] = -reduced[0];
    reduced[1] = -reduced[1];
    return -n;
  }
  return n;
}

/**
 * The sine of x (radians), bit for bit what Math.sin returns in Node 20 (V8's fdlibm), in every
 * JavaScript engine. Not in C++: Box2D calls the C library's sin/sinf.
 * @param x An angle in radians, a number within ±b2_maxFloat.
 * @returns sin(x), within one ulp of the exact value.
 * @throws Error unless x is a number within ±b2_maxFloat: NaN, ±Infinity, strings and BigInt are
 * refused rather than answered with NaN (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2Sin(x: number): number {
  b2CheckNumber('b2Sin', 'x', x);
  return b2SinUnchecked(x);
}

/** b2Sin without its check (NaN for NaN and ±Infinity): for tests of the algorithm over every double. */
export function b2SinUnchecked(x: number): number {
  const ix = highWord(x) & 0x7fffffff;
  if (ix <= 0x3fe921fb) return kernelSin(x, 0.0, true);
  if (ix >= 0x7ff00000) return x - x;
  reduced[0] = x;
  switch (remPio2() & 3) {
    case 0:
      return kernelSin(reduced[0], reduced[1], false);
    case 1:
      return kernelCos(reduced[0], reduced[1]);
    case 2:
      return -kernelSin(reduced[0], reduced[1], false);
    default:
      return -kernelCos(reduced[0], reduced[1]);
  }
}

/**
 * The cosine of x (radians), bit for bit what Math.cos returns in Node 20 (V8's fdlibm), in every
 * JavaScript engine. Not in C++: Box2D calls the C library's cos/cosf.
 * @param x An angle in radians, a number within ±b2_maxFloat.
 * @returns cos(x), within one ulp of the exact value.
 * @throws Error unless x is a number within ±b2_maxFloat (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2Cos(x: number): number {
  b2CheckNumber('b2Cos', 'x', x);
  return b2CosUnchecked(x);
}

/** b2Cos without its check (NaN for NaN and ±Infinity): for tests of the algorithm over every double. */
export function b2CosUnchecked(x: number): number {
  const ix = highWord(x) & 0x7fffffff;
  if (ix <= 0x3fe921fb) return kernelCos(x, 0.0);
  if (ix >= 0x7ff00000) return x - x;
  reduced[0] = x;
  switch (remPio2() & 3) {
    case 0:
      return kernelCos(reduced[0], reduced[1]);
    case 1:
      return -kernelSin(reduced[0], reduced[1], false);
    case 2:
      return -kernelCos(reduced[0], reduced[1]);
    default:
      return kernelSin(reduced[0], reduced[1], false);
  }
}

/** sinCosOfReduced's results: the sine, then the cosine. */
const kernelOut = new Float64Array(2);

/**
 * kernelSin and kernelCos of the reduced argument (reduced[0] + reduced[1]) into kernelOut
 * (tailIsZero as kernelSin's), the same operations in the same order, written out: the kernels
 * take and return doubles, which V8 boxes wherever it does not inline them (rule 3), and whether it
 * inlines them into the TOI's transforms varied from process to process.
 */
function sinCosOfReduced(tailIsZero: boolean): void {
  const x = reduced[0];
  const y = reduced[1];
  bitsValue[0] = x;
  const ix = (bitsWords[HIGH] | 0) & 0x7fffffff;
  // Below 2^-27, sin(x) rounds to x (and -0 stays -0) and cos(x) to 1.
  if (ix < 0x3e400000) {
    kernelOut[0] = x;
    kernelOut[1] = 1.0;
    return;
  }
  const z = x * x;
  // kernelSin(x, y, tailIsZero)
  const v = z * x;
  const rs = S2 + z * (S3 + z * (S4 + z * (S5 + z * S6)));
  kernelOut[0] = tailIsZero ? x + v * (S1 + z * rs) : x - ((z * (0.5 * y - v * rs) - y) - v * S1);
  // kernelCos(x, y)
  const rc = z * (C1 + z * (C2 + z * (C3 + z * (C4 + z * (C5 + z * C6)))));
  if (ix < 0x3fd33333) {
    kernelOut[1] = 1.0 - (0.5 * z - (z * rc - x * y));
    return;
  }
  let qx = 0.28125;
  if (!(ix > 0x3fe90000)) {
    // fromWords(ix - 0x00200000, 0)
    bitsWords[HIGH] = ix - 0x00200000;
    bitsWords[LOW] = 0;
    qx = bitsValue[0];
  }
  const hz = 0.5 * z - qx;
  const a = 1.0 - qx;
  kernelOut[1] = a - (hz - (z * rc - x * y));
}

/**
 * Replaces the angle in array[index] by its sine and writes its cosine to array[index + 1]: the
 * bits of b2Sin and b2Cos, with one argument reduction. No double crosses the call (the angle and
 * both results stay in arrays; src/README.md rule 3), for the hot callers (b2Rot.Set, the TOI's
 * sweep transforms).
 */
export function b2SinCosInPlace(array: { [i: number]: number }, index: number): void {
  const x = array[index];
  bitsValue[0] = x; // highWord(x), written out (rule 3)
  const ix = (bitsWords[HIGH] | 0) & 0x7fffffff;
  if (ix >= 0x7ff00000) {
    array[index] = x - x;
    array[index + 1] = x - x;
    return;
  }
  reduced[0] = x;
  let n = 0;
  if (ix <= 0x3fe921fb) {
    reduced[1] = 0.0;
    sinCosOfReduced(true);
  } else {
    n = remPio2() & 3;
    sinCosOfReduced(false);
  }
  const s = kernelOut[0];
  const c = kernelOut[1];
  // sin and cos of x = y + n*pi/2, from sin y and cos y.
  array[index] = n === 0 ? s : n === 1 ? c : n === 2 ? -s : -c;
  array[index + 1] = n === 0 ? c : n === 1 ? -s : n === 2 ? -c : s;
}

// Arctangent tables: atan at 0.5, 1, 1.5 and infinity as head + tail, and the odd polynomial.
const ATAN_HI = new Float64Array([
  fromWords(0x3fddac67, 0x0561bb4f), fromWords(0x3fe921fb, 0x54442d18),
  fromWords(0x3fef730b, 0xd281f69b), fromWords(0x3ff921fb, 0x54442d18),
]);
const ATAN_LO = new Float64Array([
  fromWords(0x3c7a2b7f, 0x222f65e2), fromWords(0x3c81a626, 0x33145c07),
  fromWords(0x3c700788, 0x7af0cbbd), fromWords(0x3c91a626, 0x33145c07),
]);
const AT0 = fromWords(0x3fd55555, 0x5555550d);
const AT1 = fromWords(0xbfc99999, 0x9998ebc4);
const AT2 = fromWords(0x3fc24924, 0x920083ff);
const AT3 = fromWords(0xbfbc71c6, 0xfe231671);
const AT4 = fromWords(0x3fb745cd, 0xc54c206e);
const AT5 = fromWords(0xbfb3b0f2, 0xaf749a6d);
const AT6 = fromWords(0x3fb10d66, 0xa0d03d51);
const AT7 = fromWords(0xbfadde2d, 0x52defd9a);
const AT8 = fromWords(0x3fa97b4b, 0x24760deb);
const AT9 = fromWords(0xbfa2b444, 0x2c6a6c2f);
const AT10 = fromWords(0x3f90ad3a, 0xe322da11);

/** fdlibm's atan(x), the core of b2Atan2. */
function atan(x: number): number {
  const hx = highWord(x);
  const ix = hx & 0x7fffffff;
  if (ix >= 0x44100000) {
    // |x| >= 2^66: +-pi/2 (NaN stays NaN).
    if (x !== x) return x + x;
    return hx > 0 ? ATAN_HI[3] + ATAN_LO[3] : -ATAN_HI[3] - ATAN_LO[3];
  }
  let id: number;
  if (ix < 0x3fdc0000) {
    // |x| < 7/16; below 2^-27 atan(x) rounds to x.
    if (ix < 0x3e400000) return x;
    id = -1;
  } else {
    x = Math.abs(x);
    if (ix < 0x3ff30000) {
      if (ix < 0x3fe60000) {
        id = 0; // 7/16 <= |x| < 11/16: around 1/2
        x = (2.0 * x - 1.0) / (2.0 + x);
      } else {
        id = 1; // 11/16 <= |x| < 19/16: around 1
        x = (x - 1.0) / (x + 1.0);
      }
    } else if (ix < 0x40038000) {
      id = 2; // 19/16 <= |x| < 39/16: around 3/2
      x = (x - 1.5) / (1.0 + 1.5 * x);
    } else {
      id = 3; // 39/16 <= |x| < 2^66: around infinity
      x = -1.0 / x;
    }
  }
  const z = x * x;
  const w = z * z;
  // The polynomial in z split into its odd and even terms in w = z^2.
  const s1 = z * (AT0 + w * (AT2 + w * (AT4 + w * (AT6 + w * (AT8 + w * AT10)))));
  const s2 = w * (AT1 + w * (AT3 + w * (AT5 + w * (AT7 + w * AT9))));
  if (id < 0) return x - x * (s1 + s2);
  const r = ATAN_HI[id] - ((x * (s1 + s2) - ATAN_LO[id]) - x);
  return hx < 0 ? -r : r;
}

const PI = fromWords(0x400921fb, 0x54442d18);
const PI_O_2 = fromWords(0x3ff921fb, 0x54442d18);
const PI_O_4 = fromWords(0x3fe921fb, 0x54442d18);
const PI_LO = fromWords(0x3ca1a626, 0x33145c07);

/**
 * The angle of the point (x, y) from the x axis, in [-pi, pi]: bit for bit what Math.atan2 returns
 * in Node 20 (V8's fdlibm), in every JavaScript engine. Not in C++: Box2D calls the C library's
 * atan2f (b2Atan2). Signed zeros as C's atan2 treats them: (±0, +0) gives ±0, (±0, −0) gives ±pi,
 * so (0, 0) is 0, not NaN.
 * @param y The sine side (ordinate), a number within ±b2_maxFloat.
 * @param x The cosine side (abscissa), a number within ±b2_maxFloat.
 * @returns atan2(y, x) in radians.
 * @throws Error unless y and x are numbers within ±b2_maxFloat (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2Atan2(y: number, x: number): number {
  b2CheckNumbers2('b2Atan2', 'y', y, 'x', x);
  return b2Atan2Unchecked(y, x);
}

/** b2Atan2 without its check (IEEE's rules for NaN and the infinities kept from fdlibm). */
export function b2Atan2Unchecked(y: number, x: number): number {
  if (x !== x || y !== y) return x + y;
  if (x === 1.0) return atan(y);
  const hx = highWord(x);
  const ix = hx & 0x7fffffff;
  const lx = lowWord(x);
  const hy = highWord(y);
  const iy = hy & 0x7fffffff;
  const ly = lowWord(y);
  // Quadrant bits: 1 when y is negative, 2 when x is negative (signed zeros included).
  let m = ((hy >> 31) & 1) | ((hx >> 30) & 2);

  if ((iy | ly) === 0) {
    // y = +-0
    if (m < 2) return y;
    return m === 2 ? PI : -PI;
  }
  if ((ix | lx) === 0) return hy < 0 ? -PI_O_2 : PI_O_2;
  if (ix === 0x7ff00000) {
    if (iy === 0x7ff00000) {
      if (m === 0) return PI_O_4;
      if (m === 1) return -PI_O_4;
      if (m === 2) return 3.0 * PI_O_4;
      return -3.0 * PI_O_4;
    }
    if (m === 0) return 0.0;
    if (m === 1) return -0.0;
    return m === 2 ? PI : -PI;
  }
  if (iy === 0x7ff00000) return hy < 0 ? -PI_O_2 : PI_O_2;

  // |y/x| beyond 2^60 or (for x < 0) below 2^-60 need no division.
  const k = (iy - ix) >> 20;
  let z: number;
  if (k > 60) {
    z = PI_O_2 + 0.5 * PI_LO;
    m &= 1;
  } else if (hx < 0 && k < -60) {
    z = 0.0;
  } else {
    z = atan(Math.abs(y / x));
  }
  if (m === 0) return z;
  if (m === 1) return -z;
  if (m === 2) return PI - (z - PI_LO);
  return (z - PI_LO) - PI;
}
