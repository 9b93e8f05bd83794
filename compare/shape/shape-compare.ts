// The float64 comparison of two shape-query results (query-case.ts layout) and the decision margins
// that can excuse a disagreement. Continuous fields must match within BOUND_ULPS·2^-52 times a
// scale that fits the field (below); the peers' by-design differences (peer-differences.ts) are
// handled in the open: a modelled field carries the rule in its name, a by-design decision change
// is a near-tie only under its own named margin.

import { b2_epsilon, b2_pi, b2_polygonRadius } from 'b2collide';
import { DifferenceTally } from '../runner/difference-tally';
import { BOUND_ULPS, ULP } from '../tolerances';
import { coordinateScale } from '../case/scale';
import type { Comparison, Engine, Margin, Witness, XY } from '../runner/types';
import { agrees, DIRECTIONS, firstWitness, oncePerInput, ulpSteps, type Move } from '../runner/witness';
import * as F64 from 'b2collide';
import type { B2Lib } from '../f32/b2collide-runner';
import { forcedChange, forcedCopy, type ForcedDecision, type MadeCopy } from '../runner/forced-modules';
import { b2collideQueryEngineOn, builtPolygon, type PeerQueryResult } from './engine-b2collide-query';
import { AABB_RAY, CIRCLE_RAY, QUERY_COPY } from './forced-queries';
import { field, type ShapeQueryCase } from './query-case';


/** What the comparer must know about a peer. */
export interface PeerRules {
  /** A user's engine (--engine) has no by-design differences and C++'s b2_epsilon. */
  readonly peer: 'planck' | 'core' | 'user';
  /** The peer's value of the threshold C++ calls b2_epsilon (circle |r|², AABB parallel slabs). */
  readonly epsilon: number;
}

/** The shape's local geometry in float64: polygon vertices and normals, or a circle, or one segment. */
interface Geometry {
  readonly vertices: XY[];
  readonly normals: XY[];
  readonly center?: XY;
  readonly radius: number;
}

function geometry(c: ShapeQueryCase): Geometry {
  const s = c.shape;
  switch (s.kind) {
    case 'circle':
      return { vertices: [], normals: [], center: [s.p[0], s.p[1]], radius: s.radius };
    case 'edge':
    case 'chain': {
      const v1 = s.kind === 'edge' ? s.v1 : s.vertices[s.child];
      const v2 = s.kind === 'edge' ? s.v2 : s.vertices[(s.child + 1) % s.vertices.length];
      const len = Math.hypot(v2[0] - v1[0], v2[1] - v1[1]);
      return { vertices: [[v1[0], v1[1]], [v2[0], v2[1]]], normals: [[(v2[1] - v1[1]) / len, -(v2[0] - v1[0]) / len]], radius: 0 };
    }
    default: {
      const p = builtPolygon(s);
      const vertices: XY[] = [];
      const normals: XY[] = [];
      for (let i = 0; i < p.m_count; ++i) {
        vertices.push([p.m_vertices[i].x, p.m_vertices[i].y]);
        normals.push([p.m_normals[i].x, p.m_normals[i].y]);
      }
      return { vertices, normals, radius: 0 };
    }
  }
}

/** 1 + max |world coordinate| of the case + max |local shape coordinate|. */
export function queryScale(c: ShapeQueryCase): number {
  const g = geometry(c);
  const o = c.other;
  const world: XY[] = [[c.xf.p[0], c.xf.p[1]], [...c.ray.p1], [...c.ray.p2], [...c.point], [o[0], o[1]], [o[2], o[3]]];
  if (c.aabbInput) world.push([c.aabbInput[0], c.aabbInput[1]], [c.aabbInput[2], c.aabbInput[3]]);
  const local = [...g.vertices];
  if (g.center) local.push([g.center[0] + g.radius, g.center[1] + g.radius], [g.center[0] - g.radius, g.center[1] - g.radius]);
  return coordinateScale(world, local);
}

