// Issue 15 item 6: b2WorldManifold.Initialize and b2GetPointStates check their input. Before, a
// NaN radius or transform gave NaN world points, pointCount 3 or Infinity an engine TypeError,
// and an Int8Array(1) state array silently lost the second state.
import { b2CollidePolygons, b2GetPointStates, b2Manifold, b2PointState, b2WorldManifold } from 'b2collide';
import { box, xfSC } from '../support/helpers';

/** Two unit boxes, B 1.9 above A: a two-point e_faceA manifold (see collide_polygons.test.ts). */
function touching(): b2Manifold {
  const m = new b2Manifold();
  b2CollidePolygons(m, box(1, 1), xfSC(0, 0), box(1, 1), xfSC(0, 1.9));
  return m;
}

describe('b2WorldManifold.Initialize', () => {
  test('the unchecked case still works: points on the contact line y = 0.95', () => {
    const wm = new b2WorldManifold();
    wm.Initialize(touching(), xfSC(0, 0), 0.01, xfSC(0, 1.9), 0.01);
    // A's top face is y = 1, B's bottom y = 0.9; with the skins A's surface is at 1.01 and B's
    // at 0.89: midway 0.95, separation 0.89 - 1.01 = -0.12.
    expect(wm.points[0].y).toBeCloseTo(0.95, 12);
    expect(wm.separations[0]).toBeCloseTo(-0.12, 12);
  });
  test.each([
    ['a NaN radius', () => [xfSC(0, 0), NaN, xfSC(0, 1.9), 0.01], /radiusA is not finite \(NaN\)/],
    ["a string radius", () => [xfSC(0, 0), 0.01, xfSC(0, 1.9), '0.01'], /radiusB expected a number, got string '0\.01'/],
    ['a negative radius', () => [xfSC(0, 0), -1, xfSC(0, 1.9), 0.01], /must not be negative/],
    ['a NaN transform', () => [xfSC(NaN, 0), 0.01, xfSC(0, 1.9), 0.01], /a transform is not finite/],
  ] as [string, () => unknown[], RegExp][])('%s throws and writes nothing', (_name, args, message) => {
    const wm = new b2WorldManifold();
    wm.normal.Set(7, 7);
    const [xfA, rA, xfB, rB] = args();
    expect(() => wm.Initialize(touching(), xfA as never, rA as number, xfB as never, rB as number)).toThrow(message);
    expect([wm.normal.x, wm.normal.y]).toEqual([7, 7]);
  });
  test.each([3, Infinity, NaN, 1.5, '1', null])('pointCount %p throws, naming it', (count) => {
    const m = touching();
    (m as { pointCount: unknown }).pointCount = count;
    expect(() => new b2WorldManifold().Initialize(m, xfSC(0, 0), 0.01, xfSC(0, 1.9), 0.01)).toThrow(/pointCount .* is not 0, 1 or 2/);
  });
  test('a NaN local point throws', () => {
    const m = touching();
    m.points[1].localPoint.x = NaN;
    expect(() => new b2WorldManifold().Initialize(m, xfSC(0, 0), 0.01, xfSC(0, 1.9), 0.01)).toThrow(/points\[1\]\.localPoint is not finite/);
  });
  test('an unknown manifold type throws', () => {
    const m = touching();
    (m as { type: unknown }).type = 7;
    expect(() => new b2WorldManifold().Initialize(m, xfSC(0, 0), 0.01, xfSC(0, 1.9), 0.01)).toThrow(/type 7 is not e_circles/);
  });
  test('pointCount 0 returns without looking at anything, as C++ does', () => {
    const m = new b2Manifold();
    expect(() => new b2WorldManifold().Initialize(m, xfSC(NaN, 0), NaN, xfSC(0, 0), 0)).not.toThrow();
  });
});

describe('b2GetPointStates', () => {
  test('an Int8Array(1) is too short for the second state', () => {
    const s = [0, 0] as b2PointState[];
    expect(() => b2GetPointStates(new Int8Array(1) as never, s, touching(), touching())).toThrow(/state1 has length 1; it needs b2_maxManifoldPoints = 2/);
  });
  test('an Int8Array(2) works: both points persist between equal manifolds', () => {
    const s1 = new Int8Array(2);
    const s2 = new Int8Array(2);
    b2GetPointStates(s1 as never, s2 as never, touching(), touching());
    expect([...s1]).toEqual([b2PointState.b2_persistState, b2PointState.b2_persistState]);
  });
  test.each([
    ['a BigInt64Array', new BigInt64Array(2)],
    ['a string', 'ab'],
    ['null', null],
  ])('%s is not a state array', (_name, arr) => {
    expect(() => b2GetPointStates(arr as never, [], touching(), touching())).toThrow(/state1 expected an array or a number typed array/);
  });
  test.each([3, Infinity, NaN, -1, '2'])('pointCount %p throws', (count) => {
    const m = touching();
    (m as { pointCount: unknown }).pointCount = count;
    expect(() => b2GetPointStates([], [], m, touching())).toThrow(/state1 has length 0/);
    expect(() => b2GetPointStates([0, 0], [0, 0], m, touching())).toThrow(/manifold1\.pointCount .* is not 0, 1 or 2/);
  });
});
