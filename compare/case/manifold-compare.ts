// Field-by-field comparison of two normalized manifolds: discrete fields must be equal, and
// continuous fields must agree within BOUND_ULPS units of 2^-52 * scale, where scale is the
// magnitude of the case's coordinates (so far-from-origin cases get a proportionate bound).

import { DifferenceTally } from '../runner/difference-tally';
import { ULP, BOUND_ULPS } from '../tolerances';
import type { ManifoldResult } from './manifold-result';
import type { Comparison } from '../runner/types';

/** A tolerance line of every manifold pair type: how contact IDs are compared. */
export const FEATURES_NOTE = 'contact IDs: the four feature fields are compared one by one; the key, a function of them, is not compared on its own';

/** A tolerance line of the pair types whose peer, planck, makes manifolds with its own key. */
export const PLANCK_KEY_NOTE =
  "contact ID keys are not compared: planck packs its key as indexA + 4 indexB + 16 typeA + 64 typeB (colliding for indices >= 4), C++ as the little-endian bytes of b2ContactFeature; the four feature fields are compared one by one instead";

/**
 * Compares two manifolds. The symptom names the earliest stage the difference points at:
 * 'count' (one engine found no contact), 'reference' (type or reference face differ),
 * 'points' (same reference face, different clip or points), 'none'.
 */
export function compareManifolds(ref: ManifoldResult, peer: ManifoldResult, scale: number): Comparison {
  const discrete: string[] = [];
  const tally = new DifferenceTally(BOUND_ULPS * ULP * scale);

  if (ref.pointCount !== peer.pointCount) discrete.push('pointCount');
  const bothTouch = ref.pointCount > 0 && peer.pointCount > 0;
  if (bothTouch) {
    if (ref.type !== peer.type) discrete.push('type');
    tally.xy('localNormal', ref.localNormal, peer.localNormal);
    tally.xy('localPoint', ref.localPoint, peer.localPoint);
    tally.xy('world.normal', ref.world.normal, peer.world.normal);
  }
  const referenceDiffers = discrete.includes('type') || tally.outOfBound.length > 0;

  const n = Math.min(ref.pointCount, peer.pointCount);
  for (let i = 0; i < n; ++i) {
    const a = ref.points[i];
    const b = peer.points[i];
    if (a.indexA !== b.indexA) discrete.push(`points[${i}].indexA`);
    if (a.indexB !== b.indexB) discrete.push(`points[${i}].indexB`);
    if (a.typeA !== b.typeA) discrete.push(`points[${i}].typeA`);
    if (a.typeB !== b.typeB) discrete.push(`points[${i}].typeB`);
    tally.xy(`points[${i}].localPoint`, a.localPoint, b.localPoint);
    tally.xy(`world.points[${i}]`, ref.world.points[i], peer.world.points[i]);
    tally.num(`world.separations[${i}]`, ref.world.separations[i], peer.world.separations[i]);
  }

  let symptom = 'none';
  if (discrete.length > 0 || tally.outOfBound.length > 0) {
    if (!bothTouch) symptom = 'count';
    else if (referenceDiffers) symptom = 'reference';
    else symptom = 'points';
  }
  return { discrete, outOfBound: tally.outOfBound, maxAbs: tally.maxAbs, maxRel: tally.maxRel, maxUlps: tally.maxAbs / (ULP * scale), symptom };
}
