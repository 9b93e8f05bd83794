// The broad phase of C++ b2_broad_phase.h / b2_broad_phase.cpp (v2.4.1): a dynamic tree plus a
// move buffer. Proxies that were created, re-inserted or touched since the last UpdatePairs are
// queried against the tree with their fat AABB, and every overlapping pair is reported once.
//
// v2.4.1 reports the pairs in the order the queries find them: the move buffer in order, each
// query's hits in tree order. It does not sort or deduplicate them (v2.3 did); the tree's moved
// flags keep a pair of two moving proxies from being found twice.

import type { b2XY } from '../common/b2_math';
import type { b2AABB, b2AABBLike } from './b2_aabb';
import type { b2RayCastInputLike } from './b2_ray_cast';
import { b2CheckAABB, b2CheckFinitePoint, b2CheckOutput, b2CheckOutputAABB, b2DescribeValue } from '../common/b2_checks';
import {
  b2CheckFatBox,
  b2CheckQueryCallback,
  b2CheckShiftedBoxes,
  b2CheckTreeRayCast,
  b2CheckTreeState,
  b2CheckTreeWritable,
  b2DynamicTree,
  type b2TreeQueryCallback,
  type b2TreeQueryFunction,
  type b2TreeRayCastCallback,
  type b2TreeRayCastFunction,
} from './b2_dynamic_tree';

/** The id of no proxy: a destroyed proxy's slot in the move buffer. C++: `b2BroadPhase::e_nullProxy` in b2_broad_phase.h. */
export const b2_nullProxy = -1;

/**
 * Receives the user data of each pair UpdatePairs reports. C++: `callback->AddPair(userDataA,
 * userDataB)` in `b2BroadPhase::UpdatePairs`, as a function.
 */
export type b2AddPairFunction<T> = (userDataA: T, userDataB: T) => void;
/**
 * The C++ template form: an object with an AddPair method. C++: the `T` of
 * `b2BroadPhase::UpdatePairs<T>` (b2ContactManager in Box2D).
 */
export interface b2AddPairCallback<T> {
  /**
   * Called once per reported pair.
   * @param userDataA - the user data of the proxy with the smaller id
   * @param userDataB - the user data of the other proxy
   */
  AddPair(userDataA: T, userDataB: T): void;
}

/** The move and pair buffers start with room for 16 entries, as in C++. */
const INITIAL_BUFFER_CAPACITY = 16;

/**
 * A broad phase over a b2DynamicTree: proxies whose fat AABBs moved are buffered, and UpdatePairs
 * finds the pairs whose fat AABBs overlap, for the narrow phase (b2CollideShapes) to collide. C++:
 * `b2BroadPhase` in b2_broad_phase.h/.cpp; members keep their C++ names (Deviation 15, dynamic
 * tree and broad phase, in [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)).
 * @typeParam T - the type of the user data stored with each proxy
 * @example
 * ```ts
 * import { b2AABB, b2BroadPhase } from 'b2collide';
 *
 * function box(x: number, y: number, half: number): b2AABB {
 *   const aabb = new b2AABB();
 *   aabb.lowerBound.Set(x - half, y - half);
 *   aabb.upperBound.Set(x + half, y + half);
 *   return aabb;
 * }
 *
 * const broadPhase = new b2BroadPhase<string>();
 * const a = broadPhase.CreateProxy(box(0, 0, 0.5), 'a');
 * broadPhase.CreateProxy(box(0.8, 0, 0.5), 'b');
 * broadPhase.CreateProxy(box(5, 0, 0.5), 'c');
 *
 * const pairs: string[] = [];
 * const addPair = (userDataA: string, userDataB: string): void => {
 *   pairs.push(userDataA + userDataB);
 * };
 * broadPhase.UpdatePairs(addPair); // the three new proxies are buffered
 * console.log(pairs.join(' ')); // ab
 *
 * // A pair is reported again whenever one of its proxies is buffered: a contact manager skips
 * // pairs it already has, as C++'s b2ContactManager::AddPair does.
 * pairs.length = 0;
 * broadPhase.TouchProxy(a);
 * broadPhase.UpdatePairs(addPair);
 * console.log(pairs.join(' ')); // ab
 * ```
 */
