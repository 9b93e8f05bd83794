// The GJK view: b2Distance between the two shapes (their colliding children) from a cold cache,
// with the closest points, the final simplex's support points (from the cache's vertex indices)
// and the iteration count, as b2DistanceOutput and b2SimplexCache report them.

import type { b2Shape, b2Transform } from 'b2collide';
import type { XY } from './case';
import type { Lib } from './library';

export interface GjkView {
  pointA: XY;
  pointB: XY;
  distance: number;
  iterations: number;
  /** The final simplex: support point on A and on B per vertex, with their indices. */
  simplex: { indexA: number; indexB: number; wA: XY; wB: XY }[];
}

function world(xf: b2Transform, x: number, y: number): XY {
  return [xf.q.c * x - xf.q.s * y + xf.p.x, xf.q.s * x + xf.q.c * y + xf.p.y];
}

/** b2Distance without radii (core shapes, as the colliders' GJK-free paths also see them). */
export function gjkView(lib: Lib, shapeA: b2Shape, childA: number, xfA: b2Transform, shapeB: b2Shape, childB: number, xfB: b2Transform): GjkView {
  const input = new lib.b2DistanceInput();
  input.proxyA.Set(shapeA, childA);
  input.proxyB.Set(shapeB, childB);
  input.transformA.Copy(xfA);
  input.transformB.Copy(xfB);
  input.useRadii = false;
  const cache = new lib.b2SimplexCache();
  const output = new lib.b2DistanceOutput();
  lib.b2Distance(output, cache, input);
  const simplex: GjkView['simplex'] = [];
  for (let i = 0; i < cache.count; ++i) {
    const a = input.proxyA.GetVertex(cache.indexA[i]);
    const b = input.proxyB.GetVertex(cache.indexB[i]);
    simplex.push({ indexA: cache.indexA[i], indexB: cache.indexB[i], wA: world(xfA, a.x, a.y), wB: world(xfB, b.x, b.y) });
  }
  return { pointA: [output.pointA.x, output.pointA.y], pointB: [output.pointB.x, output.pointB.y], distance: output.distance, iterations: output.iterations, simplex };
}
