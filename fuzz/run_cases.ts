// Runs fuzz cases by index: each case is regenerated from (seed, case index) alone, so a slice of
// cases gives the same outcomes in a worker, in jest, or on its own.
//
// One case in HULL_EVERY is a hull case (a point cloud through both hull paths of Set in both
// builds, checked by polygon_check.ts); the others are API cases (call_case.ts) on a target picked
// from the enumerated exports of one build.

import { Rng } from '../compare/runner/rng';
import { describeAttack, runApiCase, type CallResult } from './call_case';
import { cloudFamilies, type Cloud } from './hull_clouds';
import { allBuilds, b2_linearSlop, builds } from './library';
import { failures, isClearError, type Outcome } from './outcome';
import { polygonFault, type PolygonLike } from './polygon_check';
import { targetsOf } from './targets';

/**
 * One case in this many is a hull case (4 Set calls); the others are API cases (2 calls, 3 in the
 * API cases that also have a freeze attack, freeze.ts).
 */
export const HULL_EVERY = 5;

export interface FailureRecord {
  readonly caseIndex: number;
  readonly row: string;
  readonly build: string;
  readonly outcome: Outcome;
  readonly detail: string;
}

export interface SliceResult {
  /** row (the function) -> outcome -> calls */
  tally: Record<string, Partial<Record<Outcome, number>>>;
  failures: FailureRecord[];
  /** `build | row | outcome` -> failures, counted in full */
  open: Record<string, number>;
  calls: number;
}

/** The key of a failure in `open`. */
export const openKey = (build: string, row: string, outcome: Outcome): string => `${build} | ${row} | ${outcome}`;

export function emptyResult(): SliceResult {
  return { tally: {}, failures: [], open: {}, calls: 0 };
}

/** How many failure records a result keeps (the counts are kept in full). */
export const KEEP_FAILURES = 2000;

export function mergeResults(into: SliceResult, from: SliceResult, maxFailures = KEEP_FAILURES): void {
  for (const [row, counts] of Object.entries(from.tally)) {
    const target = (into.tally[row] ??= {});
    for (const [outcome, n] of Object.entries(counts)) target[outcome as Outcome] = (target[outcome as Outcome] ?? 0) + (n ?? 0);
  }
  for (const [key, n] of Object.entries(from.open)) into.open[key] = (into.open[key] ?? 0) + n;
  into.failures.push(...from.failures.slice(0, Math.max(0, maxFailures - into.failures.length)));
  into.calls += from.calls;
}

function record(out: SliceResult, caseIndex: number, row: string, build: string, outcome: Outcome, detail: string): void {
  const counts = (out.tally[row] ??= {});
  counts[outcome] = (counts[outcome] ?? 0) + 1;
  out.calls++;
  if (failures.includes(outcome)) out.open[openKey(build, row, outcome)] = (out.open[openKey(build, row, outcome)] ?? 0) + 1;
  if (failures.includes(outcome) && out.failures.length < KEEP_FAILURES) out.failures.push({ caseIndex, row, build, outcome, detail });
}

const isHull = (k: number): boolean => k % HULL_EVERY === HULL_EVERY - 1;

/** The table row and build a case reports to, and what it writes (also what a hang is charged to). */
export function caseRow(seed: number, k: number): { row: string; build: string; what: string } {
  if (isHull(k)) return { row: 'b2PolygonShape.Set [hull clouds]', build: 'f64+f32', what: JSON.stringify(cloudOf(seed, k)) };
  const rng = new Rng(seed, 2, k);
  const build = rng.pick(allBuilds);
  const target = rng.pick(targetsOf(build));
  let what;
  try {
    what = describeAttack(build.lib, target.recipe, seed, k);
  } catch (e) {
    what = `(the inputs could not be made again: ${message(e)})`;
  }
  return { row: `${build.rowPrefix}${target.entry.id}`, build: build.name, what };
}

function cloudOf(seed: number, k: number): Cloud {
  const rng = new Rng(seed, 1, k);
  return rng.pick(cloudFamilies).make(rng);
}

function message(e: unknown): string {
  return e instanceof Error ? `${e.constructor.name}: ${e.message}` : String(e);
}

function runHullCase(seed: number, k: number, out: SliceResult): void {
  const rng = new Rng(seed, 1, k);
  const family = rng.pick(cloudFamilies);
  const cloud = family.make(rng);
  for (const { name, lib } of builds) {
    // v2.4.1: Set(points), gift wrapping, welding at 0.5·b2_linearSlop.
    hullCall(out, k, name, family.name, 'v2.4.1', cloud, 0.5 * b2_linearSlop, () => new lib.b2PolygonShape().Set(cloud));
    // v2.4.2: Set(b2ComputeHull(points)), quickhull, welding at 4·b2_linearSlop. An empty hull is
    // C++'s failure signal; Set then throws a named error, which is what a user sees.
    hullCall(out, k, name, family.name, 'v2.4.2', cloud, 4 * b2_linearSlop, () => new lib.b2PolygonShape().Set(lib.b2ComputeHull(cloud)));
  }
}

function hullCall(out: SliceResult, k: number, build: string, family: string, path: string, cloud: Cloud, tolerance: number, make: () => PolygonLike): void {
  const row = `b2PolygonShape.Set [hull clouds]`;
  let shape;
  try {
    shape = make();
  } catch (e) {
    if (isClearError(e)) record(out, k, row, build, 'named error', '');
    else record(out, k, row, build, 'engine error', `${path} ${family}: ${message(e)} for ${JSON.stringify(cloud)}`);
    return;
  }
  const fault = polygonFault(shape, cloud, tolerance);
  record(out, k, row, build, fault === null ? 'checked answer' : 'wrong hull', fault === null ? '' : `${path} ${family}: ${fault} for ${JSON.stringify(cloud)}`);
}

function runApi(seed: number, k: number, out: SliceResult): void {
  const rng = new Rng(seed, 2, k);
  const build = rng.pick(allBuilds);
  const { entry, recipe } = rng.pick(targetsOf(build));
  const row = `${build.rowPrefix}${entry.id}`;
  let result;
  try {
    result = runApiCase(build.lib, entry, recipe, seed, k, build.twin);
  } catch (e) {
    record(out, k, row, build.name, 'harness error', `${message(e)}${e instanceof Error ? ` at ${e.stack?.split('\n')[1]?.trim()}` : ''}`);
    return;
  }
  const put = (r: CallResult, prefix: string): void => record(out, k, row, build.name, r.outcome, r.detail ? `${prefix}${r.detail}` : '');
  put(result.baseline, 'valid input: ');
  if (result.attack) put(result.attack, '');
  if (result.freeze) put(result.freeze, '');
}

/** Runs case k and adds its outcomes to out. */
export function runCase(seed: number, k: number, out: SliceResult): void {
  if (isHull(k)) runHullCase(seed, k, out);
  else runApi(seed, k, out);
}
