// The CI-sized run of npm run fuzz (fuzz/README.md): the same cases, in worker threads under the
// hang watchdog, against src/ and build/f32 (tsx resolves 'b2collide' there through tsconfig.json).
// It must have no failure at all: every call of every export, valid or hostile, ends in a checked
// answer or a named error. A failure is printed with its case index, to rerun on its own.
import { CI_RUN } from '../../fuzz/ci_run';
import { failureClasses, failureCount, formatTable } from '../../fuzz/table';
import { emptyResult, mergeResults } from '../../fuzz/run_cases';
import { runSlice } from '../../fuzz/watchdog';
import { polygonFault } from '../../fuzz/polygon_check';
import { b2PolygonShape } from 'b2collide';

test(`${CI_RUN.cases} cases at seed ${CI_RUN.seed} (about 13,000 calls on every export of both builds): 0 failures`, async () => {
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
  const failures = total.failures.map((f) => `case ${f.caseIndex} ${f.row} (${f.build}) ${f.outcome}: ${f.detail.slice(0, 300)}`);
  if (failureCount(total) > 0) console.log(`${formatTable(total)}\n${failureClasses(total)}\n${failures.join('\n')}`);
  expect(failureCount(total)).toBe(0);
  expect(failures).toEqual([]);
}, 240_000);

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
