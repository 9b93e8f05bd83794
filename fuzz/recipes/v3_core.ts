// Recipes for the v3 layer's collision_types constructors, B2_MAKE_ID, hull.c (b2ComputeHull,
// b2ValidateHull), aabb.c and mover.c. Checks are plain float64 arithmetic written here.

import type { Rng } from '../../compare/runner/rng';
import type { V3Lib } from '../library';
import type { Recipe } from '../recipe';
import { expect, near, nearVec } from './checks';
import { v3Plane, v3Vec, type V3Recipe } from './v3_math';

type P = { x: number; y: number };
type Box = { lowerBound: P; upperBound: P };

/** The struct classes of collision.h: each constructor takes no argument. */
const structs = [
  'b2RayCastInput', 'b2ShapeProxy', 'b2ShapeCastInput', 'b2CastOutput', 'b2MassData', 'b2Circle', 'b2Capsule', 'b2Polygon',
  'b2Segment', 'b2ChainSegment', 'b2Hull', 'b2SegmentDistanceResult', 'b2SimplexCache', 'b2DistanceInput', 'b2DistanceOutput',
  'b2SimplexVertex', 'b2Simplex', 'b2ShapeCastPairInput', 'b2Sweep', 'b2TOIInput', 'b2TOIOutput', 'b2ManifoldPoint', 'b2Manifold',
  'b2PlaneResult', 'b2CollisionPlane', 'b2PlaneSolverResult',
];

export function v3Box(lib: V3Lib, rng: Rng, s = 2) {
  const a = new lib.b2AABB();
  a.lowerBound.x = rng.range(-s, s);
  a.lowerBound.y = rng.range(-s, s);
  a.upperBound.x = a.lowerBound.x + rng.range(0, s);
  a.upperBound.y = a.lowerBound.y + rng.range(0, s);
  return a;
}

/** n points of a convex polygon around the origin (angles at least 0.3 rad apart), radius r. */
function polygonPoints(lib: V3Lib, rng: Rng, n: number, r: number) {
  const step = (2 * Math.PI) / n;
  const start = rng.range(0, 2 * Math.PI);
  return Array.from({ length: n }, (_, i) => {
    const a = start + i * step + rng.range(-0.2, 0.2) * step;
    return new lib.b2Vec2(r * Math.cos(a), r * Math.sin(a));
  });
}

/** Each point of `cloud` lies inside or within tol of the hull's edges (counter-clockwise hull). */
function holdsAll(hull: { points: P[]; count: number }, cloud: readonly P[], tol: number): string | null {
  const n = hull.count;
  if (n < 3 || n > 8) return `hull count ${n}`;
  for (let i = 0; i < n; i++) {
    const a = hull.points[i];
    const b = hull.points[(i + 1) % n];
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    for (const p of cloud) {
      const right = ((p.x - a.x) * (b.y - a.y) - (p.y - a.y) * (b.x - a.x)) / len;
      if (right > tol) return `point (${p.x}, ${p.y}) lies ${right} outside edge ${i}`;
    }
  }
  return null;
}

