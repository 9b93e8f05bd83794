// The decisions of b2Distance, b2TestOverlap and b2ShapeCast where planck and @box2d/core compare
// with their own epsilon instead of C++'s b2_epsilon (planck-differences.ts,
// box2dcore-differences.ts), each made forceable in a copy of b2collide's module
// (runner/forced-modules.ts). A distance case rerun on these copies with the peer's threshold at
// the decisions its margin names is the witness of that margin (margins.ts distanceWitness).

import type { ForcedCopy, ForcedDecision } from '../runner/forced-modules';

const PLANCK = 'planck/src/collision/Distance.ts';
const CORE = '@box2d/core/dist/collision/b2_distance.js';

/** GJK's search direction: stop when |d|^2 < epsilon^2 (the origin is on the simplex). */
export const SEARCH_DIRECTION: ForcedDecision = {
  key: 'searchDirection',
  module: 'collision/b2_distance',
  from: 'if (d.x * d.x + d.y * d.y < b2_epsilon * b2_epsilon) {',
  to: 'if (d.x * d.x + d.y * d.y < b2ForcedThresholds.searchDirection * b2ForcedThresholds.searchDirection) {',
  cxx: 'src/collision/b2_distance.cpp:518',
  what: "b2Distance's search-direction test |d|^2 < epsilon^2",
  peers: { planck: `${PLANCK}:144`, '@box2d/core': `${CORE}:564` },
};

/** b2Simplex::ReadCache: flush a cached simplex whose metric is below epsilon. */
export const METRIC_FLUSH: ForcedDecision = {
  key: 'metricFlush',
  module: 'collision/b2_simplex',
  from: 'metric2 < 0.5 * metric1 || 2.0 * metric1 < metric2 || metric2 < b2_epsilon) {',
  to: 'metric2 < 0.5 * metric1 || 2.0 * metric1 < metric2 || metric2 < b2ForcedThresholds.metricFlush) {',
  cxx: 'src/collision/b2_distance.cpp:136',
  what: "b2Simplex::ReadCache's flush test metric2 < epsilon",
  peers: { planck: `${PLANCK}:422`, '@box2d/core': `${CORE}:257` },
};

/** b2TestOverlap: overlapping when the radii distance is below 10 epsilon. */
export const TEST_OVERLAP: ForcedDecision = {
  key: 'testOverlap',
  module: 'collision/b2_test_overlap',
  from: 'return output.distance < 10.0 * b2_epsilon;',
  to: 'return output.distance < 10.0 * b2ForcedThresholds.testOverlap;',
  cxx: 'src/collision/b2_collision.cpp:257',
  what: "b2TestOverlap's test distance < 10 epsilon",
  peers: { planck: `${PLANCK}:765`, '@box2d/core': '@box2d/core/dist/collision/b2_collision.js:621' },
};

/** b2ShapeCast's final n.Normalize(): a normal shorter than epsilon is left as it is. */
export const CAST_NORMAL: ForcedDecision = {
  key: 'castNormal',
  module: 'collision/b2_shape_cast',
  from: 'if (!(length < b2_epsilon)) {',
  to: 'if (!(length < b2ForcedThresholds.castNormal)) {',
  cxx: 'src/collision/b2_distance.cpp:738 (b2Vec2::Normalize, include/box2d/b2_math.h:105)',
  what: "b2ShapeCast's final n.Normalize() test |n| < epsilon",
  peers: { planck: `${PLANCK}:940 (planck/src/common/Vec2.ts:356)`, '@box2d/core': `${CORE}:744 (@box2d/core/dist/common/b2_math.js:169)` },
};

/** b2TestOverlap, calling b2Distance, calling b2Simplex: the three GJK decisions, all in one chain of copies. */
export const GJK_COPY: ForcedCopy = {
  key: 'gjk',
  modules: ['collision/b2_simplex', 'collision/b2_distance', 'collision/b2_test_overlap'],
  decisions: [METRIC_FLUSH, SEARCH_DIRECTION, TEST_OVERLAP],
};

/** b2ShapeCast with its final normalisation forceable. */
export const SHAPE_CAST_COPY: ForcedCopy = {
  key: 'shape-cast',
  modules: ['collision/b2_shape_cast'],
  decisions: [CAST_NORMAL],
};
