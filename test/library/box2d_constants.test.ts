// Every constant of Box2D v2.4.1's b2_common.h and b2_settings.h is exported under its C++ name
// with the header's value, by both builds: the float64 build computes each expression in double,
// the float32 build in float as C++ does. The list and how it was extracted are in
// test/support/box2d_v241_constants.ts. The list is also checked against the headers' #defines,
// read from the sources the native reference builds from.

import * as fs from 'node:fs';
import * as path from 'node:path';
import * as F64 from 'b2collide';
import * as F32 from 'b2collide/f32';
import { BOX2D_V241_CONSTANTS } from '../support/box2d_v241_constants';
import { defaultCacheDir } from '../../compare/native/build';
import { box2dSourceRoot } from '../../compare/native/sources';

const names = Object.keys(BOX2D_V241_CONSTANTS);
const identity = (x: number): number => x;

describe("Box2D v2.4.1's constants, under their C++ names", () => {
  test('the list has the 24 constants of the two headers', () => {
    expect(names.length).toBe(24);
  });

  test.each(names)('%s: the float64 build has the value in double, the float32 build in float', (name) => {
    const f64 = (F64 as unknown as Record<string, unknown>)[name];
    const f32 = (F32 as unknown as Record<string, unknown>)[name];
    expect(f64).toBe(BOX2D_V241_CONSTANTS[name](identity));
    expect(f32).toBe(BOX2D_V241_CONSTANTS[name](Math.fround));
  });

  test('hand checks of a few: b2_maxRotation is pi/2, b2_maxTranslationSquared 4, b2_maxAngularCorrection 8 degrees', () => {
    expect(F64.b2_maxRotation).toBeCloseTo(Math.PI / 2, 10);
    expect(F64.b2_maxTranslationSquared).toBe(4);
    expect(F64.b2_maxAngularCorrection).toBeCloseTo((8 * Math.PI) / 180, 10);
    expect(F32.b2_baumgarte).toBe(Math.fround(0.2));
  });

  // The headers come from where the native reference builds from (compare/native/sources.ts:
  // --native-src, $B2COLLIDE_NATIVE_SRC, its cache, or Debian's source package fetched now), so in
  // CI this always runs; elsewhere, without apt's deb-src, it says why it checks nothing.
  let root: string | undefined;
  let why = '';
  try {
    root = box2dSourceRoot(defaultCacheDir(), undefined, true);
  } catch (e) {
    if (process.env.CI !== undefined && process.env.CI !== '') throw e;
    why = (e as Error).message;
    console.warn(`the header check of the constants checks nothing here: ${why}`);
  }
  const headers = root === undefined ? [] : ['b2_common.h', 'b2_settings.h'].map((h) => path.join(root as string, 'include', 'box2d', h));
  const readable = headers.length > 0 && headers.every((h) => fs.existsSync(h));
  (readable ? test : test.skip)(
    `the list is every #define b2_... of the headers${readable ? '' : ` (no Box2D v2.4.1 sources: ${why})`}`,
    () => {
      const defined = headers.flatMap((h) => [...fs.readFileSync(h, 'utf8').matchAll(/^#define\s+(b2_\w+)/gm)].map((m) => m[1]));
      expect([...defined].sort()).toEqual([...names].sort());
    },
  );
});
