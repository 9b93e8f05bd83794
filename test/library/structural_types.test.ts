// Plain objects are accepted wherever the library only reads a point, a rotation, a transform, a
// box or a ray: b2XY `{ x, y }`, b2RotLike `{ s, c }`, b2TransformLike `{ p, q }`, b2AABBLike
// `{ lowerBound, upperBound }` and b2RayCastInputLike `{ p1, p2, maxFraction }`. Each function
// that reads one is called here with literals, pinned by expect-type (a literal that stopped
// type-checking fails `tsc`, which npm test runs), and its result is compared with the same call
// on the library's own classes (the runtime reads both the same way). A last check scans src/
// so that no exported signature takes Readonly<b2Vec2 | b2Rot | b2Transform | b2AABB |
// b2RayCastInput> again.

import * as fs from 'node:fs';
import * as path from 'node:path';
import { expectTypeOf } from 'expect-type';
import {
  b2AABB,
  b2BroadPhase,
  b2ChainShape,
  b2CircleShape,
  b2ClipSegmentToLine,
  b2ClipVertex,
  b2CollideCircles,
  b2CollideEdgeAndCircle,
  b2CollideEdgeAndPolygon,
  b2CollidePolygonAndCircle,
  b2CollidePolygons,
  b2CollideShapes,
  b2ComputeHull,
  b2Cross_S_V,
  b2Cross_V_S,
  b2Cross_V_V,
  b2Distance,
  b2DistanceProxy,
  b2Dot,
  b2DynamicTree,
  b2EdgeShape,
  b2FindIncidentEdge,
  b2FindMaxSeparation,
  b2Manifold,
  b2Mul,
  b2Mul_R_R,
  b2Mul_R_V,
  b2Mul_X_V,
  b2Mul_X_X,
  b2MulT,
  b2MulT_R_R,
  b2MulT_R_V,
  b2MulT_X_V,
  b2MulT_X_X,
  b2PolygonShape,
  b2PositionSolverManifold,
  b2RayCastInput,
  b2RayCastOutput,
  b2Rot,
  b2TestOverlap,
  b2Transform,
  b2Vec2,
  b2WorldManifold,
  type b2AABBLike,
  type b2RayCastInputLike,
  type b2RotLike,
  type b2TransformLike,
  type b2XY,
} from 'b2collide';

// The same values as literals and as the library's classes. (s, c) = (0.6, 0.8) and (0.8, -0.6).
const v = { x: 0.5, y: -1.25 };
const w = { x: -2, y: 0.75 };
const q = { s: 0.6, c: 0.8 };
const r = { s: 0.8, c: -0.6 };
const xfA = { p: { x: 0.25, y: -0.5 }, q: { s: 0.6, c: 0.8 } };
const xfB = { p: { x: 0.9, y: 0.1 }, q: { s: 0.8, c: -0.6 } };
const box = { lowerBound: { x: -1, y: -1 }, upperBound: { x: 1, y: 2 } };
const ray = { p1: { x: -5, y: 0.5 }, p2: { x: 5, y: 0.5 }, maxFraction: 1 };
const V = new b2Vec2(v.x, v.y);
const W = new b2Vec2(w.x, w.y);
const Q = new b2Rot(q.s, q.c);
const R = new b2Rot(r.s, r.c);
const XA = new b2Transform().SetPositionSinCos(xfA.p.x, xfA.p.y, xfA.q.s, xfA.q.c);
const XB = new b2Transform().SetPositionSinCos(xfB.p.x, xfB.p.y, xfB.q.s, xfB.q.c);
const BOX = new b2AABB();
BOX.lowerBound.Set(-1, -1);
BOX.upperBound.Set(1, 2);
const RAY = new b2RayCastInput();
RAY.p1.Set(-5, 0.5);
RAY.p2.Set(5, 0.5);

const polygon = new b2PolygonShape().SetAsBox(1, 0.5);
const circle = new b2CircleShape(0.75);
const edge = new b2EdgeShape().SetTwoSided({ x: -2, y: 0 }, { x: 2, y: 0 });
const chain = new b2ChainShape().CreateLoop([{ x: -2, y: -2 }, { x: 2, y: -2 }, { x: 2, y: 2 }, { x: -2, y: 2 }]);

