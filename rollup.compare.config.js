import typescript from '@rollup/plugin-typescript';

// The b2collide-compare bin: compare/ bundled into dist/compare/ as ESM for node. Two entries, the
// command line (cli.mjs, with the shebang) and the worker thread it starts (worker.mjs, found next
// to the code that starts it); each built-in pair type is its own chunk, imported only when its
// peer package is installed (compare/catalog.ts). The library is not bundled: 'b2collide' and
// 'b2collide/f32' resolve to the package's own dist/ through its "exports", and the peers
// (planck, @box2d/core, box2d-wasm, phaser-box2d) are the user's optional peer dependencies. Chunks stay in
// the same folder as worker.mjs, so `new URL('./worker.mjs', import.meta.url)` finds it.
const external = (id) => id === 'b2collide' || id.startsWith('b2collide/') || id.startsWith('node:') || ['planck', '@box2d/core', 'box2d-wasm', 'tsx/esm/api'].includes(id) || id.startsWith('phaser-box2d');

// The output folder: dist/, or the fresh folder scripts/build.ts builds into before it swaps it in.
const dist = process.env.B2COLLIDE_DIST ?? 'dist';

export default {
  input: { cli: 'compare/main.ts', worker: 'compare/runner/worker.ts' },
  external,
  output: {
    dir: `${dist}/compare`,
    format: 'es',
    entryFileNames: '[name].mjs',
    chunkFileNames: '[name]-[hash].mjs',
    banner: (chunk) => (chunk.isEntry && chunk.name === 'cli' ? '#!/usr/bin/env node' : ''),
  },
  plugins: [typescript({ tsconfig: './tsconfig.compare.json', outDir: `${dist}/compare`, noEmitOnError: true })],
};