export class b2BroadPhase<T = unknown> {
  /** The tree of fat AABBs. C++: `b2BroadPhase::m_tree`. */
  readonly m_tree = new b2DynamicTree<T>();
  /** How many proxies exist. C++: `b2BroadPhase::m_proxyCount`. */
  m_proxyCount = 0;

  /** Proxy ids to query in the next UpdatePairs; b2_nullProxy where one was destroyed. */
  m_moveBuffer: Int32Array = new Int32Array(INITIAL_BUFFER_CAPACITY);
  /** How many entries of m_moveBuffer are in use. C++: `b2BroadPhase::m_moveCount`. */
  m_moveCount = 0;

  /** The pairs of the last UpdatePairs: proxyIdA at [2·k], proxyIdB at [2·k | 1], proxyIdA < proxyIdB. */
  m_pairBuffer: Int32Array = new Int32Array(INITIAL_BUFFER_CAPACITY << 1);
  /** How many pairs m_pairBuffer has room for. C++: `b2BroadPhase::m_pairCapacity`. */
  m_pairCapacity = INITIAL_BUFFER_CAPACITY;
  /** How many pairs the last UpdatePairs found. C++: `b2BroadPhase::m_pairCount`. */
  m_pairCount = 0;

  /** The proxy whose fat AABB UpdatePairs is querying. */
  m_queryProxyId = b2_nullProxy;

