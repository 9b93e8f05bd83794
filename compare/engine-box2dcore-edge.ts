// @box2d/core 0.11.0's b2CollideEdgeAndCircle and b2CollideEdgeAndPolygon (a TypeScript port of
// Box2D 2.4.x, the second reference for edges, since planck-js keeps the v2.3 edge algorithm) with
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
import type { ManifoldResult } from './manifold-result';
import type { PolygonData, TransformData } from './polygon-input';
import type { CircleData, EdgeCircleInput, EdgeData, EdgePolygonInput } from './round-input';
import type { Engine, XY } from './types';

const circle = new b2CircleShape();
const polygon = new b2PolygonShape();
const edge = new b2EdgeShape();
const xfA = new b2Transform();
const xfB = new b2Transform();
const manifold = new b2Manifold();
const world = new b2WorldManifold();

function loadCircle(shape: b2CircleShape, data: CircleData): void {
  shape.m_p.Set(data.p[0], data.p[1]);
  shape.m_radius = data.radius;
}

function loadPolygon(shape: b2PolygonShape, data: PolygonData): void {
  shape.m_count = data.vertices.length;
  shape.m_vertices = data.vertices.map(([x, y]) => new b2Vec2(x, y));
  shape.m_normals = data.normals.map(([x, y]) => new b2Vec2(x, y));
  shape.m_centroid.Set(data.centroid[0], data.centroid[1]);
  shape.m_radius = data.radius;
}

function loadEdge(shape: b2EdgeShape, data: EdgeData): void {
  shape.m_vertex0.Set(data.v0[0], data.v0[1]);
  shape.m_vertex1.Set(data.v1[0], data.v1[1]);
  shape.m_vertex2.Set(data.v2[0], data.v2[1]);
  shape.m_vertex3.Set(data.v3[0], data.v3[1]);
  shape.m_oneSided = data.oneSided;
  shape.m_radius = data.radius;
}

function loadTransform(xf: b2Transform, data: TransformData): void {
  xf.p.Set(data.p[0], data.p[1]);
  xf.q.s = data.q[0];
  xf.q.c = data.q[1];
}

function result(radiusA: number, radiusB: number): ManifoldResult {
  const n = manifold.pointCount;
  if (n > 0) world.Initialize(manifold, xfA, radiusA, xfB, radiusB);
  const points = [];
  const worldPoints: XY[] = [];
  const separations: number[] = [];
  for (let i = 0; i < n; ++i) {
    const mp = manifold.points[i];
    const cf = mp.id.cf;
    points.push({ localPoint: [mp.localPoint.x, mp.localPoint.y] as XY, indexA: cf.indexA, indexB: cf.indexB, typeA: cf.typeA, typeB: cf.typeB });
    worldPoints.push([world.points[i].x, world.points[i].y]);
    separations.push(world.separations[i]);
  }
  return {
    pointCount: n,
    type: manifold.type,
    localNormal: [manifold.localNormal.x, manifold.localNormal.y],
    localPoint: [manifold.localPoint.x, manifold.localPoint.y],
    points,
    world: { normal: n > 0 ? [world.normal.x, world.normal.y] : [0, 0], points: worldPoints, separations },
  };
}

export const box2dCoreEdgeCircleEngine: Engine<EdgeCircleInput, ManifoldResult> = {
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

export const box2dCoreEdgePolygonEngine: Engine<EdgePolygonInput, ManifoldResult> = {
  name: '@box2d/core 0.11.0',
  run(input) {
    loadEdge(edge, input.edgeA);
    loadPolygon(polygon, input.polygonB);
    loadTransform(xfA, input.xfA);
    loadTransform(xfB, input.xfB);
    b2CollideEdgeAndPolygon(manifold, edge, xfA, polygon, xfB);
    return result(edge.m_radius, polygon.m_radius);
  },
};
