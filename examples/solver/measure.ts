// Runs a scene for a number of steps in one engine and measures it: how far the bodies moved from
// their start (resting scenes), how the slider moved off the ground plane (slide scenes), which
// side of the wall the projectile ended on (bullet scenes), the kinetic energy at the end, contact
// points added/persisted/removed, and milliseconds per step.

import type { BodyState, SceneEngine } from './engine';
import type { Scene } from './scenes';

export interface Measurement {
  readonly engine: string;
  readonly scene: string;
  readonly steps: number;
  /** Whether the scene starts at rest (the displacement is then the solver's drift). */
  readonly resting: boolean;
  /** Largest distance of a dynamic body's origin from its start, at the end (m). */
  readonly maxDisplacement: number;
  /** Largest |angle - start angle| of a dynamic body at the end (rad). */
  readonly maxRotation: number;
  /** Slide scenes: the largest |vy| (m/s) and |angle| (rad) of the slider over the run, its vx at the end. */
  readonly slide: {
    readonly maxVy: number;
    readonly maxAngle: number;
    readonly vxEnd: number;
    readonly xEnd: number;
    /** Steps after which a touching contact had a normal off vertical (SceneEngine.sideNormals). */
    readonly sideNormalSteps: number;
  } | null;
  /**
   * Bullet scenes: the projectile's centre at the end, the wall's centre x at the end, and whether
   * the projectile ended on the far side of the wall (it tunnelled).
   */
  readonly bullet: { readonly x: number; readonly y: number; readonly wallX: number; readonly tunnelled: boolean } | null;
  /** Kinetic energy of the dynamic bodies at the end (J). */
  readonly kineticEnergy: number;
  /** Points added by the first step, and per later step on average (null: not reported). */
  readonly points: { readonly firstAdded: number; readonly added: number; readonly persisted: number; readonly removed: number } | null;
  /** TOI impacts solved over the run, and b2TimeOfImpact calls per step (null: not reported). */
  readonly toi: { readonly events: number; readonly callsPerStep: number } | null;
  readonly msPerStep: number;
}

function blank(): BodyState {
  return { x: 0, y: 0, angle: 0, vx: 0, vy: 0, w: 0, mass: 0, inertia: 0 };
}

/** Calls back after every step with the step number (1-based); used by the CLI's progress lines. */
export type StepObserver = (step: number, engine: SceneEngine) => void;

export function measure(scene: Scene, engine: SceneEngine, steps: number, observe?: StepObserver): Measurement {
  const n = engine.dynamicCount;
  const start = Array.from({ length: n }, blank);
  for (let i = 0; i < n; ++i) engine.read(i, start[i]);
  const s = blank();
  let maxVy = 0;
  let maxAngle = 0;
  let sideNormalSteps = 0;
  let firstAdded = 0;
  let added = 0;
  let persisted = 0;
  let removed = 0;
  let counted = false;
  let toiEvents = 0;
  let toiCalls = 0;
  let toiCounted = false;
  let ms = 0;
  for (let step = 1; step <= steps; ++step) {
    const t0 = performance.now();
    engine.step();
    ms += performance.now() - t0;
    const counts = engine.pointCounts();
    if (counts !== null) {
      counted = true;
      if (step === 1) firstAdded = counts.added;
      else {
        added += counts.added;
        persisted += counts.persisted;
        removed += counts.removed;
      }
    }
    const toi = engine.toiCounts();
    if (toi !== null) {
      toiCounted = true;
      toiEvents += toi.events;
      toiCalls += toi.toiCalls;
    }
    if (scene.kind === 'slide') {
      engine.read(0, s);
      maxVy = Math.max(maxVy, Math.abs(s.vy));
      maxAngle = Math.max(maxAngle, Math.abs(s.angle));
      if (engine.sideNormals() > 0) ++sideNormalSteps;
    }
    observe?.(step, engine);
  }

  let maxDisplacement = 0;
  let maxRotation = 0;
  let kineticEnergy = 0;
  for (let i = 0; i < n; ++i) {
    engine.read(i, s);
    maxDisplacement = Math.max(maxDisplacement, Math.hypot(s.x - start[i].x, s.y - start[i].y));
    maxRotation = Math.max(maxRotation, Math.abs(s.angle - start[i].angle));
    kineticEnergy += 0.5 * s.mass * (s.vx * s.vx + s.vy * s.vy) + 0.5 * s.inertia * s.w * s.w;
  }
  let slide: Measurement['slide'] = null;
  if (scene.kind === 'slide') {
    engine.read(0, s);
    slide = { maxVy, maxAngle, vxEnd: s.vx, xEnd: s.x, sideNormalSteps };
  }
  let bullet: Measurement['bullet'] = null;
  if (scene.kind === 'bullet') {
    if (scene.wall === undefined) throw new Error(`measure: bullet scene "${scene.name}" has no wall`);
    let wallX = scene.wall.x;
    if (scene.wall.dynamicIndex !== null) {
      engine.read(scene.wall.dynamicIndex, s);
      wallX = s.x;
    }
    engine.read(0, s);
    bullet = { x: s.x, y: s.y, wallX, tunnelled: s.x > wallX };
  }
  const later = Math.max(steps - 1, 1);
  return {
    engine: engine.engine,
    scene: scene.name,
    steps,
    resting: scene.kind === 'resting',
    maxDisplacement,
    maxRotation,
    slide,
    bullet,
    kineticEnergy,
    points: counted ? { firstAdded, added: added / later, persisted: persisted / later, removed: removed / later } : null,
    toi: toiCounted ? { events: toiEvents, callsPerStep: toiCalls / steps } : null,
    msPerStep: ms / steps,
  };
}
