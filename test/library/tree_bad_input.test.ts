// Bad input to b2DynamicTree and b2BroadPhase: C++ asserts (in debug builds) or computes garbage;
// here each call throws an Error naming the problem before it changes anything.
import { b2AABB, b2BroadPhase, b2DynamicTree, b2RayCastInput, b2Vec2 } from 'b2collide';

function aabb(lx: number, ly: number, ux: number, uy: number): b2AABB {
  const a = new b2AABB();
  a.lowerBound.x = lx;
  a.lowerBound.y = ly;
  a.upperBound.x = ux;
  a.upperBound.y = uy;
  return a;
}

/** Everything a tree holds, to check that a throwing call left it alone. */
function state(t: b2DynamicTree): unknown {
  return {
    root: t.m_root,
    count: t.m_nodeCount,
    free: t.m_freeList,
    aabb: Array.from(t.m_aabb),
    links: [Array.from(t.m_parent), Array.from(t.m_child1), Array.from(t.m_child2), Array.from(t.m_height), Array.from(t.m_moved)],
  };
}

function tree(): { t: b2DynamicTree<number>; ids: number[] } {
  const t = new b2DynamicTree<number>();
  const ids = [t.CreateProxy(aabb(0, 0, 1, 1), 0), t.CreateProxy(aabb(2, 0, 3, 1), 1), t.CreateProxy(aabb(4, 0, 5, 1), 2)];
  return { t, ids };
}

const badBoxes: [string, b2AABB, RegExp][] = [
  ['NaN', aabb(NaN, 0, 1, 1), /aabb\.lowerBound is not finite \(NaN, 0\)/],
  ['Infinity', aabb(0, 0, Infinity, 1), /aabb\.upperBound is not finite \(Infinity, 1\)/],
  ['a string', aabb('0' as unknown as number, 0, 1, 1), /aabb\.lowerBound\.x expected a number, got string '0'/],
  ['lowerBound above upperBound', aabb(0, 2, 1, 1), /above upperBound/],
];

describe.each(badBoxes)('a box with %s', (_name, box, message) => {
  test('CreateProxy throws and creates nothing', () => {
    const { t } = tree();
    const before = state(t);
    expect(() => t.CreateProxy(box, 9)).toThrow(message);
    expect(state(t)).toEqual(before);
  });

  test('MoveProxy throws and moves nothing', () => {
    const { t, ids } = tree();
    const before = state(t);
    expect(() => t.MoveProxy(ids[0], box, new b2Vec2(0, 0))).toThrow(message);
    expect(state(t)).toEqual(before);
  });

  test('Query throws', () => {
    const { t } = tree();
    expect(() => t.Query(() => true, box)).toThrow(message);
  });
});

describe('proxy ids', () => {
  const { t: probe, ids } = tree();
  const internal = probe.m_root;
  const cases: [string, number, RegExp][] = [
    ['a destroyed proxy', ids[1], /destroyed \(free\) node/],
    ['an internal node', internal, /internal node/],
    ['-1', -1, /not a proxy id/],
    ['1.5', 1.5, /not a proxy id/],
    ['an id past the pool', 1000, /not a proxy id/],
  ];
  test.each(cases)('%s is refused by MoveProxy, DestroyProxy, GetUserData, GetFatAABB and the broad phase', (_name, id, message) => {
    const { t, ids: live } = tree();
    t.DestroyProxy(live[1]);
    const before = state(t);
    expect(() => t.MoveProxy(id, aabb(0, 0, 1, 1), new b2Vec2(0, 0))).toThrow(message);
    expect(() => t.DestroyProxy(id)).toThrow(message);
    expect(() => t.GetUserData(id)).toThrow(message);
    expect(() => t.GetFatAABB(id)).toThrow(message);
    expect(() => t.WasMoved(id)).toThrow(message);
    expect(state(t)).toEqual(before);
    const bp = new b2BroadPhase<number>();
    bp.CreateProxy(aabb(0, 0, 1, 1), 0);
    const p = bp.CreateProxy(aabb(2, 0, 3, 1), 1);
    bp.CreateProxy(aabb(4, 0, 5, 1), 2);
    bp.DestroyProxy(p);
    expect(() => bp.DestroyProxy(id)).toThrow(message);
    expect(() => bp.TouchProxy(id)).toThrow(message);
    expect(() => bp.TestOverlap(0, id)).toThrow(message);
    expect(bp.GetProxyCount()).toBe(2);
  });
});

describe('other bad input', () => {
  test('a non-finite displacement throws before the move', () => {
    const { t, ids } = tree();
    const before = state(t);
    expect(() => t.MoveProxy(ids[0], aabb(5, 5, 6, 6), { x: NaN, y: 0 })).toThrow(/b2DynamicTree.MoveProxy: displacement is not finite \(NaN, 0\)/);
    expect(state(t)).toEqual(before);
  });

  test('a non-finite ShiftOrigin throws and shifts nothing', () => {
    const { t } = tree();
    const before = state(t);
    expect(() => t.ShiftOrigin({ x: 0, y: Infinity })).toThrow(/b2DynamicTree.ShiftOrigin: newOrigin is not finite \(0, Infinity\)/);
    expect(state(t)).toEqual(before);
  });

  test('a query callback that returns a non-boolean throws (C++ would read it as a bool)', () => {
    const { t } = tree();
    // The first leaf reached: the third box (id 3) pairs with the second (1) under node 4, root 2's
    // child2 (cost2 = 16.8 < cost1 = 20.8, both above cost = 25.6 fails): root 2 → 4 → 3.
    expect(() => t.Query((() => undefined) as unknown as () => boolean, aabb(-9, -9, 9, 9))).toThrow(/returned undefined for proxy 3/);
  });

  test('a ray-cast callback that returns a non-number or NaN throws', () => {
    const { t } = tree();
    const input = new b2RayCastInput();
    input.p1.Set(-1, 0.5);
    input.p2.Set(9, 0.5);
    expect(() => t.RayCast((() => '0.5') as unknown as () => number, input)).toThrow(/returned 0.5 for proxy .*must return a number/);
    expect(() => t.RayCast(() => NaN, input)).toThrow(/returned NaN/);
  });

  test('a zero-length or non-finite ray throws', () => {
    const { t } = tree();
    const input = new b2RayCastInput();
    input.p1.Set(1, 1);
    input.p2.Set(1, 1);
    expect(() => t.RayCast(() => -1, input)).toThrow(/zero length/);
    input.p2.x = NaN; // a field write: Set refuses NaN
    input.p2.y = 1;
    expect(() => t.RayCast(() => -1, input)).toThrow(/input\.p2 is not finite \(NaN, 1\)/);
    input.p2.Set(2, 1);
    input.maxFraction = Infinity;
    expect(() => t.RayCast(() => -1, input)).toThrow(/b2DynamicTree.RayCast: input.maxFraction is not finite \(Infinity\)/);
  });

  test('a callback that is neither a function nor an object with the C++ method throws', () => {
    const { t } = tree();
    expect(() => t.Query({} as never, aabb(0, 0, 1, 1))).toThrow(/QueryCallback/);
    expect(() => new b2BroadPhase().UpdatePairs({} as never)).toThrow(/AddPair/);
  });
});
