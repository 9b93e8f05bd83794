// The v3 bench's corpora: pairs of shapes described by what a user passes to the constructors
// (a box's half-widths, a hull's points, a circle's center and radius, ...), never by the
// vertices a library computed from them, so that every engine builds its own shapes its own way
// (b2MakeBox, b2ComputeHull + b2MakePolygon; SetAsBox and Set for the v2.4.1 layer). Every number
// is a float32 value, so the float32 twin, the float64 source, phaser-box2d and the native C all
// start from the same inputs. Seeded: a seed always gives the same corpus.

import { Random } from '../random';

/** A rigid transform: position and rotation as (cosine, sine), all float32 values. */
export interface V3Pose {
  readonly px: number;
  readonly py: number;
  readonly c: number;
  readonly s: number;
}

export type V3Shape =
  | { readonly kind: 'box'; readonly hx: number; readonly hy: number }
  | { readonly kind: 'hull'; readonly points: readonly (readonly [number, number])[] }
  | { readonly kind: 'circle'; readonly cx: number; readonly cy: number; readonly radius: number }
  | { readonly kind: 'capsule'; readonly x1: number; readonly y1: number; readonly x2: number; readonly y2: number; readonly radius: number }
  | { readonly kind: 'segment'; readonly x1: number; readonly y1: number; readonly x2: number; readonly y2: number };

export interface V3Pair {
  readonly a: V3Shape;
  readonly xfA: V3Pose;
  readonly b: V3Shape;
  readonly xfB: V3Pose;
}

/** The colliders the v3 bench times, one corpus each. */
export const V3_FAMILIES = ['polygons', 'capsules', 'polygon-circle', 'segment-polygon'] as const;
export type V3Family = (typeof V3_FAMILIES)[number];

/** The collider each family times (the same name in b2collide/v3 and phaser-box2d). */
export const FAMILY_COLLIDER: Record<V3Family, string> = {
  polygons: 'b2CollidePolygons',
  capsules: 'b2CollideCapsules',
  'polygon-circle': 'b2CollidePolygonAndCircle',
  'segment-polygon': 'b2CollideSegmentAndPolygon',
};

const f = Math.fround;

function box(rng: Random, lo = 0.2, hi = 1.5): V3Shape {
  return { kind: 'box', hx: f(rng.range(lo, hi)), hy: f(rng.range(lo, hi)) };
}

/** Points on a circle, each jittered within its angular slot: a hull of `count` vertices. */
function hull(rng: Random, count: number): V3Shape {
  const radius = rng.range(0.3, 1.5);
  const start = rng.range(0, 2 * Math.PI);
  const step = (2 * Math.PI) / count;
  const points: [number, number][] = [];
  for (let i = 0; i < count; ++i) {
    const angle = start + step * (i + rng.range(-0.3, 0.3));
    points.push([f(radius * Math.cos(angle)), f(radius * Math.sin(angle))]);
  }
  return { kind: 'hull', points };
}

function polygon(rng: Random): V3Shape {
  return rng.next() < 0.3 ? box(rng) : hull(rng, rng.int(3, 8));
}

function capsule(rng: Random): V3Shape {
  const half = rng.range(0.1, 1);
  return { kind: 'capsule', x1: f(-half), y1: 0, x2: f(half), y2: 0, radius: f(rng.range(0.05, 0.5)) };
}

function circle(rng: Random): V3Shape {
  return { kind: 'circle', cx: f(rng.range(-0.2, 0.2)), cy: f(rng.range(-0.2, 0.2)), radius: f(rng.range(0.1, 1)) };
}

/** The points a shape's outline passes through or near (for its reach and its lowest point). */
function outline(s: V3Shape): [number, number][] {
  switch (s.kind) {
    case 'box':
      return [[-s.hx, -s.hy], [s.hx, -s.hy], [s.hx, s.hy], [-s.hx, s.hy]];
    case 'hull':
      return s.points.map(([x, y]) => [x, y]);
    case 'circle':
      return [[s.cx, s.cy - s.radius], [s.cx + s.radius, s.cy], [s.cx, s.cy + s.radius], [s.cx - s.radius, s.cy]];
    case 'capsule':
      return [[s.x1, s.y1 - s.radius], [s.x2, s.y2 - s.radius], [s.x2 + s.radius, s.y2], [s.x1 - s.radius, s.y1], [s.x1, s.y1 + s.radius], [s.x2, s.y2 + s.radius]];
    case 'segment':
      return [[s.x1, s.y1], [s.x2, s.y2]];
  }
}

/** The largest distance of the outline from the shape's origin. */
function reach(s: V3Shape): number {
  return Math.max(...outline(s).map(([x, y]) => Math.hypot(x, y)));
}

