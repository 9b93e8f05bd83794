// npm run fuzz [-- --cases N --seed S --workers W --timeout-ms T --large | --ci]: calls every export of
// both builds with valid and hostile input (fuzz/README.md). Exits 1 when any call failed.

import { appendFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Progress } from '../compare/runner/progress';
import { CI_RUN } from './ci_run';
import { FREEZE_EVERY } from './freeze';
import { runLarge } from './large';
import { HULL_EVERY, emptyResult, mergeResults } from './run_cases';
import { failureClasses, failureCount, formatTable } from './table';
import { runSlice } from './watchdog';

const { values } = parseArgs({
  options: {
    cases: { type: 'string', default: '450000' },
    seed: { type: 'string', default: '27' },
    workers: { type: 'string', default: '2' },
    'timeout-ms': { type: 'string', default: '5000' },
    large: { type: 'boolean', default: false },
    'failures-to': { type: 'string' },
    'show-failures': { type: 'string', default: '40' },
    // Runs exactly the CI-sized run (ci_run.ts CI_RUN, whatever the other options say), which
    // npm test runs and which must have 0 failures.
    ci: { type: 'boolean', default: false },
  },
});
const ci = values.ci;
const cases = ci ? CI_RUN.cases : Number(values.cases);
const seed = ci ? CI_RUN.seed : Number(values.seed);
const workers = ci ? CI_RUN.workers : Math.max(1, Math.min(Number(values.workers), cases));
const timeoutMs = ci ? CI_RUN.timeoutMs : Number(values['timeout-ms']);

console.log(
  `b2collide fuzz: seed ${seed}, ${cases} cases (1 in ${HULL_EVERY} a point cloud for both hull paths of Set, the rest ` +
    `one enumerated export called untouched and attacked, 1 in ${FREEZE_EVERY} also with one object frozen), both builds, ${workers} worker(s), ${timeoutMs} ms per case`,
);
const started = Date.now();
const progress = new Progress(cases);
const done = new Array<number>(workers).fill(0);
const slices = Array.from({ length: workers }, (_, w) =>
  runSlice({
    seed,
    start: Math.floor((cases * w) / workers),
    end: Math.floor((cases * (w + 1)) / workers),
    timeoutMs,
    onProgress: (n) => {
      done[w] = n;
      progress.update(done.reduce((a, b) => a + b, 0));
    },
  }),
);
const total = emptyResult();
for (const slice of await Promise.all(slices)) mergeResults(total, slice);
progress.finish();
if (values.large && !ci) mergeResults(total, await runLarge());

console.log(formatTable(total));
console.log(`${total.calls} calls, ${((Date.now() - started) / 1000).toFixed(1)} s`);
const failed = failureCount(total);
const shown = Number(values['show-failures']);
for (const f of total.failures.slice(0, shown)) console.log(`FAIL case ${f.caseIndex} ${f.row} (${f.build}) ${f.outcome}: ${f.detail}`);
if (values['failures-to']) appendFileSync(values['failures-to'], total.failures.map((f) => `${f.caseIndex}\t${f.row}\t${f.build}\t${f.outcome}\t${f.detail}`).join('\n') + '\n');
console.log(failed === 0 ? 'fuzz: 0 failures' : `fuzz: ${failed} failures (${failureClasses(total)}); rerun one case with --seed ${seed} and scripts in fuzz/README.md`);
process.exitCode = failed === 0 ? 0 : 1;
