// planck 1.5.0's side of pair type shape-planck: the queries of query-case.ts through its API,
// values in the same layout as the reference's (engine-b2collide-query.ts).

import { AABB, ChainShape, CircleShape, EdgeShape, PolygonShape, Transform, Vec2, type Shape } from 'planck';
import { injectPolygon } from '../case/load-shape';
import { loadTransform } from '../case/load-transform';
import { polygonData } from '../case/shapes';
import type { Engine } from '../runner/types';
import { childOf, QUERY_VALUES, SENTINEL, type BoxSpec, type ShapeQueryCase, type ShapeSpec } from './query-case';
import { builtPolygon, type PeerQueryResult } from './engine-b2collide-query';

// ---- planck ----

function planckShape(spec: ShapeSpec): Shape {
  switch (spec.kind) {
    case 'circle':
      return new CircleShape(new Vec2(spec.p[0], spec.p[1]), spec.radius);
    case 'edge':
      // planck's EdgeShape has no one-sided cast (peer-differences.ts); its ghosts do not matter here.
      return new EdgeShape(new Vec2(spec.v1[0], spec.v1[1]), new Vec2(spec.v2[0], spec.v2[1]));
    case 'chain':
      return new ChainShape(spec.vertices.map(([x, y]) => new Vec2(x, y)), spec.loop);
    default: {
      const shape = new PolygonShape();
      injectPolygon(shape, polygonData(builtPolygon(spec)), Vec2);
      return shape;
    }
  }
}

function planckBox(b: BoxSpec): AABB {
  return new AABB(new Vec2(b[0], b[1]), new Vec2(b[2], b[3]));
}

export const planckQueryEngine: Engine<ShapeQueryCase, PeerQueryResult> = {
  name: 'planck 1.5.0',
  run(c) {
    const shape = planckShape(c.shape);
    const child = childOf(c.shape);
    const xf = loadTransform(new Transform(), { p: [...c.xf.p], q: [...c.xf.q] });
    const out: number[] = [];
    out.push(shape.testPoint(xf, new Vec2(c.point[0], c.point[1])) ? 1 : 0);

    const input = { p1: new Vec2(c.ray.p1[0], c.ray.p1[1]), p2: new Vec2(c.ray.p2[0], c.ray.p2[1]), maxFraction: c.ray.maxFraction };
    const output = { normal: new Vec2(SENTINEL, SENTINEL), fraction: SENTINEL };
    const hit = shape.rayCast(output, input, xf, child);
    out.push(hit ? 1 : 0, output.normal.x, output.normal.y, output.fraction);

    const aabb = planckBox([SENTINEL, SENTINEL, SENTINEL, SENTINEL]);
    shape.computeAABB(aabb, xf, child);
    out.push(aabb.lowerBound.x, aabb.lowerBound.y, aabb.upperBound.x, aabb.upperBound.y);

    const md = { mass: SENTINEL, center: new Vec2(SENTINEL, SENTINEL), I: SENTINEL };
    shape.computeMass(md, c.density);
    out.push(md.mass, md.center.x, md.center.y, md.I);

    const box = c.aabbInput !== undefined ? planckBox(c.aabbInput) : aabb;
    const boxOut = { normal: new Vec2(SENTINEL, SENTINEL), fraction: SENTINEL };
    const boxHit = box.rayCast(boxOut, input);
    out.push(boxHit ? 1 : 0, boxOut.normal.x, boxOut.normal.y, boxOut.fraction);

    const other = planckBox(c.other);
    const combined = planckBox([SENTINEL, SENTINEL, SENTINEL, SENTINEL]);
    combined.combine(box, other);
    out.push(combined.lowerBound.x, combined.lowerBound.y, combined.upperBound.x, combined.upperBound.y);
    const grown = planckBox(c.other);
    grown.combine(box);
    out.push(grown.lowerBound.x, grown.lowerBound.y, grown.upperBound.x, grown.upperBound.y);

    out.push(box.contains(other) ? 1 : 0, AABB.testOverlap(box, other) ? 1 : 0, box.getPerimeter());
    const center = box.getCenter();
    const extents = box.getExtents();
    out.push(center.x, center.y, extents.x, extents.y, box.isValid() ? 1 : 0);
    if (out.length !== QUERY_VALUES) throw new Error(`query layout mismatch: ${out.length} values`);
    return { values: out };
  },
};
