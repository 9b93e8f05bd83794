// One scene of the example solver (examples/solver, imported read-only as a user would copy it)
// running in the page: built by its own buildOurs, stepped by its own b2World.Step, and measured
// after every step the way its measure.ts measures a whole run (displacement of each dynamic
// body's origin from its start, kinetic energy from mass and inertia), so the numbers here and
// `npm run example:solver` agree for the same steps.

import { buildOurs } from '../../../examples/solver/build_ours';
import type { BodyState, SceneEngine } from '../../../examples/solver/engine';
import type { b2World } from '../../../examples/solver/world';
import { sceneByName, type Scene } from '../../../examples/solver/scenes';

export interface SolverStats {
  step: number;
  /** Largest distance of a dynamic body's origin from where it started (m). */
  maxDisplacement: number;
  /** Largest |angle - start angle| of a dynamic body (rad). */
  maxRotation: number;
  /** Kinetic energy of the dynamic bodies (J). */
  kineticEnergy: number;
  /** Points added / persisted / removed by the last step's Collide (the world's b2PointCounts). */
  added: number;
  persisted: number;
  removed: number;
  /** Touching contacts after the last step. */
  touching: number;
  /** Impacts solved by the last step's TOI pass, and over the run (0 with continuous collision off). */
  toiImpacts: number;
  toiImpactsTotal: number;
  /** Milliseconds the last step took, and the mean over all steps. */
  msLast: number;
  msMean: number;
}

const blank = (): BodyState => ({ x: 0, y: 0, angle: 0, vx: 0, vy: 0, w: 0, mass: 0, inertia: 0 });

/** The scene names the picker offers: the example CLI's own (`--scene`). */
export const solverSceneNames: readonly string[] = Object.keys(sceneByName);

export class SolverRun {
  readonly scene: Scene;
  readonly engine: SceneEngine & { readonly world: b2World };
  private readonly start: BodyState[];
  private readonly now = blank();
  private steps = 0;
  private msTotal = 0;
  private msLast = 0;
  private toiLast = 0;
  private toiTotal = 0;

  constructor(readonly sceneName: string, warmStarting: boolean, continuous = true) {
    const make = sceneByName[sceneName];
    if (make === undefined) throw new Error(`solver tab: no scene "${sceneName}"; pick one of ${solverSceneNames.join(', ')}`);
    this.scene = make();
    this.engine = buildOurs(this.scene, warmStarting, continuous);
    this.start = Array.from({ length: this.engine.dynamicCount }, blank);
    for (let i = 0; i < this.start.length; ++i) this.engine.read(i, this.start[i]);
  }

  get world(): b2World {
    return this.engine.world;
  }

  /** Warm starting can be switched between steps; the run goes on from where it is. */
  set warmStarting(on: boolean) {
    this.engine.world.m_warmStarting = on;
  }

  get warmStarting(): boolean {
    return this.engine.world.m_warmStarting;
  }

  /** Continuous collision (the example's SolveTOI pass) can be switched between steps too. */
  set continuous(on: boolean) {
    this.engine.world.m_continuousPhysics = on;
  }

  get continuous(): boolean {
    return this.engine.world.m_continuousPhysics;
  }

  /** Runs `count` steps of 1/60 s (8 velocity, 3 position iterations, as the example's CLI). */
  advance(count: number): void {
    for (let i = 0; i < count; ++i) {
      const t0 = performance.now();
      this.engine.step();
      this.msLast = performance.now() - t0;
      this.msTotal += this.msLast;
      // The TOI solver's counts are reset by each pass; with the pass off they are stale.
      this.toiLast = this.world.m_continuousPhysics ? this.world.m_toiSolver.m_stats.events : 0;
      this.toiTotal += this.toiLast;
      ++this.steps;
    }
  }

  /**
   * Bullet scenes: the projectile's (dynamic body 0) x against the wall's, read as the example's
   * measure.ts reads them; tunnelled when the projectile is past the wall. Null for other scenes.
   */
  bulletSide(): { x: number; wallX: number; tunnelled: boolean } | null {
    const wall = this.scene.wall;
    if (this.scene.kind !== 'bullet' || wall === undefined) return null;
    let wallX = wall.x;
    if (wall.dynamicIndex !== null) {
      this.engine.read(wall.dynamicIndex, this.now);
      wallX = this.now.x;
    }
    this.engine.read(0, this.now);
    return { x: this.now.x, wallX, tunnelled: this.now.x > wallX };
  }

  /** Where dynamic body 0 is (the slider of a slide scene, which the view follows). */
  firstBody(): [number, number] {
    this.engine.read(0, this.now);
    return [this.now.x, this.now.y];
  }

  stats(): SolverStats {
    const s = this.now;
    let maxDisplacement = 0;
    let maxRotation = 0;
    let kineticEnergy = 0;
    for (let i = 0; i < this.start.length; ++i) {
      this.engine.read(i, s);
      const s0 = this.start[i];
      maxDisplacement = Math.max(maxDisplacement, Math.hypot(s.x - s0.x, s.y - s0.y));
      maxRotation = Math.max(maxRotation, Math.abs(s.angle - s0.angle));
      kineticEnergy += 0.5 * s.mass * (s.vx * s.vx + s.vy * s.vy) + 0.5 * s.inertia * s.w * s.w;
    }
    const counts = this.engine.pointCounts() ?? { added: 0, persisted: 0, removed: 0 };
    let touching = 0;
    for (const c of this.world.m_contactManager.m_contacts) if (c.m_touching) ++touching;
    return {
      step: this.steps, maxDisplacement, maxRotation, kineticEnergy,
      added: counts.added, persisted: counts.persisted, removed: counts.removed, touching,
      toiImpacts: this.toiLast, toiImpactsTotal: this.toiTotal,
      msLast: this.msLast, msMean: this.steps > 0 ? this.msTotal / this.steps : 0,
    };
  }
}
