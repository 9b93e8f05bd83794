// Where planck 1.5.0's GJK (Distance, DistanceProxy, SimplexCache, testOverlap) departs from
// the C++ v2.4.1 source, found by reading node_modules/planck/src. Cited as C++ file:line
// (tag v2.4.1) and planck file:line.

import type { KnownDifference } from '../runner/types';

const CPP = 'src/collision/b2_distance.cpp';
const PLANCK = 'planck/src/collision/Distance.ts';

export const planckDistanceDifferences: readonly KnownDifference[] = [
  {
    what: 'With useRadii and overlapping shapes both witness points are set to pointA - pointB, not the midpoint 0.5 * (pointA + pointB)',
    cxx: `${CPP}:592`,
    peer: `${PLANCK}:214`,
    effect:
      'every overlapping useRadii call returns other witness points (distance 0 in both); the harness checks that planck\'s points equal the reference\'s core pointA - pointB instead of comparing them with the midpoint',
  },
  {
    what: 'EPSILON is 1e-9 where C++ uses b2_epsilon = FLT_EPSILON = 1.19e-7',
    cxx: `include/box2d/b2_common.h:40 (used at ${CPP}:136,518,578 and src/collision/b2_collision.cpp:257)`,
    peer: `planck/src/common/Math.ts:12 (used at ${PLANCK}:144,203,422,765)`,
    effect:
      'testOverlap says "apart" for distances in [1e-8, 1.19e-6) that C++ calls overlapping; the search stops later (|d| < 1e-9 instead of 1.19e-7), so a nearly-touching case can take one more iteration and end on another simplex; a cached simplex with metric in [1e-9, 1.19e-7) is kept instead of flushed. Each is excused only inside its band (margins eps-band:*)',
  },
  {
    what: 'Direction side test sgn = -cross(e12, w1) instead of cross(e12, -w1)',
    cxx: `${CPP}:181`,
    peer: `${PLANCK}:462`,
    effect: 'none: negation is exact and rounding is symmetric, so both give the same value (up to the sign of a zero, which sgn > 0 ignores)',
  },
  {
    what: 'GetSupport starts from index -1 and -Infinity and scans from vertex 0, instead of starting from vertex 0 and scanning from 1',
    cxx: 'include/box2d/b2_distance.h:139-150',
    peer: `${PLANCK}:256-264`,
    effect: 'none for finite coordinates: the first strict maximum wins in both',
  },
  {
    what: 'Normal normalisation in the useRadii branch skips only length 0 instead of length < b2_epsilon',
    cxx: `${CPP}:584 (include/box2d/b2_math.h:102-112)`,
    peer: `${PLANCK}:208 (planck/src/common/Matrix.ts:133-141)`,
    effect: 'none: the branch runs only when the distance exceeds EPSILON and rA + rB, and the case radii are at least 0.01',
  },
  {
    what: 'ShapeCast normalises v and the final normal with Vec2.normalize, which skips lengths below EPSILON = 1e-9 instead of FLT_EPSILON',
    cxx: `${CPP}:659,737-738 (include/box2d/b2_math.h:102-112)`,
    peer: `${PLANCK}:867,939-940 (planck/src/common/Vec2.ts:354-363)`,
    effect: 'inside the loop none (|v| exceeds sigma >= 0.01 there); the final normal differs only when |v| ends in [1e-9, 1.19e-7): C++ returns it unnormalised (margin eps-band:cast-normal)',
  },
  {
    what: 'A chain child past the last vertex wraps through ChainShape.getVertex instead of in DistanceProxy::Set',
    cxx: `${CPP}:56-63`,
    peer: 'planck/src/collision/shape/ChainShape.ts:290-297,363-369',
    effect: 'none: both give the same two vertices',
  },
];
