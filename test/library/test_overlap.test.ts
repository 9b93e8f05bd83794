// b2TestOverlap (C++ b2_collision.cpp): one GJK call with the radii counted; true when the
// distance left is below 10 * b2_epsilon = 1.19e-6. Gaps below are derived by hand.
import {
  b2ChainShape,
  b2CircleShape,
  b2EdgeShape,
  b2Shape,
  b2TestOverlap,
  b2Transform,
} from 'b2collide';
import { box, xfSC } from '../support/helpers';

const origin = xfSC(0, 0);
const box1 = box(1, 1);

describe('polygon-polygon', () => {
  // Two boxes of half-width 1, B to the right at x = 2 + gap + 0.02: the cores are gap + 0.02
  // apart and the two 0.01 skins take 0.02 of it, leaving `gap`.
  const at = (gap: number): b2Transform => xfSC(2 + 0.02 + gap, 0.3);

  test('overlapping cores', () => {
    // B centred at (1.5, 0.5) covers [0.5, 2.5] x [-0.5, 1.5], which meets A's [-1, 1]^2.
    expect(b2TestOverlap(box1, 0, box1, 0, origin, xfSC(1.5, 0.5))).toBe(true);
  });
  test('skins exactly touching (gap 0) overlap', () => {
    expect(b2TestOverlap(box1, 0, box1, 0, origin, at(0))).toBe(true);
  });
  test('skins overlapping but cores apart (gap -0.01) overlap', () => {
    expect(b2TestOverlap(box1, 0, box1, 0, origin, at(-0.01))).toBe(true);
  });
  test('a gap of 1e-6 is inside the 1.19e-6 tolerance', () => {
    expect(b2TestOverlap(box1, 0, box1, 0, origin, at(1e-6))).toBe(true);
  });
  test('a gap of 1.5e-6 is outside the tolerance', () => {
    expect(b2TestOverlap(box1, 0, box1, 0, origin, at(1.5e-6))).toBe(false);
  });
  test('well apart', () => {
    expect(b2TestOverlap(box1, 0, box1, 0, origin, at(1))).toBe(false);
  });
  test('a rotated box whose corner reaches into the other box', () => {
    // B turned 45 degrees: its corner reaches sqrt2 = 1.414 left of its centre; centre at x = 2.4
    // puts the corner at 0.986 < 1.
    expect(b2TestOverlap(box1, 0, box1, 0, origin, xfSC(2.4, 0, Math.SQRT1_2, Math.SQRT1_2))).toBe(true);
    // Centre at 2.5: corner at 1.086, cores 0.086 apart, minus 0.02 skins: apart.
    expect(b2TestOverlap(box1, 0, box1, 0, origin, xfSC(2.5, 0, Math.SQRT1_2, Math.SQRT1_2))).toBe(false);
  });
});

describe('circles', () => {
  const unit = new b2CircleShape(1);
  test('centres 2 apart with radii 1 and 1: touching overlaps', () => {
    expect(b2TestOverlap(unit, 0, unit, 0, origin, xfSC(2, 0))).toBe(true);
  });
  test('centres 2 + 1e-5 apart: apart', () => {
    // 2 + 1e-5 - 1 - 1 = 1e-5 left, above the 1.19e-6 tolerance.
    expect(b2TestOverlap(unit, 0, unit, 0, origin, xfSC(2 + 1e-5, 0))).toBe(false);
  });
  test('the same centre', () => {
    expect(b2TestOverlap(unit, 0, unit, 0, xfSC(4, 4), xfSC(4, 4))).toBe(true);
  });

  test('polygon and circle: face region', () => {
    // Box face x = 1, skin 0.01, circle radius 0.5 at x = 1.51 + g leaves a gap of g.
    const c = new b2CircleShape(0.5);
    expect(b2TestOverlap(box1, 0, c, 0, origin, xfSC(1.51 + 1e-7, 0.2))).toBe(true);
    expect(b2TestOverlap(box1, 0, c, 0, origin, xfSC(1.52, 0.2))).toBe(false);
    // The order of the arguments does not matter.
    expect(b2TestOverlap(c, 0, box1, 0, xfSC(1.52, 0.2), origin)).toBe(false);
    expect(b2TestOverlap(c, 0, box1, 0, xfSC(1.5, 0.2), origin)).toBe(true);
  });

  test('polygon and circle: vertex region', () => {
    // Corner (1,1); circle radius 0.5 centred on the diagonal at distance d from the corner.
    // d = 0.5 + 0.01 - 0.001 overlaps; d = 0.5 + 0.01 + 0.001 does not.
    const c = new b2CircleShape(0.5);
    const on = (d: number): b2Transform => xfSC(1 + d * Math.SQRT1_2, 1 + d * Math.SQRT1_2);
    expect(b2TestOverlap(box1, 0, c, 0, origin, on(0.509))).toBe(true);
    expect(b2TestOverlap(box1, 0, c, 0, origin, on(0.511))).toBe(false);
  });
});

