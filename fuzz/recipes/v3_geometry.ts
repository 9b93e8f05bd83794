// Recipes for the v3 layer's geometry.c exports (`b2collide/v3`, `b2collide/v3/f64`): the polygon
// makers, mass, bounding boxes, point tests, ray and shape casts and the mover's planes. Checks
// recompute the answer in plain float64 here, sharing no code with src/v3 (Math.cos/sin are fine
// in a recipe: they only place shapes, the library never sees an angle).

import type { Rng } from '../../compare/runner/rng';
import type { V3Lib } from '../library';
import type { Call, Recipe } from '../recipe';
import { apply, expect, near, nearVec } from './checks';
import type { V3Recipe } from './v3_math';
type P = { x: number; y: number };
type Rot = { c: number; s: number };
type Polygon = { vertices: P[]; normals: P[]; centroid: P; radius: number; count: number };

const rotate = (q: Rot, v: P): P => ({ x: q.c * v.x - q.s * v.y, y: q.s * v.x + q.c * v.y });
const sub = (a: P, b: P): P => ({ x: a.x - b.x, y: a.y - b.y });
const dot = (a: P, b: P): number => a.x * b.x + a.y * b.y;
const cross = (a: P, b: P): number => a.x * b.y - a.y * b.x;
const length = (v: P): number => Math.hypot(v.x, v.y);

function rot(lib: V3Lib, rng: Rng) {
  const a = rng.range(-3, 3);
  return new lib.b2Rot(Math.cos(a), Math.sin(a));
}
function vec(lib: V3Lib, rng: Rng, s = 2) {
  return new lib.b2Vec2(rng.range(-s, s), rng.range(-s, s));
}
function xf(lib: V3Lib, rng: Rng) {
  const t = new lib.b2Transform();
  const a = rng.range(-3, 3);
  t.p.x = rng.range(-2, 2);
  t.p.y = rng.range(-2, 2);
  t.q.c = Math.cos(a);
  t.q.s = Math.sin(a);
  return t;
}
/** A valid hull: 3 to 8 counter-clockwise points on a circle of radius 0.5 to 1.5, angles at least 0.3 rad apart. */
function hull(lib: V3Lib, rng: Rng) {
  const n = rng.int(3, 8);
  const r = rng.range(0.5, 1.5);
  const step = (2 * Math.PI) / n;
  const start = rng.range(0, step);
  const h = new lib.b2Hull();
  for (let i = 0; i < n; ++i) {
    const a = start + i * step + rng.range(0, 0.3 * step);
    h.points[i].x = r * Math.cos(a);
    h.points[i].y = r * Math.sin(a);
  }
  h.count = n;
  return h;
}
function polygon(lib: V3Lib, rng: Rng) {
  const radius = rng.chance(0.5) ? 0 : rng.range(0, 0.3);
  if (rng.chance(0.5)) return lib.b2MakeOffsetRoundedBox(new lib.b2Polygon(), rng.range(0.2, 1), rng.range(0.2, 1), vec(lib, rng, 0.5), rot(lib, rng), radius);
  return lib.b2MakeOffsetRoundedPolygon(new lib.b2Polygon(), hull(lib, rng), vec(lib, rng, 0.5), rot(lib, rng), radius);
}
function circle(lib: V3Lib, rng: Rng) {
  const c = new lib.b2Circle();
  c.center.x = rng.range(-0.5, 0.5);
  c.center.y = rng.range(-0.5, 0.5);
  c.radius = rng.range(0.1, 1);
  return c;
}
function capsule(lib: V3Lib, rng: Rng) {
  const c = new lib.b2Capsule();
  c.center1.x = rng.range(-1, -0.2);
  c.center1.y = rng.range(-0.5, 0.5);
  c.center2.x = rng.range(0.2, 1);
  c.center2.y = rng.range(-0.5, 0.5);
  c.radius = rng.range(0.05, 0.5);
  return c;
}
function segment(lib: V3Lib, rng: Rng) {
  const s = new lib.b2Segment();
  s.point1.x = rng.range(-1.5, -0.3);
  s.point1.y = rng.range(-0.5, 0.5);
  s.point2.x = rng.range(0.3, 1.5);
  s.point2.y = rng.range(-0.5, 0.5);
  return s;
}
/** A ray from a point 2 to 4 away, aimed near the origin. */
function ray(lib: V3Lib, rng: Rng) {
  const r = new lib.b2RayCastInput();
  const a = rng.range(-3.2, 3.2);
  const d = rng.range(2, 4);
  r.origin.x = d * Math.cos(a);
  r.origin.y = d * Math.sin(a);
  r.translation.x = (rng.range(-0.7, 0.7) - r.origin.x) * rng.range(0.5, 2);
  r.translation.y = (rng.range(-0.7, 0.7) - r.origin.y) * rng.range(0.5, 2);
  r.maxFraction = rng.chance(0.8) ? 1 : rng.range(0, 1);
  return r;
}
/** A moving circle, capsule or box 2 to 4 from the origin, cast toward it. */
function castInput(lib: V3Lib, rng: Rng) {
  const input = new lib.b2ShapeCastInput();
  const a = rng.range(-3.2, 3.2);
  const cx = 3 * Math.cos(a);
  const cy = 3 * Math.sin(a);
  const n = rng.int(1, 4);
  for (let i = 0; i < n; ++i) {
    input.proxy.points[i].x = cx + rng.range(-0.3, 0.3);
    input.proxy.points[i].y = cy + rng.range(-0.3, 0.3);
  }
  input.proxy.count = n === 3 ? 2 : n;
  input.proxy.radius = rng.range(0, 0.3);
  input.translation.x = (rng.range(-0.5, 0.5) - cx) * rng.range(0.5, 2);
  input.translation.y = (rng.range(-0.5, 0.5) - cy) * rng.range(0.5, 2);
  input.maxFraction = 1;
  input.canEncroach = rng.chance(0.3);
  return input;
}
function mover(lib: V3Lib, rng: Rng) {
  const m = new lib.b2Capsule();
  const cx = rng.range(-1.5, 1.5);
  const cy = rng.range(-1.5, 1.5);
  m.center1.x = cx;
  m.center1.y = cy - 0.3;
  m.center2.x = cx;
  m.center2.y = cy + 0.3;
  m.radius = rng.range(0.1, 0.5);
  return m;
}

