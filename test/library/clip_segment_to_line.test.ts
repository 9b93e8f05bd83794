// b2ClipSegmentToLine (C++ b2_collision.cpp), every branch on a segment worked by hand.
// The segment runs from P = (0, 0) to Q = (4, 2); the line is x = offset (normal (1, 0)), so the
// signed distances are d0 = P.x - offset and d1 = Q.x - offset.
import { b2ClipSegmentToLine, b2ClipVertex, b2ContactFeatureType, b2Vec2 } from 'b2collide';

const { e_vertex, e_face } = b2ContactFeatureType;

function segment(p: [number, number], pId: [number, number], q: [number, number], qId: [number, number]): b2ClipVertex[] {
  const a = new b2ClipVertex();
  a.v.Set(p[0], p[1]);
  a.id.cf.Set(pId[0], pId[1], e_face, e_vertex);
  const b = new b2ClipVertex();
  b.v.Set(q[0], q[1]);
  b.id.cf.Set(qId[0], qId[1], e_face, e_vertex);
  return [a, b];
}

/** vOut pre-filled with junk so that every field the clip writes is visible. */
function junkOut(): b2ClipVertex[] {
  return [0, 1].map(() => {
    const c = new b2ClipVertex();
    c.v.Set(-99, -99);
    c.id.key = 0xfefefefe;
    return c;
  });
}

const right = new b2Vec2(1, 0);

describe('b2ClipSegmentToLine', () => {
  test('both end points behind the line: both kept, in order, ids copied', () => {
    // offset 5: d0 = -5, d1 = -1, both <= 0; d0*d1 > 0 so no crossing point.
    const vIn = segment([0, 0], [7, 3], [4, 2], [7, 4]);
    const vOut = junkOut();
    expect(b2ClipSegmentToLine(vOut, vIn, right, 5, 1)).toBe(2);
    expect([vOut[0].v.x, vOut[0].v.y, vOut[1].v.x, vOut[1].v.y]).toEqual([0, 0, 4, 2]);
    expect(vOut[0].id.cf).toMatchObject({ indexA: 7, indexB: 3, typeA: e_face, typeB: e_vertex });
    expect(vOut[1].id.cf).toMatchObject({ indexA: 7, indexB: 4, typeA: e_face, typeB: e_vertex });
  });

  test('the output is a copy: changing the input afterwards leaves it alone', () => {
    const vIn = segment([0, 0], [7, 3], [4, 2], [7, 4]);
    const vOut = junkOut();
    b2ClipSegmentToLine(vOut, vIn, right, 5, 1);
    vIn[0].v.Set(100, 100);
    vIn[0].id.cf.indexB = 9;
    expect([vOut[0].v.x, vOut[0].v.y, vOut[0].id.cf.indexB]).toEqual([0, 0, 3]);
  });

  test('second point in front: first kept, crossing point added with the new vertex id', () => {
    // offset 1: d0 = -1 (kept), d1 = 3 (dropped). interp = d0 / (d0 - d1) = -1 / -4 = 0.25,
    // point = P + 0.25 (Q - P) = (1, 0.5). Its id: indexA = vertexIndexA (5), indexB = vIn[0]'s
    // indexB (3), typeA = e_vertex, typeB = e_face.
    const vIn = segment([0, 0], [7, 3], [4, 2], [7, 4]);
    const vOut = junkOut();
    expect(b2ClipSegmentToLine(vOut, vIn, right, 1, 5)).toBe(2);
    expect([vOut[0].v.x, vOut[0].v.y]).toEqual([0, 0]);
    expect(vOut[0].id.cf).toMatchObject({ indexA: 7, indexB: 3, typeA: e_face, typeB: e_vertex });
    expect([vOut[1].v.x, vOut[1].v.y]).toEqual([1, 0.5]);
    expect(vOut[1].id.cf).toMatchObject({ indexA: 5, indexB: 3, typeA: e_vertex, typeB: e_face });
    // key = 5 | 3 << 8 | 0 << 16 | 1 << 24 = 5 + 768 + 16777216
    expect(vOut[1].id.key).toBe(16777989);
  });

  test('first point in front: second kept first, crossing point second, indexB from vIn[0]', () => {
    // Reverse the segment: vIn[0] = Q (d0 = 3, dropped), vIn[1] = P (d1 = -1, kept).
    // interp = 3 / (3 - -1) = 0.75, point = Q + 0.75 (P - Q) = (4, 2) + 0.75 (-4, -2) = (1, 0.5).
    // C++ takes indexB from vIn[0], here Q's indexB 4, even though Q itself was dropped.
    const vIn = segment([4, 2], [7, 4], [0, 0], [7, 3]);
    const vOut = junkOut();
    expect(b2ClipSegmentToLine(vOut, vIn, right, 1, 6)).toBe(2);
    expect([vOut[0].v.x, vOut[0].v.y]).toEqual([0, 0]);
    expect(vOut[0].id.cf).toMatchObject({ indexA: 7, indexB: 3, typeA: e_face, typeB: e_vertex });
    expect([vOut[1].v.x, vOut[1].v.y]).toEqual([1, 0.5]);
    expect(vOut[1].id.cf).toMatchObject({ indexA: 6, indexB: 4, typeA: e_vertex, typeB: e_face });
  });

  test('both end points in front: nothing kept', () => {
    // offset -1: d0 = 1, d1 = 5, both > 0, d0*d1 > 0.
    const vIn = segment([0, 0], [7, 3], [4, 2], [7, 4]);
    expect(b2ClipSegmentToLine(junkOut(), vIn, right, -1, 0)).toBe(0);
  });

  test('a point on the line counts as behind it (C++ uses <= 0)', () => {
    // offset 0: d0 = 0 kept, d1 = 4 dropped; d0*d1 = 0 is not < 0, so no crossing point: 1 point.
    const vIn = segment([0, 0], [7, 3], [4, 2], [7, 4]);
    const vOut = junkOut();
    expect(b2ClipSegmentToLine(vOut, vIn, right, 0, 1)).toBe(1);
    expect([vOut[0].v.x, vOut[0].v.y]).toEqual([0, 0]);
    expect(vOut[0].id.cf.indexB).toBe(3);
    // offset 4: d0 = -4, d1 = 0, both kept: 2 points, the originals.
    const vOut2 = junkOut();
    expect(b2ClipSegmentToLine(vOut2, vIn, right, 4, 1)).toBe(2);
    expect([vOut2[1].v.x, vOut2[1].v.y, vOut2[1].id.cf.indexB]).toEqual([4, 2, 4]);
  });

  test('a slanted line: normal (0.6, 0.8), offset 1', () => {
    // d0 = 0 - 1 = -1; d1 = 0.6*4 + 0.8*2 - 1 = 3. interp = 0.25 as above -> (1, 0.5).
    const vIn = segment([0, 0], [0, 0], [4, 2], [0, 1]);
    const vOut = junkOut();
    expect(b2ClipSegmentToLine(vOut, vIn, new b2Vec2(0.6, 0.8), 1, 2)).toBe(2);
    expect(vOut[1].v.x).toBeCloseTo(1, 15);
    expect(vOut[1].v.y).toBeCloseTo(0.5, 15);
  });

  test('vertexIndexA is stored as an unsigned byte, as C++ static_cast<uint8>', () => {
    // 300 mod 256 = 44
    const vIn = segment([0, 0], [7, 3], [4, 2], [7, 4]);
    const vOut = junkOut();
    b2ClipSegmentToLine(vOut, vIn, right, 1, 300);
    expect(vOut[1].id.cf.indexA).toBe(44);
  });
});
