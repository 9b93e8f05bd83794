// One driver per engine: the same calls on b2collide's b2BroadPhase (here), @box2d/core's
// b2BroadPhase (drivers-core.ts) and planck's BroadPhase (drivers-planck.ts), with every answer
// translated into C++ node ids and case handles. Each peer's driver has its own file, so a pair
// type loads only its peer's package (compare/catalog.ts).
//
// Node ids: b2collide's are C++'s by construction. The peers keep node objects (and planck
// numbers them 1, 2, 3, ... without reuse), so their drivers watch each tree's own allocate/free
// calls and number the nodes as C++'s allocator would for the same calls: a freed id is reused
// last-in-first-out, otherwise the next never-used id (C++ b2DynamicTree::AllocateNode's free list).

import { b2AABB, b2BroadPhase, b2RayCastInput, b2Vec2 } from 'b2collide';
import { rayCastAnswer, type Box } from './ops';

/** The calls a case makes, each answered in engine-neutral terms. */
export interface TreeDriver {
  create(handle: number, box: Box): void;
  /** True when the proxy was re-inserted (it entered the move buffer). */
  move(handle: number, box: Box, d: [number, number]): boolean;
  destroy(handle: number): void;
  touch(handle: number): void;
  /** Node ids in callback order. */
  query(box: Box): number[];
  /** 'id@maxFraction' in callback order. */
  rayCast(p1: [number, number], p2: [number, number], maxFraction: number): string[];
  /** Handle pairs in report order. */
  updatePairs(): [number, number][];
  /** False when the engine has no RebuildBottomUp. */
  rebuild(): boolean;
  shift(origin: [number, number]): void;
  /** The root id, then every live node in id order as id, parent, child1, child2, height, lx, ly, ux, uy. */
  snapshot(): number[];
  height(): number;
  maxBalance(): number;
  /** NaN when the engine's value is not C++'s quantity. */
  areaRatio(): number;
}

/** Numbers per node in a snapshot. */
export const SNAPSHOT_STRIDE = 9;

/** Numbers a peer's node objects as C++'s allocator would. */
export class CxxIds<N extends object> {
  private readonly ids = new Map<N, number>();
  private readonly free: number[] = [];
  private fresh = 0;

  allocated(node: N): void {
    this.ids.set(node, this.free.length > 0 ? this.free.pop()! : this.fresh++);
  }

  freed(node: N): void {
    const id = this.ids.get(node);
    if (id === undefined) throw new Error('tree harness: a peer freed a node it never allocated');
    this.free.push(id);
    this.ids.delete(node);
  }

  /**
   * Wraps a peer tree's node allocator and its free (methods `allocateName` and `freeName` of
   * `tree`), so each node is numbered as it comes and goes.
   */
  watch(tree: object, allocateName: string, freeName: string): void {
    const methods = tree as Record<string, unknown>;
    const allocate = (methods[allocateName] as () => N).bind(tree);
    const free = (methods[freeName] as (node: N) => void).bind(tree);
    methods[allocateName] = (): N => {
      const node = allocate();
      this.allocated(node);
      return node;
    };
    methods[freeName] = (node: N): void => {
      this.freed(node);
      free(node);
    };
  }

  of(node: N | null | undefined): number {
    if (node === null || node === undefined) return -1;
    // -2: a node the peer freed or never allocated (only a broken peer tree links to one).
    return this.ids.get(node) ?? -2;
  }

  /**
   * A peer tree as a snapshot (TreeDriver.snapshot): the root's id, then SNAPSHOT_STRIDE numbers
   * per node reachable from it, in id order. planck and @box2d/core nodes share these fields.
   */
  snapshot(root: (N & PeerTreeNode<N>) | null): number[] {
    const nodes: number[][] = [];
    const visit = (n: (N & PeerTreeNode<N>) | null): void => {
      if (n === null || n === undefined) return;
      const a = n.aabb;
      nodes.push([this.of(n), this.of(n.parent), this.of(n.child1), this.of(n.child2), n.height, a.lowerBound.x, a.lowerBound.y, a.upperBound.x, a.upperBound.y]);
      visit(n.child1);
      visit(n.child2);
    };
    visit(root);
    nodes.sort((x, y) => x[0] - y[0]);
    return [this.of(root), ...nodes.flat()];
  }
}

