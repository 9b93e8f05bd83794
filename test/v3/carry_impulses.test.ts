// b2CarryImpulsesById against Box2D v3.1.1's b2UpdateContact (src/contact.c), whose matching loop
// is, for each new point i < pointCount: zero normalImpulse, tangentImpulse, totalNormalImpulse,
// normalVelocity and persisted; then the first old point j with mp1->id == mp2->id gives its
// normal and tangent impulses, sets persisted, and has its impulses cleared in C's copy of the old
// manifold. rollingImpulse is carried when the new manifold has points. Every expected value below
// is derived by hand from those lines; both builds are run.

import * as F32 from '../../build/f32/v3/index';
import * as F64 from '../../src/v3/index';

type Lib = typeof F64;
type Manifold = InstanceType<Lib['b2Manifold']>;

function manifoldWith(lib: Lib, points: [id: number, normalImpulse: number, tangentImpulse: number][], rollingImpulse = 0): Manifold {
  const m = new lib.b2Manifold();
  m.pointCount = points.length;
  m.rollingImpulse = rollingImpulse;
  points.forEach(([id, n, t], i) => {
    m.points[i].id = id;
    m.points[i].normalImpulse = n;
    m.points[i].tangentImpulse = t;
    m.points[i].totalNormalImpulse = 99;
    m.points[i].normalVelocity = -99;
  });
  return m;
}