describe('the structural types are what the signatures say', () => {
  test('b2Vec2, b2Rot, b2Transform, b2AABB and b2RayCastInput are each their structural type', () => {
    expectTypeOf<b2Vec2>().toExtend<b2XY>();
    expectTypeOf<b2Rot>().toExtend<b2RotLike>();
    expectTypeOf<b2Transform>().toExtend<b2TransformLike>();
    expectTypeOf<b2AABB>().toExtend<b2AABBLike>();
    expectTypeOf<b2RayCastInput>().toExtend<b2RayCastInputLike>();
    expectTypeOf(xfA).toExtend<b2TransformLike>();
    // The literals are not the classes: this is what used to be rejected (TS2345).
    expectTypeOf(v).not.toExtend<b2Vec2>();
    expectTypeOf(xfA).not.toExtend<b2Transform>();
  });
});

describe('vector, rotation and transform math takes literals', () => {
  test('b2Dot, the crosses, b2Distance', () => {
    expectTypeOf(b2Dot).toBeCallableWith(v, w);
    expectTypeOf(b2Cross_V_V).toBeCallableWith(v, w);
    expectTypeOf(b2Cross_V_S).toBeCallableWith(v, 2, new b2Vec2());
    expectTypeOf(b2Cross_S_V).toBeCallableWith(2, v, new b2Vec2());
    expect(b2Dot(v, w)).toBe(b2Dot(V, W));
    expect(b2Cross_V_V(v, w)).toBe(b2Cross_V_V(V, W));
    expect(b2Cross_V_S(v, 2, new b2Vec2())).toEqual(b2Cross_V_S(V, 2, new b2Vec2()));
    expect(b2Cross_S_V(2, v, new b2Vec2())).toEqual(b2Cross_S_V(2, V, new b2Vec2()));
    expect(b2Distance(v, w)).toBe(b2Distance(V, W));
  });

  test('rotations: b2Mul_R_V, b2MulT_R_V, b2Mul_R_R, b2MulT_R_R, b2Rot.Copy', () => {
    expectTypeOf(b2Mul_R_V).toBeCallableWith(q, v, new b2Vec2());
    expectTypeOf(b2Mul_R_R).toBeCallableWith(q, r, new b2Rot());
    expect(b2Mul_R_V(q, v, new b2Vec2())).toEqual(b2Mul_R_V(Q, V, new b2Vec2()));
    expect(b2MulT_R_V(q, v, new b2Vec2())).toEqual(b2MulT_R_V(Q, V, new b2Vec2()));
    expect(b2Mul_R_R(q, r, new b2Rot())).toEqual(b2Mul_R_R(Q, R, new b2Rot()));
    expect(b2MulT_R_R(q, r, new b2Rot())).toEqual(b2MulT_R_R(Q, R, new b2Rot()));
    expect(new b2Rot().Copy(q)).toEqual(Q);
    expect(new b2Vec2().Copy(v)).toEqual(V);
  });

  test('transforms: b2Mul_X_V, b2MulT_X_V, b2Mul_X_X, b2MulT_X_X, b2Mul, b2MulT, Copy, Set', () => {
    expectTypeOf(b2Mul_X_V).toBeCallableWith(xfA, v, new b2Vec2());
    expectTypeOf(b2Mul_X_X).toBeCallableWith(xfA, xfB, new b2Transform());
    expectTypeOf(b2Mul).toBeCallableWith(xfA, v, new b2Vec2());
    expectTypeOf(b2MulT).toBeCallableWith(q, r, new b2Rot());
    const same = (a: b2Transform, b: b2Transform): void => expect([...a.m_packed]).toEqual([...b.m_packed]);
    expect(b2Mul_X_V(xfA, v, new b2Vec2())).toEqual(b2Mul_X_V(XA, V, new b2Vec2()));
    expect(b2MulT_X_V(xfA, v, new b2Vec2())).toEqual(b2MulT_X_V(XA, V, new b2Vec2()));
    same(b2Mul_X_X(xfA, xfB, new b2Transform()), b2Mul_X_X(XA, XB, new b2Transform()));
    same(b2MulT_X_X(xfA, xfB, new b2Transform()), b2MulT_X_X(XA, XB, new b2Transform()));
    expect(b2Mul(xfA, v, new b2Vec2())).toEqual(b2Mul(XA, V, new b2Vec2()));
    expect(b2MulT(q, v, new b2Vec2())).toEqual(b2MulT(Q, V, new b2Vec2()));
    same(b2Mul(xfA, xfB, new b2Transform()), b2Mul(XA, XB, new b2Transform()));
    same(new b2Transform().Copy(xfA), XA);
    same(new b2Transform().Set(v, 0.5), new b2Transform().Set(V, 0.5));
  });
});