/** The polygon's live vertices are a convex counter-clockwise loop whose normals are unit and outward. */
function polygonFault(p: Polygon): string | null {
  if (!(p.count >= 3 && p.count <= 8)) return `count ${p.count}`;
  for (let i = 0; i < p.count; ++i) {
    const e = sub(p.vertices[(i + 1) % p.count], p.vertices[i]);
    const n = p.normals[i];
    if (!near(length(n), 1, 1, 1e-4)) return `normal ${i} of length ${length(n)}`;
    if (!near(dot(n, e) / length(e), 0, 1, 1e-4) || cross(e, n) > 0) return `normal ${i} (${n.x}, ${n.y}) is not the outward normal of edge ${i}`;
  }
  return null;
}
/** The polygon's vertices are `expected` in order. */
function verticesFault(p: Polygon, expected: readonly P[], scale: number): string | null {
  if (p.count !== expected.length) return `count ${p.count} instead of ${expected.length}`;
  for (let i = 0; i < expected.length; ++i) {
    const f = nearVec(p.vertices[i], expected[i], scale, `vertex ${i}`);
    if (f !== null) return f;
  }
  return null;
}
/** Signed distance from p to the sharp convex polygon (negative inside). */
function polygonDistance(p: Polygon, q: P): number {
  let inside = -Infinity;
  for (let i = 0; i < p.count; ++i) inside = Math.max(inside, dot(p.normals[i], sub(q, p.vertices[i])));
  if (inside <= 0) return inside;
  let best = Infinity;
  for (let i = 0; i < p.count; ++i) best = Math.min(best, segmentDistance(p.vertices[i], p.vertices[(i + 1) % p.count], q));
  return best;
}
function segmentDistance(a: P, b: P, q: P): number {
  const e = sub(b, a);
  const ee = dot(e, e);
  const t = ee === 0 ? 0 : Math.max(0, Math.min(1, dot(sub(q, a), e) / ee));
  return length(sub(q, { x: a.x + t * e.x, y: a.y + t * e.y }));
}
function area(p: Polygon): number {
  let s = 0;
  for (let i = 0; i < p.count; ++i) s += cross(p.vertices[i], p.vertices[(i + 1) % p.count]);
  return s / 2;
}
function boxFault(out: { lowerBound: P; upperBound: P }, points: readonly P[], radius: number): string | null {
  const lx = Math.min(...points.map((v) => v.x)) - radius;
  const ly = Math.min(...points.map((v) => v.y)) - radius;
  const ux = Math.max(...points.map((v) => v.x)) + radius;
  const uy = Math.max(...points.map((v) => v.y)) + radius;
  return nearVec(out.lowerBound, { x: lx, y: ly }, 3, 'lowerBound') ?? nearVec(out.upperBound, { x: ux, y: uy }, 3, 'upperBound');
}
/** A cast output's invariants: a boolean hit; on a hit a fraction in [0, maxFraction] and a unit or zero normal. */
function castFault(out: { normal: P; point: P; fraction: number; hit: boolean }, maxFraction: number): string | null {
  if (typeof out.hit !== 'boolean') return `hit ${String(out.hit)}`;
  if (!out.hit) return null;
  if (!(out.fraction >= 0 && out.fraction <= maxFraction * (1 + 1e-6))) return `hit at fraction ${out.fraction} (max ${maxFraction})`;
  const n = length(out.normal);
  return expect(n === 0 || near(n, 1, 1, 1e-4), `normal of length ${n}`);
}
/** A hit point on the surface: at the shape's radius from its core (distance function). */
function surfaceFault(out: { point: P; fraction: number; hit: boolean }, distance: (q: P) => number, radius: number): string | null {
  if (!out.hit || out.fraction === 0) return null;
  const d = distance(out.point);
  return expect(near(d, radius, 1, 1e-3), `hit point (${out.point.x}, ${out.point.y}) is ${d} from the core, not the radius ${radius}`);
}
/**
 * The unused slots of a polygon argument: b2TransformPolygon copies them as C does, NaN included.
 * In the packed layout (b2Polygon.packed) vertex i is at [2i, 2i + 1] and normal i at [16 + 2i, 17 + 2i].
 */
