// b2collide: Box2D v2.4.1's contact-manifold module in TypeScript. Named exports only.

export * from './common/b2_settings';
export * from './common/b2_math';
export * from './common/b2_vec2_view';
export * from './collision/b2_shape';
export * from './collision/b2_contact_id';
export * from './collision/b2_manifold';
export * from './collision/b2_clip_segment_to_line';
export * from './collision/b2_polygon_shape';
export * from './collision/b2_circle_shape';
export * from './collision/b2_edge_shape';
export * from './collision/b2_chain_shape';
export * from './collision/b2_collide_polygon';
export * from './collision/b2_collide_circle';
export * from './collision/b2_collide_edge';
export * from './collision/b2_world_manifold';
export * from './collision/b2_point_state';
export * from './collision/b2_distance';
// C++ overloads b2Distance for points (b2_math) and for GJK (b2_distance); this overloaded one does both.
export { b2Distance } from './collision/b2_distance';
export * from './collision/b2_shape_cast';
export * from './collision/b2_test_overlap';
export * from './collision/b2_collide_shapes';
export * from './common/b2_sweep';
export * from './collision/b2_ray_cast';
export * from './collision/b2_aabb';
export * from './collision/b2_warm_start';
export * from './collision/b2_growable_stack';
export * from './collision/b2_dynamic_tree';
export * from './collision/b2_broad_phase';
