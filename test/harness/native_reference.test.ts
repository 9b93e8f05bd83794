// b2collide against Box2D v2.4.1's own C++ (compare/native/), bit for bit, on a CI-sized corpus of
// every kind the native pair types compare: the five collide functions with the world manifold,
// b2TestOverlap and the polygons Set/SetAsBox built; the shape queries; b2Distance cold and warm
// from a b2SimplexCache with b2ShapeCast; b2TimeOfImpact with its counters; b2BroadPhase call
// sequences with the whole node pool. float32: b2collide/f32 against Box2D's float32 build;
// float64: b2collide against the same sources rewritten to double. Expected values: the C++.
//
// The driver is built once (about three minutes on two cores) and then taken from its cache
// (.cache/b2collide-native). Without g++, Box2D's sources or musl-dev the suite fails when CI is
// set and otherwise prints why and checks nothing.

import { Rng } from '../../compare/runner/rng';
import { checkTrig, trigAngles } from '../../compare/native/check-trig';
import { nativeAnswer, prepareNative } from '../../compare/native/native-client';
import { compareTokens, nativeF32PairType, nativeF64PairType, NATIVE_KINDS, type NativeCase, type NativeResult } from '../../compare/native/pair-native';
import { FLOAT32, FLOAT64 } from '../../compare/native/precision';
import type { PairType } from '../../compare/runner/types';

/** Cases per kind and precision (a tree case is a whole call sequence). */
const CASES: Readonly<Record<string, number>> = { manifold: 1500, shape: 800, distance: 600, toi: 600, tree: 40 };

let unavailable: string | undefined;

beforeAll(() => {
  try {
    prepareNative();
  } catch (e) {
    unavailable = (e as Error).message;
    if (process.env.CI !== undefined && process.env.CI !== '') throw e;
    // eslint-disable-next-line no-console
    console.warn(`native reference tests check nothing here: ${unavailable}`);
  }
}, 900_000);

interface Tally {
  readonly cases: Record<string, number>;
  readonly differing: string[];
}

function runCorpus(pairType: PairType<NativeCase, NativeResult>, seed: number): Tally {
  const cases: Record<string, number> = {};
  const differing: string[] = [];
  pairType.families.forEach((family, f) => {
    const kind = family.name.replace(/^native-f(32|64)-/, '');
    const n = CASES[kind];
    for (let i = 0; i < n; ++i) {
      const input = family.generate(new Rng(seed, f, i));
      const comparison = compareTokens(input, pairType.reference.run(input), pairType.peer.run(input));
      if (comparison.discrete.length > 0) differing.push(`${family.name} case ${i}: ${comparison.discrete.slice(0, 4).join(', ')}`);
    }
    cases[kind] = n;
  });
  return { cases, differing };
}

describe('the native reference (Box2D v2.4.1 compiled here)', () => {
  it('has one family per kind in each precision', () => {
    const kinds = NATIVE_KINDS.map((k) => k.name);
    expect(kinds).toEqual(['manifold', 'shape', 'distance', 'toi', 'tree']);
    expect(nativeF32PairType.families.map((f) => f.name)).toEqual(kinds.map((k) => `native-f32-${k}`));
    expect(nativeF64PairType.families.map((f) => f.name)).toEqual(kinds.map((k) => `native-f64-${k}`));
  });

  it('float32: b2collide/f32 equals Box2D\'s float32 build on every output of every kind', () => {
    if (unavailable !== undefined) return;
    const tally = runCorpus(nativeF32PairType, 7);
    expect(tally.differing).toEqual([]);
    expect(tally.cases).toEqual(CASES);
  }, 300_000);

  it('float64: b2collide equals the same sources rewritten to double on every output of every kind', () => {
    if (unavailable !== undefined) return;
    const tally = runCorpus(nativeF64PairType, 7);
    expect(tally.differing).toEqual([]);
    expect(tally.cases).toEqual(CASES);
  }, 300_000);

  it('tells the precisions apart: the float64 library\'s answers differ from Box2D\'s float32 build', () => {
    if (unavailable !== undefined) return;
    // The control: b2collide's float64 answers on float32 inputs, held against the float32 C++.
    const family = nativeF32PairType.families[0];
    let differing = 0;
    for (let i = 0; i < 200; ++i) {
      const input = family.generate(new Rng(3, 0, i));
      const ours = NATIVE_KINDS[0].ours(input.input, { ...FLOAT32, lib: FLOAT64.lib });
      const native = nativeF32PairType.peer.run(input);
      if (compareTokens(input, { tokens: ours, pointCount: 0 }, native).discrete.length > 0) ++differing;
    }
    expect(differing).toBeGreaterThan(50);
  }, 120_000);

  it('names the output that differs, and a refused request', () => {
    if (unavailable !== undefined) return;
    const input = nativeF32PairType.families[0].generate(new Rng(1, 0, 0));
    const native = nativeF32PairType.peer.run(input) as { tokens: string[]; pointCount: number };
    const tampered = [...native.tokens];
    tampered[16] = tampered[16] === '00000000' ? '80000000' : '00000000';
    expect(compareTokens(input, { tokens: tampered, pointCount: 0 }, native).discrete).toEqual(['world.normal.x']);
    expect(nativeAnswer('f32')('M X')).toMatch(/^! bad shape letter X/);
    expect(nativeAnswer('f64')('M C 3f800000')).toMatch(/^! bad real token 3f800000/);
  });

  it('links the sine and cosine b2collide uses: musl\'s sinf/cosf (float32), fdlibm\'s sin/cos (float64)', () => {
    if (unavailable !== undefined) return;
    const angles = trigAngles(200_000, 5);
    const f32 = checkTrig(FLOAT32, angles);
    expect([f32.sinDiffers, f32.cosDiffers]).toEqual([0, 0]);
    const f64 = checkTrig(FLOAT64, angles);
    expect([f64.sinDiffers, f64.cosDiffers]).toEqual([0, 0]);
    // The control: musl's double sin/cos (FreeBSD's kernels) are not Math.sin/Math.cos.
    expect(f64.muslCosDiffers).toBeGreaterThan(0);
  }, 120_000);
});
