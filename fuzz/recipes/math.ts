// Recipes for the math exports: vectors, rotations, transforms, their views, and the free
// functions over them. Checks recompute the answer in float64 here.

import type { Rng } from '../../compare/runner/rng';
import type { Recipe } from '../recipe';
import { apply, expect, near, nearVec } from './checks';
import { angle, rot, vec, xf, type L } from './makers';

type P = { x: number; y: number };
type R = { s: number; c: number };
const unitRot = (rng: Rng): R => {
  const a = angle(rng);
  return { s: Math.sin(a), c: Math.cos(a) };
};

/** A b2Vec2, or a b2Vec2View over a fresh array (the same methods, the view's storage). */
function vecOrView(lib: L, rng: Rng, view: boolean, s = 2) {
  const v = vec(lib, rng, s);
  if (!view) return v;
  const arr = [rng.range(-1, 1), v.x, v.y];
  return new lib.b2Vec2View(arr, 1, 2) as unknown as typeof v;
}
function rotOrView(lib: L, rng: Rng, view: boolean) {
  const q = rot(lib, rng);
  if (!view) return q;
  return new lib.b2RotView([q.s, q.c], 0, 1) as unknown as typeof q;
}

/**
 * A view inherits its methods from b2Vec2 (or b2Rot): their errors name b2Vec2.Length, which is the
 * method a view's Length is (a documented delegation).
 */
function inherited(recipes: Record<string, Recipe>, from: string | null): Record<string, Recipe> {
  if (from === null) return recipes;
  return Object.fromEntries(
    Object.entries(recipes).map(([id, recipe]) => [id, (lib: L, rng: Rng) => ({ ...recipe(lib, rng), alsoNamed: [`${from}.${id.split('.')[1]}`] })]),
  );
}

function vecMethods(owner: string, view: boolean): Record<string, Recipe> {
  const self = (lib: L, rng: Rng) => vecOrView(lib, rng, view);
  return inherited({
    [`${owner}.SetZero`]: (lib, rng) => {
      const v = self(lib, rng);
      return { self: v, args: [], check: () => expect(v.x === 0 && v.y === 0, `(${v.x}, ${v.y}) after SetZero`) };
    },
    [`${owner}.Set`]: (lib, rng) => {
      const v = self(lib, rng);
      const [x, y] = [rng.range(-5, 5), rng.range(-5, 5)];
      const a = [x, y];
      return { self: v, args: a, check: () => nearVec(v, { x: a[0] as number, y: a[1] as number }, 1, 'Set') };
    },
    [`${owner}.Copy`]: (lib, rng) => {
      const v = self(lib, rng);
      const o = vec(lib, rng);
      return { self: v, args: [o], check: () => nearVec(v, o, 1, 'Copy') };
    },
    [`${owner}.Clone`]: (lib, rng) => {
      const v = self(lib, rng);
      return { self: v, args: [], check: (r) => nearVec(r as P, v, 1, 'Clone') };
    },
    [`${owner}.Length`]: (lib, rng) => {
      const v = self(lib, rng);
      return { self: v, args: [], check: (r) => expect(near(r as number, Math.hypot(v.x, v.y), 1), `Length ${String(r)} of (${v.x}, ${v.y})`) };
    },
    [`${owner}.LengthSquared`]: (lib, rng) => {
      const v = self(lib, rng);
      return { self: v, args: [], check: (r) => expect(near(r as number, v.x * v.x + v.y * v.y, v.x * v.x + v.y * v.y), `LengthSquared ${String(r)}`) };
    },
    [`${owner}.Normalize`]: (lib, rng) => {
      const v = self(lib, rng);
      return { self: v, args: [], check: (r) => expect((r as number) >= 0 && (Math.hypot(v.x, v.y) === 0 || near(Math.hypot(v.x, v.y), 1)), `Normalize left (${v.x}, ${v.y}), returned ${String(r)}`) };
    },
    [`${owner}.IsValid`]: (lib, rng) => {
      const v = self(lib, rng);
      return { self: v, args: [], judges: true, check: (r) => expect(r === (Number.isFinite(v.x) && Number.isFinite(v.y) && typeof v.x === 'number'), `IsValid ${String(r)} for (${String(v.x)}, ${String(v.y)})`) };
    },
  }, view ? 'b2Vec2' : null);
}

