// One API case: a target enumerated from a build's exports, called twice from the same valid
// inputs (the recipe): once untouched, once with one attack (a hostile value in a numeric field,
// an argument or an array element). Each call's outcome is classified (fuzz/README.md).

import { Rng } from '../compare/runner/rng';
import type { ApiEntry } from './api';
import { hostileNumbers, hostileObjects, type HostileValue } from './hostile_values';
import type { Lib } from './library';
import { isClearError, isNamedBy, type Outcome } from './outcome';
import type { Call, Recipe } from './recipe';
import { findSlots, readSlot, snapshot, writeSlot, type Slot } from './slots';
import { isFreezeCase, noteWrites, numbersOf } from './freeze';

export interface CallResult {
  readonly outcome: Outcome;
  readonly detail: string;
}

/** The names an error from this target may start with. */
export function namesOf(entry: ApiEntry, call: Call): string[] {
  const own = entry.kind === 'function' ? [entry.owner] : entry.kind === 'constructor' ? [entry.owner, `new ${entry.owner}`] : [`${entry.owner}.${entry.member}`];
  return [...own, ...(call.alsoNamed ?? [])];
}

export function invoke(lib: Lib, entry: ApiEntry, call: Call): unknown {
  const L = lib as unknown as Record<string, unknown>;
  switch (entry.kind) {
    case 'function':
      return (L[entry.owner] as (...a: unknown[]) => unknown)(...call.args);
    case 'constructor':
      return new (L[entry.owner] as new (...a: unknown[]) => unknown)(...call.args);
    case 'static':
      return ((L[entry.owner] as Record<string, (...a: unknown[]) => unknown>)[entry.member!])(...call.args);
    case 'getter':
      return (call.self as Record<string, unknown>)[entry.member!];
    default: {
      const fn = (call.self as Record<string, unknown>)[entry.member!] as (...a: unknown[]) => unknown;
      return fn.apply(call.self, call.args);
    }
  }
}

/** The numbers a return value carries (a boolean as 0/1, an object's numeric fields). */
function retValues(lib: Lib, ret: unknown): unknown[] {
  if (typeof ret === 'number') return [ret];
  if (typeof ret === 'boolean') return [ret ? 1 : 0];
  if (ret === undefined || ret === null) return [];
  if (typeof ret === 'object') {
    const roots = { ret };
    return snapshot(roots, findSlots(lib, roots));
  }
  return [ret];
}

function message(e: unknown): string {
  return e instanceof Error ? `${e.constructor.name}: ${e.message}` : `thrown ${String(e)}`;
}

const show = (v: unknown): string => (typeof v === 'string' ? `'${v}'` : typeof v === 'bigint' ? `${v}n` : Array.isArray(v) ? `[${v.join(', ')}]` : String(v));

interface Run {
  ret?: unknown;
  error?: unknown;
  before: unknown[];
  after: unknown[];
  retValues: unknown[];
}

function run(lib: Lib, entry: ApiEntry, call: Call, roots: Record<string, unknown>, slots: readonly Slot[]): Run {
  const before = snapshot(roots, slots);
  let ret: unknown;
  let error: unknown;
  let threw = false;
  try {
    ret = invoke(lib, entry, call);
  } catch (e) {
    error = e;
    threw = true;
  }
  call.after?.();
  const after = snapshot(roots, slots);
  // A setter that returns its receiver (Set, SetAsBox, SetTwoSided, CreateLoop), or a function that
  // returns one of its arguments (the v3 layer's out-first functions, b2CarryImpulsesById), returns
  // nothing new: that object's numbers are slots already, judged through `after` (where an attacked
  // slot the call does not write is the attacker's value, not an answer).
  const carried = ret !== undefined && (ret === call.self || (typeof ret === 'object' && call.args.includes(ret))) ? [] : retValues(lib, ret);
  return threw ? { error, before, after, retValues: [] } : { ret, before, after, retValues: carried };
}

const isNum = (v: unknown): boolean => typeof v === 'number' && Number.isFinite(v);

