// The native-v3 row of the harness (compare/native-v3/): b2collide/v3 (the float32 build) against
// Box2D v3.1.1's C as recorded in test/v3/vectors/, token by token. Expected values: the C's
// outputs, recorded (src/v3/README.md, "Test vectors"). Shown here: every recorded call has its
// call in the harness; a campaign over every family that replays every recorded call once ends OK
// with every case bit-exact; the float64 source in b2collide/v3's place differs (the comparison can
// fail); and two planted bugs, an id with its bytes swapped and a speculative distance one
// linearSlop short, each end in FAIL with the family that caught them named.

import * as F32 from 'b2collide/v3';
import * as F64 from 'b2collide/v3/f64';
import { familiesOf } from '../../compare/families';
import { COLLIDERS } from '../../compare/native-v3/calls-manifold';
import type { V3Lib } from '../../compare/native-v3/lib';
import { nativeV3PairType, nativeV3PairTypeOf, V3_CALLS } from '../../compare/native-v3/pair-native-v3';
import { recordedCalls, VECTOR_SOURCES } from '../../compare/native-v3/vectors';
import { summarize } from '../../compare/report/summary';
import { formatVerdict } from '../../compare/report/table';
import { runCampaign } from '../../compare/runner/campaign';
import type { AnyPairType } from '../../compare/runner/types';

/** Runs `cases` cases of the pair type's families (seed 1, this thread): the verdict line and the unexplained count per family. */
function judge(pairType: AnyPairType, cases: number, only?: string) {
  const families = familiesOf([pairType]).filter((f) => only === undefined || f.family.name === only);
  const result = runCampaign({ seed: 1, families, start: 0, end: cases, maxRecords: 3 });
  const summary = summarize(1, cases, 0, 0, families, result);
  const unexplained: Record<string, number> = {};
  for (const row of summary.rows) if (row.outcomes.unexplained > 0) unexplained[row.id] = row.outcomes.unexplained;
  return { verdict: formatVerdict([summary]).find((l) => /^(OK|FAIL)/.test(l)) ?? '', summary, unexplained, records: result.records };
}

const counts = VECTOR_SOURCES.map(({ source }) => recordedCalls(source).length);

describe('the native-v3 pair type', () => {
  it('has one family per C source and a call for every recorded function', () => {
    expect(nativeV3PairType.families.map((f) => f.name)).toEqual(VECTOR_SOURCES.map((s) => `native-v3-${s.source}`));
    const missing = VECTOR_SOURCES.flatMap(({ source }) => recordedCalls(source))
      .map((c) => c.fn)
      .filter((fn) => !(fn in V3_CALLS) && !(fn in COLLIDERS));
    expect([...new Set(missing)]).toEqual([]);
    // About 17,500 recorded calls in all.
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThan(17_000);
  });

  it('replays every recorded call: b2collide/v3 gives the C\'s bits on all of them', () => {
    // Each family on its own, as many cases as it has calls: case k replays call k.
    nativeV3PairType.families.forEach((family, f) => {
      const { verdict, summary } = judge(nativeV3PairType, counts[f], family.name);
      expect([family.name, verdict.slice(0, 2)]).toEqual([family.name, 'OK']);
      expect(summary.total.outcomes.exact).toBe(counts[f]);
    });
  }, 300_000);

  it('fails with the float64 source in b2collide/v3\'s place: the comparison can fail', () => {
    const f64 = nativeV3PairTypeOf(F64, 'b2collide/v3/f64');
    const { verdict, unexplained } = judge(f64, 7 * 400);
    expect(verdict).toMatch(/^FAIL/);
    expect(Object.keys(unexplained)).toEqual(expect.arrayContaining(['native-v3/native-v3-math', 'native-v3/native-v3-manifold']));
  }, 120_000);
});

type Manifold = InstanceType<V3Lib['b2Manifold']>;

/** b2collide/v3 with every collider's result changed by `fault` after the call. */
function withFault(fault: (m: Manifold) => void): V3Lib {
  const lib: Record<string, unknown> = { ...(F32 as unknown as V3Lib) };
  for (const name of Object.keys(COLLIDERS)) {
    const collide = lib[name] as (m: Manifold, ...rest: unknown[]) => Manifold;
    lib[name] = (m: Manifold, ...rest: unknown[]) => {
      collide(m, ...rest);
      fault(m);
      return m;
    };
  }
  return lib as unknown as V3Lib;
}

describe('planted bugs in b2collide/v3\'s place fail, with the family named', () => {
  it('an id with its two bytes swapped (B2_MAKE_ID(b, a) for B2_MAKE_ID(a, b))', () => {
    const mutant = withFault((m) => {
      for (let i = 0; i < m.pointCount; ++i) m.points[i].id = ((m.points[i].id & 0xff) << 8) | (m.points[i].id >> 8);
    });
    const { verdict, unexplained, records } = judge(nativeV3PairTypeOf(mutant, 'mutant: id bytes swapped'), 2000, 'native-v3-manifold');
    expect(verdict).toMatch(/^FAIL/);
    expect(Object.keys(unexplained)).toEqual(['native-v3/native-v3-manifold']);
    expect(records.some((r) => r.discrete.some((d) => /output \d+: i:\d+ vs C i:\d+/.test(d)))).toBe(true);
  });

  it('a speculative distance one linearSlop short (3 linearSlop for B2_SPECULATIVE_DISTANCE = 4)', () => {
    const cut = 3 * F32.B2_LINEAR_SLOP;
    const mutant = withFault((m) => {
      let kept = 0;
      for (let i = 0; i < m.pointCount; ++i) {
        if (m.points[i].separation > cut) continue;
        if (kept !== i) {
          const [a, b] = [m.points[kept], m.points[i]];
          a.point.x = b.point.x;
          a.point.y = b.point.y;
          a.anchorA.x = b.anchorA.x;
          a.anchorA.y = b.anchorA.y;
          a.anchorB.x = b.anchorB.x;
          a.anchorB.y = b.anchorB.y;
          a.separation = b.separation;
          a.id = b.id;
        }
        kept++;
      }
      m.pointCount = kept;
    });
    const { verdict, unexplained } = judge(nativeV3PairTypeOf(mutant, 'mutant: speculative distance 3 slop'), 4440, 'native-v3-manifold');
    expect(verdict).toMatch(/^FAIL/);
    expect(Object.keys(unexplained)).toEqual(['native-v3/native-v3-manifold']);
  });
});
