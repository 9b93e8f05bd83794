// npm run bench:count -- [--lib DIR] [--family NAME ...] [--passes N]: instructions, L1 data
// misses and branches per call of one build of b2collide, counted by valgrind's callgrind (with its
// cache and branch simulation), so the numbers do not depend on the machine's load. Only the
// measured passes are counted (bench/count_main.ts marks them), once with N passes and once with
// 2N, and the difference is divided by N x pairs, so any fixed cost of a run cancels out. bench/count_main.ts is bundled first so that valgrind runs plain
// node, not the TypeScript loader. Needs valgrind (Debian: apt-get install valgrind).

import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { queryFamilyNames } from './ab_queries';

const { values } = parseArgs({
  options: {
    lib: { type: 'string' },
    engine: { type: 'string', default: 'b2collide' },
    family: { type: 'string', multiple: true },
    passes: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '60' },
    pairs: { type: 'string', default: '2048' },
  },
});
// --family queries: every family of bench/ab_queries.ts (the shape queries, toi, distance, ...).
const families = (values.family ?? ['mixed', 'box-box', 'circle-circle', 'polygon-circle', 'edge-circle', 'edge-polygon']).flatMap((f) => (f === 'queries' ? queryFamilyNames : [f]));
const passes = Number(values.passes);

execFileSync('valgrind', ['--version']);
mkdirSync('build/bench', { recursive: true });
await build({
  entryPoints: ['bench/count_main.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile: 'build/bench/count_main.mjs',
  external: ['b2collide', 'planck', '@box2d/core', 'box2d-wasm'],
  logLevel: 'warning',
});

interface Counts {
  ir: number;
  d1: number;
  branches: number;
  mispredicts: number;
}

// The measured passes' counts: callgrind zeroes at count_main's JSON.parse and dumps at its
// normalize(), so the first dump file holds only them.
function run(family: string, n: number, outFile: string): Counts {
  const args = [
    '--tool=callgrind', '--cache-sim=yes', '--branch-sim=yes', `--callgrind-out-file=${outFile}`,
    '--zero-before=*JsonParseInternalizer::Internalize*', '--dump-before=*Intl::Normalize*',
    'node', 'build/bench/count_main.mjs', '--family', family, '--passes', String(n), '--warmup', values.warmup!,
    '--pairs', values.pairs!, '--engine', values.engine!,
    ...(values.lib === undefined ? [] : ['--lib', values.lib]),
  ];
  const r = spawnSync('valgrind', args, { encoding: 'utf8', maxBuffer: 1 << 26 });
  if (r.status !== 0) throw new Error(`valgrind failed on ${family}: ${r.stderr.slice(-2000)}`);
  const dump = readFileSync(`${outFile}.1`, 'utf8');
  const events = /^events: (.*)$/m.exec(dump)?.[1].trim().split(/\s+/);
  const totals = /^totals: (.*)$/m.exec(dump)?.[1].trim().split(/\s+/).map(Number);
  if (events === undefined || totals === undefined) throw new Error(`no events or totals in ${outFile}.1`);
  const get = (e: string) => totals[events.indexOf(e)] ?? 0;
  rmSync(outFile, { force: true });
  rmSync(`${outFile}.1`, { force: true });
  return {
    ir: get('Ir'),
    d1: get('D1mr') + get('D1mw'),
    branches: get('Bc') + get('Bi'),
    mispredicts: get('Bcm') + get('Bim'),
  };
}

console.log(`callgrind per call, ${values.engine} ${values.lib ?? '(this checkout)'}, ${values.pairs} pairs, ${passes} vs ${2 * passes} passes`);
console.log('family            instructions  D1 misses  branches  mispredicts');
for (const family of families) {
  const file = `build/bench/callgrind.${process.pid}.${family}.out`;
  const a = run(family, passes, file);
  const b = run(family, 2 * passes, file);
  const calls = passes * Number(values.pairs);
  // The difference of the two runs: what one more pass costs, without any fixed cost of a run.
  const per = (k: keyof Counts) => (b[k] - a[k]) / calls;
  // Twice the passes must cost more. When it does not, a collection or a deoptimisation landed in
  // the shorter run and the difference means nothing (it came out at -10,980 instructions once).
  if (!(b.ir > a.ir && b.d1 >= a.d1 && b.branches > a.branches)) {
    console.log(`${family.padEnd(16)} unusable: the ${2 * passes}-pass run counted less than the ${passes}-pass one (a GC or deopt in one run); try a larger --warmup or --passes`);
    continue;
  }
  console.log(
    `${family.padEnd(16)} ${per('ir').toFixed(0).padStart(13)}  ${per('d1').toFixed(1).padStart(9)}  ${per('branches').toFixed(0).padStart(8)}  ${per('mispredicts').toFixed(1).padStart(11)}`,
  );
}
