// Reading the distance.c vectors of test/v3/vectors/distance_*.json: each case is {i, o}, the
// inputs and Box2D v3.1.1's outputs in the order the recording driver wrote them, floats as the
// hex of their float32 bits ("3f800000") and integers (counts, indices, booleans, states) as
// numbers. A Cursor reads them back in that order; bitsOf turns a result into the same hex.

import * as fs from 'node:fs';
import * as path from 'node:path';

export interface VectorCase {
  readonly i: readonly (string | number)[];
  readonly o: readonly (string | number)[];
}

export interface VectorFile {
  readonly source: string;
  readonly function: string;
  readonly cases: readonly VectorCase[];
}

/** Loads test/v3/vectors/<name>.json. */
export function loadVectors(name: string): VectorFile {
  const file = path.join(__dirname, '..', 'vectors', `${name}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as VectorFile;
}

const scratch = new DataView(new ArrayBuffer(4));

/** The float32 value whose bits are the given hex. */
export function floatOf(hex: string): number {
  scratch.setUint32(0, parseInt(hex, 16) >>> 0);
  return scratch.getFloat32(0);
}

/**
 * The hex of x's float32 bits, or a marker saying x is not a float32 value (a float64 result
 * that rounding would hide).
 */
export function bitsOf(x: number): string {
  if (!Number.isNaN(x) && Math.fround(x) !== x) {
    return `not-f32(${x})`;
  }
  scratch.setFloat32(0, x);
  return scratch.getUint32(0).toString(16).padStart(8, '0');
}

/** Reads a case's values in order. */
export class Cursor {
  private at = 0;
  constructor(private readonly values: readonly (string | number)[]) {}

  float(): number {
    const v = this.values[this.at++];
    if (typeof v !== 'string') throw new Error(`vector: expected float bits at ${this.at - 1}, got ${String(v)}`);
    return floatOf(v);
  }

  hex(): string {
    const v = this.values[this.at++];
    if (typeof v !== 'string') throw new Error(`vector: expected float bits at ${this.at - 1}, got ${String(v)}`);
    return v;
  }

  int(): number {
    const v = this.values[this.at++];
    if (typeof v !== 'number') throw new Error(`vector: expected an integer at ${this.at - 1}, got ${String(v)}`);
    return v;
  }

  get done(): boolean {
    return this.at === this.values.length;
  }
}

/** A proxy as recorded: count, radius, then count points. */
export interface ProxyData {
  readonly count: number;
  readonly radius: number;
  readonly points: readonly { x: number; y: number }[];
}

export function readProxy(c: Cursor): ProxyData {
  const count = c.int();
  const radius = c.float();
  const points: { x: number; y: number }[] = [];
  for (let i = 0; i < count; ++i) points.push({ x: c.float(), y: c.float() });
  return { count, radius, points };
}

/** A transform as recorded: p.x, p.y, q.c, q.s. */
export interface TransformData {
  readonly p: { x: number; y: number };
  readonly q: { c: number; s: number };
}

export function readTransform(c: Cursor): TransformData {
  return { p: { x: c.float(), y: c.float() }, q: { c: c.float(), s: c.float() } };
}

/** A sweep as recorded: localCenter, c1, c2, q1 (c, s), q2 (c, s). */
export interface SweepData {
  readonly localCenter: { x: number; y: number };
  readonly c1: { x: number; y: number };
  readonly c2: { x: number; y: number };
  readonly q1: { c: number; s: number };
  readonly q2: { c: number; s: number };
}

export function readSweep(c: Cursor): SweepData {
  return {
    localCenter: { x: c.float(), y: c.float() },
    c1: { x: c.float(), y: c.float() },
    c2: { x: c.float(), y: c.float() },
    q1: { c: c.float(), s: c.float() },
    q2: { c: c.float(), s: c.float() },
  };
}
