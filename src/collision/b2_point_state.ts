// How contact points changed between two manifolds (C++ b2PointState and b2GetPointStates).

import { b2_maxManifoldPoints } from '../common/b2_settings';
import { b2Manifold } from './b2_manifold';

/** A contact point's fate between two updates, numbered as C++ b2PointState. */
export enum b2PointState {
  /** The slot holds no point. */
  b2_nullState = 0,
  /** The point is new in the second manifold. */
  b2_addState = 1,
  /** The point is in both manifolds (same feature key). */
  b2_persistState = 2,
  /** The point of the first manifold is gone in the second. */
  b2_removeState = 3,
}

/**
 * Classifies the points of manifold1 (into state1) and of manifold2 (into state2) by matching
 * feature keys. Every slot of both arrays is reset to b2_nullState first, as C++ does.
 */
export function b2GetPointStates(
  state1: b2PointState[],
  state2: b2PointState[],
  manifold1: Readonly<b2Manifold>,
  manifold2: Readonly<b2Manifold>,
): void {
  for (let i = 0; i < b2_maxManifoldPoints; ++i) {
    state1[i] = b2PointState.b2_nullState;
    state2[i] = b2PointState.b2_nullState;
  }

  // Points of manifold1: persisting or removed.
  for (let i = 0; i < manifold1.pointCount; ++i) {
    const key = manifold1.points[i].id.key;
    state1[i] = b2PointState.b2_removeState;
    for (let j = 0; j < manifold2.pointCount; ++j) {
      if (manifold2.points[j].id.key === key) {
        state1[i] = b2PointState.b2_persistState;
        break;
      }
    }
  }

  // Points of manifold2: persisting or added.
  for (let i = 0; i < manifold2.pointCount; ++i) {
    const key = manifold2.points[i].id.key;
    state2[i] = b2PointState.b2_addState;
    for (let j = 0; j < manifold1.pointCount; ++j) {
      if (manifold1.points[j].id.key === key) {
        state2[i] = b2PointState.b2_persistState;
        break;
      }
    }
  }
}
