// Runs float32 case families through box2d-wasm and a b2collide library and counts, per family,
// the cases whose result words differ anywhere (see cases.ts for what the words hold).

import { Rng } from '../runner/rng';
import { POINT_COUNT_WORD, RESULT_WORDS, differingFields, type PairCase } from './cases';
import type { B2CollideRunner } from './b2collide-runner';
import type { F32Family } from './families';
import type { WasmReference } from './wasm-reference';

export interface FamilyBits {
  readonly family: string;
  readonly cases: number;
  /** Cases with pointCount > 0 (reference side). */
  readonly touching: number;
  /** Cases where b2TestOverlap said true (reference side). */
  readonly overlapping: number;
  /** Cases where b2collide threw (input it rejects; none are expected from these families). */
  readonly rejected: number;
  /** Cases with at least one differing word. */
  readonly differing: number;
  /** How often each field differed. */
  readonly fieldCounts: Readonly<Record<string, number>>;
  /** The first differing case, for a reproduction. */
  readonly example?: { readonly index: number; readonly input: PairCase; readonly fields: string[] };
}

/** Stream number of the float32 families in the seeded Rng, so cases never collide with others'. */
const F32_STREAM = 0xf32;

export function runFamily(family: F32Family, familyIndex: number, cases: number, seed: number, ref: WasmReference, ours: B2CollideRunner): FamilyBits {
  const a = new Uint32Array(RESULT_WORDS);
  const b = new Uint32Array(RESULT_WORDS);
  let touching = 0;
  let overlapping = 0;
  let rejected = 0;
  let differing = 0;
  const fieldCounts: Record<string, number> = {};
  let example: FamilyBits['example'];
  for (let i = 0; i < cases; ++i) {
    const input = family.make(new Rng(seed, F32_STREAM, familyIndex, i));
    try {
      ours.run(input, b);
    } catch {
      ++rejected;
      continue;
    }
    ref.run(input, a);
    if (a[POINT_COUNT_WORD] > 0) ++touching;
    if (a[RESULT_WORDS - 1] === 1) ++overlapping;
    const fields = differingFields(a, b);
    if (fields.length > 0) {
      ++differing;
      for (const name of fields) fieldCounts[name] = (fieldCounts[name] ?? 0) + 1;
      example ??= { index: i, input, fields };
    }
  }
  return { family: family.name, cases, touching, overlapping, rejected, differing, fieldCounts, example };
}
