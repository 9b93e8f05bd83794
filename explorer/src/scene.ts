// World geometry of the two shapes, read back from the library's built shapes (so the drawing
// shows the polygon b2PolygonShape.Set actually made, in its vertex order): outlines, skins,
// vertex and edge indices, an edge's ghost segments and a chain's chosen child.

import type { b2ChainShape, b2CircleShape, b2EdgeShape, b2PolygonShape, b2Shape, b2Transform } from 'b2collide';
import type { ShapeSpec, XY } from './case';

export interface SceneShape {
  owner: 'A' | 'B';
  kind: 'polygon' | 'circle' | 'segments';
  /** polygon: the vertices; circle: [centre, a point on the rim along the body's x axis]; segments: the path. */
  points: XY[];
  /** Polygon skin or circle radius. */
  radius: number;
  vertexLabels: { at: XY; text: string }[];
  edgeLabels: { at: XY; text: string }[];
  /** Dashed: an edge's or chain's ghost segments. */
  ghosts: [XY, XY][];
  /** The colliding child of a chain, or a one-sided edge's segment; with its normal side. */
  active?: { from: XY; to: XY; oneSided: boolean };
}

function world(xf: b2Transform, x: number, y: number): XY {
  return [xf.q.c * x - xf.q.s * y + xf.p.x, xf.q.s * x + xf.q.c * y + xf.p.y];
}

const mid = (a: XY, b: XY): XY => [0.5 * (a[0] + b[0]), 0.5 * (a[1] + b[1])];

export function sceneShape(owner: 'A' | 'B', spec: ShapeSpec, shape: b2Shape, xf: b2Transform): SceneShape {
  switch (spec.kind) {
    case 'box':
    case 'rounded-box':
    case 'polygon':
    case 'polygon-raw': {
      const poly = shape as b2PolygonShape;
      const points: XY[] = [];
      for (let i = 0; i < poly.m_count; ++i) points.push(world(xf, poly.m_vertices[i].x, poly.m_vertices[i].y));
      return {
        owner, kind: 'polygon', points, radius: poly.m_radius, ghosts: [],
        vertexLabels: points.map((at, i) => ({ at, text: `v${i}` })),
        edgeLabels: points.map((at, i) => ({ at: mid(at, points[(i + 1) % points.length]), text: `e${i}` })),
      };
    }
    case 'circle': {
      const circle = shape as b2CircleShape;
      const centre = world(xf, circle.m_p.x, circle.m_p.y);
      const rim = world(xf, circle.m_p.x + circle.m_radius, circle.m_p.y);
      return { owner, kind: 'circle', points: [centre, rim], radius: circle.m_radius, ghosts: [], vertexLabels: [{ at: centre, text: 'p' }], edgeLabels: [] };
    }
    case 'capsule': {
      // v2.4.1's stand-in, a two-sided edge with the capsule's radius: its skin is the capsule.
      const edge = shape as b2EdgeShape;
      const v = [edge.m_vertex1, edge.m_vertex2].map((p) => world(xf, p.x, p.y));
      return {
        owner, kind: 'segments', points: v, radius: edge.m_radius, ghosts: [],
        vertexLabels: [{ at: v[0], text: 'v1' }, { at: v[1], text: 'v2' }],
        edgeLabels: [{ at: mid(v[0], v[1]), text: 'e0' }],
      };
    }
    case 'edge': {
      const edge = shape as b2EdgeShape;
      const v = [edge.m_vertex0, edge.m_vertex1, edge.m_vertex2, edge.m_vertex3].map((p) => world(xf, p.x, p.y));
      const oneSided = edge.m_oneSided;
      return {
        owner, kind: 'segments', points: [v[1], v[2]], radius: edge.m_radius,
        ghosts: oneSided ? [[v[0], v[1]], [v[2], v[3]]] : [],
        vertexLabels: (oneSided ? [0, 1, 2, 3] : [1, 2]).map((i) => ({ at: v[i], text: `v${i}` })),
        edgeLabels: [{ at: mid(v[1], v[2]), text: 'e0' }],
        active: { from: v[1], to: v[2], oneSided },
      };
    }
    case 'chain': {
      const chain = shape as b2ChainShape;
      const v = chain.m_vertices.slice(0, chain.m_count).map((p) => world(xf, p.x, p.y));
      const prev = world(xf, chain.m_prevVertex.x, chain.m_prevVertex.y);
      const next = world(xf, chain.m_nextVertex.x, chain.m_nextVertex.y);
      const loop = spec.loop;
      const child = spec.child;
      const labelled = loop ? v.slice(0, -1) : v;
      return {
        owner, kind: 'segments', points: v, radius: chain.m_radius,
        ghosts: loop ? [] : [[prev, v[0]], [v[v.length - 1], next]],
        vertexLabels: labelled.map((at, i) => ({ at, text: `v${i}` })),
        edgeLabels: v.slice(0, -1).map((at, i) => ({ at: mid(at, v[i + 1]), text: `e${i}` })),
        active: child >= 0 && child < v.length - 1 ? { from: v[child], to: v[child + 1], oneSided: true } : undefined,
      };
    }
  }
}
