// Random polygons and rotations for every kind's families. Every polygon is built by the
// library's own SetAsBox / Set (the C++ hull), then copied out so both engines get the same list.

import type { Rng } from '../runner/rng';
import { boxData, hullData, type PolygonData } from './shapes';
import type { XY } from '../runner/types';

/** The four quarter turns as exact (s, c) pairs. */
export const QUARTER_TURNS: readonly XY[] = [[0, 1], [1, 0], [0, -1], [-1, 0]];

/** A rotation as [s, c]: one time in ten an exact quarter turn, otherwise sin/cos of a uniform angle. */
export function randomRotation(rng: Rng): XY {
  if (rng.chance(0.1)) return rng.pick(QUARTER_TURNS);
  const angle = rng.range(-Math.PI, Math.PI);
  return [Math.sin(angle), Math.cos(angle)];
}

/** A box with half-extents in [lo, hi). */
export function randomBox(rng: Rng, lo: number, hi: number): PolygonData {
  return boxData(rng.range(lo, hi), rng.range(lo, hi));
}

/**
 * A convex polygon of 3-8 vertices around the origin with radius about `size`: points on a
 * circle at random angles (all on the hull), or, one time in three, a cloud whose hull Set finds.
 * Falls back to a box when Set rejects the points (welded or collinear).
 */
export function randomHull(rng: Rng, size: number): PolygonData {
  for (let attempt = 0; attempt < 8; ++attempt) {
    const n = rng.int(3, 8);
    const points: { x: number; y: number }[] = [];
    if (rng.chance(2 / 3)) {
      for (let i = 0; i < n; ++i) {
        const a = rng.range(0, 2 * Math.PI);
        const r = size * rng.range(0.6, 1);
        points.push({ x: r * Math.cos(a), y: r * Math.sin(a) });
      }
    } else {
      for (let i = 0; i < n; ++i) points.push({ x: size * rng.range(-1, 1), y: size * rng.range(-1, 1) });
    }
    const hull = hullData(points);
    if (hull !== undefined) return hull;
  }
  return boxData(size, size);
}

/** A box (one time in three) or a hull, of roughly the given size range. */
export function randomPolygon(rng: Rng, lo: number, hi: number): PolygonData {
  return rng.chance(1 / 3) ? randomBox(rng, lo, hi) : randomHull(rng, rng.range(lo, hi));
}

/** A point 1e3-1e6 from the origin along each axis, either sign: where the far families are placed. */
export function farOrigin(rng: Rng): XY {
  return [rng.sign() * 10 ** rng.range(3, 6), rng.sign() * 10 ** rng.range(3, 6)];
}

/** A random unit direction. */
export function randomDirection(rng: Rng): XY {
  const a = rng.range(0, 2 * Math.PI);
  return [Math.cos(a), Math.sin(a)];
}

/** R(q) v for q = [s, c]. */
export function rotate(q: XY, v: XY): XY {
  return [q[1] * v[0] - q[0] * v[1], q[0] * v[0] + q[1] * v[1]];
}
