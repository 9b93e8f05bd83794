// The sweep view's numbers: the case's motion (case.ts SweepSpec) run through b2ShapeCast or
// b2TimeOfImpact as a user's continuous-collision code would call them, and the poses to draw
// (start, end, the pose at the hit fraction or at the time of impact), read from the library's
// own b2Sweep.GetTransform. The hit point and normal of a TOI come from b2Distance (with radii)
// at the TOI pose, since b2TOIOutput holds only the state and t.

import type { b2Shape, b2Sweep, b2TOIInput, b2Transform } from 'b2collide';
import { angleOf, type ExplorerCase, type PoseSpec, type SweepSpec, type TransformSpec, type XY } from './case';
import type { Lib } from './library';

/** The drawn poses of one shape: body origin and rotation as (s, c). */
export interface SweepPose {
  x: number;
  y: number;
  s: number;
  c: number;
}

export interface SweepView {
  mode: SweepSpec['mode'];
  /** Per shape: the poses at the start, the end, and the hit / TOI (when there is one); B only for a cast. */
  poses: { owner: 'A' | 'B'; start: SweepPose; end: SweepPose; hit?: SweepPose; between: SweepPose[] }[];
  /** cast: lambda; toi: t. */
  fraction: number;
  /** cast: b2ShapeCast's return value; toi: state is e_touching. */
  hit: boolean;
  /** toi: the b2TOIOutputState name. */
  state?: string;
  iterations: number;
  /** toi: root-finder iterations. */
  rootIterations?: number;
  /** The hit point on A's surface (toi: from the closest core points at t) and the normal from A to B. */
  point?: XY;
  normal?: XY;
  /** toi: the distance between the cores at t (b2Distance without radii). */
  distance?: number;
  /** toi: the input b2TimeOfImpact was given (proxies and normalized sweeps), for the peers. */
  toiInput?: b2TOIInput;
}

const poseOf = (xf: b2Transform): SweepPose => ({ x: xf.p.x, y: xf.p.y, s: xf.q.s, c: xf.q.c });

/** The sweep from the case's transform (angle atan2(s, c)) to `end`, about the body origin. */
function sweepOf(lib: Lib, start: TransformSpec, end: PoseSpec): b2Sweep {
  const sweep = new lib.b2Sweep();
  sweep.localCenter.Set(0, 0);
  sweep.c0.Set(start.x, start.y);
  sweep.a0 = angleOf(start);
  sweep.c.Set(end.x, end.y);
  sweep.a = end.angle;
  sweep.alpha0 = 0;
  return sweep;
}

function castView(lib: Lib, sweep: Extract<SweepSpec, { mode: 'cast' }>, shapeA: b2Shape, childA: number, xfA: b2Transform, shapeB: b2Shape, childB: number, xfB: b2Transform): SweepView {
  const input = new lib.b2ShapeCastInput();
  input.proxyA.Set(shapeA, childA);
  input.proxyB.Set(shapeB, childB);
  input.transformA.Copy(xfA);
  input.transformB.Copy(xfB);
  input.translationB.Set(sweep.translation[0], sweep.translation[1]);
  const output = new lib.b2ShapeCastOutput();
  const hit = lib.b2ShapeCast(output, input);
  const [dx, dy] = sweep.translation;
  const at = (f: number): SweepPose => ({ x: xfB.p.x + f * dx, y: xfB.p.y + f * dy, s: xfB.q.s, c: xfB.q.c });
  return {
    mode: 'cast',
    poses: [{ owner: 'B', start: at(0), end: at(1), hit: hit ? at(output.lambda) : undefined, between: [] }],
    fraction: output.lambda,
    hit,
    iterations: output.iterations,
    point: hit ? [output.point.x, output.point.y] : undefined,
    normal: hit ? [output.normal.x, output.normal.y] : undefined,
  };
}

