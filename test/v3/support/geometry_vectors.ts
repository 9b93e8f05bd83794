// Reads the geometry vectors (test/v3/vectors/geometry_*.json): inputs and Box2D v3.1.1's outputs
// as float32 bit patterns, recorded by a local C driver around geometry.c (see
// test/v3/vectors/geometry.md). Each case is "in words | out words", every word 8 hex digits: a
// float's bits, or an int's (counts, iterations, booleans as 0 or 1). The layouts are named in
// each function's "in" and "out" and in the file's "note".

import * as fs from 'node:fs';
import * as path from 'node:path';

export interface VectorFunction {
  readonly fn: string;
  readonly in: string;
  readonly out: string;
  readonly cases: readonly string[];
}

export interface VectorFile {
  readonly source: string;
  readonly note: string;
  readonly functions: readonly VectorFunction[];
}

export function readVectorFile(name: string): VectorFile {
  return JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'vectors', name), 'utf8')) as VectorFile;
}

export function vectorFunction(file: VectorFile, fn: string): VectorFunction {
  const found = file.functions.find((f) => f.fn === fn);
  if (found === undefined) throw new Error(`no vectors for ${fn}`);
  return found;
}

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

/** The float32 value of a bit pattern. */
export function bitsToFloat(bits: number): number {
  u32[0] = bits;
  return f32[0];
}

/** A number's float32 bit pattern, as 8 hex digits (the number must already be a float32 value to mean anything). */
export function floatToHex(x: number): string {
  f32[0] = x;
  return u32[0].toString(16).padStart(8, '0');
}

export function intToHex(i: number): string {
  return (i >>> 0).toString(16).padStart(8, '0');
}

/** Reads the words of one side of a case in order. */
export class WordReader {
  private at = 0;
  constructor(private readonly words: readonly string[]) {}
  f(): number {
    return bitsToFloat(parseInt(this.words[this.at++], 16));
  }
  i(): number {
    return parseInt(this.words[this.at++], 16) | 0;
  }
  get done(): boolean {
    return this.at === this.words.length;
  }
}

/** Collects the words of a result, remembering which numbers are not float32 values. */
export class WordWriter {
  readonly words: string[] = [];
  readonly notFloat32: number[] = [];
  f(x: number): void {
    if (typeof x !== 'number' || !Object.is(Math.fround(x), x)) this.notFloat32.push(this.words.length);
    this.words.push(floatToHex(x));
  }
  i(x: number | boolean): void {
    this.words.push(intToHex(typeof x === 'boolean' ? (x ? 1 : 0) : x));
  }
}

/** Splits a case into its input and output words. */
export function splitCase(c: string): { input: string[]; output: string[] } {
  const [a, b] = c.split('|');
  return { input: a.trim().split(/\s+/), output: b.trim().split(/\s+/) };
}

/**
 * Runs every case of fn through run (which reads the input words and writes the result's words)
 * and returns one line per case whose words differ from C's, or whose numbers are not float32
 * values (in the float32 build). An empty list means bit for bit.
 */
export function mismatches(
  fn: VectorFunction,
  run: (input: WordReader, result: WordWriter) => void,
  requireFloat32: boolean,
): string[] {
  const bad: string[] = [];
  fn.cases.forEach((c, index) => {
    const { input, output } = splitCase(c);
    const reader = new WordReader(input);
    const writer = new WordWriter();
    try {
      run(reader, writer);
    } catch (e) {
      bad.push(`${fn.fn} case ${index}: threw ${(e as Error).message}`);
      return;
    }
    if (!reader.done) {
      bad.push(`${fn.fn} case ${index}: the test read a different number of input words than recorded`);
      return;
    }
    if (requireFloat32 && writer.notFloat32.length > 0) {
      bad.push(`${fn.fn} case ${index}: words ${writer.notFloat32.join(', ')} are not float32 values`);
    }
    const diffs: string[] = [];
    for (let k = 0; k < Math.max(output.length, writer.words.length); ++k) {
      if (output[k] !== writer.words[k]) {
        const expected = output[k] === undefined ? 'none' : `${output[k]} (${bitsToFloat(parseInt(output[k], 16))})`;
        const actual = writer.words[k] === undefined ? 'none' : `${writer.words[k]} (${bitsToFloat(parseInt(writer.words[k], 16))})`;
        diffs.push(`word ${k}: C ${expected}, ours ${actual}`);
      }
    }
    if (diffs.length > 0) bad.push(`${fn.fn} case ${index} [${input.join(' ')}]: ${diffs.join('; ')}`);
  });
  return bad;
}
