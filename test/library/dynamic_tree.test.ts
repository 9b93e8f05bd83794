// b2DynamicTree on small trees worked by hand from the C++ v2.4.1 algorithm (b2_dynamic_tree.cpp):
//   AllocateNode takes the free-list head; a new tree's free list is 0, 1, 2, ... (16 nodes), and
//   FreeNode pushes a node back on the head. When the list is empty the pool doubles.
//   CreateProxy: fat box = aabb ± b2_aabbExtension (0.1), then InsertLeaf.
//   InsertLeaf descends from the root while the node is internal: with P(b) = 2·(width + height),
//     cost = 2·P(node ∪ leaf), inheritance = 2·(P(node ∪ leaf) − P(node)),
//     cost_i = P(leaf ∪ child_i) + inheritance for a leaf child, (P(leaf ∪ child_i) − P(child_i)) + inheritance otherwise;
//     stop if cost < cost1 && cost < cost2, else go to child1 if cost1 < cost2, else child2.
//   The new parent (next free id) gets child1 = sibling, child2 = leaf.
//   Query and RayCast pop child2 before child1 (child1 is pushed first).
// Boxes used below (fat boxes in brackets):
//   A = [0,0]-[1,1]    [-0.1,-0.1]-[1.1,1.1]
//   B = [2,0]-[3,1]    [1.9,-0.1]-[3.1,1.1]
//   C = [10,0]-[11,1]  [9.9,-0.1]-[11.1,1.1]
//   D = [10,2]-[11,3]  [9.9,1.9]-[11.1,3.1]
import { b2_nullNode, b2AABB, b2DynamicTree, b2RayCastInput, b2Vec2 } from 'b2collide';

function aabb(lx: number, ly: number, ux: number, uy: number): b2AABB {
  const a = new b2AABB();
  a.lowerBound.Set(lx, ly);
  a.upperBound.Set(ux, uy);
  return a;
}

/** [parent, child1, child2, height] of a node. */
function links(t: b2DynamicTree, id: number): [number, number, number, number] {
  return [t.m_parent[id], t.m_child1[id], t.m_child2[id], t.m_height[id]];
}

function fat(t: b2DynamicTree, id: number): [number, number, number, number] {
  const f = t.GetFatAABB(id);
  return [f.lowerBound.x, f.lowerBound.y, f.upperBound.x, f.upperBound.y];
}

/** A, B, C inserted in that order. */
function treeABC(): { t: b2DynamicTree<string>; a: number; b: number; c: number } {
  const t = new b2DynamicTree<string>();
  const a = t.CreateProxy(aabb(0, 0, 1, 1), 'A');
  const b = t.CreateProxy(aabb(2, 0, 3, 1), 'B');
  const c = t.CreateProxy(aabb(10, 0, 11, 1), 'C');
  return { t, a, b, c };
}

const nullNode = b2_nullNode;

