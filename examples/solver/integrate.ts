// One body's position update at the end of a solve (C++ b2Island::Solve and b2Island::SolveTOI
// share it): the velocity is first scaled down so that the body moves at most b2_maxTranslation
// and turns at most b2_maxRotation in this step, then the position is advanced by h * velocity.

import { b2_maxRotation, b2_maxRotationSquared, b2_maxTranslation, b2_maxTranslationSquared } from './settings';

/** Integrates the body at slot k / 3 of the solver arrays (c.x, c.y, a and v.x, v.y, w) over h. */
export function integratePosition(pos: Float64Array, vel: Float64Array, k: number, h: number): void {
  let vx = vel[k];
  let vy = vel[k + 1];
  let w = vel[k + 2];
  const tx = h * vx;
  const ty = h * vy;
  if (tx * tx + ty * ty > b2_maxTranslationSquared) {
    const ratio = b2_maxTranslation / Math.sqrt(tx * tx + ty * ty);
    vx *= ratio;
    vy *= ratio;
  }
  const rotation = h * w;
  if (rotation * rotation > b2_maxRotationSquared) {
    w *= b2_maxRotation / Math.abs(rotation);
  }
  pos[k] += h * vx;
  pos[k + 1] += h * vy;
  pos[k + 2] += h * w;
  vel[k] = vx;
  vel[k + 1] = vy;
  vel[k + 2] = w;
}
