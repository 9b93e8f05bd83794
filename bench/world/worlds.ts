// The world bench's worlds: scenes built in examples/solver's b2World, stepped at 60 Hz until every
// body rests, then recorded as the calls the next step makes (corpus.ts): one collide call per
// contact whose fat boxes overlap, in the contact list's order, as b2ContactManager::Collide makes
// them, then one b2TimeOfImpact per contact that needs one, as b2World::SolveTOI does. Everything is
// seeded, so a world and its corpus are the same on every run.
//
// A world is a row of units placed side by side, each unit its own small scene, so that a size
// is reached by adding units; the units vary (seed, rows) so no two are the same.

import {
  b2ChainShape,
  b2CircleShape,
  b2EdgeShape,
  b2PolygonShape,
  b2ShapeType,
  type b2Shape,
} from 'b2collide';
import { b2BodyType, type b2Body } from '../../examples/solver/body';
import { TIME_STEP, VELOCITY_ITERATIONS, POSITION_ITERATIONS } from '../../examples/solver/engine';
import { restingGap } from '../../examples/solver/scenes';
import { b2World } from '../../examples/solver/world';
import type { PolygonData } from '../../compare/case/shapes';
import type { SweepData } from '../../compare/toi/toi-input';
import type { PoseData } from '../pair_types';
import { Random } from '../random';
import { CallKind, type WorldCall, type WorldCorpus, type WorldShape, type WorldToi } from './corpus';

const FRICTION = 0.6;

/** The scenes, by the name the bench prints. */
export const SCENES = ['pyramids', 'hull piles', 'chain terrain', 'mixed'] as const;
export type SceneName = (typeof SCENES)[number];

function body(world: b2World, dynamic: boolean, x: number, y: number, angle = 0): b2Body {
  return world.CreateBody({ type: dynamic ? b2BodyType.b2_dynamicBody : b2BodyType.b2_staticBody, position: { x, y }, angle });
}

function addShape(world: b2World, b: b2Body, shape: b2Shape): void {
  world.CreateFixture(b, shape, { density: b.m_type === b2BodyType.b2_dynamicBody ? 1 : 0, friction: FRICTION });
}

function box(world: b2World, dynamic: boolean, x: number, y: number, hx: number, hy: number, angle = 0): void {
  addShape(world, body(world, dynamic, x, y, angle), new b2PolygonShape().SetAsBox(hx, hy));
}

/** A random convex hull of 3 to 8 points, 0.25 to 0.6 m from its centre (examples/solver's pile). */
function hull(random: Random): b2PolygonShape {
  const n = random.int(3, 8);
  const points = Array.from({ length: n }, (_, k) => {
    const angle = (2 * Math.PI * (k + random.next() * 0.8)) / n;
    const r = random.range(0.25, 0.6);
    return { x: r * Math.cos(angle), y: r * Math.sin(angle) };
  });
  return new b2PolygonShape().Set(points);
}

/** Box2D's testbed pyramid: `rows` rows of 1 m boxes on a ground box, already settled. Width used. */
function pyramid(world: b2World, x0: number, rows: number): number {
  const half = 0.6 * rows + 2;
  box(world, false, x0 + half, -1, half, 1);
  const pitch = 1.0 + restingGap;
  for (let i = 0; i < rows; ++i) {
    const count = rows - i;
    const left = x0 + half - 0.5 * (count - 1) * 1.125;
    for (let j = 0; j < count; ++j) box(world, true, left + j * 1.125, restingGap + 0.5 + i * pitch, 0.5, 0.5);
  }
  return 2 * half + 1;
}

/** `count` hulls (and, with circles, a third of them circles) dropped into a 20 m wide box. */
function pile(world: b2World, x0: number, count: number, random: Random, circles: boolean): number {
  const cx = x0 + 11;
  box(world, false, cx, -1, 10.5, 1);
  box(world, false, cx - 10.5, 5, 0.5, 6);
  box(world, false, cx + 10.5, 5, 0.5, 6);
  const columns = 12;
  for (let i = 0; i < count; ++i) {
    const col = i % columns;
    const row = Math.floor(i / columns);
    const b = body(world, true, cx - 9 + col * 1.6 + (row % 2) * 0.4, 1 + row * 1.3, random.next() * 2 * Math.PI);
    addShape(world, b, circles && i % 3 === 2 ? new b2CircleShape(random.range(0.3, 0.5)) : hull(random));
  }
  return 23;
}

/**
 * Gentle hills (slopes under 0.4, below the friction 0.6) as one chain, with boxes and hulls resting
 * on it. No circles: on a slope they would roll and the world would not come to rest.
 */
