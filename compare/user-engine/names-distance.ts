// The distance calls of a user's engine that exports Box2D's names: b2Distance with a warm
// b2SimplexCache (b2DistanceInput, b2DistanceOutput, b2SimplexCache, proxies set with SetShape),
// b2TestOverlap on two shapes, and b2ShapeCast (b2ShapeCastInput, b2ShapeCastOutput), each found by
// its C++ name and each optional. The calls are those of every distance engine (protocol.ts);
// a call the engine lacks takes b2collide's own answer, so it is not compared, and the run names it.

import { b2collideDistanceEngine } from '../distance/engine-b2collide';
import { box2dDistanceCalls } from '../distance/box2d-calls';
import { openChainGhosts, type DistancePairInput, type DistanceShapeData } from '../distance/input';
import { runDistanceCase } from '../distance/protocol';
import type { DistanceResult, GjkCallResult } from '../distance/result';
import type { Engine } from '../runner/types';

/* eslint-disable @typescript-eslint/no-explicit-any -- a user's module has no types we know */
import { chainShape, circleShape, hasAll, polygonShape, transform, vec, type AnyModule } from './names-shapes';

/** The C++ names each distance function needs, the function first. */
export const DISTANCE_NAMES = {
  b2Distance: ['b2Distance', 'b2DistanceInput', 'b2DistanceOutput', 'b2SimplexCache'],
  b2TestOverlap: ['b2TestOverlap'],
  b2ShapeCast: ['b2ShapeCast', 'b2ShapeCastInput', 'b2ShapeCastOutput'],
} as const;
export type DistanceFunction = keyof typeof DISTANCE_NAMES;

/** The distance functions the module has (with every class each needs and the shape classes). */
export function distanceFunctions(mod: AnyModule): DistanceFunction[] {
  if (!hasAll(mod, ['b2Vec2', 'b2Transform', 'b2CircleShape', 'b2PolygonShape', 'b2EdgeShape', 'b2ChainShape'])) return [];
  return (Object.keys(DISTANCE_NAMES) as DistanceFunction[]).filter((fn) => hasAll(mod, DISTANCE_NAMES[fn]));
}

function makeShape(mod: AnyModule, data: DistanceShapeData): [unknown, number] {
  switch (data.kind) {
    case 'circle':
      return [circleShape(mod, data.center, data.radius), 0];
    case 'polygon':
      return [polygonShape(mod, data.polygon), 0];
    case 'edge': {
      const edge = new mod.b2EdgeShape();
      edge.SetTwoSided(vec(mod, data.v1), vec(mod, data.v2));
      return [edge, 0];
    }
    case 'chain': {
      const [prev, next] = openChainGhosts(data.vertices);
      return [chainShape(mod, data.vertices, data.loop, prev, next), data.index];
    }
  }
}

/** An input that takes the protocol's writes and is never run (for a function the module lacks). */
function unusedInput(): { proxyA: { SetShape(): void }; proxyB: { SetShape(): void }; transformA: { p: { x: number; y: number }; q: { s: number; c: number } }; transformB: { p: { x: number; y: number }; q: { s: number; c: number } }; useRadii: boolean; translationB: { Set(): void } } {
  const xf = () => ({ p: { x: 0, y: 0 }, q: { s: 0, c: 1 } });
  return { proxyA: { SetShape() {} }, proxyB: { SetShape() {} }, transformA: xf(), transformB: xf(), useRadii: false, translationB: { Set() {} } };
}

/** C++ names it b2DistanceProxy::Set(shape, index); ports that overload by name (@box2d/core, b2collide) call it SetShape. */
function withSetShape<T extends { proxyA: any; proxyB: any }>(input: T): T {
  for (const proxy of [input.proxyA, input.proxyB]) {
    if (typeof proxy.SetShape !== 'function') proxy.SetShape = (shape: unknown, index: number) => proxy.Set(shape, index);
  }
  return input;
}

/** The user's distance engine over the functions it has; the others answer as b2collide does. */
export function namesDistanceEngine(mod: AnyModule, name: string, has: readonly DistanceFunction[]): Engine<DistancePairInput, DistanceResult> {
  const hasDistance = has.includes('b2Distance');
  const hasOverlap = has.includes('b2TestOverlap');
  const hasCast = has.includes('b2ShapeCast');
  const input = hasDistance ? withSetShape(new mod.b2DistanceInput()) : unusedInput();
  const output = hasDistance ? new mod.b2DistanceOutput() : undefined;
  const castInput = hasCast ? withSetShape(new mod.b2ShapeCastInput()) : unusedInput();
  const castOutput = hasCast ? new mod.b2ShapeCastOutput() : undefined;
  // The reference's answers for the calls the module lacks, in the protocol's order (core, radii, warm).
  let stand: DistanceResult | undefined;
  let gjkCall = 0;
  const standIn = (): DistanceResult => (stand ??= b2collideDistanceEngine.run(current!));
  let current: DistancePairInput | undefined;
  const calls = box2dDistanceCalls<unknown, { count: number; indexA: number[]; indexB: number[]; metric: number }>({
    shape: (_side, data) => makeShape(mod, data),
    input,
    castInput,
    newCache: () => (hasDistance ? new mod.b2SimplexCache() : { count: 0, indexA: [], indexB: [], metric: 0 }),
    distance(cache) {
      mod.b2Distance(output, cache, input);
      return output;
    },
    shapeCast: () => [mod.b2ShapeCast(castOutput, castInput) === true, castOutput],
    overlap: (shapeA, indexA, shapeB, indexB, a, b) =>
      hasOverlap ? mod.b2TestOverlap(shapeA, indexA, shapeB, indexB, transform(mod, a), transform(mod, b)) === true : standIn().overlap,
  });
  const gjk = calls.gjk;
  const cast = calls.cast;
  calls.gjk = (cache, useRadii): GjkCallResult => {
    const k = gjkCall++;
    if (hasDistance) return gjk(cache, useRadii);
    const r = standIn();
    return [r.core, r.radii, r.warm][k];
  };
  calls.cast = (...args) => (hasCast ? cast(...args) : standIn().cast);
  return {
    name,
    run(data) {
      current = data;
      stand = undefined;
      gjkCall = 0;
      return runDistanceCase(calls, data);
    },
  };
}
