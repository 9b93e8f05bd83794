// The shape-query bench corpus: the float64 shape-query families of the harness (compare/shape),
// polygons, circles and edges mixed (chains are left out: box2d-wasm's chain needs its own heap
// vertex array), converted to the plain numbers every engine's builder takes (bench/pair_types.ts,
// bench/round_pairs.ts) plus each case's ray.

import * as b2 from 'b2collide';
import type { B2Lib } from '../../compare/f32/b2collide-runner';
import { polygonData } from '../../compare/case/shapes';
import { Rng } from '../../compare/runner/rng';
import { builtPolygon } from '../../compare/shape/peer-engines';
import type { ShapeQueryCase } from '../../compare/shape/query-case';
import { shapeQueryFamilies } from '../../compare/shape/query-families';
import type { PolygonData } from '../../compare/case/shapes';
import type { PoseData } from '../pair_types';
import type { CircleData, EdgeData } from '../round_pairs';

export type QueryShape = { readonly kind: 'polygon'; readonly data: PolygonData } | { readonly kind: 'circle'; readonly data: CircleData } | { readonly kind: 'edge'; readonly data: EdgeData };

export interface QueryItem {
  readonly shape: QueryShape;
  readonly pose: PoseData;
  /** p1.x, p1.y, p2.x, p2.y, maxFraction. */
  readonly ray: readonly [number, number, number, number, number];
}

function shapeOf(c: ShapeQueryCase): QueryShape {
  const s = c.shape;
  switch (s.kind) {
    case 'circle':
      return { kind: 'circle', data: { x: s.p[0], y: s.p[1], radius: s.radius } };
    case 'edge':
      return { kind: 'edge', data: { v: [...s.v0, ...s.v1, ...s.v2, ...s.v3], oneSided: s.oneSided } };
    case 'chain':
      throw new Error('chains are not in the bench corpus');
    default: {
      const d = polygonData(builtPolygon(s));
      return { kind: 'polygon', data: d };
    }
  }
}

/** `count` cases, cycling through the hull, box, circle, edge and far families, seeded. */
export function queryCorpus(count: number, seed: number): QueryItem[] {
  const families = shapeQueryFamilies(b2 as unknown as B2Lib, (x) => x, 'bench-').filter((f) => /hulls|boxes|circles|edges|far/.test(f.name));
  const items: QueryItem[] = [];
  for (let i = 0; items.length < count; ++i) {
    const k = i % families.length;
    const c = families[k].generate(new Rng(seed, k, i));
    if (c.shape.kind === 'chain') continue;
    items.push({ shape: shapeOf(c), pose: { px: c.xf.p[0], py: c.xf.p[1], s: c.xf.q[0], c: c.xf.q[1] }, ray: [c.ray.p1[0], c.ray.p1[1], c.ray.p2[0], c.ray.p2[1], c.ray.maxFraction] });
  }
  return items;
}
