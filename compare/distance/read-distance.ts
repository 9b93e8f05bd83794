// Reads an engine's GJK output with its simplex cache, and its shape-cast output, into the
// normalized distance results. b2collide and planck name these fields alike.

import type { GjkCallResult, ShapeCastResult } from './result';

interface ReadXY {
  readonly x: number;
  readonly y: number;
}

export interface DistanceOutputFields {
  readonly distance: number;
  readonly pointA: ReadXY;
  readonly pointB: ReadXY;
  readonly iterations: number;
}

export interface SimplexCacheFields {
  readonly count: number;
  readonly indexA: readonly number[];
  readonly indexB: readonly number[];
  readonly metric: number;
}

export interface ShapeCastOutputFields {
  readonly lambda: number;
  readonly point: ReadXY;
  readonly normal: ReadXY;
  readonly iterations: number;
}

/** One GJK call's output and the cache as the call left it (only its first `count` indices). */
export function readGjkCall(output: DistanceOutputFields, cache: SimplexCacheFields): GjkCallResult {
  return {
    distance: output.distance,
    pointA: [output.pointA.x, output.pointA.y],
    pointB: [output.pointB.x, output.pointB.y],
    iterations: output.iterations,
    cacheCount: cache.count,
    cacheIndexA: cache.indexA.slice(0, cache.count),
    cacheIndexB: cache.indexB.slice(0, cache.count),
    cacheMetric: cache.metric,
  };
}

export function readShapeCast(hit: boolean, output: ShapeCastOutputFields): ShapeCastResult {
  return {
    hit,
    lambda: output.lambda,
    point: [output.point.x, output.point.y],
    normal: [output.normal.x, output.normal.y],
    iterations: output.iterations,
  };
}
