// Family near-ties: a touching case (box-box, hulls, resting or skin) moved by bisection onto
// the threshold of one decision of the C++ collider (an early-out, the best edge of A or B, the
// k_tol choice, the incident edge, a side-plane clip or the final separation test), to the last
// bit of a shift or turn of B. There the engines' different rounding may decide differently,
// which only the margins can excuse.

import { boxBox, hulls, resting, skin } from './families';
import type { PolygonPairInput } from './input';
import type { TransformData } from '../case/transform';
import { tracePolygonDecisions, type PolygonTrace } from './margins';
import { randomDirection } from '../case/random-shapes';
import type { Rng } from '../runner/rng';
import type { Family } from '../runner/types';

/** A decision as a signed function of the trace; undefined where the path does not reach it. */
type Target = (trace: PolygonTrace) => number | undefined;

/** The signed quantity of a margin that has one (early-outs, k_tol, clips, final separation). */
function signedMargin(prefix: string): Target {
  return (trace) => trace.margins.find((m) => m.name.startsWith(prefix))?.signed;
}

/** Indices of the two largest (or smallest) values. */
function topTwo(values: readonly number[], largest: boolean): [number, number] {
  const order = values.map((_, i) => i).sort((a, b) => (largest ? values[b] - values[a] : values[a] - values[b]));
  return [order[0], order[1]];
}

/** The difference between the two entries that lead at the base case: an edge choice or the incident edge. */
function pairTarget(base: PolygonTrace, key: 'edgesA' | 'edgesB' | 'dots'): Target | undefined {
  const values = base.values[key];
  if (values === undefined || values.length < 2) return undefined;
  const [i, j] = topTwo(values, key !== 'dots');
  return (trace) => {
    const v = trace.values[key];
    return v === undefined ? undefined : v[i] - v[j];
  };
}

function chooseTarget(rng: Rng, base: PolygonTrace): Target | undefined {
  switch (rng.int(0, 8)) {
    case 0:
      return signedMargin('early-out A');
    case 1:
      return signedMargin('early-out B');
    case 2:
      return signedMargin('k_tol');
    case 3:
      return signedMargin('clip side 1');
    case 4:
      return signedMargin('clip side 2');
    case 5:
      return signedMargin('final separation');
    case 6:
      return pairTarget(base, 'edgesA');
    case 7:
      return pairTarget(base, 'edgesB');
    default:
      return pairTarget(base, 'dots');
  }
}

/** B's transform moved by t: shifted along d, or turned by t radians. */
function moved(base: TransformData, mode: 'shift' | 'turn', d: [number, number], t: number): TransformData {
  if (mode === 'shift') return { p: [base.p[0] + t * d[0], base.p[1] + t * d[1]], q: base.q };
  const angle = Math.atan2(base.q[0], base.q[1]) + t;
  return { p: base.p, q: [Math.sin(angle), Math.cos(angle)] };
}

export const nearTies: Family<PolygonPairInput> = {
  name: 'near-ties',
  description: 'a touching case bisected onto the threshold of one decision (early-out, best edge, k_tol, incident edge, side-plane clip, final separation)',
  generate(rng: Rng) {
    const base = rng.pick([boxBox, hulls, resting, skin]).generate(rng);
    const baseTrace = tracePolygonDecisions(base);
    for (let attempt = 0; attempt < 6; ++attempt) {
      const target = chooseTarget(rng, baseTrace);
      const mode = rng.chance(0.5) ? 'shift' : 'turn';
      const d = randomDirection(rng);
      const span = 0.05; // metres for a shift, radians for a turn
      if (target === undefined) continue;
      const at = (t: number): PolygonPairInput => ({ ...base, xfB: moved(base.xfB, mode, d, t) });
      const g = (t: number): number | undefined => target(tracePolygonDecisions(at(t)));
      let lo = -span;
      let hi = span;
      const gLo = g(lo);
      const gHi = g(hi);
      if (gLo === undefined || gHi === undefined || Math.sign(gLo) === Math.sign(gHi) || gLo === 0 || gHi === 0) continue;
      // Bisect until lo and hi are neighbouring doubles, keeping the sign change between them.
      for (let i = 0; i < 80; ++i) {
        const mid = 0.5 * (lo + hi);
        if (mid === lo || mid === hi) break;
        const gm = g(mid);
        if (gm === undefined) break;
        if (Math.sign(gm) === Math.sign(gLo)) lo = mid;
        else hi = mid;
      }
      return rng.chance(0.5) ? at(lo) : at(hi);
    }
    return base;
  },
};
