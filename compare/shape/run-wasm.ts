// box2d-wasm's side of a shape-query case (Box2D v2.4.1 in float32): builds the shape through the
// float32 harness's WasmReference, runs the C++ queries on structs in the wasm heap and reads every
// value back. b2RayCastInput/Output have no constructor in the bindings, so they live in a buffer
// of our own (C++ layout: p1, p2, maxFraction; normal, fraction).

import type { Box2DWasm, WasmVariant } from '../engines/box2d-wasm';
import { WasmReference } from '../f32/wasm-reference';
import { childOf, QUERY_VALUES, SENTINEL, type BoxSpec, type ShapeQueryCase } from './query-case';

export class WasmShapeRunner {
  private readonly ref: WasmReference;
  private readonly xf: InstanceType<Box2DWasm['b2Transform']>;
  private readonly vec: InstanceType<Box2DWasm['b2Vec2']>;
  private readonly aabb: InstanceType<Box2DWasm['b2AABB']>;
  private readonly other: InstanceType<Box2DWasm['b2AABB']>;
  private readonly combined: InstanceType<Box2DWasm['b2AABB']>;
  private readonly massData: InstanceType<Box2DWasm['b2MassData']>;
  /** 5 floats of b2RayCastInput, then 3 of b2RayCastOutput. */
  private readonly buffer: number;

  constructor(readonly B: Box2DWasm, readonly variant: WasmVariant) {
    this.ref = new WasmReference(B, variant);
    this.xf = new B.b2Transform();
    this.vec = new B.b2Vec2(0, 0);
    this.aabb = new B.b2AABB();
    this.other = new B.b2AABB();
    this.combined = new B.b2AABB();
    this.massData = new B.b2MassData();
    this.buffer = B._malloc(8 * 4);
  }

  run(c: ShapeQueryCase): number[] {
    const B = this.B;
    const shape = this.ref.buildShape(0, c.shape);
    const child = childOf(c.shape);
    const xf = this.xf;
    xf.get_p().Set(c.xf.p[0], c.xf.p[1]);
    xf.get_q().set_s(c.xf.q[0]);
    xf.get_q().set_c(c.xf.q[1]);
    const out: number[] = [];

    out.push(shape.TestPoint(xf, this.vecOf(c.point[0], c.point[1])) ? 1 : 0);

    const f = B.HEAPF32;
    const base = this.buffer >> 2;
    f[base] = c.ray.p1[0];
    f[base + 1] = c.ray.p1[1];
    f[base + 2] = c.ray.p2[0];
    f[base + 3] = c.ray.p2[1];
    f[base + 4] = c.ray.maxFraction;
    const input = B.wrapPointer(this.buffer, B.b2RayCastInput);
    const output = B.wrapPointer(this.buffer + 20, B.b2RayCastOutput);
    const readOutput = (hit: boolean): void => {
      out.push(hit ? 1 : 0, B.HEAPF32[base + 5], B.HEAPF32[base + 6], B.HEAPF32[base + 7]);
    };
    this.resetOutput();
    readOutput(shape.RayCast(output, input, xf, child));

    const aabb = this.aabb;
    this.setBox(aabb, [SENTINEL, SENTINEL, SENTINEL, SENTINEL]);
    shape.ComputeAABB(aabb, xf, child);
    out.push(...this.boxValues(aabb));

    const md = this.massData;
    md.set_mass(SENTINEL);
    md.get_center().Set(SENTINEL, SENTINEL);
    md.set_I(SENTINEL);
    shape.ComputeMass(md, c.density);
    out.push(md.get_mass(), md.get_center().get_x(), md.get_center().get_y(), md.get_I());

    if (c.aabbInput !== undefined) this.setBox(aabb, c.aabbInput);
    this.resetOutput();
    readOutput(aabb.RayCast(output, input));

    const other = this.other;
    this.setBox(other, c.other);
    const combined = this.combined;
    this.setBox(combined, [SENTINEL, SENTINEL, SENTINEL, SENTINEL]);
    combined.Combine(aabb, other);
    out.push(...this.boxValues(combined));
    this.setBox(combined, c.other);
    combined.Combine(aabb);
    out.push(...this.boxValues(combined));

    out.push(aabb.Contains(other) ? 1 : 0, B.b2TestOverlap(aabb, other) ? 1 : 0, aabb.GetPerimeter());
    const center = aabb.GetCenter();
    out.push(center.get_x(), center.get_y());
    const extents = aabb.GetExtents();
    out.push(extents.get_x(), extents.get_y(), aabb.IsValid() ? 1 : 0);

    if (out.length !== QUERY_VALUES) throw new Error(`query layout mismatch: ${out.length} values`);
    return out;
  }

  private vecOf(x: number, y: number): InstanceType<Box2DWasm['b2Vec2']> {
    this.vec.Set(x, y);
    return this.vec;
  }

  private resetOutput(): void {
    const base = this.buffer >> 2;
    this.B.HEAPF32[base + 5] = SENTINEL;
    this.B.HEAPF32[base + 6] = SENTINEL;
    this.B.HEAPF32[base + 7] = SENTINEL;
  }

  private setBox(box: InstanceType<Box2DWasm['b2AABB']>, b: BoxSpec): void {
    box.get_lowerBound().Set(b[0], b[1]);
    box.get_upperBound().Set(b[2], b[3]);
  }

  private boxValues(box: InstanceType<Box2DWasm['b2AABB']>): number[] {
    const l = box.get_lowerBound();
    const u = box.get_upperBound();
    return [l.get_x(), l.get_y(), u.get_x(), u.get_y()];
  }
}
