// b2collide/v3/f64 on a v3 query case: the case written into v3's structs, the C function called,
// its answer read back as plain data (query-input.ts). runQuery() takes any object with the
// queries' C names (b2collide's own, a forced copy, a planted bug), so witnesses and tests run the
// same code.

import * as V3 from 'b2collide/v3/f64';
import type { Engine } from '../runner/types';
import { v3Struct, v3Transform } from './engine-b2collide';
import type { XY } from './input';
import type { V3Proxy, V3Query, V3QueryInput, V3QueryResult, V3Sweep } from './query-input';

type Lib = typeof V3;
/** The queries by C name, as b2collide/v3/f64 exports them, and what they need to run. */
export type V3QueryLib = Pick<Lib, V3Query | 'b2Vec2' | 'b2Rot' | 'b2ShapeProxy' | 'b2ShapeCastInput' | 'b2RayCastInput' | 'b2CastOutput' | 'b2DistanceInput' | 'b2DistanceOutput' | 'b2SimplexCache' | 'b2TOIInput' | 'b2TOIOutput' | 'b2Hull' | 'b2MassData' | 'b2AABB' | 'b2Sweep'>;

type Vec = { x: number; y: number };
const set = (v: Vec, p: XY): void => {
  v.x = p[0];
  v.y = p[1];
};

function writeProxy(L: V3QueryLib, proxy: InstanceType<Lib['b2ShapeProxy']>, p: V3Proxy): void {
  L.b2MakeProxy(proxy, p.points.map((q) => new L.b2Vec2(q[0], q[1])), p.points.length, p.radius);
}

function writeSweep(s: InstanceType<Lib['b2Sweep']>, w: V3Sweep): void {
  set(s.localCenter, w.localCenter);
  set(s.c1, w.c1);
  set(s.c2, w.c2);
  s.q1.c = w.q1[0];
  s.q1.s = w.q1[1];
  s.q2.c = w.q2[0];
  s.q2.s = w.q2[1];
}

/** A b2CastOutput as a result: hit, and on a hit the fraction, normal and point. */
function castResult(out: InstanceType<Lib['b2CastOutput']>): V3QueryResult {
  if (!out.hit) return { discrete: { hit: 0 }, values: {} };
  return { discrete: { hit: 1 }, values: { fraction: out.fraction, 'normal.x': out.normal.x, 'normal.y': out.normal.y, 'point.x': out.point.x, 'point.y': out.point.y } };
}

