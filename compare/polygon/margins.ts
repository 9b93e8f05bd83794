// Decision margins of the C++ polygon collider, recomputed here from a case's inputs (our own
// re-statement of b2_collide_polygon.cpp's decisions in float64, C++ operation order). Each
// margin says how far one comparison was from going the other way; an engine whose rounding
// differs by a few ulps can only decide differently where such a margin is tiny.

import { b2_epsilon, b2_linearSlop } from 'b2collide';
import { inputScale, type PolygonPairInput } from './input';
import { findMaxSeparation } from './max-separation';
import type { Comparison, Margin } from '../runner/types';
import { ULP, MARGIN_ULPS } from '../tolerances';

const k_tol = 0.1 * b2_linearSlop;

/** The decision path one case takes, with the margin of every decision on it. */
export interface PolygonTrace {
  margins: Margin[];
  /** Set when the path reaches the clipping stage. */
  reference?: { flip: boolean; edge1: number; incident: [number, number] };
  /** Every edge separation of A and of B, and every incident dot, where the path computed them. */
  values: { edgesA?: number[]; edgesB?: number[]; dots?: number[] };
}

export function tracePolygonDecisions(input: PolygonPairInput): PolygonTrace {
  const margins: Margin[] = [];
  const values: PolygonTrace['values'] = {};
  const eps = MARGIN_ULPS * ULP * inputScale(input);
  const epsDot = MARGIN_ULPS * ULP;
  const { polyA, xfA, polyB, xfB } = input;
  const totalRadius = polyA.radius + polyB.radius;

  const sepA = findMaxSeparation(polyA, xfA, polyB, xfB);
  margins.push({ name: 'early-out A (separationA vs totalRadius)', value: Math.abs(sepA.separation - totalRadius), epsilon: eps, signed: sepA.separation - totalRadius });
  if (sepA.separation > totalRadius) return { margins, values };
  values.edgesA = sepA.all;
  margins.push({ name: 'edge A (best vs second-best separation)', value: sepA.gap, epsilon: eps });

  const sepB = findMaxSeparation(polyB, xfB, polyA, xfA);
  margins.push({ name: 'early-out B (separationB vs totalRadius)', value: Math.abs(sepB.separation - totalRadius), epsilon: eps, signed: sepB.separation - totalRadius });
  if (sepB.separation > totalRadius) return { margins, values };
  values.edgesB = sepB.all;
  margins.push({ name: 'edge B (best vs second-best separation)', value: sepB.gap, epsilon: eps });

  const ktol = sepB.separation - (sepA.separation + k_tol);
  margins.push({ name: 'k_tol (separationB vs separationA + k_tol)', value: Math.abs(ktol), epsilon: eps, signed: ktol });
  const flip = sepB.separation > sepA.separation + k_tol;
  const [p1, xf1, p2, xf2, edge1] = flip ? [polyB, xfB, polyA, xfA, sepB.edge] : [polyA, xfA, polyB, xfB, sepA.edge];

  // C++ b2FindIncidentEdge: normal1 = b2MulT(xf2.q, b2Mul(xf1.q, n)), smallest dot wins.
  const [n0x, n0y] = p1.normals[edge1];
  const wx = xf1.q[1] * n0x - xf1.q[0] * n0y;
  const wy = xf1.q[0] * n0x + xf1.q[1] * n0y;
  const n1x = xf2.q[1] * wx + xf2.q[0] * wy;
  const n1y = -xf2.q[0] * wx + xf2.q[1] * wy;
  let minDot = Infinity;
  let secondDot = Infinity;
  let index = 0;
  values.dots = [];
  for (let i = 0; i < p2.normals.length; ++i) {
    const dot = n1x * p2.normals[i][0] + n1y * p2.normals[i][1];
    values.dots.push(dot);
    if (dot < minDot) {
      secondDot = minDot;
      minDot = dot;
      index = i;
    } else if (dot < secondDot) {
      secondDot = dot;
    }
  }
  margins.push({ name: 'incident edge (two smallest dots)', value: secondDot - minDot, epsilon: epsDot });
  const i2 = index + 1 < p2.vertices.length ? index + 1 : 0;
  const reference = { flip, edge1, incident: [index, i2] as [number, number] };

  // Reference face frame (C++ lines 171-194).
  const count1 = p1.vertices.length;
  const [v11x, v11y] = p1.vertices[edge1];
  const [v12x, v12y] = p1.vertices[edge1 + 1 < count1 ? edge1 + 1 : 0];
  let ltx = v12x - v11x;
  let lty = v12y - v11y;
  // b2Vec2::Normalize: multiply by the inverse length unless shorter than FLT_EPSILON.
  const len = Math.sqrt(ltx * ltx + lty * lty);
  if (!(len < b2_epsilon)) {
    const inv = 1 / len;
    ltx *= inv;
    lty *= inv;
  }
  const [s1, c1] = xf1.q;
  const tx = c1 * ltx - s1 * lty;
  const ty = s1 * ltx + c1 * lty;
  const nx = ty;
  const ny = -tx;
  const w11x = c1 * v11x - s1 * v11y + xf1.p[0];
  const w11y = s1 * v11x + c1 * v11y + xf1.p[1];
  const w12x = c1 * v12x - s1 * v12y + xf1.p[0];
  const w12y = s1 * v12x + c1 * v12y + xf1.p[1];
  const frontOffset = nx * w11x + ny * w11y;
  const side1 = -(tx * w11x + ty * w11y) + totalRadius;
  const side2 = tx * w12x + ty * w12y + totalRadius;

  // The incident edge in world coordinates, clipped against both side planes.
  const [s2, c2] = xf2.q;
  let pts: [number, number][] = reference.incident.map((k) => {
    const [x, y] = p2.vertices[k];
    return [c2 * x - s2 * y + xf2.p[0], s2 * x + c2 * y + xf2.p[1]] as [number, number];
  });
  const clip = (sx: number, sy: number, offset: number, name: string): boolean => {
    const d0 = sx * pts[0][0] + sy * pts[0][1] - offset;
    const d1 = sx * pts[1][0] + sy * pts[1][1] - offset;
    const nearer = Math.abs(d0) <= Math.abs(d1) ? d0 : d1;
    margins.push({ name, value: Math.abs(nearer), epsilon: eps, signed: nearer });
    const out: [number, number][] = [];
    if (d0 <= 0) out.push(pts[0]);
    if (d1 <= 0) out.push(pts[1]);
    if (d0 * d1 < 0) {
      const t = d0 / (d0 - d1);
      out.push([pts[0][0] + t * (pts[1][0] - pts[0][0]), pts[0][1] + t * (pts[1][1] - pts[0][1])]);
    }
    pts = out;
    return out.length >= 2;
  };
  if (!clip(-tx, -ty, side1, 'clip side 1 (distance to the side plane)')) return { margins, reference, values };
  if (!clip(tx, ty, side2, 'clip side 2 (distance to the side plane)')) return { margins, reference, values };

  let nearest = Infinity;
  for (const [x, y] of pts) {
    const d = nx * x + ny * y - frontOffset - totalRadius;
    if (Math.abs(d) < Math.abs(nearest)) nearest = d;
  }
  margins.push({ name: 'final separation vs totalRadius', value: Math.abs(nearest), epsilon: eps, signed: nearest });
  return { margins, reference, values };
}

