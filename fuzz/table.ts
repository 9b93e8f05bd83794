// The summary table: one row per function (or Set cloud family) and build, one column per outcome.

import { failures, type Outcome } from './outcome';
import type { SliceResult } from './run_cases';

const columns: readonly Outcome[] = ['result', 'clear error', ...failures];

export function formatTable(result: SliceResult): string {
  const rows = Object.keys(result.tally).sort();
  const width = Math.max(8, ...rows.map((r) => r.length));
  const shown = columns.filter((c) => c === 'result' || c === 'clear error' || rows.some((r) => (result.tally[r][c] ?? 0) > 0));
  const head = `${'calls'.padStart(9)}  ${shown.map((c) => c.padStart(Math.max(8, c.length))).join('  ')}`;
  const lines = [`${'function | build'.padEnd(width)}  ${head}`];
  const totals: Partial<Record<Outcome, number>> = {};
  let totalCalls = 0;
  for (const row of rows) {
    const counts = result.tally[row];
    const calls = Object.values(counts).reduce((a, b) => a + (b ?? 0), 0);
    totalCalls += calls;
    for (const c of columns) totals[c] = (totals[c] ?? 0) + (counts[c] ?? 0);
    lines.push(`${row.padEnd(width)}  ${String(calls).padStart(9)}  ${shown.map((c) => String(counts[c] ?? 0).padStart(Math.max(8, c.length))).join('  ')}`);
  }
  lines.push(`${'total'.padEnd(width)}  ${String(totalCalls).padStart(9)}  ${shown.map((c) => String(totals[c] ?? 0).padStart(Math.max(8, c.length))).join('  ')}`);
  return lines.join('\n');
}

export function failureCount(result: SliceResult): number {
  return Object.values(result.tally).reduce((sum, counts) => sum + failures.reduce((s, f) => s + (counts[f] ?? 0), 0), 0);
}