/** The answer of library L (b2collide/v3/f64 unless a test or a witness passes another). */
export function runQueryOn(L: V3QueryLib, input: V3QueryInput): V3QueryResult {
  const fn = input.fn;
  const call = L[fn] as (...args: unknown[]) => unknown;
  switch (fn) {
    case 'b2RayCastCircle':
    case 'b2RayCastCapsule':
    case 'b2RayCastSegment':
    case 'b2RayCastPolygon': {
      const ray = new L.b2RayCastInput();
      set(ray.origin, input.ray!.origin);
      set(ray.translation, input.ray!.translation);
      ray.maxFraction = input.ray!.maxFraction;
      const out = new L.b2CastOutput();
      call(out, ray, v3Struct(input.shape!), ...(fn === 'b2RayCastSegment' ? [input.oneSided === true] : []));
      return castResult(out);
    }
    case 'b2ShapeCastCircle':
    case 'b2ShapeCastCapsule':
    case 'b2ShapeCastSegment':
    case 'b2ShapeCastPolygon': {
      const cast = new L.b2ShapeCastInput();
      writeProxy(L, cast.proxy, input.cast!);
      set(cast.translation, input.cast!.translation);
      cast.maxFraction = input.cast!.maxFraction;
      const out = new L.b2CastOutput();
      call(out, cast, v3Struct(input.shape!));
      return castResult(out);
    }
    case 'b2ShapeDistance': {
      const d = input.distance!;
      const di = new L.b2DistanceInput();
      writeProxy(L, di.proxyA, d.proxyA);
      writeProxy(L, di.proxyB, d.proxyB);
      const xa = v3Transform(d.xfA);
      const xb = v3Transform(d.xfB);
      set(di.transformA.p, [xa.p.x, xa.p.y]);
      di.transformA.q.c = xa.q.c;
      di.transformA.q.s = xa.q.s;
      set(di.transformB.p, [xb.p.x, xb.p.y]);
      di.transformB.q.c = xb.q.c;
      di.transformB.q.s = xb.q.s;
      di.useRadii = d.useRadii;
      const cache = new L.b2SimplexCache();
      cache.count = d.cache[0];
      for (let i = 0; i < 3; ++i) {
        cache.indexA[i] = d.cache[1 + i];
        cache.indexB[i] = d.cache[4 + i];
      }
      const out = L.b2ShapeDistance(new L.b2DistanceOutput(), di, cache, null, 0);
      return {
        discrete: {},
        values: { distance: out.distance, 'pointA.x': out.pointA.x, 'pointA.y': out.pointA.y, 'pointB.x': out.pointB.x, 'pointB.y': out.pointB.y },
        cache: [cache.count, ...cache.indexA.slice(0, 3), ...cache.indexB.slice(0, 3)],
      };
    }
    case 'b2TimeOfImpact': {
      const t = input.toi!;
      const ti = new L.b2TOIInput();
      writeProxy(L, ti.proxyA, t.proxyA);
      writeProxy(L, ti.proxyB, t.proxyB);
      writeSweep(ti.sweepA, t.sweepA);
      writeSweep(ti.sweepB, t.sweepB);
      ti.maxFraction = t.maxFraction;
      const out = L.b2TimeOfImpact(new L.b2TOIOutput(), ti);
      return { discrete: { state: out.state }, values: { fraction: out.fraction } };
    }
    case 'b2MakeProxy': {
      const c = input.cloud!;
      const proxy = L.b2MakeProxy(new L.b2ShapeProxy(), c.points.map((q) => new L.b2Vec2(q[0], q[1])), c.points.length, c.radius);
      const values: Record<string, number> = { radius: proxy.radius };
      for (let i = 0; i < proxy.count; ++i) {
        values[`points[${i}].x`] = proxy.points[i].x;
        values[`points[${i}].y`] = proxy.points[i].y;
      }
      return { discrete: { count: proxy.count }, values };
    }
    case 'b2ComputeHull': {
      const c = input.cloud!;
      const hull = L.b2ComputeHull(new L.b2Hull(), c.points.map((q) => new L.b2Vec2(q[0], q[1])), c.points.length);
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
      const m = new L.b2MassData();
      call(m, v3Struct(input.shape!), input.density);
      return { discrete: {}, values: { mass: m.mass, 'center.x': m.center.x, 'center.y': m.center.y, rotationalInertia: m.rotationalInertia } };
    }
    case 'b2ComputeCircleAABB':
    case 'b2ComputeCapsuleAABB':
    case 'b2ComputeSegmentAABB':
    case 'b2ComputePolygonAABB': {
      const box = new L.b2AABB();
      call(box, v3Struct(input.shape!), v3Transform(input.xf!));
      return { discrete: {}, values: { 'lowerBound.x': box.lowerBound.x, 'lowerBound.y': box.lowerBound.y, 'upperBound.x': box.upperBound.x, 'upperBound.y': box.upperBound.y } };
    }
  }
}

/** runQueryOn with errors as results. */
export function runQuery(L: V3QueryLib, input: V3QueryInput): V3QueryResult {
  try {
    const result = runQueryOn(L, input);
    return { ...result, pointCount: result.discrete.hit === 1 ? 1 : 0 };
  } catch (e) {
    return { pointCount: 0, discrete: {}, values: {}, error: (e as Error).message };
  }
}

export const b2collideV3QueryEngine: Engine<V3QueryInput, V3QueryResult> = {
  name: 'b2collide/v3/f64',
  run: (input) => runQuery(V3, input),
};
