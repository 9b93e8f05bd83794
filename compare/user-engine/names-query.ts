// The shape queries of a user's engine that exports Box2D's names: each shape's TestPoint, RayCast,
// ComputeAABB and ComputeMass, and the b2AABB methods (RayCast, Combine, Contains, b2TestOverlap,
// GetPerimeter, GetCenter, GetExtents, IsValid), in the value layout of query-case.ts. Polygons
// get the vertex and normal lists b2collide built (never rebuilt by the engine). A b2AABB method the
// engine lacks takes b2collide's value, so it is not compared, and the run names it.

import { builtPolygon, b2collideQueryEngine, type PeerQueryResult } from '../shape/engine-b2collide-query';
import { childOf, field, QUERY_VALUES, SENTINEL, type BoxSpec, type ShapeQueryCase, type ShapeSpec } from '../shape/query-case';
import { polygonData } from '../case/shapes';
import type { Engine } from '../runner/types';
import { chainShape, circleShape, edgeShape, hasAll, polygonShape, setXY, transform, vec, type AnyModule } from './names-shapes';

/* eslint-disable @typescript-eslint/no-explicit-any -- a user's module has no types we know */

/** The classes the shape queries need; each shape class must have TestPoint, RayCast, ComputeAABB and ComputeMass. */
export const QUERY_NAMES = ['b2Vec2', 'b2Transform', 'b2CircleShape', 'b2PolygonShape', 'b2EdgeShape', 'b2ChainShape', 'b2AABB', 'b2RayCastInput', 'b2RayCastOutput', 'b2MassData'] as const;
const SHAPE_METHODS = ['TestPoint', 'RayCast', 'ComputeAABB', 'ComputeMass'] as const;
/** The b2AABB methods compared when the engine has them (C++'s overloads: Combine(a) and Combine(a, b)). */
export const AABB_METHODS = ['RayCast', 'Combine', 'Contains', 'TestOverlap', 'GetPerimeter', 'GetCenter', 'GetExtents', 'IsValid'] as const;

export function hasShapeQueries(mod: AnyModule): boolean {
  if (!hasAll(mod, QUERY_NAMES)) return false;
  return ['b2CircleShape', 'b2PolygonShape', 'b2EdgeShape', 'b2ChainShape'].every((cls) => SHAPE_METHODS.every((m) => typeof mod[cls].prototype[m] === 'function'));
}

/** The b2AABB methods the module lacks (b2TestOverlap counts when it is a free function or a method). */
export function missingAabbMethods(mod: AnyModule): string[] {
  const proto = mod.b2AABB.prototype;
  return AABB_METHODS.filter((m) => {
    if (m === 'TestOverlap') return typeof proto.TestOverlap !== 'function' && typeof mod.b2TestOverlap !== 'function';
    if (m === 'Combine') return typeof proto.Combine !== 'function' && !(typeof proto.Combine1 === 'function' && typeof proto.Combine2 === 'function');
    return typeof proto[m] !== 'function';
  });
}

function makeShape(mod: AnyModule, spec: ShapeSpec): any {
  switch (spec.kind) {
    case 'circle':
      return circleShape(mod, spec.p, spec.radius);
    case 'edge':
      return edgeShape(mod, spec);
    case 'chain':
      return chainShape(mod, spec.vertices, spec.loop, spec.prev, spec.next);
    default:
      return polygonShape(mod, polygonData(builtPolygon(spec)));
  }
}

function box(mod: AnyModule, b: BoxSpec): any {
  const a = new mod.b2AABB();
  setXY(a.lowerBound, [b[0], b[1]]);
  setXY(a.upperBound, [b[2], b[3]]);
  return a;
}

const corners = (a: any): number[] => [a.lowerBound.x, a.lowerBound.y, a.upperBound.x, a.upperBound.y];

/** Value slots of each b2AABB method in the query-case.ts layout. */
const SLOTS: Readonly<Record<(typeof AABB_METHODS)[number], readonly string[]>> = {
  RayCast: ['aabbRay.hit', 'aabbRay.normal.x', 'aabbRay.normal.y', 'aabbRay.fraction'],
  Combine: ['combine2.lower.x', 'combine2.lower.y', 'combine2.upper.x', 'combine2.upper.y', 'combine1.lower.x', 'combine1.lower.y', 'combine1.upper.x', 'combine1.upper.y'],
  Contains: ['contains'],
  TestOverlap: ['overlap'],
  GetPerimeter: ['perimeter'],
  GetCenter: ['center.x', 'center.y'],
  GetExtents: ['extents.x', 'extents.y'],
  IsValid: ['valid'],
};

