// phaser-box2d 1.1.0 (Box2D v3.0 in JavaScript, float64) on a v3 query case: the same shapes and
// inputs written into its classes, its function of the same C name called, the answer read back.
// phaser's queries return fresh objects (v3.0's by-value structs); its b2AABB keeps lowerBoundX,
// lowerBoundY, upperBoundX, upperBoundY; b2TOIOutput names the fraction `t` and b2TOIInput the
// maxFraction `tMax`; b2ShapeDistance takes the cache (b2DistanceCache) first.

import * as P from 'phaser-box2d/dist/PhaserBox2D.js';
import type { Engine } from '../runner/types';
import { phaserShape, transform } from './engine-phaser';
import type { XY } from './input';
import type { V3Proxy, V3QueryInput, V3QueryResult, V3Sweep } from './query-input';

// The part of phaser's bundle used here, loosely typed (it ships no types; phaser-box2d.d.ts
// declares the colliders' part).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const Q = P as unknown as Record<string, any>;

const vec = (p: XY) => new P.b2Vec2(p[0], p[1]);
const proxy = (p: V3Proxy): unknown => Q.b2MakeProxy(p.points.map(vec), p.points.length, p.radius);
const sweep = (s: V3Sweep): unknown => new Q.b2Sweep(vec(s.localCenter), vec(s.c1), vec(s.c2), new P.b2Rot(s.q1[0], s.q1[1]), new P.b2Rot(s.q2[0], s.q2[1]));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function castResult(out: any): V3QueryResult {
  if (!out.hit) return { discrete: { hit: 0 }, values: {} };
  return { discrete: { hit: 1 }, values: { fraction: out.fraction, 'normal.x': out.normal.x, 'normal.y': out.normal.y, 'point.x': out.point.x, 'point.y': out.point.y } };
}

export function runPhaserQueryOn(input: V3QueryInput): V3QueryResult {
  const fn = input.fn;
  const call = Q[fn] as (...args: unknown[]) => any; // eslint-disable-line @typescript-eslint/no-explicit-any
  switch (fn) {
    case 'b2RayCastCircle':
    case 'b2RayCastCapsule':
    case 'b2RayCastSegment':
    case 'b2RayCastPolygon': {
      const ray = new Q.b2RayCastInput();
      ray.origin = vec(input.ray!.origin);
      ray.translation = vec(input.ray!.translation);
      ray.maxFraction = input.ray!.maxFraction;
      return castResult(call(ray, phaserShape(input.shape!), ...(fn === 'b2RayCastSegment' ? [input.oneSided === true] : [])));
    }
    case 'b2ShapeCastCircle':
    case 'b2ShapeCastCapsule':
    case 'b2ShapeCastSegment':
    case 'b2ShapeCastPolygon': {
      const cast = new Q.b2ShapeCastInput();
      cast.points = input.cast!.points.map(vec);
      cast.count = input.cast!.points.length;
      cast.radius = input.cast!.radius;
      cast.translation = vec(input.cast!.translation);
      cast.maxFraction = input.cast!.maxFraction;
      return castResult(call(cast, phaserShape(input.shape!)));
    }
    case 'b2ShapeDistance': {
      const d = input.distance!;
      const di = new Q.b2DistanceInput();
      di.proxyA = proxy(d.proxyA);
      di.proxyB = proxy(d.proxyB);
      di.transformA = transform(d.xfA);
      di.transformB = transform(d.xfB);
      di.useRadii = d.useRadii;
      const cache = new P.b2DistanceCache();
      cache.count = d.cache[0];
      cache.indexA = d.cache.slice(1, 4);
      cache.indexB = d.cache.slice(4, 7);
      const out = Q.b2ShapeDistance(cache, di, null, 0);
      return {
        discrete: {},
        values: { distance: out.distance, 'pointA.x': out.pointA.x, 'pointA.y': out.pointA.y, 'pointB.x': out.pointB.x, 'pointB.y': out.pointB.y },
        cache: [cache.count, ...cache.indexA.slice(0, 3), ...cache.indexB.slice(0, 3)],
      };
    }
    case 'b2TimeOfImpact': {
      const t = input.toi!;
      const out = Q.b2TimeOfImpact(new Q.b2TOIInput(proxy(t.proxyA), proxy(t.proxyB), sweep(t.sweepA), sweep(t.sweepB), t.maxFraction));
      return { discrete: { state: out.state }, values: { fraction: out.t } };
    }
    case 'b2MakeProxy': {
      const c = input.cloud!;
      const p = Q.b2MakeProxy(c.points.map(vec), c.points.length, c.radius);
      const values: Record<string, number> = { radius: p.radius };
      for (let i = 0; i < p.count; ++i) {
        values[`points[${i}].x`] = p.points[i].x;
        values[`points[${i}].y`] = p.points[i].y;
      }
      return { discrete: { count: p.count }, values };
    }
    case 'b2ComputeHull': {
      const c = input.cloud!;
      const hull = Q.b2ComputeHull(c.points.map(vec), c.points.length);
      const values: Record<string, number> = {};
      for (let i = 0; i < hull.count; ++i) {
        values[`points[${i}].x`] = hull.points[i].x;
        values[`points[${i}].y`] = hull.points[i].y;
      }
      return { discrete: { count: hull.count }, values };
    }
    case 'b2ComputeCircleMass':
    case 'b2ComputeCapsuleMass':
    case 'b2ComputePolygonMass': {
      const m = call(phaserShape(input.shape!), input.density);
      return { discrete: {}, values: { mass: m.mass, 'center.x': m.center.x, 'center.y': m.center.y, rotationalInertia: m.rotationalInertia } };
    }
    case 'b2ComputeCircleAABB':
    case 'b2ComputeCapsuleAABB':
    case 'b2ComputeSegmentAABB':
    case 'b2ComputePolygonAABB': {
      const box = call(phaserShape(input.shape!), transform(input.xf!));
      return { discrete: {}, values: { 'lowerBound.x': box.lowerBoundX, 'lowerBound.y': box.lowerBoundY, 'upperBound.x': box.upperBoundX, 'upperBound.y': box.upperBoundY } };
    }
  }
}

export function runPhaserQuery(input: V3QueryInput): V3QueryResult {
  try {
    return runPhaserQueryOn(input);
  } catch (e) {
    return { discrete: {}, values: {}, error: `${(e as Error).name}: ${(e as Error).message}` };
  }
}

export const phaserQueryEngine: Engine<V3QueryInput, V3QueryResult> = {
  name: 'phaser-box2d 1.1.0',
  run: runPhaserQuery,
};
