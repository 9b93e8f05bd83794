// Reading the recorded Box2D v3.1.1 C vectors of test/v3/vectors/*.json (format in src/v3/README.md,
// "Test vectors"). Shared by every v3 test that checks a function against the C: load a file, turn
// the hex float32 bit patterns into numbers, and compare a result with the C's bits exactly.

import * as fs from 'node:fs';
import * as path from 'node:path';

/** One recorded call: the C function, its inputs, and its outputs or the signal that ended it. */
export interface V3Case {
  /** The C function (or the driver's name for a composite call, documented in the file). */
  readonly fn: string;
  /** Inputs as float32 bit patterns, 8 lowercase hex digits each. */
  readonly in: readonly string[];
  /** Outputs: a float32 as 8 hex digits, an int or bool as `i:N`. Absent when the C crashed. */
  readonly out?: readonly string[];
  /** The signal the C died of on this input (`SIGSEGV`), when it did not return. */
  readonly crash?: string;
}

/** A vector file. */
export interface V3VectorFile {
  /** `b2collide v3 vectors 1`. */
  readonly format: string;
  /** Which C, built how. */
  readonly reference: string;
  /** What the cases cover. */
  readonly description: string;
  /** The cases, in the order the driver ran them. */
  readonly cases: readonly V3Case[];
}

const VECTOR_DIR = path.join(__dirname, '..', 'vectors');

/** Loads test/v3/vectors/<name>.json and checks its format line. */
export function loadV3Vectors(name: string): V3VectorFile {
  const file = JSON.parse(fs.readFileSync(path.join(VECTOR_DIR, `${name}.json`), 'utf8')) as V3VectorFile;
  if (file.format !== 'b2collide v3 vectors 1') throw new Error(`${name}.json: unknown format ${String(file.format)}`);
  return file;
}

const view = new DataView(new ArrayBuffer(4));

/** The float32 whose bit pattern is hex (8 hex digits), as a number. */
export function f32FromHex(hex: string): number {
  if (!/^[0-9a-f]{8}$/.test(hex)) throw new Error(`not a float32 bit pattern: ${hex}`);
  view.setUint32(0, parseInt(hex, 16));
  return view.getFloat32(0);
}

/**
 * The bit pattern of x as 8 hex digits. Throws when x is not a float32 value: a float64 that is
 * not would be rounded by the conversion and could hide a difference from the C.
 */
export function hexFromF32(x: number): string {
  if (!Object.is(Math.fround(x), x) && !Number.isNaN(x)) throw new Error(`${x} is not a float32 value`);
  view.setFloat32(0, x);
  return view.getUint32(0).toString(16).padStart(8, '0');
}

/** The inputs of a case as numbers. */
export function inputsOf(c: V3Case): number[] {
  return c.in.map(f32FromHex);
}

/** An output token as a number: a float32 from hex, an int from `i:N`. */
export function outputValue(token: string): number {
  return token.startsWith('i:') ? Number(token.slice(2)) : f32FromHex(token);
}

/**
 * Compares results with the C's output tokens: a float token must have exactly the C's bits
 * (so -0 differs from 0), an `i:N` token the same integer (true/false as 1/0). Returns a list of
 * differences, empty when they agree.
 */
export function bitDifferences(expected: readonly string[], actual: readonly (number | boolean)[]): string[] {
  const out: string[] = [];
  if (expected.length !== actual.length) out.push(`${actual.length} outputs, C has ${expected.length}`);
  for (let i = 0; i < Math.min(expected.length, actual.length); i++) {
    const e = expected[i];
    const a = actual[i];
    const v = typeof a === 'boolean' ? (a ? 1 : 0) : a;
    if (e.startsWith('i:')) {
      if (v !== Number(e.slice(2))) out.push(`[${i}] ${String(a)}, C ${e.slice(2)}`);
    } else if (!Object.is(Math.fround(v), v) && !Number.isNaN(v)) {
      out.push(`[${i}] ${v} is not a float32 value (C ${f32FromHex(e)} = ${e})`);
    } else if (hexFromF32(v) !== e) {
      out.push(`[${i}] ${v} = ${hexFromF32(v)}, C ${f32FromHex(e)} = ${e}`);
    }
  }
  return out;
}

/**
 * The largest difference of float results from the C's, relative to max(1, |C|); integer tokens
 * must match exactly (else Infinity). For the float64 source, which rounds differently.
 */
export function largestRelativeDifference(expected: readonly string[], actual: readonly (number | boolean)[]): number {
  if (expected.length !== actual.length) return Infinity;
  let worst = 0;
  for (let i = 0; i < expected.length; i++) {
    const a = actual[i];
    const v = typeof a === 'boolean' ? (a ? 1 : 0) : a;
    const e = outputValue(expected[i]);
    if (expected[i].startsWith('i:')) {
      if (v !== e) return Infinity;
      continue;
    }
    const d = Math.abs(v - e) / Math.max(1, Math.abs(e));
    if (!(d <= worst)) worst = Number.isNaN(d) ? Infinity : d;
  }
  return worst;
}