function rotMethods(owner: string, view: boolean): Record<string, Recipe> {
  const self = (lib: L, rng: Rng) => rotOrView(lib, rng, view);
  const isUnit = (q: R) => near(q.s * q.s + q.c * q.c, 1, 1, 1e-3);
  return inherited({
    [`${owner}.Set`]: (lib, rng) => {
      const q = self(lib, rng);
      const a = [angle(rng)];
      return { self: q, args: a, check: () => expect(isUnit(q) && near(q.s, Math.sin(a[0])) && near(q.c, Math.cos(a[0])), `Set(${a[0]}) gave (${q.s}, ${q.c})`) };
    },
    [`${owner}.SetSinCos`]: (lib, rng) => {
      const q = self(lib, rng);
      const u = unitRot(rng);
      return { self: q, args: [u.s, u.c], check: () => expect(isUnit(q), `(${q.s}, ${q.c}) is not a unit rotation`) };
    },
    [`${owner}.SetIdentity`]: (lib, rng) => {
      const q = self(lib, rng);
      return { self: q, args: [], check: () => expect(q.s === 0 && q.c === 1, 'not the identity') };
    },
    [`${owner}.Copy`]: (lib, rng) => {
      const q = self(lib, rng);
      const o = rot(lib, rng);
      return { self: q, args: [o], check: () => expect(q.s === o.s && q.c === o.c, 'Copy differs') };
    },
    [`${owner}.IsValid`]: (lib, rng) => ({ self: self(lib, rng), args: [], judges: true }),
    [`${owner}.GetAngle`]: (lib, rng) => {
      const q = self(lib, rng);
      return { self: q, args: [], check: (r) => expect(near(r as number, Math.atan2(q.s, q.c), 1, 1e-3), `GetAngle ${String(r)} for (${q.s}, ${q.c})`) };
    },
    [`${owner}.GetXAxis`]: (lib, rng) => {
      const q = self(lib, rng);
      return { self: q, args: [new lib.b2Vec2()], check: (r) => nearVec(r as P, { x: q.c, y: q.s }) };
    },
    [`${owner}.GetYAxis`]: (lib, rng) => {
      const q = self(lib, rng);
      return { self: q, args: [new lib.b2Vec2()], check: (r) => nearVec(r as P, { x: -q.s, y: q.c }) };
    },
  }, view ? 'b2Rot' : null);
}

const mulRV = (q: R, v: P): P => ({ x: q.c * v.x - q.s * v.y, y: q.s * v.x + q.c * v.y });
const mulTRV = (q: R, v: P): P => ({ x: q.c * v.x + q.s * v.y, y: -q.s * v.x + q.c * v.y });

