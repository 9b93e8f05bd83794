// The console report. By default: what is compared with what, the per-family table with its total
// and a short legend. With --verbose also the distributions of the largest differences, the near-tie
// margins, each pair type's tolerances and its peer's known differences (all of which the JSON
// report keeps too).

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
    pad(s.maxUlps.toFixed(2), 10),
  ].join(' ');
}

export function bucketLabels(): string[] {
  return ['0', ...DECADES.map((d) => `<=1e${d}`), `>1e${DECADES[DECADES.length - 1]}`];
}

/** The peers, each with the pair types it is compared on: a few lines instead of one per pair type. */
function comparedWith(summary: Summary): string[] {
  const byPeer = new Map<string, { reference: string; names: string[] }>();
  for (const pt of summary.pairTypes) {
    const entry = byPeer.get(pt.peer) ?? { reference: pt.reference, names: [] };
    entry.names.push(pt.name);
    byPeer.set(pt.peer, entry);
  }
  return [...byPeer].map(([peer, { reference, names }]) => `  ${peer} against ${reference}: ${names.join(', ')}`);
}

export function formatSummary(summary: Summary, verbose = false): string[] {
  const lines: string[] = [];
  const nameWidth = Math.max(6, ...summary.rows.map((r) => r.id.length));
  lines.push(`seed ${summary.seed}, ${summary.cases} pairs in ${summary.seconds.toFixed(1)} s (${Math.round(summary.cases / summary.seconds)} pairs/s, ${summary.workers} worker(s))`);
  lines.push("The reference is Box2D v2.4.1's algorithm as b2collide computes it (float64; b2collide/f32 is");
  lines.push('Box2D bit for bit in float32). Each peer is compared where it has the function:');
  lines.push(...comparedWith(summary));
  lines.push('');
  const header = [
    pad('family', nameWidth, true),
    pad('cases', 8),
    pad('touching', 8),
    pad('exact', 8),
    pad('bounded', 8),
    pad('near-tie', 9),
    pad('unexplained', 11),
    pad('max |Δ|', 9),
    pad('ulps of S', 10),
  ].join(' ');
  lines.push(header);
  lines.push('-'.repeat(header.length));
  for (const r of summary.rows) lines.push(row(r, nameWidth));
  lines.push('-'.repeat(header.length));
  lines.push(row(summary.total, nameWidth));
  lines.push('');
  lines.push('touching: the reference reported contact; exact: every field bit-equal; bounded: discrete fields equal,');
  lines.push('numbers within the bound; near-tie: a decision flipped where a named margin is below its epsilon;');
  lines.push('max |Δ|: the largest difference of any number over agreeing cases, also in units of 2^-52 x S (S the scale');
  lines.push(`of the case's coordinates).${verbose ? '' : ' --verbose or --report DIR for distributions, margins, tolerances and known differences.'}`);
  if (!verbose) return appendUnexplained(lines, summary);
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
  return appendUnexplained(lines, summary);
}

function appendUnexplained(lines: string[], summary: Summary): string[] {
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
