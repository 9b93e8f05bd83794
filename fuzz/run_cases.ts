// Runs fuzz cases by index: each case is regenerated from (seed, index) alone, so a slice of
// cases gives the same outcomes in a worker, in jest, or on its own (--from).

import { Rng } from '../compare/runner/rng';
import { b2_linearSlop, builds } from './library';
import { cloudFamilies, type Cloud } from './hull_clouds';
import { hostileValues } from './hostile_values';
import { allFinite, failures, isClearError, sameValues, type Outcome } from './outcome';
import { polygonFault, type PolygonLike } from './polygon_check';
import { targets } from './targets';

/** One case in this many is a field mutation; the others are hull cases (4 Set calls: 2 builds x 2 hull paths). */
export const MUTATION_EVERY = 3;

/** Optional arguments, for which undefined means "left out" and is valid. */
const OPTIONAL = new Set(['center', 'angle', 'count']);

export interface FailureRecord {
  readonly caseIndex: number;
  readonly row: string;
  readonly outcome: Outcome;
  readonly detail: string;
}

export interface SliceResult {
  /** row -> outcome -> calls */
  tally: Record<string, Partial<Record<Outcome, number>>>;
  failures: FailureRecord[];
  setCalls: number;
  mutations: number;
}

export function emptyResult(): SliceResult {
  return { tally: {}, failures: [], setCalls: 0, mutations: 0 };
}

export function mergeResults(into: SliceResult, from: SliceResult, maxFailures = 50): void {
  for (const [row, counts] of Object.entries(from.tally)) {
    const target = (into.tally[row] ??= {});
    for (const [outcome, n] of Object.entries(counts)) target[outcome as Outcome] = (target[outcome as Outcome] ?? 0) + (n ?? 0);
  }
  into.failures.push(...from.failures.slice(0, Math.max(0, maxFailures - into.failures.length)));
  into.setCalls += from.setCalls;
  into.mutations += from.mutations;
}

function record(out: SliceResult, caseIndex: number, row: string, outcome: Outcome, detail: string): void {
  const counts = (out.tally[row] ??= {});
  counts[outcome] = (counts[outcome] ?? 0) + 1;
  if (failures.includes(outcome) && out.failures.length < 50) out.failures.push({ caseIndex, row, outcome, detail });
}

const isMutation = (k: number): boolean => k % MUTATION_EVERY === MUTATION_EVERY - 1;

/** The table row a case reports to (also what a hang is charged to). */
export function caseRow(seed: number, k: number): string {
  if (isMutation(k)) {
    const rng = new Rng(seed, 2, k);
    const build = rng.pick(builds);
    return `${rng.pick(targets).name} | ${build.name}`;
  }
  const rng = new Rng(seed, 1, k);
  return `Set | ${rng.pick(cloudFamilies).name} | f64+f32`;
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
    hullCall(out, k, `Set v2.4.1 | ${family.name} | ${name}`, cloud, 0.5 * b2_linearSlop, () => new lib.b2PolygonShape().Set(cloud));
    // v2.4.2: Set(b2ComputeHull(points)), quickhull, welding at 4·b2_linearSlop. An empty hull is
    // C++'s failure signal; Set then throws a clear error, which is what a user sees.
    hullCall(out, k, `Set v2.4.2 | ${family.name} | ${name}`, cloud, 4 * b2_linearSlop, () => new lib.b2PolygonShape().Set(lib.b2ComputeHull(cloud)));
  }
}

function hullCall(out: SliceResult, k: number, row: string, cloud: Cloud, tolerance: number, build: () => PolygonLike): void {
  out.setCalls++;
  let shape;
  try {
    shape = build();
  } catch (e) {
    if (isClearError(e)) record(out, k, row, 'clear error', '');
    else record(out, k, row, 'engine error', `${message(e)} for ${JSON.stringify(cloud)}`);
    return;
  }
  const fault = polygonFault(shape, cloud, tolerance);
  record(out, k, row, fault === null ? 'result' : 'wrong hull', fault === null ? '' : `${fault} for ${JSON.stringify(cloud)}`);
}

function runMutationCase(seed: number, k: number, out: SliceResult): void {
  const rng = new Rng(seed, 2, k);
  const build = rng.pick(builds);
  const target = rng.pick(targets);
  const row = `${target.name} | ${build.name}`;
  out.mutations++;
  let setup;
  let baseline;
  try {
    setup = target.make(build.lib, rng);
    baseline = setup.run();
  } catch (e) {
    record(out, k, row, 'harness error', `valid inputs failed: ${message(e)}`);
    return;
  }
  const field = rng.pick(setup.fields);
  const hostile = rng.pick(hostileValues);
  const what = `${field.name} = ${hostile.name}`;
  const mayChange = hostile.kind === 'finite' || (hostile.value === undefined && OPTIONAL.has(field.name));
  field.set(hostile.value);
  let result;
  try {
    result = setup.run();
  } catch (e) {
    if (isClearError(e)) record(out, k, row, 'clear error', '');
    else record(out, k, row, 'engine error', `${what}: ${message(e)}`);
    return;
  }
  if (!allFinite(result)) record(out, k, row, 'non-finite out', `${what}: ${JSON.stringify(result.map(String))}`);
  else if (!mayChange && !sameValues(result, baseline)) record(out, k, row, 'garbage', `${what}: ${JSON.stringify(result.map(String))} instead of ${JSON.stringify(baseline.map(String))}`);
  else record(out, k, row, 'result', '');
}

/** Runs case k (a hull case or a mutation case) and adds its outcomes to out. */
export function runCase(seed: number, k: number, out: SliceResult): void {
  if (isMutation(k)) runMutationCase(seed, k, out);
  else runHullCase(seed, k, out);
}
