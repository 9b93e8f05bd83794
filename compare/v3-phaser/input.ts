// A v3 collider case as plain JSON: which collider, its two shapes (polygons as b2collide/v3 built
// them, vertices, normals, centroid and radius injected into both engines as they are), the two
// transforms as a position and (c, s), and for the chain colliders that take one the cache the
// call starts from. The result both engines are read into: the manifold (world normal, per point
// the world point, the anchors, separation and id) and the cache the call left.

export type XY = [number, number];

export type V3Shape =
  | { kind: 'circle'; center: XY; radius: number }
  | { kind: 'capsule'; center1: XY; center2: XY; radius: number }
  | { kind: 'segment'; point1: XY; point2: XY }
  | { kind: 'chain'; ghost1: XY; point1: XY; point2: XY; ghost2: XY }
  | { kind: 'polygon'; vertices: XY[]; normals: XY[]; centroid: XY; radius: number };

/** A transform: p, and q as [c, s] (the order of v3's b2Rot). */
export interface V3Transform {
  p: XY;
  q: XY;
}

/** The colliders of manifold.c by their C names, with the shape kinds of A and B. */
export const V3_COLLIDERS = {
  b2CollideCircles: ['circle', 'circle'],
  b2CollideCapsuleAndCircle: ['capsule', 'circle'],
  b2CollideSegmentAndCircle: ['segment', 'circle'],
  b2CollidePolygonAndCircle: ['polygon', 'circle'],
  b2CollideCapsules: ['capsule', 'capsule'],
  b2CollideSegmentAndCapsule: ['segment', 'capsule'],
  b2CollidePolygonAndCapsule: ['polygon', 'capsule'],
  b2CollidePolygons: ['polygon', 'polygon'],
  b2CollideSegmentAndPolygon: ['segment', 'polygon'],
  b2CollideChainSegmentAndCircle: ['chain', 'circle'],
  b2CollideChainSegmentAndCapsule: ['chain', 'capsule'],
  b2CollideChainSegmentAndPolygon: ['chain', 'polygon'],
} as const;

export type V3Collider = keyof typeof V3_COLLIDERS;

/** The colliders that take a b2SimplexCache (b2DistanceCache in v3.0). */
export const CACHED: ReadonlySet<V3Collider> = new Set(['b2CollideChainSegmentAndCapsule', 'b2CollideChainSegmentAndPolygon']);

export interface V3PairInput {
  collider: V3Collider;
  a: V3Shape;
  xfA: V3Transform;
  b: V3Shape;
  xfB: V3Transform;
  /** [count, indexA[0..2], indexB[0..2]]: the cache the call starts from (cached colliders only). */
  cache?: number[];
}

export interface V3Point {
  point: XY;
  anchorA: XY;
  anchorB: XY;
  separation: number;
  id: number;
}

export interface V3ManifoldResult {
  pointCount: number;
  normal: XY;
  points: V3Point[];
  /** [count, indexA[0..2], indexB[0..2]] after the call (cached colliders only). */
  cache?: number[];
  /** Set when the engine threw. */
  error?: string;
}

/** Every coordinate of a shape, for the scale. */
function coordinates(s: V3Shape): number[] {
  switch (s.kind) {
    case 'circle':
      return [...s.center, s.radius];
    case 'capsule':
      return [...s.center1, ...s.center2, s.radius];
    case 'segment':
      return [...s.point1, ...s.point2];
    case 'chain':
      return [...s.ghost1, ...s.point1, ...s.point2, ...s.ghost2];
    case 'polygon':
      return [...s.vertices.flat(), s.radius];
  }
}

/** S = 1 + the largest |coordinate| of the positions and the shapes: the scale of a case's roundings. */
export function v3Scale(input: V3PairInput): number {
  let m = 0;
  for (const x of [...input.xfA.p, ...input.xfB.p, ...coordinates(input.a), ...coordinates(input.b)]) m = Math.max(m, Math.abs(x));
  return 1 + m;
}
