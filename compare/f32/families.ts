// Float32 case families for the box2d-wasm bit comparison, one or more per collide function. Every
// number is a float32 value before either side sees it. Transforms' rotations are given as (s, c) rounded to
// float32 (not exactly unit length: both sides get the same bits, which is all that matters here),
// plus the exact quarter turns, including s = -0, so signed zeros reach every code path.

import { toWorld } from '../case/transform';
import { Rng } from '../runner/rng';
import type { PairCase, ShapeSpec, TransformSpec, XY } from './cases';

const f = Math.fround;

export interface F32Family {
  readonly name: string;
  readonly description: string;
  make(rng: Rng): PairCase;
}

const QUARTER_TURNS: readonly XY[] = [[0, 1], [-0, 1], [1, 0], [0, -1], [-1, 0], [-1, -0]];

function rotation(rng: Rng): XY {
  if (rng.chance(0.2)) return rng.pick(QUARTER_TURNS);
  const a = rng.range(-Math.PI, Math.PI);
  return [f(Math.sin(a)), f(Math.cos(a))];
}

function transform(rng: Rng, spread: number): TransformSpec {
  return { p: [f(rng.range(-spread, spread)), f(rng.range(-spread, spread))], q: rotation(rng) };
}

function point(rng: Rng, scale: number): XY {
  return [f(rng.range(-scale, scale)), f(rng.range(-scale, scale))];
}

/** 3 to 8 random points whose hull b2collide accepts (re-drawn otherwise: C++ would fall back to a box). */
function hullPoints(rng: Rng, scale: number): ShapeSpec {
  for (;;) {
    const n = rng.int(3, 8);
    const pts: XY[] = [];
    for (let i = 0; i < n; ++i) pts.push(point(rng, scale));
    if (convexAreaOk(pts)) return { kind: 'polygon-points', points: pts };
  }
}

/** A cheap pre-check (area of the point set's bounding triangle fan) to avoid nearly collinear draws. */
function convexAreaOk(pts: readonly XY[]): boolean {
  let best = 0;
  for (let i = 1; i + 1 < pts.length; ++i) {
    const a = (pts[i][0] - pts[0][0]) * (pts[i + 1][1] - pts[0][1]) - (pts[i][1] - pts[0][1]) * (pts[i + 1][0] - pts[0][0]);
    best = Math.max(best, Math.abs(a));
  }
  let minD = Infinity;
  for (let i = 0; i < pts.length; ++i) {
    for (let j = 0; j < i; ++j) minD = Math.min(minD, Math.hypot(pts[i][0] - pts[j][0], pts[i][1] - pts[j][1]));
  }
  return best > 1e-3 && minD > 0.01;
}

function box(rng: Rng): ShapeSpec {
  const hx = f(rng.pick([0.5, 1, 2, rng.range(0.05, 3)]));
  const hy = f(rng.pick([0.5, 1, 2, rng.range(0.05, 3)]));
  if (rng.chance(0.5)) return { kind: 'box', hx, hy };
  // The four-argument form: the angle goes through sinf/cosf on both sides.
  return { kind: 'box', hx, hy, center: point(rng, 1), angle: rng.chance(0.3) ? 0 : f(rng.range(-Math.PI, Math.PI)) };
}

function circle(rng: Rng): ShapeSpec {
  return { kind: 'circle', p: rng.chance(0.3) ? [0, 0] : point(rng, 1), radius: f(rng.range(0.05, 2)) };
}

function edge(rng: Rng, oneSided: boolean): ShapeSpec {
  const v1 = point(rng, 2);
  let v2 = point(rng, 2);
  while (Math.hypot(v2[0] - v1[0], v2[1] - v1[1]) < 0.1) v2 = point(rng, 2);
  // Ghost vertices around the edge: straight, convex or concave corners, sometimes collinear.
  const ghost = (from: XY, to: XY): XY => {
    if (rng.chance(0.2)) return [f(to[0] + (to[0] - from[0])), f(to[1] + (to[1] - from[1]))];
    return [f(to[0] + rng.range(-2, 2)), f(to[1] + rng.range(-2, 2))];
  };
  return { kind: 'edge', v0: ghost(v2, v1), v1, v2, v3: ghost(v1, v2), oneSided };
}