  /**
   * Creates a proxy (see b2DynamicTree.CreateProxy) and buffers it as moved. C++:
   * `b2BroadPhase::CreateProxy`.
   * @param aabb - the shape's tight box, world frame; copied
   * @param userData - stored with the proxy, handed to the pair callback; any value
   * @returns the proxy id
   * @throws Error unless aabb has finite, sorted bounds ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  CreateProxy(aabb: b2AABBLike, userData: T): number {
    // Each method checks with its own name what the tree's method it calls would refuse.
    b2CheckAABB('b2BroadPhase.CreateProxy', 'aabb', aabb, true);
    this.CheckState('b2BroadPhase.CreateProxy');
    this.CheckWritable('b2BroadPhase.CreateProxy', true);
    const proxyId = this.m_tree.CreateProxy(aabb, userData);
    ++this.m_proxyCount;
    this.BufferMove(proxyId);
    return proxyId;
  }

  /**
   * Destroys a proxy; it leaves the move buffer and will form no pairs. C++:
   * `b2BroadPhase::DestroyProxy`.
   * @param proxyId - a live proxy
   * @throws Error unless proxyId names a live proxy; RangeError when m_proxyCount or the tree's
   * counters were edited by hand (m_proxyCount 0 with a proxy live) ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  // f32: integer
  DestroyProxy(proxyId: number): void {
    this.CheckState('b2BroadPhase.DestroyProxy');
    this.m_tree.CheckProxy('b2BroadPhase.DestroyProxy', proxyId);
    this.CheckWritable('b2BroadPhase.DestroyProxy', true);
    // Not in C++ (which would count down to −1): a live proxy means the count is at least 1, so 0
    // here was edited by hand; refused before UnBufferMove and the tree write.
    if (this.m_proxyCount === 0) {
      throw new RangeError(`b2BroadPhase.DestroyProxy: m_proxyCount ${b2DescribeValue(this.m_proxyCount)} with proxy ${proxyId} still live; it was edited by hand`);
    }
    this.UnBufferMove(proxyId);
    --this.m_proxyCount;
    this.m_tree.DestroyProxy(proxyId);
  }

  /**
   * Moves a proxy (see b2DynamicTree.MoveProxy) and buffers it when its fat AABB was re-inserted.
   * C++: `b2BroadPhase::MoveProxy`.
   * @param proxyId - a live proxy
   * @param aabb - the shape's new tight box, world frame; copied
   * @param displacement - how far the shape moved since the last call, m; only read
   * @throws Error on a proxy id that is not live, a box without finite, sorted bounds, or a
   * non-finite displacement ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  // f32: integer
  MoveProxy(proxyId: number, aabb: b2AABBLike, displacement: b2XY): void {
    const where = 'b2BroadPhase.MoveProxy';
    this.CheckState(where);
    this.m_tree.CheckProxy(where, proxyId);
    b2CheckAABB(where, 'aabb', aabb, true);
    b2CheckFinitePoint(where, 'displacement', displacement);
    b2CheckFatBox(where, aabb, displacement);
    this.CheckWritable(where, true);
    const buffer = this.m_tree.MoveProxy(proxyId, aabb, displacement);
    if (buffer) {
      this.BufferMove(proxyId);
    }
  }

  /**
   * Buffers a proxy so that the next UpdatePairs queries it again. C++: `b2BroadPhase::TouchProxy`.
   * @param proxyId - a live proxy
   * @throws Error unless proxyId names a live proxy ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  // f32: integer
  TouchProxy(proxyId: number): void {
    this.CheckState('b2BroadPhase.TouchProxy');
    this.m_tree.CheckProxy('b2BroadPhase.TouchProxy', proxyId);
    this.CheckWritable('b2BroadPhase.TouchProxy', false);
    this.BufferMove(proxyId);
  }

  // Throws unless the broad phase (and, with `tree`, its tree and the tree's m_user data) takes the
  // writes of `where` (not frozen): a write-back probe first, Object.isFrozen only to name it.
  // f32: integer (counters, written back as they are)
  private CheckWritable(where: string, tree: boolean): void {
    try {
      this.m_moveCount = this.m_moveCount;
    } catch {
      b2CheckOutput(where, 'this', this);
      throw new Error(`${where}: this.m_moveCount is read-only; pass a broad phase that can be written into`);
    }
    if (tree) {
      b2CheckTreeWritable(where, this.m_tree, 'this.m_tree', true);
    }
  }

  // f32: integer
  private BufferMove(proxyId: number): void {
    if (this.m_moveCount === this.m_moveBuffer.length) {
      // C++ doubles m_moveCapacity.
      const grown = new Int32Array(this.m_moveBuffer.length << 1);
      grown.set(this.m_moveBuffer);
      this.m_moveBuffer = grown;
    }
    this.m_moveBuffer[this.m_moveCount] = proxyId;
    ++this.m_moveCount;
  }

  // f32: integer
  private UnBufferMove(proxyId: number): void {
    for (let i = 0; i < this.m_moveCount; ++i) {
      if (this.m_moveBuffer[i] === proxyId) {
        this.m_moveBuffer[i] = b2_nullProxy;
      }
    }
  }

  /**
   * The tree's callback while UpdatePairs queries m_queryProxyId: records the pair unless it is the
   * proxy itself or a moved proxy with a larger id (that one's own query finds the pair). C++:
   * `b2BroadPhase::QueryCallback`; called by the tree, not by users.
   * @param proxyId - the proxy the query found
   * @returns true: the query goes on
   * @throws RangeError, naming the method, when the broad phase's or its tree's own counters were
   * hand-edited out of range; Error, before any write, when the broad phase is frozen ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  // f32: integer
  QueryCallback(proxyId: number): boolean {
    // Not in C++: the id and the pair counters index the buffers, so they are checked as read.
    // typeof first: `|` on a BigInt throws a TypeError of the engine's, not ours.
    const count: unknown = this.m_pairCount;
    const queryId: unknown = this.m_queryProxyId;
    if (
      !(typeof proxyId === 'number' && this.m_tree.m_height[proxyId] === 0 &&
        typeof count === 'number' && (count | 0) === count && count >= 0 && count <= this.m_pairCapacity && this.m_pairCapacity === this.m_pairBuffer.length >> 1 &&
        typeof queryId === 'number' && (queryId | 0) === queryId && queryId >= b2_nullProxy && queryId < this.m_tree.m_nodeCapacity)
    ) {
      this.CheckState('b2BroadPhase.QueryCallback');
      this.m_tree.CheckProxy('b2BroadPhase.QueryCallback', proxyId);
    }
    // A proxy cannot form a pair with itself.
    if (proxyId === this.m_queryProxyId) {
      return true;
    }
    const moved = this.m_tree.m_moved[proxyId] !== 0;
    if (moved && proxyId > this.m_queryProxyId) {
      // Both proxies are moving: the query of the larger id records the pair, so skip it here.
      return true;
    }
    // Not in C++: a broad phase that refuses writes (frozen) is named before anything is written;
    // UpdatePairs checks this before its queries, so only a direct call can meet it here.
    try {
      this.m_pairCount = this.m_pairCount;
    } catch {
      this.PairCountRefused();
    }
    if (this.m_pairCount === this.m_pairCapacity) {
      // C++ grows the pair buffer by half: capacity + (capacity >> 1).
      const capacity = this.m_pairCapacity + (this.m_pairCapacity >> 1);
      const grown = new Int32Array(capacity << 1);
      grown.set(this.m_pairBuffer);
      this.m_pairBuffer = grown;
      this.m_pairCapacity = capacity;
    }
    const k = this.m_pairCount << 1;
    this.m_pairBuffer[k] = proxyId < this.m_queryProxyId ? proxyId : this.m_queryProxyId;
    this.m_pairBuffer[k | 1] = proxyId > this.m_queryProxyId ? proxyId : this.m_queryProxyId;
    ++this.m_pairCount;
    return true;
  }

  // QueryCallback's cold path when its count refused a write: names the frozen broad phase.
  private PairCountRefused(): never {
    b2CheckOutput('b2BroadPhase.QueryCallback', 'this', this);
    throw new Error('b2BroadPhase.QueryCallback: this.m_pairCount is read-only; pass a broad phase that can be written into');
  }

  /**
   * Reports the pairs to check: queries the tree with the fat AABB of every buffered proxy (created,
   * re-inserted by MoveProxy, or touched since the last call) and reports every pair of
   * overlapping fat AABBs that has a buffered proxy, old pairs included, in the order the queries
   * find them; then clears the moved flags and the move buffer. A proxy buffered twice is queried
   * twice and its pairs reported twice, as in C++. The caller skips pairs it already has a contact
   * for, as C++'s b2ContactManager::AddPair does, and drops a contact when the fat AABBs stop
   * overlapping (TestOverlap). C++: `b2BroadPhase::UpdatePairs` (v2.4.1's, unsorted; Deviation 15).
   * @param callback - a function (userDataA, userDataB), or an object with an AddPair method; called
   * once per pair, after all queries
   * @throws Error on a callback of neither form ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  // f32: integer
  UpdatePairs(callback: b2AddPairFunction<T> | b2AddPairCallback<T>): void {
    if (typeof callback !== 'function' && typeof (callback as Partial<b2AddPairCallback<T>> | null | undefined)?.AddPair !== 'function') {
      throw new Error(
        `b2BroadPhase.UpdatePairs: callback must be a function (userDataA, userDataB) => void or an object with an AddPair method, got ${b2DescribeValue(callback)}`,
      );
    }
    this.CheckState('b2BroadPhase.UpdatePairs');
    this.CheckWritable('b2BroadPhase.UpdatePairs', false);
    b2CheckTreeWritable('b2BroadPhase.UpdatePairs', this.m_tree, 'this.m_tree', false);
    const tree = this.m_tree;
    // Reset the pair buffer.
    this.m_pairCount = 0;
    // Query the tree for every moving proxy.
    for (let i = 0; i < this.m_moveCount; ++i) {
      this.m_queryProxyId = this.m_moveBuffer[i];
      if (this.m_queryProxyId === b2_nullProxy) {
        continue;
      }
      // Query with the fat AABB, so that pairs that may touch later are not missed.
      const f = this.m_queryProxyId << 2;
      const m = tree.m_aabb;
      const q = tree.m_queryBounds;
      q[0] = m[f];
      q[1] = m[f | 1];
      q[2] = m[f | 2];
      q[3] = m[f | 3];
      tree.QueryBounds(this);
    }
    this.m_queryProxyId = b2_nullProxy;
    // Report the pairs.
    const fn = typeof callback === 'function' ? callback : null;
    for (let i = 0; i < this.m_pairCount; ++i) {
      const k = i << 1;
      const proxyIdA = this.m_pairBuffer[k];
      const proxyIdB = this.m_pairBuffer[k | 1];
      // C++ hands on the user data of a proxy an earlier AddPair destroyed (a freed node's stale
      // field); here that pair is left out: a destroyed proxy forms no pairs.
      if (tree.m_height[proxyIdA] !== 0 || tree.m_height[proxyIdB] !== 0) {
        continue;
      }
      const userDataA = tree.m_userData[proxyIdA] as T;
      const userDataB = tree.m_userData[proxyIdB] as T;
      if (fn !== null) {
        fn(userDataA, userDataB);
      } else {
        (callback as b2AddPairCallback<T>).AddPair(userDataA, userDataB);
      }
    }
    // Clear the move flags.
    for (let i = 0; i < this.m_moveCount; ++i) {
      const proxyId = this.m_moveBuffer[i];
      if (proxyId === b2_nullProxy) {
        continue;
      }
      tree.m_moved[proxyId] = 0;
    }
    // Reset the move buffer.
    this.m_moveCount = 0;
  }

  /**
   * C++: `b2BroadPhase::GetUserData`.
   * @param proxyId - a live proxy
   * @returns the user data given to CreateProxy
   * @throws Error unless proxyId names a live proxy
   */
  // f32: integer
  GetUserData(proxyId: number): T {
    this.CheckState('b2BroadPhase.GetUserData');
    this.m_tree.CheckProxy('b2BroadPhase.GetUserData', proxyId);
    return this.m_tree.GetUserData(proxyId);
  }

