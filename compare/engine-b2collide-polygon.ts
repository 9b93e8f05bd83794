// b2collide's b2CollidePolygons and b2WorldManifold.Initialize behind the Engine interface.
// The case's vertices, normals and (s, c) are written straight into the shapes and transforms.

import { b2CollidePolygons, b2Manifold, b2PolygonShape, b2Transform, b2WorldManifold } from 'b2collide';
import type { ManifoldResult } from './manifold-result';
import type { PolygonData, PolygonPairInput, TransformData } from './polygon-input';
import type { Engine, XY } from './types';

const polyA = new b2PolygonShape();
const polyB = new b2PolygonShape();
const xfA = new b2Transform();
const xfB = new b2Transform();
const manifold = new b2Manifold();
const world = new b2WorldManifold();

function loadPolygon(shape: b2PolygonShape, data: PolygonData): void {
  const n = data.vertices.length;
  shape.m_count = n;
  for (let i = 0; i < n; ++i) {
    shape.m_vertices[i].x = data.vertices[i][0];
    shape.m_vertices[i].y = data.vertices[i][1];
    shape.m_normals[i].x = data.normals[i][0];
    shape.m_normals[i].y = data.normals[i][1];
  }
  shape.m_centroid.x = data.centroid[0];
  shape.m_centroid.y = data.centroid[1];
  shape.m_radius = data.radius;
}

function loadTransform(xf: b2Transform, data: TransformData): void {
  xf.p.x = data.p[0];
  xf.p.y = data.p[1];
  xf.q.s = data.q[0];
  xf.q.c = data.q[1];
}

export const b2collidePolygonEngine: Engine<PolygonPairInput, ManifoldResult> = {
  name: 'b2collide',
  run(input) {
    loadPolygon(polyA, input.polyA);
    loadPolygon(polyB, input.polyB);
    loadTransform(xfA, input.xfA);
    loadTransform(xfB, input.xfB);
    b2CollidePolygons(manifold, polyA, xfA, polyB, xfB);
    const n = manifold.pointCount;
    world.Initialize(manifold, xfA, polyA.m_radius, xfB, polyB.m_radius);
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
  },
};
