// Which functions check a polygon's vertices as read (docs/bad-input.md, "Allowed, not errors"):
// the shape queries and the distance functions refuse a vertex hand-edited to NaN after SetAsBox;
// the colliders do not (C++ checks nothing, and the check measured about 1.2x the polygon-circle
// collider's time), so they answer. If a collider starts checking vertices, this test fails and
// the paragraph must change with it.
import * as F64 from 'b2collide';
import * as F32 from 'b2collide/f32';

type Lib = typeof F64;
const builds: [string, Lib][] = [
  ['float64', F64],
  ['float32', F32 as unknown as Lib],
];

// A unit box whose vertex 1 reads NaN (m_packed[2] is its x; layout at b2PolygonShape.m_packed).
function editedBox(L: Lib): F64.b2PolygonShape {
  const box = new L.b2PolygonShape().SetAsBox(1, 1);
  (box.m_packed as number[])[2] = Number.NaN;
  return box;
}

describe.each(builds)('%s build', (_build, L) => {
  test('the shape queries, Clone, b2DistanceProxy.Set and b2Distance name the vertex', () => {
    expect(() => editedBox(L).ComputeAABB(new L.b2AABB(), new L.b2Transform(), 0)).toThrow(/^b2PolygonShape\.ComputeAABB: .*m_vertices\[1\]/);
    expect(() => editedBox(L).ComputeMass(new L.b2MassData(), 1)).toThrow(/^b2PolygonShape\.ComputeMass: /);
    expect(() => editedBox(L).Clone()).toThrow(/^b2PolygonShape\.Clone: /);
    expect(() => new L.b2DistanceProxy().Set(editedBox(L), 0)).toThrow(/^b2DistanceProxy\.Set: .*m_vertices\[1\]/);
    // Edited after Set: the proxy reads the polygon's m_packed, and b2Distance checks it as read.
    const box = new L.b2PolygonShape().SetAsBox(1, 1);
    const input = new L.b2DistanceInput();
    input.proxyA.Set(box, 0);
    input.proxyB.Set(new L.b2CircleShape(0.5), 0);
    input.transformB.p.Set(3, 0);
    (box.m_packed as number[])[2] = Number.NaN;
    expect(() => L.b2Distance(new L.b2DistanceOutput(), new L.b2SimplexCache(), input)).toThrow(/^b2Distance.*m_vertices\[1\]/);
  });

  test('the colliders answer (they check m_count and m_radius, not vertices)', () => {
    const m = new L.b2Manifold();
    const xfB = new L.b2Transform();
    xfB.p.Set(0, 1.2);
    expect(() => L.b2CollidePolygonAndCircle(m, editedBox(L), new L.b2Transform(), new L.b2CircleShape(0.5), xfB)).not.toThrow();
    expect(() => L.b2CollidePolygons(m, editedBox(L), new L.b2Transform(), new L.b2PolygonShape().SetAsBox(1, 1), xfB)).not.toThrow();
    const edge = new L.b2EdgeShape().SetTwoSided({ x: -2, y: 0 }, { x: 2, y: 0 });
    expect(() => L.b2CollideEdgeAndPolygon(m, edge, new L.b2Transform(), editedBox(L), xfB)).not.toThrow();
  });
});
