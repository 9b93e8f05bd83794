// The two builds every fuzz case runs through, imported the way a user imports them: under tsx
// (npm run fuzz) 'b2collide' is the built dist/, under jest it is src/ (jest.config.cjs).

import * as F64 from 'b2collide';
import * as F32 from 'b2collide/f32';

export type Lib = typeof F64;

export interface Build {
  readonly name: 'f64' | 'f32';
  readonly lib: Lib;
}

export const builds: readonly Build[] = [
  { name: 'f64', lib: F64 },
  { name: 'f32', lib: F32 as unknown as Lib },
];

export const { b2_linearSlop } = F64;
