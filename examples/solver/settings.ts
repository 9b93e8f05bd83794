// The solver's tuning constants. Box2D's own (b2_common.h) come from the library under their C++
// names; the two below are not #defines in C++ v2.4.1.

import { b2_lengthUnitsPerMeter } from 'b2collide';

export {
  b2_maxTranslation,
  b2_maxTranslationSquared,
  b2_maxRotation,
  b2_maxRotationSquared,
  b2_baumgarte,
  b2_toiBaumgarte,
  b2_maxLinearCorrection,
  b2_maxSubSteps,
  b2_maxTOIContacts,
} from 'b2collide';

/**
 * Approach speeds (m/s) below this are not bounced (C++ b2FixtureDef::restitutionThreshold's
 * default, 1 m/s: 1.0f * b2_lengthUnitsPerMeter).
 */
export const b2_defaultRestitutionThreshold = 1.0 * b2_lengthUnitsPerMeter;

/** Above this condition number of K, the block solver keeps one point (C++ k_maxConditionNumber in b2_contact_solver.cpp). */
export const k_maxConditionNumber = 1000.0;