const coreTable: Record<string, V3Recipe> = {
  ...Object.fromEntries(structs.map((c) => [`new ${c}`, (() => ({ args: [] })) as V3Recipe])),

  B2_MAKE_ID: (_l, rng) => {
    const a = rng.int(0, 255);
    const b = rng.int(0, 255);
    return { args: [a, b], check: (r) => expect(r === a * 256 + b, `B2_MAKE_ID(${a}, ${b}) = ${String(r)}`) };
  },

  b2ComputeHull: (lib, rng) => {
    const out = new lib.b2Hull();
    const points = polygonPoints(lib, rng, rng.int(3, 8), rng.range(0.5, 2));
    return { args: [out, points, points.length], check: (r) => (r !== out ? 'did not return out' : holdsAll(out, points, 1e-4)) };
  },
  b2ValidateHull: (lib, rng) => {
    const hull = new lib.b2Hull();
    const pts = polygonPoints(lib, rng, rng.int(3, 8), rng.range(0.5, 2));
    hull.count = pts.length;
    pts.forEach((p, i) => {
      hull.points[i].x = p.x;
      hull.points[i].y = p.y;
    });
    return { args: [hull], judges: true, check: (r) => expect(r === true, `b2ValidateHull ${String(r)} for a convex counter-clockwise polygon`) };
  },

  b2IsValidAABB: (lib, rng) => {
    const a = v3Box(lib, rng);
    return { args: [a], judges: true, check: (r) => expect(r === true, `b2IsValidAABB ${String(r)} for a sorted finite box`) };
  },
  b2AABB_Contains: (lib, rng) => {
    const a = v3Box(lib, rng);
    const b = v3Box(lib, rng);
    const want = a.lowerBound.x <= b.lowerBound.x && a.lowerBound.y <= b.lowerBound.y && b.upperBound.x <= a.upperBound.x && b.upperBound.y <= a.upperBound.y;
    return { args: [a, b], check: (r) => expect(r === want, `b2AABB_Contains ${String(r)}`) };
  },
  b2AABB_Overlaps: (lib, rng) => {
    const a = v3Box(lib, rng);
    const b = v3Box(lib, rng);
    const want = !(b.lowerBound.x > a.upperBound.x || b.lowerBound.y > a.upperBound.y || a.lowerBound.x > b.upperBound.x || a.lowerBound.y > b.upperBound.y);
    return { args: [a, b], check: (r) => expect(r === want, `b2AABB_Overlaps ${String(r)}`) };
  },
  b2AABB_Center: (lib, rng) => {
    const out = new lib.b2Vec2();
    const a = v3Box(lib, rng);
    return { args: [out, a], twin: 1e-5, check: () => nearVec(out, { x: (a.lowerBound.x + a.upperBound.x) / 2, y: (a.lowerBound.y + a.upperBound.y) / 2 }, 1, 'center') };
  },
  b2AABB_Extents: (lib, rng) => {
    const out = new lib.b2Vec2();
    const a = v3Box(lib, rng);
    return { args: [out, a], twin: 1e-5, check: () => nearVec(out, { x: (a.upperBound.x - a.lowerBound.x) / 2, y: (a.upperBound.y - a.lowerBound.y) / 2 }, 1, 'extents') };
  },
  b2AABB_Union: (lib, rng) => {
    const out = new lib.b2AABB();
    const a = v3Box(lib, rng);
    const b = v3Box(lib, rng);
    const want: Box = {
      lowerBound: { x: Math.min(a.lowerBound.x, b.lowerBound.x), y: Math.min(a.lowerBound.y, b.lowerBound.y) },
      upperBound: { x: Math.max(a.upperBound.x, b.upperBound.x), y: Math.max(a.upperBound.y, b.upperBound.y) },
    };
    return { args: [out, a, b], check: () => nearVec(out.lowerBound, want.lowerBound, 1, 'lowerBound') ?? nearVec(out.upperBound, want.upperBound, 1, 'upperBound') };
  },
  b2MakeAABB: (lib, rng) => {
    const out = new lib.b2AABB();
    const points = Array.from({ length: rng.int(1, 6) }, () => v3Vec(lib, rng));
    const radius = rng.range(0, 1);
    const want: Box = {
      lowerBound: { x: Math.min(...points.map((p) => p.x)) - radius, y: Math.min(...points.map((p) => p.y)) - radius },
      upperBound: { x: Math.max(...points.map((p) => p.x)) + radius, y: Math.max(...points.map((p) => p.y)) + radius },
    };
    return { args: [out, points, points.length, radius], twin: 1e-5, check: () => nearVec(out.lowerBound, want.lowerBound, 1, 'lowerBound') ?? nearVec(out.upperBound, want.upperBound, 1, 'upperBound') };
  },
  b2Perimeter: (lib, rng) => {
    const a = v3Box(lib, rng);
    const want = 2 * (a.upperBound.x - a.lowerBound.x + a.upperBound.y - a.lowerBound.y);
    return { args: [a], twin: 1e-5, check: (r) => expect(near(r as number, want), `b2Perimeter ${String(r)} instead of ${want}`) };
  },
  b2EnlargeAABB: (lib, rng) => {
    const a = v3Box(lib, rng);
    const b = v3Box(lib, rng);
    const grows = b.lowerBound.x < a.lowerBound.x || b.lowerBound.y < a.lowerBound.y || a.upperBound.x < b.upperBound.x || a.upperBound.y < b.upperBound.y;
    return {
      args: [a, b],
      // a is written only when b sticks out of it: a frozen a is refused either way.
      outputs: [/^args\[0\]/],
      check: (r) =>
        expect(r === grows, `b2EnlargeAABB returned ${String(r)}`) ??
        expect(a.lowerBound.x <= b.lowerBound.x && a.lowerBound.y <= b.lowerBound.y && b.upperBound.x <= a.upperBound.x && b.upperBound.y <= a.upperBound.y, 'a does not contain b after b2EnlargeAABB'),
    };
  },
  b2AABB_RayCast: (lib, rng) => {
    const out = new lib.b2CastOutput();
    const a = v3Box(lib, rng, 1);
    const p1 = v3Vec(lib, rng, 4);
    const p2 = v3Vec(lib, rng, 4);
    return {
      args: [out, a, p1, p2],
      twin: 1e-4,
      check: () => {
        if (!out.hit) return null;
        // A hit lies on the box's boundary, at the fraction along p1 -> p2, with an axis normal.
        const x = p1.x + out.fraction * (p2.x - p1.x);
        const y = p1.y + out.fraction * (p2.y - p1.y);
        const onBox = x >= a.lowerBound.x - 1e-4 && x <= a.upperBound.x + 1e-4 && y >= a.lowerBound.y - 1e-4 && y <= a.upperBound.y + 1e-4;
        return expect(out.fraction >= 0 && out.fraction <= 1 && onBox && Math.abs(out.normal.x) + Math.abs(out.normal.y) === 1, `hit at ${out.fraction} (${x}, ${y}) normal (${out.normal.x}, ${out.normal.y})`) ?? nearVec(out.point, { x, y }, 4, 'point');
      },
    };
  },

  b2SolvePlanes: (lib, rng) => {
    const out = new lib.b2PlaneSolverResult();
    const planes = Array.from({ length: rng.int(0, 4) }, () => {
      const p = new lib.b2CollisionPlane();
      const q = v3Plane(lib, rng);
      p.plane.normal.x = q.normal.x;
      p.plane.normal.y = q.normal.y;
      p.plane.offset = q.offset;
      p.pushLimit = rng.chance(0.5) ? 3.4028234663852886e38 : rng.range(0, 2);
      p.clipVelocity = rng.chance(0.7);
      return p;
    });
    const target = v3Vec(lib, rng);
    return {
      args: [out, target, planes, planes.length],
      twin: 1e-4,
      check: () => {
        if (!(out.iterationCount >= 0 && out.iterationCount <= 20)) return `iterationCount ${out.iterationCount}`;
        // The translation is the target plus each plane's total push along its normal.
        let x = target.x;
        let y = target.y;
        for (const p of planes) {
          if (!(p.push >= 0 && p.push <= p.pushLimit)) return `push ${p.push} outside [0, ${p.pushLimit}]`;
          x += p.push * p.plane.normal.x;
          y += p.push * p.plane.normal.y;
        }
        return nearVec(out.translation, { x, y }, 4, 'translation');
      },
    };
  },
  b2ClipVector: (lib, rng) => {
    const out = new lib.b2Vec2();
    const plane = new lib.b2CollisionPlane();
    const q = v3Plane(lib, rng);
    plane.plane.normal.x = q.normal.x;
    plane.plane.normal.y = q.normal.y;
    plane.push = rng.chance(0.8) ? rng.range(0.1, 1) : 0;
    plane.clipVelocity = rng.chance(0.8);
    const v = v3Vec(lib, rng);
    const n = plane.plane.normal;
    const dot = Math.min(0, v.x * n.x + v.y * n.y);
    const clip = plane.push !== 0 && plane.clipVelocity;
    const want = clip ? { x: v.x - dot * n.x, y: v.y - dot * n.y } : { x: v.x, y: v.y };
    return { args: [out, v, [plane], 1], twin: 1e-5, check: () => nearVec(out, want, 2, 'clipped vector') };
  },
};

export const v3CoreRecipes = coreTable as unknown as Record<string, Recipe>;