function rayLength(c: ShapeQueryCase): number {
  return Math.hypot(c.ray.p2[0] - c.ray.p1[0], c.ray.p2[1] - c.ray.p1[1]);
}

/**
 * Compares two results. Symptoms, first match: 'rejected', 'testPoint', 'ray', 'aabb', 'mass',
 * 'aabbRay', 'aabb-methods', 'none'.
 */
export function compareQueries(c: ShapeQueryCase, refResult: PeerQueryResult, peerResult: PeerQueryResult, rules: PeerRules): Comparison {
  if ('error' in refResult || 'error' in peerResult) {
    return { discrete: ['error' in refResult ? `b2collide threw: ${refResult.error}` : 'peer failed'], outOfBound: [], maxAbs: 0, maxRel: 0, maxUlps: 0, symptom: 'rejected' };
  }
  const ref = refResult.values;
  const peer = peerResult.values;
  const S = queryScale(c);
  const density = Math.max(c.density, 1e-300);
  const g = geometry(c);
  const len = Math.max(rayLength(c), ULP * S);
  const feature = g.radius > 0 ? Math.min(g.radius, 1) : 1;
  const tPos = new DifferenceTally(BOUND_ULPS * ULP * S);
  const tFraction = new DifferenceTally((BOUND_ULPS * ULP * S) / len);
  const tNormal = new DifferenceTally((BOUND_ULPS * ULP * S) / feature);
  const tMass = new DifferenceTally(BOUND_ULPS * ULP * density * S * S);
  const tInertia = new DifferenceTally(BOUND_ULPS * ULP * density * S ** 4);
  const discrete: string[] = [];
  const groups = new Set<string>();
  const v = (name: string): number => ref[field(name)];
  const p = (name: string): number => peer[field(name)];
  const flag = (group: string, ok: boolean): void => {
    if (!ok) groups.add(group);
  };
  const same = (group: string, name: string): void => {
    if (v(name) !== p(name)) {
      discrete.push(name);
      groups.add(group);
    }
  };

  same('testPoint', 'testPoint');

  // RayCast. planck casts one-sided edges two-sided: compared with the reference's two-sided cast.
  const twoSided = rules.peer === 'planck' && refResult.twoSidedRay !== undefined;
  const rayRef = twoSided ? refResult.twoSidedRay! : [v('ray.hit'), v('ray.normal.x'), v('ray.normal.y'), v('ray.fraction')];
  const suffix = twoSided ? ' (planck: edge cast two-sided)' : '';
  if (rayRef[0] !== p('ray.hit')) {
    discrete.push(`ray.hit${suffix}`);
    groups.add('ray');
  } else if (rayRef[0] === 1) {
    // On a miss only the hit flag is compared (@box2d/core writes the normal before it knows).
    flag('ray', tNormal.num(`ray.normal.x${suffix}`, rayRef[1], p('ray.normal.x')));
    flag('ray', tNormal.num(`ray.normal.y${suffix}`, rayRef[2], p('ray.normal.y')));
    flag('ray', tFraction.num(`ray.fraction${suffix}`, rayRef[3], p('ray.fraction')));
  }

  // ComputeAABB. planck's chain leaves out the radius: compared with the reference's box shrunk by it.
  const noRadius = rules.peer === 'planck' && c.shape.kind === 'chain';
  const r = noRadius ? b2_polygonRadius : 0;
  const aabbSuffix = noRadius ? ' (planck: chain AABB without radius)' : '';
  flag('aabb', tPos.num(`aabb.lower.x${aabbSuffix}`, v('aabb.lower.x') + r, p('aabb.lower.x')));
  flag('aabb', tPos.num(`aabb.lower.y${aabbSuffix}`, v('aabb.lower.y') + r, p('aabb.lower.y')));
  flag('aabb', tPos.num(`aabb.upper.x${aabbSuffix}`, v('aabb.upper.x') - r, p('aabb.upper.x')));
  flag('aabb', tPos.num(`aabb.upper.y${aabbSuffix}`, v('aabb.upper.y') - r, p('aabb.upper.y')));

  // ComputeMass. Both built-in peers use Math.PI for a circle (a user's engine is held to b2_pi).
  let mass = v('mass.mass');
  let inertia = v('mass.I');
  let massSuffix = '';
  if (c.shape.kind === 'circle' && rules.peer !== 'user') {
    mass *= Math.PI / b2_pi;
    inertia *= Math.PI / b2_pi;
    massSuffix = ' (peer: Math.PI, not b2_pi)';
  }
  flag('mass', tMass.num(`mass.mass${c.shape.kind === 'circle' ? massSuffix : ''}`, mass, p('mass.mass')));
  flag('mass', tPos.num('mass.center.x', v('mass.center.x'), p('mass.center.x')));
  flag('mass', tPos.num('mass.center.y', v('mass.center.y'), p('mass.center.y')));
  flag('mass', tInertia.num(`mass.I${massSuffix}`, inertia, p('mass.I')));

  // b2AABB.RayCast on the same box.
  same('aabbRay', 'aabbRay.hit');
  if (v('aabbRay.hit') === 1 && p('aabbRay.hit') === 1) {
    flag('aabbRay', tPos.num('aabbRay.normal.x', v('aabbRay.normal.x'), p('aabbRay.normal.x')));
    flag('aabbRay', tPos.num('aabbRay.normal.y', v('aabbRay.normal.y'), p('aabbRay.normal.y')));
    flag('aabbRay', tFraction.num('aabbRay.fraction', v('aabbRay.fraction'), p('aabbRay.fraction')));
  }

  // The other b2AABB methods on the same two boxes.
  for (const name of ['combine2', 'combine1']) {
    for (const f of ['lower.x', 'lower.y', 'upper.x', 'upper.y']) flag('aabb-methods', tPos.num(`${name}.${f}`, v(`${name}.${f}`), p(`${name}.${f}`)));
  }
  same('aabb-methods', 'contains');
  same('aabb-methods', 'overlap');
  same('aabb-methods', 'valid');
  for (const f of ['perimeter', 'center.x', 'center.y', 'extents.x', 'extents.y']) flag('aabb-methods', tPos.num(f, v(f), p(f)));

  const tallies = [tPos, tFraction, tNormal, tMass, tInertia];
  const outOfBound = tallies.flatMap((t) => t.outOfBound);
  const maxAbs = Math.max(...tallies.map((t) => t.maxAbs));
  const maxRel = Math.max(...tallies.map((t) => t.maxRel));
  const symptom = ['testPoint', 'ray', 'aabb', 'mass', 'aabbRay', 'aabb-methods'].find((s) => groups.has(s)) ?? 'none';
  // maxUlps in units of 2^-52 times each field's own scale (the mass and inertia scales dwarf S).
  const maxUlps = Math.max(...tallies.map((t) => t.maxAbs / (t.bound / BOUND_ULPS)));
  return { discrete, outOfBound, maxAbs, maxRel, maxUlps, symptom };
}