describe('node ids and tree shape follow C++', () => {
  test('A, B, C: leaves 0, 1, 3 under parents 2 and 4', () => {
    // A takes node 0 and becomes the root. B takes node 1; the root is a leaf, so B's sibling is 0
    // and the new parent is node 2 (child1 = 0, child2 = 1, height 1).
    // C takes node 3. At root 2: P(2) = 2·(3.2 + 1.2) = 8.8, P(2 ∪ C) = 2·(11.2 + 1.2) = 24.8, so
    // cost = 49.6 and inheritance = 32; cost1 (A) = P(C ∪ A) + 32 = 24.8 + 32 = 56.8, cost2 (B) =
    // P(C ∪ B) + 32 = 2·(9.2 + 1.2) + 32 = 52.8. 49.6 is below both: C's sibling is the root 2, and
    // the new root is node 4 (child1 = 2, child2 = 3, height 2).
    const { t, a, b, c } = treeABC();
    expect([a, b, c]).toEqual([0, 1, 3]);
    expect(t.m_root).toBe(4);
    expect(links(t, 4)).toEqual([nullNode, 2, 3, 2]);
    expect(links(t, 2)).toEqual([4, 0, 1, 1]);
    expect(links(t, 0)).toEqual([2, nullNode, nullNode, 0]);
    expect(links(t, 1)).toEqual([2, nullNode, nullNode, 0]);
    expect(links(t, 3)).toEqual([4, nullNode, nullNode, 0]);
    expect(t.m_nodeCount).toBe(5);
    expect(t.GetHeight()).toBe(2);
    t.Validate();
  });

  test('fat boxes are the box ± b2_aabbExtension (C++: lowerBound - r, upperBound + r)', () => {
    const { t, a, c } = treeABC();
    expect(fat(t, a)).toEqual([0 - 0.1, 0 - 0.1, 1 + 0.1, 1 + 0.1]);
    expect(fat(t, c)).toEqual([10 - 0.1, 0 - 0.1, 11 + 0.1, 1 + 0.1]);
    // Internal node 2 is A ∪ B.
    const m = t.m_aabb;
    expect([m[8], m[9], m[10], m[11]]).toEqual([0 - 0.1, 0 - 0.1, 3 + 0.1, 1 + 0.1]);
  });

  test('D descends into the cheaper child: it pairs with C under new node 6', () => {
    // At root 4: P(4) = 2·(11.2 + 1.2) = 24.8, P(4 ∪ D) = 2·(11.2 + 3.2) = 28.8: cost = 57.6,
    // inheritance = 8. cost1 (internal 2) = (P(D ∪ 2) − P(2)) + 8 = (28.8 − 8.8) + 8 = 28;
    // cost2 (leaf C) = P(D ∪ C) + 8 = 2·(1.2 + 3.2) + 8 = 16.8. 57.6 is not below both, and
    // 28 < 16.8 is false: go to child2 = C, a leaf. D takes node 5, the new parent node 6 takes
    // C's place as child2 of 4 (child1 = 3, child2 = 5). No rotation: 4's children both have height 1.
    const { t } = treeABC();
    const d = t.CreateProxy(aabb(10, 2, 11, 3), 'D');
    expect(d).toBe(5);
    expect(links(t, 6)).toEqual([4, 3, 5, 1]);
    expect(links(t, 4)).toEqual([nullNode, 2, 6, 2]);
    t.Validate();
  });

  test('DestroyProxy frees the leaf and its parent; the next proxy reuses them last-in-first-out', () => {
    // Destroying B (1): its parent 2 is freed and A (0) takes 2's place under root 4. FreeNode(2)
    // then FreeNode(1): the free list is 1, 2, 5, 6, ... The next proxy gets 1, its parent 2.
    const { t, b } = treeABC();
    t.DestroyProxy(b);
    expect(t.m_freeList).toBe(1);
    expect(t.m_parent[1]).toBe(2);
    expect(links(t, 4)).toEqual([nullNode, 0, 3, 1]);
    expect(t.CreateProxy(aabb(2, 0, 3, 1), 'B again')).toBe(1);
    expect(t.m_parent[1]).toBe(2);
    expect(t.GetUserData(1)).toBe('B again');
    t.Validate();
  });

  test('the pool starts at 16 nodes and doubles when the 17th is needed', () => {
    // Proxy k >= 1 takes the leaf 2k − 1 and the parent 2k, so 8 proxies use nodes 0..14 (15 nodes)
    // and the 9th needs nodes 15 and 16: the pool doubles to 32 at node 16.
    const t = new b2DynamicTree<number>();
    for (let k = 0; k < 8; ++k) t.CreateProxy(aabb(2 * k, 0, 2 * k + 1, 1), k);
    expect([t.m_nodeCapacity, t.m_nodeCount]).toEqual([16, 15]);
    expect(t.CreateProxy(aabb(16, 0, 17, 1), 8)).toBe(15);
    expect([t.m_nodeCapacity, t.m_nodeCount]).toEqual([32, 17]);
    expect(t.m_aabb.length).toBe(4 * 32);
    t.Validate();
  });
});

