// Bad input to Clone, the shape constructors, the contact feature and manifold copies,
// b2ClipSegmentToLine, the shape-type functions and b2DistanceProxy: C++ copies or reads whatever
// it is given. Here each throws an Error that starts with the called function's name and shows the
// value as given, before any write; the same in both builds.
import * as F64 from 'b2collide';
import * as F32 from 'b2collide/f32';

type Lib = typeof F64;

describe.each([['float64', F64 as Lib], ['float32', F32 as unknown as Lib]])('%s build', (_build, L) => {
  test('Clone names a hand-edited field instead of copying it', () => {
    const polygon = new L.b2PolygonShape().SetAsBox(1, 1);
    (polygon.m_packed as number[])[3] = -1e300;
    expect(() => polygon.Clone()).toThrow(/^b2PolygonShape\.Clone: the polygon's m_vertices\[1\] .*-1e\+300/);
    const centroid = new L.b2PolygonShape().SetAsBox(1, 1);
    (centroid.m_centroid as { x: unknown }).x = '0';
    expect(() => centroid.Clone()).toThrow("b2PolygonShape.Clone: the polygon's m_centroid.x expected a number, got string '0'");
    const circle = new L.b2CircleShape(1);
    circle.m_p.y = NaN;
    expect(() => circle.Clone()).toThrow(/^b2CircleShape\.Clone: .*NaN/);
    const edge = new L.b2EdgeShape().SetTwoSided({ x: 0, y: 0 }, { x: 1, y: 0 });
    (edge.m_packed as unknown[])[6] = null;
    expect(() => edge.Clone()).toThrow("b2EdgeShape.Clone: the edge's m_vertex3.x expected a number, got null");
    const chain = new L.b2ChainShape().CreateLoop([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 }]);
    (chain as { m_count: unknown }).m_count = [1, 2];
    expect(() => chain.Clone()).toThrow("b2ChainShape.Clone: the chain's m_count an array [1, 2] is not a whole number");
    expect(() => chain.GetChildCount()).toThrow(/^b2ChainShape\.GetChildCount: the chain's m_count an array \[1, 2\]/);
  });

  test('an untouched or unbuilt shape still clones (C++ copies every field)', () => {
    const box = new L.b2PolygonShape().SetAsBox(1, 2);
    const copy = box.Clone();
    expect(copy.m_count).toBe(4);
    expect(Array.from(copy.m_packed).slice(0, 8)).toEqual(Array.from(box.m_packed).slice(0, 8));
    expect(new L.b2PolygonShape().Clone().m_count).toBe(0);
    expect(new L.b2CircleShape().Clone().m_radius).toBe(0);
    expect(new L.b2ChainShape().Clone().m_count).toBe(0);
  });

  test("a shape's m_type is read-only: its kind cannot disagree with its class", () => {
    const circle = new L.b2CircleShape(1);
    expect(() => {
      (circle as { m_type: number }).m_type = 2;
    }).toThrow(TypeError);
    expect(circle.GetType()).toBe(L.b2ShapeType.e_circle);
  });

  test('new b2CircleShape names itself and shows the radius or centre as given', () => {
    expect(() => new L.b2CircleShape(null as never)).toThrow('b2CircleShape: circle radius must be positive and finite, got null');
    expect(() => new L.b2CircleShape(1, { x: 1n, y: 0 } as never)).toThrow('b2CircleShape: center.x expected a number, got BigInt 1n');
  });

  test('b2ContactFeature.Set and Copy take bytes only, before any write', () => {
    const cf = new L.b2ContactFeature().Set(1, 2, 0, 1);
    expect(() => cf.Set(1e300, 0, 0, 0)).toThrow(/^b2ContactFeature\.Set: indexA 1e\+300 is not a byte/);
    expect(() => cf.Set(0, 0, 0, '1' as never)).toThrow("b2ContactFeature.Set: typeB string '1' is not a byte");
    expect(() => cf.Copy({ indexA: 0, indexB: {}, typeA: 0, typeB: 0 } as never)).toThrow('b2ContactFeature.Copy: other.indexB an object is not a byte');
    expect(() => cf.Copy(undefined as never)).toThrow('b2ContactFeature.Copy: other expected a b2ContactFeature, got undefined');
    expect([cf.indexA, cf.indexB, cf.typeA, cf.typeB]).toEqual([1, 2, 0, 1]);
  });

  test('b2ContactID: a BigInt field is named, not a V8 "Cannot mix BigInt"; Copy checks its source', () => {
    const id = new L.b2ContactID();
    (id.cf as { typeA: unknown }).typeA = 1n;
    expect(() => id.key).toThrow('b2ContactID.key: cf.typeA BigInt 1n is not a byte');
    const other = new L.b2ContactID();
    expect(() => other.Copy(null as never)).toThrow('b2ContactID.Copy: other expected a b2ContactID, got null');
    expect(() => other.Copy(id)).toThrow('b2ContactID.Copy: other.cf.typeA BigInt 1n is not a byte');
    expect(() => {
      other.key = '5' as never;
    }).toThrow("b2ContactID.key: string '5' is not a whole number in [0, 2^32)");
  });

  test('b2ClipVertex.Copy, b2Manifold.Copy and b2ClipSegmentToLine check what they read', () => {
    const cv = new L.b2ClipVertex();
    expect(() => cv.Copy(null as never)).toThrow('b2ClipVertex.Copy: other expected a b2ClipVertex, got null');
    const bad = new L.b2ClipVertex();
    bad.v.y = 1e300;
    expect(() => cv.Copy(bad)).toThrow(/^b2ClipVertex\.Copy: other\.v .*1e\+300/);
    const m = new L.b2Manifold();
    const src = new L.b2Manifold();
    (src.points[1] as { tangentImpulse: unknown }).tangentImpulse = true;
    expect(() => m.Copy(src)).toThrow('b2Manifold.Copy: other.points[1].tangentImpulse expected a number, got boolean true');
    const vIn = [new L.b2ClipVertex(), new L.b2ClipVertex()];
    vIn[1].v.Set(1, 0);
    const vOut = [new L.b2ClipVertex(), new L.b2ClipVertex()];
    expect(() => L.b2ClipSegmentToLine(undefined as never, vIn, { x: 1, y: 0 }, 0.5, 0)).toThrow('b2ClipSegmentToLine: vOut expected an array of two b2ClipVertex, got undefined');
    expect(() => L.b2ClipSegmentToLine(vOut, vIn, { x: 1n, y: 0 } as never, 0.5, 0)).toThrow('b2ClipSegmentToLine: normal.x expected a number, got BigInt 1n');
    // Untouched: the segment (0,0)-(1,0) against x <= 0.5 keeps (0,0) and adds (0.5, 0) (hand count).
    expect(L.b2ClipSegmentToLine(vOut, vIn, { x: 1, y: 0 }, 0.5, 0)).toBe(2);
    expect(vOut[1].v.x).toBe(0.5);
  });

  test('b2ShapeTypesCollide and b2ShapeTypesSwapped name themselves and the type as given', () => {
    expect(() => L.b2ShapeTypesSwapped(0, 1n as never)).toThrow('b2ShapeTypesSwapped: unknown shape type (typeA 0, typeB BigInt 1n)');
    expect(() => L.b2ShapeTypesCollide('0' as never, 1)).toThrow("b2ShapeTypesCollide: unknown shape type (typeA string '0', typeB 1)");
    expect(L.b2ShapeTypesCollide(1, 3)).toBe(false); // edge against chain: C++ registers no contact
  });

  test('b2DistanceProxy.SetShape and SetVertices name themselves; b2TestOverlap names itself', () => {
    const proxy = new L.b2DistanceProxy();
    expect(() => proxy.SetShape(new L.b2CircleShape(1), '0' as never)).toThrow("b2DistanceProxy.SetShape: child index string '0' is out of range");
    expect(() => proxy.SetVertices(NaN as never, 1, 0)).toThrow('b2DistanceProxy.SetVertices: vertices expected an array of {x, y}, got NaN');
    const box = new L.b2PolygonShape().SetAsBox(1, 1);
    (box.m_packed as unknown[])[3] = null;
    expect(() => L.b2TestOverlap(box, 0, new L.b2CircleShape(1), 0, new L.b2Transform(), new L.b2Transform())).toThrow(/^b2TestOverlap: the polygon's m_vertices\[1\]/);
    expect(() => L.b2TestOverlap(new L.b2AABB(), [1, 2] as never)).toThrow('b2TestOverlap: b expected a b2AABB (or the overload shapeA, indexA, shapeB, indexB, xfA, xfB), got an array [1, 2]');
  });
});
