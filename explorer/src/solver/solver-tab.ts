// The "Solver" tab: runs one of the example solver's scenes in the page with play / pause / step /
// reset, a warm-starting switch and live numbers, so the difference warm starting makes (feature
// IDs carrying impulses from step to step) can be watched: with it, the pyramid stands; without,
// it sags and falls. The tab's state lives in the URL hash as `#solver=<scene>&warm=on|off`.

import { el } from '../dom';
import { View } from '../view';
import { drawSolverWorld, solverFrame } from './solver-draw';
import { SolverRun, solverSceneNames, type SolverStats } from './solver-run';

/** Issue #12's bar for a resting scene: no body drifts 0.01 m from where it started. */
const RESTING_BAR = 0.01;

export interface SolverTabState {
  scene: string;
  warm: boolean;
}

export function solverHash(s: SolverTabState): string {
  return `#solver=${encodeURIComponent(s.scene)}&warm=${s.warm ? 'on' : 'off'}`;
}

/** The tab's state in a hash, or undefined when the hash is not the solver tab's. */
export function parseSolverHash(hash: string): SolverTabState | undefined {
  if (!/^#solver(=|&|$)/.test(hash)) return undefined;
  const params = new URLSearchParams(hash.slice(1));
  const scene = params.get('solver') || 'pyramid';
  return { scene: solverSceneNames.includes(scene) ? scene : 'pyramid', warm: params.get('warm') !== 'off' };
}

const fixed = (x: number, digits: number): string => (Math.abs(x) < 10 ** -digits && x !== 0 ? x.toExponential(2) : x.toFixed(digits));

export class SolverTab {
  private run: SolverRun;
  private playing = false;
  private frame = 0;
  private readonly view: View;
  private readonly statCells = new Map<string, HTMLTableCellElement>();
  private readonly playButton = el('button', { type: 'button', 'data-action': 'solver.play' }, 'play');
  private readonly warmBox = el('input', { type: 'checkbox', 'data-field': 'solver.warm' });
  private readonly sceneSelect = el('select', { 'data-field': 'solver.scene' }, ...solverSceneNames.map((n) => el('option', { value: n }, n)));
  private readonly status = el('p', { 'data-role': 'solver-status' });

  constructor(private readonly svg: SVGSVGElement, private readonly panel: HTMLElement, state: SolverTabState) {
    this.view = new View(Number(svg.getAttribute('width')) || 760, Number(svg.getAttribute('height')) || 600);
    this.run = this.build(state);
    this.buildPanel();
    this.show(state);
  }

  /** Loads a state (from the URL): a new run of that scene with that warm-starting setting. */
  show(state: SolverTabState): void {
    this.pause();
    this.sceneSelect.value = state.scene;
    this.warmBox.checked = state.warm;
    this.reset();
  }

  /** Stops the animation (when the tab is hidden). */
  pause(): void {
    this.playing = false;
    cancelAnimationFrame(this.frame);
    this.playButton.textContent = 'play';
  }

  private build(state: SolverTabState): SolverRun {
    const run = new SolverRun(state.scene, state.warm);
    this.view.fit(solverFrame(run.world, run.scene.kind === 'slide'));
    return run;
  }

  private state(): SolverTabState {
    return { scene: this.sceneSelect.value, warm: this.warmBox.checked };
  }

  private reset(): void {
    this.run = this.build(this.state());
    history.replaceState(null, '', location.pathname + location.search + solverHash(this.state()));
    this.draw();
  }

  private buildPanel(): void {
    const stepButton = el('button', { type: 'button', 'data-action': 'solver.step' }, 'step');
    const resetButton = el('button', { type: 'button', 'data-action': 'solver.reset' }, 'reset');
    const count = el('input', { type: 'text', value: '60', size: 6, 'data-field': 'solver.n' });
    const runButton = el('button', { type: 'button', 'data-action': 'solver.run' }, 'run N steps');
    this.playButton.addEventListener('click', () => (this.playing ? this.pause() : this.play()));
    stepButton.addEventListener('click', () => {
      this.pause();
      this.advance(1);
    });
    resetButton.addEventListener('click', () => {
      this.pause();
      this.reset();
    });
    runButton.addEventListener('click', () => {
      const n = Number(count.value);
      if (!Number.isInteger(n) || n < 1) {
        count.classList.add('invalid');
        return;
      }
      count.classList.remove('invalid');
      this.pause();
      this.advance(n);
    });
    this.sceneSelect.addEventListener('change', () => {
      this.pause();
      this.reset();
    });
    // Switching warm starting acts on the running world from its next step (as the testbed's
    // checkbox does); reset to watch a whole run either way.
    this.warmBox.addEventListener('change', () => {
      this.run.warmStarting = this.warmBox.checked;
      history.replaceState(null, '', location.pathname + location.search + solverHash(this.state()));
      this.draw();
    });
    const rows: [string, string][] = [
      ['step', 'steps run (1/60 s, 8 velocity and 3 position iterations)'],
      ['max-displacement', 'max displacement of a body from its start (m)'],
      ['max-rotation', 'max rotation of a body from its start (rad)'],
      ['kinetic-energy', 'kinetic energy (J)'],
      ['added', 'points added this step'],
      ['persisted', 'points persisted this step'],
      ['removed', 'points removed this step'],
      ['touching', 'touching contacts'],
      ['ms-last', 'ms this step'],
      ['ms-mean', 'ms per step (mean)'],
    ];
    const table = el('table', { 'data-role': 'solver-stats' });
    for (const [key, label] of rows) {
      const cell = el('td', { 'data-value': '' });
      this.statCells.set(key, cell);
      table.append(el('tr', { 'data-stat': key }, el('td', {}, label), cell));
    }
    this.panel.replaceChildren(
      el('section', { id: 'solver-controls' },
        el('h2', {}, 'Example solver (examples/solver)'),
        el('label', { class: 'field' }, el('span', {}, 'scene'), this.sceneSelect),
        el('label', { class: 'field' }, this.warmBox, el('span', {}, 'warm starting (apply the impulses b2WarmStartManifold carried over by feature key)')),
        el('div', { class: 'row' }, this.playButton, stepButton, resetButton, count, runButton)),
      el('section', { id: 'solver-numbers' }, el('h2', {}, 'Live numbers'), table, this.status),
      el('section', { id: 'solver-legend' }, el('h2', {}, 'Colours'),
        el('p', { class: 'note' }, 'Green: static bodies; pink: dynamic bodies. Contact points: blue persisted from the last step (same feature key, impulses carried over), green added this step (impulses start at zero).')),
    );
  }

  private play(): void {
    this.playing = true;
    this.playButton.textContent = 'pause';
    const tick = (): void => {
      if (!this.playing) return;
      this.advance(1);
      this.frame = requestAnimationFrame(tick);
    };
    this.frame = requestAnimationFrame(tick);
  }

  private advance(n: number): void {
    this.run.advance(n);
    this.draw();
  }

  private draw(): void {
    drawSolverWorld(this.svg, this.view, this.run.world);
    const s = this.run.stats();
    const shown: Record<string, [number, string]> = {
      step: [s.step, String(s.step)],
      'max-displacement': [s.maxDisplacement, fixed(s.maxDisplacement, 4)],
      'max-rotation': [s.maxRotation, fixed(s.maxRotation, 4)],
      'kinetic-energy': [s.kineticEnergy, fixed(s.kineticEnergy, 4)],
      added: [s.added, String(s.added)],
      persisted: [s.persisted, String(s.persisted)],
      removed: [s.removed, String(s.removed)],
      touching: [s.touching, String(s.touching)],
      'ms-last': [s.msLast, s.msLast.toFixed(2)],
      'ms-mean': [s.msMean, s.msMean.toFixed(2)],
    };
    for (const [key, [value, text]] of Object.entries(shown)) {
      const cell = this.statCells.get(key)!;
      cell.textContent = text;
      cell.setAttribute('data-value', String(value));
    }
    this.status.textContent = this.statusLine(s);
  }

  private statusLine(s: SolverStats): string {
    const warm = this.run.warmStarting ? 'warm starting on' : 'warm starting off';
    if (this.run.scene.kind !== 'resting') return `${this.run.scene.name}, ${warm}`;
    const ok = s.maxDisplacement < RESTING_BAR;
    return `${this.run.scene.name}, ${warm}: ${ok ? 'resting' : 'moved'} (issue #12's bar: every body within ${RESTING_BAR} m of its start — ${ok ? 'met' : 'not met'})`;
  }
}
