// Recipes for features, manifolds, clipping and the colliders. A polygon's vertices and normals
// (m_packed) are not attacked at collide time: the colliders do not check them per call, by design
// (README "Bad input"); b2DistanceProxy.Set, Validate and b2TestOverlap do, and are attacked.

import type { Rng } from '../../compare/runner/rng';
import type { Recipe } from '../recipe';
import { expect, manifoldFault, unit } from './checks';
import { childIndex, circle, edge, manifold, polygon, shape, xf, type L } from './makers';

type M = InstanceType<L['b2Manifold']>;
/** The paths of a polygon argument's vertices and normals. */
const polygonData = (...argIndices: number[]) => argIndices.map((i) => new RegExp(`^args\\[${i}\\]\\.(m_packed|m_vertices|m_normals)\\b`));

function collider(name: string, makeA: (lib: L, rng: Rng) => object, makeB: (lib: L, rng: Rng) => object, polygonArgs: number[]): Recipe {
  return (lib, rng) => {
    const m = new lib.b2Manifold();
    const fn = name;
    void fn;
    return { args: [m, makeA(lib, rng), xf(lib, rng, 0.7), makeB(lib, rng), xf(lib, rng, 0.7)], notAttacked: polygonData(...polygonArgs), check: () => manifoldFault(m), checkUnderAttack: true };
  };
}

function contactIdFields(id: { cf: { indexA: number; indexB: number; typeA: number; typeB: number } }, rng: Rng): void {
  id.cf.indexA = rng.int(0, 7);
  id.cf.indexB = rng.int(0, 7);
  id.cf.typeA = rng.int(0, 1) as 0;
  id.cf.typeB = rng.int(0, 1) as 0;
}

