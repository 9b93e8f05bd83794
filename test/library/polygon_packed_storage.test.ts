// b2PolygonShape keeps its coordinates in one packed number array (m_packed) that the colliders
// read, and m_vertices[i] / m_normals[i] are b2Vec2 views of it. These tests pin what that must
// not break: a view is a b2Vec2, a write through it is what the colliders see (there is no second
// copy to go stale), the layout the colliders rely on, and that the views print as vectors.
import { inspect } from 'node:util';
import {
  b2_maxPolygonVertices,
  b2_packedNormals,
  b2_polygonRadius,
  b2CollidePolygonAndCircle,
  b2CollidePolygons,
  b2CircleShape,
  b2Manifold,
  b2PolygonShape,
  b2Vec2,
  b2Vec2View,
} from 'b2collide';
import { box, manifoldNumbers, xfSC } from '../support/helpers';

describe('m_vertices and m_normals are views of m_packed', () => {
  test('each entry is a b2Vec2 (instanceof, methods) backed by m_packed', () => {
    const p = box(2, 1);
    const v = p.m_vertices[1];
    expect(v).toBeInstanceOf(b2Vec2);
    expect(v).toBeInstanceOf(b2Vec2View);
    // SetAsBox(2, 1): vertex 1 is (2, -1); its length is sqrt(5).
    expect(v.Length()).toBe(Math.sqrt(5));
    const copy = v.Clone();
    expect(copy).toBeInstanceOf(b2Vec2);
    expect(copy).not.toBeInstanceOf(b2Vec2View);
    copy.x = 7;
    expect(p.m_vertices[1].x).toBe(2);
  });

  test('layout: vertex i at [2i, 2i+1], normal i at [16+2i, 17+2i], centroid [32, 33], radius [34] (SetAsBox values worked out by hand)', () => {
    const p = new b2PolygonShape().SetAsBox(2, 1, { x: 0.5, y: -0.25 }, 0);
    expect(b2_packedNormals).toBe(2 * b2_maxPolygonVertices);
    expect(p.m_packed.length).toBe(4 * b2_maxPolygonVertices + 3);
    // C++ SetAsBox(2, 1, (0.5, -0.25), 0): (-1.5,-1.25), (2.5,-1.25), (2.5,0.75), (-1.5,0.75);
    // normals (0,-1), (1,0), (0,1), (-1,0); centroid the centre.
    expect(p.m_packed.slice(0, 8)).toEqual([-1.5, -1.25, 2.5, -1.25, 2.5, 0.75, -1.5, 0.75]);
    expect(p.m_packed.slice(16, 24)).toEqual([0, -1, 1, 0, 0, 1, -1, 0]);
    expect(p.m_packed.slice(32, 35)).toEqual([0.5, -0.25, b2_polygonRadius]);
    // Slots past m_count stay at their initial 0.
    expect(p.m_packed.slice(8, 16)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(p.m_packed.slice(24, 32)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  test('m_centroid is a view of m_packed[32, 33] and m_radius reads and writes m_packed[34]', () => {
    const p = box(1, 1);
    expect(p.m_centroid).toBeInstanceOf(b2Vec2View);
    p.m_centroid.Set(0.25, -0.5);
    expect(p.m_packed.slice(32, 34)).toEqual([0.25, -0.5]);
    expect(p.m_radius).toBe(b2_polygonRadius);
    p.m_radius = 0.125;
    expect(p.m_packed[34]).toBe(0.125);
    expect(p.m_radius).toBe(0.125);
    // The polygon has no own m_radius or m_centroid: their numbers are m_packed's.
    expect(Object.getOwnPropertyNames(p)).not.toContain('m_radius');
    expect(Object.getOwnPropertyNames(p)).not.toContain('m_centroid');
    const clone = p.Clone();
    expect(clone.m_packed.slice(32, 35)).toEqual([0.25, -0.5, 0.125]);
  });

  test('writing a view writes m_packed, and every b2Vec2 method that writes goes through it', () => {
    const p = box(1, 1);
    p.m_vertices[2].x = 5;
    expect(p.m_packed[4]).toBe(5);
    p.m_vertices[3].Set(-3, 4);
    expect(p.m_packed.slice(6, 8)).toEqual([-3, 4]);
    // Normalize as C++: invLength = 1 / 5, then each component times it.
    p.m_normals[0].Set(3, 4).Normalize();
    expect(p.m_packed.slice(16, 18)).toEqual([3 * (1 / 5), 4 * (1 / 5)]);
    p.m_vertices[0].Copy(new b2Vec2(0.25, -0.5));
    expect(p.m_packed.slice(0, 2)).toEqual([0.25, -0.5]);
  });

  test('a polygon filled by hand, as C++ code does, collides exactly like SetAsBox', () => {
    const made = new b2PolygonShape();
    const corners = [
      [-1, -0.5],
      [1, -0.5],
      [1, 0.5],
      [-1, 0.5],
    ];
    const normals = [
      [0, -1],
      [1, 0],
      [0, 1],
      [-1, 0],
    ];
    corners.forEach(([x, y], i) => made.m_vertices[i].Set(x, y));
    normals.forEach(([x, y], i) => made.m_normals[i].Set(x, y));
    made.m_count = 4;

    const ground = box(5, 0.5);
    const xfGround = xfSC(0, 0);
    // B tilted by s = 0.01: its bottom corners (-1,-0.5) and (1,-0.5) land at y = 0.99 - 0.01 -
    // 0.5c = 0.48 and y = 0.99 + 0.01 - 0.5c = 0.500025 (c = sqrt(0.9999)); the ground's top is
    // at 0.5, so both are within the 0.02 total radius: two points.
    const xfBox = xfSC(0.3, 0.99, 0.01, Math.sqrt(1 - 0.0001));
    const byHand = new b2Manifold();
    const bySetAsBox = new b2Manifold();
    b2CollidePolygons(byHand, ground, xfGround, made, xfBox);
    b2CollidePolygons(bySetAsBox, ground, xfGround, box(1, 0.5), xfBox);
    expect(byHand.pointCount).toBe(2);
    expect(manifoldNumbers(byHand)).toEqual(manifoldNumbers(bySetAsBox));
  });

  test('a vertex moved after SetAsBox is what b2CollidePolygons sees (no stale copy)', () => {
    // Box A: 1x1 half-widths at the origin; box B the same at x = 2.1, so the gap is 0.1, larger
    // than the total radius 2 * 0.01 = 0.02: no contact. Pulling B's vertices 0 and 3 (its
    // left side, x = -1 in B's frame) to x = -1.2 makes them reach x = 0.9 in the world, inside A.
    const a = box(1, 1);
    const b = box(1, 1);
    const m = new b2Manifold();
    b2CollidePolygons(m, a, xfSC(0, 0), b, xfSC(2.1, 0));
    expect(m.pointCount).toBe(0);
    b.m_vertices[0].x = -1.2;
    b.m_vertices[3].x = -1.2;
    b2CollidePolygons(m, a, xfSC(0, 0), b, xfSC(2.1, 0));
    expect(m.pointCount).toBe(2);
  });

  test('a normal changed after SetAsBox is what b2CollidePolygonAndCircle sees', () => {
    // A circle of radius 0.5 centred at (0, 1.2) over box(1, 1)'s top face: separation 0.2 from
    // the face, less than 0.5 + 0.01, so one point with the face normal (0, 1). Tilting that
    // stored normal to (0.6, 0.8) must show up in the manifold's local normal.
    const p = box(1, 1);
    const c = new b2CircleShape(0.5);
    const m = new b2Manifold();
    b2CollidePolygonAndCircle(m, p, xfSC(0, 0), c, xfSC(0, 1.2));
    expect([m.pointCount, m.localNormal.x, m.localNormal.y]).toEqual([1, 0, 1]);
    p.m_normals[2].Set(0.6, 0.8);
    b2CollidePolygonAndCircle(m, p, xfSC(0, 0), c, xfSC(0, 1.2));
    expect([m.localNormal.x, m.localNormal.y]).toEqual([0.6, 0.8]);
  });

  test('Clone copies the numbers, not the storage', () => {
    const p = box(1, 2);
    const q = p.Clone();
    expect(q.m_packed).toEqual(p.m_packed);
    expect(q.m_packed).not.toBe(p.m_packed);
    q.m_vertices[0].Set(9, 9);
    expect(p.m_vertices[0].x).toBe(-1);
    expect(q.m_vertices[0].x).toBe(9);
  });

  test('generic code sees a view as { x, y }: spread, keys, JSON, structuredClone, toEqual, inspect', () => {
    const p = box(2, 1);
    const v = p.m_vertices[1]; // SetAsBox(2, 1): vertex 1 is (2, -1)
    expect({ ...v }).toEqual({ x: 2, y: -1 });
    expect(Object.keys(v)).toEqual(['x', 'y']);
    expect(JSON.stringify(v)).toBe('{"x":2,"y":-1}');
    expect(structuredClone(v)).toEqual({ x: 2, y: -1 });
    expect(v).toEqual({ x: 2, y: -1 });
    expect(inspect(p.m_normals[1])).toBe('b2Vec2View { x: 1, y: 0 }');
  });
});

describe('m_count outside 3..b2_maxPolygonVertices is rejected before any packed read', () => {
  test.each([
    [9, /m_count 9 is not a whole number from 3 to b2_maxPolygonVertices = 8/],
    [Number.NaN, /m_count NaN is not a whole number/],
    [2, /has 2 vertices; build it with Set or SetAsBox first/],
    [3.5, /m_count 3.5 is not a whole number/],
  ])('b2CollidePolygons with m_count %p', (count, message) => {
    const bad = box(1, 1);
    bad.m_count = count;
    expect(() => b2CollidePolygons(new b2Manifold(), bad, xfSC(0, 0), box(1, 1), xfSC(0.5, 0))).toThrow(message);
    expect(() => b2CollidePolygons(new b2Manifold(), box(1, 1), xfSC(0, 0), bad, xfSC(0.5, 0))).toThrow(message);
  });

  test('b2CollidePolygonAndCircle rejects a fractional m_count too', () => {
    const bad = box(1, 1);
    bad.m_count = 3.5;
    expect(() => b2CollidePolygonAndCircle(new b2Manifold(), bad, xfSC(0, 0), new b2CircleShape(0.5), xfSC(0, 0))).toThrow(
      /m_count 3.5 is not a whole number/,
    );
  });
});
