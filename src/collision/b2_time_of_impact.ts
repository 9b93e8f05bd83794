// Time of impact by conservative advancement along local separating axes (C++ b2TimeOfImpact,
// b2_time_of_impact.h / b2_time_of_impact.cpp, Box2D v2.4.1): an outer loop takes GJK's closest
// features at t1 as an axis; an inner loop pushes t forward along that axis with a secant/bisection
// root finder until the deepest points reach the target separation, then GJK runs again at the new
// t1. The answer is an upper bound on the first time the shapes come within the target distance;
// because the axis is frozen while the shapes turn, a fast enough rotation can be missed (see the
// README, "Time of impact"). Every expression follows the C++ operation order.

import { b2_linearSlop, b2_maxPolygonVertices } from '../common/b2_settings';
import { b2Transform } from '../common/b2_transform';
import { b2Sweep, b2CheckSweep, b2SweepCopyUnchecked } from '../common/b2_sweep';
import { b2DistanceChecked, b2DistanceOutput } from './b2_distance';
import { b2CheckProxy, b2CheckProxyExtent } from './b2_collide_checks';
import { b2CheckOutputWritable, b2DescribeValue } from '../common/b2_checks';
import { b2DistanceProxy } from './b2_distance_proxy';
import { b2SimplexCache } from './b2_simplex';
import { b2SeparationFunction, b2SeparationIndices, transformAtTime } from './b2_separation_function';

/** The outer loop's limit (C++ k_maxIterations, a local constant in b2TimeOfImpact). */
export const b2_toiIterationLimit = 20;
/** The root finder's limit per push-back (C++ compares rootIterCount with 50). */
export const b2_toiRootIterationLimit = 50;

/** How many times b2TimeOfImpact ran; reset with b2ResetToiCounters. C++: `b2_toiCalls` in b2_time_of_impact.cpp. */
export let b2_toiCalls = 0;
/** Outer-loop iterations summed over all calls. C++: `b2_toiIters` in b2_time_of_impact.cpp. */
export let b2_toiIters = 0;
/** The most outer-loop iterations one call used. C++: `b2_toiMaxIters` in b2_time_of_impact.cpp. */
export let b2_toiMaxIters = 0;
/** Root-finder iterations summed over all calls. C++: `b2_toiRootIters` in b2_time_of_impact.cpp. */
export let b2_toiRootIters = 0;
/** The most root-finder iterations one push-back used. C++: `b2_toiMaxRootIters` in b2_time_of_impact.cpp. */
export let b2_toiMaxRootIters = 0;

/**
 * Sets the five TOI statistics to zero. Not in C++, where code assigns the globals directly (an
 * imported `let` cannot be assigned from outside its module). C++'s b2_toiTime and b2_toiMaxTime
 * are left out (Deviation 14, time of impact, in [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)).
 */
export function b2ResetToiCounters(): void {
  b2_toiCalls = 0;
  b2_toiIters = 0;
  b2_toiMaxIters = 0;
  b2_toiRootIters = 0;
  b2_toiMaxRootIters = 0;
}

/**
 * Input for b2TimeOfImpact: two proxies, their sweeps, and the end of the interval [0, tMax]. C++:
 * `b2TOIInput` in b2_time_of_impact.h; members keep their C++ names.
 */
export class b2TOIInput {
  /** Shape A as GJK sees it, in A's body frame (relative to the body origin, not the centre of mass). */
  readonly proxyA = new b2DistanceProxy();
  /** Shape B as GJK sees it, in B's body frame. */
  readonly proxyB = new b2DistanceProxy();
  /** Body A's motion over the step, world frame. */
  readonly sweepA = new b2Sweep();
  /** Body B's motion over the step, world frame. */
  readonly sweepB = new b2Sweep();
  /** The sweep interval is [0, tMax], in the sweeps' own time (0 is alpha0, 1 the end of the step). */
  tMax = 0;
}

