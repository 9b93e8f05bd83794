// The public functions a mutation case calls: for each, valid random inputs, the numeric fields
// (and numeric arguments) a case may overwrite with a hostile value, and a snapshot of every
// number the call produces. Not mutated, and listed in fuzz/README.md: a polygon's vertices and
// normals at collide time (not checked per call, by design: README "Bad input").

import type { Rng } from '../compare/runner/rng';
import type { Lib } from './library';

type Num = unknown;
/** A field or argument a case may overwrite. */
export interface Field {
  readonly name: string;
  set(value: unknown): void;
}
/** One call's inputs: run() calls the function and returns what it produced. */
export interface Setup {
  readonly fields: readonly Field[];
  run(): Num[];
}
export interface Target {
  readonly name: string;
  make(lib: Lib, rng: Rng): Setup;
}

type Xf = InstanceType<Lib['b2Transform']>;
type Manifold = InstanceType<Lib['b2Manifold']>;
type Obj = Record<string, unknown>;

function field(name: string, obj: object, key: string): Field {
  return { name, set: (value) => ((obj as Obj)[key] = value) };
}
function pointFields(name: string, p: object): Field[] {
  return [field(`${name}.x`, p, 'x'), field(`${name}.y`, p, 'y')];
}
function xfFields(name: string, xf: Xf): Field[] {
  return [...pointFields(`${name}.p`, xf.p), field(`${name}.q.s`, xf.q, 's'), field(`${name}.q.c`, xf.q, 'c')];
}
function randomXf(lib: Lib, rng: Rng, spread: number): Xf {
  const angle = rng.range(-Math.PI, Math.PI);
  return new lib.b2Transform().SetPositionSinCos(rng.range(-spread, spread), rng.range(-spread, spread), Math.sin(angle), Math.cos(angle));
}
function randomBox(lib: Lib, rng: Rng) {
  return new lib.b2PolygonShape().SetAsBox(rng.range(0.2, 1), rng.range(0.2, 1));
}
function randomCircle(lib: Lib, rng: Rng) {
  return new lib.b2CircleShape(rng.range(0.1, 1), { x: rng.range(-0.3, 0.3), y: rng.range(-0.3, 0.3) });
}
function randomEdge(lib: Lib, rng: Rng) {
  const e = new lib.b2EdgeShape();
  const v1 = { x: rng.range(-1.5, -0.5), y: rng.range(-0.2, 0.2) };
  const v2 = { x: rng.range(0.5, 1.5), y: rng.range(-0.2, 0.2) };
  if (rng.chance(0.5)) return e.SetTwoSided(v1, v2);
  return e.SetOneSided({ x: v1.x - 1, y: v1.y + 0.3 }, v1, v2, { x: v2.x + 1, y: v2.y - 0.3 });
}
function polygonFields(name: string, p: object): Field[] {
  return [field(`${name}.m_count`, p, 'm_count'), field(`${name}.m_radius`, p, 'm_radius')];
}
function circleFields(name: string, c: InstanceType<Lib['b2CircleShape']>): Field[] {
  return [field(`${name}.m_radius`, c, 'm_radius'), ...pointFields(`${name}.m_p`, c.m_p)];
}
function edgeFields(name: string, e: InstanceType<Lib['b2EdgeShape']>): Field[] {
  return [
    ...pointFields(`${name}.m_vertex0`, e.m_vertex0),
    ...pointFields(`${name}.m_vertex1`, e.m_vertex1),
    ...pointFields(`${name}.m_vertex2`, e.m_vertex2),
    ...pointFields(`${name}.m_vertex3`, e.m_vertex3),
    field(`${name}.m_radius`, e, 'm_radius'),
  ];
}
function vertexFields(name: string, p: InstanceType<Lib['b2PolygonShape']>): Field[] {
  return p.m_vertices.slice(0, p.m_count).flatMap((v, i) => pointFields(`${name}.m_vertices[${i}]`, v));
}
function manifoldSnapshot(m: Manifold): Num[] {
  const out: Num[] = [m.pointCount];
  if (m.pointCount > 0) out.push(m.type, m.localNormal.x, m.localNormal.y, m.localPoint.x, m.localPoint.y);
  for (let i = 0; i < m.pointCount; ++i) out.push(m.points[i].localPoint.x, m.points[i].localPoint.y, m.points[i].id.key);
  return out;
}
/** A setup whose arguments live in an object, so that a field can overwrite one. */
function args<T extends Obj>(values: T, names: (keyof T & string)[], run: (a: T) => Num[], extra: Field[] = []): Setup {
  return { fields: [...names.map((k) => field(k, values, k)), ...extra], run: () => run(values) };
}

