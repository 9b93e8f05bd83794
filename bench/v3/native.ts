// The optional native column of the v3 bench (`npm run bench:v3 -- --native BIN`). Box2D v3.1.1's
// C is not in this repository (compare/native-v3/README.md), so BIN is a program the developer
// builds outside it, against v3.1.1's own sources with `gcc -O2 -ffp-contract=off
// -DBOX2D_DISABLE_SIMD -DNDEBUG` (the flags of the recorded vectors). What it must do:
//   BIN <corpus.bin> <rounds> <turn ms>
// reads a polygons corpus in bench/v3/export.ts's layout, makes each shape as a C user does
// (b2MakeBox; b2ComputeHull then b2MakePolygon with radius 0) and each b2Transform from its pose,
// warms up, finds how many passes over the visit order fill one turn, and prints one JSON line:
//   {"pointSum": <one pass's sum of manifold.pointCount in visit order>, "nsPerCall": [one per round]}
// The point sum must equal what the float32 twin computed on the same corpus (the .json beside
// it), or the run fails: the two did not do the same work.

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { V3Family } from './corpus';

/** The family the native column times. */
export const NATIVE_FAMILY: V3Family = 'polygons';

/** Where the corpus goes when --native is given without --export-corpus. */
export function nativeCorpusDir(): string {
  return join(tmpdir(), 'b2collide-v3-native-bench');
}

/** Runs BIN on the polygons corpus of `pairs` pairs in `dir`; checks its point sum against the float32 twin's. */
export function runNativeV3(binary: string, dir: string, pairs: number, rounds: number, turnMs: number): { nsPerCall: number[]; pointSum: number } {
  const base = join(dir, `${NATIVE_FAMILY}-${pairs}`);
  const run = spawnSync(binary, [`${base}.bin`, String(rounds), String(turnMs)], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`--native ${binary} failed on ${base}.bin (status ${run.status}): ${run.stderr}`);
  const answer = JSON.parse(run.stdout) as { nsPerCall: number[]; pointSum: number };
  const expected = (JSON.parse(readFileSync(`${base}.json`, 'utf8')) as { pointSum: number }).pointSum;
  if (answer.pointSum !== expected) {
    throw new Error(`--native ${binary}: point sum ${answer.pointSum} on ${base}.bin, where b2collide/v3 computes ${expected}; the two did not do the same work`);
  }
  return answer;
}
