// The allocation check for the helper functions the issue names besides b2CollidePolygons:
// b2FindMaxSeparation, b2FindIncidentEdge, b2ClipSegmentToLine, b2WorldManifold.Initialize,
// b2GetPointStates, and the distance queries b2Distance, b2TestOverlap and b2ShapeCast. Each runs over the
// mixed polygon corpus, through the same measurement as the collide check (alloc_check.ts).

import * as b2 from 'b2collide';
import { measureAllocation, type Allocation } from './alloc_check';
import type { Runner } from './adapters/adapter_types';
import { b2Polygon as polygon, b2Xf as transform } from './adapters/engine_shapes';
import type { PolygonPair } from './pair_types';

/** One runner per function, each calling it once per pair of the corpus in pass(). */
function functionRunners(pairs: readonly PolygonPair[]): { name: string; runner: Runner }[] {
  const n = pairs.length;
  const shapesA = pairs.map((p) => polygon(p.a));
  const shapesB = pairs.map((p) => polygon(p.b));
  const xfsA = pairs.map((p) => transform(p.xfA));
  const xfsB = pairs.map((p) => transform(p.xfB));
  // Each pair's manifold, computed once, for the functions that read manifolds.
  const manifolds = pairs.map((_, i) => {
    const m = new b2.b2Manifold();
    b2.b2CollidePolygons(m, shapesA[i], xfsA[i], shapesB[i], xfsB[i]);
    return m;
  });

  const edgeIndex = [0];
  const incident = [new b2.b2ClipVertex(), new b2.b2ClipVertex()];
  const clipped = [new b2.b2ClipVertex(), new b2.b2ClipVertex()];
  const clipNormal = new b2.b2Vec2(1, 0);
  const world = new b2.b2WorldManifold();
  const state1: b2.b2PointState[] = [0, 0];
  const state2: b2.b2PointState[] = [0, 0];
  const input = new b2.b2DistanceInput();
  input.useRadii = true;
  const cache = new b2.b2SimplexCache();
  const output = new b2.b2DistanceOutput();
  const castInput = new b2.b2ShapeCastInput();
  const castOutput = new b2.b2ShapeCastOutput();

  const run = (body: (i: number) => number): Runner => ({
    pass() {
      let sum = 0;
      for (let i = 0; i < n; ++i) sum += body(i);
      return sum;
    },
    one: body,
  });

  return [
    { name: 'b2FindMaxSeparation', runner: run((i) => (b2.b2FindMaxSeparation(edgeIndex, shapesA[i], xfsA[i], shapesB[i], xfsB[i]) > 0 ? 1 : 0)) },
    {
      name: 'b2FindIncidentEdge',
      runner: run((i) => {
        b2.b2FindIncidentEdge(incident, shapesA[i], xfsA[i], i % shapesA[i].m_count, shapesB[i], xfsB[i]);
        return incident[0].id.cf.indexB;
      }),
    },
    {
      name: 'b2ClipSegmentToLine',
      runner: run((i) => {
        b2.b2FindIncidentEdge(incident, shapesA[i], xfsA[i], 0, shapesB[i], xfsB[i]);
        // A plane through the incident edge's midpoint, so every branch of the clip is taken.
        const offset = 0.5 * (incident[0].v.x + incident[1].v.x) + (i % 3) - 1;
        return b2.b2ClipSegmentToLine(clipped, incident, clipNormal, offset, i & 7);
      }),
    },
    {
      name: 'b2WorldManifold.Initialize',
      runner: run((i) => {
        // The radii read from the shapes, as a solver does: Initialize is a small wrapper V8
        // inlines, so the doubles are not boxed on the way in.
        world.Initialize(manifolds[i], xfsA[i], shapesA[i].m_radius, xfsB[i], shapesB[i].m_radius);
        return manifolds[i].pointCount;
      }),
    },
    {
      name: 'b2GetPointStates',
      runner: run((i) => {
        b2.b2GetPointStates(state1, state2, manifolds[i], manifolds[(i + 1) % n]);
        return state1[0] + state2[0];
      }),
    },
    {
      name: 'b2Distance',
      runner: run((i) => {
        input.proxyA.Set(shapesA[i], 0);
        input.proxyB.Set(shapesB[i], 0);
        input.transformA.Copy(xfsA[i]);
        input.transformB.Copy(xfsB[i]);
        cache.count = 0;
        b2.b2Distance(output, cache, input);
        return output.iterations;
      }),
    },
    { name: 'b2TestOverlap', runner: run((i) => (b2.b2TestOverlap(shapesA[i], 0, shapesB[i], 0, xfsA[i], xfsB[i]) ? 1 : 0)) },
    {
      name: 'b2ShapeCast',
      runner: run((i) => {
        castInput.proxyA.Set(shapesA[i], 0);
        castInput.proxyB.Set(shapesB[i], 0);
        castInput.transformA.Copy(xfsA[i]);
        castInput.transformB.Copy(xfsB[i]);
        // B swept through A's position and beyond, so casts hit and miss.
        castInput.translationB.Set(2 * (xfsA[i].p.x - xfsB[i].p.x), 2 * (xfsA[i].p.y - xfsB[i].p.y));
        return b2.b2ShapeCast(castOutput, castInput) ? 1 : 0;
      }),
    },
  ];
}

/** Warms each function up, then measures >= `calls` calls of it. */
export async function measureFunctionAllocations(pairs: readonly PolygonPair[], calls: number): Promise<{ engine: string; allocation: Allocation }[]> {
  const rows: { engine: string; allocation: Allocation }[] = [];
  const passes = Math.ceil(calls / pairs.length);
  for (const { name, runner } of functionRunners(pairs)) {
    for (let w = 0; w < 200; ++w) runner.pass();
    rows.push({ engine: name, allocation: await measureAllocation(runner, passes, pairs.length) });
  }
  return rows;
}