// ---- margins ----

/** World point → the shape's frame (C++ b2MulT(xf, p)). */
function toLocal(c: ShapeQueryCase, p: Readonly<XY>): XY {
  const [s, co] = c.xf.q;
  const dx = p[0] - c.xf.p[0];
  const dy = p[1] - c.xf.p[1];
  return [co * dx + s * dy, -s * dx + co * dy];
}

/** How far a local point is from the shape's boundary (polygon faces, the circle, the segment's line). */
function boundaryDistance(g: Geometry, q: XY): number {
  if (g.center) return Math.abs(Math.hypot(q[0] - g.center[0], q[1] - g.center[1]) - g.radius);
  let best = Infinity;
  g.normals.forEach((n, i) => {
    best = Math.min(best, Math.abs(n[0] * (q[0] - g.vertices[i][0]) + n[1] * (q[1] - g.vertices[i][1])));
  });
  return best;
}

/**
 * A margin that is 0 inside [lo, hi) and Infinity outside: a decision two thresholds make
 * differently. Its name starts with BAND; its witness forces that decision (queryWitness).
 */
function band(name: string, x: number, lo: number, hi: number): Margin {
  return { name: `${BAND}${name}`, value: x >= Math.min(lo, hi) && x < Math.max(lo, hi) ? 0 : Infinity, epsilon: 1, signed: x };
}

