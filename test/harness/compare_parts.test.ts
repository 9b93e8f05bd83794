// The differential harness's parts: its generator, comparer, classifier, margins, adapters,
// command line and HTML report. Expected values are derived by hand in the comments.

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { caseRng, runCampaign, runCase } from '../../compare/runner/campaign';
import { classify } from '../../compare/runner/classify';
import { parseArgs, DEFAULT_CASES, DEFAULT_TREE_CASES } from '../../compare/cli';
import { b2collidePolygonEngine } from '../../compare/polygon/engine-b2collide';
import { planckPolygonEngine } from '../../compare/polygon/engine-planck';
import { compareManifolds } from '../../compare/case/manifold-compare';
import { emptyManifold, type ManifoldResult } from '../../compare/case/manifold-result';
import { boxData } from '../../compare/case/shapes';
import { transformData } from '../../compare/case/transform';
import type { PolygonPairInput } from '../../compare/polygon/input';
import { polygonMargins, tracePolygonDecisions } from '../../compare/polygon/margins';
import { selectFamilies } from '../../compare/registry';
import { writeHtmlReport } from '../../compare/report/report-html';
import { Rng } from '../../compare/runner/rng';
import { summarize } from '../../compare/report/summary';
import type { Comparison } from '../../compare/runner/types';
import { withPeer } from '../support/peer_faults';

// Two unit boxes (half-extents 1), B straight above A at (0, 1.5): they overlap by 0.5 in y.
const stacked: PolygonPairInput = {
  polyA: boxData(1, 1),
  xfA: transformData(0, 0, 0, 1),
  polyB: boxData(1, 1),
  xfB: transformData(0, 1.5, 0, 1),
};

function manifold(points: { x: number; y: number; indexA?: number }[], type = 1): ManifoldResult {
  const m = emptyManifold();
  m.pointCount = points.length;
  m.type = type;
  m.localNormal = [0, 1];
  m.localPoint = [0, 1];
  m.world.normal = [0, 1];
  for (const p of points) {
    m.points.push({ localPoint: [p.x, p.y], indexA: p.indexA ?? 2, indexB: 0, typeA: 1, typeB: 0 });
    m.world.points.push([p.x, p.y]);
    m.world.separations.push(-0.5);
  }
  return m;
}

describe('Rng', () => {
  test('equal seed words give equal streams, in [0, 1)', () => {
    const a = new Rng(1, 2, 3);
    const b = new Rng(1, 2, 3);
    for (let i = 0; i < 1000; ++i) {
      const x = a.next();
      expect(b.next()).toBe(x);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });

  test('a different case index gives a different stream', () => {
    expect(new Rng(1, 2, 3).nextU32()).not.toBe(new Rng(1, 2, 4).nextU32());
  });

  test('int covers both ends of its range and nothing outside', () => {
    const rng = new Rng(9);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; ++i) seen.add(rng.int(3, 8));
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7, 8]);
  });
});

describe('cases replay', () => {
  test('a case regenerates and reruns to the same input and results, whatever ran before', () => {
    const [family] = selectFamilies(['hulls']);
    const first = runCase(family, 7, 41);
    runCase(family, 7, 3); // engines keep module-level shapes; this must not leak into case 41
    const again = runCase(family, 7, 41);
    expect(again.input).toEqual(first.input);
    expect(again.reference).toEqual(first.reference);
    expect(again.peer).toEqual(first.peer);
  });

  test('the generator of a case depends only on seed, family and index', () => {
    expect(caseRng(5, 'polygon-polygon/ties', 10).nextU32()).toBe(caseRng(5, 'polygon-polygon/ties', 10).nextU32());
    expect(caseRng(5, 'polygon-polygon/ties', 10).nextU32()).not.toBe(caseRng(6, 'polygon-polygon/ties', 10).nextU32());
  });

  test('a worker-sized slice tallies the same as the same cases run in one range', () => {
    const families = selectFamilies(['box-box', 'ties']);
    const whole = runCampaign({ seed: 3, families, start: 0, end: 400, maxRecords: 10 });
    const lo = runCampaign({ seed: 3, families, start: 0, end: 150, maxRecords: 10 });
    const hi = runCampaign({ seed: 3, families, start: 150, end: 400, maxRecords: 10 });
    for (let i = 0; i < families.length; ++i) {
      expect(lo.rows[i].cases + hi.rows[i].cases).toBe(whole.rows[i].cases);
      expect(lo.rows[i].outcomes.exact + hi.rows[i].outcomes.exact).toBe(whole.rows[i].outcomes.exact);
    }
  });
});

