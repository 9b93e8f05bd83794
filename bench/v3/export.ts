// `npm run bench:v3 -- --export-corpus DIR`: each family's corpus and visit order as a binary file,
// for timing a native build of Box2D v3.1.1 on exactly the same work (built and run by the
// developer, outside this repository). Little-endian:
//   char[8] "B2V3BNCH", int32 version (1), int32 family (index in V3_FAMILIES), int32 pairCount,
//   int32 visitCount; per pair: shape A, pose A, shape B, pose B; then visitCount int32 pair indices.
//   A shape is int32 kind (0 box, 1 hull, 2 circle, 3 capsule, 4 segment), int32 n, then n float32:
//   box hx, hy; hull x0, y0, x1, y1, ... (b2ComputeHull then b2MakePolygon with radius 0); circle
//   cx, cy, radius; capsule x1, y1, x2, y2, radius; segment x1, y1, x2, y2. A pose is float32 px,
//   py, c, s (a b2Transform's p and q).
// Beside it, <name>.json holds what the float32 twin computes on it: the point sum of one pass in
// visit order and the manifold fingerprint of bench/v3/checksum.ts.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { V3_FAMILIES, type V3Family, type V3Pair, type V3Pose, type V3Shape } from './corpus';

const KINDS = ['box', 'hull', 'circle', 'capsule', 'segment'] as const;

function shapeFloats(s: V3Shape): number[] {
  switch (s.kind) {
    case 'box':
      return [s.hx, s.hy];
    case 'hull':
      return s.points.flatMap(([x, y]) => [x, y]);
    case 'circle':
      return [s.cx, s.cy, s.radius];
    case 'capsule':
      return [s.x1, s.y1, s.x2, s.y2, s.radius];
    case 'segment':
      return [s.x1, s.y1, s.x2, s.y2];
  }
}

/** Writes DIR/<family>-<pairs>.bin and .json; returns the .bin path. */
export function exportCorpus(dir: string, family: V3Family, pairs: readonly V3Pair[], visits: Int32Array, expected: object): string {
  const words: number[] = [];
  const kinds: boolean[] = []; // true: the word is a float32
  const int = (v: number) => (words.push(v), kinds.push(false));
  const float = (v: number) => (words.push(v), kinds.push(true));
  const shape = (s: V3Shape) => {
    const xs = shapeFloats(s);
    int(KINDS.indexOf(s.kind));
    int(xs.length);
    xs.forEach(float);
  };
  const pose = (p: V3Pose) => [p.px, p.py, p.c, p.s].forEach(float);
  for (const p of pairs) {
    shape(p.a);
    pose(p.xfA);
    shape(p.b);
    pose(p.xfB);
  }
  const header = 8 + 4 * 4;
  const view = new DataView(new ArrayBuffer(header + 4 * words.length + 4 * visits.length));
  'B2V3BNCH'.split('').forEach((ch, i) => view.setUint8(i, ch.charCodeAt(0)));
  view.setInt32(8, 1, true);
  view.setInt32(12, V3_FAMILIES.indexOf(family), true);
  view.setInt32(16, pairs.length, true);
  view.setInt32(20, visits.length, true);
  let o = header;
  for (let i = 0; i < words.length; ++i, o += 4) {
    if (kinds[i]) view.setFloat32(o, words[i], true);
    else view.setInt32(o, words[i], true);
  }
  for (const v of visits) {
    view.setInt32(o, v, true);
    o += 4;
  }
  mkdirSync(dir, { recursive: true });
  const base = join(dir, `${family}-${pairs.length}`);
  writeFileSync(`${base}.bin`, new Uint8Array(view.buffer));
  writeFileSync(`${base}.json`, `${JSON.stringify({ family, pairs: pairs.length, visits: visits.length, ...expected })}\n`);
  return `${base}.bin`;
}
