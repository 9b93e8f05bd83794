// Where planck 1.5.0's polygon collider departs from the C++ v2.4.1 source by design, found by
// reading node_modules/planck/src. Cited as C++ file:line (tag v2.4.1) and planck file:line.

import type { KnownDifference } from '../runner/types';

const CPP = 'src/collision/b2_collide_polygon.cpp';
const CPP_COLLISION = 'src/collision/b2_collision.cpp';
const PLANCK = 'planck/src/collision/shape/CollidePolygon.ts';
const PLANCK_MANIFOLD = 'planck/src/collision/Manifold.ts';

export const planckPolygonDifferences: readonly KnownDifference[] = [
  {
    what: 'Separation in FindMaxSeparation: dot(n, v2) - dot(n, v1) instead of dot(n, v2 - v1)',
    cxx: `${CPP}:50`,
    peer: `${PLANCK}:87`,
    effect: 'separations differ by a few ulps of the coordinates; can flip the early-outs, the best edge and the k_tol choice at near-ties',
  },
  {
    what: 'Incident normal rotated as R1 (R2^T n) (rerotVec2) instead of R2^T (R1 n)',
    cxx: `${CPP}:81`,
    peer: `${PLANCK}:121 (planck/src/common/Matrix.ts:211)`,
    effect: 'the incident dots differ by ulps; can pick the other incident edge when the two smallest dots nearly tie',
  },
  {
    what: 'Clip interpolation (1 - t) * v0 + t * v1 instead of v0 + t * (v1 - v0)',
    cxx: `${CPP_COLLISION}:224`,
    peer: `${PLANCK_MANIFOLD}:425`,
    effect: 'clipped points differ by ulps (even on a dyadic grid when t is not dyadic); the main source of bounded differences, and of near-ties at side plane 2 and at the final separation test. Where no moved input gives planck\'s manifold, b2collide with planck\'s interpolation forced on both clips must (the witness of margin final separation vs totalRadius)',
  },
  {
    what: 'ContactID.key is indexA + 4 indexB + 16 typeA + 64 typeB, not the little-endian union of four bytes',
    cxx: 'include/box2d/b2_collision.h:59-63',
    peer: `${PLANCK_MANIFOLD}:295,303,315`,
    effect: 'keys are not comparable and collide for indices >= 4 (e.g. indexA 4 / indexB 0 equals indexA 0 / indexB 1); the harness compares the four feature fields instead',
  },
  {
    what: 'Search start values are -Infinity / Infinity instead of -b2_maxFloat / b2_maxFloat (FLT_MAX)',
    cxx: `${CPP}:39,47,85 (include/box2d/b2_common.h:39)`,
    peer: `${PLANCK}:78,85,125`,
    effect: 'none for finite coordinates below 3.4e38',
  },
  {
    what: 'Tangent normalisation skips only length 0 (length > 0) instead of length < b2_epsilon',
    cxx: 'include/box2d/b2_math.h:102-112',
    peer: `${PLANCK}:220 (planck/src/common/Matrix.ts:133-141)`,
    effect: 'none for edges longer than FLT_EPSILON; welded polygons never have such edges',
  },
  {
    what: 'Plane point 0.5 v11 + 0.5 v12 instead of 0.5 (v11 + v12); world points 0.5 cA + 0.5 cB instead of 0.5 (cA + cB)',
    cxx: `${CPP}:181, ${CPP_COLLISION}:65,81`,
    peer: `${PLANCK}:223, ${PLANCK_MANIFOLD}:183,204`,
    effect: 'none: halving is exact, so both round once to the same value (except on overflow or underflow)',
  },
  {
    what: 'World manifold contact ends as combine2Vec2(cA, 1, clip, s, n) = 1 * clip + s * n instead of clip + s * n',
    cxx: `${CPP_COLLISION}:63-64,79-80`,
    peer: `${PLANCK_MANIFOLD}:175-182,196-203`,
    effect: 'none: 1 * x is exact',
  },
  {
    what: 'The flip swap calls swapFeatures() on the id already copied, where C++ copies the feature struct by value first',
    cxx: `${CPP}:228-237`,
    peer: `${PLANCK}:271-275`,
    effect: 'none: swapFeatures reads all four fields before writing',
  },
  {
    what: 'The module-level incident and clip vertices are reset (recycle) before each use, to zero points and -1 / e_unset features; C++ uses fresh stack arrays',
    cxx: `${CPP}:165,197-198`,
    peer: `${PLANCK}:206-207,239-242`,
    effect: 'none: every slot that is read was written first',
  },
];
