// Pair type v3-phaser: b2collide/v3/f64 (the float64 source of the v3 layer) against phaser-box2d
// 1.1.0, a JavaScript port of Box2D v3.0 as a whole engine, in float64, on the twelve colliders of
// manifold.c. Discrete outputs (point count, ids, cache) must be equal, numbers within the bound;
// a discrete disagreement is a near-tie only with its witness (margins-v3.ts), and phaser's
// departures from v3.1.1 are listed with the C line each departs from (phaser-differences.ts).

import type { Drawing, PairCore, PairType } from '../runner/types';
import { MARGIN_ULPS } from '../tolerances';
import { b2collideV3Engine } from './engine-b2collide';
import { phaserEngine, phaserShapeDistance } from './engine-phaser';
import { compareV3Manifolds, V3_BOUND_ULPS } from './compare-v3';
import { v3Families } from './families';
import { v3Scale, type V3ManifoldResult, type V3PairInput, type V3Shape, type XY } from './input';
import { v3Margins, v3MoveWitness } from './margins-v3';
import { PHASER_DIFFERENCES, phaserDepartureMargin, setPhaserGJK } from './phaser-differences';

const world = (xf: V3PairInput['xfA'], p: XY): XY => [xf.q[0] * p[0] - xf.q[1] * p[1] + xf.p[0], xf.q[1] * p[0] + xf.q[0] * p[1] + xf.p[1]];

function outline(s: V3Shape): { kind: 'polygon' | 'circle' | 'segment'; points: XY[]; radius: number } {
  switch (s.kind) {
    case 'circle':
      return { kind: 'circle', points: [s.center], radius: s.radius };
    case 'capsule':
      return { kind: 'segment', points: [s.center1, s.center2], radius: s.radius };
    case 'segment':
      return { kind: 'segment', points: [s.point1, s.point2], radius: 0 };
    case 'chain':
      return { kind: 'segment', points: [s.ghost1, s.point1, s.point2, s.ghost2], radius: 0 };
    case 'polygon':
      return { kind: 'polygon', points: s.vertices, radius: s.radius };
  }
}

function draw(input: V3PairInput, ref: V3ManifoldResult, peer: V3ManifoldResult): Drawing {
  const shape = (s: V3Shape, xf: V3PairInput['xfA'], owner: 'A' | 'B') => {
    const o = outline(s);
    return { label: `${owner}: ${s.kind}`, owner, kind: o.kind, points: o.points.map((p) => world(xf, p)), radius: o.radius };
  };
  const marks = (engine: 'reference' | 'peer', r: V3ManifoldResult) => r.points.map((p) => ({ engine, at: p.point, label: `id 0x${p.id.toString(16)}` }));
  return { shapes: [shape(input.a, input.xfA, 'A'), shape(input.b, input.xfB, 'B')], edges: [], marks: [...marks('reference', ref), ...marks('peer', peer)] };
}

const run = (input: V3PairInput): V3ManifoldResult => b2collideV3Engine.run(input);

// The chain colliders' forced copy runs phaser's GJK (phaser-differences.ts, PHASER_CHAIN).
setPhaserGJK(phaserShapeDistance as never);
const moveWitness = v3MoveWitness(run);

/** Everything but the peer: the families, b2collide, the comparison, margins, witnesses and drawing. */
export const v3PhaserCore: PairCore<V3PairInput, V3ManifoldResult> = {
  name: 'v3-phaser',
  families: v3Families,
  reference: b2collideV3Engine,
  compare: (input, ref, peer) => compareV3Manifolds(ref, peer, v3Scale(input)),
  // A listed departure that explains the case carries its witness; the decision flip is then not searched.
  margins: (input, comparison, ref, peer) => {
    const departure = phaserDepartureMargin(input, ref, peer);
    if (departure?.witness !== undefined) return [departure];
    return [...(departure === undefined ? [] : [departure]), ...v3Margins(input, comparison, run)];
  },
  witness: (input, _comparison, margin, _ref, peer) => (margin.name.startsWith('decision-flip') ? moveWitness(input, peer) : undefined),
  draw,
  tolerances: [
    `continuous (normal, points, anchors, separations): |b2collide - peer| <= ${V3_BOUND_ULPS} * 2^-52 * S, S = 1 + the largest |coordinate| of the case`,
    `discrete (point count, ids, the cache a chain collider leaves): equal, or a near-tie: b2collide's own discrete answer changes when B moves by at most ${MARGIN_ULPS} * 2^-52 * S, and on such a move (the witness) b2collide gives the peer's answer`,
  ],
};

export const v3PhaserPairType: PairType<V3PairInput, V3ManifoldResult> = {
  ...v3PhaserCore,
  peer: phaserEngine,
  knownDifferences: PHASER_DIFFERENCES,
};
