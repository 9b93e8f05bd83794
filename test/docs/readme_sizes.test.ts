// The README's bundle sizes are the budgets scripts/check-size.ts holds (npm test runs it), not a
// measurement that drifts: each "at most N kB" must equal a budget there, so raising a budget
// without the README (or the reverse) fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8').replace(/\s+/g, ' ');
const checkSize = readFileSync(join(root, 'scripts', 'check-size.ts'), 'utf8');

/** check-size.ts's budget for the entry named `name`, in bytes. */
function budget(name: string): number {
  const line = checkSize.split('\n').find((l) => l.includes(`name: '${name}'`));
  const match = line === undefined ? null : /maxGzip: ([\d_]+)/.exec(line);
  if (match === null) throw new Error(`no budget named ${name} in scripts/check-size.ts`);
  return Number(match[1].replace(/_/g, ''));
}

test('the README quotes the one-collider and whole-library budgets', () => {
  const match = /`b2CollideCircles` alone adds at most ([\d.]+) kB minified and gzipped, the whole v2\.4\.1 library at most ([\d.]+) kB/.exec(readme);
  expect(match).not.toBeNull();
  expect([Number(match![1]) * 1000, Number(match![2]) * 1000]).toEqual([budget('one collider: b2CollideCircles'), budget('the whole library')]);
});
