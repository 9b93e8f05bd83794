// The input and result of one time-of-impact case, as plain numbers so they go into the JSON report
// and replay. Every engine receives exactly these proxy points and radii (a circle, polygon, edge
// or chain child as the vertex cloud its proxy holds) and these sweep fields; t is compared as the
// engines report it.

import { proxyPoints, shapeRadius, type DistanceShapeData } from '../distance/input';
import { coordinateScale } from '../case/scale';
import type { XY } from '../runner/types';

/** C++ b2Sweep's fields. */
export interface SweepData {
  localCenter: XY;
  c0: XY;
  c: XY;
  a0: number;
  a: number;
  alpha0: number;
}

export interface TOIPairInput {
  shapeA: DistanceShapeData;
  shapeB: DistanceShapeData;
  sweepA: SweepData;
  sweepB: SweepData;
  tMax: number;
}

/** What one engine's b2TimeOfImpact call gave, with its own counters' increments for the call. */
export interface TOIResult {
  /** b2TOIOutput::State as a number: 0 unknown, 1 failed, 2 overlapped, 3 touching, 4 separated. */
  state: number;
  t: number;
  /** Outer iterations (the increment of the engine's toiIters counter). */
  iterations: number;
  /** Root-finder iterations (the increment of its toiRootIters counter). */
  rootIterations: number;
  /** 1 when the state is e_touching, else 0: what the runner's "touching" column counts (campaign.ts reads pointCount). */
  pointCount: number;
}

export const STATE_NAMES = ['e_unknown', 'e_failed', 'e_overlapped', 'e_touching', 'e_separated'] as const;

/** The proxy's points and radius, as every engine's SetVertices takes them. */
export function proxyData(shape: DistanceShapeData): { points: XY[]; radius: number } {
  return { points: proxyPoints(shape), radius: shapeRadius(shape) };
}

/** coordinateScale of a case: the four sweep centres and every proxy point. */
export function toiScale(input: TOIPairInput): number {
  return coordinateScale(
    [input.sweepA.c0, input.sweepA.c, input.sweepB.c0, input.sweepB.c],
    [...proxyPoints(input.shapeA), ...proxyPoints(input.shapeB), input.sweepA.localCenter, input.sweepB.localCenter],
  );
}
