// A copy of one of the installed b2collide's modules with a few lines changed: the witness of a
// peer's listed departure (the peer's rounding or limit replayed on b2collide's own code, which must
// then give the peer's answer). The copy is made from dist/esm (one module per source file): its
// text with the edits applied, its relative imports pointed at the real modules (so it shares
// their instances) or at other changed copies, loaded from a data: URL. Under jest, where b2collide
// is src/, test/support/forced_copy.ts makes the same copies from the TypeScript source.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** One textual change: the text as it reads in src/ and in dist/, and what replaces it. */
export type Edit = readonly [from: string, to: string];

/** A module of b2collide (its path under src/ without the extension) and the edits to make in it. */
export interface ModuleEdits {
  readonly module: string;
  readonly edits: readonly Edit[];
}

/**
 * The URL of one of the installed b2collide's ES modules (its path under src/ without the
 * extension); throws when b2collide is not an installed dist.
 */
export function installedModuleUrl(module: string): URL {
  // The package's CommonJS entry (dist/cjs/index.cjs) locates dist/; the ES modules sit beside it.
  const entry = pathToFileURL(createRequire(import.meta.url).resolve('b2collide'));
  return new URL(`../esm/${module}.mjs`, entry);
}

/** text with each edit applied where it occurs exactly once; undefined when one does not. */
export function applyEdits(text: string, edits: readonly Edit[]): string | undefined {
  for (const [from, to] of edits) {
    const at = text.indexOf(from);
    if (at < 0 || text.indexOf(from, at + 1) >= 0) return undefined;
    text = text.slice(0, at) + to + text.slice(at + from.length);
  }
  return text;
}

/** A dist module's text with its relative imports made absolute (or replaced by URL), as a data: URL. */
export function dataModule(text: string, url: URL, replaced: ReadonlyMap<string, string>): string {
  const pointed = text.replace(/(from |import )'(\.{1,2}\/[^']+)'/g, (_m, kw: string, rel: string) => {
    const href = new URL(rel, url).href;
    return `${kw}'${replaced.get(href) ?? href}'`;
  });
  // encodeURIComponent leaves ' alone, and the URL may itself stand in another module's quotes.
  return `data:text/javascript,${encodeURIComponent(pointed).replace(/'/g, '%27')}`;
}

/**
 * Loads `main` with its edits from the installed dist, each module of `changed` (imported by it)
 * replaced by its own edited copy; undefined when dist is not there or an edit does not match once.
 */
export async function loadForcedCopy<T>(main: ModuleEdits, changed: readonly ModuleEdits[] = []): Promise<T | undefined> {
  try {
    const replaced = new Map<string, string>();
    for (const m of changed) {
      const url = installedModuleUrl(m.module);
      const text = applyEdits(readFileSync(fileURLToPath(url), 'utf8'), m.edits);
      if (text === undefined) return undefined;
      replaced.set(url.href, dataModule(text, url, new Map()));
    }
    const url = installedModuleUrl(main.module);
    const text = applyEdits(readFileSync(fileURLToPath(url), 'utf8'), main.edits);
    if (text === undefined) return undefined;
    return (await import(dataModule(text, url, replaced))) as T;
  } catch {
    // Not an installed dist (or no data: imports): that witness is missing then.
    return undefined;
  }
}
