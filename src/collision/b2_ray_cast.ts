// The ray-cast input and output records of C++ b2_collision.h, shared by b2AABB, every shape's
// RayCast and the dynamic tree.

import { b2Vec2, type b2XY } from '../common/b2_math';

/**
 * A ray as plain data: a b2RayCastInput or a `{ p1, p2, maxFraction }` object with `{ x, y }`
 * points. Not in C++ (C++ takes `const b2RayCastInput&`): the ray casts only read it.
 */
export interface b2RayCastInputLike {
  /** Where the ray starts. */
  readonly p1: b2XY;
  /** A second point on the ray, the end of the segment at fraction 1. */
  readonly p2: b2XY;
  /** How much of the segment p1→p2 to test, in [0, 1]. */
  readonly maxFraction: number;
}

/**
 * A ray from p1 towards p2; only the part up to p1 + maxFraction·(p2 − p1) is tested. C++:
 * `b2RayCastInput` in b2_collision.h; members keep their C++ names.
 */
export class b2RayCastInput {
  /** Where the ray starts, world frame (or the tree's frame for b2DynamicTree.RayCast). */
  readonly p1 = new b2Vec2();
  /** A second point on the ray, the end of the segment at fraction 1. */
  readonly p2 = new b2Vec2();
  /** How much of the segment p1→p2 to test, in [0, 1] (C++ leaves it unset; here it starts at 1). */
  maxFraction = 1;
}

/**
 * Where a ray hit: at p1 + fraction·(p2 − p1) of its input, with the surface's outward normal.
 * C++: `b2RayCastOutput` in b2_collision.h; members keep their C++ names.
 */
export class b2RayCastOutput {
  /** The outward unit normal of the surface at the hit, world frame. */
  readonly normal = new b2Vec2();
  /** Where along the input the hit lies, in [0, maxFraction]. */
  fraction = 0;
}
