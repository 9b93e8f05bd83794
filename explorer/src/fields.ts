// Text inputs for exact numbers: the field shows a number's shortest round-trip form and commits
// (on change: Enter or leaving the field) only text that parses to a finite number, so what is
// typed is exactly the float64 the library gets.

import { el } from './dom';
import type { XY } from './case';

function parseNumbers(text: string, count: number): number[] | undefined {
  const parts = text.trim().split(/[\s,]+/).filter((s) => s !== '');
  if (parts.length !== count) return undefined;
  const values = parts.map(Number);
  return values.every(Number.isFinite) ? values : undefined;
}

const show = (x: number): string => (Object.is(x, -0) ? '-0' : String(x));

export function numberField(name: string, label: string, value: number, commit: (v: number) => void): HTMLElement {
  const input = el('input', { type: 'text', value: show(value), 'data-field': name, spellcheck: false, size: 22 });
  input.addEventListener('change', () => {
    const v = parseNumbers(input.value, 1);
    if (v === undefined) input.classList.add('invalid');
    else commit(v[0]);
  });
  return el('label', { class: 'field' }, el('span', {}, label), input);
}

export function pointField(name: string, label: string, value: XY, commit: (v: XY) => void): HTMLElement {
  const input = el('input', { type: 'text', value: `${show(value[0])}, ${show(value[1])}`, 'data-field': name, spellcheck: false, size: 28 });
  input.addEventListener('change', () => {
    const v = parseNumbers(input.value, 2);
    if (v === undefined) input.classList.add('invalid');
    else commit([v[0], v[1]]);
  });
  return el('label', { class: 'field' }, el('span', {}, label), input);
}

/** One "x, y" point per line. */
export function pointsField(name: string, label: string, value: XY[], commit: (v: XY[]) => void): HTMLElement {
  const area = el('textarea', { 'data-field': name, rows: Math.max(3, value.length), cols: 30, spellcheck: false });
  area.value = value.map(([x, y]) => `${show(x)}, ${show(y)}`).join('\n');
  area.addEventListener('change', () => {
    const rows = area.value.split('\n').filter((l) => l.trim() !== '').map((l) => parseNumbers(l, 2));
    if (rows.some((r) => r === undefined)) area.classList.add('invalid');
    else commit(rows.map((r) => [r![0], r![1]] as XY));
  });
  return el('label', { class: 'field column' }, el('span', {}, label), area);
}

export function checkField(name: string, label: string, value: boolean, commit: (v: boolean) => void): HTMLElement {
  const input = el('input', { type: 'checkbox', 'data-field': name, checked: value });
  input.addEventListener('change', () => commit(input.checked));
  return el('label', { class: 'field' }, input, el('span', {}, label));
}