describe('colliders, world manifold and overlap take {p, q} transforms', () => {
  const pair = (collide: (m: b2Manifold, a: b2TransformLike, b: b2TransformLike) => void): void => {
    const withLiterals = new b2Manifold();
    const withClasses = new b2Manifold();
    collide(withLiterals, xfA, xfB);
    collide(withClasses, XA, XB);
    expect(withLiterals).toEqual(withClasses);
  };

  test('the five colliders and b2CollideShapes', () => {
    expectTypeOf(b2CollidePolygons).toBeCallableWith(new b2Manifold(), polygon, xfA, polygon, xfB);
    expectTypeOf(b2CollideCircles).toBeCallableWith(new b2Manifold(), circle, xfA, circle, xfB);
    expectTypeOf(b2CollidePolygonAndCircle).toBeCallableWith(new b2Manifold(), polygon, xfA, circle, xfB);
    expectTypeOf(b2CollideEdgeAndCircle).toBeCallableWith(new b2Manifold(), edge, xfA, circle, xfB);
    expectTypeOf(b2CollideEdgeAndPolygon).toBeCallableWith(new b2Manifold(), edge, xfA, polygon, xfB);
    expectTypeOf(b2CollideShapes).toBeCallableWith(new b2Manifold(), polygon, 0, xfA, circle, 0, xfB);
    pair((m, a, b) => b2CollidePolygons(m, polygon, a, polygon, b));
    pair((m, a, b) => b2CollideCircles(m, circle, a, circle, b));
    pair((m, a, b) => b2CollidePolygonAndCircle(m, polygon, a, circle, b));
    pair((m, a, b) => b2CollideEdgeAndCircle(m, edge, a, circle, b));
    pair((m, a, b) => b2CollideEdgeAndPolygon(m, edge, a, polygon, b));
    pair((m, a, b) => b2CollideShapes(m, chain, 1, a, polygon, 0, b));
    // Not vacuous: the polygons touch at these transforms.
    const m = new b2Manifold();
    b2CollidePolygons(m, polygon, xfA, polygon, xfB);
    expect(m.pointCount).toBeGreaterThan(0);
  });

  test('b2FindMaxSeparation, b2FindIncidentEdge, b2ClipSegmentToLine, b2WorldManifold.Initialize, b2TestOverlap', () => {
    expectTypeOf(b2FindMaxSeparation).toBeCallableWith([0], polygon, xfA, polygon, xfB);
    expectTypeOf(b2FindIncidentEdge).toBeCallableWith([new b2ClipVertex(), new b2ClipVertex()], polygon, xfA, 0, polygon, xfB);
    expectTypeOf(b2ClipSegmentToLine).toBeCallableWith([new b2ClipVertex(), new b2ClipVertex()], [new b2ClipVertex(), new b2ClipVertex()], v, 0.5, 0);
    expectTypeOf(b2TestOverlap).toBeCallableWith(polygon, 0, polygon, 0, xfA, xfB);
    expectTypeOf(b2TestOverlap).toBeCallableWith(box, box);
    const e1 = [0];
    const e2 = [0];
    expect(b2FindMaxSeparation(e1, polygon, xfA, polygon, xfB)).toBe(b2FindMaxSeparation(e2, polygon, XA, polygon, XB));
    expect(e1).toEqual(e2);
    const c1 = [new b2ClipVertex(), new b2ClipVertex()];
    const c2 = [new b2ClipVertex(), new b2ClipVertex()];
    b2FindIncidentEdge(c1, polygon, xfA, 1, polygon, xfB);
    b2FindIncidentEdge(c2, polygon, XA, 1, polygon, XB);
    expect(c1).toEqual(c2);
    const o1 = [new b2ClipVertex(), new b2ClipVertex()];
    const o2 = [new b2ClipVertex(), new b2ClipVertex()];
    expect(b2ClipSegmentToLine(o1, c1, v, 0.1, 0)).toBe(b2ClipSegmentToLine(o2, c1, V, 0.1, 0));
    expect(o1).toEqual(o2);
    const m = new b2Manifold();
    b2CollidePolygons(m, polygon, XA, polygon, XB);
    const w1 = new b2WorldManifold();
    const w2 = new b2WorldManifold();
    expectTypeOf(w1.Initialize).toBeCallableWith(m, xfA, 0.01, xfB, 0.01);
    w1.Initialize(m, xfA, 0.01, xfB, 0.01);
    w2.Initialize(m, XA, 0.01, XB, 0.01);
    expect(w1).toEqual(w2);
    expect(b2TestOverlap(polygon, 0, polygon, 0, xfA, xfB)).toBe(b2TestOverlap(polygon, 0, polygon, 0, XA, XB));
    expect(b2TestOverlap(box, { lowerBound: { x: 0.5, y: 1.5 }, upperBound: { x: 3, y: 3 } })).toBe(true);
  });
});

