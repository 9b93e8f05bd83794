// Planted bugs in TOI, the dynamic tree, the float32 ray cast and the distance cache, put in
// through the pair types' own machinery (the `--engine` contract covers the manifold functions):
// each must end in FAIL with the family that caught it named, and none of its disagreements may pass as a near-tie (every excuse needs a witness: b2collide itself giving the
// peer's answer on a moved input, runner/classify.ts). The same families with b2collide itself in
// the peer's place end OK with no disagreement, so the FAIL comes from the planted bug alone.
import { control, judge, otherMutants } from '../support/mutants';

describe.each(otherMutants.map((m) => [m.name, m] as const))('planted bug: %s', (_name, mutant) => {
  it('fails, caught by a named family, with no disagreement excused as a near-tie', () => {
    const v = judge(mutant);
    expect(v.verdict).toMatch(/^FAIL: /);
    expect(Object.keys(v.unexplainedByFamily).length).toBeGreaterThan(0);
    // Nothing excused, except at a margin where the bug's answer is C++'s own one ulp away.
    const allowed = mutant.indistinguishableAt ?? [];
    for (const name of Object.keys(v.nearTieMargins)) expect([name, allowed.some((p) => name.startsWith(p))]).toEqual([name, true]);
    // The table the lead folds into the docs: mutant -> families -> verdict.
    process.stdout.write(`MUTANT\t${mutant.name}\t${JSON.stringify(v.unexplainedByFamily)}\t${v.nearTies}\t${v.verdict}\n`);
  });

  it('the same families with b2collide as the peer end OK', () => {
    const v = judge(control(mutant));
    expect(v.verdict).toMatch(/^OK: /);
    expect(v.nearTies).toBe(0);
  });
});