type Kind = 'R' | 'X' | 'V';
function mulRecipe(name: string, a: Kind, b: Kind, transposed: boolean): Recipe {
  return (lib, rng) => {
    const make = (k: Kind) => (k === 'R' ? rot(lib, rng) : k === 'X' ? xf(lib, rng, 2) : vec(lib, rng));
    const A = make(a) as never as { p: P; q: R } & R & P;
    const B = make(b) as never as { p: P; q: R } & R & P;
    const out = b === 'V' ? new lib.b2Vec2() : b === 'R' ? new lib.b2Rot() : new lib.b2Transform();
    const check = (): string | null => {
      const o = out as never as { p: P; q: R } & R & P;
      if (b === 'V' && a === 'R') return nearVec(o, transposed ? mulTRV(A, B) : mulRV(A, B), 2, name);
      if (b === 'V') {
        const want = transposed ? mulTRV(A.q, { x: B.x - A.p.x, y: B.y - A.p.y }) : apply(A, B);
        return nearVec(o, want, 4, name);
      }
      if (b === 'R') {
        const want = transposed ? { s: A.c * B.s - A.s * B.c, c: A.c * B.c + A.s * B.s } : { s: A.s * B.c + A.c * B.s, c: A.c * B.c - A.s * B.s };
        return expect(near(o.s, want.s) && near(o.c, want.c), `${name} rotation (${o.s}, ${o.c})`);
      }
      const wantQ = transposed ? { s: A.q.c * B.q.s - A.q.s * B.q.c, c: A.q.c * B.q.c + A.q.s * B.q.s } : { s: A.q.s * B.q.c + A.q.c * B.q.s, c: A.q.c * B.q.c - A.q.s * B.q.s };
      const wantP = transposed ? mulTRV(A.q, { x: B.p.x - A.p.x, y: B.p.y - A.p.y }) : apply(A, B.p);
      return nearVec(o.p, wantP, 4, name) ?? expect(near(o.q.s, wantQ.s) && near(o.q.c, wantQ.c), `${name} rotation`);
    };
    return { args: [A, B, out], check };
  };
}

/** A sine or cosine: within 1e-6 of the engine's (the library's own is the same in every engine). */
function trig(name: string, f: (x: number) => number): Recipe {
  return (_lib, rng) => {
    const x = rng.chance(0.8) ? rng.range(-10, 10) : rng.range(-1e6, 1e6);
    return { args: [x], check: (r) => expect(near(r as number, f(x), 1, 1e-6), `${name}(${x}) = ${String(r)}`) };
  };
}
function atan2(name: string): Recipe {
  return (_lib, rng) => {
    const [y, x] = [rng.range(-5, 5), rng.range(-5, 5)];
    return { args: [y, x], check: (r) => expect(near(r as number, Math.atan2(y, x), 1, 1e-6), `${name}(${y}, ${x}) = ${String(r)}`) };
  };
}

