// The v3 bench's comparison of layouts: b2collide's Box2D v2.4.1 b2CollidePolygons on the same boxes
// and hulls, built as a v2.4.1 user builds them (SetAsBox, Set; v2.4.1's polygon skin radius
// b2_polygonRadius included, as Box2D gives every polygon), in both builds. A v2.4.1 polygon packs its
// vertices and normals in one Float64Array (`m_packed`); a v3 polygon holds arrays of b2Vec2
// objects. One copy of the loop per build (see v3_runners.ts).

import type * as b2 from 'b2collide';
import type { Runner } from '../adapters/adapter_types';
import type { V3Pair, V3Pose, V3Shape } from './corpus';

type V241 = typeof b2;

/** Builders of a v2.4.1 build's polygons and transforms. */
export function v241Shapes(lib: V241) {
  const polygon = (s: V3Shape): b2.b2PolygonShape => {
    if (s.kind === 'box') return new lib.b2PolygonShape().SetAsBox(s.hx, s.hy);
    if (s.kind !== 'hull') throw new Error(`v3 bench: a ${s.kind} is not a polygon`);
    return new lib.b2PolygonShape().Set(s.points.map(([x, y]) => ({ x, y })));
  };
  const xf = (d: V3Pose): b2.b2Transform => new lib.b2Transform().SetPositionSinCos(d.px, d.py, d.s, d.c);
  return { polygon, xf };
}

/** The float64 build (`b2collide`). */
export function v241F64Runner(lib: V241, pairs: readonly V3Pair[], visits: Int32Array): Runner {
  const make = v241Shapes(lib);
  const a = pairs.map((p) => make.polygon(p.a));
  const b = pairs.map((p) => make.polygon(p.b));
  const xfsA = pairs.map((p) => make.xf(p.xfA));
  const xfsB = pairs.map((p) => make.xf(p.xfB));
  const m = new lib.b2Manifold();
  const n = visits.length;
  const one = (i: number) => (lib.b2CollidePolygons(m, a[i], xfsA[i], b[i], xfsB[i]), m.pointCount);
  return { one, pass: () => { let sum = 0; for (let k = 0; k < n; ++k) sum += one(visits[k]); return sum; } };
}

/** The float32 twin (`b2collide/f32`): a copy of v241F64Runner. */
export function v241F32Runner(lib: V241, pairs: readonly V3Pair[], visits: Int32Array): Runner {
  const make = v241Shapes(lib);
  const a = pairs.map((p) => make.polygon(p.a));
  const b = pairs.map((p) => make.polygon(p.b));
  const xfsA = pairs.map((p) => make.xf(p.xfA));
  const xfsB = pairs.map((p) => make.xf(p.xfB));
  const m = new lib.b2Manifold();
  const n = visits.length;
  const one = (i: number) => (lib.b2CollidePolygons(m, a[i], xfsA[i], b[i], xfsB[i]), m.pointCount);
  return { one, pass: () => { let sum = 0; for (let k = 0; k < n; ++k) sum += one(visits[k]); return sum; } };
}
