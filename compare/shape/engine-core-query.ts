// @box2d/core 0.11.0's side of pair type shape-core: the queries of query-case.ts through its API,
// values in the same layout as the reference's (engine-b2collide-query.ts).

import {
  b2AABB, b2ChainShape, b2CircleShape, b2EdgeShape, b2MassData, b2PolygonShape, b2RayCastInput, b2RayCastOutput, b2Transform, b2Vec2,
  type b2Shape,
} from '@box2d/core';
import { injectPolygon, loadEdge } from '../case/load-shape';
import { loadTransform } from '../case/load-transform';
import { polygonData } from '../case/shapes';
import type { Engine } from '../runner/types';
import { childOf, QUERY_VALUES, SENTINEL, type BoxSpec, type ShapeQueryCase, type ShapeSpec } from './query-case';
import { builtPolygon, type PeerQueryResult } from './engine-b2collide-query';

// ---- @box2d/core ----

function coreShape(spec: ShapeSpec): b2Shape {
  switch (spec.kind) {
    case 'circle': {
      const circle = new b2CircleShape(spec.radius);
      circle.m_p.Set(spec.p[0], spec.p[1]);
      return circle;
    }
    case 'edge': {
      const edge = new b2EdgeShape();
      loadEdge(edge, { v0: [...spec.v0], v1: [...spec.v1], v2: [...spec.v2], v3: [...spec.v3], oneSided: spec.oneSided, radius: edge.m_radius });
      return edge;
    }
    case 'chain': {
      const points = spec.vertices.map(([x, y]) => new b2Vec2(x, y));
      const chain = new b2ChainShape();
      if (spec.loop) chain.CreateLoop(points);
      else chain.CreateChain(points, points.length, new b2Vec2(spec.prev[0], spec.prev[1]), new b2Vec2(spec.next[0], spec.next[1]));
      return chain;
    }
    default: {
      const polygon = new b2PolygonShape();
      injectPolygon(polygon, polygonData(builtPolygon(spec)), b2Vec2);
      return polygon;
    }
  }
}

function coreBox(b: BoxSpec): b2AABB {
  const box = new b2AABB();
  box.lowerBound.Set(b[0], b[1]);
  box.upperBound.Set(b[2], b[3]);
  return box;
}

export const box2dCoreQueryEngine: Engine<ShapeQueryCase, PeerQueryResult> = {
  name: '@box2d/core 0.11.0',
  run(c) {
    const shape = coreShape(c.shape);
    const child = childOf(c.shape);
    const xf = loadTransform(new b2Transform(), { p: [...c.xf.p], q: [...c.xf.q] });
    const out: number[] = [];
    out.push(shape.TestPoint(xf, new b2Vec2(c.point[0], c.point[1])) ? 1 : 0);

    const input = new b2RayCastInput();
    input.p1.Set(c.ray.p1[0], c.ray.p1[1]);
    input.p2.Set(c.ray.p2[0], c.ray.p2[1]);
    input.maxFraction = c.ray.maxFraction;
    const output = new b2RayCastOutput();
    output.normal.Set(SENTINEL, SENTINEL);
    output.fraction = SENTINEL;
    const hit = shape.RayCast(output, input, xf, child);
    out.push(hit ? 1 : 0, output.normal.x, output.normal.y, output.fraction);

    const aabb = coreBox([SENTINEL, SENTINEL, SENTINEL, SENTINEL]);
    shape.ComputeAABB(aabb, xf, child);
    out.push(aabb.lowerBound.x, aabb.lowerBound.y, aabb.upperBound.x, aabb.upperBound.y);

    const md = new b2MassData();
    md.mass = SENTINEL;
    md.center.Set(SENTINEL, SENTINEL);
    md.I = SENTINEL;
    shape.ComputeMass(md, c.density);
    out.push(md.mass, md.center.x, md.center.y, md.I);

    const box = c.aabbInput !== undefined ? coreBox(c.aabbInput) : aabb;
    const boxOut = new b2RayCastOutput();
    boxOut.normal.Set(SENTINEL, SENTINEL);
    boxOut.fraction = SENTINEL;
    const boxHit = box.RayCast(boxOut, input);
    out.push(boxHit ? 1 : 0, boxOut.normal.x, boxOut.normal.y, boxOut.fraction);

    const other = coreBox(c.other);
    const combined = coreBox([SENTINEL, SENTINEL, SENTINEL, SENTINEL]).Combine2(box, other);
    out.push(combined.lowerBound.x, combined.lowerBound.y, combined.upperBound.x, combined.upperBound.y);
    const grown = coreBox(c.other).Combine1(box);
    out.push(grown.lowerBound.x, grown.lowerBound.y, grown.upperBound.x, grown.upperBound.y);

    out.push(box.Contains(other) ? 1 : 0, box.TestOverlap(other) ? 1 : 0, box.GetPerimeter());
    const center = box.GetCenter(new b2Vec2());
    const extents = box.GetExtents(new b2Vec2());
    out.push(center.x, center.y, extents.x, extents.y, box.IsValid() ? 1 : 0);
    if (out.length !== QUERY_VALUES) throw new Error(`query layout mismatch: ${out.length} values`);
    return { values: out };
  },
};
