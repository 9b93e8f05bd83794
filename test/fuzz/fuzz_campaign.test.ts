// The CI-sized run of npm run fuzz (fuzz/README.md): the same cases, in-process against src/ and
// build/f32 (jest maps 'b2collide' there), so a regression in a check fails npm test. The full
// campaign with the hang watchdog is npm run fuzz.
import { emptyResult, runCase, MUTATION_EVERY } from '../../fuzz/run_cases';
import { failureCount, formatTable } from '../../fuzz/table';
import { polygonFault } from '../../fuzz/polygon_check';
import { b2PolygonShape } from 'b2collide';

test('12,000 cases (32,000 Set calls, 4,000 field mutations) at seed 15: no failure', () => {
  const result = emptyResult();
  for (let k = 0; k < 12_000; ++k) runCase(15, k, result);
  expect(result.setCalls).toBe(32_000);
  expect(result.mutations).toBe(4_000);
  expect(MUTATION_EVERY).toBe(3);
  if (failureCount(result) > 0) console.log(formatTable(result), result.failures.slice(0, 5));
  expect(result.failures).toEqual([]);
});

test('the independent polygon check catches what it must (it could fail)', () => {
  const square = new b2PolygonShape().SetAsBox(1, 1);
  const points = [{ x: -1, y: -1 }, { x: 1, y: -1 }, { x: 1, y: 1 }, { x: -1, y: 1 }];
  expect(polygonFault(square, points)).toBeNull();
  // A point 0.84 outside, as in issue 15's cloud.
  expect(polygonFault(square, [...points, { x: 1.84, y: 0 }])).toMatch(/input point 4 is 0\.84\d* outside edge 1/);
  // Vertices in clockwise order.
  const clockwise = square.Clone();
  clockwise.m_vertices[1].Set(-1, 1);
  clockwise.m_vertices[3].Set(1, -1);
  expect(polygonFault(clockwise, points)).not.toBeNull();
  const nan = square.Clone();
  nan.m_centroid.x = NaN;
  expect(polygonFault(nan, points)).toBe('a non-finite number');
});
