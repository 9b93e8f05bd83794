// Where the peers of the circle and edge pair types depart from the C++ v2.4.1 source, found by
// reading node_modules/planck/src and node_modules/@box2d/core/dist. Cited as C++ file:line
// (tag v2.4.1) and peer file:line.

import type { KnownDifference } from '../runner/types';

const CXX_CIRCLE = 'src/collision/b2_collide_circle.cpp';
const CXX_EDGE = 'src/collision/b2_collide_edge.cpp';
const CXX_COLLISION = 'src/collision/b2_collision.cpp';
const PLANCK_CC = 'planck/src/collision/shape/CollideCircle.ts';
const PLANCK_PC = 'planck/src/collision/shape/CollideCirclePolygon.ts';
const PLANCK_MANIFOLD = 'planck/src/collision/Manifold.ts';
const BOX2DCORE_EDGE = '@box2d/core/dist/collision/b2_collide_edge.js';
const BOX2DCORE_COMMON = '@box2d/core/dist/common/b2_common.js';
const BOX2DCORE_COLLISION = '@box2d/core/dist/collision/b2_collision.js';

/** planck 1.5.0 against b2CollideCircles (and b2WorldManifold for its e_circles manifolds). */
export const planckCircleCircleDifferences: readonly KnownDifference[] = [
  {
    what: 'e_circles world normal: planck normalises when |pB - pA|^2 > EPSILON^2 with EPSILON = 1e-9, C++ when > FLT_EPSILON^2',
    cxx: `${CXX_COLLISION}:42`,
    peer: `${PLANCK_MANIFOLD}:157 (planck/src/common/Math.ts:12)`,
    effect: 'centres 1e-9 to 1.19e-7 apart: C++ keeps the normal (1, 0), planck uses the true direction; points and separations follow (the eps-band:world normal margin)',
  },
  {
    what: 'Feature id set as (0, e_vertex, 0, e_vertex) through setFeatures; ContactID.key has planck\'s own packing',
    cxx: `${CXX_CIRCLE}:52`,
    peer: `${PLANCK_CC}:65`,
    effect: 'none on the four feature fields, which the harness compares',
  },
];

/** planck 1.5.0 against b2CollidePolygonAndCircle (e_faceA manifolds only). */
export const planckPolygonCircleDifferences: readonly KnownDifference[] = [
  {
    what: 'Face separation dot(n, c) - dot(n, v) instead of dot(n, c - v)',
    cxx: `${CXX_CIRCLE}:76`,
    peer: `${PLANCK_PC}:61`,
    effect: 'separations differ by ulps: can flip the early-out, the best face on near-ties, and the inside test',
  },
  {
    what: 'Inside test separation < EPSILON = 1e-9 instead of < FLT_EPSILON',
    cxx: `${CXX_CIRCLE}:98`,
    peer: `${PLANCK_PC}:81`,
    effect: 'centres 1e-9 to 1.19e-7 outside a face: C++ reports the face (inside branch), planck goes on to the region tests; same normal and point unless the centre is also in a vertex region (the eps-band:inside margin)',
  },
  {
    what: 'Vertex-region tests expanded: u1 = c.v2 - c.v1 - v1.v2 + v1.v1 instead of (c - v1).(v2 - v1) (u2 likewise)',
    cxx: `${CXX_CIRCLE}:110-111`,
    peer: `${PLANCK_PC}:95,97`,
    effect: 'u1, u2 differ by ulps of |v|^2: can flip the region at u = 0',
  },
  {
    what: 'Face-region separation dot(c, n) - dot(faceCenter, n) instead of dot(c - faceCenter, n)',
    cxx: `${CXX_CIRCLE}:145`,
    peer: `${PLANCK_PC}:128`,
    effect: 'differs by ulps: can flip the final s > radius test',
  },
  {
    what: 'Vertex normal normalised when length > 0 instead of length >= FLT_EPSILON; search starts at -Infinity instead of -FLT_MAX',
    cxx: `${CXX_CIRCLE}:68,122,137 (include/box2d/b2_math.h:102)`,
    peer: `${PLANCK_PC}:54,106,120 (planck/src/common/Matrix.ts:133)`,
    effect: 'none observed: a centre within FLT_EPSILON of a vertex is inside the polygon by the separation test first',
  },
  {
    what: 'Feature id set as (0, e_vertex, 0, e_vertex) through setFeatures; ContactID.key has planck\'s own packing',
    cxx: `${CXX_CIRCLE}:105,125,140,156`,
    peer: `${PLANCK_PC}:89,111,125,140`,
    effect: 'none on the four feature fields, which the harness compares',
  },
];

