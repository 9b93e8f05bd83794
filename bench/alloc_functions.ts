// The allocation check of b2collide's hot functions on the mixed polygon corpus: b2CollidePolygons,
// the helpers the issue names besides it (b2FindMaxSeparation, b2FindIncidentEdge,
// b2ClipSegmentToLine, b2WorldManifold.Initialize, b2GetPointStates, b2WarmStartManifold) and the distance queries
// (b2Distance cold and with a warm cache, b2TestOverlap, b2ShapeCast), each through the same
// measurement as the collide check (alloc_check.ts). `npm run bench` runs it on the float64 build
// in its own process; bench/f32_alloc.ts runs it on each build in a child process of its own and
// adds the circle, edge and all-kinds rows. One build per process: every runner below is its own
// closure literal, and a call site in it that has seen two builds' functions inlines neither.

import type { Runner } from './adapters/adapter_types';
import { libShapes, type Lib } from './adapters/lib_shapes';
import { measureAllocation, type Allocation } from './alloc_check';
import type { PolygonPair, PoseData } from './pair_types';

export interface FunctionRunner {
  readonly name: string;
  /** Calls per pass. */
  readonly n: number;
  readonly runner: Runner;
}

/** A runner whose pass() calls body(i) for every i < n. */
export function run(n: number, body: (i: number) => number): Runner {
  return {
    pass() {
      let sum = 0;
      for (let i = 0; i < n; ++i) sum += body(i);
      return sum;
    },
    one: body,
  };
}

/**
 * One runner per function of `lib`, each calling it once per pair in pass(), in the order the
 * tables print them. `round` is Math.fround for the float32 twin (see libShapes).
 */
