// The optional native row (`npm run bench:scale -- --native <box2d v2.4.1 source dir>`): compiles
// Box2D's collision and common sources with native/collide_polygons_bench.cpp using g++ -O2, writes
// each corpus to a binary file and times the C++ b2CollidePolygons in a child process.
//
// Corpus file layout (little-endian): int32 pairCount, int32 visitCount; per pair, polygon A,
// transform A, polygon B, transform B, where a polygon is int32 count, f64 radius, 8 vertices
// (x, y f64) and 8 normals (x, y f64), and a transform is px, py, s, c (f64); then visitCount int32
// pair indices. The C++ side rounds every number to float once, as box2d-wasm's setters do.

import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PolygonData } from '../../compare/case/shapes';
import type { PolygonPair, PoseData } from '../pair_types';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Compiles a native bench (`main`, by default the scale bench's) against the Box2D sources in
 * `box2dDir`; returns the binary's path.
 */
export function buildNativeBench(box2dDir: string, main = join(here, 'native', 'collide_polygons_bench.cpp')): string {
  const include = join(box2dDir, 'include');
  if (!existsSync(join(include, 'box2d', 'b2_collision.h'))) {
    throw new Error(`--native ${box2dDir}: no include/box2d/b2_collision.h there; give the root of a Box2D v2.4.1 checkout`);
  }
  const sources = ['collision', 'common'].flatMap((folder) => {
    const dir = join(box2dDir, 'src', folder);
    return execFileSync('ls', [dir], { encoding: 'utf8' })
      .split('\n')
      .filter((name) => name.endsWith('.cpp'))
      .map((name) => join(dir, name));
  });
  const outDir = join(tmpdir(), 'b2collide-native-bench');
  mkdirSync(outDir, { recursive: true });
  const binary = join(outDir, basename(main, '.cpp'));
  execFileSync('g++', ['-O2', '-std=c++11', '-I', include, ...sources, main, '-o', binary], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return binary;
}

function writePolygon(view: DataView, offset: number, d: PolygonData): number {
  const count = d.vertices.length;
  view.setInt32(offset, count, true);
  view.setFloat64(offset + 4, d.radius, true);
  let o = offset + 12;
  for (const list of [d.vertices, d.normals]) {
    for (let i = 0; i < 16; ++i, o += 8) view.setFloat64(o, i < 2 * count ? list[i >> 1][i & 1] : 0, true);
  }
  return o;
}

function writePose(view: DataView, offset: number, d: PoseData): number {
  [d.px, d.py, d.s, d.c].forEach((x, i) => view.setFloat64(offset + 8 * i, x, true));
  return offset + 32;
}

/** Writes the pairs and the visit sequence in the layout above; returns the file's path. */
export function writeNativeCorpus(name: string, pairs: readonly PolygonPair[], visits: Int32Array): string {
  const polygonBytes = 4 + 8 + 32 * 8;
  const bytes = 8 + pairs.length * 2 * (polygonBytes + 32) + 4 * visits.length;
  const view = new DataView(new ArrayBuffer(bytes));
  view.setInt32(0, pairs.length, true);
  view.setInt32(4, visits.length, true);
  let o = 8;
  for (const p of pairs) {
    o = writePolygon(view, o, p.a);
    o = writePose(view, o, p.xfA);
    o = writePolygon(view, o, p.b);
    o = writePose(view, o, p.xfB);
  }
  for (const v of visits) {
    view.setInt32(o, v, true);
    o += 4;
  }
  const file = join(tmpdir(), 'b2collide-native-bench', `${name}.bin`);
  writeFileSync(file, new Uint8Array(view.buffer));
  return file;
}

/** Runs the native bench on one corpus file: ns per call per round, and one pass's point sum. */
export function runNativeBench(binary: string, corpus: string, rounds: number, turnMs: number): { nsPerCall: number[]; pointSum: number } {
  const run = spawnSync(binary, [corpus, String(rounds), String(turnMs)], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`native bench failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as { nsPerCall: number[]; pointSum: number };
}