function terrain(world: b2World, x0: number, length: number, random: Random): number {
  const height = (x: number) => 0.6 * Math.sin(0.31 * x) + 0.25 * Math.sin(0.83 * x + 1);
  const segment = 0.5;
  const n = Math.round(length / segment);
  // A chain's edges collide from the right of v1 -> v2: the ground runs right to left to face up.
  const vertices = Array.from({ length: n + 1 }, (_, i) => ({ x: x0 + (n - i) * segment, y: height(x0 + (n - i) * segment) }));
  const prev = { x: vertices[0].x + segment, y: height(vertices[0].x + segment) };
  const next = { x: vertices[n].x - segment, y: height(vertices[n].x - segment) };
  addShape(world, body(world, false, 0, 0), new b2ChainShape().CreateChain(vertices, vertices.length, prev, next));
  for (let x = x0 + 1.5; x < x0 + length - 1.5; x += 1.4) {
    const y = Math.max(height(x - 0.7), height(x), height(x + 0.7)) + 0.75;
    const isBox = random.next() < 0.5;
    const b = body(world, true, x, y, isBox ? 0 : random.next() * 2 * Math.PI);
    addShape(world, b, isBox ? new b2PolygonShape().SetAsBox(0.5, 0.4) : hull(random));
  }
  return length + 2;
}

/**
 * Units repeat every UNIT_CYCLE (the pyramids' row counts); a world of that many units gives a
 * scene's mean contacts per unit.
 */
export const UNIT_CYCLE = 5;

/** Adds unit `u` of a scene at x0; returns the width it takes. */
function addUnit(world: b2World, scene: SceneName, u: number, x0: number): number {
  const random = new Random(0x3011d + 7919 * u);
  switch (scene) {
    case 'pyramids':
      return pyramid(world, x0, 18 + (u % UNIT_CYCLE));
    case 'hull piles':
      return pile(world, x0, 96, random, false);
    case 'chain terrain':
      return terrain(world, x0, 60, random);
    case 'mixed': {
      let x = x0;
      x += pyramid(world, x, 10 + (u % UNIT_CYCLE));
      x += pile(world, x, 48, random, true);
      x += terrain(world, x, 30, random);
      return x - x0;
    }
  }
}

/** The largest body speed: |v| + |w|·1 m, so a spin counts as the speed of a point 1 m out. */
function maxSpeed(world: b2World): number {
  let max = 0;
  for (const b of world.m_bodies) {
    if (b.m_type !== b2BodyType.b2_dynamicBody) continue;
    const s = Math.hypot(b.m_linearVelocity.x, b.m_linearVelocity.y) + Math.abs(b.m_angularVelocity);
    if (s > max) max = s;
  }
  return max;
}

/** At rest: every body slower than this for REST_STEPS steps in a row. */
const REST_SPEED = 0.02;
const REST_STEPS = 30;
const MAX_STEPS = 1500;

export interface BuiltWorld {
  readonly world: b2World;
  readonly units: number;
  readonly bodies: number;
  /** Steps taken until rest (or MAX_STEPS). */
  readonly steps: number;
  readonly rested: boolean;
}

/** `units` units of a scene in one world, stepped until at rest. */
export function buildWorld(scene: SceneName, units: number): BuiltWorld {
  const world = new b2World({ x: 0, y: -10 });
  let x = 0;
  for (let u = 0; u < units; ++u) x += addUnit(world, scene, u, x) + 2;
  let calm = 0;
  let steps = 0;
  while (calm < REST_STEPS && steps < MAX_STEPS) {
    world.Step(TIME_STEP, VELOCITY_ITERATIONS, POSITION_ITERATIONS);
    ++steps;
    calm = maxSpeed(world) < REST_SPEED ? calm + 1 : 0;
  }
  return { world, units, bodies: world.m_bodies.length, steps, rested: calm >= REST_STEPS };
}

function polygonData(p: b2PolygonShape): PolygonData {
  const vertices: [number, number][] = [];
  const normals: [number, number][] = [];
  for (let i = 0; i < p.m_count; ++i) {
    vertices.push([p.m_packed[2 * i], p.m_packed[2 * i + 1]]); // layout at b2PolygonShape.m_packed
    normals.push([p.m_packed[16 + 2 * i], p.m_packed[17 + 2 * i]]);
  }
  return { vertices, normals, centroid: [p.m_centroid.x, p.m_centroid.y], radius: p.m_radius };
}

function sweepData(b: b2Body): SweepData {
  const s = b.m_sweep;
  return { localCenter: [s.localCenter.x, s.localCenter.y], c0: [s.c0.x, s.c0.y], c: [s.c.x, s.c.y], a0: s.a0, a: s.a, alpha0: s.alpha0 };
}

