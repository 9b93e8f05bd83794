// Planted bugs for the harness's mutation tests (test/harness/mutants_*.test.ts): engines that are
// b2collide with one deliberate fault, put in a pair type's peer slot. The manifold ones go through
// the `--engine` contract (a module with Box2D's names, wrapped by box2dNamesAdapter and
// userPairTypes, as `--engine PATH` does); the others through the pair types' own machinery. A
// fault "only in near-tie geometry" is switched on where the harness's own trace of the case puts
// a decision margin below its epsilon, the cases the near-tie machinery could wrongly excuse.
// Nothing here computes an expected value: the tests assert the harness's verdict.

import * as F64 from 'b2collide';
import { b2Simplex, type b2SimplexCache } from '../../src/collision/b2_simplex';
import { b2DynamicTree } from '../../src/collision/b2_dynamic_tree';
import { familiesOf, type FamilyRef } from '../../compare/families';
import { runCampaign } from '../../compare/runner/campaign';
import { summarize } from '../../compare/report/summary';
import { formatVerdict } from '../../compare/report/table';
import { box2dNamesAdapter } from '../../compare/user-engine/box2d-names';
import { userPairTypes } from '../../compare/user-engine/pair-types';
import { tracePolygonDecisions } from '../../compare/polygon/margins';
import type { PolygonPairInput } from '../../compare/polygon/input';
import type { PolygonData } from '../../compare/case/shapes';
import { toiCorePairType } from '../../compare/toi/pair-toi-core';
import { b2collideTOIInput } from '../../compare/toi/engine-b2collide-toi';
import type { TOIResult } from '../../compare/toi/toi-input';
import { treeBox2dCorePairType } from '../../compare/tree/pair-tree-core';
import { B2collideDriver } from '../../compare/tree/drivers';
import { runTreeCase } from '../../compare/tree/run';
import { distanceBox2dcorePairType } from '../../compare/distance/pair-distance-box2dcore';
import { compareDistance, type DistancePeerRule } from '../../compare/distance/compare-distance';
import { b2collideDistanceEngine } from '../../compare/distance/engine-b2collide';
import { shapeF32PairType, type ShapeQueryResult } from '../../compare/shape/pair-shape-f32';
import { field } from '../../compare/shape/query-case';
import type { AnyPairType, Engine } from '../../compare/runner/types';
import { mutatedModule } from './mutate_module';

type Manifold = F64.b2Manifold;
type Xf = Readonly<F64.b2Transform>;
type Poly = Readonly<F64.b2PolygonShape>;
type Collide<S1, S2> = (m: Manifold, a: Readonly<S1>, xfA: Xf, b: Readonly<S2>, xfB: Xf) => void;

/** A planted bug: the families to run it on, each with the mutant as the peer. */
export interface Mutant {
  readonly name: string;
  /** The families the bug can show in (the pair types the mutant has), all of them run. */
  readonly families: () => FamilyRef[];
  /** Cases for the campaign, spread over the families. */
  readonly cases: number;
  /**
   * Margins (name prefixes) at which a disagreement of this bug may be excused: where the bug's
   * answer is what C++ itself gives on an input moved within the margin (the witness shows it), no
   * differential test can tell them apart. Empty for most: then nothing may be excused.
   */
  readonly indistinguishableAt?: readonly string[];
}

/** What the harness said about a mutant: its verdict line and where it found what. */
export interface MutantVerdict {
  readonly verdict: string;
  readonly unexplainedByFamily: Record<string, number>;
  readonly nearTies: number;
  /** The margins that excused them, with counts. */
  readonly nearTieMargins: Record<string, number>;
}

/** Runs a mutant's campaign (seed 1, this thread) and reads the verdict as the command prints it. */
export function judge(mutant: Mutant, seed = 1): MutantVerdict {
  const families = mutant.families();
  const result = runCampaign({ seed, families, start: 0, end: mutant.cases, maxRecords: 5 });
  const summary = summarize(seed, mutant.cases, 0, 0, families, result);
  const unexplainedByFamily: Record<string, number> = {};
  for (const row of summary.rows) if (row.outcomes.unexplained > 0) unexplainedByFamily[row.id] = row.outcomes.unexplained;
  const verdict = formatVerdict([summary]).filter((l) => /^(OK|FAIL)/.test(l))[0];
  return { verdict, unexplainedByFamily, nearTies: summary.total.outcomes['near-tie'], nearTieMargins: summary.total.nearTieMargins };
}

