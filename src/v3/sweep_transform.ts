// A sweep's transform at a time (Box2D v3.1.1 src/distance.c, b2GetSweepTransform): the center
// and the rotation's cosine and sine are blended linearly, the rotation renormalized (no angle,
// so no trigonometry), and the origin placed so that the local center lands on the blended center.

import { b2CheckNumber } from '../common/b2_checks';
import type { b2Sweep } from './collision_types';
import type { b2Transform } from './math_functions';
import { b2CheckOutputFields, b2CheckSweep } from './distance_checks';

const transformFields = ['p', 'q'] as const;

/**
 * The body transform of a sweep at time `time` (0 gives c1, q1; 1 gives c2, q2). C:
 * `b2GetSweepTransform` in distance.c, which returns the transform by value; here it is written
 * into `xf`, given first.
 * @param xf - receives p (world frame) and the unit rotation q; written, and returned
 * @param sweep - localCenter (body frame), c1, c2 (world frame), q1, q2 (unit rotations); only read
 * @param time - the fraction of the step, usually in [0, 1]
 * @returns xf
 * @throws Error, before writing anything, when a sweep number or time is not finite within
 * ±b2_maxFloat, a rotation is not a unit rotation, or xf cannot be written
 * ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2GetSweepTransform(xf: b2Transform, sweep: Readonly<b2Sweep>, time: number): b2Transform {
  b2CheckSweep('b2GetSweepTransform', 'sweep', sweep);
  b2CheckNumber('b2GetSweepTransform', 'time', time);
  b2CheckOutputFields('b2GetSweepTransform', 'xf', xf, transformFields);
  sweepTime.t = time;
  sweepTransform(xf, sweep, sweepTime);
  return xf;
}

/**
 * The time a sweep is evaluated at, as a field rather than an argument: a double passed to a call
 * V8 does not inline is boxed (src/README.md rule 3). b2TimeOfImpact's b2SeparationQuery is one too.
 */
export class b2SweepTime {
  /** The fraction of the step. */
  t = 0.0;
}

// b2GetSweepTransform's time.
const sweepTime = new b2SweepTime();

/**
 * b2GetSweepTransform after its checks, at time `at.t` (b2TimeOfImpact and its separation
 * function call this).
 */
export function sweepTransform(xf: b2Transform, sweep: Readonly<b2Sweep>, at: Readonly<b2SweepTime>): void {
  const time = at.t;
  // C: xf.p = b2Add(b2MulSV(1.0f - time, c1), b2MulSV(time, c2))
  const px = (1.0 - time) * sweep.c1.x + time * sweep.c2.x;
  const py = (1.0 - time) * sweep.c1.y + time * sweep.c2.y;

  const c = (1.0 - time) * sweep.q1.c + time * sweep.q2.c;
  const s = (1.0 - time) * sweep.q1.s + time * sweep.q2.s;

  // C: b2NormalizeRot(q)
  const mag = Math.sqrt(s * s + c * c);
  const invMag = mag > 0.0 ? 1.0 / mag : 0.0;
  const qc = c * invMag;
  const qs = s * invMag;

  // Shift to the origin. C: xf.p = b2Sub(xf.p, b2RotateVector(xf.q, localCenter))
  const lcx = sweep.localCenter.x;
  const lcy = sweep.localCenter.y;
  xf.p.x = px - (qc * lcx - qs * lcy);
  xf.p.y = py - (qs * lcx + qc * lcy);
  xf.q.c = qc;
  xf.q.s = qs;
}
