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
import type { ManifoldResult } from './manifold-result';
import type { PolygonData, TransformData } from './polygon-input';
import type { CircleCircleInput, CircleData, EdgeCircleInput, EdgeData, EdgePolygonInput, PolygonCircleInput } from './round-input';
import type { Engine, XY } from './types';

const circleA = new b2CircleShape();
const circleB = new b2CircleShape();
const polygon = new b2PolygonShape();
const edge = new b2EdgeShape();
const xfA = new b2Transform();
const xfB = new b2Transform();
const manifold = new b2Manifold();
const world = new b2WorldManifold();

function loadCircle(shape: b2CircleShape, data: CircleData): void {
  shape.m_p.x = data.p[0];
  shape.m_p.y = data.p[1];
  shape.m_radius = data.radius;
}

function loadPolygon(shape: b2PolygonShape, data: PolygonData): void {
  const n = data.vertices.length;
  shape.m_count = n;
  for (let i = 0; i < n; ++i) {
    shape.m_vertices[i].Set(data.vertices[i][0], data.vertices[i][1]);
    shape.m_normals[i].Set(data.normals[i][0], data.normals[i][1]);
  }
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

function loadTransforms(a: TransformData, b: TransformData): void {
  xfA.SetPositionSinCos(a.p[0], a.p[1], a.q[0], a.q[1]);
  xfB.SetPositionSinCos(b.p[0], b.p[1], b.q[0], b.q[1]);
}

/** The normalized result of the manifold just computed, with its world manifold. */
function result(radiusA: number, radiusB: number): ManifoldResult {
  const n = manifold.pointCount;
  world.Initialize(manifold, xfA, radiusA, xfB, radiusB);
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

export const b2collidePolygonCircleEngine: Engine<PolygonCircleInput, ManifoldResult> = {
  name: 'b2collide',
  run(input) {
    loadPolygon(polygon, input.polygonA);
    loadCircle(circleB, input.circleB);
    loadTransforms(input.xfA, input.xfB);
    b2CollidePolygonAndCircle(manifold, polygon, xfA, circleB, xfB);
    return result(polygon.m_radius, circleB.m_radius);
  },
};

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
