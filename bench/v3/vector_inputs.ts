// The recorded inputs of Box2D v3.1.1's C (test/v3/vectors/*.json, format in src/v3/README.md) as
// v3 objects, for the allocation check: the C's own cases are realistic (resting, deep, grazing,
// speculative, ghost and failed-sweep cases) and cover every branch the vector tests cover.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { V3Lib } from './lib';

const vectorDir = fileURLToPath(new URL('../../test/v3/vectors/', import.meta.url));

type Hex = string;
type HexVec = [Hex, Hex];

/** A shape of a manifold vector file (test/v3/support/manifold_vector_cases.ts). */
export interface ShapeJson {
  center?: HexVec;
  radius?: Hex;
  center1?: HexVec;
  center2?: HexVec;
  point1?: HexVec;
  point2?: HexVec;
  ghost1?: HexVec;
  ghost2?: HexVec;
  vertices?: HexVec[];
  normals?: HexVec[];
  centroid?: HexVec;
}

/** A case of a manifold vector file. */
export interface ManifoldCase {
  shapeA: ShapeJson;
  xfA: [Hex, Hex, Hex, Hex];
  shapeB: ShapeJson;
  xfB: [Hex, Hex, Hex, Hex];
}

/** A case of a flat vector file: the C function and its inputs as float32 bits. */
export interface FlatCase {
  fn: string;
  in: Hex[];
}

const bits = new DataView(new ArrayBuffer(4));

/** The float32 whose bits are the 8 hex digits h. */
export function fromHex(h: Hex): number {
  bits.setUint32(0, parseInt(h, 16));
  return bits.getFloat32(0);
}

/** The cases of test/v3/vectors/manifold_<name>.json. */
export function manifoldCases(name: string): ManifoldCase[] {
  return (JSON.parse(readFileSync(`${vectorDir}manifold_${name}.json`, 'utf8')) as { cases: ManifoldCase[] }).cases;
}

/** The cases of test/v3/vectors/<name>.json whose fn is `fn`, without the ones the C crashed on. */
export function flatCases(name: string, fn: string): FlatCase[] {
  const file = JSON.parse(readFileSync(`${vectorDir}${name}.json`, 'utf8')) as { cases: (FlatCase & { crash?: string })[] };
  return file.cases.filter((c) => c.fn === fn && c.crash === undefined);
}

/** Reads a flat case's inputs in order. */
export class Inputs {
  private at = 0;
  private readonly x: number[];
  constructor(c: FlatCase) {
    this.x = c.in.map(fromHex);
  }
  next(): number {
    if (this.at >= this.x.length) throw new Error('vector: too few inputs');
    return this.x[this.at++];
  }
}

type Shape = InstanceType<V3Lib['b2Polygon']> | InstanceType<V3Lib['b2ChainSegment']> | InstanceType<V3Lib['b2Segment']> | InstanceType<V3Lib['b2Capsule']> | InstanceType<V3Lib['b2Circle']>;

/** The shapes and transforms of manifold cases, made with `lib`'s classes. */
export function manifoldShapes(lib: V3Lib) {
  const setVec = (v: { x: number; y: number }, h: HexVec) => {
    v.x = fromHex(h[0]);
    v.y = fromHex(h[1]);
  };
  const xf = (h: [Hex, Hex, Hex, Hex]) => {
    const t = new lib.b2Transform();
    t.p.x = fromHex(h[0]);
    t.p.y = fromHex(h[1]);
    t.q.c = fromHex(h[2]);
    t.q.s = fromHex(h[3]);
    return t;
  };
  const shape = (s: ShapeJson): Shape => {
    if (s.vertices) {
      const p = new lib.b2Polygon();
      p.count = s.vertices.length;
      s.vertices.forEach((v, i) => setVec(p.vertices[i], v));
      s.normals!.forEach((n, i) => setVec(p.normals[i], n));
      setVec(p.centroid, s.centroid!);
      p.radius = fromHex(s.radius!);
      return p;
    }
    if (s.ghost1) {
      const g = new lib.b2ChainSegment();
      setVec(g.ghost1, s.ghost1);
      setVec(g.segment.point1, s.point1!);
      setVec(g.segment.point2, s.point2!);
      setVec(g.ghost2, s.ghost2!);
      return g;
    }
    if (s.point1) {
      const g = new lib.b2Segment();
      setVec(g.point1, s.point1);
      setVec(g.point2, s.point2!);
      return g;
    }
    if (s.center1) {
      const c = new lib.b2Capsule();
      setVec(c.center1, s.center1);
      setVec(c.center2, s.center2!);
      c.radius = fromHex(s.radius!);
      return c;
    }
    const c = new lib.b2Circle();
    setVec(c.center, s.center!);
    c.radius = fromHex(s.radius!);
    return c;
  };
  return { xf, shape };
}
