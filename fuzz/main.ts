// npm run fuzz [-- --cases N --seed S --workers W --timeout-ms T]: the hostile-input campaign of
// issue 15 (fuzz/README.md). Exits 1 when any case failed.

import { parseArgs } from 'node:util';
import { Progress } from '../compare/runner/progress';
import { MUTATION_EVERY, emptyResult, mergeResults } from './run_cases';
import { failureCount, formatTable } from './table';
import { runSlice } from './watchdog';

const { values } = parseArgs({
  options: {
    cases: { type: 'string', default: '375000' },
    seed: { type: 'string', default: '15' },
    workers: { type: 'string', default: '2' },
    'timeout-ms': { type: 'string', default: '5000' },
  },
});
const cases = Number(values.cases);
const seed = Number(values.seed);
const workers = Math.max(1, Math.min(Number(values.workers), cases));
const timeoutMs = Number(values['timeout-ms']);

console.log(
  `b2collide fuzz: seed ${seed}, ${cases} cases (${Math.floor(cases / MUTATION_EVERY)} field mutations, the rest point clouds ` +
    `for both hull paths of Set in both builds), ${workers} worker(s), ${timeoutMs} ms per case`,
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

console.log(formatTable(total));
console.log(`${total.setCalls} Set calls, ${total.mutations} field mutations, ${((Date.now() - started) / 1000).toFixed(1)} s`);
const failed = failureCount(total);
for (const f of total.failures) console.log(`FAIL case ${f.caseIndex} [${f.row}] ${f.outcome}: ${f.detail}`);
console.log(failed === 0 ? 'fuzz: 0 failures' : `fuzz: ${failed} failures (rerun one with --seed ${seed} and the case index)`);
process.exitCode = failed === 0 ? 0 : 1;
