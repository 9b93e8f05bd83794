// The explorer link of `--replay` with `--engine`: the case and the engine's manifold in one URL
// hash (explorer/src/url-codec.ts), read back exactly, a broken answer refused with the field named,
// and a link made only for manifold cases (explorer/src/from-compare.ts).

import type { ManifoldResult } from '../../compare/case/manifold-result';
import { explorerLink } from '../../explorer/src/from-compare';
import type { ExplorerCase } from '../../explorer/src/case';
import { decodeAnswer, decodeCase, encodeCase } from '../../explorer/src/url-codec';

const theCase: ExplorerCase = { a: { kind: 'box', hx: 1, hy: 0.5 }, xfA: { x: 0, y: 0, s: 0, c: 1 }, b: { kind: 'circle', radius: 0.5, p: [0, 0] }, xfB: { x: 0.25, y: 0.75, s: 0, c: 1 } };

// A manifold as an engine might answer it, with a -0 (JSON cannot carry it; the codec must).
const result: ManifoldResult = {
  pointCount: 1,
  type: 1,
  localNormal: [-0, 1],
  localPoint: [0, 0.5],
  points: [{ localPoint: [0.25, 0.75], indexA: 2, indexB: 0, typeA: 1, typeB: 0 }],
  world: { normal: [0, 1], points: [[0.25, 0.375]], separations: [-0.25] },
};

describe('a link that carries an engine answer', () => {
  it('round-trips the answer bit for bit, -0 included, and leaves the case as it was', () => {
    const hash = encodeCase(theCase, { engine: 'my-port', result });
    expect(decodeCase(hash)).toEqual(theCase);
    const answer = decodeAnswer(hash);
    expect(answer).toEqual({ engine: 'my-port', result });
    expect(Object.is(answer!.result.localNormal[0], -0)).toBe(true);
  });

  it('has no answer without one, and the plain encoding of the case is unchanged', () => {
    expect(decodeAnswer(encodeCase(theCase))).toBeUndefined();
    expect(encodeCase(theCase, undefined)).toBe(encodeCase(theCase));
  });

  it('refuses a broken answer, naming the field', () => {
    const broken = { ...result, points: [{ ...result.points[0], indexB: 0.5 }] };
    expect(() => decodeAnswer(encodeCase(theCase, { engine: 'x', result: broken }))).toThrow(/answer\.result\.points\[0\]\.indexB is not an integer/);
    expect(() => decodeAnswer(encodeCase(theCase, { engine: 'x', result: { ...result, pointCount: 2 } }))).toThrow(/fewer than pointCount points/);
  });

  it('is made by explorerLink for a manifold input only', () => {
    const input = { polyA: { vertices: [[-1, -1], [1, -1], [1, 1], [-1, 1]], normals: [[0, -1], [1, 0], [0, 1], [-1, 0]], centroid: [0, 0], radius: 0.01 }, xfA: { p: [0, 0], q: [0, 1] }, polyB: { vertices: [[-1, -1], [1, -1], [1, 1], [-1, 1]], normals: [[0, -1], [1, 0], [0, 1], [-1, 0]], centroid: [0, 0], radius: 0.01 }, xfB: { p: [0, 1.9], q: [0, 1] } };
    const link = explorerLink(input, 'http://x/', { engine: 'my-port', result });
    expect(decodeAnswer(link!.slice('http://x/'.length))).toEqual({ engine: 'my-port', result });
    // A non-manifold answer (a distance result) is left out; a non-manifold input has no link.
    expect(decodeAnswer(explorerLink(input, 'http://x/', { engine: 'my-port', result: { distance: 1 } })!.slice('http://x/'.length))).toBeUndefined();
    expect(explorerLink({ shapeA: {}, shapeB: {} }, 'http://x/', { engine: 'my-port', result })).toBeUndefined();
  });
});
