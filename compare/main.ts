// `npm run compare` (and the package's bin, `npx b2collide-compare`, this file bundled): the
// differential campaign of b2collide against its peers. Prints a header, one table and the
// verdict; exits 1 on any unexplained disagreement, 2 on a usage error or when nothing is left to
// compare (no peer package installed and no --engine).

import { mkdirSync } from 'node:fs';
import { explorerLink } from '../explorer/src/from-compare';
import { basename, join } from 'node:path';
import { runCase } from './runner/campaign';
import { loadForcedCopies } from './forced-copies';
import { DEFAULT_EXPORT_CASES, parseArgs, USAGE, type CliOptions } from './cli';
import { loadCatalog, skipNotes } from './catalog';
import { SOURCE_ENV } from './native/sources';
import { installHint, isInstalled, versionWarnings } from './peers';
import { writeVectors } from './export/write-vectors';
import { loadForcedThresholds } from './forced-thresholds';
import { runParallel } from './runner/parallel';
import { Progress } from './runner/progress';
import { chooseFamilies, familiesOf, type FamilyRef } from './families';
import { loadEngineFamilies, type EngineFamilies } from './user-engine/engine-families';
import { writeHtmlReport } from './report/report-html';
import { writeJsonReport } from './report/report-json';
import { summarize, type Summary } from './report/summary';
import { formatDetails, formatHeader, formatTable, formatVerdict } from './report/table';

const write = (lines: readonly string[]): void => {
  if (lines.length > 0) process.stdout.write(`${lines.join('\n')}\n`);
};

async function main(): Promise<number> {
  let options: CliOptions;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    return 2;
  }
  if (options.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (options.exportDir !== undefined) {
    const cases = options.casesGiven ? options.cases : DEFAULT_EXPORT_CASES;
    const checked = isInstalled('box2d-wasm');
    if (!checked) process.stderr.write(`box2d-wasm is not installed: the vectors are b2collide/f32's answers, not checked against it (${installHint('box2d-wasm')})\n`);
    const written = writeVectors(options.exportDir, cases, options.seed, checked);
    for (const [file, n] of Object.entries(written.counts)) process.stdout.write(`${file.padEnd(34)} ${n} vectors\n`);
    process.stdout.write(`wrote ${written.dir} (seed ${options.seed}; ${checked ? 'every float32 answer checked against box2d-wasm' : 'not checked against box2d-wasm'})\n`);
    return 0;
  }
  // The forced decisions' witnesses (forced-thresholds.ts), for runs in this thread (--workers 0, --replay).
  await loadForcedThresholds();
  // Each user engine gets its own campaign over the pair types it supports, with the same cases.
  if (options.engines.length > 0 && options.replay !== undefined) return replayEngine(options, options.replay);
  if (options.engines.length > 0) return options.list ? listEngines(options) : engineCampaigns(options);

  // Worker threads inherit the environment, so the native reference finds the same sources there.
  if (options.nativeSrc !== undefined) process.env[SOURCE_ENV] = options.nativeSrc;
  const catalog = await loadCatalog();
  // The witnesses of planck's listed departures (forced copies), for runs in this thread (--workers 0, --replay).
  await loadForcedCopies();
  let families: FamilyRef[];
  try {
    families = chooseFamilies(options.families, familiesOf(catalog.pairTypes));
  } catch (e) {
    process.stderr.write(`${[(e as Error).message, ...skipNotes(catalog)].join('\n')}\n`);
    return 2;
  }
  if (families.length === 0) {
    process.stderr.write(`${[...skipNotes(catalog), 'nothing to compare: install a peer package (above), or compare your own engine with --engine PATH'].join('\n')}\n`);
    return 2;
  }
  if (options.replay !== undefined) return replay(options, options.replay, families);
  if (options.list) {
    for (const f of families) process.stdout.write(`${f.id}\n    ${f.family.description}\n`);
    write(skipNotes(catalog));
    return 0;
  }

  // The call-sequence pair types (compare/tree/) run as a second campaign with their own budget;
  // one header, one table and one verdict cover both.
  const parts = [
    { families: families.filter((f) => !isTree(f)), cases: options.cases, report: options.report },
    { families: families.filter(isTree), cases: options.treeCases, report: options.report === undefined ? undefined : join(options.report, 'tree') },
  ]
    .filter((c) => c.families.length > 0)
    .map((c) => ({ ...c, cases: Math.max(c.cases, c.families.length) }));
  write(
    formatHeader({
      seed: options.seed,
      workers: options.workers,
      cases: parts.filter((p) => !isTree(p.families[0])).reduce((n, p) => n + p.cases, 0),
      treeCases: parts.filter((p) => isTree(p.families[0])).reduce((n, p) => n + p.cases, 0),
      underTest: import.meta.resolve('b2collide'),
      pairTypes: pairTypesOf(families),
      skipped: [...skipNotes(catalog), ...versionWarnings()],
    }),
  );
  const summaries: Summary[] = [];
  for (const part of parts) summaries.push(await campaign(options, part.families, part.cases, part.report));
  return finish(options, summaries);
}

