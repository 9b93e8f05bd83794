// The motion of a body's centre of mass over one time step (C++ b2Sweep, b2_math.h), used by time
// of impact to interpolate a shape's transform.

import { b2_pi } from './b2_settings';
import { b2Rot, b2RotSetUnchecked, b2Vec2, b2Vec2CopyUnchecked, type b2XY } from './b2_math';
import { type b2Transform } from './b2_transform';
import { b2CheckFinitePoint, b2CheckNumber, b2CheckOutput, b2CheckOutputPacked, b2CheckTransformObject, b2DescribeValue } from './b2_checks';

/** The fields of b2Sweep a check reads. */
interface SweepFields {
  readonly localCenter: b2XY;
  readonly c0: b2XY;
  readonly c: b2XY;
  readonly a0: number;
  readonly a: number;
  readonly alpha0: number;
}

/**
 * Throws unless every number of the sweep (localCenter, c0, c, a0, a, alpha0) is a number within
 * ±b2_maxFloat: typeof first, then one sum of magnitudes (rule 7); names the field on failure.
 */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckSweep(where: string, name: string, sweep: SweepFields): void {
  const object: unknown = sweep;
  if (typeof object !== 'object' || object === null || Array.isArray(object) || !('localCenter' in object)) {
    throw new Error(`${where}: ${name} expected a b2Sweep, got ${b2DescribeValue(object)}`);
  }
  const lc = sweep.localCenter;
  const c0 = sweep.c0;
  const c = sweep.c;
  if (
    typeof lc !== 'object' || lc === null || typeof c0 !== 'object' || c0 === null || typeof c !== 'object' || c === null ||
    typeof lc.x !== 'number' || typeof lc.y !== 'number' || typeof c0.x !== 'number' || typeof c0.y !== 'number' ||
    typeof c.x !== 'number' || typeof c.y !== 'number' ||
    typeof sweep.a0 !== 'number' || typeof sweep.a !== 'number' || typeof sweep.alpha0 !== 'number' ||
    !(Math.abs(lc.x) + Math.abs(lc.y) + Math.abs(c0.x) + Math.abs(c0.y) + Math.abs(c.x) + Math.abs(c.y) +
      Math.abs(sweep.a0) + Math.abs(sweep.a) + Math.abs(sweep.alpha0) <= 3.4028234663852886e38) // b2_maxFloat (rule 4)
  ) {
    b2CheckFinitePoint(where, `${name}.localCenter`, lc);
    b2CheckFinitePoint(where, `${name}.c0`, c0);
    b2CheckFinitePoint(where, `${name}.c`, c);
    b2CheckNumber(where, `${name}.a0`, sweep.a0);
    b2CheckNumber(where, `${name}.a`, sweep.a);
    b2CheckNumber(where, `${name}.alpha0`, sweep.alpha0);
  }
}

// Throws unless value is a number in [0, 1] (GetTransform's beta, Advance's alpha).
// f32: exact (an input check reads the value as the caller left it)
function checkFraction(where: string, name: string, value: unknown): void {
  if (!(typeof value === 'number' && value >= 0 && value <= 1)) {
    throw new Error(`${where}: ${name} is ${b2DescribeValue(value)}; it must be a number in [0, 1]`);
  }
}

// Throws unless the derived numbers are within ±b2_maxFloat (float32 would make them infinite).
// f32: exact (an input check reads the values as computed)
function checkDerived(where: string, what: string, x: number, y: number, angle: number): void {
  if (!(Math.abs(x) + Math.abs(y) + Math.abs(angle) <= 3.4028234663852886e38)) { // b2_maxFloat (rule 4)
    throw new Error(`${where}: ${what} (${x}, ${y}), angle ${angle}, is beyond ±b2_maxFloat (3.4e38), the supported range`);
  }
}

/**
 * b2Sweep.Copy without its check (rule 12): every field of `other` into `sweep`. For callers that
 * checked `other` already (b2TimeOfImpact checks its input's sweeps once, then copies them).
 */
export function b2SweepCopyUnchecked(sweep: b2Sweep, other: Readonly<b2Sweep>): void {
  b2Vec2CopyUnchecked(sweep.localCenter, other.localCenter);
  b2Vec2CopyUnchecked(sweep.c0, other.c0);
  b2Vec2CopyUnchecked(sweep.c, other.c);
  sweep.a0 = other.a0;
  sweep.a = other.a;
  sweep.alpha0 = other.alpha0;
}

/** b2Sweep.Normalize without its check (rule 12), the same operations in the same order. */
export function b2SweepNormalizeUnchecked(sweep: b2Sweep): void {
  const twoPi = 2.0 * b2_pi;
  const d = twoPi * Math.floor(sweep.a0 / twoPi);
  sweep.a0 -= d;
  sweep.a -= d;
}

// Throws unless the sweep takes the writes of Advance (itself and c0) or Copy (every part, `all`):
// not frozen. Not hot (a step calls these once per body), so Object.isFrozen through b2CheckOutput.
function checkWritableSweep(where: string, sweep: b2Sweep, all: boolean): void {
  b2CheckOutput(where, 'this', sweep);
  b2CheckOutput(where, 'this.c0', sweep.c0);
  if (all) {
    b2CheckOutput(where, 'this.localCenter', sweep.localCenter);
    b2CheckOutput(where, 'this.c', sweep.c);
  }
}

// Scratch of GetTransform: the rotation, made before anything is written to xf.
const scratchRot = new b2Rot();

