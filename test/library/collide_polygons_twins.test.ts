// b2CollidePolygons runs as one function with its points and feature keys in locals (src/README.md
// rule 9); the exported b2FindMaxSeparation, b2FindIncidentEdge and b2ClipSegmentToLine are the
// readable twins of its parts. Here the expected manifold comes from the C++ algorithm itself:
// C++ b2CollidePolygons (b2_collide_polygon.cpp, v2.4.1) written line by line on top of the twins,
// in both builds (the float32 reference rounds every operation, as the generated twin does), and
// compared with b2CollidePolygons word for word on random, tied and touching scenes.

import fc from 'fast-check';
import * as F64 from 'b2collide';
import * as F32 from 'b2collide/f32';
import { coord, polarHull } from '../support/arbitraries';

type Lib = typeof F64;
const builds: [string, Lib, (x: number) => number][] = [
  ['float64', F64, (x) => x],
  ['float32', F32 as unknown as Lib, Math.fround],
];

/** C++ b2CollidePolygons over the exported twins; r rounds each operation's result (float32). */
function cppCollidePolygons(
  lib: Lib,
  r: (x: number) => number,
  manifold: F64.b2Manifold,
  polyA: F64.b2PolygonShape,
  xfA: F64.b2Transform,
  polyB: F64.b2PolygonShape,
  xfB: F64.b2Transform,
): void {
  manifold.pointCount = 0;
  const totalRadius = r(polyA.m_radius + polyB.m_radius);
  const edgeA = [0];
  const separationA = lib.b2FindMaxSeparation(edgeA, polyA, xfA, polyB, xfB);
  if (separationA > totalRadius) return;
  const edgeB = [0];
  const separationB = lib.b2FindMaxSeparation(edgeB, polyB, xfB, polyA, xfA);
  if (separationB > totalRadius) return;

  const k_tol = r(r(0.1) * lib.b2_linearSlop);
  let poly1 = polyA;
  let poly2 = polyB;
  let xf1 = xfA;
  let xf2 = xfB;
  let edge1 = edgeA[0];
  let flip = 0;
  if (separationB > r(separationA + k_tol)) {
    poly1 = polyB;
    poly2 = polyA;
    xf1 = xfB;
    xf2 = xfA;
    edge1 = edgeB[0];
    manifold.type = lib.b2ManifoldType.e_faceB;
    flip = 1;
  } else {
    manifold.type = lib.b2ManifoldType.e_faceA;
  }

  const incidentEdge = [new lib.b2ClipVertex(), new lib.b2ClipVertex()];
  lib.b2FindIncidentEdge(incidentEdge, poly1, xf1, edge1, poly2, xf2);

  const count1 = poly1.m_count;
  const iv1 = edge1;
  const iv2 = edge1 + 1 < count1 ? edge1 + 1 : 0;
  const v11 = poly1.m_vertices[iv1];
  const v12 = poly1.m_vertices[iv2];

  const localTangent = new lib.b2Vec2(r(v12.x - v11.x), r(v12.y - v11.y));
  localTangent.Normalize();
  const localNormal = { x: r(1.0 * localTangent.y), y: r(-1.0 * localTangent.x) };
  const planePoint = { x: r(0.5 * r(v11.x + v12.x)), y: r(0.5 * r(v11.y + v12.y)) };

  const q1 = xf1.q;
  const tangent = {
    x: r(r(q1.c * localTangent.x) - r(q1.s * localTangent.y)),
    y: r(r(q1.s * localTangent.x) + r(q1.c * localTangent.y)),
  };
  const normal = { x: r(1.0 * tangent.y), y: r(-1.0 * tangent.x) };
  const mul = (v: { x: number; y: number }) => ({
    x: r(r(r(q1.c * v.x) - r(q1.s * v.y)) + xf1.p.x),
    y: r(r(r(q1.s * v.x) + r(q1.c * v.y)) + xf1.p.y),
  });
  const w11 = mul(v11);
  const w12 = mul(v12);

  const frontOffset = r(r(normal.x * w11.x) + r(normal.y * w11.y));
  const sideOffset1 = r(-r(r(tangent.x * w11.x) + r(tangent.y * w11.y)) + totalRadius);
  const sideOffset2 = r(r(r(tangent.x * w12.x) + r(tangent.y * w12.y)) + totalRadius);

  const clipPoints1 = [new lib.b2ClipVertex(), new lib.b2ClipVertex()];
  const clipPoints2 = [new lib.b2ClipVertex(), new lib.b2ClipVertex()];
  const minusTangent = new lib.b2Vec2(-tangent.x, -tangent.y);
  if (lib.b2ClipSegmentToLine(clipPoints1, incidentEdge, minusTangent, sideOffset1, iv1) < 2) return;
  const plusTangent = new lib.b2Vec2(tangent.x, tangent.y);
  if (lib.b2ClipSegmentToLine(clipPoints2, clipPoints1, plusTangent, sideOffset2, iv2) < 2) return;

  manifold.localNormal.Set(localNormal.x, localNormal.y);
  manifold.localPoint.Set(planePoint.x, planePoint.y);

  let pointCount = 0;
  for (let i = 0; i < 2; ++i) {
    const v = clipPoints2[i].v;
    const separation = r(r(r(normal.x * v.x) + r(normal.y * v.y)) - frontOffset);
    if (separation <= totalRadius) {
      const cp = manifold.points[pointCount];
      // b2MulT(xf2, v)
      const px = r(v.x - xf2.p.x);
      const py = r(v.y - xf2.p.y);
      cp.localPoint.Set(r(r(xf2.q.c * px) + r(xf2.q.s * py)), r(r(-xf2.q.s * px) + r(xf2.q.c * py)));
      const cf = clipPoints2[i].id.cf;
      // The C++ copies the feature bytes first, then writes the swapped ones.
      const copy = { indexA: cf.indexA, indexB: cf.indexB, typeA: cf.typeA, typeB: cf.typeB };
      const out = cp.id.cf;
      if (flip) out.Set(copy.indexB, copy.indexA, copy.typeB, copy.typeA);
      else out.Set(copy.indexA, copy.indexB, copy.typeA, copy.typeB);
      ++pointCount;
    }
  }
  manifold.pointCount = pointCount;
}