function collide(
  name: string,
  makeA: (lib: Lib, rng: Rng) => object,
  makeB: (lib: Lib, rng: Rng) => object,
  fieldsA: (s: never) => Field[],
  fieldsB: (s: never) => Field[],
  fn: (lib: Lib) => (m: Manifold, a: never, xfA: Xf, b: never, xfB: Xf) => void,
): Target {
  return {
    name,
    make(lib, rng) {
      const a = makeA(lib, rng);
      const b = makeB(lib, rng);
      const xfA = randomXf(lib, rng, 0.5);
      const xfB = randomXf(lib, rng, 0.5);
      const m = new lib.b2Manifold();
      return {
        fields: [...xfFields('xfA', xfA), ...xfFields('xfB', xfB), ...fieldsA(a as never), ...fieldsB(b as never)],
        run() {
          fn(lib)(m, a as never, xfA, b as never, xfB);
          return manifoldSnapshot(m);
        },
      };
    },
  };
}

export const targets: readonly Target[] = [
  collide('b2CollidePolygons', randomBox, randomBox, (p) => polygonFields('polyA', p), (p) => polygonFields('polyB', p), (lib) => lib.b2CollidePolygons as never),
  collide('b2CollideCircles', randomCircle, randomCircle, (c) => circleFields('circleA', c), (c) => circleFields('circleB', c), (lib) => lib.b2CollideCircles as never),
  collide('b2CollidePolygonAndCircle', randomBox, randomCircle, (p) => polygonFields('polygonA', p), (c) => circleFields('circleB', c), (lib) => lib.b2CollidePolygonAndCircle as never),
  collide('b2CollideEdgeAndCircle', randomEdge, randomCircle, (e) => edgeFields('edgeA', e), (c) => circleFields('circleB', c), (lib) => lib.b2CollideEdgeAndCircle as never),
  collide('b2CollideEdgeAndPolygon', randomEdge, randomBox, (e) => edgeFields('edgeA', e), (p) => polygonFields('polygonB', p), (lib) => lib.b2CollideEdgeAndPolygon as never),
  {
    name: 'b2FindMaxSeparation',
    make(lib, rng) {
      const [p1, p2, xf1, xf2] = [randomBox(lib, rng), randomBox(lib, rng), randomXf(lib, rng, 0.5), randomXf(lib, rng, 0.5)];
      const edge = [0];
      return {
        fields: [...xfFields('xf1', xf1), ...xfFields('xf2', xf2), ...polygonFields('poly1', p1), ...polygonFields('poly2', p2)],
        run: () => [lib.b2FindMaxSeparation(edge, p1, xf1, p2, xf2), edge[0]],
      };
    },
  },
  {
    name: 'b2FindIncidentEdge',
    make(lib, rng) {
      const a = { p1: randomBox(lib, rng), xf1: randomXf(lib, rng, 0.5), edge1: rng.int(0, 3), p2: randomBox(lib, rng), xf2: randomXf(lib, rng, 0.5) };
      const c = [new lib.b2ClipVertex(), new lib.b2ClipVertex()];
      return args(a, ['edge1'], (v) => {
        lib.b2FindIncidentEdge(c, v.p1, v.xf1, v.edge1, v.p2, v.xf2);
        return c.flatMap((cv) => [cv.v.x, cv.v.y, cv.id.key]);
      }, [...xfFields('xf1', a.xf1), ...xfFields('xf2', a.xf2), ...polygonFields('poly1', a.p1), ...polygonFields('poly2', a.p2)]);
    },
  },
  {
    name: 'b2TestOverlap',
    make(lib, rng) {
      const a = { shapeA: randomBox(lib, rng), indexA: 0, shapeB: randomCircle(lib, rng), indexB: 0, xfA: randomXf(lib, rng, 1), xfB: randomXf(lib, rng, 1) };
      return args(a, ['indexA', 'indexB'], (v) => [lib.b2TestOverlap(v.shapeA, v.indexA, v.shapeB, v.indexB, v.xfA, v.xfB) ? 1 : 0], [
        ...xfFields('xfA', a.xfA), ...xfFields('xfB', a.xfB), ...polygonFields('shapeA', a.shapeA), ...vertexFields('shapeA', a.shapeA), ...circleFields('shapeB', a.shapeB),
      ]);
    },
  },
  {
    name: 'b2Distance',
    make(lib, rng) {
      const [a, b] = [randomBox(lib, rng), randomBox(lib, rng)];
      const input = new lib.b2DistanceInput();
      input.transformA.Copy(randomXf(lib, rng, 2));
      input.transformB.Copy(randomXf(lib, rng, 2));
      input.useRadii = true;
      const output = new lib.b2DistanceOutput();
      const cache = new lib.b2SimplexCache();
      return {
        fields: [...xfFields('transformA', input.transformA), ...xfFields('transformB', input.transformB), ...polygonFields('shapeA', a), ...vertexFields('shapeA', a), ...vertexFields('shapeB', b)],
        run() {
          input.proxyA.Set(a, 0);
          input.proxyB.Set(b, 0);
          cache.count = 0;
          lib.b2Distance(output, cache, input);
          return [output.distance, output.pointA.x, output.pointA.y, output.pointB.x, output.pointB.y, output.iterations];
        },
      };
    },
  },
  {
    name: 'b2ShapeCast',
    make(lib, rng) {
      const [a, b] = [randomBox(lib, rng), randomCircle(lib, rng)];
      const input = new lib.b2ShapeCastInput();
      input.transformA.Copy(randomXf(lib, rng, 0.5));
      input.transformB.Copy(randomXf(lib, rng, 0.5));
      input.transformB.p.x += 4;
      input.translationB.Set(-8, rng.range(-1, 1));
      const output = new lib.b2ShapeCastOutput();
      return {
        fields: [...xfFields('transformA', input.transformA), ...xfFields('transformB', input.transformB), ...pointFields('translationB', input.translationB), ...polygonFields('shapeA', a), ...circleFields('shapeB', b)],
        run() {
          input.proxyA.Set(a, 0);
          input.proxyB.Set(b, 0);
          const hit = lib.b2ShapeCast(output, input);
          return [hit ? 1 : 0, output.lambda, output.normal.x, output.normal.y, output.point.x, output.point.y, output.iterations];
        },
      };
    },
  },
  {
    name: 'b2WorldManifold.Initialize',
    make(lib, rng) {
      const m = new lib.b2Manifold();
      const xfA = new lib.b2Transform().SetIdentity();
      const xfB = new lib.b2Transform().SetPositionSinCos(rng.range(-0.5, 0.5), 1.9, 0, 1);
      lib.b2CollidePolygons(m, new lib.b2PolygonShape().SetAsBox(1, 1), xfA, new lib.b2PolygonShape().SetAsBox(1, 1), xfB);
      const a = { radiusA: 0.01, radiusB: 0.01 };
      const wm = new lib.b2WorldManifold();
      return args(a, ['radiusA', 'radiusB'], (v) => {
        wm.Initialize(m, xfA, v.radiusA, xfB, v.radiusB);
        return [wm.normal.x, wm.normal.y, ...wm.points.flatMap((p) => [p.x, p.y]), ...wm.separations];
      }, [
        ...xfFields('xfA', xfA), ...xfFields('xfB', xfB), field('manifold.pointCount', m, 'pointCount'), field('manifold.type', m, 'type'),
        ...pointFields('manifold.localNormal', m.localNormal), ...pointFields('manifold.localPoint', m.localPoint),
        ...pointFields('manifold.points[0].localPoint', m.points[0].localPoint), ...pointFields('manifold.points[1].localPoint', m.points[1].localPoint),
      ]);
    },
  },
  {
    name: 'b2GetPointStates',
    make(lib, rng) {
      const m1 = new lib.b2Manifold();
      const m2 = new lib.b2Manifold();
      const box = new lib.b2PolygonShape().SetAsBox(1, 1);
      lib.b2CollidePolygons(m1, box, new lib.b2Transform().SetIdentity(), box, new lib.b2Transform().SetPositionSinCos(0, 1.9, 0, 1));
      lib.b2CollidePolygons(m2, box, new lib.b2Transform().SetIdentity(), box, new lib.b2Transform().SetPositionSinCos(rng.range(-1.5, 1.5), 1.9, 0, 1));
      const a = { state1: [0, 0] as unknown, state2: new Int8Array(2) as unknown };
      return args(a, ['state1', 'state2'], (v) => {
        lib.b2GetPointStates(v.state1 as never, v.state2 as never, m1, m2);
        return [...(v.state1 as number[]), ...(v.state2 as Int8Array)];
      }, [field('manifold1.pointCount', m1, 'pointCount'), field('manifold2.pointCount', m2, 'pointCount')]);
    },
  },
  {
    name: 'b2PolygonShape.Set (fields)',
    make(lib, rng) {
      const n = rng.int(3, 8);
      const points = Array.from({ length: n }, (_, i) => ({ x: Math.cos((2 * Math.PI * i) / n) * rng.range(0.5, 1), y: Math.sin((2 * Math.PI * i) / n) * rng.range(0.5, 1) }));
      const a = { count: n, point0: points[0] as unknown };
      return args(a, ['count', 'point0'], (v) => {
        const p = new lib.b2PolygonShape().Set([v.point0, ...points.slice(1)] as never, v.count);
        return [p.m_count, ...p.m_vertices.slice(0, p.m_count).flatMap((q) => [q.x, q.y]), p.m_centroid.x, p.m_centroid.y];
      }, points.flatMap((q, i) => pointFields(`points[${i}]`, q)));
    },
  },
  {
    name: 'b2PolygonShape.SetAsBox',
    make(lib, rng) {
      const a = { hx: rng.range(0.1, 2), hy: rng.range(0.1, 2), angle: rng.range(-3, 3) as unknown, center: { x: rng.range(-1, 1), y: rng.range(-1, 1) } as unknown };
      const center = a.center as object;
      return args(a, ['hx', 'hy', 'angle', 'center'], (v) => {
        const p = new lib.b2PolygonShape().SetAsBox(v.hx, v.hy, v.center as never, v.angle as never);
        return [...p.m_vertices.slice(0, 4).flatMap((q) => [q.x, q.y]), ...p.m_normals.slice(0, 4).flatMap((q) => [q.x, q.y]), p.m_centroid.x, p.m_centroid.y];
      }, pointFields('center', center));
    },
  },
  {
    name: 'b2CircleShape.Set',
    make(lib, rng) {
      const a = { radius: rng.range(0.1, 2), center: { x: rng.range(-1, 1), y: rng.range(-1, 1) } as unknown };
      const center = a.center as object;
      return args(a, ['radius', 'center'], (v) => {
        const c = new lib.b2CircleShape().Set(v.center as never, v.radius);
        return [c.m_radius, c.m_p.x, c.m_p.y];
      }, pointFields('center', center));
    },
  },
  {
    name: 'b2EdgeShape.SetOneSided',
    make(lib, rng) {
      const vs = [-2, -1, 1, 2].map((x) => ({ x, y: rng.range(-0.5, 0.5) }));
      return {
        fields: vs.flatMap((v, i) => pointFields(`v${i}`, v)),
        run() {
          const e = new lib.b2EdgeShape().SetOneSided(vs[0], vs[1], vs[2], vs[3]);
          return [e.m_vertex0, e.m_vertex1, e.m_vertex2, e.m_vertex3].flatMap((v) => [v.x, v.y]);
        },
      };
    },
  },
  {
    name: 'b2ChainShape.CreateLoop',
    make(lib, rng) {
      const vs = Array.from({ length: 5 }, (_, i) => ({ x: Math.cos(i * 1.25) * rng.range(1, 2), y: Math.sin(i * 1.25) * rng.range(1, 2) }));
      return {
        fields: vs.flatMap((v, i) => pointFields(`vertices[${i}]`, v)),
        run() {
          const c = new lib.b2ChainShape().CreateLoop(vs);
          return c.m_vertices.slice(0, c.m_count).flatMap((v) => [v.x, v.y]);
        },
      };
    },
  },
  {
    name: 'b2Transform.SetPositionSinCos',
    make(lib, rng) {
      const angle = rng.range(-3, 3);
      const a = { x: rng.range(-5, 5), y: rng.range(-5, 5), s: Math.sin(angle), c: Math.cos(angle) };
      return args(a, ['x', 'y', 's', 'c'], (v) => {
        const xf = new lib.b2Transform().SetPositionSinCos(v.x, v.y, v.s, v.c);
        return [xf.p.x, xf.p.y, xf.q.s, xf.q.c];
      });
    },
  },
  {
    name: 'b2DistanceProxy.Set (vertices)',
    make(lib, rng) {
      const vs = [new lib.b2Vec2(0, 0), new lib.b2Vec2(1, rng.range(0, 1)), new lib.b2Vec2(0, 1)];
      const a = { count: 3, radius: rng.range(0, 1) };
      const proxy = new lib.b2DistanceProxy();
      return args(a, ['count', 'radius'], (v) => {
        proxy.Set(vs, v.count, v.radius);
        return [proxy.m_count, proxy.m_radius, proxy.GetSupport(new lib.b2Vec2(1, 0.5))];
      }, vs.flatMap((v, i) => pointFields(`vertices[${i}]`, v)));
    },
  },
];
