// Runners for bench/ab_main.ts and bench/count_main.ts: any build of b2collide (or planck-js's ESM
// build) colliding one family's pairs, with a pass() compiled per runner so that each timed call
// site sees one function of one build.

import * as planck from 'planck-js';
import type { Runner } from './adapters/adapter_types';
import { libShapes, type Lib } from './adapters/lib_shapes';
import { plCircle, plEdge, plPolygon, plXf } from './adapters/engine_shapes';
import type { PoseData } from './pair_types';

// Which function collides each kind; the pass body is compiled once per (build, kind) with
// new Function, so every timed call site sees one function of one build (no shared feedback).
export const collideName: Readonly<Record<string, string>> = {
  'polygon-polygon': 'b2CollidePolygons',
  'circle-circle': 'b2CollideCircles',
  'polygon-circle': 'b2CollidePolygonAndCircle',
  'edge-circle': 'b2CollideEdgeAndCircle',
  'edge-polygon': 'b2CollideEdgeAndPolygon',
};
export const planckName: Readonly<Record<string, string>> = {
  'polygon-polygon': 'CollidePolygons',
  'circle-circle': 'CollideCircles',
  'polygon-circle': 'CollidePolygonCircle',
  'edge-circle': 'CollideEdgeCircle',
  'edge-polygon': 'CollideEdgePolygon',
};

export interface AnyPair {
  readonly kind: string;
  readonly a: unknown;
  readonly b: unknown;
  readonly xfA: PoseData;
  readonly xfB: PoseData;
}

type Pass = (f: (...args: unknown[]) => void, m: { pointCount: number }, a: unknown[], xa: unknown[], b: unknown[], xb: unknown[], v?: Int32Array) => number;

function makePass(visits: Int32Array | undefined): Pass {
  // A fresh function literal per call: its own feedback, so its call site stays monomorphic. With
  // a visit sequence (scale/visits.ts) the pass calls pair v[k] for each k, else each pair in order.
  const body =
    visits === undefined
      ? 'let s = 0; const n = a.length; for (let i = 0; i < n; ++i) { f(m, a[i], xa[i], b[i], xb[i]); s += m.pointCount; } return s;'
      : 'let s = 0; const n = v.length; for (let k = 0; k < n; ++k) { const i = v[k]; f(m, a[i], xa[i], b[i], xb[i]); s += m.pointCount; } return s;';
  return new Function('f', 'm', 'a', 'xa', 'b', 'xb', 'v', body) as Pass;
}

/** `visits`: the order of the calls in a pass (default: every pair once, in corpus order). */
export function libRunner(lib: Lib, pairs: readonly AnyPair[], visits?: Int32Array): Runner {
  const shapes = libShapes(lib);
  const build = (kind: string, d: unknown) =>
    kind === 'circle' ? shapes.circle(d as never) : kind === 'edge' ? shapes.edge(d as never) : shapes.polygon(d as never);
  const [kindA, kindB] = pairs[0].kind.split('-');
  const a = pairs.map((p) => build(kindA, p.a));
  const b = pairs.map((p) => build(kindB, p.b));
  const xa = pairs.map((p) => shapes.xf(p.xfA));
  const xb = pairs.map((p) => shapes.xf(p.xfB));
  const f = (lib as unknown as Record<string, (...args: unknown[]) => void>)[collideName[pairs[0].kind]];
  const m = new lib.b2Manifold();
  const pass = makePass(visits);
  return { pass: () => pass(f, m, a, xa, b, xb, visits), one: (i) => (f(m, a[i], xa[i], b[i], xb[i]), m.pointCount) };
}

export function planckRunner(pairs: readonly AnyPair[], visits?: Int32Array): Runner {
  const build = (kind: string, d: unknown) =>
    kind === 'circle' ? plCircle(d as never) : kind === 'edge' ? plEdge(d as never) : plPolygon(d as never);
  const [kindA, kindB] = pairs[0].kind.split('-');
  const a = pairs.map((p) => build(kindA, p.a));
  const b = pairs.map((p) => build(kindB, p.b));
  const xa = pairs.map((p) => plXf(p.xfA));
  const xb = pairs.map((p) => plXf(p.xfB));
  const f = (planck as unknown as Record<string, (...args: unknown[]) => void>)[planckName[pairs[0].kind]];
  const m = new planck.Manifold();
  const pass = makePass(visits);
  return { pass: () => pass(f, m as never, a, xa, b, xb, visits), one: (i) => (f(m, a[i], xa[i], b[i], xb[i]), m.pointCount) };
}
