// Shape-query case families: random shapes of every kind (hulls from Set, boxes with and without
// centre and angle, circles, one- and two-sided edges, chain children; exact lattice shapes; tiny,
// huge and far from the origin), transforms as (s, c), and rays and points aimed at the features
// that decide a query: rays from outside, from inside, from a point on an edge, parallel to an
// edge, through a vertex, stopped by maxFraction just before the hit, of zero length, along an
// axis; points inside, outside, on an edge, on a vertex and just off an edge.
//
// A family is made for one library and one rounding: the float32 families round every number
// with Math.fround and aim with b2collide/f32 (so "exactly on a vertex" and "maxFraction just
// below the hit" hold in float32); the float64 families use the float64 build.

import type { B2Lib } from '../f32/b2collide-runner';
import { B2CollideRunner } from '../f32/b2collide-runner';
import { toWorld } from '../case/transform';
import type { Rng } from '../runner/rng';
import type { Family } from '../runner/types';
import type { BoxSpec, RaySpec, ShapeQueryCase, ShapeSpec, TransformSpec, XY } from './query-case';

type Round = (x: number) => number;

/** The numbers a generator needs about a built shape, in world space. */
interface Placed {
  /** The outline's vertices in order (polygon, or the segment's two ends); empty for a circle. */
  readonly vertices: XY[];
  /** True when vertices close into a polygon (its interior is solid). */
  readonly closed: boolean;
  readonly center: XY;
  /** A radius that bounds the shape around center. */
  readonly radius: number;
  /** Circle radius (0 for the others). */
  readonly circleRadius: number;
}

const QUARTER_TURNS: readonly XY[] = [[0, 1], [-0, 1], [1, 0], [0, -1], [-1, 0], [-1, -0]];

class Generator {
  private readonly builder: B2CollideRunner;
  private readonly xf: InstanceType<B2Lib['b2Transform']>;
  private readonly input: InstanceType<B2Lib['b2RayCastInput']>;
  private readonly output: InstanceType<B2Lib['b2RayCastOutput']>;
  private readonly aabb: InstanceType<B2Lib['b2AABB']>;

  constructor(lib: B2Lib, private readonly round: Round, private readonly fixAabb: boolean) {
    this.builder = new B2CollideRunner(lib);
    this.xf = new lib.b2Transform();
    this.input = new lib.b2RayCastInput();
    this.output = new lib.b2RayCastOutput();
    this.aabb = new lib.b2AABB();
  }

  private xy(x: number, y: number): XY {
    return [this.round(x), this.round(y)];
  }

  // ---- shapes ----

  hull(rng: Rng, scale: number): ShapeSpec {
    for (;;) {
      const n = rng.int(3, 8);
      const points: XY[] = [];
      for (let i = 0; i < n; ++i) points.push(this.xy(rng.range(-scale, scale), rng.range(-scale, scale)));
      const spec: ShapeSpec = { kind: 'polygon-points', points };
      if (this.accepts(spec) && spread(points) > 0.05 * scale) return spec;
    }
  }

  box(rng: Rng, scale: number): ShapeSpec {
    const hx = this.round(scale * rng.range(0.05, 1));
    const hy = this.round(scale * rng.range(0.05, 1));
    if (rng.chance(0.5)) return { kind: 'box', hx, hy };
    return { kind: 'box', hx, hy, center: this.xy(scale * rng.range(-1, 1), scale * rng.range(-1, 1)), angle: rng.chance(0.3) ? 0 : this.round(rng.range(-Math.PI, Math.PI)) };
  }

  circle(rng: Rng, scale: number): ShapeSpec {
    return { kind: 'circle', p: rng.chance(0.3) ? [0, 0] : this.xy(scale * rng.range(-1, 1), scale * rng.range(-1, 1)), radius: this.round(scale * rng.range(0.05, 1)) };
  }

  edge(rng: Rng, scale: number): ShapeSpec {
    for (;;) {
      const v1 = this.xy(scale * rng.range(-1, 1), scale * rng.range(-1, 1));
      const v2 = this.xy(scale * rng.range(-1, 1), scale * rng.range(-1, 1));
      if (Math.hypot(v2[0] - v1[0], v2[1] - v1[1]) < 0.1 * scale || Math.hypot(v2[0] - v1[0], v2[1] - v1[1]) < 0.01) continue;
      const v0 = this.xy(v1[0] + scale * rng.range(-1, 1), v1[1] + scale * rng.range(-1, 1));
      const v3 = this.xy(v2[0] + scale * rng.range(-1, 1), v2[1] + scale * rng.range(-1, 1));
      return { kind: 'edge', v0, v1, v2, v3, oneSided: rng.chance(0.5) };
    }
  }

