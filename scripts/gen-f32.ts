// Writes the float32 twin of src/ to build/f32/ (see scripts/f32/generate.ts). Run by `npm run
// gen:f32`, and before `build` and `test`. Only changed files are rewritten; stale ones are removed.
// Usage: tsx scripts/gen-f32.ts [srcDir] [outDir]

import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateF32, listSources } from './f32/generate';

const srcDir = path.resolve(process.argv[2] ?? 'src');
const outDir = path.resolve(process.argv[3] ?? 'build/f32');
// Next to this script, wherever it is run from.
const runtimeDir = fileURLToPath(new URL('./f32/runtime', import.meta.url));

const files = generateF32(srcDir, runtimeDir);
let written = 0;
for (const [rel, text] of files) {
  const target = path.join(outDir, rel);
  if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === text) continue;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, text);
  written++;
}
// Remove twin files whose source is gone (the same file set test/f32_generate.test.ts compares).
let removed = 0;
for (const rel of listSources(outDir)) {
  if (!files.has(rel)) {
    fs.rmSync(path.join(outDir, rel));
    removed++;
  }
}
console.log(`gen-f32: ${files.size} files in ${path.relative(process.cwd(), outDir) || '.'} (${written} written, ${removed} removed)`);