/** How b2TimeOfImpact ended. C++: `b2TOIOutput::State` in b2_time_of_impact.h, same names and numbers. */
export enum b2TOIOutputState {
  /** Not set: the state of a new b2TOIOutput. */
  e_unknown,
  /** The root finder ran out of iterations or found the shapes already too close along its axis; t is its last safe time. */
  e_failed,
  /** The shapes' cores overlap at t1 (GJK distance 0); t is 0 and continuous collision gives up. */
  e_overlapped,
  /** The shapes come within target ± tolerance at t. */
  e_touching,
  /** The shapes stay apart over [0, tMax]; t is tMax. */
  e_separated,
}

/** Output of b2TimeOfImpact. C++: `b2TOIOutput` in b2_time_of_impact.h; members keep their C++ names. */
export class b2TOIOutput {
  /** How the search ended; see b2TOIOutputState. */
  state = b2TOIOutputState.e_unknown;
  /** The time reached, in the sweeps' time: 0 is the step's start (alpha0), 1 its end. */
  t = 0;
}

// Scratch of b2TimeOfImpact only. C++ copies the two proxies into its b2DistanceInput; this input
// refers to the caller's proxies instead, which b2Distance only reads.
const sweepA = new b2Sweep();
const sweepB = new b2Sweep();
const cache = new b2SimplexCache();
const distanceInput = {
  proxyA: new b2DistanceProxy(),
  proxyB: new b2DistanceProxy(),
  transformA: new b2Transform(),
  transformB: new b2Transform(),
  useRadii: false,
};
const distanceOutput = new b2DistanceOutput();
const fcn = new b2SeparationFunction();
const indices = new b2SeparationIndices();
// t1 for transformAtTime: a double field stays unboxed where a double argument would not.
const time = { m_time: 0 };

/**
 * The time in [0, tMax] at which two swept shapes first come within the target distance, by
 * conservative advancement: GJK gives a separating axis, a root finder pushes t forward along it,
 * and GJK runs again, up to 20 times. The target is max(b2_linearSlop, rA + rB − 3·b2_linearSlop)
 * between the cores, reached within 0.25·b2_linearSlop. The axis is frozen while the shapes turn,
 * so a fast enough rotation can be missed, as in C++. C++: `b2TimeOfImpact` in
 * b2_time_of_impact.cpp. Deviation 14, time of impact (no timer; the distance input refers to the
 * caller's proxies), in [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md).
 * @param output - receives state and t (see b2TOIOutputState for what each state means); written
 * @param input - the proxies (each in its body's frame), the sweeps (world frame) and tMax; only
 * read: the sweeps' angles are normalized in a copy, as C++ does
 * @throws Error, before writing anything, when tMax is not a number in [0, 1], a sweep has a
 * non-finite field or alpha0 outside [0, 1), a proxy was never Set or has a vertex beyond ±1e5
 * (float32's rounding there exceeds the solver's tolerance): C++ asserts nothing here,
 * and would loop to its limits with a NaN t (Deviation 14; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 * @example
 * ```ts
 * import { b2PolygonShape, b2TOIInput, b2TOIOutput, b2TOIOutputState, b2TimeOfImpact, b2Transform } from 'b2collide';
 *
 * const wall = new b2PolygonShape().SetAsBox(0.5, 2); // stays at the origin
 * const bullet = new b2PolygonShape().SetAsBox(0.1, 0.1);
 * const input = new b2TOIInput();
 * input.proxyA.Set(wall, 0);
 * input.proxyB.Set(bullet, 0);
 * // The bullet's centre goes from x = -5 to x = 5 in one step, straight through the wall.
 * input.sweepB.c0.Set(-5, 0);
 * input.sweepB.c.Set(5, 0);
 * input.tMax = 1;
 * const output = new b2TOIOutput();
 * b2TimeOfImpact(output, input);
 * console.log(b2TOIOutputState[output.state], output.t.toFixed(2)); // e_touching 0.44
 *
 * // Where the bullet is then: its core (the box without skin) about b2_linearSlop from the wall's.
 * const xf = input.sweepB.GetTransform(new b2Transform(), output.t);
 * console.log(xf.p.x.toFixed(1)); // -0.6
 * ```
 */
