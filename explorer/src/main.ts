// The page: holds the current case, runs it through the library on every change, draws it and
// fills the panels. The URL's hash is kept equal to the case (url-codec.ts).

import type { b2Manifold, b2PolygonShape } from 'b2collide';
import { defaultCase, reach, type ExplorerCase, type XY } from './case';
import { runCase, type CaseRun } from './collide';
import { el } from './dom';
import { attachDrag } from './drag';
import { drawPicture, type DrawMode, type Picture } from './draw';
import { engineAnswers } from './engines';
import { loadBox2DWasm, type Box2D } from './engines/box2d-wasm';
import { exportJestTest } from './export-test';
import { frameChange, type FrameChange } from './frames';
import { gjkView, type GjkView } from './gjk';
import { b2collide64 as lib } from './library';
import { polygonMarginsOf, polygonPairInput } from './margins';
import { tracePolygonClip } from './polygon-clip';
import { decisionsPanel, enginesPanel, exportPanel, framesPanel, gjkPanel, manifoldPanel } from './result-panels';
import { editorPanel } from './editor-panel';
import { sceneShape, type SceneShape } from './scene';
import { decodeAnswer, decodeCase, encodeCase, type LinkedAnswer } from './url-codec';
import { View } from './view';
import { childIndex } from './build-shapes';
import { sweepView, type SweepView } from './sweep';
import { sweepPanel } from './sweep-panel';
import { sweepAnswers, type SweepAnswer } from './engines/sweep-engines';
import { parseSolverHash, SolverTab } from './solver/solver-tab';
import { B2_SPECULATIVE_DISTANCE } from 'b2collide/v3';
import { runV3, type V3Run } from './v3-collide';
import { drawModeOf, searchWithMode, v3Panel } from './v3-panel';
import { v3SceneShape } from './v3-scene';

const svg = document.getElementById('scene') as unknown as SVGSVGElement;
const panel = document.getElementById('panel') as HTMLElement;
const status = document.getElementById('status') as HTMLElement;
const view = new View(Number(svg.getAttribute('width')) || 760, Number(svg.getAttribute('height')) || 600);
const manifoldLink = document.querySelector('#tabs [data-tab="manifold"]') as HTMLAnchorElement;

let current: ExplorerCase = defaultCase();
let lastManifold: b2Manifold | undefined;
let lastWorldPoints: XY[] = [];
/** The world points of the frame before the last, where removed points are drawn. */
let previousWorldPoints: XY[] = [];
let change: FrameChange | undefined;
let enginesOn = new URLSearchParams(location.search).has('engines');
/** Another engine's answer the link carried (compare --replay with --engine), and the case it is for. */
let linked: { answer: LinkedAnswer; caseLink: string } | undefined;

/** The linked answer while the case is the one it was given for. */
function linkedFor(c: ExplorerCase): LinkedAnswer | undefined {
  return linked !== undefined && encodeCase(c) === linked.caseLink ? linked.answer : undefined;
}
let showGjk = false;
/** Which manifold the drawing shows (`?v3` / `?v3=both`: both, `?v3=only`: v3's). */
let drawMode: DrawMode = drawModeOf(location.search);
let wasm: Box2D | undefined;
/** 'absent' until asked for, then 'loading', 'loaded' or the load error's message. */
let wasmState = 'absent';
/** Fit the view to the shapes on the next render (set when a case is loaded from the URL). */
let fitPending = true;

/** The largest side of the box around some points. */
function extent(points: readonly XY[]): number {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
}

/**
 * What to frame: both shapes, unless one is more than 8 times the other's size (a box on a long
 * ground, as a contact opened from the Solver tab): then the small one and 1.5 of its size around it.
 */
function contactFrame(a: XY[], b: XY[]): XY[] {
  const [small, large] = extent(a) <= extent(b) ? [a, b] : [b, a];
  const size = extent(small);
  if (!(size > 0) || extent(large) <= 8 * size) return [...a, ...b];
  const cx = small.reduce((s, p) => s + p[0], 0) / small.length;
  const cy = small.reduce((s, p) => s + p[1], 0) / small.length;
  const r = 1.5 * size;
  return [[cx - r, cy - r], [cx + r, cy + r]];
}

function isPolygon(run: CaseRun): boolean {
  return run.shapeA.m_type === lib.b2ShapeType.e_polygon && run.shapeB.m_type === lib.b2ShapeType.e_polygon;
}

