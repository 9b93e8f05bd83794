// The tree pair types of `npm run compare`, CI-sized: b2collide's b2BroadPhase/b2DynamicTree against
// @box2d/core 0.11.0 and planck 1.5.0 on seeded call sequences (compare/tree/README.md).
// Every case must agree call by call, or first depart where a listed peer difference reproduces
// the peer's behaviour (a 'known:<id>' margin).
import { runCampaign, type CampaignResult } from '../../compare/runner/campaign';
import { selectFamilies } from '../../compare/registry';
import { box2dCoreTreeDifferences, planckTreeDifferences } from '../../compare/tree/differences';

const families = selectFamilies(['tree-box2dcore', 'tree-planck']);
const PER_FAMILY = 3;
let result: CampaignResult;

beforeAll(() => {
  result = runCampaign({ seed: 7, families, start: 0, end: PER_FAMILY * families.length, maxRecords: 1000 });
}, 600_000);

describe('npm run compare, tree pair types', () => {
  test('runs every tree family', () => {
    expect(result.rows.map((r) => r.id)).toEqual(families.map((f) => f.id));
    expect(families.length).toBe(10);
    for (const row of result.rows) expect(row.cases).toBe(PER_FAMILY);
  });

  test('has no unexplained divergence', () => {
    const unexplained = result.records.filter((r) => r.outcome === 'unexplained');
    expect(unexplained.map((r) => `${r.family} #${r.caseIndex}: ${r.discrete.join(', ')}`)).toEqual([]);
  });

  test('every excused divergence names a listed difference of its own peer', () => {
    const ids = (list: readonly { id: string }[]) => new Set(list.map((d) => `known:${d.id}`));
    const core = ids(box2dCoreTreeDifferences);
    const planck = ids(planckTreeDifferences);
    for (const r of result.records.filter((x) => x.outcome === 'near-tie')) {
      const listed = r.family.startsWith('tree-planck/') ? planck : core;
      expect(listed.has(r.margin!.name)).toBe(true);
      expect(r.margin!.value).toBeLessThan(r.margin!.epsilon);
    }
  });

  test('the jump family, which avoids the peers\' MoveProxy departures, compares whole sequences exactly', () => {
    for (const id of ['tree-box2dcore/tree-core-jump', 'tree-planck/tree-planck-jump']) {
      const row = result.rows.find((r) => r.id === id)!;
      expect(row.outcomes.exact).toBe(PER_FAMILY);
    }
  });
});
