// Tuning constants of Box2D v2.4.1 (b2_common.h and b2_settings.h), in metres.
// The C++ literals are float32; in this float64 build they keep their decimal values.

/** Length units per metre: 1. C++: `b2_lengthUnitsPerMeter` in b2_settings.h. */
export const b2_lengthUnitsPerMeter = 1.0;

/**
 * The largest finite float32 (FLT_MAX), the start value of every min/max search. C++:
 * `b2_maxFloat` in b2_common.h. Also the supported coordinate range: inputs beyond ±b2_maxFloat
 * are refused.
 */
export const b2_maxFloat = 3.4028234663852886e38;

/**
 * The float32 machine epsilon (FLT_EPSILON, 2^-23), kept in the float64 build too. C++:
 * `b2_epsilon` in b2_common.h.
 */
export const b2_epsilon = 1.1920928955078125e-7;

/** Pi as Box2D writes it, 3.14159265359 (not Math.PI). C++: `b2_pi` in b2_common.h. */
export const b2_pi = 3.14159265359;

/** The most contact points a manifold holds: 2. C++: `b2_maxManifoldPoints` in b2_common.h. */
export const b2_maxManifoldPoints = 2;

/** The most vertices a convex polygon holds: 8. C++: `b2_maxPolygonVertices` in b2_settings.h. */
export const b2_maxPolygonVertices = 8;

/** Collision and constraint tolerance: 0.005 m. C++: `b2_linearSlop` in b2_common.h. */
export const b2_linearSlop = 0.005 * b2_lengthUnitsPerMeter;

/**
 * The skin every polygon carries: two linear slops (0.01 m). C++: `b2_polygonRadius` in
 * b2_common.h.
 */
export const b2_polygonRadius = 2.0 * b2_linearSlop;

/**
 * The margin a dynamic-tree proxy's fat AABB keeps around its shape, so that small moves do not
 * re-insert it: 0.1 m. C++: `b2_aabbExtension` in b2_common.h.
 */
export const b2_aabbExtension = 0.1 * b2_lengthUnitsPerMeter;

/**
 * How many times its displacement a moving proxy's fat AABB is stretched: 4. C++:
 * `b2_aabbMultiplier` in b2_common.h.
 */
export const b2_aabbMultiplier = 4.0;

/** Angular collision and constraint tolerance: 2 degrees, in radians. C++: `b2_angularSlop` in b2_common.h. */
export const b2_angularSlop = (2.0 / 180.0) * b2_pi;

// The rest of b2_common.h: the dynamics module's tuning, which a solver written on this library
// (examples/solver) uses as Box2D's own solver does. Nothing in collision reads them.

/** The most sub-steps of one continuous-collision step: 8. C++: `b2_maxSubSteps` in b2_common.h. */
export const b2_maxSubSteps = 8;

/** The most contacts handled at one time of impact: 32. C++: `b2_maxTOIContacts` in b2_common.h. */
export const b2_maxTOIContacts = 32;

/**
 * The largest position correction one solver step applies, against overshoot: 0.2 m. C++:
 * `b2_maxLinearCorrection` in b2_common.h.
 */
export const b2_maxLinearCorrection = 0.2 * b2_lengthUnitsPerMeter;

/**
 * The largest angular correction one solver step applies: 8 degrees, in radians. C++:
 * `b2_maxAngularCorrection` in b2_common.h.
 */
export const b2_maxAngularCorrection = (8.0 / 180.0) * b2_pi;

/**
 * The largest distance a body moves in one step (its velocity is clamped to it): 2 m. C++:
 * `b2_maxTranslation` in b2_common.h.
 */
export const b2_maxTranslation = 2.0 * b2_lengthUnitsPerMeter;

/** b2_maxTranslation squared: 4. C++: `b2_maxTranslationSquared` in b2_common.h. */
export const b2_maxTranslationSquared = b2_maxTranslation * b2_maxTranslation;

/**
 * The largest angle a body turns in one step (its angular velocity is clamped to it): π/2. C++:
 * `b2_maxRotation` in b2_common.h.
 */
export const b2_maxRotation = 0.5 * b2_pi;

/** b2_maxRotation squared. C++: `b2_maxRotationSquared` in b2_common.h. */
export const b2_maxRotationSquared = b2_maxRotation * b2_maxRotation;

/**
 * How fast the position solver removes overlap: 0.2 of it per iteration. C++: `b2_baumgarte` in
 * b2_common.h.
 */
export const b2_baumgarte = 0.2;

/** The same factor in the time-of-impact sub-step's position solver: 0.75. C++: `b2_toiBaumgarte` in b2_common.h. */
export const b2_toiBaumgarte = 0.75;

/** How long a body must rest before it sleeps: 0.5 s. C++: `b2_timeToSleep` in b2_common.h. */
export const b2_timeToSleep = 0.5;

/**
 * The linear speed below which a body counts as resting: 0.01 m/s. C++: `b2_linearSleepTolerance`
 * in b2_common.h.
 */
export const b2_linearSleepTolerance = 0.01 * b2_lengthUnitsPerMeter;

/**
 * The angular speed below which a body counts as resting: 2 degrees per second, in radians. C++:
 * `b2_angularSleepTolerance` in b2_common.h.
 */
export const b2_angularSleepTolerance = (2.0 / 180.0) * b2_pi;

/**
 * Not in C++ v2.4.1: how far s² + c² of a rotation may stray from 1 (SetSinCos, SetPositionSinCos
 * and IsValid check it). Box2D v3's b2IsNormalized allows the same 0.0006. A rotation made from an
 * angle is within about 3e-7 of unit in float32 (each of s, c rounded by at most 2^-24 relative,
 * and the check's own three roundings) and within 4e-16 in float64, so neither build is near it;
 * a rotation carried by repeated products without renormalising drifts by about that much per
 * product, and may take a few hundred before it is refused.
 */
export const b2_rotationTolerance = 0.0006;
