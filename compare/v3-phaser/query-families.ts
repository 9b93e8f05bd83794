// The families of the v3-phaser-query pair type, one per kind of query. Shapes come from the
// collider families' generator (families.ts: b2collide/v3's makers, rotations from b2MakeRot);
// rays and casts start outside the shape (sometimes inside) and aim at it, past it or along it;
// distance pairs are placed near, touching or apart with cold and warm caches; sweeps head-on,
// grazing and spinning.

import * as V3 from 'b2collide/v3/f64';
import type { Rng } from '../runner/rng';
import type { Family } from '../runner/types';
import { randomShape, type ShapeStyle } from './families';
import type { V3Shape, V3Transform, XY } from './input';
import type { V3Proxy, V3Query, V3QueryInput, V3Sweep } from './query-input';

const STYLE: ShapeStyle = { lo: 0.2, hi: 2, rounded: 0.4, sliver: false, grid: false };
const GRID: ShapeStyle = { lo: 0.25, hi: 2, rounded: 0, sliver: false, grid: true };
/** Ray casts on polygons are on sharp ones: a rounded polygon's ray cast is b2ShapeCast, which v3.1 rewrote. */
const SHARP: ShapeStyle = { lo: 0.2, hi: 2, rounded: 0, sliver: false, grid: false };

const rotation = (angle: number): XY => {
  const q = V3.b2MakeRot(new V3.b2Rot(), angle);
  return [q.c, q.s];
};

const shapeKind = (fn: V3Query): V3Shape['kind'] => (fn.includes('Circle') ? 'circle' : fn.includes('Capsule') ? 'capsule' : fn.includes('Segment') ? 'segment' : 'polygon');

const shapeFor = (rng: Rng, fn: V3Query): V3Shape => randomShape(rng, shapeKind(fn), rng.chance(0.15) ? GRID : STYLE);

/** A point of the shape (its center, an end, a vertex), which a ray or cast aims near. */
function anchorOf(s: V3Shape, rng: Rng): XY {
  switch (s.kind) {
    case 'circle':
      return s.center;
    case 'capsule':
      return rng.chance(0.5) ? s.center1 : s.center2;
    case 'segment':
      return rng.chance(0.5) ? s.point1 : s.point2;
    case 'polygon':
      return rng.chance(0.3) ? s.centroid : rng.pick(s.vertices);
    default:
      return [0, 0];
  }
}

/** A ray from outside (or, one in eight, from inside) aimed near the shape: at it, beside it, or along an edge. */
function aim(rng: Rng, s: V3Shape): { origin: XY; translation: XY; maxFraction: number } {
  const target = anchorOf(s, rng);
  const [c, sn] = rotation(rng.range(-Math.PI, Math.PI));
  const far = rng.range(2, 6);
  const origin: XY = rng.chance(0.125) ? [target[0] * 0.5, target[1] * 0.5] : [target[0] + far * c, target[1] + far * sn];
  const miss = rng.chance(0.5) ? 0 : rng.range(-1, 1);
  const reach = rng.range(0.5, 2.5);
  const dx = target[0] - origin[0] + miss * -sn;
  const dy = target[1] - origin[1] + miss * c;
  const translation: XY = rng.chance(0.05) ? [0, 0] : [dx * reach, dy * reach];
  return { origin, translation, maxFraction: rng.chance(0.3) ? rng.range(0.2, 1) : 1 };
}

/** A point cloud for a proxy, a cast or a hull: 1 to 8 points about `size`, some rounded. */
function cloud(rng: Rng, size: number, lo = 1, hi = 8): V3Proxy {
  const n = rng.int(lo, hi);
  const points: XY[] = [];
  for (let i = 0; i < n; ++i) points.push([size * rng.range(-1, 1), size * rng.range(-1, 1)]);
  return { points, radius: rng.chance(0.5) ? size * rng.range(0, 0.5) : 0 };
}

function proxyOf(s: V3Shape): V3Proxy {
  switch (s.kind) {
    case 'circle':
      return { points: [s.center], radius: s.radius };
    case 'capsule':
      return { points: [s.center1, s.center2], radius: s.radius };
    case 'segment':
      return { points: [s.point1, s.point2], radius: 0 };
    case 'polygon':
      return { points: s.vertices, radius: s.radius };
    default:
      return { points: [[0, 0]], radius: 0 };
  }
}

const randomKind = (rng: Rng): V3Shape['kind'] => rng.pick(['circle', 'capsule', 'segment', 'polygon'] as const);

function transformNear(rng: Rng, range: number): V3Transform {
  return { p: [rng.range(-range, range), rng.range(-range, range)], q: rng.chance(0.15) ? rng.pick([[1, 0], [0, 1], [-1, 0], [0, -1]] as XY[]) : rotation(rng.range(-Math.PI, Math.PI)) };
}