const unusedSlots = (arg: number, count: number) => {
  const slots: number[] = [];
  for (let i = count; i < 8; ++i) slots.push(2 * i, 2 * i + 1, 16 + 2 * i, 17 + 2 * i);
  return slots.length === 0 ? [] : [new RegExp(`^args\\[${arg}\\]\\.packed\\[(${slots.join('|')})\\]$`)];
};

type PackedPolygon = { packed: number[] } & Record<string, unknown>;
/**
 * A field getter of b2Polygon (vertices, normals, centroid, radius): it shows the packed storage as
 * it is, computing nothing, so a hand-edited number is what it must show; packed is not attacked.
 * `base` is where the first number lies in packed (layout at b2Polygon.packed).
 */
function packedView(p: PackedPolygon, getter: string, base: number): Call {
  const check = (r: unknown): string | null => {
    if (typeof r === 'number') return Object.is(r, p.packed[base]) ? null : `${getter} ${r} is not packed[${base}]`;
    const views = (Array.isArray(r) ? r : [r]) as P[];
    for (let i = 0; i < views.length; ++i) {
      if (!Object.is(views[i].x, p.packed[base + 2 * i]) || !Object.is(views[i].y, p.packed[base + 2 * i + 1])) return `${getter}[${i}] does not read packed[${base + 2 * i}]`;
    }
    return null;
  };
  return { self: p, args: [], notAttacked: [/\.packed\b/], check };
}

