// Runs only b2collide on one family of bench/ab_queries.ts for a few seconds, for `node --cpu-prof`
// or V8's tracing flags (--trace-turbo-inlining, --trace-deopt):
//   npm run build && TSX_TSCONFIG_PATH=tsconfig.run.json node --cpu-prof --import tsx bench/profile_query.ts aabb-polygon 5
// The build timed is this checkout's dist/ (or the one whose dist/esm/index.mjs is the third argument).

import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as head from 'b2collide';
import type { Lib } from './adapters/lib_shapes';
import { queryRunner } from './ab_queries';

const familyName = process.argv[2] ?? 'aabb-polygon';
const seconds = Number(process.argv[3] ?? '5');
const other = process.argv[4];
const lib = (other === undefined ? head : await import(pathToFileURL(resolve(other, 'dist/esm/index.mjs')).href)) as unknown as Lib;
const runner = queryRunner(lib, familyName, 2048, 0x5eed);
if (runner === undefined) throw new Error(`${familyName} is not in this build`);

const end = Date.now() + seconds * 1000;
let passes = 0;
let sum = 0;
while (Date.now() < end) {
  sum += runner.pass();
  ++passes;
}
const ns = (seconds * 1e9) / (passes * 2048);
console.log(`b2collide on ${familyName}: ${passes} passes, about ${ns.toFixed(1)} ns/call (checksum ${sum})`);
