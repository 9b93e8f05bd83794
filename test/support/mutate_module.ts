// Planted bugs for the harness's mutation tests (test/harness/mutants*.test.ts): a copy of one of
// b2collide's source modules with a textual edit, compiled and loaded beside the real one. Its
// relative imports resolve to the real modules (the same instances the tests use), so a mutated
// function runs on b2collide's own shapes, transforms and proxies. Each edit must match exactly
// once, so a refactor of src/ that moves the line fails here instead of planting nothing.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

const SRC = join(__dirname, '..', '..', 'src');

/**
 * The module src/<file> with each [from, to] edit applied once; exports as the real module's.
 * `replaced` maps an import specifier as written in the file to the exports to give it instead
 * (another mutated module).
 */
export function mutatedModule<T>(file: string, edits: readonly (readonly [string, string])[], replaced: Readonly<Record<string, unknown>> = {}): T {
  const path = join(SRC, file);
  let text = readFileSync(path, 'utf8');
  for (const [from, to] of edits) {
    const at = text.indexOf(from);
    if (at < 0 || text.indexOf(from, at + 1) >= 0) throw new Error(`mutatedModule: '${from}' must occur exactly once in src/${file}`);
    text = text.slice(0, at) + to + text.slice(at + from.length);
  }
  const js = ts.transpileModule(text, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 } }).outputText;
  const here = dirname(path);
  const load = (spec: string): unknown => (spec in replaced ? replaced[spec] : require(spec.startsWith('.') ? resolve(here, spec) : spec));
  const module = { exports: {} as Record<string, unknown> };
  new Function('require', 'module', 'exports', js)(load, module, module.exports);
  return module.exports as T;
}
