// The pair types a user's engine is compared on: each manifold pair type of the harness whose
// function the engine has, with the engine as the peer. The reference is Box2D's algorithm as
// b2collide computes it: the float64 build, or for a float32 port (adapter.float32) b2collide/f32,
// which is Box2D bit for bit; a float32 port's inputs are rounded to float32 for both sides.
// Classification, margins and drawings are the pair type's own; the known differences are the
// user's to find, so none are listed.

import * as F32 from 'b2collide/f32';
import * as F64 from 'b2collide';
import type { ManifoldResult } from '../case/manifold-result';
import type { CircleData, EdgeData, PolygonData } from '../case/shapes';
import type { TransformData } from '../case/transform';
import { polygonPairCore } from '../polygon/pair-core';
import { circleCirclePairCore, edgeCirclePairCore, edgePolygonPairCore, polygonCirclePairCore } from '../round/pair-cores';
import type { AnyPairType, Engine, PairCore } from '../runner/types';
import type { CollideFunction, EngineAdapter, PlainManifold, PlainShape, PlainTransform, PlainXY } from './adapter';
import { box2dNamesAdapter } from './box2d-names';

type Lib = typeof F64;

/** Each pair type's input as the adapter's plain arguments (shape A first, as Box2D orders it). */
interface Plain {
  a: PlainShape;
  xfA: PlainTransform;
  b: PlainShape;
  xfB: PlainTransform;
}

const polygon = (d: PolygonData): PlainShape => ({ type: 'polygon', vertices: d.vertices, normals: d.normals, centroid: d.centroid, radius: d.radius });
const circle = (d: CircleData): PlainShape => ({ type: 'circle', p: d.p, radius: d.radius });
const edge = (d: EdgeData): PlainShape => ({ type: 'edge', v0: d.v0, v1: d.v1, v2: d.v2, v3: d.v3, oneSided: d.oneSided });
const transform = (t: TransformData): PlainTransform => ({ p: t.p, q: t.q });

interface Base<I> {
  readonly pairType: PairCore<I, ManifoldResult>;
  readonly fn: CollideFunction;
  readonly plain: (input: I) => Plain;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one list of differently typed pair types
const BASES: readonly Base<any>[] = [
  { pairType: polygonPairCore, fn: 'collidePolygons', plain: (i) => ({ a: polygon(i.polyA), xfA: transform(i.xfA), b: polygon(i.polyB), xfB: transform(i.xfB) }) },
  { pairType: circleCirclePairCore, fn: 'collideCircles', plain: (i) => ({ a: circle(i.circleA), xfA: transform(i.xfA), b: circle(i.circleB), xfB: transform(i.xfB) }) },
  { pairType: polygonCirclePairCore, fn: 'collidePolygonAndCircle', plain: (i) => ({ a: polygon(i.polygonA), xfA: transform(i.xfA), b: circle(i.circleB), xfB: transform(i.xfB) }) },
  { pairType: edgeCirclePairCore, fn: 'collideEdgeAndCircle', plain: (i) => ({ a: edge(i.edgeA), xfA: transform(i.xfA), b: circle(i.circleB), xfB: transform(i.xfB) }) },
  { pairType: edgePolygonPairCore, fn: 'collideEdgeAndPolygon', plain: (i) => ({ a: edge(i.edgeA), xfA: transform(i.xfA), b: polygon(i.polygonB), xfB: transform(i.xfB) }) },
];

/** Every number in a value rounded to float32, -0 kept. */
function rounded<T>(value: T): T {
  if (typeof value === 'number') return Math.fround(value) as T;
  if (Array.isArray(value)) return value.map(rounded) as T;
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rounded(v)])) as T;
  return value;
}

function radiusOf(lib: Lib, s: PlainShape): number {
  return s.type === 'edge' ? lib.b2_polygonRadius : s.radius;
}

/** The world manifold of a plain manifold, by the library's b2WorldManifold, for engines that give none. */
function worldOf(lib: Lib, m: PlainManifold, args: Plain): NonNullable<PlainManifold['world']> {
  const manifold = new lib.b2Manifold();
  manifold.pointCount = m.pointCount;
  manifold.type = m.type as F64.b2ManifoldType;
  manifold.localNormal.Set(m.localNormal[0], m.localNormal[1]);
  manifold.localPoint.Set(m.localPoint[0], m.localPoint[1]);
  m.points.forEach((p, i) => manifold.points[i].localPoint.Set(p.localPoint[0], p.localPoint[1]));
  const xf = (t: PlainTransform) => new lib.b2Transform().SetPositionSinCos(t.p[0], t.p[1], t.q[0], t.q[1]);
  const world = new lib.b2WorldManifold();
  world.Initialize(manifold, xf(args.xfA), radiusOf(lib, args.a), xf(args.xfB), radiusOf(lib, args.b));
  return {
    normal: [world.normal.x, world.normal.y],
    points: m.points.map((_, i) => [world.points[i].x, world.points[i].y] as PlainXY),
    separations: m.points.map((_, i) => world.separations[i]),
  };
}

function toResult(lib: Lib, m: PlainManifold, args: Plain): ManifoldResult {
  const n = m.pointCount;
  const world = n === 0 ? { normal: [0, 0] as PlainXY, points: [], separations: [] } : (m.world ?? worldOf(lib, m, args));
  return {
    pointCount: n,
    type: m.type,
    localNormal: m.localNormal,
    localPoint: m.localPoint,
    points: m.points.slice(0, n).map((p) => ({ localPoint: p.localPoint, indexA: p.indexA, indexB: p.indexB, typeA: p.typeA, typeB: p.typeB })),
    world: { normal: world.normal, points: world.points.slice(0, n), separations: world.separations.slice(0, n) },
  };
}

function engine<I>(adapter: EngineAdapter, base: Base<I>, lib: Lib, float32: boolean): Engine<I, ManifoldResult> {
  const collide = adapter[base.fn] as (a: PlainShape, xfA: PlainTransform, b: PlainShape, xfB: PlainTransform) => PlainManifold;
  return {
    name: adapter.name,
    run(input) {
      const args = float32 ? rounded(base.plain(input)) : base.plain(input);
      return toResult(lib, collide.call(adapter, args.a, args.xfA, args.b, args.xfB), args);
    },
  };
}

/** The pair types `adapter` is compared on (those whose function it has), peer = the adapter. */
export function userPairTypes(adapter: EngineAdapter): AnyPairType[] {
  const float32 = adapter.float32 === true;
  const lib = (float32 ? F32 : F64) as Lib;
  const reference = box2dNamesAdapter(lib, 'b2collide/f32');
  return BASES.filter((base) => typeof adapter[base.fn] === 'function').map((base) => ({
    ...base.pairType,
    reference: float32 ? engine(reference, base, lib, true) : base.pairType.reference,
    peer: engine(adapter, base, lib, float32),
    knownDifferences: [],
  }));
}
