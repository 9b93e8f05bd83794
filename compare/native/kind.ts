// What one kind of native comparison supplies (manifolds, shape queries, distance, TOI, tree):
// its cases, the request the native reference gets, and b2collide's own answer in the same tokens.

import type { Rng } from '../runner/rng';
import type { Precision } from './precision';

export interface NativeKind<I> {
  /** The family suffix: native-f32-<name>. */
  readonly name: string;
  readonly description: string;
  /** One case, every number already rounded for the precision. Plain JSON. */
  generate(rng: Rng, precision: Precision): I;
  /** The request line for driver/b2native.cpp. */
  request(input: I, precision: Precision): string;
  /** b2collide's answer in the tokens the native reference writes; throws where b2collide rejects the input. */
  ours(input: I, precision: Precision): string[];
  /** Whether the answer counts as touching (a contact, a hit, an overlap) in the report. */
  touching(tokens: readonly string[]): boolean;
  /** The name of answer token k, for the report (`tokens`: the reference's answer, for layouts that vary). */
  field(k: number, input: I, tokens: readonly string[]): string;
}

/** A sub-family drawn at random for each case, so one native family covers all of its kind's generators. */
export interface SubFamily<I> {
  readonly name: string;
  generate(rng: Rng): I;
}

/** Picks a sub-family with the case's generator, then draws the case from it. */
export function drawFrom<I>(rng: Rng, families: readonly SubFamily<I>[]): { family: string; input: I } {
  const family = rng.pick(families);
  return { family: family.name, input: family.generate(rng) };
}
