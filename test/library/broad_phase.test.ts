// b2BroadPhase on small cases worked by hand from C++ v2.4.1 (b2_broad_phase.h/.cpp):
//   CreateProxy, a re-inserting MoveProxy and TouchProxy append the id to the move buffer.
//   UpdatePairs queries the tree with each buffered proxy's fat box; QueryCallback skips the proxy
//   itself and any moved proxy with a larger id (its own query records the pair), and stores
//   (min id, max id). Pairs are reported in the order found, then moved flags and buffer are cleared.
// Boxes: A = [0,0]-[1,1] (fat [-0.1,1.1]²), B = [0.5,0.5]-[1.5,1.5] (fat [0.4,1.6]²), C = [10,0]-[11,1].
// Tree: A = 0, B = 1 under parent 2; C = 3 joins at the root (cost 51.6 < 62.8 for either child),
// new root 4 = (2, 3).
import { b2AABB, b2BroadPhase, b2Vec2 } from 'b2collide';

function aabb(lx: number, ly: number, ux: number, uy: number): b2AABB {
  const a = new b2AABB();
  a.lowerBound.Set(lx, ly);
  a.upperBound.Set(ux, uy);
  return a;
}

function setup(): { bp: b2BroadPhase<string>; a: number; b: number; c: number } {
  const bp = new b2BroadPhase<string>();
  const a = bp.CreateProxy(aabb(0, 0, 1, 1), 'A');
  const b = bp.CreateProxy(aabb(0.5, 0.5, 1.5, 1.5), 'B');
  const c = bp.CreateProxy(aabb(10, 0, 11, 1), 'C');
  return { bp, a, b, c };
}

function pairs(bp: b2BroadPhase<string>): string[] {
  const out: string[] = [];
  bp.UpdatePairs((x, y) => out.push(`${x}${y}`));
  return out;
}

describe('UpdatePairs', () => {
  test('two new overlapping proxies give one pair, found by the larger id\'s query', () => {
    // Query of A (0): B (1) is moved and 1 > 0, skipped. Query of B: A is moved but 0 < 1: pair (0, 1).
    const { bp, a, b, c } = setup();
    expect([a, b, c]).toEqual([0, 1, 3]);
    expect(bp.GetProxyCount()).toBe(3);
    expect(pairs(bp)).toEqual(['AB']);
  });

  test('nothing buffered, nothing reported; TouchProxy re-reports the pair', () => {
    const { bp, a } = setup();
    pairs(bp);
    expect(pairs(bp)).toEqual([]);
    bp.TouchProxy(a);
    expect(pairs(bp)).toEqual(['AB']);
  });

  test('the pair keeps (smaller id, larger id) order whichever proxy moved', () => {
    const { bp, b } = setup();
    pairs(bp);
    // B leaves its fat box but still overlaps A's: re-inserted, buffered, B's query finds A.
    bp.MoveProxy(b, aabb(0.9, 0.9, 1.9, 1.9), new b2Vec2(0, 0));
    expect(pairs(bp)).toEqual(['AB']);
  });

  test('a move that stays inside the fat box is not buffered', () => {
    const { bp, b } = setup();
    pairs(bp);
    bp.MoveProxy(b, aabb(0.52, 0.5, 1.52, 1.5), new b2Vec2(0.02, 0));
    expect(bp.m_moveCount).toBe(0);
    expect(pairs(bp)).toEqual([]);
  });

  test('a proxy destroyed before UpdatePairs leaves the buffer and forms no pair', () => {
    const { bp, b } = setup();
    bp.DestroyProxy(b);
    expect(bp.GetProxyCount()).toBe(2);
    expect(pairs(bp)).toEqual([]);
  });

  test('a proxy buffered twice is queried twice, so its pair is reported twice (C++ keeps no set)', () => {
    // TouchProxy appends B again: the buffer is [1, 1] and B's two queries each record (0, 1).
    const { bp, b } = setup();
    pairs(bp);
    bp.TouchProxy(b);
    bp.TouchProxy(b);
    expect(pairs(bp)).toEqual(['AB', 'AB']);
  });

  test('accepts an object with AddPair (the C++ template form)', () => {
    const { bp } = setup();
    const out: string[] = [];
    bp.UpdatePairs({ AddPair: (x: string, y: string) => out.push(x + y) });
    expect(out).toEqual(['AB']);
  });

  test('the pair buffer grows by half past 16 pairs (C++: capacity + (capacity >> 1))', () => {
    // 7 mutually overlapping proxies: 21 pairs, so the buffer grows 16 → 24.
    const bp = new b2BroadPhase<number>();
    for (let k = 0; k < 7; ++k) bp.CreateProxy(aabb(0.01 * k, 0, 1 + 0.01 * k, 1), k);
    let count = 0;
    const seen = new Set<string>();
    bp.UpdatePairs((x, y) => {
      count++;
      seen.add(`${Math.min(x, y)}-${Math.max(x, y)}`);
    });
    expect(count).toBe(21);
    expect(seen.size).toBe(21);
    expect(bp.m_pairCapacity).toBe(24);
  });
});

describe('the rest of the interface', () => {
  test('TestOverlap, GetFatAABB, GetUserData, tree metrics', () => {
    const { bp, a, b, c } = setup();
    expect(bp.TestOverlap(a, b)).toBe(true);
    expect(bp.TestOverlap(a, c)).toBe(false);
    expect(bp.GetFatAABB(c).lowerBound.x).toBe(10 - 0.1);
    expect(bp.GetUserData(c)).toBe('C');
    expect(bp.GetTreeHeight()).toBe(2);
    expect(bp.GetTreeBalance()).toBe(1);
    expect(bp.GetTreeQuality()).toBe(bp.m_tree.GetAreaRatio());
  });

  test('Query, RayCast and ShiftOrigin reach the tree', () => {
    const { bp, c } = setup();
    const hits: number[] = [];
    bp.Query((id) => (hits.push(id), true), aabb(10.5, 0.5, 10.6, 0.6));
    expect(hits).toEqual([c]);
    bp.ShiftOrigin(new b2Vec2(10, 0));
    const input = { p1: new b2Vec2(-5, 0.5), p2: new b2Vec2(5, 0.5), maxFraction: 1 };
    const rays: number[] = [];
    bp.RayCast((_i, id) => (rays.push(id), -1), input);
    // After the shift C's fat box is [-0.1, 1.1] in x and A's and B's end left of x = -8.4, short of
    // the ray's start at x = -5: only C is hit.
    expect(rays).toEqual([c]);
  });
});