describe.each([['float64', F64], ['float32', F32 as unknown as Lib]] as const)('b2CarryImpulsesById (%s)', (_name, lib) => {
  test('a point takes the impulses of the old point with its id; an unmatched point starts at zero', () => {
    const old = manifoldWith(lib, [[0x0001, 1.5, 0.25], [0x0100, 2.5, -0.5]], 0.75);
    const m = manifoldWith(lib, [[0x0100, 9, 9], [0x0002, 9, 9]]);
    expect(lib.b2CarryImpulsesById(old, m)).toBe(m);
    // points[0] has id 0x0100 = old points[1]: 2.5 and -0.5, persisted.
    expect([m.points[0].normalImpulse, m.points[0].tangentImpulse, m.points[0].persisted]).toEqual([2.5, -0.5, true]);
    // points[1] has id 2, which no old point has: zeros, not persisted.
    expect([m.points[1].normalImpulse, m.points[1].tangentImpulse, m.points[1].persisted]).toEqual([0, 0, false]);
    // C zeroes these on every live point.
    expect([m.points[0].totalNormalImpulse, m.points[0].normalVelocity, m.points[1].totalNormalImpulse, m.points[1].normalVelocity]).toEqual([0, 0, 0, 0]);
    expect(m.rollingImpulse).toBe(0.75);
    // The old manifold is only read (C clears its own copy).
    expect([old.points[0].normalImpulse, old.points[1].normalImpulse, old.points[1].tangentImpulse]).toEqual([1.5, 2.5, -0.5]);
  });

  test('two new points with one id: the first takes the impulses, the second finds them used (C clears its copy)', () => {
    const old = manifoldWith(lib, [[5, 3, 1]]);
    const m = manifoldWith(lib, [[5, 0, 0], [5, 0, 0]]);
    lib.b2CarryImpulsesById(old, m);
    expect([m.points[0].normalImpulse, m.points[0].tangentImpulse, m.points[0].persisted]).toEqual([3, 1, true]);
    expect([m.points[1].normalImpulse, m.points[1].tangentImpulse, m.points[1].persisted]).toEqual([0, 0, true]);
  });

  test('the first old point with the id wins (C breaks out of the loop)', () => {
    const old = manifoldWith(lib, [[7, 1, 2], [7, 3, 4]]);
    const m = manifoldWith(lib, [[7, 0, 0]]);
    lib.b2CarryImpulsesById(old, m);
    expect([m.points[0].normalImpulse, m.points[0].tangentImpulse]).toEqual([1, 2]);
  });

  test('rollingImpulse is carried only when the new manifold has points; points past pointCount are untouched', () => {
    const old = manifoldWith(lib, [[0, 1, 1]], 4);
    const empty = manifoldWith(lib, [], 8);
    empty.points[0].normalImpulse = 6;
    lib.b2CarryImpulsesById(old, empty);
    expect(empty.rollingImpulse).toBe(8);
    expect(empty.points[0].normalImpulse).toBe(6);
    const one = manifoldWith(lib, [[3, 0, 0]], 8);
    one.points[1].normalImpulse = 6;
    lib.b2CarryImpulsesById(old, one);
    expect(one.rollingImpulse).toBe(4);
    expect(one.points[1].normalImpulse).toBe(6);
  });

  test('the old manifold may be the new one: each point keeps its own impulses', () => {
    const m = manifoldWith(lib, [[0x0102, 1.25, 0.5], [0x0201, 2.25, 0.75]], 3);
    lib.b2CarryImpulsesById(m, m);
    expect([m.points[0].normalImpulse, m.points[0].tangentImpulse, m.points[1].normalImpulse, m.points[1].tangentImpulse]).toEqual([1.25, 0.5, 2.25, 0.75]);
    expect([m.points[0].persisted, m.points[1].persisted, m.rollingImpulse]).toEqual([true, true, 3]);
  });

  test('over a step of a capsule sliding on a capsule, both points keep their ids and impulses', () => {
    const floor = new lib.b2Capsule();
    floor.center1.x = -5;
    floor.center2.x = 5;
    floor.radius = 0.25;
    const log = new lib.b2Capsule();
    log.center1.x = -1;
    log.center2.x = 1;
    log.radius = 0.25;
    const xfA = new lib.b2Transform();
    xfA.q.c = 1;
    const xfB = new lib.b2Transform();
    xfB.q.c = 1;
    xfB.p.y = 0.49;
    const old = lib.b2CollideCapsules(new lib.b2Manifold(), floor, xfA, log, xfB);
    // Clipped to A's axis: ids 0x0000 and 0x0001 (docs/v3-feature-ids.md).
    expect([old.pointCount, old.points[0].id, old.points[1].id]).toEqual([2, 0x0000, 0x0001]);
    old.points[0].normalImpulse = 1;
    old.points[1].normalImpulse = 2;
    xfB.p.x = 0.125;
    const m = lib.b2CollideCapsules(new lib.b2Manifold(), floor, xfA, log, xfB);
    lib.b2CarryImpulsesById(old, m);
    expect([m.points[0].normalImpulse, m.points[1].normalImpulse, m.points[0].persisted, m.points[1].persisted]).toEqual([1, 2, true, true]);
  });

  test.each([
    ['a pointCount of 3', (m: Manifold) => (m.pointCount = 3), /manifold\.pointCount is 3/],
    ['an id above 65535', (m: Manifold) => (m.points[0].id = 0x10000), /manifold\.points\[0\]\.id is 65536/],
    ['a fractional id', (m: Manifold) => (m.points[0].id = 1.5), /manifold\.points\[0\]\.id is 1\.5/],
    ['a frozen point', (m: Manifold) => Object.freeze(m.points[1]), /manifold\.points\[1\] is frozen/],
    // The write-back probe finds these (it replaced Object.isFrozen on the hot path).
    ['a frozen manifold', (m: Manifold) => Object.freeze(m), /manifold is frozen/],
    ['a frozen point without its persisted (nothing to write back)', (m: Manifold) => {
      delete (m.points[1] as { persisted?: boolean }).persisted;
      Object.freeze(m.points[1]);
    }, /manifold\.points\[1\] is frozen/],
  ])('throws on %s in the new manifold, writing nothing', (_what, spoil, message) => {
    const old = manifoldWith(lib, [[1, 5, 6]], 2);
    const m = manifoldWith(lib, [[1, 0, 0], [2, 0, 0]], 0);
    spoil(m);
    expect(() => lib.b2CarryImpulsesById(old, m)).toThrow(message);
    expect([m.points[0].normalImpulse, m.points[0].persisted, m.rollingImpulse]).toEqual([0, false, 0]);
  });

  test.each([
    ['a NaN normal impulse', (m: Manifold) => (m.points[0].normalImpulse = NaN), /oldManifold\.points\[0\]\.normalImpulse is not finite/],
    ['a string tangent impulse', (m: Manifold) => ((m.points[0] as { tangentImpulse: unknown }).tangentImpulse = '1'), /oldManifold\.points\[0\]\.tangentImpulse expected a number/],
    ['an infinite rolling impulse', (m: Manifold) => (m.rollingImpulse = Infinity), /oldManifold\.rollingImpulse is not finite/],
    ['no manifold', () => undefined, /oldManifold expected a b2Manifold/],
  ])('throws on %s in the old manifold, writing nothing', (what, spoil, message) => {
    let old: Manifold | null = manifoldWith(lib, [[1, 5, 6]], 2);
    if (what === 'no manifold') old = null;
    else spoil(old);
    const m = manifoldWith(lib, [[1, 0, 0]], 0);
    expect(() => lib.b2CarryImpulsesById(old as Manifold, m)).toThrow(message);
    expect([m.points[0].normalImpulse, m.points[0].persisted, m.rollingImpulse]).toEqual([0, false, 0]);
  });
});
