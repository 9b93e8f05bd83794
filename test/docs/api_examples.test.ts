// The @example blocks of src/ are real programs: each is pulled out of its doc comment, compiled
// and run against the library, so an example that stops working fails here. Every
// `console.log(...)` in an example carries the printed text as a trailing `// comment`, and this
// test checks that the example prints exactly that.

import * as ts from 'typescript';
import { readdirSync, readFileSync, statSync } from 'fs';
import { join, relative } from 'path';

const root = join(__dirname, '..', '..');
const srcRoot = join(root, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

interface Example {
  readonly where: string;
  /** The class, function or member the doc comment belongs to. */
  readonly owner: string;
  readonly code: string;
}

/** The fenced code of every @example tag in a file's doc comments. */
function examplesIn(file: string): Example[] {
  const found: Example[] = [];
  const text = readFileSync(file, 'utf8');
  for (const comment of text.matchAll(/\/\*\*[\s\S]*?\*\//g)) {
    const lines = comment[0].split('\n').map((line) => line.replace(/^\s*\*(?: |$)/, ''));
    const body = lines.join('\n');
    for (const tag of body.matchAll(/@example[^\n]*\n([\s\S]*?)(?=\n@\w|\*\/|$)/g)) {
      const fence = /```ts\n([\s\S]*?)\n```/.exec(tag[1]);
      if (!fence) continue;
      const line = text.slice(0, comment.index).split('\n').length;
      const after = text.slice(comment.index! + comment[0].length);
      const owner = /^\s*(?:export\s+)?(?:abstract\s+|static\s+)*(?:class\s+|function\s+|const\s+)?(\w+)/.exec(after)?.[1] ?? '';
      found.push({ where: `${relative(root, file)}:${line} (${owner})`, owner, code: fence[1] });
    }
  }
  return found;
}

const examples = sourceFiles(srcRoot).flatMap(examplesIn);

/** Turns `console.log(a, b); // text` into a check that a and b print as `text`. */
function withChecks(code: string): string {
  return code
    .split('\n')
    .map((line) => {
      const log = /^(\s*)console\.log\((.*)\);\s*\/\/ ?(.*)$/.exec(line);
      if (log) return `${log[1]}__printed(${JSON.stringify(log[3])}, ${log[2]});`;
      if (/console\.log/.test(line)) throw new Error(`console.log without the text it prints: ${line}`);
      return line;
    })
    .join('\n');
}

describe('the @example blocks of src/ run as written', () => {
  // The entry points a user starts from each show one.
  it.each([
    'b2CollidePolygons',
    'b2CollideShapes',
    'SetAsBox',
    'Set',
    'b2Distance',
    'b2ShapeCast',
    'b2TimeOfImpact',
    'b2DynamicTree',
    'b2BroadPhase',
    'b2WorldManifold',
    'b2WarmStartManifold',
  ])('%s has an example', (name) => {
    expect(examples.map((e) => e.owner)).toContain(name);
  });

  it.each(examples.map((e) => [e.where, e] as const))('%s', (_where, example) => {
    const js = ts.transpileModule(withChecks(example.code), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
    }).outputText;
    const printed: Array<{ expected: string; actual: string }> = [];
    const __printed = (expected: string, ...values: unknown[]): void => {
      printed.push({ expected, actual: values.map(String).join(' ') });
    };
    const module = { exports: {} };
    new Function('require', 'module', 'exports', '__printed', js)(require, module, module.exports, __printed);
    for (const p of printed) expect(p.actual).toBe(p.expected);
  });
});
