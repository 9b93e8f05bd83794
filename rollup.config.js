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
// The v3 layer (`b2collide/v3`, Box2D v3.1.1) is a second input of each build, so that the modules
// both reach (src/common's checks) are built once, with every export either needs; its types are
// bundled on their own: `b2collide/v3` is the float32 twin, `b2collide/v3/f64` the float64 source.
const entries = [
  { input: ['src/index.ts', 'src/v3/index.ts'], root: 'src', out: dist, tsconfig: './tsconfig.build.json' },
  { input: ['build/f32/index.ts', 'build/f32/v3/index.ts'], root: 'build/f32', out: `${dist}/f32`, tsconfig: './tsconfig.f32.json' },
];
const declarations = [
  { input: 'src/index.ts', types: `${dist}/index`, tsconfig: './tsconfig.build.json' },
  { input: 'build/f32/index.ts', types: `${dist}/f32`, tsconfig: './tsconfig.f32.json' },
  { input: 'build/f32/v3/index.ts', types: `${dist}/v3`, tsconfig: './tsconfig.f32.json' },
  { input: 'src/v3/index.ts', types: `${dist}/v3-f64`, tsconfig: './tsconfig.build.json' },
];

// @rollup/plugin-typescript wants its outDir inside the output dir, so each format is its own build.
const formats = [
  { format: 'es', dir: 'esm', ext: 'mjs' },
  { format: 'cjs', dir: 'cjs', ext: 'cjs' },
];

export default [
  ...entries.flatMap(({ input, root, out, tsconfig }) => formats.map(({ format, dir, ext }) => ({
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
  }))),
  ...declarations.map(({ input, types, tsconfig }) => ({
    input,
    output: [
      { file: `${types}.d.ts`, format: 'es' },
      { file: `${types}.d.cts`, format: 'es' },
    ],
    plugins: [dts({ tsconfig })],
  })),
];
