// Mouse input on the drawing: drag a shape to move it, shift-drag to rotate it about its body
// origin, the wheel over a shape to rotate it, the wheel elsewhere to zoom.

import type { ExplorerCase, TransformSpec, XY } from './case';
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

function ownerAt(target: EventTarget | null): 'A' | 'B' | undefined {
  const g = (target as Element | null)?.closest?.('[data-role="shape"]');
  const owner = g?.getAttribute('data-owner');
  return owner === 'A' || owner === 'B' ? owner : undefined;
}

export function attachDrag(host: DragHost): void {
  const { svg } = host;
  let drag: { owner: 'A' | 'B'; start: XY; xf: TransformSpec; rotating: boolean } | undefined;
  const local = (e: MouseEvent): XY => {
    const r = svg.getBoundingClientRect();
    return host.view.toWorld(e.clientX - r.left, e.clientY - r.top);
  };
  const withXf = (owner: 'A' | 'B', xf: TransformSpec): ExplorerCase => ({ ...host.getCase(), ...(owner === 'A' ? { xfA: xf } : { xfB: xf }) });

  svg.addEventListener('pointerdown', (e) => {
    const owner = ownerAt(e.target);
    if (owner === undefined) return;
    const c = host.getCase();
    drag = { owner, start: local(e), xf: owner === 'A' ? c.xfA : c.xfB, rotating: e.shiftKey };
    svg.setPointerCapture(e.pointerId);
    e.preventDefault();
  });
  const move = (e: PointerEvent, final: boolean): void => {
    if (drag === undefined) return;
    const [x, y] = local(e);
    const { xf, start } = drag;
    let next: TransformSpec;
    if (drag.rotating) {
      const a0 = Math.atan2(start[1] - xf.y, start[0] - xf.x);
      const a1 = Math.atan2(y - xf.y, x - xf.x);
      next = rotate(xf, a1 - a0);
    } else {
      next = { ...xf, x: xf.x + (x - start[0]), y: xf.y + (y - start[1]) };
    }
    host.moved(withXf(drag.owner, next), final);
    if (final) drag = undefined;
  };
  svg.addEventListener('pointermove', (e) => move(e, false));
  svg.addEventListener('pointerup', (e) => move(e, true));
  svg.addEventListener('wheel', (e) => {
    e.preventDefault();
    const owner = ownerAt(e.target);
    if (owner !== undefined) {
      const c = host.getCase();
      const delta = e.deltaY < 0 ? WHEEL_STEP : -WHEEL_STEP;
      host.moved(withXf(owner, rotate(owner === 'A' ? c.xfA : c.xfB, delta)), true);
    } else {
      const r = svg.getBoundingClientRect();
      host.view.zoomAt(e.clientX - r.left, e.clientY - r.top, e.deltaY < 0 ? 1.2 : 1 / 1.2);
      host.zoomed();
    }
  }, { passive: false });
}
