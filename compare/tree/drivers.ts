// One driver per engine: the same calls on b2collide's b2BroadPhase, @box2d/core's b2BroadPhase
// and planck-js's BroadPhase, with every answer translated into C++ node ids and case handles.
//
// Node ids: b2collide's are C++'s by construction. The peers keep node objects (and planck
// numbers them 1, 2, 3, ... without reuse), so their drivers watch each tree's own allocate/free
// calls and number the nodes as C++'s allocator would for the same calls: a freed id is reused
// last-in-first-out, otherwise the next never-used id (C++ b2DynamicTree::AllocateNode's free list).

import { b2AABB, b2BroadPhase, b2RayCastInput, b2Vec2 } from 'b2collide';
import * as core from '@box2d/core';
import { AABB as PlanckAABB, BroadPhase as PlanckBroadPhase, Settings as PlanckSettings } from 'planck-js';
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
class CxxIds<N extends object> {
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

  of(node: N | null | undefined): number {
    if (node === null || node === undefined) return -1;
    // -2: a node the peer freed or never allocated (only a broken peer tree links to one).
    return this.ids.get(node) ?? -2;
  }
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

type CoreNode = core.b2TreeNode<number>;

export class Box2dCoreDriver implements TreeDriver {
  readonly bp = new core.b2BroadPhase<number>();
  private readonly ids = new CxxIds<CoreNode>();
  private readonly proxies = new Map<number, CoreNode>();

  constructor() {
    const tree = (this.bp as unknown as { m_tree: unknown }).m_tree as { AllocateNode(): CoreNode; FreeNode(n: CoreNode): void };
    const allocate = tree.AllocateNode.bind(tree);
    const free = tree.FreeNode.bind(tree);
    tree.AllocateNode = () => {
      const n = allocate();
      this.ids.allocated(n);
      return n;
    };
    tree.FreeNode = (n) => {
      this.ids.freed(n);
      free(n);
    };
  }
  private box(b: Box): core.b2AABB {
    const a = new core.b2AABB();
    a.lowerBound.Set(b[0], b[1]);
    a.upperBound.Set(b[2], b[3]);
    return a;
  }
  create(handle: number, box: Box): void {
    this.proxies.set(handle, this.bp.CreateProxy(this.box(box), handle));
  }
  move(handle: number, box: Box, d: [number, number]): boolean {
    const bp = this.bp as unknown as { m_moveCount: number };
    const before = bp.m_moveCount;
    this.bp.MoveProxy(this.proxies.get(handle)!, this.box(box), new core.b2Vec2(d[0], d[1]));
    return bp.m_moveCount > before;
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
    this.bp.Query(this.box(box), (node) => {
      hits.push(this.ids.of(node));
      return true;
    });
    return hits;
  }
  rayCast(p1: [number, number], p2: [number, number], maxFraction: number): string[] {
    const calls: string[] = [];
    const input = new core.b2RayCastInput();
    input.p1.Set(p1[0], p1[1]);
    input.p2.Set(p2[0], p2[1]);
    input.maxFraction = maxFraction;
    this.bp.RayCast(input, (sub, node) => {
      calls.push(`${this.ids.of(node)}@${sub.maxFraction}`);
      return rayCastAnswer(node.userData as number, sub.maxFraction);
    });
    return calls;
  }
  updatePairs(): [number, number][] {
    const pairs: [number, number][] = [];
    this.bp.UpdatePairs((a, b) => pairs.push([a, b]));
    return pairs;
  }
  rebuild(): boolean {
    return false;
  }
  shift(origin: [number, number]): void {
    this.bp.ShiftOrigin(new core.b2Vec2(origin[0], origin[1]));
  }
  snapshot(): number[] {
    const tree = (this.bp as unknown as { m_tree: { m_root: CoreNode | null } }).m_tree;
    const nodes: number[][] = [];
    const visit = (n: CoreNode | null): void => {
      if (n === null || n === undefined) return;
      const a = n.aabb;
      const ids = this.ids;
      nodes.push([ids.of(n), ids.of(n.parent), ids.of(n.child1), ids.of(n.child2), n.height, a.lowerBound.x, a.lowerBound.y, a.upperBound.x, a.upperBound.y]);
      visit(n.child1);
      visit(n.child2);
    };
    visit(tree.m_root);
    nodes.sort((x, y) => x[0] - y[0]);
    return [this.ids.of(tree.m_root), ...nodes.flat()];
  }
  height(): number {
    return this.bp.GetTreeHeight();
  }
  maxBalance(): number {
    return this.bp.GetTreeBalance();
  }
  areaRatio(): number {
    // GetAreaRatio sums internal nodes only (b2TreeNode.GetArea returns 0 for a leaf): another quantity.
    return NaN;
  }
}

interface PlanckNode {
  id: number;
  aabb: PlanckAABB;
  parent: PlanckNode | null;
  child1: PlanckNode | null;
  child2: PlanckNode | null;
  height: number;
  userData: number;
}
interface PlanckTree {
  m_root: PlanckNode | null;
  m_nodes: Record<number, PlanckNode>;
  allocateNode(): PlanckNode;
  freeNode(n: PlanckNode): void;
  rebuildBottomUp(): void;
  getHeight(): number;
  getMaxBalance(): number;
  getAreaRatio(): number;
}

export class PlanckDriver implements TreeDriver {
  readonly bp = new PlanckBroadPhase();
  private readonly tree = this.bp.m_tree as unknown as PlanckTree;
  private readonly ids = new CxxIds<PlanckNode>();
  private readonly proxies = new Map<number, number>();
  private broken = false;

