// Writes a case's transform into an engine's transform object, field by field: the position and
// the exact (s, c) pair, never an angle, so every engine starts from the same bits.

import type { TransformData } from './transform';

/** The four fields every engine's transform has (b2collide's and @box2d/core's b2Transform, planck's {p, q}). */
export interface TransformFields {
  readonly p: { x: number; y: number };
  readonly q: { s: number; c: number };
}

/** Sets xf to the case's transform and returns it. */
export function loadTransform<T extends TransformFields>(xf: T, data: TransformData): T {
  xf.p.x = data.p[0];
  xf.p.y = data.p[1];
  xf.q.s = data.q[0];
  xf.q.c = data.q[1];
  return xf;
}

/** A plain {p, q} identity transform, the form planck's collide and distance functions accept. */
export function plainTransform(): TransformFields {
  return { p: { x: 0, y: 0 }, q: { s: 0, c: 1 } };
}