/** Paths whose value changed to something that is not a finite number (skipping `except`). */
function nonFiniteWrites(slots: readonly Slot[], r: Run, except: (i: number) => boolean): string[] {
  const out: string[] = [];
  slots.forEach((s, i) => {
    if (s.whole || except(i)) return;
    // undefined: the slot is gone (Clear emptied the array), which writes nothing.
    if (!Object.is(r.before[i], r.after[i]) && !isNum(r.after[i]) && r.after[i] !== undefined) out.push(`${s.path} = ${show(r.after[i])}`);
  });
  return out;
}

const isScratch = (call: Call, s: Slot): boolean => (call.scratch ?? []).some((re) => re.test(s.path));

/** Paths whose value changed during a call that threw (scratch storage is not a write). */
function writes(call: Call, slots: readonly Slot[], r: Run): string[] {
  return slots.flatMap((s, i) => (Object.is(r.before[i], r.after[i]) || isScratch(call, s) ? [] : [`${s.path} ${show(r.before[i])} -> ${show(r.after[i])}`]));
}

/** The recipe's check; one that cannot read the answer (it throws) reports that as the fault. */
function runCheck(call: Call, ret: unknown, attacked = false): string | null {
  try {
    return call.check?.(ret, attacked) ?? null;
  } catch (e) {
    return `the answer cannot be read back: ${message(e)}`;
  }
}

/** Classifies the untouched call: it must return an answer that passes every check. */
function classifyValid(entry: ApiEntry, call: Call, slots: readonly Slot[], r: Run): CallResult {
  if ('error' in r && r.error !== undefined) return { outcome: 'refused valid input', detail: message(r.error) };
  const bad = nonFiniteWrites(slots, r, () => false);
  const badRet = r.retValues.filter((v) => !isNum(v));
  if (bad.length > 0 || badRet.length > 0) return { outcome: 'non-finite out', detail: [...bad, ...badRet.map((v) => `returned ${show(v)}`)].join(', ') };
  const fault = runCheck(call, r.ret);
  if (fault !== null) return { outcome: 'wrong answer', detail: fault };
  void entry;
  return { outcome: 'checked answer', detail: '' };
}

function classifyAttack(
  entry: ApiEntry,
  call: Call,
  slots: readonly Slot[],
  attacked: Slot,
  hostile: HostileValue,
  r: Run,
  baseline: Run,
): CallResult {
  const what = `${attacked.path} = ${hostile.name}`;
  if ('error' in r && r.error !== undefined) {
    const e = r.error;
    if (!(e instanceof Error) || !isClearError(e)) return { outcome: 'engine error', detail: `${what}: ${message(e)}` };
    if (!isNamedBy(e, namesOf(entry, call))) return { outcome: 'unnamed error', detail: `${what}: ${message(e)}` };
    if (hostile.kind === 'bad' && hostile.shown.length > 0 && !hostile.shown.some((s) => e.message.includes(s))) {
      return { outcome: 'unnamed error', detail: `${what}: the value is not shown: ${e.message}` };
    }
    const w = writes(call, slots, r);
    if (w.length > 0) return { outcome: 'write before error', detail: `${what}: ${w.slice(0, 3).join('; ')} then ${e.message}` };
    return { outcome: 'named error', detail: '' };
  }
  const under = (i: number): boolean => {
    const k = slots[i].keys;
    return attacked.keys.every((x, j) => k[j] === x);
  };
  const bad = nonFiniteWrites(slots, r, under);
  const badRet = r.retValues.filter((v) => !isNum(v));
  if (bad.length > 0 || badRet.length > 0) return { outcome: 'non-finite out', detail: `${what}: ${[...bad, ...badRet.map((v) => `returned ${show(v)}`)].slice(0, 4).join(', ')}` };
  const leftOut =
    attacked.whole &&
    ((hostile.value === undefined && call.optional?.includes(Number(attacked.keys[1]))) ||
      ((hostile.value === null || hostile.value === undefined) && call.nullable?.includes(Number(attacked.keys[1]))));
  if (hostile.kind === 'bad' && !leftOut && !call.judges) {
    const diff = slots.flatMap((s, i) => (s.whole || under(i) || Object.is(r.after[i], baseline.after[i]) ? [] : [`${s.path} ${show(r.after[i])} (untouched: ${show(baseline.after[i])})`]));
    const sameRet = r.retValues.length === baseline.retValues.length && r.retValues.every((v, i) => Object.is(v, baseline.retValues[i]));
    if (diff.length > 0 || !sameRet) {
      return { outcome: 'garbage', detail: `${what}: read without an error: ${sameRet ? '' : `returned ${r.retValues.map(show).join(',')} (untouched: ${baseline.retValues.map(show).join(',')}) `}${diff.slice(0, 3).join('; ')}` };
    }
  }
  // A replaced argument is not the object the check holds: then only the generic rules judge.
  const fault = call.checkUnderAttack && !attacked.whole ? runCheck(call, r.ret, true) : null;
  if (fault !== null) return { outcome: 'wrong answer', detail: `${what}: ${fault}` };
  return { outcome: 'checked answer', detail: '' };
}

