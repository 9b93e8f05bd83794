// @box2d/core 0.11.0's b2Distance (GJK), b2ShapeCast and b2TestOverlap behind the Engine interface:
// the second peer of the distance calls. Its shapes get the case's numbers field by field: a
// circle's centre and radius, an edge's two vertices, a chain built from the case's vertex list
// (CreateLoop / CreateChain copy them unchanged), and a polygon with the case's vertex and normal
// lists injected; its transforms carry the case's exact (s, c).

import {
  b2ChainShape,
  b2CircleShape,
  b2Distance,
  b2DistanceInput,
  b2DistanceOutput,
  b2EdgeShape,
  b2PolygonShape,
  b2ShapeCast,
  b2ShapeCastInput,
  b2ShapeCastOutput,
  b2SimplexCache,
  b2TestOverlap,
  b2Transform,
  b2Vec2,
  type b2Shape,
} from '@box2d/core';
import { box2dDistanceCalls } from './box2d-calls';
import { openChainGhosts, type DistancePairInput, type DistanceShapeData } from './input';
import type { DistanceResult } from './result';
import { runDistanceCase } from './protocol';
import { injectPolygon } from '../case/load-shape';
import { loadTransform } from '../case/load-transform';
import type { Engine } from '../runner/types';

/** A fresh @box2d/core shape for the data, and the child index its proxy takes. */
function makeShape(data: DistanceShapeData): [b2Shape, number] {
  switch (data.kind) {
    case 'circle': {
      const circle = new b2CircleShape(data.radius);
      circle.m_p.Set(data.center[0], data.center[1]);
      return [circle, 0];
    }
    case 'polygon': {
      const polygon = new b2PolygonShape();
      injectPolygon(polygon, data.polygon, b2Vec2);
      return [polygon, 0];
    }
    case 'edge': {
      const edge = new b2EdgeShape();
      edge.SetTwoSided(new b2Vec2(data.v1[0], data.v1[1]), new b2Vec2(data.v2[0], data.v2[1]));
      return [edge, 0];
    }
    case 'chain': {
      const points = data.vertices.map(([x, y]) => new b2Vec2(x, y));
      const chain = new b2ChainShape();
      if (data.loop) {
        chain.CreateLoop(points);
      } else {
        const [prev, next] = openChainGhosts(data.vertices);
        chain.CreateChain(points, points.length, new b2Vec2(prev[0], prev[1]), new b2Vec2(next[0], next[1]));
      }
      return [chain, data.index];
    }
  }
}

const input = new b2DistanceInput();
const output = new b2DistanceOutput();
const castInput = new b2ShapeCastInput();
const castOutput = new b2ShapeCastOutput();
const xfA = new b2Transform();
const xfB = new b2Transform();

const calls = box2dDistanceCalls<b2Shape, b2SimplexCache>({
  shape: (_side, data) => makeShape(data),
  input,
  castInput,
  newCache: () => new b2SimplexCache(),
  distance(cache) {
    b2Distance(output, cache, input);
    return output;
  },
  shapeCast: () => [b2ShapeCast(castOutput, castInput), castOutput],
  overlap: (shapeA, indexA, shapeB, indexB, a, b) => b2TestOverlap(shapeA, indexA, shapeB, indexB, loadTransform(xfA, a), loadTransform(xfB, b)),
});

export const box2dcoreDistanceEngine: Engine<DistancePairInput, DistanceResult> = {
  name: '@box2d/core 0.11.0',
  run: (data) => runDistanceCase(calls, data),
};
