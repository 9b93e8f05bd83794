// Draws a v3 manifold over the scene: per point a diamond (filled when touching or overlapping,
// hollow and dashed when speculative: separation > 0, which v3 keeps up to
// B2_SPECULATIVE_DISTANCE), the world normal as an arrow, the two anchors as dashed lines from
// each shape's origin (anchorA from the manifold's A, anchorB from its B), and a label with the
// point's index and id. Every element has a data-role the browser tests read.

import type { XY } from './case';
import { colours, v3Colours } from './colours';
import { svgEl } from './dom';
import type { View } from './view';
import { idHex, type V3Run } from './v3-collide';

export const V3_ARROW_ID = 'v3-arrow';

/** The arrow head of the v3 normal, for the SVG's defs. */
export function v3ArrowMarker(defs: SVGElement): void {
  const arrow = svgEl('marker', { id: V3_ARROW_ID, viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 6, markerHeight: 6, orient: 'auto-start-reverse' }, defs);
  svgEl('path', { d: 'M0,0L10,5L0,10z', fill: v3Colours.point }, arrow);
}

export function drawV3(g: SVGElement, v: View, run: V3Run): void {
  const group = svgEl('g', { 'data-role': 'v3-manifold', 'data-collider': run.collider ?? '', 'data-swapped': String(run.swapped) }, g);
  if (run.points.length === 0) return;
  const origin = (xf: V3Run['xfA']): XY => [xf.p.x, xf.p.y];
  const oA = origin(run.manifoldA.xf);
  const oB = origin(run.manifoldB.xf);
  // The shapes' origins, where the anchors start.
  for (const [o, owner] of [[oA, run.manifoldA.owner], [oB, run.manifoldB.owner]] as const) {
    svgEl('circle', { cx: v.x(o[0]), cy: v.y(o[1]), r: 3, fill: 'none', stroke: colours[owner], 'stroke-width': 1.5, 'data-role': 'v3-origin', 'data-owner': owner }, group);
  }
  const n = run.normal;
  run.points.forEach((p, i) => {
    const speculative = p.separation > 0;
    const pg = svgEl('g', {
      'data-role': 'v3-point', 'data-index': i, 'data-id': idHex(p.id), 'data-separation': p.separation, 'data-speculative': String(speculative),
      'data-point': `${p.point[0]},${p.point[1]}`,
    }, group);
    const endA: XY = [oA[0] + p.anchorA[0], oA[1] + p.anchorA[1]];
    const endB: XY = [oB[0] + p.anchorB[0], oB[1] + p.anchorB[1]];
    svgEl('line', { x1: v.x(oA[0]), y1: v.y(oA[1]), x2: v.x(endA[0]), y2: v.y(endA[1]), stroke: colours[run.manifoldA.owner], 'stroke-width': 1.2, 'stroke-dasharray': '4 3', 'data-role': 'v3-anchor-a' }, pg);
    svgEl('line', { x1: v.x(oB[0]), y1: v.y(oB[1]), x2: v.x(endB[0]), y2: v.y(endB[1]), stroke: colours[run.manifoldB.owner], 'stroke-width': 1.2, 'stroke-dasharray': '1 3', 'data-role': 'v3-anchor-b' }, pg);
    const x = v.x(p.point[0]);
    const y = v.y(p.point[1]);
    // The world normal, a fixed 30 px arrow from the point (the v2.4.1 arrow is 36 px, white).
    svgEl('line', { x1: x, y1: y, x2: x + 30 * n[0], y2: y - 30 * n[1], stroke: v3Colours.point, 'stroke-width': 1.5, 'marker-end': `url(#${V3_ARROW_ID})`, 'data-role': 'v3-normal' }, pg);
    const d = `M${x},${y - 6}l6,6l-6,6l-6,-6z`;
    svgEl('path', speculative
      ? { d, fill: 'none', stroke: v3Colours.point, 'stroke-width': 1.5, 'stroke-dasharray': '2 2', 'data-role': 'v3-marker' }
      : { d, fill: v3Colours.point, stroke: colours.background, 'stroke-width': 1, 'data-role': 'v3-marker' }, pg);
    // In the right half of the drawing the label ends left of the point, so it stays on the canvas.
    const right = x > v.width / 2;
    svgEl('text', { x: right ? x - 8 : x + 8, y: y - 8 - 13 * i, 'text-anchor': right ? 'end' : 'start', fill: v3Colours.text, class: 'point-label', 'data-role': 'v3-label' }, pg, `v3 ${i}: ${idHex(p.id)}${speculative ? ' speculative' : ''}`);
  });
}
