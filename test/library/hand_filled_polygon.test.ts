// Issue 15 item 5: hand-filled polygon data at collide time. b2CollidePolygons checks, in its one
// finite sum, m_count and both polygons' m_radius; vertices and normals are not checked per call
// (16 more numbers each); Validate() and b2DistanceProxy.Set check them.
import { b2CollidePolygons, b2CollidePolygonAndCircle, b2CircleShape, b2Manifold } from 'b2collide';
import { box, xfSC } from '../support/helpers';

test.each([Infinity, NaN, -1])('b2CollidePolygons refuses m_radius = %p', (r) => {
  const p = box(1, 1);
  p.m_radius = r;
  expect(() => b2CollidePolygons(new b2Manifold(), p, xfSC(0, 0), box(1, 1), xfSC(0.5, 0))).toThrow(/the polygon's m_radius/);
  expect(() => b2CollidePolygons(new b2Manifold(), box(1, 1), xfSC(0, 0), p, xfSC(0.5, 0))).toThrow(/the polygon's m_radius/);
  expect(() => b2CollidePolygonAndCircle(new b2Manifold(), p, xfSC(0, 0), new b2CircleShape(0.5), xfSC(0.5, 0))).toThrow(/the polygon's m_radius/);
});

test('Validate() is false for a NaN vertex or normal filled in by hand', () => {
  const p = box(1, 1);
  expect(p.Validate()).toBe(true);
  p.m_vertices[1].y = NaN;
  expect(p.Validate()).toBe(false);
  const q = box(1, 1);
  q.m_normals[3].x = Infinity;
  expect(q.Validate()).toBe(false);
});
