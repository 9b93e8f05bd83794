// Builds the native reference (driver/) against Box2D v2.4.1's collision sources, in float32 as
// Box2D ships them or in float64 through rewrite-double.ts, with the system g++ at
// -O2 -ffp-contract=off and no -march (so no FMA, as Emscripten's box2d-wasm has none), and links
// musl's sinf/cosf/sin/cos renamed b2musl_* and, for float64, fdlibm's sin/cos (driver/trig.h
// says why). Two products per precision:
// `driver`, the stdin/stdout command, and `b2native.node`, the same requests as a Node add-on
// that a pair type calls synchronously. Both are cached under a hash of every input (the verified
// sources, the musl members, our driver files, the flags, the compiler's version), so a second
// build with the same inputs is a directory lookup.

import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REWRITE_RULES, rewriteDouble } from './rewrite-double';
import { BOX2D_FILES } from './source-hashes';
import { box2dSourceRoot, extractMuslTrig, muslLibc, sha256 } from './sources';

export type NativePrecision = 'f32' | 'f64';

/** The environment variable naming the cache directory (default: .cache/b2collide-native in the repository). */
export const CACHE_ENV = 'B2COLLIDE_NATIVE_CACHE';

export const CXXFLAGS: readonly string[] = ['-std=c++17', '-O2', '-ffp-contract=off', '-DNDEBUG', '-fPIC', '-w'];

/** Our driver's files, compiled with Box2D's. */
const DRIVER_FILES = ['b2native.cpp', 'b2native.h', 'main.cpp', 'addon.cpp', 'trig.h', 'fdlibm_trig.cpp'] as const;

/** musl symbols renamed in the extracted members, so glibc's own sin/cos/sinf/cosf stay untouched. */
const MUSL_SYMBOLS = ['sinf', 'cosf', 'sin', 'cos', '__sin', '__cos', '__sindf', '__cosdf', '__rem_pio2', '__rem_pio2f', '__rem_pio2_large'];

export interface NativeBuild {
  readonly precision: NativePrecision;
  /** The stdin/stdout driver. */
  readonly driver: string;
  /** The Node add-on (answer(line) -> string). */
  readonly addon: string;
  /** Whether this call compiled it (false: taken from the cache). */
  readonly compiled: boolean;
}

export interface BuildOptions {
  /** A Box2D v2.4.1 source root (--native-src); else $B2COLLIDE_NATIVE_SRC, the cache, or Debian's package. */
  readonly sourceDir?: string;
  /** Whether Debian's source package may be fetched with apt-get when no sources are found (default true). */
  readonly fetch?: boolean;
  readonly cacheDir?: string;
}

/** The directory holding driver/ (found from this module upward, so it works from src and from a bundle). */
export function driverDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; ++i) {
    for (const candidate of [join(dir, 'driver'), join(dir, 'compare', 'native', 'driver')]) {
      if (existsSync(join(candidate, 'b2native.cpp'))) return candidate;
    }
    dir = dirname(dir);
  }
  throw new Error('native reference: the driver sources (compare/native/driver) are not in this installation');
}

export function defaultCacheDir(): string {
  const named = process.env[CACHE_ENV];
  if (named !== undefined && named !== '') return named;
  // driver/ -> native/ -> compare/ -> the repository root.
  return join(dirname(dirname(dirname(driverDir()))), '.cache', 'b2collide-native');
}

function tool(command: string, args: readonly string[], cwd?: string): string {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (r.error !== undefined) throw new Error(`native reference: ${command} could not run: ${r.error.message}`);
  if (r.status !== 0) throw new Error(`native reference: ${command} failed: ${(r.stderr || r.stdout).trim().split('\n').slice(0, 6).join(' / ')}`);
  return r.stdout;
}

