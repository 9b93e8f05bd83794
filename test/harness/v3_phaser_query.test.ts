// The v3-phaser-query row of the harness (compare/v3-phaser/pair-v3-phaser-query.ts):
// b2collide/v3/f64 against phaser-box2d 1.1.0 on the ray casts, b2MakeProxy, b2ComputeHull, the
// masses and the AABBs. Shown here, on a small run of every family (seed 1): no case is
// unexplained, and every near-tie carries its witness (b2collide with phaser's listed v3.0 code
// forced, or with the ray's origin moved within the epsilon, gives phaser's answer); with
// b2collide itself in phaser's place every case is bit-exact; and planted bugs in phaser's place
// (a ray cast that drops its hits, a mass one part in a million heavy) end in FAIL, none excused.
// Nothing here is an expected value: the tests assert the harness's verdicts.

import * as F64 from 'b2collide/v3/f64';
import { familiesOf } from '../../compare/families';
import { summarize } from '../../compare/report/summary';
import { formatVerdict } from '../../compare/report/table';
import { runCampaign } from '../../compare/runner/campaign';
import type { Engine, PairType } from '../../compare/runner/types';
import { runQuery, type V3QueryLib } from '../../compare/v3-phaser/query-b2collide';
import type { V3QueryInput, V3QueryResult } from '../../compare/v3-phaser/query-input';
import { v3PhaserQueryPairType } from '../../compare/v3-phaser/pair-v3-phaser-query';
import { useForcedPhaserQueryDepartures } from '../support/forced_copies';

beforeAll(() => useForcedPhaserQueryDepartures());

function judge(pairType: PairType<V3QueryInput, V3QueryResult>, cases: number) {
  const families = familiesOf([pairType]);
  const result = runCampaign({ seed: 1, families, start: 0, end: cases, maxRecords: 1000 });
  const summary = summarize(1, cases, 0, 0, families, result);
  const unexplained: Record<string, number> = {};
  for (const row of summary.rows) if (row.outcomes.unexplained > 0) unexplained[row.id] = row.outcomes.unexplained;
  return { verdict: formatVerdict([summary]).find((l) => /^(OK|FAIL)/.test(l)) ?? '', summary, unexplained, records: result.records };
}

const PER_FAMILY = 600;
const CASES = PER_FAMILY * v3PhaserQueryPairType.families.length;

describe('v3-phaser-query: b2collide/v3/f64 against phaser-box2d 1.1.0', () => {
  it('a small run of every family ends OK, every near-tie with its witness', () => {
    const { verdict, summary, unexplained, records } = judge(v3PhaserQueryPairType, CASES);
    expect(unexplained).toEqual({});
    expect(verdict).toMatch(/^OK/);
    const nearTies = records.filter((r) => r.outcome === 'near-tie');
    expect(nearTies.length).toBe(summary.total.outcomes['near-tie']);
    expect(nearTies.length).toBeGreaterThan(0);
    for (const r of nearTies) expect(r.witness).toBeDefined();
  }, 300_000);

  it("with b2collide itself in phaser's place every case is bit-exact", () => {
    const self: Engine<V3QueryInput, V3QueryResult> = { name: 'b2collide/v3/f64 (itself)', run: (input) => runQuery(F64, input) };
    const { summary } = judge({ ...v3PhaserQueryPairType, peer: self }, CASES);
    expect(summary.total.outcomes.exact).toBe(CASES);
  }, 120_000);
});

/** b2collide/v3/f64 with one query replaced: a planted bug in phaser's place. */
function mutant(name: string, replace: Partial<V3QueryLib>): Engine<V3QueryInput, V3QueryResult> {
  return { name, run: (input) => runQuery({ ...F64, ...replace } as V3QueryLib, input) };
}

describe("planted bugs in phaser's place fail, with the family named, none excused", () => {
  it('a circle ray cast that drops every hit beyond half its range', () => {
    const bug = mutant('mutant: b2RayCastCircle misses beyond fraction 0.5', {
      b2RayCastCircle: ((out: InstanceType<typeof F64.b2CastOutput>, input: InstanceType<typeof F64.b2RayCastInput>, shape: InstanceType<typeof F64.b2Circle>) => {
        F64.b2RayCastCircle(out, input, shape);
        if (out.fraction > 0.5) out.hit = false;
        return out;
      }) as typeof F64.b2RayCastCircle,
    });
    const { verdict, unexplained } = judge({ ...v3PhaserQueryPairType, peer: bug }, CASES);
    expect(verdict).toMatch(/^FAIL/);
    expect(Object.keys(unexplained)).toContain('v3-phaser-query/v3q-ray');
  }, 300_000);

  it('a polygon mass one part in a million heavy', () => {
    const bug = mutant('mutant: b2ComputePolygonMass 1e-6 heavy', {
      b2ComputePolygonMass: ((out: InstanceType<typeof F64.b2MassData>, shape: InstanceType<typeof F64.b2Polygon>, density: number) => {
        F64.b2ComputePolygonMass(out, shape, density);
        out.mass *= 1 + 1e-6;
        return out;
      }) as typeof F64.b2ComputePolygonMass,
    });
    const { verdict, unexplained, summary } = judge({ ...v3PhaserQueryPairType, peer: bug }, CASES);
    expect(verdict).toMatch(/^FAIL/);
    expect(Object.keys(unexplained)).toEqual(['v3-phaser-query/v3q-mass-aabb']);
    expect(summary.rows.find((r) => r.id === 'v3-phaser-query/v3q-mass-aabb')?.outcomes['near-tie']).toBe(0);
  }, 300_000);
});