  /**
   * C++: `b2BroadPhase::TestOverlap`.
   * @param proxyIdA - a live proxy
   * @param proxyIdB - a live proxy
   * @returns whether the two proxies' fat AABBs overlap or touch
   * @throws Error unless both ids name live proxies ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  // f32: integer
  TestOverlap(proxyIdA: number, proxyIdB: number): boolean {
    const tree = this.m_tree;
    this.CheckState('b2BroadPhase.TestOverlap');
    tree.CheckProxy('b2BroadPhase.TestOverlap', proxyIdA);
    tree.CheckProxy('b2BroadPhase.TestOverlap', proxyIdB);
    const m = tree.m_aabb;
    const a = proxyIdA << 2;
    const b = proxyIdB << 2;
    // C++ b2TestOverlap(aabbA, aabbB): apart when b.lower - a.upper > 0 or a.lower - b.upper > 0.
    return !(m[b] > m[a | 2] || m[b | 1] > m[a | 3] || m[a] > m[b | 2] || m[a | 1] > m[b | 3]);
  }

  /**
   * The proxy's fat AABB. C++: `b2BroadPhase::GetFatAABB`, which returns a reference; here a
   * copy (Deviation 15).
   * @param proxyId - a live proxy
   * @param out - receives the box; written; default a new b2AABB
   * @returns out
   * @throws Error unless proxyId names a live proxy
   */
  // f32: integer
  GetFatAABB(proxyId: number, out?: b2AABB): b2AABB {
    this.CheckState('b2BroadPhase.GetFatAABB');
    this.m_tree.CheckProxy('b2BroadPhase.GetFatAABB', proxyId);
    if (out !== undefined) {
      b2CheckOutputAABB('b2BroadPhase.GetFatAABB', out);
    }
    return this.m_tree.GetFatAABB(proxyId, out);
  }

