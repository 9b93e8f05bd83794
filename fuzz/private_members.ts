// Which class members are private or protected, read from src/ with the TypeScript parser (no
// type check): the runtime sees every method on a prototype, and only the declarations say which
// ones a user may call. Both builds share these declarations (build/f32 is generated from src/).

import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const srcDir = fileURLToPath(new URL('../src', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sourceFiles(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : [],
  );
}

let cache: Map<string, Set<string>> | undefined;

/** The parsed table as plain data (a worker gets it from the main thread instead of parsing again). */
export function privateMembersData(): [string, string[]][] {
  return [...privateMembers()].map(([k, v]) => [k, [...v]]);
}
export function usePrivateMembersData(data: readonly (readonly [string, readonly string[]])[]): void {
  cache = new Map(data.map(([k, v]) => [k, new Set(v)]));
}

/** class name -> names of its private and protected members (methods, fields, accessors). */
export function privateMembers(): Map<string, Set<string>> {
  if (cache) return cache;
  cache = new Map();
  // Loaded only here: a worker given the table never pays for the TypeScript parser.
  const ts = createRequire(import.meta.url)('typescript') as typeof import('typescript');
  for (const file of sourceFiles(srcDir)) {
    const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    sf.forEachChild(function visit(node) {
      if (ts.isClassDeclaration(node) && node.name) {
        const hidden = cache!.get(node.name.text) ?? new Set<string>();
        for (const m of node.members) {
          if (!m.name || !(ts.isIdentifier(m.name) || ts.isPrivateIdentifier(m.name))) continue;
          const mods = ts.canHaveModifiers(m) ? (ts.getModifiers(m) ?? []) : [];
          const hiddenByModifier = mods.some((x) => x.kind === ts.SyntaxKind.PrivateKeyword || x.kind === ts.SyntaxKind.ProtectedKeyword);
          if (hiddenByModifier || ts.isPrivateIdentifier(m.name)) hidden.add(m.name.text);
        }
        cache!.set(node.name.text, hidden);
      }
      node.forEachChild(visit);
    });
  }
  return cache;
}
