// The drawing of one shape-query case for the HTML report, shared by the three shape pair types.

import { toWorld } from '../case/transform';
import type { Drawing } from '../runner/types';
import type { ShapeQueryCase } from './query-case';

/** The shape (its defining points in world space), the ray and the point, for the HTML report. */
export function drawQuery(input: ShapeQueryCase): Drawing {
  const s = input.shape;
  const w = (p: readonly [number, number]): [number, number] => toWorld(input.xf, p);
  let shape: Drawing['shapes'][number];
  switch (s.kind) {
    case 'circle':
      shape = { label: 'circle', owner: 'A', kind: 'circle', points: [w(s.p)], radius: s.radius };
      break;
    case 'edge':
      shape = { label: s.oneSided ? 'one-sided edge' : 'edge', owner: 'A', kind: 'segment', points: [w(s.v1), w(s.v2)], radius: 0.01 };
      break;
    case 'chain':
      shape = { label: `chain child ${s.child}`, owner: 'A', kind: 'segment', points: [w(s.vertices[s.child]), w(s.vertices[(s.child + 1) % s.vertices.length])], radius: 0.01 };
      break;
    case 'box': {
      const [cx, cy] = s.center ?? [0, 0];
      const a = s.angle ?? 0;
      const corners: [number, number][] = [[-s.hx, -s.hy], [s.hx, -s.hy], [s.hx, s.hy], [-s.hx, s.hy]];
      shape = { label: 'box', owner: 'A', kind: 'polygon', points: corners.map(([x, y]) => w([Math.cos(a) * x - Math.sin(a) * y + cx, Math.sin(a) * x + Math.cos(a) * y + cy])), radius: 0.01 };
      break;
    }
    case 'polygon-points':
      shape = { label: 'Set points', owner: 'A', kind: 'polygon', points: s.points.map(w), radius: 0.01 };
      break;
    case 'polygon-raw':
      shape = { label: 'polygon', owner: 'A', kind: 'polygon', points: s.vertices.map(w), radius: s.radius };
      break;
  }
  return {
    shapes: [shape],
    edges: [{ label: `ray (maxFraction ${input.ray.maxFraction})`, style: 'reference', from: [...input.ray.p1], to: [...input.ray.p2] }],
    marks: [{ engine: 'reference', at: [...input.point], label: `TestPoint (${input.scenario})` }],
  };
}
