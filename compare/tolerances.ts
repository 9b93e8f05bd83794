// Every tolerance of the harness, in one place: the unit of rounding, the bound continuous fields
// must meet, the size of a near-tie margin, and the peers' own values of C++'s b2_epsilon.

import { b2_epsilon } from 'b2collide';

/** One unit in the last place of 1 in float64 (2^-52); bounds and margins are multiples of ULP * scale. */
export const ULP = 2 ** -52;

/** The stated bound for continuous fields, in units of 2^-52 * scale (scale: case/scale.ts coordinateScale). */
export const BOUND_ULPS = 64;

/** Near-tie epsilon for length margins: MARGIN_ULPS * 2^-52 * scale (scale as in inputScale). */
export const MARGIN_ULPS = 64;

// The peers' own values of the threshold C++ Box2D v2.4.1 calls b2_epsilon (FLT_EPSILON). Where a
// peer compares a quantity with its value instead, it decides differently by design when the
// quantity lies between the two: the eps-band margins of the round and distance pair types.

/** planck 1.5.0's EPSILON (planck/src/common/Math.ts:12). */
export const PLANCK_EPSILON = 1e-9;

/** @box2d/core 0.11.0's b2_epsilon (@box2d/core/dist/common/b2_common.js:34). */
export const BOX2D_CORE_EPSILON = 1e-5;

/**
 * The threshold C++ and the peer compare a distance-like quantity with (search direction, metric
 * flush, cast normal; ten times it for the overlap test). The engine with the larger one stops,
 * flushes or skips normalising first.
 */
export interface EpsilonPair {
  readonly cxx: number;
  readonly peer: number;
  /** The peer's package name, as the forced decisions cite its lines (runner/forced-modules.ts). */
  readonly peerName: string;
}

/** The thresholds of the planck distance pair type's eps-band margins (distance/margins.ts). */
export const PLANCK_EPSILONS: EpsilonPair = { cxx: b2_epsilon, peer: PLANCK_EPSILON, peerName: 'planck' };

/** The thresholds of the @box2d/core distance pair type's eps-band margins (distance/margins.ts). */
export const BOX2D_CORE_EPSILONS: EpsilonPair = { cxx: b2_epsilon, peer: BOX2D_CORE_EPSILON, peerName: '@box2d/core' };
