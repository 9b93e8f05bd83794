// b2collide's side of a shape-query case: builds the shape with the library's own API (through the
// float32 harness's B2CollideRunner) and runs every query of query-case.ts into fresh output
// objects that start from SENTINEL. Takes the library as a value: b2collide/f32 for the bit
// comparison with box2d-wasm, the float64 b2collide for the peers (and as the bit comparison's
// control).

import { B2CollideRunner, type B2Lib } from '../f32/b2collide-runner';
import { childOf, QUERY_VALUES, SENTINEL, type BoxSpec, type ShapeQueryCase } from './query-case';

type Lib = B2Lib;

export class B2CollideShapeRunner {
  private readonly builder: B2CollideRunner;
  private readonly xf: InstanceType<Lib['b2Transform']>;
  private readonly input: InstanceType<Lib['b2RayCastInput']>;
  private readonly output: InstanceType<Lib['b2RayCastOutput']>;
  private readonly aabb: InstanceType<Lib['b2AABB']>;
  private readonly other: InstanceType<Lib['b2AABB']>;
  private readonly combined: InstanceType<Lib['b2AABB']>;
  private readonly massData: InstanceType<Lib['b2MassData']>;
  private readonly vec: InstanceType<Lib['b2Vec2']>;

  constructor(readonly lib: Lib) {
    this.builder = new B2CollideRunner(lib);
    this.xf = new lib.b2Transform();
    this.input = new lib.b2RayCastInput();
    this.output = new lib.b2RayCastOutput();
    this.aabb = new lib.b2AABB();
    this.other = new lib.b2AABB();
    this.combined = new lib.b2AABB();
    this.massData = new lib.b2MassData();
    this.vec = new lib.b2Vec2();
  }

  /** Runs the case; returns QUERY_VALUES numbers (query-case.ts). Throws where b2collide rejects the input. */
  run(c: ShapeQueryCase): number[] {
    const shape = this.builder.buildShape(0, c.shape);
    const child = childOf(c.shape);
    const xf = this.xf.SetPositionSinCos(c.xf.p[0], c.xf.p[1], c.xf.q[0], c.xf.q[1]);
    const out: number[] = [];

    out.push(shape.TestPoint(xf, { x: c.point[0], y: c.point[1] }) ? 1 : 0);

    const input = this.input;
    input.p1.Set(c.ray.p1[0], c.ray.p1[1]);
    input.p2.Set(c.ray.p2[0], c.ray.p2[1]);
    input.maxFraction = c.ray.maxFraction;
    const output = this.output;
    this.resetOutput();
    const hit = shape.RayCast(output, input, xf, child);
    out.push(hit ? 1 : 0, output.normal.x, output.normal.y, output.fraction);

    const aabb = this.aabb;
    setBox(aabb, [SENTINEL, SENTINEL, SENTINEL, SENTINEL]);
    shape.ComputeAABB(aabb, xf, child);
    out.push(aabb.lowerBound.x, aabb.lowerBound.y, aabb.upperBound.x, aabb.upperBound.y);

    const md = this.massData;
    md.mass = SENTINEL;
    md.center.Set(SENTINEL, SENTINEL);
    md.I = SENTINEL;
    shape.ComputeMass(md, c.density);
    out.push(md.mass, md.center.x, md.center.y, md.I);

    if (c.aabbInput !== undefined) setBox(aabb, c.aabbInput);
    this.resetOutput();
    const aabbHit = aabb.RayCast(output, input);
    out.push(aabbHit ? 1 : 0, output.normal.x, output.normal.y, output.fraction);

    const other = this.other;
    setBox(other, c.other);
    const combined = this.combined;
    setBox(combined, [SENTINEL, SENTINEL, SENTINEL, SENTINEL]);
    combined.Combine(aabb, other);
    out.push(combined.lowerBound.x, combined.lowerBound.y, combined.upperBound.x, combined.upperBound.y);
    setBox(combined, c.other);
    combined.Combine(aabb);
    out.push(combined.lowerBound.x, combined.lowerBound.y, combined.upperBound.x, combined.upperBound.y);

    out.push(aabb.Contains(other) ? 1 : 0, this.lib.b2TestOverlap(aabb, other) ? 1 : 0, aabb.GetPerimeter());
    const v = this.vec;
    aabb.GetCenter(v);
    out.push(v.x, v.y);
    aabb.GetExtents(v);
    out.push(v.x, v.y, aabb.IsValid() ? 1 : 0);

    if (out.length !== QUERY_VALUES) throw new Error(`query layout mismatch: ${out.length} values`);
    return out;
  }

  private resetOutput(): void {
    this.output.normal.Set(SENTINEL, SENTINEL);
    this.output.fraction = SENTINEL;
  }
}

function setBox(box: { lowerBound: { Set(x: number, y: number): unknown }; upperBound: { Set(x: number, y: number): unknown } }, b: BoxSpec): void {
  box.lowerBound.Set(b[0], b[1]);
  box.upperBound.Set(b[2], b[3]);
}