  chain(rng: Rng, scale: number): ShapeSpec {
    const loop = rng.chance(0.5);
    const n = loop ? rng.int(3, 6) : rng.int(2, 6);
    const vertices: XY[] = [];
    if (loop) {
      for (let i = 0; i < n; ++i) {
        const a = (2 * Math.PI * (i + rng.range(0, 0.6))) / n;
        const r = scale * rng.range(0.5, 1);
        vertices.push(this.xy(r * Math.cos(a), r * Math.sin(a)));
      }
    } else {
      let x = scale * rng.range(-1, 0);
      let y = scale * rng.range(-0.5, 0.5);
      for (let i = 0; i < n; ++i) {
        vertices.push(this.xy(x, y));
        const a = rng.range(-1.2, 1.2);
        const step = scale * rng.range(0.3, 0.8);
        x += step * Math.cos(a);
        y += step * Math.sin(a);
      }
    }
    const prev = this.xy(vertices[0][0] - scale * 0.5, vertices[0][1]);
    const next = this.xy(vertices[n - 1][0] + scale * 0.5, vertices[n - 1][1]);
    return { kind: 'chain', vertices, loop, prev, next, child: rng.int(0, (loop ? n : n - 1) - 1) };
  }

  /** Shapes whose vertices, centre and radius are small integers (times a power of two): exact in any build. */
  lattice(rng: Rng): ShapeSpec {
    const k = 2 ** rng.int(-2, 2);
    const p = (): XY => [k * rng.int(-3, 3), k * rng.int(-3, 3)];
    switch (rng.int(0, 4)) {
      case 0:
        for (;;) {
          const points = [p(), p(), p(), p(), p()];
          const spec: ShapeSpec = { kind: 'polygon-points', points };
          if (this.accepts(spec)) return spec;
        }
      case 1:
        return { kind: 'box', hx: k * rng.int(1, 3), hy: k * rng.int(1, 3) };
      case 2:
        // Radius 5k: the points (3k, 4k) and (5k, 0) from the centre lie exactly on it.
        return { kind: 'circle', p: p(), radius: 5 * k };
      case 3: {
        const v1 = p();
        let v2 = p();
        while (v2[0] === v1[0] && v2[1] === v1[1]) v2 = p();
        return { kind: 'edge', v0: p(), v1, v2, v3: p(), oneSided: rng.chance(0.5) };
      }
      default: {
        const vertices: XY[] = [[-2 * k, 0], [0, -k], [2 * k, 0], [k, 2 * k]];
        return { kind: 'chain', vertices, loop: true, prev: [0, 0], next: [0, 0], child: rng.int(0, 3) };
      }
    }
  }

  anyShape(rng: Rng, scale: number): ShapeSpec {
    switch (rng.int(0, 4)) {
      // Hulls, edges and chains have a floor: Set welds points closer than 0.5 * b2_linearSlop and
      // edges must be longer than b2_linearSlop. Boxes and circles go down to the full 1e-3.
      case 0:
        return this.hull(rng, Math.max(scale, 0.05));
      case 1:
        return this.box(rng, scale);
      case 2:
        return this.circle(rng, scale);
      case 3:
        return this.edge(rng, Math.max(scale, 0.1));
      default:
        return this.chain(rng, Math.max(scale, 0.1));
    }
  }

  private accepts(spec: ShapeSpec): boolean {
    try {
      this.builder.buildShape(0, spec);
      return true;
    } catch {
      return false;
    }
  }

  // ---- transforms ----

  transform(rng: Rng, spread: number, lattice = false): TransformSpec {
    if (lattice) return { p: [rng.int(-4, 4), rng.int(-4, 4)], q: rng.pick(QUARTER_TURNS) };
    const a = rng.range(-Math.PI, Math.PI);
    const q: XY = rng.chance(0.2) ? rng.pick(QUARTER_TURNS) : this.xy(Math.sin(a), Math.cos(a));
    return { p: this.xy(rng.range(-spread, spread), rng.range(-spread, spread)), q };
  }

  // ---- the shape in world space ----

