// Runners for bench/ab_main.ts and bench/count_main.ts beyond the colliders: the shape queries
// (ComputeAABB, RayCast, TestPoint, ComputeMass of each of the four shapes), b2TimeOfImpact,
// b2Distance, b2ShapeCast, b2TestOverlap and b2WorldManifold.Initialize, on one build of b2collide.
// Each pass is compiled with new Function per runner, so every timed call site sees one function
// of one build (as ab_runners.ts does for the colliders): a site that has seen two builds' methods
// inlines neither and would time a megamorphic call instead of the function.

import type { Runner } from './adapters/adapter_types';
import { libShapes, type Lib } from './adapters/lib_shapes';
import { buildPolygonFamilies } from './polygon_pairs';
import { queryCorpus, type QueryItem } from './shapes/corpus';
import { caseRng } from '../compare/runner/campaign';
import { proxyData, type SweepData, type TOIPairInput } from '../compare/toi/toi-input';
import { toiFamilies } from '../compare/toi/toi-families';

const shapeKinds = ['polygon', 'circle', 'edge', 'chain'] as const;
const queries = { aabb: 'ComputeAABB', ray: 'RayCast', point: 'TestPoint', mass: 'ComputeMass' } as const;

/** Every family this file times: `aabb-polygon` ... `mass-chain`, then the distance functions. */
export const queryFamilyNames: readonly string[] = [
  ...Object.keys(queries).flatMap((q) => shapeKinds.map((k) => `${q}-${k}`)),
  'toi',
  'distance',
  'shapecast',
  'overlap',
  'initialize',
];

/** The body of a pass over i < n; the arguments are named f, s, t, x, y, a, o, c. */
const bodies: Readonly<Record<string, string>> = {
  aabb: 's[i].ComputeAABB(o, x[i], 0); if (o.lowerBound.x <= o.upperBound.x) ++r;',
  ray: 'if (s[i].RayCast(o, a[i], x[i], 0)) ++r;',
  point: 'if (s[i].TestPoint(x[i], a[i])) ++r;',
  mass: 's[i].ComputeMass(o, a[i]); if (o.mass >= 0) ++r;',
  toi: 'f(o, a[i]); r += o.state;',
  distance: 'c.count = 0; f(o, c, a[i]); r += o.iterations;',
  shapecast: 'if (f(o, a[i])) ++r;',
  overlap: 'if (f(s[i], 0, t[i], 0, x[i], y[i])) ++r;',
  initialize: 'o.Initialize(a[i], x[i], s[i].m_radius, y[i], t[i].m_radius); r += a[i].pointCount;',
};

type Pass = (f: unknown, s: unknown[], t: unknown[], x: unknown[], y: unknown[], a: unknown[], o: unknown, c: unknown) => number;

function makePass(body: string, n: number): Pass {
  // A fresh function per runner: its own feedback (see the file comment).
  return new Function('f', 's', 't', 'x', 'y', 'a', 'o', 'c', `let r = 0; for (let i = 0; i < ${n}; ++i) { ${body} } return r;`) as Pass;
}

interface Args {
  f?: unknown;
  s?: unknown[];
  t?: unknown[];
  x?: unknown[];
  y?: unknown[];
  a?: unknown[];
  o?: unknown;
  c?: unknown;
}

function runner(body: string, n: number, v: Args): Runner {
  const pass = makePass(body, n);
  const one = makePass(body, 1);
  const args = [v.f, v.s ?? [], v.t ?? [], v.x ?? [], v.y ?? [], v.a ?? [], v.o, v.c] as const;
  return {
    pass: () => pass(...args),
    // One call of item j: the arrays sliced to it (only the agreement check uses this).
    one: (j) => one(args[0], ...(args.slice(1, 6) as unknown[][]).map((xs) => xs.slice(j, j + 1)) as [unknown[], unknown[], unknown[], unknown[], unknown[]], args[6], args[7]),
  };
}

/** The shape-query corpus of one kind: bench:shapes's items (chains made from its edges). */
function itemsOf(kind: string, n: number, seed: number): QueryItem[] {
  const wanted = kind === 'chain' ? 'edge' : kind;
  const out: QueryItem[] = [];
  for (let size = 4 * n; out.length < n; size *= 2) {
    out.length = 0;
    for (const it of queryCorpus(size, seed)) if (it.shape.kind === wanted && out.length < n) out.push(it);
  }
  return out;
}

function loadSweep(sweep: InstanceType<Lib['b2Sweep']>, s: SweepData): void {
  sweep.localCenter.Set(s.localCenter[0], s.localCenter[1]);
  sweep.c0.Set(s.c0[0], s.c0[1]);
  sweep.c.Set(s.c[0], s.c[1]);
  sweep.a0 = s.a0;
  sweep.a = s.a;
  sweep.alpha0 = s.alpha0;
}

/** bench:toi's corpus: every TOI family but toi-apart in turn. */
function toiCases(n: number, seed: number): TOIPairInput[] {
  const families = toiFamilies.filter((f) => f.name !== 'toi-apart');
  return Array.from({ length: n }, (_, i) => families[i % families.length].generate(caseRng(seed, families[i % families.length].name, i)));
}

/**
 * A runner of `family` (one of queryFamilyNames) on `lib`, over n items, or undefined when the
 * build lacks the function (an older base). `round`: Math.fround for the float32 twin (libShapes).
 */
