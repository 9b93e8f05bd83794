// The pair types the harness runs.
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
import { toiCorePairType, toiPairType } from './toi/pair-toi';
import type { AnyPairType, Family } from './runner/types';
import { loadUserEngine } from './user-engine/load';
import { userPairTypes } from './user-engine/pair-types';
import { treeBox2dCorePairType, treePlanckPairType } from './tree/pair-tree';
import { shapeF32PairType } from './shape/pair-shape-f32';
import { shapeCorePairType, shapePlanckPairType } from './shape/pair-shape-peers';

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
  return familiesOf(pairTypes);
}

/** The families a user's engine (`--engine PATH`) is compared on: those of the pair types it supports. */
export async function engineFamilies(path: string): Promise<FamilyRef[]> {
  const adapter = await loadUserEngine(path);
  const types = userPairTypes(adapter);
  if (types.length === 0) throw new Error(`--engine ${path}: the engine has none of the collide functions the harness compares`);
  return familiesOf(types);
}

function familiesOf(types: readonly AnyPairType[]): FamilyRef[] {
  return types.flatMap((pairType) => pairType.families.map((family) => ({ pairType, family, id: `${pairType.name}/${family.name}` })));
}

/** Families matching the names given (family name or pairType/family), out of `all`; all when none given. */
export function selectFamilies(names: readonly string[], all: readonly FamilyRef[] = allFamilies()): FamilyRef[] {
  if (names.length === 0) return [...all];
  const chosen: FamilyRef[] = [];
  for (const name of names) {
    const matches = all.filter((f) => f.family.name === name || f.id === name || f.pairType.name === name);
    if (matches.length === 0) throw new Error(`unknown family '${name}'; known: ${all.map((f) => f.family.name).join(', ')}`);
    for (const m of matches) if (!chosen.includes(m)) chosen.push(m);
  }
  return chosen;
}
