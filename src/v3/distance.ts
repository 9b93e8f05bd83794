// Box2D v3.1.1's src/distance.c, split by concern (segment_distance.ts, shape_proxy.ts,
// simplex.ts, shape_distance.ts, shape_cast.ts, sweep_transform.ts, separation_function.ts,
// time_of_impact.ts): this module gathers the public functions under their C names, so that
// other v3 files import them from './distance' as C includes distance.c's header.

export { b2SegmentDistance } from './segment_distance';
export { b2MakeProxy, b2MakeOffsetProxy } from './shape_proxy';
export { b2ShapeDistance } from './shape_distance';
export { b2ShapeCast } from './shape_cast';
export { b2GetSweepTransform } from './sweep_transform';
export { b2TimeOfImpact } from './time_of_impact';
