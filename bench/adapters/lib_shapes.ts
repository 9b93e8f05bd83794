// b2collide's own shapes and transforms from the bench's plain numbers, for either build: the
// float64 'b2collide' (engine_shapes.ts's b2* builders, used by the adapters) and its float32 twin
// 'b2collide/f32' (f32_alloc.ts, f32_vs_f64.ts), which has the same API under separate types.
// Polygons are injected as they are, never rebuilt by Set (see engine_shapes.ts).

import type * as b2 from 'b2collide';
import type { PolygonData } from '../../compare/case/shapes';
import type { PoseData } from '../pair_types';
import type { CircleData, EdgeData } from '../round_pairs';

/** The library's API; the float32 twin is passed as `f32 as unknown as Lib`. */
export type Lib = typeof b2;

export interface LibShapes {
  polygon(d: PolygonData): b2.b2PolygonShape;
  circle(d: CircleData): b2.b2CircleShape;
  edge(d: EdgeData): b2.b2EdgeShape;
  xf(d: PoseData): b2.b2Transform;
}

/**
 * Builders of `lib`'s objects. `round` is applied to the polygon radius, the one number assigned to
 * a field rather than passed through a setter (the float32 twin's setters round their parameters
 * themselves): Math.fround for the twin.
 */
export function libShapes(lib: Lib, round: (x: number) => number = (x) => x): LibShapes {
  return {
    polygon(d) {
      const s = new lib.b2PolygonShape();
      for (let i = 0; i < d.vertices.length; ++i) {
        s.m_vertices[i].Set(d.vertices[i][0], d.vertices[i][1]);
        s.m_normals[i].Set(d.normals[i][0], d.normals[i][1]);
      }
      s.m_count = d.vertices.length;
      s.m_radius = round(d.radius);
      // Filled through its views, as ports fill a polygon; the shape keeps none of them
      // (src/README.md rule 10), so it is laid out as one built by Set or SetAsBox.
      return s;
    },
    circle(d) {
      return new lib.b2CircleShape(d.radius, { x: d.x, y: d.y });
    },
    edge(d) {
      const [x0, y0, x1, y1, x2, y2, x3, y3] = d.v;
      const e = new lib.b2EdgeShape();
      return d.oneSided ? e.SetOneSided({ x: x0, y: y0 }, { x: x1, y: y1 }, { x: x2, y: y2 }, { x: x3, y: y3 }) : e.SetTwoSided({ x: x1, y: y1 }, { x: x2, y: y2 });
    },
    xf(d) {
      return new lib.b2Transform().SetPositionSinCos(d.px, d.py, d.s, d.c);
    },
  };
}
