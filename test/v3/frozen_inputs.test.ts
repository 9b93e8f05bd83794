// Frozen inputs of the v3 layer, in both builds: a function that only reads an object (C's const
// pointer) works on it frozen exactly as unfrozen, and one that writes it refuses it by name
// before any write (docs/bad-input.md, "An output"). b2ClipVector refused frozen planes, which it
// only reads ("planes[0] is frozen"), because it shared b2SolvePlanes' check, which writes push.
// Found by the fuzz's freeze attack (fuzz/README.md).

import * as F64 from '../../src/v3/index';
import * as F32 from '../../build/f32/v3/index';

type Lib = typeof F64;
const builds: readonly [string, Lib][] = [
  ['float64', F64],
  ['float32', F32 as unknown as Lib],
];

function planes(L: Lib): F64.b2CollisionPlane[] {
  const floor = new L.b2CollisionPlane();
  floor.plane.normal.y = 1;
  floor.pushLimit = 1;
  floor.push = 0.5;
  floor.clipVelocity = true;
  const wall = new L.b2CollisionPlane();
  wall.plane.normal.x = -1;
  wall.plane.offset = -2;
  wall.pushLimit = 1;
  wall.push = 0.25;
  wall.clipVelocity = true;
  return [floor, wall];
}

describe.each(builds)('%s build', (_name, L) => {
  test('b2ClipVector reads frozen planes as unfrozen ones (C: const b2CollisionPlane*)', () => {
    const v = new L.b2Vec2(3, -4);
    const plain = L.b2ClipVector(new L.b2Vec2(), v, planes(L), 2);
    const frozen = planes(L);
    frozen.forEach((p) => Object.freeze(p));
    Object.freeze(frozen);
    const clipped = L.b2ClipVector(new L.b2Vec2(), v, frozen, 2);
    // Hand calculation: (3, -4) loses its -4 along the floor's normal (0, 1), then its 3 along the
    // wall's normal (-1, 0): (0, 0).
    expect([plain.x, plain.y]).toEqual([0, 0]);
    expect([clipped.x, clipped.y]).toEqual([plain.x, plain.y]);
  });

  test('b2SolvePlanes, which writes push, still refuses a frozen plane before any write', () => {
    const ps = planes(L);
    Object.freeze(ps[1]);
    const result = new L.b2PlaneSolverResult();
    const before = JSON.stringify([ps, result]);
    expect(() => L.b2SolvePlanes(result, new L.b2Vec2(3, -4), ps, 2)).toThrow(/^b2SolvePlanes: planes\[1\] is frozen/);
    expect(JSON.stringify([ps, result])).toBe(before);
  });
});
