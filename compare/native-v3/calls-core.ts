// How each recorded call of math_functions, aabb, hull and mover (the flat layout) is made on
// b2collide/v3: read the inputs in the C's order, call, write the outputs in the C's order, a
// float as its bits and an int or bool as `i:N`. The layouts of the composite calls are those the
// recording files describe (b2ComputeHull then b2ValidateHull of its hull; b2SolvePlanes then
// b2ClipVector of the same planes).

import type { InputWords, OutputTokens } from './words';
import type { V3Lib } from './lib';

export type Call = (L: V3Lib, r: InputWords, w: OutputTokens) => void;

const vec = (L: V3Lib, r: InputWords) => new L.b2Vec2(r.f(), r.f());
const rot = (L: V3Lib, r: InputWords) => new L.b2Rot(r.f(), r.f());

function xf(L: V3Lib, r: InputWords) {
  const t = new L.b2Transform();
  t.p.x = r.f();
  t.p.y = r.f();
  t.q.c = r.f();
  t.q.s = r.f();
  return t;
}

function box(L: V3Lib, r: InputWords) {
  const a = new L.b2AABB();
  a.lowerBound.x = r.f();
  a.lowerBound.y = r.f();
  a.upperBound.x = r.f();
  a.upperBound.y = r.f();
  return a;
}

function mat(L: V3Lib, r: InputWords) {
  const m = new L.b2Mat22();
  m.cx.x = r.f();
  m.cx.y = r.f();
  m.cy.x = r.f();
  m.cy.y = r.f();
  return m;
}

function plane(L: V3Lib, r: InputWords) {
  const p = new L.b2Plane();
  p.normal.x = r.f();
  p.normal.y = r.f();
  p.offset = r.f();
  return p;
}

const rotOut = (w: OutputTokens, q: { c: number; s: number }) => w.f(q.c).f(q.s);
const boxOut = (w: OutputTokens, a: { lowerBound: { x: number; y: number }; upperBound: { x: number; y: number } }) => w.v(a.lowerBound).v(a.upperBound);