/** Moves B along the closest-points normal until the rounded distance is `gap` (b2collide's b2ShapeDistance). */
function placeAt(a: V3Proxy, b: V3Proxy, xfA: V3Transform, xfB: V3Transform, gap: number): void {
  for (let it = 0; it < 4; ++it) {
    const input = new V3.b2DistanceInput();
    V3.b2MakeProxy(input.proxyA, a.points.map((p) => new V3.b2Vec2(p[0], p[1])), a.points.length, a.radius);
    V3.b2MakeProxy(input.proxyB, b.points.map((p) => new V3.b2Vec2(p[0], p[1])), b.points.length, b.radius);
    input.transformA.p.x = xfA.p[0];
    input.transformA.p.y = xfA.p[1];
    input.transformA.q.c = xfA.q[0];
    input.transformA.q.s = xfA.q[1];
    input.transformB.p.x = xfB.p[0];
    input.transformB.p.y = xfB.p[1];
    input.transformB.q.c = xfB.q[0];
    input.transformB.q.s = xfB.q[1];
    input.useRadii = true;
    const out = V3.b2ShapeDistance(new V3.b2DistanceOutput(), input, new V3.b2SimplexCache(), null, 0);
    if (out.distance === 0) return;
    const d = out.distance - gap;
    xfB.p = [xfB.p[0] - d * out.normal.x, xfB.p[1] - d * out.normal.y];
  }
}

function sweepOf(rng: Rng, c1: XY, c2: XY, spin: number): V3Sweep {
  const a = rng.range(-Math.PI, Math.PI);
  return { localCenter: [rng.range(-0.3, 0.3), rng.range(-0.3, 0.3)], c1, c2, q1: rotation(a), q2: rotation(a + rng.range(-spin, spin)) };
}

const RAY: readonly V3Query[] = ['b2RayCastCircle', 'b2RayCastCapsule', 'b2RayCastSegment', 'b2RayCastPolygon'];
const CAST: readonly V3Query[] = ['b2ShapeCastCircle', 'b2ShapeCastCapsule', 'b2ShapeCastSegment', 'b2ShapeCastPolygon'];
const MASS_AABB: readonly V3Query[] = [
  'b2ComputeCircleMass', 'b2ComputeCapsuleMass', 'b2ComputePolygonMass',
  'b2ComputeCircleAABB', 'b2ComputeCapsuleAABB', 'b2ComputeSegmentAABB', 'b2ComputePolygonAABB',
];

