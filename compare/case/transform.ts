// A case's rigid transforms as plain numbers: position and rotation as the (s, c) pair every
// engine receives as is, never an angle.

import type { XY } from '../runner/types';

export interface TransformData {
  p: XY;
  /** [s, c]: the rotation's sine and cosine, handed to both engines as is. */
  q: XY;
}

export function transformData(x: number, y: number, s: number, c: number): TransformData {
  return { p: [x, y], q: [s, c] };
}

/** R(q) v + p for a transform given as data (read only; also the float32 cases' TransformSpec). */
export function toWorld(xf: { readonly p: Readonly<XY>; readonly q: Readonly<XY> }, v: Readonly<XY>): XY {
  const [s, c] = xf.q;
  return [c * v[0] - s * v[1] + xf.p[0], s * v[0] + c * v[1] + xf.p[1]];
}
