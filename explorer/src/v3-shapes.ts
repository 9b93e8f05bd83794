// The case's shapes and transforms as Box2D v3.1's structs, built with b2collide/v3 (the float32
// build, as Box2D v3 is float C). Every number of the case is rounded to float32 first, as a C
// caller's floats hold it; then v3's own constructors make the shape (b2MakeBox,
// b2MakeRoundedBox, b2ComputeHull and b2MakePolygon) or its fields are written (circle, capsule,
// segment, chain segment, and a polygon the compare harness gave field by field). The rotation is
// the case's exact (s, c), rounded: no angle, so no trigonometry enters the v3 result.

import { b2Capsule, b2ChainSegment, b2Circle, b2ComputeHull, b2Hull, b2MakeBox, b2MakePolygon, b2MakeRoundedBox, b2Polygon, b2Segment, b2Transform, b2Vec2 } from 'b2collide/v3';
import type { ShapeSpec, TransformSpec, XY } from './case';

/** Box2D v3's shape types, in the order of C's b2ShapeType (which its contact register follows). */
export const v3ShapeTypes = ['circle', 'capsule', 'segment', 'polygon', 'chainSegment'] as const;
export type V3ShapeType = (typeof v3ShapeTypes)[number];

export type V3Shape =
  | { type: 'circle'; shape: b2Circle }
  | { type: 'capsule'; shape: b2Capsule }
  | { type: 'segment'; shape: b2Segment }
  | { type: 'polygon'; shape: b2Polygon }
  | { type: 'chainSegment'; shape: b2ChainSegment };

const f = Math.fround;

function setXY(v: b2Vec2, [x, y]: XY): void {
  v.x = f(x);
  v.y = f(y);
}

/**
 * A chain's child as v3's b2ChainSegment: the segment from vertex `child` to the next, its ghosts
 * the neighbouring vertices, or at an open chain's ends the case's prev and next ghosts (the
 * child edge and ghosts v2.4.1's b2ChainShape.GetChildEdge gives).
 */
function chainSegmentOf(spec: Extract<ShapeSpec, { kind: 'chain' }>): b2ChainSegment {
  const v = spec.vertices;
  const n = v.length;
  const i = spec.child;
  const children = spec.loop ? n : n - 1;
  if (!Number.isInteger(i) || i < 0 || i >= children) {
    throw new Error(`the chain's child ${i} is not one of its ${children} edges (0 to ${children - 1})`);
  }
  const at = (k: number): XY => v[((k % n) + n) % n];
  const seg = new b2ChainSegment();
  setXY(seg.segment.point1, v[i]);
  setXY(seg.segment.point2, at(i + 1));
  if (spec.loop) {
    setXY(seg.ghost1, at(i - 1));
    setXY(seg.ghost2, at(i + 2));
  } else {
    setXY(seg.ghost1, i > 0 ? v[i - 1] : spec.prev);
    setXY(seg.ghost2, i + 2 < n ? v[i + 2] : spec.next);
  }
  return seg;
}

/** The v3 shape of a case's shape spec; throws b2collide/v3's Error (or ours) when it is refused. */
export function buildV3Shape(spec: ShapeSpec): V3Shape {
  switch (spec.kind) {
    case 'box':
      return { type: 'polygon', shape: b2MakeBox(new b2Polygon(), f(spec.hx), f(spec.hy)) };
    case 'rounded-box':
      return { type: 'polygon', shape: b2MakeRoundedBox(new b2Polygon(), f(spec.hx), f(spec.hy), f(spec.radius)) };
    case 'polygon': {
      const points = spec.points.map(([x, y]) => new b2Vec2(f(x), f(y)));
      const hull = b2ComputeHull(new b2Hull(), points, points.length);
      if (hull.count === 0) {
        throw new Error(`b2ComputeHull found no hull in these ${points.length} points (it needs 3 to 8 points, not all on a line)`);
      }
      return { type: 'polygon', shape: b2MakePolygon(new b2Polygon(), hull, 0) };
    }
    case 'polygon-raw': {
      // Written as given (rounded), as the harness gives it; the collider checks the count.
      const p = new b2Polygon();
      const n = spec.vertices.length;
      if (n > p.vertices.length) throw new Error(`a b2Polygon holds at most ${p.vertices.length} vertices (got ${n})`);
      p.count = n;
      spec.vertices.forEach((v, i) => setXY(p.vertices[i], v));
      spec.normals.slice(0, n).forEach((v, i) => setXY(p.normals[i], v));
      setXY(p.centroid, spec.centroid);
      p.radius = f(spec.radius);
      return { type: 'polygon', shape: p };
    }
    case 'circle': {
      const c = new b2Circle();
      setXY(c.center, spec.p);
      c.radius = f(spec.radius);
      return { type: 'circle', shape: c };
    }
    case 'capsule': {
      const c = new b2Capsule();
      setXY(c.center1, spec.center1);
      setXY(c.center2, spec.center2);
      c.radius = f(spec.radius);
      return { type: 'capsule', shape: c };
    }
    case 'edge': {
      if (spec.oneSided) {
        // v3's one-sided segment is the chain segment, with v0 and v3 as its ghosts.
        const seg = new b2ChainSegment();
        setXY(seg.ghost1, spec.v0);
        setXY(seg.segment.point1, spec.v1);
        setXY(seg.segment.point2, spec.v2);
        setXY(seg.ghost2, spec.v3);
        return { type: 'chainSegment', shape: seg };
      }
      const seg = new b2Segment();
      setXY(seg.point1, spec.v1);
      setXY(seg.point2, spec.v2);
      return { type: 'segment', shape: seg };
    }
    case 'chain':
      return { type: 'chainSegment', shape: chainSegmentOf(spec) };
  }
}

/** The case's transform as v3's b2Transform: position and the exact (s, c), each rounded to float32. */
export function buildV3Transform(spec: TransformSpec): b2Transform {
  const xf = new b2Transform();
  xf.p.x = f(spec.x);
  xf.p.y = f(spec.y);
  xf.q.c = f(spec.c);
  xf.q.s = f(spec.s);
  return xf;
}
