// Box2D v3.1.1's src/geometry.c, by concern: making polygons (geometry_make.ts), mass and bounding
// boxes (geometry_mass_aabb.ts), point tests (geometry_point.ts), ray casts (geometry_ray_cast.ts),
// shape casts (geometry_shape_cast.ts) and the character mover's planes (geometry_mover.ts).
// index.ts exports these names from here.

export {
  b2MakePolygon,
  b2MakeOffsetPolygon,
  b2MakeOffsetRoundedPolygon,
  b2MakeSquare,
  b2MakeBox,
  b2MakeRoundedBox,
  b2MakeOffsetBox,
  b2MakeOffsetRoundedBox,
  b2TransformPolygon,
} from './geometry_make';
export {
  b2ComputeCircleMass,
  b2ComputeCapsuleMass,
  b2ComputePolygonMass,
  b2ComputeCircleAABB,
  b2ComputeCapsuleAABB,
  b2ComputePolygonAABB,
  b2ComputeSegmentAABB,
} from './geometry_mass_aabb';
export { b2PointInCircle, b2PointInCapsule, b2PointInPolygon } from './geometry_point';
export { b2IsValidRay, b2RayCastCircle, b2RayCastCapsule, b2RayCastSegment, b2RayCastPolygon } from './geometry_ray_cast';
export { b2ShapeCastCircle, b2ShapeCastCapsule, b2ShapeCastSegment, b2ShapeCastPolygon } from './geometry_shape_cast';
export { b2CollideMoverAndCircle, b2CollideMoverAndCapsule, b2CollideMoverAndPolygon, b2CollideMoverAndSegment } from './geometry_mover';
