// Draws a case into the SVG: both shapes with indices and skins, the polygon clip trace, the
// manifold points with normal, separation, feature label and key, the previous frame's points,
// and the GJK closest points. Every overlay element carries data-role (and data-* facts) so the
// browser tests can read the picture.

import type { ManifoldResult } from '../../compare/case/manifold-result';
import { featureLabel } from '../../compare/case/draw';
import type { XY } from './case';
import { colours } from './colours';
import { keyHex } from './collide';
import { svgEl } from './dom';
import { drawSweep, sweepArrowMarker, type SweepShapes } from './draw-sweep';
import type { GjkView } from './gjk';
import type { Lib } from './library';
import type { PolygonClipTrace } from './polygon-clip';
import type { SceneShape } from './scene';
import type { SweepView } from './sweep';
import type { View } from './view';
import type { V3Run } from './v3-collide';
import { drawV3, v3ArrowMarker } from './v3-draw';

/** Which manifold the drawing shows: v2.4.1's (with its clip trace), v3.1's, or both over each other. */
export type DrawMode = 'v2' | 'both' | 'v3';

export interface Picture {
  shapes: SceneShape[];
  trace?: PolygonClipTrace;
  /** The manifold with the library's keys; undefined when the case is rejected. */
  result?: ManifoldResult;
  keys: number[];
  swapped: boolean;
  /** Per current point: 'added' | 'persisted'; and the removed points of the previous frame. */
  states?: string[];
  removed?: XY[];
  gjk?: GjkView;
  /** The sweep view, with the shapes it redraws at other poses. */
  sweep?: { view: SweepView; shapes: SweepShapes; lib: Lib };
  /** What to draw (v2 when absent); the v3 run and its shapes (as v3 built them) for 'both' and 'v3'. */
  mode?: DrawMode;
  v3?: { run: V3Run; shapes: SceneShape[] };
}

const fmt = (x: number): string => (Math.abs(x) < 1e-3 && x !== 0 ? x.toExponential(2) : x.toFixed(4));

function drawShape(g: SVGElement, v: View, s: SceneShape): void {
  const colour = colours[s.owner];
  const group = svgEl('g', { 'data-role': 'shape', 'data-owner': s.owner, 'data-kind': s.kind, class: 'shape' }, g);
  const px = s.radius * v.scale;
  if (s.kind === 'polygon') {
    const pts = s.points.map((p) => v.pt(p)).join(' ');
    // The skin: the polygon grown by m_radius is the band a stroke of width 2·radius draws.
    svgEl('polygon', { points: pts, fill: 'none', stroke: colour, 'stroke-opacity': 0.35, 'stroke-width': Math.max(2 * px, 0.5), 'stroke-linejoin': 'round', 'data-role': 'skin' }, group);
    svgEl('polygon', { points: pts, fill: colour, 'fill-opacity': 0.25, stroke: colour, 'stroke-width': 1.5 }, group);
  } else if (s.kind === 'circle') {
    const [c, rim] = s.points;
    svgEl('circle', { cx: v.x(c[0]), cy: v.y(c[1]), r: px, fill: colour, 'fill-opacity': 0.25, stroke: colour, 'stroke-width': 1.5 }, group);
    svgEl('line', { x1: v.x(c[0]), y1: v.y(c[1]), x2: v.x(rim[0]), y2: v.y(rim[1]), stroke: colour, 'stroke-width': 1.5 }, group);
  } else {
    const pts = s.points.map((p) => v.pt(p)).join(' ');
    svgEl('polyline', { points: pts, fill: 'none', stroke: colour, 'stroke-opacity': 0.35, 'stroke-width': Math.max(2 * px, 0.5), 'stroke-linecap': 'round', 'data-role': 'skin' }, group);
    svgEl('polyline', { points: pts, fill: 'none', stroke: colour, 'stroke-width': 2 }, group);
    // A wide transparent stroke so a thin segment is easy to grab.
    svgEl('polyline', { points: pts, fill: 'none', stroke: 'transparent', 'stroke-width': 14 }, group);
    for (const [a, b] of s.ghosts) {
      svgEl('line', { x1: v.x(a[0]), y1: v.y(a[1]), x2: v.x(b[0]), y2: v.y(b[1]), stroke: colour, 'stroke-width': 1.2, 'stroke-dasharray': '5 4', 'data-role': 'ghost' }, group);
    }
    if (s.active !== undefined) {
      const { from, to, oneSided } = s.active;
      svgEl('line', { x1: v.x(from[0]), y1: v.y(from[1]), x2: v.x(to[0]), y2: v.y(to[1]), stroke: colour, 'stroke-width': 4, 'data-role': 'active-edge' }, group);
      if (oneSided) {
        // Ticks on the colliding side: the normal (e.y, -e.x) of the edge from v1 to v2.
        const ex = to[0] - from[0];
        const ey = to[1] - from[1];
        const len = Math.hypot(ex, ey) || 1;
        for (const t of [0.25, 0.5, 0.75]) {
          const x = from[0] + t * ex;
          const y = from[1] + t * ey;
          svgEl('line', { x1: v.x(x), y1: v.y(y), x2: v.x(x) + (10 * ey) / len, y2: v.y(y) + (10 * ex) / len, stroke: colour, 'stroke-width': 1.2 }, group);
        }
      }
    }
  }
  for (const l of s.vertexLabels) {
    svgEl('circle', { cx: v.x(l.at[0]), cy: v.y(l.at[1]), r: 2.5, fill: colour }, group);
    svgEl('text', { x: v.x(l.at[0]) + 4, y: v.y(l.at[1]) - 4, fill: colour, class: 'index', 'data-role': 'vertex-index' }, group, `${s.owner}.${l.text}`);
  }
  for (const l of s.edgeLabels) {
    svgEl('text', { x: v.x(l.at[0]) + 3, y: v.y(l.at[1]) + 12, fill: colour, class: 'index edge-index', 'data-role': 'edge-index' }, group, `${s.owner}.${l.text}`);
  }
}

