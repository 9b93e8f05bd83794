// Where the native reference's foreign sources come from, and the check that they are the ones we
// listed. Nothing here is committed to the repository: Box2D v2.4.1's sources come from Debian's
// source package `box2d` (2.4.1-3, fetched with `apt-get source` into a temporary directory and
// unpacked into the cache) or from a directory the user names; musl's sinf/cosf/sin/cos are the
// members of Debian's musl-dev libc.a. Every file is checked against source-hashes.ts before use.

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { BOX2D_FILES, MUSL_MEMBERS } from './source-hashes';

/** The environment variable naming a Box2D v2.4.1 source root (holding include/box2d and src/). */
export const SOURCE_ENV = 'B2COLLIDE_NATIVE_SRC';
/** The environment variable naming musl's libc.a, when it is not Debian's path. */
export const MUSL_ENV = 'B2COLLIDE_MUSL_LIBC';
/** Where Debian's musl-dev (amd64) installs musl's static libc. */
export const DEBIAN_MUSL_LIBC = '/usr/lib/x86_64-linux-musl/libc.a';

export function sha256(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Throws unless every listed Box2D file under root has its listed hash. */
export function verifyBox2DSources(root: string): void {
  const bad: string[] = [];
  for (const [path, hash] of Object.entries(BOX2D_FILES)) {
    const file = join(root, path);
    if (!existsSync(file)) bad.push(`${path} is missing`);
    else if (sha256(readFileSync(file)) !== hash) bad.push(`${path} differs from Box2D v2.4.1`);
  }
  if (bad.length > 0) throw new Error(`native reference: ${root} is not Box2D v2.4.1's source: ${bad.slice(0, 4).join('; ')}${bad.length > 4 ? `; and ${bad.length - 4} more` : ''}`);
}

function run(command: string, args: readonly string[], cwd: string): string {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (r.error !== undefined) throw new Error(`native reference: ${command} could not run: ${r.error.message}`);
  if (r.status !== 0) throw new Error(`native reference: ${command} ${args.join(' ')} failed: ${(r.stderr || r.stdout).trim().split('\n').slice(-3).join(' / ')}`);
  return r.stdout;
}

/**
 * Fetches Debian's source package box2d (2.4.1-3) with apt-get into a temporary directory and
 * unpacks its original tarball into `into` (which then holds box2d-2.4.1/). Needs deb-src lines
 * for bookworm (see docs/native-reference.md).
 */
export function fetchDebianBox2D(into: string): string {
  const work = mkdtempSync(join(tmpdir(), 'b2collide-box2d-src-'));
  try {
    run('apt-get', ['source', '--download-only', 'box2d=2.4.1-3'], work);
    const tarball = readdirSync(work).find((f) => f === 'box2d_2.4.1.orig.tar.gz');
    if (tarball === undefined) throw new Error('native reference: apt-get source box2d gave no box2d_2.4.1.orig.tar.gz');
    const unpack = join(work, 'unpacked');
    mkdirSync(unpack);
    run('tar', ['xzf', join(work, tarball), '-C', unpack], work);
    const root = join(unpack, 'box2d-2.4.1');
    verifyBox2DSources(root);
    mkdirSync(into, { recursive: true });
    const target = join(into, 'box2d-2.4.1');
    if (!existsSync(target)) renameSync(root, target);
    return target;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The Box2D source root to compile: `given` (a --native-src directory), else $B2COLLIDE_NATIVE_SRC,
 * else the copy unpacked into the cache earlier, else Debian's source package fetched now (when
 * `fetch` allows). Verified against source-hashes.ts in every case.
 */
export function box2dSourceRoot(cacheDir: string, given: string | undefined, fetch: boolean): string {
  const named = given ?? process.env[SOURCE_ENV];
  if (named !== undefined && named !== '') {
    verifyBox2DSources(named);
    return named;
  }
  const cached = join(cacheDir, 'sources', 'box2d-2.4.1');
  if (existsSync(cached)) {
    verifyBox2DSources(cached);
    return cached;
  }
  if (!fetch) throw new Error(`native reference: no Box2D v2.4.1 sources (set ${SOURCE_ENV} or pass --native-src DIR)`);
  return fetchDebianBox2D(join(cacheDir, 'sources'));
}

/** musl's libc.a: $B2COLLIDE_MUSL_LIBC, else Debian's musl-dev path; throws when neither exists. */
export function muslLibc(): string {
  const named = process.env[MUSL_ENV];
  const path = named !== undefined && named !== '' ? named : DEBIAN_MUSL_LIBC;
  if (!existsSync(path)) throw new Error(`native reference: no musl libc.a at ${path} (apt-get install musl-dev, or set ${MUSL_ENV})`);
  return path;
}

/**
 * Extracts the trigonometry members of musl's libc.a into dir (ar x) and checks each against
 * source-hashes.ts; returns their paths.
 */
export function extractMuslTrig(libc: string, dir: string): string[] {
  mkdirSync(dir, { recursive: true });
  const members = Object.keys(MUSL_MEMBERS);
  run('ar', ['x', libc, ...members], dir);
  return members.map((m) => {
    const path = join(dir, m);
    if (!existsSync(path)) throw new Error(`native reference: ${libc} has no member ${m}`);
    if (sha256(readFileSync(path)) !== MUSL_MEMBERS[m]) throw new Error(`native reference: ${libc} member ${m} is not musl 1.2.3's (Debian musl-dev 1.2.3-1)`);
    return path;
  });
}
