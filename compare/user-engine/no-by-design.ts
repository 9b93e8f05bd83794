// The margins of a user's engine (--engine) are held to witnesses: see withoutByDesign.

import type { Margin } from '../runner/types';

/**
 * A user's engine has no listed differences, so no margin excuses it by design (a built-in peer's
 * own epsilon band): each near-tie needs its witness, b2collide giving the engine's answer on a
 * moved input or with the decision forced (runner/witness.ts).
 */
export function withoutByDesign(margins: Margin[]): Margin[] {
  return margins.map((m) => (m.byDesign === true ? { ...m, byDesign: false } : m));
}
