// The toi and toi-core pair types of the differential harness (b2TimeOfImpact against planck
// 1.5.0's TimeOfImpact and @box2d/core 0.11.0's b2TimeOfImpact): a CI-sized campaign with no
// unexplained disagreement, bit-for-bit agreement with @box2d/core once its one constant
// difference (the 2 pi that folds the angles) is out of play, and planted faults that the
// classifier must call unexplained.

import { runCampaign } from '../../compare/runner/campaign';
import { caseRng } from '../../compare/runner/campaign';
import { selectFamilies } from '../../compare/registry';
import { b2collideTOIEngine } from '../../compare/toi/engine-b2collide-toi';
import { box2dCoreTOIEngine } from '../../compare/toi/engine-box2dcore-toi';
import { planckTOIEngine } from '../../compare/toi/engine-planck-toi';
import { toiFamilies } from '../../compare/toi/toi-families';
import type { TOIPairInput, TOIResult } from '../../compare/toi/toi-input';
import { withPeer } from '../support/peer_faults';

type Key = 'exact' | 'bounded' | 'near-tie' | 'unexplained';

function campaign(pairType: string, cases: number, families = selectFamilies([pairType])): Record<Key, number> {
  const result = runCampaign({ seed: 1, families, start: 0, end: cases, maxRecords: 5 });
  const total = (key: Key): number => result.rows.reduce((n, r) => n + r.outcomes[key], 0);
  return { exact: total('exact'), bounded: total('bounded'), 'near-tie': total('near-tie'), unexplained: total('unexplained') };
}

/** Folds both sweeps' angles into [0, 2 pi) with Math.PI, so neither C++'s nor @box2d/core's Normalize changes them. */
function folded(input: TOIPairInput): TOIPairInput {
  const fold = (s: TOIPairInput['sweepA']): TOIPairInput['sweepA'] => {
    const k = Math.floor(s.a0 / (2 * Math.PI));
    const a0 = s.a0 - 2 * Math.PI * k;
    // a0 may round up to 2 pi exactly; then start at 0.
    const shift = a0 < 2 * Math.PI ? 0 : a0;
    return { ...s, a0: a0 - shift, a: s.a - 2 * Math.PI * k - shift };
  };
  return { ...input, sweepA: fold(input.sweepA), sweepB: fold(input.sweepB) };
}

describe('toi pair types', () => {
  test('toi-core: 1200 cases, none unexplained, most bit-exact', () => {
    const totals = campaign('toi-core', 1200);
    expect(totals.unexplained).toBe(0);
    expect(totals.exact).toBeGreaterThan(900);
  });

  test('toi: 1200 cases against planck, none unexplained, most bit-exact', () => {
    const totals = campaign('toi', 1200);
    expect(totals.unexplained).toBe(0);
    expect(totals.exact).toBeGreaterThan(800);
  });

  test('with the angles already folded, @box2d/core agrees bit for bit on state, t and both iteration counts', () => {
    // Every other line of @box2d/core's TOI and separation function computes what C++ computes in
    // the same order (toi-differences.ts), so every case must match exactly, iterations included.
    const mismatches: string[] = [];
    for (const family of toiFamilies) {
      for (let i = 0; i < 150; ++i) {
        const input = folded(family.generate(caseRng(7, family.name, i)));
        const ref: TOIResult = b2collideTOIEngine.run(input);
        const peer: TOIResult = box2dCoreTOIEngine.run(input);
        if (JSON.stringify(ref) !== JSON.stringify(peer)) mismatches.push(`${family.name} ${i}: ${JSON.stringify(ref)} vs ${JSON.stringify(peer)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  test('a planted fault is unexplained: a peer t 1e-4 later on every touching case', () => {
    const faulty = withPeer(selectFamilies(['toi']), 'faulty planck', (input: TOIPairInput) => {
      const r = planckTOIEngine.run(input);
      if (r.state === 3) r.t += 1e-4;
      return r;
    });
    const totals = campaign('toi', 600, faulty);
    // About a third of the cases touch. root-window still excuses a shifted t that keeps the core
    // distance inside target ± tolerance: toi-graze slides B along the tangent, where the gap hardly
    // changes with t. Measured: 87 unexplained of 600 at seed 1.
    expect(totals.unexplained).toBeGreaterThan(50);
  });

  test('a planted fault is unexplained: a peer that says e_separated where it touched', () => {
    const faulty = withPeer(selectFamilies(['toi-core']), 'faulty @box2d/core', (input: TOIPairInput) => {
      const r = box2dCoreTOIEngine.run(input);
      if (r.state === 3) {
        r.state = 4;
        r.t = input.tMax;
      }
      return r;
    });
    const totals = campaign('toi-core', 600, faulty);
    expect(totals.unexplained).toBeGreaterThan(100);
  });
});
