// The library a native-v3 case runs on: b2collide/v3, the float32 build users load (the faithful
// one, whose answers must be the C's bits). The float64 source has the same API and serves as the
// type; the tests put it (or a planted bug) in the same place to show the comparison can fail.

import type * as V3F64 from 'b2collide/v3/f64';

export type V3Lib = typeof V3F64;