/** The prefix of a band margin's name. */
const BAND = 'eps-band:';

// The band margins' names, each with the decision its forced witness changes.
const CIRCLE_RAY_BAND = 'circle ray';
const AABB_RAY_BAND = 'aabb ray axis';
const BAND_DECISIONS: readonly (readonly [string, ForcedDecision])[] = [
  [`${BAND}${CIRCLE_RAY_BAND}`, CIRCLE_RAY],
  [`${BAND}${AABB_RAY_BAND}`, AABB_RAY],
];

/**
 * The decision margins for the queries that differ, recomputed from the input. Every query that
 * differs needs its own margin below its epsilon: when one has none, only that query's candidates
 * are returned (or a named infinite one), so the case stays unexplained.
 */
export function queryMargins(c: ShapeQueryCase, comparison: Comparison, rules: PeerRules): Margin[] {
  const groups: Margin[][] = [];
  const names = [...comparison.discrete, ...comparison.outOfBound];
  for (const [group, pattern] of [['testPoint', /^testPoint/], ['ray', /^ray\./], ['aabbRay', /^aabbRay\./], ['aabb', /^aabb\./], ['mass', /^mass\./], ['aabb-methods', /^(combine|contains|overlap|valid|perimeter|center|extents)/]] as const) {
    const differing = names.filter((n) => pattern.test(n));
    if (differing.length === 0) continue;
    const sub: Comparison = { ...comparison, discrete: comparison.discrete.filter((n) => pattern.test(n)), outOfBound: comparison.outOfBound.filter((n) => pattern.test(n)) };
    const candidates = groupMargins(c, sub, rules);
    const excused = candidates.some((m) => m.value < m.epsilon);
    if (!excused) return candidates.length > 0 ? candidates : [{ name: `no decision margin for ${group}`, value: Infinity, epsilon: 1 }];
    groups.push(candidates);
  }
  return groups.flat();
}