/**
 * Re-runs one case and prints it as one JSON document (input, both results, verdict, margins),
 * naming the peer (and the engine module with --engine); on stderr, the explorer link, which
 * carries the peer's answer for a manifold case so the explorer shows it beside its own engines.
 */
function replay(options: CliOptions, spec: { family: string; index: number }, families: readonly FamilyRef[], engine?: EngineFamilies): number {
  const [ref] = chooseFamilies([spec.family], families);
  const run = runCase(ref, options.seed, spec.index);
  const margins = ref.pairType.margins(run.input, { ...run.verdict.comparison, symptom: 'count' }, run.reference, run.peer);
  // peerName: which engine `peer` is the answer of; engineModule: the file --engine loaded.
  const names = { peerName: ref.pairType.peer.name, ...(engine === undefined ? {} : { engineModule: engine.file }) };
  process.stdout.write(`${JSON.stringify({ family: ref.id, seed: options.seed, caseIndex: spec.index, ...names, ...run, marginsOnPath: margins }, null, 1)}\n`);
  // On stderr, so stdout stays one JSON document.
  const link = explorerLink(run.input, process.env.EXPLORER_URL, { engine: ref.pairType.peer.name, result: run.peer });
  if (link !== undefined) process.stderr.write(`open in explorer (served by npm run explorer in a b2collide checkout; EXPLORER_URL sets its address; it shows ${ref.pairType.peer.name}'s answer beside its own engines): ${link}\n`);
  return run.verdict.outcome === 'unexplained' ? 1 : 0;
}

async function replayEngine(options: CliOptions, spec: { family: string; index: number }): Promise<number> {
  if (options.engines.length > 1) {
    process.stderr.write(`--replay takes one --engine, got ${options.engines.length}\n`);
    return 2;
  }
  let engine: EngineFamilies;
  try {
    engine = await loadEngineFamilies(options.engines[0]);
    chooseFamilies([spec.family], engine.families);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    return 2;
  }
  return replay(options, spec, engine.families, engine);
}

/** --list with --engine: each engine's families, and what of it each pair type beyond the manifolds compares. */
async function listEngines(options: CliOptions): Promise<number> {
  for (const spec of options.engines) {
    let engine: EngineFamilies;
    try {
      engine = await loadEngineFamilies(spec);
    } catch (e) {
      process.stderr.write(`${(e as Error).message}\n`);
      return 2;
    }
    write([`== your engine: ${engine.name} (${spec})`, ...coverageLines(engine)]);
    for (const f of engine.families) process.stdout.write(`${f.id}\n    ${f.family.description}\n`);
  }
  return 0;
}

