// Box2D v3.1.1's mover.c: the character mover's plane solver (b2SolvePlanes) and velocity
// clipping (b2ClipVector). Both check their planes first (src/v3/README.md, rule C).

import { b2CheckCount, b2CheckNumber, b2CheckOutput, b2DescribeValue } from '../common/b2_checks';
import { checkOutStruct, checkOutVec2, checkPoint } from './checks';
import { B2_LINEAR_SLOP, type b2CollisionPlane, type b2PlaneSolverResult } from './collision_types';
import type { b2Vec2 } from './math_functions';

/** b2SolvePlanes' accumulated pushes, written to the planes only once the result is known finite. */
let pushes = new Float64Array(8);

/**
 * Throws unless planes holds count b2CollisionPlanes (writable ones when `written`: b2SolvePlanes
 * writes push) whose normal is a finite {x, y} and whose offset, pushLimit and push are finite
 * numbers (clipVelocity a boolean when clip).
 */
function checkPlanes(where: string, planes: readonly b2CollisionPlane[], /* f32: integer */ count: number, clip: boolean, written: boolean): void {
  const list: unknown = planes;
  if (!Array.isArray(list)) {
    throw new Error(`${where}: planes expected an array of b2CollisionPlane, got ${b2DescribeValue(list)}`);
  }
  if (typeof count === 'number' && Number.isInteger(count) && count > list.length) {
    // The array is shown as given: [1, 2] for planes is named whole, not only by its length.
    throw new Error(`${where}: count ${count} is more than planes holds: ${b2DescribeValue(list)}`);
  }
  b2CheckCount(where, 'count', count, 0, list.length);
  for (let i = 0; i < count; i++) {
    const plane = planes[i];
    // The names below are new strings: made only for a plane that fails (src/README.md rule 2).
    if (isGoodPlane(plane, clip, written)) continue;
    const value: unknown = plane;
    const inner: unknown = typeof value === 'object' && value !== null ? plane.plane : undefined;
    if (typeof value !== 'object' || value === null) {
      // An array of non-objects ([1, 2]) is not an array of planes: named whole.
      throw new Error(`${where}: planes expected an array of b2CollisionPlane, got ${b2DescribeValue(list)}`);
    }
    if (Array.isArray(value) || typeof inner !== 'object' || inner === null || Array.isArray(inner)) {
      throw new Error(`${where}: planes[${i}] expected a b2CollisionPlane, got ${b2DescribeValue(value)}`);
    }
    if (written) {
      b2CheckOutput(where, `planes[${i}]`, plane);
    }
    checkPoint(where, `planes[${i}].plane.normal`, plane.plane.normal);
    b2CheckNumber(where, `planes[${i}].plane.offset`, plane.plane.offset);
    b2CheckNumber(where, `planes[${i}].pushLimit`, plane.pushLimit);
    if (clip) {
      b2CheckNumber(where, `planes[${i}].push`, plane.push);
      const flag: unknown = plane.clipVelocity;
      if (typeof flag !== 'boolean') {
        throw new Error(`${where}: planes[${i}].clipVelocity expected a boolean, got ${b2DescribeValue(flag)}`);
      }
    }
  }
}

/** True when checkPlanes passes plane: the same tests, without naming anything. */
// f32: exact (an input check reads the fields as the caller left them)
function isGoodPlane(plane: unknown, clip: boolean, written: boolean): boolean {
  // A plane b2SolvePlanes writes (push) must take writes; b2ClipVector only reads them (C: const).
  if (typeof plane !== 'object' || plane === null || Array.isArray(plane) || (written && Object.isFrozen(plane))) return false;
  const p = plane as b2CollisionPlane;
  const inner: unknown = p.plane;
  if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) return false;
  const normal: unknown = p.plane.normal;
  if (typeof normal !== 'object' || normal === null || Array.isArray(normal)) return false;
  const nx: unknown = p.plane.normal.x;
  const ny: unknown = p.plane.normal.y;
  const offset: unknown = p.plane.offset;
  const pushLimit: unknown = p.pushLimit;
  if (typeof nx !== 'number' || typeof ny !== 'number' || typeof offset !== 'number' || typeof pushLimit !== 'number') return false;
  // Each within ±b2_maxFloat (rule 4); NaN fails.
  if (!(Math.abs(nx) <= 3.4028234663852886e38 && Math.abs(ny) <= 3.4028234663852886e38 && Math.abs(offset) <= 3.4028234663852886e38 && Math.abs(pushLimit) <= 3.4028234663852886e38)) return false; // b2_maxFloat (rule 4)
  if (!clip) return true;
  const push: unknown = p.push;
  return typeof push === 'number' && Math.abs(push) <= 3.4028234663852886e38 && typeof p.clipVelocity === 'boolean'; // b2_maxFloat (rule 4)
}

