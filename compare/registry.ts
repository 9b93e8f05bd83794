// The pair types the harness runs, all imported at once (the tests' view; the command line loads
// them through catalog.ts, which skips those whose peer package is not installed).
//
// Adding a pair type (circle-circle, polygon-circle, edge-polygon, a float32 box2d-wasm peer, ...)
// is one new file plus one line below. The file exports a PairType<I, R> (compare/runner/types.ts):
//   families   Family<I>[]: named generators, generate(rng) -> I. I must be plain JSON data: it is
//              written to the report and replays the case. Family names must be unique across
//              pair types (--family takes a family name or pairType/family).
//   reference  Engine<I, R>: b2collide, run(input) -> R, a fresh plain normalized result
//              (ManifoldResult from case/manifold-result.ts for anything that makes a manifold).
//   peer       Engine<I, R>: the engine compared against, same R.
//   compare    (input, ref, peer) -> Comparison: discrete mismatches, continuous fields beyond
//              the stated bound, the largest differences, and a symptom naming the stage the
//              disagreement points at (compareManifolds does all of this for manifolds).
//   margins    (input, comparison, ref, peer) -> Margin[]: the decision margins, recomputed from
//              the input by the pair type's own code (reading the two results where a margin needs
//              an engine's number), that could explain that symptom. A disagreement is a near-tie
//              when one of them is below its epsilon; otherwise it is unexplained.
//   draw       (input, ref, peer) -> Drawing: world geometry for the HTML report.
//   knownDifferences, tolerances: printed in the report.
// The runner (runner/campaign.ts) only calls these; it never looks inside I or R.

import { polygonPairType } from './polygon/pair-polygon-polygon';
import { circleCirclePairType } from './round/pair-circle-circle';
import { polygonCirclePairType } from './round/pair-polygon-circle';
import { edgeCirclePairType } from './round/pair-edge-circle';
import { edgePolygonPairType } from './round/pair-edge-polygon';
import { distancePairType } from './distance/pair-distance';
import { distanceBox2dcorePairType } from './distance/pair-distance-box2dcore';
import { f32PairType } from './f32/pair-f32';
import { toiPairType } from './toi/pair-toi';
import { toiCorePairType } from './toi/pair-toi-core';
import type { AnyPairType } from './runner/types';
import { chooseFamilies, familiesOf, type FamilyRef } from './families';
import { treeBox2dCorePairType } from './tree/pair-tree-core';
import { treePlanckPairType } from './tree/pair-tree-planck';
import { shapeF32PairType } from './shape/pair-shape-f32';
import { shapePlanckPairType } from './shape/pair-shape-planck';
import { shapeCorePairType } from './shape/pair-shape-core';
import { nativeF32PairType, nativeF64PairType } from './native/pair-native';
import { nativeV3PairType } from './native-v3/pair-native-v3';
import { v3PhaserPairType } from './v3-phaser/pair-v3-phaser';
import { v3PhaserQueryPairType } from './v3-phaser/pair-v3-phaser-query';

export const pairTypes: readonly AnyPairType[] = [
  polygonPairType,
  circleCirclePairType,
  polygonCirclePairType,
  edgeCirclePairType,
  edgePolygonPairType,
  distancePairType,
  distanceBox2dcorePairType,
  f32PairType,
  toiPairType,
  toiCorePairType,
  treeBox2dCorePairType,
  treePlanckPairType,
  shapeF32PairType,
  shapePlanckPairType,
  shapeCorePairType,
  nativeF32PairType,
  nativeF64PairType,
  v3PhaserPairType,
  v3PhaserQueryPairType,
  nativeV3PairType,
];

export type { FamilyRef } from './families';

export function allFamilies(): FamilyRef[] {
  return familiesOf(pairTypes);
}

/** Families matching the names given (family name or pairType/family), out of `all`; all when none given. */
export function selectFamilies(names: readonly string[], all: readonly FamilyRef[] = allFamilies()): FamilyRef[] {
  return chooseFamilies(names, all);
}
