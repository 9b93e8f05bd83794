// planck 1.5.0's CollidePolygons and Manifold.getWorldManifold behind the Engine interface.
// Its PolygonShape gets the case's vertex and normal lists injected as planck Vec2 objects (its
// own Box() starts at another corner and its hull may order vertices differently), and its
// transforms are plain {p, q: {s, c}} values carrying the case's exact (s, c).

import { CollidePolygons, Manifold, PolygonShape, Vec2, WorldManifold } from 'planck';
import { injectPolygon } from '../case/load-shape';
import { loadTransform, plainTransform } from '../case/load-transform';
import type { ManifoldResult } from '../case/manifold-result';
import type { PolygonPairInput } from './input';
import { featureOnId, readManifold } from '../case/read-manifold';
import type { Engine } from '../runner/types';

const polyA = new PolygonShape();
const polyB = new PolygonShape();
const xfA = plainTransform();
const xfB = plainTransform();
const manifold = new Manifold();
const world = new WorldManifold();

export const planckPolygonEngine: Engine<PolygonPairInput, ManifoldResult> = {
  name: 'planck 1.5.0',
  run(input) {
    injectPolygon(polyA, input.polyA, Vec2);
    injectPolygon(polyB, input.polyB, Vec2);
    loadTransform(xfA, input.xfA);
    loadTransform(xfB, input.xfB);
    CollidePolygons(manifold, polyA, xfA, polyB, xfB);
    if (manifold.pointCount > 0) manifold.getWorldManifold(world, xfA, polyA.m_radius, xfB, polyB.m_radius);
    return readManifold(manifold, world, featureOnId);
  },
};