// ---- manifold mutants, through the --engine contract ----

/** b2collide's names with some collide functions replaced: an engine module as `--engine` loads it. */
function engineModule(name: string, replaced: Record<string, unknown>): FamilyRef[] {
  const mod = { ...F64, ...replaced };
  const adapter = box2dNamesAdapter(mod, name);
  // Only the pair types whose function was replaced: the others would only agree.
  const fns = Object.keys(replaced);
  const wanted = userPairTypes(adapter).filter((t) => fns.some((fn) => FUNCTION_OF[t.name] === fn));
  return familiesOf(wanted);
}

const FUNCTION_OF: Record<string, string> = {
  'polygon-polygon': 'b2CollidePolygons',
  'circle-circle': 'b2CollideCircles',
  'polygon-circle': 'b2CollidePolygonAndCircle',
  'edge-circle': 'b2CollideEdgeAndCircle',
  'edge-polygon': 'b2CollideEdgeAndPolygon',
};

/** A polygon shape as the harness's plain data (vertices and normals as Set built them). */
function polygonData(p: Poly): PolygonData {
  const vertices: [number, number][] = [];
  const normals: [number, number][] = [];
  for (let i = 0; i < p.m_count; ++i) {
    vertices.push([p.m_vertices[i].x, p.m_vertices[i].y]);
    normals.push([p.m_normals[i].x, p.m_normals[i].y]);
  }
  return { vertices, normals, centroid: [p.m_centroid.x, p.m_centroid.y], radius: p.m_radius };
}

/** The harness's own trace of a polygon pair's decisions. */
function trace(polyA: Poly, xfA: Xf, polyB: Poly, xfB: Xf): ReturnType<typeof tracePolygonDecisions> {
  const input: PolygonPairInput = {
    polyA: polygonData(polyA),
    xfA: { p: [xfA.p.x, xfA.p.y], q: [xfA.q.s, xfA.q.c] },
    polyB: polygonData(polyB),
    xfB: { p: [xfB.p.x, xfB.p.y], q: [xfB.q.s, xfB.q.c] },
  };
  return tracePolygonDecisions(input);
}

/** Whether the trace puts a side-plane clip below its epsilon: a point lies on a near-tie side plane. */
function clipNearTie(polyA: Poly, xfA: Xf, polyB: Poly, xfB: Xf): boolean {
  return trace(polyA, xfA, polyB, xfB).margins.some((m) => m.name.startsWith('clip') && m.value < m.epsilon);
}

/** Whether the trace puts any decision below its epsilon: near-tie geometry. */
function anyNearTie(polyA: Poly, xfA: Xf, polyB: Poly, xfB: Xf): boolean {
  return trace(polyA, xfA, polyB, xfB).margins.some((m) => m.value < m.epsilon);
}

const collidePolygons: Collide<F64.b2PolygonShape, F64.b2PolygonShape> = F64.b2CollidePolygons;

/** b2_collide_polygon.ts with one edit set, its b2CollidePolygons. */
function polygonModule(edits: readonly (readonly [string, string])[]): Collide<F64.b2PolygonShape, F64.b2PolygonShape> {
  return mutatedModule<{ b2CollidePolygons: Collide<F64.b2PolygonShape, F64.b2PolygonShape> }>('collision/b2_collide_polygon.ts', edits).b2CollidePolygons;
}

/** The reference face chosen as A's unless separationB > separationA, without the k_tol bias. */
const noKtol = polygonModule([['const flipThreshold = separationA + k_tol;', 'const flipThreshold = separationA;']]);

