// Vite for the explorer: dev server (npm run explorer) and static build (npm run build:explorer,
// into explorer/dist/, git-ignored). 'b2collide', 'b2collide/f32' and 'b2collide/v3' resolve as in
// jest and the root tsconfig: to src/, the generated build/f32/ and its build/f32/v3/.
//
// The build opens from disk (file://, no server, no network): relative asset paths, and one
// classic script instead of a module, since browsers refuse module scripts from file:// URLs.

import { existsSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/** Rewrites the built page's module script tag into a deferred classic one (the bundle is an IIFE). */
function classicScript(): Plugin {
  return {
    name: 'explorer-classic-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<script type="module" crossorigin src=/g, '<script defer src='),
    },
  };
}

const root = fileURLToPath(new URL('.', import.meta.url));
const repo = fileURLToPath(new URL('..', import.meta.url));
// Where node_modules really is: a git worktree may link it to another checkout's, and vite serves
// only from allowed folders, which it compares by real path.
const modules = existsSync(`${repo}node_modules`) ? realpathSync(`${repo}node_modules`) : `${repo}node_modules`;

export default defineConfig({
  root,
  base: './',
  resolve: {
    alias: [
      { find: /^b2collide$/, replacement: `${repo}src/index.ts` },
      { find: /^b2collide\/f32$/, replacement: `${repo}build/f32/index.ts` },
      // b2collide/v3 is the float32 twin of src/v3 (the faithful build), as in the package's exports.
      { find: /^b2collide\/v3$/, replacement: `${repo}build/f32/v3/index.ts` },
    ],
  },
  // Port 5173 is the one compare's "open in explorer" links use (from-compare.ts); taken, vite picks the next.
  server: { host: '127.0.0.1', port: 5173, fs: { allow: [repo, modules] } },
  plugins: [classicScript()],
  build: {
    outDir: `${root}dist`,
    emptyOutDir: true,
    target: 'es2020',
    modulePreload: false,
    // box2d-wasm's .wasm (161 kB) goes into the bundle as a data URL: file:// pages cannot fetch files.
    assetsInlineLimit: (file: string) => (file.endsWith('.wasm') ? true : undefined),
    // The page with every engine in it is one ~600 kB file; that is expected.
    chunkSizeWarningLimit: 1024,
    rollupOptions: { output: { format: 'iife', inlineDynamicImports: true } },
  },
  logLevel: 'info',
});
