// Recipes for the shapes, their queries, hulls, AABBs and rays. The checks compute the geometry
// again from the shapes' public fields.

import type { Rng } from '../../compare/runner/rng';
import type { Recipe } from '../recipe';
import { aabbHolds, apply, childPoints, expect, near, unit } from './checks';
import { aabb, angle, chain, chainVertices, childIndex, circle, convexPoints, edge, hull, polygon, rayInput, shape, vec, xf, xy, type L, type Shape } from './makers';

type P = { x: number; y: number };
type AnyShape = Shape & Record<string, unknown>;
const makers: Record<string, (lib: L, rng: Rng) => Shape> = { b2PolygonShape: polygon, b2CircleShape: circle, b2EdgeShape: edge, b2ChainShape: chain };

/** Signed distance from p to a convex polygon's boundary (negative inside), in world frame. */
function polygonSignedDistance(world: readonly P[], p: P): number {
  let d = -Infinity;
  for (let i = 0; i < world.length; ++i) {
    const a = world[i];
    const b = world[(i + 1) % world.length];
    const ex = b.x - a.x;
    const ey = b.y - a.y;
    const len = Math.hypot(ex, ey);
    d = Math.max(d, (ey * (p.x - a.x) - ex * (p.y - a.y)) / len);
  }
  return d;
}

function area(points: readonly P[]): number {
  let a = 0;
  for (let i = 0; i < points.length; ++i) {
    const p = points[i];
    const q = points[(i + 1) % points.length];
    a += p.x * q.y - p.y * q.x;
  }
  return a / 2;
}

type Viewed = { m_packed: number[] } & Record<string, unknown>;
/** A view getter's call: its views must read m_packed from `base` on (checked), m_packed not attacked. */
function viewsOf(s: Viewed, getter: string, base: number) {
  const check = (r: unknown): string | null => {
    const views = (Array.isArray(r) ? r : [r]) as P[];
    for (let i = 0; i < views.length; ++i) {
      if (!Object.is(views[i].x, s.m_packed[base + 2 * i]) || !Object.is(views[i].y, s.m_packed[base + 2 * i + 1])) return `${getter}[${i}] does not read m_packed[${base + 2 * i}]`;
    }
    return null;
  };
  return { self: s, args: [], notAttacked: [/\.m_packed\b/], check };
}

function queries(owner: string): Record<string, Recipe> {
  const make = makers[owner];
  return {
    [`${owner}.GetChildCount`]: (lib, rng) => {
      const s = make(lib, rng) as AnyShape;
      return { self: s, args: [], check: (r) => expect(r === (owner === 'b2ChainShape' ? (s.m_count as number) - 1 : 1), `GetChildCount ${String(r)}`) };
    },
    [`${owner}.GetType`]: (lib, rng) => {
      const s = make(lib, rng);
      return { self: s, args: [], check: (r) => expect(r === s.m_type, `GetType ${String(r)}`) };
    },
    [`${owner}.Clone`]: (lib, rng) => {
      const s = make(lib, rng);
      return { self: s, args: [], check: (r) => expect(r !== s && (r as Shape).m_radius === s.m_radius && (r as Shape).m_type === s.m_type, 'Clone differs') };
    },
    [`${owner}.TestPoint`]: (lib, rng) => {
      const s = make(lib, rng) as AnyShape;
      const t = xf(lib, rng);
      const p = xy(rng, 2);
      const check = (r: unknown): string | null => {
        if (s.m_type === 1 || s.m_type === 3) return expect(r === false, 'an edge or chain holds no point');
        const { points, radius } = childPoints(s, 0);
        const world = points.map((v) => apply(t, v));
        const d = s.m_type === 0 ? Math.hypot(p.x - world[0].x, p.y - world[0].y) - radius : polygonSignedDistance(world, p);
        if (Math.abs(d) < 1e-4) return null; // too close to the boundary to judge
        return expect(r === d < 0, `TestPoint ${String(r)} at signed distance ${d}`);
      };
      return { self: s, args: [t, p], check };
    },
    [`${owner}.RayCast`]: (lib, rng) => {
      const s = make(lib, rng);
      const out = new lib.b2RayCastOutput();
      const input = rayInput(lib, rng);
      const check = (r: unknown): string | null => {
        if (r !== true) return expect(r === false, 'not a boolean');
        return expect(out.fraction >= 0 && out.fraction <= input.maxFraction * (1 + 1e-6) && unit(out.normal), `hit at fraction ${out.fraction} (max ${input.maxFraction}), normal (${out.normal.x}, ${out.normal.y})`);
      };
      return { self: s, args: [out, input, xf(lib, rng), childIndex(rng, s)], check };
    },
    [`${owner}.ComputeAABB`]: (lib, rng) => {
      const s = make(lib, rng) as AnyShape;
      const box = new lib.b2AABB();
      const t = xf(lib, rng);
      const i = childIndex(rng, s);
      const check = (): string | null => {
        const { points, radius } = childPoints(s, i);
        return aabbHolds(box, points.map((v) => apply(t, v)), radius);
      };
      return { self: s, args: [box, t, i], check, twin: 1e-4 };
    },
    [`${owner}.ComputeMass`]: (lib, rng) => {
      const s = make(lib, rng) as AnyShape;
      const md = new lib.b2MassData();
      const density = rng.range(0, 5);
      const check = (): string | null => {
        if (md.mass < 0 || md.I < 0) return `mass ${md.mass}, I ${md.I}`;
        if (s.m_type === 0) return expect(near(md.mass, density * Math.PI * s.m_radius * s.m_radius, 1, 1e-3), `circle mass ${md.mass}`);
        if (s.m_type === 2) return expect(near(md.mass, density * area(childPoints(s, 0).points), 1, 1e-3), `polygon mass ${md.mass}`);
        return expect(md.mass === 0, `edge/chain mass ${md.mass}`);
      };
      return { self: s, args: [md, density], check, twin: 1e-4 };
    },
  };
}

