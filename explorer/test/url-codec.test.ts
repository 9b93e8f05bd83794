// The case in the URL round-trips bit for bit (JSON writes each float64 in its shortest
// round-trip form; -0 travels as "-0"), and a broken hash is rejected with a clear Error.

import { defaultCase, type ExplorerCase } from '../src/case';
import { decodeCase, encodeCase } from '../src/url-codec';

describe('explorer URL codec', () => {
  test('a case with awkward numbers decodes to the same bits', () => {
    const c: ExplorerCase = {
      a: { kind: 'polygon', points: [[0.1, -0], [1 / 3, 5e-324], [-1.7976931348623157e308, 2 ** -30]] },
      xfA: { x: Math.PI, y: -0, s: Math.sin(1), c: Math.cos(1) },
      b: { kind: 'chain', vertices: [[3, 0.5], [1, 0]], loop: false, prev: [4, 1.5], next: [-4, 1.5], child: 0 },
      xfB: { x: 0.1 + 0.2, y: 1e-310, s: 0, c: 1 },
    };
    const back = decodeCase(encodeCase(c));
    expect(back).toEqual(c);
    expect(Object.is(back!.xfA.y, -0)).toBe(true);
    expect(Object.is((back!.a as { points: number[][] }).points[0][1], -0)).toBe(true);
  });

  test('a sweep (cast or time of impact) travels with the case, and a broken one names the field', () => {
    const cast: ExplorerCase = { ...defaultCase(), sweep: { mode: 'cast', translation: [0.1 + 0.2, -0] } };
    const back = decodeCase(encodeCase(cast))!;
    expect(back).toEqual(cast);
    expect(Object.is((back.sweep as { translation: number[] }).translation[1], -0)).toBe(true);
    const toi: ExplorerCase = { ...defaultCase(), sweep: { mode: 'toi', endA: { x: 0, y: 0, angle: 0 }, endB: { x: 2, y: -1 / 3, angle: 7 * Math.PI }, tMax: 0.75 } };
    expect(decodeCase(encodeCase(toi))).toEqual(toi);
    expect(decodeCase(encodeCase(defaultCase()))).not.toHaveProperty('sweep');
    expect(() => decodeCase(encodeCase({ ...defaultCase(), sweep: { mode: 'spin' } as unknown as ExplorerCase['sweep'] }))).toThrow('sweep.mode "spin" is not one of cast, toi');
    expect(() => decodeCase(encodeCase({ ...toi, sweep: { mode: 'toi', endA: { x: 0, y: 0, angle: 0 }, endB: { x: 0, y: 0 }, tMax: 1 } as unknown as ExplorerCase['sweep'] }))).toThrow('sweep.endB.angle is not a finite number');
  });

  test('no #case= means no case; a broken one names the field', () => {
    expect(decodeCase('')).toBeUndefined();
    const broken = encodeCase(defaultCase()).replace('%22hx%22%3A1', '%22hx%22%3A%22one%22');
    expect(() => decodeCase(broken)).toThrow('a.hx is not a finite number');
  });
});
