// The distance kind: b2Distance cold without and with radii, then warm from the first call's
// b2SimplexCache at a second pose, b2TestOverlap, and b2ShapeCast, with the GJK counters'
// increments, on the distance families (compare/distance/families.ts) and every shape kind they
// draw (circle, polygon, edge, chain child). The calls are those of compare/distance/protocol.ts.

import type { ShapeSpec, TransformSpec } from '../f32/cases';
import { distanceFamilies } from '../distance/families';
import { openChainGhosts, type DistancePairInput, type DistanceShapeData } from '../distance/input';
import { drawFrom, type NativeKind } from './kind';
import { runnerFor } from './kind-manifold';
import { roundDeep, type Precision } from './precision';
import { Tokens } from './tokens';

export interface DistanceCase {
  readonly family: string;
  readonly a: ShapeSpec;
  readonly b: ShapeSpec;
  readonly xfA: TransformSpec;
  readonly xfB: TransformSpec;
  readonly xfA2: TransformSpec;
  readonly xfB2: TransformSpec;
  readonly translationB: readonly [number, number];
}

/** The shape as both sides build it: a chain with the ghosts compare/distance gives every engine. */
function spec(d: DistanceShapeData): ShapeSpec {
  switch (d.kind) {
    case 'circle':
      return { kind: 'circle', p: d.center, radius: d.radius };
    case 'polygon':
      return { kind: 'polygon-raw', vertices: d.polygon.vertices, normals: d.polygon.normals, centroid: d.polygon.centroid, radius: d.polygon.radius };
    case 'edge':
      return { kind: 'edge', v0: [0, 0], v1: d.v1, v2: d.v2, v3: [0, 0], oneSided: false };
    case 'chain': {
      const [prev, next] = d.loop ? [[0, 0] as const, [0, 0] as const] : openChainGhosts(d.vertices);
      return { kind: 'chain', vertices: d.vertices, loop: d.loop, prev, next, child: d.index };
    }
  }
}

const child = (s: ShapeSpec): number => (s.kind === 'chain' ? s.child : 0);

type Lib = Precision['lib'];

const SENTINEL = -1234.5;

const GJK_FIELDS = ['distance', 'pointA.x', 'pointA.y', 'pointB.x', 'pointB.y', 'iterations', 'cache.count'];
const CAST_FIELDS = ['overlap', 'cast.hit', 'cast.lambda', 'cast.point.x', 'cast.point.y', 'cast.normal.x', 'cast.normal.y', 'cast.iterations', 'b2_gjkCalls increment', 'b2_gjkIters increment'];

/** The names of an answer's tokens: three GJK calls (their cache's indices vary in number), then the rest. */
function fieldNames(tokens: readonly string[]): string[] {
  const names: string[] = [];
  let k = 0;
  for (const call of ['core', 'radii', 'warm']) {
    for (const f of GJK_FIELDS) names.push(`${call}.${f}`);
    const count = Number(tokens[k + GJK_FIELDS.length - 1]);
    k += GJK_FIELDS.length;
    for (let i = 0; i < count; ++i) names.push(`${call}.cache.indexA[${i}]`);
    for (let i = 0; i < count; ++i) names.push(`${call}.cache.indexB[${i}]`);
    names.push(`${call}.cache.metric`);
    k += 2 * count + 1;
  }
  return [...names, ...CAST_FIELDS];
}

