// The witness of planck's clip interpolation (compare/polygon/forced-clip.ts): polygon-polygon
// near-ties cases of seed 1 where a clipped point lies within 1e-16 of the final separation test
// (separation <= totalRadius) and planck keeps one point fewer (2290, 9194) or one more (13838)
// than C++. Each must be excused by b2collide's b2CollidePolygons with planck's (1 - t) v0 + t v1
// forced, which must give planck's manifold; a peer manifold that replay does not give must stay
// unexplained. The cases were the three unexplained ones of `npm run compare` (seed 1) before.

import { familiesOf } from '../../compare/families';
import { runCase } from '../../compare/runner/campaign';
import { planckClipWitness } from '../../compare/polygon/forced-clip';
import type { PolygonPairInput } from '../../compare/polygon/input';
import { polygonPairType } from '../../compare/polygon/pair-polygon-polygon';
import type { ManifoldResult } from '../../compare/case/manifold-result';
import { useForcedClip } from '../support/forced_copies';

// The polygon-polygon pair type alone (not the registry), so that the file compiles and runs in seconds.
const nearTies = familiesOf([polygonPairType]).find((f) => f.id === 'polygon-polygon/near-ties')!;

beforeAll(() => useForcedClip());

test.each([
  [2290, 2, 1],
  [9194, 2, 1],
  [13838, 0, 1],
])('near-ties case %i of seed 1: b2collide %i points, planck %i, witnessed by planck\'s clip interpolation', (caseIndex, refPoints, peerPoints) => {
  const run = runCase(nearTies, 1, caseIndex);
  expect([(run.reference as ManifoldResult).pointCount, (run.peer as ManifoldResult).pointCount]).toEqual([refPoints, peerPoints]);
  expect(run.verdict.outcome).toBe('near-tie');
  expect(run.verdict.margin?.name).toBe('final separation vs totalRadius');
  expect(run.verdict.witness?.change).toContain("planck's clip interpolation");
  expect((run.verdict.witness?.answer as ManifoldResult).pointCount).toBe(peerPoints);
});

test('a planted fault at the same knife edge is not excused: planck\'s manifold with the point\'s feature changed', () => {
  const run = runCase(nearTies, 1, 2290);
  const peer = run.peer as ManifoldResult;
  const faulty: ManifoldResult = { ...peer, points: peer.points.map((p) => ({ ...p, indexA: p.indexA + 1 })) };
  expect(planckClipWitness(run.input as PolygonPairInput, peer)).toBeDefined();
  expect(planckClipWitness(run.input as PolygonPairInput, faulty)).toBeUndefined();
});
