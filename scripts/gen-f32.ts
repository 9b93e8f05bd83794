// Writes the float32 twin of src/ to build/f32/ (see scripts/f32/generate.ts). Run by `npm run
// gen:f32`, and before `build` and `test`. Only changed files are rewritten; stale ones are removed.
// Usage: tsx scripts/gen-f32.ts [srcDir] [outDir]

import * as fs from 'node:fs';
import * as path from 'node:path';
import { generateF32 } from './f32/generate';

const srcDir = path.resolve(process.argv[2] ?? 'src');
const outDir = path.resolve(process.argv[3] ?? 'build/f32');

const files = generateF32(srcDir, path.resolve('scripts/f32/runtime'));
let written = 0;
for (const [rel, text] of files) {
  const target = path.join(outDir, rel);
  if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === text) continue;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, text);
  written++;
}
// Remove files whose source is gone.
const walk = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    : [];
let removed = 0;
for (const file of walk(outDir)) {
  const rel = path.relative(outDir, file).split(path.sep).join('/');
  if (!files.has(rel)) {
    fs.rmSync(file);
    removed++;
  }
}
console.log(`gen-f32: ${files.size} files in ${path.relative(process.cwd(), outDir) || '.'} (${written} written, ${removed} removed)`);
