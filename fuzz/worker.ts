// A fuzz worker: runs cases [start, end) minus `skip`, writes the index of the case it is in to
// shared memory (the main thread's watchdog reads it), and posts its outcomes every `every` cases.

import { parentPort, workerData } from 'node:worker_threads';
import { allBuilds } from './library';
import { usePrivateMembersData } from './private_members';
import { emptyResult, runCase } from './run_cases';
import { targetsOf } from './targets';

interface Request {
  seed: number;
  start: number;
  end: number;
  skip: number[];
  shared: SharedArrayBuffer;
  every: number;
  hidden: [string, string[]][];
}

const request = workerData as Request;
// The enumeration (which parses src/ for private members) and the recipes' first calls happen
// here, before the first case is timed.
usePrivateMembersData(request.hidden);
for (const build of allBuilds) targetsOf(build);
const current = new Int32Array(request.shared);
const skip = new Set(request.skip);
let result = emptyResult();
for (let k = request.start; k < request.end; ++k) {
  Atomics.store(current, 0, k);
  if (!skip.has(k)) runCase(request.seed, k, result);
  if ((k + 1 - request.start) % request.every === 0 || k + 1 === request.end) {
    parentPort?.postMessage({ through: k + 1, result });
    result = emptyResult();
  }
}
