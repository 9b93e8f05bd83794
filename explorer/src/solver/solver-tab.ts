// The "Solver" tab: runs one of the example solver's scenes in the page with play / pause / step /
// reset, a warm-starting switch and live numbers, so the difference warm starting makes (feature
// IDs carrying impulses from step to step) can be watched: with it, the pyramid stands; without,
// it sags and falls. "Side by side" runs the scene twice in step, warm starting on (left) and off
// (right). A continuous-collision switch shows the bullet scene tunnel without b2TimeOfImpact.
// The tab's state lives in the URL hash: `#solver=<scene>&warm=on|off[&compare=on][&toi=off]`.

import { el, svgEl } from '../dom';
import { encodeCase } from '../url-codec';
import { contactCase } from './contact-case';
import { View } from '../view';
import { drawSolverWorld, solverFrame } from './solver-draw';
import { SolverRun, solverSceneNames, type SolverStats } from './solver-run';

/** The bar for a resting scene at rest: no body drifts 0.01 m from where it started. */
const RESTING_BAR = 0.01;
/** A resting scene still stands while no body has moved a tenth of its 1 m box. */
const STANDING_BAR = 0.1;

export interface SolverTabState {
  scene: string;
  warm: boolean;
  /** Two runs side by side: warm starting on and off. */
  compare: boolean;
  /** Continuous collision (b2TimeOfImpact); on by default, so the hash names it only when off. */
  toi: boolean;
}

export function solverHash(s: SolverTabState): string {
  return `#solver=${encodeURIComponent(s.scene)}&warm=${s.warm ? 'on' : 'off'}${s.compare ? '&compare=on' : ''}${s.toi ? '' : '&toi=off'}`;
}