function groupMargins(c: ShapeQueryCase, comparison: Comparison, rules: PeerRules): Margin[] {
  const S = queryScale(c);
  const eps = BOUND_ULPS * ULP * S;
  const g = geometry(c);
  const names = [...comparison.discrete, ...comparison.outOfBound].join(' ');
  const out: Margin[] = [];
  const p1 = toLocal(c, c.ray.p1);
  const p2 = toLocal(c, c.ray.p2);
  const d: XY = [p2[0] - p1[0], p2[1] - p1[1]];
  const len = Math.hypot(d[0], d[1]);
  const end: XY = [p1[0] + c.ray.maxFraction * d[0], p1[1] + c.ray.maxFraction * d[1]];

  if (names.includes('testPoint')) {
    out.push({ name: 'point-on-boundary', value: boundaryDistance(g, toLocal(c, c.point)), epsilon: eps });
  }
  const discreteNames = comparison.discrete.join(' ');
  if (/\bray\./.test(names) && !/\bray\./.test(discreteNames)) {
    // Same hit, different numbers: only a tangent circle hit is ill-conditioned (the fraction
    // goes through sqrt(sigma) with sigma near 0); every other value is a few roundings.
    if (g.center && len > 0) {
      const lineDistance = Math.abs(d[0] * (g.center[1] - p1[1]) - d[1] * (g.center[0] - p1[0])) / len;
      out.push({ name: 'ray-tangent-to-circle', value: Math.abs(lineDistance - g.radius), epsilon: Math.sqrt(eps * g.radius) });
    }
  } else if (/\bray\./.test(names)) {
    out.push({ name: 'ray-start-on-boundary', value: boundaryDistance(g, p1), epsilon: eps });
    out.push({ name: 'ray-end-on-boundary', value: boundaryDistance(g, end), epsilon: eps });
    if (len > 0) {
      // A vertex (or the circle) on the ray's line: the ray grazes it.
      const lineDistance = (q: Readonly<XY>): number => Math.abs(d[0] * (q[1] - p1[1]) - d[1] * (q[0] - p1[0])) / len;
      let graze = Infinity;
      for (const q of g.vertices) graze = Math.min(graze, lineDistance(q));
      if (g.center) graze = Math.abs(lineDistance(g.center) - g.radius);
      out.push({ name: 'ray-grazes-vertex-or-tangent', value: graze, epsilon: eps });
      let parallel = Infinity;
      for (const n of g.normals) parallel = Math.min(parallel, Math.abs(n[0] * d[0] + n[1] * d[1]) / len);
      out.push({ name: 'ray-parallel-to-face', value: parallel, epsilon: eps / len });
    }
    if (g.center) {
      // Circle: |r|² < epsilon is a miss; the peer's epsilon differs from FLT_EPSILON.
      out.push(band(`${CIRCLE_RAY_BAND} |p2 - p1|² between b2_epsilon and ${rules.epsilon} (peer epsilon)`, len * len, rules.epsilon, b2_epsilon));
    }
  }
  // The AABB slab test is the same arithmetic in every engine: only a changed hit is a decision.
  if (discreteNames.includes('aabbRay')) {
    const b = c.aabbInput ?? [NaN, NaN, NaN, NaN];
    const dx = c.ray.p2[0] - c.ray.p1[0];
    const dy = c.ray.p2[1] - c.ray.p1[1];
    // Either axis in the band between the two parallel thresholds is parallel for one engine only.
    const lo = Math.min(b2_epsilon, rules.epsilon);
    const hi = Math.max(b2_epsilon, rules.epsilon);
    const inBand = (x: number): boolean => x >= lo && x < hi;
    const ax = Math.abs(dx);
    const ay = Math.abs(dy);
    out.push(band(`${AABB_RAY_BAND} |d| between b2_epsilon and ${rules.epsilon} (peer epsilon)`, inBand(ax) ? ax : ay, lo, hi));
    const slab = (x: number, y: number): number => Math.min(Math.abs(x - b[0]), Math.abs(x - b[2]), Math.abs(y - b[1]), Math.abs(y - b[3]));
    out.push({ name: 'aabb-ray-start-on-side', value: slab(c.ray.p1[0], c.ray.p1[1]), epsilon: eps });
    out.push({ name: 'aabb-ray-end-on-side', value: slab(c.ray.p1[0] + c.ray.maxFraction * dx, c.ray.p1[1] + c.ray.maxFraction * dy), epsilon: eps });
    const l = Math.hypot(dx, dy);
    if (l > 0) {
      let corner = Infinity;
      for (const [x, y] of [[b[0], b[1]], [b[2], b[1]], [b[2], b[3]], [b[0], b[3]]]) corner = Math.min(corner, Math.abs(dx * (y - c.ray.p1[1]) - dy * (x - c.ray.p1[0])) / l);
      out.push({ name: 'aabb-ray-through-corner', value: corner, epsilon: eps });
    }
  }
  return out;
}

// ---- witnesses ----

function shifted(p: Readonly<XY>, step: number, d: readonly [number, number]): XY {
  return [p[0] + step * d[0], p[1] + step * d[1]];
}