/**
 * A new {} or [1, 2] for each attack: hostile_values.ts holds one of each, and a call that takes one
 * as an output would otherwise leave fields on it that the next case reads.
 */
function freshCopy(value: unknown): unknown {
  if (Array.isArray(value)) return [...(value as unknown[])];
  if (typeof value === 'object' && value !== null) return { ...(value as object) };
  return value;
}

export interface ApiCaseResult {
  readonly baseline: CallResult;
  readonly attack?: CallResult & { readonly what: string };
  /** The freeze attack's call, in the cases that have one (freeze.ts isFreezeCase). */
  readonly freeze?: CallResult & { readonly what: string };
}

function pickRecipe(recipe: Recipe | readonly Recipe[], rng: Rng): Recipe {
  return typeof recipe === 'function' ? recipe : rng.pick(recipe);
}

interface Attack {
  readonly call: Call;
  readonly roots: Record<string, unknown>;
  readonly slots: readonly Slot[];
  readonly attacked: Slot;
  readonly hostile: HostileValue;
}

/** Makes the inputs again and picks the slot and the hostile value (without calling the target). */
function chooseAttack(lib: Lib, recipe: Recipe, choose: Rng, seed: number, k: number, slotCount: number): Attack | undefined {
  const call = recipe(lib, new Rng(seed, 4, k));
  const roots = { this: call.self, args: call.args };
  const slots = findSlots(lib, roots, new Set(call.opaque ?? []));
  const targets = slots.filter((s) => !(call.notAttacked ?? []).some((re) => re.test(s.path)));
  if (targets.length === 0 || slots.length !== slotCount) return undefined;
  const attacked = choose.pick(targets);
  const current = readSlot(roots, attacked.keys);
  const pool = typeof current === 'number' ? hostileNumbers : hostileObjects;
  let hostile = choose.pick(pool);
  if (hostile.value === undefined && attacked.whole && call.optional?.includes(Number(attacked.keys[1]))) hostile = { ...hostile, kind: 'finite', shown: [] };
  if ((hostile.value === null || hostile.value === undefined) && attacked.whole && call.nullable?.includes(Number(attacked.keys[1]))) hostile = { ...hostile, kind: 'finite', shown: [] };
  return { call, roots, slots, attacked, hostile };
}

/** What case k's attack writes (for a hang report, which cannot ask the worker). */
export function describeAttack(lib: Lib, recipes: Recipe | readonly Recipe[], seed: number, k: number): string {
  const choose = new Rng(seed, 5, k);
  const recipe = pickRecipe(recipes, choose);
  const call = recipe(lib, new Rng(seed, 4, k));
  const slots = findSlots(lib, { this: call.self, args: call.args }, new Set(call.opaque ?? []));
  const f = isFreezeCase(seed, k) ? chooseFreeze(lib, recipe, seed, k, { this: call.self, args: call.args }) : undefined;
  const a = chooseAttack(lib, recipe, choose, seed, k, slots.length);
  const attacks = [...(a ? [`${a.attacked.path} = ${a.hostile.name}`] : []), ...(f ? [`${f.frozen.path} frozen`] : [])];
  return attacks.length > 0 ? `${attacks.join(', or ')} (or the untouched call)` : 'the untouched call';
}

