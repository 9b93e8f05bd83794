// Compares two v3 manifolds: the discrete outputs exactly (whether the call threw, pointCount,
// each point's id in order, and on request the cache a chain collider left) and the continuous ones within the
// bound (the world normal when there are points, and per point its world point, both anchors and
// its separation), in units of 2^-52 times the case's scale.

import type { Comparison } from '../runner/types';
import { ULP } from '../tolerances';
import type { V3ManifoldResult } from './input';

/** The bound on continuous outputs, in units of 2^-52 * scale. */
export const V3_BOUND_ULPS = 64;

/**
 * The discrete differences, the continuous ones beyond the bound, and the largest difference.
 * `withCache`: compare the cache a chain collider leaves (off against phaser, whose GJK is v3.0's).
 */
export function compareV3Manifolds(ref: V3ManifoldResult, peer: V3ManifoldResult, scale: number, withCache = false, boundUlps = V3_BOUND_ULPS): Comparison {
  const discrete: string[] = [];
  const outOfBound: string[] = [];
  let maxAbs = 0;
  let maxRel = 0;
  if (ref.error !== undefined || peer.error !== undefined) {
    if (ref.error !== peer.error) discrete.push(ref.error !== undefined ? `b2collide threw: ${ref.error}` : `peer threw: ${peer.error}`);
    return { discrete, outOfBound, maxAbs, maxRel, maxUlps: 0, symptom: discrete.length > 0 ? 'threw' : '' };
  }
  if (ref.pointCount !== peer.pointCount) discrete.push(`pointCount ${ref.pointCount} vs ${peer.pointCount}`);
  const n = Math.min(ref.pointCount, peer.pointCount);
  for (let i = 0; i < n; ++i) if (ref.points[i].id !== peer.points[i].id) discrete.push(`points[${i}].id 0x${ref.points[i].id.toString(16)} vs 0x${peer.points[i].id.toString(16)}`);
  if (withCache && ref.cache !== undefined && String(ref.cache) !== String(peer.cache)) discrete.push(`cache ${String(ref.cache)} vs ${String(peer.cache)}`);
  const bound = boundUlps * ULP * scale;
  const number = (name: string, a: number, b: number): void => {
    const d = Math.abs(a - b);
    if (!(d <= bound)) outOfBound.push(`${name} ${a} vs ${b}`);
    if (Number.isNaN(d)) return;
    maxAbs = Math.max(maxAbs, d);
    const m = Math.max(Math.abs(a), Math.abs(b));
    if (m > 0) maxRel = Math.max(maxRel, d / m);
  };
  if (n > 0) {
    number('normal.x', ref.normal[0], peer.normal[0]);
    number('normal.y', ref.normal[1], peer.normal[1]);
  }
  for (let i = 0; i < n; ++i) {
    const r = ref.points[i];
    const p = peer.points[i];
    for (const field of ['point', 'anchorA', 'anchorB'] as const) {
      number(`points[${i}].${field}.x`, r[field][0], p[field][0]);
      number(`points[${i}].${field}.y`, r[field][1], p[field][1]);
    }
    number(`points[${i}].separation`, r.separation, p.separation);
  }
  const symptom = discrete.length > 0 ? (ref.pointCount !== peer.pointCount ? 'count' : discrete[0].startsWith('cache') ? 'cache' : 'id') : outOfBound.length > 0 ? 'bound' : '';
  return { discrete, outOfBound, maxAbs, maxRel, maxUlps: maxAbs / (ULP * scale), symptom };
}
