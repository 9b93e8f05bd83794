// Collide-time checks of the shapes handed to the colliders (not in C++, which trusts its input):
// each throws an Error naming the function and the bad field instead of letting a NaN or a
// degenerate shape flow into a manifold. They cost a few subtractions per call. The checks that
// know no shape (transforms, points) are in common/b2_checks.ts.

import { b2_epsilon, b2_maxPolygonVertices } from '../common/b2_settings';
import type { b2XY } from '../common/b2_math';

// The fields each check reads, as structural types: the shape files call these checks, so
// importing the shape classes here would make an import cycle.
interface CircleFields {
  readonly m_radius: number;
  readonly m_p: b2XY;
}
interface EdgeFields {
  readonly m_radius: number;
  readonly m_vertex0: b2XY;
  readonly m_vertex1: b2XY;
  readonly m_vertex2: b2XY;
  readonly m_vertex3: b2XY;
  readonly m_oneSided: boolean;
}
interface PolygonFields {
  readonly m_count: number;
}

/** Throws unless the circle's radius is positive and finite and its centre is finite. */
export function b2CheckCircle(where: string, circle: CircleFields): void {
  const r = circle.m_radius;
  const p = circle.m_p;
  if (!(r > 0) || r - r + (p.x - p.x) + (p.y - p.y) !== 0) {
    throw new Error(
      `${where}: the circle needs a positive, finite radius and a finite centre, got radius ${r} and centre (${p.x}, ${p.y}); ` +
        'set them with new b2CircleShape(radius, center) or Set(center, radius)',
    );
  }
}

/**
 * Throws unless the edge's points are finite (the ghost vertices too when it is one-sided) and it
 * is longer than b2_epsilon (below that, C++'s Normalize cannot give the edge a unit direction).
 */
export function b2CheckEdge(where: string, edge: EdgeFields): void {
  const v1 = edge.m_vertex1;
  const v2 = edge.m_vertex2;
  let finiteCheck = v1.x - v1.x + (v1.y - v1.y) + (v2.x - v2.x) + (v2.y - v2.y) + (edge.m_radius - edge.m_radius);
  if (edge.m_oneSided) {
    const v0 = edge.m_vertex0;
    const v3 = edge.m_vertex3;
    finiteCheck += v0.x - v0.x + (v0.y - v0.y) + (v3.x - v3.x) + (v3.y - v3.y);
  }
  if (finiteCheck !== 0) {
    throw new Error(
      `${where}: an edge vertex is not finite (v0 (${edge.m_vertex0.x}, ${edge.m_vertex0.y}), v1 (${v1.x}, ${v1.y}), ` +
        `v2 (${v2.x}, ${v2.y}), v3 (${edge.m_vertex3.x}, ${edge.m_vertex3.y}), radius ${edge.m_radius})`,
    );
  }
  const ex = v2.x - v1.x;
  const ey = v2.y - v1.y;
  if (!(ex * ex + ey * ey > b2_epsilon * b2_epsilon)) {
    throw new Error(
      `${where}: the edge (${v1.x}, ${v1.y})-(${v2.x}, ${v2.y}) has zero length; set it with SetTwoSided or SetOneSided`,
    );
  }
}

/**
 * Throws unless the polygon has been built: m_count a whole number from 3 to b2_maxPolygonVertices
 * (a larger m_count would read past the vertices in m_packed).
 */
export function b2CheckPolygon(where: string, polygon: PolygonFields): void {
  const count = polygon.m_count;
  if (count < 3) {
    throw new Error(`${where}: the polygon has ${count} vertices; build it with Set or SetAsBox first`);
  }
  if (!(count <= b2_maxPolygonVertices) || !Number.isInteger(count)) {
    throw new Error(`${where}: the polygon's m_count ${count} is not a whole number from 3 to b2_maxPolygonVertices = ${b2_maxPolygonVertices}`);
  }
}
