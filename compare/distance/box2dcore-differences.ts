// Where @box2d/core 0.11.0's b2Distance (GJK), b2ShapeCast and b2TestOverlap depart from the C++
// v2.4.1 source, found by reading node_modules/@box2d/core/dist (the package ships only its
// compiled JavaScript, so that is what the lines cite). C++ lines are at tag v2.4.1.

import type { KnownDifference } from '../runner/types';

const CPP = 'src/collision/b2_distance.cpp';
const BOX2DCORE_DISTANCE = '@box2d/core/dist/collision/b2_distance.js';
const MATH = '@box2d/core/dist/common/b2_math.js';

export const box2dcoreDistanceDifferences: readonly KnownDifference[] = [
  {
    what: 'b2_epsilon is 1e-5 (and b2_epsilon_sq the double 1e-5 * 1e-5) where C++ uses FLT_EPSILON = 1.19e-7 (and FLT_EPSILON squared)',
    cxx: `include/box2d/b2_common.h:40 (used at ${CPP}:136,518,578, include/box2d/b2_math.h:105 and src/collision/b2_collision.cpp:257)`,
    peer: `@box2d/core/dist/common/b2_common.js:34-35 (used at ${BOX2DCORE_DISTANCE}:257,564,606, ${MATH}:169 and @box2d/core/dist/collision/b2_collision.js:621)`,
    effect:
      'the search stops when |d| < 1e-5 instead of 1.19e-7, so a nearly-touching case can end one or more iterations earlier on another simplex; a warm-start simplex of metric in [1.19e-7, 1e-5) is flushed instead of kept; b2TestOverlap says "overlap" for distances in [1.19e-6, 1e-4) that C++ calls apart; the shape cast leaves its final normal unnormalised for |v| in [1.19e-7, 1e-5). Each is excused only inside its band (margins eps-band:*), the search-direction and cast-normal bands read from the peer\'s own result, since the peer is the engine that stops or skips there',
  },
  {
    what: 'The useRadii branch is the later Box2D one: witness points at the midpoint only when the core distance is below b2_epsilon; otherwise both are moved onto the surfaces along the normal and the distance is max(0, distance - rA - rB), also when the radii overlap',
    cxx: `${CPP}:578-596 (moved onto the surfaces only when distance > rA + rB and > b2_epsilon, else both points at the midpoint and distance 0)`,
    peer: `${BOX2DCORE_DISTANCE}:605-623`,
    effect:
      'an overlapping useRadii call with a core distance >= 1e-5 returns the points on the two surfaces, not the midpoint (distance 0 in both). The harness checks the peer\'s radii call against its own rule applied to the reference\'s core result (radii.* "peer rule" fields) instead of against the reference\'s radii call',
  },
  {
    what: 'With the radii the distance is (distance - rA) - rB, where C++ computes distance - (rA + rB)',
    cxx: `${CPP}:582`,
    peer: `${BOX2DCORE_DISTANCE}:620`,
    effect: 'the two roundings can differ by an ulp; covered by the same peer-rule check, which uses the peer\'s order',
  },
  {
    what: 'b2ShapeCast takes its witness points unswapped: GetWitnessPoints(pointA, pointB) where C++ calls GetWitnessPoints(&pointB, &pointA); the simplex holds B\'s shifted points as its "A" side, so output.point is B\'s witness point + radiusA * n instead of A\'s',
    cxx: `${CPP}:733,741`,
    peer: `${BOX2DCORE_DISTANCE}:741,746`,
    effect:
      'every hit reports another point: the peer\'s point lies beyond the reference\'s by -v (the final closest point, |v| <= sigma + tolerance when the loop converged), along the normal. The harness checks that the peer\'s point minus the reference\'s is along the reference\'s normal (cross product within the bound) and 0..sigma + tolerance long, and that the peer\'s B-side witness lies on B\'s core moved by lambda * r: this fixes the point unless B\'s witness segment is parallel to n, but is not bit equality',
  },
  {
    what: 'b2Vec2.Distance (GetMetric of a segment, and the output distance) squares with ** 2 instead of x * x',
    cxx: `include/box2d/b2_math.h:461-465 (used at ${CPP}:264,566)`,
    peer: `${MATH}:339 (used at ${BOX2DCORE_DISTANCE}:354,600)`,
    effect: 'none in V8, whose x ** 2 is x * x (ECMAScript allows ** to be approximate; checked equal on 2e7 random doubles under Node 20)',
  },
  {
    what: 'Math.max instead of b2Max (a < b ? b : a) for the cast radii and sigma',
    cxx: `${CPP}:613,614,639 (include/box2d/b2_math.h:637-640)`,
    peer: `${BOX2DCORE_DISTANCE}:649,650,670`,
    effect: 'none for finite radii: they differ only for NaN and signed zeros',
  },
  {
    what: 'The chain proxy wraps past the last vertex by m_vertices.length, the vertex count C++ keeps in m_count (CreateLoop appends the first vertex in both)',
    cxx: `${CPP}:59-67, src/collision/b2_chain_shape.cpp:60-63`,
    peer: '@box2d/core/dist/collision/b2_chain_shape.js:58-63,183-191',
    effect: 'none: both give the same two vertices',
  },
];