const geometryTable: Record<string, V3Recipe> = {
  // b2Polygon's field getters: views (or the number) of its packed array.
  'b2Polygon.vertices': (lib, rng) => packedView(polygon(lib, rng) as unknown as PackedPolygon, 'vertices', 0),
  'b2Polygon.normals': (lib, rng) => packedView(polygon(lib, rng) as unknown as PackedPolygon, 'normals', 16),
  'b2Polygon.centroid': (lib, rng) => packedView(polygon(lib, rng) as unknown as PackedPolygon, 'centroid', 32),
  'b2Polygon.radius': (lib, rng) => packedView(polygon(lib, rng) as unknown as PackedPolygon, 'radius', 34),
  b2MakeSquare: (lib, rng) => {
    const h = rng.range(0.1, 2);
    const out = new lib.b2Polygon();
    return { args: [out, h], twin: 1e-6, check: () => verticesFault(out, [{ x: -h, y: -h }, { x: h, y: -h }, { x: h, y: h }, { x: -h, y: h }], h) ?? polygonFault(out) };
  },
  b2MakeBox: (lib, rng) => {
    const hx = rng.range(0.1, 2);
    const hy = rng.range(0.1, 2);
    const out = new lib.b2Polygon();
    return { args: [out, hx, hy], twin: 1e-6, check: () => verticesFault(out, [{ x: -hx, y: -hy }, { x: hx, y: -hy }, { x: hx, y: hy }, { x: -hx, y: hy }], 2) ?? polygonFault(out) };
  },
  b2MakeRoundedBox: (lib, rng) => {
    const hx = rng.range(0.1, 2);
    const hy = rng.range(0.1, 2);
    const r = rng.range(0, 0.5);
    const out = new lib.b2Polygon();
    return { args: [out, hx, hy, r], twin: 1e-6, check: () => expect(near(out.radius, r), `radius ${out.radius}`) ?? verticesFault(out, [{ x: -hx, y: -hy }, { x: hx, y: -hy }, { x: hx, y: hy }, { x: -hx, y: hy }], 2) };
  },
  b2MakeOffsetBox: (lib, rng) => offsetBox(lib, rng, false),
  b2MakeOffsetRoundedBox: (lib, rng) => offsetBox(lib, rng, true),
  b2MakePolygon: (lib, rng) => {
    const h = hull(lib, rng);
    const r = rng.range(0, 0.3);
    const out = new lib.b2Polygon();
    return { args: [out, h, r], twin: 1e-5, check: () => verticesFault(out, h.points.slice(0, h.count), 2) ?? polygonFault(out) ?? expect(polygonDistance(out, out.centroid) < 0, 'centroid outside') };
  },
  b2MakeOffsetPolygon: (lib, rng) => offsetPolygon(lib, rng, false),
  b2MakeOffsetRoundedPolygon: (lib, rng) => offsetPolygon(lib, rng, true),
  b2TransformPolygon: (lib, rng) => {
    const p = polygon(lib, rng);
    const t = xf(lib, rng);
    const out = new lib.b2Polygon();
    const expected = p.vertices.slice(0, p.count).map((v) => apply(t, v));
    return { args: [out, t, p], twin: 1e-5, notAttacked: unusedSlots(2, p.count), check: () => verticesFault(out, expected, 4) ?? polygonFault(out) };
  },

  b2ComputeCircleMass: (lib, rng) => {
    const c = circle(lib, rng);
    const density = rng.range(0, 5);
    const out = new lib.b2MassData();
    return { args: [out, c, density], twin: 1e-5, check: () => expect(near(out.mass, density * Math.PI * c.radius * c.radius), `mass ${out.mass}`) ?? nearVec(out.center, c.center, 1, 'center') };
  },
  b2ComputeCapsuleMass: (lib, rng) => {
    const c = capsule(lib, rng);
    const density = rng.range(0, 5);
    const out = new lib.b2MassData();
    const want = density * (Math.PI * c.radius * c.radius + 2 * c.radius * length(sub(c.center2, c.center1)));
    return { args: [out, c, density], twin: 1e-5, check: () => expect(near(out.mass, want), `mass ${out.mass} instead of ${want}`) };
  },
  b2ComputePolygonMass: (lib, rng) => {
    const p = polygon(lib, rng);
    const density = rng.range(0, 5);
    const out = new lib.b2MassData();
    const sharp = density * area(p);
    // A rounded polygon's mass is approximated by pushing the vertices out: above the sharp one's.
    const check = () =>
      p.radius === 0 ? expect(near(out.mass, sharp), `mass ${out.mass} instead of ${sharp}`) : expect(out.mass >= sharp * (1 - 1e-5), `rounded mass ${out.mass} below the core's ${sharp}`);
    return { args: [out, p, density], twin: 1e-4, check: () => check() ?? expect(out.rotationalInertia >= 0, `inertia ${out.rotationalInertia}`) };
  },

  b2ComputeCircleAABB: (lib, rng) => {
    const c = circle(lib, rng);
    const t = xf(lib, rng);
    const out = new lib.b2AABB();
    return { args: [out, c, t], twin: 1e-5, check: () => boxFault(out, [apply(t, c.center)], c.radius) };
  },
  b2ComputeCapsuleAABB: (lib, rng) => {
    const c = capsule(lib, rng);
    const t = xf(lib, rng);
    const out = new lib.b2AABB();
    return { args: [out, c, t], twin: 1e-5, check: () => boxFault(out, [apply(t, c.center1), apply(t, c.center2)], c.radius) };
  },
  b2ComputePolygonAABB: (lib, rng) => {
    const p = polygon(lib, rng);
    const t = xf(lib, rng);
    const out = new lib.b2AABB();
    return { args: [out, p, t], twin: 1e-5, check: () => boxFault(out, p.vertices.slice(0, p.count).map((v) => apply(t, v)), p.radius) };
  },
  b2ComputeSegmentAABB: (lib, rng) => {
    const s = segment(lib, rng);
    const t = xf(lib, rng);
    const out = new lib.b2AABB();
    return { args: [out, s, t], twin: 1e-5, check: () => boxFault(out, [apply(t, s.point1), apply(t, s.point2)], 0) };
  },

  b2PointInCircle: (lib, rng) => {
    const c = circle(lib, rng);
    const p = vec(lib, rng, 1.5);
    const d = length(sub(p, c.center)) - c.radius;
    return { args: [p, c], check: (r) => (Math.abs(d) < 1e-4 ? null : expect(r === d < 0, `${String(r)} at signed distance ${d}`)) };
  },
  b2PointInCapsule: (lib, rng) => {
    const c = capsule(lib, rng);
    const p = vec(lib, rng, 1.5);
    const d = segmentDistance(c.center1, c.center2, p) - c.radius;
    return { args: [p, c], check: (r) => (Math.abs(d) < 1e-4 ? null : expect(r === d < 0, `${String(r)} at signed distance ${d}`)) };
  },
  b2PointInPolygon: (lib, rng) => {
    const poly = polygon(lib, rng);
    const p = vec(lib, rng, 1.5);
    const d = polygonDistance(poly, p) - poly.radius;
    return { args: [p, poly], check: (r) => (Math.abs(d) < 1e-4 ? null : expect(r === d < 0, `${String(r)} at signed distance ${d}`)) };
  },

  b2IsValidRay: (lib, rng) => ({ args: [ray(lib, rng)], judges: true, check: (r) => expect(r === true, `b2IsValidRay ${String(r)} for a valid ray`) }),
  b2RayCastCircle: (lib, rng) => {
    const c = circle(lib, rng);
    const input = ray(lib, rng);
    const out = new lib.b2CastOutput();
    return { args: [out, input, c], check: () => castFault(out, input.maxFraction) ?? surfaceFault(out, (q) => length(sub(q, c.center)), c.radius) };
  },
  b2RayCastCapsule: (lib, rng) => {
    const c = capsule(lib, rng);
    const input = ray(lib, rng);
    const out = new lib.b2CastOutput();
    return { args: [out, input, c], check: () => castFault(out, input.maxFraction) ?? surfaceFault(out, (q) => segmentDistance(c.center1, c.center2, q), c.radius) };
  },
  b2RayCastSegment: (lib, rng) => {
    const s = segment(lib, rng);
    const input = ray(lib, rng);
    const out = new lib.b2CastOutput();
    return { args: [out, input, s, rng.chance(0.5)], check: () => castFault(out, input.maxFraction) ?? surfaceFault(out, (q) => segmentDistance(s.point1, s.point2, q), 0) };
  },
  b2RayCastPolygon: (lib, rng) => {
    const p = polygon(lib, rng);
    const input = ray(lib, rng);
    const out = new lib.b2CastOutput();
    return { args: [out, input, p], check: () => castFault(out, input.maxFraction) ?? surfaceFault(out, (q) => Math.max(0, polygonDistance(p, q)), p.radius) };
  },

  b2ShapeCastCircle: (lib, rng) => shapeCast(lib, rng, circle(lib, rng)),
  b2ShapeCastCapsule: (lib, rng) => shapeCast(lib, rng, capsule(lib, rng)),
  b2ShapeCastSegment: (lib, rng) => shapeCast(lib, rng, segment(lib, rng)),
  b2ShapeCastPolygon: (lib, rng) => shapeCast(lib, rng, polygon(lib, rng)),

  b2CollideMoverAndCircle: (lib, rng) => {
    const c = circle(lib, rng);
    return moverCall(lib, rng, c, c.radius, (q) => length(sub(q, c.center)));
  },
  b2CollideMoverAndCapsule: (lib, rng) => {
    const c = capsule(lib, rng);
    return moverCall(lib, rng, c, c.radius, (q) => segmentDistance(c.center1, c.center2, q));
  },
  b2CollideMoverAndPolygon: (lib, rng) => {
    const p = polygon(lib, rng);
    return moverCall(lib, rng, p, p.radius, (q) => Math.max(0, polygonDistance(p, q)));
  },
  b2CollideMoverAndSegment: (lib, rng) => {
    const s = segment(lib, rng);
    // C's segment plane counts the mover's radius only (a segment has none).
    return moverCall(lib, rng, s, 0, (q) => segmentDistance(s.point1, s.point2, q));
  },
};

