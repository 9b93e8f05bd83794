// The dynamic AABB tree of C++ b2_dynamic_tree.h / b2_dynamic_tree.cpp (v2.4.1): a binary tree of
// fattened boxes whose leaves are proxies. Same node pool (16 nodes, doubling), free list, perimeter
// insertion heuristic, Balance rotations and fat-AABB rules as C++, so the same sequence of calls
// gives the same node ids and the same tree shape.
//
// Node storage (struct-of-arrays instead of C++'s b2TreeNode array; a node id indexes all of them):
//   m_aabb      Float64Array, stride 4: [4·id] lowerBound.x, [4·id|1] lowerBound.y,
//               [4·id|2] upperBound.x, [4·id|3] upperBound.y (the fat box).
//   m_parent    Int32Array: the parent id, or b2_nullNode for the root. For a free node it is the
//               next free id instead, as C++'s `union { parent; next; }`.
//   m_child1/2  Int32Array: the children; child1 === b2_nullNode marks a leaf (C++ IsLeaf).
//   m_height    Int32Array: 0 for a leaf, 1 + max(child heights) inside, -1 for a free node.
//   m_moved     Uint8Array: 1 when the proxy was created or re-inserted since ClearMoved.
//   m_userData  array: what CreateProxy was given; null on internal and free nodes.
// All of them have m_nodeCapacity entries (times 4 for m_aabb) and grow together in AllocateNode.
// Index arithmetic on node ids is written with bitwise operators (4·id + k as (id << 2) | k), which
// the float32 generator leaves alone.

import { b2_aabbExtension, b2_aabbMultiplier, b2_epsilon, b2_maxFloat } from '../common/b2_settings';
import type { b2XY } from '../common/b2_math';
import { b2AABB, type b2AABBLike } from './b2_aabb';
import { b2RayCastInput, type b2RayCastInputLike } from './b2_ray_cast';
import { b2GrowableStack } from './b2_growable_stack';
import { b2CheckAABB, b2CheckFinitePoint, b2CheckNumber, b2CheckOutput, b2CheckOutputAABB, b2CheckResult, b2DescribeValue, b2TakesWriteBack } from '../common/b2_checks';

/** The id of no node: -1. C++: `b2_nullNode` in b2_dynamic_tree.h. */
export const b2_nullNode = -1;

/**
 * Called for each proxy whose fat AABB overlaps the query box; return false to stop the query.
 * C++: the `QueryCallback` of the template argument of `b2DynamicTree::Query`, as a function.
 */
export type b2TreeQueryFunction = (proxyId: number) => boolean;
/** The C++ template form: an object with a QueryCallback method. C++: the `T` of `b2DynamicTree::Query<T>`. */
export interface b2TreeQueryCallback {
  /**
   * Called for each proxy whose fat AABB overlaps the query box.
   * @param proxyId - the proxy found
   * @returns true to go on, false to stop the query
   */
  QueryCallback(proxyId: number): boolean;
}
/**
 * Called for each proxy whose fat AABB the ray may cross; returns the new maxFraction (a value in
 * (0, input.maxFraction] clips the ray), 0 to stop, or a negative value to ignore this proxy.
 * The input object is reused by the tree: read it during the call, do not keep it. C++: the
 * `RayCastCallback` of the template argument of `b2DynamicTree::RayCast`, as a function
 * (Deviation 15, dynamic tree and broad phase, in [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)).
 */
export type b2TreeRayCastFunction = (input: b2RayCastInput, proxyId: number) => number;
/** The C++ template form: an object with a RayCastCallback method. C++: the `T` of `b2DynamicTree::RayCast<T>`. */
export interface b2TreeRayCastCallback {
  /**
   * Called for each proxy whose fat AABB the ray may cross.
   * @param input - the ray, clipped so far; reused by the tree, read it during the call only
   * @param proxyId - the proxy found
   * @returns the new maxFraction: a value in (0, input.maxFraction] clips the ray, 0 stops, a
   * negative value ignores this proxy
   */
  RayCastCallback(input: b2RayCastInput, proxyId: number): number;
}

/**
 * Throws unless the tree's scalars are what its node arrays say they can be. Not in C++, which
 * trusts them: a hand-edited m_nodeCapacity bounds every whole-pool loop (2³¹ hangs), m_root and
 * m_freeList index the arrays, and a wrong m_nodeCount makes the pool's growth overwrite live
 * nodes. A few compares per call, no allocation; the message is made only on failure.
 * @param where - the called function's name, for the message
 * @param tree - the tree to check; only read
 * @param owner - how the message names the tree's fields: '' or 'm_tree.' (a broad phase's)
 */
// f32: integer (node ids and counts; the check reads them as the caller left them)
export function b2CheckTreeState(where: string, tree: b2DynamicTree<unknown>, owner: string): void {
  const capacity: unknown = tree.m_nodeCapacity;
  const count: unknown = tree.m_nodeCount;
  const root: unknown = tree.m_root;
  const free: unknown = tree.m_freeList;
  const height = tree.m_height;
  if (
    capacity === height.length &&
    typeof count === 'number' && Number.isInteger(count) && count >= 0 && count <= capacity &&
    (root === b2_nullNode ? count === 0 : typeof root === 'number' && Number.isInteger(root) && root >= 0 && root < capacity && height[root] >= 0 && tree.m_parent[root] === b2_nullNode && count > 0) &&
    (free === b2_nullNode ? count === capacity : typeof free === 'number' && Number.isInteger(free) && free >= 0 && free < capacity && height[free] === -1)
  ) {
    return;
  }
  treeStateError(where, tree, owner);
}

/**
 * Throws unless the tree takes the writes of the method named by `where`: the tree itself (its
 * counters, and a traversal's stack depth, so Query and RayCast too) and, where nodes are
 * allocated or freed (`userData`), m_userData. Its other node arrays are typed arrays, which cannot
 * be frozen. Not in C++ (a frozen tree met a V8 TypeError, some nodes already written). A
 * write-back probe, cheaper than Object.isFrozen; the cold path names the part.
 * @param where - the called function's name, for the message
 * @param tree - the tree to check; written back, not changed
 * @param owner - how the message names the tree: 'this' or 'this.m_tree' (a broad phase's)
 * @param userData - whether m_userData is written too
 */
// f32: integer (node ids and counts, written back as they are)
export function b2CheckTreeWritable(where: string, tree: b2DynamicTree<unknown>, owner: string, userData: boolean): void {
  try {
    tree.m_nodeCount = tree.m_nodeCount;
  } catch {
    b2CheckOutput(where, owner, tree);
    throw new Error(`${where}: ${owner}.m_nodeCount is read-only; pass a tree that can be written into`);
  }
  if (userData && !b2TakesWriteBack(tree.m_userData, 0)) {
    throw new Error(`${where}: ${owner}.m_userData is frozen; pass a tree that can be written into`);
  }
}

