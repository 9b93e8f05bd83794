// Reads an engine's manifold and world manifold (after the adapter ran the collide function and,
// where there is contact, the world-manifold initialisation) into the normalized ManifoldResult.
// Engines differ only in where a point keeps its four feature fields.

import type { ManifoldPointResult, ManifoldResult } from './manifold-result';
import type { XY } from '../runner/types';

interface ReadXY {
  readonly x: number;
  readonly y: number;
}

/** The four contact-feature fields, as b2ContactFeature names them. */
export interface FeatureFields {
  readonly indexA: number;
  readonly indexB: number;
  readonly typeA: number;
  readonly typeB: number;
}

export interface ManifoldFields<P extends { readonly localPoint: ReadXY }> {
  readonly pointCount: number;
  readonly type: number;
  readonly localNormal: ReadXY;
  readonly localPoint: ReadXY;
  readonly points: ArrayLike<P>;
}

export interface WorldManifoldFields {
  readonly normal: ReadXY;
  readonly points: ArrayLike<ReadXY>;
  readonly separations: ArrayLike<number>;
}

/** b2collide and @box2d/core keep the feature in id.cf (C++ b2ContactID::cf). */
export const featureInCf = (point: { readonly id: { readonly cf: FeatureFields } }): FeatureFields => point.id.cf;

/** planck keeps the four fields on the id itself; its `key` is its own packing. */
export const featureOnId = (point: { readonly id: FeatureFields }): FeatureFields => point.id;

/** The slots below pointCount as plain data; the world normal is (0, 0) when there is no contact. */
export function readManifold<P extends { readonly localPoint: ReadXY }>(
  manifold: ManifoldFields<P>,
  world: WorldManifoldFields,
  featureOf: (point: P) => FeatureFields,
): ManifoldResult {
  const n = manifold.pointCount;
  const points: ManifoldPointResult[] = [];
  const worldPoints: XY[] = [];
  const separations: number[] = [];
  for (let i = 0; i < n; ++i) {
    const mp = manifold.points[i];
    const f = featureOf(mp);
    points.push({ localPoint: [mp.localPoint.x, mp.localPoint.y], indexA: f.indexA, indexB: f.indexB, typeA: f.typeA, typeB: f.typeB });
    worldPoints.push([world.points[i].x, world.points[i].y]);
    separations.push(world.separations[i]);
  }
  return {
    pointCount: n,
    type: manifold.type,
    localNormal: [manifold.localNormal.x, manifold.localNormal.y],
    localPoint: [manifold.localPoint.x, manifold.localPoint.y],
    points,
    world: { normal: n > 0 ? [world.normal.x, world.normal.y] : [0, 0], points: worldPoints, separations },
  };
}
