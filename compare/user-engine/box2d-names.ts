// An EngineAdapter for a module that exports Box2D's own names (b2PolygonShape, b2Transform,
// b2Manifold, b2CollidePolygons, ...), as @box2d/core and b2collide do: the shapes are filled through
// their C++ field names (m_vertices, m_normals, m_count, m_centroid, m_radius, m_p, m_vertex0-3),
// the transforms through p.x, p.y, q.s, q.c, and the manifold read back the same way.

import type { CollideFunction, EngineAdapter, PlainManifold, PlainShape, PlainTransform, PlainXY } from './adapter';

/* eslint-disable @typescript-eslint/no-explicit-any -- a user's module has no types we know */
type AnyModule = Record<string, any>;

const CXX_NAMES: Readonly<Record<CollideFunction, string>> = {
  collidePolygons: 'b2CollidePolygons',
  collideCircles: 'b2CollideCircles',
  collidePolygonAndCircle: 'b2CollidePolygonAndCircle',
  collideEdgeAndCircle: 'b2CollideEdgeAndCircle',
  collideEdgeAndPolygon: 'b2CollideEdgeAndPolygon',
};

/** True when the module exports Box2D's shape, transform and manifold classes and a collide function. */
export function hasBox2DNames(mod: AnyModule): boolean {
  return ['b2PolygonShape', 'b2Transform', 'b2Manifold', 'b2Vec2'].every((n) => typeof mod[n] === 'function') && Object.values(CXX_NAMES).some((n) => typeof mod[n] === 'function');
}

export function box2dNamesAdapter(mod: AnyModule, name: string): EngineAdapter {
  const vec = (xy: PlainXY): any => new mod.b2Vec2(xy[0], xy[1]);
  const setXY = (target: any, xy: PlainXY): void => {
    target.x = xy[0];
    target.y = xy[1];
  };
  const shape = (d: PlainShape): any => {
    switch (d.type) {
      case 'polygon': {
        const s = new mod.b2PolygonShape();
        const n = d.vertices.length;
        for (let i = 0; i < n; ++i) {
          // Preallocated vectors (b2collide) are written in place; empty arrays (@box2d/core) get new ones.
          if (s.m_vertices[i] === undefined) s.m_vertices[i] = vec(d.vertices[i]);
          else setXY(s.m_vertices[i], d.vertices[i]);
          if (s.m_normals[i] === undefined) s.m_normals[i] = vec(d.normals[i]);
          else setXY(s.m_normals[i], d.normals[i]);
        }
        s.m_count = n;
        setXY(s.m_centroid, d.centroid);
        s.m_radius = d.radius;
        return s;
      }
      case 'circle': {
        const s = new mod.b2CircleShape();
        setXY(s.m_p, d.p);
        s.m_radius = d.radius;
        return s;
      }
      case 'edge': {
        const e = new mod.b2EdgeShape();
        return d.oneSided ? e.SetOneSided(vec(d.v0), vec(d.v1), vec(d.v2), vec(d.v3)) : e.SetTwoSided(vec(d.v1), vec(d.v2));
      }
    }
  };
  const transform = (t: PlainTransform): any => {
    const xf = new mod.b2Transform();
    setXY(xf.p, t.p);
    xf.q.s = t.q[0];
    xf.q.c = t.q[1];
    return xf;
  };
  const read = (m: any, world: any): PlainManifold => {
    const points = [];
    for (let i = 0; i < m.pointCount; ++i) {
      const p = m.points[i];
      const cf = p.id.cf ?? p.id;
      points.push({ localPoint: [p.localPoint.x, p.localPoint.y] as PlainXY, indexA: cf.indexA, indexB: cf.indexB, typeA: cf.typeA, typeB: cf.typeB });
    }
    const out: PlainManifold = { pointCount: m.pointCount, type: m.type, localNormal: [m.localNormal.x, m.localNormal.y], localPoint: [m.localPoint.x, m.localPoint.y], points };
    if (world !== undefined && m.pointCount > 0) {
      out.world = {
        normal: [world.normal.x, world.normal.y],
        points: points.map((_, i) => [world.points[i].x, world.points[i].y] as PlainXY),
        separations: points.map((_, i) => world.separations[i] as number),
      };
    }
    return out;
  };
  const adapter: EngineAdapter = { name };
  for (const [fn, cxx] of Object.entries(CXX_NAMES) as [CollideFunction, string][]) {
    const collide = mod[cxx];
    if (typeof collide !== 'function') continue;
    adapter[fn] = ((a: PlainShape, xfA: PlainTransform, b: PlainShape, xfB: PlainTransform): PlainManifold => {
      const m = new mod.b2Manifold();
      const sa = shape(a);
      const sb = shape(b);
      const ta = transform(xfA);
      const tb = transform(xfB);
      collide(m, sa, ta, sb, tb);
      let world;
      if (typeof mod.b2WorldManifold === 'function' && m.pointCount > 0) {
        world = new mod.b2WorldManifold();
        world.Initialize(m, ta, sa.m_radius, tb, sb.m_radius);
      }
      return read(m, world);
    }) as never;
  }
  return adapter;
}