/** Runs one target: the untouched call, then (when the inputs have any slot) one attack. */
/**
 * The float32 answer against the float64 build's on the same inputs (made again there from the same
 * seed): every number the call left under its inputs and returned, within `tol` of the magnitude.
 */
function twinFault(twin: Lib, entry: ApiEntry, recipe: Recipe, seed: number, k: number, slots: readonly Slot[], mine: Run, tol: number): string | null {
  const call = recipe(twin, new Rng(seed, 4, k));
  const roots = { this: call.self, args: call.args };
  const theirs = run(twin, entry, call, roots, findSlots(twin, roots, new Set(call.opaque ?? [])));
  if ('error' in theirs && theirs.error !== undefined) return `the float64 build threw on the same input: ${message(theirs.error)}`;
  const a = [...mine.after, ...mine.retValues];
  const b = [...theirs.after, ...theirs.retValues];
  if (a.length !== b.length) return `the float64 build left ${b.length} numbers, the float32 build ${a.length}`;
  for (let i = 0; i < a.length; ++i) {
    const x = a[i];
    const y = b[i];
    if (typeof x !== 'number' || typeof y !== 'number') continue;
    if (Math.abs(x - y) > tol * (1 + Math.abs(y))) {
      const where = i < slots.length ? slots[i].path : `returned value ${i - slots.length}`;
      return `${where} is ${x} in float32, ${y} in float64`;
    }
  }
  return null;
}

export function runApiCase(lib: Lib, entry: ApiEntry, recipes: Recipe | readonly Recipe[], seed: number, k: number, twin?: Lib): ApiCaseResult {
  const choose = new Rng(seed, 5, k);
  const recipe = pickRecipe(recipes, choose);
  const call = recipe(lib, new Rng(seed, 4, k));
  const roots = { this: call.self, args: call.args };
  const slots = findSlots(lib, roots, new Set(call.opaque ?? []));
  const baseRun = run(lib, entry, call, roots, slots);
  let baseline = classifyValid(entry, call, slots, baseRun);
  if (twin && call.twin !== undefined && baseline.outcome === 'checked answer') {
    const fault = twinFault(twin, entry, recipe, seed, k, slots, baseRun, call.twin);
    if (fault !== null) baseline = { outcome: 'wrong answer', detail: fault };
  }
  const a = chooseAttack(lib, recipe, choose, seed, k, slots.length);
  let attack: ApiCaseResult['attack'];
  if (a) {
    writeSlot(a.roots, a.attacked.keys, freshCopy(a.hostile.value));
    const r = run(lib, entry, a.call, a.roots, a.slots);
    attack = { ...classifyAttack(entry, a.call, a.slots, a.attacked, a.hostile, r, baseRun), what: `${a.attacked.path} = ${a.hostile.name}` };
  }
  // The freeze attack, in one case in FREEZE_EVERY, is a call of its own after the slot attack, so
  // every case's slot attack is what it was before the freeze attack existed.
  let freeze: ApiCaseResult['freeze'];
  if (isFreezeCase(seed, k)) {
    const f = chooseFreeze(lib, recipe, seed, k, roots);
    if (f) freeze = { ...freezeAttack(lib, entry, recipe, seed, k, f, baseRun), what: `${f.frozen.path} frozen` };
  }
  return { baseline, attack, freeze };
}

interface Freeze {
  readonly call: Call;
  readonly roots: Record<string, unknown>;
  readonly slots: readonly Slot[];
  readonly frozen: Slot;
}

/**
 * Makes the inputs again and picks the object to freeze: any object the slot walk visits (the
 * receiver, an argument, a nested vector, array or point), except one that is the same object in
 * `base` (the inputs as made for the untouched call): such an object outlives the case (a module's
 * constant, a recipe's cache), and freezing it would change every later case.
 */
