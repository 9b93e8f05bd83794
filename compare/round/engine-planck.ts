// planck 1.5.0's CollideCircles and CollidePolygonCircle with Manifold.getWorldManifold behind
// the Engine interface. Shapes get the case's centre, radius, vertices and normals written into
// their fields; transforms are plain {p, q: {s, c}} values carrying the case's exact (s, c).

import { CircleShape, CollideCircles, CollidePolygonCircle, Manifold, PolygonShape, Vec2, WorldManifold } from 'planck';
import { injectPolygon, loadCircle } from '../case/load-shape';
import { loadTransform, plainTransform } from '../case/load-transform';
import type { ManifoldResult } from '../case/manifold-result';
import { featureOnId, readManifold } from '../case/read-manifold';
import type { CircleCircleInput, PolygonCircleInput } from './input';
import type { Engine } from '../runner/types';

const circleA = new CircleShape(1);
const circleB = new CircleShape(1);
const polygon = new PolygonShape();
const xfA = plainTransform();
const xfB = plainTransform();
const manifold = new Manifold();
const world = new WorldManifold();

function result(radiusA: number, radiusB: number): ManifoldResult {
  if (manifold.pointCount > 0) manifold.getWorldManifold(world, xfA, radiusA, xfB, radiusB);
  return readManifold(manifold, world, featureOnId);
}

export const planckCircleCircleEngine: Engine<CircleCircleInput, ManifoldResult> = {
  name: 'planck 1.5.0',
  run(input) {
    loadCircle(circleA, input.circleA);
    loadCircle(circleB, input.circleB);
    loadTransform(xfA, input.xfA);
    loadTransform(xfB, input.xfB);
    CollideCircles(manifold, circleA, xfA, circleB, xfB);
    return result(circleA.m_radius, circleB.m_radius);
  },
};

export const planckPolygonCircleEngine: Engine<PolygonCircleInput, ManifoldResult> = {
  name: 'planck 1.5.0',
  run(input) {
    injectPolygon(polygon, input.polygonA, Vec2);
    loadCircle(circleB, input.circleB);
    loadTransform(xfA, input.xfA);
    loadTransform(xfB, input.xfB);
    CollidePolygonCircle(manifold, polygon, xfA, circleB, xfB);
    return result(polygon.m_radius, circleB.m_radius);
  },
};
