// Frozen objects, in both builds (docs/bad-input.md, "An output"): a function that writes an object
// refuses it frozen, before any write, with an Error whose message starts with the function's name
// (a frozen b2Transform.m_packed, a view of a frozen array, a sweep, a feature, a manifold's point, a stack, a shape, a proxy,
// a tree, a broad phase); a function that only reads an object works on it frozen exactly as on
// the object unfrozen (a frozen edge's vertex views, a frozen edge in b2TestOverlap). Before, each
// of these met a V8 TypeError ("Cannot assign to read only property"), most after a partial write.
// Found by the fuzz's freeze attack (fuzz/README.md); expected texts written out by hand.
import * as F64 from 'b2collide';
import * as F32 from 'b2collide/f32';
import { numbersUnder } from '../support/numbers_under';

type Lib = typeof F64;
const builds: readonly [string, Lib][] = [
  ['float64', F64],
  ['float32', F32 as unknown as Lib],
];

/** The call throws an Error naming `name` and `what`, and nothing under `roots` changed. */
function expectRefused(call: () => unknown, name: string, what: string, roots: readonly unknown[]): void {
  const before = numbersUnder(roots);
  let error: unknown;
  try {
    call();
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(Error);
  expect((error as Error).message.startsWith(`${name}: `)).toBe(true);
  expect((error as Error).message).toContain(what);
  expect(numbersUnder(roots)).toBe(before);
}

function manifoldOfTwoBoxes(L: Lib): F64.b2Manifold {
  const m = new L.b2Manifold();
  const ground = new L.b2PolygonShape().SetAsBox(5, 0.5);
  const box = new L.b2PolygonShape().SetAsBox(0.5, 0.5);
  L.b2CollidePolygons(m, ground, new L.b2Transform(), box, new L.b2Transform().SetPositionSinCos(0, 0.99, 0, 1));
  return m;
}

describe.each(builds)('%s build', (_name, L) => {
  describe('math: a transform whose m_packed is frozen is not written', () => {
    test('b2Transform setters', () => {
      const xf = new L.b2Transform().SetPositionSinCos(1, 2, 0, 1);
      Object.freeze(xf.m_packed);
      expectRefused(() => xf.SetPositionSinCos(3, 4, 0, 1), 'b2Transform.SetPositionSinCos', 'this.m_packed is frozen', [xf]);
      expectRefused(() => xf.SetIdentity(), 'b2Transform.SetIdentity', 'this.m_packed is frozen', [xf]);
      expectRefused(() => xf.Copy(new L.b2Transform()), 'b2Transform.Copy', 'this.m_packed is frozen', [xf]);
    });
    test('a view of a frozen array (a frozen polygon m_packed, a transform m_packed) is not written through', () => {
      const polygon = new L.b2PolygonShape().SetAsBox(1, 1);
      Object.freeze(polygon.m_packed);
      const v = polygon.m_vertices[0];
      expectRefused(() => v.Set(5, 6), 'b2Vec2.Set', 'this is a view of a frozen array (m_array)', [polygon]);
      expectRefused(() => v.Copy({ x: 5, y: 6 }), 'b2Vec2.Copy', 'this is a view of a frozen array', [polygon]);
      const xf = new L.b2Transform().SetPositionSinCos(1, 2, 0, 1);
      Object.freeze(xf.m_packed);
      expectRefused(() => xf.q.Set(1), 'b2Rot.Set', 'this is a view of a frozen array', [xf]);
      expectRefused(() => L.b2Mul_X_V(new L.b2Transform(), { x: 1, y: 2 }, xf.p), 'b2Mul_X_V', 'out is a view of a frozen array', [xf]);
      // Reading through the views works.
      expect([v.x, v.y, xf.p.x, xf.q.c]).toEqual([-1, -1, 1, 1]);
    });
    test('b2Mul_X_X and b2MulT_X_X out', () => {
      const out = new L.b2Transform().SetPositionSinCos(1, 2, 0, 1);
      Object.freeze(out.m_packed);
      const a = new L.b2Transform().SetPositionSinCos(5, 6, 0.6, 0.8);
      expectRefused(() => L.b2Mul_X_X(a, a, out), 'b2Mul_X_X', 'out.m_packed is frozen', [out, a]);
      expectRefused(() => L.b2MulT_X_X(a, a, out), 'b2MulT_X_X', 'out.m_packed is frozen', [out, a]);
    });
    test('b2Sweep: GetTransform into a frozen m_packed, a frozen sweep or c0', () => {
      const sweep = new L.b2Sweep();
      sweep.c.Set(1, 2);
      sweep.a = 1;
      const xf = new L.b2Transform();
      Object.freeze(xf.m_packed);
      expectRefused(() => sweep.GetTransform(xf, 0.5), 'b2Sweep.GetTransform', 'xf.m_packed is frozen', [xf, sweep]);
      const frozen = new L.b2Sweep();
      frozen.a0 = 7;
      Object.freeze(frozen);
      expectRefused(() => frozen.Advance(0.5), 'b2Sweep.Advance', 'this is frozen', [frozen]);
      expectRefused(() => frozen.Normalize(), 'b2Sweep.Normalize', 'this is frozen', [frozen]);
      const partly = new L.b2Sweep();
      Object.freeze(partly.c0);
      expectRefused(() => partly.Copy(sweep), 'b2Sweep.Copy', 'this.c0 is frozen', [partly, sweep]);
      expectRefused(() => partly.Advance(0.5), 'b2Sweep.Advance', 'this.c0 is frozen', [partly]);
    });
  });

  describe('collide: features, manifolds, clip vertices', () => {
    test('b2ContactFeature, b2ContactID and b2ClipVertex', () => {
      const cf = Object.freeze(new L.b2ContactFeature());
      expectRefused(() => cf.Set(1, 2, 1, 0), 'b2ContactFeature.Set', 'this is frozen', [cf]);
      expectRefused(() => cf.Copy(new L.b2ContactFeature().Set(3, 4, 0, 1)), 'b2ContactFeature.Copy', 'this is frozen', [cf]);
      const id = new L.b2ContactID();
      Object.freeze(id.cf);
      const other = new L.b2ContactID();
      other.key = 0x01000203;
      expectRefused(() => id.Copy(other), 'b2ContactID.Copy', 'this.cf is frozen', [id]);
      expectRefused(() => (id.key = 5), 'b2ContactID.key', 'this.cf is frozen', [id]);
      const cv = new L.b2ClipVertex();
      Object.freeze(cv.id.cf);
      const from = new L.b2ClipVertex();
      from.v.Set(1, 2);
      expectRefused(() => cv.Copy(from), 'b2ClipVertex.Copy', 'this.id.cf is frozen', [cv]);
    });
    test('b2Manifold.Copy into a manifold with a frozen point feature', () => {
      const source = manifoldOfTwoBoxes(L);
      expect(source.pointCount).toBe(2);
      const m = new L.b2Manifold();
      Object.freeze(m.points[1].id.cf);
      expectRefused(() => m.Copy(source), 'b2Manifold.Copy', 'this.points[1].id.cf is frozen', [m]);
    });
    test('b2WorldManifold.Initialize into a frozen point', () => {
      const m = manifoldOfTwoBoxes(L);
      const world = new L.b2WorldManifold();
      Object.freeze(world.points[1]);
      expectRefused(() => world.Initialize(m, new L.b2Transform(), 0.01, new L.b2Transform().SetPositionSinCos(0, 0.99, 0, 1), 0.01), 'b2WorldManifold.Initialize', 'this.points[1] is frozen', [world]);
      // A manifold of one point writes only points[0]: a frozen points[1] is not in the way.
      const one = manifoldOfTwoBoxes(L);
      one.pointCount = 1;
      world.Initialize(one, new L.b2Transform(), 0.01, new L.b2Transform().SetPositionSinCos(0, 0.99, 0, 1), 0.01);
      expect(world.normal.y).toBe(1);
    });
    test('b2PositionSolverManifold.Initialize into a frozen point', () => {
      const psm = new L.b2PositionSolverManifold();
      Object.freeze(psm.point);
      const pc = { type: L.b2ManifoldType.e_faceA, localNormal: { x: 0, y: 1 }, localPoint: { x: 0, y: 0 }, localPoints: [{ x: 0, y: 0.1 }, { x: 1, y: 0.1 }], radiusA: 0, radiusB: 0, pointCount: 2 };
      expectRefused(() => psm.Initialize(pc, new L.b2Transform(), new L.b2Transform(), 0), 'b2PositionSolverManifold.Initialize', 'this.point is frozen', [psm]);
    });
  });

  describe('shapes: a frozen shape or part of one is not written, and is read as any other', () => {
    test('b2CircleShape.Set, b2PolygonShape.Set and SetAsBox', () => {
      const circle = new L.b2CircleShape(1);
      Object.freeze(circle.m_p);
      expectRefused(() => circle.Set({ x: 1, y: 2 }, 3), 'b2CircleShape.Set', 'this.m_p is frozen', [circle]);
      const box = new L.b2PolygonShape().SetAsBox(1, 1);
      Object.freeze(box.m_packed);
      expectRefused(() => box.SetAsBox(2, 3), 'b2PolygonShape.SetAsBox', 'this.m_packed is frozen', [box]);
      const polygon = new L.b2PolygonShape().SetAsBox(1, 1);
      Object.freeze(polygon.m_packed);
      expectRefused(() => polygon.Set([{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 0, y: 2 }]), 'b2PolygonShape.Set', 'this.m_packed is frozen', [polygon]);
      // m_centroid is a view of m_packed, as m_vertices[i] are: freezing the view does not freeze
      // the numbers, which Set writes in m_packed.
      const moved = new L.b2PolygonShape().SetAsBox(1, 1);
      Object.freeze(moved.m_centroid);
      moved.SetAsBox(1, 1, { x: 3, y: 0 });
      expect([moved.m_centroid.x, moved.m_centroid.y]).toEqual([3, 0]);
      const frozen = Object.freeze(new L.b2PolygonShape().SetAsBox(1, 1));
      expectRefused(() => frozen.SetAsBox(2, 2), 'b2PolygonShape.SetAsBox', 'this is frozen', [frozen]);
    });
    test('b2EdgeShape: setters refuse a frozen m_packed; a frozen edge is read as an unfrozen one', () => {
      const edge = new L.b2EdgeShape().SetTwoSided({ x: 0, y: 0 }, { x: 2, y: 0 });
      Object.freeze(edge.m_packed);
      expectRefused(() => edge.SetTwoSided({ x: 1, y: 1 }, { x: 3, y: 1 }), 'b2EdgeShape.SetTwoSided', 'this.m_packed is frozen', [edge]);
      expectRefused(() => edge.SetOneSided({ x: -1, y: 0 }, { x: 1, y: 1 }, { x: 3, y: 1 }, { x: 4, y: 0 }), 'b2EdgeShape.SetOneSided', 'this.m_packed is frozen', [edge]);
      // Never read before freezing, so its vertex views are made after: they were cached on the edge,
      // and the cache's write met a TypeError.
      const frozen = Object.freeze(new L.b2EdgeShape().SetTwoSided({ x: 0, y: 0 }, { x: 2, y: 0 }));
      expect([frozen.m_vertex1.x, frozen.m_vertex1.y, frozen.m_vertex2.x, frozen.m_vertex2.y]).toEqual([0, 0, 2, 0]);
      const aabb = new L.b2AABB();
      frozen.ComputeAABB(aabb, new L.b2Transform(), 0);
      const twin = new L.b2AABB();
      new L.b2EdgeShape().SetTwoSided({ x: 0, y: 0 }, { x: 2, y: 0 }).ComputeAABB(twin, new L.b2Transform(), 0);
      expect([aabb.lowerBound.x, aabb.lowerBound.y, aabb.upperBound.x, aabb.upperBound.y]).toEqual([twin.lowerBound.x, twin.lowerBound.y, twin.upperBound.x, twin.upperBound.y]);
      expect(aabb.upperBound.x).toBeGreaterThan(2);
      const circle = new L.b2CircleShape(0.5, { x: 1, y: 0.25 });
      expect(L.b2TestOverlap(Object.freeze(new L.b2EdgeShape().SetTwoSided({ x: 0, y: 0 }, { x: 2, y: 0 })), 0, circle, 0, new L.b2Transform(), new L.b2Transform())).toBe(true);
    });
    test('b2ChainShape: Clear, CreateChain and GetChildEdge', () => {
      const chain = Object.freeze(new L.b2ChainShape().CreateChain([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 2, y: 0 }], 3, { x: -1, y: 0 }, { x: 3, y: 0 }));
      expectRefused(() => chain.Clear(), 'b2ChainShape.Clear', 'this is frozen', [chain]);
      const open = new L.b2ChainShape();
      Object.freeze(open.m_nextVertex);
      expectRefused(() => open.CreateChain([{ x: 0, y: 0 }, { x: 1, y: 0 }], 2, { x: -1, y: 0 }, { x: 3, y: 0 }), 'b2ChainShape.CreateChain', 'this.m_nextVertex is frozen', [open]);
      expect(open.m_count).toBe(0);
      const edge = new L.b2EdgeShape();
      Object.freeze(edge.m_packed);
      expectRefused(() => chain.GetChildEdge(edge, 0), 'b2ChainShape.GetChildEdge', 'edge.m_packed is frozen', [edge]);
      // The frozen chain is read as any other.
      const child = chain.GetChildEdge(new L.b2EdgeShape(), 1);
      expect([child.m_vertex1.x, child.m_vertex2.x, child.m_vertex3.x]).toEqual([1, 2, 3]);
    });
    test('b2ComputeHull: a frozen point of out', () => {
      const out = new L.b2Hull();
      Object.freeze(out.points[5]);
      expectRefused(() => L.b2ComputeHull([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 }], 3, out), 'b2ComputeHull', 'out.points[5] is frozen', [out]);
    });
  });

  describe('distance: a frozen proxy or cache', () => {
    test('b2DistanceProxy.Set and SetVertices', () => {
      const proxy = Object.freeze(new L.b2DistanceProxy());
      expectRefused(() => proxy.Set(new L.b2CircleShape(1), 0), 'b2DistanceProxy.Set', 'this is frozen', [proxy]);
      expectRefused(() => proxy.SetVertices([new L.b2Vec2(1, 2)], 1, 0), 'b2DistanceProxy.SetVertices', 'this is frozen', [proxy]);
      const chain = new L.b2ChainShape().CreateChain([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 2, y: 0 }], 3, { x: -1, y: 0 }, { x: 3, y: 0 });
      const buffered = new L.b2DistanceProxy();
      Object.freeze(buffered.m_buffer[1]);
      expectRefused(() => buffered.SetShape(chain, 1), 'b2DistanceProxy.SetShape', 'this.m_buffer[1] is frozen', [buffered]);
      // A polygon's child writes no buffer: a frozen m_buffer[1] is not in the way.
      expect(buffered.SetShape(new L.b2PolygonShape().SetAsBox(1, 1), 0).m_count).toBe(4);
    });
    test('b2SimplexCache.Reset and b2GrowableStack', () => {
      const cache = new L.b2SimplexCache();
      cache.count = 2;
      Object.freeze(cache);
      expectRefused(() => cache.Reset(), 'b2SimplexCache.Reset', 'this is frozen', [cache]);
      const stack = new L.b2GrowableStack(2);
      stack.Push(7);
      stack.Push(8);
      Object.freeze(stack);
      // Push on a full stack would grow it first; the count's write is tried before anything.
      expectRefused(() => stack.Push(9), 'b2GrowableStack.Push', 'this is frozen', [stack]);
      expectRefused(() => stack.Pop(), 'b2GrowableStack.Pop', 'this is frozen', [stack]);
      expectRefused(() => stack.Reset(), 'b2GrowableStack.Reset', 'this is frozen', [stack]);
      expect(stack.GetCount()).toBe(2);
      expect(stack.GetCapacity()).toBe(2);
    });
  });

  describe('tree: a frozen tree, node array or broad phase', () => {
    const box = (L2: Lib, x: number): F64.b2AABB => {
      const b = new L2.b2AABB();
      b.lowerBound.Set(x, 0);
      b.upperBound.Set(x + 1, 1);
      return b;
    };
    test('b2DynamicTree writers and traversals', () => {
      const tree = new L.b2DynamicTree<string>();
      const a = tree.CreateProxy(box(L, 0), 'a');
      tree.CreateProxy(box(L, 3), 'b');
      Object.freeze(tree);
      expectRefused(() => tree.CreateProxy(box(L, 6), 'c'), 'b2DynamicTree.CreateProxy', 'this is frozen', [tree]);
      expectRefused(() => tree.DestroyProxy(a), 'b2DynamicTree.DestroyProxy', 'this is frozen', [tree]);
      expectRefused(() => tree.MoveProxy(a, box(L, 9), { x: 9, y: 0 }), 'b2DynamicTree.MoveProxy', 'this is frozen', [tree]);
      expectRefused(() => tree.RebuildBottomUp(), 'b2DynamicTree.RebuildBottomUp', 'this is frozen', [tree]);
      // A traversal keeps its stack depth on the tree: a frozen tree is refused by name.
      expectRefused(() => tree.Query(() => true, box(L, 0)), 'b2DynamicTree.Query', 'this is frozen', [tree]);
      const users = new L.b2DynamicTree<string>();
      const u = users.CreateProxy(box(L, 0), 'a');
      users.CreateProxy(box(L, 3), 'b');
      Object.freeze(users.m_userData);
      expectRefused(() => users.DestroyProxy(u), 'b2DynamicTree.DestroyProxy', 'this.m_userData is frozen', [users]);
      expectRefused(() => users.CreateProxy(box(L, 6), 'c'), 'b2DynamicTree.CreateProxy', 'this.m_userData is frozen', [users]);
      // Reading the frozen user data works.
      const found: string[] = [];
      users.Query((id) => (found.push(users.GetUserData(id)), true), box(L, 0));
      expect(found).toEqual(['a']);
    });
    test('b2BroadPhase writers, and traversals of a frozen tree', () => {
      const bp = new L.b2BroadPhase<string>();
      const a = bp.CreateProxy(box(L, 0), 'a');
      bp.CreateProxy(box(L, 0.5), 'b');
      Object.freeze(bp);
      expectRefused(() => bp.CreateProxy(box(L, 6), 'c'), 'b2BroadPhase.CreateProxy', 'this is frozen', [bp]);
      expectRefused(() => bp.TouchProxy(a), 'b2BroadPhase.TouchProxy', 'this is frozen', [bp]);
      expectRefused(() => bp.MoveProxy(a, box(L, 9), { x: 9, y: 0 }), 'b2BroadPhase.MoveProxy', 'this is frozen', [bp]);
      expectRefused(() => bp.UpdatePairs(() => undefined), 'b2BroadPhase.UpdatePairs', 'this is frozen', [bp]);
      const bt = new L.b2BroadPhase<string>();
      bt.CreateProxy(box(L, 0), 'a');
      bt.CreateProxy(box(L, 0.5), 'b');
      Object.freeze(bt.m_tree);
      expectRefused(() => bt.UpdatePairs(() => undefined), 'b2BroadPhase.UpdatePairs', 'this.m_tree is frozen', [bt]);
      expectRefused(() => bt.Query(() => true, box(L, 0)), 'b2BroadPhase.Query', 'this.m_tree is frozen', [bt]);
      // A frozen broad phase over an unfrozen tree is only read by Query.
      const found: string[] = [];
      Object.freeze(bp);
      bp.Query((id) => (found.push(bp.GetUserData(id)), true), box(L, 0));
      expect(found.sort()).toEqual(['a', 'b']);
    });
    test('b2BroadPhase.QueryCallback: refused where it records a pair, working where it only reads', () => {
      const bp = new L.b2BroadPhase<string>();
      const a = bp.CreateProxy(box(L, 0), 'a');
      const b = bp.CreateProxy(box(L, 0.5), 'b');
      bp.UpdatePairs(() => undefined); // empties the move buffer and clears the moved flags
      bp.m_queryProxyId = a;
      Object.freeze(bp);
      expect(bp.QueryCallback(a)).toBe(true); // the proxy itself: no pair, no write
      expectRefused(() => bp.QueryCallback(b), 'b2BroadPhase.QueryCallback', 'this is frozen', [bp]);
    });
  });
});