describe('engine adapters', () => {
  test('both engines get the same box: the stacked boxes give identical manifolds', () => {
    // planck's own Box() starts at (hx, -hy); with the injected SetAsBox list its features match.
    const ref = b2collidePolygonEngine.run(stacked);
    const peer = planckPolygonEngine.run(stacked);
    expect(ref.pointCount).toBe(2);
    expect(peer).toEqual(ref);
    // Reference face A2 (top, normal (0, 1)), incident edge B0 (bottom): points (-1, -1), (1, -1) in B's frame.
    expect(ref.points.map((p) => [p.localPoint, p.indexA, p.typeA, p.indexB, p.typeB])).toEqual([
      [[-1, -1], 2, 1, 0, 0],
      [[1, -1], 2, 1, 1, 0],
    ]);
  });
});

describe('planted faults are unexplained, never excused', () => {
  // Wrap planck so it makes a mistake the C++ does not, and run a small polygon campaign.
  const withFaultyPeer = (fault: (input: PolygonPairInput) => ManifoldResult) => withPeer(selectFamilies(['box-box', 'hulls', 'deep']), 'faulty planck', fault);

  test('a peer that forgets the feature swap on flip', () => {
    const families = withFaultyPeer((input) => {
      const r = planckPolygonEngine.run(input);
      if (r.type === 2) for (const p of r.points) [p.indexA, p.indexB, p.typeA, p.typeB] = [p.indexB, p.indexA, p.typeB, p.typeA];
      return r;
    });
    const result = runCampaign({ seed: 1, families, start: 0, end: 3000, maxRecords: 5 });
    // Most touching pairs with B's face as reference now differ in features; none can be a near-tie.
    expect(result.rows.reduce((n, r) => n + r.outcomes.unexplained, 0)).toBeGreaterThan(100);
  });

  test('a peer whose skin is 1e-7 thicker', () => {
    const families = withFaultyPeer((input) => planckPolygonEngine.run({ ...input, polyB: { ...input.polyB, radius: input.polyB.radius + 1e-7 } }));
    const result = runCampaign({ seed: 1, families, start: 0, end: 3000, maxRecords: 5 });
    // Every world separation moves by 1e-7, far beyond 64 ulps of the scale.
    const touching = result.rows.reduce((n, r) => n + r.touching, 0);
    expect(result.rows.reduce((n, r) => n + r.outcomes.unexplained, 0)).toBe(touching);
  });
});

describe('compareManifolds', () => {
  test('identical manifolds: no mismatch, difference 0', () => {
    const c = compareManifolds(manifold([{ x: 1, y: 2 }]), manifold([{ x: 1, y: 2 }]), 3);
    expect(c).toMatchObject({ discrete: [], outOfBound: [], maxAbs: 0, symptom: 'none' });
  });

  test('one ulp of the scale apart is within the bound', () => {
    const scale = 4;
    const d = 2 ** -52 * scale; // 1 unit of the bound's measure
    const c = compareManifolds(manifold([{ x: 1, y: 2 }]), manifold([{ x: 1 + d, y: 2 }]), scale);
    expect(c.outOfBound).toEqual([]);
    expect(c.maxAbs).toBe(d);
    expect(c.maxUlps).toBe(1);
  });

  test('1e-6 apart is out of bound, at the point stage', () => {
    const c = compareManifolds(manifold([{ x: 1, y: 2 }]), manifold([{ x: 1 + 1e-6, y: 2 }]), 4);
    expect(c.outOfBound).toEqual(['points[0].localPoint.x', 'world.points[0].x']);
    expect(c.symptom).toBe('points');
  });

  test('a different type points at the reference face; a missing contact at the count', () => {
    expect(compareManifolds(manifold([{ x: 1, y: 2 }], 1), manifold([{ x: 1, y: 2 }], 2), 1).symptom).toBe('reference');
    expect(compareManifolds(manifold([{ x: 1, y: 2 }]), emptyManifold(), 1)).toMatchObject({ discrete: ['pointCount'], symptom: 'count' });
  });

  test('feature fields are compared one by one', () => {
    const c = compareManifolds(manifold([{ x: 1, y: 2, indexA: 2 }]), manifold([{ x: 1, y: 2, indexA: 3 }]), 1);
    expect(c.discrete).toEqual(['points[0].indexA']);
  });

  test('type and normals are ignored when both report no contact', () => {
    const a = emptyManifold();
    const b = emptyManifold();
    b.type = 2;
    b.localNormal = [1, 0];
    expect(compareManifolds(a, b, 1)).toMatchObject({ discrete: [], outOfBound: [], symptom: 'none' });
  });
});

