// The circle collider's decision where planck compares with its own epsilon instead of C++'s
// b2_epsilon (differences.ts), made forceable in a copy of b2collide's module
// (runner/forced-modules.ts): a case rerun on the copy with planck's threshold at that decision is
// the witness of its band margin. The e_circles world normal and the ghost edges have their own
// witnesses (forced-decisions.ts). An edge's own length between FLT_EPSILON and @box2d/core's 1e-5
// has none: with C++'s Normalize forced to 1e-5 the face normal stays that short, and b2collide's
// b2WorldManifold.Initialize refuses a face manifold whose normal is not a unit vector (C++ goes
// on with it), so b2collide cannot give the peer's answer and such a case is unexplained.

import { b2CollidePolygonAndCircle } from 'b2collide';
import type { ManifoldResult } from '../case/manifold-result';
import { forcedChange, forcedCopy, type ForcedCopy, type ForcedDecision, type MadeCopy, type PeerThreshold } from '../runner/forced-modules';
import type { Engine, Witness } from '../runner/types';
import { b2collidePolygonCircleEngineOn } from './engine-b2collide';
import type { PolygonCircleInput } from './input';

/** b2CollidePolygonAndCircle: the centre is inside (a face manifold) when its separation is below epsilon. */
export const POLYGON_CIRCLE_INSIDE: ForcedDecision = {
  key: 'polygonCircleInside',
  module: 'collision/b2_collide_circle',
  from: 'if (separation < b2_epsilon) {',
  to: 'if (separation < b2ForcedThresholds.polygonCircleInside) {',
  cxx: 'src/collision/b2_collide_circle.cpp:98',
  what: "b2CollidePolygonAndCircle's inside test separation < epsilon",
  peers: { planck: 'planck/src/collision/shape/CollideCirclePolygon.ts:81' },
};

export const COLLIDE_CIRCLE_COPY: ForcedCopy = { key: 'collide-circle', modules: ['collision/b2_collide_circle'], decisions: [POLYGON_CIRCLE_INSIDE] };

/** b2collide's case rerun on `copy` with the peer's threshold at `decision`, as a witness when it gives the peer's answer. */
function forcedRun<I>(copy: MadeCopy, engine: Engine<I, ManifoldResult>, decision: ForcedDecision, threshold: PeerThreshold, input: I, matchesPeer: (answer: ManifoldResult) => boolean): Witness | undefined {
  let answer: ManifoldResult;
  try {
    answer = copy.force({ [decision.key]: threshold.value }, () => engine.run(input));
  } catch {
    // b2collide refuses what the forced decision made: it cannot give the peer's answer.
    return undefined;
  }
  return matchesPeer(answer) ? { change: forcedChange([decision], threshold), answer } : undefined;
}

// The engine on the copy, made at the first witness search with it.
const engines = new WeakMap<MadeCopy, Engine<PolygonCircleInput, ManifoldResult>>();

/** The witness of polygon-circle's inside band: the inside test forced to the peer's threshold. */
export function polygonCircleInsideWitness(input: PolygonCircleInput, threshold: PeerThreshold, matchesPeer: (answer: ManifoldResult) => boolean): Witness | undefined {
  const copy = forcedCopy(COLLIDE_CIRCLE_COPY);
  if (copy === undefined) return undefined;
  let engine = engines.get(copy);
  if (engine === undefined) {
    engine = b2collidePolygonCircleEngineOn(copy.exportsOf('collision/b2_collide_circle').b2CollidePolygonAndCircle as typeof b2CollidePolygonAndCircle);
    engines.set(copy, engine);
  }
  return forcedRun(copy, engine, POLYGON_CIRCLE_INSIDE, threshold, input, matchesPeer);
}
