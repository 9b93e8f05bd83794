// The read-outs beside the drawing: the manifold, the polygon decisions and their margins, the
// frame-to-frame change, every engine's answer with the per-field diff, GJK, and export.

import { featureLabel } from '../../compare/case/draw';
import type { Margin } from '../../compare/runner/types';
import { keyHex, manifoldTypeNames, type CaseRun } from './collide';
import { el } from './dom';
import { diffResults, float32Hex } from './engine-diff';
import type { EngineAnswer } from './engines';
import type { FrameChange } from './frames';
import type { GjkView } from './gjk';
import type { PolygonClipTrace } from './polygon-clip';

const num = (x: number): string => (Object.is(x, -0) ? '-0' : String(x));
const table = (head: string[], rows: (string | Node)[][], attrs: Record<string, string> = {}): HTMLTableElement =>
  el('table', attrs, el('tr', {}, ...head.map((h) => el('th', {}, h))), ...rows.map((r) => el('tr', {}, ...r.map((c) => el('td', {}, c)))));

export function manifoldPanel(run: CaseRun): HTMLElement {
  const m = run.result;
  const rows: string[][] = [];
  for (let i = 0; i < m.pointCount; ++i) {
    rows.push([String(i), featureLabel(m.points[i]), keyHex(run.keys[i]), num(m.world.separations[i]), `${num(m.world.points[i][0])}, ${num(m.world.points[i][1])}`]);
  }
  const head = m.pointCount === 0
    ? run.collides ? 'pointCount 0 (no contact)' : 'Box2D never collides this pair (edge/chain against edge/chain)'
    : `pointCount ${m.pointCount}, ${manifoldTypeNames[m.type]}${m.type === 2 ? ' (flipped: B holds the reference face)' : ''}, world normal (${num(m.world.normal[0])}, ${num(m.world.normal[1])})`;
  const swapNote = run.swapped ? el('p', { class: 'note' }, 'Box2D registers this pair the other way round: the manifold\'s A is the case\'s shape B.') : '';
  return el('section', { id: 'manifold' }, el('h2', {}, 'Manifold'), el('p', { 'data-role': 'manifold-summary' }, head), swapNote,
    m.pointCount > 0 ? table(['#', 'feature', 'key', 'separation', 'world point'], rows) : '');
}

export function decisionsPanel(trace: PolygonClipTrace | undefined, margins: Margin[] | undefined): HTMLElement {
  const section = el('section', { id: 'decisions' }, el('h2', {}, 'Decisions (polygon pairs)'));
  if (trace === undefined || margins === undefined) {
    section.append(el('p', { class: 'note' }, 'Shown for polygon–polygon pairs (b2CollidePolygons).'));
    return section;
  }
  const r = trace.reference;
  const facts = [
    `separationA ${num(trace.separationA)} (edge A.e${trace.edgeA})`,
    trace.separationB !== undefined ? `separationB ${num(trace.separationB)} (edge B.e${trace.edgeB})` : 'B not searched (A separates)',
    r ? `reference face ${r.flip ? 'B' : 'A'}.e${r.edge1}; incident keys ${r.incident.map((p) => keyHex(p.key)).join(', ')} (before the flip swap)` : 'no reference face (separated)',
  ];
  section.append(el('ul', {}, ...facts.map((f) => el('li', {}, f))));
  section.append(table(['decision', 'margin', 'signed', 'near-tie ε'], margins.map((m) => [m.name, num(m.value), m.signed === undefined ? '' : num(m.signed), num(m.epsilon)]), { 'data-role': 'margins' }));
  return section;
}

export function framesPanel(change: FrameChange | undefined): HTMLElement {
  const section = el('section', { id: 'frames' }, el('h2', {}, 'Frame to frame'));
  if (change === undefined) {
    section.append(el('p', { class: 'note' }, 'Drag a shape: the previous and current manifolds are compared with b2GetPointStates.'));
    return section;
  }
  section.append(el('p', { 'data-role': 'point-states' }, `previous: [${change.previous.join(', ')}]  current: [${change.current.join(', ')}]`));
  section.append(table(['previous point', 'key', 'state'], change.previousKeys.map((k, i) => [String(i), k, change.previous[i]]), { 'data-role': 'previous-points' }));
  section.append(table(['current point', 'key', 'state', 'warm start (id.key match)'], change.carried.map((c, i) => [String(i), c.key, change.current[i], c.from >= 0 ? `impulses from previous point ${c.from}` : 'starts at zero']), { 'data-role': 'carry-over' }));
  return section;
}

