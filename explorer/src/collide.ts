// One case through the library, as a user's contact code would run it: build both shapes, call
// b2CollideShapes (which picks Box2D's registered function and may swap the pair), then
// b2WorldManifold.Initialize with the manifold's own A and B.

import type { b2Manifold, b2Shape, b2Transform } from 'b2collide';
import type { ManifoldResult } from '../../compare/case/manifold-result';
import { emptyManifold } from '../../compare/case/manifold-result';
import { featureInCf, readManifold } from '../../compare/case/read-manifold';
import { buildShape, buildTransform, childIndex } from './build-shapes';
import type { ExplorerCase } from './case';
import type { Lib } from './library';

export interface CaseRun {
  /** The library's manifold (kept for b2GetPointStates between frames). */
  manifold: b2Manifold;
  /** Plain copy of the manifold and its world manifold. */
  result: ManifoldResult;
  /** Each point's id.key as the library reports it. */
  keys: number[];
  /** True when Box2D's register takes the pair as (B, A): the manifold's "A" is the case's shape B. */
  swapped: boolean;
  /** False for edge/chain against edge/chain, which Box2D never collides. */
  collides: boolean;
  shapeA: b2Shape;
  shapeB: b2Shape;
  xfA: b2Transform;
  xfB: b2Transform;
}

/** Runs the case; throws the library's Error when it rejects a shape or transform. */
export function runCase(lib: Lib, c: ExplorerCase): CaseRun {
  const shapeA = buildShape(lib, c.a);
  const shapeB = buildShape(lib, c.b);
  const xfA = buildTransform(lib, c.xfA);
  const xfB = buildTransform(lib, c.xfB);
  const manifold = new lib.b2Manifold();
  const collides = lib.b2ShapeTypesCollide(shapeA.m_type, shapeB.m_type);
  const swapped = lib.b2CollideShapes(manifold, shapeA, childIndex(c.a), xfA, shapeB, childIndex(c.b), xfB);
  let result = emptyManifold();
  if (manifold.pointCount > 0) {
    const world = new lib.b2WorldManifold();
    if (swapped) world.Initialize(manifold, xfB, shapeB.m_radius, xfA, shapeA.m_radius);
    else world.Initialize(manifold, xfA, shapeA.m_radius, xfB, shapeB.m_radius);
    result = readManifold(manifold, world, featureInCf);
  }
  const keys = result.points.map((_, i) => manifold.points[i].id.key);
  return { manifold, result, keys, swapped, collides, shapeA, shapeB, xfA, xfB };
}

/** A b2ContactID key as 8 hex digits. */
export function keyHex(key: number): string {
  return `0x${(key >>> 0).toString(16).padStart(8, '0')}`;
}

export const manifoldTypeNames = ['e_circles', 'e_faceA', 'e_faceB'] as const;
