// One test vector as written to a .jsonl file (schema: docs/engine-adapter.md, "Test vectors"): the
// case's shapes and transforms as Box2D's collide functions read them, in decimal and as float32
// bits, and Box2D's answer twice: float32 (Box2D v2.4.1 bit for bit) and float64 (the same
// expressions in doubles, b2collide's default build).

import { MANIFOLD_WORDS, POINT_COUNT_WORD, type PairCase, type ShapeSpec, type TransformSpec, type XY } from '../f32/cases';
import { floatBits } from '../f32/float-bits';

type Num = number | string;
type Pair = [Num, Num];

/** A float32 value as 8 hex digits of its bits. */
export function hex(x: number): string {
  return floatBits(x).toString(16).padStart(8, '0');
}

function shapeRecord(s: ShapeSpec, num: (x: number) => Num): object {
  const pair = ([x, y]: XY): Pair => [num(x), num(y)];
  switch (s.kind) {
    case 'polygon-raw':
      return { type: 'polygon', vertices: s.vertices.map(pair), normals: s.normals.map(pair), centroid: pair(s.centroid), radius: num(s.radius) };
    case 'circle':
      return { type: 'circle', p: pair(s.p), radius: num(s.radius) };
    case 'edge':
      return { type: 'edge', v0: pair(s.v0), v1: pair(s.v1), v2: pair(s.v2), v3: pair(s.v3), oneSided: s.oneSided };
    default:
      throw new Error(`a vector holds only the shapes collide functions read, not ${s.kind}`);
  }
}

function transformRecord(t: TransformSpec, num: (x: number) => Num): object {
  return { p: [num(t.p[0]), num(t.p[1])], q: [num(t.q[0]), num(t.q[1])] };
}

/** The result fields up to pointCount (C++ leaves the rest untouched), floats through `num`. */
function outputRecord(v: Float64Array, num: (x: number) => Num): object {
  const pointCount = v[POINT_COUNT_WORD];
  const manifold: Record<string, unknown> = { pointCount };
  const out: Record<string, unknown> = { manifold, overlap: v[v.length - 1] === 1 };
  if (pointCount === 0) return out;
  manifold.type = v[14];
  manifold.localNormal = [num(v[10]), num(v[11])];
  manifold.localPoint = [num(v[12]), num(v[13])];
  const points = [];
  const worldPoints = [];
  const separations = [];
  for (let i = 0; i < pointCount; ++i) {
    const key = v[5 * i + 4];
    points.push({
      localPoint: [num(v[5 * i]), num(v[5 * i + 1])],
      key,
      indexA: key & 0xff,
      indexB: (key >>> 8) & 0xff,
      typeA: (key >>> 16) & 0xff,
      typeB: key >>> 24,
    });
    worldPoints.push([num(v[MANIFOLD_WORDS + 2 + 2 * i]), num(v[MANIFOLD_WORDS + 3 + 2 * i])]);
    separations.push(num(v[MANIFOLD_WORDS + 6 + i]));
  }
  manifold.points = points;
  out.world = { normal: [num(v[MANIFOLD_WORDS]), num(v[MANIFOLD_WORDS + 1])], points: worldPoints, separations };
  return out;
}

// JSON has -0 but JSON.stringify writes it as 0: mark it and put it back.
const NEGATIVE_ZERO = '@negative-zero@';
const decimal = (x: number): Num => (Object.is(x, -0) ? NEGATIVE_ZERO : x);

/** One line of a vector file. */
export function vectorLine(family: string, index: number, collide: string, raw: PairCase, f32: Float64Array, f64: Float64Array): string {
  const record = {
    family,
    index,
    collide,
    a: shapeRecord(raw.a, decimal),
    b: shapeRecord(raw.b, decimal),
    xfA: transformRecord(raw.xfA, decimal),
    xfB: transformRecord(raw.xfB, decimal),
    bits: { a: shapeRecord(raw.a, hex), b: shapeRecord(raw.b, hex), xfA: transformRecord(raw.xfA, hex), xfB: transformRecord(raw.xfB, hex) },
    float32: outputRecord(f32, hex),
    float64: outputRecord(f64, decimal),
  };
  return JSON.stringify(record).split(`"${NEGATIVE_ZERO}"`).join('-0');
}