/**
 * The decisions that can produce a comparison's symptom (case/manifold-compare.ts): a missing contact
 * can come from any decision; a different type only from k_tol; a different reference face of the
 * same type only from that polygon's edge choice; a different clip or point set (same reference
 * face) from the incident edge, the side-plane clips or the final separation test.
 */
function candidates(symptom: string, discrete: readonly string[], trace: PolygonTrace): (name: string) => boolean {
  switch (symptom) {
    case 'count':
      return () => true;
    case 'reference': {
      if (discrete.includes('type')) return (name) => name.startsWith('k_tol');
      const edge = trace.reference?.flip ? 'edge B' : 'edge A';
      return (name) => name.startsWith(edge);
    }
    case 'points':
      return (name) => name.startsWith('incident') || name.startsWith('clip') || name.startsWith('final');
    default:
      return () => false;
  }
}

/**
 * Traces of the cases whose margins were asked for, by input object: the drawing of a recorded
 * case (drawn right after its margins, runner/campaign.ts) reads the same trace instead of
 * tracing again. Weak, so a case's trace goes when its input does.
 */
const traces = new WeakMap<PolygonPairInput, PolygonTrace>();

/** tracePolygonDecisions, once per input object. */
export function polygonTrace(input: PolygonPairInput): PolygonTrace {
  let trace = traces.get(input);
  if (trace === undefined) {
    trace = tracePolygonDecisions(input);
    traces.set(input, trace);
  }
  return trace;
}

export function polygonMargins(input: PolygonPairInput, comparison: Pick<Comparison, 'symptom' | 'discrete'>): Margin[] {
  const trace = polygonTrace(input);
  const pick = candidates(comparison.symptom, comparison.discrete, trace);
  return trace.margins.filter((m) => pick(m.name));
}
