import typescript from '@rollup/plugin-typescript';
import { dts } from 'rollup-plugin-dts';

// One entry per public module: the float64 library. Each is built as ESM and CJS with
// named exports only, plus one bundled declaration file.
const entries = [{ input: 'src/index.ts', name: 'index' }];

export default entries.flatMap(({ input, name }) => [
  {
    input,
    output: [
      { file: `dist/${name}.mjs`, format: 'es', sourcemap: true },
      { file: `dist/${name}.cjs`, format: 'cjs', sourcemap: true, exports: 'named' },
    ],
    plugins: [typescript({ tsconfig: './tsconfig.build.json', noEmitOnError: true })],
  },
  {
    input,
    output: { file: `dist/${name}.d.ts`, format: 'es' },
    plugins: [dts({ tsconfig: './tsconfig.build.json' })],
  },
]);
