// The open findings of the CI-sized run (fuzz/open-findings.json): per build, function row and
// outcome, how many calls of that run fail today. The CI test (test/fuzz/fuzz_campaign.test.ts)
// asserts the run matches it exactly, so a new failure fails npm test and a fix must shrink the
// file: the list only gets shorter (fuzz/README.md, "Open findings").

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SliceResult } from './run_cases';

/** The CI-sized run: these cases of this seed, two workers, a generous bound so only real loops hang. */
export const CI_RUN = { seed: 27, cases: 6000, workers: 2, timeoutMs: 5000 } as const;

export const BASELINE_PATH = fileURLToPath(new URL('./open-findings.json', import.meta.url));

export interface Baseline {
  readonly run: typeof CI_RUN;
  readonly regenerate: string;
  /** failures by outcome class, summed over the entries */
  readonly byOutcome: Record<string, number>;
  /** `build | row | outcome` -> failures */
  readonly open: Record<string, number>;
}

export function readBaseline(path = BASELINE_PATH): Baseline {
  return JSON.parse(readFileSync(path, 'utf8')) as Baseline;
}

export function makeBaseline(result: SliceResult): Baseline {
  const open: Record<string, number> = {};
  for (const key of Object.keys(result.open).sort()) open[key] = result.open[key];
  const byOutcome: Record<string, number> = {};
  for (const [key, n] of Object.entries(open)) {
    const outcome = key.split(' | ')[2];
    byOutcome[outcome] = (byOutcome[outcome] ?? 0) + n;
  }
  return { run: CI_RUN, regenerate: 'npx tsx fuzz/main.ts --write-baseline', byOutcome, open };
}

export function writeBaseline(result: SliceResult, path = BASELINE_PATH): Baseline {
  const b = makeBaseline(result);
  writeFileSync(path, JSON.stringify(b, null, 2) + '\n');
  return b;
}

/**
 * Every way the run differs from the baseline, one line each: a failure the baseline does not list
 * (with its first recorded case), more failures than listed, or an entry that fails less or no more
 * (delete it or lower it: regenerate the file). Empty when they agree.
 */
export function baselineDiff(result: SliceResult, baseline: Baseline): string[] {
  const out: string[] = [];
  const example = (key: string): string => {
    const f = result.failures.find((r) => `${r.build} | ${r.row} | ${r.outcome}` === key);
    return f ? ` (first: case ${f.caseIndex}: ${f.detail.slice(0, 300)})` : '';
  };
  for (const [key, n] of Object.entries(result.open)) {
    const was = baseline.open[key];
    if (was === undefined) out.push(`NEW failure not in the baseline: ${key} ×${n}${example(key)}`);
    else if (n > was) out.push(`MORE failures than the baseline: ${key} ×${n} (baseline ${was})${example(key)}`);
  }
  for (const [key, was] of Object.entries(baseline.open)) {
    const n = result.open[key] ?? 0;
    if (n === 0) out.push(`FIXED, delete from fuzz/open-findings.json: ${key} (baseline ${was})`);
    else if (n < was) out.push(`FEWER failures, lower the count in fuzz/open-findings.json: ${key} ×${n} (baseline ${was})`);
  }
  return out;
}
