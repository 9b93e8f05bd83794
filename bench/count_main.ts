// Runs one build of b2collide on one family for a fixed number of passes, for instruction counts
// that do not depend on the machine's load (valgrind's callgrind; npm run bench:count runs it):
//   valgrind --tool=callgrind node build/bench/count_main.mjs --family mixed --passes 400 [--lib DIR] [--warmup 300]
// bench/count_calls_main.ts counts only the measured passes (see the JSON.parse below). --lib DIR loads DIR/dist/esm/index.mjs
// (another checkout); the default is this checkout's dist/. --engine planck times planck instead.

import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import * as head from 'b2collide';
import type { Lib } from './adapters/lib_shapes';
import { libRunner, planckRunner, type AnyPair } from './ab_runners';
import { queryFamilyNames, queryRunner } from './ab_queries';
import { buildPolygonFamilies } from './polygon_pairs';
import { buildRoundFamilies } from './round_pairs';

const { values } = parseArgs({
  options: {
    lib: { type: 'string' },
    engine: { type: 'string', default: 'b2collide' },
    family: { type: 'string', default: 'mixed' },
    pairs: { type: 'string', default: '2048' },
    passes: { type: 'string', default: '400' },
    warmup: { type: 'string', default: '300' },
  },
});
const lib = values.lib === undefined ? (head as unknown as Lib) : ((await import(pathToFileURL(resolve(values.lib, 'dist/esm/index.mjs')).href)) as Lib);
const pairCount = Number(values.pairs);
const runner = queryFamilyNames.includes(values.family!) ? queryRunner(lib, values.family!, pairCount, 0x5eed) : colliderRunner();
if (runner === undefined) throw new Error(`${values.family} is not in this build`);

function colliderRunner() {
  const family = [...buildPolygonFamilies(pairCount, 0x5eed), ...buildRoundFamilies(pairCount, 0x5eed)].find((f) => f.name === values.family);
  if (family === undefined) throw new Error(`no family named ${values.family}`);
  const pairs = family.pairs as readonly AnyPair[];
  return values.engine === 'planck' ? planckRunner(pairs) : libRunner(lib, pairs);
}
let sum = 0;
for (let p = 0; p < Number(values.warmup); ++p) sum += runner.pass();
// Two marks that callgrind sees (npm run bench:count): JSON.parse with a reviver enters
// V8's JsonParseInternalizer::Internalize (--zero-before: counting starts) and normalize()
// enters Intl::Normalize (--dump-before: the counts are written), so the dump holds exactly the
// measured passes (and whatever else V8 does on this thread meanwhile).
JSON.parse('0', (_key: string, value: unknown) => value);
for (let p = 0; p < Number(values.passes); ++p) sum += runner.pass();
'\u00e9'.normalize('NFD');
console.log(`${values.family}: ${pairCount} pairs x ${values.passes} passes after ${values.warmup} warm-up (checksum ${sum})`);
