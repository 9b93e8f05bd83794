// The families of the v3 pair types: each case picks one of the colliders of manifold.c (the
// same mix in every family) and draws its shapes and poses from the family's scenario.
// Polygons are built by b2collide/v3's own makers (b2MakeBox, b2MakeRoundedBox, b2MakeOffsetBox,
// b2ComputeHull with b2MakePolygon) and injected into both engines as built; rotations come from
// b2MakeRot (v3's own cosine and sine, no library trigonometry), given to both as (c, s). A pose at
// a chosen gap is found by b2ShapeDistance: B is slid along the closest-points normal until the
// distance between the (rounded) shapes is the gap.

import * as V3 from 'b2collide/v3/f64';
import type { Rng } from '../runner/rng';
import type { Family } from '../runner/types';
import { v3Struct } from './engine-b2collide';
import { CACHED, V3_COLLIDERS, type V3Collider, type V3PairInput, type V3Shape, type V3Transform, type XY } from './input';

type Kind = V3Shape['kind'];

/**
 * Every collider but b2CollideSegmentAndCapsule, which phaser-box2d 1.1.0 cannot run (it throws on
 * every call, phaser-differences.ts); its code is b2CollideCapsules', which is compared.
 */
const COLLIDERS = (Object.keys(V3_COLLIDERS) as V3Collider[]).filter((c) => c !== 'b2CollideSegmentAndCapsule');
const CHAIN_COLLIDERS = COLLIDERS.filter((c) => c.startsWith('b2CollideChainSegment'));

const B2_LINEAR_SLOP = V3.B2_LINEAR_SLOP;
const SPECULATIVE = V3.B2_SPECULATIVE_DISTANCE;

function rotation(angle: number): XY {
  const q = V3.b2MakeRot(new V3.b2Rot(), angle);
  return [q.c, q.s];
}

/** A quarter turn as an exact (c, s). */
const QUARTERS: readonly XY[] = [[1, 0], [0, 1], [-1, 0], [0, -1]];

const randomRotation = (rng: Rng): XY => (rng.chance(0.15) ? rng.pick(QUARTERS) : rotation(rng.range(-Math.PI, Math.PI)));

const xy = (v: { x: number; y: number }): XY => [v.x, v.y];

function polygonOf(p: InstanceType<typeof V3.b2Polygon>): V3Shape {
  const vertices: XY[] = [];
  const normals: XY[] = [];
  for (let i = 0; i < p.count; ++i) {
    vertices.push(xy(p.vertices[i]));
    normals.push(xy(p.normals[i]));
  }
  return { kind: 'polygon', vertices, normals, centroid: xy(p.centroid), radius: p.radius };
}

/** A hull of n points about `size` (on a circle, in a box, or on a thin sliver), or a box when the points make none. */
function hullPolygon(rng: Rng, size: number, radius: number, sliver: boolean): V3Shape {
  for (let attempt = 0; attempt < 8; ++attempt) {
    const n = rng.int(3, 8);
    const points: InstanceType<typeof V3.b2Vec2>[] = [];
    const thin = sliver ? size * rng.range(0.01, 0.06) : size;
    for (let i = 0; i < n; ++i) {
      if (rng.chance(0.6) && !sliver) {
        const [c, s] = rotation(rng.range(-Math.PI, Math.PI));
        const r = size * rng.range(0.6, 1);
        points.push(new V3.b2Vec2(r * c, r * s));
      } else {
        points.push(new V3.b2Vec2(size * rng.range(-1, 1), thin * rng.range(-1, 1)));
      }
    }
    let hull: InstanceType<typeof V3.b2Hull>;
    try {
      hull = V3.b2ComputeHull(new V3.b2Hull(), points, n);
    } catch {
      continue;
    }
    if (hull.count >= 3) return polygonOf(V3.b2MakePolygon(new V3.b2Polygon(), hull, radius));
  }
  return polygonOf(V3.b2MakeRoundedBox(new V3.b2Polygon(), size, size, radius));
}

export interface ShapeStyle {
  /** Half-size range. */
  readonly lo: number;
  readonly hi: number;
  /** Chance of a rounded polygon, and its radius range as a fraction of the size. */
  readonly rounded: number;
  readonly sliver: boolean;
  /** Exact grid sizes, boxes only, axis-aligned capsules and segments. */
  readonly grid: boolean;
}

