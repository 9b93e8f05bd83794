// `npm run compare`: the differential campaign of b2collide against its peers. Prints the
// per-family table; exits 1 on any unexplained disagreement, 2 on a usage error.

import { mkdirSync } from 'node:fs';
import { explorerLink } from '../explorer/src/from-compare';
import { runCase } from './campaign';
import { parseArgs, USAGE, type CliOptions } from './cli';
import { runParallel } from './parallel';
import { Progress } from './progress';
import { selectFamilies } from './registry';
import { writeHtmlReport } from './report-html';
import { writeJsonReport } from './report-json';
import { summarize } from './summary';
import { formatSummary } from './table';

/** Disagreement records kept per outcome for the report. */
const MAX_RECORDS = 2000;

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
  if (options.list) {
    for (const f of families) process.stdout.write(`${f.id}\n    ${f.family.description}\n`);
    return 0;
  }

  // Say which build is under test: the package's dist/ when run by `npm run compare`.
  process.stdout.write(`b2collide under test: ${import.meta.resolve('b2collide')}\n`);
  const progress = new Progress(options.cases);
  const started = performance.now();
  const result = await runParallel(options.seed, families, options.cases, options.workers, MAX_RECORDS, (done) => progress.update(done));
  progress.finish();
  const seconds = (performance.now() - started) / 1000;

  const summary = summarize(options.seed, options.cases, seconds, options.workers, families, result);
  process.stdout.write(`${formatSummary(summary).join('\n')}\n`);
  if (options.report !== undefined) {
    mkdirSync(options.report, { recursive: true });
    const json = writeJsonReport(options.report, summary);
    const html = writeHtmlReport(options.report, summary);
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
