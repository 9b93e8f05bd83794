// The checked public scalar primitives of `b2collide/v3` (math_functions.h's int and float
// helpers, and the two angle functions that read a rotation): each checks what it reads and
// names itself in the error, then calls the unchecked kernel of math_functions.ts, which the
// library's own code calls directly (src/v3/README.md, rule C).

import { checkInt, checkNumber, checkNumbers2, checkRot } from './checks';
import * as K from './math_functions';

/**
 * C: `b2MinInt` in math_functions.h.
 * @param a - an integer
 * @param b - an integer
 * @returns the smaller
 * @throws Error when a or b is not a whole number in C's int range
 */
// f32: integer (an int is never rounded)
export function b2MinInt(a: number, b: number): number {
  checkInt('b2MinInt', 'a', a);
  checkInt('b2MinInt', 'b', b);
  return K.b2MinInt(a, b);
}

/**
 * C: `b2MaxInt` in math_functions.h.
 * @param a - an integer
 * @param b - an integer
 * @returns the larger
 * @throws Error when a or b is not a whole number in C's int range
 */
// f32: integer (an int is never rounded)
export function b2MaxInt(a: number, b: number): number {
  checkInt('b2MaxInt', 'a', a);
  checkInt('b2MaxInt', 'b', b);
  return K.b2MaxInt(a, b);
}

/**
 * C: `b2AbsInt` in math_functions.h.
 * @param a - an integer
 * @returns its absolute value
 * @throws Error when a is not a whole number in C's int range
 */
// f32: integer (an int is never rounded)
export function b2AbsInt(a: number): number {
  checkInt('b2AbsInt', 'a', a);
  return K.b2AbsInt(a);
}

/**
 * C: `b2ClampInt` in math_functions.h.
 * @param a - an integer
 * @param lower - the lower bound
 * @param upper - the upper bound
 * @returns a clamped to [lower, upper]
 * @throws Error when a, lower or upper is not a whole number in C's int range
 */
// f32: integer (an int is never rounded)
export function b2ClampInt(a: number, lower: number, upper: number): number {
  checkInt('b2ClampInt', 'a', a);
  checkInt('b2ClampInt', 'lower', lower);
  checkInt('b2ClampInt', 'upper', upper);
  return K.b2ClampInt(a, lower, upper);
}

/**
 * C: `b2MinFloat` in math_functions.h (`a < b ? a : b`).
 * @param a - a number
 * @param b - a number
 * @returns the smaller
 * @throws Error when a or b is not a number within ±FLT_MAX
 */
export function b2MinFloat(a: number, b: number): number {
  checkNumbers2('b2MinFloat', 'a', a, 'b', b);
  return K.b2MinFloat(a, b);
}

/**
 * C: `b2MaxFloat` in math_functions.h (`a > b ? a : b`).
 * @param a - a number
 * @param b - a number
 * @returns the larger
 * @throws Error when a or b is not a number within ±FLT_MAX
 */
export function b2MaxFloat(a: number, b: number): number {
  checkNumbers2('b2MaxFloat', 'a', a, 'b', b);
  return K.b2MaxFloat(a, b);
}

/**
 * C: `b2AbsFloat` in math_functions.h (`a < 0 ? -a : a`, so -0 stays -0).
 * @param a - a number
 * @returns its absolute value
 * @throws Error when a is not a number within ±FLT_MAX
 */
export function b2AbsFloat(a: number): number {
  checkNumber('b2AbsFloat', 'a', a);
  return K.b2AbsFloat(a);
}

/**
 * C: `b2ClampFloat` in math_functions.h.
 * @param a - a number
 * @param lower - the lower bound
 * @param upper - the upper bound
 * @returns a clamped to [lower, upper]
 * @throws Error when a, lower or upper is not a number within ±FLT_MAX
 */
export function b2ClampFloat(a: number, lower: number, upper: number): number {
  checkNumbers2('b2ClampFloat', 'a', a, 'lower', lower);
  checkNumber('b2ClampFloat', 'upper', upper);
  return K.b2ClampFloat(a, lower, upper);
}

/**
 * The angle of a rotation, b2Atan2(q.s, q.c). C: `b2Rot_GetAngle` in math_functions.h.
 * @param q - a rotation; only read (unit length is not tested)
 * @returns its angle in [-pi, pi]
 * @throws Error when q is not a b2Rot of numbers within ±FLT_MAX
 */
export function b2Rot_GetAngle(q: K.b2Rot): number {
  checkRot('b2Rot_GetAngle', 'q', q);
  return K.b2Rot_GetAngle(q);
}

/**
 * The angle of b relative to a, b2Atan2 of the sine and cosine of (b − a). C: `b2RelativeAngle`
 * in math_functions.h.
 * @param b - a rotation; only read
 * @param a - a rotation; only read
 * @returns the angle in [-pi, pi]
 * @throws Error when a or b is not a b2Rot of numbers within ±FLT_MAX
 */
export function b2RelativeAngle(b: K.b2Rot, a: K.b2Rot): number {
  checkRot('b2RelativeAngle', 'b', b);
  checkRot('b2RelativeAngle', 'a', a);
  return K.b2RelativeAngle(b, a);
}

/**
 * One implicit step of a mass-spring-damper driving position to 0. C: `b2SpringDamper` in
 * math_functions.h.
 * @param hertz - the spring frequency
 * @param dampingRatio - the damping ratio
 * @param position - the current position
 * @param velocity - the current velocity
 * @param timeStep - the time step
 * @returns the new velocity
 * @throws Error when any argument is not a number within ±FLT_MAX
 */
// f32: exact (the arguments are checked as given and rounded once, by the kernel)
export function b2SpringDamper(hertz: number, dampingRatio: number, position: number, velocity: number, timeStep: number): number {
  // One condition, the naming on the cold path (as b2NLerp), and no second rounding here: three
  // inlined checks, or a rounding prologue, beside the float32 kernel passed V8's cumulative
  // inlining budget, and the kernel was called with its five doubles boxed (src/README.md rule 3).
  // The typeofs come first (Math.abs throws on a BigInt); Math.max is NaN when any argument is.
  const typed = typeof hertz === 'number' && typeof dampingRatio === 'number' && typeof position === 'number' &&
    typeof velocity === 'number' && typeof timeStep === 'number';
  if (!(typed && Math.max(Math.abs(hertz), Math.abs(dampingRatio), Math.abs(position), Math.abs(velocity),
    Math.abs(timeStep)) <= 3.4028234663852886e38)) { // b2_maxFloat (rule 4)
    springDamperRefused(hertz, dampingRatio, position, velocity, timeStep);
  }
  return K.b2SpringDamper(hertz, dampingRatio, position, velocity, timeStep);
}

// b2SpringDamper's naming of the fault, in argument order (cold path).
// f32: exact (the value is named as given)
function springDamperRefused(hertz: number, dampingRatio: number, position: number, velocity: number, timeStep: number): void {
  checkNumbers2('b2SpringDamper', 'hertz', hertz, 'dampingRatio', dampingRatio);
  checkNumbers2('b2SpringDamper', 'position', position, 'velocity', velocity);
  checkNumber('b2SpringDamper', 'timeStep', timeStep);
}