const aabbRecipes: Record<string, Recipe | Recipe[]> = {
  'new b2AABB': () => ({ args: [] }),
  'new b2RayCastInput': () => ({ args: [] }),
  'new b2RayCastOutput': () => ({ args: [] }),
  'new b2MassData': () => ({ args: [] }),
  'b2AABB.IsValid': (lib, rng) => ({ self: aabb(lib, rng), args: [], judges: true }),
  'b2AABB.GetCenter': (lib, rng) => {
    const b = aabb(lib, rng);
    return { self: b, args: [new lib.b2Vec2()], check: (r) => expect(near((r as P).x, (b.lowerBound.x + b.upperBound.x) / 2, 3), 'centre') };
  },
  'b2AABB.GetExtents': (lib, rng) => {
    const b = aabb(lib, rng);
    return { self: b, args: [new lib.b2Vec2()], check: (r) => expect((r as P).x >= 0 && (r as P).y >= 0, 'negative extents') };
  },
  'b2AABB.GetPerimeter': (lib, rng) => {
    const b = aabb(lib, rng);
    return { self: b, args: [], twin: 1e-5, check: (r) => expect(near(r as number, 2 * (b.upperBound.x - b.lowerBound.x + b.upperBound.y - b.lowerBound.y), 3), `perimeter ${String(r)}`) };
  },
  'b2AABB.Combine': [
    (lib, rng) => {
      const b = aabb(lib, rng);
      const o = aabb(lib, rng);
      return { self: b, args: [o], check: () => aabbHolds(b, [o.lowerBound, o.upperBound], 0) };
    },
    (lib, rng) => {
      const b = new lib.b2AABB();
      const [o1, o2] = [aabb(lib, rng), aabb(lib, rng)];
      // aabb2 left out is the one-argument overload (this grows to hold aabb1).
      return { self: b, args: [o1, o2], optional: [1], check: () => aabbHolds(b, [o1.lowerBound, o1.upperBound, o2.lowerBound, o2.upperBound], 0) };
    },
  ],
  'b2AABB.Contains': (lib, rng) => {
    const b = aabb(lib, rng, 1);
    const o = rng.chance(0.5) ? aabb(lib, rng) : (() => {
      const c = new lib.b2AABB();
      c.lowerBound.Set(b.lowerBound.x + 0.001, b.lowerBound.y + 0.001);
      c.upperBound.Set(b.upperBound.x - 0.001, b.upperBound.y - 0.001);
      return c;
    })();
    const want = b.lowerBound.x <= o.lowerBound.x && b.lowerBound.y <= o.lowerBound.y && o.upperBound.x <= b.upperBound.x && o.upperBound.y <= b.upperBound.y;
    return { self: b, args: [o], check: (r) => expect(r === want, `Contains ${String(r)}`) };
  },
  'b2AABB.RayCast': (lib, rng) => {
    const b = aabb(lib, rng, 1);
    const out = new lib.b2RayCastOutput();
    const input = rayInput(lib, rng);
    return { self: b, args: [out, input], check: (r) => (r === true ? expect(out.fraction >= 0 && out.fraction <= input.maxFraction, `fraction ${out.fraction}`) : null) };
  },
};