/**
 * Moves targetDelta out of the planes, each pushing at most its pushLimit in total, by at most 20
 * sweeps of relaxation (they stop once a sweep pushes less than B2_LINEAR_SLOP in all).
 * C: `b2SolvePlanes` in mover.c.
 * @param out - written: the translation and the number of sweeps run
 * @param targetDelta - the desired translation; only read
 * @param planes - the planes (normals pointing to the mover); each `push` is written with the
 *   total push of its plane
 * @param count - how many of planes to use
 * @returns out
 * @throws Error when out is not writable, targetDelta is not a finite {x, y}, count is not a whole
 *   number in [0, planes.length], a plane's normal, offset or pushLimit is not finite, or the
 *   translation would pass ±FLT_MAX; all before any write
 */
export function b2SolvePlanes(out: b2PlaneSolverResult, targetDelta: b2Vec2, planes: b2CollisionPlane[], /* f32: integer */ count: number): b2PlaneSolverResult {
  const where = 'b2SolvePlanes';
  checkOutStruct(where, 'out', out, 'b2PlaneSolverResult', 'translation');
  b2CheckOutput(where, 'out', out);
  checkOutVec2(where, 'out.translation', out.translation);
  checkPoint(where, 'targetDelta', targetDelta);
  checkPlanes(where, planes, count, false, true);
  if (pushes.length < count) {
    pushes = new Float64Array(count);
  }

  // C zeroes planes[i].push first; here the pushes accumulate in scratch and are written at the end.
  for (let i = 0; i < count; ++i) {
    pushes[i] = 0;
  }
  let deltaX = targetDelta.x;
  let deltaY = targetDelta.y;
  const tolerance = B2_LINEAR_SLOP;

  // f32: integer
  let iteration: number;
  for (iteration = 0; iteration < 20; ++iteration) {
    let totalPush = 0;
    for (let planeIndex = 0; planeIndex < count; ++planeIndex) {
      const plane = planes[planeIndex];
      const normal = plane.plane.normal;
      // Slop keeps the mover off the plane (no jitter). C: b2PlaneSeparation(plane, delta) + B2_LINEAR_SLOP
      const separation = normal.x * deltaX + normal.y * deltaY - plane.plane.offset + B2_LINEAR_SLOP;
      let push = -separation;

      // Clamp the accumulated push to [0, pushLimit]. C: b2ClampFloat(plane->push + push, 0, pushLimit)
      const accumulatedPush = pushes[planeIndex];
      const sum = accumulatedPush + push;
      const pushLimit = plane.pushLimit;
      pushes[planeIndex] = sum < 0 ? 0 : sum > pushLimit ? pushLimit : sum;
      push = pushes[planeIndex] - accumulatedPush;
      // C: b2MulAdd(delta, push, normal)
      deltaX = deltaX + push * normal.x;
      deltaY = deltaY + push * normal.y;

      totalPush += push < 0 ? -push : push;
    }
    if (totalPush < tolerance) {
      break;
    }
  }

  if (!(Math.abs(deltaX) <= 3.4028234663852886e38 && Math.abs(deltaY) <= 3.4028234663852886e38)) { // FLT_MAX = b2_maxFloat (src/README.md rule 4)
    throw new Error(`${where}: the translation (${deltaX}, ${deltaY}) is beyond ±FLT_MAX (3.4e38), the supported range; the planes push too far`);
  }
  for (let i = 0; i < count; ++i) {
    planes[i].push = pushes[i];
  }
  out.translation.x = deltaX;
  out.translation.y = deltaY;
  out.iterationCount = iteration;
  return out;
}

/**
 * Removes from vector its component into each plane that pushed (push ≠ 0) and clips velocity.
 * C: `b2ClipVector` in mover.c.
 * @param out - written (may be vector)
 * @param vector - the vector to clip; only read
 * @param planes - the planes, after b2SolvePlanes; only read
 * @param count - how many of planes to use
 * @returns out
 * @throws Error when out is not writable, vector is not a finite {x, y}, count is not a whole
 *   number in [0, planes.length], or a plane's fields are not finite numbers (clipVelocity not a
 *   boolean); all before any write
 */
export function b2ClipVector(out: b2Vec2, vector: b2Vec2, planes: readonly b2CollisionPlane[], /* f32: integer */ count: number): b2Vec2 {
  const where = 'b2ClipVector';
  checkOutVec2(where, 'out', out);
  checkPoint(where, 'vector', vector);
  checkPlanes(where, planes, count, true, false);

  let vx = vector.x;
  let vy = vector.y;
  for (let planeIndex = 0; planeIndex < count; ++planeIndex) {
    const plane = planes[planeIndex];
    if (plane.push === 0 || plane.clipVelocity === false) {
      continue;
    }
    const normal = plane.plane.normal;
    // C: b2MulSub(v, b2MinFloat(0, b2Dot(v, normal)), normal)
    const dot = vx * normal.x + vy * normal.y;
    const s = 0 < dot ? 0 : dot;
    vx = vx - s * normal.x;
    vy = vy - s * normal.y;
  }
  if (!(Math.abs(vx) <= 3.4028234663852886e38 && Math.abs(vy) <= 3.4028234663852886e38)) { // FLT_MAX = b2_maxFloat (src/README.md rule 4)
    throw new Error(`${where}: the clipped vector (${vx}, ${vy}) is beyond ±FLT_MAX (3.4e38), the supported range`);
  }
  out.x = vx;
  out.y = vy;
  return out;
}
