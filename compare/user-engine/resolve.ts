// Where `--engine SPEC` points: a file (./my-port.mjs, an absolute path, or any path that exists) or
// a package name resolved from the user's project, the working directory, as their own import would
// be (`@box2d/core`, `my-port`, `my-port/sub`). A package is found by walking up node_modules from
// the working directory and reading its package.json: its "exports" (the import, node or default
// condition), else "module", else "main", else index.js.

import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';

/** The spec names a file rather than a package. */
function isPathSpec(spec: string): boolean {
  if (spec.startsWith('./') || spec.startsWith('../') || spec === '.' || isAbsolute(spec) || /^[A-Za-z]:[\\/]/.test(spec)) return true;
  const here = resolve(spec);
  return existsSync(here) && statSync(here).isFile();
}

/** Splits 'pkg/sub' or '@scope/pkg/sub' into the package name and the subpath ('.' or './sub'). */
function splitSpec(spec: string): [string, string] {
  const parts = spec.split('/');
  const n = spec.startsWith('@') ? 2 : 1;
  const name = parts.slice(0, n).join('/');
  const rest = parts.slice(n).join('/');
  return [name, rest === '' ? '.' : `./${rest}`];
}

type Exports = string | null | { [key: string]: Exports } | Exports[];

/** The target of an exports entry under the conditions an ES import in Node meets. */
function pickCondition(entry: Exports): string | undefined {
  if (typeof entry === 'string') return entry;
  if (entry === null) return undefined;
  if (Array.isArray(entry)) {
    for (const e of entry) {
      const t = pickCondition(e);
      if (t !== undefined) return t;
    }
    return undefined;
  }
  for (const condition of ['import', 'node', 'default']) {
    if (condition in entry) {
      const t = pickCondition(entry[condition]);
      if (t !== undefined) return t;
    }
  }
  return undefined;
}

function packageEntry(dir: string, subpath: string): string | undefined {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { exports?: Exports; module?: string; main?: string };
  if (pkg.exports !== undefined && pkg.exports !== null) {
    const exp = pkg.exports;
    const sugar = typeof exp === 'string' || Array.isArray(exp) || !Object.keys(exp).some((k) => k.startsWith('.'));
    const entry = sugar ? (subpath === '.' ? exp : undefined) : (exp as Record<string, Exports>)[subpath];
    const target = entry === undefined ? undefined : pickCondition(entry);
    return target === undefined ? undefined : join(dir, target);
  }
  if (subpath !== '.') return join(dir, subpath);
  return join(dir, pkg.module ?? pkg.main ?? 'index.js');
}

/** The file `--engine SPEC` loads; throws, naming the spec and where it looked, when there is none. */
export function resolveEngineSpec(spec: string, cwd: string = process.cwd()): string {
  if (isPathSpec(spec)) {
    const file = resolve(cwd, spec);
    if (!existsSync(file)) throw new Error(`--engine ${spec}: no such file (${file})`);
    return file;
  }
  const [name, subpath] = splitSpec(spec);
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    const pkgDir = join(dir, 'node_modules', name);
    if (existsSync(join(pkgDir, 'package.json'))) {
      const entry = packageEntry(pkgDir, subpath);
      if (entry === undefined || !existsSync(entry)) throw new Error(`--engine ${spec}: ${pkgDir} exports no '${subpath}' for import`);
      return entry;
    }
    if (dirname(dir) === dir) break;
  }
  throw new Error(`--engine ${spec}: neither a file nor a package installed in ${resolve(cwd)} or above (a path needs ./ or to exist)`);
}