/** b2CheckTreeState's message: names the first scalar that fails, as given. */
// f32: integer
function treeStateError(where: string, tree: b2DynamicTree<unknown>, owner: string): never {
  const capacity: unknown = tree.m_nodeCapacity;
  const count: unknown = tree.m_nodeCount;
  const root: unknown = tree.m_root;
  const free: unknown = tree.m_freeList;
  const length = tree.m_height.length;
  const fix = 'it was edited by hand; the tree can no longer be used';
  if (capacity !== length) {
    throw new RangeError(`${where}: ${owner}m_nodeCapacity ${b2DescribeValue(capacity)} is not the node arrays' length ${length}; ${fix}`);
  }
  if (!(typeof count === 'number' && Number.isInteger(count) && count >= 0 && count <= length)) {
    throw new RangeError(`${where}: ${owner}m_nodeCount ${b2DescribeValue(count)} is not a whole number in [0, ${length}]; ${fix}`);
  }
  if (!(typeof root === 'number' && Number.isInteger(root) && root >= b2_nullNode && root < length)) {
    throw new RangeError(`${where}: ${owner}m_root ${b2DescribeValue(root)} is not b2_nullNode (-1) or a node id in [0, ${length}); ${fix}`);
  }
  if (root !== b2_nullNode && count === 0) {
    // A root node is in use, so the count is at least 1 (RebuildBottomUp would size its list by 0).
    throw new RangeError(`${where}: ${owner}m_nodeCount ${b2DescribeValue(count)} is not the count of a tree whose root is node ${root}; ${fix}`);
  }
  if (root === b2_nullNode ? count !== 0 : !(tree.m_height[root] >= 0 && tree.m_parent[root] === b2_nullNode)) {
    throw new RangeError(`${where}: ${owner}m_root ${root} is not the root of the ${count} nodes in use; ${fix}`);
  }
  if (!(typeof free === 'number' && Number.isInteger(free) && free >= b2_nullNode && free < length)) {
    throw new RangeError(`${where}: ${owner}m_freeList ${b2DescribeValue(free)} is not b2_nullNode (-1) or a node id in [0, ${length}); ${fix}`);
  }
  throw new RangeError(`${where}: ${owner}m_freeList ${free} is not the head of the ${length - count} free nodes; ${fix}`);
}

/**
 * Throws unless callback is a function or an object with a QueryCallback method (the two forms
 * Query takes), naming it as given.
 */
export function b2CheckQueryCallback(where: string, callback: unknown): void {
  if (typeof callback !== 'function' && typeof (callback as Partial<b2TreeQueryCallback> | null | undefined)?.QueryCallback !== 'function') {
    throw new Error(`${where}: callback must be a function (proxyId) => boolean or an object with a QueryCallback(proxyId) method, got ${b2DescribeValue(callback)}`);
  }
}

/**
 * Throws unless callback is one of RayCast's two forms and input a ray of two distinct points
 * within ±b2_maxFloat with a numeric maxFraction (C++ asserts r.LengthSquared() > 0).
 */
// f32: exact (an input check reads the fields as the caller left them)
export function b2CheckTreeRayCast(where: string, callback: unknown, input: b2RayCastInputLike): void {
  if (typeof callback !== 'function' && typeof (callback as Partial<b2TreeRayCastCallback> | null | undefined)?.RayCastCallback !== 'function') {
    throw new Error(
      `${where}: callback must be a function (input, proxyId) => number or an object with a RayCastCallback(input, proxyId) method, got ${b2DescribeValue(callback)}`,
    );
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input) || !('p1' in input)) {
    throw new Error(`${where}: input expected a b2RayCastInput, got ${b2DescribeValue(input)}`);
  }
  b2CheckFinitePoint(where, 'input.p1', input.p1);
  b2CheckFinitePoint(where, 'input.p2', input.p2);
  b2CheckNumber(where, 'input.maxFraction', input.maxFraction);
  const rx = input.p2.x - input.p1.x;
  const ry = input.p2.y - input.p1.y;
  if (!(rx * rx + ry * ry > 0.0)) {
    throw new Error(
      `${where}: the ray has zero length (p1 (${input.p1.x}, ${input.p1.y}), p2 (${input.p2.x}, ${input.p2.y}): |p2 - p1|² is 0); C++ asserts r.LengthSquared() > 0`,
    );
  }
}

/**
 * Throws unless the fat box MoveProxy would give the proxy (aabb ± b2_aabbExtension, stretched by
 * b2_aabbMultiplier·displacement, computed as MoveProxy does) stays within ±b2_maxFloat. Not in
 * C++; float32 would make it infinite and the tree's costs NaN.
 */
export function b2CheckFatBox(where: string, aabb: b2AABBLike, displacement: b2XY): void {
  const r = b2_aabbExtension;
  let fatLx = aabb.lowerBound.x - r;
  let fatLy = aabb.lowerBound.y - r;
  let fatUx = aabb.upperBound.x + r;
  let fatUy = aabb.upperBound.y + r;
  const dx = b2_aabbMultiplier * displacement.x;
  const dy = b2_aabbMultiplier * displacement.y;
  if (dx < 0.0) {
    fatLx += dx;
  } else {
    fatUx += dx;
  }
  if (dy < 0.0) {
    fatLy += dy;
  } else {
    fatUy += dy;
  }
  b2CheckResult(where, 'the fat box (lowerBound, upperBound)', fatLx, fatLy, fatUx, fatUy);
}

/**
 * Throws unless every live node's box, shifted by -newOrigin, stays within ±b2_maxFloat (not in
 * C++; float32 would make it infinite). Reads the tree only; call b2CheckTreeState first.
 */
export function b2CheckShiftedBoxes(where: string, tree: b2DynamicTree<unknown>, newOrigin: b2XY): void {
  const ox = newOrigin.x;
  const oy = newOrigin.y;
  const m = tree.m_aabb;
  const height = tree.m_height;
  const capacity = tree.m_nodeCapacity;
  for (let i = 0; i < capacity; ++i) {
    if (height[i] < 0) {
      continue;
    }
    const k = i << 2;
    b2CheckResult(where, `the shifted box of node ${i}`, m[k] - ox, m[k | 1] - oy, m[k | 2] - ox, m[k | 3] - oy);
  }
}

/** The number of nodes a new tree makes room for (C++ constructor: m_nodeCapacity = 16). */
const INITIAL_NODE_CAPACITY = 16;

// The two helpers below take a box's base index i = 4·id and read m[i | k]; writing m[i | 0] for the
// first keeps every use of i bitwise, so the float32 twin does not round the index on entry.

/** The perimeter of the union of box [lx, ly, ux, uy] and the box at m[i .. i+3] (C++ Combine + GetPerimeter). */
function combinedPerimeter(m: Float64Array, i: number, lx: number, ly: number, ux: number, uy: number): number {
  // C++ b2AABB::Combine(leafAABB, node.aabb): b2Min/b2Max with the leaf first.
  const a = m[i | 0];
  const b = m[i | 1];
  const c = m[i | 2];
  const d = m[i | 3];
  const minX = lx < a ? lx : a;
  const minY = ly < b ? ly : b;
  const maxX = ux > c ? ux : c;
  const maxY = uy > d ? uy : d;
  // C++ GetPerimeter: 2.0f * (wx + wy).
  const wx = maxX - minX;
  const wy = maxY - minY;
  return 2.0 * (wx + wy);
}

/** The perimeter of the box at m[i .. i+3] (C++ b2AABB::GetPerimeter). */
function perimeterAt(m: Float64Array, i: number): number {
  const wx = m[i | 2] - m[i | 0];
  const wy = m[i | 3] - m[i | 1];
  return 2.0 * (wx + wy);
}

/**
 * A dynamic AABB tree. Proxies are leaves holding a fat AABB (the box given, grown by
 * b2_aabbExtension and, on MoveProxy, stretched along the displacement) and user data. A proxy id
 * is the index of its leaf node, as in C++, and the same calls give the same ids and tree. C++:
 * `b2DynamicTree` in b2_dynamic_tree.h/.cpp; members keep their C++ names, and nodes live in typed
 * arrays, one per field (Deviation 15, dynamic tree and broad phase, in
 * [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)).
 * @typeParam T - the type of the user data stored with each proxy
 * @example
 * ```ts
 * import { b2AABB, b2DynamicTree } from 'b2collide';
 *
 * function box(x: number, y: number, half: number): b2AABB {
 *   const aabb = new b2AABB();
 *   aabb.lowerBound.Set(x - half, y - half);
 *   aabb.upperBound.Set(x + half, y + half);
 *   return aabb;
 * }
 *
 * const tree = new b2DynamicTree<string>();
 * tree.CreateProxy(box(0, 0, 0.5), 'crate');
 * const ball = tree.CreateProxy(box(3, 0, 0.5), 'ball');
 * tree.CreateProxy(box(10, 0, 0.5), 'far away');
 *
 * const found: string[] = [];
 * tree.Query((proxyId) => {
 *   found.push(tree.GetUserData(proxyId));
 *   return true; // keep going
 * }, box(1.5, 0, 1.2));
 * console.log(found.sort().join(', ')); // ball, crate
 *
 * // A small move stays inside the fat box (0.1 m margin): nothing is re-inserted.
 * console.log(tree.MoveProxy(ball, box(3.05, 0, 0.5), { x: 0.05, y: 0 })); // false
 * ```
 */
