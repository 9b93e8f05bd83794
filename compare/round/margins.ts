// Decision margins of the C++ circle and edge colliders, recomputed here from a case's inputs in
// float64 and C++ operation order, plus the threshold bands where a peer's epsilon differs from
// C++'s FLT_EPSILON by design (an "eps-band" margin is 0 inside the band, where the peer is
// expected to decide differently, and the distance to the band outside it).

import { b2_epsilon } from 'b2collide';
import { toWorld } from '../case/transform';
import { roundInputScale, type CircleCircleInput, type EdgeCircleInput, type EdgePolygonInput, type PolygonCircleInput, type RoundInput } from './input';
import type { EdgeData } from '../case/shapes';
import type { Margin, XY } from '../runner/types';
import { ULP, MARGIN_ULPS, PLANCK_EPSILON, BOX2D_CORE_EPSILON } from '../tolerances';

/** 0 when lo < x <= hi, else the distance to the nearer end. */
function band(x: number, lo: number, hi: number): number {
  return x > lo && x <= hi ? 0 : Math.min(Math.abs(x - lo), Math.abs(x - hi));
}

function epsilons(input: RoundInput): { length: number; square: number } {
  const scale = roundInputScale(input);
  return { length: MARGIN_ULPS * ULP * scale, square: MARGIN_ULPS * ULP * scale * scale };
}

/** b2Mul(xfB, m_p) then b2MulT(xfA, ·): B's centre in A's frame, as C++ computes it. */
function centreInA(input: PolygonCircleInput | EdgeCircleInput): XY {
  const [x, y] = toWorld(input.xfB, input.circleB.p);
  const [s, c] = input.xfA.q;
  const px = x - input.xfA.p[0];
  const py = y - input.xfA.p[1];
  return [c * px + s * py, -s * px + c * py];
}

/** The band of the e_circles world normal: C++ normalises when |pB - pA|^2 > b2_epsilon^2. */
function worldNormalBand(distSqr: number, peerEpsilon: number, eps: number): Margin {
  const lo = Math.min(peerEpsilon, b2_epsilon) ** 2;
  const hi = Math.max(peerEpsilon, b2_epsilon) ** 2;
  return { name: `eps-band:world normal (|pB - pA|^2 between ${lo} and ${hi})`, value: band(distSqr, lo, hi), epsilon: eps };
}

export function circleCircleMargins(input: CircleCircleInput): Margin[] {
  const eps = epsilons(input);
  const pA = toWorld(input.xfA, input.circleA.p);
  const pB = toWorld(input.xfB, input.circleB.p);
  const dx = pB[0] - pA[0];
  const dy = pB[1] - pA[1];
  const distSqr = dx * dx + dy * dy;
  const radius = input.circleA.radius + input.circleB.radius;
  return [
    { name: 'distSqr vs radius^2', value: Math.abs(distSqr - radius * radius), epsilon: eps.square, signed: distSqr - radius * radius },
    worldNormalBand(distSqr, PLANCK_EPSILON, eps.square),
  ];
}

export function polygonCircleMargins(input: PolygonCircleInput): Margin[] {
  const eps = epsilons(input);
  const margins: Margin[] = [];
  const [cx, cy] = centreInA(input);
  const { vertices, normals } = input.polygonA;
  const radius = input.polygonA.radius + input.circleB.radius;
  const n = vertices.length;
  let best = -Infinity;
  let second = -Infinity;
  let index = 0;
  let nearestEarlyOut = Infinity;
  for (let i = 0; i < n; ++i) {
    const s = normals[i][0] * (cx - vertices[i][0]) + normals[i][1] * (cy - vertices[i][1]);
    nearestEarlyOut = Math.min(nearestEarlyOut, Math.abs(s - radius));
    if (s > radius) break;
    if (s > best) {
      second = best;
      best = s;
      index = i;
    } else if (s > second) {
      second = s;
    }
  }
  margins.push({ name: 'early-out (face separation vs radius)', value: nearestEarlyOut, epsilon: eps.length });
  margins.push({ name: 'face (best vs second-best separation)', value: best - second, epsilon: eps.length });
  margins.push({ name: 'inside (separation vs b2_epsilon)', value: Math.abs(best - b2_epsilon), epsilon: eps.length, signed: best - b2_epsilon });
  margins.push({ name: `eps-band:inside (separation between ${PLANCK_EPSILON} and ${b2_epsilon})`, value: band(best, PLANCK_EPSILON - Number.MIN_VALUE, b2_epsilon), epsilon: eps.length });
  const [v1x, v1y] = vertices[index];
  const [v2x, v2y] = vertices[index + 1 < n ? index + 1 : 0];
  const u1 = (cx - v1x) * (v2x - v1x) + (cy - v1y) * (v2y - v1y);
  const u2 = (cx - v2x) * (v1x - v2x) + (cy - v2y) * (v1y - v2y);
  margins.push({ name: 'vertex region 1 (u1 vs 0)', value: Math.abs(u1), epsilon: eps.square, signed: u1 });
  margins.push({ name: 'vertex region 2 (u2 vs 0)', value: Math.abs(u2), epsilon: eps.square, signed: u2 });
  for (const [vx, vy, label] of [[v1x, v1y, '1'], [v2x, v2y, '2']] as const) {
    const d = (cx - vx) * (cx - vx) + (cy - vy) * (cy - vy) - radius * radius;
    margins.push({ name: `vertex ${label} distance^2 vs radius^2`, value: Math.abs(d), epsilon: eps.square, signed: d });
  }
  const fx = 0.5 * (v1x + v2x);
  const fy = 0.5 * (v1y + v2y);
  const sFace = (cx - fx) * normals[index][0] + (cy - fy) * normals[index][1] - radius;
  margins.push({ name: 'face separation vs radius', value: Math.abs(sFace), epsilon: eps.length, signed: sFace });
  return margins;
}

/** Normalize() leaves a vector shorter than the threshold as it is: C++ FLT_EPSILON, @box2d/core 1e-5. */
function lengthBand(name: string, from: XY, to: XY, eps: number): Margin {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
  // A ghost edge's band has a forced witness (forced-decisions.ts); the edge's own has none (forced-thresholds.ts says why).
  return { name: `eps-band:${name} length between ${b2_epsilon} and ${BOX2D_CORE_EPSILON}`, value: band(length, b2_epsilon - Number.MIN_VALUE, BOX2D_CORE_EPSILON), epsilon: eps };
}

function edgeBands(edge: EdgeData, eps: number): Margin[] {
  const out = [lengthBand('edge', edge.v1, edge.v2, eps)];
  if (edge.oneSided) out.push(lengthBand('ghost edge v0-v1', edge.v0, edge.v1, eps), lengthBand('ghost edge v2-v3', edge.v2, edge.v3, eps));
  return out;
}

export function edgeCircleMargins(input: EdgeCircleInput): Margin[] {
  const eps = epsilons(input);
  const [qx, qy] = centreInA(input);
  // An e_circles manifold sits at v1 or v2; its world normal uses |Q - vertex|^2.
  const d1 = (qx - input.edgeA.v1[0]) ** 2 + (qy - input.edgeA.v1[1]) ** 2;
  const d2 = (qx - input.edgeA.v2[0]) ** 2 + (qy - input.edgeA.v2[1]) ** 2;
  return [...edgeBands(input.edgeA, eps.length), worldNormalBand(Math.min(d1, d2), BOX2D_CORE_EPSILON, eps.square)];
}

export function edgePolygonMargins(input: EdgePolygonInput): Margin[] {
  return edgeBands(input.edgeA, epsilons(input).length);
}
