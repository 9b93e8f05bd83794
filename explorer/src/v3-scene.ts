// World geometry of the case's v3 shapes, for the v3 drawing: read back from the structs
// b2collide/v3 built (so a polygon shows b2ComputeHull's vertex order, which the v3 ids index),
// with each vertex named as the ids' reading names it (v0.., center1/center2, point1/point2,
// ghost1/ghost2). Display only: plain float64 arithmetic on the float32 fields.

import type { b2Transform } from 'b2collide/v3';
import type { ShapeSpec, XY } from './case';
import type { SceneShape } from './scene';
import type { V3Shape } from './v3-shapes';

function world(xf: b2Transform, v: { x: number; y: number }): XY {
  return [xf.q.c * v.x - xf.q.s * v.y + xf.p.x, xf.q.s * v.x + xf.q.c * v.y + xf.p.y];
}

const mid = (a: XY, b: XY): XY => [0.5 * (a[0] + b[0]), 0.5 * (a[1] + b[1])];

/** The v3 shape as the drawing's SceneShape; `spec` gives a chain's other edges, drawn thin. */
export function v3SceneShape(owner: 'A' | 'B', spec: ShapeSpec, s: V3Shape, xf: b2Transform): SceneShape {
  switch (s.type) {
    case 'polygon': {
      const p = s.shape;
      const points = p.vertices.slice(0, p.count).map((v) => world(xf, v));
      return {
        owner, kind: 'polygon', points, radius: p.radius, ghosts: [],
        vertexLabels: points.map((at, i) => ({ at, text: `v${i}` })),
        edgeLabels: points.map((at, i) => ({ at: mid(at, points[(i + 1) % points.length]), text: `e${i}` })),
      };
    }
    case 'circle': {
      const c = s.shape;
      const centre = world(xf, c.center);
      const rim = world(xf, { x: c.center.x + c.radius, y: c.center.y });
      return { owner, kind: 'circle', points: [centre, rim], radius: c.radius, ghosts: [], vertexLabels: [{ at: centre, text: 'center' }], edgeLabels: [] };
    }
    case 'capsule': {
      const c = s.shape;
      const points = [world(xf, c.center1), world(xf, c.center2)];
      return {
        owner, kind: 'segments', points, radius: c.radius, ghosts: [],
        vertexLabels: [{ at: points[0], text: 'center1' }, { at: points[1], text: 'center2' }], edgeLabels: [],
      };
    }
    case 'segment': {
      const points = [world(xf, s.shape.point1), world(xf, s.shape.point2)];
      return {
        owner, kind: 'segments', points, radius: 0, ghosts: [],
        vertexLabels: [{ at: points[0], text: 'point1' }, { at: points[1], text: 'point2' }], edgeLabels: [],
        active: { from: points[0], to: points[1], oneSided: false },
      };
    }
    case 'chainSegment': {
      const seg = s.shape;
      const [g1, p1, p2, g2] = [seg.ghost1, seg.segment.point1, seg.segment.point2, seg.ghost2].map((v) => world(xf, v));
      // A chain: its whole path as v2.4.1's drawing shows it; the child is the active segment.
      const path = spec.kind === 'chain'
        ? [...spec.vertices, ...(spec.loop ? [spec.vertices[0]] : [])].map(([x, y]) => world(xf, { x: Math.fround(x), y: Math.fround(y) }))
        : [p1, p2];
      return {
        owner, kind: 'segments', points: path, radius: 0, ghosts: [[g1, p1], [p2, g2]],
        vertexLabels: [{ at: g1, text: 'ghost1' }, { at: p1, text: 'point1' }, { at: p2, text: 'point2' }, { at: g2, text: 'ghost2' }], edgeLabels: [],
        active: { from: p1, to: p2, oneSided: true },
      };
    }
  }
}
