// box2d-wasm 7.0.0 (Box2D v2.4.1 compiled to WebAssembly, float32) as a bit-exact reference: builds
// its shapes and transforms from a PairCase, runs the C++ collide function, b2WorldManifold and
// b2TestOverlap, and reads every result field as raw 32-bit words from the wasm heap.

import { injectWasmPolygon, type Box2DWasm, type WasmVariant } from '../engines/box2d-wasm';
import {
  MANIFOLD_WORDS, RESULT_WORDS, SENTINEL_COUNT, SENTINEL_FLOAT, SENTINEL_KEY, SENTINEL_TYPE, WORLD_WORDS,
  childIndex, collideKind, type PairCase, type ShapeSpec, type TransformSpec, type XY,
} from './cases';
import { floatBits } from './float-bits';

type Shape = InstanceType<Box2DWasm['b2Shape']>;

/** One reference instance: the wasm objects it reuses for every case. */
export class WasmReference {
  private readonly polys: InstanceType<Box2DWasm['b2PolygonShape']>[];
  private readonly circles: InstanceType<Box2DWasm['b2CircleShape']>[];
  private readonly edges: InstanceType<Box2DWasm['b2EdgeShape']>[];
  private readonly chains: InstanceType<Box2DWasm['b2ChainShape']>[];
  /** The child edge a chain collides as, one per slot. */
  private readonly childEdges: InstanceType<Box2DWasm['b2EdgeShape']>[];
  private readonly xfs: InstanceType<Box2DWasm['b2Transform']>[];
  private readonly manifold: InstanceType<Box2DWasm['b2Manifold']>;
  private readonly world: InstanceType<Box2DWasm['b2WorldManifold']>;
  private readonly vecs: InstanceType<Box2DWasm['b2Vec2']>[];
  /** Room for 8 b2Vec2 handed to b2PolygonShape::Set. */
  private readonly pointBuffer: number;

  constructor(readonly B: Box2DWasm, readonly variant: WasmVariant) {
    this.polys = [new B.b2PolygonShape(), new B.b2PolygonShape()];
    this.circles = [new B.b2CircleShape(), new B.b2CircleShape()];
    this.edges = [new B.b2EdgeShape(), new B.b2EdgeShape()];
    this.chains = [new B.b2ChainShape(), new B.b2ChainShape()];
    this.childEdges = [new B.b2EdgeShape(), new B.b2EdgeShape()];
    this.xfs = [new B.b2Transform(), new B.b2Transform()];
    this.manifold = new B.b2Manifold();
    this.world = new B.b2WorldManifold();
    this.vecs = [new B.b2Vec2(0, 0), new B.b2Vec2(0, 0), new B.b2Vec2(0, 0), new B.b2Vec2(0, 0)];
    this.pointBuffer = B._malloc(8 * 16);
  }

  /** Builds a shape in slot 0 (A) or 1 (B). Returns it, as the C++ object the collide call takes. */
  buildShape(slot: 0 | 1, spec: ShapeSpec): Shape {
    switch (spec.kind) {
      case 'polygon-points': {
        const poly = this.polys[slot];
        poly.Set(this.points(spec.points), spec.points.length);
        return poly;
      }
      case 'chain': {
        const chain = this.chains[slot];
        chain.Clear();
        if (spec.loop) chain.CreateLoop(this.points(spec.vertices), spec.vertices.length);
        else chain.CreateChain(this.points(spec.vertices), spec.vertices.length, this.vec(0, spec.prev), this.vec(3, spec.next));
        return chain;
      }
      case 'box': {
        const poly = this.polys[slot];
        if (spec.center === undefined) poly.SetAsBox(spec.hx, spec.hy);
        else poly.SetAsBox(spec.hx, spec.hy, this.vec(0, spec.center), spec.angle ?? 0);
        return poly;
      }
      case 'polygon-raw': {
        const poly = this.polys[slot];
        injectWasmPolygon(poly, spec);
        return poly;
      }
      case 'circle': {
        const circle = this.circles[slot];
        circle.get_m_p().Set(spec.p[0], spec.p[1]);
        circle.set_m_radius(spec.radius);
        return circle;
      }
      case 'edge': {
        const edge = this.edges[slot];
        if (spec.oneSided) edge.SetOneSided(this.vec(0, spec.v0), this.vec(1, spec.v1), this.vec(2, spec.v2), this.vec(3, spec.v3));
        else edge.SetTwoSided(this.vec(1, spec.v1), this.vec(2, spec.v2));
        return edge;
      }
    }
  }

