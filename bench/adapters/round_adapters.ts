// Circle and edge adapters for bench/round_main.ts: b2collide, planck-js and @box2d/core each get
// the identical centres, radii, vertices, normals and (s, c) rotations. A family holds one kind of
// pair, and each (engine, kind) has its own pass() literal, so every call site in a timed loop sees
// exactly one collide function.
//
// planck-js 1.3.0 has Box2D v2.3's edge collision (no one-sided edges; ghost vertices through
// m_hasVertex0/m_hasVertex3), so its edge times are for a different algorithm; its point counts
// differ where v2.4.1's one-sided rules apply.

import * as b2 from 'b2collide';
import * as core from '@box2d/core';
import * as planck from 'planck-js';
import type { PolygonData, PoseData } from '../pair_types';
import type { CircleData, EdgeData, RoundKind, RoundPair } from '../round_pairs';
import type { Adapter, Runner } from './adapter_types';

type Of<K extends RoundKind> = Extract<RoundPair, { kind: K }>;

function only<K extends RoundKind>(pairs: readonly RoundPair[], kind: K): Of<K>[] {
  return pairs.map((p) => {
    if (p.kind !== kind) throw new Error(`bench: a ${kind} family holds a ${p.kind} pair`);
    return p as Of<K>;
  });
}

// ---- b2collide -----------------------------------------------------------------------------

function b2Circle(d: CircleData): b2.b2CircleShape {
  return new b2.b2CircleShape(d.radius, { x: d.x, y: d.y });
}
function b2Polygon(d: PolygonData): b2.b2PolygonShape {
  const s = new b2.b2PolygonShape();
  for (let i = 0; i < d.count; ++i) {
    s.m_vertices[i].Set(d.vertices[2 * i], d.vertices[2 * i + 1]);
    s.m_normals[i].Set(d.normals[2 * i], d.normals[2 * i + 1]);
  }
  s.m_count = d.count;
  s.m_radius = d.radius;
  return s;
}
function b2Edge(d: EdgeData): b2.b2EdgeShape {
  const [x0, y0, x1, y1, x2, y2, x3, y3] = d.v;
  const e = new b2.b2EdgeShape();
  return d.oneSided ? e.SetOneSided({ x: x0, y: y0 }, { x: x1, y: y1 }, { x: x2, y: y2 }, { x: x3, y: y3 }) : e.SetTwoSided({ x: x1, y: y1 }, { x: x2, y: y2 });
}
function b2Xf(d: PoseData): b2.b2Transform {
  return new b2.b2Transform().SetPositionSinCos(d.px, d.py, d.s, d.c);
}

function b2collideRunner(kind: RoundKind, pairs: readonly RoundPair[]): Runner {
  const m = new b2.b2Manifold();
  const xa = pairs.map((p) => b2Xf(p.xfA));
  const xb = pairs.map((p) => b2Xf(p.xfB));
  const n = pairs.length;
  switch (kind) {
    case 'circle-circle': {
      const ps = only(pairs, kind);
      const a = ps.map((p) => b2Circle(p.a));
      const b = ps.map((p) => b2Circle(p.b));
      const one = (i: number) => (b2.b2CollideCircles(m, a[i], xa[i], b[i], xb[i]), m.pointCount);
      return { one, pass() { let s = 0; for (let i = 0; i < n; ++i) { b2.b2CollideCircles(m, a[i], xa[i], b[i], xb[i]); s += m.pointCount; } return s; } };
    }
    case 'polygon-circle': {
      const ps = only(pairs, kind);
      const a = ps.map((p) => b2Polygon(p.a));
      const b = ps.map((p) => b2Circle(p.b));
      const one = (i: number) => (b2.b2CollidePolygonAndCircle(m, a[i], xa[i], b[i], xb[i]), m.pointCount);
      return { one, pass() { let s = 0; for (let i = 0; i < n; ++i) { b2.b2CollidePolygonAndCircle(m, a[i], xa[i], b[i], xb[i]); s += m.pointCount; } return s; } };
    }
    case 'edge-circle': {
      const ps = only(pairs, kind);
      const a = ps.map((p) => b2Edge(p.a));
      const b = ps.map((p) => b2Circle(p.b));
      const one = (i: number) => (b2.b2CollideEdgeAndCircle(m, a[i], xa[i], b[i], xb[i]), m.pointCount);
      return { one, pass() { let s = 0; for (let i = 0; i < n; ++i) { b2.b2CollideEdgeAndCircle(m, a[i], xa[i], b[i], xb[i]); s += m.pointCount; } return s; } };
    }
    case 'edge-polygon': {
      const ps = only(pairs, kind);
      const a = ps.map((p) => b2Edge(p.a));
      const b = ps.map((p) => b2Polygon(p.b));
      const one = (i: number) => (b2.b2CollideEdgeAndPolygon(m, a[i], xa[i], b[i], xb[i]), m.pointCount);
      return { one, pass() { let s = 0; for (let i = 0; i < n; ++i) { b2.b2CollideEdgeAndPolygon(m, a[i], xa[i], b[i], xb[i]); s += m.pointCount; } return s; } };
    }
  }
}

