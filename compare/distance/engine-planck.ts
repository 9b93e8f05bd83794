// planck 1.5.0's Distance (GJK), ShapeCast and testOverlap behind the Engine interface. Its shapes are
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
} from 'planck';
import type { DistancePairInput, DistanceShapeData } from './input';
import type { DistanceResult } from './result';
import { runDistanceCase, type DistanceCalls } from './protocol';
import { injectPolygon } from '../case/load-shape';
import { loadTransform, plainTransform } from '../case/load-transform';
import { readGjkCall, readShapeCast } from './read-distance';
import type { Engine } from '../runner/types';

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

const calls: DistanceCalls<Shape, SimplexCache> = {
  shape: (_side, data) => makeShape(data),
  setProxies(shapeA, indexA, shapeB, indexB) {
    input.proxyA.set(shapeA, indexA);
    input.proxyB.set(shapeB, indexB);
  },
  setTransforms(a, b) {
    loadTransform(input.transformA, a);
    loadTransform(input.transformB, b);
  },
  newCache: () => new SimplexCache(),
  gjk(cache, useRadii) {
    input.useRadii = useRadii;
    Distance(output, cache, input);
    return readGjkCall(output, cache);
  },
  overlap: (shapeA, indexA, shapeB, indexB, a, b) =>
    testOverlap(shapeA, indexA, shapeB, indexB, loadTransform(plainTransform(), a), loadTransform(plainTransform(), b)),
  cast(shapeA, indexA, shapeB, indexB, a, b, translation) {
    const castInput = new ShapeCastInput();
    castInput.proxyA.set(shapeA, indexA);
    castInput.proxyB.set(shapeB, indexB);
    loadTransform(castInput.transformA, a);
    loadTransform(castInput.transformB, b);
    castInput.translationB.x = translation[0];
    castInput.translationB.y = translation[1];
    const castOutput = new ShapeCastOutput();
    return readShapeCast(ShapeCast(castOutput, castInput), castOutput);
  },
};

export const planckDistanceEngine: Engine<DistancePairInput, DistanceResult> = {
  name: 'planck 1.5.0',
  run: (data) => runDistanceCase(calls, data),
};