  /** What the collide function gets: a chain's child edge, or the shape itself. */
  private collidingShape(slot: 0 | 1, spec: ShapeSpec, built: Shape): Shape {
    if (spec.kind !== 'chain') return built;
    this.chains[slot].GetChildEdge(this.childEdges[slot], spec.child);
    return this.childEdges[slot];
  }

  /** The built polygon in a slot, as raw float32 bits: count, then vertices, normals, centroid. */
  polygonBits(slot: 0 | 1): number[] {
    const poly = this.polys[slot];
    const n = poly.get_m_count();
    const out = [n];
    for (let i = 0; i < n; ++i) {
      const v = poly.get_m_vertices(i);
      out.push(floatBits(v.get_x()), floatBits(v.get_y()));
    }
    for (let i = 0; i < n; ++i) {
      const v = poly.get_m_normals(i);
      out.push(floatBits(v.get_x()), floatBits(v.get_y()));
    }
    const c = poly.get_m_centroid();
    out.push(floatBits(c.get_x()), floatBits(c.get_y()));
    return out;
  }

  /** Up to 16 points copied to the heap, as the b2Vec2 array Set and CreateLoop/CreateChain read. */
  private points(points: readonly XY[]): InstanceType<Box2DWasm['b2Vec2']> {
    const B = this.B;
    const base = this.pointBuffer >> 2;
    points.forEach((p, i) => {
      B.HEAPF32[base + 2 * i] = p[0];
      B.HEAPF32[base + 2 * i + 1] = p[1];
    });
    return B.wrapPointer(this.pointBuffer, B.b2Vec2);
  }

  private vec(i: number, p: XY): InstanceType<Box2DWasm['b2Vec2']> {
    const v = this.vecs[i];
    v.Set(p[0], p[1]);
    return v;
  }

  private setTransform(xf: InstanceType<Box2DWasm['b2Transform']>, t: TransformSpec): void {
    xf.get_p().Set(t.p[0], t.p[1]);
    const q = xf.get_q();
    q.set_s(t.q[0]);
    q.set_c(t.q[1]);
  }

  /** Runs one case and writes RESULT_WORDS words into out (see cases.ts for the layout). */
  run(c: PairCase, out: Uint32Array): void {
    const B = this.B;
    const builtA = this.buildShape(0, c.a);
    const builtB = this.buildShape(1, c.b);
    const shapeA = this.collidingShape(0, c.a, builtA);
    const shapeB = this.collidingShape(1, c.b, builtB);
    const [xfA, xfB] = this.xfs;
    this.setTransform(xfA, c.xfA);
    this.setTransform(xfB, c.xfB);

    const mPtr = B.getPointer(this.manifold);
    const wPtr = B.getPointer(this.world);
    const m = mPtr >> 2;
    const w = wPtr >> 2;
    const sentinel = floatBits(SENTINEL_FLOAT);
    for (let i = 0; i < MANIFOLD_WORDS; ++i) B.HEAPU32[m + i] = sentinel;
    B.HEAPU32[m + 4] = SENTINEL_KEY;
    B.HEAPU32[m + 9] = SENTINEL_KEY;
    B.HEAPU32[m + 14] = SENTINEL_TYPE;
    B.HEAPU32[m + 15] = SENTINEL_COUNT;
    for (let i = 0; i < WORLD_WORDS; ++i) B.HEAPU32[w + i] = sentinel;

    switch (collideKind(c)) {
      case 'polygons':
        B.b2CollidePolygons(this.manifold, shapeA as never, xfA, shapeB as never, xfB);
        break;
      case 'circles':
        B.b2CollideCircles(this.manifold, shapeA as never, xfA, shapeB as never, xfB);
        break;
      case 'polygon-circle':
        B.b2CollidePolygonAndCircle(this.manifold, shapeA as never, xfA, shapeB as never, xfB);
        break;
      case 'edge-circle':
        B.b2CollideEdgeAndCircle(this.manifold, shapeA as never, xfA, shapeB as never, xfB);
        break;
      case 'edge-polygon':
        B.b2CollideEdgeAndPolygon(this.manifold, shapeA as never, xfA, shapeB as never, xfB);
        break;
    }
    this.world.Initialize(this.manifold, xfA, shapeA.get_m_radius(), xfB, shapeB.get_m_radius());
    const overlap = B.b2TestOverlap(builtA, childIndex(c.a), builtB, childIndex(c.b), xfA, xfB);

    const heap = B.HEAPU32;
    for (let i = 0; i < MANIFOLD_WORDS; ++i) out[i] = heap[m + i];
    for (let i = 0; i < WORLD_WORDS; ++i) out[MANIFOLD_WORDS + i] = heap[w + i];
    out[RESULT_WORDS - 1] = overlap ? 1 : 0;
  }
}
