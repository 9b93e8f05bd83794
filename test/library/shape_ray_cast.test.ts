// RayCast, ComputeAABB and TestPoint of every shape kind on cases worked by hand from C++ v2.4.1.
// Polygon RayCast, in the polygon's frame, for each face i: numerator = dot(n_i, v_i - p1),
// denominator = dot(n_i, d); a face with denominator < 0 and numerator < lower * denominator
// raises lower to numerator / denominator (and is the hit face), one with denominator > 0 lowers
// upper; upper < lower is a miss, and so is a ray that no face raised (it starts inside).
// Circle: s = p1 - c, b = |s|² - r², r = p2 - p1, c = dot(s, r), sigma = c² - |r|² b,
// a = -(c + sqrt(sigma)), hit when 0 <= a <= maxFraction |r|², fraction a / |r|², normal s + fraction r
// normalised. Edge: normal = (e.y, -e.x)/|e|, t = dot(n, v1 - p1) / dot(n, d), segment parameter
// s = dot(q - v1, e)/|e|² in [0, 1], normal flipped to face p1. Box vertex order (SetAsBox):
// (-hx,-hy), (hx,-hy), (hx,hy), (-hx,hy); normals down, right, up, left.
import {
  b2_polygonRadius, b2AABB, b2ChainShape, b2CircleShape, b2EdgeShape, b2PolygonShape, b2RayCastInput, b2RayCastOutput, b2Vec2,
} from 'b2collide';
import { xfSC } from '../support/helpers';

function ray(x1: number, y1: number, x2: number, y2: number, maxFraction = 1): b2RayCastInput {
  const input = new b2RayCastInput();
  input.p1.Set(x1, y1);
  input.p2.Set(x2, y2);
  input.maxFraction = maxFraction;
  return input;
}

function untouched(): b2RayCastOutput {
  const output = new b2RayCastOutput();
  output.normal.Set(-7, -7);
  output.fraction = -7;
  return output;
}

function bounds(b: b2AABB): number[] {
  return [b.lowerBound.x, b.lowerBound.y, b.upperBound.x, b.upperBound.y];
}

const r = b2_polygonRadius; // 0.01, the skin every polygon, edge and chain carries

describe('b2PolygonShape.RayCast on each face of a box', () => {
  const box = new b2PolygonShape().SetAsBox(1, 1);
  const xf = xfSC(0, 0);

  test('left face: numerator -1 (-1 - (-3)) = -2, denominator -1 * 4 = -4: fraction 0.5, normal (-1, 0)', () => {
    const out = untouched();
    expect(box.RayCast(out, ray(-3, 0.5, 1, 0.5), xf, 0)).toBe(true);
    expect(out.fraction).toBe(0.5);
    expect(out.normal).toEqual(new b2Vec2(-1, 0));
  });

  test('right face: from (3, -0.5) towards (-1, -0.5) the face x = 1 is 2 of 4 away: fraction 0.5, normal (1, 0)', () => {
    const out = untouched();
    expect(box.RayCast(out, ray(3, -0.5, -1, -0.5), xf, 0)).toBe(true);
    expect(out.fraction).toBe(0.5);
    expect(out.normal).toEqual(new b2Vec2(1, 0));
  });

  test('bottom face: from (0.25, -5) up to (0.25, 5), y = -1 is 4 of 10 away: fraction 0.4, normal (0, -1)', () => {
    const out = untouched();
    expect(box.RayCast(out, ray(0.25, -5, 0.25, 5), xf, 0)).toBe(true);
    expect(out.fraction).toBe(0.4);
    expect(out.normal.x).toBeCloseTo(0, 15);
    expect(out.normal.y).toBe(-1);
  });

  test('top face: from (0, 2) down to (0, 0): fraction 0.5, normal (0, 1)', () => {
    const out = untouched();
    expect(box.RayCast(out, ray(0, 2, 0, 0), xf, 0)).toBe(true);
    expect(out.fraction).toBe(0.5);
    expect(out.normal.y).toBe(1);
  });

  test('a turned, moved box: q = 90° (s 1, c 0) at (5, 0); the ray along +x meets x = 4 at 0.4, local normal (0, 1) turns to (-1, 0)', () => {
    const out = untouched();
    expect(box.RayCast(out, ray(0, 0, 10, 0), xfSC(5, 0, 1, 0), 0)).toBe(true);
    expect(out.fraction).toBeCloseTo(0.4, 15);
    expect(out.normal.x).toBe(-1);
    expect(out.normal.y).toBeCloseTo(0, 15);
  });

  test('a ray along the top face line: that face is parallel with numerator 0 (no miss), the left face is hit at 1/3', () => {
    // Left: numerator -2, denominator -6: lower = 1/3. Right: upper = 4/6. Bottom: parallel, numerator 2 >= 0.
    const out = untouched();
    expect(box.RayCast(out, ray(-3, 1, 3, 1), xf, 0)).toBe(true);
    expect(out.fraction).toBeCloseTo(1 / 3, 15);
    expect(out.normal).toEqual(new b2Vec2(-1, 0));
  });

  test('misses write nothing: starting inside, parallel and outside, maxFraction below the hit', () => {
    for (const input of [ray(0, 0, 3, 0), ray(-3, 2, 3, 2), ray(-3, 0.5, 1, 0.5, 0.49)]) {
      const out = untouched();
      expect(box.RayCast(out, input, xf, 0)).toBe(false);
      expect(out.fraction).toBe(-7);
    }
    // maxFraction exactly at the hit still hits (C++ keeps upper = maxFraction, fails only on upper < lower).
    expect(box.RayCast(untouched(), ray(-3, 0.5, 1, 0.5, 0.5), xf, 0)).toBe(true);
  });
});

