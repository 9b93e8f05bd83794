// The shape-query kind: TestPoint, RayCast, ComputeAABB, ComputeMass and the b2AABB methods on
// every shape kind (compare/shape/query-case.ts says what each value is), on the shape-query
// families. b2collide's side is compare/shape/run-b2collide.ts.

import { B2CollideShapeRunner } from '../shape/run-b2collide';
import { BOOLEAN_VALUES, QUERY_FIELDS, field, type ShapeQueryCase } from '../shape/query-case';
import { shapeQueryFamilies } from '../shape/query-families';
import type { Family } from '../runner/types';
import { drawFrom, type NativeKind } from './kind';
import type { Precision } from './precision';
import { Tokens } from './tokens';

export interface QueryCase {
  readonly family: string;
  readonly query: ShapeQueryCase;
}

const families = new Map<Precision, Family<ShapeQueryCase>[]>();

function familiesFor(precision: Precision): Family<ShapeQueryCase>[] {
  let list = families.get(precision);
  if (list === undefined) families.set(precision, (list = shapeQueryFamilies(precision.lib, precision.round, '')));
  return list;
}

const HIT = field('ray.hit');
const runners = new Map<Precision, B2CollideShapeRunner>();

export const queryKind: NativeKind<QueryCase> = {
  name: 'shape',
  description: 'TestPoint, RayCast, ComputeAABB, ComputeMass and the b2AABB methods on hulls, boxes, circles, edges and chains',
  generate(rng, precision) {
    const { family, input } = drawFrom(rng, familiesFor(precision));
    return { family, query: input };
  },
  request({ query: q }, precision) {
    const t = new Tokens(precision).letter('Q').shape(q.shape).transform(q.xf).xy(q.point);
    t.xy(q.ray.p1).xy(q.ray.p2).real(q.ray.maxFraction).real(q.density);
    for (const v of q.other) t.real(v);
    if (q.aabbInput === undefined) return t.int(0).line();
    t.int(1);
    for (const v of q.aabbInput) t.real(v);
    return t.line();
  },
  ours({ query }, precision) {
    // Reused: the query families build polygons only with Set and SetAsBox, whose radius stays a
    // new polygon's, and every other shape is set whole by its build.
    let runner = runners.get(precision);
    if (runner === undefined) runners.set(precision, (runner = new B2CollideShapeRunner(precision.lib)));
    const values = runner.run(query);
    const t = new Tokens(precision);
    values.forEach((v, k) => (BOOLEAN_VALUES.has(k) ? t.int(v) : t.real(v)));
    return t.parts;
  },
  touching: (tokens) => tokens[HIT] === '1',
  field: (k) => QUERY_FIELDS[k] ?? `word ${k}`,
};