export function b2TimeOfImpact(output: b2TOIOutput, input: Readonly<b2TOIInput>): void {
  checkTOIInput(output, input);

  ++b2_toiCalls;

  output.state = b2TOIOutputState.e_unknown;
  output.t = input.tMax;

  const proxyA = input.proxyA;
  const proxyB = input.proxyB;

  // C++ normalizes the angles of its copies, because the root finder fares badly with large ones.
  // The copies by kernel (rule 12): checkTOIInput checked both sweeps. The Normalize calls stay
  // as written: compare/toi/forced-toi.ts edits these two statements to replay planck's fold.
  b2SweepCopyUnchecked(sweepA, input.sweepA);
  b2SweepCopyUnchecked(sweepB, input.sweepB);
  sweepA.Normalize();
  sweepB.Normalize();

  const tMax = input.tMax;

  const totalRadius = proxyA.m_radius + proxyB.m_radius;
  const target = Math.max(b2_linearSlop, totalRadius - 3.0 * b2_linearSlop);
  const tolerance = 0.25 * b2_linearSlop;

  let t1 = 0.0;
  let iter = 0;

  cache.count = 0;
  distanceInput.proxyA = proxyA;
  distanceInput.proxyB = proxyB;
  distanceInput.useRadii = false;

  // Each pass takes a new separating axis from GJK; it ends when one is reached or repeats.
  for (;;) {
    // C++: sweepA.GetTransform(&xfA, t1), sweepB.GetTransform(&xfB, t1)
    time.m_time = t1;
    transformAtTime(distanceInput.transformA.m_packed, sweepA, time);
    transformAtTime(distanceInput.transformB.m_packed, sweepB, time);

    // The closest features at t1 give both the distance and the next axis.
    b2DistanceChecked(distanceOutput, cache, distanceInput, 'b2TimeOfImpact');

    // Cores overlapping: continuous collision gives up.
    if (distanceOutput.distance <= 0.0) {
      output.state = b2TOIOutputState.e_overlapped;
      output.t = 0.0;
      break;
    }

    // Close enough already.
    if (distanceOutput.distance < target + tolerance) {
      output.state = b2TOIOutputState.e_touching;
      output.t = t1;
      break;
    }

    // The time goes through fcn.m_time, not an argument (rule 3).
    fcn.m_time = t1;
    fcn.Initialize(cache, proxyA, sweepA, proxyB, sweepB);

    // Push t2 back toward t1 until the deepest points along the axis are at the target; each
    // push-back may bring new deepest points, so it is bounded by a polygon's vertex count.
    let done = false;
    let t2 = tMax;
    let pushBackIter = 0;
    for (;;) {
      // The deepest points at t2.
      fcn.m_time = t2;
      fcn.FindMinSeparation(indices);
      let s2 = fcn.m_separation;
      const indexA = indices.indexA;
      const indexB = indices.indexB;

      // Still apart at t2 (= tMax on the first push-back): no impact in the interval.
      if (s2 > target + tolerance) {
        output.state = b2TOIOutputState.e_separated;
        output.t = tMax;
        done = true;
        break;
      }

      // At the target at t2: advance and let GJK choose the next axis.
      if (s2 > target - tolerance) {
        t1 = t2;
        break;
      }

      // The same points at t1.
      fcn.m_time = t1;
      fcn.Evaluate(indexA, indexB);
      let s1 = fcn.m_separation;

      // Too close already at t1 (the root finder may have stopped short): give up at t1.
      if (s1 < target - tolerance) {
        output.state = b2TOIOutputState.e_failed;
        output.t = t1;
        done = true;
        break;
      }

      // At the target at t1 (t1 may be 0).
      if (s1 <= target + tolerance) {
        output.state = b2TOIOutputState.e_touching;
        output.t = t1;
        done = true;
        break;
      }

      // Root of s(t) = target in [a1, a2], bracketed, alternating bisection and the secant rule.
      let rootIterCount = 0;
      let a1 = t1;
      let a2 = t2;
      for (;;) {
        let t: number;
        if (rootIterCount & 1) {
          // Secant step (C++: a1 + (target - s1) * (a2 - a1) / (s2 - s1)).
          t = a1 + ((target - s1) * (a2 - a1)) / (s2 - s1);
        } else {
          // Bisection step, so that progress is guaranteed.
          t = 0.5 * (a1 + a2);
        }

        ++rootIterCount;
        ++b2_toiRootIters;

        fcn.m_time = t;
        fcn.Evaluate(indexA, indexB);
        const s = fcn.m_separation;

        if (Math.abs(s - target) < tolerance) {
          // t becomes the candidate for the next t1.
          t2 = t;
          break;
        }

        // Keep the root between a1 and a2.
        if (s > target) {
          a1 = t;
          s1 = s;
        } else {
          a2 = t;
          s2 = s;
        }

        if (rootIterCount === b2_toiRootIterationLimit) {
          break;
        }
      }

      if (rootIterCount > b2_toiMaxRootIters) {
        b2_toiMaxRootIters = rootIterCount;
      }

      ++pushBackIter;

      if (pushBackIter === b2_maxPolygonVertices) {
        break;
      }
    }

    ++iter;
    ++b2_toiIters;

    if (done) {
      break;
    }

    if (iter === b2_toiIterationLimit) {
      // The root finder is stuck: t1 is still a safe time.
      output.state = b2TOIOutputState.e_failed;
      output.t = t1;
      break;
    }
  }

  if (iter > b2_toiMaxIters) {
    b2_toiMaxIters = iter;
  }
}