export class b2DynamicTree<T = unknown> {
  /** The root node id, or b2_nullNode when the tree is empty. */
  m_root = b2_nullNode;
  /** How many nodes the arrays hold (live and free). */
  m_nodeCapacity = INITIAL_NODE_CAPACITY;
  /** How many nodes are in use (leaves and internal nodes). */
  m_nodeCount = 0;
  /** The first free node id; the rest follow through m_parent. */
  m_freeList = 0;
  /** How many leaf insertions have happened (C++ m_insertionCount). */
  m_insertionCount = 0;

  /**
   * The fat boxes, stride 4 per node id: lowerBound.x, lowerBound.y, upperBound.x, upperBound.y.
   * C++: `b2TreeNode::aabb` of each node (Deviation 15: one array per field).
   */
  m_aabb: Float64Array = new Float64Array(INITIAL_NODE_CAPACITY << 2);
  /** Each node's parent id (b2_nullNode for the root), or for a free node the next free id. C++: `b2TreeNode::parent`/`next`. */
  m_parent: Int32Array = new Int32Array(INITIAL_NODE_CAPACITY);
  /** Each node's first child; b2_nullNode marks a leaf. C++: `b2TreeNode::child1`. */
  m_child1: Int32Array = new Int32Array(INITIAL_NODE_CAPACITY);
  /** Each node's second child. C++: `b2TreeNode::child2`. */
  m_child2: Int32Array = new Int32Array(INITIAL_NODE_CAPACITY);
  /** 0 for a leaf, 1 + the taller child's height inside, −1 for a free node. C++: `b2TreeNode::height`. */
  m_height: Int32Array = new Int32Array(INITIAL_NODE_CAPACITY);
  /** 1 when the proxy was created or re-inserted since ClearMoved. C++: `b2TreeNode::moved`. */
  m_moved: Uint8Array = new Uint8Array(INITIAL_NODE_CAPACITY);
  /** What CreateProxy was given; null on internal and free nodes. C++: `b2TreeNode::userData`. */
  m_userData: (T | null)[] = [];

  /** One traversal stack and one callback input per nesting level, so a callback may query the tree again. */
  private readonly m_stacks: b2GrowableStack[] = [];
  private readonly m_subInputs: b2RayCastInput[] = [];
  private m_depth = 0;
  /** The box QueryBounds searches: lowerBound.x, lowerBound.y, upperBound.x, upperBound.y. Not in C++. */
  readonly m_queryBounds = new Float64Array(4);
  /** RebuildBottomUp's list of subtree roots, kept between calls. */
  private m_rebuildNodes: Int32Array = new Int32Array(0);

  /** An empty tree with room for 16 nodes. C++: `b2DynamicTree()`. */
  // f32: integer (node ids)
  constructor() {
    // C++ memsets the pool, then chains every node into the free list: node i points to i + 1.
    this.InitFreeNodes(0);
    this.m_freeList = 0;
  }

  /** Links nodes [from, capacity) into one free list in id order, each with height -1. */
  // f32: integer
  private InitFreeNodes(from: number): void {
    const capacity = this.m_nodeCapacity;
    for (let i = from; i < capacity - 1; ++i) {
      this.m_parent[i] = i + 1;
      this.m_child1[i] = b2_nullNode;
      this.m_child2[i] = b2_nullNode;
      this.m_height[i] = -1;
      this.m_userData[i] = null;
    }
    this.m_parent[capacity - 1] = b2_nullNode;
    this.m_child1[capacity - 1] = b2_nullNode;
    this.m_child2[capacity - 1] = b2_nullNode;
    this.m_height[capacity - 1] = -1;
    this.m_userData[capacity - 1] = null;
  }

  /** Takes a node off the free list, doubling the pool first when the list is empty (C++ AllocateNode). */
  // f32: integer
  private AllocateNode(): number {
    if (this.m_freeList === b2_nullNode) {
      // The pool is full: double it, copy the nodes over, chain the new ones (C++ lines 75-95).
      const oldCapacity = this.m_nodeCapacity;
      const capacity = oldCapacity << 1;
      this.m_nodeCapacity = capacity;
      const aabb = new Float64Array(capacity << 2);
      aabb.set(this.m_aabb);
      this.m_aabb = aabb;
      this.m_parent = grow(this.m_parent, capacity);
      this.m_child1 = grow(this.m_child1, capacity);
      this.m_child2 = grow(this.m_child2, capacity);
      this.m_height = grow(this.m_height, capacity);
      const moved = new Uint8Array(capacity);
      moved.set(this.m_moved);
      this.m_moved = moved;
      this.InitFreeNodes(this.m_nodeCount);
      this.m_freeList = this.m_nodeCount;
    }
    const nodeId = this.m_freeList;
    this.m_freeList = this.m_parent[nodeId];
    this.m_parent[nodeId] = b2_nullNode;
    this.m_child1[nodeId] = b2_nullNode;
    this.m_child2[nodeId] = b2_nullNode;
    this.m_height[nodeId] = 0;
    this.m_userData[nodeId] = null;
    this.m_moved[nodeId] = 0;
    ++this.m_nodeCount;
    return nodeId;
  }

  /** Puts a node at the head of the free list (C++ FreeNode). */
  // f32: integer
  private FreeNode(nodeId: number): void {
    this.m_parent[nodeId] = this.m_freeList;
    this.m_height[nodeId] = -1;
    this.m_userData[nodeId] = null;
    this.m_freeList = nodeId;
    --this.m_nodeCount;
  }

