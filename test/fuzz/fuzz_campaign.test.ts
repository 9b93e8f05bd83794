// The CI-sized run of npm run fuzz (fuzz/README.md): the same cases, in worker threads under the
// hang watchdog, against src/ and build/f32 (tsx resolves 'b2collide' there through tsconfig.json).
// Its failures must be exactly the open findings listed in fuzz/open-findings.json: a failure the
// list does not hold is a new break; an entry that no longer fails must be deleted (the list only
// shrinks). Regenerate it with `npx tsx fuzz/main.ts --write-baseline`.
import { baselineDiff, CI_RUN, makeBaseline, readBaseline } from '../../fuzz/baseline';
import { failureClasses, formatTable } from '../../fuzz/table';
import { emptyResult, mergeResults } from '../../fuzz/run_cases';
import { runSlice } from '../../fuzz/watchdog';
import { polygonFault } from '../../fuzz/polygon_check';
import { b2PolygonShape } from 'b2collide';

test(`${CI_RUN.cases} cases at seed ${CI_RUN.seed} (about 13,000 calls on every export of both builds): the failures are the open findings, no more, no fewer`, async () => {
  const total = emptyResult();
  const slices = Array.from({ length: CI_RUN.workers }, (_, w) =>
    runSlice({
      seed: CI_RUN.seed,
      start: Math.floor((CI_RUN.cases * w) / CI_RUN.workers),
      end: Math.floor((CI_RUN.cases * (w + 1)) / CI_RUN.workers),
      timeoutMs: CI_RUN.timeoutMs,
      onProgress: () => undefined,
    }),
  );
  for (const s of await Promise.all(slices)) mergeResults(total, s);
  expect(total.calls).toBeGreaterThan(12_000);
  const baseline = readBaseline();
  expect(baseline.run).toEqual(CI_RUN);
  const diff = baselineDiff(total, baseline);
  if (diff.length > 0) console.log(`${formatTable(total)}\n${failureClasses(total)}\n${diff.join('\n')}\nregenerate: npx tsx fuzz/main.ts --write-baseline`);
  expect(diff).toEqual([]);
}, 240_000);

test('the baseline comparison names a new failure, a fixed entry and a changed count (it could fail)', () => {
  const run = emptyResult();
  run.open = { 'f64 | b2AABB.Combine | garbage': 2, 'f32 | b2Dot | engine error': 1 };
  run.failures = [{ caseIndex: 7, row: 'b2Dot', build: 'f32', outcome: 'engine error', detail: 'args[0] = null: TypeError' }];
  const baseline = { ...makeBaseline(emptyResult()), open: { 'f64 | b2AABB.Combine | garbage': 3, 'f64 | b2Cross | garbage': 1 } };
  expect(baselineDiff(run, baseline)).toEqual([
    'NEW failure not in the baseline: f32 | b2Dot | engine error ×1 (first: case 7: args[0] = null: TypeError)',
    'FEWER failures, lower the count in fuzz/open-findings.json: f64 | b2AABB.Combine | garbage ×2 (baseline 3)',
    'FIXED, delete from fuzz/open-findings.json: f64 | b2Cross | garbage (baseline 1)',
  ]);
  expect(baselineDiff(run, { ...baseline, open: { ...run.open } })).toEqual([]);
  expect(baselineDiff(run, { ...baseline, open: { ...run.open, 'f32 | b2Dot | engine error': 0 } })[0]).toMatch(/^MORE failures/);
});

test('the independent polygon check catches what it must (it could fail)', () => {
  const square = new b2PolygonShape().SetAsBox(1, 1);
  const points = [{ x: -1, y: -1 }, { x: 1, y: -1 }, { x: 1, y: 1 }, { x: -1, y: 1 }];
  expect(polygonFault(square, points)).toBeNull();
  expect(polygonFault(square, [...points, { x: 1.84, y: 0 }])).toMatch(/input point 4 is 0\.84\d* outside edge 1/);
  const clockwise = square.Clone();
  clockwise.m_vertices[1].Set(-1, 1);
  clockwise.m_vertices[3].Set(1, -1);
  expect(polygonFault(clockwise, points)).not.toBeNull();
  const nan = square.Clone();
  nan.m_centroid.x = NaN;
  expect(polygonFault(nan, points)).toBe('a non-finite number');
});
