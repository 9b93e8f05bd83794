// b2GetPointStates refuses a state array whose slots cannot take its writes (a frozen array, a
// read-only slot, a slot with a setter or with only a getter), before writing anything, in both
// builds; and it accepts what it always accepted (a sealed array, a slot holding undefined, a hole
// in an extensible array). The test of the slots is a write-back probe that allocates nothing
// (test/bench/hot_exports_allocation.test.ts holds that); these are the answers it must give.
import * as F64 from 'b2collide';
import * as F32 from 'b2collide/f32';

type Lib = typeof F64;
const builds: [string, Lib][] = [
  ['float64', F64],
  ['float32', F32 as unknown as Lib],
];

describe.each(builds)('%s build', (_build, L) => {
  /** A one-point manifold with key 7, and one with no point. */
  function onePoint(): F64.b2Manifold {
    const m = new L.b2Manifold();
    m.pointCount = 1;
    m.points[0].id.key = 7;
    return m;
  }

  const refused: [string, () => unknown[]][] = [
    ['a frozen array', () => Object.freeze([3, 3]) as unknown[]],
    ['a read-only slot 1', () => Object.defineProperty([3, 3], 1, { value: 3, writable: false })],
    ['a getter-only slot 0', () => Object.defineProperty([3, 3], 0, { get: () => 3 })],
  ];
  test.each(refused)('%s is refused, nothing written to either array', (_name, make) => {
    const state1 = make();
    const state2 = [3, 3];
    expect(() => L.b2GetPointStates(state1 as never, state2 as never, onePoint(), new L.b2Manifold())).toThrow(/^b2GetPointStates: state1\[[01]\] cannot be written/);
    expect(state2).toEqual([3, 3]);
    expect([state1[0], state1[1]]).toEqual([3, 3]);
  });

  test('a slot with a setter is refused and its setter never called', () => {
    const calls: unknown[] = [];
    const state2 = Object.defineProperty([3, 3], 1, { get: () => 3, set: (v: unknown) => calls.push(v) });
    const state1 = [3, 3];
    expect(() => L.b2GetPointStates(state1 as never, state2 as never, onePoint(), new L.b2Manifold())).toThrow('b2GetPointStates: state2[1] cannot be written');
    expect(calls).toEqual([]);
    expect(state1).toEqual([3, 3]);
  });

  const accepted: [string, () => unknown[]][] = [
    ['a sealed array', () => Object.seal([3, 3]) as unknown[]],
    ['a slot holding undefined', () => [undefined, 3]],
    ['an empty extensible array of length 2', () => new Array(2)],
  ];
  test.each(accepted)('%s takes the states', (_name, make) => {
    const state1 = make();
    const state2 = make();
    L.b2GetPointStates(state1 as never, state2 as never, onePoint(), new L.b2Manifold());
    // manifold1's point 7 is not in manifold2: removed (C++ b2_removeState = 3); the rest null.
    expect([state1[0], state1[1]]).toEqual([L.b2PointState.b2_removeState, L.b2PointState.b2_nullState]);
    expect([state2[0], state2[1]]).toEqual([L.b2PointState.b2_nullState, L.b2PointState.b2_nullState]);
  });
});
