// The two precisions the native reference is compared in: b2collide/f32 against Box2D's float32
// build, b2collide (float64) against the float64 rewrite. A precision knows its library, how an
// input number is rounded before either side sees it, and how a real is written on the wire.

import * as F32 from 'b2collide/f32';
import * as F64 from 'b2collide';
import type { B2Lib } from '../f32/b2collide-runner';
import type { NativePrecision } from './build';

export interface Precision {
  readonly name: NativePrecision;
  /** b2collide/f32 or b2collide, typed alike (the float32 twin has the same API). */
  readonly lib: B2Lib;
  /** Applied to every input number before either side sees it (Math.fround in float32). */
  readonly round: (x: number) => number;
  /** The bits of a real as lowercase hex: 8 digits in float32, 16 in float64. */
  hex(x: number): string;
  /** The reference's name in reports. */
  readonly ours: string;
  /** The native build's name in reports. */
  readonly native: string;
}

const f32 = new Float32Array(1);
const f32Word = new Uint32Array(f32.buffer);
const f64 = new Float64Array(1);
const f64Words = new Uint32Array(f64.buffer);
const littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

function hex8(word: number): string {
  return word.toString(16).padStart(8, '0');
}

export const FLOAT32: Precision = {
  name: 'f32',
  lib: F32 as unknown as B2Lib,
  round: Math.fround,
  hex(x) {
    f32[0] = x;
    return hex8(f32Word[0]);
  },
  ours: 'b2collide/f32',
  native: 'Box2D v2.4.1 C++ (g++, float32)',
};

export const FLOAT64: Precision = {
  name: 'f64',
  lib: F64 as unknown as B2Lib,
  round: (x) => x,
  hex(x) {
    f64[0] = x;
    return littleEndian ? hex8(f64Words[1]) + hex8(f64Words[0]) : hex8(f64Words[0]) + hex8(f64Words[1]);
  },
  ours: 'b2collide',
  native: 'Box2D v2.4.1 C++ rewritten to double (g++)',
};

/** Every number in a plain JSON value rounded by `round` (integers and small counts are exact in float32). */
export function roundDeep<T>(value: T, round: (x: number) => number): T {
  if (typeof value === 'number') return round(value) as T;
  if (Array.isArray(value)) return value.map((v) => roundDeep(v, round)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = roundDeep(v, round);
    return out as T;
  }
  return value;
}