/** Every word of the manifold up to pointCount, with Object.is semantics (keeps -0 apart from 0). */
function words(m: F64.b2Manifold): unknown[] {
  const out: unknown[] = [m.pointCount];
  if (m.pointCount === 0) return out;
  out.push(m.type, m.localNormal.x, m.localNormal.y, m.localPoint.x, m.localPoint.y);
  for (let i = 0; i < m.pointCount; ++i) {
    const p = m.points[i];
    out.push(p.localPoint.x, p.localPoint.y, p.id.key);
  }
  return out.map((x) => (Object.is(x, -0) ? '-0' : x));
}

describe.each(builds)('b2CollidePolygons equals C++ composed from its twins (%s)', (_name, lib, r) => {
  const hot = new lib.b2Manifold();
  const reference = new lib.b2Manifold();
  const contacts = { none: 0, faceA: 0, faceB: 0, two: 0 };

  function check(polyA: F64.b2PolygonShape, xfA: F64.b2Transform, polyB: F64.b2PolygonShape, xfB: F64.b2Transform): void {
    lib.b2CollidePolygons(hot, polyA, xfA, polyB, xfB);
    cppCollidePolygons(lib, r, reference, polyA, xfA, polyB, xfB);
    expect(words(hot)).toEqual(words(reference));
    if (hot.pointCount === 0) contacts.none++;
    else if (hot.type === lib.b2ManifoldType.e_faceA) contacts.faceA++;
    else contacts.faceB++;
    if (hot.pointCount === 2) contacts.two++;
  }

  const xf = (x: number, y: number, angle: number) =>
    new lib.b2Transform().SetPositionSinCos(r(x), r(y), r(Math.sin(angle)), r(Math.cos(angle)));

  it('on random hulls in random poses', () => {
    const polar = fc.array(fc.tuple(coord(0.05, 2), coord(0, 2 * Math.PI)), { minLength: 3, maxLength: 8 });
    const place = fc.record({ x: coord(-3, 3), y: coord(-3, 3), angle: coord(-Math.PI, Math.PI) });
    fc.assert(
      fc.property(polar, polar, place, place, (pa, pb, ta, tb) => {
        const a = polarHull(pa);
        const b = polarHull(pb);
        if (a === null || b === null) return;
        const polyA = new lib.b2PolygonShape().Set(a.m_vertices.slice(0, a.m_count), a.m_count);
        const polyB = new lib.b2PolygonShape().Set(b.m_vertices.slice(0, b.m_count), b.m_count);
        // Close enough to touch often: B's pose is taken relative to A's.
        check(polyA, xf(ta.x, ta.y, ta.angle), polyB, xf(ta.x + tb.x / 2, ta.y + tb.y / 2, tb.angle));
      }),
      { numRuns: 3000, seed: 417 },
    );
  });

  it('on aligned boxes, where both searches and both clips tie', () => {
    // Stacked, side by side, corner to corner and half-overlapping boxes at right-angle rotations:
    // exact ties between edges, separations exactly at totalRadius, clip ends exactly on a side plane.
    for (const [hx, hy] of [[0.5, 0.5], [1, 0.25], [2, 0.5]]) {
      const a = new lib.b2PolygonShape().SetAsBox(hx, hy);
      const b = new lib.b2PolygonShape().SetAsBox(0.5, 0.5);
      for (const dx of [-2.5, -1.5, -1, -0.5, 0, 0.25, 0.5, 1, 1.5]) {
        for (const dy of [0, 0.5, 0.98, 0.99, 1, 1.02, hy + 0.5, hy + 0.52]) {
          for (const quarter of [0, 1, 2, 3]) {
            const angle = (quarter * Math.PI) / 2;
            check(a, xf(0, 0, 0), b, xf(dx, dy, angle));
            check(b, xf(dx, dy, angle), a, xf(0, 0, 0));
          }
        }
      }
    }
  });

  it('reached every branch', () => {
    // The comparison above means something only if both face types and two-point contacts occurred.
    expect(contacts.none).toBeGreaterThan(100);
    expect(contacts.faceA).toBeGreaterThan(100);
    expect(contacts.faceB).toBeGreaterThan(100);
    expect(contacts.two).toBeGreaterThan(100);
  });
});
