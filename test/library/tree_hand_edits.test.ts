// A tree or broad phase whose scalars were edited by hand (m_root, m_nodeCapacity, m_nodeCount,
// m_freeList; a broad phase's m_moveCount, m_proxyCount, m_pairCount, m_pairCapacity,
// m_queryProxyId). C++ trusts them: m_nodeCapacity = 2**31 makes GetAreaRatio walk 2³¹ nodes,
// m_root = 1e18 makes CreateProxy loop forever, m_freeList = 1e18 writes NaN boxes. Here every
// public method checks them as it reads them and throws a RangeError that starts with the called
// method's name (b2BroadPhase.X, not the tree method it forwards to) and shows the value as
// given, before any write; the same in both builds.
import * as F64 from 'b2collide';
import * as F32 from 'b2collide/f32';

type Lib = typeof F64;

function box(L: Lib, x: number, y: number, half: number): F64.b2AABB {
  const a = new L.b2AABB();
  a.lowerBound.Set(x - half, y - half);
  a.upperBound.Set(x + half, y + half);
  return a;
}

/** Everything a tree holds, to check that a throwing call left it alone. */
function state(t: F64.b2DynamicTree): unknown {
  return {
    root: t.m_root,
    count: t.m_nodeCount,
    capacity: t.m_nodeCapacity,
    free: t.m_freeList,
    aabb: Array.from(t.m_aabb),
    links: [Array.from(t.m_parent), Array.from(t.m_child1), Array.from(t.m_child2), Array.from(t.m_height), Array.from(t.m_moved)],
  };
}

/** A tree of 20 proxies (the pool has grown to 64 nodes) and its ids. */
function tree(L: Lib): { t: F64.b2DynamicTree<number>; ids: number[] } {
  const t = new L.b2DynamicTree<number>();
  const ids: number[] = [];
  for (let i = 0; i < 20; ++i) ids.push(t.CreateProxy(box(L, (i % 5) * 1.5, Math.floor(i / 5) * 1.5, 0.5), i));
  return { t, ids };
}

// Each call names the method whose name the error must start with.
const treeCalls: [string, (L: Lib, t: F64.b2DynamicTree<number>, id: number) => unknown][] = [
  ['b2DynamicTree.CreateProxy', (L, t) => t.CreateProxy(box(L, 0, 0, 1), 99)],
  ['b2DynamicTree.DestroyProxy', (_L, t, id) => t.DestroyProxy(id)],
  ['b2DynamicTree.MoveProxy', (L, t, id) => t.MoveProxy(id, box(L, 30, 0, 1), { x: 5, y: 0 })],
  ['b2DynamicTree.GetUserData', (_L, t, id) => t.GetUserData(id)],
  ['b2DynamicTree.GetFatAABB', (_L, t, id) => t.GetFatAABB(id)],
  ['b2DynamicTree.Query', (L, t) => t.Query(() => true, box(L, 0, 0, 10))],
  ['b2DynamicTree.QueryBounds', (_L, t) => t.QueryBounds(() => true)],
  ['b2DynamicTree.RayCast', (L, t) => { const r = new L.b2RayCastInput(); r.p2.Set(10, 10); r.maxFraction = 1; t.RayCast(() => -1, r); }],
  ['b2DynamicTree.GetHeight', (_L, t) => t.GetHeight()],
  ['b2DynamicTree.GetAreaRatio', (_L, t) => t.GetAreaRatio()],
  ['b2DynamicTree.GetMaxBalance', (_L, t) => t.GetMaxBalance()],
  ['b2DynamicTree.Validate', (_L, t) => t.Validate()],
  ['b2DynamicTree.RebuildBottomUp', (_L, t) => t.RebuildBottomUp()],
  ['b2DynamicTree.ShiftOrigin', (_L, t) => t.ShiftOrigin({ x: 1, y: 1 })],
];

