// Compares two v3 query answers: whether each threw (and with what), the discrete outputs (hit,
// count, state) exactly, and every value within the bound: 64 * 2^-52 * S for positions,
// fractions, normals and boxes (S = 1 + the largest |number| of the case), and for a mass data's
// mass and inertia, which grow with density and size, 64 * 2^-52 times the larger value.

import type { Comparison } from '../runner/types';
import { ULP } from '../tolerances';
import { V3_BOUND_ULPS } from './compare-v3';
import type { V3QueryResult } from './query-input';

const RELATIVE = new Set(['mass', 'rotationalInertia']);

export function compareV3Queries(ref: V3QueryResult, peer: V3QueryResult, scale: number, boundUlps = V3_BOUND_ULPS): Comparison {
  const discrete: string[] = [];
  const outOfBound: string[] = [];
  let maxAbs = 0;
  let maxRel = 0;
  if (ref.error !== undefined || peer.error !== undefined) {
    if (ref.error !== peer.error) discrete.push(ref.error !== undefined ? `b2collide threw: ${ref.error}` : `peer threw: ${peer.error}`);
    return { discrete, outOfBound, maxAbs, maxRel, maxUlps: 0, symptom: discrete.length > 0 ? 'threw' : '' };
  }
  for (const key of Object.keys(ref.discrete)) if (ref.discrete[key] !== peer.discrete[key]) discrete.push(`${key} ${ref.discrete[key]} vs ${peer.discrete[key]}`);
  if (discrete.length === 0) {
    for (const key of Object.keys(ref.values)) {
      const a = ref.values[key];
      const b = peer.values[key];
      const d = Math.abs(a - b);
      const m = Math.max(Math.abs(a), Math.abs(b));
      const bound = boundUlps * ULP * (RELATIVE.has(key) ? Math.max(m, 1) : scale);
      if (!(d <= bound)) outOfBound.push(`${key} ${a} vs ${b}`);
      if (Number.isNaN(d)) continue;
      maxAbs = Math.max(maxAbs, d);
      if (m > 0) maxRel = Math.max(maxRel, d / m);
    }
  }
  const symptom = discrete.length > 0 ? discrete[0].split(' ')[0] : outOfBound.length > 0 ? 'bound' : '';
  return { discrete, outOfBound, maxAbs, maxRel, maxUlps: maxAbs / (ULP * scale), symptom };
}
