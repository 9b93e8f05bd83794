// The moved inputs a manifold pair type's witness search tries (runner/witness.ts): B's transform
// shifted by k * 2^-52 * S along one of eight directions, or turned by k * 2^-52 rad, for
// k = 1, 2, 4, ... up to the margin size. A shift of length L changes every separation, clip
// distance and edge choice the colliders test by at most L; a turn of angle a moves B's points by
// at most a * S. So each move stays within the length margins' epsilon, MARGIN_ULPS * 2^-52 * S.

import type { TransformData } from './transform';
import { DIRECTIONS, ulpSteps, type Move } from '../runner/witness';
import { MARGIN_ULPS, ULP } from '../tolerances';

/** A turn of B by `angle` (radians, tiny) applied to its (s, c) pair to first order. */
function turned(xf: TransformData, angle: number): TransformData {
  const [s, c] = xf.q;
  return { p: xf.p, q: [s + angle * c, c - angle * s] };
}

function format(x: number): string {
  return Number(x.toPrecision(3)).toString();
}

/** Moves of xfB (shifts, then turns, for each step size, smallest first); lazy. */
export function* transformMoves<I extends { xfB: TransformData }>(input: I, scale: number, maxUlps = MARGIN_ULPS): Generator<Move<I>> {
  for (const k of ulpSteps(maxUlps)) {
    const step = k * ULP * scale;
    for (const [dx, dy] of DIRECTIONS) {
      const xfB: TransformData = { p: [input.xfB.p[0] + step * dx, input.xfB.p[1] + step * dy], q: input.xfB.q };
      yield { change: `xfB.p shifted by ${k} x 2^-52 x S along (${format(dx)}, ${format(dy)})`, input: { ...input, xfB } };
    }
    for (const sign of [1, -1]) {
      yield { change: `xfB.q turned by ${sign * k} x 2^-52 rad`, input: { ...input, xfB: turned(input.xfB, sign * k * ULP) } };
    }
  }
}
