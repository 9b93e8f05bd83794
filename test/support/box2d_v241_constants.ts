// Every constant #define of Box2D v2.4.1's include/box2d/b2_common.h and b2_settings.h, by name,
// with its value worked out by hand from the header's expression (L = b2_lengthUnitsPerMeter = 1,
// pi = b2_pi = 3.14159265359f; C++ computes each in float, so `r` is the rounding: Math.fround for
// the float32 build, none for the float64 build). The names were extracted with
//   git show v2.4.1:include/box2d/b2_common.h v2.4.1:include/box2d/b2_settings.h \
//     | grep -oE '^#define\s+b2_\w+' | awk '{print $2}'
// which lists 24 names; the header guards (B2_COMMON_H, B2_SETTINGS_H) and the macros b2DEBUG,
// B2_NOT_USED and b2Assert are not constants and are left out. v2.4.1 has no b2_velocityThreshold:
// its restitution threshold is per fixture (b2FixtureDef::restitutionThreshold), outside the
// collision module.

type Round = (x: number) => number;

export const BOX2D_V241_CONSTANTS: Readonly<Record<string, (r: Round) => number>> = {
  // b2_settings.h
  b2_lengthUnitsPerMeter: () => 1,
  b2_maxPolygonVertices: () => 8,
  // b2_common.h
  b2_maxFloat: () => 3.4028234663852886e38, // FLT_MAX
  b2_epsilon: () => 2 ** -23, // FLT_EPSILON
  b2_pi: (r) => r(3.14159265359),
  b2_maxManifoldPoints: () => 2,
  b2_aabbExtension: (r) => r(0.1) * 1,
  b2_aabbMultiplier: () => 4,
  b2_linearSlop: (r) => r(0.005) * 1,
  b2_angularSlop: (r) => r(r(2 / 180) * r(3.14159265359)),
  b2_polygonRadius: (r) => r(2 * r(0.005)),
  b2_maxSubSteps: () => 8,
  b2_maxTOIContacts: () => 32,
  b2_maxLinearCorrection: (r) => r(0.2) * 1,
  b2_maxAngularCorrection: (r) => r(r(8 / 180) * r(3.14159265359)),
  b2_maxTranslation: () => 2,
  b2_maxTranslationSquared: () => 4,
  b2_maxRotation: (r) => r(0.5 * r(3.14159265359)),
  b2_maxRotationSquared: (r) => r(r(0.5 * r(3.14159265359)) * r(0.5 * r(3.14159265359))),
  b2_baumgarte: (r) => r(0.2),
  b2_toiBaumgarte: () => 0.75,
  b2_timeToSleep: () => 0.5,
  b2_linearSleepTolerance: (r) => r(0.01) * 1,
  b2_angularSleepTolerance: (r) => r(r(2 / 180) * r(3.14159265359)),
};
