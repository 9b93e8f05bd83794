// Input checks that know no shape (not in C++, which trusts its input): each throws an Error
// naming the function and the bad field instead of letting a NaN flow into a result.

import type { b2Transform, b2XY } from './b2_math';

/**
 * True when all eight numbers of the two transforms are finite. x - x is 0 exactly when x is
 * finite (NaN and ±Infinity give NaN), so the sum is 0 exactly when all eight are. b2CollidePolygons
 * writes the same sum out itself, to stay within V8's inlining budget.
 */
export function b2TransformsAreFinite(xfA: Readonly<b2Transform>, xfB: Readonly<b2Transform>): boolean {
  const finiteCheck =
    xfA.p.x - xfA.p.x + (xfA.p.y - xfA.p.y) + (xfA.q.s - xfA.q.s) + (xfA.q.c - xfA.q.c) +
    (xfB.p.x - xfB.p.x) + (xfB.p.y - xfB.p.y) + (xfB.q.s - xfB.q.s) + (xfB.q.c - xfB.q.c);
  return finiteCheck === 0;
}

/** Throws unless all eight numbers of the two transforms are finite. */
export function b2CheckTransforms(where: string, xfA: Readonly<b2Transform>, xfB: Readonly<b2Transform>): void {
  if (!b2TransformsAreFinite(xfA, xfB)) {
    throw new Error(`${where}: a transform is not finite (xfA ${formatTransform(xfA)}, xfB ${formatTransform(xfB)})`);
  }
}

/** Throws `${where}: ${name} is not finite (x, y)` unless both coordinates of p are finite. */
export function b2CheckFinitePoint(where: string, name: string, p: b2XY): void {
  if (!(Number.isFinite(p.x) && Number.isFinite(p.y))) {
    throw new Error(`${where}: ${name} is not finite (${p.x}, ${p.y})`);
  }
}

function formatTransform(xf: Readonly<b2Transform>): string {
  return `p=(${xf.p.x}, ${xf.p.y}) q=(s ${xf.q.s}, c ${xf.q.c})`;
}

/** Throws unless all four numbers of the transform are finite (the shape queries' check, rule 7). */
export function b2CheckTransform(where: string, xf: Readonly<b2Transform>): void {
  if (xf.p.x - xf.p.x + (xf.p.y - xf.p.y) + (xf.q.s - xf.q.s) + (xf.q.c - xf.q.c) !== 0) {
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

