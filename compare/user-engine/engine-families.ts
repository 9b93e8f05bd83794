// The families a user's engine (`--engine SPEC`) is compared on: those of the pair types it
// supports, the manifold ones (pair-types.ts) and those found by their C++ names
// (names-pair-types.ts), with what each compares.

import { familiesOf, type FamilyRef } from '../families';
import { loadUserEngine } from './load';
import { namesPairTypes, type NamesCoverage } from './names-pair-types';
import { userPairTypes } from './pair-types';

export interface EngineFamilies {
  readonly name: string;
  readonly file: string;
  readonly families: FamilyRef[];
  /** Per pair type beyond the manifolds: the functions compared, and those b2collide answers for. */
  readonly coverage: readonly NamesCoverage[];
}

export async function loadEngineFamilies(spec: string): Promise<EngineFamilies> {
  const engine = await loadUserEngine(spec);
  const types = userPairTypes(engine.adapter);
  const names = engine.names === undefined ? { pairTypes: [], coverage: [] } : namesPairTypes(engine.names, engine.name);
  const all = [...types, ...names.pairTypes];
  if (all.length === 0) throw new Error(`--engine ${spec}: the engine has none of the functions the harness compares`);
  return { name: engine.name, file: engine.file, families: familiesOf(all), coverage: names.coverage };
}

export async function engineFamilies(spec: string): Promise<FamilyRef[]> {
  return (await loadEngineFamilies(spec)).families;
}
