// What b2CollidePolygons' non-finite-transform guard costs. The guard is eight self-subtractions
// summed and compared with 0. We time that same expression over the mixed corpus's transforms and
// subtract a loop that touches the same two transform objects without the arithmetic. Inside
// b2CollidePolygons the loads are shared with the collision code, so this is an upper bound.

import type { b2Transform } from 'b2collide';
import { b2Xf } from './adapters/engine_shapes';
import type { PolygonPair } from './pair_types';
import { median } from './timing';

function guardPass(xfsA: readonly b2Transform[], xfsB: readonly b2Transform[]): number {
  let failures = 0;
  for (let i = 0; i < xfsA.length; ++i) {
    const a = xfsA[i];
    const b = xfsB[i];
    const check =
      a.p.x - a.p.x + (a.p.y - a.p.y) + (a.q.s - a.q.s) + (a.q.c - a.q.c) +
      (b.p.x - b.p.x) + (b.p.y - b.p.y) + (b.q.s - b.q.s) + (b.q.c - b.q.c);
    if (check !== 0) ++failures;
  }
  return failures;
}

function baselinePass(xfsA: readonly b2Transform[], xfsB: readonly b2Transform[]): number {
  let same = 0;
  for (let i = 0; i < xfsA.length; ++i) {
    if (xfsA[i] === xfsB[i]) ++same;
  }
  return same;
}

function timePasses(pass: () => number, passes: number): number {
  const start = process.hrtime.bigint();
  let sum = 0;
  for (let p = 0; p < passes; ++p) sum += pass();
  const elapsed = Number(process.hrtime.bigint() - start);
  if (sum !== 0) throw new Error('check cost: a corpus transform is not finite');
  return elapsed;
}

/** Median over rounds of the guard's net nanoseconds per call. */
export function measureCheckCost(pairs: readonly PolygonPair[], rounds: number, passes: number): number {
  const xfsA = pairs.map((p) => b2Xf(p.xfA));
  const xfsB = pairs.map((p) => b2Xf(p.xfB));
  const guard = () => guardPass(xfsA, xfsB);
  const baseline = () => baselinePass(xfsA, xfsB);
  timePasses(guard, passes);
  timePasses(baseline, passes);
  const net: number[] = [];
  for (let r = 0; r < rounds; ++r) {
    const g = timePasses(guard, passes);
    const b = timePasses(baseline, passes);
    net.push((g - b) / (passes * pairs.length));
  }
  return median(net);
}