  /**
   * Checks a proxy id. Not in C++, which only asserts 0 <= proxyId < m_nodeCapacity and IsLeaf()
   * (a free node passes that assert there).
   * @param where - the caller's name, for the message
   * @param proxyId - the id to check
   * @throws Error unless proxyId names a live proxy (a leaf) of this tree; RangeError when the
   * tree's m_root, m_nodeCount, m_nodeCapacity or m_freeList was edited by hand
   * ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  // f32: integer
  CheckProxy(where: string, proxyId: number): void {
    b2CheckTreeState(where, this, '');
    if (!Number.isInteger(proxyId) || proxyId < 0 || proxyId >= this.m_nodeCapacity) {
      throw new Error(`${where}: proxyId ${b2DescribeValue(proxyId)} is not a proxy id of this tree (ids are integers in [0, ${this.m_nodeCapacity}))`);
    }
    if (this.m_height[proxyId] !== 0) {
      const what = this.m_height[proxyId] < 0 ? 'a destroyed (free) node' : 'an internal node, not a proxy';
      throw new Error(`${where}: proxyId ${proxyId} is ${what}; pass an id CreateProxy returned and DestroyProxy has not freed`);
    }
  }

  /**
   * Makes a leaf for a box, fattened by b2_aabbExtension on every side. The proxy starts as moved
   * (WasMoved is true until ClearMoved). C++: `b2DynamicTree::CreateProxy`.
   * @param aabb - the tight box, in the tree's frame; copied
   * @param userData - stored with the proxy, returned by GetUserData; any value
   * @returns the proxy id, the index of its leaf node
   * @throws Error unless aabb has finite, sorted bounds ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  CreateProxy(aabb: b2AABBLike, userData: T): number {
    b2CheckAABB('b2DynamicTree.CreateProxy', 'aabb', aabb, true);
    b2CheckTreeState('b2DynamicTree.CreateProxy', this, '');
    b2CheckTreeWritable('b2DynamicTree.CreateProxy', this, 'this', true);
    // C++: lowerBound = aabb.lowerBound - r, upperBound = aabb.upperBound + r, r = (ext, ext).
    const r = b2_aabbExtension;
    const lx = aabb.lowerBound.x - r;
    const ly = aabb.lowerBound.y - r;
    const ux = aabb.upperBound.x + r;
    const uy = aabb.upperBound.y + r;
    const proxyId = this.AllocateNode();
    const i = proxyId << 2;
    this.m_aabb[i] = lx;
    this.m_aabb[i | 1] = ly;
    this.m_aabb[i | 2] = ux;
    this.m_aabb[i | 3] = uy;
    this.m_userData[proxyId] = userData;
    this.m_height[proxyId] = 0;
    this.m_moved[proxyId] = 1;
    this.InsertLeaf(proxyId);
    return proxyId;
  }

  /**
   * Removes the proxy's leaf and frees its node; the id may be handed out again. C++:
   * `b2DynamicTree::DestroyProxy`.
   * @param proxyId - a live proxy of this tree
   * @throws Error unless proxyId names a live proxy of this tree ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  // f32: integer
  DestroyProxy(proxyId: number): void {
    this.CheckProxy('b2DynamicTree.DestroyProxy', proxyId);
    b2CheckTreeWritable('b2DynamicTree.DestroyProxy', this, 'this', true);
    this.RemoveLeaf(proxyId);
    this.FreeNode(proxyId);
  }

  /**
   * Gives the proxy a new tight box and the displacement it moved by. When its fat AABB still holds
   * aabb and is not more than 4·b2_aabbExtension larger than the new fat box, nothing changes.
   * Otherwise the leaf gets the new fat box (grown by b2_aabbExtension and stretched by
   * b2_aabbMultiplier·displacement), is re-inserted and marked moved. C++:
   * `b2DynamicTree::MoveProxy`.
   * @param proxyId - a live proxy of this tree
   * @param aabb - the new tight box; copied
   * @param displacement - how far the shape moved since the last call, m; only read
   * @returns whether the leaf was re-inserted
   * @throws Error on a proxy id that is not live, a box without finite, sorted bounds, or a
   * non-finite displacement ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  // f32: integer (the checks see the id as given; MoveLeaf does the float math)
  MoveProxy(proxyId: number, aabb: b2AABBLike, displacement: b2XY): boolean {
    this.CheckProxy('b2DynamicTree.MoveProxy', proxyId);
    b2CheckAABB('b2DynamicTree.MoveProxy', 'aabb', aabb, true);
    b2CheckFinitePoint('b2DynamicTree.MoveProxy', 'displacement', displacement);
    // Before MoveLeaf decides whether to re-insert: a method that may write its receiver refuses a
    // frozen one on every call, not only on the calls that would have written it.
    b2CheckTreeWritable('b2DynamicTree.MoveProxy', this, 'this', true);
    return this.MoveLeaf(proxyId, aabb, displacement);
  }

  /** MoveProxy after its checks (C++ b2DynamicTree::MoveProxy). */
  private MoveLeaf(/* f32: integer */ proxyId: number, aabb: b2AABBLike, displacement: b2XY): boolean {
    const r = b2_aabbExtension;
    // Extend AABB (C++: fatAABB = aabb ± r).
    let fatLx = aabb.lowerBound.x - r;
    let fatLy = aabb.lowerBound.y - r;
    let fatUx = aabb.upperBound.x + r;
    let fatUy = aabb.upperBound.y + r;
    // Predict AABB movement (C++: d = b2_aabbMultiplier * displacement, added on the side it points to).
    const dx = b2_aabbMultiplier * displacement.x;
    const dy = b2_aabbMultiplier * displacement.y;
    if (dx < 0.0) {
      fatLx += dx;
    } else {
      fatUx += dx;
    }
    if (dy < 0.0) {
      fatLy += dy;
    } else {
      fatUy += dy;
    }
    // Not in C++: a fat box beyond ±b2_maxFloat (a displacement of 1e38 stretched four times) is
    // refused before the tree changes; float32 would make it infinite and the tree's costs NaN.
    b2CheckResult('b2DynamicTree.MoveProxy', 'the fat box (lowerBound, upperBound)', fatLx, fatLy, fatUx, fatUy);
    const m = this.m_aabb;
    const i = proxyId << 2;
    // C++ treeAABB.Contains(aabb).
    if (m[i] <= aabb.lowerBound.x && m[i | 1] <= aabb.lowerBound.y && aabb.upperBound.x <= m[i | 2] && aabb.upperBound.y <= m[i | 3]) {
      // Still inside; keep the tree box unless it is larger than the huge box (C++: fat ± 4.0f * r).
      const r4 = 4.0 * r;
      const hugeLx = fatLx - r4;
      const hugeLy = fatLy - r4;
      const hugeUx = fatUx + r4;
      const hugeUy = fatUy + r4;
      // C++ hugeAABB.Contains(treeAABB).
      if (hugeLx <= m[i] && hugeLy <= m[i | 1] && m[i | 2] <= hugeUx && m[i | 3] <= hugeUy) {
        return false;
      }
    }
    this.RemoveLeaf(proxyId);
    m[i] = fatLx;
    m[i | 1] = fatLy;
    m[i | 2] = fatUx;
    m[i | 3] = fatUy;
    this.InsertLeaf(proxyId);
    this.m_moved[proxyId] = 1;
    return true;
  }

  /**
   * C++: `b2DynamicTree::GetUserData`.
   * @param proxyId - a live proxy of this tree
   * @returns the user data given to CreateProxy
   * @throws Error unless proxyId names a live proxy of this tree
   */
  // f32: integer
  GetUserData(proxyId: number): T {
    this.CheckProxy('b2DynamicTree.GetUserData', proxyId);
    return this.m_userData[proxyId] as T;
  }

  /**
   * C++: `b2DynamicTree::WasMoved`.
   * @param proxyId - a live proxy of this tree
   * @returns whether the proxy was created or re-inserted since the last ClearMoved
   * @throws Error unless proxyId names a live proxy of this tree
   */
  // f32: integer
  WasMoved(proxyId: number): boolean {
    this.CheckProxy('b2DynamicTree.WasMoved', proxyId);
    return this.m_moved[proxyId] !== 0;
  }

  // f32: integer
  /**
   * Clears the proxy's moved flag. C++: `b2DynamicTree::ClearMoved`.
   * @param proxyId - a live proxy of this tree
   * @throws Error unless proxyId names a live proxy of this tree
   */
  ClearMoved(proxyId: number): void {
    this.CheckProxy('b2DynamicTree.ClearMoved', proxyId);
    this.m_moved[proxyId] = 0;
  }

  /**
   * The proxy's fat AABB. C++: `b2DynamicTree::GetFatAABB`, which returns a reference to the
   * stored box; here a copy (Deviation 15).
   * @param proxyId - a live proxy of this tree
   * @param out - receives the fat box; written; default a new b2AABB
   * @returns out
   * @throws Error unless proxyId names a live proxy of this tree
   */
  // f32: integer
  GetFatAABB(proxyId: number, out: b2AABB = new b2AABB()): b2AABB {
    this.CheckProxy('b2DynamicTree.GetFatAABB', proxyId);
    b2CheckOutputAABB('b2DynamicTree.GetFatAABB', out);
    const m = this.m_aabb;
    const i = proxyId << 2;
    out.lowerBound.x = m[i];
    out.lowerBound.y = m[i | 1];
    out.upperBound.x = m[i | 2];
    out.upperBound.y = m[i | 3];
    return out;
  }