// [field, value, how the message shows it]. 2**31 and 1e9 were hangs (loops bounded by
// m_nodeCapacity), 1e18 an endless CreateProxy, '0' a string that indexes the arrays as 0.
const edits: [string, unknown, string][] = [
  ['m_nodeCapacity', 2 ** 31, '2147483648'],
  ['m_nodeCapacity', '1.5', "string '1.5'"],
  ['m_nodeCapacity', Infinity, 'Infinity'],
  ['m_root', 1e18, '1000000000000000000'],
  ['m_root', '0', "string '0'"],
  ['m_root', 0.5, '0.5'],
  ['m_root', -1, '-1'], // the tree looks empty, but 39 nodes are in use
  ['m_nodeCount', 0.5, '0.5'],
  ['m_nodeCount', null, 'null'],
  ['m_nodeCount', -0, '0'], // a root in use with a count of 0: RebuildBottomUp lost its leaves
  ['m_freeList', 1e18, '1000000000000000000'],
  ['m_freeList', {}, 'an object'],
  ['m_freeList', -1, '-1'], // no free node, but the pool is not full
];

describe.each([['float64', F64 as Lib], ['float32', F32 as unknown as Lib]])('%s build', (_build, L) => {
  describe.each(edits)('tree.%s = %p', (field, value, shown) => {
    test.each(treeCalls)('%s throws a RangeError naming it before any write', (where, call) => {
      const { t, ids } = tree(L);
      (t as unknown as Record<string, unknown>)[field] = value;
      const before = state(t);
      let error: unknown;
      try {
        call(L, t, ids[3]);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(RangeError);
      expect((error as Error).message.startsWith(`${where}: ${field} ${shown} `)).toBe(true);
      expect(state(t)).toEqual(before);
    });
  });

  test('an untouched tree still answers every call', () => {
    for (const [, call] of treeCalls) {
      const { t, ids } = tree(L);
      expect(() => call(L, t, ids[3])).not.toThrow();
      expect(() => t.Validate()).not.toThrow();
    }
  });

  test('CheckProxy shows a proxy id as given', () => {
    const { t } = tree(L);
    expect(() => t.CheckProxy('b2DynamicTree.WasMoved', '1' as never)).toThrow("b2DynamicTree.WasMoved: proxyId string '1' is not a proxy id");
    expect(() => t.CheckProxy('b2DynamicTree.WasMoved', 1n as never)).toThrow('proxyId BigInt 1n is not');
  });

  test('QueryBounds refuses a callback of neither form, naming it (it met a V8 TypeError)', () => {
    const { t } = tree(L);
    expect(() => t.QueryBounds({} as never)).toThrow('b2DynamicTree.QueryBounds: callback must be a function (proxyId) => boolean or an object with a QueryCallback(proxyId) method, got an object');
    expect(() => t.Query('1.5' as never, box(L, 0, 0, 1))).toThrow("got string '1.5'");
  });

  test('GetFatAABB refuses an output without corners before writing (it met a V8 TypeError)', () => {
    const { t, ids } = tree(L);
    expect(() => t.GetFatAABB(ids[0], [1, 2] as never)).toThrow('b2DynamicTree.GetFatAABB: aabb expected an object with lowerBound and upperBound to write the result into, got an array [1, 2]');
  });

  describe('a broad phase', () => {
    function bp(): { b: F64.b2BroadPhase<number>; ids: number[] } {
      const b = new L.b2BroadPhase<number>();
      const ids: number[] = [];
      for (let i = 0; i < 20; ++i) ids.push(b.CreateProxy(box(L, (i % 5) * 1.5, Math.floor(i / 5) * 1.5, 0.8), i));
      return { b, ids };
    }
    const calls: [string, (b: F64.b2BroadPhase<number>, id: number) => unknown][] = [
      ['CreateProxy', (b) => b.CreateProxy(box(L, 0, 0, 1), 99)],
      ['DestroyProxy', (b, id) => b.DestroyProxy(id)],
      ['MoveProxy', (b, id) => b.MoveProxy(id, box(L, 30, 0, 1), { x: 5, y: 0 })],
      ['TouchProxy', (b, id) => b.TouchProxy(id)],
      ['UpdatePairs', (b) => b.UpdatePairs(() => undefined)],
      ['GetUserData', (b, id) => b.GetUserData(id)],
      ['TestOverlap', (b, id) => b.TestOverlap(id, id)],
      ['GetFatAABB', (b, id) => b.GetFatAABB(id)],
      ['GetProxyCount', (b) => b.GetProxyCount()],
      ['GetTreeHeight', (b) => b.GetTreeHeight()],
      ['GetTreeBalance', (b) => b.GetTreeBalance()],
      ['GetTreeQuality', (b) => b.GetTreeQuality()],
      ['Query', (b) => b.Query(() => true, box(L, 0, 0, 10))],
      ['RayCast', (b) => { const r = new L.b2RayCastInput(); r.p2.Set(10, 10); r.maxFraction = 1; b.RayCast(() => -1, r); }],
      ['ShiftOrigin', (b) => b.ShiftOrigin({ x: 1, y: 1 })],
    ];
    const bpEdits: [string, unknown, string][] = [
      ['m_tree.m_nodeCapacity', 1e9, 'm_tree.m_nodeCapacity 1000000000'],
      ['m_tree.m_root', 2 ** 31, 'm_tree.m_root 2147483648'],
      ['m_tree.m_freeList', '0', "m_tree.m_freeList string '0'"],
      ['m_moveCount', undefined, 'm_moveCount undefined'],
      ['m_moveCount', 1e9, 'm_moveCount 1000000000'],
      ['m_proxyCount', NaN, 'm_proxyCount NaN'],
      ['m_pairCapacity', 1e9, 'm_pairCapacity 1000000000'],
      ['m_pairCount', -1, 'm_pairCount -1'],
      ['m_queryProxyId', 1.5, 'm_queryProxyId 1.5'],
    ];
    describe.each(bpEdits)('%s = %p', (path, value, shown) => {
      test.each(calls)('b2BroadPhase.%s throws naming itself, not the tree, before any write', (method, call) => {
        const { b, ids } = bp();
        const keys = path.split('.');
        const owner = (keys.length === 2 ? b.m_tree : b) as unknown as Record<string, unknown>;
        owner[keys[keys.length - 1]] = value;
        const before = [state(b.m_tree), b.m_moveCount, b.m_proxyCount, Array.from(b.m_moveBuffer)];
        expect(() => call(b, ids[3])).toThrow(RangeError);
        expect(() => call(b, ids[3])).toThrow(`b2BroadPhase.${method}: ${shown} `);
        expect([state(b.m_tree), b.m_moveCount, b.m_proxyCount, Array.from(b.m_moveBuffer)]).toEqual(before);
      });
    });

    test.each([
      ['m_pairCount', 1n, 'm_pairCount BigInt 1n'],
      ['m_pairCount', '0', "m_pairCount string '0'"],
      ['m_queryProxyId', [1, 2], 'm_queryProxyId an array [1, 2]'],
      ['m_queryProxyId', 1e9, 'm_queryProxyId 1000000000'],
    ] as [string, unknown, string][])('QueryCallback refuses %s = %p naming itself, before a write (it met a V8 TypeError, or wrote a pair)', (field, value, shown) => {
      const { b, ids } = bp();
      (b as unknown as Record<string, unknown>)[field] = value;
      const before = [Array.from(b.m_pairBuffer), b.m_pairCapacity];
      expect(() => b.QueryCallback(ids[3])).toThrow(RangeError);
      expect(() => b.QueryCallback(ids[3])).toThrow(`b2BroadPhase.QueryCallback: ${shown} `);
      expect([Array.from(b.m_pairBuffer), b.m_pairCapacity]).toEqual(before);
    });

    test.each([[0], [-0]])('DestroyProxy refuses m_proxyCount = %p with proxies live, before a write (C++ counts down to -1)', (value) => {
      const { b, ids } = bp();
      b.m_proxyCount = value;
      const before = [state(b.m_tree), b.m_moveCount, Array.from(b.m_moveBuffer)];
      expect(() => b.DestroyProxy(ids[3])).toThrow(RangeError);
      expect(() => b.DestroyProxy(ids[3])).toThrow(`b2BroadPhase.DestroyProxy: m_proxyCount 0 with proxy ${ids[3]} still live; it was edited by hand`);
      expect([state(b.m_tree), b.m_moveCount, Array.from(b.m_moveBuffer)]).toEqual(before);
    });

    test('input errors name the broad phase method, not the tree method it forwards to', () => {
      const { b, ids } = bp();
      expect(() => b.MoveProxy(ids[0], [1, 2] as never, { x: 0, y: 0 })).toThrow(/^b2BroadPhase\.MoveProxy: aabb expected a b2AABB .*got an array \[1, 2\]/);
      expect(() => b.MoveProxy(ids[0], box(L, 0, 0, 1), {} as never)).toThrow(/^b2BroadPhase\.MoveProxy: displacement expected \{x, y\}, got an object/);
      expect(() => b.MoveProxy(ids[0], box(L, 0, 0, 1), { x: 1e38, y: 0 })).toThrow(/^b2BroadPhase\.MoveProxy: the fat box/);
      expect(() => b.TouchProxy(1n as never)).toThrow(/^b2BroadPhase\.TouchProxy: proxyId BigInt 1n/);
      expect(() => b.TestOverlap('1.5' as never, ids[0])).toThrow(/^b2BroadPhase\.TestOverlap: proxyId string '1\.5'/);
      expect(() => b.GetFatAABB(ids[0], [1, 2] as never)).toThrow(/^b2BroadPhase\.GetFatAABB: aabb expected an object/);
      expect(() => b.Query(() => true, {} as never)).toThrow(/^b2BroadPhase\.Query: aabb expected a b2AABB/);
      expect(() => b.Query(null as never, box(L, 0, 0, 1))).toThrow(/^b2BroadPhase\.Query: callback .* got null/);
      const r = new L.b2RayCastInput();
      expect(() => b.RayCast(() => 1, r)).toThrow(/^b2BroadPhase\.RayCast: the ray has zero length/);
      expect(() => b.ShiftOrigin({ x: 1e38 * 3.4, y: 0 })).toThrow(/^b2BroadPhase\.ShiftOrigin: (the shifted box|newOrigin)/);
      expect(() => b.UpdatePairs('1.5' as never)).toThrow(/^b2BroadPhase\.UpdatePairs: callback .* got string '1\.5'/);
    });

    test('UpdatePairs leaves out a pair whose proxy an earlier AddPair destroyed (C++ hands on its stale user data)', () => {
      // Three overlapping boxes, all moved: pairs (0,1), (0,2), (1,2). The first AddPair destroys
      // proxy 2, so any later pair with 2 would carry a freed node's user data (null here).
      const b = new L.b2BroadPhase<string>();
      const ids = ['a', 'b', 'c'].map((name) => b.CreateProxy(box(L, 0, 0, 1), name));
      const seen: [string, string][] = [];
      b.UpdatePairs((x, y) => {
        seen.push([x, y]);
        if (seen.length === 1) b.DestroyProxy(ids[2]);
      });
      expect(seen.length).toBeGreaterThanOrEqual(1);
      for (const [x, y] of seen.slice(1)) {
        expect([x, y]).not.toContain('c');
        expect([x, y]).not.toContain(null);
      }
      // Without the destroy, all three pairs are reported (hand count: 3 boxes, all overlapping).
      const fresh = new L.b2BroadPhase<string>();
      ['a', 'b', 'c'].forEach((name) => fresh.CreateProxy(box(L, 0, 0, 1), name));
      let pairs = 0;
      fresh.UpdatePairs(() => ++pairs);
      expect(pairs).toBe(3);
    });
  });
});
