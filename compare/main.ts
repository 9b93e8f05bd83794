// `npm run compare`: the differential campaign of b2collide against its peers. Prints the
// per-family table; exits 1 on any unexplained disagreement, 2 on a usage error.

import { mkdirSync } from 'node:fs';
import { explorerLink } from '../explorer/src/from-compare';
import { basename, join } from 'node:path';
import { runCase } from './runner/campaign';
import { DEFAULT_EXPORT_CASES, parseArgs, USAGE, type CliOptions } from './cli';
import { writeVectors } from './export/write-vectors';
import { runParallel } from './runner/parallel';
import { Progress } from './runner/progress';
import { engineFamilies, selectFamilies, type FamilyRef } from './registry';
import { writeHtmlReport } from './report/report-html';
import { writeJsonReport } from './report/report-json';
import { summarize } from './report/summary';
import { formatSummary } from './report/table';

async function main(): Promise<number> {
  let options: CliOptions;
  let families;
  try {
    options = parseArgs(process.argv.slice(2));
    families = selectFamilies(options.families);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    return 2;
  }
  if (options.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (options.replay !== undefined) {
    const [ref] = selectFamilies([options.replay.family]);
    const run = runCase(ref, options.seed, options.replay.index);
    const margins = ref.pairType.margins(run.input, { ...run.verdict.comparison, symptom: 'count' }, run.reference, run.peer);
    process.stdout.write(`${JSON.stringify({ family: ref.id, seed: options.seed, caseIndex: options.replay.index, ...run, marginsOnPath: margins }, null, 1)}\n`);
    // On stderr, so stdout stays one JSON document.
    const link = explorerLink(run.input, process.env.EXPLORER_URL);
    if (link !== undefined) process.stderr.write(`open in explorer (npm run explorer): ${link}\n`);
    return run.verdict.outcome === 'unexplained' ? 1 : 0;
  }
  if (options.exportDir !== undefined) {
    const cases = options.casesGiven ? options.cases : DEFAULT_EXPORT_CASES;
    const written = writeVectors(options.exportDir, cases, options.seed);
    for (const [file, count] of Object.entries(written.counts)) process.stdout.write(`${file.padEnd(34)} ${count} vectors\n`);
    process.stdout.write(`wrote ${written.dir} (seed ${options.seed}; every float32 answer checked against box2d-wasm)\n`);
    return 0;
  }
  if (options.list) {
    for (const f of families) process.stdout.write(`${f.id}\n    ${f.family.description}\n`);
    return 0;
  }

  // Say which build is under test: the package's dist/ when run by `npm run compare`.
  process.stdout.write(`b2collide under test: ${import.meta.resolve('b2collide')}\n`);
  if (options.engines.length === 0) {
    // The call-sequence pair types (compare/tree/) run as a second campaign with their own budget.
    const isTree = (f: FamilyRef): boolean => f.pairType.name.startsWith('tree-');
    const parts = [
      { families: families.filter((f) => !isTree(f)), cases: options.cases, report: options.report },
      { families: families.filter(isTree), cases: options.treeCases, report: options.report === undefined ? undefined : join(options.report, 'tree') },
    ].filter((c) => c.families.length > 0);
    let status = 0;
    for (const part of parts) status = Math.max(status, await campaign(options, part.families, Math.max(part.cases, part.families.length), part.report, undefined));
    return status;
  }
  // Each user engine gets its own campaign over the pair types it supports, with the same cases.
  let status = 0;
  for (const path of options.engines) {
    let engineSelection;
    try {
      engineSelection = selectFamilies(options.families, await engineFamilies(path));
    } catch (e) {
      process.stderr.write(`${(e as Error).message}\n`);
      return 2;
    }
    process.stdout.write(`\n== your engine: ${engineSelection[0].pairType.peer.name} (${path})\n`);
    const report = options.report === undefined ? undefined : join(options.report, basename(path).replace(/\W+/g, '_'));
    status = Math.max(status, await campaign(options, engineSelection, options.cases, report, path));
  }
  return status;
}

/** Runs one campaign of `cases` cases, prints its report and verdict; 1 when a case is unexplained. */
async function campaign(options: CliOptions, families: FamilyRef[], cases: number, report: string | undefined, engine: string | undefined): Promise<number> {
  const progress = new Progress(cases);
  const started = performance.now();
  const result = await runParallel(options.seed, families, cases, options.workers, options.reportPerFamily, (done) => progress.update(done), engine);
  progress.finish();
  const seconds = (performance.now() - started) / 1000;

  const summary = summarize(options.seed, cases, seconds, options.workers, families, result);
  process.stdout.write(`${formatSummary(summary, options.verbose).join('\n')}\n`);
  if (report !== undefined) {
    mkdirSync(report, { recursive: true });
    const json = writeJsonReport(report, summary);
    const html = writeHtmlReport(report, summary);
    process.stdout.write(`\nreport: ${json}\n        ${html}\n`);
  }
  const unexplained = summary.total.outcomes.unexplained;
  process.stdout.write(unexplained === 0 ? '\nOK: no unexplained disagreement.\n' : `\nFAIL: ${unexplained} unexplained disagreement(s).\n`);
  return unexplained === 0 ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exitCode = 2;
  },
);