/** The compiler's first line of --version, or undefined when there is no g++. */
export function compilerVersion(): string | undefined {
  const r = spawnSync('g++', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return r.status === 0 ? r.stdout.split('\n')[0] : undefined;
}

/** Node's header directory (node_api.h), next to the running node or in /usr/include. */
function nodeIncludeDir(): string {
  for (const dir of [join(dirname(dirname(process.execPath)), 'include', 'node'), '/usr/include/node']) {
    if (existsSync(join(dir, 'node_api.h'))) return dir;
  }
  throw new Error('native reference: node_api.h not found (Node\'s headers are needed for the add-on)');
}

/** The Box2D files compiled: the collision module and the common files it calls, no dynamics. */
export function box2dUnits(): string[] {
  return Object.keys(BOX2D_FILES).filter((p) => p.endsWith('.cpp'));
}

/**
 * Builds the native reference in one precision, or returns the cached build. Throws with the
 * reason when there is no compiler, no sources, no musl or the sources do not verify.
 */
export function buildNative(precision: NativePrecision, options: BuildOptions = {}): NativeBuild {
  const compiler = compilerVersion();
  if (compiler === undefined) throw new Error('native reference: no g++ on PATH');
  const cacheDir = options.cacheDir ?? defaultCacheDir();
  const sources = box2dSourceRoot(cacheDir, options.sourceDir, options.fetch ?? true);
  const libc = muslLibc();
  const ours = driverDir();

  const key = sha256(
    JSON.stringify({
      precision,
      box2d: BOX2D_FILES,
      musl: sha256(readFileSync(libc)),
      driver: DRIVER_FILES.map((f) => sha256(readFileSync(join(ours, f)))),
      rewrite: REWRITE_RULES,
      flags: CXXFLAGS,
      compiler,
      napi: process.versions.napi,
    }),
  ).slice(0, 24);
  const out = join(cacheDir, `${precision}-${key}`);
  const products = { driver: join(out, 'driver'), addon: join(out, 'b2native.node') };
  if (existsSync(products.driver) && existsSync(products.addon)) return { precision, ...products, compiled: false };

  mkdirSync(cacheDir, { recursive: true });
  const work = mkdtempSync(join(cacheDir, `build-${precision}-`));
  try {
    // The sources as compiled: copied, or rewritten to double; then ours.
    const transform = (text: string): string => (precision === 'f64' ? rewriteDouble(text) : text);
    for (const path of Object.keys(BOX2D_FILES)) {
      const target = join(work, path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, transform(readFileSync(join(sources, path), 'utf8')));
    }
    const driverWork = join(work, 'ours');
    mkdirSync(driverWork);
    for (const f of DRIVER_FILES) {
      const text = readFileSync(join(ours, f), 'utf8');
      writeFileSync(join(driverWork, f), f === 'b2native.cpp' ? transform(text) : text);
    }

    const musl = extractMuslTrig(libc, join(work, 'musl')).map((member) => {
      const renamed = member.replace(/\.lo$/, '.o');
      tool('objcopy', [...MUSL_SYMBOLS.flatMap((s) => ['--redefine-sym', `${s}=b2musl_${s}`]), member, renamed]);
      return renamed;
    });

    const objects = join(work, 'obj');
    mkdirSync(objects);
    const common = [...CXXFLAGS, `-I${join(work, 'include')}`, '-include', join(driverWork, 'trig.h')];
    const units = [...box2dUnits().map((p) => join(work, p)), join(driverWork, 'b2native.cpp'), join(driverWork, 'fdlibm_trig.cpp')];
    tool('g++', [...common, '-c', ...units], objects);
    tool('g++', [...common, `-I${nodeIncludeDir()}`, '-c', join(driverWork, 'main.cpp'), join(driverWork, 'addon.cpp')], objects);
    const objs = readdirSync(objects).filter((f) => f.endsWith('.o') && f !== 'main.o' && f !== 'addon.o').map((f) => join(objects, f));
    tool('g++', ['-o', join(work, 'driver'), ...objs, join(objects, 'main.o'), ...musl]);
    tool('g++', ['-shared', '-o', join(work, 'b2native.node'), ...objs, join(objects, 'addon.o'), ...musl]);

    const staged = join(work, 'out');
    mkdirSync(staged);
    copyFileSync(join(work, 'driver'), join(staged, 'driver'));
    copyFileSync(join(work, 'b2native.node'), join(staged, 'b2native.node'));
    spawnSync('chmod', ['+x', join(staged, 'driver')]);
    try {
      renameSync(staged, out);
    } catch (e) {
      // Another process finished the same build first: its products are the same.
      if (!(existsSync(products.driver) && existsSync(products.addon))) throw e;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return { precision, ...products, compiled: true };
}
