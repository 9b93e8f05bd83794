// World geometry for the HTML report: the shapes of any pair type's case (polygon, circle, edge),
// the feature label of a contact point, and the whole drawing of a circle or edge case (its
// shapes, the edge's ghost segments when it is one-sided, each engine's world contact points).

import type { ManifoldResult } from './manifold-result';
import { toWorld, type TransformData } from './transform';
import type { PolygonData } from './shapes';
import type { CircleData, EdgeData } from './shapes';
import type { Drawing } from '../runner/types';

type Shape = Drawing['shapes'][number];

export function circleShape(label: string, owner: 'A' | 'B', circle: CircleData, xf: TransformData): Shape {
  return { label, owner, kind: 'circle', points: [toWorld(xf, circle.p)], radius: circle.radius };
}

export function polygonShape(label: string, owner: 'A' | 'B', polygon: PolygonData, xf: TransformData): Shape {
  return { label, owner, kind: 'polygon', points: polygon.vertices.map((v) => toWorld(xf, v)), radius: polygon.radius };
}

export function edgeShape(label: string, owner: 'A' | 'B', edge: EdgeData, xf: TransformData): Shape {
  return { label: edge.oneSided ? `${label} (one-sided)` : label, owner, kind: 'segment', points: [toWorld(xf, edge.v1), toWorld(xf, edge.v2)], radius: edge.radius };
}

/** A contact point's four feature fields as 'A face 1 / B vertex 0'. */
export function featureLabel(p: ManifoldResult['points'][number]): string {
  const f = (type: number, index: number): string => `${type === 1 ? 'face' : 'vertex'} ${index}`;
  return `A ${f(p.typeA, p.indexA)} / B ${f(p.typeB, p.indexB)}`;
}

/** A drawing of the given shapes with both engines' world points; ghost segments drawn as incident-style edges. */
export function drawRound(shapes: Shape[], ref: ManifoldResult, peer: ManifoldResult, edge?: { data: EdgeData; xf: TransformData }): Drawing {
  const drawing: Drawing = { shapes, edges: [], marks: [] };
  if (edge !== undefined && edge.data.oneSided) {
    const { data, xf } = edge;
    drawing.edges.push({ label: 'ghost v0-v1', style: 'incident', from: toWorld(xf, data.v0), to: toWorld(xf, data.v1) });
    drawing.edges.push({ label: 'ghost v2-v3', style: 'incident', from: toWorld(xf, data.v2), to: toWorld(xf, data.v3) });
  }
  for (const [engine, result] of [['reference', ref], ['peer', peer]] as const) {
    for (let i = 0; i < result.pointCount; ++i) drawing.marks.push({ engine, at: result.world.points[i], label: featureLabel(result.points[i]) });
  }
  return drawing;
}