function toiView(lib: Lib, c: ExplorerCase, spec: Extract<SweepSpec, { mode: 'toi' }>, shapeA: b2Shape, childA: number, shapeB: b2Shape, childB: number): SweepView {
  const input = new lib.b2TOIInput();
  input.proxyA.Set(shapeA, childA);
  input.proxyB.Set(shapeB, childB);
  input.sweepA.Copy(sweepOf(lib, c.xfA, spec.endA));
  input.sweepB.Copy(sweepOf(lib, c.xfB, spec.endB));
  // b2TimeOfImpact normalizes its copies the same way; doing it here makes the drawn poses the ones it used.
  input.sweepA.Normalize();
  input.sweepB.Normalize();
  input.tMax = spec.tMax;
  const output = new lib.b2TOIOutput();
  // The library's counters sum over calls: reset, so they hold this call's iterations.
  lib.b2ResetToiCounters();
  lib.b2TimeOfImpact(output, input);
  const iterations = lib.b2_toiIters;
  const rootIterations = lib.b2_toiRootIters;
  const t = output.t;
  const xf = new lib.b2Transform();
  const poseAt = (s: b2Sweep, beta: number): SweepPose => poseOf(s.GetTransform(xf, beta));
  const hit = output.state === lib.b2TOIOutputState.e_touching;
  const poses = ([['A', input.sweepA], ['B', input.sweepB]] as const).map(([owner, s]) => ({
    owner,
    start: poseAt(s, 0),
    end: poseAt(s, 1),
    hit: poseAt(s, t),
    between: [0.25, 0.5, 0.75].map((beta) => poseAt(s, beta)),
  }));
  // The witness points at t: b2Distance between the cores at the two TOI poses (TOI works on the
  // cores too, aiming at a core distance of max(linearSlop, rA + rB - 3 linearSlop)); the point
  // drawn is on A's surface, the core point moved out by A's radius along the normal.
  const dist = new lib.b2DistanceInput();
  dist.proxyA.Set(shapeA, childA);
  dist.proxyB.Set(shapeB, childB);
  input.sweepA.GetTransform(dist.transformA, t);
  input.sweepB.GetTransform(dist.transformB, t);
  dist.useRadii = false;
  const out = new lib.b2DistanceOutput();
  lib.b2Distance(out, new lib.b2SimplexCache(), dist);
  const nx = out.pointB.x - out.pointA.x;
  const ny = out.pointB.y - out.pointA.y;
  const len = Math.hypot(nx, ny);
  const normal: XY | undefined = len > 0 ? [nx / len, ny / len] : undefined;
  const rA = dist.proxyA.m_radius;
  const point: XY = normal === undefined ? [out.pointA.x, out.pointA.y] : [out.pointA.x + rA * normal[0], out.pointA.y + rA * normal[1]];
  return {
    mode: 'toi',
    poses,
    fraction: t,
    hit,
    state: lib.b2TOIOutputState[output.state],
    iterations,
    rootIterations,
    point,
    normal,
    distance: out.distance,
    toiInput: input,
  };
}

/** The sweep view of the case, or undefined when it has no sweep. Throws the library's Error on bad input. */
export function sweepView(lib: Lib, c: ExplorerCase, shapeA: b2Shape, childA: number, xfA: b2Transform, shapeB: b2Shape, childB: number, xfB: b2Transform): SweepView | undefined {
  const s = c.sweep;
  if (s === undefined) return undefined;
  return s.mode === 'cast' ? castView(lib, s, shapeA, childA, xfA, shapeB, childB, xfB) : toiView(lib, c, s, shapeA, childA, shapeB, childB);
}

/** Where a shape's motion ends, as the drag handle shows it (undefined: that shape does not move in this mode). */
export function sweepEnd(c: ExplorerCase, owner: 'A' | 'B'): PoseSpec | undefined {
  const s = c.sweep;
  if (s === undefined) return undefined;
  if (s.mode === 'toi') return owner === 'A' ? s.endA : s.endB;
  if (owner === 'A') return undefined;
  return { x: c.xfB.x + s.translation[0], y: c.xfB.y + s.translation[1], angle: angleOf(c.xfB) };
}

/** The case with a shape's end pose moved (a cast keeps B's rotation: only the translation changes). */
export function withSweepEnd(c: ExplorerCase, owner: 'A' | 'B', end: PoseSpec): ExplorerCase {
  const s = c.sweep;
  if (s === undefined) return c;
  if (s.mode === 'cast') return owner === 'B' ? { ...c, sweep: { ...s, translation: [end.x - c.xfB.x, end.y - c.xfB.y] } } : c;
  return { ...c, sweep: owner === 'A' ? { ...s, endA: end } : { ...s, endB: end } };
}
