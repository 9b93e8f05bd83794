// b2collide's side of a float32 case: builds the shapes and transforms from a PairCase with the
// library's own API and writes every result field as 32-bit words, in the layout of cases.ts.
// It takes the library as a value, so the same code runs b2collide/f32 and, as a control that the
// comparison can fail, the float64 b2collide.

import type * as Lib from 'b2collide/f32';
import {
  INTEGER_WORDS, RESULT_WORDS, SENTINEL_COUNT, SENTINEL_FLOAT, SENTINEL_KEY, SENTINEL_TYPE, childIndex, collideKind,
  type PairCase, type ShapeSpec, type TransformSpec, type XY,
} from './cases';
import { floatBits } from './float-bits';

export type B2Lib = typeof Lib;

export class B2CollideRunner {
  private readonly polys: Lib.b2PolygonShape[];
  private readonly circles: Lib.b2CircleShape[];
  private readonly edges: Lib.b2EdgeShape[];
  private readonly chains: Lib.b2ChainShape[];
  private readonly childEdges: Lib.b2EdgeShape[];
  private readonly xfs: Lib.b2Transform[];
  private readonly manifold: Lib.b2Manifold;
  private readonly world: Lib.b2WorldManifold;

  /**
   * radius: how a 'polygon-raw' spec's radius is stored (Math.fround by default, as the float32
   * build needs; the native float64 comparison passes the identity).
   */
  constructor(
    readonly lib: B2Lib,
    private readonly radius: (x: number) => number = Math.fround,
  ) {
    this.polys = [new lib.b2PolygonShape(), new lib.b2PolygonShape()];
    this.circles = [new lib.b2CircleShape(), new lib.b2CircleShape()];
    this.edges = [new lib.b2EdgeShape(), new lib.b2EdgeShape()];
    this.chains = [new lib.b2ChainShape(), new lib.b2ChainShape()];
    this.childEdges = [new lib.b2EdgeShape(), new lib.b2EdgeShape()];
    this.xfs = [new lib.b2Transform(), new lib.b2Transform()];
    this.manifold = new lib.b2Manifold();
    this.world = new lib.b2WorldManifold();
  }

  /** Builds a shape in slot 0 (A) or 1 (B); throws where b2collide rejects the input. */
  buildShape(slot: 0 | 1, spec: ShapeSpec): Lib.b2Shape {
    switch (spec.kind) {
      case 'polygon-points':
        return this.polys[slot].Set(spec.points.map(([x, y]) => ({ x, y })));
      case 'box':
        return spec.center === undefined
          ? this.polys[slot].SetAsBox(spec.hx, spec.hy)
          : this.polys[slot].SetAsBox(spec.hx, spec.hy, { x: spec.center[0], y: spec.center[1] }, spec.angle ?? 0);
      case 'polygon-raw': {
        const poly = this.polys[slot];
        const n = spec.vertices.length;
        poly.m_count = n;
        for (let i = 0; i < n; ++i) {
          poly.m_vertices[i].Set(spec.vertices[i][0], spec.vertices[i][1]);
          poly.m_normals[i].Set(spec.normals[i][0], spec.normals[i][1]);
        }
        poly.m_centroid.Set(spec.centroid[0], spec.centroid[1]);
        poly.m_radius = this.radius(spec.radius);
        return poly;
      }
      case 'circle':
        return this.circles[slot].Set({ x: spec.p[0], y: spec.p[1] }, spec.radius);
      case 'chain': {
        const points = spec.vertices.map(([x, y]) => ({ x, y }));
        const chain = this.chains[slot].Clear();
        return spec.loop
          ? chain.CreateLoop(points)
          : chain.CreateChain(points, points.length, { x: spec.prev[0], y: spec.prev[1] }, { x: spec.next[0], y: spec.next[1] });
      }
      case 'edge': {
        const xy = (p: readonly [number, number]): { x: number; y: number } => ({ x: p[0], y: p[1] });
        return spec.oneSided
          ? this.edges[slot].SetOneSided(xy(spec.v0), xy(spec.v1), xy(spec.v2), xy(spec.v3))
          : this.edges[slot].SetTwoSided(xy(spec.v1), xy(spec.v2));
      }
    }
  }

  /** The built polygon in a slot as raw float32 bits: count, then vertices, normals, centroid. */
  polygonBits(slot: 0 | 1): number[] {
    const poly = this.polys[slot];
    const n = poly.m_count;
    const out = [n];
    for (let i = 0; i < n; ++i) out.push(floatBits(poly.m_vertices[i].x), floatBits(poly.m_vertices[i].y));
    for (let i = 0; i < n; ++i) out.push(floatBits(poly.m_normals[i].x), floatBits(poly.m_normals[i].y));
    out.push(floatBits(poly.m_centroid.x), floatBits(poly.m_centroid.y));
    return out;
  }

