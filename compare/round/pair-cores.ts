// The four round pair types without their peers: families, reference (b2collide's collide
// function), comparison, margins and drawing. Each pair-*.ts file here puts its peer (planck or
// @box2d/core) in the peer's place; compare/user-engine/ puts a user's engine there.

import { circleShape, drawRound, edgeShape, polygonShape } from '../case/draw';
import { FEATURES_NOTE, compareManifolds } from '../case/manifold-compare';
import { manifoldWitness } from '../case/manifold-witness';
import { agrees } from '../runner/witness';
import { ghostWitness, worldNormalWitness } from './forced-decisions';
import { polygonCircleInsideWitness } from './forced-thresholds';
import type { PeerThreshold } from '../runner/forced-modules';
import type { ManifoldResult } from '../case/manifold-result';
import type { PairCore } from '../runner/types';
import { BOUND_ULPS, MARGIN_ULPS, PLANCK_EPSILON } from '../tolerances';
import { b2collideCircleCircleEngine, b2collideEdgeCircleEngine, b2collideEdgePolygonEngine, b2collidePolygonCircleEngine } from './engine-b2collide';
import { circleCircleFamilies, edgeCircleFamilies, edgePolygonFamilies, polygonCircleFamilies } from './families';
import { roundInputScale, type CircleCircleInput, type EdgeCircleInput, type EdgePolygonInput, type PolygonCircleInput, type RoundInput } from './input';
import { circleCircleMargins, edgeCircleMargins, edgePolygonMargins, polygonCircleMargins } from './margins';

// planck's threshold at polygon-circle's inside test (its band margin, margins.ts).
const PLANCK_THRESHOLD: PeerThreshold = { peer: 'planck', value: PLANCK_EPSILON };

/** compareManifolds at the case's scale, the comparer of every round pair type. */
function compareRound(input: RoundInput, ref: ManifoldResult, peer: ManifoldResult) {
  return compareManifolds(ref, peer, roundInputScale(input));
}

const polygonCircleMoves = manifoldWitness(b2collidePolygonCircleEngine, roundInputScale, compareRound);
const circleCircleMoves = manifoldWitness(b2collideCircleCircleEngine, roundInputScale, compareRound);
const edgeCircleMoves = manifoldWitness(b2collideEdgeCircleEngine, roundInputScale, compareRound);
const edgePolygonMoves = manifoldWitness(b2collideEdgePolygonEngine, roundInputScale, compareRound);

export const circleCirclePairCore: PairCore<CircleCircleInput, ManifoldResult> = {
  name: 'circle-circle',
  families: circleCircleFamilies,
  reference: b2collideCircleCircleEngine,
  compare: (input, ref, peer) => compareManifolds(ref, peer, roundInputScale(input)),
  margins: circleCircleMargins,
  witness: (input, comparison, margin, ref, peer) =>
    margin.name.startsWith('eps-band:world normal')
      ? worldNormalWitness(input, ref, input.circleA.radius, input.circleB.radius, (a) => agrees(compareRound(input, a, peer)))
      : circleCircleMoves(input, comparison, margin, ref, peer),
  draw: (input, ref, peer) => drawRound([circleShape('A', 'A', input.circleA, input.xfA), circleShape('B', 'B', input.circleB, input.xfB)], ref, peer),
  tolerances: [
    'scale S = 1 + max |position coordinate| + max |local centre coordinate| of the case',
    `continuous fields match within ${BOUND_ULPS} * 2^-52 * S`,
    `near-tie: |distSqr - radius^2| below ${MARGIN_ULPS} * 2^-52 * S^2, or |pB - pA|^2 inside the world-normal band (1e-18, FLT_EPSILON^2]`,
  ],
};