/** The first clip against side plane 2 and the second against side plane 1 (their order swapped). */
const swappedClips = polygonModule([
  ['const s1nx = -tangentX;\n  const s1ny = -tangentY;', 'const s1nx = tangentX;\n  const s1ny = tangentY;'],
  ['const d0 = s1nx * e0x + s1ny * e0y - sideOffset1;', 'const d0 = s1nx * e0x + s1ny * e0y - sideOffset2;'],
  ['const d1 = s1nx * e1x + s1ny * e1y - sideOffset1;', 'const d1 = s1nx * e1x + s1ny * e1y - sideOffset2;'],
  ['c1id = (iv1 & 0xff) | (e0id & 0xff00) | VERTEX_A_FACE_B;', 'c1id = (iv2 & 0xff) | (e0id & 0xff00) | VERTEX_A_FACE_B;'],
  ['const f0 = tangentX * c0x + tangentY * c0y - sideOffset2;', 'const f0 = -tangentX * c0x - tangentY * c0y - sideOffset1;'],
  ['const f1 = tangentX * c1x + tangentY * c1y - sideOffset2;', 'const f1 = -tangentX * c1x - tangentY * c1y - sideOffset1;'],
  ['k1id = (iv2 & 0xff) | (c0id & 0xff00) | VERTEX_A_FACE_B;', 'k1id = (iv1 & 0xff) | (c0id & 0xff00) | VERTEX_A_FACE_B;'],
]);

/** b2_collide_edge.ts without the ghost-vertex tests of the edge-circle collider (regions A and B). */
const noGhostTest = mutatedModule<{ b2CollideEdgeAndCircle: Collide<F64.b2EdgeShape, F64.b2CircleShape> }>('collision/b2_collide_edge.ts', [
  ["        if (u1 > 0.0) {\n          b2WriteNoContact('b2CollideEdgeAndCircle', manifold);\n          return;\n        }", '        void u1;'],
  ["        if (v2 > 0.0) {\n          b2WriteNoContact('b2CollideEdgeAndCircle', manifold);\n          return;\n        }", '        void v2;'],
]).b2CollideEdgeAndCircle;

/** Rewrites each point's feature fields. */
function eachFeature(m: Manifold, f: (cf: F64.b2ContactFeature, key: number) => void): void {
  for (let i = 0; i < m.pointCount; ++i) f(m.points[i].id.cf, m.points[i].id.key);
}

export const manifoldMutants: readonly Mutant[] = [
  {
    name: 'flip swap: indices left unswapped on e_faceB',
    families: () =>
      engineModule('mutant: flip-swap indices', {
        b2CollidePolygons: (m: Manifold, a: Poly, xfA: Xf, b: Poly, xfB: Xf) => {
          collidePolygons(m, a, xfA, b, xfB);
          if (m.type === F64.b2ManifoldType.e_faceB) {
            eachFeature(m, (cf) => {
              const indexA = cf.indexA;
              cf.indexA = cf.indexB;
              cf.indexB = indexA;
            });
          }
        },
      }),
    cases: 12000,
  },
  {
    name: "contact key read in the wrong byte order",
    families: () =>
      engineModule('mutant: key byte order', {
        b2CollidePolygons: (m: Manifold, a: Poly, xfA: Xf, b: Poly, xfB: Xf) => {
          collidePolygons(m, a, xfA, b, xfB);
          // C++'s key is indexA | indexB << 8 | typeA << 16 | typeB << 24; read big-endian instead.
          eachFeature(m, (cf, key) => cf.Set((key >>> 24) & 0xff, (key >>> 16) & 0xff, ((key >>> 8) & 0xff) as F64.b2ContactFeatureType, (key & 0xff) as F64.b2ContactFeatureType));
        },
      }),
    cases: 3000,
  },
  {
    name: 'typeB flipped only when a point lies on a near-tie side plane',
    families: () =>
      engineModule('mutant: typeB on near-tie edge', {
        b2CollidePolygons: (m: Manifold, a: Poly, xfA: Xf, b: Poly, xfB: Xf) => {
          collidePolygons(m, a, xfA, b, xfB);
          if (m.pointCount > 0 && clipNearTie(a, xfA, b, xfB)) eachFeature(m, (cf) => (cf.typeB = cf.typeB === 0 ? 1 : 0));
        },
      }),
    cases: 24000,
  },
  {
    name: 'reference face chosen without k_tol',
    families: () => engineModule('mutant: no k_tol', { b2CollidePolygons: noKtol }),
    cases: 12000,
    // Where separationB - separationA is within an ulp of k_tol, C++ itself flips one ulp away.
    indistinguishableAt: ['k_tol'],
  },
  {
    name: 'side-plane clips swapped only in near-tie geometry',
    families: () =>
      engineModule('mutant: clips swapped at near-ties', {
        b2CollidePolygons: (m: Manifold, a: Poly, xfA: Xf, b: Poly, xfB: Xf) =>
          (anyNearTie(a, xfA, b, xfB) ? swappedClips : collidePolygons)(m, a, xfA, b, xfB),
      }),
    cases: 24000,
  },
  {
    name: 'edge collider without the ghost-vertex test',
    families: () => engineModule('mutant: no ghost-vertex test', { b2CollideEdgeAndCircle: noGhostTest }),
    cases: 8000,
  },
];

