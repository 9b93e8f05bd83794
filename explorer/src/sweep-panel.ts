// The sweep view's panel: the mode (off, b2ShapeCast, b2TimeOfImpact), the motion's exact numbers
// (translation; end poses and tMax), and the library's output.

import { withDefaultSweep, type ExplorerCase, type PoseSpec, type SweepSpec } from './case';
import { el } from './dom';
import { numberField, pointField } from './fields';
import type { SweepAnswer } from './engines/sweep-engines';
import type { SweepView } from './sweep';

type Commit = (c: ExplorerCase) => void;

const num = (x: number): string => (Object.is(x, -0) ? '-0' : String(x));

// Angles in degrees, as the shapes' angle fields above; the case (and the URL) keeps radians.
const toDegrees = (radians: number): number => +((radians * 180) / Math.PI).toFixed(6);

function poseFields(name: string, title: string, pose: PoseSpec, set: (p: PoseSpec) => void): HTMLElement {
  return el('div', { class: 'row pose' }, el('span', {}, `${title}:`),
    numberField(`${name}.x`, 'x', pose.x, (x) => set({ ...pose, x })),
    numberField(`${name}.y`, 'y', pose.y, (y) => set({ ...pose, y })),
    numberField(`${name}.angle`, 'angle°', toDegrees(pose.angle), (degrees) => set({ ...pose, angle: (degrees * Math.PI) / 180 })));
}

function motionFields(c: ExplorerCase, s: SweepSpec, commit: Commit): HTMLElement[] {
  const set = (sweep: SweepSpec): void => commit({ ...c, sweep });
  if (s.mode === 'cast') {
    return [pointField('sweep.translation', 'translationB (B moves, A stays)', s.translation, (translation) => set({ ...s, translation }))];
  }
  return [
    el('p', { class: 'note' }, 'Each sweep runs from the shape\'s transform above (angle atan2(s, c)) to its end pose (angles in degrees, any number of turns), about the body origin (localCenter 0).'),
    poseFields('sweep.endA', 'A ends at', s.endA, (endA) => set({ ...s, endA })),
    poseFields('sweep.endB', 'B ends at', s.endB, (endB) => set({ ...s, endB })),
    numberField('sweep.tMax', 'tMax', s.tMax, (tMax) => set({ ...s, tMax })),
  ];
}

function outputRows(v: SweepView): string[][] {
  const rows: string[][] = v.mode === 'cast'
    ? [['returns', String(v.hit)], ['lambda', num(v.fraction)], ['iterations', String(v.iterations)]]
    : [['state', v.state ?? ''], ['t', num(v.fraction)], ['iterations', String(v.iterations)], ['root iterations', String(v.rootIterations)]];
  if (v.point !== undefined) rows.push([v.mode === 'cast' ? 'point (on A)' : 'point on A at t (closest core points)', `${num(v.point[0])}, ${num(v.point[1])}`]);
  if (v.normal !== undefined) rows.push(['normal (A to B)', `${num(v.normal[0])}, ${num(v.normal[1])}`]);
  if (v.distance !== undefined) rows.push(['core distance at t (b2Distance)', num(v.distance)]);
  for (const p of v.poses) {
    if (p.hit !== undefined) rows.push([`${p.owner} at ${v.mode === 'cast' ? 'lambda' : 't'}`, `p (${num(p.hit.x)}, ${num(p.hit.y)}) q (${num(p.hit.s)}, ${num(p.hit.c)})`]);
  }
  return rows;
}

/** Every engine's answer, one row each; a cell that differs from b2collide (float64) is marked. */
function enginesTable(mode: 'cast' | 'toi', answers: SweepAnswer[]): HTMLElement {
  const ref = answers[0];
  const cell = (v: string | number | undefined, r: string | number | undefined): HTMLElement =>
    el('td', { class: v !== r ? 'differs' : '', 'data-differs': String(v !== r) }, v === undefined ? '—' : typeof v === 'number' ? num(v) : v);
  const last = (a: SweepAnswer): string | number | undefined => (mode === 'cast' ? a.point : a.rootIterations);
  const head = mode === 'cast' ? ['engine', 'returns', 'lambda', 'iterations', 'point'] : ['engine', 'state', 't', 'iterations', 'root iterations'];
  return el('table', { 'data-role': 'sweep-engines' },
    el('tr', {}, ...head.map((h) => el('th', {}, h))),
    ...answers.map((a) => el('tr', { 'data-engine': a.name },
      el('td', {}, a.name),
      ...(a.note !== undefined
        ? [el('td', { colspan: 4 }, a.note)]
        : [cell(a.state, ref.state), cell(a.t, ref.t), cell(a.iterations, ref.iterations), cell(last(a), last(ref))]))));
}

export function sweepPanel(c: ExplorerCase, view: SweepView | undefined, error: string | undefined, commit: Commit, engines?: SweepAnswer[]): HTMLElement {
  const mode = el('select', { 'data-field': 'sweep.mode' },
    el('option', { value: '', selected: c.sweep === undefined }, 'off'),
    el('option', { value: 'cast', selected: c.sweep?.mode === 'cast' }, 'shape cast (b2ShapeCast)'),
    el('option', { value: 'toi', selected: c.sweep?.mode === 'toi' }, 'time of impact (b2TimeOfImpact)'));
  mode.addEventListener('change', () => {
    const { sweep: _off, ...rest } = c;
    commit(mode.value === 'cast' || mode.value === 'toi' ? withDefaultSweep(c, mode.value) : rest);
  });
  const section = el('section', { id: 'sweep' }, el('h2', {}, 'Sweep (shape cast, time of impact)'), el('label', { class: 'field' }, el('span', {}, 'motion'), mode));
  if (c.sweep === undefined) return section;
  section.append(el('p', { class: 'note' }, 'Drag the ring at the end of a path to move the end; shift-drag or wheel on it to turn it.'));
  section.append(...motionFields(c, c.sweep, commit));
  if (error !== undefined) section.append(el('p', { class: 'note', 'data-role': 'sweep-error' }, error));
  if (view !== undefined) {
    const summary = view.mode === 'cast'
      ? `${view.hit ? 'hit' : 'no hit'} at lambda ${num(view.fraction)} after ${view.iterations} iterations`
      : `${view.state} at t ${num(view.fraction)} after ${view.iterations} iterations`;
    section.append(el('p', { 'data-role': 'sweep-summary' }, summary));
    section.append(el('table', { 'data-role': 'sweep-output' }, ...outputRows(view).map((r) => el('tr', {}, el('td', {}, r[0]), el('td', {}, r[1])))));
  }
  if (engines !== undefined && view !== undefined) {
    section.append(el('h2', {}, `${view.mode === 'cast' ? 'Shape cast' : 'Time of impact'} in every engine`), enginesTable(view.mode, engines));
    section.append(el('p', { class: 'note' }, view.mode === 'cast'
      ? 'The peers get the shapes as b2collide built them and the same poses, through the compare harness\'s distance adapters; b2collide/f32 builds its own.'
      : 'The peers get the float64 proxies (points and radii) and the same normalized sweeps, through the compare harness\'s TOI adapters; b2collide/f32 builds its own.'));
  }
  return section;
}
