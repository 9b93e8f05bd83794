// The families a user's engine (`--engine PATH`) is compared on: those of the pair types it supports.

import { familiesOf, type FamilyRef } from '../families';
import { loadUserEngine } from './load';
import { userPairTypes } from './pair-types';

export async function engineFamilies(path: string): Promise<FamilyRef[]> {
  const adapter = await loadUserEngine(path);
  const types = userPairTypes(adapter);
  if (types.length === 0) throw new Error(`--engine ${path}: the engine has none of the collide functions the harness compares`);
  return familiesOf(types);
}