// ---- the other pair types, through their own machinery ----

/** A pair type with `peer` in the peer's slot and no known differences (the mutant has none listed). */
function withPeer(pairType: AnyPairType, peer: Engine<unknown, unknown>, overrides: Partial<AnyPairType> = {}): FamilyRef[] {
  return familiesOf([{ ...pairType, ...overrides, peer, knownDifferences: [] }]);
}

/** b2_time_of_impact.ts with the push-back loop's limit b2_maxPolygonVertices (8) changed to 2. */
const toiFewPushBacks = mutatedModule<{ b2TimeOfImpact: typeof F64.b2TimeOfImpact }>('collision/b2_time_of_impact.ts', [
  ['if (pushBackIter === b2_maxPolygonVertices) {', 'if (pushBackIter === 2) {'],
]).b2TimeOfImpact;

const toiOutput = new F64.b2TOIOutput();
const toiMutantEngine: Engine<unknown, TOIResult> = {
  name: 'mutant: TOI push-back limit 2',
  run(data) {
    toiFewPushBacks(toiOutput, b2collideTOIInput(data as Parameters<typeof b2collideTOIInput>[0]));
    return { state: toiOutput.state, t: toiOutput.t, iterations: 0, rootIterations: 0, pointCount: toiOutput.state === 3 ? 1 : 0 };
  },
};

/** b2_dynamic_tree.ts with InsertLeaf's descent taking child1 on a cost tie (<= for <). */
const MutantTree = mutatedModule<{ b2DynamicTree: typeof b2DynamicTree }>('collision/b2_dynamic_tree.ts', [
  ['index = cost1 < cost2 ? child1 : child2;', 'index = cost1 <= cost2 ? child1 : child2;'],
]).b2DynamicTree;

const treeMutantEngine: Engine<unknown, unknown> = {
  name: 'mutant: tree insertion cost1 <= cost2',
  run(input) {
    const driver = new B2collideDriver();
    const tree = driver.bp.m_tree as unknown as Record<string, unknown>;
    tree.InsertLeaf = (MutantTree.prototype as unknown as Record<string, unknown>).InsertLeaf;
    return runTreeCase(driver, input as Parameters<typeof runTreeCase>[1]);
  },
};

/** The next float32 above x (one ulp toward +infinity for a positive x). */
function nextFloat32Up(x: number): number {
  const f = new Float32Array([x]);
  const u = new Uint32Array(f.buffer);
  u[0] += x >= 0 ? 1 : -1;
  return f[0];
}

const rayMutantEngine: Engine<unknown, ShapeQueryResult> = {
  name: 'mutant: ray-cast fraction one ulp off',
  run(input) {
    const r = shapeF32PairType.reference.run(input as never) as ShapeQueryResult;
    if ('error' in r || r.values[field('ray.hit')] !== 1) return r;
    const values = [...r.values];
    values[field('ray.fraction')] = nextFloat32Up(values[field('ray.fraction')]);
    return { ...r, values };
  },
};

