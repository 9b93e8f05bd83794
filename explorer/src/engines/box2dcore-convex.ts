// @box2d/core 0.11.0's polygon and circle colliders for the page (the harness runs it on edges
// only): case data written into its shapes' fields with the harness's loaders, read back with
// the harness's readManifold.

import {
  b2CircleShape, b2CollideCircles, b2CollidePolygonAndCircle, b2CollidePolygons, b2Manifold, b2PolygonShape, b2Transform, b2Vec2, b2WorldManifold,
} from '@box2d/core';
import { injectPolygon, loadCircle } from '../../../compare/case/load-shape';
import { loadTransform } from '../../../compare/case/load-transform';
import type { ManifoldResult } from '../../../compare/case/manifold-result';
import type { PolygonPairInput } from '../../../compare/polygon/input';
import { featureInCf, readManifold } from '../../../compare/case/read-manifold';
import type { CircleCircleInput, PolygonCircleInput } from '../../../compare/round/input';

function finish(manifold: b2Manifold, xfA: b2Transform, radiusA: number, xfB: b2Transform, radiusB: number): ManifoldResult {
  const world = new b2WorldManifold();
  if (manifold.pointCount > 0) world.Initialize(manifold, xfA, radiusA, xfB, radiusB);
  return readManifold(manifold, world, featureInCf);
}

export function box2dCorePolygons(input: PolygonPairInput): ManifoldResult {
  const polyA = new b2PolygonShape();
  const polyB = new b2PolygonShape();
  injectPolygon(polyA, input.polyA, b2Vec2);
  injectPolygon(polyB, input.polyB, b2Vec2);
  const xfA = loadTransform(new b2Transform(), input.xfA);
  const xfB = loadTransform(new b2Transform(), input.xfB);
  const manifold = new b2Manifold();
  b2CollidePolygons(manifold, polyA, xfA, polyB, xfB);
  return finish(manifold, xfA, polyA.m_radius, xfB, polyB.m_radius);
}

export function box2dCorePolygonCircle(input: PolygonCircleInput): ManifoldResult {
  const polygon = new b2PolygonShape();
  const circle = new b2CircleShape();
  injectPolygon(polygon, input.polygonA, b2Vec2);
  loadCircle(circle, input.circleB);
  const xfA = loadTransform(new b2Transform(), input.xfA);
  const xfB = loadTransform(new b2Transform(), input.xfB);
  const manifold = new b2Manifold();
  b2CollidePolygonAndCircle(manifold, polygon, xfA, circle, xfB);
  return finish(manifold, xfA, polygon.m_radius, xfB, circle.m_radius);
}

export function box2dCoreCircles(input: CircleCircleInput): ManifoldResult {
  const circleA = new b2CircleShape();
  const circleB = new b2CircleShape();
  loadCircle(circleA, input.circleA);
  loadCircle(circleB, input.circleB);
  const xfA = loadTransform(new b2Transform(), input.xfA);
  const xfB = loadTransform(new b2Transform(), input.xfB);
  const manifold = new b2Manifold();
  b2CollideCircles(manifold, circleA, xfA, circleB, xfB);
  return finish(manifold, xfA, circleA.m_radius, xfB, circleB.m_radius);
}