export function namesQueryEngine(mod: AnyModule, name: string): Engine<ShapeQueryCase, PeerQueryResult> {
  const missing = missingAabbMethods(mod) as (typeof AABB_METHODS)[number][];
  const proto = mod.b2AABB.prototype;
  const combine2 = (out: any, a: any, b: any): void => void (typeof proto.Combine === 'function' ? out.Combine(a, b) : out.Combine2(a, b));
  const combine1 = (out: any, a: any): void => void (typeof proto.Combine === 'function' ? out.Combine(a) : out.Combine1(a));
  const overlap = (a: any, b: any): boolean => (typeof proto.TestOverlap === 'function' ? a.TestOverlap(b) : mod.b2TestOverlap(a, b));
  const has = (m: (typeof AABB_METHODS)[number]): boolean => !missing.includes(m);
  return {
    name,
    run(c) {
      const out: number[] = new Array<number>(QUERY_VALUES).fill(NaN);
      const put = (names: readonly string[], values: readonly number[]): void => names.forEach((n, i) => (out[field(n)] = values[i]));
      try {
        const shape = makeShape(mod, c.shape);
        const child = childOf(c.shape);
        const xf = transform(mod, c.xf);
        put(['testPoint'], [shape.TestPoint(xf, vec(mod, c.point)) ? 1 : 0]);

        const input = new mod.b2RayCastInput();
        setXY(input.p1, c.ray.p1);
        setXY(input.p2, c.ray.p2);
        input.maxFraction = c.ray.maxFraction;
        const output = new mod.b2RayCastOutput();
        setXY(output.normal, [SENTINEL, SENTINEL]);
        output.fraction = SENTINEL;
        const hit = shape.RayCast(output, input, xf, child);
        put(['ray.hit', 'ray.normal.x', 'ray.normal.y', 'ray.fraction'], [hit ? 1 : 0, output.normal.x, output.normal.y, output.fraction]);

        const aabb = box(mod, [SENTINEL, SENTINEL, SENTINEL, SENTINEL]);
        shape.ComputeAABB(aabb, xf, child);
        put(['aabb.lower.x', 'aabb.lower.y', 'aabb.upper.x', 'aabb.upper.y'], corners(aabb));

        const md = new mod.b2MassData();
        md.mass = SENTINEL;
        setXY(md.center, [SENTINEL, SENTINEL]);
        md.I = SENTINEL;
        shape.ComputeMass(md, c.density);
        put(['mass.mass', 'mass.center.x', 'mass.center.y', 'mass.I'], [md.mass, md.center.x, md.center.y, md.I]);

        // The b2AABB methods run on b2collide's ComputeAABB box, as for the built-in peers.
        const b = c.aabbInput !== undefined ? box(mod, c.aabbInput) : aabb;
        const other = box(mod, c.other);
        if (has('RayCast')) {
          const boxOut = new mod.b2RayCastOutput();
          setXY(boxOut.normal, [SENTINEL, SENTINEL]);
          boxOut.fraction = SENTINEL;
          const boxHit = b.RayCast(boxOut, input);
          put(SLOTS.RayCast, [boxHit ? 1 : 0, boxOut.normal.x, boxOut.normal.y, boxOut.fraction]);
        }
        if (has('Combine')) {
          const combined = box(mod, [SENTINEL, SENTINEL, SENTINEL, SENTINEL]);
          combine2(combined, b, other);
          const grown = box(mod, c.other);
          combine1(grown, b);
          put(SLOTS.Combine, [...corners(combined), ...corners(grown)]);
        }
        if (has('Contains')) put(SLOTS.Contains, [b.Contains(other) ? 1 : 0]);
        if (has('TestOverlap')) put(SLOTS.TestOverlap, [overlap(b, other) ? 1 : 0]);
        if (has('GetPerimeter')) put(SLOTS.GetPerimeter, [b.GetPerimeter()]);
        if (has('GetCenter')) {
          const v = b.GetCenter(new mod.b2Vec2());
          put(SLOTS.GetCenter, [v.x, v.y]);
        }
        if (has('GetExtents')) {
          const v = b.GetExtents(new mod.b2Vec2());
          put(SLOTS.GetExtents, [v.x, v.y]);
        }
        if (has('IsValid')) put(SLOTS.IsValid, [b.IsValid() ? 1 : 0]);
      } catch (e) {
        return { error: `${name} threw: ${(e as Error).message}` };
      }
      if (missing.length > 0) {
        const ref = b2collideQueryEngine.run(c);
        if ('values' in ref) for (const m of missing) for (const n of SLOTS[m]) out[field(n)] = ref.values[field(n)];
      }
      return { values: out, pointCount: out[field('ray.hit')] };
    },
  };
}
