// The public math of `b2collide/v3`: math_functions.h's types, constants and functions under
// their C names. The functions that read vectors, rotations, transforms, matrices, planes or
// numbers are the checked ones of math_public_scalars/vectors/rotations.ts; the types, constants,
// validity predicates and the angle functions (which check their angle themselves) come straight
// from math_functions.ts, whose unchecked kernels the library's own code calls (src/v3/README.md,
// rule C).

export {
  B2_PI,
  FLT_EPSILON,
  FLT_MAX,
  b2Vec2,
  b2CosSin,
  b2Rot,
  b2Transform,
  b2Mat22,
  b2AABB,
  b2Plane,
  b2Vec2_zero,
  b2Rot_identity,
  b2Transform_identity,
  b2Mat22_zero,
  b2IsValidFloat,
  b2IsValidVec2,
  b2IsValidRotation,
  b2IsValidPlane,
  b2Atan2,
  b2UnwindAngle,
  b2ComputeCosSin,
  b2MakeRot,
} from './math_functions';

export * from './math_public_scalars';
export * from './math_public_vectors';
export * from './math_public_rotations';