  /**
   * The shape the collide function gets for `spec` (a chain's child edge, or the shape itself), as
   * the fields Box2D's collide functions read: a polygon's built vertices, normals, centroid and
   * radius; a circle's centre and radius; an edge's four vertices and sidedness. Built in slot 0 or 1.
   */
  collidingSpec(slot: 0 | 1, spec: ShapeSpec): ShapeSpec {
    const shape = this.collidingShape(slot, spec, this.buildShape(slot, spec));
    const xy = (v: { x: number; y: number }): XY => [v.x, v.y];
    if (shape instanceof this.lib.b2PolygonShape) {
      const n = shape.m_count;
      return {
        kind: 'polygon-raw',
        vertices: shape.m_vertices.slice(0, n).map(xy),
        normals: shape.m_normals.slice(0, n).map(xy),
        centroid: xy(shape.m_centroid),
        radius: shape.m_radius,
      };
    }
    if (shape instanceof this.lib.b2CircleShape) return { kind: 'circle', p: xy(shape.m_p), radius: shape.m_radius };
    const edge = shape as Lib.b2EdgeShape;
    return {
      kind: 'edge',
      v0: xy(edge.m_vertex0),
      v1: xy(edge.m_vertex1),
      v2: xy(edge.m_vertex2),
      v3: xy(edge.m_vertex3),
      oneSided: edge.m_oneSided,
    };
  }

  /** What the collide function gets: a chain's child edge, or the shape itself. */
  private collidingShape(slot: 0 | 1, spec: ShapeSpec, built: Lib.b2Shape): Lib.b2Shape {
    return spec.kind === 'chain' ? (built as Lib.b2ChainShape).GetChildEdge(this.childEdges[slot], spec.child) : built;
  }

  private setTransform(xf: Lib.b2Transform, t: TransformSpec): void {
    xf.SetPositionSinCos(t.p[0], t.p[1], t.q[0], t.q[1]);
  }

  /** Runs one case and writes RESULT_WORDS words into out. Throws where b2collide rejects the input. */
  run(c: PairCase, out: Uint32Array): void {
    const values = this.values;
    this.runValues(c, values);
    for (let k = 0; k < RESULT_WORDS; ++k) out[k] = INTEGER_WORDS.has(k) ? values[k] : floatBits(values[k]);
  }

  private readonly values = new Float64Array(RESULT_WORDS);

  /**
   * Runs one case and writes the RESULT_WORDS fields into out as numbers, unrounded (the float64
   * build's values keep every bit; integers are integers). Throws where b2collide rejects the input.
   */
  runValues(c: PairCase, out: Float64Array): void {
    const lib = this.lib;
    const builtA = this.buildShape(0, c.a);
    const builtB = this.buildShape(1, c.b);
    const shapeA = this.collidingShape(0, c.a, builtA);
    const shapeB = this.collidingShape(1, c.b, builtB);
    const [xfA, xfB] = this.xfs;
    this.setTransform(xfA, c.xfA);
    this.setTransform(xfB, c.xfB);

    const m = this.manifold;
    for (const p of m.points) {
      p.localPoint.Set(SENTINEL_FLOAT, SENTINEL_FLOAT);
      p.normalImpulse = SENTINEL_FLOAT;
      p.tangentImpulse = SENTINEL_FLOAT;
      p.id.key = SENTINEL_KEY;
    }
    m.localNormal.Set(SENTINEL_FLOAT, SENTINEL_FLOAT);
    m.localPoint.Set(SENTINEL_FLOAT, SENTINEL_FLOAT);
    m.type = SENTINEL_TYPE as Lib.b2ManifoldType;
    m.pointCount = SENTINEL_COUNT;
    const w = this.world;
    w.normal.Set(SENTINEL_FLOAT, SENTINEL_FLOAT);
    for (const p of w.points) p.Set(SENTINEL_FLOAT, SENTINEL_FLOAT);
    w.separations[0] = SENTINEL_FLOAT;
    w.separations[1] = SENTINEL_FLOAT;

    switch (collideKind(c)) {
      case 'polygons':
        lib.b2CollidePolygons(m, shapeA as Lib.b2PolygonShape, xfA, shapeB as Lib.b2PolygonShape, xfB);
        break;
      case 'circles':
        lib.b2CollideCircles(m, shapeA as Lib.b2CircleShape, xfA, shapeB as Lib.b2CircleShape, xfB);
        break;
      case 'polygon-circle':
        lib.b2CollidePolygonAndCircle(m, shapeA as Lib.b2PolygonShape, xfA, shapeB as Lib.b2CircleShape, xfB);
        break;
      case 'edge-circle':
        lib.b2CollideEdgeAndCircle(m, shapeA as Lib.b2EdgeShape, xfA, shapeB as Lib.b2CircleShape, xfB);
        break;
      case 'edge-polygon':
        lib.b2CollideEdgeAndPolygon(m, shapeA as Lib.b2EdgeShape, xfA, shapeB as Lib.b2PolygonShape, xfB);
        break;
    }
    w.Initialize(m, xfA, shapeA.m_radius, xfB, shapeB.m_radius);
    const overlap = lib.b2TestOverlap(builtA, childIndex(c.a), builtB, childIndex(c.b), xfA, xfB);

    let k = 0;
    for (const p of m.points) {
      out[k++] = p.localPoint.x;
      out[k++] = p.localPoint.y;
      out[k++] = p.normalImpulse;
      out[k++] = p.tangentImpulse;
      out[k++] = p.id.key;
    }
    out[k++] = m.localNormal.x;
    out[k++] = m.localNormal.y;
    out[k++] = m.localPoint.x;
    out[k++] = m.localPoint.y;
    out[k++] = m.type;
    out[k++] = m.pointCount;
    out[k++] = w.normal.x;
    out[k++] = w.normal.y;
    for (const p of w.points) {
      out[k++] = p.x;
      out[k++] = p.y;
    }
    out[k++] = w.separations[0];
    out[k++] = w.separations[1];
    out[k++] = overlap ? 1 : 0;
    if (k !== RESULT_WORDS) throw new Error(`result layout mismatch: ${k} words`);
  }
}