// b2CollideShapes' dispatch: the contact's A is the registered type (circle < edge/chain, polygon < circle).
function callKind(a: b2ShapeType, b: b2ShapeType): CallKind {
  const edgeA = a === b2ShapeType.e_edge || a === b2ShapeType.e_chain;
  if (a === b2ShapeType.e_circle && b === b2ShapeType.e_circle) return CallKind.circles;
  if (a === b2ShapeType.e_polygon && b === b2ShapeType.e_circle) return CallKind.polygonAndCircle;
  if (a === b2ShapeType.e_polygon && b === b2ShapeType.e_polygon) return CallKind.polygons;
  if (edgeA && b === b2ShapeType.e_circle) return CallKind.edgeAndCircle;
  if (edgeA && b === b2ShapeType.e_polygon) return CallKind.edgeAndPolygon;
  throw new Error(`world bench: no collide call for shape types ${a} and ${b}`);
}

/**
 * The calls the next step of a world at rest makes: each contact whose fat boxes overlap collides
 * its shapes at the bodies' transforms; each contact of a dynamic body with a static one asks
 * b2TimeOfImpact over the last step's sweeps (examples/solver/toi_solver.ts, NeedsTOI).
 */
export function recordCorpus(world: b2World): WorldCorpus {
  const shapes: WorldShape[] = [];
  const poses: PoseData[] = [];
  const shapeIndex = new Map<b2Shape, number[]>();
  const poseIndex = new Map<b2Body, number>();
  const shapeOf = (shape: b2Shape, child: number): number => {
    const known = shapeIndex.get(shape) ?? [];
    shapeIndex.set(shape, known);
    if (known[child] !== undefined) return known[child];
    let s: WorldShape;
    if (shape instanceof b2PolygonShape) s = { type: 'polygon', data: polygonData(shape) };
    else if (shape instanceof b2CircleShape) s = { type: 'circle', data: { x: shape.m_p.x, y: shape.m_p.y, radius: shape.m_radius } };
    else {
      let edge = shape as b2EdgeShape;
      if (shape instanceof b2ChainShape) shape.GetChildEdge((edge = new b2EdgeShape()), child);
      const v = [edge.m_vertex0, edge.m_vertex1, edge.m_vertex2, edge.m_vertex3].flatMap((p) => [p.x, p.y]);
      s = { type: 'edge', data: { v, oneSided: edge.m_oneSided } };
    }
    known[child] = shapes.length;
    shapes.push(s);
    return known[child];
  };
  const poseOf = (b: b2Body): number => {
    const known = poseIndex.get(b);
    if (known !== undefined) return known;
    poseIndex.set(b, poses.length);
    poses.push({ px: b.m_xf.p.x, py: b.m_xf.p.y, s: b.m_xf.q.s, c: b.m_xf.q.c });
    return poses.length - 1;
  };
  // Shapes and poses in body order, as a world allocates them.
  for (const b of world.m_bodies) {
    poseOf(b);
    for (const f of b.m_fixtures) for (let child = 0; child < f.shape.GetChildCount(); ++child) shapeOf(f.shape, child);
  }

  const calls: WorldCall[] = [];
  const tois: WorldToi[] = [];
  const bp = world.m_contactManager.m_broadPhase;
  for (const c of world.m_contactManager.m_contacts) {
    const fA = c.m_fixtureA;
    const fB = c.m_fixtureB;
    if (!bp.TestOverlap(fA.proxies[c.m_indexA].proxyId, fB.proxies[c.m_indexB].proxyId)) continue;
    calls.push({
      kind: callKind(fA.shape.m_type, fB.shape.m_type),
      shapeA: shapeOf(fA.shape, c.m_indexA),
      poseA: poseOf(fA.body),
      shapeB: shapeOf(fB.shape, c.m_indexB),
      poseB: poseOf(fB.body),
    });
  }
  for (const c of world.m_contactManager.m_contacts) {
    const bA = c.m_fixtureA.body;
    const bB = c.m_fixtureB.body;
    const dynamicA = bA.m_type === b2BodyType.b2_dynamicBody;
    const dynamicB = bB.m_type === b2BodyType.b2_dynamicBody;
    // NeedsTOI without bullets: one body moves and the other does not.
    if (dynamicA === dynamicB) continue;
    tois.push({
      shapeA: shapeOf(c.m_fixtureA.shape, c.m_indexA),
      shapeB: shapeOf(c.m_fixtureB.shape, c.m_indexB),
      sweepA: { ...sweepData(bA), alpha0: 0 },
      sweepB: { ...sweepData(bB), alpha0: 0 },
      tMax: 1.0,
    });
  }
  return { shapes, poses, calls, tois };
}