  /**
   * C++: `b2BroadPhase::GetProxyCount`.
   * @returns how many proxies exist
   * @throws RangeError, naming the method, when the broad phase's or its tree's own counters were hand-edited out of range ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  GetProxyCount(): number {
    this.CheckState('b2BroadPhase.GetProxyCount');
    return this.m_proxyCount;
  }

  /**
   * C++: `b2BroadPhase::GetTreeHeight`.
   * @returns the tree's height (b2DynamicTree.GetHeight)
   * @throws RangeError, naming the method, when the broad phase's or its tree's own counters were hand-edited out of range ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  GetTreeHeight(): number {
    this.CheckState('b2BroadPhase.GetTreeHeight');
    return this.m_tree.GetHeight();
  }

  /**
   * C++: `b2BroadPhase::GetTreeBalance`.
   * @returns the tree's largest child height difference (b2DynamicTree.GetMaxBalance)
   * @throws RangeError, naming the method, when the broad phase's or its tree's own counters were hand-edited out of range ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  GetTreeBalance(): number {
    this.CheckState('b2BroadPhase.GetTreeBalance');
    return this.m_tree.GetMaxBalance();
  }

  /**
   * C++: `b2BroadPhase::GetTreeQuality`.
   * @returns the tree's area ratio (b2DynamicTree.GetAreaRatio)
   * @throws RangeError, naming the method, when the broad phase's or its tree's own counters were hand-edited out of range ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  GetTreeQuality(): number {
    this.CheckState('b2BroadPhase.GetTreeQuality');
    return this.m_tree.GetAreaRatio();
  }

  /**
   * b2DynamicTree.Query on the proxies. C++: `b2BroadPhase::Query`.
   * @param callback - as for b2DynamicTree.Query
   * @param aabb - the query box, world frame; only read
   * @throws Error as b2DynamicTree.Query
   */
  Query(callback: b2TreeQueryFunction | b2TreeQueryCallback, aabb: b2AABBLike): void {
    b2CheckAABB('b2BroadPhase.Query', 'aabb', aabb, true);
    b2CheckQueryCallback('b2BroadPhase.Query', callback);
    this.CheckState('b2BroadPhase.Query');
    b2CheckTreeWritable('b2BroadPhase.Query', this.m_tree, 'this.m_tree', false);
    this.m_tree.Query(callback, aabb);
  }

