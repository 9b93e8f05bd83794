// The inside of b2CollidePolygons for drawing: the reference face, the incident edge, the two
// side planes and the clip points before and after each clip. Recomputed from the library's own
// exported steps (b2FindMaxSeparation, b2FindIncidentEdge, b2ClipSegmentToLine) in the order of
// C++ b2_collide_polygon.cpp; the library's manifold stays the answer, this only shows how it
// was reached.

import type { b2ClipVertex, b2PolygonShape, b2Transform } from 'b2collide';
import type { XY } from './case';
import type { Lib } from './library';

export interface ClipPoint {
  at: XY;
  /** The point's feature key (b2ContactID.key) at this stage. */
  key: number;
}

export interface PolygonClipTrace {
  separationA: number;
  edgeA: number;
  separationB?: number;
  edgeB?: number;
  /** Set once both searches found no separating axis. */
  reference?: {
    /** True when B's face won (C++ flip = 1; the manifold is e_faceB). */
    flip: boolean;
    /** The reference face: edge `edge1` of the case's shape A (flip false) or B (flip true). */
    edge1: number;
    face: [XY, XY];
    /** World tangent of the reference face and its outward normal. */
    tangent: XY;
    normal: XY;
    /** The two side planes as (point on the plane, its outward direction). */
    sidePlanes: [{ at: XY; outward: XY }, { at: XY; outward: XY }];
    incident: [ClipPoint, ClipPoint];
    /** Survivors of clip 1 (side plane 1) and clip 2 (side plane 2); clip 2 runs only if clip 1 kept 2. */
    afterClip1: ClipPoint[];
    afterClip2?: ClipPoint[];
    /** For each survivor of clip 2: its separation from the face, and whether it is kept (<= totalRadius). */
    separations?: { separation: number; kept: boolean }[];
  };
}

function clipVertices(lib: Lib): [b2ClipVertex, b2ClipVertex] {
  return [new lib.b2ClipVertex(), new lib.b2ClipVertex()];
}

const point = (cv: b2ClipVertex): ClipPoint => ({ at: [cv.v.x, cv.v.y], key: cv.id.key });

/** Traces the decisions for polygons A and B (both built, A and B in the case's order). */
export function tracePolygonClip(lib: Lib, polyA: b2PolygonShape, xfA: b2Transform, polyB: b2PolygonShape, xfB: b2Transform): PolygonClipTrace {
  const totalRadius = polyA.m_radius + polyB.m_radius;
  const edgeOut = [0];
  const separationA = lib.b2FindMaxSeparation(edgeOut, polyA, xfA, polyB, xfB);
  const edgeA = edgeOut[0];
  const trace: PolygonClipTrace = { separationA, edgeA };
  if (separationA > totalRadius) return trace;
  const separationB = lib.b2FindMaxSeparation(edgeOut, polyB, xfB, polyA, xfA);
  const edgeB = edgeOut[0];
  trace.separationB = separationB;
  trace.edgeB = edgeB;
  if (separationB > totalRadius) return trace;

  // C++ k_tol = 0.1f * b2_linearSlop: B's face must be clearly better to be the reference.
  const k_tol = 0.1 * lib.b2_linearSlop;
  const flip = separationB > separationA + k_tol;
  const [poly1, xf1, poly2, xf2, edge1] = flip ? [polyB, xfB, polyA, xfA, edgeB] : [polyA, xfA, polyB, xfB, edgeA];

  const incidentEdge = clipVertices(lib);
  lib.b2FindIncidentEdge(incidentEdge, poly1, xf1, edge1, poly2, xf2);

  const count1 = poly1.m_count;
  const iv1 = edge1;
  const iv2 = edge1 + 1 < count1 ? edge1 + 1 : 0;
  const v11 = poly1.m_vertices[iv1].Clone();
  const v12 = poly1.m_vertices[iv2].Clone();
  const localTangent = new lib.b2Vec2(v12.x - v11.x, v12.y - v11.y);
  localTangent.Normalize();
  const tangent = lib.b2Mul_R_V(xf1.q, localTangent, new lib.b2Vec2());
  // C++ normal = b2Cross(tangent, 1.0f)
  const normal = new lib.b2Vec2(tangent.y, -tangent.x);
  lib.b2Mul_X_V(xf1, v11, v11);
  lib.b2Mul_X_V(xf1, v12, v12);
  const frontOffset = lib.b2Dot(normal, v11);
  const sideOffset1 = -lib.b2Dot(tangent, v11) + totalRadius;
  const sideOffset2 = lib.b2Dot(tangent, v12) + totalRadius;

  const minusTangent = new lib.b2Vec2(-tangent.x, -tangent.y);
  const clipPoints1 = clipVertices(lib);
  const np1 = lib.b2ClipSegmentToLine(clipPoints1, incidentEdge, minusTangent, sideOffset1, iv1);
  const reference: NonNullable<PolygonClipTrace['reference']> = {
    flip,
    edge1,
    face: [[v11.x, v11.y], [v12.x, v12.y]],
    tangent: [tangent.x, tangent.y],
    normal: [normal.x, normal.y],
    sidePlanes: [
      // The line {x : dot(-t, x) = sideOffset1} passes through -sideOffset1 * (-t) = sideOffset1 * -t.
      { at: [-tangent.x * sideOffset1, -tangent.y * sideOffset1], outward: [-tangent.x, -tangent.y] },
      { at: [tangent.x * sideOffset2, tangent.y * sideOffset2], outward: [tangent.x, tangent.y] },
    ],
    incident: [point(incidentEdge[0]), point(incidentEdge[1])],
    afterClip1: clipPoints1.slice(0, np1).map(point),
  };
  trace.reference = reference;
  if (np1 < 2) return trace;

  const clipPoints2 = clipVertices(lib);
  const np2 = lib.b2ClipSegmentToLine(clipPoints2, clipPoints1, tangent, sideOffset2, iv2);
  reference.afterClip2 = clipPoints2.slice(0, np2).map(point);
  if (np2 < 2) return trace;
  reference.separations = clipPoints2.map((cv) => {
    const separation = lib.b2Dot(normal, cv.v) - frontOffset;
    return { separation, kept: separation <= totalRadius };
  });
  return trace;
}