describe('MoveProxy keeps, re-inserts or shrinks the fat box as C++ does', () => {
  test('a small move inside the fat box is kept (returns false, box unchanged)', () => {
    // Tree box [-0.1,-0.1]-[1.1,1.1] holds [0.05,0]-[1.05,1]. New fat box with d = (0.05, 0):
    // upper.x = 1.05 + 0.1 + 4·0.05 = 1.35; the huge box (fat ± 0.4) holds the tree box: keep.
    const { t, a } = treeABC();
    t.ClearMoved(a);
    expect(t.MoveProxy(a, aabb(0.05, 0, 1.05, 1), new b2Vec2(0.05, 0))).toBe(false);
    expect(fat(t, a)).toEqual([-0.1, -0.1, 1.1, 1.1]);
    expect(t.WasMoved(a)).toBe(false);
  });

  test('leaving the fat box re-inserts with the displacement stretched by b2_aabbMultiplier = 4', () => {
    const { t, a } = treeABC();
    t.ClearMoved(a);
    expect(t.MoveProxy(a, aabb(0.2, 0, 1.2, 1), new b2Vec2(0.25, -0.5))).toBe(true);
    // C++: fat = aabb ± 0.1; d = 4·(0.25, −0.5) = (1, −2): upper.x += 1, lower.y += −2.
    expect(fat(t, a)).toEqual([0.2 - 0.1, 0 - 0.1 + -2, 1.2 + 0.1 + 1, 1 + 0.1]);
    expect(t.WasMoved(a)).toBe(true);
    t.Validate();
  });

  test('an oversized fat box is shrunk once the proxy stops (the huge-box test)', () => {
    const { t, a } = treeABC();
    t.MoveProxy(a, aabb(0.2, 0, 1.2, 1), new b2Vec2(1, 0));
    // Tree box upper.x = 1.2 + 0.1 + 4 = 5.3. At rest (d = 0) the new fat box ends at 1.3 and the
    // huge box at 1.3 + 0.4 = 1.7 < 5.3: re-insert with the tight fat box.
    expect(fat(t, a)[2]).toBe(1.2 + 0.1 + 4);
    expect(t.MoveProxy(a, aabb(0.2, 0, 1.2, 1), new b2Vec2(0, 0))).toBe(true);
    expect(fat(t, a)).toEqual([0.2 - 0.1, 0 - 0.1, 1.2 + 0.1, 1 + 0.1]);
  });
});

describe('Query', () => {
  test('visits overlapping leaves depth first, child2 before child1', () => {
    // Root 4 pushes 2 then 3; 3 (C) is popped first and misses; 2 pushes 0 then 1: B (1) before A (0).
    const { t } = treeABC();
    const hits: number[] = [];
    t.Query((id) => {
      hits.push(id);
      return true;
    }, aabb(0.5, 0.5, 2.5, 0.6));
    expect(hits).toEqual([1, 0]);
  });

  test('touching boxes count as overlapping (C++ tests d > 0 to reject)', () => {
    const { t } = treeABC();
    const hits: number[] = [];
    // A's fat box ends at x = 1.1 exactly.
    t.Query({ QueryCallback: (id: number) => (hits.push(id), true) }, aabb(1.1, 0, 1.1, 0));
    expect(hits).toEqual([0]);
  });

  test('returning false stops the query', () => {
    const { t } = treeABC();
    const hits: number[] = [];
    t.Query((id) => (hits.push(id), false), aabb(-5, -5, 20, 5));
    // The first leaf reached: root 4 → pop 3 (C).
    expect(hits).toEqual([3]);
  });

  test('a callback may query the same tree again (each nesting level has its own stack)', () => {
    const { t } = treeABC();
    const outer: number[] = [];
    const inner: number[] = [];
    t.Query((id) => {
      outer.push(id);
      t.Query((j) => (inner.push(j), true), aabb(-5, -5, 20, 5));
      return true;
    }, aabb(-5, -5, 20, 5));
    expect(outer).toEqual([3, 1, 0]);
    expect(inner).toEqual([3, 1, 0, 3, 1, 0, 3, 1, 0]);
  });
});

