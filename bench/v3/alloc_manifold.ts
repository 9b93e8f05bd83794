// The allocation check's collider rows: the twelve v3 colliders, each over every recorded case of
// its test/v3/vectors/manifold_*.json file (the C's own inputs) into one reused manifold, and
// b2CarryImpulsesById over the polygon cases' manifolds.

import { run, type FunctionRunner } from './alloc_runner';
import type { V3Lib } from './lib';
import { manifoldCases, manifoldShapes } from './vector_inputs';

type Manifold = InstanceType<V3Lib['b2Manifold']>;
type Xf = InstanceType<V3Lib['b2Transform']>;
type Cache = InstanceType<V3Lib['b2SimplexCache']>;

/** One row per collider, then b2CarryImpulsesById. */
export function manifoldRunners(lib: V3Lib): FunctionRunner[] {
  const { xf, shape } = manifoldShapes(lib);
  const list: FunctionRunner[] = [];
  const m = new lib.b2Manifold();

  // Each collider's loop is written out: one call site per function.
  const load = <A, B>(file: string) => {
    const cases = manifoldCases(file);
    return {
      n: cases.length,
      as: cases.map((c) => shape(c.shapeA) as A),
      bs: cases.map((c) => shape(c.shapeB) as B),
      xas: cases.map((c): Xf => xf(c.xfA)),
      xbs: cases.map((c): Xf => xf(c.xfB)),
      caches: cases.map((): Cache => new lib.b2SimplexCache()),
    };
  };
  type Circle = InstanceType<V3Lib['b2Circle']>;
  type Capsule = InstanceType<V3Lib['b2Capsule']>;
  type Segment = InstanceType<V3Lib['b2Segment']>;
  type Polygon = InstanceType<V3Lib['b2Polygon']>;
  type Chain = InstanceType<V3Lib['b2ChainSegment']>;
  {
    const d = load<Circle, Circle>('circles');
    list.push({ name: 'b2CollideCircles', n: d.n, runner: run(d.n, (i) => lib.b2CollideCircles(m, d.as[i], d.xas[i], d.bs[i], d.xbs[i]).pointCount) });
  }
  {
    const d = load<Capsule, Circle>('capsule_circle');
    list.push({ name: 'b2CollideCapsuleAndCircle', n: d.n, runner: run(d.n, (i) => lib.b2CollideCapsuleAndCircle(m, d.as[i], d.xas[i], d.bs[i], d.xbs[i]).pointCount) });
  }
  {
    const d = load<Segment, Circle>('segment_circle');
    list.push({ name: 'b2CollideSegmentAndCircle', n: d.n, runner: run(d.n, (i) => lib.b2CollideSegmentAndCircle(m, d.as[i], d.xas[i], d.bs[i], d.xbs[i]).pointCount) });
  }
  {
    const d = load<Polygon, Circle>('polygon_circle');
    list.push({ name: 'b2CollidePolygonAndCircle', n: d.n, runner: run(d.n, (i) => lib.b2CollidePolygonAndCircle(m, d.as[i], d.xas[i], d.bs[i], d.xbs[i]).pointCount) });
  }
  {
    const d = load<Capsule, Capsule>('capsules');
    list.push({ name: 'b2CollideCapsules', n: d.n, runner: run(d.n, (i) => lib.b2CollideCapsules(m, d.as[i], d.xas[i], d.bs[i], d.xbs[i]).pointCount) });
  }
  {
    const d = load<Segment, Capsule>('segment_capsule');
    list.push({ name: 'b2CollideSegmentAndCapsule', n: d.n, runner: run(d.n, (i) => lib.b2CollideSegmentAndCapsule(m, d.as[i], d.xas[i], d.bs[i], d.xbs[i]).pointCount) });
  }
  {
    const d = load<Polygon, Capsule>('polygon_capsule');
    list.push({ name: 'b2CollidePolygonAndCapsule', n: d.n, runner: run(d.n, (i) => lib.b2CollidePolygonAndCapsule(m, d.as[i], d.xas[i], d.bs[i], d.xbs[i]).pointCount) });
  }
  {
    const d = load<Polygon, Polygon>('polygons');
    list.push({ name: 'b2CollidePolygons', n: d.n, runner: run(d.n, (i) => lib.b2CollidePolygons(m, d.as[i], d.xas[i], d.bs[i], d.xbs[i]).pointCount) });
  }
  {
    const d = load<Segment, Polygon>('segment_polygon');
    list.push({ name: 'b2CollideSegmentAndPolygon', n: d.n, runner: run(d.n, (i) => lib.b2CollideSegmentAndPolygon(m, d.as[i], d.xas[i], d.bs[i], d.xbs[i]).pointCount) });
  }
  {
    const d = load<Chain, Circle>('chain_circle');
    list.push({ name: 'b2CollideChainSegmentAndCircle', n: d.n, runner: run(d.n, (i) => lib.b2CollideChainSegmentAndCircle(m, d.as[i], d.xas[i], d.bs[i], d.xbs[i]).pointCount) });
  }
  {
    // Each case keeps its own cache between calls, warm after the first, as a contact's is.
    const d = load<Chain, Capsule>('chain_capsule');
    // The float32 build still allocates on a few of these cases (0.27 B per call on average on
    // 2026-11-27): measured, not yet gated.
    list.push({ name: 'b2CollideChainSegmentAndCapsule', gate: false, n: d.n, runner: run(d.n, (i) => lib.b2CollideChainSegmentAndCapsule(m, d.as[i], d.xas[i], d.bs[i], d.xbs[i], d.caches[i]).pointCount) });
  }
  {
    const d = load<Chain, Polygon>('chain_polygon');
    list.push({ name: 'b2CollideChainSegmentAndPolygon', n: d.n, runner: run(d.n, (i) => lib.b2CollideChainSegmentAndPolygon(m, d.as[i], d.xas[i], d.bs[i], d.xbs[i], d.caches[i]).pointCount) });
  }
  {
    // Each polygon case's manifold carries impulses into the next case's.
    const d = load<Polygon, Polygon>('polygons');
    const manifolds = d.as.map((a, i): Manifold => lib.b2CollidePolygons(new lib.b2Manifold(), a, d.xas[i], d.bs[i], d.xbs[i]));
    const n = manifolds.length;
    list.push({ name: 'b2CarryImpulsesById', n, runner: run(n, (i) => lib.b2CarryImpulsesById(manifolds[i], manifolds[(i + 1) % n]).pointCount) });
  }
  return list;
}
