// The pair types the harness runs.
//
// Adding a pair type (circle-circle, polygon-circle, edge-polygon, a float32 box2d-wasm peer, ...)
// is one new file plus one line below. The file exports a PairType<I, R> (compare/types.ts):
//   families   Family<I>[]: named generators, generate(rng) -> I. I must be plain JSON data: it is
//              written to the report and replays the case. Family names must be unique across
//              pair types (--family takes a family name or pairType/family).
//   reference  Engine<I, R>: b2collide, run(input) -> R, a fresh plain normalized result
//              (ManifoldResult from manifold-result.ts for anything that makes a manifold).
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
// The runner (campaign.ts) only calls these; it never looks inside I or R.

import { polygonPairType } from './pair-polygon';
import { circleCirclePairType } from './pair-circle-circle';
import { polygonCirclePairType } from './pair-polygon-circle';
import { edgeCirclePairType } from './pair-edge-circle';
import { edgePolygonPairType } from './pair-edge-polygon';
import { distancePairType } from './pair-distance';
import { distanceCorePairType } from './pair-distance-core';
import { f32PairType } from './f32/pair-f32';
import { shapeF32PairType } from './shape/pair-shape-f32';
import { shapeCorePairType, shapePlanckPairType } from './shape/pair-shape-peers';
import type { AnyPairType, Family } from './types';

export const pairTypes: readonly AnyPairType[] = [
  polygonPairType,
  circleCirclePairType,
  polygonCirclePairType,
  edgeCirclePairType,
  edgePolygonPairType,
  distancePairType,
  distanceCorePairType,
  f32PairType,
  shapeF32PairType,
  shapePlanckPairType,
  shapeCorePairType,
];

/** A family together with the pair type it belongs to. */
export interface FamilyRef {
  readonly pairType: AnyPairType;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly family: Family<any>;
  /** 'pairType/family', the row label and the key of its random stream. */
  readonly id: string;
}

export function allFamilies(): FamilyRef[] {
  return pairTypes.flatMap((pairType) => pairType.families.map((family) => ({ pairType, family, id: `${pairType.name}/${family.name}` })));
}

/** Families matching the names given (family name or pairType/family); all when none given. */
export function selectFamilies(names: readonly string[]): FamilyRef[] {
  const all = allFamilies();
  if (names.length === 0) return all;
  const chosen: FamilyRef[] = [];
  for (const name of names) {
    const matches = all.filter((f) => f.family.name === name || f.id === name || f.pairType.name === name);
    if (matches.length === 0) throw new Error(`unknown family '${name}'; known: ${all.map((f) => f.family.name).join(', ')}`);
    for (const m of matches) if (!chosen.includes(m)) chosen.push(m);
  }
  return chosen;
}