describe('shapes and their queries take points, transforms and rays as literals', () => {
  for (const [name, shape] of [['polygon', polygon], ['circle', circle], ['edge', edge], ['chain', chain]] as const) {
    test(`${name}: TestPoint, RayCast, ComputeAABB`, () => {
      expectTypeOf(shape.TestPoint).toBeCallableWith(xfA, v);
      expectTypeOf(shape.RayCast).toBeCallableWith(new b2RayCastOutput(), ray, xfA, 0);
      expectTypeOf(shape.ComputeAABB).toBeCallableWith(new b2AABB(), xfA, 0);
      expect(shape.TestPoint(xfA, v)).toBe(shape.TestPoint(XA, V));
      const h1 = new b2RayCastOutput();
      const h2 = new b2RayCastOutput();
      expect(shape.RayCast(h1, ray, xfA, 0)).toBe(shape.RayCast(h2, RAY, XA, 0));
      expect(h1).toEqual(h2);
      const a1 = new b2AABB();
      const a2 = new b2AABB();
      shape.ComputeAABB(a1, xfA, 0);
      shape.ComputeAABB(a2, XA, 0);
      expect(a1).toEqual(a2);
    });
  }

  test('building shapes from {x, y} points: Set, SetAsBox, b2ComputeHull, SetTwoSided, CreateLoop', () => {
    const pts = [{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 1, y: 1.5 }];
    expectTypeOf(new b2PolygonShape().Set).toBeCallableWith(pts);
    expectTypeOf(new b2PolygonShape().SetAsBox).toBeCallableWith(1, 1, v, 0.5);
    expectTypeOf(b2ComputeHull).toBeCallableWith(pts);
    expect(new b2PolygonShape().Set(pts).m_packed).toEqual(new b2PolygonShape().Set(pts.map((p) => new b2Vec2(p.x, p.y))).m_packed);
    expect(new b2PolygonShape().SetAsBox(1, 1, v, 0.5).m_packed).toEqual(new b2PolygonShape().SetAsBox(1, 1, V, 0.5).m_packed);
    expect(b2ComputeHull(pts).count).toBe(3);
  });

  test('b2DistanceProxy.GetSupport and GetSupportVertex take a direction {x, y}', () => {
    const proxy = new b2DistanceProxy().Set(polygon, 0);
    expectTypeOf(proxy.GetSupport).toBeCallableWith(v);
    expect(proxy.GetSupport(v)).toBe(proxy.GetSupport(V));
    expect(proxy.GetSupportVertex(w)).toEqual(proxy.GetSupportVertex(W));
  });
});

