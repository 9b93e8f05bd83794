// The manifold kind: every collide function (polygons, circles, polygon-circle, edge-circle,
// edge-polygon), the world manifold, b2TestOverlap and the shapes as built (Set hulls, SetAsBox
// with and without angle, chains' child edges), on the float32 harness's cases (compare/f32/) and on
// every float64 manifold family's cases. b2collide's side is compare/f32/b2collide-runner.ts.

import { B2CollideRunner } from '../f32/b2collide-runner';
import { INTEGER_WORDS, RESULT_FIELDS, RESULT_WORDS, type PairCase, type ShapeSpec } from '../f32/cases';
import { F32_FAMILIES } from '../f32/families';
import type { CircleData, EdgeData, PolygonData } from '../case/shapes';
import type { TransformData } from '../case/transform';
import { polygonFamilies } from '../polygon/families';
import { circleCircleFamilies, edgeCircleFamilies, edgePolygonFamilies, polygonCircleFamilies } from '../round/families';
import type { Family } from '../runner/types';
import { drawFrom, type NativeKind, type SubFamily } from './kind';
import { roundDeep, type Precision } from './precision';
import { Tokens } from './tokens';

export interface ManifoldCase {
  readonly family: string;
  readonly pair: PairCase;
}

const polygon = (d: PolygonData): ShapeSpec => ({ kind: 'polygon-raw', vertices: d.vertices, normals: d.normals, centroid: d.centroid, radius: d.radius });
const circle = (d: CircleData): ShapeSpec => ({ kind: 'circle', p: d.p, radius: d.radius });
const edge = (d: EdgeData): ShapeSpec => ({ kind: 'edge', v0: d.v0, v1: d.v1, v2: d.v2, v3: d.v3, oneSided: d.oneSided });

function pairs<I extends { xfA: TransformData; xfB: TransformData }>(families: readonly Family<I>[], shapes: (i: I) => [ShapeSpec, ShapeSpec]): SubFamily<PairCase>[] {
  return families.map((f) => ({
    name: f.name,
    generate: (rng) => {
      const input = f.generate(rng);
      const [a, b] = shapes(input);
      return { a, b, xfA: { p: input.xfA.p, q: input.xfA.q }, xfB: { p: input.xfB.p, q: input.xfB.q } };
    },
  }));
}

const SUB_FAMILIES: readonly SubFamily<PairCase>[] = [
  ...F32_FAMILIES.map((f) => ({ name: `f32-${f.name.replace('/', '-')}`, generate: f.make })),
  ...pairs(polygonFamilies, (i) => [polygon(i.polyA), polygon(i.polyB)]),
  ...pairs(circleCircleFamilies, (i) => [circle(i.circleA), circle(i.circleB)]),
  ...pairs(polygonCircleFamilies, (i) => [polygon(i.polygonA), circle(i.circleB)]),
  ...pairs(edgeCircleFamilies, (i) => [edge(i.edgeA), circle(i.circleB)]),
  ...pairs(edgePolygonFamilies, (i) => [edge(i.edgeA), polygon(i.polygonB)]),
];

/** Shape kinds b2native.cpp builds itself and then reports (count, vertices, normals, centroid, radius). */
const BUILT = new Set(['polygon-points', 'box']);

const runners = new Map<Precision, B2CollideRunner>();

/**
 * The precision's runner, its two polygons' radii set back to a new polygon's: b2native.cpp makes
 * fresh shapes for every request, and SetAsBox and Set keep the radius they find (a raw polygon
 * before them sets its own). Everything else a case reads, its own build sets.
 */
export function runnerFor(precision: Precision): B2CollideRunner {
  let runner = runners.get(precision);
  if (runner === undefined) runners.set(precision, (runner = new B2CollideRunner(precision.lib, precision.round)));
  const radius = new precision.lib.b2PolygonShape().m_radius;
  for (const slot of [0, 1] as const) (runner.buildShape(slot, RESET_BOX) as InstanceType<Precision['lib']['b2PolygonShape']>).m_radius = radius;
  return runner;
}

const RESET_BOX: ShapeSpec = { kind: 'box', hx: 1, hy: 1 };

export const manifoldKind: NativeKind<ManifoldCase> = {
  name: 'manifold',
  description: 'the five collide functions, b2WorldManifold::Initialize, b2TestOverlap and the polygons Set/SetAsBox built, on the float32 families and every float64 manifold family',
  generate(rng, precision) {
    const { family, input } = drawFrom(rng, SUB_FAMILIES);
    return { family, pair: roundDeep(input, precision.round) };
  },
  request(c, precision) {
    const t = new Tokens(precision).letter('M');
    return t.shape(c.pair.a).shape(c.pair.b).transform(c.pair.xfA).transform(c.pair.xfB).line();
  },
  ours(c, precision) {
    const runner = runnerFor(precision);
    const values = new Float64Array(RESULT_WORDS);
    runner.runValues(c.pair, values);
    const t = new Tokens(precision);
    for (let k = 0; k < RESULT_WORDS; ++k) {
      if (INTEGER_WORDS.has(k)) t.int(values[k] >>> 0);
      else t.real(values[k]);
    }
    ([c.pair.a, c.pair.b] as const).forEach((spec, slot) => {
      if (!BUILT.has(spec.kind)) return;
      const p = runner.buildShape(slot as 0 | 1, spec) as InstanceType<Precision['lib']['b2PolygonShape']>;
      t.int(p.m_count);
      for (let i = 0; i < p.m_count; ++i) t.real(p.m_vertices[i].x).real(p.m_vertices[i].y);
      for (let i = 0; i < p.m_count; ++i) t.real(p.m_normals[i].x).real(p.m_normals[i].y);
      t.real(p.m_centroid.x).real(p.m_centroid.y).real(p.m_radius);
    });
    return t.parts;
  },
  touching: (tokens) => tokens[15] !== '0',
  field: (k) => (k < RESULT_WORDS ? RESULT_FIELDS[k] : `built polygons, word ${k - RESULT_WORDS}`),
};
