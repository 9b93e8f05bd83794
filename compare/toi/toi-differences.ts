// Where the peers' time of impact departs from the C++ v2.4.1 source (src/collision/
// b2_time_of_impact.cpp, include/box2d/b2_math.h), found by reading node_modules/planck/src and
// node_modules/@box2d/core/dist. Their GJK differences (planck-distance-differences.ts,
// box2dcore-distance-differences.ts) reach TOI too, through every b2Distance call.

import type { KnownDifference } from '../runner/types';

const CPP = 'src/collision/b2_time_of_impact.cpp';
const PLANCK = 'planck/src/collision/TimeOfImpact.ts';
const CORE = '@box2d/core/dist/collision/b2_time_of_impact.js';

export const planckTOIDifferences: readonly KnownDifference[] = [
  {
    what: 'Sweep.normalize maps a0 into [-pi, pi) with mod and shifts a by the difference, where C++ subtracts 2 pi floor(a0 / 2 pi) from both (a0 in [0, 2 pi))',
    cxx: 'include/box2d/b2_math.h:707-713 (called at ' + CPP + ':275-276)',
    peer: 'planck/src/common/Sweep.ts:104-108',
    effect: 'planck folds by the true 2 pi, C++ by 2 * b2_pi = 6.28318530718 (4.1e-13 more), and (a0 + pi) % 2 pi - pi is not a0 to the last bit even inside [-pi, pi): every transform differs slightly; t moves by ulps, or further where a decision is at a knife edge (margins normalize-shift, root-window, input-sensitivity). Where the core distance at tMax lies within an ulp of target + tolerance (toi-graze), C++ stops e_separated or e_touching and planck advances to tMax and repeats the same axis until e_failed after 20 passes, or the other way round. Confirmed per case: b2collide with planck\'s fold forced gives planck\'s state and both iteration counts (the witness of margin band-edge)',
  },
  {
    what: 'The push-back loop ends after Settings.maxPolygonVertices = 12 passes, not b2_maxPolygonVertices = 8',
    cxx: `${CPP}:462`,
    peer: `${PLANCK}:275 (planck/src/Settings.ts:36)`,
    effect: 'where C++ needs more than 8 push-backs on one axis it stops the pass with t1 unchanged, recomputes the same axis and ends e_failed after 20 passes (hundreds of root iterations); planck goes on to converge and reports e_touching or e_separated (fast-spinning shapes, e.g. toi-spin). Confirmed per case: b2collide with the limit forced to 12 gives planck\'s answer (margin known:planck-push-back-limit)',
  },
  {
    what: 'Separations are dot(pB, n) - dot(pA, n) instead of dot(pB - pA, n)',
    cxx: `${CPP}:93,118,151,168,185,213,226,238`,
    peer: `${PLANCK}:388,410,440,458,476 (initialize and compute)`,
    effect: 'different rounding of every separation the root finder sees: t differs by ulps, or more at a knife edge (margins root-window, input-sensitivity); at a band edge (toi-graze) the state differs as for the fold. Confirmed per case: b2collide with planck\'s separations forced (alone or with its fold) gives planck\'s state and both iteration counts (the witness of margin band-edge)',
  },
  {
    what: 'The input sweeps are normalized in place (C++ works on copies)',
    cxx: `${CPP}:270-276`,
    peer: `${PLANCK}:110-116`,
    effect: 'none on the result; the caller\'s sweeps change. The harness builds a fresh input per call',
  },
];

export const box2dCoreTOIDifferences: readonly KnownDifference[] = [
  {
    what: 'b2Sweep.Normalize folds the angles by b2_two_pi = 2 * Math.PI, where C++ uses 2 * b2_pi with b2_pi = 3.14159265359',
    cxx: 'include/box2d/b2_math.h:709 (include/box2d/b2_common.h b2_pi; called at ' + CPP + ':275-276)',
    peer: '@box2d/core/dist/common/b2_math.js:8,1137',
    effect: 'a sweep with a0 outside [0, 2 pi) turns by a whole multiple of 4.1e-13 rad less than in C++: every transform differs slightly, t by ulps, or further where a decision is at a knife edge (margins normalize-shift, root-window, input-sensitivity)',
  },
  {
    what: 'The push-back loop ends after max(b2_maxPolygonVertices, proxyA.m_count, proxyB.m_count) passes',
    cxx: `${CPP}:462`,
    peer: `${CORE}:219,355`,
    effect: 'none here: every proxy has at most 8 = b2_maxPolygonVertices vertices',
  },
  {
    what: 'b2_epsilon is 1e-5 (FLT_EPSILON in C++), which b2Distance and b2Vec2.Normalize use',
    cxx: 'include/box2d/b2_common.h:40 (Normalize at include/box2d/b2_math.h:105, called at ' + CPP + ':75,87,117)',
    peer: '@box2d/core/dist/common/b2_common.js:34',
    effect: 'GJK may stop an iteration early on nearly touching cores (see pair type distance-core); a separation axis shorter than 1e-5 stays unnormalised; both are reached only at sub-1e-5 core gaps, where TOI has already returned e_overlapped or e_touching',
  },
];
