// Input checks that know no shape (not in C++, which trusts its input): each throws an Error
// naming the function and the bad field instead of letting a NaN, a string or a null flow into a
// result. A value passes when it is a finite number (typeof 'number', as Number.isFinite tests):
// '1.5' - '1.5' is 0 and null - null is 0, so the x - x sum of rule 7 alone lets both through.
// Reads go through `unknown` (valueOf), so the float32 twin reads the value as given, unrounded.

import type { b2Transform, b2XY } from './b2_math';
import { b2DescribeValue } from './b2_describe_value';

export { b2DescribeValue };

/** Throws `${where}: ${name} ...` unless value is a finite number. */
export function b2CheckNumber(where: string, name: string, value: unknown): void {
  if (typeof value !== 'number') {
    throw new Error(`${where}: ${name} expected a number, got ${b2DescribeValue(value)}`);
  }
  if (!Number.isFinite(value)) {
    throw new Error(`${where}: ${name} is not finite (${value})`);
  }
}

/**
 * True when all eight numbers of the two transforms have typeof 'number' (they may still be NaN
 * or infinite). Where the fields hold doubles, V8's optimizing compiler removes every test.
 */
export function b2TransformsAreNumbers(xfA: Readonly<b2Transform>, xfB: Readonly<b2Transform>): boolean {
  const pA = xfA.p;
  const qA = xfA.q;
  const pB = xfB.p;
  const qB = xfB.q;
  return (
    typeof pA.x === 'number' && typeof pA.y === 'number' && typeof qA.s === 'number' && typeof qA.c === 'number' &&
    typeof pB.x === 'number' && typeof pB.y === 'number' && typeof qB.s === 'number' && typeof qB.c === 'number'
  );
}

/**
 * True when all eight numbers of the two transforms are finite numbers. typeof first: a BigInt in
 * the sum below would throw an engine TypeError, and a string or null would pass it. Where the
 * fields hold doubles (always, in practice), V8's optimizing compiler knows each typeof is
 * 'number' and removes the tests. Then x - x is 0 exactly when x is finite (NaN and ±Infinity
 * give NaN), so the sum is 0 exactly when all eight are (rule 7).
 */
export function b2TransformsAreFinite(xfA: Readonly<b2Transform>, xfB: Readonly<b2Transform>): boolean {
  if (!b2TransformsAreNumbers(xfA, xfB)) {
    return false;
  }
  const pA = xfA.p;
  const qA = xfA.q;
  const pB = xfB.p;
  const qB = xfB.q;
  const finiteCheck =
    pA.x - pA.x + (pA.y - pA.y) + (qA.s - qA.s) + (qA.c - qA.c) +
    (pB.x - pB.x) + (pB.y - pB.y) + (qB.s - qB.s) + (qB.c - qB.c);
  return finiteCheck === 0;
}

/** Throws unless all eight numbers of the two transforms are finite numbers; names the first bad one. */
export function b2CheckTransforms(where: string, xfA: Readonly<b2Transform>, xfB: Readonly<b2Transform>): void {
  // Called on every call of some colliders: the test allocates nothing, the naming below does.
  if (b2TransformsAreFinite(xfA, xfB)) {
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
}

function formatTransform(xf: Readonly<b2Transform>): string {
  return `p=(${xf.p.x}, ${xf.p.y}) q=(s ${xf.q.s}, c ${xf.q.c})`;
}