  /** Takes the traversal stack for the current nesting level (creating it the first time). */
  // f32: integer
  private EnterTraversal(): b2GrowableStack {
    const depth = this.m_depth;
    if (depth === this.m_stacks.length) {
      this.m_stacks.push(new b2GrowableStack(256));
      this.m_subInputs.push(new b2RayCastInput());
    }
    this.m_depth = depth + 1;
    const stack = this.m_stacks[depth];
    stack.Reset();
    return stack;
  }

  /**
   * Calls back for every proxy whose fat AABB overlaps a box (touching counts), in C++'s order:
   * depth first, child2 before child1. The callback may query the tree again. C++:
   * `b2DynamicTree::Query`.
   * @param callback - a function (proxyId) => boolean, or an object with a QueryCallback method
   * (the C++ template's form); returns false to stop
   * @param aabb - the query box, tree frame; only read
   * @throws Error on a box without finite, sorted bounds, a callback of neither form, or a callback
   * that returns something other than true or false ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  Query(callback: b2TreeQueryFunction | b2TreeQueryCallback, aabb: b2AABBLike): void {
    b2CheckAABB('b2DynamicTree.Query', 'aabb', aabb, true);
    b2CheckQueryCallback('b2DynamicTree.Query', callback);
    b2CheckTreeState('b2DynamicTree.Query', this, '');
    b2CheckTreeWritable('b2DynamicTree.Query', this, 'this', false);
    const q = this.m_queryBounds;
    q[0] = aabb.lowerBound.x;
    q[1] = aabb.lowerBound.y;
    q[2] = aabb.upperBound.x;
    q[3] = aabb.upperBound.y;
    this.QueryWalk(callback);
  }

  /**
   * Query on the box in m_queryBounds, with the callback already checked (b2BroadPhase.UpdatePairs
   * fills the bounds from a fat box). The bounds travel through that array rather than as four
   * arguments: doubles passed to a call V8 does not inline are boxed, one allocation each. Not in
   * C++ (b2DynamicTree::Query with the box given).
   * @param callback - as for Query
   * @throws Error on a callback of neither form or one that returns something other than true or
   * false; RangeError when the tree's scalars were edited by hand
   * ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  QueryBounds(callback: b2TreeQueryFunction | b2TreeQueryCallback): void {
    b2CheckQueryCallback('b2DynamicTree.QueryBounds', callback);
    b2CheckTreeState('b2DynamicTree.QueryBounds', this, '');
    b2CheckTreeWritable('b2DynamicTree.QueryBounds', this, 'this', false);
    this.QueryWalk(callback);
  }

  /** The walk of Query and QueryBounds, after their checks (C++ b2DynamicTree::Query's loop). */
  private QueryWalk(callback: b2TreeQueryFunction | b2TreeQueryCallback): void {
    const q = this.m_queryBounds;
    // Read before any callback runs: a nested query overwrites m_queryBounds.
    const lx = q[0];
    const ly = q[1];
    const ux = q[2];
    const uy = q[3];
    const fn = typeof callback === 'function' ? callback : null;
    const stack = this.EnterTraversal();
    try {
      stack.Push(this.m_root);
      while (stack.GetCount() > 0) {
        const nodeId = stack.Pop();
        if (nodeId === b2_nullNode) {
          continue;
        }
        // Read at every step, as C++ reads m_nodes: a callback that creates a proxy may grow the
        // pool, which replaces the node arrays (AllocateNode).
        const m = this.m_aabb;
        const i = nodeId << 2;
        // C++ b2TestOverlap(node.aabb, aabb): apart when b.lower - a.upper > 0 or a.lower - b.upper > 0 on
        // an axis. For finite values a - b > 0 exactly when a > b (no subtraction of distinct values gives 0).
        if (lx > m[i | 2] || ly > m[i | 3] || m[i] > ux || m[i | 1] > uy) {
          continue;
        }
        if (this.m_child1[nodeId] === b2_nullNode) {
          const proceed = fn !== null ? fn(nodeId) : (callback as b2TreeQueryCallback).QueryCallback(nodeId);
          if (proceed !== true) {
            if (proceed === false) {
              return;
            }
            throw new Error(`b2DynamicTree.Query: the callback returned ${String(proceed)} for proxy ${nodeId}; it must return true (go on) or false (stop)`);
          }
        } else {
          stack.Push(this.m_child1[nodeId]);
          stack.Push(this.m_child2[nodeId]);
        }
      }
    } finally {
      --this.m_depth;
    }
  }

