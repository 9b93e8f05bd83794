// The exported jest test body runs: evaluated with the library's exports and jest's expect, for
// one case of every shape kind, its expectations hold (they hold b2collide's answer at export).

import * as b2 from 'b2collide';
import { caseRng } from '../../compare/runner/campaign';
import { allFamilies } from '../../compare/registry';
import { defaultShape, type ExplorerCase } from '../src/case';
import { runCase } from '../src/collide';
import { exportedNames, exportedSweepNames, exportJestTest } from '../src/export-test';
import { explorerCaseOf } from '../src/from-compare';
import { b2collide64 } from '../src/library';
import { childIndex } from '../src/build-shapes';
import { sweepView } from '../src/sweep';

/** Runs a body `test('...', () => { ... })` once, with the names its import line lists. */
function runExported(body: string): number {
  let ran = 0;
  const names = [...exportedNames, ...exportedSweepNames];
  const fakeTest = (_name: string, fn: () => void): void => {
    fn();
    ++ran;
  };
  new Function('test', 'expect', ...names, body)(fakeTest, expect, ...names.map((n) => b2[n]));
  return ran;
}

const resting = allFamilies().find((f) => f.id === 'polygon-polygon/resting')!;
const cases: [string, ExplorerCase][] = [
  ['boxes', { a: defaultShape('box'), xfA: { x: 0, y: 0, s: 0, c: 1 }, b: defaultShape('box'), xfB: { x: 0.3, y: 0.99, s: 0, c: 1 } }],
  ['polygon on a one-sided edge', { a: defaultShape('edge'), xfA: { x: 0, y: 0, s: 0, c: 1 }, b: defaultShape('polygon'), xfB: { x: 0.1, y: 0.5, s: Math.sin(0.3), c: Math.cos(0.3) } }],
  ['circle on a chain child', { a: defaultShape('chain'), xfA: { x: 0, y: 0, s: -0, c: 1 }, b: defaultShape('circle'), xfB: { x: 0.2, y: 0.49, s: 0, c: 1 } }],
  ['circle against a box (swapped)', { a: defaultShape('circle'), xfA: { x: 0, y: 0.99, s: 0, c: 1 }, b: defaultShape('box'), xfB: { x: 0, y: 0, s: 0, c: 1 } }],
  ['raw polygons from a compare case', explorerCaseOf(resting.family.generate(caseRng(1, resting.id, 0)))!],
];

test.each(cases)('%s: the exported body passes against the library', (_name, c) => {
  const run = runCase(b2collide64, c);
  expect(run.result.pointCount).toBeGreaterThan(0);
  expect(runExported(exportJestTest(c, run, 'http://127.0.0.1:5173/'))).toBe(1);
});

test('an exported body fails when the library answers differently', () => {
  const c = cases[0][1];
  const body = exportJestTest(c, runCase(b2collide64, c), 'x');
  // The same body with B lifted out of contact: its pointCount expectation must fail.
  expect(() => runExported(body.replace('SetPositionSinCos(0.3, 0.99, 0, 1)', 'SetPositionSinCos(0.3, 5, 0, 1)'))).toThrow();
});

describe('a case with a sweep exports the b2ShapeCast / b2TimeOfImpact call too', () => {
  const boxes = cases[0][1];
  const sweepCases: [string, ExplorerCase][] = [
    ['a box cast down onto a box', { ...boxes, xfB: { x: 0.2, y: 1.5, s: 0, c: 1 }, sweep: { mode: 'cast', translation: [0, -2] } }],
    ['a box thrown across a box while turning', { ...boxes, xfB: { x: -3, y: 1.5, s: 0, c: 1 }, sweep: { mode: 'toi', endA: { x: 0, y: 0, angle: 0 }, endB: { x: 2, y: -0.5, angle: 2 }, tMax: 1 } }],
  ];
  test.each(sweepCases)('%s: the exported body passes, and fails for another motion', (_name, c) => {
    const run = runCase(b2collide64, c);
    const view = sweepView(b2collide64, c, run.shapeA, childIndex(c.a), run.xfA, run.shapeB, childIndex(c.b), run.xfB)!;
    expect(view.hit).toBe(true);
    const body = exportJestTest(c, run, 'x', view);
    expect(body).toContain(c.sweep!.mode === 'cast' ? 'b2ShapeCast(castOutput, cast)' : 'b2TimeOfImpact(toiOutput, toi)');
    expect(runExported(body)).toBe(1);
    // The same body with B's motion changed: the lambda or t expectation must fail.
    const changed = c.sweep!.mode === 'cast' ? body.replace('translationB.Set(0, -2)', 'translationB.Set(0, -3)') : body.replace('toi.sweepB.c.Set(2, -0.5)', 'toi.sweepB.c.Set(2, -0.4)');
    expect(changed).not.toBe(body);
    expect(() => runExported(changed)).toThrow();
  });
});
