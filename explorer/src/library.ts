// The two builds of the library, imported by their package names as a user would. The explorer's
// vite config and tsconfig resolve them to src/ and the generated build/f32/ (the same mapping as
// jest and the root tsconfig), so the page always shows the library in this checkout.

import * as f64 from 'b2collide';
import * as f32 from 'b2collide/f32';

/** The library's API; b2collide/f32 has the same one (generated from src/ by scripts/gen-f32.ts). */
export type Lib = typeof f64;

export const b2collide64: Lib = f64;
export const b2collide32: Lib = f32 as unknown as Lib;