describe('b2CircleShape.RayCast', () => {
  const circle = new b2CircleShape(1, { x: 2, y: 0 });
  const xf = xfSC(0, 0);

  test('head on: s (-3, 0), b 8, r (6, 0), c -18, rr 36, sigma 36, a 12: fraction 1/3, normal (-1, 0)', () => {
    const out = untouched();
    expect(circle.RayCast(out, ray(-1, 0, 5, 0), xf, 0)).toBe(true);
    expect(out.fraction).toBe(1 / 3);
    expect(out.normal).toEqual(new b2Vec2(-1, 0));
  });

  test('tangent: s (-3, 1), b 9, sigma 324 - 324 = 0 is not < 0: it hits at fraction 0.5 with normal (0, 1)', () => {
    const out = untouched();
    expect(circle.RayCast(out, ray(-1, 1, 5, 1), xf, 0)).toBe(true);
    expect(out.fraction).toBe(0.5);
    expect(out.normal).toEqual(new b2Vec2(0, 1));
  });

  test('m_p is placed by the transform: m_p (2, 0) turned 90° and moved by (0, 1) is (0, 3)', () => {
    const out = untouched();
    expect(circle.RayCast(out, ray(0, -1, 0, 7), xfSC(0, 1, 1, 0), 0)).toBe(true);
    // The circle spans y in [2, 4]: 3 of 8 along the ray.
    expect(out.fraction).toBeCloseTo(3 / 8, 15);
    expect(out.normal.y).toBeCloseTo(-1, 15);
  });

  test('starting inside: a = -(c + sqrt(sigma)) < 0, a miss', () => {
    expect(circle.RayCast(untouched(), ray(2, 0, 5, 0), xf, 0)).toBe(false);
  });
});

describe('b2EdgeShape.RayCast', () => {
  const two = new b2EdgeShape().SetTwoSided({ x: 0, y: 0 }, { x: 2, y: 0 });
  const one = new b2EdgeShape().SetOneSided({ x: -1, y: 0 }, { x: 0, y: 0 }, { x: 2, y: 0 }, { x: 3, y: 0 });
  const xf = xfSC(0, 0);

  test('two-sided, from above: n (0, -1), numerator 1 > 0, denominator 2, t 0.5; the normal turns to face p1: (0, 1)', () => {
    const out = untouched();
    expect(two.RayCast(out, ray(1, 1, 1, -1), xf, 0)).toBe(true);
    expect(out.fraction).toBe(0.5);
    expect(out.normal.y).toBe(1);
  });

  test('two-sided, from below: numerator -1, denominator -2, t 0.5, normal n = (0, -1)', () => {
    const out = untouched();
    expect(two.RayCast(out, ray(1, -1, 1, 1), xf, 0)).toBe(true);
    expect(out.fraction).toBe(0.5);
    expect(out.normal.y).toBe(-1);
  });

  test('one-sided: hit from its right side (below, where n points), not from above', () => {
    expect(one.RayCast(untouched(), ray(1, -1, 1, 1), xf, 0)).toBe(true);
    expect(one.RayCast(untouched(), ray(1, 1, 1, -1), xf, 0)).toBe(false);
  });

  test('the segment parameter: s = 1 at the end vertex hits (C++ tests 1 < s), s = 1.5 misses', () => {
    expect(two.RayCast(untouched(), ray(2, 1, 2, -1), xf, 0)).toBe(true);
    expect(two.RayCast(untouched(), ray(3, 1, 3, -1), xf, 0)).toBe(false);
  });
});