function offsetBox(lib: V3Lib, rng: Rng, rounded: boolean): Call {
  const hx = rng.range(0.1, 2);
  const hy = rng.range(0.1, 2);
  const c = vec(lib, rng);
  const q = rot(lib, rng);
  const out = new lib.b2Polygon();
  const expected = [{ x: -hx, y: -hy }, { x: hx, y: -hy }, { x: hx, y: hy }, { x: -hx, y: hy }].map((v) => ({ x: rotate(q, v).x + c.x, y: rotate(q, v).y + c.y }));
  const check = () => verticesFault(out, expected, 4) ?? polygonFault(out) ?? nearVec(out.centroid, c, 1, 'centroid');
  return { args: rounded ? [out, hx, hy, c, q, rng.range(0, 0.5)] : [out, hx, hy, c, q], twin: 1e-5, check };
}

function offsetPolygon(lib: V3Lib, rng: Rng, rounded: boolean): Call {
  const h = hull(lib, rng);
  const c = vec(lib, rng);
  const q = rot(lib, rng);
  const out = new lib.b2Polygon();
  const expected = h.points.slice(0, h.count).map((v) => ({ x: rotate(q, v).x + c.x, y: rotate(q, v).y + c.y }));
  const check = () => verticesFault(out, expected, 4) ?? polygonFault(out);
  return { args: rounded ? [out, h, c, q, rng.range(0, 0.3)] : [out, h, c, q], twin: 1e-5, check };
}