/** The tab's state in a hash, or undefined when the hash is not the solver tab's. */
export function parseSolverHash(hash: string): SolverTabState | undefined {
  if (!/^#solver(=|&|$)/.test(hash)) return undefined;
  const params = new URLSearchParams(hash.slice(1));
  const scene = params.get('solver') || 'pyramid';
  return { scene: solverSceneNames.includes(scene) ? scene : 'pyramid', warm: params.get('warm') !== 'off', compare: params.get('compare') === 'on', toi: params.get('toi') !== 'off' };
}

const fixed = (x: number, digits: number): string => (Math.abs(x) < 10 ** -digits && x !== 0 ? x.toExponential(2) : x.toFixed(digits));

/** The rows of the numbers table: key (data-stat), label, and how a value is shown. */
type StatRow = [field: keyof SolverStats, key: string, label: string, show: (x: number) => string];

const statRows: StatRow[] = [
  ['step', 'step', 'steps run', String],
  ['maxDisplacement', 'max-displacement', 'max displacement from start (m)', (x) => fixed(x, 4)],
  ['maxRotation', 'max-rotation', 'max rotation from start (rad)', (x) => fixed(x, 4)],
  ['kineticEnergy', 'kinetic-energy', 'kinetic energy (J)', (x) => fixed(x, 4)],
  ['added', 'added', 'points added this step', String],
  ['persisted', 'persisted', 'points persisted this step', String],
  ['removed', 'removed', 'points removed this step', String],
  ['touching', 'touching', 'touching contacts', String],
  ['toiImpacts', 'toi-impacts', 'TOI impacts this step', String],
  ['toiImpactsTotal', 'toi-impacts-total', 'TOI impacts over the run', String],
  ['msLast', 'ms-last', 'ms this step', (x) => x.toFixed(2)],
  ['msMean', 'ms-mean', 'ms per step, mean', (x) => x.toFixed(2)],
];

export class SolverTab {
  private runs: SolverRun[] = [];
  private views: View[] = [];
  private playing = false;
  private frame = 0;
  private readonly width: number;
  private readonly height: number;
  private readonly playButton = el('button', { type: 'button', 'data-action': 'solver.play' }, 'play');
  private readonly warmBox = el('input', { type: 'checkbox', 'data-field': 'solver.warm' });
  private readonly compareBox = el('input', { type: 'checkbox', 'data-field': 'solver.compare' });
  private readonly toiBox = el('input', { type: 'checkbox', 'data-field': 'solver.toi' });
  private readonly sceneSelect = el('select', { 'data-field': 'solver.scene' }, ...solverSceneNames.map((n) => el('option', { value: n }, n)));
  private readonly table = el('table', { 'data-role': 'solver-stats' });
  private readonly status = el('div', { 'data-role': 'solver-status' });

  constructor(private readonly svg: SVGSVGElement, private readonly panel: HTMLElement, state: SolverTabState) {
    this.width = Number(svg.getAttribute('width')) || 760;
    this.height = Number(svg.getAttribute('height')) || 600;
    this.buildPanel();
    // A click on a contact's points opens that contact, as it is now, in the Manifold tab.
    svg.addEventListener('click', (e) => {
      const contact = (e.target as Element).closest('[data-contact]');
      const run = contact?.closest('[data-run]');
      if (contact === null || contact === undefined || run === null || run === undefined) return;
      const c = this.runs[Number(run.getAttribute('data-run'))]?.world.m_contactManager.m_contacts[Number(contact.getAttribute('data-contact'))];
      if (c === undefined) return;
      this.pause();
      location.hash = encodeCase(contactCase(c));
    });
    this.show(state);
  }

  /** Loads a state (from the URL): new runs of that scene with those settings. */
  show(state: SolverTabState): void {
    this.pause();
    this.sceneSelect.value = state.scene;
    this.warmBox.checked = state.warm;
    this.compareBox.checked = state.compare;
    this.toiBox.checked = state.toi;
    this.reset();
  }

  /** Stops the animation (when the tab is hidden). */
  pause(): void {
    this.playing = false;
    cancelAnimationFrame(this.frame);
    this.playButton.textContent = 'play';
  }

  private state(): SolverTabState {
    return { scene: this.sceneSelect.value, warm: this.warmBox.checked, compare: this.compareBox.checked, toi: this.toiBox.checked };
  }

  private writeUrl(): void {
    history.replaceState(null, '', location.pathname + location.search + solverHash(this.state()));
  }

  private reset(): void {
    const s = this.state();
    // Side by side: the left run warm starts, the right one does not; the switch is then fixed.
    const settings = s.compare ? [true, false] : [s.warm];
    this.warmBox.disabled = s.compare;
    this.runs = settings.map((warm) => new SolverRun(s.scene, warm, s.toi));
    const width = this.width / this.runs.length;
    this.views = this.runs.map((run) => {
      const v = new View(width, this.height);
      if (run.scene.kind === 'slide') {
        // A 1 m box on a 60 m ground: show 12 m around the box and follow it (draw()).
        v.scale = width / 12;
        v.centerY = 2;
      } else {
        // The moving bodies, or the whole scene when they are too small to frame on their own
        // (a 0.1 m projectile flying at a wall).
        const moving = solverFrame(run.world, false);
        const xs = moving.map((p) => p[0]);
        const ys = moving.map((p) => p[1]);
        const small = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) < 2;
        v.fit(small ? solverFrame(run.world, true) : moving);
      }
      return v;
    });
    this.buildTable();
    this.writeUrl();
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
    this.compareBox.addEventListener('change', () => {
      this.pause();
      this.reset();
    });
    // Switching warm starting acts on the running world from its next step (as the testbed's
    // checkbox does); reset to watch a whole run either way.
    this.warmBox.addEventListener('change', () => {
      this.runs[0].warmStarting = this.warmBox.checked;
      this.writeUrl();
      this.draw();
    });
    // Continuous collision, like warm starting, acts on every run from its next step.
    this.toiBox.addEventListener('change', () => {
      for (const run of this.runs) run.continuous = this.toiBox.checked;
      this.writeUrl();
      this.draw();
    });
    this.panel.replaceChildren(
      el('section', { id: 'solver-controls' },
        el('h2', {}, 'Example solver (examples/solver)'),
        el('label', { class: 'field' }, el('span', {}, 'scene'), this.sceneSelect),
        el('label', { class: 'field' }, this.warmBox, el('span', {}, 'warm starting (apply the impulses b2WarmStartManifold carried over by feature key)')),
        el('label', { class: 'field' }, this.toiBox, el('span', {}, 'continuous collision (b2TimeOfImpact for fast bodies; off, the bullet tunnels)')),
        el('label', { class: 'field' }, this.compareBox, el('span', {}, 'side by side: warm starting on (left) and off (right)')),
        el('div', { class: 'row' }, this.playButton, stepButton, resetButton, count, runButton)),
      el('section', { id: 'solver-numbers' }, el('h2', {}, 'Live numbers'), this.table,
        el('p', { class: 'note' }, 'A step is 1/60 s with 8 velocity and 3 position iterations, as npm run example:solver runs it; displacement and rotation are of each dynamic body from its start, as its measure.ts reports them.'),
        this.status),
      el('section', { id: 'solver-legend' }, el('h2', {}, 'Colours'),
        el('p', { class: 'note' }, 'Green: static bodies; pink: dynamic bodies. Contact points: blue persisted from the last step (same feature key, impulses carried over), green added this step (impulses start at zero). Click a contact\'s points to open that contact in the Manifold tab.')),
    );
  }

  /** One row per number, one value column per run (data-run 0 is the left or only run). */
  private buildTable(): void {
    const head = this.runs.length > 1 ? [el('tr', {}, el('th', {}, ''), el('th', {}, 'warm starting on'), el('th', {}, 'warm starting off'))] : [];
    this.table.replaceChildren(...head, ...statRows.map(([, key, label]) =>
      el('tr', { 'data-stat': key }, el('td', {}, label), ...this.runs.map((_, i) => el('td', { 'data-value': '', 'data-run': i })))));
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
    for (const run of this.runs) run.advance(n);
    this.draw();
  }

  private draw(): void {
    this.svg.replaceChildren();
    const defs = svgEl('defs', {}, this.svg);
    const stats = this.runs.map((run) => run.stats());
    this.runs.forEach((run, i) => {
      const v = this.views[i];
      if (run.scene.kind === 'slide') v.centerX = run.firstBody()[0];
      const x = i * v.width;
      // Each run in its own clipped half (or the whole picture when there is one).
      const clip = svgEl('clipPath', { id: `solver-clip-${i}` }, defs);
      svgEl('rect', { x: 0, y: 0, width: v.width, height: v.height }, clip);
      const g = svgEl('g', { transform: `translate(${x},0)`, 'clip-path': `url(#solver-clip-${i})`, 'data-role': 'solver-run', 'data-run': i, 'data-warm': String(run.warmStarting) }, this.svg);
      drawSolverWorld(g, v, run.world);
      if (this.runs.length > 1) {
        const moved = run.scene.kind === 'resting' ? `: max displacement ${fixed(stats[i].maxDisplacement, 4)} m` : '';
        svgEl('text', { x: 10, y: 20, fill: '#ddd', class: 'overlay-label' }, g, `warm starting ${run.warmStarting ? 'on' : 'off'}${moved}`);
        if (i > 0) svgEl('line', { x1: 0, y1: 0, x2: 0, y2: v.height, stroke: '#888', 'stroke-width': 2 }, g);
      }
      // A projectile past the wall has left the view: say so where it was last seen.
      const side = run.bulletSide();
      if (side?.tunnelled === true) {
        svgEl('text', { x: 10, y: this.runs.length > 1 ? 40 : 20, fill: '#f88', class: 'overlay-label', 'data-role': 'solver-tunnelled' }, g,
          `tunnelled: the box went through the wall and is at x ${side.x.toFixed(1)} m`);
      }
    });
    for (const [field, key, , show] of statRows) {
      stats.forEach((s, i) => {
        const cell = this.table.querySelector(`tr[data-stat="${key}"] td[data-run="${i}"]`)!;
        cell.textContent = show(s[field]);
        cell.setAttribute('data-value', String(s[field]));
      });
    }
    this.status.replaceChildren(...this.runs.map((run, i) => el('p', {}, this.statusLine(run, stats[i]))));
  }

  private statusLine(run: SolverRun, s: SolverStats): string {
    const warm = run.warmStarting ? 'warm starting on' : 'warm starting off';
    const side = run.bulletSide();
    if (side !== null) {
      const toi = run.continuous ? 'continuous collision on' : 'continuous collision off';
      const where = side.tunnelled
        ? `tunnelled: the box went through the wall and is at x ${side.x.toFixed(3)} m (wall at ${side.wallX.toFixed(3)} m)`
        : `the box is at x ${side.x.toFixed(3)} m, on the near side of the wall at ${side.wallX.toFixed(3)} m`;
      return `${run.scene.name}, ${toi}: ${where}`;
    }
    if (run.scene.kind !== 'resting') return `${run.scene.name}, ${warm}`;
    const d = s.maxDisplacement.toFixed(4);
    // Three outcomes: at rest (within the 0.01 m bar, which the 10-box stack keeps), standing but
    // settled (a tall pyramid sinks a few centimetres under its own load, with warm starting too),
    // and fallen.
    if (s.maxDisplacement < RESTING_BAR) return `${run.scene.name}, ${warm}: resting, every body within ${RESTING_BAR} m of its start`;
    if (s.maxDisplacement < STANDING_BAR) return `${run.scene.name}, ${warm}: standing; it settled, no body more than ${d} m from its start`;
    return `${run.scene.name}, ${warm}: fell; a body moved ${d} m from its start`;
  }
}
