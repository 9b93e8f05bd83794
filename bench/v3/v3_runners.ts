// The timed loops of b2collide/v3, one per build. As in bench/scale/runners.ts, each engine's loop
// is written out on purpose: a call site that sees one callee and one set of shape classes is
// optimised monomorphically, and one that has seen both builds' functions inlines neither. So the
// two functions below are copies, one per build, each with one arm per family.

import type { Runner } from '../adapters/adapter_types';
import type { V3Family, V3Pair } from './corpus';
import type { V3Lib } from './lib';
import { v3Shapes } from './v3_shapes';

/** The loop of the float32 twin (`b2collide/v3`). */
export function v3F32Runner(lib: V3Lib, family: V3Family, pairs: readonly V3Pair[], visits: Int32Array): Runner {
  const make = v3Shapes(lib);
  const xfsA = pairs.map((p) => make.xf(p.xfA));
  const xfsB = pairs.map((p) => make.xf(p.xfB));
  const m = new lib.b2Manifold();
  const n = visits.length;
  switch (family) {
    case 'polygons': {
      const a = pairs.map((p) => make.polygon(p.a));
      const b = pairs.map((p) => make.polygon(p.b));
      const one = (i: number) => lib.b2CollidePolygons(m, a[i], xfsA[i], b[i], xfsB[i]).pointCount;
      return { one, pass: () => { let sum = 0; for (let k = 0; k < n; ++k) sum += one(visits[k]); return sum; } };
    }
    case 'capsules': {
      const a = pairs.map((p) => make.capsule(p.a));
      const b = pairs.map((p) => make.capsule(p.b));
      const one = (i: number) => lib.b2CollideCapsules(m, a[i], xfsA[i], b[i], xfsB[i]).pointCount;
      return { one, pass: () => { let sum = 0; for (let k = 0; k < n; ++k) sum += one(visits[k]); return sum; } };
    }
    case 'polygon-circle': {
      const a = pairs.map((p) => make.polygon(p.a));
      const b = pairs.map((p) => make.circle(p.b));
      const one = (i: number) => lib.b2CollidePolygonAndCircle(m, a[i], xfsA[i], b[i], xfsB[i]).pointCount;
      return { one, pass: () => { let sum = 0; for (let k = 0; k < n; ++k) sum += one(visits[k]); return sum; } };
    }
    case 'segment-polygon': {
      const a = pairs.map((p) => make.segment(p.a));
      const b = pairs.map((p) => make.polygon(p.b));
      const one = (i: number) => lib.b2CollideSegmentAndPolygon(m, a[i], xfsA[i], b[i], xfsB[i]).pointCount;
      return { one, pass: () => { let sum = 0; for (let k = 0; k < n; ++k) sum += one(visits[k]); return sum; } };
    }
  }
}

/** The loop of the float64 source (`b2collide/v3/f64`): a copy of v3F32Runner (see above). */
export function v3F64Runner(lib: V3Lib, family: V3Family, pairs: readonly V3Pair[], visits: Int32Array): Runner {
  const make = v3Shapes(lib);
  const xfsA = pairs.map((p) => make.xf(p.xfA));
  const xfsB = pairs.map((p) => make.xf(p.xfB));
  const m = new lib.b2Manifold();
  const n = visits.length;
  switch (family) {
    case 'polygons': {
      const a = pairs.map((p) => make.polygon(p.a));
      const b = pairs.map((p) => make.polygon(p.b));
      const one = (i: number) => lib.b2CollidePolygons(m, a[i], xfsA[i], b[i], xfsB[i]).pointCount;
      return { one, pass: () => { let sum = 0; for (let k = 0; k < n; ++k) sum += one(visits[k]); return sum; } };
    }
    case 'capsules': {
      const a = pairs.map((p) => make.capsule(p.a));
      const b = pairs.map((p) => make.capsule(p.b));
      const one = (i: number) => lib.b2CollideCapsules(m, a[i], xfsA[i], b[i], xfsB[i]).pointCount;
      return { one, pass: () => { let sum = 0; for (let k = 0; k < n; ++k) sum += one(visits[k]); return sum; } };
    }
    case 'polygon-circle': {
      const a = pairs.map((p) => make.polygon(p.a));
      const b = pairs.map((p) => make.circle(p.b));
      const one = (i: number) => lib.b2CollidePolygonAndCircle(m, a[i], xfsA[i], b[i], xfsB[i]).pointCount;
      return { one, pass: () => { let sum = 0; for (let k = 0; k < n; ++k) sum += one(visits[k]); return sum; } };
    }
    case 'segment-polygon': {
      const a = pairs.map((p) => make.segment(p.a));
      const b = pairs.map((p) => make.polygon(p.b));
      const one = (i: number) => lib.b2CollideSegmentAndPolygon(m, a[i], xfsA[i], b[i], xfsB[i]).pointCount;
      return { one, pass: () => { let sum = 0; for (let k = 0; k < n; ++k) sum += one(visits[k]); return sum; } };
    }
  }
}

/** The loop of the --baseline build (another checkout's `b2collide/v3`): a copy of v3F32Runner (see above). */
export function v3BaselineRunner(lib: V3Lib, family: V3Family, pairs: readonly V3Pair[], visits: Int32Array): Runner {
  const make = v3Shapes(lib);
  const xfsA = pairs.map((p) => make.xf(p.xfA));
  const xfsB = pairs.map((p) => make.xf(p.xfB));
  const m = new lib.b2Manifold();
  const n = visits.length;
  switch (family) {
    case 'polygons': {
      const a = pairs.map((p) => make.polygon(p.a));
      const b = pairs.map((p) => make.polygon(p.b));
      const one = (i: number) => lib.b2CollidePolygons(m, a[i], xfsA[i], b[i], xfsB[i]).pointCount;
      return { one, pass: () => { let sum = 0; for (let k = 0; k < n; ++k) sum += one(visits[k]); return sum; } };
    }
    case 'capsules': {
      const a = pairs.map((p) => make.capsule(p.a));
      const b = pairs.map((p) => make.capsule(p.b));
      const one = (i: number) => lib.b2CollideCapsules(m, a[i], xfsA[i], b[i], xfsB[i]).pointCount;
      return { one, pass: () => { let sum = 0; for (let k = 0; k < n; ++k) sum += one(visits[k]); return sum; } };
    }
    case 'polygon-circle': {
      const a = pairs.map((p) => make.polygon(p.a));
      const b = pairs.map((p) => make.circle(p.b));
      const one = (i: number) => lib.b2CollidePolygonAndCircle(m, a[i], xfsA[i], b[i], xfsB[i]).pointCount;
      return { one, pass: () => { let sum = 0; for (let k = 0; k < n; ++k) sum += one(visits[k]); return sum; } };
    }
    case 'segment-polygon': {
      const a = pairs.map((p) => make.segment(p.a));
      const b = pairs.map((p) => make.polygon(p.b));
      const one = (i: number) => lib.b2CollideSegmentAndPolygon(m, a[i], xfsA[i], b[i], xfsB[i]).pointCount;
      return { one, pass: () => { let sum = 0; for (let k = 0; k < n; ++k) sum += one(visits[k]); return sum; } };
    }
  }
}
