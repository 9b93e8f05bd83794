// The native-v3 pair type of `npm run compare`: b2collide/v3 (the float32 build users load)
// against Box2D v3.1.1's own C, bit for bit. The C is present only as its recorded answers
// (test/v3/vectors/, vectors.ts says why), so this row is recorded, not live: every case replays
// one recorded call, b2collide/v3 answers it now, and the two token lists must be equal. One
// family per C source (math_functions, aabb, hull, mover, geometry, distance, manifold) and one
// for the grazing sweeps (distance.c's TOI and shape cast where they graze); a family's case k
// replays its call k modulo the number recorded, so a family given at least as many cases as it
// has calls replays every one. No tolerance and no near-tie: any differing token is unexplained.

import * as V3 from 'b2collide/v3';
import type { Comparison, Drawing, Engine, Family, PairType } from '../runner/types';
import { AABB_CALLS, HULL_CALLS, MATH_CALLS, MOVER_CALLS, type Call } from './calls-core';
import { DISTANCE_CALLS } from './calls-distance';
import { GEOMETRY_CALLS } from './calls-geometry';
import { collide } from './calls-manifold';
import type { V3Lib } from './lib';
import { recordedCalls, VECTOR_SOURCES, type RecordedCall } from './vectors';
import { InputWords, OutputTokens } from './words';

/** One case: which recorded call (its source's list, its index there), and the C function for the report. */
export interface NativeV3Case {
  readonly source: string;
  readonly index: number;
  readonly fn: string;
}

/**
 * Both sides' answers as tokens. pointCount feeds the report's "touching" column, which reads
 * b2collide's side: 1 when its call touched (a contact, a hit, an overlap), else 0; on the recorded
 * side the manifold's recorded point count (0 for the other calls).
 */
export interface NativeV3Result {
  readonly tokens: readonly string[];
  readonly pointCount: number;
}

/** Every call of the flat and geometry layouts by C name (the manifold files go through collide()). */
export const V3_CALLS: Readonly<Record<string, Call>> = { ...MATH_CALLS, ...AABB_CALLS, ...HULL_CALLS, ...MOVER_CALLS, ...GEOMETRY_CALLS, ...DISTANCE_CALLS };

/** The geometry files spell an int as the 8 hex digits of its 32 bits, the others as `i:N`. */
const intsAsWords = (call: RecordedCall): boolean => call.file.startsWith('geometry_');

/**
 * b2collide's answer to one recorded call, on library L. A call that throws a named error (one
 * that starts with the C function's name) where the C crashed answers `crash:<signal>` like the
 * recording; any other throw is an answer of its own, which differs.
 */
export function answer(L: V3Lib, call: RecordedCall, calls: Readonly<Record<string, Call>> = V3_CALLS): NativeV3Result {
  const w = new OutputTokens(intsAsWords(call));
  const crashed = call.out.length === 1 && call.out[0].startsWith('crash:');
  try {
    if (call.manifold !== undefined) {
      collide(L, call.fn, call.manifold, w);
    } else {
      const run = calls[call.fn];
      if (run === undefined) return { tokens: [`no call for ${call.fn}`], pointCount: 0 };
      const r = new InputWords(call.in);
      run(L, r, w);
      if (r.left !== 0) return { tokens: [...w.tokens, `${r.left} input words not read`], pointCount: 0 };
    }
  } catch (e) {
    const message = (e as Error).message ?? String(e);
    const named = message.startsWith(`${call.fn.split('+')[0]}:`);
    return { tokens: [crashed && named ? call.out[0] : `threw: ${message}`], pointCount: 0 };
  }
  return { tokens: w.tokens, pointCount: w.touching ? 1 : 0 };
}

/** The recorded call a case replays. */
export function callOf(c: NativeV3Case): RecordedCall {
  const calls = recordedCalls(c.source);
  const call = calls[c.index];
  if (call === undefined) throw new Error(`native-v3: ${c.source} has no recorded call ${c.index} (it has ${calls.length})`);
  return call;
}

