// Per-family tallies of a campaign: outcome counts, the largest differences and their
// distributions, and which margins excused the near-ties. Plain data, so workers can post it.

import type { Outcome, Verdict } from './types';

/** Upper edges of the distribution buckets (powers of ten); the first bucket is "exactly 0". */
export const DECADES = [-16, -15, -14, -13, -12, -11, -10, -9, -8];

export interface FamilyStats {
  id: string;
  cases: number;
  /** Cases where the reference engine reported contact (pointCount > 0). */
  touching: number;
  outcomes: Record<Outcome, number>;
  maxAbs: number;
  maxRel: number;
  maxUlps: number;
  /** The case index of the largest maxUlps. */
  maxUlpsCase: number;
  /** Per-case largest absolute difference: [0, <=1e-16, <=1e-15, ..., <=1e-8, larger]. */
  absHistogram: number[];
  /** Same for the largest relative difference. */
  relHistogram: number[];
  nearTieMargins: Record<string, number>;
  /** Unexplained cases whose margin was below its epsilon but had no witness (runner/classify.ts). */
  unwitnessed: number;
  /** Near-ties with their witness (all of them: classify excuses nothing without one; the tests hold it to that). */
  witnessed: number;
  /** Of those, the near-ties whose witness forced a decision on the case's own input (Witness.input absent), not a moved input. */
  forced: number;
  /** The largest value / epsilon of a margin that excused a near-tie (how close to the line). */
  maxTieRatio: number;
}

export function emptyStats(id: string): FamilyStats {
  return {
    id,
    cases: 0,
    touching: 0,
    outcomes: { exact: 0, bounded: 0, 'near-tie': 0, unexplained: 0 },
    maxAbs: 0,
    maxRel: 0,
    maxUlps: 0,
    maxUlpsCase: -1,
    absHistogram: new Array(DECADES.length + 2).fill(0),
    relHistogram: new Array(DECADES.length + 2).fill(0),
    nearTieMargins: {},
    unwitnessed: 0,
    witnessed: 0,
    forced: 0,
    maxTieRatio: 0,
  };
}

function bucket(d: number): number {
  if (d === 0) return 0;
  for (let i = 0; i < DECADES.length; ++i) if (d <= 10 ** DECADES[i]) return i + 1;
  return DECADES.length + 1;
}

export function record(stats: FamilyStats, caseIndex: number, verdict: Verdict, touching: boolean): void {
  const c = verdict.comparison;
  stats.cases++;
  if (touching) stats.touching++;
  stats.outcomes[verdict.outcome]++;
  if (verdict.unwitnessed === true) stats.unwitnessed++;
  if (verdict.outcome === 'near-tie' && verdict.witness !== undefined) {
    stats.witnessed++;
    if (verdict.witness.input === undefined) stats.forced++;
  }
  if (verdict.outcome === 'near-tie' && verdict.margin !== undefined) {
    stats.nearTieMargins[verdict.margin.name] = (stats.nearTieMargins[verdict.margin.name] ?? 0) + 1;
    stats.maxTieRatio = Math.max(stats.maxTieRatio, verdict.margin.value / verdict.margin.epsilon);
  }
  // Distributions of the continuous difference are over agreeing cases only: a near-tie's
  // difference is that of two different manifolds.
  if (verdict.outcome === 'exact' || verdict.outcome === 'bounded') {
    stats.absHistogram[bucket(c.maxAbs)]++;
    stats.relHistogram[bucket(c.maxRel)]++;
    if (c.maxAbs > stats.maxAbs) stats.maxAbs = c.maxAbs;
    if (c.maxRel > stats.maxRel) stats.maxRel = c.maxRel;
    if (c.maxUlps > stats.maxUlps) {
      stats.maxUlps = c.maxUlps;
      stats.maxUlpsCase = caseIndex;
    }
  }
}

/** Adds b into a (same family). */
export function merge(a: FamilyStats, b: FamilyStats): void {
  a.cases += b.cases;
  a.touching += b.touching;
  a.unwitnessed += b.unwitnessed ?? 0;
  a.witnessed += b.witnessed ?? 0;
  a.forced += b.forced ?? 0;
  for (const k of Object.keys(a.outcomes) as Outcome[]) a.outcomes[k] += b.outcomes[k];
  a.maxAbs = Math.max(a.maxAbs, b.maxAbs);
  a.maxRel = Math.max(a.maxRel, b.maxRel);
  a.maxTieRatio = Math.max(a.maxTieRatio, b.maxTieRatio);
  if (b.maxUlps > a.maxUlps) {
    a.maxUlps = b.maxUlps;
    a.maxUlpsCase = b.maxUlpsCase;
  }
  for (let i = 0; i < a.absHistogram.length; ++i) {
    a.absHistogram[i] += b.absHistogram[i];
    a.relHistogram[i] += b.relHistogram[i];
  }
  for (const [k, v] of Object.entries(b.nearTieMargins)) a.nearTieMargins[k] = (a.nearTieMargins[k] ?? 0) + v;
}

export function total(rows: readonly FamilyStats[]): FamilyStats {
  const t = emptyStats('total');
  for (const r of rows) merge(t, r);
  t.maxUlpsCase = -1;
  return t;
}
