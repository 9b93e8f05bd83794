// The native pair types of `npm run compare`: b2collide against Box2D v2.4.1's own C++ compiled
// here (build.ts), bit for bit. native-f32 holds b2collide/f32 against Box2D's float32 build;
// native-f64 holds b2collide (float64) against the same sources rewritten to double. One family per
// kind (manifold, shape, distance, toi, tree), each drawing its cases from all of that kind's
// generators. Every answer is a list of tokens (integers, reals as the hex of their bits) written
// the same way on both sides; any differing token is unexplained: no tolerance, no near-tie.

import type { Comparison, Drawing, Engine, Family, PairType } from '../runner/types';
import type { NativeKind } from './kind';
import { distanceKind } from './kind-distance';
import { manifoldKind } from './kind-manifold';
import { queryKind } from './kind-query';
import { toiKind } from './kind-toi';
import { treeKind } from './kind-tree';
import { nativeAnswer } from './native-client';
import { FLOAT32, FLOAT64, type Precision } from './precision';

export const NATIVE_KINDS: readonly NativeKind<unknown>[] = [manifoldKind, queryKind, distanceKind, toiKind, treeKind] as NativeKind<unknown>[];

/** One case: which kind, and that kind's plain-JSON input. */
export interface NativeCase {
  readonly kind: string;
  readonly input: unknown;
}

/** Both sides' answers as tokens; pointCount 1 when the case touched (the report's "touching"). */
export type NativeResult = { readonly tokens: string[]; readonly pointCount: number } | { readonly error: string };

function kindOf(c: NativeCase): NativeKind<unknown> {
  const kind = NATIVE_KINDS.find((k) => k.name === c.kind);
  if (kind === undefined) throw new Error(`native pair type: unknown kind ${c.kind}`);
  return kind;
}

function result(kind: NativeKind<unknown>, tokens: string[]): NativeResult {
  return { tokens, pointCount: kind.touching(tokens) ? 1 : 0 };
}

/** Every token that differs is a discrete difference, named by its kind's field(). */
export function compareTokens(c: NativeCase, ref: NativeResult, peer: NativeResult): Comparison {
  const none = { outOfBound: [], maxAbs: 0, maxRel: 0, maxUlps: 0 };
  if ('error' in ref || 'error' in peer) {
    if ('error' in ref && 'error' in peer) return { ...none, discrete: [], symptom: '' };
    const discrete = ['error' in ref ? `b2collide threw: ${ref.error}` : `native refused: ${(peer as { error: string }).error}`];
    return { ...none, discrete, symptom: 'rejected' };
  }
  const kind = kindOf(c);
  const discrete: string[] = [];
  const n = Math.max(ref.tokens.length, peer.tokens.length);
  for (let k = 0; k < n; ++k) {
    if (ref.tokens[k] !== peer.tokens[k]) discrete.push(kind.field(k, c.input, ref.tokens));
  }
  if (ref.tokens.length !== peer.tokens.length) discrete.push(`answer length ${ref.tokens.length} vs ${peer.tokens.length}`);
  return { ...none, discrete, symptom: discrete.length > 0 ? 'bits' : '' };
}

const emptyDrawing = (): Drawing => ({ shapes: [], edges: [], marks: [] });

function nativePairType(precision: Precision): PairType<NativeCase, NativeResult> {
  const families: Family<NativeCase>[] = NATIVE_KINDS.map((kind) => ({
    name: `native-${precision.name}-${kind.name}`,
    description: kind.description,
    generate: (rng) => ({ kind: kind.name, input: kind.generate(rng, precision) }),
  }));
  const reference: Engine<NativeCase, NativeResult> = {
    name: precision.ours,
    run(c) {
      const kind = kindOf(c);
      try {
        return result(kind, kind.ours(c.input, precision));
      } catch (e) {
        return { error: (e as Error).message };
      }
    },
  };
  const peer: Engine<NativeCase, NativeResult> = {
    name: precision.native,
    run(c) {
      const kind = kindOf(c);
      const answer = nativeAnswer(precision.name)(kind.request(c.input, precision));
      if (answer.startsWith('!')) return { error: answer.slice(2) };
      return result(kind, answer === '' ? [] : answer.split(' '));
    },
  };
  return {
    name: `native-${precision.name}`,
    families,
    reference,
    peer,
    compare: compareTokens,
    margins: () => [],
    draw: emptyDrawing,
    knownDifferences: [],
    tolerances: [
      `${precision.name === 'f32' ? 'float32' : 'float64'}: every output of every call (manifolds, world manifolds, overlap, built polygons, shape queries, GJK with its cache, shape cast, TOI with its counters, tree and broad phase) must be bit-identical to Box2D v2.4.1's C++ ${precision.name === 'f32' ? 'as shipped' : 'rewritten to double'}; outputs start from the same sentinels on both sides`,
      'no tolerance and no near-tie excuse: any differing output is unexplained',
    ],
  };
}

export const nativeF32PairType = nativePairType(FLOAT32);
export const nativeF64PairType = nativePairType(FLOAT64);
