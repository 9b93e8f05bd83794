// planck-js 1.3.0's CollideCircles and CollidePolygonCircle with Manifold.getWorldManifold behind
// the Engine interface. Shapes get the case's centre, radius, vertices and normals written into
// their fields; transforms are plain {p, q: {s, c}} values carrying the case's exact (s, c).

import { CircleShape, CollideCircles, CollidePolygonCircle, Manifold, PolygonShape, Vec2, WorldManifold } from 'planck-js';
import type { ManifoldResult } from './manifold-result';
import type { PolygonData, TransformData } from './polygon-input';
import type { CircleCircleInput, CircleData, PolygonCircleInput } from './round-input';
import type { Engine, XY } from './types';

const circleA = new CircleShape(1);
const circleB = new CircleShape(1);
const polygon = new PolygonShape();
const xfA = { p: { x: 0, y: 0 }, q: { s: 0, c: 1 } };
const xfB = { p: { x: 0, y: 0 }, q: { s: 0, c: 1 } };
const manifold = new Manifold();
const world = new WorldManifold();

function loadCircle(shape: CircleShape, data: CircleData): void {
  shape.m_p.x = data.p[0];
  shape.m_p.y = data.p[1];
  shape.m_radius = data.radius;
}

function loadPolygon(shape: PolygonShape, data: PolygonData): void {
  shape.m_count = data.vertices.length;
  shape.m_vertices = data.vertices.map(([x, y]) => new Vec2(x, y));
  shape.m_normals = data.normals.map(([x, y]) => new Vec2(x, y));
  shape.m_centroid = new Vec2(data.centroid[0], data.centroid[1]);
  shape.m_radius = data.radius;
}

function loadTransform(xf: typeof xfA, data: TransformData): void {
  xf.p.x = data.p[0];
  xf.p.y = data.p[1];
  xf.q.s = data.q[0];
  xf.q.c = data.q[1];
}

function result(radiusA: number, radiusB: number): ManifoldResult {
  const n = manifold.pointCount;
  if (n > 0) manifold.getWorldManifold(world, xfA, radiusA, xfB, radiusB);
  const points = [];
  const worldPoints: XY[] = [];
  const separations: number[] = [];
  for (let i = 0; i < n; ++i) {
    const mp = manifold.points[i];
    // planck keeps the four feature fields on the id itself; its `key` is its own packing.
    points.push({ localPoint: [mp.localPoint.x, mp.localPoint.y] as XY, indexA: mp.id.indexA, indexB: mp.id.indexB, typeA: mp.id.typeA, typeB: mp.id.typeB });
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

export const planckCircleCircleEngine: Engine<CircleCircleInput, ManifoldResult> = {
  name: 'planck-js 1.3.0',
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
  name: 'planck-js 1.3.0',
  run(input) {
    loadPolygon(polygon, input.polygonA);
    loadCircle(circleB, input.circleB);
    loadTransform(xfA, input.xfA);
    loadTransform(xfB, input.xfB);
    CollidePolygonCircle(manifold, polygon, xfA, circleB, xfB);
    return result(polygon.m_radius, circleB.m_radius);
  },
};
