// One process, one build: times families of bench/ab_queries.ts or bench:ab's collider families
// (polygon_pairs.ts, round_pairs.ts) and prints `family=ns` pairs (the median of 5 turns, this
// process's CPU time per call). bench/ab_processes.ts runs it once per
// build per round; alone:
//   TSX_TSCONFIG_PATH=tsconfig.run.json node --import tsx bench/query_once.ts aabb-polygon,ray-circle <built checkout> [turn ms]

import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Lib } from './adapters/lib_shapes';
import { queryRunner } from './ab_queries';
import { libRunner, type AnyPair } from './ab_runners';
import { buildPolygonFamilies } from './polygon_pairs';
import { buildRoundFamilies } from './round_pairs';

const [families, dir, turnArg] = process.argv.slice(2);
if (families === undefined || dir === undefined) throw new Error('query_once: needs <families> <built checkout> [turn ms]');
const lib = (await import(pathToFileURL(resolve(dir, 'dist/esm/index.mjs')).href)) as Lib;
const turnMs = Number(turnArg ?? '80');
const pairs = 2048;

/** This process's user + system CPU time, ns: a turn preempted by another process is not charged for the wait. */
function cpuNs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) * 1000;
}

const cells: string[] = [];
for (const family of families.split(',')) {
  const colliders = [...buildPolygonFamilies(pairs, 0x5eed), ...buildRoundFamilies(pairs, 0x5eed)].find((f) => f.name === family);
  const runner = colliders === undefined ? queryRunner(lib, family, pairs, 0x5eed) : libRunner(lib, colliders.pairs as readonly AnyPair[]);
  if (runner === undefined) throw new Error(`query_once: ${family} is not in ${dir}`);
  let end = Date.now() + 300; // warm-up: every function optimized before the first turn
  while (Date.now() < end) runner.pass();
  const turns: number[] = [];
  for (let k = 0; k < 5; ++k) {
    let passes = 0;
    const start = cpuNs();
    end = Date.now() + turnMs;
    while (Date.now() < end) {
      runner.pass();
      ++passes;
    }
    turns.push((cpuNs() - start) / (passes * pairs));
  }
  turns.sort((a, b) => a - b);
  cells.push(`${family}=${turns[2].toFixed(2)}`);
}
console.log(cells.join(' '));
