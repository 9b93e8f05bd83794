// b2collide's own b2TimeOfImpact with planck's listed departures (toi-differences.ts) replayed,
// one set at a time, as the witnesses of those departures: a planck answer such a copy reproduces
// comes from the departure, not from a bug.
//  - push-back: the push-back loop allowed 12 passes where C++ stops after b2_maxPolygonVertices
//    = 8 (b2_time_of_impact.cpp:462), as planck's does (Settings.maxPolygonVertices = 12);
//  - separations: every separation of b2SeparationFunction written as planck writes it,
//    dot(pB, n) - dot(pA, n), where C++ writes dot(pB - pA, n) (b2_time_of_impact.cpp:93, 118,
//    151, 168, 185, 213, 226, 238); at a band edge of the root finder the other rounding takes
//    the other branch;
//  - fold: the sweeps' angles folded by planck's Sweep.normalize (into [-pi, pi) by the true 2 pi)
//    instead of C++'s b2Sweep::Normalize (include/box2d/b2_math.h:707-713, called at
//    b2_time_of_impact.cpp:275-276).
//
// Each copy is made at start-up from the installed b2collide's own modules (dist/esm, one module
// per source file): their text with those lines changed, their relative imports pointed at the
// real modules (so they share their instances) or at the changed separation module, loaded from
// data: URLs. Under jest, where b2collide is src/, test/support/forced_toi.ts sets the copies
// made from the TypeScript source with the same edits.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { b2TOIInput, b2TOIOutput } from 'b2collide';

type TimeOfImpact = (output: b2TOIOutput, input: b2TOIInput) => void;

/** A forced copy: its b2TimeOfImpact and its own iteration counters (the copy's live bindings). */
export interface ForcedTOI {
  readonly b2TimeOfImpact: TimeOfImpact;
  readonly b2_toiIters?: number;
  readonly b2_toiRootIters?: number;
}

/** planck's push-back limit (planck/src/Settings.ts:36), against C++'s 8. */
export const PLANCK_PUSH_BACK_LIMIT = 12;

/** The line of b2collide's b2TimeOfImpact the push-back copy changes, as it reads in the source and in dist. */
export const PUSH_BACK_TEST = 'if (pushBackIter === b2_maxPolygonVertices) {';

/** The edit of b2_time_of_impact that allows planck's 12 push-back passes. */
export const PUSH_BACK_EDIT = [PUSH_BACK_TEST, `if (pushBackIter === ${PLANCK_PUSH_BACK_LIMIT}) {`] as const;

const PLANCK_FOLD = (s: string): string =>
  `{ let r = (${s}.a0 + Math.PI) % (2 * Math.PI); r = r + (r < 0 ? Math.PI : -Math.PI); ${s}.a -= ${s}.a0 - r; ${s}.a0 = r; }`;

/**
 * The edits of b2_time_of_impact that fold the angles as planck's Sweep.normalize does
 * (planck/src/common/Sweep.ts:104-108 with mod from planck/src/common/Math.ts:48-50).
 */
export const PLANCK_FOLD_EDITS: readonly (readonly [string, string])[] = [
  ['sweepA.Normalize();', PLANCK_FOLD('sweepA')],
  ['sweepB.Normalize();', PLANCK_FOLD('sweepB')],
];

/**
 * The edits of b2_separation_function that write each separation as planck does
 * (planck/src/collision/TimeOfImpact.ts:388, 410, 440, 458, 476): the difference of two dot
 * products, where C++ takes one dot product of the difference.
 */
export const PLANCK_SEPARATION_EDITS: readonly (readonly [string, string])[] = [
  ['let s = (pAx - pBx) * nx + (pAy - pBy) * ny;', 'let s = (pAx * nx + pAy * ny) - (pBx * nx + pBy * ny);'],
  ['let s = (pBx - pAx) * nx + (pBy - pAy) * ny;', 'let s = (pBx * nx + pBy * ny) - (pAx * nx + pAy * ny);'],
  [
    'this.m_separation = (pBx - pAx) * this.m_axis.x + (pBy - pAy) * this.m_axis.y;',
    'this.m_separation = (pBx * this.m_axis.x + pBy * this.m_axis.y) - (pAx * this.m_axis.x + pAy * this.m_axis.y);',
  ],
  ['this.m_separation = (pBx - pAx) * nx + (pBy - pAy) * ny;', 'this.m_separation = (pBx * nx + pBy * ny) - (pAx * nx + pAy * ny);'],
  ['this.m_separation = (pAx - pBx) * nx + (pAy - pBy) * ny;', 'this.m_separation = (pAx * nx + pAy * ny) - (pBx * nx + pBy * ny);'],
];

/** The copies, by which of planck's departures they replay. */
export type ForcedTOIName = 'push-back' | 'fold' | 'separations' | 'separations+fold' | 'separations+fold+push-back';

