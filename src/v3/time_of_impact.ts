// Time of impact by conservative advancement on separating axes (Box2D v3.1.1 src/distance.c,
// b2TimeOfImpact): GJK at t1 gives an axis; along it the deepest points at t2 are pushed back by
// a root finder (bisection and secant in turn) until the separation at t2 reaches the target, then
// t1 advances to t2. Every loop keeps C's limit: 20 distance iterations, 8 push-backs per axis,
// 50 root iterations. C's operation order throughout (src/README.md rule 1).

import { b2CheckNumber, b2CheckOutput, b2DescribeValue } from '../common/b2_checks';
import { b2DistanceOutput, b2SimplexCache, b2TOIState, type b2TOIInput, type b2TOIOutput } from './collision_types';
import { b2Transform } from './math_functions';
import { b2CheckProxyExtent, b2CheckShapeProxy, b2CheckSweep } from './distance_checks';
import { shapeDistance } from './shape_distance';
import { b2EvaluateSeparation, b2FindMinSeparation, b2MakeSeparationFunction, b2SeparationFunction, b2SeparationQuery } from './separation_function';
import { sweepTransform } from './sweep_transform';

/** C's `k_maxIterations` in b2TimeOfImpact: distance queries per call. */
const maxIterations = 20; // f32: integer
/** C's B2_MAX_POLYGON_VERTICES as the push-back limit of one axis. */
const maxPushBackIterations = 8; // f32: integer
/** C's root-finder limit. */
const maxRootIterations = 50; // f32: integer

// Scratch of b2TimeOfImpact only.
const cache = new b2SimplexCache();
const distanceOutput = new b2DistanceOutput();
const xfA = new b2Transform();
const xfB = new b2Transform();
const fcn = new b2SeparationFunction();
// The time, witness indices and separation exchanged with the separation function (rule 3).
const query = new b2SeparationQuery();

/**
 * The first time in [0, maxFraction] at which two moving shapes come within B2_LINEAR_SLOP of
 * touching (their radii included), found on separating axes; it may miss a collision in between
 * (the sweeps are interpolated, not integrated). The state says how it ended: hit (fraction is
 * the time), separated (fraction is maxFraction), overlapped at the start (fraction 0), or failed
 * (the root finder ran out; fraction is the last safe time). C: `b2TimeOfImpact` in distance.c,
 * which returns the output by value; here it is written into `output`, given first.
 * @param output - receives state (a b2TOIState) and fraction; written, and returned
 * @param input - proxyA and proxyB (body frames), sweepA and sweepB (world frame, unit
 * rotations) and maxFraction; only read
 * @returns output
 * @throws Error, before writing anything, on a proxy without points, with more than 8 or a count
 * beyond its points, a negative radius, a number that is not finite within ±b2_maxFloat, a proxy
 * point beyond ±B2_HUGE (1e5; float's rounding there exceeds the solver's tolerance), a sweep
 * rotation that is not a unit rotation (C asserts it), or an output that cannot be written
 * (errors instead of asserts; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
 */
