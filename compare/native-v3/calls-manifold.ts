// How each recorded collider call of manifold.c (manifold_*.json, one structured case per call)
// is made on b2collide/v3, and its manifold written as the tokens of vectors.ts manifoldTokens.
// Every call writes into one manifold per library that the previous call filled and that is then
// salted with junk, so a field the collider forgets to write (C returns a fresh zeroed struct)
// shows as a differing token.

import type { V3Lib } from './lib';
import type { ManifoldCase, ManifoldShape } from './vectors';
import { floatOfHex, type OutputTokens } from './words';

type Vec = { x: number; y: number };
type Manifold = InstanceType<V3Lib['b2Manifold']>;
type Transform = InstanceType<V3Lib['b2Transform']>;

function setVec(v: Vec, h: readonly [string, string] | undefined): void {
  if (h === undefined) throw new Error('native-v3: a recorded shape lacks a field its collider reads');
  v.x = floatOfHex(h[0]);
  v.y = floatOfHex(h[1]);
}

function transform(L: V3Lib, h: readonly string[]): Transform {
  const xf = new L.b2Transform();
  xf.p.x = floatOfHex(h[0]);
  xf.p.y = floatOfHex(h[1]);
  xf.q.c = floatOfHex(h[2]);
  xf.q.s = floatOfHex(h[3]);
  return xf;
}

const radius = (s: ManifoldShape): number => floatOfHex(s.radius ?? 'missing');

function circle(L: V3Lib, s: ManifoldShape) {
  const c = new L.b2Circle();
  setVec(c.center, s.center);
  c.radius = radius(s);
  return c;
}

function capsule(L: V3Lib, s: ManifoldShape) {
  const c = new L.b2Capsule();
  setVec(c.center1, s.center1);
  setVec(c.center2, s.center2);
  c.radius = radius(s);
  return c;
}

function segment(L: V3Lib, s: ManifoldShape) {
  const g = new L.b2Segment();
  setVec(g.point1, s.point1);
  setVec(g.point2, s.point2);
  return g;
}

function chainSegment(L: V3Lib, s: ManifoldShape) {
  const g = new L.b2ChainSegment();
  setVec(g.ghost1, s.ghost1);
  setVec(g.segment.point1, s.point1);
  setVec(g.segment.point2, s.point2);
  setVec(g.ghost2, s.ghost2);
  return g;
}

function polygon(L: V3Lib, s: ManifoldShape) {
  const p = new L.b2Polygon();
  const vertices = s.vertices ?? [];
  p.count = vertices.length;
  for (let i = 0; i < p.count; ++i) {
    setVec(p.vertices[i], vertices[i]);
    setVec(p.normals[i], s.normals?.[i]);
  }
  setVec(p.centroid, s.centroid);
  p.radius = radius(s);
  return p;
}

function cache(L: V3Lib, c: readonly number[] | undefined) {
  const sc = new L.b2SimplexCache();
  if (c === undefined) throw new Error('native-v3: a chain collider case lacks its cache');
  sc.count = c[0];
  for (let i = 0; i < 3; ++i) {
    sc.indexA[i] = c[1 + i];
    sc.indexB[i] = c[4 + i];
  }
  return sc;
}

type Collide = (L: V3Lib, m: Manifold, c: ManifoldCase) => InstanceType<V3Lib['b2SimplexCache']> | undefined;