  place(spec: ShapeSpec, xf: TransformSpec): Placed {
    const shape = this.builder.buildShape(0, spec);
    const toW = (v: XY): XY => toWorld(xf, v);
    if (spec.kind === 'circle') {
      return { vertices: [], closed: false, center: toW(spec.p), radius: spec.radius, circleRadius: spec.radius };
    }
    let local: XY[];
    let closed = false;
    if (spec.kind === 'edge') local = [spec.v1, spec.v2];
    else if (spec.kind === 'chain') local = [spec.vertices[spec.child], spec.vertices[(spec.child + 1) % spec.vertices.length]];
    else {
      const poly = shape as InstanceType<B2Lib['b2PolygonShape']>;
      local = [];
      for (let i = 0; i < poly.m_count; ++i) local.push([poly.m_vertices[i].x, poly.m_vertices[i].y]);
      closed = true;
    }
    const vertices = local.map(toW);
    let cx = 0;
    let cy = 0;
    for (const [x, y] of vertices) {
      cx += x / vertices.length;
      cy += y / vertices.length;
    }
    let radius = 0;
    for (const [x, y] of vertices) radius = Math.max(radius, Math.hypot(x - cx, y - cy));
    return { vertices, closed, center: [cx, cy], radius, circleRadius: 0 };
  }

  /** A point strictly inside (closed shapes and circles) or on the segment (edges). */
  interior(rng: Rng, s: Placed): XY {
    if (s.vertices.length === 0) {
      const a = rng.range(0, 2 * Math.PI);
      const r = s.circleRadius * rng.range(0, 0.9);
      return this.xy(s.center[0] + r * Math.cos(a), s.center[1] + r * Math.sin(a));
    }
    if (!s.closed) return this.onEdge(rng, s, 0);
    const t = rng.range(0.1, 0.9);
    const v = s.vertices[rng.int(0, s.vertices.length - 1)];
    return this.xy(s.center[0] + t * (v[0] - s.center[0]), s.center[1] + t * (v[1] - s.center[1]));
  }

