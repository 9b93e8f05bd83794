// Runs a slice of cases in a worker thread and reports a case that does not finish within the time
// bound as a hang: the worker is terminated and a new one continues after the hung case.

import { Worker } from 'node:worker_threads';
import { privateMembersData } from './private_members';
import { caseRow, emptyResult, mergeResults, openKey, type SliceResult } from './run_cases';

export interface SliceOptions {
  seed: number;
  start: number;
  end: number;
  /** The longest one case may take, in milliseconds. */
  timeoutMs: number;
  onProgress(doneInSlice: number): void;
}

const every = 500;

function startWorker(seed: number, start: number, end: number, skip: number[], shared: SharedArrayBuffer): Worker {
  const hidden = privateMembersData();
  const url = new URL('./worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then((api) => { api.register(); return import(${JSON.stringify(url)}); })`;
  return new Worker(boot, { eval: true, workerData: { seed, start, end, skip, shared, every, hidden } });
}

export function runSlice(options: SliceOptions): Promise<SliceResult> {
  const { seed, end, timeoutMs } = options;
  const total = emptyResult();
  const hung: number[] = [];
  return new Promise((resolve, reject) => {
    const launch = (from: number): void => {
      const shared = new SharedArrayBuffer(4);
      const current = new Int32Array(shared);
      Atomics.store(current, 0, -1);
      let through = from;
      let finished = false;
      const worker = startWorker(seed, from, end, hung, shared);
      let seen = -1;
      let seenAt = Date.now();
      const timer = setInterval(() => {
        const k = Atomics.load(current, 0);
        if (k !== seen) {
          seen = k;
          seenAt = Date.now();
          return;
        }
        // The worker's startup (loading tsx and the library) is not a case: allow it 60 s.
        const limit = k < 0 ? 60_000 : timeoutMs;
        if (Date.now() - seenAt > limit && !finished) {
          finished = true;
          clearInterval(timer);
          void worker.terminate();
          if (k < 0) {
            reject(new Error(`fuzz worker for cases ${from}-${end} did not start within 60 s`));
            return;
          }
          hung.push(k);
          const { row, build, what } = caseRow(seed, k);
          mergeResults(total, {
            tally: { [row]: { hang: 1 } },
            failures: [{ caseIndex: k, row, build, outcome: 'hang', detail: `${what}: no return within ${timeoutMs} ms` }],
            open: { [openKey(build, row, 'hang')]: 1 },
            calls: 1,
          });
          // Cases through..k-1 ran but were not posted yet: run them again (they are deterministic).
          if (k + 1 < end || through < k) launch(through);
          else resolve(total);
        }
      }, Math.min(250, timeoutMs / 4));
      worker.on('message', (m: { through: number; result: SliceResult }) => {
        mergeResults(total, m.result);
        through = m.through;
        options.onProgress(through - options.start);
      });
      worker.on('error', (e) => {
        finished = true;
        clearInterval(timer);
        reject(e);
      });
      worker.on('exit', () => {
        if (finished) return;
        finished = true;
        clearInterval(timer);
        if (through >= end) resolve(total);
        else reject(new Error(`fuzz worker for cases ${from}-${end} exited at case ${through}`));
      });
    };
    launch(options.start);
  });
}
