// b2collide's b2Distance (GJK), b2ShapeCast and b2TestOverlap behind the Engine interface. The case's vertices,
// radii and (s, c) are written straight into the shapes and transforms.

import {
  b2ChainShape,
  b2CircleShape,
  b2Distance,
  b2DistanceInput,
  b2DistanceOutput,
  b2EdgeShape,
  b2PolygonShape,
  b2ShapeCast,
  b2ShapeCastInput,
  b2ShapeCastOutput,
  b2SimplexCache,
  b2TestOverlap,
  b2Transform,
  type b2Shape,
} from 'b2collide';
import { box2dDistanceCalls } from './box2d-calls';
import { openChainGhosts, type DistancePairInput, type DistanceShapeData } from './input';
import type { DistanceResult } from './result';
import { runDistanceCase } from './protocol';
import { loadPolygon } from '../case/load-shape';
import { loadTransform } from '../case/load-transform';
import type { Engine } from '../runner/types';

// One shape of each kind per side, reused from case to case.
const sides = [0, 1].map(() => ({
  circle: new b2CircleShape(1),
  polygon: new b2PolygonShape(),
  edge: new b2EdgeShape(),
  chain: new b2ChainShape(),
}));

/** Loads the data into side `side`'s shape of that kind; returns the shape and its child index. */
function loadShape(side: 0 | 1, data: DistanceShapeData): [b2Shape, number] {
  const s = sides[side];
  switch (data.kind) {
    case 'circle':
      s.circle.Set({ x: data.center[0], y: data.center[1] }, data.radius);
      return [s.circle, 0];
    case 'polygon':
      loadPolygon(s.polygon, data.polygon);
      return [s.polygon, 0];
    case 'edge':
      s.edge.SetTwoSided({ x: data.v1[0], y: data.v1[1] }, { x: data.v2[0], y: data.v2[1] });
      return [s.edge, 0];
    case 'chain': {
      const points = data.vertices.map(([x, y]) => ({ x, y }));
      s.chain.Clear();
      if (data.loop) {
        s.chain.CreateLoop(points);
      } else {
        const [prev, next] = openChainGhosts(data.vertices);
        s.chain.CreateChain(points, points.length, { x: prev[0], y: prev[1] }, { x: next[0], y: next[1] });
      }
      return [s.chain, data.index];
    }
  }
}

const input = new b2DistanceInput();
const output = new b2DistanceOutput();
const castInput = new b2ShapeCastInput();
const castOutput = new b2ShapeCastOutput();
const xfA = new b2Transform();
const xfB = new b2Transform();

/** The three functions a distance case calls: b2collide's own, or a copy with a decision forced (forced-gjk.ts). */
export interface DistanceFunctions {
  readonly b2Distance: typeof b2Distance;
  readonly b2ShapeCast: typeof b2ShapeCast;
  readonly b2TestOverlap: (shapeA: b2Shape, indexA: number, shapeB: b2Shape, indexB: number, xfA: b2Transform, xfB: b2Transform) => boolean;
}

/** A distance engine on the given functions, with this file's shapes and scratch (one case at a time). */
export function b2collideDistanceEngineOn(fns: DistanceFunctions, name = 'b2collide'): Engine<DistancePairInput, DistanceResult> {
  const calls = box2dDistanceCalls<b2Shape, b2SimplexCache>({
    shape: loadShape,
    input,
    castInput,
    newCache: () => new b2SimplexCache(),
    distance(cache) {
      fns.b2Distance(output, cache, input);
      return output;
    },
    shapeCast: () => [fns.b2ShapeCast(castOutput, castInput), castOutput],
    overlap: (shapeA, indexA, shapeB, indexB, a, b) => fns.b2TestOverlap(shapeA, indexA, shapeB, indexB, loadTransform(xfA, a), loadTransform(xfB, b)),
  });
  return { name, run: (data) => runDistanceCase(calls, data) };
}

export const b2collideDistanceEngine = b2collideDistanceEngineOn({ b2Distance, b2ShapeCast, b2TestOverlap });
