// Under jest b2collide is src/: the forced copies of compare/runner/forced-copy.ts are made here
// from the TypeScript source, with the same edits the command makes to the installed dist modules.
import { basename } from 'node:path';
import type { ModuleEdits } from '../../compare/runner/forced-copy';
import { mutatedModule } from './mutate_module';

/** `main` with its edits, each module of `changed` (in main's folder) replaced by its edited copy. */
export function forcedCopyFromSource<T>(main: ModuleEdits, changed: readonly ModuleEdits[] = []): T {
  const replaced: Record<string, unknown> = {};
  for (const m of changed) replaced[`./${basename(m.module)}`] = mutatedModule<unknown>(`${m.module}.ts`, m.edits);
  return mutatedModule<T>(`${main.module}.ts`, main.edits, replaced);
}
