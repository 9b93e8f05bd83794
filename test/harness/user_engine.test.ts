// `npm run compare -- --engine PATH`: a user's engine as the peer, in both module forms. Run as the
// CLI (a child process), because the engine module is loaded with a real dynamic import.
//   - b2collide's own dist through its Box2D names: every case exact, 0 unexplained (user_engine_kinds.test.ts
//     covers distance, toi, shape queries and the tree kind by kind, with a broken port each);
//   - @box2d/core through its Box2D names: its flip-swap bug (with e_faceB, indexB ends up equal to
//     indexA) must show as unexplained, with the feature fields named;
//   - the template adapter over planck (examples/engines/planck_adapter.mjs): 0 unexplained.

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

/** The package's ESM entry, as package.json's exports name it. */
function ownDist(): string {
  const exp = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).exports['.'].import;
  return join(root, typeof exp === 'string' ? exp : exp.default);
}

function compare(...args: string[]): { status: number | null; out: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'compare/main.ts', '--workers', '0', '--seed', '7', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.run.json' },
  });
  return { status: run.status, out: run.stdout + run.stderr };
}

beforeAll(() => {
  if (!existsSync(ownDist())) throw new Error('dist/ is missing: run `npm run build` before `npm test`');
});

describe('--engine', () => {
  it("b2collide's own dist, as a module with Box2D's names, agrees on every case", () => {
    // The manifold functions and, found by their C++ names, distance, toi, shape queries and the broad phase (5 tree sequences).
    const run = compare('--engine', ownDist(), '--cases', '3000', '--tree-cases', '5');
    expect(run.out).toMatch(/your engine: /);
    expect(run.out).toMatch(/^total +3,005 +[\d,]+ +3,005 +0 +0 +0 /m);
    expect(run.status).toBe(0);
  });

  it("finds @box2d/core's flip-swap bug as unexplained and names the feature fields", () => {
    const run = compare('--engine', 'node_modules/@box2d/core/dist/index.js', '--family', 'polygon-polygon', '--cases', '1500');
    expect(run.status).toBe(1);
    expect(run.out).toMatch(/FAIL: [\d,]+ unexplained/);
    expect(run.out).toMatch(/polygon-polygon\/\S+ case \d+: points\[\d\]\.indexB/);
  });

  it('takes a default-exported adapter (the planck template) and skips the functions it lacks', () => {
    const run = compare('--engine', 'examples/engines/planck_adapter.mjs', '--cases', '3000');
    expect(run.out).toContain('planck (template adapter)');
    expect(run.out).toMatch(/^polygon-circle vs planck \(template adapter\)/m);
    expect(run.out).not.toMatch(/^edge-polygon vs /m);
    expect(run.out).toContain('OK: no unexplained disagreement');
    expect(run.status).toBe(0);
  });

  it('rejects a module that is neither form, naming what it needs (usage error, status 2)', () => {
    // b2collide_adapter.mjs exports a function that makes an adapter, but no adapter and no Box2D names.
    const bad = compare('--engine', 'examples/vectors/b2collide_adapter.mjs', '--cases', '10');
    expect(bad.out).toMatch(/neither default-exports an adapter .* nor exports Box2D's names/);
    expect(bad.status).toBe(2);
  });
});
