// @box2d/core 0.11.0's driver for pair type tree-box2dcore (the TreeDriver calls of drivers.ts on its
// b2BroadPhase, node objects numbered as C++'s allocator would).

import * as core from '@box2d/core';
import { CxxIds, type TreeDriver } from './drivers';
import { rayCastAnswer, type Box } from './ops';

type CoreNode = core.b2TreeNode<number>;

export class Box2dCoreDriver implements TreeDriver {
  readonly bp = new core.b2BroadPhase<number>();
  private readonly ids = new CxxIds<CoreNode>();
  private readonly proxies = new Map<number, CoreNode>();

  constructor() {
    this.ids.watch((this.bp as unknown as { m_tree: object }).m_tree, 'AllocateNode', 'FreeNode');
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
    return this.ids.snapshot((this.bp as unknown as { m_tree: { m_root: CoreNode | null } }).m_tree.m_root);
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
