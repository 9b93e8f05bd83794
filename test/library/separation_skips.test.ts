// b2collide's separation search skips work that C++ does: it leaves an edge as soon as its running
// minimum falls to the best separation so far, and B's search in b2CollidePolygons ignores edges
// at or below min(totalRadius, separationA + k_tol). Both are claimed to change no result. Here
// the expected values come from the C++ algorithm itself: b2FindMaxSeparation and the face choice
// of b2CollidePolygons transcribed line by line from b2_collide_polygon.cpp (v2.4.1), with no
// skipping (b2FindMaxSeparation: the harness's transcription, compare/polygon/max-separation.ts,
// which the polygon margins use too), and compared bit for bit on random and on deliberately
// tied scenes.
import fc from 'fast-check';
import {
  b2_linearSlop,
  b2CollidePolygons,
  b2FindMaxSeparation,
  b2Manifold,
  b2ManifoldType,
  b2PolygonShape,
  b2Transform,
  b2Vec2,
} from 'b2collide';
import { polygonData } from '../../compare/case/shapes';
import { transformData } from '../../compare/case/transform';
import { findMaxSeparation } from '../../compare/polygon/max-separation';
import { coord, polarHull, toXf } from '../support/arbitraries';
import { box, xfSC } from '../support/helpers';

/** C++ b2FindMaxSeparation with no skipping (compare/polygon/max-separation.ts), on the shapes as built. */
function cppFindMaxSeparation(poly1: b2PolygonShape, xf1: b2Transform, poly2: b2PolygonShape, xf2: b2Transform): { separation: number; edge: number } {
  const data = (xf: b2Transform) => transformData(xf.p.x, xf.p.y, xf.q.s, xf.q.c);
  return findMaxSeparation(polygonData(poly1), data(xf1), polygonData(poly2), data(xf2));
}

/**
 * What C++ b2CollidePolygons decides before clipping: null when an early out returns, else the
 * manifold type and the reference polygon and edge.
 */
function cppReferenceFace(
  polyA: b2PolygonShape,
  xfA: b2Transform,
  polyB: b2PolygonShape,
  xfB: b2Transform,
): { type: b2ManifoldType; poly: b2PolygonShape; edge: number } | null {
  const totalRadius = polyA.m_radius + polyB.m_radius;
  const a = cppFindMaxSeparation(polyA, xfA, polyB, xfB);
  if (a.separation > totalRadius) return null;
  const b = cppFindMaxSeparation(polyB, xfB, polyA, xfA);
  if (b.separation > totalRadius) return null;
  const k_tol = 0.1 * b2_linearSlop;
  return b.separation > a.separation + k_tol
    ? { type: b2ManifoldType.e_faceB, poly: polyB, edge: b.edge }
    : { type: b2ManifoldType.e_faceA, poly: polyA, edge: a.edge };
}

/** Checks b2FindMaxSeparation both ways and b2CollidePolygons' face choice against the C++ loops. */
function expectSameAsCpp(A: b2PolygonShape, xfA: b2Transform, B: b2PolygonShape, xfB: b2Transform): b2ManifoldType | null {
  const edge = [-1];
  for (const [p1, xf1, p2, xf2] of [
    [A, xfA, B, xfB],
    [B, xfB, A, xfA],
  ] as const) {
    const expected = cppFindMaxSeparation(p1, xf1, p2, xf2);
    const separation = b2FindMaxSeparation(edge, p1, xf1, p2, xf2);
    expect(Object.is(separation, expected.separation)).toBe(true);
    expect(edge[0]).toBe(expected.edge);
  }

  const m = new b2Manifold();
  m.type = -1 as b2ManifoldType;
  b2CollidePolygons(m, A, xfA, B, xfB);
  const face = cppReferenceFace(A, xfA, B, xfB);
  if (face === null) {
    expect(m.pointCount).toBe(0);
    expect(m.type).toBe(-1);
    return null;
  }
  expect(m.type).toBe(face.type);
  if (m.pointCount > 0) {
    // C++ planePoint = 0.5 * (v11 + v12) of the reference edge: identifies the edge exactly.
    const v11 = face.poly.m_vertices[face.edge];
    const v12 = face.poly.m_vertices[face.edge + 1 < face.poly.m_count ? face.edge + 1 : 0];
    expect(m.localPoint.x).toBe(0.5 * (v11.x + v12.x));
    expect(m.localPoint.y).toBe(0.5 * (v11.y + v12.y));
  }
  return face.type;
}