export function randomShape(rng: Rng, kind: Kind, style: ShapeStyle): V3Shape {
  const size = style.grid ? 0.25 * rng.int(1, 8) : rng.range(style.lo, style.hi);
  const thin = style.sliver ? size * rng.range(0.005, 0.05) : size * rng.range(0.2, 1);
  const radius = style.grid ? 0.125 * rng.int(0, 2) : rng.chance(style.rounded) ? size * rng.range(0.05, 0.4) : 0;
  switch (kind) {
    case 'circle':
      return { kind, center: style.grid ? [0, 0] : [rng.range(-0.3, 0.3) * size, rng.range(-0.3, 0.3) * size], radius: style.grid ? size : size * rng.range(0.3, 1) };
    case 'capsule': {
      const [c, s] = style.grid ? rng.pick(QUARTERS) : rotation(rng.range(-Math.PI, Math.PI));
      return { kind, center1: [-size * c, -size * s], center2: [size * c, size * s], radius: style.grid ? 0.25 : style.sliver ? thin : size * rng.range(0.1, 0.6) };
    }
    case 'segment':
    case 'chain': {
      const [c, s] = style.grid ? rng.pick(QUARTERS) : rotation(rng.range(-Math.PI, Math.PI));
      const point1: XY = [-size * c, -size * s];
      const point2: XY = [size * c, size * s];
      if (kind === 'segment') return { kind, point1, point2 };
      // Ghosts making a convex, flat or concave corner at each end.
      const ghost = (end: XY, away: XY): XY => {
        const [gc, gs] = style.grid ? rng.pick(QUARTERS) : rotation(rng.range(-1.2, 1.2));
        const d: XY = [away[0] * gc - away[1] * gs, away[0] * gs + away[1] * gc];
        return [end[0] + d[0] * size, end[1] + d[1] * size];
      };
      return { kind, ghost1: ghost(point1, [-c, -s]), point1, point2, ghost2: ghost(point2, [c, s]) };
    }
    case 'polygon': {
      if (style.grid || rng.chance(0.35)) {
        const hy = style.grid ? 0.25 * rng.int(1, 8) : style.sliver ? thin : size * rng.range(0.2, 1);
        if (radius > 0) return polygonOf(V3.b2MakeRoundedBox(new V3.b2Polygon(), size, hy, radius));
        if (!style.grid && rng.chance(0.3)) {
          const center = new V3.b2Vec2(rng.range(-0.3, 0.3) * size, rng.range(-0.3, 0.3) * size);
          const [c, s] = randomRotation(rng);
          return polygonOf(V3.b2MakeOffsetBox(new V3.b2Polygon(), size, hy, center, new V3.b2Rot(c, s)));
        }
        return polygonOf(V3.b2MakeBox(new V3.b2Polygon(), size, hy));
      }
      return hullPolygon(rng, size, radius, style.sliver);
    }
  }
}

/** Writes the shape into a distance proxy (its points and radius; a chain segment as its segment). */
function writeProxy(proxy: InstanceType<typeof V3.b2ShapeProxy>, s: V3Shape): void {
  const v = (p: XY) => new V3.b2Vec2(p[0], p[1]);
  switch (s.kind) {
    case 'circle':
      V3.b2MakeProxy(proxy, [v(s.center)], 1, s.radius);
      return;
    case 'capsule':
      V3.b2MakeProxy(proxy, [v(s.center1), v(s.center2)], 2, s.radius);
      return;
    case 'segment':
    case 'chain':
      V3.b2MakeProxy(proxy, [v(s.point1), v(s.point2)], 2, 0);
      return;
    case 'polygon':
      V3.b2MakeProxy(proxy, s.vertices.map(v), s.vertices.length, s.radius);
  }
}

function writeTransform(xf: InstanceType<typeof V3.b2Transform>, t: V3Transform): void {
  xf.p.x = t.p[0];
  xf.p.y = t.p[1];
  xf.q.c = t.q[0];
  xf.q.s = t.q[1];
}

/** The distance between the two shapes (radii included) and the unit normal from A to B. */
function distance(a: V3Shape, xfA: V3Transform, b: V3Shape, xfB: V3Transform): { distance: number; normal: XY } {
  const input = new V3.b2DistanceInput();
  writeProxy(input.proxyA, a);
  writeProxy(input.proxyB, b);
  writeTransform(input.transformA, xfA);
  writeTransform(input.transformB, xfB);
  input.useRadii = true;
  const out = V3.b2ShapeDistance(new V3.b2DistanceOutput(), input, new V3.b2SimplexCache(), null, 0);
  return { distance: out.distance, normal: [out.normal.x, out.normal.y] };
}

/**
 * B's pose at the given gap from A along `dir` (negative: overlapping by that much): B starts
 * well clear along dir and is slid along the closest-points normal until the distance is the gap.
 */
