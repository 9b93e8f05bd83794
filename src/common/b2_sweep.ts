// The motion of a body's centre of mass over one time step (C++ b2Sweep, b2_math.h), used by time
// of impact to interpolate a shape's transform.

import { b2_pi } from './b2_settings';
import { b2Vec2 } from './b2_math';
import { type b2Transform } from './b2_transform';

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
   * @throws Error when the interpolated angle is not finite (from b2Rot.Set; not in C++)
   */
  GetTransform(xf: b2Transform, beta: number): b2Transform {
    // C++: xf->p = (1 - beta) * c0 + beta * c
    xf.p.x = (1.0 - beta) * this.c0.x + beta * this.c.x;
    xf.p.y = (1.0 - beta) * this.c0.y + beta * this.c.y;
    const angle = (1.0 - beta) * this.a0 + beta * this.a;
    xf.q.Set(angle);
    // C++: xf->p -= b2Mul(xf->q, localCenter)
    const q = xf.q;
    const lc = this.localCenter;
    xf.p.x -= q.c * lc.x - q.s * lc.y;
    xf.p.y -= q.s * lc.x + q.c * lc.y;
    return xf;
  }

  /**
   * Moves the start of the sweep forward to time alpha: c0 and a0 become the pose at alpha.
   * C++: `b2Sweep::Advance`.
   * @param alpha - the new alpha0, a fraction of the whole step in [alpha0, 1)
   * @throws Error unless alpha0 < 1 (C++ asserts it; Deviation 2, errors instead of asserts)
   */
  Advance(alpha: number): void {
    if (!(this.alpha0 < 1.0)) {
      throw new Error(`b2Sweep.Advance: alpha0 is ${this.alpha0}; it must be below 1`);
    }
    const beta = (alpha - this.alpha0) / (1.0 - this.alpha0);
    this.c0.x += beta * (this.c.x - this.c0.x);
    this.c0.y += beta * (this.c.y - this.c0.y);
    this.a0 += beta * (this.a - this.a0);
    this.alpha0 = alpha;
  }

  /** Shifts both angles by the same multiple of 2π so that a0 lies in [0, 2π). C++: `b2Sweep::Normalize`. */
  Normalize(): void {
    const twoPi = 2.0 * b2_pi;
    const d = twoPi * Math.floor(this.a0 / twoPi);
    this.a0 -= d;
    this.a -= d;
  }

  /**
   * Copies every field of another sweep. Not in C++ (there, the assignment).
   * @param other - the sweep to copy; only read
   * @returns this sweep
   */
  Copy(other: Readonly<b2Sweep>): this {
    this.localCenter.Copy(other.localCenter);
    this.c0.Copy(other.c0);
    this.c.Copy(other.c);
    this.a0 = other.a0;
    this.a = other.a;
    this.alpha0 = other.alpha0;
    return this;
  }
}
