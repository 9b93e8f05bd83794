// Vite for the explorer: dev server (npm run explorer) and static build (npm run build:explorer,
// into explorer/dist/, git-ignored; relative asset paths so it opens from disk). 'b2collide' and
// 'b2collide/f32' resolve as in jest and the root tsconfig: to src/ and the generated build/f32/.

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const repo = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root,
  base: './',
  resolve: {
    alias: [
      { find: /^b2collide$/, replacement: `${repo}src/index.ts` },
      { find: /^b2collide\/f32$/, replacement: `${repo}build/f32/index.ts` },
    ],
  },
  server: { host: '127.0.0.1', fs: { allow: [repo] } },
  build: { outDir: `${root}dist`, emptyOutDir: true, target: 'es2020' },
  logLevel: 'info',
});
