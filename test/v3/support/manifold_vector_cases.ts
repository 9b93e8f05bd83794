// Reading the manifold test vectors of test/v3/vectors/manifold_*.json (a structured layout, one
// case per collider call, rather than the flat `in`/`out` lists of src/v3/README.md): Box2D v3.1.1's
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
import { f32FromHex, hexFromF32 } from './vectors';

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
  /** `b2collide v3 manifold vectors 1`: the structured layout below, not the flat `in`/`out` one. */
  format: string;
  reference: string;
  collider: string;
  description: string;
  cases: VectorCase[];
}

const vectorDir = path.resolve(__dirname, '../vectors');

/** The cases of test/v3/vectors/manifold_<name>.json. */
export function loadManifoldVectors(name: string): VectorFile {
  const file = JSON.parse(fs.readFileSync(path.join(vectorDir, `manifold_${name}.json`), 'utf8')) as VectorFile;
  if (file.format !== 'b2collide v3 manifold vectors 1') throw new Error(`manifold_${name}.json: unknown format ${String(file.format)}`);
  return file;
}

/** The float32 whose bits are the 8 hex digits h. */
export const fromHex = (h: Hex): number => f32FromHex(h);

/**
 * The 8 hex digits of x's float32 bits, or a marker that can match no C output when x is not a
 * float32 value (a float64 result would otherwise be rounded and could hide a difference).
 */
export function toHex(x: number): Hex {
  return Object.is(Math.fround(x), x) || Number.isNaN(x) ? hexFromF32(x) : `not-f32(${x})`;
}