function placeAtGap(a: V3Shape, xfA: V3Transform, b: V3Shape, qB: XY, dir: XY, reach: number, gap: number): V3Transform {
  const xfB: V3Transform = { p: [xfA.p[0] + dir[0] * reach, xfA.p[1] + dir[1] * reach], q: qB };
  let normal: XY = dir;
  for (let k = 0; k < 6; ++k) {
    const d = distance(a, xfA, b, xfB);
    if (d.distance <= 0) break;
    normal = d.normal;
    const step = d.distance - Math.max(gap, 0);
    xfB.p = [xfB.p[0] - normal[0] * step, xfB.p[1] - normal[1] * step];
    if (Math.abs(step) <= 1e-12 * reach) break;
  }
  if (gap < 0) xfB.p = [xfB.p[0] + normal[0] * gap, xfB.p[1] + normal[1] * gap];
  return xfB;
}

/** The half-size of a shape's reach from its origin. */
function reachOf(s: V3Shape): number {
  const pts: XY[] =
    s.kind === 'circle' ? [s.center] : s.kind === 'capsule' ? [s.center1, s.center2] : s.kind === 'polygon' ? s.vertices : s.kind === 'segment' ? [s.point1, s.point2] : [s.ghost1, s.point1, s.point2, s.ghost2];
  const r = s.kind === 'segment' || s.kind === 'chain' ? 0 : s.radius;
  return Math.max(...pts.map((p) => Math.hypot(p[0], p[1]))) + r;
}

interface Scenario {
  readonly name: string;
  readonly description: string;
  readonly colliders: readonly V3Collider[];
  readonly style: ShapeStyle;
  /** Where A sits: the scale of its position. */
  readonly origin: (rng: Rng) => XY;
  /** B's pose given A's. */
  pose(rng: Rng, a: V3Shape, xfA: V3Transform, b: V3Shape): V3Transform;
}

const NORMAL: ShapeStyle = { lo: 0.1, hi: 2, rounded: 0.25, sliver: false, grid: false };
const near = (rng: Rng): XY => [rng.range(-10, 10), rng.range(-10, 10)];
const randomDir = (rng: Rng): XY => rotation(rng.range(-Math.PI, Math.PI));

/** B anywhere around A, overlapping, touching or apart. */
function aroundA(rng: Rng, a: V3Shape, xfA: V3Transform, b: V3Shape, spread: number): V3Transform {
  const r = (reachOf(a) + reachOf(b)) * spread;
  return { p: [xfA.p[0] + rng.range(-r, r), xfA.p[1] + rng.range(-r, r)], q: randomRotation(rng) };
}

/** B at a gap from A, turned as A is (face to face) half the time. */
function atGap(rng: Rng, a: V3Shape, xfA: V3Transform, b: V3Shape, gap: number): V3Transform {
  const qB = rng.chance(0.5) ? xfA.q : randomRotation(rng);
  return placeAtGap(a, xfA, b, qB, randomDir(rng), reachOf(a) + reachOf(b) + 1, gap);
}

