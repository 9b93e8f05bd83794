// Checks of the house rules in src/README.md that a reader cannot see from one site.

import { readdirSync, readFileSync, statSync } from 'fs';
import { join } from 'path';
import { b2_maxFloat } from 'b2collide';

const srcRoot = join(__dirname, '..', '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

describe('house rule 4: FLT_MAX start values', () => {
  // Every float literal of magnitude near 3.4e38 in src/ must be b2_maxFloat itself and carry the
  // rule's comment, so a mistyped digit cannot start a search from the wrong value.
  const definition = join(srcRoot, 'common', 'b2_settings.ts');
  const occurrences = sourceFiles(srcRoot)
    .filter((file) => file !== definition)
    .flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /3\.4028\d*e\+?38/.test(line))
      .map((line) => ({ file, line })),
  );

  it('finds the literal where the searches start', () => {
    expect(occurrences.length).toBeGreaterThanOrEqual(8);
  });

  it.each(occurrences.map((o) => [o.file.slice(srcRoot.length + 1), o.line.trim()]))('%s: %s', (_file, line) => {
    const literal = /(3\.4028\d*e\+?38)/.exec(line)![1];
    expect(Number(literal)).toBe(b2_maxFloat);
    expect(line).toMatch(/b2_maxFloat \((src\/README\.md )?rule 4\)/);
  });
});

describe('house rule 13: the small colliders call through consts', () => {
  // A module that rebinds an import (`import { f as fImport }`, then `const f = fImport;`) keeps
  // the import's name for the const, and uses the `…Import` binding nowhere else, so every call
  // site goes through the const that V8 folds.
  const rebinding = sourceFiles(srcRoot).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const imported = [...text.matchAll(/\b(\w+) as (\w+Import)\b/g)].map((m) => ({ name: m[1], alias: m[2] }));
    return imported.map(({ name, alias }) => ({ file: file.slice(srcRoot.length + 1), text, name, alias }));
  });

  it('finds the modules that rebind their imports', () => {
    const files = new Set(rebinding.map((r) => r.file));
    expect(files).toEqual(new Set(['collision/b2_collide_circle.ts', 'collision/b2_collide_edge.ts']));
  });

  it.each(rebinding.map((r) => [r.file, r.name, r]))('%s: %s', (_file, _name, r) => {
    const { text, name, alias } = r as { text: string; name: string; alias: string };
    expect(alias).toBe(`${name}Import`);
    expect(text).toContain(`\nconst ${name} = ${alias};\n`);
    // The alias appears in the import and in its const, nowhere else.
    expect(text.split(new RegExp(`\\b${alias}\\b`)).length - 1).toBe(2);
  });
});
