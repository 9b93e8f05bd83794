// fast-check pieces shared by the property tests (polygon_pair_properties, separation_skips). Nothing here
// computes an expected value.
import fc from 'fast-check';
import { b2PolygonShape, b2Transform } from 'b2collide';
import { xfSC } from './helpers';

/**
 * A finite double in [min, max]. fc.double alone picks uniformly among the representable doubles,
 * so nearly all its values crowd toward 0 (an angle in [0, 2 pi] is mostly below 1e-20, which
 * makes polar points collinear); three draws in four are therefore spread evenly over the range
 * (2^30 steps), and one in four keeps fc.double's tiny and boundary values.
 */
export const coord = (min: number, max: number): fc.Arbitrary<number> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: 0, max: 2 ** 30 }).map((k) => min + ((max - min) * k) / 2 ** 30) },
    { weight: 1, arbitrary: fc.double({ min, max, noNaN: true, noDefaultInfinity: true }) },
  );

/** A position and a rotation angle. */
export type Placement = { x: number; y: number; angle: number };
export const toXf = (t: Placement): b2Transform => xfSC(t.x, t.y, Math.sin(t.angle), Math.cos(t.angle));

/** The hull of points given as polar [radius, angle] pairs, or null when Set rejects them (welded or collinear). */
export function polarHull(points: readonly (readonly [number, number])[]): b2PolygonShape | null {
  try {
    return new b2PolygonShape().Set(points.map(([r, a]) => ({ x: r * Math.cos(a), y: r * Math.sin(a) })));
  } catch {
    return null; // Set's own tests cover the rejections
  }
}