function line(g: SVGElement, v: View, a: XY, b: XY, attrs: Record<string, string | number>): SVGElement {
  return svgEl('line', { x1: v.x(a[0]), y1: v.y(a[1]), x2: v.x(b[0]), y2: v.y(b[1]), ...attrs }, g);
}

/** A small marker of the given shape around a world point. */
function marker(g: SVGElement, v: View, at: XY, shape: 'square' | 'diamond' | 'cross', colour: string, attrs: Record<string, string | number>): void {
  const x = v.x(at[0]);
  const y = v.y(at[1]);
  const d = shape === 'square' ? `M${x - 5},${y - 5}h10v10h-10z` : shape === 'diamond' ? `M${x},${y - 6}l6,6l-6,6l-6,-6z` : `M${x - 5},${y - 5}l10,10m0,-10l-10,10`;
  svgEl('path', { d, fill: 'none', stroke: colour, 'stroke-width': 1.5, ...attrs }, g);
}

function drawTrace(g: SVGElement, v: View, trace: PolygonClipTrace): void {
  const r = trace.reference;
  if (r === undefined) return;
  const owner = r.flip ? 'B' : 'A';
  line(g, v, r.face[0], r.face[1], { stroke: colours.reference, 'stroke-width': 5, 'stroke-opacity': 0.85, 'data-role': 'reference-face', 'data-owner': owner, 'data-edge': r.edge1 });
  const mid: XY = [0.5 * (r.face[0][0] + r.face[1][0]), 0.5 * (r.face[0][1] + r.face[1][1])];
  svgEl('text', { x: v.x(mid[0]) + 6, y: v.y(mid[1]) - 18, fill: colours.reference, class: 'overlay-label' }, g, `reference face ${owner}.e${r.edge1}`);
  line(g, v, r.incident[0].at, r.incident[1].at, { stroke: colours.incident, 'stroke-width': 4, 'stroke-opacity': 0.8, 'data-role': 'incident-edge' });
  // Side planes: long dashed lines through each plane's point, along the face normal.
  const reach = 4 / (v.scale / 110);
  r.sidePlanes.forEach((plane, i) => {
    const a: XY = [plane.at[0] - reach * r.normal[0], plane.at[1] - reach * r.normal[1]];
    const b: XY = [plane.at[0] + reach * r.normal[0], plane.at[1] + reach * r.normal[1]];
    line(g, v, a, b, { stroke: colours.sidePlane, 'stroke-width': 1, 'stroke-dasharray': '6 4', 'data-role': 'side-plane', 'data-plane': i + 1 });
  });
  r.incident.forEach((p) => marker(g, v, p.at, 'square', colours.incident, { 'data-role': 'clip-before', 'data-key': keyHex(p.key) }));
  r.afterClip1.forEach((p) => marker(g, v, p.at, 'diamond', colours.clip, { 'data-role': 'clip-after-1', 'data-key': keyHex(p.key) }));
  (r.afterClip2 ?? []).forEach((p, i) => {
    const kept = r.separations?.[i]?.kept ?? false;
    marker(g, v, p.at, 'cross', colours.clip, { 'data-role': 'clip-after-2', 'data-key': keyHex(p.key), 'data-kept': String(kept) });
  });
}