  /** A point on edge `i` (or on a random edge), at its middle, an end, or anywhere along it. */
  onEdge(rng: Rng, s: Placed, i = rng.int(0, Math.max(s.vertices.length - 1, 0))): XY {
    if (s.vertices.length === 0) {
      // On the circle: exact for lattice circles ((3, 4) and (5, 0) times radius / 5).
      const r = s.circleRadius / 5;
      const [dx, dy] = rng.pick([[3, 4], [-4, 3], [5, 0], [0, -5]] as XY[]);
      return this.xy(s.center[0] + r * dx, s.center[1] + r * dy);
    }
    const a = s.vertices[i % s.vertices.length];
    const b = s.vertices[(i + 1) % s.vertices.length];
    const t = rng.pick([0.5, 0.25, rng.range(0, 1)]);
    return this.xy(a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1]));
  }

  outside(rng: Rng, s: Placed): XY {
    const a = rng.range(0, 2 * Math.PI);
    const r = (s.radius + s.circleRadius) * rng.range(1.3, 3) + 0.01;
    return this.xy(s.center[0] + r * Math.cos(a), s.center[1] + r * Math.sin(a));
  }

  vertex(rng: Rng, s: Placed): XY {
    if (s.vertices.length === 0) return this.onEdge(rng, s);
    const v = s.vertices[rng.int(0, s.vertices.length - 1)];
    return this.xy(v[0], v[1]);
  }

  // ---- rays and points ----

  ray(rng: Rng, spec: ShapeSpec, xf: TransformSpec, s: Placed): { ray: RaySpec; kind: string } {
    const kind = rng.pick(['outside-in', 'inside', 'on-edge', 'parallel', 'graze-vertex', 'short', 'zero-length', 'axis', 'random']);
    const maxFraction = rng.chance(0.7) ? 1 : this.round(rng.pick([0, rng.range(0, 1), 0.5]));
    const toward = (p1: XY, target: XY, k: number): RaySpec => ({ p1, p2: this.xy(p1[0] + k * (target[0] - p1[0]), p1[1] + k * (target[1] - p1[1])), maxFraction });
    switch (kind) {
      case 'outside-in':
        return { ray: toward(this.outside(rng, s), this.interior(rng, s), rng.pick([1, 2, rng.range(0.5, 3)])), kind };
      case 'inside':
        return { ray: toward(this.interior(rng, s), this.outside(rng, s), 1), kind };
      case 'on-edge': {
        const p1 = this.onEdge(rng, s);
        const target = rng.chance(0.5) ? this.interior(rng, s) : this.outside(rng, s);
        return { ray: toward(p1, target, 1), kind };
      }
      case 'parallel': {
        if (s.vertices.length === 0) {
          // Tangent to the circle: from a point on it, perpendicular to the radius.
          const p = this.onEdge(rng, s);
          const dx = p[0] - s.center[0];
          const dy = p[1] - s.center[1];
          const k = rng.pick([1, -1, 2]);
          return { ray: { p1: this.xy(p[0] + k * dy, p[1] - k * dx), p2: this.xy(p[0] - k * dy, p[1] + k * dx), maxFraction }, kind };
        }
        const i = rng.int(0, s.vertices.length - 1);
        const a = s.vertices[i];
        const b = s.vertices[(i + 1) % s.vertices.length];
        const ex = b[0] - a[0];
        const ey = b[1] - a[1];
        const off = rng.pick([0, 0, 1e-3, -1e-3, 0.3, -0.3]);
        const start = rng.range(-1.5, -0.2);
        const p1 = this.xy(a[0] + start * ex + off * ey, a[1] + start * ey - off * ex);
        return { ray: { p1, p2: this.xy(p1[0] + rng.pick([1, 2, 3]) * ex, p1[1] + rng.pick([1, 2, 3]) * ey), maxFraction }, kind };
      }
      case 'graze-vertex':
        return { ray: toward(this.outside(rng, s), this.vertex(rng, s), rng.pick([1, 2, 1.5])), kind };
      case 'short': {
        // maxFraction at, or just below, the fraction where the ray hits.
        const ray = toward(this.outside(rng, s), this.interior(rng, s), rng.pick([1, 2]));
        const hit = this.castFraction(spec, xf, { ...ray, maxFraction: 1 });
        if (hit === undefined) return { ray, kind };
        const below = this.round(hit * rng.pick([1, 1 - 1e-7, 1 - 1e-4, 0.5]));
        return { ray: { ...ray, maxFraction: below }, kind };
      }
      case 'zero-length': {
        const p = rng.pick([this.outside(rng, s), this.interior(rng, s), this.onEdge(rng, s)]);
        return { ray: { p1: p, p2: p, maxFraction }, kind };
      }
      case 'axis': {
        const p1 = this.outside(rng, s);
        const target = this.interior(rng, s);
        const p2: XY = rng.chance(0.5) ? [p1[0], target[1]] : [target[0], p1[1]];
        return { ray: { p1, p2: this.xy(p2[0], p2[1]), maxFraction }, kind };
      }
      default: {
        const r = 2 * (s.radius + s.circleRadius) + 0.1;
        const rand = (): XY => this.xy(s.center[0] + rng.range(-r, r), s.center[1] + rng.range(-r, r));
        return { ray: { p1: rand(), p2: rand(), maxFraction }, kind };
      }
    }
  }

  point(rng: Rng, s: Placed): { point: XY; kind: string } {
    const kind = rng.pick(['inside', 'outside', 'on-edge', 'on-vertex', 'near-edge']);
    switch (kind) {
      case 'inside':
        return { point: this.interior(rng, s), kind };
      case 'outside':
        return { point: this.outside(rng, s), kind };
      case 'on-edge':
        return { point: this.onEdge(rng, s), kind };
      case 'on-vertex':
        return { point: this.vertex(rng, s), kind };
      default: {
        const p = this.onEdge(rng, s);
        const d = (s.radius + s.circleRadius) * rng.pick([1e-6, -1e-6, 1e-3, -1e-3]);
        return { point: this.xy(p[0] + d, p[1] - d), kind };
      }
    }
  }

  private castFraction(spec: ShapeSpec, xf: TransformSpec, ray: RaySpec): number | undefined {
    const shape = this.builder.buildShape(0, spec);
    this.xf.SetPositionSinCos(xf.p[0], xf.p[1], xf.q[0], xf.q[1]);
    this.input.p1.Set(ray.p1[0], ray.p1[1]);
    this.input.p2.Set(ray.p2[0], ray.p2[1]);
    this.input.maxFraction = 1;
    return shape.RayCast(this.output, this.input, this.xf, spec.kind === 'chain' ? spec.child : 0) ? this.output.fraction : undefined;
  }

  /** A box near the shape's AABB: overlapping, apart, containing, inside it, or sharing a side exactly. */
  other(rng: Rng, spec: ShapeSpec, xf: TransformSpec, s: Placed): BoxSpec {
    const shape = this.builder.buildShape(0, spec);
    this.xf.SetPositionSinCos(xf.p[0], xf.p[1], xf.q[0], xf.q[1]);
    shape.ComputeAABB(this.aabb, this.xf, spec.kind === 'chain' ? spec.child : 0);
    const lo = this.aabb.lowerBound;
    const hi = this.aabb.upperBound;
    const w = hi.x - lo.x;
    const h = hi.y - lo.y;
    switch (rng.int(0, 4)) {
      case 0: // shares the right side exactly (touching counts as overlap)
        return [hi.x, lo.y, this.round(hi.x + w), hi.y];
      case 1: // contains it
        return [this.round(lo.x - w * 0.1), this.round(lo.y - h * 0.1), this.round(hi.x + w * 0.1), this.round(hi.y + h * 0.1)];
      case 2: // inside it
        return [this.round(lo.x + w * 0.25), this.round(lo.y + h * 0.25), this.round(hi.x - w * 0.25), this.round(hi.y - h * 0.25)];
      default: {
        const r = s.radius + s.circleRadius + 0.1;
        const x = s.center[0] + rng.range(-2 * r, r);
        const y = s.center[1] + rng.range(-2 * r, r);
        return [this.round(x), this.round(y), this.round(x + rng.range(0, 2 * r)), this.round(y + rng.range(0, 2 * r))];
      }
    }
  }

  density(rng: Rng): number {
    return this.round(rng.pick([1, rng.range(0.1, 10), 0, 1e-3, 1e3]));
  }

  /** A full case for the given shape and transform. */
  make(rng: Rng, shape: ShapeSpec, xf: TransformSpec): ShapeQueryCase {
    const s = this.place(shape, xf);
    const { ray, kind: rayKind } = this.ray(rng, shape, xf, s);
    const { point, kind: pointKind } = this.point(rng, s);
    const other = this.other(rng, shape, xf, s);
    const c: ShapeQueryCase = { shape, xf, point, ray, density: this.density(rng), other, scenario: `ray ${rayKind}, point ${pointKind}` };
    if (!this.fixAabb) return c;
    // this.aabb holds the shape's AABB from other().
    const b = this.aabb;
    return { ...c, aabbInput: [b.lowerBound.x, b.lowerBound.y, b.upperBound.x, b.upperBound.y] };
  }
}

