// Runners for bench/ab_main.ts, bench/count_main.ts and the scale bench's circle and edge families:
// any engine colliding one family's pairs, with a pass() compiled per runner so that each timed call
// site sees one function of one build.

import * as planck from 'planck';
import type { Runner } from './adapters/adapter_types';
import { libShapes, type Lib } from './adapters/lib_shapes';
import { plCircle, plEdge, plPolygon, plXf, type Planck } from './adapters/engine_shapes';
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
/** An engine's builders of the bench's shapes and poses (engine_shapes.ts, lib_shapes.ts). */
export interface ShapeBuilders {
  circle(d: never): unknown;
  polygon(d: never): unknown;
  edge(d: never): unknown;
  xf(d: PoseData): unknown;
}

/**
 * Any engine colliding one family's pairs with `collide` into `manifold` (an object with
 * pointCount), shapes and poses built once by `builders`. `visits`: the order of the calls in a
 * pass (default: every pair once, in corpus order).
 */
export function engineRunner(
  builders: ShapeBuilders,
  collide: (...args: unknown[]) => void,
  manifold: { pointCount: number },
  pairs: readonly AnyPair[],
  visits?: Int32Array,
): Runner {
  const build = (kind: string, d: unknown) =>
    kind === 'circle' ? builders.circle(d as never) : kind === 'edge' ? builders.edge(d as never) : builders.polygon(d as never);
  const [kindA, kindB] = pairs[0].kind.split('-');
  const a = pairs.map((p) => build(kindA, p.a));
  const b = pairs.map((p) => build(kindB, p.b));
  const xa = pairs.map((p) => builders.xf(p.xfA));
  const xb = pairs.map((p) => builders.xf(p.xfB));
  const pass = makePass(visits);
  return {
    pass: () => pass(collide, manifold, a, xa, b, xb, visits),
    one: (i) => (collide(manifold, a[i], xa[i], b[i], xb[i]), manifold.pointCount),
  };
}

/** A function of a module by name (the colliders are looked up by collideName / planckName). */
export function moduleFunction(module: object, name: string): (...args: unknown[]) => void {
  return (module as Record<string, (...args: unknown[]) => void>)[name];
}

/** A build of b2collide on one family. */
export function libRunner(lib: Lib, pairs: readonly AnyPair[], visits?: Int32Array): Runner {
  return engineRunner(libShapes(lib), moduleFunction(lib, collideName[pairs[0].kind]), new lib.b2Manifold(), pairs, visits);
}

/** planck on one family: the ESM build unless `pl` (the scale bench also times the UMD one). */
export function planckRunner(pairs: readonly AnyPair[], visits?: Int32Array, pl: Planck = planck): Runner {
  const builders: ShapeBuilders = { circle: (d) => plCircle(d, pl), polygon: (d) => plPolygon(d, pl), edge: (d) => plEdge(d, pl), xf: (d) => plXf(d, pl) };
  return engineRunner(builders, moduleFunction(pl, planckName[pairs[0].kind]), new pl.Manifold() as never, pairs, visits);
}
