// `npm run compare -- --export DIR`: writes language-neutral test vectors, one JSON Lines file per
// Box2D collide function, from the cases of the float32 pair type (its own families and every
// float64 family rounded to float32). Each case's shapes are built once by b2collide/f32 exactly
// as Box2D builds them, then given to the collide function as raw fields; the float32 answer is
// checked against box2d-wasm (Box2D v2.4.1 itself) word for word before it is written, so a vector
// file holds Box2D's answers, not only ours. Same seed and case count, same bytes.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as F32 from 'b2collide/f32';
import * as F64 from 'b2collide';
import { caseRng } from '../runner/campaign';
import { B2CollideRunner, type B2Lib } from '../f32/b2collide-runner';
import { RESULT_WORDS, collideKind, differingFields, type CollideKind, type PairCase } from '../f32/cases';
import { f32PairType } from '../f32/pair-f32';
import { loadBox2DWasmVariantSync } from '../engines/box2d-wasm';
import { WasmReference } from '../f32/wasm-reference';
import { vectorLine } from './vector-record';

/** The files, one per collide function, in this order. */
export const VECTOR_FILES: Readonly<Record<CollideKind, string>> = {
  polygons: 'b2CollidePolygons.jsonl',
  circles: 'b2CollideCircles.jsonl',
  'polygon-circle': 'b2CollidePolygonAndCircle.jsonl',
  'edge-circle': 'b2CollideEdgeAndCircle.jsonl',
  'edge-polygon': 'b2CollideEdgeAndPolygon.jsonl',
};

export interface ExportSummary {
  readonly dir: string;
  readonly cases: number;
  /** Vectors per file name. */
  readonly counts: Readonly<Record<string, number>>;
  /** Cases b2collide rejected as input (not written). */
  readonly rejected: number;
}

/**
 * Writes about `cases` vectors (spread evenly over the families) into dir; `check` (the default)
 * compares every answer with box2d-wasm first, which needs that package installed.
 */
export function writeVectors(dir: string, cases: number, seed: number, check = true): ExportSummary {
  const families = f32PairType.families;
  const perFamily = Math.max(1, Math.ceil(cases / families.length));
  const f32 = new B2CollideRunner(F32);
  const f64 = new B2CollideRunner(F64 as unknown as B2Lib);
  const wasm = check ? new WasmReference(loadBox2DWasmVariantSync('Box2D'), 'Box2D') : undefined;
  const lines = new Map<CollideKind, string[]>((Object.keys(VECTOR_FILES) as CollideKind[]).map((k) => [k, []]));
  const f32Values = new Float64Array(RESULT_WORDS);
  const f64Values = new Float64Array(RESULT_WORDS);
  const ours = new Uint32Array(RESULT_WORDS);
  const theirs = new Uint32Array(RESULT_WORDS);
  let rejected = 0;
  for (const family of families) {
    for (let i = 0; i < perFamily; ++i) {
      const input = family.generate(caseRng(seed, `${f32PairType.name}/${family.name}`, i));
      let raw: PairCase;
      try {
        raw = { a: f32.collidingSpec(0, input.a), b: f32.collidingSpec(1, input.b), xfA: input.xfA, xfB: input.xfB };
        f32.runValues(raw, f32Values);
        f64.runValues(raw, f64Values);
      } catch {
        ++rejected;
        continue;
      }
      f32.run(raw, ours);
      wasm?.run(raw, theirs);
      const differing = wasm === undefined ? [] : differingFields(theirs, ours);
      if (differing.length > 0) {
        throw new Error(`--export: b2collide/f32 differs from box2d-wasm on ${family.name} case ${i} (${differing.join(', ')}); no vectors written`);
      }
      const kind = collideKind(raw);
      lines.get(kind)!.push(vectorLine(family.name, i, kind, raw, f32Values, f64Values));
    }
  }
  mkdirSync(dir, { recursive: true });
  const counts: Record<string, number> = {};
  for (const [kind, file] of Object.entries(VECTOR_FILES) as [CollideKind, string][]) {
    const list = lines.get(kind)!;
    writeFileSync(join(dir, file), list.length > 0 ? `${list.join('\n')}\n` : '');
    counts[file] = list.length;
  }
  writeFileSync(
    join(dir, 'meta.json'),
    `${JSON.stringify({ box2d: 'v2.4.1', generator: 'b2collide npm run compare -- --export', seed, casesPerFamily: perFamily, families: families.length, files: counts }, null, 2)}\n`,
  );
  return { dir, cases: perFamily * families.length, counts, rejected };
}