const SCENARIOS: readonly Scenario[] = [
  {
    name: 'v3-random',
    description: 'any collider; shapes of 0.1 to 2 (a quarter rounded), B anywhere within reach of A, any rotation',
    colliders: COLLIDERS,
    style: NORMAL,
    origin: near,
    pose: (rng, a, xfA, b) => aroundA(rng, a, xfA, b, 1.1),
  },
  {
    name: 'v3-resting',
    description: 'any collider; B resting on A: a gap of -linearSlop to +linearSlop, half the time face to face',
    colliders: COLLIDERS,
    style: NORMAL,
    origin: near,
    pose: (rng, a, xfA, b) => atGap(rng, a, xfA, b, rng.range(-B2_LINEAR_SLOP, B2_LINEAR_SLOP)),
  },
  {
    name: 'v3-deep',
    description: 'any collider; B overlapping A deeply: its origin within a third of the sizes of A\'s',
    colliders: COLLIDERS,
    style: NORMAL,
    origin: near,
    pose: (rng, a, xfA, b) => aroundA(rng, a, xfA, b, 0.3),
  },
  {
    name: 'v3-far',
    description: 'any collider; the resting and random poses placed 1,000 to 100,000 from the origin',
    colliders: COLLIDERS,
    style: NORMAL,
    origin: (rng) => [rng.sign() * 10 ** rng.range(3, 5), rng.sign() * 10 ** rng.range(3, 5)],
    pose: (rng, a, xfA, b) => (rng.chance(0.5) ? atGap(rng, a, xfA, b, rng.range(-B2_LINEAR_SLOP, SPECULATIVE)) : aroundA(rng, a, xfA, b, 1.1)),
  },
  {
    name: 'v3-slivers',
    description: 'any collider; thin polygons, hulls and capsules (thickness 0.5 % to 5 % of the length) resting or crossing',
    colliders: COLLIDERS,
    style: { ...NORMAL, sliver: true },
    origin: near,
    pose: (rng, a, xfA, b) => (rng.chance(0.5) ? atGap(rng, a, xfA, b, rng.range(-B2_LINEAR_SLOP, SPECULATIVE)) : aroundA(rng, a, xfA, b, 0.8)),
  },
  {
    name: 'v3-rounded',
    description: 'any collider; every polygon rounded (radius 5 % to 40 % of its size), resting or in the speculative band',
    colliders: COLLIDERS,
    style: { ...NORMAL, rounded: 1 },
    origin: near,
    pose: (rng, a, xfA, b) => atGap(rng, a, xfA, b, rng.range(-2 * B2_LINEAR_SLOP, 1.25 * SPECULATIVE)),
  },
  {
    name: 'v3-band',
    description: 'any collider; B in the speculative band: a gap of 0 to 1.25 B2_SPECULATIVE_DISTANCE, the band edge among them',
    colliders: COLLIDERS,
    style: NORMAL,
    origin: near,
    pose: (rng, a, xfA, b) => atGap(rng, a, xfA, b, rng.chance(0.3) ? SPECULATIVE * (1 + rng.range(-1e-6, 1e-6)) : rng.range(0, 1.25 * SPECULATIVE)),
  },
  {
    name: 'v3-near-ties',
    description: 'any collider; exact grid shapes (boxes, axis-aligned capsules and segments), quarter turns, positions on a 1/8 grid: equal separations, coincident edges',
    colliders: COLLIDERS,
    style: { ...NORMAL, grid: true },
    origin: (rng) => [0.125 * rng.int(-40, 40), 0.125 * rng.int(-40, 40)],
    pose: (rng, _a, xfA) => ({ p: [xfA.p[0] + 0.125 * rng.int(-24, 24), xfA.p[1] + 0.125 * rng.int(-24, 24)], q: rng.pick(QUARTERS) }),
  },
  {
    name: 'v3-chain-ghosts',
    description: 'the chain-segment colliders; ghosts making convex, flat and concave corners, B near either end of the segment',
    colliders: CHAIN_COLLIDERS,
    style: NORMAL,
    origin: near,
    pose: (rng, a, xfA, b) => {
      if (a.kind !== 'chain') return aroundA(rng, a, xfA, b, 1);
      const end = rng.chance(0.5) ? a.point1 : a.point2;
      const [c, s] = xfA.q;
      const at: XY = [xfA.p[0] + c * end[0] - s * end[1], xfA.p[1] + s * end[0] + c * end[1]];
      const r = reachOf(b) * 1.2;
      return { p: [at[0] + rng.range(-r, r), at[1] + rng.range(-r, r)], q: randomRotation(rng) };
    },
  },
];

/** One case of a scenario; the cached colliders start from an empty cache or, a third of the time, the one a call at a nearby pose left. */
function generate(scenario: Scenario, rng: Rng): V3PairInput {
  const collider = rng.pick(scenario.colliders);
  const [kindA, kindB] = V3_COLLIDERS[collider];
  const a = randomShape(rng, kindA, scenario.style);
  const b = randomShape(rng, kindB, scenario.style);
  const xfA: V3Transform = { p: scenario.origin(rng), q: scenario.style.grid ? rng.pick(QUARTERS) : randomRotation(rng) };
  const xfB = scenario.pose(rng, a, xfA, b);
  const input: V3PairInput = { collider, a, xfA, b, xfB };
  if (CACHED.has(collider)) input.cache = rng.chance(1 / 3) ? warmCache(input, rng) : [0, 0, 0, 0, 0, 0, 0];
  return input;
}

/** The cache b2collide leaves after a call at a pose moved by up to a tenth of B's size. */
function warmCache(input: V3PairInput, rng: Rng): number[] {
  const r = 0.1 * reachOf(input.b);
  const xf = new V3.b2Transform();
  writeTransform(xf, { p: [input.xfB.p[0] + rng.range(-r, r), input.xfB.p[1] + rng.range(-r, r)], q: input.xfB.q });
  const xfA = new V3.b2Transform();
  writeTransform(xfA, input.xfA);
  const cache = new V3.b2SimplexCache();
  const m = new V3.b2Manifold();
  const a = v3Struct(input.a) as InstanceType<typeof V3.b2ChainSegment>;
  if (input.collider === 'b2CollideChainSegmentAndCapsule') V3.b2CollideChainSegmentAndCapsule(m, a, xfA, v3Struct(input.b) as InstanceType<typeof V3.b2Capsule>, xf, cache);
  else V3.b2CollideChainSegmentAndPolygon(m, a, xfA, v3Struct(input.b) as InstanceType<typeof V3.b2Polygon>, xf, cache);
  return [cache.count, ...cache.indexA.slice(0, 3), ...cache.indexB.slice(0, 3)];
}

export const v3Families: readonly Family<V3PairInput>[] = SCENARIOS.map((s) => ({
  name: s.name,
  description: s.description,
  generate: (rng) => generate(s, rng),
}));
