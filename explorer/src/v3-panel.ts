// The panel that sets Box2D v3.1's manifold (b2collide/v3) beside v2.4.1's (b2collide) for the
// case on screen: which drawing to show, which v3 collider ran, and a table of both manifolds'
// numbers row by row (point count, world normal, and per point the world point, separation,
// v2.4.1 feature key against v3 id with what each names, and v3's anchors and speculative flag).

import { featureLabel } from '../../compare/case/draw';
import type { XY } from './case';
import { keyHex, type CaseRun } from './collide';
import { el } from './dom';
import type { DrawMode } from './draw';
import { idHex, type V3Run } from './v3-collide';
import { readV3Ids } from './v3-ids';

const num = (x: number): string => (Object.is(x, -0) ? '-0' : String(x));
const pair = (p: XY): string => `${num(p[0])}, ${num(p[1])}`;

/** The drawing modes as the panel's select names them. */
export const modeLabels: Readonly<Record<DrawMode, string>> = {
  v2: 'draw v2.4.1 (b2collide)',
  both: 'draw v2.4.1 and v3.1 over each other',
  v3: 'draw v3.1 (b2collide/v3)',
};

/** The drawing mode a page URL's search asks for: `?v3` or `?v3=both` both, `?v3=only` v3 alone. */
export function drawModeOf(search: string): DrawMode {
  const params = new URLSearchParams(search);
  if (!params.has('v3')) return 'v2';
  return params.get('v3') === 'only' ? 'v3' : 'both';
}

/** The URL search with the mode in it (other parameters kept). */
export function searchWithMode(search: string, mode: DrawMode): string {
  const params = new URLSearchParams(search);
  if (mode === 'v2') params.delete('v3');
  else params.set('v3', mode === 'v3' ? 'only' : 'both');
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

interface Row {
  field: string;
  label: string;
  v2: string;
  v3: string;
}

function rows(v2: CaseRun, v3: V3Run, speculativeDistance: number): Row[] {
  const m = v2.result;
  const out: Row[] = [
    { field: 'pointCount', label: 'pointCount', v2: String(m.pointCount), v3: String(v3.points.length) },
    { field: 'normal', label: 'world normal', v2: m.pointCount > 0 ? pair(m.world.normal) : '—', v3: v3.points.length > 0 ? pair(v3.normal) : '—' },
  ];
  const reading = readV3Ids(v3);
  const count = Math.max(m.pointCount, v3.points.length);
  for (let i = 0; i < count; ++i) {
    const has2 = i < m.pointCount;
    const p3 = v3.points[i];
    const at = `points[${i}]`;
    out.push(
      { field: `${at}.point`, label: `point ${i}: world point`, v2: has2 ? pair(m.world.points[i]) : '—', v3: p3 !== undefined ? pair(p3.point) : '—' },
      { field: `${at}.separation`, label: 'separation', v2: has2 ? num(m.world.separations[i]) : '—', v3: p3 !== undefined ? num(p3.separation) : '—' },
      { field: `${at}.id`, label: 'v2.4.1 key / v3 id', v2: has2 ? keyHex(v2.keys[i]) : '—', v3: p3 !== undefined ? idHex(p3.id) : '—' },
      { field: `${at}.features`, label: 'features', v2: has2 ? featureLabel(m.points[i]) : '—', v3: p3 !== undefined ? reading.points[i] : '—' },
      { field: `${at}.anchorA`, label: "anchorA (from A's origin)", v2: has2 ? 'none in v2.4.1' : '—', v3: p3 !== undefined ? pair(p3.anchorA) : '—' },
      { field: `${at}.anchorB`, label: "anchorB (from B's origin)", v2: has2 ? 'none in v2.4.1' : '—', v3: p3 !== undefined ? pair(p3.anchorB) : '—' },
      {
        field: `${at}.speculative`, label: 'speculative', v2: has2 ? 'no such points in v2.4.1' : '—',
        v3: p3 === undefined ? '—' : p3.separation > 0 ? `yes: separation > 0, kept up to B2_SPECULATIVE_DISTANCE (${+speculativeDistance.toPrecision(6)})` : 'no: touching or overlapping',
      },
    );
  }
  return out;
}

export interface V3PanelInput {
  v2: CaseRun;
  v3?: V3Run;
  /** b2collide/v3's Error when it refused the case. */
  v3Error?: string;
  mode: DrawMode;
  onMode: (mode: DrawMode) => void;
  speculativeDistance: number;
  /** Notes about the case (a polygon whose v3 hull numbers its vertices differently, ...). */
  notes: string[];
}

export function v3Panel(input: V3PanelInput): HTMLElement {
  const { v2, v3, v3Error, mode } = input;
  const select = el('select', { 'data-field': 'v3-draw' }, ...(Object.keys(modeLabels) as DrawMode[]).map((k) => el('option', { value: k, selected: k === mode }, modeLabels[k])));
  select.addEventListener('change', () => input.onMode(select.value as DrawMode));
  const section = el('section', { id: 'v3' }, el('h2', {}, 'Box2D v3.1 beside v2.4.1'), el('label', { class: 'field' }, select));
  if (v3 === undefined) {
    section.append(el('p', { class: 'note', 'data-role': 'v3-summary', 'data-error': 'true' }, `b2collide/v3 refuses this case: ${v3Error ?? 'no answer'}`));
    return section;
  }
  const summary = v3.collider === undefined
    ? `Box2D v3 never collides this pair (${v3.a.type} against ${v3.b.type})`
    : `${v3.collider}: pointCount ${v3.points.length}${v3.points.length > 0 ? `, world normal (${pair(v3.normal)})` : ''}`;
  section.append(el('p', { 'data-role': 'v3-summary' }, summary));
  if (v3.swapped) section.append(el('p', { class: 'note', 'data-role': 'v3-swapped' }, "Box2D v3 registers this pair the other way round: the v3 manifold's A is the case's shape B (anchorA is from B's origin, the normal points from B to A)."));
  const reading = readV3Ids(v3);
  if (reading.summary !== '') section.append(el('p', { 'data-role': 'v3-id-summary' }, `v3 ids: ${reading.summary}`));
  const table = el('table', { 'data-role': 'v3-compare' }, el('tr', {}, el('th', {}, ''), el('th', {}, 'v2.4.1 (b2collide)'), el('th', {}, 'v3.1 (b2collide/v3, float32)')));
  for (const r of rows(v2, v3, input.speculativeDistance)) {
    table.append(el('tr', { 'data-field': r.field }, el('td', {}, r.label), el('td', { 'data-engine': 'v2' }, r.v2), el('td', { 'data-engine': 'v3' }, r.v3)));
  }
  section.append(table);
  if (Math.min(v2.result.pointCount, v3.points.length) > 1) {
    section.append(el('p', { class: 'note' }, 'Rows pair the points by their index in each manifold; the two versions may list the same contact in another order (compare the world points).'));
  }
  for (const n of input.notes) section.append(el('p', { class: 'note' }, n));
  section.append(el('p', { class: 'note' },
    'v3 gets the case\'s numbers rounded to float32 (Box2D v3 computes in float); the v2.4.1 column is b2collide in float64. ' +
    'v3 ids are B2_MAKE_ID(high, low): which feature each byte names depends on the collider (docs/v3-feature-ids.md). ' +
    'In the drawing: lavender diamonds are v3 points (hollow and dashed when speculative), the lavender arrow its normal, dashed lines its anchors from each shape\'s origin (ringed).'));
  return section;
}
