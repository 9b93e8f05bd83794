// What the docs tests read from a Markdown file: its links and its headings' anchors. Enough
// Markdown for this repository's own files (fenced code and inline code are skipped, reference-style
// links are not used), not a general parser.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const repoRoot = join(__dirname, '..', '..');

/** README.md and every Markdown file of docs/, as paths relative to the repository root. */
export function userDocs(): string[] {
  const docs = readdirSync(join(repoRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs];
}

/** The text outside fenced code blocks, line by line (code lines become empty, so numbers hold). */
export function proseLines(markdown: string): string[] {
  let inFence = false;
  return markdown.split('\n').map((line) => {
    if (/^\s*```/.test(line)) {
      inFence = !inFence;
      return '';
    }
    return inFence ? '' : line.replace(/`[^`]*`/g, '``');
  });
}

export interface Link {
  readonly target: string;
  readonly line: number;
}

/** Every `[text](target)` and `![alt](target)` outside code, with its 1-based line. */
export function links(markdown: string): Link[] {
  return proseLines(markdown).flatMap((text, i) =>
    [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => ({ target: m[1], line: i + 1 })),
  );
}

/** True for a link that leaves the file tree (a URL with a scheme). */
export function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target);
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown file's headings (outside code), numbered as GitHub does for repeats. */
export function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const line of proseHeadings(markdown)) {
    const base = slug(line);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count === 0 ? base : `${base}-${count}`);
  }
  return result;
}

function proseHeadings(markdown: string): string[] {
  let inFence = false;
  const headings: string[] = [];
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) inFence = !inFence;
    else if (!inFence) {
      const m = /^#{1,6}\s+(.*)$/.exec(line);
      if (m) headings.push(m[1]);
    }
  }
  return headings;
}

export function read(path: string): string {
  return readFileSync(join(repoRoot, path), 'utf8');
}
