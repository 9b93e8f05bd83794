// planck-js 1.3.0's Distance (GJK), ShapeCast and testOverlap behind the Engine interface. Its shapes are
// built from the case's numbers: CircleShape(center, radius), EdgeShape(v1, v2), ChainShape
// (vertices, loop), and a PolygonShape with the case's vertex and normal lists injected; its
// transforms carry the case's exact (s, c).

import {
  ChainShape,
  CircleShape,
  Distance,
  DistanceInput,
  DistanceOutput,
  EdgeShape,
  PolygonShape,
  ShapeCast,
  ShapeCastInput,
  ShapeCastOutput,
  SimplexCache,
  Vec2,
  testOverlap,
  type Shape,
} from 'planck-js';
import type { DistancePairInput, DistanceShapeData } from './distance-input';
import type { DistanceResult, GjkCallResult } from './distance-result';
import { injectPolygon } from './load-shape';
import { loadTransform, plainTransform } from './load-transform';
import { readGjkCall, readShapeCast } from './read-distance';
import type { Engine } from './types';

function makeShape(data: DistanceShapeData): [Shape, number] {
  switch (data.kind) {
    case 'circle':
      return [new CircleShape(new Vec2(data.center[0], data.center[1]), data.radius), 0];
    case 'polygon': {
      const shape = new PolygonShape();
      injectPolygon(shape, data.polygon, Vec2);
      return [shape, 0];
    }
    case 'edge':
      return [new EdgeShape(new Vec2(data.v1[0], data.v1[1]), new Vec2(data.v2[0], data.v2[1])), 0];
    case 'chain':
      return [new ChainShape(data.vertices.map(([x, y]) => new Vec2(x, y)), data.loop), data.index];
  }
}

const input = new DistanceInput();
const output = new DistanceOutput();

function call(cache: SimplexCache, useRadii: boolean): GjkCallResult {
  input.useRadii = useRadii;
  Distance(output, cache, input);
  return readGjkCall(output, cache);
}

export const planckDistanceEngine: Engine<DistancePairInput, DistanceResult> = {
  name: 'planck-js 1.3.0',
  run(data) {
    const [shapeA, indexA] = makeShape(data.shapeA);
    const [shapeB, indexB] = makeShape(data.shapeB);
    input.proxyA.set(shapeA, indexA);
    input.proxyB.set(shapeB, indexB);

    loadTransform(input.transformA, data.xfA);
    loadTransform(input.transformB, data.xfB);
    const coreCache = new SimplexCache();
    const core = call(coreCache, false);
    const radii = call(new SimplexCache(), true);

    loadTransform(input.transformA, data.xfA2);
    loadTransform(input.transformB, data.xfB2);
    const warm = call(coreCache, false);

    const xfA = loadTransform(plainTransform(), data.xfA);
    const xfB = loadTransform(plainTransform(), data.xfB);
    const overlap = testOverlap(shapeA, indexA, shapeB, indexB, xfA, xfB);

    const castInput = new ShapeCastInput();
    castInput.proxyA.set(shapeA, indexA);
    castInput.proxyB.set(shapeB, indexB);
    loadTransform(castInput.transformA, data.xfA);
    loadTransform(castInput.transformB, data.xfB);
    castInput.translationB.x = data.translationB[0];
    castInput.translationB.y = data.translationB[1];
    const castOutput = new ShapeCastOutput();
    const hit = ShapeCast(castOutput, castInput);
    const cast = readShapeCast(hit, castOutput);
    return { pointCount: overlap ? 1 : 0, overlap, core, radii, warm, cast };
  },
};
