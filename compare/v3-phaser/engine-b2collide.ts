// b2collide/v3/f64 (the float64 source of the v3 layer, as users load it) on a v3 collider case:
// the shapes and transforms written into its structs, the collider called, the manifold read back.
// runColliders() takes any object with the colliders' C names (b2collide's own, a forced copy, a
// planted bug), so witnesses and the mutation tests run the same code.

import * as V3 from 'b2collide/v3/f64';
import type { Engine } from '../runner/types';
import { CACHED, type V3Collider, type V3ManifoldResult, type V3PairInput, type V3Shape, type XY } from './input';

type Vec = { x: number; y: number };
type Shapes = typeof V3;

/** The colliders by C name, as b2collide/v3 exports them (a forced copy or a mutant replaces some). */
export type V3Colliders = Pick<Shapes, V3Collider>;

const set = (v: Vec, p: XY): void => {
  v.x = p[0];
  v.y = p[1];
};

/** The shape as the v3 struct its collider takes. */
export function v3Struct(s: V3Shape): unknown {
  switch (s.kind) {
    case 'circle': {
      const c = new V3.b2Circle();
      set(c.center, s.center);
      c.radius = s.radius;
      return c;
    }
    case 'capsule': {
      const c = new V3.b2Capsule();
      set(c.center1, s.center1);
      set(c.center2, s.center2);
      c.radius = s.radius;
      return c;
    }
    case 'segment': {
      const g = new V3.b2Segment();
      set(g.point1, s.point1);
      set(g.point2, s.point2);
      return g;
    }
    case 'chain': {
      const g = new V3.b2ChainSegment();
      set(g.ghost1, s.ghost1);
      set(g.segment.point1, s.point1);
      set(g.segment.point2, s.point2);
      set(g.ghost2, s.ghost2);
      return g;
    }
    case 'polygon': {
      const p = new V3.b2Polygon();
      p.count = s.vertices.length;
      for (let i = 0; i < p.count; ++i) {
        set(p.vertices[i], s.vertices[i]);
        set(p.normals[i], s.normals[i]);
      }
      set(p.centroid, s.centroid);
      p.radius = s.radius;
      return p;
    }
  }
}

export function v3Transform(t: V3PairInput['xfA']): InstanceType<Shapes['b2Transform']> {
  const xf = new V3.b2Transform();
  set(xf.p, t.p);
  xf.q.c = t.q[0];
  xf.q.s = t.q[1];
  return xf;
}

const xy = (v: Vec): XY => [v.x, v.y];

/** Runs the case's collider of `colliders` and reads the manifold (and the cache) as plain data. */
export function runColliders(colliders: V3Colliders, input: V3PairInput): V3ManifoldResult {
  const m = new V3.b2Manifold();
  const cache = new V3.b2SimplexCache();
  if (input.cache !== undefined) {
    cache.count = input.cache[0];
    for (let i = 0; i < 3; ++i) {
      cache.indexA[i] = input.cache[1 + i];
      cache.indexB[i] = input.cache[4 + i];
    }
  }
  const call = colliders[input.collider] as (...args: unknown[]) => unknown;
  try {
    const args = [m, v3Struct(input.a), v3Transform(input.xfA), v3Struct(input.b), v3Transform(input.xfB)];
    call(...(CACHED.has(input.collider) ? [...args, cache] : args));
  } catch (e) {
    return { pointCount: 0, normal: [0, 0], points: [], error: (e as Error).message };
  }
  const points = m.points.slice(0, m.pointCount).map((p) => ({ point: xy(p.point), anchorA: xy(p.anchorA), anchorB: xy(p.anchorB), separation: p.separation, id: p.id }));
  const result: V3ManifoldResult = { pointCount: m.pointCount, normal: xy(m.normal), points };
  if (CACHED.has(input.collider)) result.cache = [cache.count, ...cache.indexA.slice(0, 3), ...cache.indexB.slice(0, 3)];
  return result;
}

export const b2collideV3Engine: Engine<V3PairInput, V3ManifoldResult> = {
  name: 'b2collide/v3/f64',
  run: (input) => runColliders(V3, input),
};
