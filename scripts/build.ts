// `npm run build`: the float32 twin (scripts/gen-f32.ts), then both rollup configurations (the
// library and the compare bin) into a fresh folder beside dist/, which then replaces dist/ by two
// renames. A process reading dist/ meanwhile (a bench, `npm run compare`, a test) never sees it
// half-built or missing for longer than the gap between the two renames, and a failed build leaves
// the old dist/ as it was.

import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const fresh = join(root, `.dist-build-${process.pid}`);
const old = join(root, `.dist-old-${process.pid}`);

function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    rmSync(fresh, { recursive: true, force: true });
    process.stderr.write(`build: ${[command, ...args].join(' ')} failed; dist/ is unchanged\n`);
    process.exit(result.status ?? 1);
  }
}

const bin = (name: string): string => join(root, 'node_modules', '.bin', name);

rmSync(fresh, { recursive: true, force: true });
run(bin('tsx'), [join(root, 'scripts', 'gen-f32.ts')]);
const env = { ...process.env, B2COLLIDE_DIST: `.dist-build-${process.pid}` };
run(bin('rollup'), ['-c', 'rollup.config.js'], env);
run(bin('rollup'), ['-c', 'rollup.compare.config.js'], env);

if (existsSync(dist)) renameSync(dist, old);
renameSync(fresh, dist);
rmSync(old, { recursive: true, force: true });
