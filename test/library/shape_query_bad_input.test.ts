// Bad input to the shape queries (not in C++, which trusts its input): each query checks the shape,
// the transform, the point or ray, the density and the child index before it writes anything, and
// throws an Error naming what broke. And the zero-length ray rule: every RayCast returns false and
// writes nothing, as each C++ code path does (polygon: every denominator is 0 so no face raises
// lower; circle: |r|² = 0 < b2_epsilon; edge: denominator 0; AABB: both axes parallel).
import {
  b2AABB, b2ChainShape, b2CircleShape, b2EdgeShape, b2MassData, b2PolygonShape, b2RayCastInput, b2RayCastOutput, b2Transform, type b2Shape,
} from 'b2collide';
import { xfSC } from '../support/helpers';

function ray(x1: number, y1: number, x2: number, y2: number, maxFraction = 1): b2RayCastInput {
  const input = new b2RayCastInput();
  // Field writes, not Set (which refuses NaN), so the tests can build bad rays.
  input.p1.x = x1;
  input.p1.y = y1;
  input.p2.x = x2;
  input.p2.y = y2;
  input.maxFraction = maxFraction;
  return input;
}

const shapes: [string, b2Shape][] = [
  ['b2PolygonShape', new b2PolygonShape().SetAsBox(1, 1)],
  ['b2CircleShape', new b2CircleShape(1)],
  ['b2EdgeShape', new b2EdgeShape().SetTwoSided({ x: -1, y: 0 }, { x: 1, y: 0 })],
  ['b2ChainShape', new b2ChainShape().CreateLoop([{ x: -1, y: -1 }, { x: 1, y: -1 }, { x: 0, y: 1 }])],
];

function sentinelOutput(): b2RayCastOutput {
  const out = new b2RayCastOutput();
  out.normal.Set(-7, -7);
  out.fraction = -7;
  return out;
}
function sentinelMass(): b2MassData {
  const m = new b2MassData();
  m.mass = -7;
  m.center.Set(-7, -7);
  m.I = -7;
  return m;
}
function sentinelBox(): b2AABB {
  const b = new b2AABB();
  b.lowerBound.Set(-7, -7);
  b.upperBound.Set(-7, -7);
  return b;
}

describe.each(shapes)('%s', (name, shape) => {
  const xf = xfSC(0, 0);
  // Written into the fields: SetPositionSinCos itself rejects these (issue 15).
  const nanXf = new b2Transform();
  nanXf.p.y = Number.NaN;
  const infXf = new b2Transform();
  infXf.q.s = Infinity;

  test('a negative or non-finite density throws and leaves the mass data alone', () => {
    for (const density of [-1, Number.NaN, Infinity]) {
      const m = sentinelMass();
      expect(() => shape.ComputeMass(m, density)).toThrow(new RegExp(`${name}.ComputeMass: density must be finite and not negative, got ${density}`));
      expect([m.mass, m.center.x, m.I]).toEqual([-7, -7, -7]);
    }
  });

  test('a ray with a non-finite point or maxFraction outside [0, 1] throws and writes nothing', () => {
    for (const [input, message] of [
      [ray(Number.NaN, 0, 1, 0), /input\.p1 is not finite \(NaN, 0\)/],
      [ray(-3, 0, 3, -Infinity), /input\.p2 is not finite \(3, -Infinity\)/],
      [ray(-3, 0, 3, 0, 1.01), /maxFraction must lie in \[0, 1\], got 1.01/],
      [ray(-3, 0, 3, 0, -1e-9), /maxFraction/],
    ] as const) {
      const out = sentinelOutput();
      expect(() => shape.RayCast(out, input, xf, 0)).toThrow(message);
      expect(() => shape.RayCast(out, input, xf, 0)).toThrow(new RegExp(`^${name}.RayCast`));
      expect([out.fraction, out.normal.x]).toEqual([-7, -7]);
    }
  });

  test('a non-finite transform throws in every query', () => {
    for (const bad of [nanXf, infXf]) {
      expect(() => shape.TestPoint(bad, { x: 0, y: 0 })).toThrow(/transform is not finite/);
      expect(() => shape.RayCast(sentinelOutput(), ray(-3, 0.5, 3, 0.5), bad, 0)).toThrow(/transform is not finite/);
      const b = sentinelBox();
      expect(() => shape.ComputeAABB(b, bad, 0)).toThrow(/transform is not finite/);
      expect(b.lowerBound.x).toBe(-7);
    }
  });

  test('a non-finite point throws in TestPoint', () => {
    expect(() => shape.TestPoint(xf, { x: Number.NaN, y: 0 })).toThrow(new RegExp(`${name}.TestPoint: p is not finite`));
  });

  test('a child index outside [0, GetChildCount()) throws a RangeError naming the range', () => {
    const count = shape.GetChildCount();
    for (const index of [-1, count, 0.5, Number.NaN]) {
      expect(() => shape.RayCast(sentinelOutput(), ray(-3, 0.5, 3, 0.5), xf, index)).toThrow(RangeError);
      expect(() => shape.ComputeAABB(sentinelBox(), xf, index)).toThrow(new RegExp(`child index ${index} is out of range \\[0, ${count}\\)`));
    }
  });

  test('a zero-length ray hits nothing and writes nothing, wherever it starts', () => {
    for (const [x, y] of [[0, 0], [5, 5], [1, 0], [0.3, -0.2]]) {
      const out = sentinelOutput();
      expect(shape.RayCast(out, ray(x, y, x, y), xf, 0)).toBe(false);
      expect([out.fraction, out.normal.x, out.normal.y]).toEqual([-7, -7, -7]);
    }
  });
});

describe('shapes that are not ready', () => {
  test('an unbuilt polygon (m_count 0) throws in every query', () => {
    const p = new b2PolygonShape();
    expect(() => p.TestPoint(xfSC(0, 0), { x: 0, y: 0 })).toThrow(/build it with Set or SetAsBox first/);
    expect(() => p.ComputeMass(new b2MassData(), 1)).toThrow(/build it with Set or SetAsBox first/);
    expect(() => p.ComputeAABB(new b2AABB(), xfSC(0, 0), 0)).toThrow(/build it with Set or SetAsBox first/);
  });

  test('a polygon written clockwise has negative area: ComputeMass throws instead of a negative mass', () => {
    const p = new b2PolygonShape().SetAsBox(1, 1);
    // Swap vertices 1 and 3: the loop now runs clockwise.
    const v1 = p.m_vertices[1].Clone();
    p.m_vertices[1].Copy(p.m_vertices[3]);
    p.m_vertices[3].Copy(v1);
    const m = sentinelMass();
    expect(() => p.ComputeMass(m, 1)).toThrow(/b2PolygonShape.ComputeMass: the polygon's area -4 is not positive/);
    expect(m.mass).toBe(-7);
  });

  test('a circle without a radius throws', () => {
    expect(() => new b2CircleShape().ComputeMass(new b2MassData(), 1)).toThrow(/positive, finite radius/);
  });

  test('a chain without vertices has no children to query', () => {
    expect(() => new b2ChainShape().ComputeAABB(new b2AABB(), xfSC(0, 0), 0)).toThrow(/out of range \[0, 0\)/);
  });
});
