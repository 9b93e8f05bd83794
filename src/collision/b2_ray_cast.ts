// The ray-cast input and output records of C++ b2_collision.h, shared by b2AABB, every shape's
// RayCast and the dynamic tree.

import { b2Vec2 } from '../common/b2_math';

/** A ray from p1 towards p2; only the part up to p1 + maxFraction·(p2 − p1) is tested. */
export class b2RayCastInput {
  readonly p1 = new b2Vec2();
  readonly p2 = new b2Vec2();
  /** How much of the segment p1→p2 to test, in [0, 1] (C++ leaves it unset; here it starts at 1). */
  maxFraction = 1;
}

/** Where a ray hit: at p1 + fraction·(p2 − p1) of its input, with the surface's outward normal. */
export class b2RayCastOutput {
  readonly normal = new b2Vec2();
  fraction = 0;
}
