// Pair type distance: b2collide's b2Distance (GJK, cold and warm-started, with and without radii),
// b2ShapeCast and b2TestOverlap against planck-js's Distance, ShapeCast and testOverlap, for any
// two of circle, polygon, edge and chain child.

import { b2_epsilon } from 'b2collide';
import { compareDistance } from './compare-distance';
import { distanceFamilies } from './families';
import { distanceMargins } from './margins';
import { proxyPoints, shapeRadius, type DistancePairInput, type DistanceShapeData } from './input';
import type { DistanceResult } from './result';
import { b2collideDistanceEngine } from './engine-b2collide';
import { planckDistanceEngine } from './engine-planck';
import { planckDistanceDifferences } from './planck-differences';
import { toWorld, type TransformData } from '../case/transform';
import { circleShape, polygonShape } from '../case/draw';
import type { Drawing, PairType } from '../runner/types';
import { BOUND_ULPS, PLANCK_EPSILON, PLANCK_EPSILONS } from '../tolerances';

function drawShape(label: 'A' | 'B', shape: DistanceShapeData, xf: TransformData): Drawing['shapes'][number] {
  switch (shape.kind) {
    case 'circle':
      return circleShape(label, label, { p: shape.center, radius: shape.radius }, xf);
    case 'polygon':
      return polygonShape(label, label, shape.polygon, xf);
    case 'edge':
    case 'chain':
      // The segment the proxy holds (a chain's child), with the proxy's radius.
      return {
        label: shape.kind === 'chain' ? `${label} child ${shape.index}` : label,
        owner: label,
        kind: 'segment',
        points: proxyPoints(shape).map((v) => toWorld(xf, v)),
        radius: shapeRadius(shape),
      };
  }
}

function draw(input: DistancePairInput, ref: DistanceResult, peer: DistanceResult): Drawing {
  const drawing: Drawing = {
    shapes: [drawShape('A', input.shapeA, input.xfA), drawShape('B', input.shapeB, input.xfB)],
    edges: [],
    marks: [],
  };
  for (const [engine, result] of [['reference', ref], ['peer', peer]] as const) {
    drawing.marks.push({ engine, at: result.core.pointA, label: `core pointA (d ${result.core.distance.toExponential(3)})` });
    drawing.marks.push({ engine, at: result.core.pointB, label: `core pointB, ${result.core.iterations} iterations` });
  }
  drawing.edges.push({ label: 'reference core witness segment', style: 'reference', from: ref.core.pointA, to: ref.core.pointB });
  return drawing;
}

export const distancePairType: PairType<DistancePairInput, DistanceResult> = {
  name: 'distance',
  families: distanceFamilies,
  reference: b2collideDistanceEngine,
  peer: planckDistanceEngine,
  compare: compareDistance,
  margins: (input, comparison, ref, peer) => distanceMargins(input, comparison, ref, peer, PLANCK_EPSILONS),
  draw,
  knownDifferences: planckDistanceDifferences,
  tolerances: [
    'per case: the overlap test, three GJK calls: core (useRadii false, cold), radii (useRadii true, cold), warm (useRadii false at a moved pose, reusing the core call\'s cache), and a shape cast of B from the first pose',
    'discrete: overlap, iterations, cache count and indices, cast hit; continuous: distance, witness points, cache metric, cast lambda, point and normal',
    `scale S = 1 + max |position coordinate| over the four poses and the cast's end + max |proxy vertex coordinate|; continuous fields match within ${BOUND_ULPS} * 2^-52 * S`,
    'radii call in the overlapped branch: planck\'s points are compared with the reference\'s core pointA - pointB (planck writes that, C++ the midpoint; see the known differences)',
    `eps-band margins: a disagreement is excused only when the quantity compared with EPSILON lies in [${PLANCK_EPSILON}, ${b2_epsilon}) (x10 for testOverlap), or within the continuous bound of that band; every stage that differs (cold calls and overlap test, warm call, cast) needs its own such margin (the warm call may also take the cold calls' margin: its cache comes from them), the search-direction band also needs more peer iterations than reference ones, and the cast-normal band excuses only the cast normal and point`,
  ],
};
