// Pair type v3-phaser-query: b2collide/v3/f64 against phaser-box2d 1.1.0 (Box2D v3.0 in
// JavaScript, float64) on the queries both have and that v3.1 left comparable: the ray casts on
// circles, capsules, segments and sharp polygons, b2MakeProxy, b2ComputeHull, the masses and the
// AABBs. Discrete outputs (hit, count) must be equal, values within the bound; a disagreement is
// a near-tie only with its witness: the forced copy of a listed departure (query-differences.ts)
// on the case's own input, or a move of the ray's origin within the epsilon on which b2collide
// gives phaser's answer. The shape casts, b2ShapeDistance and b2TimeOfImpact are v3.0's in phaser
// (v3.1 rewrote them) and are not in these rows (query-families.ts keeps their generators).

import * as V3 from 'b2collide/v3/f64';
import type { Drawing, PairCore, PairType, Witness } from '../runner/types';
import { MARGIN_ULPS, ULP } from '../tolerances';
import { agrees, DIRECTIONS, firstWitness, oncePerInput, ulpSteps, type Move } from '../runner/witness';
import { V3_BOUND_ULPS } from './compare-v3';
import type { XY } from './input';
import { b2collideV3QueryEngine, runQuery } from './query-b2collide';
import { compareV3Queries } from './query-compare';
import { PHASER_QUERY_DIFFERENCES, phaserQueryDepartureMargin } from './query-differences';
import { COMPARED_QUERY_FAMILIES } from './query-families';
import { v3QueryScale, type V3QueryInput, type V3QueryResult } from './query-input';
import { phaserQueryEngine } from './query-phaser';

const run = (input: V3QueryInput): V3QueryResult => runQuery(V3, input);

/** The moves of a ray's origin within MARGIN_ULPS, smallest first. */
function* rayMoves(input: V3QueryInput): Generator<Move<V3QueryInput> & { readonly ulps: number }> {
  if (input.ray === undefined) return;
  const scale = v3QueryScale(input);
  for (const k of ulpSteps(MARGIN_ULPS)) {
    const step = k * ULP * scale;
    for (const [x, y] of DIRECTIONS) {
      const origin: XY = [input.ray.origin[0] + x * step, input.ray.origin[1] + y * step];
      yield { change: `the ray's origin moved by ${k} * 2^-52 * ${scale.toPrecision(6)} along (${x.toFixed(3)}, ${y.toFixed(3)})`, input: { ...input, ray: { ...input.ray, origin } }, ulps: k };
    }
  }
}

const discreteKey = (r: V3QueryResult): string => JSON.stringify([r.error ?? '', r.discrete]);

/** The smallest move of the ray's origin at which b2collide's own hit changes; Infinity when none within MARGIN_ULPS. */
function decisionFlip(input: V3QueryInput): number {
  const key = discreteKey(run(input));
  for (const m of rayMoves(input)) if (discreteKey(run(m.input)) !== key) return m.ulps;
  return Infinity;
}

const moveWitness = oncePerInput((input: V3QueryInput, peer: V3QueryResult): Witness | undefined =>
  firstWitness(rayMoves(input), run, (answer) => agrees(compareV3Queries(answer, peer, v3QueryScale(input)))),
);

function draw(input: V3QueryInput, ref: V3QueryResult, peer: V3QueryResult): Drawing {
  const shapes: Drawing['shapes'] = [];
  const s = input.shape;
  if (s?.kind === 'circle') shapes.push({ label: 'circle', owner: 'A', kind: 'circle', points: [s.center], radius: s.radius });
  if (s?.kind === 'capsule') shapes.push({ label: 'capsule', owner: 'A', kind: 'segment', points: [s.center1, s.center2], radius: s.radius });
  if (s?.kind === 'segment') shapes.push({ label: 'segment', owner: 'A', kind: 'segment', points: [s.point1, s.point2], radius: 0 });
  if (s?.kind === 'polygon') shapes.push({ label: 'polygon', owner: 'A', kind: 'polygon', points: s.vertices, radius: s.radius });
  if (input.cloud !== undefined) shapes.push({ label: 'points', owner: 'B', kind: 'polygon', points: input.cloud.points, radius: input.cloud.radius });
  const edges: Drawing['edges'] = [];
  if (input.ray !== undefined) {
    const o = input.ray.origin;
    const t = input.ray.translation;
    edges.push({ label: 'ray', style: 'incident', from: o, to: [o[0] + t[0], o[1] + t[1]] });
  }
  const mark = (engine: 'reference' | 'peer', r: V3QueryResult) =>
    r.values['point.x'] === undefined ? [] : [{ engine, at: [r.values['point.x'], r.values['point.y']] as XY, label: `hit ${r.values.fraction}` }];
  return { shapes, edges, marks: [...mark('reference', ref), ...mark('peer', peer)] };
}

/** Everything but the peer: the families, b2collide, the comparison, margins, witnesses and drawing. */
export const v3PhaserQueryCore: PairCore<V3QueryInput, V3QueryResult> = {
  name: 'v3-phaser-query',
  families: COMPARED_QUERY_FAMILIES,
  reference: b2collideV3QueryEngine,
  compare: (input, ref, peer) => compareV3Queries(ref, peer, v3QueryScale(input)),
  margins: (input, comparison, ref, peer) => {
    const departure = phaserQueryDepartureMargin(V3, input, ref, peer);
    if (departure?.witness !== undefined) return [departure];
    const flip = input.ray === undefined ? [] : [{ name: 'decision-flip (hit)', value: decisionFlip(input), epsilon: MARGIN_ULPS + 1 }];
    return [...(departure === undefined ? [] : [departure]), ...(comparison.discrete.length > 0 ? flip : [])];
  },
  witness: (input, _comparison, margin, _ref, peer) => (margin.name.startsWith('decision-flip') ? moveWitness(input, peer) : undefined),
  draw,
  tolerances: [
    `continuous (fractions, points, normals, boxes, proxy and hull points): |b2collide - peer| <= ${V3_BOUND_ULPS} * 2^-52 * S, S = 1 + the largest |number| of the case; mass and rotational inertia within ${V3_BOUND_ULPS} * 2^-52 of the larger value`,
    `discrete (hit, count): equal, or a near-tie: the forced copy of a listed departure gives the peer's answer on the case itself, or b2collide's own hit changes when the ray's origin moves by at most ${MARGIN_ULPS} * 2^-52 * S and on such a move b2collide gives the peer's answer`,
  ],
};

export const v3PhaserQueryPairType: PairType<V3QueryInput, V3QueryResult> = {
  ...v3PhaserQueryCore,
  peer: phaserQueryEngine,
  knownDifferences: PHASER_QUERY_DIFFERENCES,
};
