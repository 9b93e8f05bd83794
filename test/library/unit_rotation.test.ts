// Issue 15 item 7: non-unit rotations. C++ checks nothing: (s, c) = (0, 0) gave two contact points,
// and rotations of length 10 world normals of length 10. SetSinCos, SetPositionSinCos and IsValid
// now require |s² + c² − 1| <= b2_rotationTolerance (0.0006).
import { b2Rot, b2Transform, b2_rotationTolerance } from 'b2collide';
import * as F32 from 'b2collide/f32';

test('the tolerance is Box2D v3 b2IsNormalized bound, 0.0006', () => {
  expect(b2_rotationTolerance).toBe(0.0006);
});

test.each([
  ['(0, 0)', 0, 0],
  ['length 10', 6, 8],
  // 1.001² = 1.002001: 0.002 above 1, beyond 0.0006.
  ['length 1.001', 0, 1.001],
  ['NaN', NaN, 1],
  ["a string '1'", 0, '1'],
])('%s is refused by SetSinCos and SetPositionSinCos, and IsValid says false', (_name, s, c) => {
  expect(() => new b2Rot().SetSinCos(s as number, c as number)).toThrow(/b2Rot\.SetSinCos: .* is not a unit rotation/);
  expect(() => new b2Transform().SetPositionSinCos(0, 0, s as number, c as number)).toThrow(/SetPositionSinCos: .* is not a unit rotation/);
  const xf = new b2Transform();
  (xf.q as { s: unknown }).s = s;
  (xf.q as { c: unknown }).c = c;
  expect(xf.IsValid()).toBe(false);
  expect(xf.q.IsValid()).toBe(false);
});

test('a rotation inside the tolerance is accepted: (0, 1.0002) has s² + c² − 1 = 0.00040004', () => {
  expect(new b2Rot().SetSinCos(0, 1.0002).c).toBe(1.0002);
});

test('every rotation made from an angle passes, in float64 and float32 (rounded sin and cos)', () => {
  for (let k = 0; k < 2000; ++k) {
    const angle = -10 + k * 0.01;
    const q = new b2Rot().Set(angle);
    expect(new b2Rot().SetSinCos(q.s, q.c).IsValid()).toBe(true);
    const q32 = new F32.b2Rot().Set(angle);
    expect(new F32.b2Transform().SetPositionSinCos(1, 2, q32.s, q32.c).IsValid()).toBe(true);
  }
});

test('a non-finite position is refused by SetPositionSinCos', () => {
  expect(() => new b2Transform().SetPositionSinCos(NaN, 0, 0, 1)).toThrow(/b2Transform.SetPositionSinCos: x is not finite \(NaN\)/);
});

test('b2Rot.Set refuses a non-finite angle', () => {
  expect(() => new b2Rot().Set(Infinity)).toThrow(/b2Rot.Set: angle is not finite \(Infinity\)/);
});
