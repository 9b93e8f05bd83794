// The fuzz's target list, enumerated from a build's exports rather than kept by hand: every
// exported function, every exported class's constructor, public methods (own and inherited),
// static methods and getters, and every public numeric field of an instance made with the class's
// constructor recipe. A new export therefore appears here on its own, and the coverage test
// (test/fuzz/fuzz_coverage.test.ts) fails until recipes.ts says how to call it.

import type { Lib } from './library';
import { privateMembers } from './private_members';

export type ApiKind = 'function' | 'constructor' | 'method' | 'static' | 'getter' | 'field' | 'constant';

export interface ApiEntry {
  /** `b2Dot`, `new b2AABB`, `b2AABB.Combine`, `b2CircleShape.CheckRadius`, `b2ContactID.key`, `b2Vec2.x` */
  readonly id: string;
  readonly kind: ApiKind;
  /** The export it belongs to. */
  readonly owner: string;
  readonly member?: string;
}

type AnyClass = abstract new (...args: never[]) => object;

/** True for a class (ES class syntax), false for a plain function. */
export function isClass(value: unknown): value is AnyClass {
  return typeof value === 'function' && /^class\b/.test(Function.prototype.toString.call(value));
}

const classNames = new WeakMap<Lib, Map<object, string>>();
/** The exported class an object is a direct instance of, by identity (names survive bundling only mostly). */
export function exportedClassOf(lib: Lib, obj: object): string | undefined {
  let m = classNames.get(lib);
  if (!m) {
    m = new Map();
    for (const [name, value] of Object.entries(lib)) if (isClass(value)) m.set(value.prototype as object, name);
    classNames.set(lib, m);
  }
  return m.get(Object.getPrototypeOf(obj));
}

function hiddenIn(lib: Lib, cls: AnyClass): Set<string> {
  // Members hidden in the class or any exported ancestor (the prototype chain up to Object).
  const all = new Set<string>();
  const hidden = privateMembers();
  for (let c: unknown = cls; isClass(c); c = Object.getPrototypeOf(c)) {
    const name = Object.entries(lib).find(([, v]) => v === c)?.[0] ?? (c as { name: string }).name;
    for (const m of hidden.get(name) ?? []) all.add(m);
  }
  return all;
}

/** Public methods and getters along the prototype chain (inherited ones once, under the class). */
function protoMembers(cls: AnyClass, hidden: Set<string>): { name: string; getter: boolean }[] {
  const out: { name: string; getter: boolean }[] = [];
  const seen = new Set<string>(['constructor']);
  for (let p = cls.prototype as object | null; p && p !== Object.prototype; p = Object.getPrototypeOf(p)) {
    for (const name of Object.getOwnPropertyNames(p)) {
      if (seen.has(name) || hidden.has(name)) continue;
      seen.add(name);
      const d = Object.getOwnPropertyDescriptor(p, name)!;
      if (d.get) out.push({ name, getter: true });
      else if (typeof d.value === 'function') out.push({ name, getter: false });
    }
  }
  return out;
}

/** True when a plain assignment can change the property (a writable data field, or an accessor with a setter). */
export function writable(obj: object, name: string): boolean {
  for (let o: object | null = obj; o; o = Object.getPrototypeOf(o)) {
    const d = Object.getOwnPropertyDescriptor(o, name);
    if (d) return d.set !== undefined || d.writable === true;
  }
  return true;
}

/** Own fields of an instance that hold numbers and that a user can overwrite. */
export function numericFields(instance: object, hidden: Set<string>): string[] {
  return Object.getOwnPropertyNames(instance).filter((k) => !hidden.has(k) && writable(instance, k) && typeof (instance as Record<string, unknown>)[k] === 'number');
}

/** The exported classes an instance of `owner` also is (its ancestors), nearest first. */
export function exportedAncestors(lib: Lib, owner: string): string[] {
  const out: string[] = [];
  const cls = (lib as Record<string, unknown>)[owner];
  for (let c: unknown = isClass(cls) ? Object.getPrototypeOf(cls) : null; isClass(c); c = Object.getPrototypeOf(c)) {
    const name = Object.entries(lib).find(([, v]) => v === c)?.[0];
    if (name) out.push(name);
  }
  return out;
}

/**
 * Enumerates a build's API. `construct(owner)` makes an instance for the field list (the
 * constructor recipe); a class it cannot make is reported as having no fields by throwing.
 */
export function enumerateApi(lib: Lib, construct: (owner: string) => object): ApiEntry[] {
  const out: ApiEntry[] = [];
  for (const owner of Object.keys(lib).sort()) {
    const value = (lib as Record<string, unknown>)[owner];
    if (!isClass(value)) {
      out.push({ id: owner, kind: typeof value === 'function' ? 'function' : 'constant', owner });
      continue;
    }
    out.push({ id: `new ${owner}`, kind: 'constructor', owner });
    const hidden = hiddenIn(lib, value);
    for (const { name, getter } of protoMembers(value, hidden)) out.push({ id: `${owner}.${name}`, kind: getter ? 'getter' : 'method', owner, member: name });
    for (const name of Object.getOwnPropertyNames(value)) {
      if (['length', 'name', 'prototype'].includes(name) || hidden.has(name)) continue;
      if (typeof (value as unknown as Record<string, unknown>)[name] === 'function') out.push({ id: `${owner}.${name}`, kind: 'static', owner, member: name });
    }
    for (const name of numericFields(construct(owner), hidden)) out.push({ id: `${owner}.${name}`, kind: 'field', owner, member: name });
  }
  return out;
}

/** The names private in a class (for the field walk, which attacks public fields only). */
export function hiddenMembers(lib: Lib, owner: string): Set<string> {
  const value = (lib as Record<string, unknown>)[owner];
  return isClass(value) ? hiddenIn(lib, value) : new Set();
}