  /**
   * b2DynamicTree.RayCast on the proxies. C++: `b2BroadPhase::RayCast`.
   * @param callback - as for b2DynamicTree.RayCast
   * @param input - the ray, world frame; only read
   * @throws Error as b2DynamicTree.RayCast
   */
  RayCast(callback: b2TreeRayCastFunction | b2TreeRayCastCallback, input: b2RayCastInputLike): void {
    b2CheckTreeRayCast('b2BroadPhase.RayCast', callback, input);
    this.CheckState('b2BroadPhase.RayCast');
    b2CheckTreeWritable('b2BroadPhase.RayCast', this.m_tree, 'this.m_tree', false);
    this.m_tree.RayCast(callback, input);
  }

  /**
   * b2DynamicTree.ShiftOrigin on the proxies. C++: `b2BroadPhase::ShiftOrigin`.
   * @param newOrigin - the new origin in the old frame; only read
   * @throws Error unless newOrigin is two finite numbers
   */
  ShiftOrigin(newOrigin: b2XY): void {
    b2CheckFinitePoint('b2BroadPhase.ShiftOrigin', 'newOrigin', newOrigin);
    this.CheckState('b2BroadPhase.ShiftOrigin');
    b2CheckShiftedBoxes('b2BroadPhase.ShiftOrigin', this.m_tree, newOrigin);
    this.m_tree.ShiftOrigin(newOrigin);
  }

  /**
   * Throws unless the broad phase's counters and its tree's scalars are what its buffers say they
   * can be (b2CheckTreeState for the tree). Not in C++, which trusts them: m_moveCount bounds
   * UpdatePairs' loops and indexes m_moveBuffer, m_pairCount and m_pairCapacity index the pair
   * buffer, m_queryProxyId the tree. A few compares; the message only on failure.
   */
  // f32: integer
  private CheckState(where: string): void {
    const tree = this.m_tree;
    b2CheckTreeState(where, tree, 'm_tree.');
    const moveCount: unknown = this.m_moveCount;
    const proxyCount: unknown = this.m_proxyCount;
    const pairCount: unknown = this.m_pairCount;
    const pairCapacity: unknown = this.m_pairCapacity;
    const queryProxyId: unknown = this.m_queryProxyId;
    const pairRoom = this.m_pairBuffer.length >> 1;
    if (
      typeof moveCount === 'number' && Number.isInteger(moveCount) && moveCount >= 0 && moveCount <= this.m_moveBuffer.length &&
      typeof proxyCount === 'number' && Number.isInteger(proxyCount) && proxyCount >= 0 && proxyCount <= tree.m_nodeCount &&
      pairCapacity === pairRoom &&
      typeof pairCount === 'number' && Number.isInteger(pairCount) && pairCount >= 0 && pairCount <= pairRoom &&
      typeof queryProxyId === 'number' && Number.isInteger(queryProxyId) && queryProxyId >= b2_nullProxy && queryProxyId < tree.m_nodeCapacity
    ) {
      return;
    }
    const fields: [string, unknown, number, number][] = [
      ['m_moveCount', moveCount, 0, this.m_moveBuffer.length],
      ['m_proxyCount', proxyCount, 0, tree.m_nodeCount],
      ['m_pairCapacity', pairCapacity, pairRoom, pairRoom],
      ['m_pairCount', pairCount, 0, pairRoom],
      ['m_queryProxyId', queryProxyId, b2_nullProxy, tree.m_nodeCapacity - 1],
    ];
    for (const [name, value, min, max] of fields) {
      if (!(typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max)) {
        throw new RangeError(`${where}: ${name} ${b2DescribeValue(value)} is not a whole number in [${min}, ${max}]; it was edited by hand`);
      }
    }
  }
}
