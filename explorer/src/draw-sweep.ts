// Draws the sweep view over the scene: each moving shape's path (body origin, start to end) with a
// handle at its end to drag, its outline at the end (dashed) and at three poses in between (faint),
// the pose at the hit fraction / TOI (solid, in the sweep colour), and the hit point with its
// normal. Elements carry data-role and the pose's numbers for the browser tests.

import type { b2Shape } from 'b2collide';
import type { ShapeSpec, XY } from './case';
import { colours } from './colours';
import { svgEl } from './dom';
import type { Lib } from './library';
import { sceneShape, type SceneShape } from './scene';
import type { SweepPose, SweepView } from './sweep';
import type { View } from './view';

type Attrs = Record<string, string | number>;

function outline(g: SVGElement, v: View, s: SceneShape, attrs: Attrs): void {
  if (s.kind === 'polygon') {
    svgEl('polygon', { points: s.points.map((p) => v.pt(p)).join(' '), fill: 'none', ...attrs }, g);
  } else if (s.kind === 'circle') {
    const [c, rim] = s.points;
    svgEl('circle', { cx: v.x(c[0]), cy: v.y(c[1]), r: s.radius * v.scale, fill: 'none', ...attrs }, g);
    svgEl('line', { x1: v.x(c[0]), y1: v.y(c[1]), x2: v.x(rim[0]), y2: v.y(rim[1]), ...attrs }, g);
  } else {
    svgEl('polyline', { points: s.points.map((p) => v.pt(p)).join(' '), fill: 'none', ...attrs }, g);
  }
}

const fmt = (x: number): string => (x === 0 || (Math.abs(x) >= 1e-3 && Math.abs(x) < 1e4) ? String(+x.toFixed(6)) : x.toExponential(3));

export interface SweepShapes {
  A: { spec: ShapeSpec; shape: b2Shape };
  B: { spec: ShapeSpec; shape: b2Shape };
}

/** Draws the sweep overlays into `overlays` (no pointer events) and the end handles into `handles`. */
export function drawSweep(overlays: SVGElement, handles: SVGElement, v: View, lib: Lib, sweep: SweepView, shapes: SweepShapes): void {
  const xf = new lib.b2Transform();
  const at = (owner: 'A' | 'B', p: SweepPose): SceneShape => sceneShape(owner, shapes[owner].spec, shapes[owner].shape, xf.SetPositionSinCos(p.x, p.y, p.s, p.c));
  const g = svgEl('g', { 'data-role': 'sweep', 'data-mode': sweep.mode }, overlays);
  for (const m of sweep.poses) {
    const colour = colours[m.owner];
    // A shape that stays put (A in most TOI cases) gets only its handle: its poses are its start.
    const moved = m.end.x !== m.start.x || m.end.y !== m.start.y || m.end.s !== m.start.s || m.end.c !== m.start.c;
    if (moved) {
      for (const p of m.between) outline(g, v, at(m.owner, p), { stroke: colour, 'stroke-opacity': 0.3, 'stroke-width': 1, 'data-role': 'sweep-between' });
      outline(g, v, at(m.owner, m.end), { stroke: colour, 'stroke-width': 1.5, 'stroke-dasharray': '6 4', 'data-role': 'sweep-end', 'data-owner': m.owner });
    }
    svgEl('line', {
      x1: v.x(m.start.x), y1: v.y(m.start.y), x2: v.x(m.end.x), y2: v.y(m.end.y),
      stroke: colour, 'stroke-width': 1.2, 'stroke-dasharray': '2 3', 'marker-end': 'url(#sweep-arrow)', 'data-role': 'sweep-path', 'data-owner': m.owner,
    }, g);
    if (moved && m.hit !== undefined && (sweep.hit || sweep.mode === 'toi')) {
      const pose = svgEl('g', {
        'data-role': 'sweep-hit', 'data-owner': m.owner, 'data-fraction': sweep.fraction,
        'data-x': m.hit.x, 'data-y': m.hit.y, 'data-s': m.hit.s, 'data-c': m.hit.c,
      }, g);
      outline(pose, v, at(m.owner, m.hit), { stroke: sweep.hit ? colours.sweep : colours.removed, 'stroke-width': 2.5 });
    }
    // The handle: a ring at the end of the path, dragged to move the end (shift-drag or wheel turns it, for a TOI).
    svgEl('circle', { cx: v.x(m.end.x), cy: v.y(m.end.y), r: 7, fill: colours.background, 'fill-opacity': 0.4, stroke: colours.sweep, 'stroke-width': 2, class: 'handle', 'data-role': 'sweep-handle', 'data-owner': m.owner }, handles);
  }
  if (sweep.point !== undefined) {
    const [x, y] = [v.x(sweep.point[0]), v.y(sweep.point[1])];
    svgEl('circle', { cx: x, cy: y, r: 4.5, fill: colours.sweep, 'data-role': 'sweep-point', 'data-x': sweep.point[0], 'data-y': sweep.point[1] }, g);
    if (sweep.normal !== undefined) {
      const n: XY = sweep.normal;
      svgEl('line', { x1: x, y1: y, x2: x + 40 * n[0], y2: y - 40 * n[1], stroke: colours.sweep, 'stroke-width': 1.5, 'marker-end': 'url(#sweep-arrow)', 'data-role': 'sweep-normal' }, g);
    }
  }
  const what = sweep.mode === 'cast'
    ? `b2ShapeCast: ${sweep.hit ? 'hit' : 'no hit'}, lambda ${fmt(sweep.fraction)}, ${sweep.iterations} iterations`
    : `b2TimeOfImpact: ${sweep.state}, t ${fmt(sweep.fraction)}, ${sweep.iterations} iterations (${sweep.rootIterations} root)`;
  svgEl('text', { x: 12, y: v.height - 12, fill: colours.sweep, class: 'overlay-label', 'data-role': 'sweep-label' }, g, what);
}

/** The arrow head the sweep paths and normal end with. */
export function sweepArrowMarker(defs: SVGElement): void {
  const arrow = svgEl('marker', { id: 'sweep-arrow', viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 6, markerHeight: 6, orient: 'auto-start-reverse' }, defs);
  svgEl('path', { d: 'M0,0L10,5L0,10z', fill: colours.sweep }, arrow);
}
