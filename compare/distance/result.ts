// The normalized, engine-neutral result of one distance case: five calls per engine.

import type { XY } from '../runner/types';

export interface GjkCallResult {
  distance: number;
  pointA: XY;
  pointB: XY;
  iterations: number;
  /** The simplex cache as the call left it. */
  cacheCount: number;
  cacheIndexA: number[];
  cacheIndexB: number[];
  cacheMetric: number;
}

export interface ShapeCastResult {
  hit: boolean;
  lambda: number;
  point: XY;
  normal: XY;
  iterations: number;
}

export interface DistanceResult {
  /** 1 when the overlap test reports overlap, else 0 (the campaign counts these as "touching"). */
  pointCount: number;
  /** b2TestOverlap / testOverlap at the first pose. */
  overlap: boolean;
  /** useRadii false, cold cache, first pose. */
  core: GjkCallResult;
  /** useRadii true, cold cache, first pose. */
  radii: GjkCallResult;
  /** useRadii false at the second pose, warm-started from the cache `core` left. */
  warm: GjkCallResult;
  /** b2ShapeCast / ShapeCast of B by translationB from the first pose. */
  cast: ShapeCastResult;
}