// No `twin` on the casts and the mover: the iteration counts and near-tie branches of the two
// builds may differ; test/v3/geometry_query_vectors.test.ts holds the float32 build to the C.
function shapeCast(lib: V3Lib, rng: Rng, shape: object): Call {
  const input = castInput(lib, rng);
  const out = new lib.b2CastOutput();
  return { args: [out, input, shape], check: () => castFault(out, input.maxFraction) };
}

function moverCall(lib: V3Lib, rng: Rng, shape: object, shapeRadius: number, distance: (q: P) => number): Call {
  const m = mover(lib, rng);
  const out = new lib.b2PlaneResult();
  const check = (): string | null => {
    if (typeof out.hit !== 'boolean') return `hit ${String(out.hit)}`;
    // The mover's core is the segment center1-center2: its distance to the shape's core.
    const gap = Math.min(...[0, 0.25, 0.5, 0.75, 1].map((t) => distance({ x: m.center1.x + t * (m.center2.x - m.center1.x), y: m.center1.y + t * (m.center2.y - m.center1.y) })));
    const total = m.radius + shapeRadius;
    if (!out.hit) return expect(gap > total - 1e-4, `no plane though the cores are ${gap} apart, within ${total}`);
    return expect(out.plane.offset >= -1e-5 && out.plane.offset <= total * (1 + 1e-5), `plane offset ${out.plane.offset} outside [0, ${total}]`) ?? expect(near(length(out.plane.normal), 1, 1, 1e-3) || out.plane.offset >= total * (1 - 1e-5), `normal of length ${length(out.plane.normal)}`);
  };
  return { args: [out, shape, m], check };
}

/** The geometry recipes, keyed by export name; fuzz/recipes/index.ts adds them to the v3 table. */
export const v3GeometryRecipes = geometryTable as unknown as Record<string, Recipe>;