  /**
   * Casts a ray against the fat AABBs and calls back for each proxy the ray may hit, in C++'s
   * order. C++: `b2DynamicTree::RayCast`; the input given to the callback is reused between calls
   * (Deviation 15).
   * @param callback - a function (input, proxyId) => number, or an object with a RayCastCallback
   * method; returns 0 to stop, a positive fraction to clip the ray there, or a negative value to
   * skip the proxy
   * @param input - the ray p1 → p2 up to maxFraction, tree frame; only read
   * @throws Error on a callback of neither form, a non-finite ray or maxFraction, or a callback
   * that returns something other than a number ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  RayCast(callback: b2TreeRayCastFunction | b2TreeRayCastCallback, input: b2RayCastInputLike): void {
    b2CheckTreeRayCast('b2DynamicTree.RayCast', callback, input);
    b2CheckTreeState('b2DynamicTree.RayCast', this, '');
    b2CheckTreeWritable('b2DynamicTree.RayCast', this, 'this', false);
    const p1x = input.p1.x;
    const p1y = input.p1.y;
    const p2x = input.p2.x;
    const p2y = input.p2.y;
    // C++: r = p2 - p1; r.Normalize() (b2CheckTreeRayCast has refused r = 0, which C++ asserts).
    let rx = p2x - p1x;
    let ry = p2y - p1y;
    const length = Math.sqrt(rx * rx + ry * ry);
    if (length >= b2_epsilon) {
      const invLength = 1.0 / length;
      rx *= invLength;
      ry *= invLength;
    }
    // v = b2Cross(1.0f, r) = (-r.y, r.x), perpendicular to the segment; abs_v = b2Abs(v).
    const vx = -ry;
    const vy = rx;
    const absVx = Math.abs(vx);
    const absVy = Math.abs(vy);
    let maxFraction = input.maxFraction;
    // Segment bounding box: t = p1 + maxFraction * (p2 - p1), lower = b2Min(p1, t), upper = b2Max(p1, t).
    let tx = p1x + maxFraction * (p2x - p1x);
    let ty = p1y + maxFraction * (p2y - p1y);
    let segLx = p1x < tx ? p1x : tx;
    let segLy = p1y < ty ? p1y : ty;
    let segUx = p1x > tx ? p1x : tx;
    let segUy = p1y > ty ? p1y : ty;

    const fn = typeof callback === 'function' ? callback : null;
    const stack = this.EnterTraversal();
    // C++ builds a fresh b2RayCastInput per callback; here each nesting level reuses one.
    // f32: integer
    const sub = this.m_subInputs[this.m_depth - 1];
    try {
      stack.Push(this.m_root);
      while (stack.GetCount() > 0) {
        const nodeId = stack.Pop();
        if (nodeId === b2_nullNode) {
          continue;
        }
        // Read at every step, as C++ reads m_nodes: a callback that creates a proxy may grow the
        // pool, which replaces the node arrays (AllocateNode).
        const m = this.m_aabb;
        const i = nodeId << 2;
        const lx = m[i];
        const ly = m[i | 1];
        const ux = m[i | 2];
        const uy = m[i | 3];
        // C++ b2TestOverlap(node.aabb, segmentAABB) == false (see QueryBounds for the comparison form).
        if (segLx > ux || segLy > uy || lx > segUx || ly > segUy) {
          continue;
        }
        // Separating axis for the segment: c = GetCenter(), h = GetExtents(),
        // separation = b2Abs(b2Dot(v, p1 - c)) - b2Dot(abs_v, h).
        const cx = 0.5 * (lx + ux);
        const cy = 0.5 * (ly + uy);
        const hx = 0.5 * (ux - lx);
        const hy = 0.5 * (uy - ly);
        const separation = Math.abs(vx * (p1x - cx) + vy * (p1y - cy)) - (absVx * hx + absVy * hy);
        if (separation > 0.0) {
          continue;
        }
        if (this.m_child1[nodeId] === b2_nullNode) {
          sub.p1.x = p1x;
          sub.p1.y = p1y;
          sub.p2.x = p2x;
          sub.p2.y = p2y;
          sub.maxFraction = maxFraction;
          const value = fn !== null ? fn(sub, nodeId) : (callback as b2TreeRayCastCallback).RayCastCallback(sub, nodeId);
          if (typeof value !== 'number' || value !== value) {
            throw new Error(
              `b2DynamicTree.RayCast: the callback returned ${String(value)} for proxy ${nodeId}; it must return a number ` +
                '(0 stops, a positive fraction clips the ray, a negative value skips the proxy)',
            );
          }
          if (value === 0.0) {
            // The client has ended the cast.
            return;
          }
          if (value > 0.0) {
            // Clip the segment's box to the new maxFraction.
            maxFraction = value;
            tx = p1x + maxFraction * (p2x - p1x);
            ty = p1y + maxFraction * (p2y - p1y);
            segLx = p1x < tx ? p1x : tx;
            segLy = p1y < ty ? p1y : ty;
            segUx = p1x > tx ? p1x : tx;
            segUy = p1y > ty ? p1y : ty;
          }
        } else {
          stack.Push(this.m_child1[nodeId]);
          stack.Push(this.m_child2[nodeId]);
        }
      }
    } finally {
      --this.m_depth;
    }
  }

  /** Inserts a leaf whose box is already set, then walks up rebalancing (C++ InsertLeaf). */
  private InsertLeaf(/* f32: integer */ leaf: number): void {
    ++this.m_insertionCount;
    if (this.m_root === b2_nullNode) {
      this.m_root = leaf;
      this.m_parent[leaf] = b2_nullNode;
      return;
    }
    const m = this.m_aabb;
    const child1s = this.m_child1;
    const child2s = this.m_child2;
    // Find the best sibling for this node (a copy of the leaf's box, as C++'s leafAABB).
    const li = leaf << 2;
    const leafLx = m[li];
    const leafLy = m[li | 1];
    const leafUx = m[li | 2];
    const leafUy = m[li | 3];
    let index = this.m_root;
    while (child1s[index] !== b2_nullNode) {
      const child1 = child1s[index];
      const child2 = child2s[index];
      const ii = index << 2;
      // C++ m_nodes[index].aabb.GetPerimeter(): 2 * (wx + wy).
      const area = 2.0 * (m[ii | 2] - m[ii] + (m[ii | 3] - m[ii | 1]));
      // C++ combinedAABB.Combine(m_nodes[index].aabb, leafAABB): the node first.
      const minX = m[ii] < leafLx ? m[ii] : leafLx;
      const minY = m[ii | 1] < leafLy ? m[ii | 1] : leafLy;
      const maxX = m[ii | 2] > leafUx ? m[ii | 2] : leafUx;
      const maxY = m[ii | 3] > leafUy ? m[ii | 3] : leafUy;
      const combinedArea = 2.0 * (maxX - minX + (maxY - minY));
      // Cost of a new parent for this node and the leaf.
      const cost = 2.0 * combinedArea;
      // Minimum cost of pushing the leaf further down.
      const inheritanceCost = 2.0 * (combinedArea - area);
      // Cost of descending into child1 (C++: a leaf costs its new box; a subtree its growth).
      // The perimeters are written out here (C++ Combine + GetPerimeter): a helper returning a
      // double from this loop, when V8 does not inline it, allocates a HeapNumber per call.
      const c1 = child1 << 2;
      const c1Lx = m[c1];
      const c1Ly = m[c1 | 1];
      const c1Ux = m[c1 | 2];
      const c1Uy = m[c1 | 3];
      // C++ aabb.Combine(leafAABB, m_nodes[child1].aabb): the leaf first.
      const new1 = 2.0 * ((leafUx > c1Ux ? leafUx : c1Ux) - (leafLx < c1Lx ? leafLx : c1Lx) + ((leafUy > c1Uy ? leafUy : c1Uy) - (leafLy < c1Ly ? leafLy : c1Ly)));
      let cost1: number;
      if (child1s[child1] === b2_nullNode) {
        cost1 = new1 + inheritanceCost;
      } else {
        const oldArea = 2.0 * (c1Ux - c1Lx + (c1Uy - c1Ly));
        cost1 = new1 - oldArea + inheritanceCost;
      }
      // Cost of descending into child2.
      const c2 = child2 << 2;
      const c2Lx = m[c2];
      const c2Ly = m[c2 | 1];
      const c2Ux = m[c2 | 2];
      const c2Uy = m[c2 | 3];
      const new2 = 2.0 * ((leafUx > c2Ux ? leafUx : c2Ux) - (leafLx < c2Lx ? leafLx : c2Lx) + ((leafUy > c2Uy ? leafUy : c2Uy) - (leafLy < c2Ly ? leafLy : c2Ly)));
      let cost2: number;
      if (child1s[child2] === b2_nullNode) {
        cost2 = new2 + inheritanceCost;
      } else {
        const oldArea = 2.0 * (c2Ux - c2Lx + (c2Uy - c2Ly));
        cost2 = new2 - oldArea + inheritanceCost;
      }
      // Stop here when a new parent is cheaper than both descents (C++: cost < cost1 && cost < cost2).
      if (cost < cost1 && cost < cost2) {
        break;
      }
      // Descend; a tie goes to child2 (C++: cost1 < cost2 ? child1 : child2).
      index = cost1 < cost2 ? child1 : child2;
    }
    const sibling = index;
    this.AttachLeaf(leaf, sibling);
    this.Refit(this.m_parent[leaf]);
  }

  /** Makes a new parent holding sibling (child1) and leaf (child2) in sibling's place (C++ InsertLeaf, second half). */
  // f32: integer
  private AttachLeaf(leaf: number, sibling: number): void {
    const oldParent = this.m_parent[sibling];
    const newParent = this.AllocateNode();
    this.m_parent[newParent] = oldParent;
    this.m_userData[newParent] = null;
    // C++ m_nodes[newParent].aabb.Combine(leafAABB, m_nodes[sibling].aabb).
    this.CombineInto(newParent, leaf, sibling);
    this.m_height[newParent] = this.m_height[sibling] + 1;
    if (oldParent !== b2_nullNode) {
      // The sibling was not the root.
      if (this.m_child1[oldParent] === sibling) {
        this.m_child1[oldParent] = newParent;
      } else {
        this.m_child2[oldParent] = newParent;
      }
    } else {
      // The sibling was the root.
      this.m_root = newParent;
    }
    this.m_child1[newParent] = sibling;
    this.m_child2[newParent] = leaf;
    this.m_parent[sibling] = newParent;
    this.m_parent[leaf] = newParent;
  }

  /**
   * Walks from index to the root, balancing each node and recomputing its height and box. C++ writes
   * this loop twice: InsertLeaf sets the height before the box, RemoveLeaf the box before the height;
   * both orders give the same node.
   */
  // f32: integer
  private Refit(start: number): void {
    let index = start;
    while (index !== b2_nullNode) {
      index = this.Balance(index);
      const child1 = this.m_child1[index];
      const child2 = this.m_child2[index];
      const h1 = this.m_height[child1];
      const h2 = this.m_height[child2];
      this.m_height[index] = 1 + (h1 > h2 ? h1 : h2);
      this.CombineInto(index, child1, child2);
      index = this.m_parent[index];
    }
  }

