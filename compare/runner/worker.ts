// Worker-thread entry: runs one slice of a campaign and posts progress and the result back.

import { parentPort, workerData } from 'node:worker_threads';
import { runCampaign } from './campaign';
import { engineFamilies, selectFamilies } from '../registry';
import type { SliceRequest } from './parallel';

const request = workerData as SliceRequest;
const port = parentPort;
if (port === null) throw new Error('compare/runner/worker.ts must run in a worker thread');
const families = request.engine === undefined ? selectFamilies(request.familyIds) : selectFamilies(request.familyIds, await engineFamilies(request.engine));
const result = runCampaign({
  seed: request.seed,
  families,
  start: request.start,
  end: request.end,
  maxRecords: request.maxRecords,
  onProgress: (done) => port.postMessage({ type: 'progress', done }),
});
port.postMessage({ type: 'done', result });
