// Runs `npm run build` only when dist/ is missing or older than what it is built from (src/,
// scripts/, compare/ for the bin, the build configuration), so `npm run compare`, the benches, the
// fuzzer, the examples and `npm pack` start at once on an unchanged tree. The build replaces dist/
// in one rename (scripts/build.ts), so a process reading dist/ meanwhile is not broken. The
// build's own chatter is kept off the console; its errors are not.

import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const inputs = [
  'src',
  'scripts',
  'compare',
  'explorer/src/from-compare.ts',
  'rollup.config.js',
  'rollup.compare.config.js',
  'package.json',
  'tsconfig.json',
  'tsconfig.build.json',
  'tsconfig.f32.json',
  'tsconfig.compare.json',
];

/** The newest (or oldest) modification time of the files under path. */
function mtimes(path: string, pick: (a: number, b: number) => number, start: number): number {
  if (!existsSync(path)) return start;
  const stat = statSync(path);
  if (!stat.isDirectory()) return pick(start, stat.mtimeMs);
  return readdirSync(path).reduce((t, name) => mtimes(join(path, name), pick, t), start);
}

const newestInput = inputs.reduce((t, p) => mtimes(join(root, p), Math.max, t), 0);
const dist = join(root, 'dist');
const oldestOutput = mtimes(dist, Math.min, Infinity);
if (!existsSync(dist) || oldestOutput === Infinity || oldestOutput < newestInput) {
  process.stderr.write('building dist/ (it is missing or older than src/)...\n');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, encoding: 'utf8', shell: process.platform === 'win32' });
  if (build.status !== 0) {
    process.stderr.write(build.stdout + build.stderr);
    process.exit(build.status ?? 1);
  }
}