/** A loop of 3-6 vertices around the origin or an open chain of 2-6 with ghosts; a random child. */
function chain(rng: Rng): ShapeSpec {
  const loop = rng.chance(0.5);
  const n = loop ? rng.int(3, 6) : rng.int(2, 6);
  const vertices: XY[] = [];
  if (loop) {
    // Angles around a circle, radius varying: a simple (possibly concave) loop.
    for (let i = 0; i < n; ++i) {
      const a = (2 * Math.PI * (i + rng.range(0, 0.6))) / n;
      const r = rng.range(0.5, 2);
      vertices.push([f(r * Math.cos(a)), f(r * Math.sin(a))]);
    }
  } else {
    // A random walk with steps of 0.3 to 1.5 (far above the weld distance).
    let x = rng.range(-2, 0);
    let y = rng.range(-1, 1);
    for (let i = 0; i < n; ++i) {
      vertices.push([f(x), f(y)]);
      const a = rng.range(-1.2, 1.2);
      const step = rng.range(0.3, 1.5);
      x += step * Math.cos(a);
      y += step * Math.sin(a);
    }
  }
  const first = vertices[0];
  const last = vertices[n - 1];
  const prev: XY = [f(first[0] - rng.range(0.3, 1)), f(first[1] + rng.range(-1, 1))];
  const next: XY = [f(last[0] + rng.range(0.3, 1)), f(last[1] + rng.range(-1, 1))];
  const children = loop ? n : n - 1;
  return { kind: 'chain', vertices, loop, prev, next, child: rng.int(0, children - 1) };
}

/** Shape B near the chain's child edge (the one that collides): about half the cases touch. */
function nearChild(rng: Rng, a: ShapeSpec, b: ShapeSpec): PairCase {
  if (a.kind !== 'chain') throw new Error('nearChild needs a chain');
  const xfA = transform(rng, 1);
  const v1 = a.vertices[a.child];
  const v2 = a.vertices[(a.child + 1) % a.vertices.length];
  const t = rng.range(-0.2, 1.2);
  const [wx, wy] = toWorld(xfA, [v1[0] + t * (v2[0] - v1[0]), v1[1] + t * (v2[1] - v1[1])]);
  return { a, b, xfA, xfB: { p: [f(wx + rng.range(-1, 1)), f(wy + rng.range(-1, 1))], q: rotation(rng) } };
}

/** Places shape B so that it is near A: touching, overlapping or just apart. */
function near(rng: Rng, a: ShapeSpec, b: ShapeSpec, spread: number): PairCase {
  return { a, b, xfA: transform(rng, spread), xfB: transform(rng, spread) };
}

/** Face-to-face boxes whose separations are equal or differ by about k_tol (the reference-face tie). */
function stackedBoxes(rng: Rng): PairCase {
  const hx = f(rng.pick([0.5, 1, 2]));
  const hy = f(rng.pick([0.5, 1, 2]));
  const gap = f(rng.pick([0, 0.0005, -0.0005, 0.005, 0.01, -0.01, rng.range(-0.02, 0.02)]));
  const slide = f(rng.pick([0, hx, -hx, 2 * hx, rng.range(-2 * hx, 2 * hx)]));
  const q: XY = rng.pick(QUARTER_TURNS);
  return {
    a: { kind: 'box', hx, hy },
    b: { kind: 'box', hx, hy },
    xfA: { p: [0, 0], q: [0, 1] },
    xfB: { p: [slide, f(2 * hy + gap)], q },
  };
}

export const F32_FAMILIES: readonly F32Family[] = [
  { name: 'polygons/random-hulls', description: 'b2PolygonShape::Set hulls of 3-8 random points, random poses', make: (r) => near(r, hullPoints(r, 1), hullPoints(r, 1), 1) },
  { name: 'polygons/boxes', description: 'SetAsBox (with and without a centre), random poses', make: (r) => near(r, box(r), box(r), 1.5) },
  { name: 'polygons/stacked-boxes', description: 'face-to-face boxes, gaps around the skins and k_tol', make: stackedBoxes },
  { name: 'circles', description: 'b2CollideCircles, random centres and radii', make: (r) => near(r, circle(r), circle(r), 1.5) },
  { name: 'polygon-circle', description: 'b2CollidePolygonAndCircle', make: (r) => near(r, r.chance(0.5) ? hullPoints(r, 1) : box(r), circle(r), 1.2) },
  { name: 'edge-circle/two-sided', description: 'b2CollideEdgeAndCircle, two-sided edges', make: (r) => near(r, edge(r, false), circle(r), 1.2) },
  { name: 'edge-circle/one-sided', description: 'b2CollideEdgeAndCircle, one-sided edges with ghost vertices', make: (r) => near(r, edge(r, true), circle(r), 1.2) },
  { name: 'edge-polygon/two-sided', description: 'b2CollideEdgeAndPolygon, two-sided edges', make: (r) => near(r, edge(r, false), r.chance(0.5) ? hullPoints(r, 1) : box(r), 1.2) },
  { name: 'chain-circle', description: 'CreateLoop/CreateChain, GetChildEdge, b2CollideEdgeAndCircle; overlap on the chain child', make: (r) => nearChild(r, chain(r), circle(r)) },
  { name: 'chain-polygon', description: 'CreateLoop/CreateChain, GetChildEdge, b2CollideEdgeAndPolygon; overlap on the chain child', make: (r) => nearChild(r, chain(r), r.chance(0.5) ? hullPoints(r, 1) : box(r)) },
  { name: 'edge-polygon/one-sided', description: 'b2CollideEdgeAndPolygon, one-sided edges with ghost vertices', make: (r) => near(r, edge(r, true), r.chance(0.5) ? hullPoints(r, 1) : box(r), 1.2) },
];
