import typescript from '@rollup/plugin-typescript';
import { dts } from 'rollup-plugin-dts';

// One entry per public module: the float64 library, and its float32 twin generated from src/ into
// build/f32/ by scripts/gen-f32.ts (`b2collide/f32`). Each is built as ESM and as CJS, named
// exports only, one output file per source file (preserveModules): with `sideEffects: false` in
// package.json a bundler then drops every module a user's imports do not reach, module-level
// scratch included, which it cannot do inside one large file. Types are one bundled declaration
// file per entry, written twice: `.d.ts` is read as ESM (the package is "type": "module") and
// `.d.cts` as CommonJS, so each resolution mode of TypeScript sees the module kind it loads.
// No source maps: they would point at src/ and build/f32/, which the package does not ship, and
// the output is tsc's readable, commented JavaScript, one file per source file.
// The output folder: dist/, or the fresh folder scripts/build.ts builds into before it swaps it in.
const dist = process.env.B2COLLIDE_DIST ?? 'dist';
const entries = [
  { input: 'src/index.ts', root: 'src', out: dist, types: `${dist}/index`, tsconfig: './tsconfig.build.json' },
  { input: 'build/f32/index.ts', root: 'build/f32', out: `${dist}/f32`, types: `${dist}/f32`, tsconfig: './tsconfig.f32.json' },
];

// @rollup/plugin-typescript wants its outDir inside the output dir, so each format is its own build.
const formats = [
  { format: 'es', dir: 'esm', ext: 'mjs' },
  { format: 'cjs', dir: 'cjs', ext: 'cjs' },
];

export default entries.flatMap(({ input, root, out, types, tsconfig }) => [
  ...formats.map(({ format, dir, ext }) => ({
    input,
    output: {
      dir: `${out}/${dir}`,
      format,
      preserveModules: true,
      preserveModulesRoot: root,
      entryFileNames: `[name].${ext}`,
      ...(format === 'cjs' ? { exports: 'named' } : {}),
    },
    plugins: [typescript({ tsconfig, outDir: `${out}/${dir}`, noEmitOnError: true, sourceMap: false })],
  })),
  {
    input,
    output: [
      { file: `${types}.d.ts`, format: 'es' },
      { file: `${types}.d.cts`, format: 'es' },
    ],
    plugins: [dts({ tsconfig })],
  },
]);
