// b2collide with one decision forced (runner/types.ts Witness): copies of some of b2collide's own
// modules in which one comparison with b2_epsilon reads its threshold from a variable instead,
// so that a witness search can rerun b2collide with the peer's threshold at exactly that decision
// and C++'s everywhere else. With every variable at b2_epsilon a copy is b2collide bit for bit
// (a test checks it); with the peer's value it departs from b2collide only where the compared
// quantity lies between the two thresholds, which is what the decision's margin names.
//
// The copies are made at start-up (loadForcedCopies, from the installed b2collide's dist/esm, one
// module per source file): each module's text with its decisions' lines changed and one line
// added, `export const b2ForcedThresholds = { <key>: b2_epsilon, … }`. Its relative imports point at
// the real modules (it shares their instances: shapes, checks, settings) except those of a module
// copied before it in the same list, which get that copy (b2TestOverlap then calls the copied
// b2Distance, which runs the copied b2Simplex). Under jest, where b2collide is src/, a test
// installs a factory that makes the same copies from the TypeScript source
// (test/support/forced_thresholds.ts). Nothing here is on b2collide's own paths: only a witness
// search calls a copy, and only for a disagreement whose margin is below its epsilon.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { dataModule, installedModuleUrl } from './forced-copy';

/** One decision that compares a quantity with b2_epsilon, made to read its threshold from b2ForcedThresholds. */
export interface ForcedDecision {
  /** Its field in b2ForcedThresholds, e.g. 'searchDirection'. */
  readonly key: string;
  /** The module's path under src/ (and dist/esm/), without its extension, e.g. 'collision/b2_distance'. */
  readonly module: string;
  /** The line as it reads in src/ and in dist/esm/; it must occur exactly once in the module. */
  readonly from: string;
  /** The same line with b2ForcedThresholds.<key> where it reads b2_epsilon. */
  readonly to: string;
  /** The C++ line it is (v2.4.1), e.g. 'src/collision/b2_distance.cpp:518'. */
  readonly cxx: string;
  /** The decision in words, for the witness's `change`. */
  readonly what: string;
  /** Where each peer that decides it with its own threshold does so, by peer package name. */
  readonly peers: Readonly<Record<string, string>>;
}

/** A peer's threshold at some decisions, and the package it belongs to (a key of ForcedDecision.peers). */
export interface PeerThreshold {
  readonly peer: string;
  readonly value: number;
}

/** The words of a witness that forced `decisions` to the peer's threshold: each decision, its C++ line and the peer's. */
export function forcedChange(decisions: readonly ForcedDecision[], threshold: PeerThreshold): string {
  const each = decisions.map((d) => `${d.what} (C++ ${d.cxx}; ${threshold.peer} ${d.peers[threshold.peer] ?? 'its own line'})`);
  return `forced: ${each.join(' and ')} decided with ${threshold.peer}'s threshold ${threshold.value} instead of b2_epsilon`;
}

/** A set of module copies, in order: a copy imports the copies listed before it. */
export interface ForcedCopy {
  /** Unique among all copies: the key the made copy is kept under. */
  readonly key: string;
  readonly modules: readonly string[];
  readonly decisions: readonly ForcedDecision[];
}

type Exports = Record<string, unknown>;

/** A made copy: its modules' exports, and the way to run it with some decisions forced. */
export interface MadeCopy {
  /** The exports of one of the copy's modules (its path as in ForcedCopy.modules). */
  exportsOf(module: string): Exports;
  /**
   * Runs `fn` with each named decision's threshold set to the given value, then sets every one
   * back to b2_epsilon (also when `fn` throws). Keys not among the copy's decisions throw.
   */
  force<T>(thresholds: Readonly<Record<string, number>>, fn: () => T): T;
}

/** Each module's text as the copy needs it: its decisions' lines changed and b2ForcedThresholds added. */
export function editModule(copy: ForcedCopy, module: string, text: string): string {
  const own = copy.decisions.filter((d) => d.module === module);
  let out = text;
  for (const d of own) {
    const at = out.indexOf(d.from);
    if (at < 0 || out.indexOf(d.from, at + 1) >= 0) throw new Error(`forced copy ${copy.key}: '${d.from}' must occur exactly once in ${module}`);
    out = out.slice(0, at) + d.to + out.slice(at + d.from.length);
  }
  if (own.length === 0) return out;
  return `${out}\nexport const b2ForcedThresholds = { ${own.map((d) => `${d.key}: b2_epsilon`).join(', ')} };\n`;
}

/** A MadeCopy from the exports of each of the copy's modules, in the copy's order. */
export function madeCopy(copy: ForcedCopy, modules: readonly Exports[]): MadeCopy {
  const holders = new Map<string, Record<string, number>>();
  for (const d of copy.decisions) {
    const holder = modules[copy.modules.indexOf(d.module)]?.b2ForcedThresholds as Record<string, number> | undefined;
    if (holder === undefined || typeof holder[d.key] !== 'number') throw new Error(`forced copy ${copy.key}: ${d.module} has no threshold ${d.key}`);
    holders.set(d.key, holder);
  }
  const cxx = new Map([...holders].map(([k, h]) => [k, h[k]]));
  return {
    exportsOf(module) {
      const i = copy.modules.indexOf(module);
      if (i < 0) throw new Error(`forced copy ${copy.key}: no module ${module}`);
      return modules[i];
    },
    force(thresholds, fn) {
      for (const [k, v] of Object.entries(thresholds)) {
        const h = holders.get(k);
        if (h === undefined) throw new Error(`forced copy ${copy.key}: no decision ${k}`);
        h[k] = v;
      }
      try {
        return fn();
      } finally {
        for (const [k, h] of holders) h[k] = cxx.get(k)!;
      }
    },
  };
}

const made = new Map<string, MadeCopy>();
let factory: ((copy: ForcedCopy) => Exports[]) | undefined;

/** The made copy, or undefined when it could not be made (then its decisions have no witness). */
export function forcedCopy(copy: ForcedCopy): MadeCopy | undefined {
  let m = made.get(copy.key);
  if (m === undefined && factory !== undefined) {
    m = madeCopy(copy, factory(copy));
    made.set(copy.key, m);
  }
  return m;
}

/** Installs the factory that makes copies on demand, each module's exports in order (tests, from the TypeScript source). */
export function setForcedCopyFactory(make: ((copy: ForcedCopy) => Exports[]) | undefined): void {
  factory = make;
  made.clear();
}

/**
 * Makes every copy from the installed b2collide's dist/esm modules. A copy whose line no longer
 * matches (or every copy, when b2collide is not an installed dist) is left unmade: the margins it
 * would witness then stay unexplained, the safe side.
 */
export async function loadForcedCopies(copies: readonly ForcedCopy[]): Promise<void> {
  for (const copy of copies) {
    if (made.has(copy.key)) continue;
    try {
      const urls = new Map<string, string>();
      const modules: Exports[] = [];
      for (const module of copy.modules) {
        const url = installedModuleUrl(module);
        const data = dataModule(editModule(copy, module, readFileSync(fileURLToPath(url), 'utf8')), url, urls);
        urls.set(url.href, data);
        modules.push((await import(data)) as Exports);
      }
      made.set(copy.key, madeCopy(copy, modules));
    } catch {
      // Not an installed dist, or a changed line: no witness from this copy.
    }
  }
}
