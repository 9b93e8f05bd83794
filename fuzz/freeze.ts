// The freeze attack (fuzz/README.md "A case"): one object under the receiver or the arguments is
// frozen. A call that only reads it must work as it did untouched; a call that writes it must
// refuse it by name before any write. Which of the two the call is, is measured, not declared: the
// same inputs are made a third time and the call runs with that object's fields turned into
// accessors that note every write (a write of the value a field already holds counts too, which a
// before-and-after comparison would miss).

import { Rng } from '../compare/runner/rng';
import type { Key, Slot } from './slots';

/** One API case in this many also freezes an object, in a third call (its own stream, 6). */
export const FREEZE_EVERY = 8;

/**
 * True when case k of this seed has a freeze attack. Stream 6 and a call of its own leave every
 * case's slot attack as it was (the found cases of test/fuzz/fuzz_found_cases.test.ts still pin theirs).
 */
export function isFreezeCase(seed: number, k: number): boolean {
  return new Rng(seed, 6, k).nextU32() % FREEZE_EVERY === 0;
}

/**
 * Notes every write to obj and to every object under it (own fields of any kind, private ones
 * included: a view writes its owner's storage through a setter on its prototype): each configurable
 * data field becomes an accessor over the same value that notes a set; a typed array's elements are
 * compared after. An object that is also found at the same path under `shared` (the inputs of
 * another making) outlives the case and is left alone. Returns a function that tells whether
 * anything under obj was set, added or deleted since.
 */
export function noteWrites(obj: object, keys: readonly Key[], shared: Record<string, unknown>): () => boolean {
  let written = false;
  const seen = new Set<object>();
  const checks: (() => boolean)[] = [];
  const visit = (o: object, at: readonly Key[], depth: number): void => {
    if (seen.has(o) || depth > 6) return;
    seen.add(o);
    if (at.length > keys.length && readPath(shared, at) === o) return;
    if (ArrayBuffer.isView(o)) {
      const arr = o as unknown as ArrayLike<unknown>;
      if (typeof arr.length !== 'number') return;
      const copy = Array.from(arr);
      checks.push(() => copy.some((v, i) => !Object.is(v, arr[i])));
      return;
    }
    const names = Object.getOwnPropertyNames(o);
    const before = names.join('\u0000');
    checks.push(() => Object.getOwnPropertyNames(o).join('\u0000') !== before);
    for (const name of names) {
      const d = Object.getOwnPropertyDescriptor(o, name);
      if (!d || !('value' in d)) continue;
      let value = d.value as unknown;
      if (typeof value === 'object' && value !== null) visit(value, [...at, Array.isArray(o) ? Number(name) : name], depth + 1);
      if (!d.configurable || !d.writable) continue;
      Object.defineProperty(o, name, {
        configurable: true,
        enumerable: d.enumerable,
        get: () => value,
        set: (v: unknown) => {
          written = true;
          value = v;
        },
      });
    }
  };
  visit(obj, keys, 0);
  return () => written || checks.some((c) => c());
}

function readPath(roots: Record<string, unknown>, keys: readonly Key[]): unknown {
  let v: unknown = roots;
  for (const k of keys) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<Key, unknown>)[k];
  }
  return v;
}

/** Whether the path of `s` starts with all of `prefix`'s keys. */
export function isUnder(s: Slot, prefix: readonly Key[]): boolean {
  return prefix.every((x, j) => s.keys[j] === x);
}

/**
 * Every number under a returned value (enumerable fields, read-only ones included: the answer may
 * be the frozen object itself, whose fields the slot walk skips as not writable), in walk order.
 */
export function numbersOf(value: unknown): unknown[] {
  const out: unknown[] = [];
  const seen = new Set<object>();
  const visit = (v: unknown, depth: number): void => {
    if (typeof v === 'number' || typeof v === 'boolean') out.push(typeof v === 'boolean' ? Number(v) : v);
    if (typeof v !== 'object' || v === null || seen.has(v) || depth > 5) return;
    seen.add(v);
    const keys = ArrayBuffer.isView(v) || Array.isArray(v) ? Object.keys(v).slice(0, 24) : Object.keys(v);
    for (const k of keys) visit((v as Record<string, unknown>)[k], depth + 1);
  };
  visit(value, 0);
  return out;
}
