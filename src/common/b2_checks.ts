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