/** @box2d/core 0.11.0 against b2CollideEdgeAndCircle and b2CollideEdgeAndPolygon. */
export const box2dcoreEdgeDifferences: readonly KnownDifference[] = [
  {
    what: 'b2_epsilon is 1e-5 instead of FLT_EPSILON (1.19e-7): b2Vec2.Normalize leaves vectors shorter than 1e-5 unnormalised',
    cxx: `include/box2d/b2_common.h:40, include/box2d/b2_math.h:102-112; used at ${CXX_EDGE}:154,283,338,343`,
    peer: `${BOX2DCORE_COMMON}:34; used at ${BOX2DCORE_EDGE}:131,250,289,293`,
    effect: 'edges or ghost edges 1.19e-7 to 1e-5 long get a non-unit normal (other separations, skip/admit decisions). b2collide\'s setters reject edges up to b2_linearSlop = 0.005 long, but ghost edges are unchecked, as in C++ (the eps-band:edge length margins)',
  },
  {
    what: 'b2WorldManifold e_circles normal threshold b2_epsilon_sq = 1e-10 instead of FLT_EPSILON^2',
    cxx: `${CXX_COLLISION}:42`,
    peer: `${BOX2DCORE_COLLISION}:243 (${BOX2DCORE_COMMON}:35)`,
    effect: 'an edge-circle vertex contact with the centre 1.19e-7 to 1e-5 from the vertex keeps the normal (1, 0) (the eps-band:world normal margin)',
  },
  {
    what: 'b2_maxFloat is 1e37 instead of FLT_MAX (3.4e38) as the start of the separation searches',
    cxx: `${CXX_EDGE}:210,218,246`,
    peer: `${BOX2DCORE_EDGE}:185,192,214 (${BOX2DCORE_COMMON}:33)`,
    effect: 'none for separations below 1e37',
  },
  {
    what: 'Math.min(s1, s2) instead of b2Min (a < b ? a : b)',
    cxx: `${CXX_EDGE}:255`,
    peer: `${BOX2DCORE_EDGE}:220`,
    effect: 'none for numbers: the two differ only on NaN and on the sign of a zero, which no comparison sees',
  },
  {
    what: 'Feature indices stored without the static_cast<uint8>',
    cxx: `${CXX_EDGE}:413,419,437,443`,
    peer: `${BOX2DCORE_EDGE}:342,362,367`,
    effect: 'none: polygon indices are below b2_maxPolygonVertices = 8',
  },
  {
    what: 'The edge-circle feature id is a module-level b2ContactID whose indexB/typeB are rewritten on every call, copied with id.Copy; C++ builds a local b2ContactFeature',
    cxx: `${CXX_EDGE}:95-96,133-134,162-163`,
    peer: `${BOX2DCORE_EDGE}:33,56-58,84,113,138`,
    effect: 'none: all four fields are written before each copy',
  },
  {
    what: 'primaryAxis is a reference to the module-level axis that b2ComputeEdgeSeparation / b2ComputePolygonSeparation return, where C++ copies the struct',
    cxx: `${CXX_EDGE}:325,329,366,384`,
    peer: `${BOX2DCORE_EDGE}:280,283,309,321`,
    effect: 'none: each function owns its own scratch axis and neither is written again during the call (b2collide does the same, with a comment)',
  },
  {
    what: 'b2ChainShape / b2EdgeShape do not check their input (the C++ asserts are commented out; CreateLoop returns silently below 3 vertices)',
    cxx: 'src/collision/b2_chain_shape.cpp:45-58,70-76',
    peer: '@box2d/core/dist/collision/b2_chain_shape.js:47-57,77-81',
    effect: 'none on the compared functions; the harness builds edges from data',
  },
];
