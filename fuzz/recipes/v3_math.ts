// Recipes for the v3 layer's math_functions exports (`b2collide/v3`, `b2collide/v3/f64`): every
// function and every struct's constructor. Checks recompute the answer in float64 here, sharing
// no code with src/v3 (Math.cos/sin/atan2 are fine in a check: it only judges closeness).

import type { Rng } from '../../compare/runner/rng';
import type { V3Lib } from '../library';
import type { Call, Recipe } from '../recipe';
import { expect, near, nearVec } from './checks';

type P = { x: number; y: number };
type R = { c: number; s: number };
/** A v3 recipe, typed against the v3 module (the fuzz hands it over as the v2.4.1 `Lib`). */
export type V3Recipe = (lib: V3Lib, rng: Rng) => Call;

export const v3Vec = (lib: V3Lib, rng: Rng, s = 2) => new lib.b2Vec2(rng.range(-s, s), rng.range(-s, s));
export function v3Rot(lib: V3Lib, rng: Rng) {
  const a = rng.range(-3, 3);
  return new lib.b2Rot(Math.cos(a), Math.sin(a));
}
export function v3Xf(lib: V3Lib, rng: Rng, spread = 2) {
  const t = new lib.b2Transform();
  const a = rng.range(-3, 3);
  t.p.x = rng.range(-spread, spread);
  t.p.y = rng.range(-spread, spread);
  t.q.c = Math.cos(a);
  t.q.s = Math.sin(a);
  return t;
}
function mat(lib: V3Lib, rng: Rng) {
  const m = new lib.b2Mat22();
  m.cx.x = rng.range(1, 3);
  m.cx.y = rng.range(-0.5, 0.5);
  m.cy.x = rng.range(-0.5, 0.5);
  m.cy.y = rng.range(1, 3);
  return m;
}
export function v3Plane(lib: V3Lib, rng: Rng) {
  const p = new lib.b2Plane();
  const a = rng.range(-3, 3);
  p.normal.x = Math.cos(a);
  p.normal.y = Math.sin(a);
  p.offset = rng.range(-1, 1);
  return p;
}

const rotP = (q: R, v: P): P => ({ x: q.c * v.x - q.s * v.y, y: q.s * v.x + q.c * v.y });
const invRotP = (q: R, v: P): P => ({ x: q.c * v.x + q.s * v.y, y: -q.s * v.x + q.c * v.y });
const nearRot = (got: R, want: R, what: string): string | null =>
  near(got.c, want.c) && near(got.s, want.s) ? null : `${what} (c ${got.c}, s ${got.s}) instead of (c ${want.c}, s ${want.s})`;
const unit = (c: number, s: number): R => {
  const m = Math.hypot(c, s);
  return m > 0 ? { c: c / m, s: s / m } : { c: 0, s: 0 };
};
/** The angle difference modulo 2π, in [0, π]. */
const angleGap = (a: number, b: number): number => {
  const d = Math.abs(a - b) % (2 * Math.PI);
  return Math.min(d, 2 * Math.PI - d);
};

/** A function writing a vector into args[0] from the other args: check it against want(args). */
function outVec(make: (lib: V3Lib, rng: Rng) => unknown[], want: (a: never) => P, name: string): V3Recipe {
  return (lib, rng) => {
    const out = new lib.b2Vec2();
    const rest = make(lib, rng);
    const expected = want(rest as never);
    return { args: [out, ...rest], twin: 1e-5, check: (r) => (r !== out ? `${name} did not return out` : nearVec(out, expected, 1, name)) };
  };
}
function outRot(make: (lib: V3Lib, rng: Rng) => unknown[], want: (a: never) => R, name: string): V3Recipe {
  return (lib, rng) => {
    const out = new lib.b2Rot();
    const rest = make(lib, rng);
    const expected = want(rest as never);
    return { args: [out, ...rest], twin: 1e-5, check: (r) => (r !== out ? `${name} did not return out` : nearRot(out, expected, name)) };
  };
}
function scalar(make: (lib: V3Lib, rng: Rng) => unknown[], want: (a: never) => number, name: string): V3Recipe {
  return (lib, rng) => {
    const args = make(lib, rng);
    const expected = want(args as never);
    return { args, twin: 1e-5, check: (r) => expect(near(r as number, expected, Math.abs(expected)), `${name} ${String(r)} instead of ${expected}`) };
  };
}
function predicate(make: (lib: V3Lib, rng: Rng) => unknown[], want: (a: never) => boolean, name: string): V3Recipe {
  return (lib, rng) => {
    const args = make(lib, rng);
    const expected = want(args as never);
    return { args, judges: true, check: (r) => expect(r === expected, `${name} ${String(r)} instead of ${expected}`) };
  };
}
const ints = (rng: Rng, n: number): number[] => Array.from({ length: n }, () => rng.int(-100, 100));
const nums = (rng: Rng, n: number): number[] => Array.from({ length: n }, () => rng.range(-5, 5));

