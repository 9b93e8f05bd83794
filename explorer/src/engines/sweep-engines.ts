// Every engine's answer for the sweep view's case: b2collide in float64 and float32 (the library's
// two entry points, each building its own shapes and sweeps), and the peers planck and
// @box2d/core through the compare harness's adapters. A TOI goes through compare/toi's, handed the
// float64 proxies' points and radii and the same (already normalized) sweeps; a shape cast through
// compare/distance's, handed the shapes as the library built them and the case's poses.

import type { b2CircleShape, b2DistanceProxy, b2EdgeShape, b2PolygonShape, b2Shape, b2Sweep } from 'b2collide';
import { box2dcoreDistanceEngine } from '../../../compare/distance/engine-box2dcore';
import { planckDistanceEngine } from '../../../compare/distance/engine-planck';
import type { DistancePairInput, DistanceShapeData } from '../../../compare/distance/input';
import { box2dCoreTOIEngine } from '../../../compare/toi/engine-box2dcore-toi';
import { planckTOIEngine } from '../../../compare/toi/engine-planck-toi';
import { STATE_NAMES, type SweepData, type TOIPairInput } from '../../../compare/toi/toi-input';
import { childIndex } from '../build-shapes';
import type { ExplorerCase, ShapeSpec, TransformSpec, XY } from '../case';
import { runCase } from '../collide';
import { b2collide32, type Lib } from '../library';
import { sweepView, type SweepView } from '../sweep';

export interface SweepAnswer {
  name: string;
  /** toi: the state's name; cast: 'hit' or 'no hit'. */
  state?: string;
  /** toi: t; cast: lambda. */
  t?: number;
  iterations?: number;
  /** toi only. */
  rootIterations?: number;
  /** cast only: the hit point. */
  point?: string;
  /** Why there is no answer (the engine threw). */
  note?: string;
}

/**
 * A proxy as the harness's shape data: one point is a circle; more are given as a polygon's
 * vertices, which is all its TOI adapters read of a polygon (proxyData: points and radius).
 */
function shapeData(proxy: b2DistanceProxy): DistanceShapeData {
  const points = Array.from({ length: proxy.m_count }, (_, i): [number, number] => [proxy.m_vertices[i].x, proxy.m_vertices[i].y]);
  if (points.length === 1) return { kind: 'circle', center: points[0], radius: proxy.m_radius };
  return { kind: 'polygon', polygon: { vertices: points, normals: [], centroid: [0, 0], radius: proxy.m_radius } };
}

const sweepData = (s: b2Sweep): SweepData => ({
  localCenter: [s.localCenter.x, s.localCenter.y], c0: [s.c0.x, s.c0.y], c: [s.c.x, s.c.y], a0: s.a0, a: s.a, alpha0: s.alpha0,
});

/** The harness's input for the float64 run's proxies and sweeps. */
export function toiPairInput(proxyA: b2DistanceProxy, proxyB: b2DistanceProxy, sweepA: b2Sweep, sweepB: b2Sweep, tMax: number): TOIPairInput {
  return { shapeA: shapeData(proxyA), shapeB: shapeData(proxyB), sweepA: sweepData(sweepA), sweepB: sweepData(sweepB), tMax };
}

function attempt(name: string, f: () => Omit<SweepAnswer, 'name'>): SweepAnswer {
  try {
    return { name, ...f() };
  } catch (e) {
    return { name, note: `threw: ${(e as Error).message}` };
  }
}

const xyText = (p: XY | undefined): string | undefined => (p === undefined ? undefined : `${p[0]}, ${p[1]}`);

/** The float32 build's answer for the same case. */
function float32Answer(c: ExplorerCase): Omit<SweepAnswer, 'name'> {
  const lib: Lib = b2collide32;
  const run = runCase(lib, c);
  const v = sweepView(lib, c, run.shapeA, childIndex(c.a), run.xfA, run.shapeB, childIndex(c.b), run.xfB)!;
  return v.mode === 'cast'
    ? { state: v.hit ? 'hit' : 'no hit', t: v.fraction, iterations: v.iterations, point: xyText(v.point) }
    : { state: v.state, t: v.fraction, iterations: v.iterations, rootIterations: v.rootIterations };
}

