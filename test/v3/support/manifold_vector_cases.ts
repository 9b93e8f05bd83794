// Reading the manifold test vectors of test/v3/vectors/manifold_*.json: Box2D v3.1.1's
// src/manifold.c compiled with gcc -O2 -ffp-contract=off -DBOX2D_DISABLE_SIMD and run by a local
// driver on random, resting, deep, far, speculative-band (gap in [0, 0.02]), band-edge (gap
// 0.02 ± 2e-6), near-tie (exact grid shapes, quarter-turn rotations, some nudged by one ulp),
// vertex (corner toward corner) and chain-ghost cases; half the random, deep and band cases use
// rounded polygons, and the chain-capsule and chain-polygon cases a third of the time a cache
// warmed by a call at a nearby pose. Every number is the float32 as 8 hex digits of
// its bits; ids and counts are decimal. The C sources and the driver are not in the repository
// (the v3 plan's policy); only their outputs are.

import * as fs from 'node:fs';
import * as path from 'node:path';

export type Hex = string;
export type HexVec = [Hex, Hex];
/** [p.x, p.y, q.c, q.s] */
export type HexTransform = [Hex, Hex, Hex, Hex];

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

export interface ManifoldJson {
  normal: HexVec;
  rollingImpulse: Hex;
  pointCount: number;
  points: { point: HexVec; anchorA: HexVec; anchorB: HexVec; separation: Hex; id: number }[];
}

export interface VectorCase {
  family: string;
  shapeA: ShapeJson;
  xfA: HexTransform;
  shapeB: ShapeJson;
  xfB: HexTransform;
  /** [count, indexA[0..2], indexB[0..2]] before and after the call (chain-capsule and chain-polygon). */
  cacheIn?: number[];
  cacheOut?: number[];
  manifold: ManifoldJson;
}

export interface VectorFile {
  collider: string;
  source: string;
  cases: VectorCase[];
}

const vectorDir = path.resolve(__dirname, '../vectors');

/** The cases of test/v3/vectors/manifold_<name>.json. */
export function loadManifoldVectors(name: string): VectorFile {
  return JSON.parse(fs.readFileSync(path.join(vectorDir, `manifold_${name}.json`), 'utf8')) as VectorFile;
}

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

/** The float32 whose bits are the 8 hex digits h. */
export function fromHex(h: Hex): number {
  u32[0] = parseInt(h, 16) >>> 0;
  return f32[0];
}

/** The 8 hex digits of x's float32 bits (x rounded to float32 first). */
export function toHex(x: number): Hex {
  f32[0] = x;
  return u32[0].toString(16).padStart(8, '0');
}