export const distanceKind: NativeKind<DistanceCase> = {
  name: 'distance',
  description: 'b2Distance cold (with and without radii) and warm from a b2SimplexCache, b2TestOverlap, b2ShapeCast and the GJK counters, on every distance family',
  generate(rng, precision) {
    const { family, input } = drawFrom<DistancePairInput>(rng, distanceFamilies);
    const i = roundDeep(input, precision.round);
    const c: DistanceCase = { family, a: spec(i.shapeA), b: spec(i.shapeB), xfA: i.xfA, xfB: i.xfB, xfA2: i.xfA2, xfB2: i.xfB2, translationB: i.translationB };
    return roundDeep(c, precision.round);
  },
  request(c, precision) {
    const t = new Tokens(precision).letter('D').shape(c.a).shape(c.b);
    return t.transform(c.xfA).transform(c.xfB).transform(c.xfA2).transform(c.xfB2).xy(c.translationB).line();
  },
  ours(c, precision) {
    const runner = runnerFor(precision);
    const lib = precision.lib;
    const a = runner.buildShape(0, c.a);
    const b = runner.buildShape(1, c.b);
    const ca = child(c.a);
    const cb = child(c.b);
    const xf = (s: TransformSpec): InstanceType<Lib['b2Transform']> => new lib.b2Transform().SetPositionSinCos(s.p[0], s.p[1], s.q[0], s.q[1]);
    const t = new Tokens(precision);
    const calls0 = lib.b2_gjkCalls;
    const iters0 = lib.b2_gjkIters;

    const input = new lib.b2DistanceInput();
    input.proxyA.SetShape(a, ca);
    input.proxyB.SetShape(b, cb);
    const setPose = (p: TransformSpec, q: TransformSpec): void => {
      input.transformA.SetPositionSinCos(p.p[0], p.p[1], p.q[0], p.q[1]);
      input.transformB.SetPositionSinCos(q.p[0], q.p[1], q.q[0], q.q[1]);
    };
    const output = new lib.b2DistanceOutput();
    const gjk = (cache: InstanceType<Lib['b2SimplexCache']>, useRadii: boolean): void => {
      input.useRadii = useRadii;
      lib.b2Distance(output, cache, input);
      t.real(output.distance).real(output.pointA.x).real(output.pointA.y).real(output.pointB.x).real(output.pointB.y);
      t.int(output.iterations).int(cache.count);
      for (let k = 0; k < cache.count; ++k) t.int(cache.indexA[k]);
      for (let k = 0; k < cache.count; ++k) t.int(cache.indexB[k]);
      t.real(cache.metric);
    };
    setPose(c.xfA, c.xfB);
    const coreCache = new lib.b2SimplexCache();
    gjk(coreCache, false);
    gjk(new lib.b2SimplexCache(), true);
    setPose(c.xfA2, c.xfB2);
    gjk(coreCache, false);

    t.int(lib.b2TestOverlap(a, ca, b, cb, xf(c.xfA), xf(c.xfB)) ? 1 : 0);

    const cast = new lib.b2ShapeCastInput();
    cast.proxyA.SetShape(a, ca);
    cast.proxyB.SetShape(b, cb);
    cast.transformA.SetPositionSinCos(c.xfA.p[0], c.xfA.p[1], c.xfA.q[0], c.xfA.q[1]);
    cast.transformB.SetPositionSinCos(c.xfB.p[0], c.xfB.p[1], c.xfB.q[0], c.xfB.q[1]);
    cast.translationB.Set(c.translationB[0], c.translationB[1]);
    const co = new lib.b2ShapeCastOutput();
    co.point.Set(SENTINEL, SENTINEL);
    co.normal.Set(SENTINEL, SENTINEL);
    co.lambda = SENTINEL;
    co.iterations = -7;
    const hit = lib.b2ShapeCast(co, cast);
    t.int(hit ? 1 : 0).real(co.lambda).real(co.point.x).real(co.point.y).real(co.normal.x).real(co.normal.y).int(co.iterations);
    t.int(lib.b2_gjkCalls - calls0).int(lib.b2_gjkIters - iters0);
    return t.parts;
  },
  // The overlap token follows three GJK calls of variable length: find it from the end.
  touching: (tokens) => tokens[tokens.length - 10] === '1',
  field: (k, _c, tokens) => fieldNames(tokens)[k] ?? `word ${k}`,
};
