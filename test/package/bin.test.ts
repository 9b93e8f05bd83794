// The b2collide-compare bin as a user gets it: `npm pack` of this repository, installed from the
// tarball into a fresh folder outside it, run through npx.
//   - with none of the optional peers installed: the default run skips every built-in pair type
//     with one note per missing package (and says there is nothing to compare), while
//     `--engine b2collide` (a package name, resolved from the user's project) runs the installed
//     package's own dist on every function kind (in worker threads, the bundle's worker.mjs) and
//     reports 0 unexplained; every path --help names is in the package, and the shipped vector
//     checker runs from it on vectors the bin exports;
//   - with @box2d/core added (packed from this repository's node_modules, so no network is
//     needed): its pair types run from their chunk, and `--engine node_modules/@box2d/core/dist/
//     index.js` finds its flip-swap bug (with e_faceB, indexB ends up equal to indexA) as
//     unexplained, with the feature field named, as test/harness/user_engine.test.ts does from
//     the sources.
// dist/ must be built (`npm run build`, as CI does first); the bin's bundle is rebuilt here when
// compare/ is newer than it.

import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const cli = join(root, 'dist', 'compare', 'cli.mjs');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** The newest modification time under path. */
function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((t, name) => Math.max(t, newest(join(path, name))), 0);
}

function run(command: string, args: readonly string[], cwd: string): SpawnSyncReturns<string> {
  // CI=1: progress goes to stderr as plain lines, never as a redrawn bar.
  return spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, CI: '1', npm_config_update_notifier: 'false' } });
}