export const collideRecipes: Record<string, Recipe | Recipe[]> = {
  'new b2ContactFeature': () => ({ args: [] }),
  'b2ContactFeature.Set': (lib, rng) => {
    const cf = new lib.b2ContactFeature();
    const a = [rng.int(0, 255), rng.int(0, 255), rng.int(0, 1), rng.int(0, 1)];
    return { self: cf, args: a, check: () => expect(cf.indexA === a[0] && cf.typeB === a[3], 'Set') };
  },
  'b2ContactFeature.Copy': (lib, rng) => {
    const o = new lib.b2ContactID();
    contactIdFields(o, rng);
    const cf = new lib.b2ContactFeature();
    return { self: cf, args: [o.cf], check: () => expect(cf.indexA === o.cf.indexA && cf.indexB === o.cf.indexB, 'Copy') };
  },
  'new b2ContactID': () => ({ args: [] }),
  'b2ContactID.key': (lib, rng) => {
    const id = new lib.b2ContactID();
    contactIdFields(id, rng);
    const want = id.cf.indexA | (id.cf.indexB << 8) | (id.cf.typeA << 16) | (id.cf.typeB << 24);
    return { self: id, args: [], check: (r) => expect(r === want, `key ${String(r)}, want ${want}`) };
  },
  'b2ContactID.Copy': (lib, rng) => {
    const o = new lib.b2ContactID();
    contactIdFields(o, rng);
    const id = new lib.b2ContactID();
    return { self: id, args: [o], check: () => expect(id.key === o.key, 'Copy') };
  },
  'new b2ManifoldPoint': () => ({ args: [] }),
  'new b2Manifold': () => ({ args: [] }),
  'b2Manifold.Copy': (lib, rng) => {
    const o = manifold(lib, rng);
    const m = new lib.b2Manifold();
    return { self: m, args: [o], check: () => expect(m.pointCount === o.pointCount, 'Copy') ?? manifoldFault(m) };
  },
  'new b2ClipVertex': () => ({ args: [] }),
  'b2ClipVertex.Copy': (lib, rng) => {
    const o = new lib.b2ClipVertex();
    o.v.Set(rng.range(-2, 2), rng.range(-2, 2));
    contactIdFields(o.id, rng);
    const c = new lib.b2ClipVertex();
    return { self: c, args: [o], check: () => expect(c.v.x === o.v.x && c.id.key === o.id.key, 'Copy') };
  },
  'b2ClipSegmentToLine': (lib, rng) => {
    const vIn = [new lib.b2ClipVertex(), new lib.b2ClipVertex()];
    vIn[0].v.Set(rng.range(-2, 2), rng.range(-2, 2));
    vIn[1].v.Set(rng.range(-2, 2), rng.range(-2, 2));
    contactIdFields(vIn[0].id, rng);
    contactIdFields(vIn[1].id, rng);
    const vOut = [new lib.b2ClipVertex(), new lib.b2ClipVertex()];
    const a = rng.range(-3, 3);
    const normal = new lib.b2Vec2(Math.cos(a), Math.sin(a));
    // vOut[1] is written only when both ends survive: a frozen one is refused either way.
    return { args: [vOut, vIn, normal, rng.range(-1, 1), rng.int(0, 7)], outputs: [/^args\[0\]/], check: (r) => expect([0, 1, 2].includes(r as number), `count ${String(r)}`) };
  },
  'b2FindMaxSeparation': (lib, rng) => {
    const edgeIndex = [0];
    const [p1, p2] = [polygon(lib, rng), polygon(lib, rng)];
    return { args: [edgeIndex, p1, xf(lib, rng), p2, xf(lib, rng)], notAttacked: polygonData(1, 3), check: () => expect(Number.isInteger(edgeIndex[0]) && edgeIndex[0] >= 0 && edgeIndex[0] < p1.m_count, `edge ${edgeIndex[0]}`) };
  },
  'b2FindIncidentEdge': (lib, rng) => {
    const c = [new lib.b2ClipVertex(), new lib.b2ClipVertex()];
    const [p1, p2] = [polygon(lib, rng), polygon(lib, rng)];
    return { args: [c, p1, xf(lib, rng), rng.int(0, p1.m_count - 1), p2, xf(lib, rng)], notAttacked: polygonData(1, 4) };
  },
  'b2CollidePolygons': collider('b2CollidePolygons', polygon, polygon, [1, 3]),
  'b2CollideCircles': collider('b2CollideCircles', circle, circle, []),
  'b2CollidePolygonAndCircle': collider('b2CollidePolygonAndCircle', polygon, circle, [1]),
  'b2CollideEdgeAndCircle': collider('b2CollideEdgeAndCircle', edge, circle, []),
  'b2CollideEdgeAndPolygon': collider('b2CollideEdgeAndPolygon', edge, polygon, [3]),
  'b2CollideShapes': (lib, rng) => {
    const m = new lib.b2Manifold();
    const [a, b] = [shape(lib, rng), shape(lib, rng)];
    const names = ['b2CollidePolygons', 'b2CollideCircles', 'b2CollidePolygonAndCircle', 'b2CollideEdgeAndCircle', 'b2CollideEdgeAndPolygon', 'b2ChainShape.GetChildEdge'];
    return { args: [m, a, childIndex(rng, a), xf(lib, rng), b, childIndex(rng, b), xf(lib, rng)], notAttacked: polygonData(1, 4), alsoNamed: names, checkUnderAttack: true, check: (r) => expect(typeof r === 'boolean', 'not a boolean') ?? manifoldFault(m) };
  },
  'b2ShapeTypesCollide': (_lib, rng) => ({ args: [rng.int(0, 3), rng.int(0, 3)], alsoNamed: ['b2CollideShapes'], check: (r) => expect(typeof r === 'boolean', 'not a boolean') }),
  'b2ShapeTypesSwapped': (_lib, rng) => ({ args: [rng.int(0, 3), rng.int(0, 3)], alsoNamed: ['b2CollideShapes'], check: (r) => expect(typeof r === 'boolean', 'not a boolean') }),
  'new b2WorldManifold': () => ({ args: [] }),
  'new b2PositionSolverManifold': () => ({ args: [] }),
  'b2PositionSolverManifold.Initialize': (lib, rng) => {
    let m = manifold(lib, rng);
    for (let i = 0; m.pointCount === 0 && i < 20; ++i) m = manifold(lib, rng);
    if (m.pointCount === 0) {
      m.pointCount = 1;
      m.type = 0;
      m.points[0].localPoint.Set(0.5, 0.5);
    }
    const pc = {
      type: m.type,
      localNormal: { x: m.localNormal.x, y: m.localNormal.y },
      localPoint: { x: m.localPoint.x, y: m.localPoint.y },
      localPoints: m.points.map((p) => ({ x: p.localPoint.x, y: p.localPoint.y })),
      radiusA: rng.range(0, 0.1),
      radiusB: rng.range(0, 0.1),
      pointCount: m.pointCount,
    };
    const psm = new lib.b2PositionSolverManifold();
    return { self: psm, args: [pc, xf(lib, rng), xf(lib, rng), rng.int(0, m.pointCount - 1)], check: () => expect(unit(psm.normal) || (psm.normal.x === 1 && psm.normal.y === 0), `normal (${psm.normal.x}, ${psm.normal.y})`) };
  },
  'b2WorldManifold.Initialize': (lib, rng) => {
    const m = manifold(lib, rng);
    const wm = new lib.b2WorldManifold();
    return { self: wm, args: [m, xf(lib, rng), rng.range(0, 0.1), xf(lib, rng), rng.range(0, 0.1)], check: () => (m.pointCount > 0 ? expect(unit(wm.normal), `normal (${wm.normal.x}, ${wm.normal.y})`) : null) };
  },
  'b2GetPointStates': (lib, rng) => {
    const [m1, m2] = [manifold(lib, rng), manifold(lib, rng)];
    const s1: number[] = [0, 0];
    const s2: number[] = [0, 0];
    const ok = (s: number[], n: number) => s.every((v, i) => (i < n ? v >= 1 && v <= 3 : v === 0));
    return { args: [s1, s2, m1, m2], check: () => expect(ok(s1, m1.pointCount) && ok(s2, m2.pointCount), `states ${s1} ${s2}`) };
  },
  'b2WarmStartManifold': (lib, rng) => {
    const [m, old] = [manifold(lib, rng), manifold(lib, rng)];
    const check = (): string | null => {
      for (let i = 0; i < m.pointCount; ++i) {
        const p = m.points[i];
        const match = old.points.slice(0, old.pointCount).find((q) => q.id.key === p.id.key);
        const want = match ? match.normalImpulse : 0;
        if (p.normalImpulse !== want) return `point ${i} normalImpulse ${p.normalImpulse}, want ${want}`;
      }
      return null;
    };
    return { args: [old, m] as [M, M], check };
  },
};