export const MATH_CALLS: Readonly<Record<string, Call>> = {
  b2ComputeCosSin: (L, r, w) => {
    const cs = L.b2ComputeCosSin(new L.b2CosSin(), r.f());
    w.f(cs.cosine).f(cs.sine);
  },
  b2MakeRot: (L, r, w) => rotOut(w, L.b2MakeRot(new L.b2Rot(), r.f())),
  b2Atan2: (L, r, w) => w.f(L.b2Atan2(r.f(), r.f())),
  b2UnwindAngle: (L, r, w) => w.f(L.b2UnwindAngle(r.f())),
  b2Rot_GetAngle: (L, r, w) => w.f(L.b2Rot_GetAngle(rot(L, r))),
  b2RelativeAngle: (L, r, w) => w.f(L.b2RelativeAngle(rot(L, r), rot(L, r))),
  b2Normalize: (L, r, w) => w.v(L.b2Normalize(new L.b2Vec2(), vec(L, r))),
  b2GetLengthAndNormalize: (L, r, w) => {
    const n = new L.b2Vec2();
    const length = L.b2GetLengthAndNormalize(n, vec(L, r));
    w.v(n).f(length);
  },
  b2IsNormalized: (L, r, w) => w.i(L.b2IsNormalized(vec(L, r))),
  b2Length: (L, r, w) => w.f(L.b2Length(vec(L, r))),
  b2LengthSquared: (L, r, w) => w.f(L.b2LengthSquared(vec(L, r))),
  b2Distance: (L, r, w) => w.f(L.b2Distance(vec(L, r), vec(L, r))),
  b2DistanceSquared: (L, r, w) => w.f(L.b2DistanceSquared(vec(L, r), vec(L, r))),
  b2Dot: (L, r, w) => w.f(L.b2Dot(vec(L, r), vec(L, r))),
  b2Cross: (L, r, w) => w.f(L.b2Cross(vec(L, r), vec(L, r))),
  b2CrossVS: (L, r, w) => w.v(L.b2CrossVS(new L.b2Vec2(), vec(L, r), r.f())),
  b2CrossSV: (L, r, w) => w.v(L.b2CrossSV(new L.b2Vec2(), r.f(), vec(L, r))),
  b2Lerp: (L, r, w) => w.v(L.b2Lerp(new L.b2Vec2(), vec(L, r), vec(L, r), r.f())),
  b2MulAdd: (L, r, w) => w.v(L.b2MulAdd(new L.b2Vec2(), vec(L, r), r.f(), vec(L, r))),
  b2MulSub: (L, r, w) => w.v(L.b2MulSub(new L.b2Vec2(), vec(L, r), r.f(), vec(L, r))),
  b2NLerp: (L, r, w) => rotOut(w, L.b2NLerp(new L.b2Rot(), rot(L, r), rot(L, r), r.f())),
  b2IntegrateRotation: (L, r, w) => rotOut(w, L.b2IntegrateRotation(new L.b2Rot(), rot(L, r), r.f())),
  b2NormalizeRot: (L, r, w) => rotOut(w, L.b2NormalizeRot(new L.b2Rot(), rot(L, r))),
  b2ComputeRotationBetweenUnitVectors: (L, r, w) => rotOut(w, L.b2ComputeRotationBetweenUnitVectors(new L.b2Rot(), vec(L, r), vec(L, r))),
  b2ComputeAngularVelocity: (L, r, w) => w.f(L.b2ComputeAngularVelocity(rot(L, r), rot(L, r), r.f())),
  b2IsNormalizedRot: (L, r, w) => w.i(L.b2IsNormalizedRot(rot(L, r))),
  b2IsValidRotation: (L, r, w) => w.i(L.b2IsValidRotation(rot(L, r))),
  b2MulRot: (L, r, w) => rotOut(w, L.b2MulRot(new L.b2Rot(), rot(L, r), rot(L, r))),
  b2InvMulRot: (L, r, w) => rotOut(w, L.b2InvMulRot(new L.b2Rot(), rot(L, r), rot(L, r))),
  b2RotateVector: (L, r, w) => w.v(L.b2RotateVector(new L.b2Vec2(), rot(L, r), vec(L, r))),
  b2InvRotateVector: (L, r, w) => w.v(L.b2InvRotateVector(new L.b2Vec2(), rot(L, r), vec(L, r))),
  b2TransformPoint: (L, r, w) => w.v(L.b2TransformPoint(new L.b2Vec2(), xf(L, r), vec(L, r))),
  b2InvTransformPoint: (L, r, w) => w.v(L.b2InvTransformPoint(new L.b2Vec2(), xf(L, r), vec(L, r))),
  b2MulTransforms: (L, r, w) => {
    const t = L.b2MulTransforms(new L.b2Transform(), xf(L, r), xf(L, r));
    rotOut(w.v(t.p), t.q);
  },
  b2InvMulTransforms: (L, r, w) => {
    const t = L.b2InvMulTransforms(new L.b2Transform(), xf(L, r), xf(L, r));
    rotOut(w.v(t.p), t.q);
  },
  b2MulMV: (L, r, w) => w.v(L.b2MulMV(new L.b2Vec2(), mat(L, r), vec(L, r))),
  b2GetInverse22: (L, r, w) => {
    const m = L.b2GetInverse22(new L.b2Mat22(), mat(L, r));
    w.v(m.cx).v(m.cy);
  },
  b2Solve22: (L, r, w) => w.v(L.b2Solve22(new L.b2Vec2(), mat(L, r), vec(L, r))),
  b2SpringDamper: (L, r, w) => w.f(L.b2SpringDamper(r.f(), r.f(), r.f(), r.f(), r.f())),
  b2PlaneSeparation: (L, r, w) => w.f(L.b2PlaneSeparation(plane(L, r), vec(L, r))),
  b2IsValidPlane: (L, r, w) => w.i(L.b2IsValidPlane(plane(L, r))),
};

