// The dynamics constants of C++ v2.4.1 b2_common.h / b2_settings.h that b2collide (a collision
// module) does not export. b2_linearSlop comes from the library.

import { b2_lengthUnitsPerMeter, b2_pi } from 'b2collide';

/** How far (metres) the integrator may move a body in one step (C++ b2_maxTranslation). */
export const b2_maxTranslation = 2.0 * b2_lengthUnitsPerMeter;
export const b2_maxTranslationSquared = b2_maxTranslation * b2_maxTranslation;

/** How far (radians) the integrator may turn a body in one step (C++ b2_maxRotation). */
export const b2_maxRotation = 0.5 * b2_pi;
export const b2_maxRotationSquared = b2_maxRotation * b2_maxRotation;

/** The fraction of the overlap the position solver removes per iteration (C++ b2_baumgarte). */
export const b2_baumgarte = 0.2;

/** The largest position correction per iteration, in metres (C++ b2_maxLinearCorrection). */
export const b2_maxLinearCorrection = 0.2 * b2_lengthUnitsPerMeter;

/**
 * Approach speeds (m/s) below this are not bounced (C++ b2FixtureDef::restitutionThreshold's
 * default, 1 m/s: 1.0f * b2_lengthUnitsPerMeter).
 */
export const b2_defaultRestitutionThreshold = 1.0 * b2_lengthUnitsPerMeter;

/** Above this condition number of K, the block solver keeps one point (C++ k_maxConditionNumber). */
export const k_maxConditionNumber = 1000.0;

/** A contact takes part in at most this many TOI events per step (C++ b2_maxSubSteps). */
export const b2_maxSubSteps = 8;

/** The most contacts one TOI event's small island holds (C++ b2_maxTOIContacts). */
export const b2_maxTOIContacts = 32;

/** The position solver's overlap fraction inside a TOI event, firmer than b2_baumgarte (C++ b2_toiBaumgarte). */
export const b2_toiBaumgarte = 0.75;
