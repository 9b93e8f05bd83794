// Input checks that know no shape (not in C++, which trusts its input): each throws an Error
// naming the function and the bad field instead of letting a NaN, a string or a null flow into a
// result. A value passes when it is a finite number (typeof 'number', as Number.isFinite tests):
// '1.5' - '1.5' is 0 and null - null is 0, so the x - x sum of rule 7 alone lets both through.
// Reads go through `unknown` (valueOf), so the float32 twin reads the value as given, unrounded.

import type { b2XY } from './b2_math';
import { b2NewTransformArray, b2TransformNumbers, type b2Transform } from './b2_transform';
import { b2_maxFloat } from './b2_settings';
import { b2DescribeValue } from './b2_describe_value';

export { b2DescribeValue };

/**
 * True when x is a number within ±b2_maxFloat, the supported range of every input number (NaN and
 * ±Infinity are outside it): float32's range, so both builds accept the same inputs, and the
 * float64 searches, which start at -b2_maxFloat as C++'s do, stay meaningful.
 */
export function b2IsInRange(x: unknown): boolean {
  return typeof x === 'number' && x <= b2_maxFloat && x >= -b2_maxFloat;
}

/** Throws `${where}: ${name} ...` unless value is a finite number within ±b2_maxFloat. */
export function b2CheckNumber(where: string, name: string, value: unknown): void {
  if (typeof value !== 'number') {
    throw new Error(`${where}: ${name} expected a number, got ${b2DescribeValue(value)}`);
  }
  if (!Number.isFinite(value)) {
    throw new Error(`${where}: ${name} is not finite (${value})`);
  }
  if (!b2IsInRange(value)) {
    throw new Error(`${where}: ${name} ${value} is beyond ±b2_maxFloat (3.4e38), the supported range`);
  }
}

/**
 * True when all eight numbers of two transforms have typeof 'number' (they may still be NaN or
 * infinite). a and b are the transforms' four numbers each, as b2TransformNumbers gives them.
 * Where the arrays hold doubles, V8's optimizing compiler removes every test.
 */
export function b2TransformsAreNumbers(a: readonly number[], b: readonly number[]): boolean {
  return (
    typeof a[0] === 'number' && typeof a[1] === 'number' && typeof a[2] === 'number' && typeof a[3] === 'number' &&
    typeof b[0] === 'number' && typeof b[1] === 'number' && typeof b[2] === 'number' && typeof b[3] === 'number'
  );
}

/**
 * True when all eight numbers of two transforms (their b2TransformNumbers) are numbers within
 * ±b2_maxFloat (so finite). Used where a few compares per call are cheap; b2CollidePolygons writes
 * its own finite sum (rule 7), which does not test the range.
 */
export function b2TransformsAreFinite(a: readonly number[], b: readonly number[]): boolean {
  if (!b2TransformsAreNumbers(a, b)) {
    return false;
  }
  // Within ±b2_maxFloat, which also rules out NaN and ±Infinity. First one test without branches:
  // a sum of magnitudes within the bound (NaN or Infinity fail it). Only when it fails, which
  // large but valid numbers may also do, the numbers are tested one by one.
  const magnitude =
    Math.abs(a[0]) + Math.abs(a[1]) + Math.abs(a[2]) + Math.abs(a[3]) +
    Math.abs(b[0]) + Math.abs(b[1]) + Math.abs(b[2]) + Math.abs(b[3]);
  if (magnitude <= 3.4028234663852886e38) { // b2_maxFloat (rule 4)
    return true;
  }
  return (
    b2IsInRange(a[0]) && b2IsInRange(a[1]) && b2IsInRange(a[2]) && b2IsInRange(a[3]) &&
    b2IsInRange(b[0]) && b2IsInRange(b[1]) && b2IsInRange(b[2]) && b2IsInRange(b[3])
  );
}

// Scratch of b2CheckTransforms: the numbers of a transform without m_packed.
const scratchA = b2NewTransformArray();
const scratchB = b2NewTransformArray();

/** Throws unless all eight numbers of the two transforms are finite numbers; names the first bad one. */
export function b2CheckTransforms(where: string, xfA: Readonly<b2Transform>, xfB: Readonly<b2Transform>): void {
  // Called on every call of some colliders: the test allocates nothing, the naming below does.
  if (b2TransformsAreFinite(b2TransformNumbers(xfA, scratchA), b2TransformNumbers(xfB, scratchB))) {
    return;
  }
  checkTransform(where, 'xfA', xfA, xfA, xfB);
  checkTransform(where, 'xfB', xfB, xfA, xfB);
}

