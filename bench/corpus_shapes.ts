// The building blocks both corpus builders (polygon_pairs.ts, round_pairs.ts) draw from: polygons
// made with b2collide's own Set/SetAsBox (so vertex order and normals are Box2D's) turned into
// plain numbers, poses, and a seeded shuffle. Each function draws from `rng` in a fixed order, so a
// seed always gives the same corpus.

import { b2PolygonShape } from 'b2collide';
import { polygonData, type PolygonData } from '../compare/case/shapes';
import type { PoseData } from './pair_types';
import type { Random } from './random';

/** A box with half-widths drawn from [lo, hi). */
export function box(rng: Random, lo = 0.2, hi = 1.5): PolygonData {
  return polygonData(new b2PolygonShape().SetAsBox(rng.range(lo, hi), rng.range(lo, hi)));
}

/** A hull of exactly `count` vertices: points on a circle, jittered within their angular slot. */
export function hull(rng: Random, count: number): PolygonData {
  const radius = rng.range(0.3, 1.5);
  const start = rng.range(0, 2 * Math.PI);
  const step = (2 * Math.PI) / count;
  const points = [];
  for (let i = 0; i < count; ++i) {
    const angle = start + step * (i + rng.range(-0.3, 0.3));
    points.push({ x: radius * Math.cos(angle), y: radius * Math.sin(angle) });
  }
  const data = polygonData(new b2PolygonShape().Set(points));
  if (data.vertices.length !== count) throw new Error(`hull: asked for ${count} vertices, Set made ${data.vertices.length}`);
  return data;
}

/** The largest distance of a vertex from the shape's origin. */
export function reach(shape: PolygonData): number {
  let r = 0;
  for (const [x, y] of shape.vertices) r = Math.max(r, Math.hypot(x, y));
  return r;
}

export function pose(px: number, py: number, angle: number): PoseData {
  return { px, py, s: Math.sin(angle), c: Math.cos(angle) };
}

export function randomPose(rng: Random): PoseData {
  return pose(rng.range(-50, 50), rng.range(-50, 50), rng.range(-Math.PI, Math.PI));
}

/** A pose whose origin is `distance` from `from`'s origin in a random direction, randomly rotated. */
export function near(rng: Random, from: PoseData, distance: number): PoseData {
  const dir = rng.range(0, 2 * Math.PI);
  return pose(from.px + distance * Math.cos(dir), from.py + distance * Math.sin(dir), rng.range(-Math.PI, Math.PI));
}

export function shuffle<T>(rng: Random, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; --i) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}