/**
 * The moved cases a shape-query witness search tries: TestPoint's point, the ray's start, its end,
 * or all three, shifted by k * 2^-52 * S (k = 1, 2, ... BOUND_ULPS, the margins' epsilon) along one
 * of eight directions, smallest first. A shift of length L moves every boundary distance, graze
 * distance and slab distance the margins name by at most L.
 */
function* queryMoves(c: ShapeQueryCase): Generator<Move<ShapeQueryCase>> {
  const S = queryScale(c);
  yield* boundaryCrossings(c, S);
  for (const k of ulpSteps(BOUND_ULPS)) {
    const step = k * ULP * S;
    for (const d of DIRECTIONS) {
      const along = `by ${k} x 2^-52 x S along (${d[0].toPrecision(3)}, ${d[1].toPrecision(3)})`;
      yield { change: `point shifted ${along}`, input: { ...c, point: shifted(c.point, step, d) } };
      yield { change: `ray.p1 shifted ${along}`, input: { ...c, ray: { ...c.ray, p1: shifted(c.ray.p1, step, d) } } };
      yield { change: `ray.p2 shifted ${along}`, input: { ...c, ray: { ...c.ray, p2: shifted(c.ray.p2, step, d) } } };
      yield { change: `point and both ray ends shifted ${along}`, input: { ...c, point: shifted(c.point, step, d), ray: { ...c.ray, p1: shifted(c.ray.p1, step, d), p2: shifted(c.ray.p2, step, d) } } };
    }
  }
}

/**
 * The decision point-on-boundary names, forced: TestPoint's point moved across the boundary lines
 * it lies near (each within the margin's epsilon): along each one's normal (a face normal, or the
 * circle's radius) and, at a vertex where two meet, along their sum, out and in, by the largest of
 * those distances plus k * 2^-52 * S, k = 1, 2, 4, 8. At a vertex with an acute angle none of the
 * 8 fixed directions points into the polygon, and moving along one face's normal leaves it
 * through the other face: only the bisector crosses both lines at once.
 */
function* boundaryCrossings(c: ShapeQueryCase, S: number): Generator<Move<ShapeQueryCase>> {
  const eps = BOUND_ULPS * ULP * S;
  const g = geometry(c);
  const q = toLocal(c, c.point);
  const near: XY[] = [];
  let dist = 0;
  if (g.center) {
    const r = Math.hypot(q[0] - g.center[0], q[1] - g.center[1]);
    if (r > 0 && Math.abs(r - g.radius) < eps) {
      near.push([(q[0] - g.center[0]) / r, (q[1] - g.center[1]) / r]);
      dist = Math.abs(r - g.radius);
    }
  } else {
    g.normals.forEach((m, i) => {
      const d = Math.abs(m[0] * (q[0] - g.vertices[i][0]) + m[1] * (q[1] - g.vertices[i][1]));
      if (d < eps) {
        near.push(m);
        dist = Math.max(dist, d);
      }
    });
  }
  if (near.length === 0) return;
  const directions: { name: string; n: XY }[] = near.map((n, i) => ({ name: `boundary line ${i}'s normal`, n }));
  if (near.length >= 2) {
    const sx = near.reduce((t, n) => t + n[0], 0);
    const sy = near.reduce((t, n) => t + n[1], 0);
    const len = Math.hypot(sx, sy);
    if (len > 0) directions.unshift({ name: 'the sum of the normals of the lines it is near', n: [sx / len, sy / len] });
  }
  const [sn, co] = c.xf.q;
  for (const k of ulpSteps(8)) {
    const step = dist + k * ULP * S;
    for (const { name, n } of directions) {
      const world: XY = [co * n[0] - sn * n[1], sn * n[0] + co * n[1]];
      for (const sign of [1, -1]) {
        yield { change: `point moved ${sign > 0 ? 'out' : 'in'} along ${name} by its distance + ${k} x 2^-52 x S`, input: { ...c, point: shifted(c.point, sign * step, world) } };
      }
    }
  }
}