const LEGEND_WIDTH = 400;

/** A shape's box on the screen, in pixels (its skin included). */
function screenBox(v: View, s: SceneShape): [number, number, number, number] {
  const points = s.kind === 'circle' ? [s.points[0]] : s.points;
  const pad = s.radius * v.scale;
  const xs = points.map((p) => v.x(p[0]));
  const ys = points.map((p) => v.y(p[1]));
  return [Math.min(...xs) - pad, Math.min(...ys) - pad, Math.max(...xs) + pad, Math.max(...ys) + pad];
}

/**
 * Where the legend goes: of the four corners (top left first), the one whose box of the given
 * size overlaps the shapes' boxes least, so the legend does not hide a shape it describes.
 */
function legendCorner(v: View, shapes: readonly SceneShape[], width: number, height: number): [number, number] {
  const corners: [number, number][] = [[6, 8], [6, v.height - height - 8], [v.width - width - 6, 8], [v.width - width - 6, v.height - height - 8]];
  const boxes = shapes.map((s) => screenBox(v, s));
  const covered = ([x, y]: [number, number]): number =>
    boxes.reduce((sum, [x0, y0, x1, y1]) => sum + Math.max(0, Math.min(x + width, x1) - Math.max(x, x0)) * Math.max(0, Math.min(y + height, y1) - Math.max(y, y0)), 0);
  let best = corners[0];
  for (const corner of corners) if (covered(corner) < covered(best)) best = corner;
  return best;
}

function drawPoints(g: SVGElement, v: View, pic: Picture): void {
  const m = pic.result;
  if (m === undefined) return;
  for (const at of pic.removed ?? []) {
    svgEl('circle', { cx: v.x(at[0]), cy: v.y(at[1]), r: 5, fill: 'none', stroke: colours.removed, 'stroke-dasharray': '2 2', 'data-role': 'removed-point' }, g);
  }
  if (m.pointCount === 0) return;
  const n = m.world.normal;
  const flipped = m.type === 2;
  // The legend's backdrop, in the corner of the scene that covers least of the shapes.
  const lines = m.pointCount + (flipped ? 0.5 : 0);
  const height = 32 * lines + 6;
  const [lx, ly] = legendCorner(v, pic.shapes, LEGEND_WIDTH, height);
  svgEl('rect', { x: lx, y: ly, width: LEGEND_WIDTH, height, rx: 4, fill: colours.background, 'fill-opacity': 0.85, 'data-role': 'legend' }, g);
  m.world.points.forEach((p, i) => {
    const state = pic.states?.[i];
    const colour = state === 'added' ? colours.added : state === 'persisted' ? colours.persisted : colours.point;
    const x = v.x(p[0]);
    const y = v.y(p[1]);
    const label = featureLabel(m.points[i]);
    const key = keyHex(pic.keys[i]);
    const group = svgEl('g', { 'data-role': 'manifold-point', 'data-index': i, 'data-label': label, 'data-key': key, 'data-state': state ?? '', 'data-separation': m.world.separations[i] }, g);
    // The world normal, a fixed 36 px arrow from each point.
    const tip: XY = [x + 36 * n[0], y - 36 * n[1]];
    svgEl('line', { x1: x, y1: y, x2: tip[0], y2: tip[1], stroke: colours.normal, 'stroke-width': 1.5, 'marker-end': 'url(#arrow)', 'data-role': 'normal' }, group);
    svgEl('circle', { cx: x, cy: y, r: 4.5, fill: colour, stroke: flipped ? colours.flip : 'none', 'stroke-width': 2.5 }, group);
    // The point's index beside it; its features, key and separation in the legend at the top left.
    svgEl('text', { x: x - 14, y: y + 16, fill: colour, class: 'point-label' }, group, String(i));
    svgEl('text', { x: lx + 6, y: ly + 14 + 32 * i, fill: colour, class: 'point-label legend', 'data-role': 'feature-label' }, group, `point ${i}: ${label}`);
    svgEl('text', { x: lx + 6, y: ly + 28 + 32 * i, fill: colours.text, class: 'point-label legend', 'data-role': 'key' }, group, `key ${key}  separation ${fmt(m.world.separations[i])}`);
  });
  if (flipped) {
    svgEl('text', { x: lx + 6, y: ly + 14 + 32 * m.pointCount, fill: colours.flip, class: 'flip-badge', 'data-role': 'flip-marker' }, g, 'e_faceB (flipped): B holds the reference face; points ringed');
  }
}

