// Where planck 1.5.0 and @box2d/core 0.11.0 depart from the C++ v2.4.1 shape queries by design,
// found by reading node_modules/planck/src and node_modules/@box2d/core/dist. Each names the C++
// line (tag v2.4.1), the peer's line, and how shape-compare.ts handles it. planck-js 1.3.0 (the
// package's old name) had two more that planck 1.5.0 fixed: its addVec2 wrote v.x + w.y into y,
// moving a polygon's mass centre and inertia, and AABB.rayCast tested |d.x| on both axes.

import type { KnownDifference } from '../runner/types';

const POLY = 'src/collision/b2_polygon_shape.cpp';
const CIRCLE = 'src/collision/b2_circle_shape.cpp';
const COLLISION = 'src/collision/b2_collision.cpp';

const bothCircleMass: KnownDifference = {
  what: 'circle ComputeMass uses Math.PI instead of b2_pi = 3.14159265359 (b2_common.h:41)',
  cxx: `${CIRCLE}:100`,
  peer: 'planck/src/collision/shape/CircleShape.ts:200; @box2d/core/dist/collision/b2_circle_shape.js:111',
  effect: 'mass and I differ by the factor Math.PI / b2_pi (7e-14 relative); compared as the reference times that factor, field named "(peer: Math.PI, not b2_pi)"',
};

export const planckShapeDifferences: readonly KnownDifference[] = [
  {
    what: 'polygon computeMass takes the vertex average as the reference point s instead of vertex 0',
    cxx: `${POLY}:391`,
    peer: 'planck/src/collision/shape/PolygonShape.ts:450-452',
    effect: 'area, centre and inertia round differently: bounded differences',
  },
  {
    what: 'polygon testPoint: dot(n, p) - dot(n, v) instead of dot(n, p - v)',
    cxx: `${POLY}:256`,
    peer: 'planck/src/collision/shape/PolygonShape.ts:305',
    effect: 'a point on an edge can flip: near-tie "point-on-boundary"',
  },
  {
    what: 'edge rayCast has no one-sided test (C++ returns false when m_oneSided and the ray starts on the left)',
    cxx: 'src/collision/b2_edge_shape.cpp:89',
    peer: 'planck/src/collision/shape/EdgeShape.ts:241',
    effect: 'one-sided edges are hit from both sides; compared with the reference casting the same edge two-sided, fields named "(planck: edge cast two-sided)"',
  },
  {
    what: 'chain computeAABB leaves out the skin radius',
    cxx: 'src/collision/b2_chain_shape.cpp:174',
    peer: 'planck/src/collision/shape/ChainShape.ts:342-345',
    effect: 'the chain child box is 0.01 smaller on each side; compared with the reference box shrunk by b2_polygonRadius, fields named "(planck: chain AABB without radius)". The AABB methods run on b2collide\'s box (aabbInput), so this does not spread',
  },
  {
    what: 'circle rayCast compares |r|² with EPSILON = 1e-9 instead of FLT_EPSILON',
    cxx: `${CIRCLE}:68`,
    peer: 'planck/src/collision/shape/CircleShape.ts:158',
    effect: 'very short rays hit in planck and not in C++: near-tie band margin on |p2 - p1|²',
  },
  {
    what: 'AABB.rayCast takes an axis as parallel when |d| < EPSILON = 1e-9 instead of FLT_EPSILON',
    cxx: `${COLLISION}:150`,
    peer: 'planck/src/collision/AABB.ts:212,249',
    effect: 'a ray with |d.x| or |d.y| between 1e-9 and FLT_EPSILON is parallel in C++ only: near-tie band margin "aabb ray axis |d| between b2_epsilon and 1e-9"',
  },
  {
    what: 'AABB getPerimeter sums 2 (ux - lx + uy - ly) left to right instead of 2 ((ux - lx) + (uy - ly))',
    cxx: 'include/box2d/b2_collision.h:190',
    peer: 'planck/src/collision/AABB.ts:114',
    effect: 'bounded differences',
  },
  bothCircleMass,
];

export const coreShapeDifferences: readonly KnownDifference[] = [
  bothCircleMass,
  {
    what: 'b2_epsilon is 1e-5, not FLT_EPSILON: circle RayCast\'s short-segment test and b2AABB.RayCast\'s parallel test',
    cxx: `${CIRCLE}:68; ${COLLISION}:150`,
    peer: '@box2d/core/dist/common/b2_common.js:34',
    effect: 'rays with |r|² or an axis |d| between the two miss or go parallel in the peer only: near-tie band margins',
  },
  {
    what: 'edge RayCast and b2AABB.RayCast write output.normal before they know whether the ray hits (C++ writes nothing on a miss)',
    cxx: 'src/collision/b2_edge_shape.cpp:80-81 (normal is a local); b2_collision.cpp:188-189',
    peer: '@box2d/core/dist/collision/b2_edge_shape.js:110-111; b2_collision.js:475',
    effect: 'on a miss the harness compares only the hit flag (the float32 pair type checks bit for bit that b2collide writes nothing, as C++)',
  },
];