function cell(v: number | undefined, float32: boolean, field: string): string {
  if (v === undefined) return '—';
  if (field.endsWith('.key')) return keyHex(v);
  if (field === 'pointCount' || field === 'type') return String(v);
  return float32 ? `${num(v)} (${float32Hex(v)})` : num(v);
}

export function enginesPanel(answers: EngineAnswer[] | undefined, onToggle: (on: boolean) => void, wasm: 'absent' | 'loading' | 'loaded' | string, onLoadWasm: () => void): HTMLElement {
  const toggle = el('input', { type: 'checkbox', 'data-field': 'engines', checked: answers !== undefined });
  toggle.addEventListener('change', () => onToggle(toggle.checked));
  const section = el('section', { id: 'engines' }, el('h2', {}, 'Engines side by side'), el('label', { class: 'field' }, toggle, el('span', {}, 'run every engine (float64, float32, planck, @box2d/core)')));
  if (answers === undefined) return section;
  if (wasm === 'absent') {
    const load = el('button', { type: 'button', 'data-action': 'load-wasm' }, 'load box2d-wasm (the C++ v2.4.1)');
    load.addEventListener('click', onLoadWasm);
    section.append(load);
  } else if (wasm !== 'loaded') {
    section.append(el('p', { class: 'note', 'data-role': 'wasm-status' }, wasm === 'loading' ? 'loading box2d-wasm…' : `box2d-wasm failed to load: ${wasm}`));
  }
  const rows = diffResults(answers.map((a) => a.result));
  const tableEl = el('table', { 'data-role': 'engine-diff' }, el('tr', {}, el('th', {}, 'field'), ...answers.map((a) => el('th', {}, a.name))));
  for (const r of rows) {
    tableEl.append(el('tr', { 'data-field': r.field },
      el('td', {}, r.field),
      ...r.values.map((v, i) => el('td', { class: r.differs[i] ? 'differs' : '', 'data-differs': String(r.differs[i]) }, cell(v, answers[i].float32 === true, r.field)))));
  }
  section.append(tableEl);
  for (const a of answers) if (a.note !== undefined) section.append(el('p', { class: 'note' }, `${a.name}: ${a.note}`));
  const differing = rows.filter((r) => r.differs.some(Boolean)).length;
  section.append(el('p', { 'data-role': 'diff-summary' }, `${differing} of ${rows.length} fields differ from b2collide (float64) somewhere`));
  return section;
}

export function gjkPanel(gjk: GjkView | undefined, error?: string): HTMLElement {
  const section = el('section', { id: 'gjk' }, el('h2', {}, 'GJK (b2Distance, core shapes)'));
  if (error !== undefined) section.append(el('p', { class: 'note' }, error));
  if (gjk === undefined) return section;
  section.append(el('p', { 'data-role': 'gjk-summary' }, `distance ${num(gjk.distance)}, ${gjk.iterations} iterations, simplex of ${gjk.simplex.length}`));
  section.append(table(['', 'index A', 'index B'], gjk.simplex.map((s, i) => [`s${i}`, String(s.indexA), String(s.indexB)])));
  return section;
}

export function exportPanel(link: string, testBody: string | undefined): HTMLElement {
  const area = el('textarea', { readonly: true, rows: 8, cols: 60, 'data-role': 'jest-body', hidden: true });
  const button = el('button', { type: 'button', 'data-action': 'export-test' }, 'export as jest test');
  button.addEventListener('click', () => {
    area.value = testBody ?? '// the library rejected this case; there is no manifold to test';
    area.hidden = false;
    area.select();
  });
  return el('section', { id: 'export' }, el('h2', {}, 'Share'), el('a', { href: link, 'data-role': 'case-link' }, 'link to this case'), ' ', button, area);
}

