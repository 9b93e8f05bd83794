// The v3 bench's shapes for b2collide/v3 (either build), built as a user builds them: b2MakeBox for
// a box, b2ComputeHull then b2MakePolygon (radius 0) for a hull, the structs' fields for circles,
// capsules and segments, and a transform's p and q set from the corpus numbers.

import type { V3Pose, V3Shape } from './corpus';
import type { V3Lib } from './lib';

export type V3Polygon = InstanceType<V3Lib['b2Polygon']>;
export type V3Circle = InstanceType<V3Lib['b2Circle']>;
export type V3Capsule = InstanceType<V3Lib['b2Capsule']>;
export type V3Segment = InstanceType<V3Lib['b2Segment']>;
export type V3Transform = InstanceType<V3Lib['b2Transform']>;

/** Builders of one build's shapes; each throws when the corpus shape is of another kind. */
export function v3Shapes(lib: V3Lib) {
  const polygon = (s: V3Shape): V3Polygon => {
    if (s.kind === 'box') return lib.b2MakeBox(new lib.b2Polygon(), s.hx, s.hy);
    if (s.kind !== 'hull') throw new Error(`v3 bench: a ${s.kind} is not a polygon`);
    const points = s.points.map(([x, y]) => new lib.b2Vec2(x, y));
    const hull = lib.b2ComputeHull(new lib.b2Hull(), points, points.length);
    if (hull.count < 3) throw new Error('v3 bench: b2ComputeHull found no hull for a corpus hull');
    return lib.b2MakePolygon(new lib.b2Polygon(), hull, 0);
  };
  const circle = (s: V3Shape): V3Circle => {
    if (s.kind !== 'circle') throw new Error(`v3 bench: a ${s.kind} is not a circle`);
    const c = new lib.b2Circle();
    c.center.x = s.cx;
    c.center.y = s.cy;
    c.radius = s.radius;
    return c;
  };
  const capsule = (s: V3Shape): V3Capsule => {
    if (s.kind !== 'capsule') throw new Error(`v3 bench: a ${s.kind} is not a capsule`);
    const c = new lib.b2Capsule();
    c.center1.x = s.x1;
    c.center1.y = s.y1;
    c.center2.x = s.x2;
    c.center2.y = s.y2;
    c.radius = s.radius;
    return c;
  };
  const segment = (s: V3Shape): V3Segment => {
    if (s.kind !== 'segment') throw new Error(`v3 bench: a ${s.kind} is not a segment`);
    const g = new lib.b2Segment();
    g.point1.x = s.x1;
    g.point1.y = s.y1;
    g.point2.x = s.x2;
    g.point2.y = s.y2;
    return g;
  };
  const xf = (d: V3Pose): V3Transform => {
    const t = new lib.b2Transform();
    t.p.x = d.px;
    t.p.y = d.py;
    t.q.c = d.c;
    t.q.s = d.s;
    return t;
  };
  return { polygon, circle, capsule, segment, xf };
}
