// b2FindMaxSeparation: for each normal of poly1, the least signed distance of poly2's vertices from
// that edge; the largest of these, and its edge (first on ties). Boxes from SetAsBox have vertices
// (-hx,-hy), (hx,-hy), (hx,hy), (-hx,hy) and normals down, right, up, left (edges 0..3).
import { b2FindMaxSeparation } from 'b2collide';
import { box, xfSC } from '../support/helpers';

describe('b2FindMaxSeparation', () => {
  const A = box(1, 1);
  const B = box(0.5, 0.5);

  test('value and edge index, identity rotations', () => {
    // B centred at (2.5, 0.25): its vertices x in [2, 3], y in [-0.25, 0.75].
    // edge 0 (down, through y = -1): min -(y + 1) = -(0.75 + 1) = -1.75
    // edge 1 (right, through x = 1): min (x - 1) = 2 - 1 = 1
    // edge 2 (up, through y = 1):    min (y - 1) = -0.25 - 1 = -1.25
    // edge 3 (left, through x = -1): min -(x + 1) = -(3 + 1) = -4
    // max = 1 at edge 1
    const edge = [-1];
    expect(b2FindMaxSeparation(edge, A, xfSC(0, 0), B, xfSC(2.5, 0.25))).toBe(1);
    expect(edge[0]).toBe(1);
  });

  test('uses poly1 transform: A turned 90 degrees moves its right face to edge 3', () => {
    // q = (s 1, c 0): normal i rotates to (-n.y, n.x): edge 0 (0,-1) -> (1, 0), edge 3 (-1,0) -> (0,-1).
    // So edge 0 now faces right; separation 1 as before, at edge 0.
    const edge = [-1];
    expect(b2FindMaxSeparation(edge, A, xfSC(0, 0, 1, 0), B, xfSC(2.5, 0.25))).toBe(1);
    expect(edge[0]).toBe(0);
  });

  test('uses poly2 transform: B rotated 90 degrees about its centre is the same square', () => {
    const edge = [-1];
    expect(b2FindMaxSeparation(edge, A, xfSC(0, 0), B, xfSC(2.5, 0.25, 1, 0))).toBeCloseTo(1, 14);
    expect(edge[0]).toBe(1);
  });

  test('overlap gives a negative value', () => {
    // B at (1.25, 0): min x of B = 0.75, so edge 1 gives 0.75 - 1 = -0.25; edges 0 and 2 give
    // -(0.5 + 1) = -1.5, edge 3 gives -(1.75 + 1) = -2.75.
    const edge = [-1];
    expect(b2FindMaxSeparation(edge, A, xfSC(0, 0), B, xfSC(1.25, 0))).toBe(-0.25);
    expect(edge[0]).toBe(1);
  });

  test('a tie goes to the first edge (C++ updates only on >)', () => {
    // B at (2.5, 2.5): edge 1 gives 2 - 1 = 1 and edge 2 gives 2 - 1 = 1, exactly.
    const edge = [-1];
    expect(b2FindMaxSeparation(edge, A, xfSC(0, 0), B, xfSC(2.5, 2.5))).toBe(1);
    expect(edge[0]).toBe(1);
    // Mirrored to (-2.5, -2.5): edges 0 and 3 tie at 1; the first, 0, wins.
    expect(b2FindMaxSeparation(edge, A, xfSC(0, 0), B, xfSC(-2.5, -2.5))).toBe(1);
    expect(edge[0]).toBe(0);
  });

  test('is not symmetric: A against B and B against A use different normals', () => {
    // B = box(0.5, 0.5) turned 45 degrees (s = c = r = sqrt(0.5)) at (2, 0). Its vertices are the
    // centre plus (0, -r), (r, 0), (0, r), (-r, 0), so its left corner is at x = 2 - r.
    // A's normals: edge 1 gives (2 - r) - 1 = 1 - r ~ 0.293; edges 0 and 2 give -(r + 1); edge 3
    // gives -(2 + r + 1). So A against B: 1 - r at edge 1.
    // B's normals are (r, -r), (r, r), (-r, r), (-r, -r), each face 0.5 from the centre. With
    // d = (A vertex - centre) in {(-1,-1), (-3,-1), (-3,1), (-1,1)}, the least dot(n, d) is
    // -4r for normals 0 and 1 and 0 for normals 2 and 3 (vertices (1,-1) and (1,1)). So B against
    // A: 0 - 0.5 = -0.5 (edges 2 and 3 tie in exact arithmetic; round-off may pick either).
    const r = Math.SQRT1_2;
    const xfB = xfSC(2, 0, r, r);
    const edge = [-1];
    const sAB = b2FindMaxSeparation(edge, A, xfSC(0, 0), B, xfB);
    expect(sAB).toBeCloseTo(1 - r, 14);
    expect(edge[0]).toBe(1);
    const sBA = b2FindMaxSeparation(edge, B, xfB, A, xfSC(0, 0));
    expect(sBA).toBeCloseTo(-0.5, 14);
    expect([2, 3]).toContain(edge[0]);
  });
});
