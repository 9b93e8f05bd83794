// How one call ended, and the rule that says whether that is acceptable (fuzz/README.md).

export type Outcome =
  | 'checked answer'
  | 'named error'
  | 'engine error'
  | 'unnamed error'
  | 'write before error'
  | 'non-finite out'
  | 'garbage'
  | 'wrong answer'
  | 'refused valid input'
  | 'wrong hull'
  | 'hang'
  | 'harness error';

export const failures: readonly Outcome[] = [
  'engine error',
  'unnamed error',
  'write before error',
  'non-finite out',
  'garbage',
  'wrong answer',
  'refused valid input',
  'wrong hull',
  'hang',
  'harness error',
];

/** A library error: an Error whose message starts with the function's name, `b2Name:` or `b2Class.Method:`. */
export function isClearError(e: unknown): boolean {
  return e instanceof Error && /^(b2|B2_)\w*(\.\w+)?: \S/.test(e.message);
}

/**
 * An Error (or RangeError, TypeError: the library may pick the kind) whose message starts with one
 * of `names` and a colon. V8's own errors never start that way.
 */
export function isNamedBy(e: unknown, names: readonly string[]): boolean {
  return e instanceof Error && names.some((n) => e.message.startsWith(`${n}: `));
}

/** True when every value is a finite number. */
export function allFinite(values: readonly unknown[]): boolean {
  return values.every((v) => typeof v === 'number' && Number.isFinite(v));
}

/** Object.is on every element: -0 and 0 differ, NaN equals NaN. */
export function sameValues(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((v, i) => Object.is(v, b[i]));
}