const polygon = fc.array(fc.tuple(coord(0.05, 1.5), coord(0, 2 * Math.PI)), { minLength: 3, maxLength: 8 });
const placement = fc.record({ x: coord(-2, 2), y: coord(-2, 2), angle: coord(-Math.PI, Math.PI) });

describe('the skipped work changes no result (expected: the C++ loops, transcribed)', () => {
  test('random hulls under random transforms', () => {
    const outcomes = { null: 0, faceA: 0, faceB: 0 };
    fc.assert(
      fc.property(polygon, polygon, placement, placement, (pa, pb, ta, tb) => {
        const A = polarHull(pa);
        const B = polarHull(pb);
        if (A === null || B === null) return;
        const type = expectSameAsCpp(A, toXf(ta), B, toXf(tb));
        ++outcomes[type === null ? 'null' : type === b2ManifoldType.e_faceA ? 'faceA' : 'faceB'];
      }),
      { seed: 7, numRuns: 3000 },
    );
    // Not vacuous: the scenes reach both reference faces and the early outs (seed 7 gives 252
    // e_faceA, 268 e_faceB and 2437 separated of 2957 scenes whose two hulls Set accepts).
    expect(Math.min(outcomes.null, outcomes.faceA, outcomes.faceB)).toBeGreaterThan(100);
  });

  test('tied scenes: boxes on a dyadic grid with quarter-turn rotations (equal separations on many edges)', () => {
    const quarterTurns: [number, number][] = [
      [0, 1],
      [1, 0],
      [0, -1],
      [-1, 0],
    ];
    const half = fc.constantFrom(0.25, 0.5, 1, 1.5);
    const grid = fc.integer({ min: -12, max: 12 }).map((k) => k / 4);
    fc.assert(
      fc.property(half, half, half, half, grid, grid, fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), (ha, ka, hb, kb, x, y, ra, rb) => {
        const A = box(ha, ka);
        const B = box(hb, kb);
        const xfA = xfSC(0, 0, ...quarterTurns[ra]);
        const xfB = xfSC(x, y, ...quarterTurns[rb]);
        expectSameAsCpp(A, xfA, B, xfB);
      }),
      { seed: 11, numRuns: 3000 },
    );
  });

  test('identical polygons on top of each other: every edge ties', () => {
    const A = new b2PolygonShape().Set([new b2Vec2(1, 0), new b2Vec2(0, 1), new b2Vec2(-1, 0), new b2Vec2(0, -1), new b2Vec2(0.7, 0.7)]);
    expectSameAsCpp(A, xfSC(0, 0), A.Clone(), xfSC(0, 0));
    expectSameAsCpp(A, xfSC(0.5, -0.25), A.Clone(), xfSC(0.5, -0.25));
  });

  test('separations straddling the flip threshold separationA + k_tol', () => {
    // Box A 1x1 at the origin; box B 1x1 to the right, rotated by a small angle t. A's best
    // separation is along +x; B's best along its own rotated -x face, and the two differ by a
    // term of order t: sweeping t through small values crosses separationB = separationA + k_tol.
    const A = box(1, 1);
    const B = box(1, 1);
    const seen = new Set<b2ManifoldType | null>();
    for (let k = -200; k <= 200; ++k) {
      const t = k * 1e-5;
      for (const gap of [-0.05, -0.01, 0, 0.005, 0.01, 0.02]) {
        seen.add(expectSameAsCpp(A, xfSC(0, 0), B, xfSC(2 + gap, 0.3, Math.sin(t), Math.cos(t))));
      }
    }
    // The sweep reaches both faces and the separated early out.
    expect([...seen].sort()).toEqual([b2ManifoldType.e_faceA, b2ManifoldType.e_faceB, null].sort());
  });
});
