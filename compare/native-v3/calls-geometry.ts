// How each recorded call of geometry.c (geometry_*.json: "in words | out words", an int as the
// 8 hex digits of its 32 bits) is made on b2collide/v3. The struct layouts are the files' own:
// polygon = vertices[8] normals[8] centroid radius count; hull = points[8] count; circle = center
// radius; capsule = center1 center2 radius; segment = point1 point2; ray = origin translation
// maxFraction; shape cast input = proxy.points[8] proxy.count proxy.radius translation maxFraction
// canEncroach; cast output = normal point fraction iterations hit; mass = mass center
// rotationalInertia; plane result = normal offset point hit.

import type { Call } from './calls-core';
import type { V3Lib } from './lib';
import type { InputWords, OutputTokens } from './words';

type Vec = { x: number; y: number };

function setVec(v: Vec, r: InputWords): void {
  v.x = r.f();
  v.y = r.f();
}

const vec = (L: V3Lib, r: InputWords) => new L.b2Vec2(r.f(), r.f());

function rot(L: V3Lib, r: InputWords) {
  const q = new L.b2Rot();
  q.c = r.f();
  q.s = r.f();
  return q;
}

function transform(L: V3Lib, r: InputWords) {
  const t = new L.b2Transform();
  setVec(t.p, r);
  t.q.c = r.f();
  t.q.s = r.f();
  return t;
}

function polygon(L: V3Lib, r: InputWords) {
  const p = new L.b2Polygon();
  for (let i = 0; i < 8; ++i) setVec(p.vertices[i], r);
  for (let i = 0; i < 8; ++i) setVec(p.normals[i], r);
  setVec(p.centroid, r);
  p.radius = r.f();
  p.count = r.i();
  return p;
}

function hull(L: V3Lib, r: InputWords) {
  const h = new L.b2Hull();
  for (let i = 0; i < 8; ++i) setVec(h.points[i], r);
  h.count = r.i();
  return h;
}

function circle(L: V3Lib, r: InputWords) {
  const c = new L.b2Circle();
  setVec(c.center, r);
  c.radius = r.f();
  return c;
}

function capsule(L: V3Lib, r: InputWords) {
  const c = new L.b2Capsule();
  setVec(c.center1, r);
  setVec(c.center2, r);
  c.radius = r.f();
  return c;
}

function segment(L: V3Lib, r: InputWords) {
  const s = new L.b2Segment();
  setVec(s.point1, r);
  setVec(s.point2, r);
  return s;
}

function ray(L: V3Lib, r: InputWords) {
  const input = new L.b2RayCastInput();
  setVec(input.origin, r);
  setVec(input.translation, r);
  input.maxFraction = r.f();
  return input;
}

function shapeCastInput(L: V3Lib, r: InputWords) {
  const input = new L.b2ShapeCastInput();
  for (let i = 0; i < 8; ++i) setVec(input.proxy.points[i], r);
  input.proxy.count = r.i();
  input.proxy.radius = r.f();
  setVec(input.translation, r);
  input.maxFraction = r.f();
  input.canEncroach = r.i() !== 0;
  return input;
}

type Polygon = InstanceType<V3Lib['b2Polygon']>;

function writePolygon(w: OutputTokens, p: Polygon): void {
  for (let i = 0; i < 8; ++i) w.v(p.vertices[i]);
  for (let i = 0; i < 8; ++i) w.v(p.normals[i]);
  w.v(p.centroid).f(p.radius).i(p.count);
}

const writeMass = (w: OutputTokens, m: InstanceType<V3Lib['b2MassData']>) => w.f(m.mass).v(m.center).f(m.rotationalInertia);
const writeAABB = (w: OutputTokens, b: InstanceType<V3Lib['b2AABB']>) => w.v(b.lowerBound).v(b.upperBound);

function writeCast(w: OutputTokens, o: InstanceType<V3Lib['b2CastOutput']>): void {
  w.touching = o.hit;
  w.v(o.normal).v(o.point).f(o.fraction).i(o.iterations).i(o.hit);
}

function writePlane(w: OutputTokens, p: InstanceType<V3Lib['b2PlaneResult']>): void {
  w.touching = p.hit;
  w.v(p.plane.normal).f(p.plane.offset).v(p.point).i(p.hit);
}