/** Redraws the case; `newFrame` false (zoom, toggles) keeps the frame-to-frame comparison as it was. */
function render(newFrame = true): void {
  const link = location.pathname + location.search + encodeCase(current, linkedFor(current));
  history.replaceState(null, '', link);
  manifoldLink.href = encodeCase(current);
  let run: CaseRun;
  try {
    run = runCase(lib, current);
    status.textContent = '';
    status.removeAttribute('data-error');
  } catch (e) {
    status.textContent = `The library rejects this case: ${(e as Error).message}`;
    status.setAttribute('data-error', 'true');
    svg.replaceChildren();
    panel.replaceChildren(editorPanel(current, commit));
    return;
  }
  if (newFrame) {
    if (lastManifold !== undefined) change = frameChange(lib, lastManifold, run.manifold);
    previousWorldPoints = lastWorldPoints;
    lastManifold = run.manifold;
    lastWorldPoints = run.result.world.points;
  }
  const removed = (change?.previous ?? []).flatMap((state, i) => (state === 'removed' ? [previousWorldPoints[i]] : []));

  const polygons = isPolygon(run);
  const trace = polygons ? tracePolygonClip(lib, run.shapeA as b2PolygonShape, run.xfA, run.shapeB as b2PolygonShape, run.xfB) : undefined;
  const margins = polygons ? polygonMarginsOf(polygonPairInput(run.shapeA as b2PolygonShape, current.xfA, run.shapeB as b2PolygonShape, current.xfB)) : undefined;
  let gjk: GjkView | undefined;
  let gjkError: string | undefined;
  try {
    gjk = gjkView(lib, run.shapeA, childIndex(current.a), run.xfA, run.shapeB, childIndex(current.b), run.xfB);
  } catch (e) {
    gjkError = (e as Error).message;
  }
  let sweep: SweepView | undefined;
  let sweepError: string | undefined;
  try {
    sweep = sweepView(lib, current, run.shapeA, childIndex(current.a), run.xfA, run.shapeB, childIndex(current.b), run.xfB);
  } catch (e) {
    sweepError = (e as Error).message;
  }
  let v3: V3Run | undefined;
  let v3Error: string | undefined;
  try {
    v3 = runV3(current);
  } catch (e) {
    v3Error = (e as Error).message;
  }
  const sweepEngines: SweepAnswer[] | undefined = sweep === undefined ? undefined : sweepAnswers(current, sweep, run.shapeA, run.shapeB);
  const picture: Picture = {
    shapes: [sceneShape('A', current.a, run.shapeA, run.xfA), sceneShape('B', current.b, run.shapeB, run.xfB)],
    trace,
    result: run.result,
    keys: run.keys,
    swapped: run.swapped,
    states: change?.current,
    removed,
    gjk: showGjk ? gjk : undefined,
    sweep: sweep === undefined ? undefined : { view: sweep, lib, shapes: { A: { spec: current.a, shape: run.shapeA }, B: { spec: current.b, shape: run.shapeB } } },
    mode: drawMode,
    v3: v3 === undefined ? undefined : { run: v3, shapes: [v3SceneShape('A', current.a, v3.a, v3.xfA), v3SceneShape('B', current.b, v3.b, v3.xfB)] },
  };
  if (fitPending) {
    // Each shape at the end of its sweep, as the box its reach draws around its end pose.
    const ends = (sweep?.poses ?? []).flatMap((p): XY[] => {
      const r = reach(p.owner === 'A' ? current.a : current.b);
      return [[p.end.x - r, p.end.y - r], [p.end.x + r, p.end.y + r]];
    });
    const outline = (s: SceneShape): XY[] => (s.kind === 'circle' ? [[s.points[0][0] - s.radius, s.points[0][1] - s.radius], [s.points[0][0] + s.radius, s.points[0][1] + s.radius]] : s.points);
    view.fit([...contactFrame(outline(picture.shapes[0]), outline(picture.shapes[1])), ...ends]);
    fitPending = false;
  }
  drawPicture(svg, view, picture);
  // The view, for tests and scripts that map world points to the screen.
  svg.dataset.scale = String(view.scale);
  svg.dataset.centerX = String(view.centerX);
  svg.dataset.centerY = String(view.centerY);

  const gjkToggle = el('label', { class: 'field' }, el('input', { type: 'checkbox', 'data-field': 'gjk', checked: showGjk }), el('span', {}, 'draw GJK closest points and simplex'));
  gjkToggle.querySelector('input')!.addEventListener('change', (e) => {
    showGjk = (e.target as HTMLInputElement).checked;
    render(false);
  });
  panel.replaceChildren(
    editorPanel(current, commit),
    sweepPanel(current, sweep, sweepError, commit, sweepEngines),
    manifoldPanel(run),
    v3Panel({
      v2: run, v3, v3Error, mode: drawMode, speculativeDistance: B2_SPECULATIVE_DISTANCE, notes: v3Notes(picture),
      onMode: (mode) => {
        drawMode = mode;
        history.replaceState(null, '', location.pathname + searchWithMode(location.search, mode) + location.hash);
        render(false);
      },
    }),
    decisionsPanel(trace, margins),
    framesPanel(change),
    enginesPanel(enginesOn ? engineAnswers(current, run, wasm, linked === undefined ? undefined : { answer: linked.answer, current: linkedFor(current) !== undefined }) : undefined, (on) => {
      enginesOn = on;
      render(false);
    }, wasmState, () => {
      wasmState = 'loading';
      render(false);
      loadBox2DWasm().then(
        (B) => {
          wasm = B;
          wasmState = 'loaded';
          render(false);
        },
        (e: unknown) => {
          wasmState = e instanceof Error ? e.message : String(e);
          render(false);
        },
      );
    }),
    el('div', {}, gjkToggle, gjkPanel(gjk, gjkError)),
    exportPanel(location.href, exportJestTest(current, run, location.href, sweep)),
  );
}

