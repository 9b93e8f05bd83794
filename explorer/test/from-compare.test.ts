// The compare harness's "open in explorer" links: every manifold family's cases become explorer
// cases whose link decodes to the same case, and the explorer's own run of it (b2CollideShapes
// on the shapes it builds) gives the harness reference engine's manifold exactly.

import { caseRng } from '../../compare/runner/campaign';
import { allFamilies } from '../../compare/registry';
import type { ManifoldResult } from '../../compare/case/manifold-result';
import { runCase } from '../src/collide';
import { explorerCaseOf, explorerLink } from '../src/from-compare';
import { b2collide64 } from '../src/library';
import { decodeCase } from '../src/url-codec';

const manifoldPairTypes = ['polygon-polygon', 'circle-circle', 'polygon-circle', 'edge-circle', 'edge-polygon'];
const families = allFamilies().filter((f) => manifoldPairTypes.includes(f.pairType.name));
const CASES = 15;

describe('compare cases open in the explorer', () => {
  test('there is a family of every manifold pair type', () => {
    expect(new Set(families.map((f) => f.pairType.name))).toEqual(new Set(manifoldPairTypes));
  });

  test.each(families.map((f) => [f.id, f] as const))('%s: the link reproduces the reference engine\'s manifold', (_id, ref) => {
    for (let i = 0; i < CASES; ++i) {
      const input = ref.family.generate(caseRng(1, ref.id, i));
      const link = explorerLink(input, 'http://x/');
      expect(link).toBeDefined();
      const c = decodeCase(link!.slice('http://x/'.length))!;
      expect(c).toEqual(explorerCaseOf(input));
      const expected = ref.pairType.reference.run(input) as ManifoldResult;
      const got = runCase(b2collide64, c).result;
      // At pointCount 0 only the count means anything (the other fields are left over).
      if (expected.pointCount === 0) expect(got.pointCount).toBe(0);
      else expect(got).toEqual(expected);
    }
  });

  test('a distance case has no explorer link', () => {
    const distance = allFamilies().find((f) => f.pairType.name === 'distance')!;
    expect(explorerLink(distance.family.generate(caseRng(1, distance.id, 0)))).toBeUndefined();
  });
});
