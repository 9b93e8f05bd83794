// The public API of `b2collide/v3`: Box2D v3.1.1's collision (see src/v3/README.md), exported by
// name. The package's `b2collide/v3` is the float32 twin of this file (build/f32/v3/index.ts);
// `b2collide/v3/f64` is this file.

/**
 * Box2D v3.1.1's collision functions under their C names: `b2collide/v3` is the float32 build,
 * bit for bit the C; `b2collide/v3/f64` the same code in float64. A function that returns a struct
 * in C takes the object to write first and returns it (`b2MakeRot(out, radians)`). Guide:
 * [docs/v3.md](https://github.com/b2collide/b2collide/blob/main/docs/v3.md).
 * @module b2collide/v3
 */

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
  b2MinInt,
  b2MaxInt,
  b2AbsInt,
  b2ClampInt,
  b2MinFloat,
  b2MaxFloat,
  b2AbsFloat,
  b2ClampFloat,
  b2Atan2,
  b2UnwindAngle,
  b2ComputeCosSin,
  b2Dot,
  b2Cross,
  b2CrossVS,
  b2CrossSV,
  b2LeftPerp,
  b2RightPerp,
  b2Add,
  b2Sub,
  b2Neg,
  b2Lerp,
  b2Mul,
  b2MulSV,
  b2MulAdd,
  b2MulSub,
  b2Abs,
  b2Min,
  b2Max,
  b2Clamp,
  b2Length,
  b2Distance,
  b2LengthSquared,
  b2DistanceSquared,
  b2Normalize,
  b2GetLengthAndNormalize,
  b2IsNormalized,
  b2NormalizeRot,
  b2IntegrateRotation,
  b2MakeRot,
  b2ComputeRotationBetweenUnitVectors,
  b2IsNormalizedRot,
  b2NLerp,
  b2ComputeAngularVelocity,
  b2Rot_GetAngle,
  b2Rot_GetXAxis,
  b2Rot_GetYAxis,
  b2MulRot,
  b2InvMulRot,
  b2RelativeAngle,
  b2RotateVector,
  b2InvRotateVector,
  b2TransformPoint,
  b2InvTransformPoint,
  b2MulTransforms,
  b2InvMulTransforms,
  b2MulMV,
  b2GetInverse22,
  b2Solve22,
  b2PlaneSeparation,
  b2SpringDamper,
} from './math_public';

export {
  B2_MAX_POLYGON_VERTICES,
  b2_lengthUnitsPerMeter,
  B2_LINEAR_SLOP,
  B2_SPECULATIVE_DISTANCE,
  B2_AABB_MARGIN,
  B2_HUGE,
  B2_MAX_ROTATION,
  B2_NULL_INDEX,
  B2_MAKE_ID,
  b2RayCastInput,
  b2ShapeProxy,
  b2ShapeCastInput,
  b2CastOutput,
  b2MassData,
  b2Circle,
  b2Capsule,
  b2Polygon,
  b2Segment,
  b2ChainSegment,
  b2Hull,
  b2SegmentDistanceResult,
  b2SimplexCache,
  b2DistanceInput,
  b2DistanceOutput,
  b2SimplexVertex,
  b2Simplex,
  b2ShapeCastPairInput,
  b2Sweep,
  b2TOIInput,
  b2TOIState,
  b2TOIOutput,
  b2ManifoldPoint,
  b2Manifold,
  b2PlaneResult,
  b2CollisionPlane,
  b2PlaneSolverResult,
} from './collision_types';

export { b2SegmentDistance, b2MakeProxy, b2MakeOffsetProxy, b2ShapeDistance, b2ShapeCast, b2GetSweepTransform, b2TimeOfImpact } from './distance';
export { b2MakePolygon, b2MakeOffsetPolygon, b2MakeOffsetRoundedPolygon, b2MakeSquare, b2MakeBox, b2MakeRoundedBox, b2MakeOffsetBox, b2MakeOffsetRoundedBox, b2TransformPolygon, b2ComputeCircleMass, b2ComputeCapsuleMass, b2ComputePolygonMass, b2ComputeCircleAABB, b2ComputeCapsuleAABB, b2ComputePolygonAABB, b2ComputeSegmentAABB, b2PointInCircle, b2PointInCapsule, b2PointInPolygon, b2IsValidRay, b2RayCastCircle, b2RayCastCapsule, b2RayCastSegment, b2RayCastPolygon, b2ShapeCastCircle, b2ShapeCastCapsule, b2ShapeCastSegment, b2ShapeCastPolygon, b2CollideMoverAndCircle, b2CollideMoverAndCapsule, b2CollideMoverAndPolygon, b2CollideMoverAndSegment } from './geometry';

export { b2ComputeHull, b2ValidateHull } from './hull';

export {
  b2AABB_Center,
  b2AABB_Contains,
  b2AABB_Extents,
  b2AABB_Overlaps,
  b2AABB_RayCast,
  b2AABB_Union,
  b2EnlargeAABB,
  b2IsValidAABB,
  b2MakeAABB,
  b2Perimeter,
} from './aabb';

export { b2ClipVector, b2SolvePlanes } from './mover';

export { b2CollideCircles, b2CollideCapsuleAndCircle, b2CollideSegmentAndCircle, b2CollidePolygonAndCircle } from './manifold_circles';
export { b2CollideCapsules, b2CollideSegmentAndCapsule, b2CollidePolygonAndCapsule } from './manifold_capsules';
export { b2CollidePolygons, b2CollideSegmentAndPolygon } from './manifold_polygons';
export { b2CollideChainSegmentAndCircle, b2CollideChainSegmentAndCapsule, b2CollideChainSegmentAndPolygon } from './manifold_chain';
export { b2CarryImpulsesById } from './carry_impulses';