/** Largest distance between two of the points (a cheap guard against slivers). */
function spread(points: readonly XY[]): number {
  let d = 0;
  for (const a of points) for (const b of points) d = Math.max(d, Math.hypot(a[0] - b[0], a[1] - b[1]));
  return d;
}

/**
 * The shape-query families for one library and rounding, named prefix + name + suffix. With
 * fixAabb, each case carries the library's ComputeAABB result as aabbInput (query-case.ts).
 */
export function shapeQueryFamilies(lib: B2Lib, round: Round, prefix: string, suffix = '', fixAabb = false): Family<ShapeQueryCase>[] {
  let gen: Generator | undefined;
  const g = (): Generator => (gen ??= new Generator(lib, round, fixAabb));
  const fam = (name: string, description: string, make: (gen: Generator, rng: Rng) => ShapeQueryCase): Family<ShapeQueryCase> => ({
    name: `${prefix}${name}${suffix}`,
    description,
    generate: (rng) => make(g(), rng),
  });
  return [
    fam('shape-hulls', 'b2PolygonShape::Set hulls of 3-8 random points, random (s, c) poses', (G, r) => G.make(r, G.hull(r, 1), G.transform(r, 2))),
    fam('shape-boxes', 'SetAsBox with and without centre and angle', (G, r) => G.make(r, G.box(r, 1), G.transform(r, 2))),
    fam('shape-circles', 'circles, centre on and off the origin', (G, r) => G.make(r, G.circle(r, 1), G.transform(r, 2))),
    fam('shape-edges', 'one- and two-sided edges', (G, r) => G.make(r, G.edge(r, 1), G.transform(r, 2))),
    fam('shape-chains', 'loops and open chains, a random child', (G, r) => G.make(r, G.chain(r, 1), G.transform(r, 2))),
    fam('shape-lattice', 'integer shapes and poses (quarter turns): points and rays exactly on edges and vertices', (G, r) => G.make(r, G.lattice(r), G.transform(r, 0, true))),
    fam('shape-tiny-huge', 'every kind at scales 1e-3 to 1e3', (G, r) => G.make(r, G.anyShape(r, 10 ** r.range(-3, 3)), G.transform(r, 2))),
    fam('shape-far', 'every kind placed 1e3 to 1e5 from the origin', (G, r) => G.make(r, G.anyShape(r, 1), G.transform(r, 10 ** r.range(3, 5)))),
  ];
}