/** The colliders by the `collider` name their files record. */
export const COLLIDERS: Readonly<Record<string, Collide>> = {
  b2CollideCircles: (L, m, c) => void L.b2CollideCircles(m, circle(L, c.shapeA), transform(L, c.xfA), circle(L, c.shapeB), transform(L, c.xfB)),
  b2CollideCapsuleAndCircle: (L, m, c) => void L.b2CollideCapsuleAndCircle(m, capsule(L, c.shapeA), transform(L, c.xfA), circle(L, c.shapeB), transform(L, c.xfB)),
  b2CollideSegmentAndCircle: (L, m, c) => void L.b2CollideSegmentAndCircle(m, segment(L, c.shapeA), transform(L, c.xfA), circle(L, c.shapeB), transform(L, c.xfB)),
  b2CollidePolygonAndCircle: (L, m, c) => void L.b2CollidePolygonAndCircle(m, polygon(L, c.shapeA), transform(L, c.xfA), circle(L, c.shapeB), transform(L, c.xfB)),
  b2CollideCapsules: (L, m, c) => void L.b2CollideCapsules(m, capsule(L, c.shapeA), transform(L, c.xfA), capsule(L, c.shapeB), transform(L, c.xfB)),
  b2CollideSegmentAndCapsule: (L, m, c) => void L.b2CollideSegmentAndCapsule(m, segment(L, c.shapeA), transform(L, c.xfA), capsule(L, c.shapeB), transform(L, c.xfB)),
  b2CollidePolygonAndCapsule: (L, m, c) => void L.b2CollidePolygonAndCapsule(m, polygon(L, c.shapeA), transform(L, c.xfA), capsule(L, c.shapeB), transform(L, c.xfB)),
  b2CollidePolygons: (L, m, c) => void L.b2CollidePolygons(m, polygon(L, c.shapeA), transform(L, c.xfA), polygon(L, c.shapeB), transform(L, c.xfB)),
  b2CollideSegmentAndPolygon: (L, m, c) => void L.b2CollideSegmentAndPolygon(m, segment(L, c.shapeA), transform(L, c.xfA), polygon(L, c.shapeB), transform(L, c.xfB)),
  b2CollideChainSegmentAndCircle: (L, m, c) =>
    void L.b2CollideChainSegmentAndCircle(m, chainSegment(L, c.shapeA), transform(L, c.xfA), circle(L, c.shapeB), transform(L, c.xfB)),
  b2CollideChainSegmentAndCapsule: (L, m, c) => {
    const sc = cache(L, c.cacheIn);
    L.b2CollideChainSegmentAndCapsule(m, chainSegment(L, c.shapeA), transform(L, c.xfA), capsule(L, c.shapeB), transform(L, c.xfB), sc);
    return sc;
  },
  b2CollideChainSegmentAndPolygon: (L, m, c) => {
    const sc = cache(L, c.cacheIn);
    L.b2CollideChainSegmentAndPolygon(m, chainSegment(L, c.shapeA), transform(L, c.xfA), polygon(L, c.shapeB), transform(L, c.xfB), sc);
    return sc;
  },
};

/** Junk in every field, so a field left unwritten differs from C's fresh manifold. */
function salt(m: Manifold): void {
  m.normal.x = 7.5;
  m.normal.y = -3.25;
  m.rollingImpulse = 9;
  m.pointCount = 2;
  for (const mp of m.points) {
    mp.point.x = mp.point.y = mp.anchorA.x = mp.anchorA.y = mp.anchorB.x = mp.anchorB.y = 11;
    mp.separation = 13;
    mp.normalImpulse = mp.tangentImpulse = mp.totalNormalImpulse = mp.normalVelocity = 17;
    mp.id = 0xabcd;
    mp.persisted = true;
  }
}

const manifolds = new WeakMap<V3Lib, Manifold>();

/** Runs one recorded collider call and writes its manifold (and the cache it left) as tokens. */
export function collide(L: V3Lib, collider: string, c: ManifoldCase, w: OutputTokens): void {
  const call = COLLIDERS[collider];
  if (call === undefined) throw new Error(`native-v3: no call for the collider ${collider}`);
  let m = manifolds.get(L);
  if (m === undefined) manifolds.set(L, (m = new L.b2Manifold()));
  salt(m);
  const sc = call(L, m, c);
  w.touching = m.pointCount > 0;
  w.v(m.normal).f(m.rollingImpulse).i(m.pointCount);
  for (let i = 0; i < m.pointCount; ++i) {
    const p = m.points[i];
    w.v(p.point).v(p.anchorA).v(p.anchorB).f(p.separation).i(p.id);
    w.f(p.normalImpulse).f(p.tangentImpulse).f(p.totalNormalImpulse).f(p.normalVelocity).i(p.persisted);
  }
  if (sc !== undefined) {
    w.i(sc.count);
    for (const k of sc.indexA) w.i(k);
    for (const k of sc.indexB) w.i(k);
  }
}