export function queryRunner(lib: Lib, family: string, n: number, seed: number, round?: (x: number) => number): Runner | undefined {
  const make = libShapes(lib, round);
  const [query, kind] = family.split('-');
  if (kind !== undefined) {
    const items = itemsOf(kind, n, seed);
    const shapes = items.map((it): unknown => {
      const s = it.shape;
      if (s.kind === 'polygon') return make.polygon(s.data);
      if (s.kind === 'circle') return make.circle(s.data);
      if (kind === 'edge') return make.edge(s.data);
      const [x0, y0, x1, y1, x2, y2, x3, y3] = s.data.v;
      return new lib.b2ChainShape().CreateChain([{ x: x1, y: y1 }, { x: x2, y: y2 }], 2, { x: x0, y: y0 }, { x: x3, y: y3 });
    });
    const xfs = items.map((it) => make.xf(it.pose));
    const b = bodies[query];
    switch (query) {
      case 'aabb':
        return runner(b, n, { s: shapes, x: xfs, o: new lib.b2AABB() });
      case 'ray': {
        const inputs = items.map((it) => {
          const input = new lib.b2RayCastInput();
          input.p1.Set(it.ray[0], it.ray[1]);
          input.p2.Set(it.ray[2], it.ray[3]);
          input.maxFraction = it.ray[4];
          return input;
        });
        return runner(b, n, { s: shapes, x: xfs, a: inputs, o: new lib.b2RayCastOutput() });
      }
      case 'point': {
        // Each ray's midpoint: inside some shapes, outside others.
        const points = items.map((it) => new lib.b2Vec2(0.5 * (it.ray[0] + it.ray[2]), 0.5 * (it.ray[1] + it.ray[3])));
        return runner(b, n, { s: shapes, x: xfs, a: points });
      }
      case 'mass':
        return runner(b, n, { s: shapes, a: items.map((_, i) => 1 + (i % 3)), o: new lib.b2MassData() });
    }
    throw new Error(`no query family ${family}`);
  }
  if (family === 'toi') {
    if (lib.b2TimeOfImpact === undefined) return undefined;
    const inputs = toiCases(n, seed).map((c) => {
      const input = new lib.b2TOIInput();
      const a = proxyData(c.shapeA);
      const pb = proxyData(c.shapeB);
      input.proxyA.Set(a.points.map(([x, y]) => new lib.b2Vec2(x, y)), a.points.length, a.radius);
      input.proxyB.Set(pb.points.map(([x, y]) => new lib.b2Vec2(x, y)), pb.points.length, pb.radius);
      loadSweep(input.sweepA, c.sweepA);
      loadSweep(input.sweepB, c.sweepB);
      input.tMax = c.tMax;
      return input;
    });
    return runner(bodies.toi, n, { f: lib.b2TimeOfImpact, a: inputs, o: new lib.b2TOIOutput() });
  }
  const mixed = buildPolygonFamilies(n, seed).find((f) => f.name === 'mixed');
  if (mixed === undefined) throw new Error('ab_queries: no mixed polygon family');
  const pairs = mixed.pairs;
  const shapesA = pairs.map((p) => make.polygon(p.a));
  const shapesB = pairs.map((p) => make.polygon(p.b));
  const xfsA = pairs.map((p) => make.xf(p.xfA));
  const xfsB = pairs.map((p) => make.xf(p.xfB));
  const m = pairs.length;
  switch (family) {
    case 'distance': {
      const inputs = pairs.map((_, i) => {
        const input = new lib.b2DistanceInput();
        input.proxyA.Set(shapesA[i], 0);
        input.proxyB.Set(shapesB[i], 0);
        input.transformA.Copy(xfsA[i]);
        input.transformB.Copy(xfsB[i]);
        input.useRadii = true;
        return input;
      });
      return runner(bodies.distance, m, { f: lib.b2Distance, a: inputs, o: new lib.b2DistanceOutput(), c: new lib.b2SimplexCache() });
    }
    case 'shapecast': {
      if (lib.b2ShapeCast === undefined) return undefined;
      const inputs = pairs.map((p, i) => {
        const input = new lib.b2ShapeCastInput();
        input.proxyA.Set(shapesA[i], 0);
        input.proxyB.Set(shapesB[i], 0);
        input.transformA.Copy(xfsA[i]);
        input.transformB.Copy(xfsB[i]);
        // Twice the way to A's origin, so that most casts hit (alloc_functions.ts's castTranslations).
        input.translationB.Set(2 * (p.xfA.px - p.xfB.px), 2 * (p.xfA.py - p.xfB.py));
        return input;
      });
      return runner(bodies.shapecast, m, { f: lib.b2ShapeCast, a: inputs, o: new lib.b2ShapeCastOutput() });
    }
    case 'overlap':
      return runner(bodies.overlap, m, { f: lib.b2TestOverlap, s: shapesA, t: shapesB, x: xfsA, y: xfsB });
    case 'initialize': {
      const manifolds = pairs.map((_, i) => {
        const mi = new lib.b2Manifold();
        lib.b2CollidePolygons(mi, shapesA[i], xfsA[i], shapesB[i], xfsB[i]);
        return mi;
      });
      return runner(bodies.initialize, m, { s: shapesA, t: shapesB, x: xfsA, y: xfsB, a: manifolds, o: new lib.b2WorldManifold() });
    }
  }
  throw new Error(`no query family ${family}`);
}
