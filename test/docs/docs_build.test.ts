// `npm run docs` builds the API reference with TypeDoc; typedoc.json makes every undocumented export
// or member, and every broken link, a warning and every warning an error. This runs the same
// conversion and validation without writing docs-site/, so npm test fails on any of them.

import { spawnSync } from 'child_process';
import { join } from 'path';

const root = join(__dirname, '..', '..');

describe('the API reference builds', () => {
  it('typedoc validates src/index.ts with 0 errors and 0 warnings', () => {
    const run = spawnSync(process.execPath, [join(root, 'node_modules', 'typedoc', 'bin', 'typedoc'), '--emit', 'none'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    const output = `${run.stdout}${run.stderr}`;
    expect(output).not.toMatch(/\[(warning|error)\]/);
    expect(run.status).toBe(0);
  }, 180_000);
});