function drawGjk(g: SVGElement, v: View, gjk: GjkView): void {
  line(g, v, gjk.pointA, gjk.pointB, { stroke: colours.gjk, 'stroke-width': 1.5, 'stroke-dasharray': '3 3', 'data-role': 'gjk-closest' });
  for (const p of [gjk.pointA, gjk.pointB]) svgEl('circle', { cx: v.x(p[0]), cy: v.y(p[1]), r: 3, fill: colours.gjk }, g);
  gjk.simplex.forEach((s, i) => {
    svgEl('circle', { cx: v.x(s.wA[0]), cy: v.y(s.wA[1]), r: 6, fill: 'none', stroke: colours.gjk, 'data-role': 'gjk-support' }, g);
    svgEl('circle', { cx: v.x(s.wB[0]), cy: v.y(s.wB[1]), r: 6, fill: 'none', stroke: colours.gjk, 'data-role': 'gjk-support' }, g);
    svgEl('text', { x: v.x(s.wB[0]) - 18, y: v.y(s.wB[1]) + 4, fill: colours.gjk, class: 'index' }, g, `s${i}`);
  });
}

/** Clears the SVG and draws the picture. */
export function drawPicture(svg: SVGSVGElement, v: View, pic: Picture): void {
  svg.replaceChildren();
  const defs = svgEl('defs', {}, svg);
  const arrow = svgEl('marker', { id: 'arrow', viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 6, markerHeight: 6, orient: 'auto-start-reverse' }, defs);
  svgEl('path', { d: 'M0,0L10,5L0,10z', fill: colours.normal }, arrow);
  sweepArrowMarker(defs);
  v3ArrowMarker(defs);
  svgEl('rect', { x: 0, y: 0, width: v.width, height: v.height, fill: colours.background, 'data-role': 'background' }, svg);
  const mode = pic.mode ?? 'v2';
  svg.dataset.mode = mode;
  // The v3 drawing shows the shapes as v3 built them (its vertex numbering); the others v2.4.1's.
  const shownShapes = mode === 'v3' && pic.v3 !== undefined ? pic.v3.shapes : pic.shapes;
  const shapes = svgEl('g', { id: 'shapes' }, svg);
  for (const s of shownShapes) drawShape(shapes, v, s);
  const overlays = svgEl('g', { id: 'overlays', 'pointer-events': 'none' }, svg);
  if (mode !== 'v3') {
    if (pic.trace !== undefined) drawTrace(overlays, v, pic.trace);
    if (pic.gjk !== undefined) drawGjk(overlays, v, pic.gjk);
    drawPoints(overlays, v, pic);
  }
  if (mode !== 'v2' && pic.v3 !== undefined) drawV3(overlays, v, pic.v3.run);
  if (pic.sweep !== undefined) {
    const handles = svgEl('g', { id: 'handles' }, svg);
    drawSweep(overlays, handles, v, pic.sweep.lib, pic.sweep.view, pic.sweep.shapes);
  }
}
