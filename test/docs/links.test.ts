// Every relative link of the user's docs (README.md, docs/*.md) leads somewhere: in the repository,
// to a file that exists and, with a #fragment, to a heading of that file; in the packed tarball
// (the files `npm pack` would ship, as `npm pack --dry-run --json` lists them), to a file the
// tarball holds, since the package's README and docs are read from node_modules too. Links to
// what only the repository has (the examples, the explorer) are absolute URLs instead.

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { anchors, isExternal, links, read, repoRoot, userDocs } from './markdown';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

interface Resolved {
  readonly from: string;
  readonly line: number;
  readonly target: string;
  /** The linked file, relative to the repository root ('' for a link within the same file). */
  readonly file: string;
  readonly fragment: string | undefined;
}

/** The relative links of a doc, each resolved against the doc's folder. */
function relativeLinks(doc: string): Resolved[] {
  return links(read(doc))
    .filter((link) => !isExternal(link.target))
    .map((link) => {
      const [path, fragment] = link.target.split('#', 2);
      const file = path === '' ? doc : normalize(join(dirname(doc), decodeURIComponent(path))).replace(/\\/g, '/');
      return { from: doc, line: link.line, target: link.target, file, fragment };
    });
}

const docs = userDocs();

test('the docs are found (README.md and docs/)', () => {
  expect(docs).toContain('README.md');
  expect(docs).toContain('docs/deviations.md');
  expect(docs.length).toBeGreaterThan(5);
});

describe.each(docs)('%s', (doc) => {
  const resolved = relativeLinks(doc);

  test('every relative link names a file of the repository', () => {
    const broken = resolved.filter((r) => !existsSync(join(repoRoot, r.file))).map((r) => `${r.from}:${r.line} ${r.target}`);
    expect(broken).toEqual([]);
  });

  test('every #fragment names a heading of its Markdown file', () => {
    const broken = resolved
      .filter((r) => r.fragment !== undefined && r.file.endsWith('.md') && existsSync(join(repoRoot, r.file)))
      .filter((r) => !anchors(read(r.file)).has(r.fragment!))
      .map((r) => `${r.from}:${r.line} ${r.target}`);
    expect(broken).toEqual([]);
  });
});

describe('the packed package', () => {
  let packed: Set<string>;

  beforeAll(() => {
    // --ignore-scripts: the file list does not depend on dist/ being fresh, only on "files".
    const out = execFileSync(npm, ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const [report] = JSON.parse(out) as { files: { path: string }[] }[];
    packed = new Set(report.files.map((f) => f.path));
  }, 60_000);

  test('ships the README and every doc it links to', () => {
    for (const doc of docs) expect(packed).toContain(doc);
  });

  test('every relative link of a shipped doc resolves inside the tarball', () => {
    const broken = docs
      .filter((doc) => packed.has(doc))
      .flatMap(relativeLinks)
      .filter((r) => !packed.has(r.file) && ![...packed].some((p) => p.startsWith(`${r.file}/`)))
      .map((r) => `${r.from}:${r.line} ${r.target}`);
    expect(broken).toEqual([]);
  });
});
