// Builds the circle and edge pair families for bench/round_main.ts: circle-circle, polygon-circle,
// edge-circle and edge-polygon, each a mix of overlapping, resting-on-a-floor and separated pairs.
// Polygons come from b2collide's SetAsBox/Set; the numbers are then injected into every engine.

import { b2PolygonShape } from 'b2collide';
import type { Family, PolygonData, PoseData } from './pair_types';
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

function polygonData(shape: b2PolygonShape): PolygonData {
  const vertices: number[] = [];
  const normals: number[] = [];
  for (let i = 0; i < shape.m_count; ++i) {
    vertices.push(shape.m_vertices[i].x, shape.m_vertices[i].y);
    normals.push(shape.m_normals[i].x, shape.m_normals[i].y);
  }
  return { count: shape.m_count, vertices, normals, radius: shape.m_radius };
}

function polygon(rng: Random): PolygonData {
  if (rng.next() < 0.4) return polygonData(new b2PolygonShape().SetAsBox(rng.range(0.2, 1.5), rng.range(0.2, 1.5)));
  const count = rng.int(3, 8);
  const radius = rng.range(0.3, 1.5);
  const start = rng.range(0, 2 * Math.PI);
  const points = Array.from({ length: count }, (_, i) => {
    const angle = start + ((2 * Math.PI) / count) * (i + rng.range(-0.3, 0.3));
    return { x: radius * Math.cos(angle), y: radius * Math.sin(angle) };
  });
  return polygonData(new b2PolygonShape().Set(points));
}

function reach(p: PolygonData): number {
  let r = 0;
  for (let i = 0; i < 2 * p.count; i += 2) r = Math.max(r, Math.hypot(p.vertices[i], p.vertices[i + 1]));
  return r;
}

function circle(rng: Random): CircleData {
  return { x: rng.next() < 0.5 ? 0 : rng.range(-0.3, 0.3), y: 0, radius: rng.range(0.1, 1.2) };
}

function pose(px: number, py: number, angle: number): PoseData {
  return { px, py, s: Math.sin(angle), c: Math.cos(angle) };
}

/** A pose whose origin is `distance` from `from`'s origin in a random direction, randomly rotated. */
function near(rng: Random, from: PoseData, distance: number): PoseData {
  const dir = rng.range(0, 2 * Math.PI);
  return pose(from.px + distance * Math.cos(dir), from.py + distance * Math.sin(dir), rng.range(-Math.PI, Math.PI));
}

function randomPose(rng: Random): PoseData {
  return pose(rng.range(-50, 50), rng.range(-50, 50), rng.range(-Math.PI, Math.PI));
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
  const b = polygonData(new b2PolygonShape().SetAsBox(rng.range(0.2, 1), rng.range(0.2, 1)));
  const xfA = pose(rng.range(-50, 50), rng.range(-50, 50), rng.range(-0.2, 0.2));
  const hx = a.v[2];
  const tilt = rng.range(-0.05, 0.05);
  const hy = b.vertices[5];
  const lift = Math.abs(Math.sin(tilt)) * b.vertices[4] + Math.cos(tilt) * hy;
  const ly = mode === 'separated' ? lift + rng.range(0.05, 2) : lift + rng.range(-0.04, 0.01);
  return { kind: 'edge-polygon', a, xfA, b, xfB: onFloor(xfA, rng.range(-hx - 0.5, hx + 0.5), ly, tilt) };
}

function shuffle<T>(rng: Random, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; --i) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
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
