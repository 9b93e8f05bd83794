// Builds the polygon-pair families. Shapes are made with b2collide's own Set/SetAsBox so the vertex
// order and normals are Box2D's; the resulting numbers are then injected into every engine.

import { b2PolygonShape } from 'b2collide';
import type { Family, PolygonData, PolygonPair, PoseData } from './pair_types';
import { Random } from './random';

function toData(shape: b2PolygonShape): PolygonData {
  const vertices: number[] = [];
  const normals: number[] = [];
  for (let i = 0; i < shape.m_count; ++i) {
    vertices.push(shape.m_vertices[i].x, shape.m_vertices[i].y);
    normals.push(shape.m_normals[i].x, shape.m_normals[i].y);
  }
  return { count: shape.m_count, vertices, normals, radius: shape.m_radius };
}

function box(rng: Random, lo = 0.2, hi = 1.5): PolygonData {
  return toData(new b2PolygonShape().SetAsBox(rng.range(lo, hi), rng.range(lo, hi)));
}

/** A hull of exactly `count` vertices: points on a circle, jittered within their angular slot. */
function hull(rng: Random, count: number): PolygonData {
  const radius = rng.range(0.3, 1.5);
  const start = rng.range(0, 2 * Math.PI);
  const step = (2 * Math.PI) / count;
  const points = [];
  for (let i = 0; i < count; ++i) {
    const angle = start + step * (i + rng.range(-0.3, 0.3));
    points.push({ x: radius * Math.cos(angle), y: radius * Math.sin(angle) });
  }
  const data = toData(new b2PolygonShape().Set(points));
  if (data.count !== count) throw new Error(`hull: asked for ${count} vertices, Set made ${data.count}`);
  return data;
}

function anyShape(rng: Random): PolygonData {
  return rng.next() < 0.3 ? box(rng) : hull(rng, rng.int(3, 8));
}

/** The largest distance of a vertex from the shape's origin. */
function reach(shape: PolygonData): number {
  let r = 0;
  for (let i = 0; i < 2 * shape.count; i += 2) r = Math.max(r, Math.hypot(shape.vertices[i], shape.vertices[i + 1]));
  return r;
}

function pose(px: number, py: number, angle: number): PoseData {
  return { px, py, s: Math.sin(angle), c: Math.cos(angle) };
}

function randomPose(rng: Random): PoseData {
  return pose(rng.range(-50, 50), rng.range(-50, 50), rng.range(-Math.PI, Math.PI));
}

/** B placed at `distance` from A's origin in a random direction, both randomly rotated. */
function placed(rng: Random, a: PolygonData, b: PolygonData, distance: number): PolygonPair {
  const xfA = randomPose(rng);
  const dir = rng.range(0, 2 * Math.PI);
  const xfB = pose(xfA.px + distance * Math.cos(dir), xfA.py + distance * Math.sin(dir), rng.range(-Math.PI, Math.PI));
  return { kind: 'polygon-polygon', a, xfA, b, xfB };
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
  const ground = toData(new b2PolygonShape().SetAsBox(rng.range(5, 20), 0.5));
  const groundAngle = rng.next() < 0.5 ? 0 : rng.range(-0.05, 0.05);
  const xfA = pose(rng.range(-50, 50), rng.range(-50, 50), groundAngle);
  const b = rng.next() < 0.5 ? box(rng, 0.2, 1) : hull(rng, rng.int(3, 8));
  // Work in the ground's frame, then rotate into the world.
  const angle = groundAngle + rng.range(-0.05, 0.05);
  const rel = angle - groundAngle;
  let lowest = Infinity;
  for (let i = 0; i < 2 * b.count; i += 2) {
    lowest = Math.min(lowest, Math.sin(rel) * b.vertices[i] + Math.cos(rel) * b.vertices[i + 1]);
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

function shuffle<T>(rng: Random, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; --i) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
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