export const polygonCirclePairCore: PairCore<PolygonCircleInput, ManifoldResult> = {
  name: 'polygon-circle',
  families: polygonCircleFamilies,
  reference: b2collidePolygonCircleEngine,
  compare: (input, ref, peer) => compareManifolds(ref, peer, roundInputScale(input)),
  margins: polygonCircleMargins,
  witness: (input, comparison, margin, ref, peer) =>
    margin.name.startsWith('eps-band:inside')
      ? polygonCircleInsideWitness(input, PLANCK_THRESHOLD, (a) => agrees(compareRound(input, a, peer)))
      : polygonCircleMoves(input, comparison, margin, ref, peer),
  draw: (input, ref, peer) => drawRound([polygonShape('A', 'A', input.polygonA, input.xfA), circleShape('B', 'B', input.circleB, input.xfB)], ref, peer),
  tolerances: [
    'scale S = 1 + max |position coordinate| + max |vertex or centre coordinate| of the case',
    `continuous fields match within ${BOUND_ULPS} * 2^-52 * S`,
    `near-tie: a decision margin (early-out, best face, inside, u1/u2, vertex distance, face separation) below ${MARGIN_ULPS} * 2^-52 * S (lengths) or * S^2 (squares), or the centre's separation inside the band [1e-9, FLT_EPSILON) of the inside test`,
  ],
};

export const edgeCirclePairCore: PairCore<EdgeCircleInput, ManifoldResult> = {
  name: 'edge-circle',
  families: edgeCircleFamilies,
  reference: b2collideEdgeCircleEngine,
  compare: (input, ref, peer) => compareManifolds(ref, peer, roundInputScale(input)),
  margins: edgeCircleMargins,
  witness: (input, comparison, margin, ref, peer) =>
    margin.name.startsWith('eps-band:world normal')
      ? worldNormalWitness(input, ref, input.edgeA.radius, input.circleB.radius, (a) => agrees(compareRound(input, a, peer)))
      : edgeCircleMoves(input, comparison, margin, ref, peer),
  draw: (input, ref, peer) =>
    drawRound([edgeShape('A', 'A', input.edgeA, input.xfA), circleShape('B', 'B', input.circleB, input.xfB)], ref, peer, { data: input.edgeA, xf: input.xfA }),
  tolerances: [
    'scale S = 1 + max |position coordinate| + max |edge, ghost or centre coordinate| of the case',
    `continuous fields match within ${BOUND_ULPS} * 2^-52 * S (expected: exact, same operation order)`,
    'near-tie: only the eps-bands of @box2d/core\'s b2_epsilon = 1e-5 (edge lengths in [FLT_EPSILON, 1e-5), vertex-contact distance^2 in (FLT_EPSILON^2, 1e-10])',
    FEATURES_NOTE,
  ],
};

export const edgePolygonPairCore: PairCore<EdgePolygonInput, ManifoldResult> = {
  name: 'edge-polygon',
  families: edgePolygonFamilies,
  reference: b2collideEdgePolygonEngine,
  compare: (input, ref, peer) => compareManifolds(ref, peer, roundInputScale(input)),
  margins: edgePolygonMargins,
  witness: (input, comparison, margin, ref, peer) => {
    const matches = (a: ManifoldResult): boolean => agrees(compareRound(input, a, peer));
    if (margin.name.startsWith('eps-band:ghost edge v0-v1')) return ghostWitness(input, 'v0', b2collideEdgePolygonEngine, matches);
    if (margin.name.startsWith('eps-band:ghost edge v2-v3')) return ghostWitness(input, 'v3', b2collideEdgePolygonEngine, matches);
    return edgePolygonMoves(input, comparison, margin, ref, peer);
  },
  draw: (input, ref, peer) =>
    drawRound([edgeShape('A', 'A', input.edgeA, input.xfA), polygonShape('B', 'B', input.polygonB, input.xfB)], ref, peer, { data: input.edgeA, xf: input.xfA }),
  tolerances: [
    'scale S = 1 + max |position coordinate| + max |edge, ghost or vertex coordinate| of the case',
    `continuous fields match within ${BOUND_ULPS} * 2^-52 * S (expected: exact, same operation order)`,
    'near-tie: only the eps-bands of @box2d/core\'s b2_epsilon = 1e-5 (edge and ghost-edge lengths in [FLT_EPSILON, 1e-5))',
    FEATURES_NOTE,
  ],
};
