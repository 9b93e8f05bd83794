// The README's chain note: a chain's child edges are one-sided and collide only on the right of
// their direction v1 → v2, as in C++ b2CollideEdgeAndPolygon / b2CollideEdgeAndCircle, where the
// edge normal is normal1 = (e.y, −e.x) / |e| for e = v2 − v1 and a shape behind it (on the left)
// gets no points. So a floor listed left to right faces down, and one listed right to left up.
import { b2ChainShape, b2CircleShape, b2CollideShapes, b2Manifold, b2PolygonShape, b2Transform, b2WorldManifold, type b2Shape } from 'b2collide';

const identity = new b2Transform().SetIdentity();

/** A two-vertex chain floor on y = 0 from x = x0 to −x0, with ghosts continuing the line. */
function floor(x0: number): b2ChainShape {
  return new b2ChainShape().CreateChain([{ x: x0, y: 0 }, { x: -x0, y: 0 }], 2, { x: 2 * x0, y: 0 }, { x: -2 * x0, y: 0 });
}

/** Collides the floor's only edge with `shape` centred at (0, y); the world manifold, or null for no points. */
function touch(chain: b2ChainShape, shape: b2Shape, y: number): b2WorldManifold | null {
  const m = new b2Manifold();
  const xfB = new b2Transform().SetPositionSinCos(0, y, 0, 1);
  expect(b2CollideShapes(m, chain, 0, identity, shape, 0, xfB)).toBe(false); // chain is A, as C++ registers it
  if (m.pointCount === 0) return null;
  const world = new b2WorldManifold();
  world.Initialize(m, identity, chain.m_radius, xfB, shape.m_radius);
  return world;
}

// A 1 × 1 box (skin 0.01) centred 0.49 from the floor: its core face is 0.01 past y = 0, so each
// point's separation is −0.01 − 0.01 (box skin) − 0.01 (chain skin) = −0.03. A circle of radius
// 0.5 at the same height: 0.49 − 0.5 − 0.01 = −0.02.
const box = new b2PolygonShape().SetAsBox(0.5, 0.5);
const circle = new b2CircleShape(0.5);

describe('a chain floor collides on the right side of its direction', () => {
  test('listed right to left (+5 → −5), it faces up: a box and a circle resting on it touch it', () => {
    const boxOn = touch(floor(5), box, 0.49)!;
    expect([boxOn.normal.x, boxOn.normal.y]).toEqual([0, 1]);
    expect(boxOn.separations[0]).toBeCloseTo(-0.03, 12);
    expect(boxOn.separations[1]).toBeCloseTo(-0.03, 12);
    const circleOn = touch(floor(5), circle, 0.49)!;
    expect([circleOn.normal.x, circleOn.normal.y]).toEqual([0, 1]);
    expect(circleOn.separations[0]).toBeCloseTo(-0.02, 12);
  });

  test('listed right to left, shapes the same depth below it get no points', () => {
    expect(touch(floor(5), box, -0.49)).toBeNull();
    expect(touch(floor(5), circle, -0.49)).toBeNull();
  });

  test('listed left to right (−5 → +5), it faces down: nothing above touches it, shapes below do', () => {
    expect(touch(floor(-5), box, 0.49)).toBeNull();
    expect(touch(floor(-5), circle, 0.49)).toBeNull();
    const boxUnder = touch(floor(-5), box, -0.49)!;
    expect([boxUnder.normal.x, boxUnder.normal.y]).toEqual([0, -1]);
  });
});