export const v3QueryFamilies: readonly Family<V3QueryInput>[] = [
  {
    name: 'v3q-ray',
    description: 'b2RayCastCircle, b2RayCastCapsule, b2RayCastSegment (one- and two-sided) and b2RayCastPolygon (sharp polygons): rays from outside or inside, at a vertex or the center, beside the shape, short and long, maxFraction 1 or less, zero length',
    generate: (rng) => {
      const fn = rng.pick(RAY);
      const shape = fn === 'b2RayCastPolygon' ? randomShape(rng, 'polygon', SHARP) : shapeFor(rng, fn);
      return { fn, shape, ray: aim(rng, shape), ...(fn === 'b2RayCastSegment' ? { oneSided: rng.chance(0.5) } : {}) };
    },
  },
  {
    name: 'v3q-shape-cast',
    description: 'b2ShapeCastCircle, b2ShapeCastCapsule, b2ShapeCastSegment and b2ShapeCastPolygon: a cloud of 1 to 4 points, rounded or not, cast at, past or along the shape',
    generate: (rng) => {
      const fn = rng.pick(CAST);
      const shape = shapeFor(rng, fn);
      const ray = aim(rng, shape);
      const moving = cloud(rng, rng.range(0.05, 0.5), 1, 4);
      const points = moving.points.map((p): XY => [p[0] + ray.origin[0], p[1] + ray.origin[1]]);
      return { fn, shape, cast: { points, radius: moving.radius, translation: ray.translation, maxFraction: ray.maxFraction } };
    },
  },
  {
    name: 'v3q-distance',
    description: 'b2ShapeDistance: pairs of circles, capsules, segments and polygons apart, touching (rounded or core) and overlapping, useRadii on and off, cold and hand-made caches (1 to 3 index pairs)',
    generate: (rng) => {
      const a = proxyOf(randomShape(rng, randomKind(rng), STYLE));
      const b = proxyOf(randomShape(rng, randomKind(rng), STYLE));
      const xfA = transformNear(rng, 3);
      const xfB = transformNear(rng, 3);
      const placement = rng.int(0, 3);
      if (placement === 1) placeAt(a, b, xfA, xfB, 0.5 * V3.B2_LINEAR_SLOP * rng.range(-1, 1));
      if (placement === 2) placeAt(a, b, xfA, xfB, rng.range(0.01, 1));
      const cache = [0, 0, 0, 0, 0, 0, 0];
      if (rng.chance(0.4)) {
        // Warm: the cache b2collide leaves at a nearby pose.
        const count = rng.int(1, Math.min(3, a.points.length * b.points.length));
        cache[0] = count;
        for (let i = 0; i < count; ++i) {
          cache[1 + i] = rng.int(0, a.points.length - 1);
          cache[4 + i] = rng.int(0, b.points.length - 1);
        }
      }
      return { fn: 'b2ShapeDistance', distance: { proxyA: a, proxyB: b, xfA, xfB, useRadii: rng.chance(0.5), cache } };
    },
  },
  {
    name: 'v3q-toi',
    description: 'b2TimeOfImpact: head-on, grazing, spinning, initially overlapped and missing sweeps of circles, capsules, segments and polygons',
    generate: (rng) => {
      const a = proxyOf(randomShape(rng, randomKind(rng), STYLE));
      const b = proxyOf(randomShape(rng, randomKind(rng), STYLE));
      const kind = rng.int(0, 4);
      const spin = kind === 2 ? 3 : 0.3;
      const cA: XY = [rng.range(-1, 1), rng.range(-1, 1)];
      const gap: XY = [rng.range(3, 6), rng.range(-1, 1)];
      const c1B: XY = [cA[0] + gap[0], cA[1] + gap[1]];
      let c2B: XY = [cA[0] - rng.range(0, 1) * gap[0], cA[1] - rng.range(0, 1) * gap[1]];
      if (kind === 1) c2B = [cA[0] - gap[0], cA[1] + gap[1] + rng.range(1, 3)];
      if (kind === 3) c2B = [cA[0] + rng.range(-0.2, 0.2), cA[1] + rng.range(-0.2, 0.2)];
      if (kind === 4) c2B = [c1B[0] + rng.range(1, 3), c1B[1] + rng.range(5, 9)];
      const sweepA = sweepOf(rng, cA, [cA[0] + rng.range(-0.5, 0.5), cA[1] + rng.range(-0.5, 0.5)], spin);
      const sweepB = sweepOf(rng, kind === 3 ? cA : c1B, c2B, spin);
      return { fn: 'b2TimeOfImpact', toi: { proxyA: a, proxyB: b, sweepA, sweepB, maxFraction: rng.chance(0.25) ? rng.range(0.2, 1) : 1 } };
    },
  },
  {
    name: 'v3q-proxy-hull',
    description: 'b2MakeProxy (1 to 10 points, the C keeping 8) and b2ComputeHull (3 to 10 points: random, on a circle, with collinear and repeated points)',
    generate: (rng) => {
      if (rng.chance(0.4)) {
        const c = cloud(rng, rng.range(0.5, 5), 1, 10);
        return { fn: 'b2MakeProxy', cloud: c };
      }
      const size = rng.range(0.2, 5);
      const c = cloud(rng, size, 3, 10);
      if (rng.chance(0.3)) c.points = c.points.map((p, i): XY => (i % 3 === 2 ? [0.5 * (c.points[0][0] + c.points[1][0]), 0.5 * (c.points[0][1] + c.points[1][1])] : p));
      if (rng.chance(0.2)) c.points.push(c.points[0]);
      return { fn: 'b2ComputeHull', cloud: { points: c.points.slice(0, 10), radius: 0 } };
    },
  },
  {
    name: 'v3q-mass-aabb',
    description: 'b2ComputeCircleMass, b2ComputeCapsuleMass, b2ComputePolygonMass (rounded too) and the four b2Compute*AABB, on random and grid shapes, densities 0.1 to 10, poses near and far from the origin',
    generate: (rng) => {
      const fn = rng.pick(MASS_AABB);
      const shape = shapeFor(rng, fn);
      if (fn.endsWith('Mass')) return { fn, shape, density: rng.chance(0.2) ? 1 : rng.range(0.1, 10) };
      return { fn, shape, xf: transformNear(rng, rng.chance(0.2) ? 1000 : 10) };
    },
  },
];

/** The families of the v3-phaser-query rows (the others are kept for when the v3.0 algorithms can be witnessed). */
export const COMPARED_QUERY_FAMILIES: readonly Family<V3QueryInput>[] = v3QueryFamilies.filter((f) => ['v3q-ray', 'v3q-proxy-hull', 'v3q-mass-aabb'].includes(f.name));