function pose(px: number, py: number, angle: number): V3Pose {
  return { px: f(px), py: f(py), c: f(Math.cos(angle)), s: f(Math.sin(angle)) };
}

function randomPose(rng: Random): V3Pose {
  return pose(rng.range(-50, 50), rng.range(-50, 50), rng.range(-Math.PI, Math.PI));
}

/** B at `distance` from A's origin in a random direction, both randomly rotated. */
function placed(rng: Random, a: V3Shape, b: V3Shape, distance: number): V3Pair {
  const xfA = randomPose(rng);
  const dir = rng.range(0, 2 * Math.PI);
  return { a, xfA, b, xfB: pose(xfA.px + distance * Math.cos(dir), xfA.py + distance * Math.sin(dir), rng.range(-Math.PI, Math.PI)) };
}

/** Centres closer than the sum of the reaches: mostly touching or overlapping. */
function overlapping(rng: Random, a: V3Shape, b: V3Shape): V3Pair {
  return placed(rng, a, b, rng.range(0, 0.9) * (reach(a) + reach(b)));
}

/** Centres farther apart than the sum of the reaches: no contact. */
function separated(rng: Random, a: V3Shape, b: V3Shape): V3Pair {
  return placed(rng, a, b, reach(a) + reach(b) + rng.range(0.05, 2));
}

/**
 * `b` lying on `ground` (a wide box or a segment along x), tilted a little, with a gap from -0.04
 * to +0.01: a resting contact, or a speculative one.
 */
function resting(rng: Random, ground: V3Shape, top: number, b: V3Shape): V3Pair {
  const groundAngle = rng.next() < 0.5 ? 0 : rng.range(-0.05, 0.05);
  const xfA = pose(rng.range(-50, 50), rng.range(-50, 50), groundAngle);
  const rel = rng.range(-0.05, 0.05);
  let lowest = Infinity;
  for (const [x, y] of outline(b)) lowest = Math.min(lowest, Math.sin(rel) * x + Math.cos(rel) * y);
  const lx = rng.range(-3, 3);
  const ly = top - lowest + rng.range(-0.04, 0.01);
  const c = Math.cos(groundAngle);
  const s = Math.sin(groundAngle);
  return { a: ground, xfA, b, xfB: pose(xfA.px + c * lx - s * ly, xfA.py + s * lx + c * ly, groundAngle + rel) };
}

function repeat<T>(count: number, make: () => T): T[] {
  return Array.from({ length: count }, make);
}

function shuffle<T>(rng: Random, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; --i) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/**
 * `count` pairs of one family, shuffled: polygons as the v2.4.1 bench's mixed corpus (a quarter
 * each of overlapping boxes, overlapping boxes and hulls of 3 to 8 points, shapes resting on a
 * wide box, separated shapes); the other families three quarters overlapping (resting on the
 * segment, for segment-polygon) and a quarter separated.
 */
export function buildV3Family(family: V3Family, count: number, seed: number): V3Pair[] {
  const rng = new Random(seed ^ (V3_FAMILIES.indexOf(family) + 1) * 0x9e3779b1);
  const quarter = count >> 2;
  const rest = count - 3 * quarter;
  let pairs: V3Pair[];
  switch (family) {
    case 'polygons': {
      const ground = (): V3Shape => ({ kind: 'box', hx: f(rng.range(5, 20)), hy: 0.5 });
      pairs = [
        ...repeat(quarter, () => overlapping(rng, box(rng), box(rng))),
        ...repeat(quarter, () => overlapping(rng, polygon(rng), polygon(rng))),
        ...repeat(quarter, () => resting(rng, ground(), 0.5, polygon(rng))),
        ...repeat(rest, () => separated(rng, polygon(rng), polygon(rng))),
      ];
      break;
    }
    case 'capsules':
      pairs = [...repeat(3 * quarter, () => overlapping(rng, capsule(rng), capsule(rng))), ...repeat(rest, () => separated(rng, capsule(rng), capsule(rng)))];
      break;
    case 'polygon-circle':
      pairs = [...repeat(3 * quarter, () => overlapping(rng, polygon(rng), circle(rng))), ...repeat(rest, () => separated(rng, polygon(rng), circle(rng)))];
      break;
    case 'segment-polygon': {
      const segment = (): V3Shape => {
        const half = f(rng.range(2, 10));
        return { kind: 'segment', x1: -half, y1: 0, x2: half, y2: 0 };
      };
      pairs = [
        ...repeat(quarter, () => overlapping(rng, segment(), polygon(rng))),
        ...repeat(2 * quarter, () => resting(rng, segment(), 0, polygon(rng))),
        ...repeat(rest, () => separated(rng, segment(), polygon(rng))),
      ];
      break;
    }
  }
  return shuffle(rng, pairs);
}
