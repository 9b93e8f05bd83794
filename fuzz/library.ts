// The builds the fuzz cases run through, imported the way a user imports them: under tsx
// (npm run fuzz) 'b2collide' is the built dist/, under jest it is src/ (jest.config.cjs). The
// v2.4.1 layer's two (`builds`: f64, f32; the hull clouds and --large use only these) and the v3
// layer's two (`v3Builds`: v3 is `b2collide/v3`, the float32 twin; v3/f64 its float64 source).
// `Lib` is the v2.4.1 module's type; a v3 module is handed around under it and its recipes
// (fuzz/recipes/v3*.ts) cast it back.

import * as F64 from 'b2collide';
import * as F32 from 'b2collide/f32';
import * as V3 from 'b2collide/v3';
import * as V3F64 from 'b2collide/v3/f64';

export type Lib = typeof F64;
/** The v3 module's type (`b2collide/v3/f64`; the float32 `b2collide/v3` has the same exports). */
export type V3Lib = typeof V3F64;

export interface Build {
  readonly name: 'f64' | 'f32' | 'v3' | 'v3/f64';
  readonly lib: Lib;
  /** The build a float32 build's answers are compared with (a recipe's `twin` tolerance). */
  readonly twin?: Lib;
  /** Put before the export's name in the table's rows ('' for v2.4.1, 'v3 ' for v3). */
  readonly rowPrefix: string;
}

export const builds: readonly Build[] = [
  { name: 'f64', lib: F64, rowPrefix: '' },
  { name: 'f32', lib: F32 as unknown as Lib, twin: F64, rowPrefix: '' },
];

export const v3Builds: readonly Build[] = [
  { name: 'v3/f64', lib: V3F64 as unknown as Lib, rowPrefix: 'v3 ' },
  { name: 'v3', lib: V3 as unknown as Lib, twin: V3F64 as unknown as Lib, rowPrefix: 'v3 ' },
];

/** Every build an API case may pick. */
export const allBuilds: readonly Build[] = [...builds, ...v3Builds];

/** True for a v3 module (its recipes are fuzz/recipes/v3*.ts). */
export function isV3Lib(lib: Lib): boolean {
  return v3Builds.some((b) => b.lib === lib);
}

export const { b2_linearSlop } = F64;
