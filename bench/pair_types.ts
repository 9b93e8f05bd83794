// Plain-number descriptions of shapes, poses and pairs, shared by the corpus builders and the
// engine adapters. Every engine is handed exactly these numbers. Polygons are the harness's
// PolygonData (compare/case/shapes.ts: vertices and normals as b2PolygonShape holds them).

import type { PolygonData } from '../compare/case/shapes';


/** A rigid transform: position and rotation as (sine, cosine), never as an angle. */
export interface PoseData {
  readonly px: number;
  readonly py: number;
  readonly s: number;
  readonly c: number;
}

export interface PolygonPair {
  readonly kind: 'polygon-polygon';
  readonly a: PolygonData;
  readonly xfA: PoseData;
  readonly b: PolygonData;
  readonly xfB: PoseData;
}

/** A named set of pairs that the bench times as one unit. */
export interface Family<P> {
  readonly name: string;
  readonly pairs: readonly P[];
}