describe('classify', () => {
  const disagreement: Comparison = { discrete: ['pointCount'], outOfBound: [], maxAbs: 0, maxRel: 0, maxUlps: 0, symptom: 'count' };

  const witness = { change: 'moved by one ulp', answer: { pointCount: 2 } };

  test('a margin below its epsilon with a witness excuses a disagreement as a near-tie, naming both', () => {
    const v = classify(
      disagreement,
      () => [
        { name: 'far', value: 1, epsilon: 1e-13 },
        { name: 'close', value: 1e-15, epsilon: 1e-13 },
      ],
      (m) => (m.name === 'close' ? witness : undefined),
    );
    expect(v.outcome).toBe('near-tie');
    expect(v.margin?.name).toBe('close');
    expect(v.witness).toBe(witness);
  });

  test('a margin below its epsilon without a witness excuses nothing', () => {
    const margins = () => [{ name: 'close', value: 1e-15, epsilon: 1e-13 }];
    const v = classify(disagreement, margins, () => undefined);
    expect(v.outcome).toBe('unexplained');
    expect(v.unwitnessed).toBe(true);
    expect(classify(disagreement, margins).outcome).toBe('unexplained');
  });

  test('the witness search asks only the margins below their epsilon, closest first, and stops at the first witness', () => {
    const asked: string[] = [];
    const v = classify(
      disagreement,
      () => [
        { name: 'far', value: 1, epsilon: 1e-13 },
        { name: 'second', value: 5e-14, epsilon: 1e-13 },
        { name: 'first', value: 1e-15, epsilon: 1e-13 },
      ],
      (m) => {
        asked.push(m.name);
        return m.name === 'second' ? witness : undefined;
      },
    );
    expect(asked).toEqual(['first', 'second']);
    expect(v.margin?.name).toBe('second');
  });

  test("a margin that carries its own witness needs no search; a peer's own epsilon band without a witness excuses nothing", () => {
    expect(classify(disagreement, () => [{ name: 'self', value: 0, epsilon: 1, witness }]).outcome).toBe('near-tie');
    // A band between C++'s b2_epsilon and a peer's (value 0: inside it) is a margin like any other.
    const band = classify(disagreement, () => [{ name: 'eps-band:x', value: 0, epsilon: 1 }], () => undefined);
    expect([band.outcome, band.unwitnessed, band.witness]).toEqual(['unexplained', true, undefined]);
    expect(classify(disagreement, () => [{ name: 'eps-band:x', value: 0, epsilon: 1 }]).outcome).toBe('unexplained');
  });

  test('without a small margin it is unexplained', () => {
    expect(classify(disagreement, () => [{ name: 'far', value: 1, epsilon: 1e-13 }]).outcome).toBe('unexplained');
    expect(classify(disagreement, () => []).outcome).toBe('unexplained');
  });

  test('agreement is exact at difference 0, bounded above it; margins are not computed', () => {
    const margins = jest.fn(() => []);
    expect(classify({ ...disagreement, discrete: [], symptom: 'none' }, margins).outcome).toBe('exact');
    expect(classify({ ...disagreement, discrete: [], maxAbs: 1e-17, symptom: 'none' }, margins).outcome).toBe('bounded');
    expect(margins).not.toHaveBeenCalled();
  });
});

describe('tracePolygonDecisions on the stacked boxes', () => {
  // Hand calculation. A's edge separations (normals -y, +x, +y, -x against B's vertices, y in
  // [0.5, 2.5], x in [-1, 1]): -3.5, -2, -0.5, -2, so separationA = -0.5 at edge 2, runner-up -2.
  // By symmetry separationB = -0.5 at edge 0. totalRadius = 0.02, k_tol = 0.0005.
  // Not flipped (-0.5 > -0.5 + 0.0005 is false). Incident dots of (0, 1) with B's normals:
  // -1, 0, 1, 0. Reference edge (1, 1)-(-1, 1), tangent (-1, 0); side offsets 1 + 0.02; the
  // incident ends x = -1 and x = 1 lie 0.02 inside each side plane. Final separation -0.5.
  const trace = tracePolygonDecisions(stacked);
  const value = (prefix: string) => trace.margins.find((m) => m.name.startsWith(prefix))!.value;

  test('follows the C++ path to A2 against incident edge B0-B1', () => {
    expect(trace.reference).toEqual({ flip: false, edge1: 2, incident: [0, 1] });
  });

  test('computes each margin', () => {
    expect(value('early-out A')).toBeCloseTo(0.52, 14);
    expect(value('edge A')).toBeCloseTo(1.5, 14);
    expect(value('early-out B')).toBeCloseTo(0.52, 14);
    expect(value('edge B')).toBeCloseTo(1.5, 14);
    expect(value('k_tol')).toBeCloseTo(0.0005, 14);
    expect(value('incident')).toBe(1);
    expect(value('clip side 1')).toBeCloseTo(0.02, 14);
    expect(value('clip side 2')).toBeCloseTo(0.02, 14);
    expect(value('final')).toBeCloseTo(0.52, 14);
  });
});

