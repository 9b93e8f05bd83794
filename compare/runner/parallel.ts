// Splits a campaign over worker threads (or runs it here with 0 workers) and merges the slices.
// From the sources, workers load TypeScript through tsx's API, registered before the worker module
// is imported; in the b2collide-compare bin (dist/compare/, built by rollup.compare.config.js) the
// worker is the bundle's own entry worker.mjs, next to this code.

import { Worker } from 'node:worker_threads';
import { recordKey, runCampaign, type CampaignResult, type DisagreementRecord } from './campaign';
import type { FamilyRef } from '../families';
import { merge } from './stats';

export interface SliceRequest {
  seed: number;
  familyIds: string[];
  start: number;
  end: number;
  maxRecords: number;
  /** A user's engine module (--engine): the families are its pair types' instead of the registry's. */
  engine?: string;
}

function runSlice(request: SliceRequest, onProgress: (done: number) => void): Promise<CampaignResult> {
  const bundled = !import.meta.url.endsWith('.ts');
  const url = new URL(bundled ? './worker.mjs' : './worker.ts', import.meta.url);
  const boot = `import('tsx/esm/api').then((api) => { api.register(); return import(${JSON.stringify(url.href)}); })`;
  return new Promise((resolve, reject) => {
    const worker = bundled ? new Worker(url, { workerData: request }) : new Worker(boot, { eval: true, workerData: request });
    let result: CampaignResult | undefined;
    worker.on('message', (message: { type: string; done?: number; result?: CampaignResult }) => {
      if (message.type === 'progress') onProgress(message.done ?? 0);
      else if (message.type === 'done') result = message.result;
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (result !== undefined) resolve(result);
      else reject(new Error(`compare worker for cases ${request.start}-${request.end} exited with code ${code} before reporting`));
    });
  });
}

function byCase(a: DisagreementRecord, b: DisagreementRecord): number {
  return a.family < b.family ? -1 : a.family > b.family ? 1 : a.caseIndex - b.caseIndex;
}

export async function runParallel(
  seed: number,
  families: readonly FamilyRef[],
  cases: number,
  workers: number,
  maxRecords: number,
  onProgress: (done: number) => void,
  engine?: string,
): Promise<CampaignResult> {
  if (workers <= 0) return runCampaign({ seed, families, start: 0, end: cases, maxRecords, onProgress });
  const familyIds = families.map((f) => f.id);
  const slices = Math.min(workers, cases);
  const done = new Array<number>(slices).fill(0);
  const runs: Promise<CampaignResult>[] = [];
  for (let w = 0; w < slices; ++w) {
    const start = Math.floor((cases * w) / slices);
    const end = Math.floor((cases * (w + 1)) / slices);
    runs.push(
      runSlice({ seed, familyIds, start, end, maxRecords, engine }, (n) => {
        done[w] = n;
        onProgress(done.reduce((a, b) => a + b, 0));
      }),
    );
  }
  const results = await Promise.all(runs);
  const merged = results[0];
  for (const r of results.slice(1)) {
    r.rows.forEach((row, i) => merge(merged.rows[i], row));
    merged.records.push(...r.records);
    merged.droppedRecords += r.droppedRecords;
  }
  merged.records.sort(byCase);
  // Re-apply the per-family, per-outcome cap to the merged list.
  const kept = new Map<string, number>();
  merged.records = merged.records.filter((rec) => {
    const key = recordKey(rec.family, rec.outcome);
    const n = kept.get(key) ?? 0;
    if (n < maxRecords) {
      kept.set(key, n + 1);
      return true;
    }
    merged.droppedRecords++;
    return false;
  });
  return merged;
}
