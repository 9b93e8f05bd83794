// The peers' own values of the threshold C++ Box2D v2.4.1 calls b2_epsilon (FLT_EPSILON). Where a
// peer compares a quantity with its value instead, it decides differently by design when the
// quantity lies between the two: the eps-band margins of the round and distance pair types.

/** planck-js 1.3.0's EPSILON (planck-js/src/common/Math.ts:13). */
export const PLANCK_EPSILON = 1e-9;

/** @box2d/core 0.11.0's b2_epsilon (@box2d/core/dist/common/b2_common.js:34). */
export const BOX2D_CORE_EPSILON = 1e-5;