/** The float64 view's own answer, the row the others are compared with. */
export function referenceAnswer(v: SweepView): SweepAnswer {
  return v.mode === 'cast'
    ? { name: 'b2collide (float64)', state: v.hit ? 'hit' : 'no hit', t: v.fraction, iterations: v.iterations, point: xyText(v.point) }
    : { name: 'b2collide (float64)', state: v.state, t: v.fraction, iterations: v.iterations, rootIterations: v.rootIterations };
}

/** A shape as the distance harness's data: read back from the shape the library built. */
function distanceShape(spec: ShapeSpec, shape: b2Shape): DistanceShapeData {
  const xy = (v: { x: number; y: number }): XY => [v.x, v.y];
  switch (spec.kind) {
    case 'circle': {
      const circle = shape as b2CircleShape;
      return { kind: 'circle', center: xy(circle.m_p), radius: circle.m_radius };
    }
    case 'edge': {
      const edge = shape as b2EdgeShape;
      return { kind: 'edge', v1: xy(edge.m_vertex1), v2: xy(edge.m_vertex2) };
    }
    case 'capsule':
      throw new Error('not run: the harness\'s shape data has no edge with a radius (v2.4.1 has no capsule)');
    case 'chain':
      // The harness builds the chain from these points (CreateLoop / CreateChain) as the case did.
      return { kind: 'chain', vertices: spec.vertices.map(([x, y]): XY => [x, y]), loop: spec.loop, index: spec.child };
    default: {
      const p = shape as b2PolygonShape;
      const n = p.m_count;
      return {
        kind: 'polygon',
        polygon: { vertices: p.m_vertices.slice(0, n).map(xy), normals: p.m_normals.slice(0, n).map(xy), centroid: xy(p.m_centroid), radius: p.m_radius },
      };
    }
  }
}

const transform = (xf: TransformSpec): { p: XY; q: XY } => ({ p: [xf.x, xf.y], q: [xf.s, xf.c] });

/** The distance harness's input for a cast case (its GJK calls at the same poses come along). */
export function castPairInput(c: ExplorerCase, shapeA: b2Shape, shapeB: b2Shape): DistancePairInput {
  const s = c.sweep;
  if (s?.mode !== 'cast') throw new Error('castPairInput: the case has no shape cast');
  return {
    shapeA: distanceShape(c.a, shapeA), shapeB: distanceShape(c.b, shapeB),
    xfA: transform(c.xfA), xfB: transform(c.xfB), xfA2: transform(c.xfA), xfB2: transform(c.xfB),
    translationB: [s.translation[0], s.translation[1]],
  };
}

/** Every engine's answer for the case's sweep, the float64 one first; empty without a sweep view. */
export function sweepAnswers(c: ExplorerCase, v: SweepView, shapeA: b2Shape, shapeB: b2Shape): SweepAnswer[] {
  const out = [referenceAnswer(v), attempt('b2collide/f32', () => float32Answer(c))];
  if (v.mode === 'cast') {
    let input: DistancePairInput;
    try {
      input = castPairInput(c, shapeA, shapeB);
    } catch (e) {
      // A shape the harness cannot describe (a capsule): the peers get no input.
      for (const engine of [planckDistanceEngine, box2dcoreDistanceEngine]) out.push({ name: engine.name, note: (e as Error).message });
      return out;
    }
    for (const engine of [planckDistanceEngine, box2dcoreDistanceEngine]) {
      out.push(attempt(engine.name, () => {
        const r = engine.run(input).cast;
        return { state: r.hit ? 'hit' : 'no hit', t: r.lambda, iterations: r.iterations, point: r.hit ? xyText(r.point) : undefined };
      }));
    }
    return out;
  }
  const toi = v.toiInput!;
  const input = toiPairInput(toi.proxyA, toi.proxyB, toi.sweepA, toi.sweepB, toi.tMax);
  for (const engine of [planckTOIEngine, box2dCoreTOIEngine]) {
    out.push(attempt(engine.name, () => {
      const r = engine.run(input);
      return { state: STATE_NAMES[r.state], t: r.t, iterations: r.iterations, rootIterations: r.rootIterations };
    }));
  }
  return out;
}
