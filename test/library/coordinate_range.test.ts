// Issue 15 item 3: huge but finite coordinates. Set and SetAsBox refuse, with a named error, a
// shape whose derived data (centroid, area, normals) is not finite; the README states the range.
import { b2CollidePolygons, b2Manifold, b2PolygonShape, b2Transform } from 'b2collide';
import * as F32 from 'b2collide/f32';
import { pts } from '../support/helpers';

const triangle = (leg: number) => pts([[0, 0], [leg, 0], [0, leg]]);

test('a coordinate beyond ±b2_maxFloat (3.4e38) is refused in both builds: the supported range', () => {
  expect(() => new b2PolygonShape().Set(triangle(1e103))).toThrow('b2PolygonShape.Set: point 1 (1e+103, 0) is beyond ±b2_maxFloat (3.4e38), the supported range');
  expect(() => new F32.b2PolygonShape().Set(triangle(1e39))).toThrow(/point 1 \(1e\+39, 0\) is beyond ±b2_maxFloat/);
});

test('float64: legs of 1e20 still build, centroid leg/3', () => {
  expect(new b2PolygonShape().Set(triangle(1e20)).m_centroid.x).toBeCloseTo(1e20 / 3, -6);
});

test('float32: legs of 1e14 overflow the centroid (leg³/2 > FLT_MAX = 3.4e38), 1e20 the squared edge', () => {
  expect(() => new F32.b2PolygonShape().Set(triangle(1e14))).toThrow(/centroid .* is not finite; coordinates this large are outside the supported range/);
  expect(() => new F32.b2PolygonShape().Set(triangle(1e20))).toThrow(/hull edge 0 is too long/);
});

test('SetAsBox refuses a box whose edge length squared overflows, and leaves the shape as it was', () => {
  const p = new b2PolygonShape().SetAsBox(1, 2);
  expect(() => p.SetAsBox(1e300, 1e300)).toThrow(/beyond ±b2_maxFloat/);
  expect([p.m_count, p.m_vertices[2].x, p.m_vertices[2].y]).toEqual([4, 1, 2]);
  // (2·1e19)² = 4e38 > FLT_MAX in float32.
  expect(() => new F32.b2PolygonShape().SetAsBox(1e19, 1)).toThrow(/too large/);
});

test('inside the range, an overlap deeper than FLT_MAX gets the wrong normal in float64 (the searches start at -FLT_MAX, as in C++)', () => {
  // B sits 0.5·h above A (both half-width h), so they overlap by 1.5·h along y and the normal
  // should point up, (0, 1), as it does for h = 1e20. At h = 2.5e38 that best separation,
  // -1.5·h = -3.75e38, is below -FLT_MAX = -3.4e38, the start value of C++'s search, so no edge
  // beats it and edge 0 (normal (0, -1)) is kept.
  const normalFor = (h: number): number[] => {
    const box = new b2PolygonShape().SetAsBox(h, h);
    const m = new b2Manifold();
    b2CollidePolygons(m, box, new b2Transform().SetIdentity(), box, new b2Transform().SetPositionSinCos(0, 0.5 * h, 0, 1));
    return [m.localNormal.x, m.localNormal.y];
  };
  expect(normalFor(1e20)).toEqual([0, 1]);
  expect(normalFor(2.5e38)).toEqual([0, -1]);
});
