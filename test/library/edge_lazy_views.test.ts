// src/README.md rule 10 for edges: an edge keeps its four vertices in m_packed and makes the
// b2Vec2 views m_vertex0..m_vertex3 the first time one is read, never on the paths a world takes
// every step (SetOneSided/SetTwoSided, a chain's GetChildEdge, Clone, the queries, the colliders).
// As in polygon_lazy_views.test.ts, the private slot that holds the views is read directly.
import {
  b2AABB,
  b2ChainShape,
  b2CircleShape,
  b2CollideEdgeAndCircle,
  b2CollideEdgeAndPolygon,
  b2EdgeShape,
  b2MassData,
  b2Manifold,
  b2PolygonShape,
  b2RayCastInput,
  b2RayCastOutput,
  b2Vec2,
} from 'b2collide';
import { hasViews, xfSC } from '../support/helpers';

describe('edge views are made on first use (src/README.md rule 10)', () => {
  test('building, cloning, querying and colliding make no views', () => {
    const oneSided = new b2EdgeShape().SetOneSided({ x: 3, y: 0 }, { x: 2, y: 0 }, { x: -2, y: 0 }, { x: -3, y: 0 });
    const twoSided = new b2EdgeShape().SetTwoSided({ x: -2, y: 0 }, { x: 2, y: 0 });
    // Right to left, so that each child's normal (e.y, -e.x) points up.
    const chain = new b2ChainShape().CreateChain(
      [new b2Vec2(4, 1), new b2Vec2(2, 0), new b2Vec2(-2, 0), new b2Vec2(-4, 1)], 4, new b2Vec2(5, 2), new b2Vec2(-5, 2),
    );
    const child = chain.GetChildEdge(new b2EdgeShape(), 1);
    const clone = oneSided.Clone();
    const xfA = xfSC(0, 0);
    const manifold = new b2Manifold();
    // A unit circle resting 0.9 above the floor y = 0 overlaps it (0.9 < 1 + skin): one point.
    b2CollideEdgeAndCircle(manifold, oneSided, xfA, new b2CircleShape(1), xfSC(0, 0.9));
    expect(manifold.pointCount).toBe(1);
    b2CollideEdgeAndPolygon(manifold, child, xfA, new b2PolygonShape().SetAsBox(0.5, 0.5), xfSC(0, 0.45));
    expect(manifold.pointCount).toBe(2);
    const input = new b2RayCastInput();
    input.p1.Set(0, 1);
    input.p2.Set(0, -1);
    input.maxFraction = 1;
    expect(twoSided.RayCast(new b2RayCastOutput(), input, xfA, 0)).toBe(true);
    twoSided.ComputeAABB(new b2AABB(), xfA, 0);
    twoSided.ComputeMass(new b2MassData(), 1);
    for (const edge of [oneSided, twoSided, child, clone]) expect(hasViews(edge)).toBe(false);
  });

  test('a chain child has the chain vertices and ghosts in m_packed', () => {
    const chain = new b2ChainShape().CreateChain(
      [new b2Vec2(4, 1), new b2Vec2(2, 0), new b2Vec2(-2, 0), new b2Vec2(-4, 1)], 4, new b2Vec2(5, 2), new b2Vec2(-5, 2),
    );
    // Child 0: v1, v2 = vertices 0, 1; v0 the chain's prevVertex, v3 vertex 2 (C++ GetChildEdge).
    expect(chain.GetChildEdge(new b2EdgeShape(), 0).m_packed).toEqual([5, 2, 4, 1, 2, 0, -2, 0]);
  });

  test('reading a vertex makes the views once; they write m_packed', () => {
    const edge = new b2EdgeShape().SetTwoSided({ x: -1, y: 0 }, { x: 1, y: 0 });
    const v2 = edge.m_vertex2;
    expect(hasViews(edge)).toBe(true);
    expect(edge.m_vertex2).toBe(v2);
    expect(v2).toBeInstanceOf(b2Vec2);
    expect(edge.m_vertex1.x).toBe(-1);
    v2.Set(3, 4);
    edge.m_vertex0.x = 7;
    expect(edge.m_packed).toEqual([7, 0, -1, 0, 3, 4, 0, 0]); // m_vertex<k> at [2k, 2k + 1]
  });

  test('an edge with views equals one without, and a clone copies m_packed', () => {
    const a = new b2EdgeShape().SetOneSided({ x: 3, y: 0 }, { x: 2, y: 0 }, { x: -2, y: 0 }, { x: -3, y: 0 });
    const b = a.Clone();
    void b.m_vertex3;
    expect(a).toEqual(b);
    expect(Object.keys(a)).toEqual(Object.keys(b));
    expect(b.m_packed).not.toBe(a.m_packed);
    expect({ ...b.m_vertex3 }).toEqual({ x: -3, y: 0 });
  });
});
