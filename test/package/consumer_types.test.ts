// The packed tarball's types resolve for every TypeScript module resolution a consumer may use:
// npm pack writes the tarball, it is unpacked into a temporary node_modules/b2collide, and tsc
// checks one tiny consumer per resolution against it: a .cts file and an .mts file under
// module node16 (CommonJS reads dist/*.d.cts, ESM dist/*.d.ts), bundler resolution, and node10
// (no exports map: main/types, and typesVersions for b2collide/f32). Each consumer uses a value
// and a class from both entry points, passes plain { x, y } and { p, q } literals, and has one @ts-expect-error, so types that resolved to
// `any` would fail too. skipLibCheck is off, so the declaration files themselves are checked.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const root = join(__dirname, '..', '..');
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');

const CONSUMER = `
import { b2CollideCircles, b2CircleShape, b2Dot, b2Manifold, b2Transform } from 'b2collide';
import { b2_linearSlop, b2CircleShape as b2CircleShape32 } from 'b2collide/f32';

const manifold = new b2Manifold();
const circle = new b2CircleShape(0.5);
const xf = new b2Transform().SetIdentity();
b2CollideCircles(manifold, circle, xf, new b2CircleShape32(0.5), xf);
export const points: number = manifold.pointCount + b2_linearSlop;
// Plain { x, y } and { p, q } objects where the library only reads them.
b2CollideCircles(manifold, circle, { p: { x: 1, y: 0 }, q: { s: 0, c: 1 } }, circle, xf);
export const dot: number = b2Dot({ x: 1, y: 2 }, { x: 3, y: 4 });
// @ts-expect-error b2CollideCircles takes a manifold, two circles and two transforms
b2CollideCircles(manifold);
`;

/** One consumer project: its file name and compiler options. */
const consumers: Record<string, { file: string; options: Record<string, unknown> }> = {
  'node16 from CommonJS (.cts)': { file: 'consumer.cts', options: { module: 'node16', moduleResolution: 'node16' } },
  'node16 from ESM (.mts)': { file: 'consumer.mts', options: { module: 'node16', moduleResolution: 'node16' } },
  bundler: { file: 'consumer.ts', options: { module: 'esnext', moduleResolution: 'bundler' } },
  node10: { file: 'consumer.ts', options: { module: 'commonjs', moduleResolution: 'node10' } },
};

let work = '';

beforeAll(() => {
  if (!existsSync(join(root, 'dist'))) throw new Error('dist/ is missing: run `npm run build` before `npm test`');
  work = mkdtempSync(join(tmpdir(), 'b2collide-consumers-'));
  const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', work], { cwd: root, encoding: 'utf8' }).trim().split('\n').pop()!;
  const installed = join(work, 'node_modules', 'b2collide');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', join(work, tarball), '-C', installed, '--strip-components=1']);
  for (const [name, { file, options }] of Object.entries(consumers)) {
    const dir = join(work, name.replace(/\W+/g, '_'));
    mkdirSync(dir);
    writeFileSync(join(dir, file), CONSUMER);
    const compilerOptions = { ...options, target: 'es2020', strict: true, noEmit: true, skipLibCheck: false, types: [] };
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: [file] }));
  }
}, 60_000);

afterAll(() => {
  if (work !== '') rmSync(work, { recursive: true, force: true });
});

test.each(Object.keys(consumers))('the packed types check under %s resolution', async (name) => {
  const dir = join(work, name.replace(/\W+/g, '_'));
  const run = promisify(execFile)(process.execPath, [tsc, '-p', dir], { encoding: 'utf8' });
  await expect(run.then((r) => r.stdout)).resolves.toBe('');
}, 60_000);
