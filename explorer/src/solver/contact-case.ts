// One contact of the running solver as an explorer case: its two shapes in the contact's own
// (registered) order, read back from the library's objects field by field, at the bodies' current
// transforms. Opened in the Manifold tab, b2CollideShapes then gives the manifold the solver's
// contact holds, with its reference face, clipping and feature keys drawn.

import type { b2ChainShape, b2CircleShape, b2EdgeShape, b2PolygonShape, b2Shape, b2Transform } from 'b2collide';
import type { b2Contact } from '../../../examples/solver/contact';
import type { ExplorerCase, ShapeSpec, TransformSpec, XY } from '../case';
import { b2collide64 as lib } from '../library';

const xy = (v: { x: number; y: number }): XY => [v.x, v.y];

function shapeSpec(shape: b2Shape, child: number): ShapeSpec {
  switch (shape.m_type) {
    case lib.b2ShapeType.e_circle: {
      const c = shape as b2CircleShape;
      return { kind: 'circle', radius: c.m_radius, p: xy(c.m_p) };
    }
    case lib.b2ShapeType.e_edge: {
      const e = shape as b2EdgeShape;
      return { kind: 'edge', v0: xy(e.m_vertex0), v1: xy(e.m_vertex1), v2: xy(e.m_vertex2), v3: xy(e.m_vertex3), oneSided: e.m_oneSided };
    }
    case lib.b2ShapeType.e_chain: {
      // The example's chains are open (CreateChain), rebuilt from their points and ghosts.
      const ch = shape as b2ChainShape;
      return { kind: 'chain', vertices: ch.m_vertices.slice(0, ch.m_count).map(xy), loop: false, prev: xy(ch.m_prevVertex), next: xy(ch.m_nextVertex), child };
    }
    default: {
      // A polygon exactly as built (fields, not rebuilt by Set): the compare harness's raw form.
      const p = shape as b2PolygonShape;
      const n = p.m_count;
      return { kind: 'polygon-raw', vertices: p.m_vertices.slice(0, n).map(xy), normals: p.m_normals.slice(0, n).map(xy), centroid: xy(p.m_centroid), radius: p.m_radius };
    }
  }
}

const transformSpec = (xf: b2Transform): TransformSpec => ({ x: xf.p.x, y: xf.p.y, s: xf.q.s, c: xf.q.c });

export function contactCase(c: b2Contact): ExplorerCase {
  const fA = c.m_fixtureA;
  const fB = c.m_fixtureB;
  return { a: shapeSpec(fA.shape, c.m_indexA), xfA: transformSpec(fA.body.m_xf), b: shapeSpec(fB.shape, c.m_indexB), xfB: transformSpec(fB.body.m_xf) };
}
