// npm run bench:ab-processes -- --base <dir> [--head <dir>] [--family a,b] [--rounds N]: bench:ab's
// head/base ratio for the shape-query families (the default) or any of its families, with each build timed in a process of its own
// (bench/query_once.ts), base and head alternating and the order flipped every round, on CPU time.
// Why: in one process the build whose objects are made first was measured up to 1.2-2x faster
// than an identical copy made after it on a loaded machine (27 Nov 2026, load average 4-6 on 2
// cores), which bench:ab's in-process interleaving cannot remove. Prints, per family, the median
// and the minimum ns/call of each build over the rounds and their ratios (head/base).

import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { median } from './timing';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    head: { type: 'string', default: '.' },
    family: {
      type: 'string',
      default: 'aabb-polygon,aabb-circle,ray-polygon,ray-circle,point-polygon,point-circle,mass-polygon,mass-circle',
    },
    rounds: { type: 'string', default: '6' },
  },
});
if (values.base === undefined) throw new Error('bench:ab-processes needs --base <dir of another built b2collide checkout>');
const builds = [values.base, values.head];
const families = values.family.split(',');
const once = fileURLToPath(new URL('./query_once.ts', import.meta.url));
const times = new Map<string, number[][]>(families.map((f) => [f, [[], []]]));

console.log(`bench:ab-processes node ${process.version}, base ${values.base}, head ${values.head}, ${values.rounds} rounds, load average ${loadavg()[0].toFixed(2)} at start`);
for (let round = 0; round < Number(values.rounds); ++round) {
  for (const k of round % 2 === 0 ? [0, 1] : [1, 0]) {
    const child = spawnSync(process.execPath, ['--import', 'tsx', once, values.family, builds[k]], {
      encoding: 'utf8',
      env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.run.json' },
    });
    if (child.status !== 0) throw new Error(`bench:ab-processes: ${builds[k]} failed: ${child.stderr}`);
    for (const cell of child.stdout.trim().split(' ')) {
      const [family, ns] = cell.split('=');
      times.get(family)?.[k].push(Number(ns));
    }
  }
}
console.log('family           base ns (min)    head ns (min)    head/base median  head/base min');
for (const family of families) {
  const [b, h] = times.get(family) ?? [[], []];
  const cell = (xs: number[]) => `${median(xs).toFixed(1).padStart(6)} (${Math.min(...xs).toFixed(1).padStart(5)})`;
  console.log(
    `${family.padEnd(16)} ${cell(b)}   ${cell(h)}   ${(median(h) / median(b)).toFixed(3).padStart(8)}  ${(Math.min(...h) / Math.min(...b)).toFixed(3).padStart(13)}`,
  );
}
console.log(`load average ${loadavg()[0].toFixed(2)} at the end`);
