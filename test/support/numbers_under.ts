// What a call could have written: every number under some objects, by path, for the bad-input
// tests that show nothing changed before an error (test/library/math_bad_input.test.ts,
// test/library/frozen_outputs.test.ts).

/** Every number under the objects, by path (typed arrays included, -0 kept apart from 0). */
export function numbersUnder(roots: readonly unknown[]): string {
  const out: string[] = [];
  const seen = new Set<unknown>();
  const walk = (v: unknown, path: string): void => {
    if (typeof v === 'number') out.push(`${path}=${Object.is(v, -0) ? '-0' : String(v)}`);
    if (typeof v !== 'object' || v === null || seen.has(v)) return;
    seen.add(v);
    for (const key of Object.keys(v)) walk((v as Record<string, unknown>)[key], `${path}.${key}`);
  };
  roots.forEach((r, i) => walk(r, `#${i}`));
  return out.join(' ');
}
