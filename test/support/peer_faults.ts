// The compare tests plant a fault in a peer engine to show that the classifier calls a real
// disagreement unexplained. Nothing here computes an expected value.
import type { FamilyRef } from '../../compare/registry';

/** The families as registered, except that their peer engine is `run`, reported as `name`. */
export function withPeer<I, R>(families: readonly FamilyRef[], name: string, run: (input: I) => R): FamilyRef[] {
  return families.map((f) => ({ ...f, pairType: { ...f.pairType, peer: { name, run } } }));
}