/** The lines that say, per pair type beyond the manifolds, what of the engine is compared. */
function coverageLines(engine: EngineFamilies): string[] {
  return engine.coverage.map(
    (c) => `  ${c.pairType}: ${c.compared.join(', ')}${c.notCompared.length > 0 ? `; not in your engine, so b2collide answers for them (not compared): ${c.notCompared.join(', ')}` : ''}`,
  );
}

/** The call-sequence pair types (compare/tree/, and a user engine's tree), run as their own campaign. */
const isTree = (f: FamilyRef): boolean => /^tree(-|$)/.test(f.pairType.name);

async function engineCampaigns(options: CliOptions): Promise<number> {
  let status = 0;
  for (const spec of options.engines) {
    let engine: EngineFamilies;
    let families: FamilyRef[];
    try {
      engine = await loadEngineFamilies(spec);
      families = chooseFamilies(options.families, engine.families);
    } catch (e) {
      process.stderr.write(`${(e as Error).message}\n`);
      return 2;
    }
    const pairs = families.filter((f) => !isTree(f));
    const trees = families.filter(isTree);
    write([
      `== your engine: ${engine.name} (${spec}${engine.file === spec ? '' : `: ${engine.file}`})`,
      ...formatHeader({
        seed: options.seed,
        workers: options.workers,
        cases: pairs.length > 0 ? Math.max(options.cases, pairs.length) : 0,
        treeCases: trees.length > 0 ? Math.max(options.treeCases, trees.length) : 0,
        underTest: import.meta.resolve('b2collide'),
        pairTypes: pairTypesOf(families),
        skipped: [],
      }),
      ...coverageLines(engine),
    ]);
    const report = options.report === undefined ? undefined : join(options.report, basename(spec).replace(/\W+/g, '_'));
    const summaries: Summary[] = [];
    if (pairs.length > 0) summaries.push(await campaign(options, pairs, Math.max(options.cases, pairs.length), report, spec));
    if (trees.length > 0) summaries.push(await campaign(options, trees, Math.max(options.treeCases, trees.length), report === undefined ? undefined : join(report, 'tree'), spec));
    status = Math.max(status, finish(options, summaries));
  }
  return status;
}

function pairTypesOf(families: readonly FamilyRef[]): { name: string; reference: string; peer: string }[] {
  const seen = new Map<string, { name: string; reference: string; peer: string }>();
  for (const { pairType } of families) seen.set(pairType.name, { name: pairType.name, reference: pairType.reference.name, peer: pairType.peer.name });
  return [...seen.values()];
}

/** Runs one campaign of `cases` cases and writes its report if asked; returns its summary. */
async function campaign(options: CliOptions, families: FamilyRef[], cases: number, report: string | undefined, engine?: string): Promise<Summary> {
  const progress = new Progress(cases);
  const started = performance.now();
  const result = await runParallel(options.seed, families, cases, options.workers, options.reportPerFamily, (done) => progress.update(done), engine);
  progress.finish();
  const seconds = (performance.now() - started) / 1000;
  const summary = summarize(options.seed, cases, seconds, options.workers, families, result);
  if (report !== undefined) {
    mkdirSync(report, { recursive: true });
    summary.reportFiles = [writeJsonReport(report, summary), writeHtmlReport(report, summary)];
  }
  return summary;
}

/** Prints the table, the details with --verbose, the report files and the verdict; 1 when a case is unexplained. */
function finish(options: CliOptions, summaries: readonly Summary[]): number {
  write(['', ...formatTable(summaries, options.verbose)]);
  if (options.verbose) for (const s of summaries) write(formatDetails(s));
  const files = summaries.flatMap((s) => s.reportFiles ?? []);
  if (files.length > 0) write(['', `report: ${files.join('\n        ')}`]);
  write(formatVerdict(summaries));
  return summaries.some((s) => s.total.outcomes.unexplained > 0) ? 1 : 0;
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
