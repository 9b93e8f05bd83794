// phaser-box2d (a JavaScript port of Box2D v3.0 as a whole engine, float64) on a v3 collider case:
// the same shapes and transforms written into its classes, its collider called, its manifold read
// back. phaser's structs are v3.0's with its own layout: a manifold point keeps pointX/pointY,
// anchorAX/anchorAY, anchorBX/anchorBY; the manifold normalX/normalY; the chain colliders take a
// b2DistanceCache (v3.1's b2SimplexCache) and the manifold last.

import * as P from 'phaser-box2d/dist/PhaserBox2D.js';
import type * as V3F64 from 'b2collide/v3/f64';
import type { Engine } from '../runner/types';
import { CACHED, type V3ManifoldResult, type V3PairInput, type V3Shape, type XY } from './input';

const vec = (p: XY) => new P.b2Vec2(p[0], p[1]);

export function phaserShape(s: V3Shape): unknown {
  switch (s.kind) {
    case 'circle':
      return new P.b2Circle(vec(s.center), s.radius);
    case 'capsule': {
      const c = new P.b2Capsule();
      c.center1 = vec(s.center1);
      c.center2 = vec(s.center2);
      c.radius = s.radius;
      return c;
    }
    case 'segment':
      return new P.b2Segment(vec(s.point1), vec(s.point2));
    case 'chain': {
      const g = new P.b2ChainSegment();
      g.ghost1 = vec(s.ghost1);
      g.segment = new P.b2Segment(vec(s.point1), vec(s.point2));
      g.ghost2 = vec(s.ghost2);
      return g;
    }
    case 'polygon': {
      const p = new P.b2Polygon(s.vertices.length);
      p.count = s.vertices.length;
      for (let i = 0; i < p.count; ++i) {
        p.vertices[i] = vec(s.vertices[i]);
        p.normals[i] = vec(s.normals[i]);
      }
      p.centroid = vec(s.centroid);
      p.radius = s.radius;
      return p;
    }
  }
}

export const transform = (t: V3PairInput['xfA']) => new P.b2Transform(vec(t.p), new P.b2Rot(t.q[0], t.q[1]));

/** Runs phaser's collider of the case's C name on it and reads the manifold back. */
export function runPhaser(input: V3PairInput): V3ManifoldResult {
  const m = new P.b2Manifold();
  const call = (P as unknown as Record<string, (...args: unknown[]) => unknown>)[input.collider];
  const cache = new P.b2DistanceCache();
  if (input.cache !== undefined) {
    cache.count = input.cache[0];
    cache.indexA = input.cache.slice(1, 4);
    cache.indexB = input.cache.slice(4, 7);
  }
  try {
    const args: unknown[] = [phaserShape(input.a), transform(input.xfA), phaserShape(input.b), transform(input.xfB)];
    call(...(CACHED.has(input.collider) ? [...args, cache, m] : [...args, m]));
  } catch (e) {
    return { pointCount: 0, normal: [0, 0], points: [], error: `${(e as Error).name}: ${(e as Error).message}` };
  }
  const points = m.points.slice(0, m.pointCount).map((p) => ({
    point: [p.pointX, p.pointY] as XY,
    anchorA: [p.anchorAX, p.anchorAY] as XY,
    anchorB: [p.anchorBX, p.anchorBY] as XY,
    separation: p.separation,
    id: p.id,
  }));
  const result: V3ManifoldResult = { pointCount: m.pointCount, normal: [m.normalX, m.normalY], points };
  if (CACHED.has(input.collider)) result.cache = [cache.count, ...cache.indexA.slice(0, 3), ...cache.indexB.slice(0, 3)];
  return result;
}

export const phaserEngine: Engine<V3PairInput, V3ManifoldResult> = {
  name: 'phaser-box2d 1.1.0',
  run: runPhaser,
};

type V3DistanceOutput = InstanceType<typeof V3F64.b2DistanceOutput>;
type V3DistanceInput = InstanceType<typeof V3F64.b2DistanceInput>;
type V3SimplexCache = InstanceType<typeof V3F64.b2SimplexCache>;

/**
 * phaser's b2ShapeDistance (v3.0's GJK) on a b2collide/v3 distance input and cache, written back
 * into b2collide's output and cache: the GJK a chain collider's forced copy runs to show that a
 * disagreement comes from phaser's GJK (phaser-differences.ts). The normal, which v3.0's output
 * lacks and the chain colliders do not read, is left zero.
 */
export function phaserShapeDistance(output: V3DistanceOutput, input: V3DistanceInput, cache: V3SimplexCache): V3DistanceOutput {
  const proxy = (p: V3DistanceInput['proxyA']) => new P.b2DistanceProxy(p.points.slice(0, p.count).map((v) => new P.b2Vec2(v.x, v.y)), p.count, p.radius);
  const xf = (t: V3DistanceInput['transformA']) => new P.b2Transform(new P.b2Vec2(t.p.x, t.p.y), new P.b2Rot(t.q.c, t.q.s));
  const pin = new P.b2DistanceInput();
  pin.proxyA = proxy(input.proxyA);
  pin.proxyB = proxy(input.proxyB);
  pin.transformA = xf(input.transformA);
  pin.transformB = xf(input.transformB);
  pin.useRadii = input.useRadii;
  const pc = new P.b2DistanceCache();
  pc.count = cache.count;
  pc.indexA = cache.indexA.slice(0, 3);
  pc.indexB = cache.indexB.slice(0, 3);
  const out = P.b2ShapeDistance(pc, pin, null, 0);
  output.pointA.x = out.pointA.x;
  output.pointA.y = out.pointA.y;
  output.pointB.x = out.pointB.x;
  output.pointB.y = out.pointB.y;
  output.normal.x = 0;
  output.normal.y = 0;
  output.distance = out.distance;
  output.iterations = out.iterations;
  output.simplexCount = out.simplexCount;
  cache.count = pc.count;
  for (let i = 0; i < 3; ++i) {
    cache.indexA[i] = pc.indexA[i];
    cache.indexB[i] = pc.indexB[i];
  }
  return output;
}
