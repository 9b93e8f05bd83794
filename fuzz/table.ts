// The summary table: one row per function, the calls, named errors, checked answers and failures
// (both builds together; a failure's record says which build).

import { failures, type Outcome } from './outcome';
import type { SliceResult } from './run_cases';

const count = (c: Partial<Record<Outcome, number>>, o: Outcome): number => c[o] ?? 0;

export function formatTable(result: SliceResult): string {
  const rows = Object.keys(result.tally).sort();
  const width = Math.max(16, ...rows.map((r) => r.length));
  const line = (name: string, calls: number, named: number, checked: number, failed: number): string =>
    `${name.padEnd(width)}  ${String(calls).padStart(9)}  ${String(named).padStart(12)}  ${String(checked).padStart(15)}  ${String(failed).padStart(8)}`;
  const lines = [`${'function'.padEnd(width)}  ${'calls'.padStart(9)}  ${'named errors'.padStart(12)}  ${'checked answers'.padStart(15)}  ${'failures'.padStart(8)}`];
  const total = [0, 0, 0, 0];
  for (const row of rows) {
    const c = result.tally[row];
    const calls = Object.values(c).reduce((a, b) => a + (b ?? 0), 0);
    const named = count(c, 'named error');
    const checked = count(c, 'checked answer');
    const failed = failures.reduce((s, f) => s + count(c, f), 0);
    [calls, named, checked, failed].forEach((v, i) => (total[i] += v));
    lines.push(line(row, calls, named, checked, failed));
  }
  lines.push(line('total', total[0], total[1], total[2], total[3]));
  return lines.join('\n');
}

/** Failures by class, for the lines under the table. */
export function failureClasses(result: SliceResult): string {
  const by: Partial<Record<Outcome, number>> = {};
  for (const c of Object.values(result.tally)) for (const f of failures) if (c[f]) by[f] = (by[f] ?? 0) + c[f]!;
  return Object.entries(by).map(([k, v]) => `${k}: ${v}`).join(', ');
}

export function failureCount(result: SliceResult): number {
  return Object.values(result.tally).reduce((sum, c) => sum + failures.reduce((s, f) => s + count(c, f), 0), 0);
}
