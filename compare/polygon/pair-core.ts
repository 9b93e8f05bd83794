// Pair type polygon-polygon without its peer: families, reference (b2collide's b2CollidePolygons),
// comparison, margins and drawing. pair-polygon-polygon.ts puts planck in the peer's place,
// compare/user-engine/ a user's engine.

import { b2_linearSlop } from 'b2collide';
import { b2collidePolygonEngine } from './engine-b2collide';
import { compareManifolds } from '../case/manifold-compare';
import { manifoldWitness } from '../case/manifold-witness';
import type { ManifoldResult } from '../case/manifold-result';
import { polygonFamilies } from './families';
import { nearTies } from './near-ties';
import { inputScale, type PolygonPairInput } from './input';
import { toWorld } from '../case/transform';
import type { PolygonData } from '../case/shapes';
import { polygonMargins, polygonTrace } from './margins';
import { featureLabel, polygonShape } from '../case/draw';
import type { Drawing, PairCore, XY } from '../runner/types';
import { BOUND_ULPS, MARGIN_ULPS } from '../tolerances';

/** The edge of the reference polygon whose midpoint is the manifold's localPoint (nearest). */
function referenceEdge(poly: PolygonData, localPoint: XY): number {
  let best = 0;
  let bestD = Infinity;
  const n = poly.vertices.length;
  for (let i = 0; i < n; ++i) {
    const a = poly.vertices[i];
    const b = poly.vertices[(i + 1) % n];
    const d = Math.hypot(0.5 * (a[0] + b[0]) - localPoint[0], 0.5 * (a[1] + b[1]) - localPoint[1]);
    if (d < bestD) {
      bestD = d;
      best = i;
    }
  }
  return best;
}

function draw(input: PolygonPairInput, ref: ManifoldResult, peer: ManifoldResult): Drawing {
  const { polyA, xfA, polyB, xfB } = input;
  const drawing: Drawing = {
    shapes: [polygonShape('A', 'A', polyA, xfA), polygonShape('B', 'B', polyB, xfB)],
    edges: [],
    marks: [],
  };
  const trace = polygonTrace(input);
  if (trace.reference !== undefined) {
    const { flip, edge1, incident } = trace.reference;
    const [p1, xf1, p2, xf2] = flip ? [polyB, xfB, polyA, xfA] : [polyA, xfA, polyB, xfB];
    const n1 = p1.vertices.length;
    drawing.edges.push({ label: `reference face ${flip ? 'B' : 'A'}${edge1}`, style: 'reference', from: toWorld(xf1, p1.vertices[edge1]), to: toWorld(xf1, p1.vertices[(edge1 + 1) % n1]) });
    drawing.edges.push({ label: `incident edge ${flip ? 'A' : 'B'}${incident[0]}`, style: 'incident', from: toWorld(xf2, p2.vertices[incident[0]]), to: toWorld(xf2, p2.vertices[incident[1]]) });
  }
  for (const [engine, result] of [['reference', ref], ['peer', peer]] as const) {
    if (result.pointCount === 0) continue;
    const faceB = result.type === 2;
    // The clipped points live on the incident polygon: B for e_faceA, A for e_faceB.
    const xfIncident = faceB ? xfA : xfB;
    for (const p of result.points) drawing.marks.push({ engine, at: toWorld(xfIncident, p.localPoint), label: featureLabel(p) });
    if (engine === 'peer') {
      const [p1, xf1] = faceB ? [polyB, xfB] : [polyA, xfA];
      const e = referenceEdge(p1, result.localPoint);
      const traced = trace.reference;
      if (traced === undefined || traced.flip !== faceB || traced.edge1 !== e) {
        drawing.edges.push({ label: `peer's reference face ${faceB ? 'B' : 'A'}${e}`, style: 'reference', from: toWorld(xf1, p1.vertices[e]), to: toWorld(xf1, p1.vertices[(e + 1) % p1.vertices.length]) });
      }
    }
  }
  return drawing;
}

export const polygonPairCore: PairCore<PolygonPairInput, ManifoldResult> = {
  name: 'polygon-polygon',
  families: [...polygonFamilies, nearTies],
  reference: b2collidePolygonEngine,
  compare: (input, ref, peer) => compareManifolds(ref, peer, inputScale(input)),
  margins: polygonMargins,
  witness: manifoldWitness(b2collidePolygonEngine, inputScale, (input, ref, peer) => compareManifolds(ref, peer, inputScale(input))),
  draw,
  tolerances: [
    `scale S = 1 + max |position coordinate| + max |vertex coordinate| of the case`,
    `continuous fields (local/world normal and points, separations) match within ${BOUND_ULPS} * 2^-52 * S`,
    `near-tie: a decision margin below ${MARGIN_ULPS} * 2^-52 * S (lengths) or ${MARGIN_ULPS} * 2^-52 (incident dot); k_tol = ${0.1 * b2_linearSlop}`,
  ],
};