  /** node.aabb = Combine(a.aabb, b.aabb), with C++ b2Min/b2Max (a < b ? a : b, a > b ? a : b). */
  // f32: integer
  private CombineInto(node: number, a: number, b: number): void {
    const m = this.m_aabb;
    const t = node << 2;
    const ia = a << 2;
    const ib = b << 2;
    const lx = m[ia] < m[ib] ? m[ia] : m[ib];
    const ly = m[ia | 1] < m[ib | 1] ? m[ia | 1] : m[ib | 1];
    const ux = m[ia | 2] > m[ib | 2] ? m[ia | 2] : m[ib | 2];
    const uy = m[ia | 3] > m[ib | 3] ? m[ia | 3] : m[ib | 3];
    m[t] = lx;
    m[t | 1] = ly;
    m[t | 2] = ux;
    m[t | 3] = uy;
  }

  /** Unlinks a leaf: its parent is freed and its sibling takes the parent's place (C++ RemoveLeaf). */
  // f32: integer
  private RemoveLeaf(leaf: number): void {
    if (leaf === this.m_root) {
      this.m_root = b2_nullNode;
      return;
    }
    const parent = this.m_parent[leaf];
    const grandParent = this.m_parent[parent];
    const sibling = this.m_child1[parent] === leaf ? this.m_child2[parent] : this.m_child1[parent];
    if (grandParent !== b2_nullNode) {
      // Destroy the parent and connect the sibling to the grandparent.
      if (this.m_child1[grandParent] === parent) {
        this.m_child1[grandParent] = sibling;
      } else {
        this.m_child2[grandParent] = sibling;
      }
      this.m_parent[sibling] = grandParent;
      this.FreeNode(parent);
      // Adjust ancestor bounds.
      this.Refit(grandParent);
    } else {
      this.m_root = sibling;
      this.m_parent[sibling] = b2_nullNode;
      this.FreeNode(parent);
    }
  }

  /**
   * Rotates node iA when one child's subtree is more than one level taller than the other's, and
   * returns the id now at iA's place (C++ Balance). A is the node, B/C its children, F/G (or D/E)
   * the taller child's children.
   */
  // f32: integer
  private Balance(iA: number): number {
    const child1 = this.m_child1;
    const child2 = this.m_child2;
    const parent = this.m_parent;
    const height = this.m_height;
    if (child1[iA] === b2_nullNode || height[iA] < 2) {
      return iA;
    }
    const iB = child1[iA];
    const iC = child2[iA];
    const balance = height[iC] - height[iB];
    // Rotate C up.
    if (balance > 1) {
      const iF = child1[iC];
      const iG = child2[iC];
      // Swap A and C.
      child1[iC] = iA;
      parent[iC] = parent[iA];
      parent[iA] = iC;
      // A's old parent points to C.
      const up = parent[iC];
      if (up !== b2_nullNode) {
        if (child1[up] === iA) {
          child1[up] = iC;
        } else {
          child2[up] = iC;
        }
      } else {
        this.m_root = iC;
      }
      // Rotate: the taller of F and G stays under C (C++ F->height > G->height).
      if (height[iF] > height[iG]) {
        child2[iC] = iF;
        child2[iA] = iG;
        parent[iG] = iA;
        this.CombineInto(iA, iB, iG);
        this.CombineInto(iC, iA, iF);
        height[iA] = 1 + Math.max(height[iB], height[iG]);
        height[iC] = 1 + Math.max(height[iA], height[iF]);
      } else {
        child2[iC] = iG;
        child2[iA] = iF;
        parent[iF] = iA;
        this.CombineInto(iA, iB, iF);
        this.CombineInto(iC, iA, iG);
        height[iA] = 1 + Math.max(height[iB], height[iF]);
        height[iC] = 1 + Math.max(height[iA], height[iG]);
      }
      return iC;
    }
    // Rotate B up.
    if (balance < -1) {
      const iD = child1[iB];
      const iE = child2[iB];
      // Swap A and B.
      child1[iB] = iA;
      parent[iB] = parent[iA];
      parent[iA] = iB;
      // A's old parent points to B.
      const up = parent[iB];
      if (up !== b2_nullNode) {
        if (child1[up] === iA) {
          child1[up] = iB;
        } else {
          child2[up] = iB;
        }
      } else {
        this.m_root = iB;
      }
      // Rotate: the taller of D and E stays under B (C++ D->height > E->height).
      if (height[iD] > height[iE]) {
        child2[iB] = iD;
        child1[iA] = iE;
        parent[iE] = iA;
        this.CombineInto(iA, iC, iE);
        this.CombineInto(iB, iA, iD);
        height[iA] = 1 + Math.max(height[iC], height[iE]);
        height[iB] = 1 + Math.max(height[iA], height[iD]);
      } else {
        child2[iB] = iE;
        child1[iA] = iD;
        parent[iD] = iA;
        this.CombineInto(iA, iC, iD);
        this.CombineInto(iB, iA, iE);
        height[iA] = 1 + Math.max(height[iC], height[iD]);
        height[iB] = 1 + Math.max(height[iA], height[iE]);
      }
      return iB;
    }
    return iA;
  }

  /**
   * C++: `b2DynamicTree::GetHeight`.
   * @returns the root's height, 0 for an empty tree (a single leaf is height 0 too)
   * @throws RangeError, naming the method, when the tree's own counters (m_root, m_nodeCount, m_nodeCapacity, m_freeList) were hand-edited out of range ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  // f32: integer
  GetHeight(): number {
    b2CheckTreeState('b2DynamicTree.GetHeight', this, '');
    if (this.m_root === b2_nullNode) {
      return 0;
    }
    return this.m_height[this.m_root];
  }

  /**
   * A measure of the tree's quality. C++: `b2DynamicTree::GetAreaRatio`.
   * @returns the sum of every live node's perimeter over the root's perimeter, summed in node-id
   * order; 0 for an empty tree
   * @throws RangeError, naming the method, when the tree's own counters (m_root, m_nodeCount, m_nodeCapacity, m_freeList) were hand-edited out of range ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  GetAreaRatio(): number {
    b2CheckTreeState('b2DynamicTree.GetAreaRatio', this, '');
    if (this.m_root === b2_nullNode) {
      return 0.0;
    }
    const m = this.m_aabb;
    const rootArea = perimeterAt(m, this.m_root << 2);
    let totalArea = 0.0;
    const capacity = this.m_nodeCapacity;
    for (let i = 0; i < capacity; ++i) {
      if (this.m_height[i] < 0) {
        // A free node.
        continue;
      }
      totalArea += perimeterAt(m, i << 2);
    }
    return totalArea / rootArea;
  }

  /**
   * C++: `b2DynamicTree::GetMaxBalance`.
   * @returns the largest |height(child2) − height(child1)| over the internal nodes above height 1
   * @throws RangeError, naming the method, when the tree's own counters (m_root, m_nodeCount, m_nodeCapacity, m_freeList) were hand-edited out of range ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  // f32: integer
  GetMaxBalance(): number {
    b2CheckTreeState('b2DynamicTree.GetMaxBalance', this, '');
    let maxBalance = 0;
    const capacity = this.m_nodeCapacity;
    for (let i = 0; i < capacity; ++i) {
      if (this.m_height[i] <= 1) {
        continue;
      }
      const balance = Math.abs(this.m_height[this.m_child2[i]] - this.m_height[this.m_child1[i]]);
      maxBalance = Math.max(maxBalance, balance);
    }
    return maxBalance;
  }

  /**
   * Checks the tree's invariants: parent links, leaf shape, heights, each box the union of its
   * children's, the free list's length. C++: `b2DynamicTree::Validate`, which runs only in debug
   * builds; here always (Deviation 15).
   * @throws Error naming the first broken invariant
   */
  // f32: integer
  Validate(): void {
    b2CheckTreeState('b2DynamicTree.Validate', this, '');
    if (this.m_root !== b2_nullNode && this.m_parent[this.m_root] !== b2_nullNode) {
      throw new Error(`b2DynamicTree.Validate: the root ${this.m_root} has parent ${this.m_parent[this.m_root]}`);
    }
    const height = this.ValidateNode(this.m_root);
    let freeCount = 0;
    let freeIndex = this.m_freeList;
    while (freeIndex !== b2_nullNode) {
      if (freeIndex < 0 || freeIndex >= this.m_nodeCapacity || freeCount > this.m_nodeCapacity) {
        throw new Error(`b2DynamicTree.Validate: the free list reaches ${freeIndex} after ${freeCount} nodes`);
      }
      freeIndex = this.m_parent[freeIndex];
      ++freeCount;
    }
    if (this.GetHeight() !== (this.m_root === b2_nullNode ? 0 : height)) {
      throw new Error(`b2DynamicTree.Validate: the root height ${this.GetHeight()} differs from the computed ${height}`);
    }
    if (this.m_nodeCount + freeCount !== this.m_nodeCapacity) {
      throw new Error(`b2DynamicTree.Validate: ${this.m_nodeCount} nodes in use + ${freeCount} free != capacity ${this.m_nodeCapacity}`);
    }
  }

