// Every engine's time of impact for the sweep view's case: b2collide in float64 and float32 (the
// library's two entry points, each building its own shapes and sweeps), and the peers planck-js and
// @box2d/core through the compare harness's TOI adapters, handed the float64 proxies' points and
// radii and the same (already normalized) sweeps, as compare/toi hands them a case.

import type { b2DistanceProxy, b2Sweep } from 'b2collide';
import type { DistanceShapeData } from '../../../compare/distance/input';
import { box2dCoreTOIEngine } from '../../../compare/toi/engine-box2dcore-toi';
import { planckTOIEngine } from '../../../compare/toi/engine-planck-toi';
import { STATE_NAMES, type SweepData, type TOIPairInput } from '../../../compare/toi/toi-input';
import { childIndex } from '../build-shapes';
import type { ExplorerCase } from '../case';
import { runCase } from '../collide';
import { b2collide32, type Lib } from '../library';
import { sweepView } from '../sweep';

export interface TOIAnswer {
  name: string;
  state?: string;
  t?: number;
  iterations?: number;
  rootIterations?: number;
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

function attempt(name: string, f: () => Omit<TOIAnswer, 'name'>): TOIAnswer {
  try {
    return { name, ...f() };
  } catch (e) {
    return { name, note: `threw: ${(e as Error).message}` };
  }
}

/** The float32 build's answer for the same case. */
function float32Answer(c: ExplorerCase): Omit<TOIAnswer, 'name'> {
  const lib: Lib = b2collide32;
  const run = runCase(lib, c);
  const v = sweepView(lib, c, run.shapeA, childIndex(c.a), run.xfA, run.shapeB, childIndex(c.b), run.xfB)!;
  return { state: v.state, t: v.fraction, iterations: v.iterations, rootIterations: v.rootIterations };
}

/** The peers' answers (and b2collide/f32's) for a TOI case; `reference` is the float64 run's. */
export function toiAnswers(c: ExplorerCase, reference: TOIAnswer, input: TOIPairInput): TOIAnswer[] {
  const peer = (engine: typeof planckTOIEngine) => (): Omit<TOIAnswer, 'name'> => {
    const r = engine.run(input);
    return { state: STATE_NAMES[r.state], t: r.t, iterations: r.iterations, rootIterations: r.rootIterations };
  };
  return [
    reference,
    attempt('b2collide/f32', () => float32Answer(c)),
    attempt(planckTOIEngine.name, peer(planckTOIEngine)),
    attempt(box2dCoreTOIEngine.name, peer(box2dCoreTOIEngine)),
  ];
}
