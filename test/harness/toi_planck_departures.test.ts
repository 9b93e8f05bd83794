// The witness of planck's fold and separations (compare/toi/planck-departures.ts): toi-graze cases
// of seed 1 where the core distance at tMax lies within 1e-16 of target ± tolerance, and planck
// and b2collide part there. Each must be excused by b2collide's own b2TimeOfImpact with planck's
// departure replayed (its fold, its separations, or both), which must give planck's state and
// both iteration counts; a peer answer that no replay gives must stay unexplained.
// The case numbers and which replay each needs were measured with `npm run compare -- --family
// toi --cases 300000 --seed 1` (before this witness, the three were unexplained).

import { familiesOf } from '../../compare/families';
import { runCase } from '../../compare/runner/campaign';
import { toiPairType } from '../../compare/toi/pair-toi';
import { planckDeparturesWitness, runForced } from '../../compare/toi/planck-departures';
import type { TOIPairInput, TOIResult } from '../../compare/toi/toi-input';
import { useForcedTOIs } from '../support/forced_toi';

// The toi pair type alone (not the registry), so that the file compiles and runs in seconds.
const graze = familiesOf([toiPairType]).find((f) => f.id === 'toi/toi-graze')!;

beforeAll(() => useForcedTOIs());

describe.each([
  // case, the replay that gives planck's answer (the fewest departures), b2collide's state, planck's
  [973, "planck's fold of the angles", 4, 1],
  [16685, "planck's separations, dot(pB, n) - dot(pA, n), not", 4, 1],
  [18566, "planck's separations, dot(pB, n) - dot(pA, n), and planck's fold", 3, 1],
])('toi-graze case %i of seed 1', (caseIndex, replayed, refState, peerState) => {
  test('is a near-tie at the band edge, witnessed by the replay with planck\'s iteration counts', () => {
    const run = runCase(graze, 1, caseIndex);
    const ref = run.reference as TOIResult;
    const peer = run.peer as TOIResult;
    expect([ref.state, peer.state]).toEqual([refState, peerState]);
    expect(run.verdict.outcome).toBe('near-tie');
    expect(run.verdict.margin?.name).toMatch(/^band-edge/);
    expect(run.verdict.witness?.change).toContain(replayed);
    const answer = run.verdict.witness?.answer as TOIResult;
    expect([answer.state, answer.iterations, answer.rootIterations]).toEqual([peer.state, peer.iterations, peer.rootIterations]);
  });

  test('no replay gives a different peer answer, and the unchanged b2TimeOfImpact gives C++\'s', () => {
    const run = runCase(graze, 1, caseIndex);
    const input = run.input as TOIPairInput;
    const ref = run.reference as TOIResult;
    // A peer that stopped e_touching half-way, a state none of the replays reaches.
    expect(planckDeparturesWitness(input, { state: 3, t: 0.5, iterations: 2, rootIterations: 3, pointCount: 1 })).toBeUndefined();
    // The push-back copy alone (planck's 12 passes) changes nothing here: C++'s answer.
    expect(runForced('push-back', input)?.state).toBe(ref.state);
  });
});

test('a planted fault at the band edge is not excused: planck\'s answer with t moved off tMax', () => {
  const run = runCase(graze, 1, 973);
  const peer = run.peer as TOIResult;
  expect(planckDeparturesWitness(run.input as TOIPairInput, { ...peer, t: 0.75 })).toBeUndefined();
});
