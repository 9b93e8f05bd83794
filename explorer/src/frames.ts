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
 * Which old point's impulses each new point would start from: the old point with the same
 * id.key, else none (impulses start at zero).
 * TODO(lead): use b2WarmStartManifold once it is in the library; this is the same id.key match.
 */
export function carriedImpulsesByKey(manifold: b2Manifold, oldManifold: b2Manifold): number[] {
  const from: number[] = [];
  for (let i = 0; i < manifold.pointCount; ++i) {
    const key = manifold.points[i].id.key;
    let match = -1;
    for (let j = 0; j < oldManifold.pointCount; ++j) {
      if (oldManifold.points[j].id.key === key) {
        match = j;
        break;
      }
    }
    from.push(match);
  }
  return from;
}

export function frameChange(lib: Lib, previous: b2Manifold, current: b2Manifold): FrameChange {
  const state1: number[] = [0, 0];
  const state2: number[] = [0, 0];
  lib.b2GetPointStates(state1, state2, previous, current);
  const carried = carriedImpulsesByKey(current, previous).map((from, i) => ({ key: keyHex(current.points[i].id.key), from }));
  return {
    previous: state1.slice(0, previous.pointCount).map((s) => stateNames[s]),
    previousKeys: previous.points.slice(0, previous.pointCount).map((p) => keyHex(p.id.key)),
    current: state2.slice(0, current.pointCount).map((s) => stateNames[s]),
    carried,
  };
}
