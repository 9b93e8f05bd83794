// The built package (dist/, made by `npm run build`, which CI runs before `npm test`) loads from
// ESM and from CommonJS by its own name, and the README's example prints what the README shows.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

function run(args: string[]): string {
  return execFileSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
}

describe('the built package', () => {
  beforeAll(() => {
    if (!existsSync(join(root, 'dist', 'index.mjs'))) {
      throw new Error('dist/ is missing: run `npm run build` before `npm test`');
    }
  });

  test('import from ESM finds b2CollidePolygons', () => {
    const out = run(['--input-type=module', '-e', "import { b2CollidePolygons } from 'b2collide'; console.log(typeof b2CollidePolygons)"]);
    expect(out.trim()).toBe('function');
  });

  test('require from CommonJS finds b2CollidePolygons', () => {
    const out = run(['-e', "const m = require('b2collide'); console.log(typeof m.b2CollidePolygons, 'default' in m)"]);
    expect(out.trim()).toBe('function false');
  });

  test("the README's example runs as written and prints the output the README shows", () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const example = readFileSync(join(root, 'examples', 'two_boxes.mjs'), 'utf8');
    // The README embeds the example file verbatim, followed by its expected output.
    expect(readme).toContain(example.trim());
    const shown = /It prints[\s\S]*?```\n([\s\S]*?)```/.exec(readme);
    expect(shown).not.toBeNull();
    const out = run([join('examples', 'two_boxes.mjs')]);
    expect(out.trim()).toBe(shown![1].trim());
  });
});
