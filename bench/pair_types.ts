// Plain-number descriptions of shapes, poses and pairs, shared by the corpus builders and the
// engine adapters. Every engine is handed exactly these numbers.

/** A convex polygon as b2PolygonShape holds it: counter-clockwise vertices and outward normals. */
export interface PolygonData {
  readonly count: number;
  /** x0, y0, x1, y1, ... (count pairs). */
  readonly vertices: readonly number[];
  /** Unit normal of the edge from vertex i to vertex i+1, flattened like `vertices`. */
  readonly normals: readonly number[];
  readonly radius: number;
}

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
