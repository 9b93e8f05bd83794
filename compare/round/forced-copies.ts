// The circle and edge colliders' decisions where planck or @box2d/core compares with its own
// epsilon instead of C++'s b2_epsilon (differences.ts), each made forceable in a copy of
// b2collide's module (runner/forced-modules.ts). A case rerun on the copy with the peer's threshold
// at the decision its band margin names is that margin's witness. The
// e_circles world normal and the ghost edges have their own witnesses (forced-decisions.ts).

import { b2CollideEdgeAndCircle, b2CollideEdgeAndPolygon, b2CollidePolygonAndCircle } from 'b2collide';
import type { ManifoldResult } from '../case/manifold-result';
import { forcedChange, forcedCopy, type ForcedCopy, type ForcedDecision, type MadeCopy, type PeerThreshold } from '../runner/forced-modules';
import type { Engine, Witness } from '../runner/types';
import { b2collideEdgeCircleEngineOn, b2collideEdgePolygonEngineOn, b2collidePolygonCircleEngineOn } from './engine-b2collide';
import type { EdgeCircleInput, EdgePolygonInput, PolygonCircleInput } from './input';

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

/** b2CollideEdgeAndCircle: the face normal n = (-e.y, e.x) normalised, left as it is when |e| is below epsilon. */
export const EDGE_CIRCLE_NORMAL: ForcedDecision = {
  key: 'edgeCircleNormal',
  module: 'collision/b2_collide_edge',
  from: 'if (!(nLength < b2_epsilon)) {',
  to: 'if (!(nLength < b2ForcedThresholds.edgeCircleNormal)) {',
  cxx: 'src/collision/b2_collide_edge.cpp:154 (b2Vec2::Normalize, include/box2d/b2_math.h:105)',
  what: "b2CollideEdgeAndCircle's n.Normalize() test |n| < epsilon (|n| is the edge's length)",
  peers: { '@box2d/core': '@box2d/core/dist/collision/b2_collide_edge.js:131 (@box2d/core/dist/common/b2_math.js:169)' },
};

/** b2CollideEdgeAndPolygon: edge1 = v2 - v1 normalised, left as it is when shorter than epsilon. */
export const EDGE_POLYGON_EDGE1: ForcedDecision = {
  key: 'edgePolygonEdge1',
  module: 'collision/b2_collide_edge',
  from: 'if (!(edge1Length < b2_epsilon)) {',
  to: 'if (!(edge1Length < b2ForcedThresholds.edgePolygonEdge1)) {',
  cxx: 'src/collision/b2_collide_edge.cpp:283 (b2Vec2::Normalize, include/box2d/b2_math.h:105)',
  what: "b2CollideEdgeAndPolygon's edge1.Normalize() test |edge1| < epsilon",
  peers: { '@box2d/core': '@box2d/core/dist/collision/b2_collide_edge.js:250 (@box2d/core/dist/common/b2_math.js:169)' },
};

export const COLLIDE_CIRCLE_COPY: ForcedCopy = { key: 'collide-circle', modules: ['collision/b2_collide_circle'], decisions: [POLYGON_CIRCLE_INSIDE] };
export const COLLIDE_EDGE_COPY: ForcedCopy = { key: 'collide-edge', modules: ['collision/b2_collide_edge'], decisions: [EDGE_CIRCLE_NORMAL, EDGE_POLYGON_EDGE1] };

/** b2collide's case rerun on `copy` with the peer's threshold at `decision`, as a witness when it gives the peer's answer. */
function forcedRun<I>(copy: MadeCopy, engine: Engine<I, ManifoldResult>, decision: ForcedDecision, threshold: PeerThreshold, input: I, matchesPeer: (answer: ManifoldResult) => boolean): Witness | undefined {
  const answer = copy.force({ [decision.key]: threshold.value }, () => engine.run(input));
  return matchesPeer(answer) ? { change: forcedChange([decision], threshold), answer } : undefined;
}

// The engines on the copies, each made at its first witness search.
let polygonCircle: Engine<PolygonCircleInput, ManifoldResult> | undefined;
let edgeCircle: Engine<EdgeCircleInput, ManifoldResult> | undefined;
let edgePolygon: Engine<EdgePolygonInput, ManifoldResult> | undefined;

/** The witness of polygon-circle's inside band: the inside test forced to the peer's threshold. */
export function polygonCircleInsideWitness(input: PolygonCircleInput, threshold: PeerThreshold, matchesPeer: (answer: ManifoldResult) => boolean): Witness | undefined {
  const copy = forcedCopy(COLLIDE_CIRCLE_COPY);
  if (copy === undefined) return undefined;
  polygonCircle ??= b2collidePolygonCircleEngineOn(copy.exportsOf('collision/b2_collide_circle').b2CollidePolygonAndCircle as typeof b2CollidePolygonAndCircle);
  return forcedRun(copy, polygonCircle, POLYGON_CIRCLE_INSIDE, threshold, input, matchesPeer);
}

/** The witness of edge-circle's edge-length band: the face normal's normalisation forced to the peer's threshold. */
export function edgeCircleNormalWitness(input: EdgeCircleInput, threshold: PeerThreshold, matchesPeer: (answer: ManifoldResult) => boolean): Witness | undefined {
  const copy = forcedCopy(COLLIDE_EDGE_COPY);
  if (copy === undefined) return undefined;
  edgeCircle ??= b2collideEdgeCircleEngineOn(copy.exportsOf('collision/b2_collide_edge').b2CollideEdgeAndCircle as typeof b2CollideEdgeAndCircle);
  return forcedRun(copy, edgeCircle, EDGE_CIRCLE_NORMAL, threshold, input, matchesPeer);
}

/** The witness of edge-polygon's edge-length band: edge1's normalisation forced to the peer's threshold. */
export function edgePolygonEdgeWitness(input: EdgePolygonInput, threshold: PeerThreshold, matchesPeer: (answer: ManifoldResult) => boolean): Witness | undefined {
  const copy = forcedCopy(COLLIDE_EDGE_COPY);
  if (copy === undefined) return undefined;
  edgePolygon ??= b2collideEdgePolygonEngineOn(copy.exportsOf('collision/b2_collide_edge').b2CollideEdgeAndPolygon as typeof b2CollideEdgeAndPolygon);
  return forcedRun(copy, edgePolygon, EDGE_POLYGON_EDGE1, threshold, input, matchesPeer);
}
