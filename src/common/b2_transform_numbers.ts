// How a reader takes a transform's four numbers (src/README.md rule 11): b2TransformLike, the array
// maker and b2TransformNumbers. Apart from b2_transform.ts so that the check layer can read a
// transform without importing the class, whose methods use the checks.

import type { b2RotLike, b2XY } from './b2_math_types';
import { b2NewCoordinateArray } from './b2_coordinate_array';

/**
 * Something with a position p `{ x, y }` and a rotation q `{ s, c }`: a b2Transform or a plain
 * `{ p, q }` object (another engine's transform, a literal). Not in C++ (C++ takes
 * `const b2Transform&`): the functions that only read a transform take this. A b2Transform is
 * read through its m_packed array (src/README.md rule 11), anything else through p and q.
 */
export interface b2TransformLike {
  /** The origin of the frame. */
  readonly p: b2XY;
  /** The rotation of the frame. */
  readonly q: b2RotLike;
}

/** A fresh m_packed (or a reader's scratch): the identity frame, [0, 0, 0, 1], stored as unboxed doubles. */
export function b2NewTransformArray(): number[] {
  const packed = b2NewCoordinateArray(4);
  packed[3] = 1;
  return packed;
}

/**
 * xf's four numbers, [p.x, p.y, q.s, q.c]: its m_packed, or, for a {p, q} without one (a plain
 * object, another engine's transform), `scratch` filled from p and q. The hot readers call this
 * once per transform and call (rule 11); `scratch` is theirs, made with b2NewTransformArray.
 */
export function b2TransformNumbers(xf: b2TransformLike, scratch: number[]): readonly number[] {
  const packed = (xf as { readonly m_packed?: readonly number[] }).m_packed;
  return packed !== undefined ? packed : packTransform(xf, scratch);
}

// b2TransformNumbers' cold path. An xf without p or q objects (`{}`, an array, a number) gives
// four NaN, which every reader's finite test refuses, so that its check names xf as given instead
// of an engine TypeError being thrown here.
function packTransform(xf: b2TransformLike, scratch: number[]): number[] {
  const p: unknown = (xf as { readonly p?: unknown } | null | undefined)?.p;
  const q: unknown = (xf as { readonly q?: unknown } | null | undefined)?.q;
  if (typeof p !== 'object' || p === null || typeof q !== 'object' || q === null) {
    scratch[0] = Number.NaN;
    scratch[1] = Number.NaN;
    scratch[2] = Number.NaN;
    scratch[3] = Number.NaN;
    return scratch;
  }
  scratch[0] = xf.p.x;
  scratch[1] = xf.p.y;
  scratch[2] = xf.q.s;
  scratch[3] = xf.q.c;
  return scratch;
}