export function polygonFunctionRunners(lib: Lib, pairs: readonly PolygonPair[], round?: (x: number) => number): FunctionRunner[] {
  const make = libShapes(lib, round);
  const n = pairs.length;
  const shapesA = pairs.map((p) => make.polygon(p.a));
  const shapesB = pairs.map((p) => make.polygon(p.b));
  const xfsA = pairs.map((p) => make.xf(p.xfA));
  const xfsB = pairs.map((p) => make.xf(p.xfB));
  const manifold = new lib.b2Manifold();
  // Each pair's manifold, computed once, for the functions that read manifolds.
  const manifolds = pairs.map((_, i) => {
    const m = new lib.b2Manifold();
    lib.b2CollidePolygons(m, shapesA[i], xfsA[i], shapesB[i], xfsB[i]);
    return m;
  });

  const edgeIndex = [0];
  const incident = [new lib.b2ClipVertex(), new lib.b2ClipVertex()];
  const clipped = [new lib.b2ClipVertex(), new lib.b2ClipVertex()];
  const clipNormal = new lib.b2Vec2(1, 0);
  const world = new lib.b2WorldManifold();
  const copyTarget = new lib.b2Manifold();
  const state1: number[] = [0, 0];
  const state2: number[] = [0, 0];
  const input = new lib.b2DistanceInput();
  input.useRadii = true;
  const cache = new lib.b2SimplexCache();
  const output = new lib.b2DistanceOutput();
  // Pair i into the distance input (one input class and polygons only, so one helper serves the
  // cold and warm rows; b2ShapeCastInput, another class, keeps its own lines).
  const setInput = (i: number): void => {
    input.proxyA.Set(shapesA[i], 0);
    input.proxyB.Set(shapesB[i], 0);
    input.transformA.Copy(xfsA[i]);
    input.transformB.Copy(xfsB[i]);
  };
  // One warm cache per pair, filled by a first b2Distance, so ReadCache's metric path runs.
  const caches = pairs.map((_, i) => {
    const c = new lib.b2SimplexCache();
    setInput(i);
    lib.b2Distance(output, c, input);
    return c;
  });
  const castInput = new lib.b2ShapeCastInput();
  const castOutput = new lib.b2ShapeCastOutput();
  const translations = castTranslations(lib, pairs);

  return [
    { name: 'b2CollidePolygons', n, runner: run(n, (i) => (lib.b2CollidePolygons(manifold, shapesA[i], xfsA[i], shapesB[i], xfsB[i]), manifold.pointCount)) },
    { name: 'b2FindMaxSeparation', n, runner: run(n, (i) => (lib.b2FindMaxSeparation(edgeIndex, shapesA[i], xfsA[i], shapesB[i], xfsB[i]) > 0 ? 1 : 0)) },
    {
      name: 'b2FindIncidentEdge',
      n,
      runner: run(n, (i) => {
        lib.b2FindIncidentEdge(incident, shapesA[i], xfsA[i], i % shapesA[i].m_count, shapesB[i], xfsB[i]);
        return incident[0].id.cf.indexB;
      }),
    },
    {
      // The offset is a double the caller computes: where V8 does not inline the call, the caller
      // boxes it (the C++ signature takes a float), and this row counts that.
      name: 'b2ClipSegmentToLine',
      n,
      runner: run(n, (i) => {
        lib.b2FindIncidentEdge(incident, shapesA[i], xfsA[i], 0, shapesB[i], xfsB[i]);
        // A plane through the incident edge's midpoint, so every branch of the clip is taken.
        const offset = 0.5 * (incident[0].v.x + incident[1].v.x) + (i % 3) - 1;
        return lib.b2ClipSegmentToLine(clipped, incident, clipNormal, offset, i & 7);
      }),
    },
    {
      name: 'b2WorldManifold.Initialize',
      n,
      runner: run(n, (i) => {
        // The radii read from the shapes, as a solver does: Initialize is a small wrapper V8
        // inlines, so the doubles are not boxed on the way in.
        world.Initialize(manifolds[i], xfsA[i], shapesA[i].m_radius, xfsB[i], shapesB[i].m_radius);
        return manifolds[i].pointCount;
      }),
    },
    {
      name: 'b2GetPointStates',
      n,
      runner: run(n, (i) => {
        lib.b2GetPointStates(state1, state2, manifolds[i], manifolds[(i + 1) % n]);
        return state1[0] + state2[0];
      }),
    },
    {
      // Pair i's manifold as the new one and pair i + 1's as the old: keys match in some pairs and
      // not in others, so both the copy and the zeroing run.
      name: 'b2WarmStartManifold',
      n,
      runner: run(n, (i) => {
        lib.b2WarmStartManifold(manifolds[(i + 1) % n], manifolds[i]);
        return manifolds[i].pointCount;
      }),
    },
    {
      // Pair i's manifold copied into one scratch manifold (every point, as C++'s assignment does).
      name: 'b2Manifold.Copy',
      n,
      runner: run(n, (i) => {
        copyTarget.Copy(manifolds[i]);
        return copyTarget.pointCount;
      }),
    },
    {
      name: 'b2Distance (cold)',
      n,
      runner: run(n, (i) => {
        setInput(i);
        cache.count = 0;
        lib.b2Distance(output, cache, input);
        return output.iterations;
      }),
    },
    {
      name: 'b2Distance (warm cache)',
      n,
      runner: run(n, (i) => {
        setInput(i);
        lib.b2Distance(output, caches[i], input);
        return output.iterations;
      }),
    },
    { name: 'b2TestOverlap', n, runner: run(n, (i) => (lib.b2TestOverlap(shapesA[i], 0, shapesB[i], 0, xfsA[i], xfsB[i]) ? 1 : 0)) },
    {
      name: 'b2ShapeCast',
      n,
      runner: run(n, (i) => {
        castInput.proxyA.Set(shapesA[i], 0);
        castInput.proxyB.Set(shapesB[i], 0);
        castInput.transformA.Copy(xfsA[i]);
        castInput.transformB.Copy(xfsB[i]);
        castInput.translationB.Copy(translations[i]);
        return lib.b2ShapeCast(castOutput, castInput) ? 1 : 0;
      }),
    },
  ];
}

/** Each pair's shape-cast translation of B: twice the way to A's origin, so most casts hit. */
export function castTranslations(lib: Lib, pairs: readonly { readonly xfA: PoseData; readonly xfB: PoseData }[]): InstanceType<Lib['b2Vec2']>[] {
  return pairs.map((p) => new lib.b2Vec2(2 * (p.xfA.px - p.xfB.px), 2 * (p.xfA.py - p.xfB.py)));
}

/** Warms each runner up, then measures >= `calls` calls of it. */
export async function measureRunners(list: readonly FunctionRunner[], calls: number): Promise<{ engine: string; allocation: Allocation }[]> {
  const rows: { engine: string; allocation: Allocation }[] = [];
  for (const { name, n, runner } of list) {
    for (let w = 0; w < 200; ++w) runner.pass();
    rows.push({ engine: name, allocation: await measureAllocation(runner, Math.ceil(calls / n), n) });
  }
  return rows;
}

/** npm run bench's check of `lib`'s functions besides b2CollidePolygons, which it measures with the engines. */
export function measureFunctionAllocations(lib: Lib, pairs: readonly PolygonPair[], calls: number): Promise<{ engine: string; allocation: Allocation }[]> {
  return measureRunners(polygonFunctionRunners(lib, pairs).filter((f) => f.name !== 'b2CollidePolygons'), calls);
}