describe('edges and chains', () => {
  const edge = new b2EdgeShape().SetTwoSided({ x: -2, y: 0 }, { x: 2, y: 0 });
  const c = new b2CircleShape(0.25);

  test('edge and circle: radius 0.25 plus the edge skin 0.01', () => {
    expect(b2TestOverlap(edge, 0, c, 0, origin, xfSC(0.5, 0.259))).toBe(true);
    expect(b2TestOverlap(edge, 0, c, 0, origin, xfSC(0.5, 0.261))).toBe(false);
  });

  test('a one-sided edge still overlaps a circle behind it: GJK has no sides', () => {
    // The centre is 0.2 from the edge on either side, within 0.25 + 0.01.
    const oneSided = new b2EdgeShape().SetOneSided({ x: -3, y: 0 }, { x: -2, y: 0 }, { x: 2, y: 0 }, { x: 3, y: 0 });
    expect(b2TestOverlap(oneSided, 0, c, 0, origin, xfSC(0, -0.2))).toBe(true);
    expect(b2TestOverlap(oneSided, 0, c, 0, origin, xfSC(0, 0.2))).toBe(true);
  });

  test('edge and polygon', () => {
    // Box of half-width 1 resting 0.02 above the edge: skins touch.
    expect(b2TestOverlap(edge, 0, box1, 0, origin, xfSC(0, 1.02))).toBe(true);
    expect(b2TestOverlap(edge, 0, box1, 0, origin, xfSC(0, 1.03))).toBe(false);
  });

  test('each chain child is tested on its own', () => {
    // Children 0: (0,0)-(2,0), 1: (2,0)-(2,2). A circle at (3, 1) touches only child 1 when its
    // radius reaches 1 - 0.01.
    const chain = new b2ChainShape().CreateChain([{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 2, y: 2 }], 3, { x: -1, y: 0 }, { x: 2, y: 3 });
    const big = new b2CircleShape(0.995);
    expect(b2TestOverlap(chain, 1, big, 0, origin, xfSC(3, 1))).toBe(true);
    expect(b2TestOverlap(chain, 0, big, 0, origin, xfSC(3, 1))).toBe(false);
    const small = new b2CircleShape(0.98);
    expect(b2TestOverlap(chain, 1, small, 0, origin, xfSC(3, 1))).toBe(false);
  });

  test('transforms move chains too', () => {
    const chain = new b2ChainShape().CreateChain([{ x: 0, y: 0 }, { x: 2, y: 0 }], 2, { x: -1, y: 0 }, { x: 3, y: 0 });
    // The chain moved up by 5 passes through the circle at (1, 5).
    expect(b2TestOverlap(chain, 0, c, 0, xfSC(0, 5), xfSC(1, 5))).toBe(true);
    expect(b2TestOverlap(chain, 0, c, 0, origin, xfSC(1, 5))).toBe(false);
  });
});

describe('bad input', () => {
  const c = new b2CircleShape(1);
  test('child index out of range', () => {
    expect(() => b2TestOverlap(box1, 1, c, 0, origin, origin)).toThrow('child index 1 is out of range [0, 1) for a e_polygon shape');
    expect(() => b2TestOverlap(c, 0, c, -1, origin, origin)).toThrow('child index -1 is out of range [0, 1) for a e_circle shape');
  });
  test('non-finite transform', () => {
    expect(() => b2TestOverlap(box1, 0, c, 0, origin, xfSC(Number.NaN, 0))).toThrow('b2TestOverlap: a transform is not finite');
  });
  test('unknown shape type', () => {
    const fake = { m_type: 9, m_radius: 0, GetChildCount: () => 1 } as unknown as b2Shape;
    expect(() => b2TestOverlap(fake, 0, c, 0, origin, origin)).toThrow('unknown shape type 9');
  });
  // b2TestOverlap tests a polygon's vertices after its GJK call rather than in SetShape (faster at
  // 10,000 pairs), so each case here would have returned an answer had that test been dropped.
  test("a polygon's bad vertex is named by b2TestOverlap, on either side", () => {
    const withVertex = (k: number, value: unknown, axis: 'x' | 'y' = 'x') => {
      const p = box(1, 1);
      (p.m_vertices[k] as unknown as Record<string, unknown>)[axis] = value;
      return p;
    };
    expect(() => b2TestOverlap(withVertex(2, Number.NaN), 0, c, 0, origin, xfSC(0.5, 0))).toThrow(
      "b2TestOverlap: the polygon's m_vertices[2] is not finite (NaN, 1)",
    );
    expect(() => b2TestOverlap(c, 0, withVertex(1, 5e38), 0, origin, xfSC(0.5, 0))).toThrow(
      "b2TestOverlap: the polygon's m_vertices[1] (5e+38, -1) is beyond ±b2_maxFloat",
    );
    expect(() => b2TestOverlap(box1, 0, withVertex(0, '-1', 'y'), 0, origin, xfSC(0.5, 0))).toThrow(
      "m_vertices[0].y expected a number, got string '-1'",
    );
  });
  test('a BigInt vertex is named, not left to the TypeError it raises inside GJK', () => {
    const p = box(1, 1);
    (p.m_vertices[3] as unknown as { x: unknown }).x = 2n;
    expect(() => b2TestOverlap(p, 0, box1, 0, origin, xfSC(0.5, 0))).toThrow("m_vertices[3].x expected a number, got BigInt 2n");
  });
  test('a bad vertex is named before a bad transform, as when SetShape tested it first', () => {
    const p = box(1, 1);
    p.m_vertices[0].y = Number.POSITIVE_INFINITY;
    expect(() => b2TestOverlap(p, 0, c, 0, origin, xfSC(Number.NaN, 0))).toThrow("the polygon's m_vertices[0] is not finite");
  });
});
