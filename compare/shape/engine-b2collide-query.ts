// The reference engine of the float64 shape-query pair types (shape-planck, shape-core): b2collide
// running the queries of query-case.ts, and the polygon it builds once to inject into a peer (see
// peer-engines.ts for the whole set). No peer package is imported here.

import * as F64 from 'b2collide';
import { B2CollideRunner, type B2Lib } from '../f32/b2collide-runner';
import type { Engine } from '../runner/types';
import { field, SENTINEL, type ShapeQueryCase, type ShapeSpec } from './query-case';
import { B2CollideShapeRunner } from './run-b2collide';

/**
 * One engine's values (query-case.ts layout), or the error b2collide threw. For a one-sided edge
 * the reference also reports the ray cast of the same edge made two-sided (four values: hit,
 * normal, fraction), the rule planck follows (peer-differences.ts).
 */
export type PeerQueryResult = { readonly values: number[]; readonly twoSidedRay?: number[]; readonly pointCount?: number } | { readonly error: string };

// The polygon as b2collide builds it, to inject into a peer (and for the comparer's geometry).
let polygonBuilder: B2CollideRunner | undefined;
export function builtPolygon(spec: ShapeSpec): F64.b2PolygonShape {
  polygonBuilder ??= new B2CollideRunner(F64 as unknown as B2Lib);
  return polygonBuilder.buildShape(0, spec) as unknown as F64.b2PolygonShape;
}

// ---- b2collide (float64) ----

/**
 * b2collide's query engine on a library value: the float64 b2collide, or it with some classes
 * replaced by copies whose one decision is forced (forced-queries.ts).
 */
export function b2collideQueryEngineOn(lib: B2Lib, name = 'b2collide'): Engine<ShapeQueryCase, PeerQueryResult> {
  let runner: B2CollideShapeRunner | undefined;
  const twoSided = new lib.b2EdgeShape();
  const xf64 = new lib.b2Transform();
  const input64 = new lib.b2RayCastInput();
  const output64 = new lib.b2RayCastOutput();
  return {
    name,
    run(c) {
      runner ??= new B2CollideShapeRunner(lib);
      let values: number[];
      try {
        values = runner.run(c);
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
}

export const b2collideQueryEngine: Engine<ShapeQueryCase, PeerQueryResult> = b2collideQueryEngineOn(F64 as unknown as B2Lib);