/**
 * Not in C++, which asserts nothing here: a NaN sweep or tMax would make every comparison false
 * and the loops run to their limits with a NaN t, and an unset proxy would read no vertices.
 */
function checkTOIInput(output: b2TOIOutput, input: Readonly<b2TOIInput>): void {
  const given: unknown = input;
  if (typeof given !== 'object' || given === null || Array.isArray(given) || !('proxyA' in given)) {
    throw new Error(`b2TimeOfImpact: input expected a b2TOIInput, got ${b2DescribeValue(given)}`);
  }
  const tMax: unknown = input.tMax;
  if (typeof tMax !== 'number' || !(tMax >= 0.0 && tMax <= 1.0)) {
    throw new Error(`b2TimeOfImpact: tMax is ${b2DescribeValue(tMax)}; it must be a number in [0, 1]`);
  }
  checkSweep('input.sweepA', input.sweepA);
  checkSweep('input.sweepB', input.sweepB);
  // The proxies as they are now: a hand-edited m_count of 1.5 made a circle tunnel through a box.
  b2CheckProxy('b2TimeOfImpact', 'input.proxyA', input.proxyA);
  b2CheckProxy('b2TimeOfImpact', 'input.proxyB', input.proxyB);
  // Not in C++: vertices within ±1e5, where float32 still measures the separation (b2CheckProxyExtent).
  b2CheckProxyExtent('b2TimeOfImpact', 'input.proxyA', input.proxyA);
  b2CheckProxyExtent('b2TimeOfImpact', 'input.proxyB', input.proxyB);
  b2CheckOutputWritable('b2TimeOfImpact', 'output', output, 'state');
}

// Every field a number within ±b2_maxFloat (typeof first: '1' would be coerced by the arithmetic),
// alpha0 in [0, 1).
function checkSweep(name: string, sweep: Readonly<b2Sweep>): void {
  b2CheckSweep('b2TimeOfImpact', name, sweep);
  // C++ asserts alpha0 < 1 in b2Sweep::Advance; a sweep that starts at or after the end of the step is a caller's bug.
  const alpha0: unknown = sweep.alpha0;
  if (typeof alpha0 !== 'number' || !(alpha0 >= 0.0 && alpha0 < 1.0)) {
    throw new Error(`b2TimeOfImpact: ${name}.alpha0 is ${b2DescribeValue(alpha0)}; it must be in [0, 1)`);
  }
}
