// One shape-query case as plain numbers (JSON, replayable), and the layout of its result: every
// value the case's queries produce, in a fixed order, so that the float32 comparison can compare
// 32-bit words and the float64 comparison can compare numbers field by field.

import type { ShapeSpec, TransformSpec, XY } from '../f32/cases';

export type { ShapeSpec, TransformSpec, XY };

export interface RaySpec {
  readonly p1: XY;
  readonly p2: XY;
  readonly maxFraction: number;
}

/** lowerBound x, y, upperBound x, y. */
export type BoxSpec = readonly [number, number, number, number];

export interface ShapeQueryCase {
  /** The shape; a chain is queried on its child `child` (ComputeMass on the whole chain). */
  readonly shape: ShapeSpec;
  readonly xf: TransformSpec;
  /** TestPoint's world point. */
  readonly point: XY;
  /** Cast at the shape (RayCast) and at the shape's AABB (b2AABB::RayCast). */
  readonly ray: RaySpec;
  readonly density: number;
  /** A second box for Combine, Contains and b2TestOverlap against the shape's AABB. */
  readonly other: BoxSpec;
  /**
   * The box the b2AABB methods run on. Absent (float32 families): each engine's own ComputeAABB
   * result, so the methods see the real AABB. Given (float64 families: b2collide's ComputeAABB):
   * both engines run the methods on the same box, apart from their own ComputeAABB, so a peer
   * whose ComputeAABB differs by design (planck's chain) is still compared on the methods.
   */
  readonly aabbInput?: BoxSpec;
  /** How the generator aimed the ray and the point (for the report; engines ignore it). */
  readonly scenario: string;
}

/**
 * The result values, in order. Booleans are 0/1. Every output object starts from SENTINEL on both
 * sides, so a value one side writes and the other does not (a miss that writes a normal) shows.
 *   testPoint                  shape.TestPoint(xf, point)
 *   ray.*                      shape.RayCast(output, ray, xf, child)
 *   aabb.*                     shape.ComputeAABB(aabb, xf, child)
 *   mass.*                     shape.ComputeMass(massData, density)
 *   aabbRay.*                  aabb.RayCast(output, ray), aabb = aabbInput when given
 *                              (then also for the rows below)
 *   combine2.*                 c.Combine(aabb, other)
 *   combine1.*                 other copy .Combine(aabb)
 *   contains, overlap          aabb.Contains(other), b2TestOverlap(aabb, other)
 *   perimeter, center, extents, valid   of aabb
 */
export const QUERY_FIELDS: readonly string[] = [
  'testPoint',
  'ray.hit', 'ray.normal.x', 'ray.normal.y', 'ray.fraction',
  'aabb.lower.x', 'aabb.lower.y', 'aabb.upper.x', 'aabb.upper.y',
  'mass.mass', 'mass.center.x', 'mass.center.y', 'mass.I',
  'aabbRay.hit', 'aabbRay.normal.x', 'aabbRay.normal.y', 'aabbRay.fraction',
  'combine2.lower.x', 'combine2.lower.y', 'combine2.upper.x', 'combine2.upper.y',
  'combine1.lower.x', 'combine1.lower.y', 'combine1.upper.x', 'combine1.upper.y',
  'contains', 'overlap', 'perimeter', 'center.x', 'center.y', 'extents.x', 'extents.y', 'valid',
];
export const QUERY_VALUES = QUERY_FIELDS.length;
/** Indices of the 0/1 values. */
export const BOOLEAN_VALUES: ReadonlySet<number> = new Set(['testPoint', 'ray.hit', 'aabbRay.hit', 'contains', 'overlap', 'valid'].map((n) => QUERY_FIELDS.indexOf(n)));
/** The index of a field by name. */
export function field(name: string): number {
  const i = QUERY_FIELDS.indexOf(name);
  if (i < 0) throw new Error(`no query field ${name}`);
  return i;
}

/** What every output field holds before a case runs, on both sides (a float32 value). */
export const SENTINEL = -1234.5;

/** The child the case queries: the chain's child, 0 for the other shapes. */
export function childOf(shape: ShapeSpec): number {
  return shape.kind === 'chain' ? shape.child : 0;
}