export function b2TimeOfImpact(output: b2TOIOutput, input: Readonly<b2TOIInput>): b2TOIOutput {
  const where = 'b2TimeOfImpact';
  const object: unknown = input;
  if (typeof object !== 'object' || object === null || Array.isArray(object) || !('proxyA' in object)) {
    throw new Error(`${where}: input expected a b2TOIInput, got ${b2DescribeValue(object)}`);
  }
  b2CheckShapeProxy(where, 'input.proxyA', input.proxyA);
  b2CheckShapeProxy(where, 'input.proxyB', input.proxyB);
  // Not in C: points within ±B2_HUGE, where float still measures the separation (b2CheckProxyExtent).
  b2CheckProxyExtent(where, 'input.proxyA', input.proxyA);
  b2CheckProxyExtent(where, 'input.proxyB', input.proxyB);
  b2CheckSweep(where, 'input.sweepA', input.sweepA);
  b2CheckSweep(where, 'input.sweepB', input.sweepB);
  // Tested here, named by b2CheckNumber only when it fails: a double read from a field and passed
  // to a call V8 does not inline is boxed (src/README.md rule 3).
  const maxFraction: unknown = input.maxFraction;
  if (!(typeof maxFraction === 'number' && Math.abs(maxFraction) <= 3.4028234663852886e38)) { // b2_maxFloat (rule 4)
    b2CheckNumber(where, 'input.maxFraction', maxFraction);
  }
  b2CheckOutput(where, 'output', output);
  if (Array.isArray(output)) {
    throw new Error(`${where}: output expected a b2TOIOutput, got ${b2DescribeValue(output)}`);
  }

  output.state = b2TOIState.b2_toiStateUnknown;
  output.fraction = input.maxFraction;

  const sweepA = input.sweepA;
  const sweepB = input.sweepB;
  const proxyA = input.proxyA;
  const proxyB = input.proxyB;

  const tMax = input.maxFraction;

  const totalRadius = proxyA.radius + proxyB.radius;
  // C: b2MaxFloat(B2_LINEAR_SLOP, totalRadius - B2_LINEAR_SLOP)
  // C's B2_LINEAR_SLOP as a literal: an imported constant is a module-variable load that V8 does
  // not type as a number, so `target`, chosen from it, would stay boxed (src/README.md rule 4).
  const linearSlop = 0.005; // B2_LINEAR_SLOP at b2_lengthUnitsPerMeter = 1
  const rounded = totalRadius - linearSlop;
  const target = linearSlop > rounded ? linearSlop : rounded;
  const tolerance = 0.25 * linearSlop;

  let t1 = 0.0;
  let distanceIterations = 0; // f32: integer

  // C: b2SimplexCache cache = { 0 }
  cache.count = 0;

  // The outer loop finds a new separating axis each time; it ends when the shapes hit, separate,
  // overlap, or the iterations run out.
  for (;;) {
    query.t = t1;
    sweepTransform(xfA, sweepA, query);
    sweepTransform(xfB, sweepB, query);

    // The distance at t1; its cache gives the separating axis.
    shapeDistance(distanceOutput, proxyA, proxyB, xfA, xfB, false, cache, null, 0);
    const distance = distanceOutput.distance;

    distanceIterations += 1;

    // Overlapped: continuous collision gives up.
    if (distance <= 0.0) {
      output.state = b2TOIState.b2_toiStateOverlapped;
      output.fraction = 0.0;
      break;
    }

    if (distance <= target + tolerance) {
      // Within the target: a hit at t1.
      output.state = b2TOIState.b2_toiStateHit;
      output.fraction = t1;
      break;
    }

    // The separating axis at t1.
    b2MakeSeparationFunction(fcn, cache, proxyA, sweepA, proxyB, sweepB, query); // at t1 = query.t

    // Push the deepest points back along the axis, one at a time (at most one per vertex).
    let done = false;
    let t2 = tMax;
    let pushBackIterations = 0; // f32: integer
    for (;;) {
      // The deepest points at t2 and their separation.
      query.t = t2;
      b2FindMinSeparation(fcn, query);
      let s2 = query.separation;

      // Separated at the end?
      if (s2 > target + tolerance) {
        output.state = b2TOIState.b2_toiStateSeparated;
        output.fraction = tMax;
        done = true;
        break;
      }

      // Has the separation reached the tolerance?
      if (s2 > target - tolerance) {
        // Advance the sweeps.
        t1 = t2;
        break;
      }

      // The separation of these points (query.indexA, query.indexB) at t1.
      query.t = t1;
      b2EvaluateSeparation(fcn, query);
      let s1 = query.separation;

      // Overlapped at t1: the root finder may have run out of iterations.
      if (s1 < target - tolerance) {
        output.state = b2TOIState.b2_toiStateFailed;
        output.fraction = t1;
        done = true;
        break;
      }

      // Touching at t1 (t1 may be 0).
      if (s1 <= target + tolerance) {
        output.state = b2TOIState.b2_toiStateHit;
        output.fraction = t1;
        done = true;
        break;
      }

      // The root of separation(t) = target in [t1, t2].
      let rootIterationCount = 0; // f32: integer
      let a1 = t1;
      let a2 = t2;
      for (;;) {
        // Secant and bisection in turn.
        let t: number;
        if (rootIterationCount & 1) {
          // Secant rule, for convergence.
          t = a1 + ((target - s1) * (a2 - a1)) / (s2 - s1);
        } else {
          // Bisection, for progress.
          t = 0.5 * (a1 + a2);
        }

        ++rootIterationCount;

        query.t = t;
        b2EvaluateSeparation(fcn, query);
        const s = query.separation;

        // C: b2AbsFloat(s - target) < tolerance
        const error = s - target;
        if ((error < 0 ? -error : error) < tolerance) {
          // t2 holds a tentative value for t1.
          t2 = t;
          break;
        }

        // Keep the root bracketed.
        if (s > target) {
          a1 = t;
          s1 = s;
        } else {
          a2 = t;
          s2 = s;
        }

        if (rootIterationCount === maxRootIterations) {
          break;
        }
      }

      ++pushBackIterations;

      if (pushBackIterations === maxPushBackIterations) {
        break;
      }
    }

    if (done) {
      break;
    }

    if (distanceIterations === maxIterations) {
      // The root finder is stuck.
      output.state = b2TOIState.b2_toiStateFailed;
      output.fraction = t1;
      break;
    }
  }

  return output;
}