const classes = ['b2Vec2', 'b2CosSin', 'b2Rot', 'b2Transform', 'b2Mat22', 'b2AABB', 'b2Plane'];

const v3MathTable: Record<string, V3Recipe> = {
  ...Object.fromEntries(classes.map((c) => [`new ${c}`, (() => ({ args: [] })) as V3Recipe])),

  b2IsValidFloat: predicate((_l, rng) => [rng.range(-1e3, 1e3)], () => true, 'b2IsValidFloat'),
  b2IsValidVec2: predicate((lib, rng) => [v3Vec(lib, rng)], () => true, 'b2IsValidVec2'),
  b2IsValidRotation: predicate((lib, rng) => [v3Rot(lib, rng)], () => true, 'b2IsValidRotation'),
  b2IsValidPlane: predicate((lib, rng) => [v3Plane(lib, rng)], () => true, 'b2IsValidPlane'),
  b2MinInt: scalar((_l, rng) => ints(rng, 2), ([a, b]: number[]) => Math.min(a, b), 'b2MinInt'),
  b2MaxInt: scalar((_l, rng) => ints(rng, 2), ([a, b]: number[]) => Math.max(a, b), 'b2MaxInt'),
  b2AbsInt: scalar((_l, rng) => ints(rng, 1), ([a]: number[]) => Math.abs(a), 'b2AbsInt'),
  b2ClampInt: scalar((_l, rng) => [rng.int(-100, 100), -10, 10], ([a, lo, hi]: number[]) => Math.min(hi, Math.max(lo, a)), 'b2ClampInt'),
  b2MinFloat: scalar((_l, rng) => nums(rng, 2), ([a, b]: number[]) => Math.min(a, b), 'b2MinFloat'),
  b2MaxFloat: scalar((_l, rng) => nums(rng, 2), ([a, b]: number[]) => Math.max(a, b), 'b2MaxFloat'),
  b2AbsFloat: scalar((_l, rng) => nums(rng, 1), ([a]: number[]) => Math.abs(a), 'b2AbsFloat'),
  b2ClampFloat: scalar((_l, rng) => [rng.range(-5, 5), -1, 1], ([a, lo, hi]: number[]) => Math.min(hi, Math.max(lo, a)), 'b2ClampFloat'),
  b2Atan2: (_l, rng) => {
    const args = nums(rng, 2);
    return { args, twin: 1e-5, check: (r) => expect(angleGap(r as number, Math.atan2(args[0], args[1])) < 1e-4, `b2Atan2 ${String(r)} for (${args[0]}, ${args[1]})`) };
  },
  b2UnwindAngle: (_l, rng) => {
    const args = [rng.range(-100, 100)];
    return { args, twin: 1e-5, check: (r) => expect(Math.abs(r as number) <= Math.PI + 1e-6 && angleGap(r as number, args[0]) < 1e-4, `b2UnwindAngle ${String(r)} for ${args[0]}`) };
  },
  b2ComputeCosSin: (lib, rng) => {
    const out = new lib.b2CosSin();
    const a = rng.range(-10, 10);
    return { args: [out, a], twin: 1e-5, check: () => expect(near(out.cosine, Math.cos(a), 1, 2e-3) && near(out.sine, Math.sin(a), 1, 2e-3), `b2ComputeCosSin(${a}) = (${out.cosine}, ${out.sine})`) };
  },
  b2MakeRot: (lib, rng) => {
    const out = new lib.b2Rot();
    const a = rng.range(-10, 10);
    return { args: [out, a], twin: 1e-5, check: () => expect(near(out.c, Math.cos(a), 1, 2e-3) && near(out.s, Math.sin(a), 1, 2e-3), `b2MakeRot(${a}) = (${out.c}, ${out.s})`) };
  },
  b2Dot: scalar((lib, rng) => [v3Vec(lib, rng), v3Vec(lib, rng)], ([a, b]: P[]) => a.x * b.x + a.y * b.y, 'b2Dot'),
  b2Cross: scalar((lib, rng) => [v3Vec(lib, rng), v3Vec(lib, rng)], ([a, b]: P[]) => a.x * b.y - a.y * b.x, 'b2Cross'),
  b2CrossVS: outVec((lib, rng) => [v3Vec(lib, rng), rng.range(-2, 2)], ([v, s]: [P, number]) => ({ x: s * v.y, y: -s * v.x }), 'b2CrossVS'),
  b2CrossSV: outVec((lib, rng) => [rng.range(-2, 2), v3Vec(lib, rng)], ([s, v]: [number, P]) => ({ x: -s * v.y, y: s * v.x }), 'b2CrossSV'),
  b2LeftPerp: outVec((lib, rng) => [v3Vec(lib, rng)], ([v]: P[]) => ({ x: -v.y, y: v.x }), 'b2LeftPerp'),
  b2RightPerp: outVec((lib, rng) => [v3Vec(lib, rng)], ([v]: P[]) => ({ x: v.y, y: -v.x }), 'b2RightPerp'),
  b2Add: outVec((lib, rng) => [v3Vec(lib, rng), v3Vec(lib, rng)], ([a, b]: P[]) => ({ x: a.x + b.x, y: a.y + b.y }), 'b2Add'),
  b2Sub: outVec((lib, rng) => [v3Vec(lib, rng), v3Vec(lib, rng)], ([a, b]: P[]) => ({ x: a.x - b.x, y: a.y - b.y }), 'b2Sub'),
  b2Neg: outVec((lib, rng) => [v3Vec(lib, rng)], ([a]: P[]) => ({ x: -a.x, y: -a.y }), 'b2Neg'),
  b2Lerp: outVec((lib, rng) => [v3Vec(lib, rng), v3Vec(lib, rng), rng.range(0, 1)], ([a, b, t]: [P, P, number]) => ({ x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) }), 'b2Lerp'),
  b2Mul: outVec((lib, rng) => [v3Vec(lib, rng), v3Vec(lib, rng)], ([a, b]: P[]) => ({ x: a.x * b.x, y: a.y * b.y }), 'b2Mul'),
  b2MulSV: outVec((lib, rng) => [rng.range(-2, 2), v3Vec(lib, rng)], ([s, v]: [number, P]) => ({ x: s * v.x, y: s * v.y }), 'b2MulSV'),
  b2MulAdd: outVec((lib, rng) => [v3Vec(lib, rng), rng.range(-2, 2), v3Vec(lib, rng)], ([a, s, b]: [P, number, P]) => ({ x: a.x + s * b.x, y: a.y + s * b.y }), 'b2MulAdd'),
  b2MulSub: outVec((lib, rng) => [v3Vec(lib, rng), rng.range(-2, 2), v3Vec(lib, rng)], ([a, s, b]: [P, number, P]) => ({ x: a.x - s * b.x, y: a.y - s * b.y }), 'b2MulSub'),
  b2Abs: outVec((lib, rng) => [v3Vec(lib, rng)], ([a]: P[]) => ({ x: Math.abs(a.x), y: Math.abs(a.y) }), 'b2Abs'),
  b2Min: outVec((lib, rng) => [v3Vec(lib, rng), v3Vec(lib, rng)], ([a, b]: P[]) => ({ x: Math.min(a.x, b.x), y: Math.min(a.y, b.y) }), 'b2Min'),
  b2Max: outVec((lib, rng) => [v3Vec(lib, rng), v3Vec(lib, rng)], ([a, b]: P[]) => ({ x: Math.max(a.x, b.x), y: Math.max(a.y, b.y) }), 'b2Max'),
  b2Clamp: outVec(
    (lib, rng) => [v3Vec(lib, rng), new lib.b2Vec2(-1, -1), new lib.b2Vec2(1, 1)],
    ([v, a, b]: P[]) => ({ x: Math.min(b.x, Math.max(a.x, v.x)), y: Math.min(b.y, Math.max(a.y, v.y)) }),
    'b2Clamp',
  ),
  b2Length: scalar((lib, rng) => [v3Vec(lib, rng)], ([v]: P[]) => Math.hypot(v.x, v.y), 'b2Length'),
  b2LengthSquared: scalar((lib, rng) => [v3Vec(lib, rng)], ([v]: P[]) => v.x * v.x + v.y * v.y, 'b2LengthSquared'),
  b2Distance: scalar((lib, rng) => [v3Vec(lib, rng), v3Vec(lib, rng)], ([a, b]: P[]) => Math.hypot(a.x - b.x, a.y - b.y), 'b2Distance'),
  b2DistanceSquared: scalar((lib, rng) => [v3Vec(lib, rng), v3Vec(lib, rng)], ([a, b]: P[]) => (a.x - b.x) ** 2 + (a.y - b.y) ** 2, 'b2DistanceSquared'),
  b2Normalize: outVec((lib, rng) => [v3Vec(lib, rng)], ([v]: P[]) => { const m = Math.hypot(v.x, v.y); return m < 1.2e-7 ? { x: 0, y: 0 } : { x: v.x / m, y: v.y / m }; }, 'b2Normalize'),
  b2GetLengthAndNormalize: (lib, rng) => {
    const out = new lib.b2Vec2();
    const v = v3Vec(lib, rng);
    const m = Math.hypot(v.x, v.y);
    return { args: [out, v], twin: 1e-5, check: (r) => expect(near(r as number, m) && near(out.x, v.x / m) && near(out.y, v.y / m), `b2GetLengthAndNormalize ${String(r)}, (${out.x}, ${out.y})`) };
  },
  b2IsNormalized: predicate((lib, rng) => [rng.chance(0.5) ? new lib.b2Vec2(1, 0) : new lib.b2Vec2(rng.range(2, 3), 0)], ([v]: P[]) => v.x === 1, 'b2IsNormalized'),
  b2NormalizeRot: outRot((lib, rng) => [new lib.b2Rot(rng.range(-2, 2), rng.range(-2, 2))], ([q]: R[]) => unit(q.c, q.s), 'b2NormalizeRot'),
  b2IntegrateRotation: outRot((lib, rng) => [v3Rot(lib, rng), rng.range(-0.3, 0.3)], ([q, d]: [R, number]) => unit(q.c - d * q.s, q.s + d * q.c), 'b2IntegrateRotation'),
  b2ComputeRotationBetweenUnitVectors: (lib, rng) => {
    const out = new lib.b2Rot();
    const a = v3Rot(lib, rng);
    const b = v3Rot(lib, rng);
    const v1 = new lib.b2Vec2(a.c, a.s);
    const v2 = new lib.b2Vec2(b.c, b.s);
    return { args: [out, v1, v2], twin: 1e-5, check: () => nearVec(rotP(out, v1), v2, 1, 'the rotation applied to v1') };
  },
  b2IsNormalizedRot: predicate((lib, rng) => [rng.chance(0.5) ? v3Rot(lib, rng) : new lib.b2Rot(2, 0)], ([q]: R[]) => Math.abs(q.c * q.c + q.s * q.s - 1) < 1e-3, 'b2IsNormalizedRot'),
  b2NLerp: outRot((lib, rng) => [v3Rot(lib, rng), v3Rot(lib, rng), rng.range(0, 1)], ([a, b, t]: [R, R, number]) => unit((1 - t) * a.c + t * b.c, (1 - t) * a.s + t * b.s), 'b2NLerp'),
  b2ComputeAngularVelocity: scalar((lib, rng) => [v3Rot(lib, rng), v3Rot(lib, rng), rng.range(30, 120)], ([a, b, h]: [R, R, number]) => h * (b.s * a.c - b.c * a.s), 'b2ComputeAngularVelocity'),
  b2Rot_GetAngle: (lib, rng) => {
    const q = v3Rot(lib, rng);
    return { args: [q], twin: 1e-5, check: (r) => expect(angleGap(r as number, Math.atan2(q.s, q.c)) < 1e-4, `b2Rot_GetAngle ${String(r)}`) };
  },
  b2Rot_GetXAxis: outVec((lib, rng) => [v3Rot(lib, rng)], ([q]: R[]) => ({ x: q.c, y: q.s }), 'b2Rot_GetXAxis'),
  b2Rot_GetYAxis: outVec((lib, rng) => [v3Rot(lib, rng)], ([q]: R[]) => ({ x: -q.s, y: q.c }), 'b2Rot_GetYAxis'),
  b2MulRot: outRot((lib, rng) => [v3Rot(lib, rng), v3Rot(lib, rng)], ([q, r]: R[]) => ({ c: q.c * r.c - q.s * r.s, s: q.s * r.c + q.c * r.s }), 'b2MulRot'),
  b2InvMulRot: outRot((lib, rng) => [v3Rot(lib, rng), v3Rot(lib, rng)], ([q, r]: R[]) => ({ c: q.c * r.c + q.s * r.s, s: q.c * r.s - q.s * r.c }), 'b2InvMulRot'),
  b2RelativeAngle: (lib, rng) => {
    const b = v3Rot(lib, rng);
    const a = v3Rot(lib, rng);
    return { args: [b, a], twin: 1e-5, check: (r) => expect(angleGap(r as number, Math.atan2(b.s, b.c) - Math.atan2(a.s, a.c)) < 1e-4, `b2RelativeAngle ${String(r)}`) };
  },
  b2RotateVector: outVec((lib, rng) => [v3Rot(lib, rng), v3Vec(lib, rng)], ([q, v]: [R, P]) => rotP(q, v), 'b2RotateVector'),
  b2InvRotateVector: outVec((lib, rng) => [v3Rot(lib, rng), v3Vec(lib, rng)], ([q, v]: [R, P]) => invRotP(q, v), 'b2InvRotateVector'),
  b2TransformPoint: outVec((lib, rng) => [v3Xf(lib, rng), v3Vec(lib, rng)], ([t, v]: [{ p: P; q: R }, P]) => { const r = rotP(t.q, v); return { x: r.x + t.p.x, y: r.y + t.p.y }; }, 'b2TransformPoint'),
  b2InvTransformPoint: outVec((lib, rng) => [v3Xf(lib, rng), v3Vec(lib, rng)], ([t, v]: [{ p: P; q: R }, P]) => invRotP(t.q, { x: v.x - t.p.x, y: v.y - t.p.y }), 'b2InvTransformPoint'),
  b2MulTransforms: (lib, rng) => {
    const out = new lib.b2Transform();
    const A = v3Xf(lib, rng);
    const B = v3Xf(lib, rng);
    const v = { x: 0.5, y: -0.25 };
    const rb = rotP(B.q, v);
    const inB = { x: rb.x + B.p.x, y: rb.y + B.p.y };
    const ra = rotP(A.q, inB);
    const want = { x: ra.x + A.p.x, y: ra.y + A.p.y };
    return { args: [out, A, B], twin: 1e-5, check: () => { const r = rotP(out.q, v); return nearVec({ x: r.x + out.p.x, y: r.y + out.p.y }, want, 2, 'A·B applied to a point'); } };
  },
  b2InvMulTransforms: (lib, rng) => {
    const out = new lib.b2Transform();
    const A = v3Xf(lib, rng);
    const B = v3Xf(lib, rng);
    const v = { x: 0.5, y: -0.25 };
    const rb = rotP(B.q, v);
    const world = { x: rb.x + B.p.x, y: rb.y + B.p.y };
    const want = invRotP(A.q, { x: world.x - A.p.x, y: world.y - A.p.y });
    return { args: [out, A, B], twin: 1e-5, check: () => { const r = rotP(out.q, v); return nearVec({ x: r.x + out.p.x, y: r.y + out.p.y }, want, 2, 'Aᵀ·B applied to a point'); } };
  },
  b2MulMV: outVec((lib, rng) => [mat(lib, rng), v3Vec(lib, rng)], ([m, v]: [{ cx: P; cy: P }, P]) => ({ x: m.cx.x * v.x + m.cy.x * v.y, y: m.cx.y * v.x + m.cy.y * v.y }), 'b2MulMV'),
  b2GetInverse22: (lib, rng) => {
    const out = new lib.b2Mat22();
    const m = mat(lib, rng);
    return {
      args: [out, m],
      twin: 1e-5,
      check: () => {
        // out·m must be the identity.
        const a = out.cx.x * m.cx.x + out.cy.x * m.cx.y;
        const d = out.cx.y * m.cy.x + out.cy.y * m.cy.y;
        const b = out.cx.x * m.cy.x + out.cy.x * m.cy.y;
        return expect(near(a, 1) && near(d, 1) && near(b, 0), `inverse·m = [${a}, ${b}; ., ${d}]`);
      },
    };
  },
  b2Solve22: (lib, rng) => {
    const out = new lib.b2Vec2();
    const m = mat(lib, rng);
    const b = v3Vec(lib, rng);
    return { args: [out, m, b], twin: 1e-5, check: () => nearVec({ x: m.cx.x * out.x + m.cy.x * out.y, y: m.cx.y * out.x + m.cy.y * out.y }, b, 2, 'A·x') };
  },
  b2PlaneSeparation: scalar((lib, rng) => [v3Plane(lib, rng), v3Vec(lib, rng)], ([p, v]: [{ normal: P; offset: number }, P]) => p.normal.x * v.x + p.normal.y * v.y - p.offset, 'b2PlaneSeparation'),
  b2SpringDamper: scalar(
    (_l, rng) => [rng.range(1, 30), rng.range(0, 2), rng.range(-1, 1), rng.range(-3, 3), rng.range(0.005, 0.03)],
    ([hz, z, x, v, h]: number[]) => { const w = 2 * Math.PI * hz; const wh = w * h; return (v - w * wh * x) / (1 + 2 * z * wh + wh * wh); },
    'b2SpringDamper',
  ),
};

export const v3MathRecipes = v3MathTable as unknown as Record<string, Recipe>;