const hullRecipes: Record<string, Recipe | Recipe[]> = {
  'new b2Hull': () => ({ args: [] }),
  'b2ComputeHull': [
    (_lib, rng) => {
      const pts = convexPoints(rng);
      return { args: [pts], optional: [1, 2], check: (r) => expect((r as { count: number }).count === pts.length, `hull of ${(r as { count: number }).count} for ${pts.length} convex points`) };
    },
    (lib, rng) => {
      const pts = convexPoints(rng);
      // The whole hull is the output (C++ returns it by value): a frozen point is refused even where
      // this hull has fewer points.
      return { args: [pts, pts.length, new lib.b2Hull()], optional: [1, 2], outputs: [/^args\[2\]/] };
    },
  ],
  'b2ValidateHull': (lib, rng) => ({ args: [hull(lib, rng)], judges: true, check: (r) => expect(r === true || r === false, 'not a boolean') }),
};

export const shapeRecipes: Record<string, Recipe | Recipe[]> = {
  ...aabbRecipes,
  ...hullRecipes,
  ...queries('b2PolygonShape'),
  ...queries('b2CircleShape'),
  ...queries('b2EdgeShape'),
  ...queries('b2ChainShape'),
  'new b2Shape': (_lib, rng) => ({ args: [rng.int(0, 3), rng.range(0, 1)] }),
  'b2Shape.GetType': (lib, rng) => {
    const s = shape(lib, rng);
    return { self: s, args: [], check: (r) => expect(r === s.m_type, 'GetType') };
  },
  'new b2PolygonShape': () => ({ args: [] }),
  // The view getters show the storage as it is (a view reads m_packed at every access; nothing is
  // computed), so a hand-edited m_packed is what they must show: not attacked there. Where the
  // numbers are used (the queries, Clone, Validate, the colliders), m_packed is attacked.
  'b2PolygonShape.m_vertices': (lib, rng) => viewsOf(polygon(lib, rng) as unknown as Viewed, 'm_vertices', 0),
  'b2PolygonShape.m_normals': (lib, rng) => viewsOf(polygon(lib, rng) as unknown as Viewed, 'm_normals', 16),
  'b2PolygonShape.m_centroid': (lib, rng) => viewsOf(polygon(lib, rng) as unknown as Viewed, 'm_centroid', 32),
  'b2PolygonShape.m_radius': (lib, rng) => {
    const s = polygon(lib, rng) as unknown as Viewed;
    return { self: s, args: [], notAttacked: [/\.m_packed\b/], check: (r: unknown) => expect(Object.is(r, s.m_packed[34]), 'm_radius does not read m_packed[34]') };
  },
  'b2PolygonShape.Set': [
    (lib, rng) => {
      const pts = convexPoints(rng);
      const s = new lib.b2PolygonShape();
      return { self: s, args: [pts], optional: [1], check: () => expect(s.m_count === pts.length && s.Validate(), `Set gave ${s.m_count} vertices`) };
    },
    (lib, rng) => {
      const s = new lib.b2PolygonShape();
      return { self: s, args: [hull(lib, rng)], check: () => expect(s.Validate(), 'Set(hull) gave an invalid polygon') };
    },
  ],
  'b2PolygonShape.SetAsBox': (lib, rng) => {
    const s = new lib.b2PolygonShape();
    return { self: s, args: [rng.range(0.1, 2), rng.range(0.1, 2), xy(rng, 1), angle(rng)], optional: [2, 3], check: () => expect(s.m_count === 4 && s.Validate(), 'SetAsBox gave an invalid box') };
  },
  'b2PolygonShape.Validate': (lib, rng) => ({ self: polygon(lib, rng), args: [], judges: true }),
  'new b2CircleShape': (_lib, rng) => ({ args: [rng.range(0.1, 2), xy(rng)], optional: [0, 1] }),
  'b2CircleShape.Set': (lib, rng) => {
    const c = new lib.b2CircleShape();
    const center = xy(rng);
    const r = rng.range(0.1, 2);
    return { self: c, args: [center, r], check: () => expect(near(c.m_radius, r) && near(c.m_p.x, center.x), `Set gave radius ${c.m_radius}, centre x ${c.m_p.x}`) };
  },
  'b2CircleShape.CheckRadius': (_lib, rng) => ({ args: ['b2CircleShape.CheckRadius', rng.range(0.1, 2)], alsoNamed: [] }),
  'new b2EdgeShape': () => ({ args: [] }),
  'b2EdgeShape.m_vertex0': (lib, rng) => viewsOf(edge(lib, rng) as unknown as Viewed, 'm_vertex0', 0),
  'b2EdgeShape.m_vertex1': (lib, rng) => viewsOf(edge(lib, rng) as unknown as Viewed, 'm_vertex1', 2),
  'b2EdgeShape.m_vertex2': (lib, rng) => viewsOf(edge(lib, rng) as unknown as Viewed, 'm_vertex2', 4),
  'b2EdgeShape.m_vertex3': (lib, rng) => viewsOf(edge(lib, rng) as unknown as Viewed, 'm_vertex3', 6),
  'b2EdgeShape.SetOneSided': (lib, rng) => {
    const vs = [-2, -1, 1, 2].map((x) => ({ x, y: rng.range(-0.5, 0.5) }));
    const e = new lib.b2EdgeShape();
    return { self: e, args: vs, check: () => expect(e.m_oneSided && near(e.m_vertex1.x, vs[1].x), 'SetOneSided') };
  },
  'b2EdgeShape.SetTwoSided': (lib, rng) => {
    const e = new lib.b2EdgeShape();
    const [a, b] = [{ x: rng.range(-2, -0.5), y: rng.range(-1, 1) }, { x: rng.range(0.5, 2), y: rng.range(-1, 1) }];
    return { self: e, args: [a, b], check: () => expect(!e.m_oneSided && near(e.m_vertex2.x, b.x), 'SetTwoSided') };
  },
  'new b2ChainShape': () => ({ args: [] }),
  'b2ChainShape.Clear': (lib, rng) => {
    const c = chain(lib, rng);
    return { self: c, args: [], check: () => expect(c.m_count === 0, 'Clear left vertices') };
  },
  'b2ChainShape.CreateLoop': (lib, rng) => {
    const vs = chainVertices(rng);
    const c = new lib.b2ChainShape();
    return { self: c, args: [vs], optional: [1], check: () => expect(c.m_count === vs.length + 1, `loop of ${c.m_count}`) };
  },
  'b2ChainShape.CreateChain': (lib, rng) => {
    const vs = chainVertices(rng);
    const c = new lib.b2ChainShape();
    return { self: c, args: [vs, vs.length, vec(lib, rng, 3), vec(lib, rng, 3)], check: () => expect(c.m_count === vs.length, `chain of ${c.m_count}`) };
  },
  'b2ChainShape.GetChildEdge': (lib, rng) => {
    const c = chain(lib, rng);
    const i = childIndex(rng, c);
    const e = new lib.b2EdgeShape();
    return { self: c, args: [e, i], check: () => expect(near(e.m_vertex1.x, c.m_vertices[i].x) && near(e.m_vertex2.y, c.m_vertices[i + 1].y), 'child edge') };
  },
  'b2TestOverlap': [
    (lib, rng) => {
      const [a, b] = [shape(lib, rng), shape(lib, rng)];
      return { args: [a, childIndex(rng, a), b, childIndex(rng, b), xf(lib, rng), xf(lib, rng)], check: (r) => expect(typeof r === 'boolean', 'not a boolean') };
    },
    (lib, rng) => {
      const [a, b] = [aabb(lib, rng, 1), aabb(lib, rng, 1)];
      const want = !(b.lowerBound.x > a.upperBound.x || b.lowerBound.y > a.upperBound.y || a.lowerBound.x > b.upperBound.x || a.lowerBound.y > b.upperBound.y);
      return { args: [a, b], check: (r) => expect(r === want, `AABB overlap ${String(r)}`) };
    },
  ],
};