  constructor() {
    // planck's default is v2.3's 2.0 (differences.ts, planck-aabb-multiplier); it is a user setting,
    // read at each moveProxy, so the harness runs planck with C++ v2.4.1's b2_aabbMultiplier.
    PlanckSettings.aabbMultiplier = 4.0;
    const tree = this.tree;
    const allocate = tree.allocateNode.bind(tree);
    const free = tree.freeNode.bind(tree);
    tree.allocateNode = () => {
      const n = allocate();
      this.ids.allocated(n);
      return n;
    };
    tree.freeNode = (n) => {
      this.ids.freed(n);
      free(n);
    };
  }
  private box(b: Box): { lowerBound: { x: number; y: number }; upperBound: { x: number; y: number } } {
    return { lowerBound: { x: b[0], y: b[1] }, upperBound: { x: b[2], y: b[3] } };
  }
  private refuseIfBroken(): void {
    if (this.broken) throw new Error('planck tree broken by rebuildBottomUp; the driver stops here');
  }
  private idOf(planckId: number): number {
    return this.ids.of(this.tree.m_nodes[planckId]);
  }
  create(handle: number, box: Box): void {
    this.refuseIfBroken();
    // planck types user data as FixtureProxy; the harness passes its handle.
    this.proxies.set(handle, this.bp.createProxy(this.box(box), handle as never));
  }
  move(handle: number, box: Box, d: [number, number]): boolean {
    this.refuseIfBroken();
    const buffer = (this.bp as unknown as { m_moveBuffer: unknown[] }).m_moveBuffer;
    const before = buffer.length;
    this.bp.moveProxy(this.proxies.get(handle)!, this.box(box) as never, { x: d[0], y: d[1] });
    return buffer.length > before;
  }
  destroy(handle: number): void {
    this.refuseIfBroken();
    this.bp.destroyProxy(this.proxies.get(handle)!);
    this.proxies.delete(handle);
  }
  touch(handle: number): void {
    this.refuseIfBroken();
    this.bp.touchProxy(this.proxies.get(handle)!);
  }
  query(box: Box): number[] {
    this.refuseIfBroken();
    const hits: number[] = [];
    this.bp.query(this.box(box), (id) => {
      hits.push(this.idOf(id));
      return true;
    });
    return hits;
  }
  rayCast(p1: [number, number], p2: [number, number], maxFraction: number): string[] {
    this.refuseIfBroken();
    const calls: string[] = [];
    const input = { p1: { x: p1[0], y: p1[1] }, p2: { x: p2[0], y: p2[1] }, maxFraction };
    this.bp.rayCast(input as never, (sub: { maxFraction: number }, id: number) => {
      calls.push(`${this.idOf(id)}@${sub.maxFraction}`);
      return rayCastAnswer(this.tree.m_nodes[id].userData, sub.maxFraction);
    });
    return calls;
  }
  updatePairs(): [number, number][] {
    this.refuseIfBroken();
    const pairs: [number, number][] = [];
    this.bp.updatePairs((a: unknown, b: unknown) => pairs.push([a as number, b as number]));
    return pairs;
  }
  rebuild(): boolean {
    this.tree.rebuildBottomUp();
    // planck's rebuild loses every leaf when there was more than one (differences.ts,
    // planck-rebuild-drops-leaves). Later calls would free nodes twice into planck's
    // process-wide TreeNode pool, and every later planck tree, other cases' included, would then
    // share node objects: so this driver refuses every call after that.
    if ((this.tree.m_root === null || this.tree.m_root === undefined) && this.proxies.size > 0) this.broken = true;
    return true;
  }
  shift(origin: [number, number]): void {
    this.bp.shiftOrigin({ x: origin[0], y: origin[1] });
  }
  snapshot(): number[] {
    const nodes: number[][] = [];
    const visit = (n: PlanckNode | null): void => {
      if (n === null || n === undefined) return;
      const a = n.aabb;
      const ids = this.ids;
      nodes.push([ids.of(n), ids.of(n.parent), ids.of(n.child1), ids.of(n.child2), n.height, a.lowerBound.x, a.lowerBound.y, a.upperBound.x, a.upperBound.y]);
      visit(n.child1);
      visit(n.child2);
    };
    visit(this.tree.m_root);
    nodes.sort((x, y) => x[0] - y[0]);
    return [this.ids.of(this.tree.m_root), ...nodes.flat()];
  }
  height(): number {
    return this.tree.getHeight();
  }
  maxBalance(): number {
    return this.tree.getMaxBalance();
  }
  areaRatio(): number {
    return this.tree.getAreaRatio();
  }
}
