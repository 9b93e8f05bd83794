// The float64 engines of the shape-query pair types: b2collide (the reference), planck-js 1.3.0 and
// @box2d/core 0.11.0, each running the queries of query-case.ts with its own API and writing the
// values in the same layout. Polygons are built once by b2collide's Set / SetAsBox and their vertex
// and normal lists injected into the peer's shape (never rebuilt by the peer); circles, edges and
// chains get the case's numbers; transforms carry the case's exact (s, c).

import * as F64 from 'b2collide';
import {
  b2AABB, b2ChainShape, b2CircleShape, b2EdgeShape, b2MassData, b2PolygonShape, b2RayCastInput, b2RayCastOutput, b2Transform, b2Vec2,
  type b2Shape,
} from '@box2d/core';
import { AABB, ChainShape, CircleShape, EdgeShape, PolygonShape, Transform, Vec2, type Shape } from 'planck-js';
import { B2CollideRunner, type B2Lib } from '../f32/b2collide-runner';
import { injectPolygon, loadEdge } from '../case/load-shape';
import { loadTransform } from '../case/load-transform';
import { polygonData } from '../case/shapes';
import type { Engine } from '../runner/types';
import { childOf, field, QUERY_VALUES, SENTINEL, type BoxSpec, type ShapeQueryCase, type ShapeSpec } from './query-case';
import { B2CollideShapeRunner } from './run-b2collide';

/**
 * One engine's values (query-case.ts layout), or the error b2collide threw. For a one-sided edge
 * the reference also reports the ray cast of the same edge made two-sided (four values: hit,
 * normal, fraction), the rule planck-js follows (peer-differences.ts).
 */
export type PeerQueryResult = { readonly values: number[]; readonly twoSidedRay?: number[]; readonly pointCount?: number } | { readonly error: string };

// The polygon as b2collide builds it, to inject into a peer (and for the comparer's geometry).
let polygonBuilder: B2CollideRunner | undefined;
export function builtPolygon(spec: ShapeSpec): F64.b2PolygonShape {
  polygonBuilder ??= new B2CollideRunner(F64 as unknown as B2Lib);
  return polygonBuilder.buildShape(0, spec) as unknown as F64.b2PolygonShape;
}

// ---- b2collide (float64) ----

let reference: B2CollideShapeRunner | undefined;
const twoSided = new F64.b2EdgeShape();
const xf64 = new F64.b2Transform();
const input64 = new F64.b2RayCastInput();
const output64 = new F64.b2RayCastOutput();

export const b2collideQueryEngine: Engine<ShapeQueryCase, PeerQueryResult> = {
  name: 'b2collide',
  run(c) {
    reference ??= new B2CollideShapeRunner(F64 as unknown as B2Lib);
    let values: number[];
    try {
      values = reference.run(c);
    } catch (e) {
      return { error: (e as Error).message };
    }
    // pointCount: the RayCast hit, for the harness's "touching" column.
    const pointCount = values[field('ray.hit')];
    const s = c.shape;
    if (s.kind !== 'edge' || !s.oneSided) return { values, pointCount };
    twoSided.SetTwoSided({ x: s.v1[0], y: s.v1[1] }, { x: s.v2[0], y: s.v2[1] });
    xf64.SetPositionSinCos(c.xf.p[0], c.xf.p[1], c.xf.q[0], c.xf.q[1]);
    input64.p1.Set(c.ray.p1[0], c.ray.p1[1]);
    input64.p2.Set(c.ray.p2[0], c.ray.p2[1]);
    input64.maxFraction = c.ray.maxFraction;
    output64.normal.Set(SENTINEL, SENTINEL);
    output64.fraction = SENTINEL;
    const hit = twoSided.RayCast(output64, input64, xf64, 0);
    return { values, pointCount, twoSidedRay: [hit ? 1 : 0, output64.normal.x, output64.normal.y, output64.fraction] };
  },
};

// ---- planck-js ----

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
  name: 'planck-js 1.3.0',
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
