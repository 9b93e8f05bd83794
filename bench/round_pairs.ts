// Builds the circle and edge pair families for bench/round_main.ts: circle-circle, polygon-circle,
// edge-circle and edge-polygon, each a mix of overlapping, resting-on-a-floor and separated pairs.
// Polygons and poses come from corpus_shapes.ts; the numbers are then injected into every engine.

import { box, hull, near, pose, randomPose, reach, shuffle } from './corpus_shapes';
import type { Family, PoseData } from './pair_types';
import type { PolygonData } from '../compare/case/shapes';
import { Random } from './random';

export interface CircleData {
  /** Centre in the shape's frame. */
  readonly x: number;
  readonly y: number;
  readonly radius: number;
}

export interface EdgeData {
  /** x0, y0, x1, y1, x2, y2, x3, y3: ghost v0, the segment v1-v2, ghost v3. */
  readonly v: readonly number[];
  readonly oneSided: boolean;
}

export type RoundPair =
  | { readonly kind: 'circle-circle'; readonly a: CircleData; readonly xfA: PoseData; readonly b: CircleData; readonly xfB: PoseData }
  | { readonly kind: 'polygon-circle'; readonly a: PolygonData; readonly xfA: PoseData; readonly b: CircleData; readonly xfB: PoseData }
  | { readonly kind: 'edge-circle'; readonly a: EdgeData; readonly xfA: PoseData; readonly b: CircleData; readonly xfB: PoseData }
  | { readonly kind: 'edge-polygon'; readonly a: EdgeData; readonly xfA: PoseData; readonly b: PolygonData; readonly xfB: PoseData };

export type RoundKind = RoundPair['kind'];

export type PairOf<K extends RoundKind> = Extract<RoundPair, { kind: K }>;

/** A family's pairs typed as its one kind; throws if a pair of another kind is among them. */
export function ofKind<K extends RoundKind>(pairs: readonly RoundPair[], kind: K): PairOf<K>[] {
  return pairs.map((p) => {
    if (p.kind !== kind) throw new Error(`bench: a ${kind} family holds a ${p.kind} pair`);
    return p as PairOf<K>;
  });
}

function polygon(rng: Random): PolygonData {
  return rng.next() < 0.4 ? box(rng) : hull(rng, rng.int(3, 8));
}

function circle(rng: Random): CircleData {
  return { x: rng.next() < 0.5 ? 0 : rng.range(-0.3, 0.3), y: 0, radius: rng.range(0.1, 1.2) };
}

/** A floor segment from (hx, 0) to (-hx, 0) (normal up): one-sided with level ghosts, or two-sided. */
function floor(rng: Random, oneSided: boolean): EdgeData {
  const hx = rng.range(1, 4);
  return { v: [hx + 1, 0, hx, 0, -hx, 0, -hx - 1, 0], oneSided };
}

/** A point (lx, ly) of the floor's frame in the world. */
function onFloor(xf: PoseData, lx: number, ly: number, angle: number): PoseData {
  return pose(xf.px + xf.c * lx - xf.s * ly, xf.py + xf.s * lx + xf.c * ly, Math.atan2(xf.s, xf.c) + angle);
}

function circleCircle(rng: Random, separated: boolean): RoundPair {
  const a = circle(rng);
  const b = circle(rng);
  const xfA = randomPose(rng);
  const span = a.radius + b.radius + 0.6;
  return { kind: 'circle-circle', a, xfA, b, xfB: near(rng, xfA, separated ? span + rng.range(0.05, 2) : rng.range(0, 0.9) * span) };
}

function polygonCircle(rng: Random, separated: boolean): RoundPair {
  const a = polygon(rng);
  const b = circle(rng);
  const xfA = randomPose(rng);
  const span = reach(a) + b.radius + 0.3;
  return { kind: 'polygon-circle', a, xfA, b, xfB: near(rng, xfA, separated ? span + rng.range(0.05, 2) : rng.range(0, 0.9) * span) };
}

function edgeCircle(rng: Random, mode: 'resting' | 'separated'): RoundPair {
  const a = floor(rng, rng.next() < 0.5);
  const b = circle(rng);
  const xfA = pose(rng.range(-50, 50), rng.range(-50, 50), rng.range(-0.2, 0.2));
  const hx = a.v[2];
  const ly = mode === 'separated' ? b.radius + rng.range(0.05, 2) : b.radius + rng.range(-0.04, 0.01);
  return { kind: 'edge-circle', a, xfA, b: { ...b, x: 0 }, xfB: onFloor(xfA, rng.range(-hx - 0.5, hx + 0.5), ly, 0) };
}

function edgePolygon(rng: Random, mode: 'resting' | 'separated'): RoundPair {
  const a = floor(rng, rng.next() < 0.5);
  const b = box(rng, 0.2, 1);
  const xfA = pose(rng.range(-50, 50), rng.range(-50, 50), rng.range(-0.2, 0.2));
  const hx = a.v[2];
  const tilt = rng.range(-0.05, 0.05);
  // SetAsBox's vertex 2 is (hx, hy).
  const hy = b.vertices[2][1];
  const lift = Math.abs(Math.sin(tilt)) * b.vertices[2][0] + Math.cos(tilt) * hy;
  const ly = mode === 'separated' ? lift + rng.range(0.05, 2) : lift + rng.range(-0.04, 0.01);
  return { kind: 'edge-polygon', a, xfA, b, xfB: onFloor(xfA, rng.range(-hx - 0.5, hx + 0.5), ly, tilt) };
}

/** One family per kind, `count` pairs each: three quarters touching or near, one quarter separated. */
export function buildRoundFamilies(count: number, seed: number): Family<RoundPair>[] {
  const rng = new Random(seed);
  const make = (f: (separated: boolean) => RoundPair): RoundPair[] =>
    shuffle(rng, Array.from({ length: count }, (_, i) => f(i >= (3 * count) >> 2)));
  return [
    { name: 'circle-circle', pairs: make((sep) => circleCircle(rng, sep)) },
    { name: 'polygon-circle', pairs: make((sep) => polygonCircle(rng, sep)) },
    { name: 'edge-circle', pairs: make((sep) => edgeCircle(rng, sep ? 'separated' : 'resting')) },
    { name: 'edge-polygon', pairs: make((sep) => edgePolygon(rng, sep ? 'separated' : 'resting')) },
  ];
}
