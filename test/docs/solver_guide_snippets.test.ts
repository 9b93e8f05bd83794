// The solver guide (docs/solver-guide.md) quotes the example solver instead of paraphrasing it:
// each of its TypeScript blocks starts with `// from examples/solver/<file>` and the lines after it
// must appear in that file, in order and next to each other (indentation aside). When the example
// changes, this fails until the guide is brought along.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { read, repoRoot } from './markdown';

interface Snippet {
  readonly file: string;
  readonly lines: readonly string[];
  readonly at: number;
}

/** The guide's ```ts blocks that name their source file on their first line. */
function snippets(markdown: string): Snippet[] {
  const result: Snippet[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; ++i) {
    if (lines[i].trim() !== '```ts') continue;
    const end = lines.findIndex((line, j) => j > i && line.trim() === '```');
    const body = lines.slice(i + 1, end);
    const source = /^\/\/ from (examples\/\S+)$/.exec(body[0]?.trim() ?? '');
    if (source !== null) result.push({ file: source[1], lines: body.slice(1), at: i + 1 });
    i = end;
  }
  return result;
}

/** True when the snippet's lines are consecutive lines of the source, compared without indentation. */
function quotedFrom(snippet: readonly string[], source: readonly string[]): boolean {
  const want = snippet.map((line) => line.trim());
  const have = source.map((line) => line.trim());
  for (let start = 0; start + want.length <= have.length; ++start) {
    if (want.every((line, k) => have[start + k] === line)) return true;
  }
  return false;
}

const guide = read('docs/solver-guide.md');
const found = snippets(guide);

test('the guide quotes the example solver in several blocks, each naming its file', () => {
  expect(found.length).toBeGreaterThanOrEqual(8);
  // Every ts block names its source: a block without one would not be checked.
  const tsBlocks = guide.split('\n').filter((line) => line.trim() === '```ts').length;
  expect(found.length).toBe(tsBlocks);
});

describe.each(found.map((s) => [`${s.file} (guide line ${s.at})`, s] as const))('%s', (_name, snippet) => {
  test('is a run of consecutive lines of that file', () => {
    const path = join(repoRoot, snippet.file);
    expect(existsSync(path)).toBe(true);
    const source = readFileSync(path, 'utf8').split('\n');
    expect(snippet.lines.length).toBeGreaterThan(0);
    expect(quotedFrom(snippet.lines, source)).toBe(true);
  });
});

test('a changed line is caught', () => {
  const source = ['  a();', '  b();', '  c();'];
  expect(quotedFrom(['a();', 'b();'], source)).toBe(true);
  expect(quotedFrom(['a();', 'c();'], source)).toBe(false);
  expect(quotedFrom(['a();', 'b(1);'], source)).toBe(false);
});