function checkTransform(where: string, name: string, xf: Readonly<b2Transform>, xfA: Readonly<b2Transform>, xfB: Readonly<b2Transform>): void {
  const fields: [string, unknown][] = [
    ['p.x', xf.p.x],
    ['p.y', xf.p.y],
    ['q.s', xf.q.s],
    ['q.c', xf.q.c],
  ];
  for (const [field, value] of fields) {
    if (typeof value !== 'number') {
      throw new Error(`${where}: ${name}.${field} expected a number, got ${b2DescribeValue(value)}`);
    }
    if (!Number.isFinite(value)) {
      throw new Error(`${where}: a transform is not finite (xfA ${formatTransform(xfA)}, xfB ${formatTransform(xfB)})`);
    }
    if (!b2IsInRange(value)) {
      throw new Error(`${where}: ${name}.${field} ${value} is beyond ±b2_maxFloat (3.4e38), the supported range`);
    }
  }
}

/**
 * Throws unless p is an {x, y} object whose coordinates are finite numbers: `${where}: ${name}
 * is not finite (x, y)`, `${name}.x expected a number, got string '1.5'`, or, for an [x, y] array
 * or a non-object, `${name} expected {x, y}, got ...`.
 */
export function b2CheckFinitePoint(where: string, name: string, p: b2XY): void {
  const point: unknown = p;
  if (typeof point !== 'object' || point === null || Array.isArray(point)) {
    throw new Error(`${where}: ${name} expected {x, y}, got ${b2DescribeValue(point)}`);
  }
  const x: unknown = (point as { x?: unknown }).x;
  const y: unknown = (point as { y?: unknown }).y;
  if (typeof x !== 'number') {
    throw new Error(`${where}: ${name}.x expected a number, got ${b2DescribeValue(x)}`);
  }
  if (typeof y !== 'number') {
    throw new Error(`${where}: ${name}.y expected a number, got ${b2DescribeValue(y)}`);
  }
  if (!(Number.isFinite(x) && Number.isFinite(y))) {
    throw new Error(`${where}: ${name} is not finite (${x}, ${y})`);
  }
  if (!(b2IsInRange(x) && b2IsInRange(y))) {
    throw new Error(`${where}: ${name} (${x}, ${y}) is beyond ±b2_maxFloat (3.4e38), the supported range`);
  }
}

function formatTransform(xf: Readonly<b2Transform>): string {
  return `p=(${xf.p.x}, ${xf.p.y}) q=(s ${xf.q.s}, c ${xf.q.c})`;
}

/** Throws unless all four numbers of the transform are finite (the shape queries' check, rule 7). */
export function b2CheckTransform(where: string, xf: Readonly<b2Transform>): void {
  const t = b2TransformNumbers(xf, scratchA); // [p.x, p.y, q.s, q.c] (rule 11)
  if (t[0] - t[0] + (t[1] - t[1]) + (t[2] - t[2]) + (t[3] - t[3]) !== 0) {
    throw new Error(`${where}: the transform is not finite (${formatTransform(xf)})`);
  }
}

/** The fields of b2RayCastInput a check reads (structural, so common/ needs nothing from collision/). */
interface RayFields {
  readonly p1: b2XY;
  readonly p2: b2XY;
  readonly maxFraction: number;
}

/**
 * Throws unless the ray's points are finite and its maxFraction lies in [0, 1] (C++ reads
 * p1 + maxFraction·(p2 − p1) as a point of the segment; outside [0, 1] it is not).
 */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckRayCastInput(where: string, input: RayFields): void {
  const p1 = input.p1;
  const p2 = input.p2;
  if (p1.x - p1.x + (p1.y - p1.y) + (p2.x - p2.x) + (p2.y - p2.y) !== 0) {
    throw new Error(`${where}: the ray is not finite (p1 (${p1.x}, ${p1.y}), p2 (${p2.x}, ${p2.y}))`);
  }
  const maxFraction = input.maxFraction;
  if (!(maxFraction >= 0 && maxFraction <= 1)) {
    throw new Error(`${where}: the ray's maxFraction must lie in [0, 1], got ${maxFraction}`);
  }
}

/** Throws unless density is finite and not negative (C++ ComputeMass trusts it). */
export function b2CheckDensity(where: string, density: number): void {
  if (!(density >= 0 && density - density === 0)) {
    throw new Error(`${where}: density must be finite and not negative, got ${density}`);
  }
}

/**
 * Throws unless childIndex is a whole number in [0, count): the shape's GetChildCount(). C++ ignores
 * the index of single-child shapes and only asserts it for chains.
 */
export function b2CheckChildIndex(where: string, childIndex: number, count: number): void {
  if (!(childIndex >= 0 && childIndex < count && Number.isInteger(childIndex))) {
    throw new RangeError(`${where}: child index ${childIndex} is out of range [0, ${count})`);
  }
}

