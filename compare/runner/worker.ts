// Worker-thread entry: runs one slice of a campaign and posts progress and the result back.

import { parentPort, workerData } from 'node:worker_threads';
import { runCampaign } from './campaign';
import { loadForcedThresholds } from '../forced-thresholds';
import { loadCatalog } from '../catalog';
import { chooseFamilies, familiesOf } from '../families';
import { engineFamilies } from '../user-engine/engine-families';
import type { SliceRequest } from './parallel';
import { loadForcedCopies } from '../forced-copies';

const request = workerData as SliceRequest;
const port = parentPort;
if (port === null) throw new Error('compare/runner/worker.ts must run in a worker thread');
await loadForcedCopies();
const all = request.engine === undefined ? familiesOf((await loadCatalog()).pairTypes) : await engineFamilies(request.engine);
// The witnesses that force a peer's epsilon at one decision (forced-thresholds.ts).
await loadForcedThresholds();
const result = runCampaign({
  seed: request.seed,
  families: chooseFamilies(request.familyIds, all),
  start: request.start,
  end: request.end,
  maxRecords: request.maxRecords,
  onProgress: (done) => port.postMessage({ type: 'progress', done }),
});
port.postMessage({ type: 'done', result });
