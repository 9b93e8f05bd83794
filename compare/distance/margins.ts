// The eps-band margins of the distance pair types (distance: planck, distance-core: @box2d/core).
// Both peers run C++'s GJK, shape cast and overlap test but compare the same quantities with another
// epsilon than C++'s b2_epsilon = FLT_EPSILON; a disagreement is excused only when such a quantity
// lies between the two thresholds. The pair types differ only in the peer's epsilon, passed in.

import { distanceScale, proxyPoints, type DistancePairInput } from './input';
import type { DistanceResult, GjkCallResult } from './result';
import { toWorld } from '../case/transform';
import type { Comparison, Engine, Margin, Witness, XY } from '../runner/types';
import { agrees } from '../runner/witness';
import { ULP, BOUND_ULPS, type EpsilonPair } from '../tolerances';
import { b2collideDistanceEngineOn, type DistanceFunctions } from './engine-b2collide';
import { CAST_NORMAL, GJK_COPY, METRIC_FLUSH, SEARCH_DIRECTION, SHAPE_CAST_COPY, TEST_OVERLAP } from './forced-gjk';
import { forcedChange, forcedCopy, type ForcedDecision, type MadeCopy } from '../runner/forced-modules';

/** Distance of x from the interval [lo, hi); 0 inside. */
function bandDistance(x: number, lo: number, hi: number): number {
  if (x < lo) return lo - x;
  if (x >= hi) return x - hi;
  return 0;
}

/** Distance of x from the band between the two thresholds, each times `factor`. */
function epsBand(x: number, eps: EpsilonPair, factor = 1): number {
  return bandDistance(x, factor * Math.min(eps.cxx, eps.peer), factor * Math.max(eps.cxx, eps.peer));
}

/** GetMetric of the reference's core cache re-evaluated at the warm pose (ReadCache's metric2, C++ b2_distance.cpp:135). */
function warmMetric(input: DistancePairInput, ref: DistanceResult): number {
  const ptsA = proxyPoints(input.shapeA);
  const ptsB = proxyPoints(input.shapeB);
  const w: XY[] = [];
  for (let i = 0; i < ref.core.cacheCount; ++i) {
    const a = toWorld(input.xfA2, ptsA[ref.core.cacheIndexA[i]]);
    const b = toWorld(input.xfB2, ptsB[ref.core.cacheIndexB[i]]);
    w.push([b[0] - a[0], b[1] - a[1]]);
  }
  if (w.length === 2) return Math.hypot(w[0][0] - w[1][0], w[0][1] - w[1][1]);
  if (w.length === 3) return (w[1][0] - w[0][0]) * (w[2][1] - w[0][1]) - (w[1][1] - w[0][1]) * (w[2][0] - w[0][0]);
  return Number.POSITIVE_INFINITY; // a 0- or 1-point cache is never flushed by the metric
}

/**
 * How far the search direction was from the band where the engine with the larger epsilon stops
 * (C++ b2_distance.cpp:518) and the other goes on. The one that stops caches the simplex that gave
 * d: |d| is its distance for one point and its metric |e12| for two (a triangle never computes d).
 * Going on means at least one more support evaluation, so the other engine must report more
 * iterations; otherwise the band cannot be the cause.
 */
function searchBand(refCall: GjkCallResult, peerCall: GjkCallResult, eps: EpsilonPair): number {
  const [early, late] = eps.peer > eps.cxx ? [peerCall, refCall] : [refCall, peerCall];
  if (!(late.iterations > early.iterations)) return Number.POSITIVE_INFINITY;
  if (early.cacheCount === 1) return epsBand(early.distance, eps);
  if (early.cacheCount === 2) return epsBand(early.cacheMetric, eps);
  return Number.POSITIVE_INFINITY;
}

/** A candidate margin of one stage, with the decisions that forcing would change (none: it cannot be forced). */
interface Candidate {
  readonly margin: Margin;
  readonly decisions: readonly ForcedDecision[];
}

/**
 * The candidates of every stage that differs: the cold GJK (core and radii calls, overlap test),
 * the warm call and the shape cast. The warm call starts from the core call's cache, so a cold
 * decision may explain it too; the shape cast shares nothing with the other calls.
 */
function stageCandidates(input: DistancePairInput, comparison: Comparison, ref: DistanceResult, peer: DistanceResult, eps: EpsilonPair): Candidate[][] {
  const epsilon = BOUND_ULPS * ULP * distanceScale(input);
  const fields = [...comparison.discrete, ...comparison.outOfBound];
  const cold = fields.filter((f) => f === 'overlap' || f.startsWith('core.') || f.startsWith('radii.'));
  const warm = fields.some((f) => f.startsWith('warm.'));
  const cast = fields.filter((f) => f.startsWith('cast.'));

  const stages: Candidate[][] = [];
  let coldStage: Candidate[] = [];
  if (cold.length > 0) {
    coldStage = [{ margin: { name: 'eps-band:search-direction', value: searchBand(ref.core, peer.core, eps), epsilon }, decisions: [SEARCH_DIRECTION] }];
    if (cold.length === 1 && cold[0] === 'overlap') {
      // The overlap test alone: radii distance < 10 epsilon; the reference's radii call is that same call.
      coldStage.push({ margin: { name: 'eps-band:testOverlap', value: epsBand(ref.radii.distance, eps, 10), epsilon }, decisions: [TEST_OVERLAP] });
    }
    stages.push(coldStage);
  }
  if (warm) {
    stages.push([
      { margin: { name: 'eps-band:search-direction(warm)', value: searchBand(ref.warm, peer.warm, eps), epsilon }, decisions: [SEARCH_DIRECTION] },
      { margin: { name: 'eps-band:metric-flush', value: epsBand(warmMetric(input, ref), eps), epsilon }, decisions: [METRIC_FLUSH] },
      ...coldStage.map((c) => ({ ...c, margin: { ...c.margin, name: `${c.margin.name} (cold cache)` } })),
    ]);
  }
  if (cast.length > 0) {
    // The final n.Normalize() (C++ b2_distance.cpp:738): the engine with the larger epsilon leaves
    // n = -v as it is when |v| is below it, so its normal's length is |v|. That changes the normal
    // and the point made from it (point = witness + radiusA * n), nothing else: inside the loop
    // |v| > sigma >= b2_polygonRadius, so hit, lambda and iterations come out of the same steps.
    const normalOnly = cast.every((f) => f.startsWith('cast.normal') || f.startsWith('cast.point'));
    const n = eps.peer > eps.cxx ? peer.cast.normal : ref.cast.normal;
    stages.push([
      normalOnly
        ? { margin: { name: 'eps-band:cast-normal', value: epsBand(Math.hypot(n[0], n[1]), eps), epsilon }, decisions: [CAST_NORMAL] }
        : { margin: { name: 'none for the cast hit, lambda or iterations', value: Number.POSITIVE_INFINITY, epsilon }, decisions: [] },
    ]);
  }
  return stages;
}

