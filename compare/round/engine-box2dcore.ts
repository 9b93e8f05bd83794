// @box2d/core 0.11.0's b2CollideEdgeAndCircle and b2CollideEdgeAndPolygon (a TypeScript port of
// Box2D 2.4.x, the second reference for edges, since planck keeps the v2.3 edge algorithm) with
// its b2WorldManifold.Initialize, behind the Engine interface. Case data goes straight into the
// shapes' fields, as for the other engines.

import {
  b2CircleShape,
  b2CollideEdgeAndCircle,
  b2CollideEdgeAndPolygon,
  b2EdgeShape,
  b2Manifold,
  b2PolygonShape,
  b2Transform,
  b2Vec2,
  b2WorldManifold,
} from '@box2d/core';
import { injectPolygon, loadCircle, loadEdge } from '../case/load-shape';
import { loadTransform } from '../case/load-transform';
import type { ManifoldResult } from '../case/manifold-result';
import { featureInCf, readManifold } from '../case/read-manifold';
import type { EdgeCircleInput, EdgePolygonInput } from './input';
import type { Engine } from '../runner/types';

const circle = new b2CircleShape();
const polygon = new b2PolygonShape();
const edge = new b2EdgeShape();
const xfA = new b2Transform();
const xfB = new b2Transform();
const manifold = new b2Manifold();
const world = new b2WorldManifold();

function result(radiusA: number, radiusB: number): ManifoldResult {
  if (manifold.pointCount > 0) world.Initialize(manifold, xfA, radiusA, xfB, radiusB);
  return readManifold(manifold, world, featureInCf);
}

export const box2dcoreEdgeCircleEngine: Engine<EdgeCircleInput, ManifoldResult> = {
  name: '@box2d/core 0.11.0',
  run(input) {
    loadEdge(edge, input.edgeA);
    loadCircle(circle, input.circleB);
    loadTransform(xfA, input.xfA);
    loadTransform(xfB, input.xfB);
    b2CollideEdgeAndCircle(manifold, edge, xfA, circle, xfB);
    return result(edge.m_radius, circle.m_radius);
  },
};

export const box2dcoreEdgePolygonEngine: Engine<EdgePolygonInput, ManifoldResult> = {
  name: '@box2d/core 0.11.0',
  run(input) {
    loadEdge(edge, input.edgeA);
    injectPolygon(polygon, input.polygonB, b2Vec2);
    loadTransform(xfA, input.xfA);
    loadTransform(xfB, input.xfB);
    b2CollideEdgeAndPolygon(manifold, edge, xfA, polygon, xfB);
    return result(edge.m_radius, polygon.m_radius);
  },
};
