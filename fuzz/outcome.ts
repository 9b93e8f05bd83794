// How one call ended, and the rule that says whether that is acceptable (fuzz/README.md).

export type Outcome = 'result' | 'clear error' | 'garbage' | 'non-finite out' | 'engine error' | 'wrong hull' | 'hang' | 'harness error';

export const failures: readonly Outcome[] = ['garbage', 'non-finite out', 'engine error', 'wrong hull', 'hang', 'harness error'];

/** A library error: an Error whose message starts with the function's name, `b2Name:` or `b2Class.Method:`. */
export function isClearError(e: unknown): boolean {
  return e instanceof Error && /^b2\w*(\.\w+)?: \S/.test(e.message);
}

/** True when every value is a finite number. */
export function allFinite(values: readonly unknown[]): boolean {
  return values.every((v) => typeof v === 'number' && Number.isFinite(v));
}

/** Object.is on every element: -0 and 0 differ, NaN equals NaN. */
export function sameValues(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((v, i) => Object.is(v, b[i]));
}
