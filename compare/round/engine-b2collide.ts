// b2collide's circle and edge manifold functions and b2WorldManifold.Initialize behind the Engine
// interface, one engine per pair type. Case data is written straight into the shapes' fields.

import {
  b2CircleShape,
  b2CollideCircles,
  b2CollideEdgeAndCircle,
  b2CollideEdgeAndPolygon,
  b2CollidePolygonAndCircle,
  b2EdgeShape,
  b2Manifold,
  b2PolygonShape,
  b2Transform,
  b2WorldManifold,
} from 'b2collide';
import { loadCircle, loadEdge, loadPolygon } from '../case/load-shape';
import { loadTransform } from '../case/load-transform';
import type { ManifoldResult } from '../case/manifold-result';
import type { TransformData } from '../case/transform';
import { featureInCf, readManifold } from '../case/read-manifold';
import type { CircleCircleInput, EdgeCircleInput, EdgePolygonInput, PolygonCircleInput } from './input';
import type { Engine } from '../runner/types';

const circleA = new b2CircleShape();
const circleB = new b2CircleShape();
const polygon = new b2PolygonShape();
const edge = new b2EdgeShape();
const xfA = new b2Transform();
const xfB = new b2Transform();
const manifold = new b2Manifold();
const world = new b2WorldManifold();

function loadTransforms(a: TransformData, b: TransformData): void {
  loadTransform(xfA, a);
  loadTransform(xfB, b);
}

/** The normalized result of the manifold just computed, with its world manifold. */
function result(radiusA: number, radiusB: number): ManifoldResult {
  world.Initialize(manifold, xfA, radiusA, xfB, radiusB);
  return readManifold(manifold, world, featureInCf);
}

export const b2collideCircleCircleEngine: Engine<CircleCircleInput, ManifoldResult> = {
  name: 'b2collide',
  run(input) {
    loadCircle(circleA, input.circleA);
    loadCircle(circleB, input.circleB);
    loadTransforms(input.xfA, input.xfB);
    b2CollideCircles(manifold, circleA, xfA, circleB, xfB);
    return result(circleA.m_radius, circleB.m_radius);
  },
};

/** The polygon-circle engine on a collide function: b2collide's, or a copy with a decision forced (forced-thresholds.ts). */
export function b2collidePolygonCircleEngineOn(collide: typeof b2CollidePolygonAndCircle): Engine<PolygonCircleInput, ManifoldResult> {
  return {
    name: 'b2collide',
    run(input) {
      loadPolygon(polygon, input.polygonA);
      loadCircle(circleB, input.circleB);
      loadTransforms(input.xfA, input.xfB);
      collide(manifold, polygon, xfA, circleB, xfB);
      return result(polygon.m_radius, circleB.m_radius);
    },
  };
}

export const b2collidePolygonCircleEngine = b2collidePolygonCircleEngineOn(b2CollidePolygonAndCircle);

export const b2collideEdgeCircleEngine: Engine<EdgeCircleInput, ManifoldResult> = {
  name: 'b2collide',
  run(input) {
    loadEdge(edge, input.edgeA);
    loadCircle(circleB, input.circleB);
    loadTransforms(input.xfA, input.xfB);
    b2CollideEdgeAndCircle(manifold, edge, xfA, circleB, xfB);
    return result(edge.m_radius, circleB.m_radius);
  },
};

export const b2collideEdgePolygonEngine: Engine<EdgePolygonInput, ManifoldResult> = {
  name: 'b2collide',
  run(input) {
    loadEdge(edge, input.edgeA);
    loadPolygon(polygon, input.polygonB);
    loadTransforms(input.xfA, input.xfB);
    b2CollideEdgeAndPolygon(manifold, edge, xfA, polygon, xfB);
    return result(edge.m_radius, polygon.m_radius);
  },
};
