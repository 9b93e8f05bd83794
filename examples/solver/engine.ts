// What the measurement loop needs from a physics engine running a scene: one step, and each
// dynamic body's pose and velocity. build_ours.ts and build_planck.ts provide it.

export interface BodyState {
  x: number;
  y: number;
  angle: number;
  vx: number;
  vy: number;
  w: number;
  /** Mass and rotational inertia about the centre of mass, for the kinetic energy. */
  mass: number;
  inertia: number;
}

export interface SceneEngine {
  readonly engine: string;
  /** How many dynamic bodies the scene has. */
  readonly dynamicCount: number;
  /** One 1/60 s step with 8 velocity and 3 position iterations. */
  step(): void;
  /** Writes dynamic body i's state (origin position, angle, centre velocity) into out. */
  read(i: number, out: BodyState): void;
  /**
   * How many touching contacts have a world normal more than 0.1 off vertical (|n.x| > 0.1) after
   * the last step. On flat ground every such normal is a ghost collision: a joint between
   * segments caught the body sideways.
   */
  sideNormals(): number;
  /** Points added, persisted and removed in the last step, when the engine reports them. */
  pointCounts(): { added: number; persisted: number; removed: number } | null;
  /** b2TimeOfImpact calls and impacts solved by the last step's TOI pass, when the engine reports them. */
  toiCounts(): { toiCalls: number; events: number } | null;
}

export const TIME_STEP = 1 / 60;
export const VELOCITY_ITERATIONS = 8;
export const POSITION_ITERATIONS = 3;
