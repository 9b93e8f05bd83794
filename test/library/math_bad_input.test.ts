// Bad input to the math primitives (not in C++, which trusts its input), in both builds: b2Vec2,
// b2Rot and their views, b2Transform, the free functions (b2Dot, b2Cross_*, b2Mul*, b2MulT*), the
// trigonometry (b2Sin, b2Cos, b2Atan2; the float32 build's b2Sinf, b2Cosf, b2Atan2f) and b2AABB with
// b2TestOverlap(box, box). For each family: a string, a BigInt, a null or {} argument, NaN, a value
// beyond ±b2_maxFloat and a frozen output each give an Error whose message starts with the
// function's name and shows the value as given, and nothing the call could write has changed.
// The expected texts are the rules of docs/bad-input.md, written out by hand.
import * as F64 from 'b2collide';
import * as F32 from 'b2collide/f32';
import { numbersUnder } from '../support/numbers_under';

type Lib = typeof F64;

/** Calls fn, expects `${where}: ...` that contains every text of shown, and no write under watched. */
function expectRefused(fn: () => unknown, where: string, shown: readonly string[], watched: readonly unknown[]): void {
  const before = numbersUnder(watched);
  let error: unknown;
  try {
    fn();
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(Error);
  const message = (error as Error).message;
  expect(message.startsWith(`${where}: `) ? where : message).toBe(where);
  for (const text of shown) expect(message).toContain(text);
  expect(numbersUnder(watched)).toBe(before);
}

// A hostile value and the text the message must contain for it.
const hostile: readonly [string, unknown, string][] = [
  ['a string', '1.5', "string '1.5'"],
  ['a BigInt', 2n, 'BigInt 2n'],
  ['null', null, 'null'],
  ['NaN', Number.NaN, 'NaN'],
  ['Infinity', Infinity, 'Infinity'],
  ['a value beyond ±b2_maxFloat', 1e300, '1e+300'],
];

const set = (o: object, key: string, v: unknown): void => {
  (o as Record<string, unknown>)[key] = v;
};
const freeze = <T extends object>(o: T): T => Object.freeze(o);

describe.each([
  ['float64', F64],
  ['float32', F32 as unknown as Lib],
])('%s build', (_build, L) => {
  const vec = (x = 0.25, y = -0.5) => new L.b2Vec2(x, y);
  const rot = () => new L.b2Rot().SetSinCos(0.6, 0.8);
  const xf = () => new L.b2Transform().SetPositionSinCos(1, 2, 0.6, 0.8);
  const box = () => {
    const b = new L.b2AABB();
    b.lowerBound.Set(-1, -2);
    b.upperBound.Set(3, 4);
    return b;
  };
  // A view is a b2Vec2 (or b2Rot) at run time: it inherits every method.
  const view = () => new L.b2Vec2View([9, 0.25, -0.5], 1, 2) as unknown as F64.b2Vec2;
  const rotView = () => new L.b2RotView([0.6, 0.8], 0, 1) as unknown as F64.b2Rot;

  describe('b2Vec2 and b2Vec2View', () => {
    test.each(hostile)('%s as an argument or a coordinate is named', (_what, bad, shown) => {
      expectRefused(() => new L.b2Vec2(bad as number, 0), 'b2Vec2', [shown], []);
      const v = vec();
      expectRefused(() => v.Set(1, bad as number), 'b2Vec2.Set', ['y', shown], [v]);
      // A non-number is named by its field (v.x), a bad number with its point (v is not finite (NaN, 0)).
      expectRefused(() => v.Copy({ x: bad as number, y: 0 }), 'b2Vec2.Copy', ['v', shown], [v]);
      for (const self of [vec(), view()]) {
        set(self, 'x', bad);
        for (const m of ['Length', 'LengthSquared', 'Clone', 'Normalize'] as const) {
          expectRefused(() => self[m](), `b2Vec2.${m}`, [shown], [self]);
        }
        // A predicate: false, not an error, for all the checks refuse (1e300 too).
        expect(self.IsValid()).toBe(false);
      }
    });

    test('a null or {} vector argument is named as given', () => {
      const v = vec();
      expectRefused(() => v.Copy(null as never), 'b2Vec2.Copy', ['v expected {x, y}, got null'], [v]);
      expectRefused(() => v.Copy({} as never), 'b2Vec2.Copy', ['v expected {x, y}, got an object'], [v]);
    });

    test('a frozen vector is refused before any write', () => {
      const v = freeze(vec());
      expectRefused(() => v.Set(1, 2), 'b2Vec2.Set', ['this is frozen'], [v]);
      expectRefused(() => v.SetZero(), 'b2Vec2.SetZero', ['this is frozen'], [v]);
      expectRefused(() => v.Copy({ x: 1, y: 2 }), 'b2Vec2.Copy', ['this is frozen'], [v]);
      expectRefused(() => v.Normalize(), 'b2Vec2.Normalize', ['this is frozen'], [v]);
      const w = freeze(view());
      expectRefused(() => w.Set(1, 2), 'b2Vec2.Set', ['this is frozen'], [w, (w as unknown as F64.b2Vec2View).m_array]);
    });

    test('the view constructor checks its array, indices and slots', () => {
      expectRefused(() => new L.b2Vec2View(null as never, 0, 1), 'b2Vec2View', ['array expected an array of numbers, got null'], []);
      expectRefused(() => new L.b2Vec2View([1, 2], 1, 2), 'b2Vec2View', ['indexY 2 is out of range [0, 2) of the array [1, 2]'], []);
      expectRefused(() => new L.b2Vec2View([1, 2], 0, 1.5), 'b2Vec2View', ['indexY 1.5'], []);
      expectRefused(() => new L.b2Vec2View([1, 2], '0' as never, 1), 'b2Vec2View', ["indexX string '0'"], []);
      expectRefused(() => new L.b2Vec2View(['1.5', 2] as never, 0, 1), 'b2Vec2View', ["array[0] expected a number, got string '1.5'"], []);
      expectRefused(() => new L.b2Vec2View([1, Number.NaN], 0, 1), 'b2Vec2View', ['array[1] is not finite (NaN)'], []);
    });

    test('valid input keeps its C++ answers: Normalize of a short vector returns 0 and leaves it', () => {
      const v = vec(0, 0);
      expect(v.Normalize()).toBe(0);
      expect([v.x, v.y]).toEqual([0, 0]);
      // 3-4-5 by hand.
      expect(vec(3, 4).Length()).toBe(5);
      expect(new L.b2Vec2(3.4e38, 0).x).toBe(L === F64 ? 3.4e38 : Math.fround(3.4e38));
    });
  });

  describe('b2Rot and b2RotView', () => {
    test.each(hostile)('%s as an argument or a field is named', (_what, bad, shown) => {
      expectRefused(() => new L.b2Rot(bad as number, 1), 'b2Rot', [shown], []);
      const q = rot();
      expectRefused(() => q.Set(bad as number), 'b2Rot.Set', ['angle', shown], [q]);
      expectRefused(() => q.SetSinCos(bad as number, 1), 'b2Rot.SetSinCos', [shown], [q]);
      expectRefused(() => q.Copy({ s: 0, c: bad as number }), 'b2Rot.Copy', [shown], [q]);
      for (const self of [rot(), rotView()]) {
        set(self, 's', bad);
        const out = vec(7, 7);
        expectRefused(() => self.GetAngle(), 'b2Rot.GetAngle', [shown], [self]);
        expectRefused(() => self.GetXAxis(out), 'b2Rot.GetXAxis', [shown], [self, out]);
        expectRefused(() => self.GetYAxis(out), 'b2Rot.GetYAxis', [shown], [self, out]);
        expect(self.IsValid()).toBe(false);
      }
    });

    test('null, {} and frozen outputs are refused before any write', () => {
      const q = rot();
      expectRefused(() => q.GetXAxis(null as never), 'b2Rot.GetXAxis', ['out', 'null'], [q]);
      expectRefused(() => q.GetXAxis({} as never), 'b2Rot.GetXAxis', ['out', 'an object'], [q]);
      expectRefused(() => q.GetYAxis([1, 2] as never), 'b2Rot.GetYAxis', ['out', 'an array [1, 2]'], [q]);
      const frozen = freeze(vec(7, 7));
      expectRefused(() => q.GetXAxis(frozen), 'b2Rot.GetXAxis', ['out is frozen'], [frozen]);
      expectRefused(() => q.Copy({} as never), 'b2Rot.Copy', ['q expected {s, c}, got an object'], [q]);
      const f = freeze(rot());
      expectRefused(() => f.Set(1), 'b2Rot.Set', ['this is frozen'], [f]);
      expectRefused(() => f.SetIdentity(), 'b2Rot.SetIdentity', ['this is frozen'], [f]);
    });

    test('two large numbers each within ±b2_maxFloat pass, though their sum does not', () => {
      const big = 3.4028234663852886e38; // b2_maxFloat
      expect(new L.b2Rot(big, big).GetAngle()).toBe(L === F64 ? Math.PI / 4 : Math.fround(Math.PI / 4));
      expect(L.b2Dot(new L.b2Vec2(big, 0), new L.b2Vec2(1, 0))).toBe(big);
      expect(new L.b2Vec2(big, big).IsValid()).toBe(true);
      expect(L.b2Mul_R_V(new L.b2Rot(big, big), new L.b2Vec2(0, 0), new L.b2Vec2()).x).toBe(0);
    });

    test('GetAngle of (0, 0) is 0 and of (0, -1) is pi, as C atan2 gives', () => {
      const q = new L.b2Rot(0, 0);
      expect(q.GetAngle()).toBe(0);
      expect(new L.b2Rot(0, -1).GetAngle()).toBe(L === F64 ? Math.PI : Math.fround(Math.PI));
    });
  });

  describe('b2Transform', () => {
    test.each(hostile)('%s in a transform, a position or an angle is named', (_what, bad, shown) => {
      const t = xf();
      expectRefused(() => t.Set({ x: bad as number, y: 0 }, 0), 'b2Transform.Set', ['position', shown], [t]);
      expectRefused(() => t.Set({ x: 0, y: 0 }, bad as number), 'b2Transform.Set', ['angle', shown], [t]);
      expectRefused(() => t.SetPositionSinCos(bad as number, 0, 0, 1), 'b2Transform.SetPositionSinCos', [shown], [t]);
      const source = xf();
      set(source.q, 'c', bad);
      expectRefused(() => t.Copy(source), 'b2Transform.Copy', [shown], [t]);
    });

    test('null, {} and frozen transforms are refused before any write', () => {
      const t = xf();
      expectRefused(() => t.Copy(null as never), 'b2Transform.Copy', ['xf expected a b2Transform, got null'], [t]);
      expectRefused(() => t.Copy({} as never), 'b2Transform.Copy', ['xf expected a b2Transform', 'an object'], [t]);
      const f = freeze(xf());
      expectRefused(() => f.SetIdentity(), 'b2Transform.SetIdentity', ['this is frozen'], [f, f.m_packed]);
      expectRefused(() => f.Copy(xf()), 'b2Transform.Copy', ['this is frozen'], [f, f.m_packed]);
    });
  });

  describe('b2Dot, b2Cross_*, b2Mul* and b2MulT*', () => {
    test.each(hostile)('%s in an operand is named', (_what, bad, shown) => {
      const a = { x: 0.5, y: bad as number };
      expectRefused(() => L.b2Dot(vec(), a), 'b2Dot', ['b', shown], []);
      expectRefused(() => L.b2Cross_V_V(a, vec()), 'b2Cross_V_V', ['a', shown], []);
      const out = vec(7, 7);
      expectRefused(() => L.b2Cross_V_S(vec(), bad as number, out), 'b2Cross_V_S', ['s', shown], [out]);
      expectRefused(() => L.b2Cross_S_V(2, a, out), 'b2Cross_S_V', ['a', shown], [out]);
      expectRefused(() => L.b2Mul_R_V(rot(), a, out), 'b2Mul_R_V', ['v', shown], [out]);
      expectRefused(() => L.b2MulT_R_V({ s: bad as number, c: 1 }, vec(), out), 'b2MulT_R_V', ['q', shown], [out]);
      const outQ = new L.b2Rot(7, 7);
      expectRefused(() => L.b2Mul_R_R(rot(), { s: 0, c: bad as number }, outQ), 'b2Mul_R_R', ['r', shown], [outQ]);
      expectRefused(() => L.b2MulT_R_R({ s: 0, c: bad as number }, rot(), outQ), 'b2MulT_R_R', ['q', shown], [outQ]);
      const T = xf();
      set(T.p, 'y', bad);
      expectRefused(() => L.b2Mul_X_V(T, vec(), out), 'b2Mul_X_V', ['T', shown], [out]);
      expectRefused(() => L.b2MulT_X_V(T, vec(), out), 'b2MulT_X_V', ['T', shown], [out]);
      const outX = xf();
      expectRefused(() => L.b2Mul_X_X(xf(), T, outX), 'b2Mul_X_X', ['B', shown], [outX, outX.m_packed]);
      expectRefused(() => L.b2MulT_X_X(T, xf(), outX), 'b2MulT_X_X', ['A', shown], [outX, outX.m_packed]);
      expectRefused(() => L.b2Mul(T, vec(), out), 'b2Mul', ['T', shown], [out]);
      expectRefused(() => L.b2MulT(rot(), a, out), 'b2MulT', ['v', shown], [out]);
    });

    test('null, {}, an array and frozen outputs are refused before any write', () => {
      expectRefused(() => L.b2Dot(null as never, vec()), 'b2Dot', ['a expected {x, y}, got null'], []);
      expectRefused(() => L.b2Mul_X_V({} as never, vec(), vec()), 'b2Mul_X_V', ['T expected a b2Transform', 'an object'], []);
      expectRefused(() => L.b2Mul_R_V(rot(), vec(), [1, 2] as never), 'b2Mul_R_V', ['out', 'an array [1, 2]'], []);
      expectRefused(() => L.b2Mul_R_V(rot(), vec(), {} as never), 'b2Mul_R_V', ['out', 'an object'], []);
      const frozen = freeze(vec(7, 7));
      expectRefused(() => L.b2MulT_R_V(rot(), vec(), frozen), 'b2MulT_R_V', ['out is frozen'], [frozen]);
      const frozenQ = freeze(new L.b2Rot(7, 7));
      expectRefused(() => L.b2Mul_R_R(rot(), rot(), frozenQ), 'b2Mul_R_R', ['out is frozen'], [frozenQ]);
      const frozenX = freeze(xf());
      expectRefused(() => L.b2Mul_X_X(xf(), xf(), frozenX), 'b2Mul_X_X', ['out is frozen'], [frozenX, frozenX.m_packed]);
      expectRefused(() => L.b2Mul(null as never, vec(), vec()), 'b2Mul', ['a must be', 'got null'], []);
    });

    test('the checked functions give the unchecked arithmetic, bit for bit (hand values)', () => {
      // q = (s 0.6, c 0.8), v = (0.25, -0.5): c*x - s*y = 0.2 + 0.3, s*x + c*y = 0.15 - 0.4.
      const out = L.b2Mul_R_V(rot(), vec(), vec(7, 7));
      const f = L === F64 ? (x: number) => x : Math.fround;
      expect(out.x).toBe(f(f(f(0.8) * 0.25) - f(f(0.6) * -0.5)));
      expect(out.y).toBe(f(f(f(0.6) * 0.25) + f(f(0.8) * -0.5)));
    });
  });

  describe('b2Sin, b2Cos, b2Atan2 (and the float32 build\'s own)', () => {
    const names = L === F64 ? ['b2Sin', 'b2Cos'] : ['b2Sin', 'b2Cos', 'b2Sinf', 'b2Cosf'];
    test.each(hostile)('%s is refused rather than answered with NaN', (_what, bad, shown) => {
      for (const name of names) {
        const fn = (L as unknown as Record<string, (x: unknown) => number>)[name];
        expectRefused(() => fn(bad), name, ['x', shown], []);
      }
      for (const name of L === F64 ? ['b2Atan2'] : ['b2Atan2', 'b2Atan2f']) {
        const fn = (L as unknown as Record<string, (y: unknown, x: unknown) => number>)[name];
        expectRefused(() => fn(1, bad), name, ['x', shown], []);
        expectRefused(() => fn(bad, 1), name, ['y', shown], []);
      }
    });

    test('atan2 of zeros follows C: (0, 0) is 0, (0, -0) is pi, (-0, -0) is -pi', () => {
      for (const name of L === F64 ? ['b2Atan2'] : ['b2Atan2', 'b2Atan2f']) {
        const fn = (L as unknown as Record<string, (y: number, x: number) => number>)[name];
        const pi = name === 'b2Atan2f' ? Math.fround(Math.PI) : Math.PI;
        expect(fn(0, 0)).toBe(0);
        expect(fn(0, -0)).toBe(pi);
        expect(fn(-0, -0)).toBe(-pi);
      }
    });
  });

  describe('b2AABB and b2TestOverlap(box, box)', () => {
    test.each(hostile)('%s in a bound is named', (_what, bad, shown) => {
      const b = box();
      set(b.upperBound, 'y', bad);
      const out = vec(7, 7);
      expectRefused(() => b.GetCenter(out), 'b2AABB.GetCenter', ['this.upperBound', shown], [b, out]);
      expectRefused(() => b.GetExtents(out), 'b2AABB.GetExtents', ['this.upperBound', shown], [b, out]);
      expectRefused(() => b.GetPerimeter(), 'b2AABB.GetPerimeter', ['this.upperBound', shown], [b]);
      expectRefused(() => b.Contains(box()), 'b2AABB.Contains', ['this.upperBound', shown], [b]);
      // A predicate answers false for all the checks refuse (1e300 too).
      expect(b.IsValid()).toBe(false);
      const c = box();
      expectRefused(() => c.Combine(b), 'b2AABB.Combine', ['aabb1.upperBound', shown], [c]);
      expectRefused(() => c.Combine(box(), b), 'b2AABB.Combine', ['aabb2.upperBound', shown], [c]);
      expectRefused(() => L.b2TestOverlap(box(), b), 'b2TestOverlap', ['b.upperBound', shown], []);
      const input = new L.b2RayCastInput();
      input.p1.Set(-5, 0);
      input.p2.Set(5, 0);
      input.maxFraction = 1;
      const output = new L.b2RayCastOutput();
      expectRefused(() => b.RayCast(output, input), 'b2AABB.RayCast', ['this.upperBound', shown], [b, output]);
    });

    test('null, {} and frozen outputs and boxes are refused before any write', () => {
      const b = box();
      expectRefused(() => b.GetCenter(null as never), 'b2AABB.GetCenter', ['out', 'null'], [b]);
      expectRefused(() => b.GetExtents({} as never), 'b2AABB.GetExtents', ['out', 'an object'], [b]);
      expectRefused(() => b.Combine(null as never), 'b2AABB.Combine', ['aabb1 expected a b2AABB, got null'], [b]);
      expectRefused(() => L.b2TestOverlap(box(), {} as never), 'b2TestOverlap', ['b expected a b2AABB', 'an object'], []);
      const frozen = freeze(box());
      expectRefused(() => frozen.Combine(box()), 'b2AABB.Combine', ['this is frozen'], [frozen]);
      const frozenCorner = box();
      freeze(frozenCorner.upperBound);
      expectRefused(() => frozenCorner.Combine(box()), 'b2AABB.Combine', ['this.upperBound is frozen'], [frozenCorner]);
      const frozenOut = freeze(vec(7, 7));
      expectRefused(() => b.GetCenter(frozenOut), 'b2AABB.GetCenter', ['out is frozen'], [frozenOut]);
    });

    test('valid boxes keep their C++ answers (hand values)', () => {
      const b = box(); // (-1, -2) to (3, 4)
      expect(b.GetPerimeter()).toBe(20); // 2 * (4 + 6)
      const center = b.GetCenter(vec());
      expect([center.x, center.y]).toEqual([1, 1]);
      const far = new L.b2AABB();
      far.lowerBound.Set(3, 4); // touching at a corner counts as overlap (C++ compares with >)
      far.upperBound.Set(5, 6);
      expect(L.b2TestOverlap(b, far)).toBe(true);
    });
  });
});
