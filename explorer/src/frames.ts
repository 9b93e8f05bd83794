// Frame to frame: how the manifold changed between the previous case and this one, as a solver
// sees it. b2GetPointStates classifies the points; the impulses a warm start would carry over
// are those of old points whose id.key reappears.

import type { b2Manifold } from 'b2collide';
import { keyHex } from './collide';
import type { Lib } from './library';

export interface FrameChange {
  /** b2PointState names for the previous manifold's points (persisted / removed). */
  previous: string[];
  /** The previous manifold's keys, in hex. */
  previousKeys: string[];
  /** b2PointState names for the current manifold's points (added / persisted). */
  current: string[];
  /** For each current point: the key, and the index of the old point whose impulses carry over (or -1). */
  carried: { key: string; from: number }[];
}

const stateNames = ['null', 'added', 'persisted', 'removed'];

/**
 * Which old point's impulses each new point starts from, as the library's b2WarmStartManifold
 * decides it (the old point with the same id.key, else none): copies of the two manifolds, each
 * old point's normalImpulse set to its index + 1, and what b2WarmStartManifold writes read back.
 */
export function carriedImpulsesByKey(lib: Lib, manifold: b2Manifold, oldManifold: b2Manifold): number[] {
  const next = new lib.b2Manifold().Copy(manifold);
  const old = new lib.b2Manifold().Copy(oldManifold);
  for (let j = 0; j < old.pointCount; ++j) old.points[j].normalImpulse = j + 1;
  lib.b2WarmStartManifold(old, next);
  return next.points.slice(0, next.pointCount).map((p) => p.normalImpulse - 1);
}

export function frameChange(lib: Lib, previous: b2Manifold, current: b2Manifold): FrameChange {
  const state1: number[] = [0, 0];
  const state2: number[] = [0, 0];
  lib.b2GetPointStates(state1, state2, previous, current);
  const carried = carriedImpulsesByKey(lib, current, previous).map((from, i) => ({ key: keyHex(current.points[i].id.key), from }));
  return {
    previous: state1.slice(0, previous.pointCount).map((s) => stateNames[s]),
    previousKeys: previous.points.slice(0, previous.pointCount).map((p) => keyHex(p.id.key)),
    current: state2.slice(0, current.pointCount).map((s) => stateNames[s]),
    carried,
  };
}