export const mathRecipes: Record<string, Recipe | Recipe[]> = {
  'new b2Vec2': (_lib, rng) => ({ args: [rng.range(-5, 5), rng.range(-5, 5)], optional: [0, 1] }),
  'new b2Rot': () => ({ args: [] }),
  'new b2Transform': () => ({ args: [] }),
  'new b2Vec2View': (_lib, rng) => ({ args: [[rng.range(-1, 1), rng.range(-1, 1), rng.range(-1, 1)], 1, 2] }),
  'new b2RotView': (_lib, rng) => {
    const u = unitRot(rng);
    // Not the whole array: any array of numbers (the hostile [1, 2] too) is valid storage for a
    // view, which does not test unit length (as new b2Rot(s, c) does not); its elements are attacked.
    return { args: [[u.s, u.c], 0, 1], notAttacked: [/^args\[0\]$/] };
  },
  ...vecMethods('b2Vec2', false),
  ...vecMethods('b2Vec2View', true),
  ...rotMethods('b2Rot', false),
  ...rotMethods('b2RotView', true),
  'b2Sin': trig('b2Sin', Math.sin),
  'b2Cos': trig('b2Cos', Math.cos),
  'b2Atan2': atan2('b2Atan2'),
  'b2Atan2f': atan2('b2Atan2f'),
  // float32 build only: its own sine and cosine (glibc's sinf/cosf, so b2Rot.Set matches C++).
  'b2Sinf': (_lib, rng) => {
    const x = rng.range(-10, 10);
    return { args: [x], check: (r) => expect(near(r as number, Math.sin(x), 1, 1e-6), `b2Sinf(${x}) = ${String(r)}`) };
  },
  'b2Cosf': (_lib, rng) => {
    const x = rng.range(-10, 10);
    return { args: [x], check: (r) => expect(near(r as number, Math.cos(x), 1, 1e-6), `b2Cosf(${x}) = ${String(r)}`) };
  },
  'b2IsUnitRotation': (_lib, rng) => {
    const u = unitRot(rng);
    return { args: [u.s, u.c], judges: true, check: (r) => expect(r === true, `false for (${u.s}, ${u.c})`) };
  },
  'b2Transform.SetIdentity': (lib, rng) => {
    const t = xf(lib, rng);
    return { self: t, args: [], check: () => expect(t.p.x === 0 && t.p.y === 0 && t.q.s === 0 && t.q.c === 1, 'not the identity') };
  },
  'b2Transform.Set': (lib, rng) => {
    const t = xf(lib, rng);
    const p = vec(lib, rng);
    const a = angle(rng);
    return { self: t, args: [p, a], check: () => nearVec(t.p, p) ?? expect(near(t.q.s, Math.sin(a)) && near(t.q.c, Math.cos(a)), 'rotation') };
  },
  'b2Transform.SetPositionSinCos': (lib, rng) => {
    const t = new lib.b2Transform();
    const u = unitRot(rng);
    const args = [rng.range(-5, 5), rng.range(-5, 5), u.s, u.c];
    return { self: t, args, check: () => nearVec(t.p, { x: args[0], y: args[1] }) };
  },
  'b2Transform.Copy': (lib, rng) => {
    const t = new lib.b2Transform();
    const o = xf(lib, rng);
    return { self: t, args: [o], check: () => nearVec(t.p, o.p) ?? expect(t.q.s === o.q.s && t.q.c === o.q.c, 'rotation differs') };
  },
  'b2Transform.IsValid': (lib, rng) => ({ self: xf(lib, rng), args: [], judges: true, check: (r) => expect(r === true || r === false, 'not a boolean') }),
  'b2Dot': (lib, rng) => {
    const [a, b] = [vec(lib, rng), vec(lib, rng)];
    return { args: [a, b], check: (r) => expect(near(r as number, a.x * b.x + a.y * b.y, 4), `b2Dot ${String(r)}`) };
  },
  'b2Cross_V_V': (lib, rng) => {
    const [a, b] = [vec(lib, rng), vec(lib, rng)];
    return { args: [a, b], check: (r) => expect(near(r as number, a.x * b.y - a.y * b.x, 4), `b2Cross_V_V ${String(r)}`) };
  },
  'b2Cross_V_S': (lib, rng) => {
    const a = vec(lib, rng);
    const s = rng.range(-3, 3);
    const out = new lib.b2Vec2();
    return { args: [a, s, out], check: () => nearVec(out, { x: s * a.y, y: -s * a.x }, 6) };
  },
  'b2Cross_S_V': (lib, rng) => {
    const a = vec(lib, rng);
    const s = rng.range(-3, 3);
    const out = new lib.b2Vec2();
    return { args: [s, a, out], check: () => nearVec(out, { x: -s * a.y, y: s * a.x }, 6) };
  },
  'b2Mul_R_V': mulRecipe('b2Mul_R_V', 'R', 'V', false),
  'b2MulT_R_V': mulRecipe('b2MulT_R_V', 'R', 'V', true),
  'b2Mul_X_V': mulRecipe('b2Mul_X_V', 'X', 'V', false),
  'b2MulT_X_V': mulRecipe('b2MulT_X_V', 'X', 'V', true),
  'b2Mul_R_R': mulRecipe('b2Mul_R_R', 'R', 'R', false),
  'b2MulT_R_R': mulRecipe('b2MulT_R_R', 'R', 'R', true),
  'b2Mul_X_X': mulRecipe('b2Mul_X_X', 'X', 'X', false),
  'b2MulT_X_X': mulRecipe('b2MulT_X_X', 'X', 'X', true),
  'b2Mul': [mulRecipe('b2Mul', 'R', 'V', false), mulRecipe('b2Mul', 'X', 'V', false), mulRecipe('b2Mul', 'R', 'R', false), mulRecipe('b2Mul', 'X', 'X', false)],
  'b2MulT': [mulRecipe('b2MulT', 'R', 'V', true), mulRecipe('b2MulT', 'X', 'V', true), mulRecipe('b2MulT', 'R', 'R', true), mulRecipe('b2MulT', 'X', 'X', true)],
};
