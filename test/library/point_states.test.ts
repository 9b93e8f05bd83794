// b2GetPointStates (C++ b2_collision.cpp): every slot of both arrays is reset to b2_nullState,
// then manifold1's points are persist (key also in manifold2) or remove, and manifold2's points
// persist or add.
import { b2GetPointStates, b2Manifold, b2PointState } from 'b2collide';

const { b2_nullState, b2_addState, b2_persistState, b2_removeState } = b2PointState;

function manifold(keys: number[]): b2Manifold {
  const m = new b2Manifold();
  m.pointCount = keys.length;
  keys.forEach((k, i) => (m.points[i].id.key = k));
  return m;
}

/** State arrays full of garbage, to see that every slot is written. */
function garbage(): b2PointState[] {
  return [99 as b2PointState, 99 as b2PointState];
}

describe('b2PointState', () => {
  test('numbered as C++: null 0, add 1, persist 2, remove 3', () => {
    expect([b2_nullState, b2_addState, b2_persistState, b2_removeState]).toEqual([0, 1, 2, 3]);
  });
});

describe('b2GetPointStates', () => {
  test('one point persists, one is removed, one is added', () => {
    // manifold1 keys (K1, K2), manifold2 keys (K2, K3): K1 removed, K2 persists, K3 added.
    const K1 = 0x01000102;
    const K2 = 0x00010002;
    const K3 = 0x01000202;
    const s1 = garbage();
    const s2 = garbage();
    b2GetPointStates(s1, s2, manifold([K1, K2]), manifold([K2, K3]));
    expect(s1).toEqual([b2_removeState, b2_persistState]);
    expect(s2).toEqual([b2_persistState, b2_addState]);
  });

  test('slots beyond pointCount are reset to b2_nullState', () => {
    const s1 = garbage();
    const s2 = garbage();
    b2GetPointStates(s1, s2, manifold([7]), manifold([]));
    expect(s1).toEqual([b2_removeState, b2_nullState]);
    expect(s2).toEqual([b2_nullState, b2_nullState]);
  });

  test('empty to two points: both added', () => {
    const s1 = garbage();
    const s2 = garbage();
    b2GetPointStates(s1, s2, manifold([]), manifold([1, 2]));
    expect(s1).toEqual([b2_nullState, b2_nullState]);
    expect(s2).toEqual([b2_addState, b2_addState]);
  });

  test('matching is by key, not slot: swapped order still persists', () => {
    const s1 = garbage();
    const s2 = garbage();
    b2GetPointStates(s1, s2, manifold([1, 2]), manifold([2, 1]));
    expect(s1).toEqual([b2_persistState, b2_persistState]);
    expect(s2).toEqual([b2_persistState, b2_persistState]);
  });

  test('keys that differ only in the high byte (typeB) do not match', () => {
    // 0x01000000 vs 0: the unsigned key must compare all 32 bits.
    const s1 = garbage();
    const s2 = garbage();
    b2GetPointStates(s1, s2, manifold([0x01000000]), manifold([0]));
    expect(s1).toEqual([b2_removeState, b2_nullState]);
    expect(s2).toEqual([b2_addState, b2_nullState]);
  });

  test('points beyond pointCount are ignored even if their keys match', () => {
    const m1 = manifold([5]);
    m1.points[1].id.key = 6; // stale slot
    const s1 = garbage();
    const s2 = garbage();
    b2GetPointStates(s1, s2, m1, manifold([6]));
    expect(s1).toEqual([b2_removeState, b2_nullState]);
    expect(s2).toEqual([b2_addState, b2_nullState]);
  });
});
