// b2collide's b2CollidePolygons and b2WorldManifold.Initialize behind the Engine interface.
// The case's vertices, normals and (s, c) are written straight into the shapes and transforms.

import { b2CollidePolygons, b2Manifold, b2PolygonShape, b2Transform, b2WorldManifold } from 'b2collide';
import { loadPolygon } from '../case/load-shape';
import { loadTransform } from '../case/load-transform';
import type { ManifoldResult } from '../case/manifold-result';
import type { PolygonPairInput } from './input';
import { featureInCf, readManifold } from '../case/read-manifold';
import type { Engine } from '../runner/types';

const polyA = new b2PolygonShape();
const polyB = new b2PolygonShape();
const xfA = new b2Transform();
const xfB = new b2Transform();
const manifold = new b2Manifold();
const world = new b2WorldManifold();

/** The engine around a given b2CollidePolygons (b2collide's, or a forced copy of it: forced-clip.ts). */
export function polygonEngineWith(collide: typeof b2CollidePolygons): Engine<PolygonPairInput, ManifoldResult> {
  return {
    name: 'b2collide',
    run(input) {
      loadPolygon(polyA, input.polyA);
      loadPolygon(polyB, input.polyB);
      loadTransform(xfA, input.xfA);
      loadTransform(xfB, input.xfB);
      collide(manifold, polyA, xfA, polyB, xfB);
      world.Initialize(manifold, xfA, polyA.m_radius, xfB, polyB.m_radius);
      return readManifold(manifold, world, featureInCf);
    },
  };
}

export const b2collidePolygonEngine = polygonEngineWith(b2CollidePolygons);
