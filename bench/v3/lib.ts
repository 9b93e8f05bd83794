// Which build of the v3 layer a v3 bench process measures. Both builds have the same exports (the
// float32 twin is generated from the float64 source), so one type serves both. Each process loads
// exactly one build: a call site that has seen two builds' functions inlines neither, which would
// charge the other build's boxing to this one.
//
//   build: 'f32' is `b2collide/v3` (the float32 twin), 'f64' is `b2collide/v3/f64`.
//   from:  'dist' is the built package as a user loads it (npm run build; ESM), 'src' the
//          TypeScript sources (src/v3, and build/f32/v3 made by scripts/gen-f32.ts), which must run
//          under a tsconfig without define semantics for class fields (see bench/tsconfig.v3.json).

import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as V3 from '../../src/v3/index';

export type V3Lib = typeof V3;
export type V3Build = 'f32' | 'f64';
export type V3From = 'src' | 'dist';

const root = fileURLToPath(new URL('../../', import.meta.url));

const files: Record<V3From, Record<V3Build, string>> = {
  src: { f32: 'build/f32/v3/index.ts', f64: 'src/v3/index.ts' },
  dist: { f32: 'dist/f32/esm/v3/index.mjs', f64: 'dist/esm/v3/index.mjs' },
};

/** The name a table prints for a build. */
export const BUILD_NAMES: Record<V3Build, string> = { f32: 'b2collide/v3', f64: 'b2collide/v3/f64' };

/** Checks the arguments as given on a command line. */
export function parseBuild(build: unknown, from: unknown): { build: V3Build; from: V3From } {
  if (build !== 'f32' && build !== 'f64') throw new Error(`--build must be f32 or f64, got ${String(build)}`);
  if (from !== 'src' && from !== 'dist') throw new Error(`--from must be src or dist, got ${String(from)}`);
  return { build, from };
}

/**
 * The environment for a child process that loads `from`: the sources need bench/tsconfig.v3.json
 * (no define semantics for class fields), the built package nothing more than this process has.
 */
export function childEnv(from: V3From): NodeJS.ProcessEnv {
  return from === 'src' ? { ...process.env, TSX_TSCONFIG_PATH: `${root}bench/tsconfig.v3.json` } : process.env;
}

/** Loads one build of the v3 layer. */
export async function loadV3(build: V3Build, from: V3From): Promise<V3Lib> {
  const file = root + files[from][build];
  if (!existsSync(file)) {
    const how = from === 'dist' ? 'npm run build' : 'npx tsx scripts/gen-f32.ts';
    throw new Error(`${files[from][build]} is missing: run \`${how}\` first`);
  }
  return (await import(pathToFileURL(file).href)) as V3Lib;
}

/** Loads the float32 twin of the v3 layer from another checkout's built package (its dist/ directory). */
export async function loadV3Dist(distDir: string): Promise<V3Lib> {
  const file = `${distDir.replace(/\/$/, '')}/f32/esm/v3/index.mjs`;
  if (!existsSync(file)) throw new Error(`--baseline: ${file} is missing; give a dist/ directory built by npm run build`);
  return (await import(pathToFileURL(file).href)) as V3Lib;
}
