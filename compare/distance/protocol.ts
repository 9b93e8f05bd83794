// The sequence of distance calls every engine of the distance pair types makes on a case, kept in
// one place so that the engines cannot drift apart: each engine only says how to make its shapes
// and how to make each call.

import type { DistancePairInput, DistanceShapeData } from './input';
import type { DistanceResult, GjkCallResult, ShapeCastResult } from './result';
import type { TransformData } from '../case/transform';

/** One engine's way of making each call of the protocol. */
export interface DistanceCalls<Shape, Cache> {
  /** The engine's shape for one side of the case, and the child index its proxies take. */
  shape(side: 0 | 1, data: DistanceShapeData): [Shape, number];
  /** Points the GJK input's two proxies at the shapes. */
  setProxies(shapeA: Shape, indexA: number, shapeB: Shape, indexB: number): void;
  /** Sets the GJK input's two transforms. */
  setTransforms(xfA: TransformData, xfB: TransformData): void;
  newCache(): Cache;
  /** One GJK call on the current input, read back (distance, points, iterations, cache). */
  gjk(cache: Cache, useRadii: boolean): GjkCallResult;
  overlap(shapeA: Shape, indexA: number, shapeB: Shape, indexB: number, xfA: TransformData, xfB: TransformData): boolean;
  /** A shape cast of B by `translation` from the given poses, read back. */
  cast(shapeA: Shape, indexA: number, shapeB: Shape, indexB: number, xfA: TransformData, xfB: TransformData, translation: readonly [number, number]): ShapeCastResult;
}

/**
 * The protocol: GJK cold without radii (core) and with radii, then without radii at the second
 * pose reusing the core call's cache (warm); the overlap test and the shape cast at the first pose.
 */
export function runDistanceCase<Shape, Cache>(calls: DistanceCalls<Shape, Cache>, data: DistancePairInput): DistanceResult {
  const [shapeA, indexA] = calls.shape(0, data.shapeA);
  const [shapeB, indexB] = calls.shape(1, data.shapeB);
  calls.setProxies(shapeA, indexA, shapeB, indexB);

  calls.setTransforms(data.xfA, data.xfB);
  const coreCache = calls.newCache();
  const core = calls.gjk(coreCache, false);
  const radii = calls.gjk(calls.newCache(), true);

  calls.setTransforms(data.xfA2, data.xfB2);
  const warm = calls.gjk(coreCache, false);

  const overlap = calls.overlap(shapeA, indexA, shapeB, indexB, data.xfA, data.xfB);
  const cast = calls.cast(shapeA, indexA, shapeB, indexB, data.xfA, data.xfB, data.translationB);
  return { pointCount: overlap ? 1 : 0, overlap, core, radii, warm, cast };
}