/** The node fields a snapshot reads, named alike in planck and @box2d/core. */
export interface PeerTreeNode<N> {
  readonly aabb: { readonly lowerBound: { x: number; y: number }; readonly upperBound: { x: number; y: number } };
  readonly parent: (N & PeerTreeNode<N>) | null;
  readonly child1: (N & PeerTreeNode<N>) | null;
  readonly child2: (N & PeerTreeNode<N>) | null;
  readonly height: number;
}

export class B2collideDriver implements TreeDriver {
  readonly bp = new b2BroadPhase<number>();
  /** Case handle -> proxy id. */
  readonly proxies = new Map<number, number>();
  private readonly aabb = new b2AABB();
  private readonly d = new b2Vec2();
  private readonly input = new b2RayCastInput();

  private box(b: Box): b2AABB {
    this.aabb.lowerBound.Set(b[0], b[1]);
    this.aabb.upperBound.Set(b[2], b[3]);
    return this.aabb;
  }
  create(handle: number, box: Box): void {
    this.proxies.set(handle, this.bp.CreateProxy(this.box(box), handle));
  }
  move(handle: number, box: Box, d: [number, number]): boolean {
    const before = this.bp.m_moveCount;
    this.bp.MoveProxy(this.proxies.get(handle)!, this.box(box), this.d.Set(d[0], d[1]));
    return this.bp.m_moveCount > before;
  }
  destroy(handle: number): void {
    this.bp.DestroyProxy(this.proxies.get(handle)!);
    this.proxies.delete(handle);
  }
  touch(handle: number): void {
    this.bp.TouchProxy(this.proxies.get(handle)!);
  }
  query(box: Box): number[] {
    const hits: number[] = [];
    this.bp.Query((id) => {
      hits.push(id);
      return true;
    }, this.box(box));
    return hits;
  }
  rayCast(p1: [number, number], p2: [number, number], maxFraction: number): string[] {
    const calls: string[] = [];
    this.input.p1.Set(p1[0], p1[1]);
    this.input.p2.Set(p2[0], p2[1]);
    this.input.maxFraction = maxFraction;
    this.bp.RayCast((sub, id) => {
      calls.push(`${id}@${sub.maxFraction}`);
      return rayCastAnswer(this.bp.GetUserData(id), sub.maxFraction);
    }, this.input);
    return calls;
  }
  updatePairs(): [number, number][] {
    const pairs: [number, number][] = [];
    this.bp.UpdatePairs((a, b) => pairs.push([a, b]));
    return pairs;
  }
  rebuild(): boolean {
    this.bp.m_tree.RebuildBottomUp();
    return true;
  }
  shift(origin: [number, number]): void {
    this.bp.ShiftOrigin(new b2Vec2(origin[0], origin[1]));
  }
  snapshot(): number[] {
    const t = this.bp.m_tree;
    const m = t.m_aabb;
    const out = [t.m_root];
    for (let id = 0; id < t.m_nodeCapacity; ++id) {
      if (t.m_height[id] < 0) continue;
      out.push(id, t.m_parent[id], t.m_child1[id], t.m_child2[id], t.m_height[id], m[4 * id], m[4 * id + 1], m[4 * id + 2], m[4 * id + 3]);
    }
    return out;
  }
  height(): number {
    return this.bp.GetTreeHeight();
  }
  maxBalance(): number {
    return this.bp.GetTreeBalance();
  }
  areaRatio(): number {
    return this.bp.GetTreeQuality();
  }
}