/** A polygon whose v3 vertices are not v2.4.1's in the same order (b2ComputeHull starts elsewhere than Set). */
function v3Notes(picture: Picture): string[] {
  if (picture.v3 === undefined) return [];
  const notes: string[] = [];
  picture.shapes.forEach((s2, i) => {
    const s3 = picture.v3!.shapes[i];
    if (s2.kind !== 'polygon' || s3.kind !== 'polygon') return;
    const same = s2.points.length === s3.points.length && s2.points.every((p, k) => Math.abs(p[0] - s3.points[k][0]) <= 1e-6 * (1 + Math.abs(p[0])) && Math.abs(p[1] - s3.points[k][1]) <= 1e-6 * (1 + Math.abs(p[1])));
    if (!same) notes.push(`v3 numbers ${s2.owner}'s vertices differently from v2.4.1 (its hull starts elsewhere): the v3 ids index v3's numbering, which "draw v3.1" labels.`);
  });
  return notes;
}

function commit(c: ExplorerCase): void {
  // A new sweep mode brings new poses: frame them all.
  if (c.sweep?.mode !== current.sweep?.mode) fitPending = true;
  current = c;
  render();
}

function loadFromUrl(): void {
  try {
    current = decodeCase(location.hash) ?? defaultCase();
    const answer = decodeAnswer(location.hash);
    linked = answer === undefined ? undefined : { answer, caseLink: encodeCase(current) };
    // A linked answer is what the link is for: show the engines table with it.
    if (linked !== undefined) enginesOn = true;
  } catch (e) {
    status.textContent = (e as Error).message;
    current = defaultCase();
    linked = undefined;
  }
  lastManifold = undefined;
  lastWorldPoints = [];
  previousWorldPoints = [];
  change = undefined;
  fitPending = true;
}

attachDrag({
  svg,
  view,
  getCase: () => current,
  moved: (c) => commit(c),
  zoomed: () => render(false),
});

// The tabs: a #solver= hash shows the solver tab, any other the manifold tab with the hash's case.
let solverTab: SolverTab | undefined;

function showTab(name: 'manifold' | 'solver'): void {
  (document.getElementById('app') as HTMLElement).hidden = name !== 'manifold';
  (document.getElementById('solver-app') as HTMLElement).hidden = name !== 'solver';
  for (const a of document.querySelectorAll('#tabs a')) {
    if (a.getAttribute('data-tab') === name) a.setAttribute('aria-current', 'page');
    else a.removeAttribute('aria-current');
  }
  for (const h of document.querySelectorAll<HTMLElement>('[data-hint]')) h.hidden = h.getAttribute('data-hint') !== name;
}

function route(first: boolean): void {
  const solverState = parseSolverHash(location.hash);
  if (solverState !== undefined) {
    showTab('solver');
    if (solverTab === undefined) {
      solverTab = new SolverTab(document.getElementById('solver-scene') as unknown as SVGSVGElement, document.getElementById('solver-panel') as HTMLElement, solverState);
    } else {
      solverTab.show(solverState);
    }
    return;
  }
  solverTab?.pause();
  showTab('manifold');
  const changed = location.hash !== encodeCase(current, linkedFor(current));
  if (first || changed) loadFromUrl();
  render(first || changed);
}

window.addEventListener('hashchange', () => route(false));
route(true);
