// Where @box2d/core 0.11.0's and planck 1.5.0's trees and broad phases depart from the C++
// v2.4.1 source, found by reading node_modules/@box2d/core/dist/collision and
// node_modules/planck/src/collision. Each has an id: the classifier (classify-tree.ts) names
// the id it confirmed for a case's first divergence.

import type { KnownDifference } from '../runner/types';

const TREE = 'src/collision/b2_dynamic_tree.cpp';
const TREE_H = 'include/box2d/b2_dynamic_tree.h';
const BP = 'src/collision/b2_broad_phase.cpp';
const BP_H = 'include/box2d/b2_broad_phase.h';
const CORE_TREE = '@box2d/core/dist/collision/b2_dynamic_tree.js';
const CORE_BP = '@box2d/core/dist/collision/b2_broad_phase.js';
const PLANCK_TREE = 'planck/src/collision/DynamicTree.ts';
const PLANCK_BP = 'planck/src/collision/BroadPhase.ts';

export interface TreeKnownDifference extends KnownDifference {
  readonly id: string;
}

export const box2dCoreTreeDifferences: readonly TreeKnownDifference[] = [
  {
    id: 'core-huge-aabb-y',
    what: "MoveProxy's huge box takes its y bounds from the tight aabb, not the fat one: hugeAABB.lowerBound.y = aabb.lowerBound.y - 4r",
    cxx: `${TREE}:173-174`,
    peer: `${CORE_TREE}:304-305`,
    effect:
      'the huge box is smaller in y, so a proxy whose tree box still holds it is re-inserted where C++ keeps it; confirmed per case by recomputing both huge boxes from the tree box before the move',
  },
  {
    id: 'core-shift-origin',
    what: 'ShiftOrigin walks the tree and returns at nodes of height <= 1, so leaves and their parents keep their old boxes',
    cxx: `${TREE}:793-800`,
    peer: `${CORE_TREE}:91-98,586-588`,
    effect: 'after a shift every leaf box is off by the shift; confirmed per case by shifting only the nodes above height 1 of the reference tree',
  },
  {
    id: 'core-no-rebuild',
    what: 'b2DynamicTree has no RebuildBottomUp',
    cxx: `${TREE}:717-790`,
    peer: CORE_TREE,
    effect: 'the harness cannot make the call; a case reaching a rebuild stops comparing there',
  },
  {
    id: 'core-pair-order',
    what: "The broad phase orders a pair and skips a moved partner by the node's creation counter (b2TreeNode.id), not by its pool index",
    cxx: `${BP}:110,126-127`,
    peer: `${CORE_BP}:40-49`,
    effect:
      'where C++ has reused a freed index the two orders differ, so a pair can be found by the other proxy\'s query and reported at another position or as (B, A); confirmed per case: the same unordered pairs, each as often as in C++',
  },
  {
    id: 'core-unbuffer-first-match',
    what: 'UnBufferMove nulls only the first entry indexOf finds in the whole move array, stale slots past m_moveCount included, where C++ nulls every entry below m_moveCount',
    cxx: `${BP}:89-98`,
    peer: `${CORE_BP}:182-185`,
    effect:
      "a proxy destroyed after entering the move buffer can stay in it: UpdatePairs then queries the freed node, reporting extra pairs or throwing from b2Verify on its null user data; confirmed per case from the calls since the previous UpdatePairs and the peer's answer",
  },
  {
    id: 'core-area-ratio',
    what: 'GetAreaRatio sums the perimeters of internal nodes only (b2TreeNode.GetArea returns 0 for a leaf)',
    cxx: `${TREE}:552-575`,
    peer: `${CORE_TREE}:65-75,568`,
    effect: 'another quantity; the harness does not compare it (height and max balance are compared)',
  },
];

export const planckTreeDifferences: readonly TreeKnownDifference[] = [
  {
    id: 'planck-aabb-multiplier',
    what: 'Settings.aabbMultiplier defaults to 2.0 (v2.3\'s value) where v2.4.1 has b2_aabbMultiplier = 4.0f',
    cxx: 'include/box2d/b2_common.h (b2_aabbMultiplier), used at src/collision/b2_dynamic_tree.cpp:151',
    peer: 'planck/src/Settings.ts:49, used at planck/src/collision/DynamicTree.ts:187-196',
    effect: 'every move with a displacement gets another fat box; the harness sets the user setting Settings.aabbMultiplier = 4 before driving planck, so the rest is compared with C++\'s value',
  },
  {
    id: 'planck-no-shrink',
    what: 'moveProxy returns false whenever the tree box holds the new aabb; there is no huge-box test that shrinks an oversized fat box',
    cxx: `${TREE}:167-181`,
    peer: `${PLANCK_TREE}:177-179`,
    effect: 'a proxy that slowed down keeps its large box where C++ re-inserts it; confirmed per case from the tree box before the move',
  },
  {
    id: 'planck-cost-rounding',
    what:
      'insertLeaf computes perimeters as 2 * (ux - lx + uy - ly) and costs as newArea + inheritanceCost - oldArea, where C++ rounds 2 * (wx + wy) and (newArea - oldArea) + inheritanceCost',
    cxx: `${TREE}:216-259 (include/box2d/b2_collision.h:186-191)`,
    peer: `${PLANCK_TREE}:224-244 (planck/src/collision/AABB.ts:310-316)`,
    effect:
      'when two costs differ by a few ulps the descent can pick the other child; confirmed per case by running both formulas on the reference tree before the insert (margin: relative gap of the flipped comparison)',
  },
  {
    id: 'planck-ray-segment',
    what: "rayCast's segment box end is (1 - f) * p1 + f * p2 instead of p1 + f * (p2 - p1)",
    cxx: `${TREE_H}:243,295`,
    peer: `${PLANCK_TREE}:779,818`,
    effect: 'the segment box can differ by an ulp, so a proxy whose fat box just touches it is visited by one engine only; confirmed per case by replaying the cast with planck\'s formula on the reference tree',
  },
  {
    id: 'planck-rebuild-drops-leaves',
    what:
      'rebuildBottomUp walks the tree with a preorder iterator and frees each internal node as the iterator returns it; freeing nulls the node\'s children before the iterator descends, so no leaf is collected (C++ scans the pool by index)',
    cxx: `${TREE}:723-740`,
    peer: `${PLANCK_TREE}:641-656,868-895`,
    effect:
      'the rebuilt tree is empty (m_root = nodes[0] = undefined) and the next call that touches a proxy throws; confirmed per case: the peer\'s snapshot after the rebuild is an empty tree. The case stops comparing there',
  },
  {
    id: 'planck-update-pairs',
    what:
      'updatePairs is v2.3\'s without the sort: it pops the move buffer from the end, reports each pair from inside the query, and has no moved flags, so a pair of two moving proxies is reported twice',
    cxx: `${BP_H}:176-219 and ${BP}:101-130`,
    peer: `${PLANCK_BP}:168-208`,
    effect: 'other order and duplicates; confirmed per case: the same set of unordered pairs',
  },
  {
    id: 'planck-area-ratio',
    what: 'getAreaRatio sums perimeters in tree preorder instead of pool-index order',
    cxx: `${TREE}:563-572`,
    peer: `${PLANCK_TREE}:497-505`,
    effect: 'the sum can round differently; compared within a relative 1e-12',
  },
];
