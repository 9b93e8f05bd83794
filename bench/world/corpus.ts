// The world bench's corpus: the shapes and poses of a world at rest and the collision calls one of
// its steps makes, in the order the solver makes them. worlds.ts records it; child.ts (every JS
// engine) and native/world_bench.cpp (Box2D's C++) read the same file, so all time the same calls.
//
// File layout (little-endian; all counts int32, all reals f64):
//   magic "B2WB", version 1, shapeCount, poseCount, callCount, toiCount;
//   shapes, SHAPE_BYTES each: int32 type (0 circle, 1 edge, 2 polygon), int32 n (polygon: vertex
//     count; edge: 1 when one-sided), f64 radius, f64 data[32] (circle: centre x, y; edge: v0..v3 as
//     x, y; polygon: 8 vertices then 8 normals as x, y, zeros past the count);
//   poses, 32 bytes each: px, py, s, c;
//   calls, 20 bytes each: int32 kind (CallKind), shape A, pose A, shape B, pose B;
//   tois, 8 + 2 * 72 + 8 bytes each: int32 shape A, shape B, then sweep A and sweep B as
//     localCenter x, y, c0 x, y, c x, y, a0, a, alpha0, then tMax.
// A chain's child is stored as the one-sided edge GetChildEdge makes of it, once per child.

import { readFileSync, writeFileSync } from 'node:fs';
import type { PolygonData } from '../../compare/case/shapes';
import type { SweepData } from '../../compare/toi/toi-input';
import type { PoseData } from '../pair_types';
import type { CircleData, EdgeData } from '../round_pairs';

/** Which collide function a call is: b2CollideShapes' dispatch for each pair of shape types. */
export enum CallKind {
  circles = 0,
  polygonAndCircle = 1,
  polygons = 2,
  edgeAndCircle = 3,
  edgeAndPolygon = 4,
}

/** The C++ names of the call kinds, in CallKind order. */
export const CALL_NAMES = ['b2CollideCircles', 'b2CollidePolygonAndCircle', 'b2CollidePolygons', 'b2CollideEdgeAndCircle', 'b2CollideEdgeAndPolygon'] as const;
/** planck 1.5's names for the same functions. */
export const PLANCK_CALL_NAMES = ['CollideCircles', 'CollidePolygonCircle', 'CollidePolygons', 'CollideEdgeCircle', 'CollideEdgePolygon'] as const;

export type WorldShape =
  | { readonly type: 'circle'; readonly data: CircleData }
  | { readonly type: 'edge'; readonly data: EdgeData }
  | { readonly type: 'polygon'; readonly data: PolygonData };

export interface WorldCall {
  readonly kind: CallKind;
  readonly shapeA: number;
  readonly poseA: number;
  readonly shapeB: number;
  readonly poseB: number;
}

export interface WorldToi {
  readonly shapeA: number;
  readonly shapeB: number;
  readonly sweepA: SweepData;
  readonly sweepB: SweepData;
  readonly tMax: number;
}

export interface WorldCorpus {
  readonly shapes: readonly WorldShape[];
  readonly poses: readonly PoseData[];
  readonly calls: readonly WorldCall[];
  readonly tois: readonly WorldToi[];
}

const MAGIC = 0x42575742; // "B2WB" read as a little-endian int32
const VERSION = 1;
const SHAPE_BYTES = 4 + 4 + 8 + 32 * 8;
const POSE_BYTES = 32;
const CALL_BYTES = 20;
const SWEEP_REALS = 9;
const TOI_BYTES = 8 + 2 * SWEEP_REALS * 8 + 8;
const SHAPE_TYPES = ['circle', 'edge', 'polygon'] as const;

function sweepReals(s: SweepData): number[] {
  return [s.localCenter[0], s.localCenter[1], s.c0[0], s.c0[1], s.c[0], s.c[1], s.a0, s.a, s.alpha0];
}

function shapeReals(shape: WorldShape): { n: number; radius: number; data: number[] } {
  switch (shape.type) {
    case 'circle':
      return { n: 0, radius: shape.data.radius, data: [shape.data.x, shape.data.y] };
    case 'edge':
      return { n: shape.data.oneSided ? 1 : 0, radius: 0, data: [...shape.data.v] };
    case 'polygon': {
      const d = shape.data;
      const data = new Array<number>(32).fill(0);
      d.vertices.forEach(([x, y], i) => ((data[2 * i] = x), (data[2 * i + 1] = y)));
      d.normals.forEach(([x, y], i) => ((data[16 + 2 * i] = x), (data[17 + 2 * i] = y)));
      return { n: d.vertices.length, radius: d.radius, data };
    }
  }
}

