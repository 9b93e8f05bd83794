// The case through Box2D v3.1's colliders (b2collide/v3), as v3's contact code picks them: its
// register (contact.c's b2InitializeContactRegisters) has one function per pair of shape types,
// listed with the lower type second; a pair given the other way round is swapped, so the
// manifold's A is the case's B. Segment against segment or chain segment, and chain segment
// against chain segment, are never collided. A chain segment's b2SimplexCache starts empty, as for
// a new contact.

import {
  b2CollideCapsuleAndCircle, b2CollideCapsules, b2CollideChainSegmentAndCapsule, b2CollideChainSegmentAndCircle, b2CollideChainSegmentAndPolygon,
  b2CollideCircles, b2CollidePolygonAndCapsule, b2CollidePolygonAndCircle, b2CollidePolygons, b2CollideSegmentAndCapsule,
  b2CollideSegmentAndCircle, b2CollideSegmentAndPolygon, b2Manifold, b2SimplexCache,
  type b2Capsule, type b2ChainSegment, type b2Circle, type b2Polygon, type b2Segment, type b2Transform,
} from 'b2collide/v3';
import type { ExplorerCase, XY } from './case';
import { buildV3Shape, buildV3Transform, type V3Shape, type V3ShapeType } from './v3-shapes';

type Run = (m: b2Manifold, a: V3Shape, xfA: b2Transform, b: V3Shape, xfB: b2Transform) => void;

// Each register's shapes, read as the types the key names (the key is checked before the call).
const circle = (s: V3Shape): b2Circle => s.shape as b2Circle;
const capsule = (s: V3Shape): b2Capsule => s.shape as b2Capsule;
const segment = (s: V3Shape): b2Segment => s.shape as b2Segment;
const polygon = (s: V3Shape): b2Polygon => s.shape as b2Polygon;
const chainSegment = (s: V3Shape): b2ChainSegment => s.shape as b2ChainSegment;

/** contact.c's register, `typeA/typeB` → the function (its b2AddType calls, in their order). */
const registers: Readonly<Record<string, { name: string; run: Run }>> = {
  'circle/circle': { name: 'b2CollideCircles', run: (m, a, xa, b, xb) => b2CollideCircles(m, circle(a), xa, circle(b), xb) },
  'capsule/circle': { name: 'b2CollideCapsuleAndCircle', run: (m, a, xa, b, xb) => b2CollideCapsuleAndCircle(m, capsule(a), xa, circle(b), xb) },
  'capsule/capsule': { name: 'b2CollideCapsules', run: (m, a, xa, b, xb) => b2CollideCapsules(m, capsule(a), xa, capsule(b), xb) },
  'polygon/circle': { name: 'b2CollidePolygonAndCircle', run: (m, a, xa, b, xb) => b2CollidePolygonAndCircle(m, polygon(a), xa, circle(b), xb) },
  'polygon/capsule': { name: 'b2CollidePolygonAndCapsule', run: (m, a, xa, b, xb) => b2CollidePolygonAndCapsule(m, polygon(a), xa, capsule(b), xb) },
  'polygon/polygon': { name: 'b2CollidePolygons', run: (m, a, xa, b, xb) => b2CollidePolygons(m, polygon(a), xa, polygon(b), xb) },
  'segment/circle': { name: 'b2CollideSegmentAndCircle', run: (m, a, xa, b, xb) => b2CollideSegmentAndCircle(m, segment(a), xa, circle(b), xb) },
  'segment/capsule': { name: 'b2CollideSegmentAndCapsule', run: (m, a, xa, b, xb) => b2CollideSegmentAndCapsule(m, segment(a), xa, capsule(b), xb) },
  'segment/polygon': { name: 'b2CollideSegmentAndPolygon', run: (m, a, xa, b, xb) => b2CollideSegmentAndPolygon(m, segment(a), xa, polygon(b), xb) },
  'chainSegment/circle': { name: 'b2CollideChainSegmentAndCircle', run: (m, a, xa, b, xb) => b2CollideChainSegmentAndCircle(m, chainSegment(a), xa, circle(b), xb) },
  'chainSegment/capsule': {
    name: 'b2CollideChainSegmentAndCapsule',
    run: (m, a, xa, b, xb) => b2CollideChainSegmentAndCapsule(m, chainSegment(a), xa, capsule(b), xb, new b2SimplexCache()),
  },
  'chainSegment/polygon': {
    name: 'b2CollideChainSegmentAndPolygon',
    run: (m, a, xa, b, xb) => b2CollideChainSegmentAndPolygon(m, chainSegment(a), xa, polygon(b), xb, new b2SimplexCache()),
  },
};