/** What each copy replays, in words for the witness (after "b2TimeOfImpact with ..."). */
export const FORCED_TOI_CHANGES: Readonly<Record<ForcedTOIName, string>> = {
  'push-back': `the push-back loop allowed ${PLANCK_PUSH_BACK_LIMIT} passes, as planck's, not b2_maxPolygonVertices = 8`,
  fold: "planck's fold of the angles into [-pi, pi) by the true 2 pi, not C++'s b2Sweep::Normalize",
  separations: "planck's separations, dot(pB, n) - dot(pA, n), not dot(pB - pA, n)",
  'separations+fold': "planck's separations, dot(pB, n) - dot(pA, n), and planck's fold of the angles into [-pi, pi)",
  'separations+fold+push-back': `planck's separations, its fold of the angles and its ${PLANCK_PUSH_BACK_LIMIT} push-back passes`,
};

/** Per copy: the edits of b2_time_of_impact, and whether its separation module is planck's. */
export const FORCED_TOI_EDITS: Readonly<Record<ForcedTOIName, { toi: readonly (readonly [string, string])[]; separations: boolean }>> = {
  'push-back': { toi: [PUSH_BACK_EDIT], separations: false },
  fold: { toi: PLANCK_FOLD_EDITS, separations: false },
  separations: { toi: [], separations: true },
  'separations+fold': { toi: PLANCK_FOLD_EDITS, separations: true },
  'separations+fold+push-back': { toi: [...PLANCK_FOLD_EDITS, PUSH_BACK_EDIT], separations: true },
};

const forced = new Map<ForcedTOIName, ForcedTOI>();

/** Sets one forced copy (tests, from the TypeScript source); undefined removes it. */
export function setForcedTOI(name: ForcedTOIName, copy: ForcedTOI | undefined): void {
  if (copy === undefined) forced.delete(name);
  else forced.set(name, copy);
}

/** One forced copy, when it could be made. */
export function forcedTOI(name: ForcedTOIName): ForcedTOI | undefined {
  return forced.get(name);
}

/** Sets the push-back copy (tests, from the TypeScript source). */
export function setForcedPushBackTOI(fn: TimeOfImpact | undefined): void {
  setForcedTOI('push-back', fn === undefined ? undefined : { b2TimeOfImpact: fn });
}

/** The push-back copy's b2TimeOfImpact, when it could be made. */
export function forcedPushBackTOI(): TimeOfImpact | undefined {
  return forced.get('push-back')?.b2TimeOfImpact;
}

/** text with each edit applied where it occurs exactly once; undefined when one does not. */
export function applyEdits(text: string, edits: readonly (readonly [string, string])[]): string | undefined {
  for (const [from, to] of edits) {
    const at = text.indexOf(from);
    if (at < 0 || text.indexOf(from, at + 1) >= 0) return undefined;
    text = text.slice(0, at) + to + text.slice(at + from.length);
  }
  return text;
}

/** A dist module's text with its relative imports made absolute (or replaced), as a data: URL. */
function dataModule(text: string, url: URL, replaced: ReadonlyMap<string, string> = new Map()): string {
  const pointed = text.replace(/from '(\.{1,2}\/[^']+)'/g, (_m, rel: string) => `from '${replaced.get(rel) ?? new URL(rel, url).href}'`);
  // encodeURIComponent leaves ' alone, and the URL may itself stand in another module's quotes.
  return `data:text/javascript,${encodeURIComponent(pointed).replace(/'/g, '%27')}`;
}

/** Makes every forced copy from the installed b2collide's dist modules; leaves a copy unset when that is not possible. */
export async function loadForcedTOIs(): Promise<void> {
  let toiUrl: URL;
  let separationUrl: URL;
  try {
    // The package's CommonJS entry (dist/cjs/index.cjs) locates dist/; the ES modules sit beside it.
    const entry = pathToFileURL(createRequire(import.meta.url).resolve('b2collide'));
    toiUrl = new URL('../esm/collision/b2_time_of_impact.mjs', entry);
    separationUrl = new URL('../esm/collision/b2_separation_function.mjs', entry);
  } catch {
    return;
  }
  for (const [name, edits] of Object.entries(FORCED_TOI_EDITS) as [ForcedTOIName, (typeof FORCED_TOI_EDITS)[ForcedTOIName]][]) {
    if (forced.has(name)) continue;
    try {
      const replaced = new Map<string, string>();
      if (edits.separations) {
        const separations = applyEdits(readFileSync(fileURLToPath(separationUrl), 'utf8'), PLANCK_SEPARATION_EDITS);
        if (separations === undefined) continue;
        replaced.set('./b2_separation_function.mjs', dataModule(separations, separationUrl));
      }
      const toi = applyEdits(readFileSync(fileURLToPath(toiUrl), 'utf8'), edits.toi);
      if (toi === undefined) continue;
      const mod = (await import(dataModule(toi, toiUrl, replaced))) as ForcedTOI;
      if (typeof mod.b2TimeOfImpact === 'function') forced.set(name, mod);
    } catch {
      // Not an installed dist (or no data: imports): that witness is missing then.
    }
  }
}
