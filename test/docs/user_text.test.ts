// The README stays short, and what a user reads (README.md, docs/*.md) speaks of the library, not
// of how it was made: no issue numbers, no house-rule numbers, no commit hashes (those belong in
// commit messages and src/README.md).

import { proseLines, read, userDocs } from './markdown';

test('README.md is under 250 lines', () => {
  expect(read('README.md').split('\n').length).toBeLessThan(250);
});

// An issue or pull request of this project ("issue 17", "#28"), a numbered house rule ("rule 11"),
// a commit hash (7 to 40 hex digits with a letter and a digit, not a 0x literal).
const forbidden: readonly { name: string; pattern: RegExp }[] = [
  { name: 'an issue number', pattern: /\b(?:issues?|PR|pull request)\s+#?\d+|(?<![\w/&])#\d+\b/i },
  { name: 'a house-rule number', pattern: /\brules?\s+\d+/i },
  { name: 'a commit hash', pattern: /(?<![\w/.]|0x)(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}(?![\w/])/ },
];

describe.each(userDocs())('%s', (doc) => {
  const text = read(doc);
  test.each(forbidden)('mentions no $name', ({ pattern }) => {
    const hits = text
      .split('\n')
      .map((line, i) => ({ line, at: `${doc}:${i + 1}` }))
      .filter(({ line }) => pattern.test(line))
      .map(({ line, at }) => `${at}: ${line.trim()}`);
    expect(hits).toEqual([]);
  });
});

test('the patterns catch what they are for', () => {
  const [issue, rule, commit] = forbidden.map((f) => f.pattern);
  expect(issue.test('see issue 17')).toBe(true);
  expect(issue.test('fixed in #28')).toBe(true);
  expect(issue.test('key 10102')).toBe(false);
  expect(rule.test('src/README.md rule 11')).toBe(true);
  expect(commit.test('against commit 471a264')).toBe(true);
  expect(commit.test('key 0x00010002')).toBe(false);
  expect(commit.test('vcvtsd2ss')).toBe(false);
  // proseLines is what the link checks read; the text checks read code blocks too.
  expect(proseLines('a\n```\nrule 1\n```').join('|')).toBe('a|||');
});
