// Every number an input object holds, found by walking it, and a way to read and overwrite each
// one later by its path (so a field is found again after the call, even if the library replaced
// an array under it). A slot is what a hand-edit attack overwrites and what the write-before-error
// check compares before and after a throw.

import { exportedClassOf, hiddenMembers, writable } from './api';
import type { Lib } from './library';

export type Key = string | number;

export interface Slot {
  /** `args[2].proxyA.m_count`, `this.lowerBound.x` (made on first read: most slots are never named) */
  readonly path: string;
  readonly keys: readonly Key[];
  /** `b2Vec2.x` when the number is a public field of an exported class (the coverage test's id). */
  readonly fieldId?: string;
  /** A top-level argument, or an element of an array argument: an attack may replace the whole value. */
  readonly whole: boolean;
}

/** How many elements of an array or typed array the walk visits. */
const ARRAY_LIMIT = 24;
/**
 * A shape's or transform's m_packed is walked whole (a polygon's is 35 numbers): past the vertices
 * it holds the normals, the centroid and the skin radius, which its accessors read and write.
 */
const limitOf = (keys: readonly Key[]): number => (keys[keys.length - 1] === 'm_packed' ? Infinity : ARRAY_LIMIT);
const DEPTH_LIMIT = 5;

function pathOf(keys: readonly Key[]): string {
  return keys.map((k, i) => (i === 0 ? String(k) : typeof k === 'number' ? `[${k}]` : `.${k}`)).join('');
}

function slot(keys: Key[], whole: boolean, fieldId?: string): Slot {
  let path: string | undefined;
  return {
    get path() {
      return (path ??= pathOf(keys));
    },
    keys,
    whole,
    fieldId,
  };
}

const hiddenCache = new WeakMap<Lib, Map<string, Set<string>>>();
function hidden(lib: Lib, owner: string | undefined): Set<string> {
  if (!owner) return new Set();
  let m = hiddenCache.get(lib);
  if (!m) hiddenCache.set(lib, (m = new Map()));
  let s = m.get(owner);
  if (!s) m.set(owner, (s = hiddenMembers(lib, owner)));
  return s;
}

/**
 * The numeric slots (and whole-argument slots) under `roots`: root 'this' is the receiver, root
 * 'args' the argument list. Each object is visited once; functions, user data marked by the
 * recipe (`skip`) and private members are not entered. `objects`, when given, receives the path of
 * every object the walk visits that Object.freeze can freeze (what a freeze attack picks from): a
 * typed array with elements cannot be frozen (Object.freeze throws), so it is left out.
 */
export function findSlots(lib: Lib, roots: Record<string, unknown>, skip: ReadonlySet<unknown> = new Set(), objects?: Slot[]): Slot[] {
  const out: Slot[] = [];
  const seen = new Set<object>();
  const visit = (value: unknown, keys: Key[], depth: number): void => {
    if (value === null || typeof value !== 'object' || seen.has(value) || skip.has(value) || depth > DEPTH_LIMIT) return;
    seen.add(value);
    if (ArrayBuffer.isView(value)) {
      const arr = value as unknown as ArrayLike<number>;
      if (arr.length === 0 || arr.length === undefined) objects?.push(slot(keys, false));
      for (let i = 0; i < Math.min(arr.length, ARRAY_LIMIT); ++i) out.push(slot([...keys, i], false));
      return;
    }
    objects?.push(slot(keys, false));
    const owner = exportedClassOf(lib, value);
    const names = Array.isArray(value) ? [...value.keys()].slice(0, limitOf(keys)) : Object.getOwnPropertyNames(value);
    const hide = hidden(lib, owner);
    for (const name of names) {
      if (hide.has(String(name)) || !writable(value, String(name))) continue;
      let v: unknown;
      try {
        v = (value as Record<Key, unknown>)[name];
      } catch {
        continue;
      }
      const k = [...keys, name];
      if (typeof v === 'number') out.push(slot(k, false, owner ? `${owner}.${String(name)}` : undefined));
      else if (typeof v === 'object' && v !== null) visit(v, k, depth + 1);
    }
  };
  for (const [name, root] of Object.entries(roots)) {
    if (name === 'args' && Array.isArray(root)) {
      root.forEach((a, i) => {
        out.push(slot([name, i], true));
        if (Array.isArray(a)) a.slice(0, ARRAY_LIMIT).forEach((_, j) => out.push(slot([name, i, j], true)));
        visit(a, [name, i], 1);
      });
    } else visit(root, [name], 0);
  }
  return out;
}

/** Reads a slot; undefined when its path no longer exists. */
export function readSlot(roots: Record<string, unknown>, keys: readonly Key[]): unknown {
  let v: unknown = roots;
  for (const k of keys) {
    if (v === null || (typeof v !== 'object' && typeof v !== 'function')) return undefined;
    try {
      v = (v as Record<Key, unknown>)[k];
    } catch {
      return undefined;
    }
  }
  return v;
}

export function writeSlot(roots: Record<string, unknown>, keys: readonly Key[], value: unknown): void {
  const parent = readSlot(roots, keys.slice(0, -1)) as Record<Key, unknown>;
  parent[keys[keys.length - 1]] = value;
}

/** The values of every numeric slot (whole-argument slots are identities, compared as such). */
export function snapshot(roots: Record<string, unknown>, slots: readonly Slot[]): unknown[] {
  return slots.map((s) => readSlot(roots, s.keys));
}