describe('polygonMargins picks the decisions that can cause the symptom', () => {
  const names = (symptom: string, discrete: string[]) => polygonMargins(stacked, { symptom, discrete }).map((m) => m.name.split(' (')[0]);

  test('a different type: only k_tol', () => {
    expect(names('reference', ['type'])).toEqual(['k_tol']);
  });

  test('same type (faceA here), other reference face: only the edge choice of A', () => {
    expect(names('reference', [])).toEqual(['edge A']);
  });

  test('same reference face, other points: incident edge, both clips, final separation', () => {
    expect(names('points', ['points[0].indexB'])).toEqual(['incident edge', 'clip side 1', 'clip side 2', 'final separation vs totalRadius']);
  });

  test('one engine without contact: every decision on the path', () => {
    // The nine margins of the trace above: two early outs, two edge choices, k_tol, the incident
    // edge, two clips and the final separation.
    expect(names('count', ['pointCount'])).toHaveLength(9);
  });
});

describe('parseArgs', () => {
  test('defaults: at least 200,000 pairs, all families', () => {
    const o = parseArgs([]);
    expect(o.cases).toBe(DEFAULT_CASES);
    expect(o.cases).toBeGreaterThanOrEqual(200_000);
    expect(o.families).toEqual([]);
    expect(o.treeCases).toBe(DEFAULT_TREE_CASES);
    expect(parseArgs(['--tree-cases', '40']).treeCases).toBe(40);
  });

  test('--family is repeatable and takes comma lists; = and space forms both work', () => {
    const o = parseArgs(['--family', 'ties,tiny', '--family=far', '--cases=500', '--seed', '9', '--report', 'out']);
    expect(o).toMatchObject({ families: ['ties', 'tiny', 'far'], cases: 500, seed: 9, report: 'out' });
  });

  test('--replay takes family:index (the family may itself contain a slash)', () => {
    expect(parseArgs(['--replay', 'polygon-polygon/ties:12']).replay).toEqual({ family: 'polygon-polygon/ties', index: 12 });
    expect(() => parseArgs(['--replay', 'ties'])).toThrow(/--replay needs family:index/);
  });

  test('rejects unknown options, bad numbers and unknown families', () => {
    expect(() => parseArgs(['--frobnicate'])).toThrow(/unknown option '--frobnicate'/);
    expect(() => parseArgs(['--cases', '-3'])).toThrow(/--cases needs an integer >= 1/);
    expect(() => selectFamilies(['nope'])).toThrow(/unknown family 'nope'/);
  });
});

describe('HTML report', () => {
  const families = selectFamilies(['near-ties']);

  test('with no disagreement it says so, and loads nothing from outside', () => {
    const result = runCampaign({ seed: 1, families: selectFamilies(['separated']), start: 0, end: 50, maxRecords: 10 });
    const dir = mkdtempSync(join(tmpdir(), 'b2collide-report-'));
    const html = readFileSync(writeHtmlReport(dir, summarize(1, 50, 0, 0, selectFamilies(['separated']), result)), 'utf8');
    expect(html).toContain('No disagreements');
    expect(html).not.toMatch(/<script|<link|src=|url\(/);
    expect(html.replace(/xmlns="http:\/\/www\.w3\.org\/2000\/svg"/g, '')).not.toContain('http');
  });

  test('draws each disagreement as SVG with both engines and the excusing margin', () => {
    const result = runCampaign({ seed: 1, families, start: 0, end: 300, maxRecords: 10 });
    const tie = result.records.find((r) => r.outcome === 'near-tie');
    expect(tie).toBeDefined();
    const dir = mkdtempSync(join(tmpdir(), 'b2collide-report-'));
    const html = readFileSync(writeHtmlReport(dir, summarize(1, 300, 0, 0, families, result)), 'utf8');
    expect(html).toContain('<svg');
    expect(html).toContain(`near-ties case ${tie!.caseIndex}`);
    expect(html).toContain(tie!.margin!.name.split(' (')[0]);
    expect(html).toContain('reference face');
  });
});