/** PeerRules.peer as the forced decisions name the peer's package. */
const PEER_PACKAGE = { planck: 'planck', core: '@box2d/core', user: 'user' } as const;

// b2collide's query engine on the forced copies (forced-queries.ts), made at the first search with them.
const forcedEngines = new WeakMap<MadeCopy, Engine<ShapeQueryCase, PeerQueryResult>>();

/**
 * The witness of the band margins: the case rerun by b2collide on copies of b2AABB and
 * b2CircleShape with the peer's threshold at the decisions whose bands hold the case (fewest
 * first), on the case itself and then on the moved cases of queryMoves (another query of the same
 * case may need its own move).
 */
function forcedQueryWitness(c: ShapeQueryCase, comparison: Comparison, peer: PeerQueryResult, rules: PeerRules): Witness | undefined {
  if (rules.epsilon === b2_epsilon) return undefined;
  const copy = forcedCopy(QUERY_COPY);
  if (copy === undefined) return undefined;
  let engine = forcedEngines.get(copy);
  if (engine === undefined) {
    engine = b2collideQueryEngineOn({
      ...(F64 as unknown as B2Lib),
      b2AABB: copy.exportsOf('collision/b2_aabb').b2AABB as B2Lib['b2AABB'],
      b2CircleShape: copy.exportsOf('collision/b2_circle_shape').b2CircleShape as B2Lib['b2CircleShape'],
    });
    forcedEngines.set(copy, engine);
  }
  const forcedEngine = engine;
  const inBand = queryMargins(c, comparison, rules)
    .filter((m) => m.value < m.epsilon)
    .flatMap((m) => BAND_DECISIONS.filter(([prefix]) => m.name.startsWith(prefix)).map(([, d]) => d));
  const decisions = [...new Set(inBand)];
  const sets = decisions.length === 2 ? [[decisions[0]], [decisions[1]], decisions] : [decisions];
  for (const forced of sets) {
    if (forced.length === 0) continue;
    const thresholds = Object.fromEntries(forced.map((d) => [d.key, rules.epsilon]));
    const matches = (answer: PeerQueryResult): boolean => agrees(compareQueries(c, answer, peer, rules));
    const run = (input: ShapeQueryCase): PeerQueryResult => copy.force(thresholds, () => forcedEngine.run(input));
    const change = forcedChange(forced, { peer: PEER_PACKAGE[rules.peer], value: rules.epsilon });
    const own = run(c);
    if (matches(own)) return { change, answer: own };
    const moved = firstWitness(queryMoves(c), run, matches);
    if (moved !== undefined) return { ...moved, change: `${change}, and ${moved.change}` };
  }
  return undefined;
}

/**
 * The witness search of the float64 shape-query pair types: for a band margin, b2collide with that
 * decision forced (forcedQueryWitness); for the others, b2collide on the moved cases.
 */
export function queryWitness(reference: Engine<ShapeQueryCase, PeerQueryResult>, rules: PeerRules) {
  const moved = oncePerInput((c: ShapeQueryCase, _comparison: Comparison, _margin: Margin, _ref: PeerQueryResult, peer: PeerQueryResult): Witness | undefined =>
    firstWitness(queryMoves(c), (m) => reference.run(m), (answer) => agrees(compareQueries(c, answer, peer, rules))),
  );
  const forced = oncePerInput((c: ShapeQueryCase, comparison: Comparison, _margin: Margin, _ref: PeerQueryResult, peer: PeerQueryResult): Witness | undefined =>
    forcedQueryWitness(c, comparison, peer, rules),
  );
  return (c: ShapeQueryCase, comparison: Comparison, margin: Margin, ref: PeerQueryResult, peer: PeerQueryResult): Witness | undefined =>
    (margin.name.startsWith(BAND) ? forced : moved)(c, comparison, margin, ref, peer);
}
