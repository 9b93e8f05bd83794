// planck-js 1.3.0's CollidePolygons and Manifold.getWorldManifold behind the Engine interface.
// Its PolygonShape gets the case's vertex and normal lists injected as planck Vec2 objects (its
// own Box() starts at another corner and its hull may order vertices differently), and its
// transforms are plain {p, q: {s, c}} values carrying the case's exact (s, c).

import { CollidePolygons, Manifold, PolygonShape, Vec2, WorldManifold } from 'planck-js';
import type { ManifoldResult } from './manifold-result';
import type { PolygonData, PolygonPairInput, TransformData } from './polygon-input';
import type { Engine, XY } from './types';

const polyA = new PolygonShape();
const polyB = new PolygonShape();
const xfA = { p: { x: 0, y: 0 }, q: { s: 0, c: 1 } };
const xfB = { p: { x: 0, y: 0 }, q: { s: 0, c: 1 } };
const manifold = new Manifold();
const world = new WorldManifold();

function loadPolygon(shape: PolygonShape, data: PolygonData): void {
  const n = data.vertices.length;
  shape.m_count = n;
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

export const planckPolygonEngine: Engine<PolygonPairInput, ManifoldResult> = {
  name: 'planck-js 1.3.0',
  run(input) {
    loadPolygon(polyA, input.polyA);
    loadPolygon(polyB, input.polyB);
    loadTransform(xfA, input.xfA);
    loadTransform(xfB, input.xfB);
    CollidePolygons(manifold, polyA, xfA, polyB, xfB);
    const n = manifold.pointCount;
    if (n > 0) manifold.getWorldManifold(world, xfA, polyA.m_radius, xfB, polyB.m_radius);
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
  },
};
