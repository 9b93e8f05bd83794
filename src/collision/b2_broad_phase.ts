// The broad phase of C++ b2_broad_phase.h / b2_broad_phase.cpp (v2.4.1): a dynamic tree plus a
// move buffer. Proxies that were created, re-inserted or touched since the last UpdatePairs are
// queried against the tree with their fat AABB, and every overlapping pair is reported once.
//
// v2.4.1 reports the pairs in the order the queries find them: the move buffer in order, each
// query's hits in tree order. It does not sort or deduplicate them (v2.3 did); the tree's moved
// flags keep a pair of two moving proxies from being found twice.

import type { b2Vec2 } from '../common/b2_math';
import type { b2AABB } from './b2_aabb';
import type { b2RayCastInput } from './b2_ray_cast';
import {
  b2DynamicTree,
  type b2TreeQueryCallback,
  type b2TreeQueryFunction,
  type b2TreeRayCastCallback,
  type b2TreeRayCastFunction,
} from './b2_dynamic_tree';

/** The id of no proxy: a destroyed proxy's slot in the move buffer (C++ b2BroadPhase::e_nullProxy). */
export const b2_nullProxy = -1;

/** Receives each new pair's user data (C++ callback->AddPair(userDataA, userDataB)). */
export type b2AddPairFunction<T> = (userDataA: T, userDataB: T) => void;
/** The C++ template form: an object with an AddPair method. */
export interface b2AddPairCallback<T> {
  AddPair(userDataA: T, userDataB: T): void;
}

/** The move and pair buffers start with room for 16 entries, as in C++. */
const INITIAL_BUFFER_CAPACITY = 16;

/** A broad phase over a b2DynamicTree (C++ b2BroadPhase). */
export class b2BroadPhase<T = unknown> {
  readonly m_tree = new b2DynamicTree<T>();
  m_proxyCount = 0;

  /** Proxy ids to query in the next UpdatePairs; b2_nullProxy where one was destroyed. */
  m_moveBuffer: Int32Array = new Int32Array(INITIAL_BUFFER_CAPACITY);
  m_moveCount = 0;

  /** The pairs of the last UpdatePairs: proxyIdA at [2·k], proxyIdB at [2·k | 1], proxyIdA < proxyIdB. */
  m_pairBuffer: Int32Array = new Int32Array(INITIAL_BUFFER_CAPACITY << 1);
  m_pairCapacity = INITIAL_BUFFER_CAPACITY;
  m_pairCount = 0;

  /** The proxy whose fat AABB UpdatePairs is querying. */
  m_queryProxyId = b2_nullProxy;

  /** Creates a proxy (see b2DynamicTree.CreateProxy) and buffers it as moved. */
  CreateProxy(aabb: Readonly<b2AABB>, userData: T): number {
    const proxyId = this.m_tree.CreateProxy(aabb, userData);
    ++this.m_proxyCount;
    this.BufferMove(proxyId);
    return proxyId;
  }

  /** Destroys a proxy; it leaves the move buffer and will form no pairs. */
  // f32: integer
  DestroyProxy(proxyId: number): void {
    this.m_tree.CheckProxy('b2BroadPhase.DestroyProxy', proxyId);
    this.UnBufferMove(proxyId);
    --this.m_proxyCount;
    this.m_tree.DestroyProxy(proxyId);
  }

  /** Moves a proxy (see b2DynamicTree.MoveProxy); buffers it when its fat AABB was re-inserted. */
  // f32: integer
  MoveProxy(proxyId: number, aabb: Readonly<b2AABB>, displacement: Readonly<b2Vec2>): void {
    const buffer = this.m_tree.MoveProxy(proxyId, aabb, displacement);
    if (buffer) {
      this.BufferMove(proxyId);
    }
  }

  /** Buffers a proxy so that the next UpdatePairs queries it again. */
  // f32: integer
  TouchProxy(proxyId: number): void {
    this.m_tree.CheckProxy('b2BroadPhase.TouchProxy', proxyId);
    this.BufferMove(proxyId);
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
   * proxy itself or a moved proxy with a larger id (that one's own query finds the pair).
   */
  // f32: integer
  QueryCallback(proxyId: number): boolean {
    // A proxy cannot form a pair with itself.
    if (proxyId === this.m_queryProxyId) {
      return true;
    }
    const moved = this.m_tree.m_moved[proxyId] !== 0;
    if (moved && proxyId > this.m_queryProxyId) {
      // Both proxies are moving: the query of the larger id records the pair, so skip it here.
      return true;
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

  /**
   * Finds the new pairs: queries the tree with the fat AABB of every buffered proxy, reports each
   * pair's user data to callback (a function or an object with AddPair), then clears the moved
   * flags and the move buffer.
   */
  // f32: integer
  UpdatePairs(callback: b2AddPairFunction<T> | b2AddPairCallback<T>): void {
    if (typeof callback !== 'function' && typeof (callback as Partial<b2AddPairCallback<T>> | undefined)?.AddPair !== 'function') {
      throw new Error('b2BroadPhase.UpdatePairs: callback must be a function (userDataA, userDataB) => void or an object with an AddPair method');
    }
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
      const userDataA = tree.m_userData[this.m_pairBuffer[k]] as T;
      const userDataB = tree.m_userData[this.m_pairBuffer[k | 1]] as T;
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

  // f32: integer
  GetUserData(proxyId: number): T {
    return this.m_tree.GetUserData(proxyId);
  }

  /** True when the two proxies' fat AABBs overlap or touch (C++ b2TestOverlap on GetFatAABB). */
  // f32: integer
  TestOverlap(proxyIdA: number, proxyIdB: number): boolean {
    const tree = this.m_tree;
    tree.CheckProxy('b2BroadPhase.TestOverlap', proxyIdA);
    tree.CheckProxy('b2BroadPhase.TestOverlap', proxyIdB);
    const m = tree.m_aabb;
    const a = proxyIdA << 2;
    const b = proxyIdB << 2;
    // C++ b2TestOverlap(aabbA, aabbB): apart when b.lower - a.upper > 0 or a.lower - b.upper > 0.
    return !(m[b] > m[a | 2] || m[b | 1] > m[a | 3] || m[a] > m[b | 2] || m[a | 1] > m[b | 3]);
  }

  /** Copies the proxy's fat AABB into out. */
  // f32: integer
  GetFatAABB(proxyId: number, out?: b2AABB): b2AABB {
    return this.m_tree.GetFatAABB(proxyId, out);
  }

  GetProxyCount(): number {
    return this.m_proxyCount;
  }

  GetTreeHeight(): number {
    return this.m_tree.GetHeight();
  }

  GetTreeBalance(): number {
    return this.m_tree.GetMaxBalance();
  }

  GetTreeQuality(): number {
    return this.m_tree.GetAreaRatio();
  }

  /** See b2DynamicTree.Query. */
  Query(callback: b2TreeQueryFunction | b2TreeQueryCallback, aabb: Readonly<b2AABB>): void {
    this.m_tree.Query(callback, aabb);
  }

  /** See b2DynamicTree.RayCast. */
  RayCast(callback: b2TreeRayCastFunction | b2TreeRayCastCallback, input: Readonly<b2RayCastInput>): void {
    this.m_tree.RayCast(callback, input);
  }

  /** See b2DynamicTree.ShiftOrigin. */
  ShiftOrigin(newOrigin: Readonly<b2Vec2>): void {
    this.m_tree.ShiftOrigin(newOrigin);
  }
}
