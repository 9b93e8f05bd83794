// Issue 15 item 3: huge but finite coordinates. Set and SetAsBox refuse, with a named error, a
// shape whose derived data (centroid, area, normals) is not finite; the README states the range.
import { b2CollidePolygons, b2Manifold, b2PolygonShape, b2Transform } from 'b2collide';
import * as F32 from 'b2collide/f32';
import { pts } from '../helpers';

const triangle = (leg: number) => pts([[0, 0], [leg, 0], [0, leg]]);

test('float64: a triangle with legs of 1e103 has an overflowing centroid (area·(p1+p2+p3) ~ leg³ > 1.8e308)', () => {
  expect(() => new b2PolygonShape().Set(triangle(1e103))).toThrow(/centroid .* is not finite; coordinates this large are outside the supported range/);
});

test('float64: legs of 1e155 overflow the squared edge length (normals would be (0, 0))', () => {
  expect(() => new b2PolygonShape().Set(triangle(1e155))).toThrow(/hull edge 0 is too long/);
});

test('float64: legs of 1e20 still build, centroid leg/3', () => {
  expect(new b2PolygonShape().Set(triangle(1e20)).m_centroid.x).toBeCloseTo(1e20 / 3, -6);
});

test('float32: legs of 1e14 overflow the centroid (leg³/2 > FLT_MAX = 3.4e38), 1e20 the squared edge', () => {
  expect(() => new F32.b2PolygonShape().Set(triangle(1e14))).toThrow(/centroid .* is not finite/);
  expect(() => new F32.b2PolygonShape().Set(triangle(1e20))).toThrow(/hull edge 0 is too long/);
  expect(() => new F32.b2PolygonShape().Set(triangle(1e39))).toThrow(/is beyond b2_maxFloat/);
});

test('SetAsBox refuses a box whose edge length squared overflows, and leaves the shape as it was', () => {
  const p = new b2PolygonShape().SetAsBox(1, 2);
  expect(() => p.SetAsBox(1e300, 1e300)).toThrow(/too large/);
  expect([p.m_count, p.m_vertices[2].x, p.m_vertices[2].y]).toEqual([4, 1, 2]);
  // (2·1e19)² = 4e38 > FLT_MAX in float32.
  expect(() => new F32.b2PolygonShape().SetAsBox(1e19, 1)).toThrow(/too large/);
});

test('beyond the range the README states: float64 boxes of half-width 1e39 get the wrong normal (searches start at -FLT_MAX)', () => {
  // B sits h above A, so they overlap by h and the normal should point up, (0, 1), as it does for
  // h = 1e20. At h = 1e39 every separation (about -1e39) is below -FLT_MAX = -3.4e38, the start
  // value of C++'s search, so no edge beats it and edge 0 (normal (0, -1)) is kept.
  const normalFor = (h: number): number[] => {
    const box = new b2PolygonShape().SetAsBox(h, h);
    const m = new b2Manifold();
    b2CollidePolygons(m, box, new b2Transform().SetIdentity(), box, new b2Transform().SetPositionSinCos(0, h, 0, 1));
    return [m.localNormal.x, m.localNormal.y];
  };
  expect(normalFor(1e20)).toEqual([0, 1]);
  expect(normalFor(1e39)).toEqual([0, -1]);
});
