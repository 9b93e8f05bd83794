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
// Each copy is made at start-up from the installed b2collide's own modules (runner/forced-copy.ts);
// under jest, where b2collide is src/, test/support/forced_toi.ts sets the copies made from the
// TypeScript source with the same edits.

import type { b2TOIInput, b2TOIOutput } from 'b2collide';
import { loadForcedCopy, type Edit, type ModuleEdits } from '../runner/forced-copy';

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
export const PUSH_BACK_EDIT: Edit = [PUSH_BACK_TEST, `if (pushBackIter === ${PLANCK_PUSH_BACK_LIMIT}) {`];

const PLANCK_FOLD = (s: string): string =>
  `{ let r = (${s}.a0 + Math.PI) % (2 * Math.PI); r = r + (r < 0 ? Math.PI : -Math.PI); ${s}.a -= ${s}.a0 - r; ${s}.a0 = r; }`;

/**
 * The edits of b2_time_of_impact that fold the angles as planck's Sweep.normalize does
 * (planck/src/common/Sweep.ts:104-108 with mod from planck/src/common/Math.ts:48-50).
 */
export const PLANCK_FOLD_EDITS: readonly Edit[] = [
  ['sweepA.Normalize();', PLANCK_FOLD('sweepA')],
  ['sweepB.Normalize();', PLANCK_FOLD('sweepB')],
];

/**
 * The edits of b2_separation_function that write each separation as planck does
 * (planck/src/collision/TimeOfImpact.ts:388, 410, 440, 458, 476): the difference of two dot
 * products, where C++ takes one dot product of the difference.
 */
export const PLANCK_SEPARATION_EDITS: readonly Edit[] = [
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
export const FORCED_TOI_EDITS: Readonly<Record<ForcedTOIName, { toi: readonly Edit[]; separations: boolean }>> = {
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

/** The modules of b2collide a copy changes: b2_time_of_impact, and b2_separation_function when it replays planck's separations. */
export function forcedTOIModules(name: ForcedTOIName): { main: ModuleEdits; changed: ModuleEdits[] } {
  const edits = FORCED_TOI_EDITS[name];
  return {
    main: { module: 'collision/b2_time_of_impact', edits: edits.toi },
    changed: edits.separations ? [{ module: 'collision/b2_separation_function', edits: PLANCK_SEPARATION_EDITS }] : [],
  };
}

/** Makes every forced copy from the installed b2collide's dist modules; leaves a copy unset when that is not possible. */
export async function loadForcedTOIs(): Promise<void> {
  for (const name of Object.keys(FORCED_TOI_EDITS) as ForcedTOIName[]) {
    if (forced.has(name)) continue;
    const { main, changed } = forcedTOIModules(name);
    const copy = await loadForcedCopy<ForcedTOI>(main, changed);
    if (typeof copy?.b2TimeOfImpact === 'function') forced.set(name, copy);
  }
}