/**
 * A linear sweep of the centre from c0 to c and of the angle from a0 to a, over the part of the
 * time step from alpha0 to 1. localCenter is the centre of mass in the body's frame. C++:
 * `b2Sweep` in b2_math.h (GetTransform, Advance and Normalize in b2_math.h/.cpp); members keep
 * their C++ names, `Copy` is not in C++.
 */
export class b2Sweep {
  /** Centre of mass in the body's frame. */
  readonly localCenter = new b2Vec2();
  /** Centre of mass in world coordinates at time alpha0. */
  readonly c0 = new b2Vec2();
  /** Centre of mass in world coordinates at the end of the step. */
  readonly c = new b2Vec2();
  /** World angle at time alpha0, in radians. */
  a0 = 0;
  /** World angle at the end of the step, in radians. */
  a = 0;
  /** The fraction of the time step, in [0, 1), at which c0 and a0 hold. */
  alpha0 = 0;

  /**
   * The body's transform at time beta: the centre and angle interpolated linearly, then the origin
   * shifted back by the rotated localCenter. C++: `b2Sweep::GetTransform` (writes `xf` the same
   * way). The angle goes through b2Rot.Set, so b2Sin and b2Cos.
   * @param xf - receives the body's world frame at beta; written
   * @param beta - the fraction of the step: 0 is alpha0's pose, 1 the end of the step
   * @returns xf
   * @throws Error, writing nothing, unless the sweep's numbers are within ±b2_maxFloat, beta is a
   * number in [0, 1], xf is a writable transform and the result is within ±b2_maxFloat (not in
   * C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  GetTransform(xf: b2Transform, beta: number): b2Transform {
    // Not in C++: the sweep, beta and xf are checked, and the transform is computed in full
    // before it is written (beta NaN used to write NaN into xf.p, then throw from b2Rot.Set).
    b2CheckSweep('b2Sweep.GetTransform', 'the sweep', this);
    checkFraction('b2Sweep.GetTransform', 'beta', beta);
    b2CheckTransformObject('b2Sweep.GetTransform', 'xf', xf);
    b2CheckOutputPacked('b2Sweep.GetTransform', 'xf', xf);
    b2CheckOutput('b2Sweep.GetTransform', 'xf.p', xf.p);
    b2CheckOutput('b2Sweep.GetTransform', 'xf.q', xf.q);
    // C++: xf->p = (1 - beta) * c0 + beta * c
    let px = (1.0 - beta) * this.c0.x + beta * this.c.x;
    let py = (1.0 - beta) * this.c0.y + beta * this.c.y;
    const angle = (1.0 - beta) * this.a0 + beta * this.a;
    const q = b2RotSetUnchecked(scratchRot, angle);
    // C++: xf->p -= b2Mul(xf->q, localCenter)
    const lc = this.localCenter;
    px -= q.c * lc.x - q.s * lc.y;
    py -= q.s * lc.x + q.c * lc.y;
    checkDerived('b2Sweep.GetTransform', 'the transform at beta', px, py, 0);
    xf.p.x = px;
    xf.p.y = py;
    xf.q.s = q.s;
    xf.q.c = q.c;
    return xf;
  }

  /**
   * Moves the start of the sweep forward to time alpha: c0 and a0 become the pose at alpha.
   * C++: `b2Sweep::Advance`.
   * @param alpha - the new alpha0, a fraction of the whole step in [alpha0, 1]
   * @throws Error, changing nothing, unless alpha0 < 1 (C++ asserts it; Deviation 2, errors instead
   * of asserts), the sweep's numbers are within ±b2_maxFloat and alpha is a number in [0, 1] (not in
   * C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  Advance(alpha: number): void {
    b2CheckSweep('b2Sweep.Advance', 'the sweep', this);
    checkFraction('b2Sweep.Advance', 'alpha', alpha);
    checkWritableSweep('b2Sweep.Advance', this, false);
    if (!(this.alpha0 < 1.0)) {
      throw new Error(`b2Sweep.Advance: alpha0 is ${this.alpha0}; it must be below 1`);
    }
    const beta = (alpha - this.alpha0) / (1.0 - this.alpha0);
    const c0x = this.c0.x + beta * (this.c.x - this.c0.x);
    const c0y = this.c0.y + beta * (this.c.y - this.c0.y);
    const a0 = this.a0 + beta * (this.a - this.a0);
    checkDerived('b2Sweep.Advance', 'the advanced centre', c0x, c0y, a0);
    this.c0.x = c0x;
    this.c0.y = c0y;
    this.a0 = a0;
    this.alpha0 = alpha;
  }

  /**
   * Shifts both angles by the same multiple of 2π so that a0 lies in [0, 2π). C++:
   * `b2Sweep::Normalize`.
   * @throws Error unless the sweep's numbers are within ±b2_maxFloat (not in C++)
   */
  Normalize(): void {
    b2CheckSweep('b2Sweep.Normalize', 'the sweep', this);
    b2CheckOutput('b2Sweep.Normalize', 'this', this);
    b2SweepNormalizeUnchecked(this);
  }

  /**
   * Copies every field of another sweep. Not in C++ (there, the assignment).
   * @param other - the sweep to copy; only read
   * @returns this sweep
   * @throws Error, changing nothing, unless other's numbers are within ±b2_maxFloat
   */
  Copy(other: Readonly<b2Sweep>): this {
    b2CheckSweep('b2Sweep.Copy', 'other', other);
    checkWritableSweep('b2Sweep.Copy', this, true);
    b2SweepCopyUnchecked(this, other);
    return this;
  }
}
