// The pair types beyond the manifolds a user's engine is compared on when it exports Box2D's names:
// distance (b2Distance with a warm b2SimplexCache, b2TestOverlap, b2ShapeCast), toi
// (b2TimeOfImpact), shape (the shapes' TestPoint, RayCast, ComputeAABB, ComputeMass and the b2AABB
// methods) and tree (b2BroadPhase). Each is the built-in pair type's own families, comparer,
// margins and drawing with the user's engine as the peer, found by the C++ names it exports, and
// none is loaded for a module that lacks its names. The margins hold the engine to C++'s own
// thresholds: a peer epsilon equal to b2_epsilon leaves no band to excuse a difference with, so
// what is excused is a decision that sits on C++'s threshold itself. No known differences are
// listed: they are the user's to find.

import * as F64 from 'b2collide';
import { b2_epsilon } from 'b2collide';
import { b2collideDistanceEngine } from '../distance/engine-b2collide';
import { compareDistance } from '../distance/compare-distance';
import { distanceFamilies } from '../distance/families';
import { distanceMargins, distanceWitness } from '../distance/margins';
import { drawDistance } from '../distance/draw-distance';
import type { B2Lib } from '../f32/b2collide-runner';
import type { AnyPairType, PairType } from '../runner/types';
import { drawQuery } from '../shape/draw-query';
import { b2collideQueryEngine } from '../shape/engine-b2collide-query';
import { shapeQueryFamilies } from '../shape/query-families';
import { compareQueries, queryMargins, queryWitness, type PeerRules } from '../shape/shape-compare';
import { b2collideTOIEngine } from '../toi/engine-b2collide-toi';
import { TOI_TOLERANCES, compareTOI, toiMargins, toiWitness } from '../toi/toi-compare';
import { drawTOI } from '../toi/toi-draw';
import { toiFamilies } from '../toi/toi-families';
import { compareTree, treeFamilies } from '../tree/pair-tree';
import { runTreeCase } from '../tree/run';
import { BOUND_ULPS } from '../tolerances';
import { cxxDistanceRule } from './cxx-distance-rule';
import { distanceFunctions, DISTANCE_NAMES, namesDistanceEngine, type DistanceFunction } from './names-distance';
import { hasShapeQueries, missingAabbMethods, namesQueryEngine } from './names-query';
import type { AnyModule } from './names-shapes';
import { hasTimeOfImpact, namesTOIEngine, toiCounters } from './names-toi';
import { hasBroadPhase, MaskedReference, NamesTreeDriver, treeView } from './names-tree';

const CXX_EPSILONS = { cxx: b2_epsilon, peer: b2_epsilon, peerName: 'user' };

const USER_RULES: PeerRules = { peer: 'user', epsilon: b2_epsilon };

/** What was found in the module, per pair type: the functions compared and those that are not (b2collide answers for them). */
export interface NamesCoverage {
  readonly pairType: string;
  readonly compared: readonly string[];
  readonly notCompared: readonly string[];
}

function distancePairType(mod: AnyModule, name: string, has: readonly DistanceFunction[]): PairType<unknown, unknown> {
  const missing = (Object.keys(DISTANCE_NAMES) as DistanceFunction[]).filter((fn) => !has.includes(fn));
  return {
    name: 'distance',
    families: distanceFamilies,
    reference: b2collideDistanceEngine,
    peer: namesDistanceEngine(mod, name, has),
    compare: (input, ref, peer) => compareDistance(input as never, ref as never, peer as never, cxxDistanceRule),
    margins: (input, comparison, ref, peer) => distanceMargins(input as never, comparison, ref as never, peer as never, CXX_EPSILONS),
    witness: (input, comparison, margin, ref, peer) =>
      distanceWitness(input as never, comparison, margin, ref as never, peer as never, (i, r, p) => compareDistance(i, r, p, cxxDistanceRule), CXX_EPSILONS),
    draw: drawDistance as never,
    knownDifferences: [],
    tolerances: [
      'per case: the overlap test, three GJK calls: core (useRadii false, cold), radii (useRadii true, cold), warm (useRadii false at a moved pose, reusing the core call\'s cache), and a shape cast of B from the first pose',
      'discrete: overlap, iterations, cache count and indices, cast hit; continuous: distance, witness points, cache metric, cast lambda, point and normal',
      `continuous fields match within ${BOUND_ULPS} * 2^-52 * S, S = 1 + max |position coordinate| + max |proxy vertex coordinate|`,
      `margins: C++'s own thresholds (b2_epsilon = ${b2_epsilon} on both sides), so only a decision on the threshold itself is a near-tie`,
      ...(missing.length > 0 ? [`not in the engine, answered by b2collide and so not compared: ${missing.join(', ')}`] : []),
    ],
  } as PairType<unknown, unknown>;
}

