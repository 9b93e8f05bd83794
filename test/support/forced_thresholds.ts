// Under jest b2collide is src/: the copies in which a peer's epsilon can be forced at one decision
// (compare/runner/forced-modules.ts, compare/forced-thresholds.ts) are made here from the
// TypeScript source, with the same edits the command makes to the installed dist modules; a
// copy's import of a module copied before it gets that copy.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { editModule, setForcedCopyFactory, type ForcedCopy } from '../../compare/runner/forced-modules';

const SRC = join(__dirname, '..', '..', 'src');

/** The exports of each of the copy's modules, in its order, compiled from src/. */
export function copyFromSource(copy: ForcedCopy): Record<string, unknown>[] {
  // Loaded here, not at the top: most tests never need the TypeScript compiler.
  const ts = require('typescript') as typeof import('typescript');
  const made = new Map<string, unknown>();
  const out: Record<string, unknown>[] = [];
  for (const module of copy.modules) {
    const path = join(SRC, `${module}.ts`);
    const text = editModule(copy, module, readFileSync(path, 'utf8'));
    const js = ts.transpileModule(text, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 } }).outputText;
    const load = (spec: string): unknown => {
      if (!spec.startsWith('.')) return require(spec);
      const target = resolve(dirname(path), spec);
      return made.has(target) ? made.get(target) : require(target);
    };
    const m = { exports: {} as Record<string, unknown> };
    new Function('require', 'module', 'exports', js)(load, m, m.exports);
    made.set(join(SRC, module), m.exports);
    out.push(m.exports);
  }
  return out;
}

/** Makes those copies from src/ on demand, for the witnesses of the tests' campaigns. */
export function useForcedThresholds(): void {
  setForcedCopyFactory(copyFromSource);
}
