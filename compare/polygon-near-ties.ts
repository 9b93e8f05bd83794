// Family near-ties: a touching case (box-box, hulls, resting or skin) moved by bisection onto
// the threshold of one decision of the C++ collider (an early-out, the k_tol choice, a side-plane
// clip or the final separation test), to the last bit of a shift or turn of B. There the engines'
// different rounding may decide differently, which only the margins can excuse.

import { boxBox, hulls, resting, skin } from './polygon-families';
import type { PolygonPairInput, TransformData } from './polygon-input';
import { tracePolygonDecisions } from './polygon-margins';
import { randomDirection } from './polygon-random';
import type { Rng } from './rng';
import type { Family } from './types';

const DECISIONS = ['early-out A', 'early-out B', 'k_tol', 'clip side 1', 'clip side 2', 'final separation'];

/** The signed value of the named decision at this input, or undefined if the path skips it. */
function decisionValue(input: PolygonPairInput, decision: string): number | undefined {
  for (const m of tracePolygonDecisions(input).margins) if (m.name.startsWith(decision)) return m.signed;
  return undefined;
}

/** B's transform moved by t: shifted along d, or turned by t radians. */
function moved(base: TransformData, mode: 'shift' | 'turn', d: [number, number], t: number): TransformData {
  if (mode === 'shift') return { p: [base.p[0] + t * d[0], base.p[1] + t * d[1]], q: base.q };
  const angle = Math.atan2(base.q[0], base.q[1]) + t;
  return { p: base.p, q: [Math.sin(angle), Math.cos(angle)] };
}

export const nearTies: Family<PolygonPairInput> = {
  name: 'near-ties',
  description: 'a touching case bisected onto the threshold of one decision (early-out, k_tol, side-plane clip, final separation)',
  generate(rng: Rng) {
    const base = rng.pick([boxBox, hulls, resting, skin]).generate(rng);
    for (let attempt = 0; attempt < 6; ++attempt) {
      const decision = rng.pick(DECISIONS);
      const mode = rng.chance(0.5) ? 'shift' : 'turn';
      const d = randomDirection(rng);
      const span = mode === 'shift' ? 0.05 : 0.05;
      const at = (t: number): PolygonPairInput => ({ ...base, xfB: moved(base.xfB, mode, d, t) });
      let lo = -span;
      let hi = span;
      const gLo = decisionValue(at(lo), decision);
      const gHi = decisionValue(at(hi), decision);
      if (gLo === undefined || gHi === undefined || Math.sign(gLo) === Math.sign(gHi) || gLo === 0 || gHi === 0) continue;
      // Bisect until lo and hi are neighbouring doubles, keeping the sign change between them.
      for (let i = 0; i < 80; ++i) {
        const mid = 0.5 * (lo + hi);
        if (mid === lo || mid === hi) break;
        const g = decisionValue(at(mid), decision);
        if (g === undefined) break;
        if (Math.sign(g) === Math.sign(gLo)) lo = mid;
        else hi = mid;
      }
      return rng.chance(0.5) ? at(lo) : at(hi);
    }
    return base;
  },
};
