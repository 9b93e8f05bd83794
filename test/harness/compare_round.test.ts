// The circle and edge pair types of the differential harness: their families generate what they
// are named for, their eps-band margins excuse only the documented peer deviations, and planted
// faults in a peer come out unexplained (the margins do not hide real disagreements).
import { runCampaign } from '../../compare/runner/campaign';
import { box2dcoreEdgeCircleEngine, box2dcoreEdgePolygonEngine } from '../../compare/round/engine-box2dcore';
import { planckPolygonCircleEngine } from '../../compare/round/engine-planck';
import { selectFamilies, type FamilyRef } from '../../compare/registry';
import type { EdgeCircleInput, EdgePolygonInput, PolygonCircleInput } from '../../compare/round/input';
import { edgeData } from '../../compare/round/input';
import { total } from '../../compare/runner/stats';
import { withPeer } from '../support/peer_faults';

const unexplained = (families: FamilyRef[], cases: number): number =>
  total(runCampaign({ seed: 3, families, start: 0, end: cases, maxRecords: 5 }).rows).outcomes.unexplained;

describe('circle and edge pair types, as registered', () => {
  const families = selectFamilies(['circle-circle', 'polygon-circle', 'edge-circle', 'edge-polygon']);
  const result = runCampaign({ seed: 3, families, start: 0, end: 400 * families.length, maxRecords: 2000 });
  const row = (name: string) => result.rows.find((r) => r.id.endsWith(`/${name}`))!;

  test('400 pairs per family, none unexplained', () => {
    expect(result.rows.length).toBe(families.length);
    for (const r of result.rows) expect(r.cases).toBe(400);
    expect(total(result.rows).outcomes.unexplained).toBe(0);
  });

  test('@box2d/core follows the same operation order: edge families are bit-exact outside the eps-band families', () => {
    for (const name of ['edge-circle', 'edge-circle-seams', 'edge-circle-far', 'edge-polygon', 'edge-polygon-seams', 'edge-polygon-far']) {
      expect(row(name).outcomes.exact).toBe(400);
    }
  });

  test('the eps-band families reach the bands, and only eps-band margins excuse them', () => {
    expect(row('circles-coincident').outcomes['near-tie']).toBeGreaterThan(0);
    expect(row('edge-circle-on-vertex').outcomes['near-tie']).toBeGreaterThan(0);
    for (const r of result.records.filter((x) => /coincident|on-vertex|short-ghosts/.test(x.family))) {
      expect(r.margin!.name.startsWith('eps-band:')).toBe(true);
      expect(r.margin!.value).toBeLessThan(r.margin!.epsilon);
    }
  });

  test('resting and seam poses touch', () => {
    // edge-polygon-seams: a box 0.05 deep to 0.01 clear of the floor; most touch (one-sided seams may skip).
    expect(row('edge-polygon-seams').touching).toBeGreaterThan(300);
  });
});

describe('planted faults in a peer are unexplained', () => {
  test('an edge-polygon peer that ignores one-sidedness (treats every edge as two-sided)', () => {
    const families = withPeer(selectFamilies(['edge-polygon-seams']), 'faulty peer', (input: EdgePolygonInput) =>
      box2dcoreEdgePolygonEngine.run({ ...input, edgeA: edgeData(input.edgeA.v1, input.edgeA.v2) }),
    );
    expect(unexplained(families, 2000)).toBeGreaterThan(50);
  });

  test('an edge-circle peer whose ghost vertices are swapped', () => {
    const families = withPeer(selectFamilies(['edge-circle-seams']), 'faulty peer', (input: EdgeCircleInput) => {
      const e = input.edgeA;
      return box2dcoreEdgeCircleEngine.run(e.oneSided ? { ...input, edgeA: { ...e, v0: e.v3, v3: e.v0 } } : input);
    });
    expect(unexplained(families, 2000)).toBeGreaterThan(20);
  });

  test('a polygon-circle peer whose circle is 1e-9 larger', () => {
    // 'polygon-circle/polygon-circle' alone: a bare 'polygon-circle' selects the whole pair type,
    // whose circle-at-corner family sits on u = 0 by construction (a near-tie for any difference).
    const families = withPeer(selectFamilies(['polygon-circle/polygon-circle']), 'faulty peer', (input: PolygonCircleInput) =>
      planckPolygonCircleEngine.run({ ...input, circleB: { ...input.circleB, radius: input.circleB.radius + 1e-9 } }),
    );
    // Every world separation moves by 1e-9, far beyond 64 ulps of the scale; only the counts can agree.
    const run = runCampaign({ seed: 3, families, start: 0, end: 1000, maxRecords: 5 });
    const t = total(run.rows);
    expect(t.outcomes.unexplained).toBe(t.touching);
    expect(t.touching).toBeGreaterThan(500);
  });
});