describe('RayCast', () => {
  function ray(x1: number, y1: number, x2: number, y2: number, maxFraction = 1): b2RayCastInput {
    const input = new b2RayCastInput();
    input.p1.Set(x1, y1);
    input.p2.Set(x2, y2);
    input.maxFraction = maxFraction;
    return input;
  }

  test('a negative answer skips the proxy: every leaf on the ray is visited, C first', () => {
    // Ray y = 0.5 from x = −1 to 12 crosses all three fat boxes; order as Query: C, B, A.
    const { t } = treeABC();
    const calls: string[] = [];
    t.RayCast((input, id) => (calls.push(`${id}@${input.maxFraction}`), -1), ray(-1, 0.5, 12, 0.5));
    expect(calls).toEqual(['3@1', '1@1', '0@1']);
  });

  test('a positive answer clips the ray: B is no longer reached, A is', () => {
    // C answers 0.1: the segment ends at −1 + 0.1·13 = 0.3, so its box [−1, 0.3] misses B's fat box
    // [1.9, 3.1] but still overlaps A's [−0.1, 1.1].
    const { t } = treeABC();
    const calls: string[] = [];
    t.RayCast({ RayCastCallback: (input: b2RayCastInput, id: number) => (calls.push(`${id}@${input.maxFraction}`), 0.1) }, ray(-1, 0.5, 12, 0.5));
    expect(calls).toEqual(['3@1', '0@0.1']);
  });

  test('0 stops the cast', () => {
    const { t } = treeABC();
    const calls: number[] = [];
    t.RayCast((_input, id) => (calls.push(id), 0), ray(-1, 0.5, 12, 0.5));
    expect(calls).toEqual([3]);
  });

  test("a ray passing between the boxes' corners is culled by the separating axis, not the box test", () => {
    // Diagonal from (1.5, 3) to (3.5, 1): its box [1.5, 3.5]×[1, 3] overlaps B's fat box, but the
    // line x + y = 4.5 passes outside B's corner (3.1, 1.1) where x + y = 4.2: separation > 0.
    const { t } = treeABC();
    const calls: number[] = [];
    t.RayCast((_input, id) => (calls.push(id), -1), ray(1.5, 3, 3.5, 1));
    expect(calls).toEqual([]);
  });
});

describe('metrics, rebuild, shift', () => {
  test('GetAreaRatio sums every live node perimeter over the root perimeter', () => {
    // Root 4: 24.8; node 2: 8.8; leaves A, B, C: 2·(1.2 + 1.2) = 4.8 each. Summed in id order 0..4.
    const { t } = treeABC();
    const p = (w: number, h: number): number => 2 * (w + h);
    const wA = 1.1 - -0.1;
    const rootP = p(11.1 - -0.1, 1.1 - -0.1);
    let total = 0;
    total += p(wA, wA); // 0
    total += p(3.1 - 1.9, wA); // 1
    total += p(3.1 - -0.1, wA); // 2
    total += p(11.1 - 9.9, wA); // 3
    total += rootP; // 4
    expect(t.GetAreaRatio()).toBe(total / rootP);
    expect(t.GetMaxBalance()).toBe(1);
  });

  test('RebuildBottomUp joins the cheapest pair first and reuses the freed internal nodes', () => {
    // Leaves 0, 1, 3. Internal nodes 2 then 4 are freed (free list 4, 2, 5, ...). Pairs: P(A ∪ B) =
    // 2·(3.2 + 1.2) = 8.8 is the smallest: parent 4 = (0, 1); nodes = [4, 3]; then parent 2 = (4, 3).
    const { t } = treeABC();
    t.RebuildBottomUp();
    expect(t.m_root).toBe(2);
    expect(links(t, 2)).toEqual([nullNode, 4, 3, 2]);
    expect(links(t, 4)).toEqual([2, 0, 1, 1]);
  });

  test('ShiftOrigin subtracts the new origin from every box', () => {
    const { t, c } = treeABC();
    t.ShiftOrigin(new b2Vec2(10, -1));
    expect(fat(t, c)).toEqual([9.9 - 10, -0.1 - -1, 11.1 - 10, 1.1 - -1]);
    t.Validate();
  });
});