function chooseFreeze(lib: Lib, recipe: Recipe, seed: number, k: number, base: Record<string, unknown>): Freeze | undefined {
  const call = recipe(lib, new Rng(seed, 4, k));
  const roots = { this: call.self, args: call.args };
  const objects: Slot[] = [];
  const slots = findSlots(lib, roots, new Set(call.opaque ?? []), objects);
  const fresh = objects.filter((o) => readSlot(base, o.keys) !== readSlot(roots, o.keys));
  if (fresh.length === 0) return undefined;
  return { call, roots, slots, frozen: new Rng(seed, 7, k).pick(fresh) };
}

/**
 * Freezes the chosen object and calls the target. Outcomes (fuzz/README.md "Outcomes"): a named
 * error with nothing written before it, when the call writes that object (measured on a third
 * making of the inputs, by noteWrites); an answer equal to the untouched call's that passes the
 * recipe's check; anything else fails, a refusal of an object the call only reads included.
 */
function freezeAttack(lib: Lib, entry: ApiEntry, recipe: Recipe, seed: number, k: number, f: Freeze, baseline: Run): CallResult {
  const what = `${f.frozen.path} frozen`;
  Object.freeze(readSlot(f.roots, f.frozen.keys));
  const r = run(lib, entry, f.call, f.roots, f.slots);
  if ('error' in r && r.error !== undefined) {
    const e = r.error;
    if (!(e instanceof Error) || !isClearError(e)) return { outcome: 'engine error', detail: `${what}: ${message(e)}` };
    if (!isNamedBy(e, namesOf(entry, f.call))) return { outcome: 'unnamed error', detail: `${what}: ${message(e)}` };
    const w = writes(f.call, f.slots, r);
    if (w.length > 0) return { outcome: 'write before error', detail: `${what}: ${w.slice(0, 3).join('; ')} then ${e.message}` };
    // Does the call write that object, or anything under it? The same inputs, unfrozen, with their
    // writes noted (a shallow freeze of `out` stops no write to `out.p.x`, yet `out` is an output).
    const again = recipe(lib, new Rng(seed, 4, k));
    const target = readSlot({ this: again.self, args: again.args }, f.frozen.keys);
    let written = (): boolean => true;
    if (typeof target === 'object' && target !== null) {
      const noted = noteWrites(target, f.frozen.keys, f.roots);
      try {
        invoke(lib, entry, again);
        written = noted;
      } catch {
        // The call refused the noting accessors themselves (b2GetPointStates tests its arrays'
        // descriptors): nothing is measured, and the named error is taken as it is.
      }
      again.after?.();
    }
    const output = (f.call.outputs ?? []).some((re) => re.test(f.frozen.path));
    if (!written() && !output) return { outcome: 'refused valid input', detail: `${what}: the call only reads it, yet refused it: ${e.message}` };
    return { outcome: 'named error', detail: '' };
  }
  const diff = f.slots.flatMap((s, i) => (s.whole || Object.is(r.after[i], baseline.after[i]) ? [] : [`${s.path} ${show(r.after[i])} (untouched: ${show(baseline.after[i])})`]));
  // The numbers returned, read-only fields included (the answer may be the frozen object); a call
  // that returns its receiver or an argument is judged by the slots alone, as elsewhere.
  const carried = r.ret === f.call.self || (typeof r.ret === 'object' && f.call.args.includes(r.ret));
  const mine = carried ? [] : numbersOf(r.ret);
  const theirs = carried ? [] : numbersOf(baseline.ret);
  const sameRet = mine.length === theirs.length && mine.every((v, i) => Object.is(v, theirs[i]));
  if ('error' in baseline && baseline.error !== undefined) return { outcome: 'wrong answer', detail: `${what}: returned, where the untouched call threw` };
  if (diff.length > 0 || !sameRet) {
    return { outcome: 'wrong answer', detail: `${what}: the answer differs from the untouched call's: ${sameRet ? '' : `returned ${mine.map(show).join(',')} (untouched: ${theirs.map(show).join(',')}) `}${diff.slice(0, 3).join('; ')}` };
  }
  const fault = runCheck(f.call, r.ret);
  if (fault !== null) return { outcome: 'wrong answer', detail: `${what}: ${fault}` };
  return { outcome: 'checked answer', detail: '' };
}