/** Token by token: every differing token is a discrete difference, named by its call and position. */
export function compareV3Tokens(c: NativeV3Case, ref: NativeV3Result, peer: NativeV3Result): Comparison {
  const discrete: string[] = [];
  const n = Math.max(ref.tokens.length, peer.tokens.length);
  for (let k = 0; k < n; ++k) {
    if (ref.tokens[k] !== peer.tokens[k]) discrete.push(`${c.fn} output ${k}: ${ref.tokens[k] ?? 'none'} vs C ${peer.tokens[k] ?? 'none'}`);
  }
  return { discrete, outOfBound: [], maxAbs: 0, maxRel: 0, maxUlps: 0, symptom: discrete.length > 0 ? 'bits' : '' };
}

const emptyDrawing = (): Drawing => ({ shapes: [], edges: [], marks: [] });

const DESCRIPTIONS: Readonly<Record<string, string>> = {
  math: 'math_functions: b2ComputeCosSin, b2MakeRot, b2Atan2, b2UnwindAngle and every vector, rotation, transform and matrix function',
  aabb: 'aabb.c and the b2AABB_* functions: validity, union, overlap, containment, perimeter, enlarge, b2MakeAABB, b2AABB_RayCast',
  hull: 'hull.c: b2ComputeHull (with b2ValidateHull of its hull, and the inputs on which the C overflows its stack) and b2ValidateHull',
  mover: 'mover.c: b2SolvePlanes with b2ClipVector on the same planes',
  geometry: 'geometry.c: the polygon makers, mass, AABBs, point tests, ray casts, shape casts and the mover colliders',
  distance: 'distance.c: b2SegmentDistance, the proxies, b2ShapeDistance with caches and debug simplexes, b2ShapeCast, b2GetSweepTransform, b2TimeOfImpact',
  graze: 'distance.c: b2TimeOfImpact and b2ShapeCast on sweeps that graze (the closest approach within 6 tolerances of the target either side)',
  manifold: 'manifold.c: the twelve colliders (chain colliders with a warm cache), every manifold field and the cache left',
};

/** The pair type over library L (b2collide/v3; the tests put other libraries or planted bugs there). */
export function nativeV3PairTypeOf(L: V3Lib, referenceName: string, calls: Readonly<Record<string, Call>> = V3_CALLS): PairType<NativeV3Case, NativeV3Result> {
  const families: Family<NativeV3Case>[] = VECTOR_SOURCES.map(({ source }) => ({
    name: `native-v3-${source}`,
    description: `${DESCRIPTIONS[source]}; replays the recorded calls in order (case k is call k modulo their number)`,
    generate: (rng, caseIndex) => {
      const calls = recordedCalls(source);
      const index = (caseIndex ?? rng.int(0, calls.length - 1)) % calls.length;
      return { source, index, fn: calls[index].fn };
    },
  }));
  const reference: Engine<NativeV3Case, NativeV3Result> = { name: referenceName, run: (c) => answer(L, callOf(c), calls) };
  const peer: Engine<NativeV3Case, NativeV3Result> = {
    name: 'Box2D v3.1.1 C (recorded, float32)',
    run: (c) => {
      const call = callOf(c);
      return { tokens: call.out, pointCount: call.manifold === undefined ? 0 : call.manifold.manifold.pointCount };
    },
  };
  return {
    name: 'native-v3',
    families,
    reference,
    peer,
    compare: compareV3Tokens,
    margins: () => [],
    draw: emptyDrawing,
    knownDifferences: [],
    tolerances: [
      'float32: every output of every recorded call (Box2D v3.1.1 C, gcc -O2 -ffp-contract=off -DBOX2D_DISABLE_SIMD, x86-64) must be bit-identical: floats as their bits, ints exactly, -0 is not 0',
      'recorded, not live: the C reaches the repository only as its answers in test/v3/vectors/',
      'no tolerance and no near-tie excuse: any differing output is unexplained',
    ],
  };
}

export const nativeV3PairType = nativeV3PairTypeOf(V3 as unknown as V3Lib, 'b2collide/v3');
