// planck 1.5.0's driver for pair type tree-planck (the TreeDriver calls of drivers.ts on its
// BroadPhase, node objects numbered as C++'s allocator would).

import { AABB as PlanckAABB, BroadPhase as PlanckBroadPhase, Settings as PlanckSettings } from 'planck';
import { CxxIds, type TreeDriver } from './drivers';
import { rayCastAnswer, type Box } from './ops';

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
    this.ids.watch(this.tree, 'allocateNode', 'freeNode');
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
    return this.ids.snapshot(this.tree.m_root);
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
