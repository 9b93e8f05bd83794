// b2collide: Box2D v2.4.1's collision module in TypeScript. The public API is exactly what this
// file exports by name, and the README's API table lists it; helpers stay inside their modules.

export {
  b2_lengthUnitsPerMeter,
  b2_maxFloat,
  b2_epsilon,
  b2_pi,
  b2_maxManifoldPoints,
  b2_maxPolygonVertices,
  b2_linearSlop,
  b2_polygonRadius,
  b2_aabbExtension,
  b2_aabbMultiplier,
  b2_angularSlop,
  b2_maxSubSteps,
  b2_maxTOIContacts,
  b2_maxLinearCorrection,
  b2_maxAngularCorrection,
  b2_maxTranslation,
  b2_maxTranslationSquared,
  b2_maxRotation,
  b2_maxRotationSquared,
  b2_baumgarte,
  b2_toiBaumgarte,
  b2_timeToSleep,
  b2_linearSleepTolerance,
  b2_angularSleepTolerance,
} from './common/b2_settings';
export {
  type b2XY,
  type b2RotLike,
  b2Vec2,
  b2Rot,
  b2Dot,
  b2Cross_V_V,
  b2Cross_V_S,
  b2Cross_S_V,
  b2Mul_R_V,
  b2MulT_R_V,
  b2Mul_R_R,
  b2MulT_R_R,
} from './common/b2_math';
export { b2Transform, type b2TransformLike, b2Mul_X_V, b2MulT_X_V, b2Mul_X_X, b2MulT_X_X, b2Mul, b2MulT } from './common/b2_transform';
export { b2Vec2View } from './common/b2_vec2_view';
export { b2RotView } from './common/b2_rot_view';
export { b2Sweep } from './common/b2_sweep';
export { b2Sin, b2Cos, b2Atan2 } from './common/b2_fdlibm_trig';

export { b2ShapeType, b2Shape, b2MassData } from './collision/b2_shape';
export { b2PolygonShape, b2_packedNormals } from './collision/b2_polygon_shape';
export { b2CircleShape } from './collision/b2_circle_shape';
export { b2EdgeShape } from './collision/b2_edge_shape';
export { b2ChainShape } from './collision/b2_chain_shape';

export { b2ContactFeatureType, b2ContactFeature, b2ContactID } from './collision/b2_contact_id';
export { b2ManifoldType, b2ManifoldPoint, b2Manifold } from './collision/b2_manifold';
export { b2ClipVertex, b2ClipSegmentToLine } from './collision/b2_clip_segment_to_line';
export { b2FindMaxSeparation, b2FindIncidentEdge, b2CollidePolygons } from './collision/b2_collide_polygon';
export { b2CollideCircles, b2CollidePolygonAndCircle } from './collision/b2_collide_circle';
export { b2CollideEdgeAndCircle, b2CollideEdgeAndPolygon } from './collision/b2_collide_edge';
export { b2CollideShapes, b2ShapeTypesCollide, b2ShapeTypesSwapped } from './collision/b2_collide_shapes';
export { b2WorldManifold } from './collision/b2_world_manifold';
export { b2PointState, b2GetPointStates } from './collision/b2_point_state';
export { b2WarmStartManifold } from './collision/b2_warm_start';
export { b2PositionSolverManifold, type b2PositionConstraintLike } from './collision/b2_position_solver_manifold';

export { b2RayCastInput, type b2RayCastInputLike, b2RayCastOutput } from './collision/b2_ray_cast';
export { b2AABB, type b2AABBLike } from './collision/b2_aabb';

export { b2DistanceProxy } from './collision/b2_distance_proxy';
export { b2SimplexCache } from './collision/b2_simplex';
// C++ overloads b2Distance for points (b2_math.h) and for GJK (b2_distance.h); this one does both.
export {
  b2DistanceInput,
  b2DistanceOutput,
  b2Distance,
  b2DistanceGJK,
  b2_gjkCalls,
  b2_gjkIters,
  b2_gjkMaxIters,
  b2ResetGjkCounters,
} from './collision/b2_distance';
export { b2ShapeCastInput, b2ShapeCastOutput, b2ShapeCast } from './collision/b2_shape_cast';
export { b2TestOverlap } from './collision/b2_test_overlap';
export {
  b2TOIInput,
  b2TOIOutput,
  b2TOIOutputState,
  b2TimeOfImpact,
  b2_toiCalls,
  b2_toiIters,
  b2_toiMaxIters,
  b2_toiRootIters,
  b2_toiMaxRootIters,
  b2ResetToiCounters,
} from './collision/b2_time_of_impact';
export { b2GrowableStack } from './collision/b2_growable_stack';
export {
  b2_nullNode,
  b2DynamicTree,
  type b2TreeQueryFunction,
  type b2TreeQueryCallback,
  type b2TreeRayCastFunction,
  type b2TreeRayCastCallback,
} from './collision/b2_dynamic_tree';
export { b2_nullProxy, b2BroadPhase, type b2AddPairFunction, type b2AddPairCallback } from './collision/b2_broad_phase';

// Issue 15 (hardening): input checks that are not in C++.
export { b2_rotationTolerance } from './common/b2_settings';
export { b2IsUnitRotation } from './common/b2_math';
export { b2Hull, b2ComputeHull, b2ValidateHull } from './collision/b2_hull';
