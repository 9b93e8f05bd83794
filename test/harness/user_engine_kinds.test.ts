// `--engine` beyond the manifolds: a port's b2Distance (with its cache), b2ShapeCast,
// b2TimeOfImpact, shape queries and b2BroadPhase, each found by its C++ name. Run as the CLI (a
// child process), because the engine module is loaded with a real dynamic import.
//   - the honest port, b2collide's own dist through its Box2D names: 0 unexplained on every kind;
//   - one broken port per kind (test/fixtures/engines/, each b2collide with one function altered):
//     FAIL, with the pair type that caught it named and the mutation unexcused;
//   - `--engine` given a package name resolves it from the working directory;
//   - `--replay` with `--engine` replays against that engine and names it.

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeAnswer } from '../../explorer/src/url-codec';
import { resolveEngineSpec } from '../../compare/user-engine/resolve';

const root = join(__dirname, '..', '..');
const fixture = (name: string): string => join('test', 'fixtures', 'engines', `${name}.mjs`);

/** The package's ESM entry, as package.json's exports name it. */
function ownDist(): string {
  const exp = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).exports['.'].import;
  return join(root, typeof exp === 'string' ? exp : exp.default);
}

function compare(...args: string[]): { status: number | null; out: string; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'compare/main.ts', '--workers', '0', '--seed', '3', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.run.json' },
  });
  return { status: run.status, out: run.stdout + run.stderr, stdout: run.stdout, stderr: run.stderr };
}

/** The unexplained count of a pair type's row. */
function unexplained(out: string, pairType: string): number {
  const row = new RegExp(`^${pairType} vs .*$`, 'm').exec(out);
  if (row === null) throw new Error(`no row for ${pairType} in:\n${out}`);
  const cells = row[0].trim().split(/\s+/);
  return Number(cells[cells.length - 2].replace(/,/g, ''));
}

beforeAll(() => {
  if (!existsSync(ownDist())) throw new Error('dist/ is missing: run `npm run build` before `npm test`');
});

describe('--engine: every function kind', () => {
  it("b2collide's own dist, through its Box2D names, is compared on distance, toi, shape and tree with nothing unexplained", () => {
    const run = compare('--engine', ownDist(), '--family', 'distance,toi,shape,tree', '--cases', '1200', '--tree-cases', '4');
    for (const pairType of ['distance', 'toi', 'shape', 'tree']) expect(unexplained(run.out, pairType)).toBe(0);
    // Everything of each kind was found in the module: nothing stands in for a missing function.
    expect(run.out).toMatch(/^ {2}distance: b2Distance, b2TestOverlap, b2ShapeCast$/m);
    expect(run.out).not.toMatch(/not in your engine/);
    expect(run.out).toContain('OK: no unexplained disagreement');
    expect(run.status).toBe(0);
  });

  it.each([
    ['distance_cache_off_by_one', 'distance', /distance\/\S+ case \d+: core\.cacheIndices/],
    ['shape_cast_long', 'distance', /distance\/\S+ case \d+: .*cast\.lambda/],
    ['toi_touching_as_separated', 'toi', /toi\/\S+ case \d+: state e_touching vs e_separated/],
    ['polygon_test_point_inverted', 'shape', /shape\/\S+ case \d+: .*testPoint/],
    ['broad_phase_query_reversed', 'tree', /tree\/\S+ case \d+: call \d+ \(query\)/],
  ])('a port with %s fails on pair type %s, the field named', (name, pairType, detail) => {
    const run = compare('--engine', fixture(name), '--family', pairType, '--cases', '1200', '--tree-cases', '4');
    expect(unexplained(run.out, pairType)).toBeGreaterThan(0);
    expect(run.out).toMatch(/FAIL: [\d,]+ unexplained/);
    expect(run.out).toMatch(detail);
    expect(run.status).toBe(1);
  });
});

describe('--engine SPEC', () => {
  it('resolves a path, and a package name from the working directory by its exports', () => {
    expect(resolveEngineSpec(fixture('shape_cast_long'), root)).toBe(join(root, fixture('shape_cast_long')));
    const core = resolveEngineSpec('@box2d/core', root);
    expect(core.startsWith(join(root, 'node_modules', '@box2d', 'core'))).toBe(true);
    expect(existsSync(core)).toBe(true);
    expect(() => resolveEngineSpec('./no-such-port.mjs', root)).toThrow(/--engine \.\/no-such-port\.mjs: no such file/);
    expect(() => resolveEngineSpec('no-such-package-b2', root)).toThrow(/--engine no-such-package-b2: neither a file nor a package installed in/);
  });

  it("takes a package name: @box2d/core's flip-swap bug is found through it", () => {
    const run = compare('--engine', '@box2d/core', '--family', 'polygon-polygon', '--cases', '1500');
    expect(run.out).toMatch(/== your engine: @box2d\/core \(@box2d\/core: .*node_modules\/@box2d\/core\//);
    expect(run.out).toMatch(/polygon-polygon\/\S+ case \d+: points\[\d\]\.indexB/);
    expect(run.status).toBe(1);
  });
});

describe('--replay with --engine', () => {
  it("replays the case against that engine, names it in the JSON, and links the explorer to its answer", () => {
    // The first unexplained case of @box2d/core's polygon-polygon run above, found by the run itself.
    const campaign = compare('--engine', '@box2d/core', '--family', 'polygon-polygon', '--cases', '1500');
    const m = /(polygon-polygon\/\S+) case (\d+): points\[\d\]\.indexB/.exec(campaign.out);
    expect(m).not.toBeNull();
    const [, family, index] = m!;
    const run = compare('--engine', '@box2d/core', '--replay', `${family}:${index}`);
    const json = JSON.parse(run.stdout) as { family: string; peerName: string; engineModule: string; peer: { points: { indexA: number; indexB: number }[] }; verdict: { outcome: string } };
    expect(json.family).toBe(family);
    expect(json.peerName).toBe('@box2d/core');
    expect(json.engineModule).toMatch(/node_modules\/@box2d\/core\//);
    expect(json.verdict.outcome).toBe('unexplained');
    expect(run.status).toBe(1);
    // The link carries the engine's own answer, as the JSON has it.
    const link = /open in explorer .*: (\S+)$/m.exec(run.stderr);
    expect(link).not.toBeNull();
    const answer = decodeAnswer(link![1].slice(link![1].indexOf('#')));
    expect(answer?.engine).toBe('@box2d/core');
    expect(answer?.result.points.map((p) => [p.indexA, p.indexB])).toEqual(json.peer.points.map((p) => [p.indexA, p.indexB]));
  });

  it('refuses a family the engine has no pair type for (usage error, status 2)', () => {
    const run = compare('--engine', fixture('broad_phase_query_reversed'), '--replay', 'tree-planck/tree-planck-drift:0');
    expect(run.out).toMatch(/unknown family 'tree-planck\/tree-planck-drift'/);
    expect(run.status).toBe(2);
  });
});