/** A stage's margin: its candidates below their epsilon, named together (any of them may be the cause), else its closest one. */
function stageMargin(stage: readonly Candidate[]): Margin {
  const below = stage.filter((c) => c.margin.value < c.margin.epsilon);
  if (below.length === 0) return stage.map((c) => c.margin).reduce((a, b) => (b.value < a.value ? b : a));
  return { name: below.map((c) => c.margin.name).join(' or '), value: Math.min(...below.map((c) => c.margin.value)), epsilon: below[0].margin.epsilon };
}

/**
 * The margin that can explain a disagreement, from the reference's and the peer's results for this
 * input. Each eps-band value is 0 when the quantity lies between the two thresholds, so the engines
 * decide differently by design; near a band's edge it is the distance to the edge, a near-tie below
 * the continuous bound.
 *
 * Every stage that differs must be explained, not only the first. The one margin returned is the
 * largest over the differing stages of each stage's margin, named after them; its witness
 * (distanceWitness) reruns the case with those decisions forced to the peer's threshold.
 */
export function distanceMargins(input: DistancePairInput, comparison: Comparison, ref: DistanceResult, peer: DistanceResult, eps: EpsilonPair): Margin[] {
  const stages = stageCandidates(input, comparison, ref, peer, eps).map(stageMargin);
  if (stages.length === 0) return [];
  return [{ name: stages.map((m) => m.name).join(' + '), value: Math.max(...stages.map((m) => m.value)), epsilon: stages[0].epsilon }];
}

/** Every subset of `items` with at least one element, smallest first (then in the items' order). */
function subsets<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let mask = 1; mask < 1 << items.length; ++mask) out.push(items.filter((_, i) => (mask >> i) & 1));
  return out.sort((a, b) => a.length - b.length);
}

// b2collide's distance case on the forced copies, made at the first witness search with them.
const forcedEngines = new WeakMap<MadeCopy, Engine<DistancePairInput, DistanceResult>>();

/**
 * The witness of a distance margin: b2collide's whole distance case rerun on copies of its modules
 * (forced-gjk.ts) with the peer's threshold at some of the decisions whose band margins are below
 * their epsilon, fewest decisions first, until one run gives the peer's answer. Outside its band a
 * forced decision decides as C++'s does, so only the named decisions can change.
 */
export function distanceWitness(input: DistancePairInput, comparison: Comparison, _margin: Margin, ref: DistanceResult, peer: DistanceResult, compare: (input: DistancePairInput, ref: DistanceResult, peer: DistanceResult) => Comparison, eps: EpsilonPair): Witness | undefined {
  if (eps.peer === eps.cxx) return undefined;
  const gjk = forcedCopy(GJK_COPY);
  const shapeCast = forcedCopy(SHAPE_CAST_COPY);
  if (gjk === undefined || shapeCast === undefined) return undefined;
  const inBand = new Set<ForcedDecision>();
  for (const stage of stageCandidates(input, comparison, ref, peer, eps)) {
    for (const c of stage) if (c.margin.value < c.margin.epsilon) c.decisions.forEach((d) => inBand.add(d));
  }
  let engine = forcedEngines.get(gjk);
  if (engine === undefined) {
    engine = b2collideDistanceEngineOn(
      {
        b2Distance: gjk.exportsOf('collision/b2_distance').b2Distance as DistanceFunctions['b2Distance'],
        b2TestOverlap: gjk.exportsOf('collision/b2_test_overlap').b2TestOverlap as DistanceFunctions['b2TestOverlap'],
        b2ShapeCast: shapeCast.exportsOf('collision/b2_shape_cast').b2ShapeCast as DistanceFunctions['b2ShapeCast'],
      },
      'b2collide (forced)',
    );
    forcedEngines.set(gjk, engine);
  }
  for (const forced of subsets([...inBand])) {
    const thresholds = (copy: typeof GJK_COPY): Record<string, number> =>
      Object.fromEntries(forced.filter((d) => copy.decisions.includes(d)).map((d) => [d.key, eps.peer]));
    const answer = gjk.force(thresholds(GJK_COPY), () => shapeCast.force(thresholds(SHAPE_CAST_COPY), () => engine.run(input)));
    if (agrees(compare(input, answer, peer))) return { change: forcedChange(forced, { peer: eps.peerName, value: eps.peer }), answer };
  }
  return undefined;
}