/** Writes the corpus in the layout above. */
export function writeCorpus(file: string, corpus: WorldCorpus): void {
  const { shapes, poses, calls, tois } = corpus;
  const bytes = 24 + shapes.length * SHAPE_BYTES + poses.length * POSE_BYTES + calls.length * CALL_BYTES + tois.length * TOI_BYTES;
  const view = new DataView(new ArrayBuffer(bytes));
  let o = 0;
  const int = (x: number) => (view.setInt32(o, x, true), (o += 4));
  const real = (x: number) => (view.setFloat64(o, x, true), (o += 8));
  [MAGIC, VERSION, shapes.length, poses.length, calls.length, tois.length].forEach(int);
  for (const shape of shapes) {
    const { n, radius, data } = shapeReals(shape);
    int(SHAPE_TYPES.indexOf(shape.type));
    int(n);
    real(radius);
    for (let k = 0; k < 32; ++k) real(data[k] ?? 0);
  }
  for (const p of poses) [p.px, p.py, p.s, p.c].forEach(real);
  for (const c of calls) [c.kind, c.shapeA, c.poseA, c.shapeB, c.poseB].forEach(int);
  for (const t of tois) {
    int(t.shapeA);
    int(t.shapeB);
    sweepReals(t.sweepA).forEach(real);
    sweepReals(t.sweepB).forEach(real);
    real(t.tMax);
  }
  if (o !== bytes) throw new Error(`world corpus: wrote ${o} of ${bytes} bytes`);
  writeFileSync(file, new Uint8Array(view.buffer));
}

/** Reads a corpus written by writeCorpus. */
export function readCorpus(file: string): WorldCorpus {
  const buffer = readFileSync(file);
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  let o = 0;
  const int = () => ((o += 4), view.getInt32(o - 4, true));
  const real = () => ((o += 8), view.getFloat64(o - 8, true));
  if (int() !== MAGIC || int() !== VERSION) throw new Error(`${file} is not a version ${VERSION} world corpus`);
  const [shapeCount, poseCount, callCount, toiCount] = [int(), int(), int(), int()];
  const shapes: WorldShape[] = [];
  for (let i = 0; i < shapeCount; ++i) {
    const type = SHAPE_TYPES[int()];
    const n = int();
    const radius = real();
    const data = Array.from({ length: 32 }, real);
    if (type === 'circle') shapes.push({ type, data: { x: data[0], y: data[1], radius } });
    else if (type === 'edge') shapes.push({ type, data: { v: data.slice(0, 8), oneSided: n === 1 } });
    else {
      const vertices = Array.from({ length: n }, (_, k) => [data[2 * k], data[2 * k + 1]] as [number, number]);
      const normals = Array.from({ length: n }, (_, k) => [data[16 + 2 * k], data[17 + 2 * k]] as [number, number]);
      shapes.push({ type, data: { vertices, normals, centroid: [0, 0], radius } });
    }
  }
  const poses: PoseData[] = Array.from({ length: poseCount }, () => ({ px: real(), py: real(), s: real(), c: real() }));
  const calls: WorldCall[] = Array.from({ length: callCount }, () => ({ kind: int(), shapeA: int(), poseA: int(), shapeB: int(), poseB: int() }));
  const sweep = (): SweepData => {
    const r = Array.from({ length: SWEEP_REALS }, real);
    return { localCenter: [r[0], r[1]], c0: [r[2], r[3]], c: [r[4], r[5]], a0: r[6], a: r[7], alpha0: r[8] };
  };
  const tois: WorldToi[] = Array.from({ length: toiCount }, () => {
    const shapeA = int();
    const shapeB = int();
    const sweepA = sweep();
    const sweepB = sweep();
    return { shapeA, shapeB, sweepA, sweepB, tMax: real() };
  });
  if (o !== buffer.byteLength) throw new Error(`${file}: ${buffer.byteLength - o} bytes left over`);
  return { shapes, poses, calls, tois };
}
