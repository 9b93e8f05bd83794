// The v3-phaser row of the harness (compare/v3-phaser/): b2collide/v3/f64 against phaser-box2d
// 1.1.0 on the twelve colliders of manifold.c. Shown here, on a small run of every family (seed 1):
// no case is unexplained, and every near-tie carries its witness (b2collide itself, on B moved
// within the margin's epsilon or with phaser's listed v3.0 code forced, gives phaser's answer);
// with b2collide itself in phaser's place every case is bit-exact; and two planted bugs in a v3
// engine put in phaser's place, an id with its two bytes swapped and a speculative distance one
// linearSlop short, each end in FAIL with the families that caught them named, none excused.
// Nothing here is an expected value: the tests assert the harness's verdicts.

import * as F64 from 'b2collide/v3/f64';
import { familiesOf } from '../../compare/families';
import { summarize } from '../../compare/report/summary';
import { formatVerdict } from '../../compare/report/table';
import { runCampaign } from '../../compare/runner/campaign';
import type { Engine, PairType } from '../../compare/runner/types';
import { runColliders, type V3Colliders } from '../../compare/v3-phaser/engine-b2collide';
import { V3_COLLIDERS, type V3ManifoldResult, type V3PairInput } from '../../compare/v3-phaser/input';
import { v3PhaserPairType } from '../../compare/v3-phaser/pair-v3-phaser';
import { useForcedPhaserDepartures } from '../support/forced_copies';

beforeAll(() => useForcedPhaserDepartures());

function judge(pairType: PairType<V3PairInput, V3ManifoldResult>, cases: number) {
  const families = familiesOf([pairType]);
  const result = runCampaign({ seed: 1, families, start: 0, end: cases, maxRecords: 1000 });
  const summary = summarize(1, cases, 0, 0, families, result);
  const unexplained: Record<string, number> = {};
  for (const row of summary.rows) if (row.outcomes.unexplained > 0) unexplained[row.id] = row.outcomes.unexplained;
  return { verdict: formatVerdict([summary]).find((l) => /^(OK|FAIL)/.test(l)) ?? '', summary, unexplained, records: result.records };
}

/** Cases per family in these runs. */
const PER_FAMILY = 300;
const CASES = PER_FAMILY * v3PhaserPairType.families.length;

describe('v3-phaser: b2collide/v3/f64 against phaser-box2d 1.1.0', () => {
  it('a small run of every family ends OK, every near-tie with its witness', () => {
    const { verdict, summary, unexplained, records } = judge(v3PhaserPairType, CASES);
    expect(unexplained).toEqual({});
    expect(verdict).toMatch(/^OK/);
    const nearTies = records.filter((r) => r.outcome === 'near-tie');
    expect(nearTies.length).toBe(summary.total.outcomes['near-tie']);
    for (const r of nearTies) expect(r.witness).toBeDefined();
  }, 300_000);

  it('with b2collide itself in phaser\'s place every case is bit-exact', () => {
    const self: Engine<V3PairInput, V3ManifoldResult> = { name: 'b2collide/v3/f64 (itself)', run: (input) => runColliders(F64, input) };
    const { summary } = judge({ ...v3PhaserPairType, peer: self }, CASES);
    expect(summary.total.outcomes.exact).toBe(CASES);
  }, 120_000);
});

type Manifold = InstanceType<typeof F64.b2Manifold>;

/** b2collide/v3/f64's colliders with `fault` applied to every manifold they make: a planted bug in phaser's place. */
function faultyEngine(name: string, fault: (m: Manifold) => void): Engine<V3PairInput, V3ManifoldResult> {
  const lib: Record<string, unknown> = {};
  for (const collider of Object.keys(V3_COLLIDERS)) {
    const collide = (F64 as unknown as Record<string, (m: Manifold, ...rest: unknown[]) => Manifold>)[collider];
    lib[collider] = (m: Manifold, ...rest: unknown[]) => {
      collide(m, ...rest);
      fault(m);
      return m;
    };
  }
  return { name, run: (input) => runColliders(lib as unknown as V3Colliders, input) };
}

describe('planted bugs in phaser\'s place fail, with the family named, none excused', () => {
  it('an id with its two bytes swapped', () => {
    const mutant = faultyEngine('mutant: id bytes swapped', (m) => {
      for (let i = 0; i < m.pointCount; ++i) m.points[i].id = ((m.points[i].id & 0xff) << 8) | (m.points[i].id >> 8);
    });
    const { verdict, unexplained, summary } = judge({ ...v3PhaserPairType, peer: mutant }, CASES);
    expect(verdict).toMatch(/^FAIL/);
    expect(Object.keys(unexplained)).toEqual(expect.arrayContaining(['v3-phaser/v3-random', 'v3-phaser/v3-resting', 'v3-phaser/v3-near-ties']));
    expect(summary.total.outcomes['near-tie']).toBe(0);
  }, 300_000);

  it('a speculative distance one linearSlop short (3 linearSlop for B2_SPECULATIVE_DISTANCE = 4)', () => {
    const cut = 3 * F64.B2_LINEAR_SLOP;
    const mutant = faultyEngine('mutant: speculative distance 3 slop', (m) => {
      const kept = m.points.slice(0, m.pointCount).filter((p) => p.separation <= cut);
      const copies = kept.map((p) => ({ point: { ...p.point }, anchorA: { ...p.anchorA }, anchorB: { ...p.anchorB }, separation: p.separation, id: p.id }));
      copies.forEach((c, i) => {
        const p = m.points[i];
        p.point.x = c.point.x;
        p.point.y = c.point.y;
        p.anchorA.x = c.anchorA.x;
        p.anchorA.y = c.anchorA.y;
        p.anchorB.x = c.anchorB.x;
        p.anchorB.y = c.anchorB.y;
        p.separation = c.separation;
        p.id = c.id;
      });
      m.pointCount = kept.length;
    });
    const { verdict, unexplained } = judge({ ...v3PhaserPairType, peer: mutant }, CASES);
    expect(verdict).toMatch(/^FAIL/);
    expect(Object.keys(unexplained)).toEqual(expect.arrayContaining(['v3-phaser/v3-band']));
  }, 300_000);
});
