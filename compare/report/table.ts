// The console report: per-family table, total, distributions of the largest differences,
// near-tie margins, tolerances and the peer's known differences.

import { DECADES, type FamilyStats } from '../runner/stats';
import type { Summary } from './summary';

function pad(text: string, width: number, left = false): string {
  return left ? text.padEnd(width) : text.padStart(width);
}

function sci(x: number): string {
  return x === 0 ? '0' : x.toExponential(1);
}

function row(s: FamilyStats, nameWidth: number): string {
  return [
    pad(s.id, nameWidth, true),
    pad(String(s.cases), 8),
    pad(String(s.touching), 8),
    pad(String(s.outcomes.exact), 8),
    pad(String(s.outcomes.bounded), 8),
    pad(String(s.outcomes['near-tie']), 9),
    pad(String(s.outcomes.unexplained), 11),
    pad(sci(s.maxAbs), 9),
    pad(sci(s.maxRel), 9),
    pad(s.maxUlps.toFixed(2), 8),
  ].join(' ');
}

export function bucketLabels(): string[] {
  return ['0', ...DECADES.map((d) => `<=1e${d}`), `>1e${DECADES[DECADES.length - 1]}`];
}

export function formatSummary(summary: Summary): string[] {
  const lines: string[] = [];
  const nameWidth = Math.max(6, ...summary.rows.map((r) => r.id.length));
  for (const pt of summary.pairTypes) lines.push(`${pt.name}: ${pt.reference} (reference) vs ${pt.peer}`);
  lines.push(`seed ${summary.seed}, ${summary.cases} pairs, ${summary.workers} worker(s), ${summary.seconds.toFixed(1)} s`);
  lines.push('');
  const header = [
    pad('family', nameWidth, true),
    pad('cases', 8),
    pad('touching', 8),
    pad('exact', 8),
    pad('bounded', 8),
    pad('near-tie', 9),
    pad('unexplained', 11),
    pad('max|d|', 9),
    pad('max rel', 9),
    pad('max ulpS', 8),
  ].join(' ');
  lines.push(header);
  lines.push('-'.repeat(header.length));
  for (const r of summary.rows) lines.push(row(r, nameWidth));
  lines.push('-'.repeat(header.length));
  lines.push(row(summary.total, nameWidth));
  lines.push('');
  lines.push('touching: the reference reported contact; bounded: equal discrete fields, continuous within the bound;');
  lines.push('max|d|, max rel, max ulpS: largest difference over agreeing cases (absolute; relative to the larger of the two');
  lines.push('values, so large where a value is near 0, e.g. a separation of touching shapes; in units of 2^-52 * S).');
  lines.push('');
  lines.push('Largest difference per agreeing case (distribution over all families):');
  const labels = bucketLabels();
  lines.push(`  ${pad('', 9, true)} ${labels.map((l) => pad(l, 9)).join('')}`);
  lines.push(`  ${pad('absolute', 9, true)} ${summary.total.absHistogram.map((n) => pad(String(n), 9)).join('')}`);
  lines.push(`  ${pad('relative', 9, true)} ${summary.total.relHistogram.map((n) => pad(String(n), 9)).join('')}`);
  lines.push('');
  const margins = Object.entries(summary.total.nearTieMargins).sort((a, b) => b[1] - a[1]);
  lines.push(margins.length === 0 ? 'Near-ties: none.' : `Near-ties, by the margin that excused them (largest excusing margin: ${summary.total.maxTieRatio.toFixed(3)} of its epsilon):`);
  for (const [name, n] of margins) lines.push(`  ${pad(String(n), 7)}  ${name}`);
  for (const pt of summary.pairTypes) {
    lines.push('');
    lines.push(`Tolerances (${pt.name}):`);
    for (const t of pt.tolerances) lines.push(`  ${t}`);
    lines.push(`Known by-design differences of ${pt.peer} from C++ v2.4.1:`);
    for (const d of pt.knownDifferences) lines.push(`  - ${d.what}\n      C++ ${d.cxx}; peer ${d.peer}\n      effect: ${d.effect}`);
  }
  const unexplained = summary.records.filter((r) => r.outcome === 'unexplained');
  if (unexplained.length > 0) {
    lines.push('');
    lines.push('Unexplained disagreements (first 10):');
    for (const r of unexplained.slice(0, 10)) {
      lines.push(`  ${r.family} case ${r.caseIndex}: ${[...r.discrete, ...r.outOfBound].join(', ')} (symptom ${r.symptom}; closest margin ${r.margin ? `${r.margin.name} = ${r.margin.value.toExponential(2)} vs ${r.margin.epsilon.toExponential(2)}` : 'none'})`);
    }
  }
  return lines;
}
