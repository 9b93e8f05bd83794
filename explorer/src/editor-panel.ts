// The case editor: for shape A and B, its kind, its parameters and its transform (x, y and the
// rotation as (s, c), each with buttons that move it by one ulp), plus an angle helper that
// sets (s, c) from degrees.

import { defaultShape, kindLabel, polygonPresets, shapeKinds, type ExplorerCase, type ShapeKind, type ShapeSpec, type TransformSpec } from './case';
import { el } from './dom';
import { checkField, numberField, pointField, pointsField } from './fields';
import { nudgeUlp } from './margins';

type Commit = (c: ExplorerCase) => void;

function shapeFields(side: 'a' | 'b', spec: ShapeSpec, set: (s: ShapeSpec) => void): HTMLElement[] {
  const n = (k: string): string => `${side}.${k}`;
  switch (spec.kind) {
    case 'box':
      return [numberField(n('hx'), 'hx', spec.hx, (hx) => set({ ...spec, hx })), numberField(n('hy'), 'hy', spec.hy, (hy) => set({ ...spec, hy }))];
    case 'rounded-box':
      return [
        numberField(n('hx'), 'hx', spec.hx, (hx) => set({ ...spec, hx })),
        numberField(n('hy'), 'hy', spec.hy, (hy) => set({ ...spec, hy })),
        numberField(n('radius'), 'radius (v2.4.1: m_radius)', spec.radius, (radius) => set({ ...spec, radius })),
      ];
    case 'capsule':
      return [
        pointField(n('center1'), 'center1', spec.center1, (center1) => set({ ...spec, center1 })),
        pointField(n('center2'), 'center2', spec.center2, (center2) => set({ ...spec, center2 })),
        numberField(n('radius'), 'radius', spec.radius, (radius) => set({ ...spec, radius })),
        el('p', { class: 'note' }, 'v2.4.1 has no capsule: its side runs a two-sided b2EdgeShape from center1 to center2 with m_radius = radius.'),
      ];
    case 'polygon': {
      const preset = el('select', { 'data-field': n('preset') }, el('option', { value: '' }, 'preset…'), ...Object.keys(polygonPresets).map((k) => el('option', { value: k }, k)));
      preset.addEventListener('change', () => {
        const pts = polygonPresets[preset.value];
        if (pts !== undefined) set({ kind: 'polygon', points: pts.map(([x, y]) => [x, y]) });
      });
      return [preset, pointsField(n('points'), 'points (hull by b2PolygonShape.Set)', spec.points, (points) => set({ ...spec, points }))];
    }
    case 'polygon-raw': {
      const rebuild = el('button', { type: 'button', 'data-action': `${side}.rebuild` }, 'edit: rebuild from these vertices with Set');
      rebuild.addEventListener('click', () => set({ kind: 'polygon', points: spec.vertices.map(([x, y]) => [x, y]) }));
      const rows = spec.vertices.map((v, i) => `v${i} (${v[0]}, ${v[1]})  n${i} (${spec.normals[i][0]}, ${spec.normals[i][1]})`);
      return [el('pre', { class: 'raw' }, rows.join('\n'), `\ncentroid (${spec.centroid[0]}, ${spec.centroid[1]})  radius ${spec.radius}`), rebuild];
    }
    case 'circle':
      return [numberField(n('radius'), 'radius', spec.radius, (radius) => set({ ...spec, radius })), pointField(n('p'), 'm_p', spec.p, (p) => set({ ...spec, p }))];
    case 'edge':
      return [
        checkField(n('oneSided'), 'one-sided (ghost vertices v0, v3)', spec.oneSided, (oneSided) => set({ ...spec, oneSided })),
        ...(spec.oneSided ? [pointField(n('v0'), 'v0 (ghost)', spec.v0, (v0) => set({ ...spec, v0 }))] : []),
        pointField(n('v1'), 'v1', spec.v1, (v1) => set({ ...spec, v1 })),
        pointField(n('v2'), 'v2', spec.v2, (v2) => set({ ...spec, v2 })),
        ...(spec.oneSided ? [pointField(n('v3'), 'v3 (ghost)', spec.v3, (v3) => set({ ...spec, v3 }))] : []),
      ];
    case 'chain':
      return [
        pointsField(n('vertices'), 'vertices', spec.vertices, (vertices) => set({ ...spec, vertices })),
        checkField(n('loop'), 'loop', spec.loop, (loop) => set({ ...spec, loop })),
        ...(spec.loop ? [] : [pointField(n('prev'), 'prev (ghost)', spec.prev, (prev) => set({ ...spec, prev })), pointField(n('next'), 'next (ghost)', spec.next, (next) => set({ ...spec, next }))]),
        numberField(n('child'), 'child edge', spec.child, (child) => set({ ...spec, child })),
      ];
  }
}

function ulpButtons(name: string, value: number, set: (v: number) => void): HTMLElement {
  const down = el('button', { type: 'button', 'data-nudge': `${name}-`, title: 'one ulp down' }, '−ulp');
  const up = el('button', { type: 'button', 'data-nudge': `${name}+`, title: 'one ulp up' }, '+ulp');
  down.addEventListener('click', () => set(nudgeUlp(value, -1)));
  up.addEventListener('click', () => set(nudgeUlp(value, 1)));
  return el('span', { class: 'nudge' }, down, up);
}

function transformFields(side: 'a' | 'b', xf: TransformSpec, set: (xf: TransformSpec) => void): HTMLElement[] {
  const rows = (['x', 'y', 's', 'c'] as const).map((k) => {
    const name = `${side}.${k}`;
    const setK = (v: number): void => set({ ...xf, [k]: v });
    return el('div', { class: 'row' }, numberField(name, k, xf[k], setK), ulpButtons(name, xf[k], setK));
  });
  const degrees = (Math.atan2(xf.s, xf.c) * 180) / Math.PI;
  const angle = numberField(`${side}.angle`, 'angle° → (s, c)', +degrees.toFixed(6), (deg) => {
    const r = (deg * Math.PI) / 180;
    set({ ...xf, s: Math.sin(r), c: Math.cos(r) });
  });
  return [...rows, angle];
}

export function editorPanel(c: ExplorerCase, commit: Commit): HTMLElement {
  const side = (key: 'a' | 'b', xfKey: 'xfA' | 'xfB', title: string): HTMLElement => {
    const spec = c[key];
    const kind = el('select', { 'data-field': `${key}.kind` }, ...shapeKinds.map((k) => el('option', { value: k, selected: k === spec.kind }, k)));
    kind.addEventListener('change', () => commit({ ...c, [key]: defaultShape(kind.value as ShapeKind) }));
    const setShape = (s: ShapeSpec): void => commit({ ...c, [key]: s });
    const setXf = (xf: TransformSpec): void => commit({ ...c, [xfKey]: xf });
    return el('fieldset', { class: `side side-${key}` }, el('legend', {}, `${title}: ${kindLabel(spec)}`), kind, ...shapeFields(key, spec, setShape), ...transformFields(key, c[xfKey], setXf));
  };
  return el('section', { id: 'editor' }, side('a', 'xfA', 'Shape A'), side('b', 'xfB', 'Shape B'));
}
