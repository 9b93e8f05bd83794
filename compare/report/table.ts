// The console report. By default short: a header saying what is compared with what (formatHeader),
// one table of pair types with the families that had anything but bit-exact pairs (formatTable),
// and the verdict (formatVerdict). With --verbose the table lists every family and is followed by
// the distributions of the largest differences, the near-tie margins, each pair type's tolerances
// and its peer's known differences (all of which the JSON report keeps too). Plain text only: no
// terminal escape codes, so a log or a pipe reads the same as a terminal.

import { DECADES, total, type FamilyStats } from '../runner/stats';
import type { Summary } from './summary';

function pad(text: string, width: number, left = false): string {
  return left ? text.padEnd(width) : text.padStart(width);
}

/** 1234567 -> '1,234,567'. */
export function count(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function bucketLabels(): string[] {
  return ['0', ...DECADES.map((d) => `<=1e${d}`), `>1e${DECADES[DECADES.length - 1]}`];
}

/** What the run compares: read from the pair types about to run, so it is printed before the run. */
export interface RunPlan {
  readonly seed: number;
  readonly workers: number;
  /** Pairs of the main campaign, and call sequences of the tree campaign (0 when not run). */
  readonly cases: number;
  readonly treeCases: number;
  /** Where 'b2collide' resolved from (the build under test). */
  readonly underTest: string;
  /** Each pair type's name, its reference engine and its peer. */
  readonly pairTypes: readonly { readonly name: string; readonly reference: string; readonly peer: string }[];
  /** One line per peer package that is not installed (catalog.ts skipNotes). */
  readonly skipped: readonly string[];
}

/** The header: what is compared with what, the seed and the reference; a few lines. */
export function formatHeader(plan: RunPlan): string[] {
  const byPeer = new Map<string, { reference: string; names: string[] }>();
  for (const pt of plan.pairTypes) {
    const entry = byPeer.get(pt.peer) ?? { reference: pt.reference, names: [] };
    entry.names.push(pt.name);
    byPeer.set(pt.peer, entry);
  }
  const size = `${count(plan.cases)} pairs${plan.treeCases > 0 ? ` + ${count(plan.treeCases)} tree call sequences` : ''}`;
  // The v3 rows (native-v3, v3-phaser) hold b2collide/v3 to Box2D v3.1.1 instead.
  const v3 = plan.pairTypes.some((pt) => /(^|-)v3(-|$)/.test(pt.name)) ? '; the v3 rows: Box2D v3.1.1 (the C), b2collide/v3 and its float64 twin b2collide/v3/f64' : '';
  return [
    `b2collide-compare: seed ${plan.seed}, ${size}, ${plan.workers} worker(s)`,
    `Reference: Box2D v2.4.1 (the C++) as our builds compute it: b2collide/f32 is Box2D bit for bit in float32,`,
    `b2collide its float64 twin (under test: ${plan.underTest})${v3}. Compared against it:`,
    ...[...byPeer].map(([peer, { reference, names }]) => `  ${peer} vs ${reference}: ${names.join(', ')}`),
    ...plan.skipped,
  ];
}

const COLUMNS = [
  ['pairs', 10],
  ['touching', 10],
  ['bit-exact', 10],
  ['in bound', 9],
  ['near-tie', 9],
  ['unexplained', 12],
  ['max |Δ| ulps of scale', 22],
] as const;

function cells(s: FamilyStats): string[] {
  const values = [s.cases, s.touching, s.outcomes.exact, s.outcomes.bounded, s.outcomes['near-tie'], s.outcomes.unexplained].map(count);
  return [...values, s.maxUlps.toFixed(2)];
}

function line(label: string, labelWidth: number, values: readonly string[]): string {
  return [pad(label, labelWidth, true), ...values.map((v, i) => pad(v, COLUMNS[i][1]))].join(' ');
}

const allExact = (s: FamilyStats): boolean => s.outcomes.exact === s.cases;

/**
 * The table of one or more campaigns: per pair type a row with its peer, under it its families
 * (by default only those with a pair that was not bit-exact), then the total.
 */
export function formatTable(parts: readonly Summary[], verbose = false): string[] {
  const groups: { label: string; stats: FamilyStats; families: { label: string; stats: FamilyStats }[] }[] = [];
  for (const part of parts) {
    for (const pt of part.pairTypes) {
      const rows = part.rows.filter((r) => r.id.startsWith(`${pt.name}/`));
      const shown = verbose ? rows : rows.filter((r) => !allExact(r));
      groups.push({
        label: `${pt.name} vs ${pt.peer}`,
        stats: total(rows),
        families: shown.map((r) => ({ label: `  ${r.id.slice(pt.name.length + 1)}`, stats: r })),
      });
    }
  }
  const grand = total(parts.map((p) => p.total));
  const labelWidth = Math.max(24, ...groups.map((g) => g.label.length), ...groups.flatMap((g) => g.families.map((f) => f.label.length)));
  const header = line('pair type vs peer / family', labelWidth, COLUMNS.map(([name]) => name));
  const lines = [header, '-'.repeat(header.length)];
  for (const g of groups) {
    lines.push(line(g.label, labelWidth, cells(g.stats)));
    for (const f of g.families) lines.push(line(f.label, labelWidth, cells(f.stats)));
  }
  lines.push('-'.repeat(header.length));
  lines.push(line('total', labelWidth, cells(grand)));
  lines.push(
    '',
    'bit-exact: all outputs equal bit for bit; in bound: same discrete outputs (counts, feature IDs, states), numbers within',
    'the bound; near-tie: a named margin below its epsilon, and b2collide gives the peer\'s answer on an input moved within it',
    '(or with that decision forced): the witness; unexplained: anything else. max |Δ| ulps of scale: the largest difference',
    "of any number over agreeing pairs, in 2^-52 x the case's scale.",
  );
  if (!verbose) {
    lines.push(
      "Families whose pairs were all bit-exact are counted in their pair type's row only. --verbose lists every family,",
      'distributions, margins, tolerances and known differences; --report DIR writes them with drawings.',
    );
  }
  return lines;
}

/** --verbose: the distributions, near-tie margins, tolerances and known differences of one campaign. */
export function formatDetails(summary: Summary): string[] {
  const lines: string[] = [];
  lines.push('');
  lines.push('Largest difference per agreeing case, absolute (distribution over all families):');
  const labels = bucketLabels();
  lines.push(`  ${pad('', 9, true)} ${labels.map((l) => pad(l, 9)).join('')}`);
  lines.push(`  ${pad('absolute', 9, true)} ${summary.total.absHistogram.map((n) => pad(String(n), 9)).join('')}`);
  lines.push(`  ${pad('relative', 9, true)} ${summary.total.relHistogram.map((n) => pad(String(n), 9)).join('')}`);
  lines.push(`Largest absolute difference over agreeing cases: ${summary.total.maxAbs === 0 ? '0' : summary.total.maxAbs.toExponential(1)}.`);
  lines.push('');
  const margins = Object.entries(summary.total.nearTieMargins).sort((a, b) => b[1] - a[1]);
  lines.push(margins.length === 0 ? 'Near-ties: none.' : `Near-ties, by the margin that excused them (largest excusing margin: ${summary.total.maxTieRatio.toFixed(3)} of its epsilon):`);
  for (const [name, n] of margins) lines.push(`  ${pad(String(n), 7)}  ${name}`);
  const t = summary.total;
  if (t.outcomes['near-tie'] > 0 || t.unwitnessed > 0) {
    lines.push(
      `Witnesses: ${count(t.outcomes['near-tie'])} near-ties excused by b2collide giving the peer's answer, ${count(t.outcomes['near-tie'] - t.forced)} on a moved input and ` +
        `${count(t.forced)} with the margin's decision forced; ${count(t.unwitnessed)} unexplained with a margin below its epsilon but no witness.`,
    );
  }
  for (const pt of summary.pairTypes) {
    lines.push('');
    lines.push(`Tolerances (${pt.name}):`);
    for (const t of pt.tolerances) lines.push(`  ${t}`);
    lines.push(`Known by-design differences of ${pt.peer} from C++ v2.4.1:`);
    for (const d of pt.knownDifferences) lines.push(`  - ${d.what}\n      C++ ${d.cxx}; peer ${d.peer}\n      effect: ${d.effect}`);
  }
  return lines;
}

/** The verdict: the unexplained disagreements (first 10) if any, then one OK or FAIL line with each campaign's speed. */
export function formatVerdict(parts: readonly Summary[]): string[] {
  const lines: string[] = [];
  const unexplained = parts.flatMap((p) => p.records.filter((r) => r.outcome === 'unexplained'));
  const n = parts.reduce((sum, p) => sum + p.total.outcomes.unexplained, 0);
  if (unexplained.length > 0) {
    lines.push('');
    lines.push('Unexplained disagreements (first 10):');
    for (const r of unexplained.slice(0, 10)) {
      lines.push(`  ${r.family} case ${r.caseIndex}: ${[...r.discrete, ...r.outOfBound].join(', ')} (symptom ${r.symptom}; closest margin ${r.margin ? `${r.margin.name} = ${r.margin.value.toExponential(2)} vs ${r.margin.epsilon.toExponential(2)}` : 'none'})`);
    }
  }
  // Each campaign's own speed: a tree call sequence is hundreds of calls, not one pair.
  const speed = parts
    .map((p) => {
      const unit = p.pairTypes.every((pt) => pt.name.startsWith('tree-')) ? 'call sequences' : 'pairs';
      const rate = p.cases / Math.max(p.seconds, 1e-9);
      return `${count(p.cases)} ${unit} in ${p.seconds.toFixed(1)} s, ${rate < 10 ? rate.toFixed(1) : count(Math.round(rate))}/s`;
    })
    .join('; ');
  lines.push('');
  lines.push(n === 0 ? `OK: no unexplained disagreement (${speed}).` : `FAIL: ${count(n)} unexplained disagreement(s) (${speed}).`);
  return lines;
}

/** Header-less report of one campaign: its table, with --verbose its details, and its verdict. */
export function formatSummary(summary: Summary, verbose = false): string[] {
  return [...formatTable([summary], verbose), ...(verbose ? formatDetails(summary) : []), ...formatVerdict([summary])];
}
