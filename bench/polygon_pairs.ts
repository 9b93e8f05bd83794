// Builds the polygon-pair families from corpus_shapes.ts's boxes, hulls and poses; the resulting
// numbers are then injected into every engine.

import { b2PolygonShape } from 'b2collide';
import { box, hull, near, pose, randomPose, reach, shuffle } from './corpus_shapes';
import type { Family, PolygonPair } from './pair_types';
import { polygonData, type PolygonData } from '../compare/case/shapes';
import { Random } from './random';

function anyShape(rng: Random): PolygonData {
  return rng.next() < 0.3 ? box(rng) : hull(rng, rng.int(3, 8));
}

/** B placed at `distance` from A's origin in a random direction, both randomly rotated. */
function placed(rng: Random, a: PolygonData, b: PolygonData, distance: number): PolygonPair {
  const xfA = randomPose(rng);
  return { kind: 'polygon-polygon', a, xfA, b, xfB: near(rng, xfA, distance) };
}

/** Centres closer than the sum of the reaches: mostly touching or overlapping. */
function overlapping(rng: Random, a: PolygonData, b: PolygonData): PolygonPair {
  return placed(rng, a, b, rng.range(0, 0.9) * (reach(a) + reach(b)));
}

/** Centres farther apart than the sum of the reaches: certainly no contact. */
function separated(rng: Random, a: PolygonData, b: PolygonData): PolygonPair {
  return placed(rng, a, b, reach(a) + reach(b) + rng.range(0.05, 2));
}

/** A box or hull lying on a wide ground box, tilted a little, with a gap from -0.04 to +0.01. */
function resting(rng: Random): PolygonPair {
  const ground = polygonData(new b2PolygonShape().SetAsBox(rng.range(5, 20), 0.5));
  const groundAngle = rng.next() < 0.5 ? 0 : rng.range(-0.05, 0.05);
  const xfA = pose(rng.range(-50, 50), rng.range(-50, 50), groundAngle);
  const b = rng.next() < 0.5 ? box(rng, 0.2, 1) : hull(rng, rng.int(3, 8));
  // Work in the ground's frame, then rotate into the world.
  const angle = groundAngle + rng.range(-0.05, 0.05);
  const rel = angle - groundAngle;
  let lowest = Infinity;
  for (const [x, y] of b.vertices) {
    lowest = Math.min(lowest, Math.sin(rel) * x + Math.cos(rel) * y);
  }
  const lx = rng.range(-3, 3);
  const ly = 0.5 - lowest + rng.range(-0.04, 0.01);
  const xfB = pose(
    xfA.px + xfA.c * lx - xfA.s * ly,
    xfA.py + xfA.s * lx + xfA.c * ly,
    angle,
  );
  return { kind: 'polygon-polygon', a: ground, xfA, b, xfB };
}

function repeat<T>(count: number, make: () => T): T[] {
  return Array.from({ length: count }, make);
}

/** The four polygon families, each with `count` pairs, from a fixed seed. */
export function buildPolygonFamilies(count: number, seed: number): Family<PolygonPair>[] {
  const rng = new Random(seed);
  const quarter = count >> 2;
  const mixed = [
    ...repeat(quarter, () => overlapping(rng, box(rng), box(rng))),
    ...repeat(quarter, () => overlapping(rng, anyShape(rng), anyShape(rng))),
    ...repeat(quarter, () => resting(rng)),
    ...repeat(count - 3 * quarter, () => separated(rng, anyShape(rng), anyShape(rng))),
  ];
  return [
    { name: 'box-box', pairs: repeat(count, () => overlapping(rng, box(rng), box(rng))) },
    { name: '8-gon-8-gon', pairs: repeat(count, () => overlapping(rng, hull(rng, 8), hull(rng, 8))) },
    { name: 'mixed', pairs: shuffle(rng, mixed) },
    { name: 'separated', pairs: repeat(count, () => separated(rng, anyShape(rng), anyShape(rng))) },
  ];
}
