// Mouse input on the drawing: drag a shape to move it, shift-drag to rotate it about its body
// origin, the wheel over a shape to rotate it, the wheel elsewhere to zoom. The sweep view's
// handles move the end of a shape's motion the same way (drag: move, shift-drag or wheel: turn).

import type { ExplorerCase, PoseSpec, TransformSpec, XY } from './case';
import { sweepEnd, withSweepEnd } from './sweep';
import type { View } from './view';

export interface DragHost {
  svg: SVGSVGElement;
  view: View;
  getCase(): ExplorerCase;
  /** Called with each intermediate case while dragging (`final` on release). */
  moved(c: ExplorerCase, final: boolean): void;
  zoomed(): void;
}

const WHEEL_STEP = Math.PI / 90; // 2 degrees a notch

function rotate(xf: TransformSpec, delta: number): TransformSpec {
  const angle = Math.atan2(xf.s, xf.c) + delta;
  return { ...xf, s: Math.sin(angle), c: Math.cos(angle) };
}

function ownerAt(target: EventTarget | null, role = 'shape'): 'A' | 'B' | undefined {
  const g = (target as Element | null)?.closest?.(`[data-role="${role}"]`);
  const owner = g?.getAttribute('data-owner');
  return owner === 'A' || owner === 'B' ? owner : undefined;
}

export function attachDrag(host: DragHost): void {
  const { svg } = host;
  let drag: { owner: 'A' | 'B'; start: XY; xf: TransformSpec; rotating: boolean; end?: PoseSpec } | undefined;
  // The SVG's own pixels, inside its border: on a narrow window CSS shrinks the drawing, whose
  // viewBox stays the view's size.
  const pixels = (e: MouseEvent): XY => {
    const r = svg.getBoundingClientRect();
    const css = getComputedStyle(svg);
    const [left, right, top, bottom] = [css.borderLeftWidth, css.borderRightWidth, css.borderTopWidth, css.borderBottomWidth].map((w) => parseFloat(w) || 0);
    const width = r.width - left - right;
    const height = r.height - top - bottom;
    const sx = width > 0 ? host.view.width / width : 1;
    const sy = height > 0 ? host.view.height / height : 1;
    return [(e.clientX - r.left - left) * sx, (e.clientY - r.top - top) * sy];
  };
  const local = (e: MouseEvent): XY => host.view.toWorld(...pixels(e));
  const withXf = (owner: 'A' | 'B', xf: TransformSpec): ExplorerCase => ({ ...host.getCase(), ...(owner === 'A' ? { xfA: xf } : { xfB: xf }) });

  svg.addEventListener('pointerdown', (e) => {
    const handleOwner = ownerAt(e.target, 'sweep-handle');
    const owner = handleOwner ?? ownerAt(e.target);
    if (owner === undefined) return;
    const c = host.getCase();
    const end = handleOwner !== undefined ? sweepEnd(c, handleOwner) : undefined;
    drag = { owner, start: local(e), xf: owner === 'A' ? c.xfA : c.xfB, rotating: e.shiftKey, end };
    svg.setPointerCapture(e.pointerId);
    e.preventDefault();
  });
  const move = (e: PointerEvent, final: boolean): void => {
    if (drag === undefined) return;
    const [x, y] = local(e);
    const { xf, start, end } = drag;
    if (end !== undefined) {
      // A handle: the end pose moves with the mouse, or turns about its origin (its angle stays a
      // plain number, so a TOI end may turn past half a turn).
      const turn = Math.atan2(y - end.y, x - end.x) - Math.atan2(start[1] - end.y, start[0] - end.x);
      const next: PoseSpec = drag.rotating ? { ...end, angle: end.angle + turn } : { ...end, x: end.x + (x - start[0]), y: end.y + (y - start[1]) };
      host.moved(withSweepEnd(host.getCase(), drag.owner, next), final);
    } else if (drag.rotating) {
      const a0 = Math.atan2(start[1] - xf.y, start[0] - xf.x);
      const a1 = Math.atan2(y - xf.y, x - xf.x);
      host.moved(withXf(drag.owner, rotate(xf, a1 - a0)), final);
    } else {
      host.moved(withXf(drag.owner, { ...xf, x: xf.x + (x - start[0]), y: xf.y + (y - start[1]) }), final);
    }
    if (final) drag = undefined;
  };
  svg.addEventListener('pointermove', (e) => move(e, false));
  svg.addEventListener('pointerup', (e) => move(e, true));
  svg.addEventListener('wheel', (e) => {
    e.preventDefault();
    const handleOwner = ownerAt(e.target, 'sweep-handle');
    const end = handleOwner !== undefined ? sweepEnd(host.getCase(), handleOwner) : undefined;
    const owner = ownerAt(e.target);
    if (handleOwner !== undefined && end !== undefined) {
      host.moved(withSweepEnd(host.getCase(), handleOwner, { ...end, angle: end.angle + (e.deltaY < 0 ? WHEEL_STEP : -WHEEL_STEP) }), true);
    } else if (owner !== undefined) {
      const c = host.getCase();
      const delta = e.deltaY < 0 ? WHEEL_STEP : -WHEEL_STEP;
      host.moved(withXf(owner, rotate(owner === 'A' ? c.xfA : c.xfB, delta)), true);
    } else {
      const [px, py] = pixels(e);
      host.view.zoomAt(px, py, e.deltaY < 0 ? 1.2 : 1 / 1.2);
      host.zoomed();
    }
  }, { passive: false });
}
