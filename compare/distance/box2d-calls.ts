// The DistanceCalls (protocol.ts) of an engine that keeps Box2D's own names and objects,
// b2collide and @box2d/core: proxies set with SetShape, transforms written field by field into one
// reused b2DistanceInput and one reused b2ShapeCastInput, results read with read-distance.ts. Each
// engine gives only its shapes, those two inputs and its own b2Distance, b2ShapeCast and
// b2TestOverlap calls.

import type { DistanceShapeData } from './input';
import type { DistanceCalls } from './protocol';
import { loadTransform, type TransformFields } from '../case/load-transform';
import { readGjkCall, readShapeCast, type DistanceOutputFields, type ShapeCastOutputFields, type SimplexCacheFields } from './read-distance';

/** The fields b2DistanceInput and b2ShapeCastInput share. */
interface ProxyPairFields<Shape> {
  readonly proxyA: { SetShape(shape: Shape, index: number): unknown };
  readonly proxyB: { SetShape(shape: Shape, index: number): unknown };
  readonly transformA: TransformFields;
  readonly transformB: TransformFields;
}

export interface Box2DDistanceParts<Shape, Cache extends SimplexCacheFields> {
  /** The engine's shape for one side of the case, and the child index its proxies take. */
  shape(side: 0 | 1, data: DistanceShapeData): [Shape, number];
  /** The engine's b2DistanceInput, which distance() runs on. */
  readonly input: ProxyPairFields<Shape> & { useRadii: boolean };
  /** The engine's b2ShapeCastInput, which shapeCast() runs on. */
  readonly castInput: ProxyPairFields<Shape> & { readonly translationB: { Set(x: number, y: number): unknown } };
  newCache(): Cache;
  /** b2Distance(output, cache, input); returns the output. */
  distance(cache: Cache): DistanceOutputFields;
  /** b2ShapeCast(output, castInput); returns whether it hit, and the output. */
  shapeCast(): [boolean, ShapeCastOutputFields];
  overlap: DistanceCalls<Shape, Cache>['overlap'];
}

export function box2dDistanceCalls<Shape, Cache extends SimplexCacheFields>(parts: Box2DDistanceParts<Shape, Cache>): DistanceCalls<Shape, Cache> {
  const { input, castInput } = parts;
  return {
    shape: parts.shape,
    setProxies(shapeA, indexA, shapeB, indexB) {
      input.proxyA.SetShape(shapeA, indexA);
      input.proxyB.SetShape(shapeB, indexB);
    },
    setTransforms(a, b) {
      loadTransform(input.transformA, a);
      loadTransform(input.transformB, b);
    },
    newCache: parts.newCache,
    gjk(cache, useRadii) {
      input.useRadii = useRadii;
      return readGjkCall(parts.distance(cache), cache);
    },
    overlap: parts.overlap,
    cast(shapeA, indexA, shapeB, indexB, a, b, translation) {
      castInput.proxyA.SetShape(shapeA, indexA);
      castInput.proxyB.SetShape(shapeB, indexB);
      loadTransform(castInput.transformA, a);
      loadTransform(castInput.transformB, b);
      castInput.translationB.Set(translation[0], translation[1]);
      const [hit, output] = parts.shapeCast();
      return readShapeCast(hit, output);
    },
  };
}