export const AABB_CALLS: Readonly<Record<string, Call>> = {
  b2IsValidAABB: (L, r, w) => w.i(L.b2IsValidAABB(box(L, r))),
  b2AABB_Contains: (L, r, w) => w.i(L.b2AABB_Contains(box(L, r), box(L, r))),
  b2AABB_Overlaps: (L, r, w) => w.i(L.b2AABB_Overlaps(box(L, r), box(L, r))),
  b2AABB_Center: (L, r, w) => w.v(L.b2AABB_Center(new L.b2Vec2(), box(L, r))),
  b2AABB_Extents: (L, r, w) => w.v(L.b2AABB_Extents(new L.b2Vec2(), box(L, r))),
  b2AABB_Union: (L, r, w) => boxOut(w, L.b2AABB_Union(new L.b2AABB(), box(L, r), box(L, r))),
  b2Perimeter: (L, r, w) => w.f(L.b2Perimeter(box(L, r))),
  b2EnlargeAABB: (L, r, w) => {
    const a = box(L, r);
    const grew = L.b2EnlargeAABB(a, box(L, r));
    boxOut(w, a).i(grew);
  },
  // The points, then the radius as the last input.
  b2MakeAABB: (L, r, w) => {
    const points: InstanceType<V3Lib['b2Vec2']>[] = [];
    while (r.left > 1) points.push(vec(L, r));
    boxOut(w, L.b2MakeAABB(new L.b2AABB(), points, points.length, r.f()));
  },
  b2AABB_RayCast: (L, r, w) => {
    const o = L.b2AABB_RayCast(new L.b2CastOutput(), box(L, r), vec(L, r), vec(L, r));
    w.touching = o.hit;
    w.v(o.normal).v(o.point).f(o.fraction).i(o.iterations).i(o.hit);
  },
};

export const HULL_CALLS: Readonly<Record<string, Call>> = {
  // The hull's count, its points, and b2ValidateHull of it (false for an empty hull).
  b2ComputeHull: (L, r, w) => {
    const points: InstanceType<V3Lib['b2Vec2']>[] = [];
    while (r.left > 0) points.push(vec(L, r));
    const h = L.b2ComputeHull(new L.b2Hull(), points, points.length);
    w.i(h.count);
    for (let i = 0; i < h.count; i++) w.v(h.points[i]);
    w.i(h.count > 0 ? L.b2ValidateHull(h) : false);
  },
  b2ValidateHull: (L, r, w) => {
    const h = new L.b2Hull();
    h.count = r.left / 2;
    for (let i = 0; i < h.count; i++) {
      h.points[i].x = r.f();
      h.points[i].y = r.f();
    }
    w.i(L.b2ValidateHull(h));
  },
};

export const MOVER_CALLS: Readonly<Record<string, Call>> = {
  // targetDelta, then per plane normal, offset, pushLimit, clipVelocity (0 or 1). Outputs: the
  // translation, the iteration count, each plane's push, then b2ClipVector(targetDelta).
  b2SolvePlanes: (L, r, w) => {
    const target = vec(L, r);
    const planes: InstanceType<V3Lib['b2CollisionPlane']>[] = [];
    while (r.left >= 5) {
      const p = new L.b2CollisionPlane();
      p.plane.normal.x = r.f();
      p.plane.normal.y = r.f();
      p.plane.offset = r.f();
      p.pushLimit = r.f();
      p.clipVelocity = r.f() !== 0;
      planes.push(p);
    }
    const result = L.b2SolvePlanes(new L.b2PlaneSolverResult(), target, planes, planes.length);
    w.v(result.translation).i(result.iterationCount);
    for (const p of planes) w.f(p.push);
    w.v(L.b2ClipVector(new L.b2Vec2(), target, planes, planes.length));
  },
};