function ok(result: SpawnSyncReturns<string>, what: string): string {
  if (result.status !== 0) throw new Error(`${what} failed (status ${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** Packs a package folder into dir; returns the tarball's path. */
function pack(folder: string, dir: string): string {
  const out = ok(run(npm, ['pack', folder, '--pack-destination', dir, '--silent'], root), `npm pack ${folder}`);
  return join(dir, out.trim().split('\n').pop()!);
}

function install(folder: string, ...tarballs: string[]): void {
  ok(run(npm, ['install', ...tarballs, '--no-audit', '--no-fund', '--prefer-offline', '--loglevel', 'error'], folder), `npm install ${tarballs.join(' ')}`);
}

/** The installed bin, as a user runs it. */
function bin(folder: string, ...args: string[]): { status: number | null; out: string } {
  const result = run(npx, ['--no', '--', 'b2collide-compare', '--seed', '7', ...args], folder);
  return { status: result.status, out: result.stdout + result.stderr };
}

let work: string;
let user: string;
let tarball: string;

beforeAll(() => {
  if (!existsSync(join(root, 'dist', 'esm', 'index.mjs'))) throw new Error('dist/ is missing: run `npm run build` before `npm test`');
  const sources = Math.max(newest(join(root, 'compare')), newest(join(root, 'explorer', 'src', 'from-compare.ts')), newest(join(root, 'rollup.compare.config.js')));
  if (!existsSync(cli) || statSync(cli).mtimeMs < sources) ok(run(npm, ['run', 'build:compare', '--silent'], root), 'npm run build:compare');
  work = mkdtempSync(join(tmpdir(), 'b2collide-bin-'));
  tarball = pack(root, work);
  user = join(work, 'user');
  mkdirSync(user);
  writeFileSync(join(user, 'package.json'), JSON.stringify({ name: 'bin-user', version: '1.0.0', private: true, type: 'module' }));
  install(user, tarball);
}, 180_000);

afterAll(() => {
  if (work !== undefined) rmSync(work, { recursive: true, force: true });
});

describe('npx b2collide-compare from the packed tarball', () => {
  it('installs none of the optional peers', () => {
    for (const peer of ['planck', '@box2d/core', 'box2d-wasm']) expect(existsSync(join(user, 'node_modules', peer))).toBe(false);
    expect(existsSync(join(user, 'node_modules', '.bin', 'b2collide-compare'))).toBe(true);
  });

  it('without peers: one note per missing package, naming its install command, and nothing to compare', () => {
    const result = bin(user, '--cases', '100', '--workers', '0');
    expect(result.out).toMatch(/^skipped polygon-polygon, .*: planck is not installed \(npm install --save-dev planck@1\.5\.0\)$/m);
    expect(result.out).toMatch(/^skipped edge-circle, .*: @box2d\/core is not installed \(npm install --save-dev @box2d\/core@0\.11\.0\)$/m);
    expect(result.out).toMatch(/^skipped f32-box2d-wasm, f32-shape-box2d-wasm: box2d-wasm is not installed/m);
    expect(result.out).toMatch(/nothing to compare/);
    expect(result.status).toBe(2);
  }, 60_000);

  it("without peers: --engine b2collide (a package name, resolved from the project) agrees on every case (two worker threads)", () => {
    const result = bin(user, '--engine', 'b2collide', '--cases', '600', '--tree-cases', '5', '--workers', '2');
    expect(result.out).toMatch(/your engine: b2collide \(b2collide: .*\/node_modules\/b2collide\/dist\/esm\/index\.mjs\)/);
    expect(result.out).toMatch(/under test: file:\/\/.*\/node_modules\/b2collide\/dist\/esm\/index\.mjs/);
    expect(result.out).toMatch(/^total +605 +[\d,]+ +605 +0 +0 +0 /m);
    expect(result.out).toMatch(/^OK: no unexplained disagreement/m);
    expect(result.status).toBe(0);
  }, 60_000);

  it('ships every file --help points at: the --engine contract, the template adapter, the vector checker', () => {
    const help = bin(user, '--help');
    const paths = [...help.out.matchAll(/node_modules\/b2collide\/([\w./-]*\w)/g)].map((m) => m[1]);
    expect(paths).toEqual(expect.arrayContaining(['docs/engine-adapter.md', 'examples/engines/planck_adapter.mjs', 'examples/vectors/check_vectors.mjs']));
    for (const path of paths) expect(existsSync(join(user, 'node_modules', 'b2collide', path))).toBe(true);
    expect(help.out).toMatch(/validated with planck 1\.5\.0, @box2d\/core 0\.11\.0, box2d-wasm 7\.0\.0/);
  }, 60_000);

  it("the shipped vector checker runs from the installed package on vectors the bin exports", () => {
    const dir = join(work, 'vectors');
    const exported = bin(user, '--export', dir, '--cases', '300');
    expect(exported.status).toBe(0);
    const check = run(process.execPath, [join('node_modules', 'b2collide', 'examples', 'vectors', 'check_vectors.mjs'), dir], user);
    expect(check.stdout).toMatch(/b2CollidePolygons/);
    expect(check.status).toBe(0);
  }, 60_000);

  describe('with @box2d/core installed', () => {
    beforeAll(() => {
      install(user, pack(join(root, 'node_modules', '@box2d', 'core'), work));
    }, 120_000);

    it('runs its pair types and still notes the two missing peers', () => {
      const result = bin(user, '--family', 'edge-polygon', '--cases', '200', '--workers', '0');
      expect(result.out).toMatch(/^edge-polygon vs @box2d\/core 0\.11\.0 +200 /m);
      expect(result.out).toMatch(/planck is not installed/);
      expect(result.out).toMatch(/box2d-wasm is not installed/);
      expect(result.out).toMatch(/^OK: no unexplained disagreement/m);
      expect(result.status).toBe(0);
    }, 60_000);

    it("--engine node_modules/@box2d/core/dist/index.js finds its flip-swap bug as unexplained, naming the field", () => {
      const result = bin(user, '--engine', 'node_modules/@box2d/core/dist/index.js', '--family', 'polygon-polygon', '--cases', '1500', '--workers', '0');
      expect(result.out).toMatch(/^FAIL: [\d,]+ unexplained/m);
      expect(result.out).toMatch(/polygon-polygon\/\S+ case \d+: points\[\d\]\.indexB/);
      expect(result.status).toBe(1);
    }, 60_000);
  });
});
