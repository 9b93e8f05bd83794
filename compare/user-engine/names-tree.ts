// The broad phase of a user's engine that exports Box2D's names: a b2BroadPhase with C++'s methods
// and argument order (CreateProxy(aabb, userData) returning the int32 proxy id, MoveProxy,
// DestroyProxy, TouchProxy, Query(callback, aabb), RayCast(callback, input), UpdatePairs(callback),
// ShiftOrigin, GetFatAABB, GetUserData, GetTreeHeight, GetTreeBalance, GetTreeQuality). A callback
// is passed as a function that is also C++'s callback object (QueryCallback, RayCastCallback,
// AddPair), so either form of port is served.
//
// A port's node storage is its own, so the tree is seen through the public API only: the snapshot
// is every live proxy's id and fat AABB (GetFatAABB), and the reference driver is masked to the same
// view (MaskedReference). The structure still shows in the query and ray-cast callback order, the
// pairs, the height, balance and area ratio.

import { B2collideDriver, type TreeDriver } from '../tree/drivers';
import { rayCastAnswer, type Box } from '../tree/ops';
import { hasAll, setXY, vec, type AnyModule } from './names-shapes';

/* eslint-disable @typescript-eslint/no-explicit-any -- a user's module has no types we know */

const BROAD_PHASE_METHODS = ['CreateProxy', 'MoveProxy', 'DestroyProxy', 'TouchProxy', 'Query', 'RayCast', 'UpdatePairs', 'GetFatAABB', 'GetUserData', 'GetTreeHeight', 'GetTreeBalance'] as const;

export function hasBroadPhase(mod: AnyModule): boolean {
  return hasAll(mod, ['b2BroadPhase', 'b2AABB', 'b2Vec2', 'b2RayCastInput']) && BROAD_PHASE_METHODS.every((m) => typeof mod.b2BroadPhase.prototype[m] === 'function');
}

/** What the port's broad phase can show beyond the methods every one has. */
export interface TreeView {
  /** m_moveCount is readable: a move's answer (re-inserted or not) is compared. */
  readonly moveCount: boolean;
  /** m_tree.RebuildBottomUp exists: rebuild calls run. */
  readonly rebuild: boolean;
  readonly shift: boolean;
  /** GetTreeQuality exists: the area ratio is compared. */
  readonly quality: boolean;
}

export function treeView(mod: AnyModule): TreeView {
  const bp = new mod.b2BroadPhase();
  return {
    moveCount: typeof bp.m_moveCount === 'number',
    rebuild: typeof bp.m_tree?.RebuildBottomUp === 'function',
    shift: typeof bp.ShiftOrigin === 'function',
    quality: typeof bp.GetTreeQuality === 'function',
  };
}

/** A function that is also C++'s callback object: `method` names the member C++ calls. */
function callback<F extends (...args: any[]) => unknown>(method: string, f: F): F {
  return Object.assign((...args: Parameters<F>) => f(...args), { [method]: f }) as unknown as F;
}

/** The live proxies, sorted by handle, as handle, id, fat box (the view a port's public API gives). */
function publicSnapshot(proxies: ReadonlyMap<number, number>, fat: (id: number) => { lowerBound: { x: number; y: number }; upperBound: { x: number; y: number } }): number[] {
  const out: number[] = [];
  for (const [handle, id] of [...proxies].sort((a, b) => a[0] - b[0])) {
    const box = fat(id);
    out.push(handle, id, box.lowerBound.x, box.lowerBound.y, box.upperBound.x, box.upperBound.y);
  }
  return out;
}

export class NamesTreeDriver implements TreeDriver {
  private readonly bp: any;
  private readonly proxies = new Map<number, number>();

  constructor(
    private readonly mod: AnyModule,
    private readonly view: TreeView,
  ) {
    this.bp = new mod.b2BroadPhase();
  }
  private box(b: Box): any {
    const a = new this.mod.b2AABB();
    setXY(a.lowerBound, [b[0], b[1]]);
    setXY(a.upperBound, [b[2], b[3]]);
    return a;
  }
  create(handle: number, box: Box): void {
    this.proxies.set(handle, this.bp.CreateProxy(this.box(box), handle));
  }
  move(handle: number, box: Box, d: [number, number]): boolean {
    const before = this.view.moveCount ? this.bp.m_moveCount : 0;
    this.bp.MoveProxy(this.proxies.get(handle), this.box(box), vec(this.mod, d));
    return this.view.moveCount && this.bp.m_moveCount > before;
  }
  destroy(handle: number): void {
    this.bp.DestroyProxy(this.proxies.get(handle));
    this.proxies.delete(handle);
  }
  touch(handle: number): void {
    this.bp.TouchProxy(this.proxies.get(handle));
  }
  query(box: Box): number[] {
    const hits: number[] = [];
    this.bp.Query(
      callback('QueryCallback', (id: number) => {
        hits.push(id);
        return true;
      }),
      this.box(box),
    );
    return hits;
  }
  rayCast(p1: [number, number], p2: [number, number], maxFraction: number): string[] {
    const calls: string[] = [];
    const input = new this.mod.b2RayCastInput();
    setXY(input.p1, p1);
    setXY(input.p2, p2);
    input.maxFraction = maxFraction;
    this.bp.RayCast(
      callback('RayCastCallback', (sub: { maxFraction: number }, id: number) => {
        calls.push(`${id}@${sub.maxFraction}`);
        return rayCastAnswer(this.bp.GetUserData(id) as number, sub.maxFraction);
      }),
      input,
    );
    return calls;
  }
  updatePairs(): [number, number][] {
    const pairs: [number, number][] = [];
    this.bp.UpdatePairs(callback('AddPair', (a: number, b: number) => pairs.push([a, b])));
    return pairs;
  }
  rebuild(): boolean {
    if (!this.view.rebuild) return false;
    this.bp.m_tree.RebuildBottomUp();
    return true;
  }
  shift(origin: [number, number]): void {
    if (this.view.shift) this.bp.ShiftOrigin(vec(this.mod, origin));
  }
  snapshot(): number[] {
    return publicSnapshot(this.proxies, (id) => this.bp.GetFatAABB(id));
  }
  height(): number {
    return this.bp.GetTreeHeight();
  }
  maxBalance(): number {
    return this.bp.GetTreeBalance();
  }
  areaRatio(): number {
    return this.view.quality ? this.bp.GetTreeQuality() : NaN;
  }
}

/** b2collide's driver seen as the port's is: the public snapshot, and only the calls the port can make. */
export class MaskedReference extends B2collideDriver {
  constructor(private readonly view: TreeView) {
    super();
  }
  override move(handle: number, box: Box, d: [number, number]): boolean {
    return super.move(handle, box, d) && this.view.moveCount;
  }
  override rebuild(): boolean {
    return this.view.rebuild && super.rebuild();
  }
  override shift(origin: [number, number]): void {
    if (this.view.shift) super.shift(origin);
  }
  override snapshot(): number[] {
    return publicSnapshot(this.proxies, (id) => this.bp.GetFatAABB(id));
  }
  override areaRatio(): number {
    return this.view.quality ? super.areaRatio() : NaN;
  }
}
