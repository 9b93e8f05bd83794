// ComputeMass on every shape kind, against integrals worked by hand. C++ v2.4.1:
//   polygon: triangles fanned from vertex 0 = s, mass = density * area, centre = centroid, and
//            I = density * ∫ |x - s|² dA moved to the origin: I += mass (|centre|² - |centre - s|²);
//   circle:  mass = density * b2_pi * r * r (b2_pi = 3.14159265359), centre m_p,
//            I = mass (r²/2 + |m_p|²) about the shape's origin;
//   edge:    mass 0, centre the midpoint, I 0;  chain: mass 0, centre (0, 0), I 0.
// A solid rectangle w x h has I = m (w² + h²) / 12 about its centre; a right triangle with legs a,
// b has its centroid at (a/3, b/3) and I = m (a² + b²) / 18 about it (parallel axes: + m |c|²).
import { b2_pi, b2ChainShape, b2CircleShape, b2EdgeShape, b2MassData, b2PolygonShape } from 'b2collide';

function mass(shape: { ComputeMass(m: b2MassData, density: number): void }, density: number): b2MassData {
  const m = new b2MassData();
  shape.ComputeMass(m, density);
  return m;
}

describe('polygon mass, centroid and inertia', () => {
  test('a 2 x 1 box at density 2: mass 4, centre (0, 0), I = 4 (4 + 1) / 12 = 5/3', () => {
    const m = mass(new b2PolygonShape().SetAsBox(1, 0.5), 2);
    expect(m.mass).toBe(4);
    expect(m.center.x).toBeCloseTo(0, 15);
    expect(m.center.y).toBeCloseTo(0, 15);
    expect(m.I).toBeCloseTo(5 / 3, 14);
  });

  test('the same box centred at (3, -2): I = 5/3 + 4 |(3, -2)|² = 5/3 + 52 about the shape origin', () => {
    const m = mass(new b2PolygonShape().SetAsBox(1, 0.5, { x: 3, y: -2 }, 0), 2);
    expect(m.mass).toBeCloseTo(4, 14);
    expect(m.center.x).toBeCloseTo(3, 14);
    expect(m.center.y).toBeCloseTo(-2, 14);
    expect(m.I).toBeCloseTo(5 / 3 + 52, 12);
  });

  test('turning the offset box a quarter turn keeps its inertia (about its centre it is still 5/3)', () => {
    const m = mass(new b2PolygonShape().SetAsBox(1, 0.5, { x: 3, y: -2 }, Math.PI / 2), 2);
    expect(m.mass).toBeCloseTo(4, 12);
    expect(m.I).toBeCloseTo(5 / 3 + 52, 11);
  });

  test('the right triangle (0,0) (3,0) (0,3): centroid (1, 1), area 4.5, I = 4.5 + 4.5 * 2 = 13.5 about the origin', () => {
    const tri = new b2PolygonShape().Set([{ x: 0, y: 0 }, { x: 3, y: 0 }, { x: 0, y: 3 }]);
    // Set's centroid (C++ ComputeCentroid) and ComputeMass's centre agree.
    expect(tri.m_centroid.x).toBeCloseTo(1, 14);
    expect(tri.m_centroid.y).toBeCloseTo(1, 14);
    const m = mass(tri, 1);
    expect(m.mass).toBe(4.5);
    expect(m.center.x).toBeCloseTo(1, 14);
    expect(m.center.y).toBeCloseTo(1, 14);
    // About the centroid m (a² + b²) / 18 = 4.5 * 18 / 18 = 4.5; plus m |(1, 1)|² = 9.
    expect(m.I).toBeCloseTo(13.5, 13);
  });

  test('a unit square far from the origin: with vertex 0 as s every edge vector is a small integer, so the centre is exact', () => {
    const far = new b2PolygonShape().Set([{ x: 1e4, y: 1e4 }, { x: 1e4 + 1, y: 1e4 }, { x: 1e4 + 1, y: 1e4 + 1 }, { x: 1e4, y: 1e4 + 1 }]);
    const m = mass(far, 1);
    expect(m.mass).toBe(1);
    // centre = (1/area) Σ (area_i / 3)(e1 + e2) + s = (0.5, 0.5) + (1e4, 1e4), every step exact.
    expect(m.center.x).toBe(1e4 + 0.5);
    expect(m.center.y).toBe(1e4 + 0.5);
    // I = 1/6 about the centre, + |centre|²: relative round-off only.
    expect(m.I / (1 / 6 + 2 * (1e4 + 0.5) ** 2)).toBeCloseTo(1, 12);
  });

  test('density 0 gives mass and inertia 0 but still the centroid', () => {
    const m = mass(new b2PolygonShape().SetAsBox(1, 1, { x: 2, y: 0 }, 0), 0);
    expect(m.mass).toBe(0);
    expect(m.I).toBe(0);
    expect(m.center.x).toBeCloseTo(2, 14);
  });

  test('a box below b2_epsilon in area (1e-4 x 2e-4) still gets its mass, as C++ release builds compute it', () => {
    const m = mass(new b2PolygonShape().SetAsBox(0.5e-4, 1e-4), 1);
    expect(m.mass).toBeCloseTo(2e-8, 20);
  });
});

describe('circle, edge and chain mass', () => {
  test('a circle of radius 2 at m_p (1, 2), density 3: mass 12 b2_pi, I = mass (2 + 5) = 84 b2_pi', () => {
    const m = mass(new b2CircleShape(2, { x: 1, y: 2 }), 3);
    // C++ order: ((density * b2_pi) * r) * r, with b2_pi = 3.14159265359, not Math.PI.
    expect(m.mass).toBe(3 * b2_pi * 2 * 2);
    expect(m.mass).not.toBe(3 * Math.PI * 2 * 2);
    expect(m.mass).toBeCloseTo(37.69911184308, 10);
    expect(m.center.x).toBe(1);
    expect(m.center.y).toBe(2);
    // I about the origin = mass (r²/2 + |m_p|²) = mass (2 + 5).
    expect(m.I).toBe(m.mass * 7);
    expect(m.I).toBeCloseTo(263.89378290156, 9);
  });

  test('an edge has mass 0 and inertia 0; its centre is the midpoint (2, 1) of (0, 0)-(4, 2)', () => {
    const m = mass(new b2EdgeShape().SetTwoSided({ x: 0, y: 0 }, { x: 4, y: 2 }), 5);
    expect([m.mass, m.center.x, m.center.y, m.I]).toEqual([0, 2, 1, 0]);
  });

  test('a chain has mass 0, centre (0, 0) and inertia 0', () => {
    const chain = new b2ChainShape().CreateLoop([{ x: 1, y: 1 }, { x: 3, y: 1 }, { x: 2, y: 3 }]);
    const m = mass(chain, 5);
    expect([m.mass, m.center.x, m.center.y, m.I]).toEqual([0, 0, 0, 0]);
  });
});
