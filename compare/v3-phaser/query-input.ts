// A v3 query case as plain JSON, and the result both engines are read into. The queries are the
// ones of geometry.c, hull.c and distance.c that phaser-box2d also has: the ray casts and the
// per-shape shape casts, b2ShapeDistance with a cache, b2TimeOfImpact, b2MakeProxy,
// b2ComputeHull, and the mass and AABB functions of every shape.

import type { V3Shape, V3Transform, XY } from './input';

/** The queries by their C names. */
export const V3_QUERIES = [
  'b2RayCastCircle', 'b2RayCastCapsule', 'b2RayCastSegment', 'b2RayCastPolygon',
  'b2ShapeCastCircle', 'b2ShapeCastCapsule', 'b2ShapeCastSegment', 'b2ShapeCastPolygon',
  'b2ShapeDistance', 'b2TimeOfImpact', 'b2MakeProxy', 'b2ComputeHull',
  'b2ComputeCircleMass', 'b2ComputeCapsuleMass', 'b2ComputePolygonMass',
  'b2ComputeCircleAABB', 'b2ComputeCapsuleAABB', 'b2ComputeSegmentAABB', 'b2ComputePolygonAABB',
] as const;

export type V3Query = (typeof V3_QUERIES)[number];

/** A point cloud with a radius: a b2ShapeProxy, or the moving shape of a b2ShapeCastInput. */
export interface V3Proxy {
  points: XY[];
  radius: number;
}

/** A b2Sweep: localCenter, c1, c2, and q1, q2 as (c, s). */
export interface V3Sweep {
  localCenter: XY;
  c1: XY;
  c2: XY;
  q1: XY;
  q2: XY;
}

export interface V3QueryInput {
  fn: V3Query;
  /** The shape of a ray cast, shape cast, mass or AABB query. */
  shape?: V3Shape;
  /** b2RayCastSegment's oneSided. */
  oneSided?: boolean;
  /** The AABB queries' transform. */
  xf?: V3Transform;
  density?: number;
  ray?: { origin: XY; translation: XY; maxFraction: number };
  /** A shape cast's moving shape, its translation and maxFraction. */
  cast?: V3Proxy & { translation: XY; maxFraction: number };
  /** b2MakeProxy's and b2ComputeHull's points (and the proxy's radius). */
  cloud?: V3Proxy;
  /** b2ShapeDistance: the two proxies and transforms, useRadii, and the cache it starts from. */
  distance?: { proxyA: V3Proxy; proxyB: V3Proxy; xfA: V3Transform; xfB: V3Transform; useRadii: boolean; cache: number[] };
  /** b2TimeOfImpact. */
  toi?: { proxyA: V3Proxy; proxyB: V3Proxy; sweepA: V3Sweep; sweepB: V3Sweep; maxFraction: number };
}

/**
 * A query's answer: `discrete` (hit, count, state) compared exactly, `values` (fractions, points,
 * normals, masses, boxes) within the bound; `cache` is what b2ShapeDistance left (shown, not
 * compared: phaser's GJK is v3.0's).
 */
export interface V3QueryResult {
  /** For the report's "touching" column: 1 when a ray cast hit, else 0 (not compared). */
  pointCount?: number;
  discrete: Record<string, number>;
  values: Record<string, number>;
  cache?: number[];
  error?: string;
}

/** Every number of the input, for the scale. */
function numbersOf(value: unknown, out: number[]): void {
  if (typeof value === 'number') out.push(value);
  else if (Array.isArray(value)) for (const v of value) numbersOf(v, out);
  else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) numbersOf(v, out);
}

/**
 * S = 1 + the largest |number| of the case's shapes, points and poses (not the density, a
 * multiplier): the scale of its roundings. Masses scale with density * size^2 (the inertia with
 * size^4), so their bound is taken relative to the value instead (compareV3Queries).
 */
export function v3QueryScale(input: V3QueryInput): number {
  const numbers: number[] = [];
  numbersOf({ ...input, density: 0, cache: 0, distance: input.distance === undefined ? undefined : { ...input.distance, cache: [] } }, numbers);
  let m = 0;
  for (const x of numbers) m = Math.max(m, Math.abs(x));
  return 1 + m;
}
