// The scale of a case's rounding, shared by every pair type's bound and margins.

import type { XY } from '../runner/types';

/**
 * The magnitude of a case's coordinates, the scale of its rounding (every pair type's bound and
 * margins are in units of 2^-52 times it): 1 + max |world position coordinate| + max |local
 * point coordinate|.
 */
export function coordinateScale(positions: readonly XY[], localPoints: readonly XY[]): number {
  let p = 0;
  for (const [x, y] of positions) p = Math.max(p, Math.abs(x), Math.abs(y));
  let v = 0;
  for (const [x, y] of localPoints) v = Math.max(v, Math.abs(x), Math.abs(y));
  return 1 + p + v;
}
