// Witnesses of the round pair types' eps-band margins, where the peer compares a quantity with its
// own epsilon instead of C++'s FLT_EPSILON (runner/types.ts Witness): b2collide's answer with that
// one decision forced the other way.
//  - world normal (b2WorldManifold::Initialize, e_circles, b2_collision.cpp:42): the manifold is
//    b2collide's own; only the branch "normalise pB - pA" is forced, and the four lines after it
//    are C++'s (cA = pA + rA n, cB = pB - rB n, the midpoint, dot(cB - cA, n)). The forced
//    normalisation is b2collide's b2Vec2.Normalize on pB - pA scaled by a power of two into
//    [1, 2) (exact: the scale cancels bit for bit), as Normalize itself refuses lengths below
//    FLT_EPSILON.
//  - ghost edges (b2CollideEdgeAndPolygon's Gauss-map test, b2_collide_edge.cpp:343-370): a ghost
//    vertex feeds only the skip/admit/snap decision, never an output. A peer whose Normalize leaves
//    a short ghost edge (below its own epsilon) unnormalised decides with a tiny normal where C++
//    uses a unit one. b2collide is run with that ghost moved along its own edge until the edge is
//    shorter than FLT_EPSILON, where b2collide's Normalize leaves it unnormalised too: the one
//    decision forced, with the ghost's direction (and so the convexity test) kept.

import { b2Vec2, b2_epsilon } from 'b2collide';
import { toWorld } from '../case/transform';
import type { ManifoldResult } from '../case/manifold-result';
import type { Engine, Witness, XY } from '../runner/types';
import type { EdgePolygonInput, RoundInput } from './input';

/** The e_circles world manifold with the normalisation decision taken the other way. */
function forcedWorld(input: RoundInput, ref: ManifoldResult, radiusA: number, radiusB: number): { world: ManifoldResult['world']; normalised: boolean } {
  const pA = toWorld(input.xfA, ref.localPoint);
  const pB = toWorld(input.xfB, ref.points[0].localPoint);
  const dx = pB[0] - pA[0];
  const dy = pB[1] - pA[1];
  const cxxNormalises = dx * dx + dy * dy > b2_epsilon * b2_epsilon;
  let n: XY = [1, 0];
  if (!cxxNormalises && (dx !== 0 || dy !== 0)) {
    const e = Math.floor(Math.log2(Math.max(Math.abs(dx), Math.abs(dy))));
    const scale = 2 ** -e;
    const v = new b2Vec2(dx * scale, dy * scale);
    v.Normalize();
    n = [v.x, v.y];
  }
  const cA: XY = [pA[0] + radiusA * n[0], pA[1] + radiusA * n[1]];
  const cB: XY = [pB[0] - radiusB * n[0], pB[1] - radiusB * n[1]];
  const point: XY = [0.5 * (cA[0] + cB[0]), 0.5 * (cA[1] + cB[1])];
  const separation = (cB[0] - cA[0]) * n[0] + (cB[1] - cA[1]) * n[1];
  return { world: { normal: n, points: [point], separations: [separation] }, normalised: !cxxNormalises };
}

/** The world-normal witness of an e_circles manifold: b2collide's manifold, the normal branch forced. */
export function worldNormalWitness(input: RoundInput, ref: ManifoldResult, radiusA: number, radiusB: number, matchesPeer: (answer: ManifoldResult) => boolean): Witness | undefined {
  if (ref.pointCount !== 1 || ref.type !== 0) return undefined;
  const { world, normalised } = forcedWorld(input, ref, radiusA, radiusB);
  const answer: ManifoldResult = { ...ref, world };
  const change = normalised
    ? 'b2WorldManifold::Initialize: pB - pA normalised (forced; C++ keeps (1, 0) at |pB - pA| <= FLT_EPSILON)'
    : 'b2WorldManifold::Initialize: normal kept at (1, 0) (forced; C++ normalises at |pB - pA| > FLT_EPSILON)';
  return matchesPeer(answer) ? { change, answer } : undefined;
}

/** The ghost-edge witness: b2collide on the case with the named ghost vertex continuing the edge. */
export function ghostWitness(input: EdgePolygonInput, which: 'v0' | 'v3', reference: Engine<EdgePolygonInput, ManifoldResult>, matchesPeer: (answer: ManifoldResult) => boolean): Witness | undefined {
  const end = which === 'v0' ? input.edgeA.v1 : input.edgeA.v2;
  const far = input.edgeA[which];
  const dx = far[0] - end[0];
  const dy = far[1] - end[1];
  const length = Math.hypot(dx, dy);
  if (!(length > 0)) return undefined;
  // A power of two, so the direction is kept to the rounding of the final subtraction.
  const shrink = 2 ** -Math.max(0, Math.ceil(Math.log2((4 * length) / b2_epsilon)));
  const ghost: XY = [end[0] + dx * shrink, end[1] + dy * shrink];
  const moved: EdgePolygonInput = { ...input, edgeA: { ...input.edgeA, [which]: ghost } };
  const answer = reference.run(moved);
  const change = `ghost vertex ${which} moved along its edge to ${shrink} of its length, below FLT_EPSILON: Normalize leaves the ghost edge unnormalised, as the peer's does (forced)`;
  return matchesPeer(answer) ? { change, input: moved, answer } : undefined;
}
