// The CI-sized run of npm run fuzz (fuzz/README.md): the same cases, in worker threads under the
// hang watchdog, against src/ and build/f32 (tsx resolves 'b2collide' there through tsconfig.json).
import { failureCount, formatTable } from '../../fuzz/table';
import { emptyResult, mergeResults } from '../../fuzz/run_cases';
import { runSlice } from '../../fuzz/watchdog';
import { polygonFault } from '../../fuzz/polygon_check';
import { b2PolygonShape } from 'b2collide';

const CASES = 6000;

test(`${CASES} cases at seed 27 (about 13,000 calls on every export of both builds): no failure`, async () => {
  const total = emptyResult();
  const half = CASES / 2;
  const slices = [0, 1].map((w) => runSlice({ seed: 27, start: w * half, end: (w + 1) * half, timeoutMs: 5000, onProgress: () => undefined }));
  for (const s of await Promise.all(slices)) mergeResults(total, s);
  expect(total.calls).toBeGreaterThan(12_000);
  if (failureCount(total) > 0) console.log(formatTable(total), total.failures.slice(0, 20));
  expect(total.failures.map((f) => `${f.row} (${f.build}) ${f.outcome}: ${f.detail}`)).toEqual([]);
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