export const GEOMETRY_CALLS: Readonly<Record<string, Call>> = {
  b2MakeSquare: (L, r, w) => writePolygon(w, L.b2MakeSquare(new L.b2Polygon(), r.f())),
  b2MakeBox: (L, r, w) => writePolygon(w, L.b2MakeBox(new L.b2Polygon(), r.f(), r.f())),
  b2MakeRoundedBox: (L, r, w) => writePolygon(w, L.b2MakeRoundedBox(new L.b2Polygon(), r.f(), r.f(), r.f())),
  b2MakeOffsetBox: (L, r, w) => writePolygon(w, L.b2MakeOffsetBox(new L.b2Polygon(), r.f(), r.f(), vec(L, r), rot(L, r))),
  b2MakeOffsetRoundedBox: (L, r, w) => writePolygon(w, L.b2MakeOffsetRoundedBox(new L.b2Polygon(), r.f(), r.f(), vec(L, r), rot(L, r), r.f())),
  b2MakePolygon: (L, r, w) => writePolygon(w, L.b2MakePolygon(new L.b2Polygon(), hull(L, r), r.f())),
  b2MakeOffsetPolygon: (L, r, w) => writePolygon(w, L.b2MakeOffsetPolygon(new L.b2Polygon(), hull(L, r), vec(L, r), rot(L, r))),
  b2MakeOffsetRoundedPolygon: (L, r, w) => writePolygon(w, L.b2MakeOffsetRoundedPolygon(new L.b2Polygon(), hull(L, r), vec(L, r), rot(L, r), r.f())),
  b2TransformPolygon: (L, r, w) => {
    const xf = transform(L, r);
    writePolygon(w, L.b2TransformPolygon(new L.b2Polygon(), xf, polygon(L, r)));
  },

  b2ComputeCircleMass: (L, r, w) => writeMass(w, L.b2ComputeCircleMass(new L.b2MassData(), circle(L, r), r.f())),
  b2ComputeCapsuleMass: (L, r, w) => writeMass(w, L.b2ComputeCapsuleMass(new L.b2MassData(), capsule(L, r), r.f())),
  b2ComputePolygonMass: (L, r, w) => writeMass(w, L.b2ComputePolygonMass(new L.b2MassData(), polygon(L, r), r.f())),
  b2ComputeCircleAABB: (L, r, w) => writeAABB(w, L.b2ComputeCircleAABB(new L.b2AABB(), circle(L, r), transform(L, r))),
  b2ComputeCapsuleAABB: (L, r, w) => writeAABB(w, L.b2ComputeCapsuleAABB(new L.b2AABB(), capsule(L, r), transform(L, r))),
  b2ComputePolygonAABB: (L, r, w) => writeAABB(w, L.b2ComputePolygonAABB(new L.b2AABB(), polygon(L, r), transform(L, r))),
  b2ComputeSegmentAABB: (L, r, w) => writeAABB(w, L.b2ComputeSegmentAABB(new L.b2AABB(), segment(L, r), transform(L, r))),

  b2PointInCircle: (L, r, w) => w.i((w.touching = L.b2PointInCircle(vec(L, r), circle(L, r)))),
  b2PointInCapsule: (L, r, w) => w.i((w.touching = L.b2PointInCapsule(vec(L, r), capsule(L, r)))),
  b2PointInPolygon: (L, r, w) => w.i((w.touching = L.b2PointInPolygon(vec(L, r), polygon(L, r)))),

  b2IsValidRay: (L, r, w) => w.i(L.b2IsValidRay(ray(L, r))),
  b2RayCastCircle: (L, r, w) => writeCast(w, L.b2RayCastCircle(new L.b2CastOutput(), ray(L, r), circle(L, r))),
  b2RayCastCapsule: (L, r, w) => writeCast(w, L.b2RayCastCapsule(new L.b2CastOutput(), ray(L, r), capsule(L, r))),
  b2RayCastSegment: (L, r, w) => writeCast(w, L.b2RayCastSegment(new L.b2CastOutput(), ray(L, r), segment(L, r), r.i() !== 0)),
  b2RayCastPolygon: (L, r, w) => writeCast(w, L.b2RayCastPolygon(new L.b2CastOutput(), ray(L, r), polygon(L, r))),

  b2ShapeCastCircle: (L, r, w) => writeCast(w, L.b2ShapeCastCircle(new L.b2CastOutput(), shapeCastInput(L, r), circle(L, r))),
  b2ShapeCastCapsule: (L, r, w) => writeCast(w, L.b2ShapeCastCapsule(new L.b2CastOutput(), shapeCastInput(L, r), capsule(L, r))),
  b2ShapeCastSegment: (L, r, w) => writeCast(w, L.b2ShapeCastSegment(new L.b2CastOutput(), shapeCastInput(L, r), segment(L, r))),
  b2ShapeCastPolygon: (L, r, w) => writeCast(w, L.b2ShapeCastPolygon(new L.b2CastOutput(), shapeCastInput(L, r), polygon(L, r))),

  b2CollideMoverAndCircle: (L, r, w) => writePlane(w, L.b2CollideMoverAndCircle(new L.b2PlaneResult(), circle(L, r), capsule(L, r))),
  b2CollideMoverAndCapsule: (L, r, w) => writePlane(w, L.b2CollideMoverAndCapsule(new L.b2PlaneResult(), capsule(L, r), capsule(L, r))),
  b2CollideMoverAndPolygon: (L, r, w) => writePlane(w, L.b2CollideMoverAndPolygon(new L.b2PlaneResult(), polygon(L, r), capsule(L, r))),
  b2CollideMoverAndSegment: (L, r, w) => writePlane(w, L.b2CollideMoverAndSegment(new L.b2PlaneResult(), segment(L, r), capsule(L, r))),
};
