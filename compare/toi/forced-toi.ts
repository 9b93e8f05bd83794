// b2collide's own b2TimeOfImpact with one decision forced: the push-back loop allowed 12 passes
// where C++ stops after b2_maxPolygonVertices = 8 (b2_time_of_impact.cpp:462), as planck's does
// (Settings.maxPolygonVertices = 12). It is the witness of that listed difference: a planck
// answer this copy reproduces comes from the limit, not from a bug.
//
// The copy is made at start-up from the installed b2collide's own module (dist/esm, one module
// per source file): its text with that one comparison changed, its relative imports pointed at the
// real modules (so it shares their instances), loaded from a data: URL. Under jest, where
// b2collide is src/, a test sets the copy made from the TypeScript source instead.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { b2TOIInput, b2TOIOutput } from 'b2collide';

type TimeOfImpact = (output: b2TOIOutput, input: b2TOIInput) => void;

/** planck's push-back limit (planck/src/Settings.ts:36), against C++'s 8. */
export const PLANCK_PUSH_BACK_LIMIT = 12;

/** The line of b2collide's b2TimeOfImpact the copy changes, as it reads in the source and in dist. */
export const PUSH_BACK_TEST = 'if (pushBackIter === b2_maxPolygonVertices) {';

let forced: TimeOfImpact | undefined;

/** Sets the forced copy (tests, from the TypeScript source). */
export function setForcedPushBackTOI(fn: TimeOfImpact | undefined): void {
  forced = fn;
}

/** The forced copy, when it could be made. */
export function forcedPushBackTOI(): TimeOfImpact | undefined {
  return forced;
}

/** Makes the forced copy from the installed b2collide's dist module; leaves it unset when that is not possible. */
export async function loadForcedPushBackTOI(): Promise<void> {
  if (forced !== undefined) return;
  try {
    // The package's CommonJS entry (dist/cjs/index.cjs) locates dist/; the ES modules sit beside it.
    const entry = pathToFileURL(createRequire(import.meta.url).resolve('b2collide'));
    const url = new URL('../esm/collision/b2_time_of_impact.mjs', entry);
    let text = readFileSync(fileURLToPath(url), 'utf8');
    const at = text.indexOf(PUSH_BACK_TEST);
    if (at < 0 || text.indexOf(PUSH_BACK_TEST, at + 1) >= 0) return;
    text = text.replace(PUSH_BACK_TEST, `if (pushBackIter === ${PLANCK_PUSH_BACK_LIMIT}) {`);
    text = text.replace(/from '(\.{1,2}\/[^']+)'/g, (_m, rel: string) => `from '${new URL(rel, url).href}'`);
    const mod = (await import(`data:text/javascript,${encodeURIComponent(text)}`)) as { b2TimeOfImpact?: TimeOfImpact };
    forced = mod.b2TimeOfImpact;
  } catch {
    // Not an installed dist (or no import.meta.resolve): the margin has no witness then.
  }
}