describe('boxes, the tree and the broad phase take {lowerBound, upperBound}, rays and displacements as literals', () => {
  test('b2AABB.Combine, Contains, RayCast', () => {
    expectTypeOf(new b2AABB().Combine).toBeCallableWith(box, box);
    expectTypeOf(new b2AABB().Contains).toBeCallableWith(box);
    expectTypeOf(new b2AABB().RayCast).toBeCallableWith(new b2RayCastOutput(), ray);
    expect(new b2AABB().Combine(box, { lowerBound: { x: 0, y: 0 }, upperBound: { x: 3, y: 1 } })).toEqual(new b2AABB().Combine(BOX, new b2AABB().Combine({ lowerBound: { x: 0, y: 0 }, upperBound: { x: 3, y: 1 } })));
    expect(BOX.Contains(box)).toBe(true);
    const h1 = new b2RayCastOutput();
    const h2 = new b2RayCastOutput();
    expect(BOX.RayCast(h1, ray)).toBe(BOX.RayCast(h2, RAY));
    expect(h1).toEqual(h2);
  });

  test('b2DynamicTree and b2BroadPhase: CreateProxy, MoveProxy (the displacement), Query, RayCast, ShiftOrigin', () => {
    for (const make of [() => new b2DynamicTree<number>(), () => new b2BroadPhase<number>()]) {
      const literal = make();
      const classes = make();
      expectTypeOf(literal.CreateProxy).toBeCallableWith(box, 1);
      expectTypeOf(literal.MoveProxy).toBeCallableWith(0, box, v);
      expectTypeOf(literal.Query).toBeCallableWith(() => true, box);
      expectTypeOf(literal.RayCast).toBeCallableWith(() => 1, ray);
      expectTypeOf(literal.ShiftOrigin).toBeCallableWith(v);
      const id1 = literal.CreateProxy(box, 7);
      const id2 = classes.CreateProxy(BOX, 7);
      const moved = { lowerBound: { x: 3, y: 3 }, upperBound: { x: 4, y: 5 } };
      const MOVED = new b2AABB();
      MOVED.lowerBound.Set(3, 3);
      MOVED.upperBound.Set(4, 5);
      literal.MoveProxy(id1, moved, { x: 2, y: 2 });
      classes.MoveProxy(id2, MOVED, new b2Vec2(2, 2));
      expect(literal.GetFatAABB(id1)).toEqual(classes.GetFatAABB(id2));
      const hits: number[][] = [[], []];
      literal.Query((id) => hits[0].push(id) > 0, moved);
      classes.Query((id) => hits[1].push(id) > 0, MOVED);
      expect(hits[0]).toEqual(hits[1]);
      expect(hits[0].length).toBe(1);
      const rayHits: number[][] = [[], []];
      literal.RayCast((_input, id) => (rayHits[0].push(id), 1), { p1: { x: 0, y: 4 }, p2: { x: 10, y: 4 }, maxFraction: 1 });
      const R2 = new b2RayCastInput();
      R2.p1.Set(0, 4);
      R2.p2.Set(10, 4);
      classes.RayCast((_input, id) => (rayHits[1].push(id), 1), R2);
      expect(rayHits[0]).toEqual(rayHits[1]);
      literal.ShiftOrigin({ x: 1, y: -1 });
      classes.ShiftOrigin(new b2Vec2(1, -1));
      expect(literal.GetFatAABB(id1)).toEqual(classes.GetFatAABB(id2));
    }
  });
});

describe('b2PositionSolverManifold takes a plain constraint and {p, q} transforms', () => {
  test('Initialize', () => {
    const pc = { type: 1, localNormal: { x: 0, y: 1 }, localPoint: { x: 0, y: 0.5 }, localPoints: [{ x: -0.5, y: -0.5 }], radiusA: 0.01, radiusB: 0.01, pointCount: 1 };
    expectTypeOf(new b2PositionSolverManifold().Initialize).toBeCallableWith(pc, xfA, xfB, 0);
    const a = new b2PositionSolverManifold().Initialize(pc, xfA, xfB, 0);
    const b = new b2PositionSolverManifold().Initialize(pc, XA, XB, 0);
    expect(a).toEqual(b);
  });
});

describe('no exported signature asks for a class where it only reads', () => {
  test('src/ has no Readonly<b2Vec2 | b2Rot | b2Transform | b2AABB | b2RayCastInput> parameter', () => {
    const root = path.resolve(__dirname, '../../src');
    const files = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
    const found = files(root).flatMap((f) =>
      fs
        .readFileSync(f, 'utf8')
        .split('\n')
        .map((line, i) => ({ where: `${path.relative(root, f)}:${i + 1}`, line }))
        .filter(({ line }) => /\w\??: Readonly<(b2Vec2|b2Rot|b2Transform|b2AABB|b2RayCastInput)>/.test(line)),
    );
    expect(found).toEqual([]);
  });
});
