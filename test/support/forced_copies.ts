// Under jest b2collide is src/: the forced copies the witnesses use (compare/runner/forced-modules.ts)
// are made here from the TypeScript source, with the same edits the command makes to the installed
// dist modules, and a copy's import of a module copied before it gets that copy.
import { join } from 'node:path';
import { editModule, setForcedCopyFactory, type ForcedCopy } from '../../compare/runner/forced-modules';

const SRC = join(__dirname, '..', '..', 'src');

/** The exports of each of the copy's modules, in its order, made from src/. */
export function copyFromSource(copy: ForcedCopy): Record<string, unknown>[] {
  // Loaded here, not at the top: it brings the TypeScript compiler, which most tests never need.
  const { moduleFromText } = require('./mutate_module') as typeof import('./mutate_module');
  const { readFileSync } = require('node:fs') as typeof import('node:fs');
  const made = new Map<string, unknown>();
  const out: Record<string, unknown>[] = [];
  for (const module of copy.modules) {
    const text = editModule(copy, module, readFileSync(join(SRC, `${module}.ts`), 'utf8'));
    const exports = moduleFromText<Record<string, unknown>>(`${module}.ts`, text, made);
    made.set(join(SRC, module), exports);
    out.push(exports);
  }
  return out;
}

/** Makes the forced copies from src/ on demand, for the witnesses of the tests' campaigns. */
export function useForcedCopies(): void {
  setForcedCopyFactory(copyFromSource);
}