/** The pair types the module's Box2D names support, and what each compares. */
export function namesPairTypes(mod: AnyModule, name: string): { pairTypes: AnyPairType[]; coverage: NamesCoverage[] } {
  const pairTypes: AnyPairType[] = [];
  const coverage: NamesCoverage[] = [];
  const distance = distanceFunctions(mod);
  if (distance.length > 0) {
    pairTypes.push(distancePairType(mod, name, distance));
    coverage.push({ pairType: 'distance', compared: distance, notCompared: (Object.keys(DISTANCE_NAMES) as DistanceFunction[]).filter((fn) => !distance.includes(fn)) });
  }
  if (hasTimeOfImpact(mod)) {
    pairTypes.push({
      name: 'toi',
      families: toiFamilies,
      reference: b2collideTOIEngine,
      peer: namesTOIEngine(mod, name),
      compare: compareTOI,
      margins: toiMargins,
      witness: toiWitness,
      draw: drawTOI,
      knownDifferences: [],
      tolerances: TOI_TOLERANCES,
    });
    coverage.push({ pairType: 'toi', compared: ['b2TimeOfImpact'], notCompared: toiCounters(mod) === undefined ? ['b2_toiIters', 'b2_toiRootIters'] : [] });
  }
  if (hasShapeQueries(mod)) {
    pairTypes.push({
      name: 'shape',
      families: shapeQueryFamilies(F64 as unknown as B2Lib, (x) => x, '', '', true),
      reference: b2collideQueryEngine,
      peer: namesQueryEngine(mod, name),
      compare: (input, ref, p) => compareQueries(input, ref, p, USER_RULES),
      margins: (input, comparison) => queryMargins(input, comparison, USER_RULES),
      witness: queryWitness(b2collideQueryEngine, USER_RULES),
      draw: (input) => drawQuery(input),
      knownDifferences: [],
      tolerances: [
        'discrete: testPoint, ray hit, AABB ray hit, Contains, b2TestOverlap, IsValid; on a miss only the hit flag is compared',
        `continuous, within ${BOUND_ULPS} * 2^-52 times the scale of the field (positions, fractions, normals, mass, inertia)`,
        'the b2AABB methods run on b2collide\'s ComputeAABB box in both engines',
      ],
    });
    const missing = missingAabbMethods(mod).map((m) => `b2AABB.${m}`);
    coverage.push({ pairType: 'shape', compared: ['TestPoint', 'RayCast', 'ComputeAABB', 'ComputeMass', ...['RayCast', 'Combine', 'Contains', 'TestOverlap', 'GetPerimeter', 'GetCenter', 'GetExtents', 'IsValid'].map((m) => `b2AABB.${m}`).filter((m) => !missing.includes(m))], notCompared: missing });
  }
  if (hasBroadPhase(mod)) {
    const view = treeView(mod);
    pairTypes.push({
      name: 'tree',
      families: treeFamilies('tree'),
      reference: { name: 'b2collide', run: (input) => runTreeCase(new MaskedReference(view), input) },
      peer: { name, run: (input) => runTreeCase(new NamesTreeDriver(mod, view), input) },
      compare: compareTree('box2dcore'),
      margins: () => [],
      draw: () => ({ shapes: [], edges: [], marks: [] }),
      knownDifferences: [],
      tolerances: [
        'move answers, query and ray-cast callbacks (proxy ids, order, maxFraction), every live proxy\'s id and fat AABB, height and balance: exact at every call',
        'pairs from UpdatePairs: the same unordered pairs, each as often (their order is not compared)',
        'a case stops comparing at its first divergence; none is excused',
      ],
    });
    const notCompared = [
      ...(view.moveCount ? [] : ['m_moveCount (move answers)']),
      ...(view.rebuild ? [] : ['m_tree.RebuildBottomUp']),
      ...(view.shift ? [] : ['ShiftOrigin']),
      ...(view.quality ? [] : ['GetTreeQuality']),
    ];
    coverage.push({ pairType: 'tree', compared: ['b2BroadPhase'], notCompared });
  }
  return { pairTypes, coverage };
}
