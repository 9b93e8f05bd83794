// The normalized, engine-neutral form of a contact manifold and its world manifold. Adapters
// fill it; only slots below pointCount are kept, and type/normals are meaningless at pointCount 0.

import type { XY } from '../runner/types';

export interface ManifoldPointResult {
  localPoint: XY;
  indexA: number;
  indexB: number;
  typeA: number;
  typeB: number;
}

export interface ManifoldResult {
  pointCount: number;
  /** 0 e_circles, 1 e_faceA, 2 e_faceB (C++ b2Manifold::Type numbering). */
  type: number;
  localNormal: XY;
  localPoint: XY;
  points: ManifoldPointResult[];
  /** b2WorldManifold::Initialize with the shapes' radii; empty arrays at pointCount 0. */
  world: { normal: XY; points: XY[]; separations: number[] };
}

/** The result both engines report when there is no contact. */
export function emptyManifold(): ManifoldResult {
  return { pointCount: 0, type: 0, localNormal: [0, 0], localPoint: [0, 0], points: [], world: { normal: [0, 0], points: [], separations: [] } };
}
