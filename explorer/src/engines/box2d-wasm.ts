// box2d-wasm 7.0.0 (the C++ Box2D v2.4.1 itself, compiled to WebAssembly, float32) in the page,
// loaded only when asked for: its loader and .wasm come in through a dynamic import (the static
// build inlines the .wasm as a data URL, see vite.config.ts, so it needs no server). It gets the registered pair's data
// as the peers do (the vertices and normals b2collide built, the case's exact (s, c)), and its
// manifold is read through the binding's getters.

import type { ManifoldResult } from '../../../compare/case/manifold-result';
import type { CircleData, EdgeData, PolygonData } from '../../../compare/case/shapes';
import type { TransformData } from '../../../compare/case/transform';
import type { RegisteredInput } from './registered-input';

export type Box2D = Awaited<ReturnType<typeof import('box2d-wasm')>>;

let loading: Promise<Box2D> | undefined;

/** Loads box2d-wasm once (the plain build, not SIMD: both are the same float32 C++). */
export function loadBox2DWasm(): Promise<Box2D> {
  loading ??= (async () => {
    const [{ default: factory }, { default: wasmUrl }] = await Promise.all([
      import('box2d-wasm/dist/es/Box2D.js'),
      import('box2d-wasm/dist/es/Box2D.wasm?url'),
    ]);
    const wasmBinary = await (await fetch(wasmUrl)).arrayBuffer();
    return (factory as unknown as (module: object) => Promise<Box2D>)({ wasmBinary });
  })();
  return loading;
}

export function box2dWasmAnswer(B: Box2D, reg: RegisteredInput): ManifoldResult {
  // Every object made on the wasm heap for this call, freed at the end.
  const made: Parameters<Box2D['destroy']>[0][] = [];
  const track = <T extends Parameters<Box2D['destroy']>[0]>(x: T): T => {
    made.push(x);
    return x;
  };
  const vec = (p: readonly [number, number]): InstanceType<Box2D['b2Vec2']> => track(new B.b2Vec2(p[0], p[1]));
  const transform = (t: TransformData): InstanceType<Box2D['b2Transform']> => {
    const xf = track(new B.b2Transform());
    xf.get_p().Set(t.p[0], t.p[1]);
    xf.get_q().set_s(t.q[0]);
    xf.get_q().set_c(t.q[1]);
    return xf;
  };
  const polygon = (d: PolygonData): InstanceType<Box2D['b2PolygonShape']> => {
    const poly = track(new B.b2PolygonShape());
    poly.set_m_count(d.vertices.length);
    d.vertices.forEach((v, i) => poly.get_m_vertices(i).Set(v[0], v[1]));
    d.normals.forEach((n, i) => poly.get_m_normals(i).Set(n[0], n[1]));
    poly.get_m_centroid().Set(d.centroid[0], d.centroid[1]);
    poly.set_m_radius(d.radius);
    return poly;
  };
  const circle = (d: CircleData): InstanceType<Box2D['b2CircleShape']> => {
    const c = track(new B.b2CircleShape());
    c.get_m_p().Set(d.p[0], d.p[1]);
    c.set_m_radius(d.radius);
    return c;
  };
  const edge = (d: EdgeData): InstanceType<Box2D['b2EdgeShape']> => {
    const e = track(new B.b2EdgeShape());
    if (d.oneSided) e.SetOneSided(vec(d.v0), vec(d.v1), vec(d.v2), vec(d.v3));
    else e.SetTwoSided(vec(d.v1), vec(d.v2));
    return e;
  };

  const manifold = track(new B.b2Manifold());
  const xfA = transform(reg.input.xfA);
  const xfB = transform(reg.input.xfB);
  let radii: [number, number];
  switch (reg.kind) {
    case 'polygon-polygon': {
      const a = polygon(reg.input.polyA);
      const b = polygon(reg.input.polyB);
      B.b2CollidePolygons(manifold, a, xfA, b, xfB);
      radii = [a.get_m_radius(), b.get_m_radius()];
      break;
    }
    case 'polygon-circle': {
      const a = polygon(reg.input.polygonA);
      const b = circle(reg.input.circleB);
      B.b2CollidePolygonAndCircle(manifold, a, xfA, b, xfB);
      radii = [a.get_m_radius(), b.get_m_radius()];
      break;
    }
    case 'circle-circle': {
      const a = circle(reg.input.circleA);
      const b = circle(reg.input.circleB);
      B.b2CollideCircles(manifold, a, xfA, b, xfB);
      radii = [a.get_m_radius(), b.get_m_radius()];
      break;
    }
    case 'edge-circle': {
      const a = edge(reg.input.edgeA);
      const b = circle(reg.input.circleB);
      B.b2CollideEdgeAndCircle(manifold, a, xfA, b, xfB);
      radii = [a.get_m_radius(), b.get_m_radius()];
      break;
    }
    case 'edge-polygon': {
      const a = edge(reg.input.edgeA);
      const b = polygon(reg.input.polygonB);
      B.b2CollideEdgeAndPolygon(manifold, a, xfA, b, xfB);
      radii = [a.get_m_radius(), b.get_m_radius()];
      break;
    }
  }
  const n = manifold.get_pointCount();
  const world = track(new B.b2WorldManifold());
  if (n > 0) world.Initialize(manifold, xfA, radii[0], xfB, radii[1]);
  const points: ManifoldResult['points'] = [];
  const worldPoints: [number, number][] = [];
  const separations: number[] = [];
  for (let i = 0; i < n; ++i) {
    const p = manifold.get_points(i);
    const cf = p.get_id().get_cf();
    points.push({ localPoint: [p.get_localPoint().get_x(), p.get_localPoint().get_y()], indexA: cf.get_indexA(), indexB: cf.get_indexB(), typeA: cf.get_typeA(), typeB: cf.get_typeB() });
    worldPoints.push([world.get_points(i).get_x(), world.get_points(i).get_y()]);
    separations.push(world.get_separations(i));
  }
  const result: ManifoldResult = {
    pointCount: n,
    type: manifold.get_type(),
    localNormal: [manifold.get_localNormal().get_x(), manifold.get_localNormal().get_y()],
    localPoint: [manifold.get_localPoint().get_x(), manifold.get_localPoint().get_y()],
    points,
    world: { normal: n > 0 ? [world.get_normal().get_x(), world.get_normal().get_y()] : [0, 0], points: worldPoints, separations },
  };
  for (const x of made) B.destroy(x);
  return result;
}
