// src/README.md rule 10: a polygon makes its 16 b2Vec2 views the first time m_vertices or
// m_normals is read, never on the paths a world takes every step (building with Set/SetAsBox,
// Clone, the shape queries, the colliders, GJK). These tests read the private slot that holds the
// views, because what is pinned is exactly when they come to exist.
import {
  b2CollidePolygons,
  b2ComputeHull,
  b2DistanceProxy,
  b2MassData,
  b2Manifold,
  b2PolygonShape,
  b2TestOverlap,
  b2Vec2,
} from 'b2collide';
import { hasViews, xfSC } from '../support/helpers';

const hexagon = [
  { x: 1, y: 0 }, { x: 0.5, y: 0.8 }, { x: -0.5, y: 0.8 }, { x: -1, y: 0 }, { x: -0.5, y: -0.8 }, { x: 0.5, y: -0.8 },
];

describe('polygon views are made on first use (src/README.md rule 10)', () => {
  test('building, cloning, querying, colliding and GJK make no views', () => {
    const box = new b2PolygonShape().SetAsBox(1, 0.5);
    const hull = new b2PolygonShape().Set(hexagon);
    const fromHull = new b2PolygonShape().Set(b2ComputeHull(hexagon));
    const clone = hull.Clone();
    const xfA = xfSC(0, 0);
    const xfB = xfSC(0.5, 0.9);
    const manifold = new b2Manifold();
    b2CollidePolygons(manifold, box, xfA, hull, xfB);
    expect(manifold.pointCount).toBeGreaterThan(0);
    expect(b2TestOverlap(box, 0, hull, 0, xfA, xfB)).toBe(true);
    box.ComputeMass(new b2MassData(), 1);
    expect(hull.Validate()).toBe(true);
    expect(hull.TestPoint(xfA, { x: 0, y: 0 })).toBe(true);
    const proxy = new b2DistanceProxy().Set(clone, 0);
    expect(proxy.GetSupport(new b2Vec2(1, 0))).toBe(0); // the hexagon's vertex (1, 0), by hand
    for (const shape of [box, hull, fromHull, clone]) expect(hasViews(shape)).toBe(false);
  });

  test('reading m_vertices or m_normals makes them once; they write m_packed', () => {
    const box = new b2PolygonShape().SetAsBox(2, 1);
    const vertices = box.m_vertices;
    expect(hasViews(box)).toBe(true);
    expect(box.m_vertices).toBe(vertices);
    expect(box.m_normals[1].x).toBe(1); // SetAsBox normal 1 is (1, 0) (C++ SetAsBox)
    vertices[2].x = 3;
    expect(box.m_packed[4]).toBe(3); // vertex 2's x at [2*2] (layout at b2PolygonShape.m_packed)
  });

  test('a shape with views equals one without, and a proxy hands out the polygon views', () => {
    const a = new b2PolygonShape().SetAsBox(1, 2);
    const b = new b2PolygonShape().SetAsBox(1, 2);
    void b.m_normals;
    expect(a).toEqual(b);
    expect(Object.keys(a)).toEqual(Object.keys(b));
    const proxy = new b2DistanceProxy().Set(a, 0);
    expect(hasViews(a)).toBe(false);
    expect(proxy.m_vertices).toBe(a.m_vertices);
    expect(proxy.GetVertex(1)).toBe(a.m_vertices[1]);
    proxy.m_vertices = b.m_vertices;
    expect(proxy.m_packed).toBeNull();
    expect(proxy.GetVertex(1)).toBe(b.m_vertices[1]);
  });
});
