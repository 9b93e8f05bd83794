// phaser-box2d's loops for the v3 bench: its colliders (a JavaScript port of Box2D v3.0, float64
// numbers) on the same corpus, with its shapes built as a phaser-box2d user builds them:
// b2MakeBox(hx, hy) for a box, b2MakePolygon(b2ComputeHull(points, count), 0) for a hull, and its
// b2Circle, b2Capsule, b2Segment and b2Transform(b2Vec2, b2Rot) objects. Its colliders take the
// manifold last. Imported as its users import it: the release bundle dist/PhaserBox2D.js (the
// package's main file is missing from it).

import * as phaser from 'phaser-box2d/dist/PhaserBox2D.js';
import type { Runner } from '../adapters/adapter_types';
import type { V3Family, V3Pair, V3Pose, V3Shape } from './corpus';

// The package's own declarations type its polygons and manifolds loosely; the bench reads only these.
interface Vec {
  x: number;
  y: number;
}
interface PhaserManifold {
  pointCount: number;
}
type Collide = (a: unknown, xfA: unknown, b: unknown, xfB: unknown, m: PhaserManifold) => unknown;
interface Phaser {
  b2Vec2: new (x: number, y: number) => Vec;
  b2Rot: new (c: number, s: number) => unknown;
  b2Transform: new (p: unknown, q: unknown) => unknown;
  b2Circle: new (center: Vec, radius: number) => unknown;
  b2Capsule: new () => { center1: Vec | null; center2: Vec | null; radius: number };
  b2Segment: new (p1: Vec, p2: Vec) => unknown;
  b2Manifold: new () => PhaserManifold;
  b2MakeBox(hx: number, hy: number): unknown;
  b2ComputeHull(points: Vec[], count: number): { count: number };
  b2MakePolygon(hull: unknown, radius: number): unknown;
  b2CollidePolygons: Collide;
  b2CollideCapsules: Collide;
  b2CollidePolygonAndCircle: Collide;
  b2CollideSegmentAndPolygon: Collide;
}

const P = phaser as unknown as Phaser;

/** A phaser-box2d polygon as its user builds it. */
export function phaserPolygon(s: V3Shape): unknown {
  if (s.kind === 'box') return P.b2MakeBox(s.hx, s.hy);
  if (s.kind !== 'hull') throw new Error(`v3 bench: a ${s.kind} is not a polygon`);
  const hull = P.b2ComputeHull(s.points.map(([x, y]) => new P.b2Vec2(x, y)), s.points.length);
  if (hull.count < 3) throw new Error('v3 bench: phaser-box2d b2ComputeHull found no hull for a corpus hull');
  return P.b2MakePolygon(hull, 0);
}

function circle(s: V3Shape): unknown {
  if (s.kind !== 'circle') throw new Error(`v3 bench: a ${s.kind} is not a circle`);
  return new P.b2Circle(new P.b2Vec2(s.cx, s.cy), s.radius);
}

function capsule(s: V3Shape): unknown {
  if (s.kind !== 'capsule') throw new Error(`v3 bench: a ${s.kind} is not a capsule`);
  const c = new P.b2Capsule();
  c.center1 = new P.b2Vec2(s.x1, s.y1);
  c.center2 = new P.b2Vec2(s.x2, s.y2);
  c.radius = s.radius;
  return c;
}

function segment(s: V3Shape): unknown {
  if (s.kind !== 'segment') throw new Error(`v3 bench: a ${s.kind} is not a segment`);
  return new P.b2Segment(new P.b2Vec2(s.x1, s.y1), new P.b2Vec2(s.x2, s.y2));
}

/** A phaser-box2d transform. */
export function phaserXf(d: V3Pose): unknown {
  return new P.b2Transform(new P.b2Vec2(d.px, d.py), new P.b2Rot(d.c, d.s));
}

/** phaser-box2d's loop, one arm per family (each arm its own call site). */
export function phaserRunner(family: V3Family, pairs: readonly V3Pair[], visits: Int32Array): Runner {
  const xfsA = pairs.map((p) => phaserXf(p.xfA));
  const xfsB = pairs.map((p) => phaserXf(p.xfB));
  const m = new P.b2Manifold();
  const n = visits.length;
  switch (family) {
    case 'polygons': {
      const a = pairs.map((p) => phaserPolygon(p.a));
      const b = pairs.map((p) => phaserPolygon(p.b));
      const collide = P.b2CollidePolygons;
      const one = (i: number) => (collide(a[i], xfsA[i], b[i], xfsB[i], m), m.pointCount);
      return { one, pass: () => { let sum = 0; for (let k = 0; k < n; ++k) sum += one(visits[k]); return sum; } };
    }
    case 'capsules': {
      const a = pairs.map((p) => capsule(p.a));
      const b = pairs.map((p) => capsule(p.b));
      const collide = P.b2CollideCapsules;
      const one = (i: number) => (collide(a[i], xfsA[i], b[i], xfsB[i], m), m.pointCount);
      return { one, pass: () => { let sum = 0; for (let k = 0; k < n; ++k) sum += one(visits[k]); return sum; } };
    }
    case 'polygon-circle': {
      const a = pairs.map((p) => phaserPolygon(p.a));
      const b = pairs.map((p) => circle(p.b));
      const collide = P.b2CollidePolygonAndCircle;
      const one = (i: number) => (collide(a[i], xfsA[i], b[i], xfsB[i], m), m.pointCount);
      return { one, pass: () => { let sum = 0; for (let k = 0; k < n; ++k) sum += one(visits[k]); return sum; } };
    }
    case 'segment-polygon': {
      const a = pairs.map((p) => segment(p.a));
      const b = pairs.map((p) => phaserPolygon(p.b));
      const collide = P.b2CollideSegmentAndPolygon;
      const one = (i: number) => (collide(a[i], xfsA[i], b[i], xfsB[i], m), m.pointCount);
      return { one, pass: () => { let sum = 0; for (let k = 0; k < n; ++k) sum += one(visits[k]); return sum; } };
    }
  }
}