  /** C++ ValidateStructure and ValidateMetrics in one walk; returns the computed height (C++ ComputeHeight). */
  // f32: integer
  private ValidateNode(index: number): number {
    if (index === b2_nullNode) {
      return 0;
    }
    const child1 = this.m_child1[index];
    const child2 = this.m_child2[index];
    if (child1 === b2_nullNode) {
      if (child2 !== b2_nullNode || this.m_height[index] !== 0) {
        throw new Error(`b2DynamicTree.Validate: leaf ${index} has child2 ${child2} and height ${this.m_height[index]} (want -1 and 0)`);
      }
      return 0;
    }
    const capacity = this.m_nodeCapacity;
    if (child1 < 0 || child1 >= capacity || child2 < 0 || child2 >= capacity) {
      throw new Error(`b2DynamicTree.Validate: node ${index} has children ${child1}, ${child2} outside [0, ${capacity})`);
    }
    if (this.m_parent[child1] !== index || this.m_parent[child2] !== index) {
      throw new Error(`b2DynamicTree.Validate: the children ${child1}, ${child2} of node ${index} name parents ${this.m_parent[child1]}, ${this.m_parent[child2]}`);
    }
    const h1 = this.m_height[child1];
    const h2 = this.m_height[child2];
    if (this.m_height[index] !== 1 + Math.max(h1, h2)) {
      throw new Error(`b2DynamicTree.Validate: node ${index} has height ${this.m_height[index]}, its children ${h1} and ${h2}`);
    }
    const m = this.m_aabb;
    const i = index << 2;
    const a = child1 << 2;
    const b = child2 << 2;
    if (
      m[i] !== Math.min(m[a], m[b]) || m[i | 1] !== Math.min(m[a | 1], m[b | 1]) ||
      m[i | 2] !== Math.max(m[a | 2], m[b | 2]) || m[i | 3] !== Math.max(m[a | 3], m[b | 3])
    ) {
      throw new Error(`b2DynamicTree.Validate: the box of node ${index} is not the union of its children's boxes`);
    }
    const computed1 = this.ValidateNode(child1);
    const computed2 = this.ValidateNode(child2);
    return 1 + Math.max(computed1, computed2);
  }

  /**
   * Rebuilds the tree from its leaves by repeatedly joining the pair whose union has the smallest
   * perimeter: O(n³) in the number of proxies, for tools rather than frames. C++:
   * `b2DynamicTree::RebuildBottomUp`; an empty tree stays empty (Deviation 15).
   * @throws Error when the rebuilt tree fails Validate (a bug, not an input error)
   */
  RebuildBottomUp(): void {
    b2CheckTreeState('b2DynamicTree.RebuildBottomUp', this, '');
    b2CheckTreeWritable('b2DynamicTree.RebuildBottomUp', this, 'this', true);
    // Sized by the capacity, not m_nodeCount as in C++: every leaf fits even if the count was edited.
    if (this.m_rebuildNodes.length < this.m_nodeCapacity) {
      this.m_rebuildNodes = new Int32Array(this.m_nodeCapacity);
    }
    const nodes = this.m_rebuildNodes;
    let count = 0;
    // Collect the leaves in id order; free the internal nodes.
    const capacity = this.m_nodeCapacity;
    for (let i = 0; i < capacity; ++i) {
      if (this.m_height[i] < 0) {
        continue;
      }
      if (this.m_child1[i] === b2_nullNode) {
        this.m_parent[i] = b2_nullNode;
        nodes[count] = i;
        ++count;
      } else {
        this.FreeNode(i);
      }
    }
    const m = this.m_aabb;
    while (count > 1) {
      let minCost = b2_maxFloat;
      let iMin = -1;
      let jMin = -1;
      for (let i = 0; i < count; ++i) {
        const ai = nodes[i] << 2;
        const lx = m[ai];
        const ly = m[ai | 1];
        const ux = m[ai | 2];
        const uy = m[ai | 3];
        // f32: integer (the loop's float work is in combinedPerimeter)
        for (let j = i + 1; j < count; ++j) {
          // C++ b.Combine(aabbi, aabbj); cost = b.GetPerimeter(); the first strict minimum wins.
          const cost = combinedPerimeter(m, nodes[j] << 2, lx, ly, ux, uy);
          if (cost < minCost) {
            iMin = i;
            jMin = j;
            minCost = cost;
          }
        }
      }
      const index1 = nodes[iMin];
      const index2 = nodes[jMin];
      const parentIndex = this.AllocateNode();
      this.JoinUnder(parentIndex, index1, index2);
      // f32: integer
      nodes[jMin] = nodes[count - 1];
      nodes[iMin] = parentIndex;
      --count;
    }
    // C++ reads nodes[0] even for an empty tree (an uninitialised value); here an empty tree stays empty.
    this.m_root = count === 0 ? b2_nullNode : nodes[0];
    this.Validate();
  }

  /** Makes parentIndex the parent of index1 (child1) and index2 (child2), as a root. */
  // f32: integer
  private JoinUnder(parentIndex: number, index1: number, index2: number): void {
    this.m_child1[parentIndex] = index1;
    this.m_child2[parentIndex] = index2;
    this.m_height[parentIndex] = 1 + Math.max(this.m_height[index1], this.m_height[index2]);
    this.CombineInto(parentIndex, index1, index2);
    this.m_parent[parentIndex] = b2_nullNode;
    this.m_parent[index1] = parentIndex;
    this.m_parent[index2] = parentIndex;
  }

  /**
   * Moves the origin: every box (free nodes' too, as in C++) has newOrigin subtracted. C++:
   * `b2DynamicTree::ShiftOrigin`.
   * @param newOrigin - the new origin in the old frame; only read
   * @throws Error unless newOrigin is two finite numbers ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  ShiftOrigin(newOrigin: b2XY): void {
    b2CheckFinitePoint('b2DynamicTree.ShiftOrigin', 'newOrigin', newOrigin);
    b2CheckTreeState('b2DynamicTree.ShiftOrigin', this, '');
    b2CheckShiftedBoxes('b2DynamicTree.ShiftOrigin', this, newOrigin);
    const ox = newOrigin.x;
    const oy = newOrigin.y;
    const m = this.m_aabb;
    const capacity = this.m_nodeCapacity;
    for (let i = 0; i < capacity; ++i) {
      const k = i << 2;
      m[k] = m[k] - ox;
      m[k | 1] = m[k | 1] - oy;
      m[k | 2] = m[k | 2] - ox;
      m[k | 3] = m[k | 3] - oy;
    }
  }
}

/** A copy of a with room for capacity entries. */
function grow(a: Int32Array, /* f32: integer */ capacity: number): Int32Array {
  const out = new Int32Array(capacity);
  out.set(a);
  return out;
}
