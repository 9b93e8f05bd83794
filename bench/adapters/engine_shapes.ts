// Each engine's shapes and transforms built from the bench's plain numbers (pair_types.ts,
// round_pairs.ts), outside any timed loop: the polygon and round adapters share these. Every engine
// gets the identical vertices, normals, radii and (s, c) rotations; polygons are injected, never
// rebuilt by the engine (its own hull code may order vertices differently).

import * as b2 from 'b2collide';
import * as core from '@box2d/core';
import * as planck from 'planck';
import type { PolygonData } from '../../compare/case/shapes';
import type { PoseData } from '../pair_types';
import type { CircleData, EdgeData } from '../round_pairs';
import { libShapes } from './lib_shapes';

/** planck and @box2d/core polygons take fresh vertex and normal arrays of their own vector class. */
export function fillPeerPolygon<V, S extends { m_vertices: V[]; m_normals: V[]; m_count: number; m_radius: number }>(
  s: S,
  d: PolygonData,
  Vec: new (x: number, y: number) => V,
): S {
  s.m_vertices = [];
  s.m_normals = [];
  for (let i = 0; i < d.vertices.length; ++i) {
    s.m_vertices.push(new Vec(d.vertices[i][0], d.vertices[i][1]));
    s.m_normals.push(new Vec(d.normals[i][0], d.normals[i][1]));
  }
  s.m_count = d.vertices.length;
  s.m_radius = d.radius;
  return s;
}

// ---- b2collide -----------------------------------------------------------------------------

export const { circle: b2Circle, polygon: b2Polygon, edge: b2Edge, xf: b2Xf } = libShapes(b2);

// ---- planck -----------------------------------------------------------------------------

// Each takes the planck module to build with: the ESM build by default, or the UMD one that
// `require` loads (the scale bench times both).
export type Planck = typeof planck;

export function plCircle(d: CircleData, pl: Planck = planck): planck.CircleShape {
  return new pl.CircleShape(new pl.Vec2(d.x, d.y), d.radius);
}
export function plPolygon(d: PolygonData, pl: Planck = planck): planck.PolygonShape {
  return fillPeerPolygon(new pl.PolygonShape(), d, pl.Vec2);
}
export function plEdge(d: EdgeData, pl: Planck = planck): planck.EdgeShape {
  const [x0, y0, x1, y1, x2, y2, x3, y3] = d.v;
  const e = new pl.EdgeShape(new pl.Vec2(x1, y1), new pl.Vec2(x2, y2));
  if (d.oneSided) {
    e.m_vertex0 = new pl.Vec2(x0, y0);
    e.m_vertex3 = new pl.Vec2(x3, y3);
    e.m_hasVertex0 = true;
    e.m_hasVertex3 = true;
  }
  return e;
}
export function plXf(d: PoseData, pl: Planck = planck): planck.Transform {
  const xf = new pl.Transform();
  xf.p.x = d.px;
  xf.p.y = d.py;
  xf.q.s = d.s;
  xf.q.c = d.c;
  return xf;
}

// ---- @box2d/core ---------------------------------------------------------------------------

export function box2dcoreCircle(d: CircleData): core.b2CircleShape {
  const s = new core.b2CircleShape(d.radius);
  s.m_p.Set(d.x, d.y);
  return s;
}
export function box2dcorePolygon(d: PolygonData): core.b2PolygonShape {
  return fillPeerPolygon(new core.b2PolygonShape(), d, core.b2Vec2);
}
export function box2dcoreEdge(d: EdgeData): core.b2EdgeShape {
  const [x0, y0, x1, y1, x2, y2, x3, y3] = d.v;
  const e = new core.b2EdgeShape();
  const v = (x: number, y: number) => new core.b2Vec2(x, y);
  return d.oneSided ? e.SetOneSided(v(x0, y0), v(x1, y1), v(x2, y2), v(x3, y3)) : e.SetTwoSided(v(x1, y1), v(x2, y2));
}
export function box2dcoreXf(d: PoseData): core.b2Transform {
  const xf = new core.b2Transform();
  xf.p.Set(d.px, d.py);
  xf.q.s = d.s;
  xf.q.c = d.c;
  return xf;
}
