// What a recipe gives the fuzz for one target: a receiver and arguments that are valid, how to
// check the answer independently, and what the attacks may not touch.

import type { Rng } from '../compare/runner/rng';
import type { Lib } from './library';

export interface Call {
  /** The receiver of a method or getter. */
  readonly self?: object;
  readonly args: unknown[];
  /**
   * An independent check of a returned answer: a fault, or null when it holds. `ret` is the return
   * value; self and args are as the call left them.
   */
  check?(ret: unknown, attacked: boolean): string | null;
  /**
   * The check reads the inputs as they are when it runs (or holds for any valid input), so it also
   * judges an attacked call that returned. Without it, an attacked call is judged by the generic
   * rules only (finite outputs; for a bad value, the untouched call's answer).
   */
  readonly checkUnderAttack?: boolean;
  /**
   * In the float32 build, the untouched answer is compared with the float64 build's on the same
   * inputs: every number within `twin` × (1 + its magnitude).
   */
  readonly twin?: number;
  /** Objects (user data, callbacks) the field walk does not enter. */
  readonly opaque?: readonly unknown[];
  /** Paths an attack does not touch, with the reason in the recipe. */
  readonly notAttacked?: readonly RegExp[];
  /** Argument indices that may be left out (undefined is then valid and may change the answer). */
  readonly optional?: readonly number[];
  /**
   * Argument indices where null (and undefined) is a valid value, as a C NULL pointer is (the
   * debug simplexes of b2ShapeDistance): it may change the answer and needs no error.
   */
  readonly nullable?: readonly number[];
  /** A predicate that judges validity (IsValid, b2ValidateHull): a bad value may change its answer. */
  readonly judges?: boolean;
  /**
   * Storage the call overwrites as its work begins (a tree's m_queryBounds; UpdatePairs' pair
   * buffer, filled before the callbacks run): a change there before an error is not a write
   * before the error. It is still compared with the untouched call's for garbage.
   */
  readonly scratch?: readonly RegExp[];
  /**
   * Paths of objects the call may write on other inputs than these (an output written only on a
   * hit): the freeze attack accepts a named refusal of such an object even when this call would
   * not have written it.
   */
  readonly outputs?: readonly RegExp[];
  /** Messages naming these functions also count as named (a documented delegation). */
  readonly alsoNamed?: readonly string[];
  /** Runs after the call returned or threw, before the check: undoes global state (counters). */
  after?(): void;
}

export type Recipe = (lib: Lib, rng: Rng) => Call;