// ---- planck-js -----------------------------------------------------------------------------

function plCircle(d: CircleData): planck.CircleShape {
  return new planck.CircleShape(new planck.Vec2(d.x, d.y), d.radius);
}
function plPolygon(d: PolygonData): planck.PolygonShape {
  const s = new planck.PolygonShape();
  s.m_vertices = [];
  s.m_normals = [];
  for (let i = 0; i < d.count; ++i) {
    s.m_vertices.push(new planck.Vec2(d.vertices[2 * i], d.vertices[2 * i + 1]));
    s.m_normals.push(new planck.Vec2(d.normals[2 * i], d.normals[2 * i + 1]));
  }
  s.m_count = d.count;
  s.m_radius = d.radius;
  return s;
}
function plEdge(d: EdgeData): planck.EdgeShape {
  const [x0, y0, x1, y1, x2, y2, x3, y3] = d.v;
  const e = new planck.EdgeShape(new planck.Vec2(x1, y1), new planck.Vec2(x2, y2));
  if (d.oneSided) {
    e.m_vertex0 = new planck.Vec2(x0, y0);
    e.m_vertex3 = new planck.Vec2(x3, y3);
    e.m_hasVertex0 = true;
    e.m_hasVertex3 = true;
  }
  return e;
}
function plXf(d: PoseData): planck.Transform {
  const xf = new planck.Transform();
  xf.p.x = d.px;
  xf.p.y = d.py;
  xf.q.s = d.s;
  xf.q.c = d.c;
  return xf;
}

function planckRunner(kind: RoundKind, pairs: readonly RoundPair[]): Runner {
  const m = new planck.Manifold();
  const xa = pairs.map((p) => plXf(p.xfA));
  const xb = pairs.map((p) => plXf(p.xfB));
  const n = pairs.length;
  switch (kind) {
    case 'circle-circle': {
      const ps = only(pairs, kind);
      const a = ps.map((p) => plCircle(p.a));
      const b = ps.map((p) => plCircle(p.b));
      const one = (i: number) => (planck.CollideCircles(m, a[i], xa[i], b[i], xb[i]), m.pointCount);
      return { one, pass() { let s = 0; for (let i = 0; i < n; ++i) { planck.CollideCircles(m, a[i], xa[i], b[i], xb[i]); s += m.pointCount; } return s; } };
    }
    case 'polygon-circle': {
      const ps = only(pairs, kind);
      const a = ps.map((p) => plPolygon(p.a));
      const b = ps.map((p) => plCircle(p.b));
      const one = (i: number) => (planck.CollidePolygonCircle(m, a[i], xa[i], b[i], xb[i]), m.pointCount);
      return { one, pass() { let s = 0; for (let i = 0; i < n; ++i) { planck.CollidePolygonCircle(m, a[i], xa[i], b[i], xb[i]); s += m.pointCount; } return s; } };
    }
    case 'edge-circle': {
      const ps = only(pairs, kind);
      const a = ps.map((p) => plEdge(p.a));
      const b = ps.map((p) => plCircle(p.b));
      const one = (i: number) => (planck.CollideEdgeCircle(m, a[i], xa[i], b[i], xb[i]), m.pointCount);
      return { one, pass() { let s = 0; for (let i = 0; i < n; ++i) { planck.CollideEdgeCircle(m, a[i], xa[i], b[i], xb[i]); s += m.pointCount; } return s; } };
    }
    case 'edge-polygon': {
      const ps = only(pairs, kind);
      const a = ps.map((p) => plEdge(p.a));
      const b = ps.map((p) => plPolygon(p.b));
      const one = (i: number) => (planck.CollideEdgePolygon(m, a[i], xa[i], b[i], xb[i]), m.pointCount);
      return { one, pass() { let s = 0; for (let i = 0; i < n; ++i) { planck.CollideEdgePolygon(m, a[i], xa[i], b[i], xb[i]); s += m.pointCount; } return s; } };
    }
  }
}