/** One b2ManifoldPoint as plain numbers (the float32 values b2collide/v3 wrote). */
export interface V3Point {
  point: XY;
  anchorA: XY;
  anchorB: XY;
  separation: number;
  id: number;
}

/** The case through v3: its shapes, which collider ran (if any), and its manifold. */
export interface V3Run {
  /** The case's A and B as v3 shapes and transforms (in the case's order). */
  a: V3Shape;
  b: V3Shape;
  xfA: b2Transform;
  xfB: b2Transform;
  /** The collider's C name; undefined when Box2D v3 never collides the pair. */
  collider?: string;
  /** True when v3's register takes the pair as (B, A): the manifold's A is the case's B. */
  swapped: boolean;
  /** The manifold's A and B (the case's, swapped when `swapped`). */
  manifoldA: { shape: V3Shape; xf: b2Transform; owner: 'A' | 'B' };
  manifoldB: { shape: V3Shape; xf: b2Transform; owner: 'A' | 'B' };
  /** The world normal, from the manifold's A to its B. */
  normal: XY;
  points: V3Point[];
}

const xy = (v: { x: number; y: number }): XY => [v.x, v.y];

/** The register's entry for (typeA, typeB) and whether the pair is taken the other way round. */
export function v3Register(typeA: V3ShapeType, typeB: V3ShapeType): { name: string; run: Run; swapped: boolean } | undefined {
  const direct = registers[`${typeA}/${typeB}`];
  if (direct !== undefined) return { ...direct, swapped: false };
  const reverse = registers[`${typeB}/${typeA}`];
  return reverse === undefined ? undefined : { ...reverse, swapped: true };
}

/** Runs the case through b2collide/v3; throws its Error when it refuses a shape or transform. */
export function runV3(c: ExplorerCase): V3Run {
  const a = buildV3Shape(c.a);
  const b = buildV3Shape(c.b);
  const xfA = buildV3Transform(c.xfA);
  const xfB = buildV3Transform(c.xfB);
  const register = v3Register(a.type, b.type);
  const swapped = register?.swapped ?? false;
  const caseA = { shape: a, xf: xfA, owner: 'A' as const };
  const caseB = { shape: b, xf: xfB, owner: 'B' as const };
  const [manifoldA, manifoldB] = swapped ? [caseB, caseA] : [caseA, caseB];
  const run: V3Run = { a, b, xfA, xfB, collider: register?.name, swapped, manifoldA, manifoldB, normal: [0, 0], points: [] };
  if (register === undefined) return run;
  const m = new b2Manifold();
  register.run(m, manifoldA.shape, manifoldA.xf, manifoldB.shape, manifoldB.xf);
  run.normal = xy(m.normal);
  for (let i = 0; i < m.pointCount; ++i) {
    const p = m.points[i];
    run.points.push({ point: xy(p.point), anchorA: xy(p.anchorA), anchorB: xy(p.anchorB), separation: p.separation, id: p.id });
  }
  return run;
}

/** A v3 feature id (16 bits) as 4 hex digits. */
export function idHex(id: number): string {
  return `0x${id.toString(16).padStart(4, '0')}`;
}
