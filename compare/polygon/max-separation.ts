// C++ b2FindMaxSeparation (b2_collide_polygon.cpp, v2.4.1) read line by line, without the early
// exits b2collide's own search takes: every edge of poly1 against every vertex of poly2, in C++'s
// operation order, on a case's plain data. The expected value of the skip tests
// (test/library/separation_skips.test.ts) and the first step of the polygon margins (margins.ts),
// which also want the runner-up and every edge's separation.

import { b2_maxFloat } from 'b2collide';
import type { PolygonData } from '../case/shapes';
import type { TransformData } from '../case/transform';

export interface MaxSeparation {
  /** The largest edge separation; C++ keeps the first edge that reaches it (si > maxSeparation). */
  separation: number;
  edge: number;
  /** separation minus the second-largest edge separation (0 on a tie). */
  gap: number;
  /** Every edge's separation, by edge index. */
  all: number[];
}

export function findMaxSeparation(poly1: PolygonData, xf1: TransformData, poly2: PolygonData, xf2: TransformData): MaxSeparation {
  // C++: b2Transform xf = b2MulT(xf2, xf1)
  const [s2, c2] = xf2.q;
  const [s1, c1] = xf1.q;
  const qs = c2 * s1 - s2 * c1;
  const qc = c2 * c1 + s2 * s1;
  const dx = xf1.p[0] - xf2.p[0];
  const dy = xf1.p[1] - xf2.p[1];
  const px = c2 * dx + s2 * dy;
  const py = -s2 * dx + c2 * dy;

  let bestIndex = 0;
  let maxSeparation = -b2_maxFloat;
  let second = -b2_maxFloat;
  const all: number[] = [];
  for (let i = 0; i < poly1.vertices.length; ++i) {
    // C++: n = b2Mul(xf.q, n1s[i]); v1 = b2Mul(xf, v1s[i])
    const [n1x, n1y] = poly1.normals[i];
    const [v1sx, v1sy] = poly1.vertices[i];
    const nx = qc * n1x - qs * n1y;
    const ny = qs * n1x + qc * n1y;
    const v1x = qc * v1sx - qs * v1sy + px;
    const v1y = qs * v1sx + qc * v1sy + py;

    // Find the deepest point for normal i.
    let si = b2_maxFloat;
    for (const [v2x, v2y] of poly2.vertices) {
      const sij = nx * (v2x - v1x) + ny * (v2y - v1y);
      if (sij < si) si = sij;
    }
    all.push(si);

    if (si > maxSeparation) {
      second = maxSeparation;
      maxSeparation = si;
      bestIndex = i;
    } else if (si > second) {
      second = si;
    }
  }
  return { separation: maxSeparation, edge: bestIndex, gap: maxSeparation - second, all };
}