// ---- @box2d/core ---------------------------------------------------------------------------

function coreCircle(d: CircleData): core.b2CircleShape {
  const s = new core.b2CircleShape(d.radius);
  s.m_p.Set(d.x, d.y);
  return s;
}
function corePolygon(d: PolygonData): core.b2PolygonShape {
  const s = new core.b2PolygonShape();
  s.m_vertices = [];
  s.m_normals = [];
  for (let i = 0; i < d.count; ++i) {
    s.m_vertices.push(new core.b2Vec2(d.vertices[2 * i], d.vertices[2 * i + 1]));
    s.m_normals.push(new core.b2Vec2(d.normals[2 * i], d.normals[2 * i + 1]));
  }
  s.m_count = d.count;
  s.m_radius = d.radius;
  return s;
}
function coreEdge(d: EdgeData): core.b2EdgeShape {
  const [x0, y0, x1, y1, x2, y2, x3, y3] = d.v;
  const e = new core.b2EdgeShape();
  const v = (x: number, y: number) => new core.b2Vec2(x, y);
  return d.oneSided ? e.SetOneSided(v(x0, y0), v(x1, y1), v(x2, y2), v(x3, y3)) : e.SetTwoSided(v(x1, y1), v(x2, y2));
}
function coreXf(d: PoseData): core.b2Transform {
  const xf = new core.b2Transform();
  xf.p.Set(d.px, d.py);
  xf.q.s = d.s;
  xf.q.c = d.c;
  return xf;
}

function box2dCoreRunner(kind: RoundKind, pairs: readonly RoundPair[]): Runner {
  const m = new core.b2Manifold();
  const xa = pairs.map((p) => coreXf(p.xfA));
  const xb = pairs.map((p) => coreXf(p.xfB));
  const n = pairs.length;
  switch (kind) {
    case 'circle-circle': {
      const ps = only(pairs, kind);
      const a = ps.map((p) => coreCircle(p.a));
      const b = ps.map((p) => coreCircle(p.b));
      const one = (i: number) => (core.b2CollideCircles(m, a[i], xa[i], b[i], xb[i]), m.pointCount);
      return { one, pass() { let s = 0; for (let i = 0; i < n; ++i) { core.b2CollideCircles(m, a[i], xa[i], b[i], xb[i]); s += m.pointCount; } return s; } };
    }
    case 'polygon-circle': {
      const ps = only(pairs, kind);
      const a = ps.map((p) => corePolygon(p.a));
      const b = ps.map((p) => coreCircle(p.b));
      const one = (i: number) => (core.b2CollidePolygonAndCircle(m, a[i], xa[i], b[i], xb[i]), m.pointCount);
      return { one, pass() { let s = 0; for (let i = 0; i < n; ++i) { core.b2CollidePolygonAndCircle(m, a[i], xa[i], b[i], xb[i]); s += m.pointCount; } return s; } };
    }
    case 'edge-circle': {
      const ps = only(pairs, kind);
      const a = ps.map((p) => coreEdge(p.a));
      const b = ps.map((p) => coreCircle(p.b));
      const one = (i: number) => (core.b2CollideEdgeAndCircle(m, a[i], xa[i], b[i], xb[i]), m.pointCount);
      return { one, pass() { let s = 0; for (let i = 0; i < n; ++i) { core.b2CollideEdgeAndCircle(m, a[i], xa[i], b[i], xb[i]); s += m.pointCount; } return s; } };
    }
    case 'edge-polygon': {
      const ps = only(pairs, kind);
      const a = ps.map((p) => coreEdge(p.a));
      const b = ps.map((p) => corePolygon(p.b));
      const one = (i: number) => (core.b2CollideEdgeAndPolygon(m, a[i], xa[i], b[i], xb[i]), m.pointCount);
      return { one, pass() { let s = 0; for (let i = 0; i < n; ++i) { core.b2CollideEdgeAndPolygon(m, a[i], xa[i], b[i], xb[i]); s += m.pointCount; } return s; } };
    }
  }
}

/** The engines in the order the bench interleaves them, b2collide first; each prepares one kind. */
export function roundAdapters(kind: RoundKind): Adapter<RoundPair>[] {
  return [
    { engine: 'b2collide', prepare: (pairs) => b2collideRunner(kind, pairs) },
    { engine: 'planck-js', prepare: (pairs) => planckRunner(kind, pairs) },
    { engine: '@box2d/core', prepare: (pairs) => box2dCoreRunner(kind, pairs) },
  ];
}
