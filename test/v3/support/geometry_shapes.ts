// Builds v3 structs from vector words and writes results back as words, for either build: the
// layouts of test/v3/vectors/geometry_*.json ("note" of each file).

import type * as Types from '../../../src/v3/collision_types';
import type * as Maths from '../../../src/v3/math_functions';
import type { WordReader, WordWriter } from './geometry_vectors';

/** The struct classes of one build. */
export type StructLib = Pick<typeof Types, 'b2Polygon' | 'b2Hull' | 'b2Circle' | 'b2Capsule' | 'b2Segment' | 'b2RayCastInput' | 'b2ShapeCastInput' | 'b2CastOutput' | 'b2MassData' | 'b2PlaneResult'> &
  Pick<typeof Maths, 'b2Vec2' | 'b2Rot' | 'b2Transform' | 'b2AABB'>;

type Vec2 = Maths.b2Vec2;

function setVec(v: Vec2, r: WordReader): void {
  v.x = r.f();
  v.y = r.f();
}

export function readVec(lib: StructLib, r: WordReader): Maths.b2Vec2 {
  const v = new lib.b2Vec2();
  setVec(v, r);
  return v;
}

/** rot = c s */
export function readRot(lib: StructLib, r: WordReader): Maths.b2Rot {
  const q = new lib.b2Rot();
  q.c = r.f();
  q.s = r.f();
  return q;
}

/** transform = p.x p.y q.c q.s */
export function readTransform(lib: StructLib, r: WordReader): Maths.b2Transform {
  const t = new lib.b2Transform();
  setVec(t.p, r);
  t.q.c = r.f();
  t.q.s = r.f();
  return t;
}

/** polygon = vertices[8] normals[8] centroid radius count */
export function readPolygon(lib: StructLib, r: WordReader): Types.b2Polygon {
  const p = new lib.b2Polygon();
  for (let i = 0; i < 8; ++i) setVec(p.vertices[i], r);
  for (let i = 0; i < 8; ++i) setVec(p.normals[i], r);
  setVec(p.centroid, r);
  p.radius = r.f();
  p.count = r.i();
  return p;
}

/** hull = points[8] count */
export function readHull(lib: StructLib, r: WordReader): Types.b2Hull {
  const h = new lib.b2Hull();
  for (let i = 0; i < 8; ++i) setVec(h.points[i], r);
  h.count = r.i();
  return h;
}

/** circle = center radius */
export function readCircle(lib: StructLib, r: WordReader): Types.b2Circle {
  const c = new lib.b2Circle();
  setVec(c.center, r);
  c.radius = r.f();
  return c;
}

/** capsule = center1 center2 radius */
export function readCapsule(lib: StructLib, r: WordReader): Types.b2Capsule {
  const c = new lib.b2Capsule();
  setVec(c.center1, r);
  setVec(c.center2, r);
  c.radius = r.f();
  return c;
}

/** segment = point1 point2 */
export function readSegment(lib: StructLib, r: WordReader): Types.b2Segment {
  const s = new lib.b2Segment();
  setVec(s.point1, r);
  setVec(s.point2, r);
  return s;
}

/** ray = origin translation maxFraction */
export function readRay(lib: StructLib, r: WordReader): Types.b2RayCastInput {
  const ray = new lib.b2RayCastInput();
  setVec(ray.origin, r);
  setVec(ray.translation, r);
  ray.maxFraction = r.f();
  return ray;
}

/** shapeCastInput = proxy.points[8] proxy.count proxy.radius translation maxFraction canEncroach */
export function readShapeCastInput(lib: StructLib, r: WordReader): Types.b2ShapeCastInput {
  const input = new lib.b2ShapeCastInput();
  for (let i = 0; i < 8; ++i) setVec(input.proxy.points[i], r);
  input.proxy.count = r.i();
  input.proxy.radius = r.f();
  setVec(input.translation, r);
  input.maxFraction = r.f();
  input.canEncroach = r.i() !== 0;
  return input;
}

export function writeVec(w: WordWriter, v: Vec2): void {
  w.f(v.x);
  w.f(v.y);
}

export function writePolygon(w: WordWriter, p: Types.b2Polygon): void {
  for (let i = 0; i < 8; ++i) writeVec(w, p.vertices[i]);
  for (let i = 0; i < 8; ++i) writeVec(w, p.normals[i]);
  writeVec(w, p.centroid);
  w.f(p.radius);
  w.i(p.count);
}

/** massData = mass center rotationalInertia */
export function writeMass(w: WordWriter, m: Types.b2MassData): void {
  w.f(m.mass);
  writeVec(w, m.center);
  w.f(m.rotationalInertia);
}

/** aabb = lowerBound upperBound */
export function writeAABB(w: WordWriter, b: Maths.b2AABB): void {
  writeVec(w, b.lowerBound);
  writeVec(w, b.upperBound);
}

/** castOutput = normal point fraction iterations hit */
export function writeCast(w: WordWriter, o: Types.b2CastOutput): void {
  writeVec(w, o.normal);
  writeVec(w, o.point);
  w.f(o.fraction);
  w.i(o.iterations);
  w.i(o.hit);
}

/** planeResult = plane.normal plane.offset point hit */
export function writePlane(w: WordWriter, p: Types.b2PlaneResult): void {
  writeVec(w, p.plane.normal);
  w.f(p.plane.offset);
  writeVec(w, p.point);
  w.i(p.hit);
}
