// Families as the runner and the command line see them: each with the pair type it belongs to, and
// chosen by name out of a given list (the registry's, the catalog's, or a user engine's).

import type { AnyPairType, Family } from './runner/types';

/** A family together with the pair type it belongs to. */
export interface FamilyRef {
  readonly pairType: AnyPairType;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly family: Family<any>;
  /** 'pairType/family', the row label and the key of its random stream. */
  readonly id: string;
}

export function familiesOf(types: readonly AnyPairType[]): FamilyRef[] {
  return types.flatMap((pairType) => pairType.families.map((family) => ({ pairType, family, id: `${pairType.name}/${family.name}` })));
}

/** Families matching the names given (family name or pairType/family), out of `all`; all when none given. */
export function chooseFamilies(names: readonly string[], all: readonly FamilyRef[]): FamilyRef[] {
  if (names.length === 0) return [...all];
  const chosen: FamilyRef[] = [];
  for (const name of names) {
    const matches = all.filter((f) => f.family.name === name || f.id === name || f.pairType.name === name);
    if (matches.length === 0) throw new Error(`unknown family '${name}'; known: ${all.map((f) => f.family.name).join(', ')}`);
    for (const m of matches) if (!chosen.includes(m)) chosen.push(m);
  }
  return chosen;
}