/** b2Simplex.WriteCache with its loop stopping one short: the cache's last index is never written. */
function writeCacheOneShort(this: b2Simplex, cache: b2SimplexCache): void {
  this.ComputeMetric();
  cache.metric = this.m_metric;
  cache.count = this.m_count;
  for (let i = 0; i < this.m_count - 1; ++i) {
    cache.indexA[i] = this.m_vs[i].indexA;
    cache.indexB[i] = this.m_vs[i].indexB;
  }
}

const distanceMutantEngine: Engine<unknown, unknown> = {
  name: 'mutant: distance cache index loop off by one',
  run(input) {
    const proto = b2Simplex.prototype as unknown as { WriteCache: typeof writeCacheOneShort };
    const real = proto.WriteCache;
    proto.WriteCache = writeCacheOneShort;
    try {
      return b2collideDistanceEngine.run(input as never);
    } finally {
      proto.WriteCache = real;
    }
  },
};

/** A distance peer without a rule of its own: radii call and cast point compared as every other field. */
const plainRule: DistancePeerRule = {
  checkRadii: (_input, ref, peer, checks) => {
    let ok = checks.num('radii.distance', ref.radii.distance, peer.radii.distance);
    ok = checks.xy('radii.pointA', ref.radii.pointA, peer.radii.pointA) && ok;
    return checks.xy('radii.pointB', ref.radii.pointB, peer.radii.pointB) && ok;
  },
  checkCastPoint: (_input, ref, peer, checks) => checks.xy('cast.point', ref.cast.point, peer.cast.point),
};

export const otherMutants: readonly Mutant[] = [
  { name: 'b2_maxPolygonVertices push-back limit changed in TOI', families: () => withPeer(toiCorePairType, toiMutantEngine), cases: 1200 },
  { name: 'tree insertion cost with <= for <', families: () => withPeer(treeBox2dCorePairType, treeMutantEngine), cases: 40 },
  { name: 'ray-cast fraction one ulp off', families: () => withPeer(shapeF32PairType, rayMutantEngine), cases: 3000 },
  {
    name: 'distance cache index loop off by one',
    families: () => withPeer(distanceBox2dcorePairType, distanceMutantEngine, { compare: (i, r, p) => compareDistance(i, r, p, plainRule) }),
    cases: 3000,
  },
];

/** The same families with b2collide itself as the peer: the control every mutant is measured against. */
export function control(mutant: Mutant): Mutant {
  return {
    name: `control for ${mutant.name}`,
    cases: mutant.cases,
    families: () => mutant.families().map((f) => ({ ...f, pairType: { ...f.pairType, peer: { ...f.pairType.reference, name: 'b2collide (control)' } } })),
  };
}

/**
 * The two tests every planted bug gets (test/harness/mutants_*.test.ts): it ends FAIL with the
 * family that caught it named and nothing excused (but at its `indistinguishableAt` margins), and
 * the same families with b2collide in the peer's place end OK, so the FAIL is the bug's alone.
 */
export function describeMutants(mutants: readonly Mutant[]): void {
  describe.each(mutants.map((m) => [m.name, m] as const))('planted bug: %s', (_name, mutant) => {
    it('fails, caught by a named family, with no disagreement excused as a near-tie', () => {
      const v = judge(mutant);
      expect(v.verdict).toMatch(/^FAIL: /);
      expect(Object.keys(v.unexplainedByFamily).length).toBeGreaterThan(0);
      // Nothing excused, except at a margin where the bug's answer is C++'s own one ulp away.
      const allowed = mutant.indistinguishableAt ?? [];
      for (const name of Object.keys(v.nearTieMargins)) expect([name, allowed.some((p) => name.startsWith(p))]).toEqual([name, true]);
      // The table the lead folds into the docs: mutant -> families -> verdict.
      process.stdout.write(`MUTANT\t${mutant.name}\t${JSON.stringify(v.unexplainedByFamily)}\t${v.nearTies}\t${v.verdict}\n`);
    });

    it('the same families with b2collide as the peer end OK', () => {
      const v = judge(control(mutant));
      expect(v.verdict).toMatch(/^OK: /);
      expect(v.nearTies).toBe(0);
    });
  });
}