describe('b2ChainShape.RayCast and ComputeAABB, per child', () => {
  // An open chain (0,0) -> (2,0) -> (2,2): child 0 is the bottom segment, child 1 the right one.
  const chain = new b2ChainShape().CreateChain([{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 2, y: 2 }], 3, { x: -1, y: 0 }, { x: 2, y: 3 });

  test('child AABBs: each segment placed by xf, grown by the radius 0.01', () => {
    const b = new b2AABB();
    chain.ComputeAABB(b, xfSC(0, 0), 0);
    expect(bounds(b)).toEqual([-r, -r, 2 + r, r]);
    chain.ComputeAABB(b, xfSC(1, 1), 1);
    expect(bounds(b)).toEqual([3 - r, 1 - r, 3 + r, 3 + r]);
  });

  test('child 1 from the right: n (1, 0), numerator -2, denominator -4: fraction 0.5, normal (1, 0)', () => {
    const out = untouched();
    expect(chain.RayCast(out, ray(4, 1, 0, 1), xfSC(0, 0), 1)).toBe(true);
    expect(out.fraction).toBe(0.5);
    expect(out.normal).toEqual(new b2Vec2(1, 0));
  });

  test('as in C++, the child is cast two-sided (a default edge), so the left side is hit too, normal (-1, 0)', () => {
    const out = untouched();
    expect(chain.RayCast(out, ray(1.5, 1, 4, 1), xfSC(0, 0), 1)).toBe(true);
    expect(out.fraction).toBeCloseTo(0.2, 15);
    // C++ negates b2Mul(xf.q, n) = (1, 0) componentwise: (-1, -0).
    expect(out.normal.x).toBe(-1);
    expect(Object.is(out.normal.y, -0)).toBe(true);
  });

  test('the ray only meets the child asked for', () => {
    expect(chain.RayCast(untouched(), ray(4, 1, 0, 1), xfSC(0, 0), 0)).toBe(false);
  });
});

