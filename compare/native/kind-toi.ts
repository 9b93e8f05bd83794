// The TOI kind: b2TimeOfImpact's state and t with the increments of its counters (calls, outer
// iterations b2_toiIters, root-finder iterations b2_toiRootIters, GJK calls), on the TOI families
// (compare/toi/toi-families.ts): proxies as the vertex clouds compare/toi gives every engine.

import { toiFamilies } from '../toi/toi-families';
import { proxyData, type SweepData, type TOIPairInput } from '../toi/toi-input';
import type { XY } from '../runner/types';
import { drawFrom, type NativeKind } from './kind';
import { roundDeep } from './precision';
import { Tokens } from './tokens';

interface Proxy {
  readonly points: XY[];
  readonly radius: number;
}

export interface ToiCase {
  readonly family: string;
  readonly proxyA: Proxy;
  readonly proxyB: Proxy;
  readonly sweepA: SweepData;
  readonly sweepB: SweepData;
  readonly tMax: number;
}

const TOI_FIELDS = ['state', 't', 'b2_toiCalls increment', 'b2_toiIters increment', 'b2_toiRootIters increment', 'b2_gjkCalls increment'];

function sweepTokens(t: Tokens, s: SweepData): void {
  t.xy(s.localCenter).xy(s.c0).xy(s.c).real(s.a0).real(s.a).real(s.alpha0);
}

export const toiKind: NativeKind<ToiCase> = {
  name: 'toi',
  description: 'b2TimeOfImpact (state, t, b2_toiIters, b2_toiRootIters, b2_toiCalls, b2_gjkCalls) on every TOI family',
  generate(rng, precision) {
    const { family, input } = drawFrom<TOIPairInput>(rng, toiFamilies);
    const c: ToiCase = { family, proxyA: proxyData(input.shapeA), proxyB: proxyData(input.shapeB), sweepA: input.sweepA, sweepB: input.sweepB, tMax: input.tMax };
    return roundDeep(c, precision.round);
  },
  request(c, precision) {
    const t = new Tokens(precision).letter('T');
    for (const p of [c.proxyA, c.proxyB]) {
      t.int(p.points.length);
      for (const v of p.points) t.xy(v);
      t.real(p.radius);
    }
    sweepTokens(t, c.sweepA);
    sweepTokens(t, c.sweepB);
    return t.real(c.tMax).line();
  },
  ours(c, precision) {
    const lib = precision.lib;
    const input = new lib.b2TOIInput();
    input.proxyA.Set(c.proxyA.points.map(([x, y]) => new lib.b2Vec2(x, y)), c.proxyA.points.length, c.proxyA.radius);
    input.proxyB.Set(c.proxyB.points.map(([x, y]) => new lib.b2Vec2(x, y)), c.proxyB.points.length, c.proxyB.radius);
    for (const [sweep, data] of [[input.sweepA, c.sweepA], [input.sweepB, c.sweepB]] as const) {
      sweep.localCenter.Set(data.localCenter[0], data.localCenter[1]);
      sweep.c0.Set(data.c0[0], data.c0[1]);
      sweep.c.Set(data.c[0], data.c[1]);
      sweep.a0 = data.a0;
      sweep.a = data.a;
      sweep.alpha0 = data.alpha0;
    }
    input.tMax = c.tMax;
    const output = new lib.b2TOIOutput();
    output.state = 0;
    output.t = -1234.5;
    const calls0 = lib.b2_toiCalls;
    const iters0 = lib.b2_toiIters;
    const root0 = lib.b2_toiRootIters;
    const gjk0 = lib.b2_gjkCalls;
    lib.b2TimeOfImpact(output, input);
    const t = new Tokens(precision).int(output.state).real(output.t);
    return t.int(lib.b2_toiCalls - calls0).int(lib.b2_toiIters - iters0).int(lib.b2_toiRootIters - root0).int(lib.b2_gjkCalls - gjk0).parts;
  },
  touching: (tokens) => tokens[0] === '3',
  field: (k) => TOI_FIELDS[k] ?? `word ${k}`,
};
