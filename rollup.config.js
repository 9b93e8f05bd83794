import typescript from '@rollup/plugin-typescript';
import { dts } from 'rollup-plugin-dts';

// One entry per public module: the float64 library, and its float32 twin generated from src/ into
// build/f32/ by scripts/gen-f32.ts (`b2collide/f32`). Each is built as ESM and CJS with
// named exports only, plus one bundled declaration file.
const entries = [
  { input: 'src/index.ts', name: 'index', tsconfig: './tsconfig.build.json' },
  { input: 'build/f32/index.ts', name: 'f32', tsconfig: './tsconfig.f32.json' },
];

export default entries.flatMap(({ input, name, tsconfig }) => [
  {
    input,
    output: [
      { file: `dist/${name}.mjs`, format: 'es', sourcemap: true },
      { file: `dist/${name}.cjs`, format: 'cjs', sourcemap: true, exports: 'named' },
    ],
    plugins: [typescript({ tsconfig, noEmitOnError: true })],
  },
  {
    input,
    output: { file: `dist/${name}.d.ts`, format: 'es' },
    plugins: [dts({ tsconfig })],
  },
]);