describe('ComputeAABB', () => {
  test('a 4 x 2 box turned 30° at (1, -1): half-extents (2c + s, 2s + c) with s 0.5, c √3/2, grown by 0.01', () => {
    const c = Math.sqrt(3) / 2;
    const b = new b2AABB();
    new b2PolygonShape().SetAsBox(2, 1).ComputeAABB(b, xfSC(1, -1, 0.5, c), 0);
    const ex = 2 * c + 0.5 + r;
    const ey = 2 * 0.5 + c + r;
    const expected = [1 - ex, -1 - ey, 1 + ex, -1 + ey];
    bounds(b).forEach((v, i) => expect(v).toBeCloseTo(expected[i], 14));
  });

  // C++ starts lower = upper = b2Mul(xf, v[0]) and folds in v[1..] with b2Min(a, b) = a < b ? a : b,
  // then subtracts the radius. With m_radius 0 and xf.p.x = -0, a vertex x of -0 is placed at -0
  // (1·-0 − 0·y is -0, -0 + -0 is -0) and one of +0 at +0 (+0 + -0 is +0), and lower − 0 keeps the
  // sign (upper + 0 would not). Worked through C++'s fold over x = (first, 1, 1, later):
  // first -0, later +0: b2Min(-0, 1) = -0 twice, then b2Min(-0, +0) = +0 (-0 < +0 is false);
  // first +0, later -0: b2Min(+0, -0) = -0.
  // So the bound's signed zero shows which vertex the fold kept, and a fold that started anywhere
  // else than vertex 0's exact value would show.
  test.each([
    ['-0 first, +0 after', -0, 0, 0],
    ['+0 first, -0 after', 0, -0, -0],
  ])("a polygon box keeps the signed zero of C++'s fold from vertex 0 (%s)", (_name, first, later, lowerX) => {
    const polygon = new b2PolygonShape().SetAsBox(1, 1);
    polygon.m_radius = 0;
    const xs = [first, 1, 1, later];
    const ys = [0, 0, 1, 1];
    const packed = polygon.m_packed as number[]; // written as a port writes C++'s arrays
    for (let i = 0; i < 4; ++i) {
      packed[2 * i] = xs[i];
      packed[2 * i + 1] = ys[i];
    }
    const b = new b2AABB();
    polygon.ComputeAABB(b, xfSC(-0, 0), 0);
    expect(Object.is(b.lowerBound.x, lowerX)).toBe(true);
    expect([b.upperBound.x, b.lowerBound.y, b.upperBound.y]).toEqual([1, 0, 1]);
  });

  test('a circle: m_p (1, 0) turned 90° and moved to (2, 3) is (2, 4); radius 0.5 and no skin', () => {
    const b = new b2AABB();
    new b2CircleShape(0.5, { x: 1, y: 0 }).ComputeAABB(b, xfSC(2, 3, 1, 0), 0);
    expect(bounds(b)).toEqual([1.5, 3.5, 2.5, 4.5]);
  });

  test('an edge: both ends placed, min and max per axis, grown by 0.01', () => {
    const b = new b2AABB();
    new b2EdgeShape().SetTwoSided({ x: 1, y: 2 }, { x: -1, y: 0 }).ComputeAABB(b, xfSC(10, 0), 0);
    expect(bounds(b)).toEqual([9 - r, -r, 11 + r, 2 + r]);
  });
});

describe('TestPoint', () => {
  const box = new b2PolygonShape().SetAsBox(1, 1);

  test('a box contains its inside, its edges and its vertices (C++ rejects only dot > 0), not points beyond', () => {
    const xf = xfSC(0, 0);
    expect(box.TestPoint(xf, { x: 0, y: 0 })).toBe(true);
    expect(box.TestPoint(xf, { x: 1, y: 0.3 })).toBe(true);
    expect(box.TestPoint(xf, { x: 1, y: 1 })).toBe(true);
    expect(box.TestPoint(xf, { x: 1 + 1e-12, y: 0 })).toBe(false);
    expect(box.TestPoint(xf, { x: 0, y: -1.5 })).toBe(false);
  });

  test('the point is taken into the box frame: the box at (5, 0) turned 90°', () => {
    const xf = xfSC(5, 0, 1, 0);
    expect(box.TestPoint(xf, { x: 5.5, y: 0.9 })).toBe(true);
    expect(box.TestPoint(xf, { x: 0, y: 0 })).toBe(false);
  });

  test('the skin radius does not count: a point 0.005 outside is outside', () => {
    expect(box.TestPoint(xfSC(0, 0), { x: 1.005, y: 0 })).toBe(false);
  });

  test('a circle holds the points at distance <= radius: (3, 4) from the centre of a radius-5 circle is on it', () => {
    const circle = new b2CircleShape(5, { x: 1, y: 1 });
    expect(circle.TestPoint(xfSC(0, 0), { x: 4, y: 5 })).toBe(true); // d = (3, 4), 25 <= 25
    expect(circle.TestPoint(xfSC(0, 0), { x: 4, y: 5.001 })).toBe(false);
  });

  test('edges and chains have no inside: false even for a point on them', () => {
    const edge = new b2EdgeShape().SetTwoSided({ x: 0, y: 0 }, { x: 2, y: 0 });
    expect(edge.TestPoint(xfSC(0, 0), { x: 1, y: 0 })).toBe(false);
    const chain = new b2ChainShape().CreateLoop([{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 1, y: 2 }]);
    expect(chain.TestPoint(xfSC(0, 0), { x: 1, y: 0.5 })).toBe(false);
  });
});
