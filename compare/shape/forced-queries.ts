// The shape-query decisions where planck and @box2d/core compare with their own epsilon instead of
// C++'s b2_epsilon (peer-differences.ts), each made forceable in a copy of b2collide's module
// (runner/forced-modules.ts): a query case rerun on these copies with the peer's threshold at the
// decision its band margin names is that margin's witness (shape-compare.ts queryWitness).

import type { ForcedCopy, ForcedDecision } from '../runner/forced-modules';

/** b2CircleShape::RayCast: a segment with |p2 - p1|^2 below epsilon misses. */
export const CIRCLE_RAY: ForcedDecision = {
  key: 'circleRay',
  module: 'collision/b2_circle_shape',
  from: 'if (sigma < 0.0 || rr < b2_epsilon) {',
  to: 'if (sigma < 0.0 || rr < b2ForcedThresholds.circleRay) {',
  cxx: 'src/collision/b2_circle_shape.cpp:68',
  what: "b2CircleShape::RayCast's short-segment test |p2 - p1|^2 < epsilon",
  peers: { planck: 'planck/src/collision/shape/CircleShape.ts:158', '@box2d/core': '@box2d/core/dist/collision/b2_circle_shape.js:84' },
};

/** b2AABB::RayCast: an axis with |d| below epsilon is parallel to that slab. */
export const AABB_RAY: ForcedDecision = {
  key: 'aabbRay',
  module: 'collision/b2_aabb',
  from: 'if (Math.abs(d) < b2_epsilon) {',
  to: 'if (Math.abs(d) < b2ForcedThresholds.aabbRay) {',
  cxx: 'src/collision/b2_collision.cpp:150',
  what: "b2AABB::RayCast's parallel test |d| < epsilon (both axes)",
  peers: { planck: 'planck/src/collision/AABB.ts:212,249', '@box2d/core': '@box2d/core/dist/collision/b2_collision.js:476,506' },
};

/** b2AABB and b2CircleShape with those two decisions forceable (neither copy imports the other). */
export const QUERY_COPY: ForcedCopy = {
  key: 'shape-queries',
  modules: ['collision/b2_aabb', 'collision/b2_circle_shape'],
  decisions: [AABB_RAY, CIRCLE_RAY],
};
