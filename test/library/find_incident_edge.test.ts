// b2FindIncidentEdge: the edge of poly2 whose normal has the least dot product with the reference
// normal (first on ties), both ends in world coordinates, each tagged
// (indexA = edge1, indexB = vertex of poly2, typeA = e_face, typeB = e_vertex).
// poly1 is box(1, 1) at the origin, reference edge 2 (normal (0, 1)); poly2 is box(1, 1) at (0, 2)
// with rotation (s, c). The reference normal in poly2's frame is q2^T (0, 1) = (s, c).
import { b2ClipVertex, b2ContactFeatureType, b2FindIncidentEdge } from 'b2collide';
import { box, expectVec, xfSC } from '../support/helpers';

const { e_vertex, e_face } = b2ContactFeatureType;
const poly1 = box(1, 1);
const poly2 = box(1, 1);
const xf1 = xfSC(0, 0);

function pair(): b2ClipVertex[] {
  return [new b2ClipVertex(), new b2ClipVertex()];
}

describe('b2FindIncidentEdge', () => {
  test('rotation (0.6, 0.8): edge 0 of poly2, vertices 0 and 1', () => {
    // normal1 = (0.6, 0.8). Dots with poly2's normals (0,-1), (1,0), (0,1), (-1,0):
    // -0.8, 0.6, 0.8, -0.6. Least: edge 0, so i1 = 0, i2 = 1.
    // World ends: q (-1, -1) = (-0.8 + 0.6, -0.6 - 0.8) = (-0.2, -1.4), + (0, 2) = (-0.2, 0.6);
    //             q (1, -1)  = (0.8 + 0.6, 0.6 - 0.8) = (1.4, -0.2),   + (0, 2) = (1.4, 1.8).
    const c = pair();
    b2FindIncidentEdge(c, poly1, xf1, 2, poly2, xfSC(0, 2, 0.6, 0.8));
    expectVec(c[0].v, -0.2, 0.6, 15);
    expectVec(c[1].v, 1.4, 1.8, 15);
    expect(c[0].id.cf).toMatchObject({ indexA: 2, indexB: 0, typeA: e_face, typeB: e_vertex });
    expect(c[1].id.cf).toMatchObject({ indexA: 2, indexB: 1, typeA: e_face, typeB: e_vertex });
  });

  test('rotation (0.8, 0.6): edge 3 of poly2, wrapping to vertex 0', () => {
    // normal1 = (0.8, 0.6). Dots: -0.6, 0.8, 0.6, -0.8. Least: edge 3, so i1 = 3, i2 = 0.
    // q (-1, 1)  = (-0.6 - 0.8, -0.8 + 0.6) = (-1.4, -0.2) -> (-1.4, 1.8)
    // q (-1, -1) = (-0.6 + 0.8, -0.8 - 0.6) = (0.2, -1.4)  -> (0.2, 0.6)
    const c = pair();
    b2FindIncidentEdge(c, poly1, xf1, 2, poly2, xfSC(0, 2, 0.8, 0.6));
    expectVec(c[0].v, -1.4, 1.8, 15);
    expectVec(c[1].v, 0.2, 0.6, 15);
    expect(c[0].id.cf).toMatchObject({ indexA: 2, indexB: 3, typeA: e_face, typeB: e_vertex });
    expect(c[1].id.cf).toMatchObject({ indexA: 2, indexB: 0, typeA: e_face, typeB: e_vertex });
  });

  test('an exact tie goes to the first edge (C++ updates only on <)', () => {
    // s = c = sqrt(0.5): normal1 = (r, r); edge 0 gives -r and edge 3 gives -r, bit for bit
    // (each is one product r*1 plus r*0). The first, edge 0, wins: vertices 0 and 1.
    const r = Math.SQRT1_2;
    const c = pair();
    b2FindIncidentEdge(c, poly1, xf1, 2, poly2, xfSC(0, 2, r, r));
    expect([c[0].id.cf.indexB, c[1].id.cf.indexB]).toEqual([0, 1]);
  });

  test('the reference normal is taken through xf1: poly1 turned 90 degrees, edge 1', () => {
    // poly1 with q1 = (s 1, c 0): its normal 1, (1, 0), points to (0, 1) in the world. poly2
    // unrotated at (0, 2): normal1 = (0, 1), dots -1, 0, 1, 0: edge 0, vertices 0 and 1 at
    // (-1, 1) and (1, 1). indexA is the reference edge, 1.
    const c = pair();
    b2FindIncidentEdge(c, poly1, xfSC(0, 0, 1, 0), 1, poly2, xfSC(0, 2));
    expectVec(c[0].v, -1, 1, 15);
    expectVec(c[1].v, 1, 1, 15);
    expect(c[0].id.cf).toMatchObject({ indexA: 1, indexB: 0, typeA: e_face, typeB: e_vertex });
    expect(c[1].id.cf).toMatchObject({ indexA: 1, indexB: 1, typeA: e_face, typeB: e_vertex });
  });

  test('overwrites every feature field of c (junk before the call)', () => {
    const c = pair();
    c[0].id.key = 0xffffffff;
    c[1].id.key = 0xffffffff;
    b2FindIncidentEdge(c, poly1, xf1, 2, poly2, xfSC(0, 2, 0.6, 0.8));
    // (2, 0, face, vertex) -> 2 | 0 << 8 | 1 << 16 | 0 << 24 = 65538; (2, 1, ...) -> 65794
    expect([c[0].id.key, c[1].id.key]).toEqual([65538, 65794]);
  });
});
