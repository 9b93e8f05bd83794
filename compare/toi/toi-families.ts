// The named scenario families of time-of-impact cases: every pair of circle, polygon, edge and
// chain child on sweeps that cover the states C++ can return. Sizes in metres; angles in radians.

import { b2DistanceGJK, b2DistanceInput, b2DistanceOutput, b2SimplexCache, b2Vec2, b2_linearSlop } from 'b2collide';
import { KINDS, randomShape, reach } from '../distance/families';
import type { DistanceShapeData } from '../distance/input';
import { boxData } from '../case/shapes';
import { randomDirection } from '../case/random-shapes';
import type { Rng } from '../runner/rng';
import type { Family, XY } from '../runner/types';
import { proxyData, type SweepData, type TOIPairInput } from './toi-input';

const TOLERANCE = 0.25 * b2_linearSlop;

function twoShapes(rng: Rng): [DistanceShapeData, DistanceShapeData] {
  return [randomShape(rng, rng.pick(KINDS), rng.range(0.2, 2)), randomShape(rng, rng.pick(KINDS), rng.range(0.2, 2))];
}

/** A sweep of the centre from c0 to c turning by `turn` from a random angle (sometimes a large one, which Normalize folds). */
function sweep(rng: Rng, c0: XY, c: XY, turn: number): SweepData {
  const a0 = rng.chance(0.2) ? rng.range(-50, 50) : rng.range(-Math.PI, Math.PI);
  const localCenter: XY = rng.chance(0.3) ? [0, 0] : [rng.range(-0.3, 0.3), rng.range(-0.3, 0.3)];
  return { localCenter, c0, c, a0, a: a0 + turn, alpha0: rng.chance(0.2) ? rng.range(0, 0.9) : 0 };
}

function tMax(rng: Rng): number {
  return rng.chance(0.6) ? 1 : rng.range(0.05, 1);
}

function randomPoint(rng: Rng, r: number): XY {
  return [rng.range(-r, r), rng.range(-r, r)];
}

const toiRandom: Family<TOIPairInput> = {
  name: 'toi-random',
  description: 'any two shapes on random sweeps: centres anywhere in [-4, 4]^2 at both ends, turns up to 1 rad, a0 up to 50 rad one time in five, alpha0 up to 0.9 one time in five, tMax 1 or random',
  generate(rng) {
    const [shapeA, shapeB] = twoShapes(rng);
    return {
      shapeA,
      shapeB,
      sweepA: sweep(rng, randomPoint(rng, 4), randomPoint(rng, 4), rng.range(-1, 1)),
      sweepB: sweep(rng, randomPoint(rng, 4), randomPoint(rng, 4), rng.range(-1, 1)),
      tMax: tMax(rng),
    };
  },
};

const toiBullet: Family<TOIPairInput> = {
  name: 'toi-bullet',
  description: 'a fast thin box or small circle (B) crossing a thin wall (A: a box 0.02-0.2 thick, an edge or a chain child) from 2-50 m before it to as far past it, turning up to 0.2 rad; tunnels without continuous collision',
  generate(rng) {
    const thick = rng.range(0.01, 0.1);
    const wallKind = rng.int(0, 2);
    const shapeA: DistanceShapeData =
      wallKind === 0
        ? { kind: 'polygon', polygon: boxData(thick, rng.range(1, 5)) }
        : wallKind === 1
          ? { kind: 'edge', v1: [0, -rng.range(1, 5)], v2: [0, rng.range(1, 5)] }
          : { kind: 'chain', vertices: [[0, -6], [0, -1], [0, 2], [0.5, 5]], loop: false, index: rng.int(0, 1) };
    const shapeB: DistanceShapeData = rng.chance(0.7)
      ? { kind: 'polygon', polygon: boxData(rng.range(0.02, 0.5), rng.range(0.02, 0.2)) }
      : randomShape(rng, 'circle', rng.range(0.02, 0.3));
    const run = rng.range(2, 50);
    const y0 = rng.range(-1, 1);
    const y1 = y0 + rng.range(-0.5, 0.5);
    const wallTurn = rng.chance(0.5) ? 0 : rng.range(-0.05, 0.05);
    const a0 = rng.range(-Math.PI, Math.PI);
    return {
      shapeA,
      shapeB,
      sweepA: { localCenter: [0, 0], c0: [0, 0], c: [0, 0], a0: 0, a: wallTurn, alpha0: 0 },
      sweepB: { localCenter: [0, 0], c0: [-run, y0], c: [run * rng.range(0.2, 1), y1], a0, a: a0 + rng.range(-0.2, 0.2), alpha0: 0 },
      tMax: tMax(rng),
    };
  },
};

const toiSpin: Family<TOIPairInput> = {
  name: 'toi-spin',
  description: 'two shapes 1-1.5 x their reaches apart, each turning by up to 2 turns about an off-centre localCenter while moving up to 0.5 m: sweeps whose separation along a frozen axis has several roots',
  generate(rng) {
    const [shapeA, shapeB] = twoShapes(rng);
    const d = randomDirection(rng);
    const dist = rng.range(1, 1.5) * (reach(shapeA) + reach(shapeB));
    const cB: XY = [d[0] * dist, d[1] * dist];
    return {
      shapeA,
      shapeB,
      sweepA: sweep(rng, [0, 0], randomPoint(rng, 0.5), rng.range(-4 * Math.PI, 4 * Math.PI)),
      sweepB: sweep(rng, cB, [cB[0] + rng.range(-0.5, 0.5), cB[1] + rng.range(-0.5, 0.5)], rng.range(-4 * Math.PI, 4 * Math.PI)),
      tMax: tMax(rng),
    };
  },
};

const toiOverlap: Family<TOIPairInput> = {
  name: 'toi-overlap',
  description: 'two shapes whose centres start within 0.3 x their reaches (mostly overlapping at t = 0), on random sweeps',
  generate(rng) {
    const [shapeA, shapeB] = twoShapes(rng);
    const r = 0.3 * (reach(shapeA) + reach(shapeB));
    const start = randomPoint(rng, r);
    return {
      shapeA,
      shapeB,
      sweepA: sweep(rng, [0, 0], randomPoint(rng, 2), rng.range(-1, 1)),
      sweepB: sweep(rng, start, randomPoint(rng, 3), rng.range(-1, 1)),
      tMax: tMax(rng),
    };
  },
};

const toiApart: Family<TOIPairInput> = {
  name: 'toi-apart',
  description: 'two shapes that never come within 0.5 m: B moves side by side with A at 1.2-3 x their reaches, both turning up to 0.5 rad',
  generate(rng) {
    const [shapeA, shapeB] = twoShapes(rng);
    const d = randomDirection(rng);
    const dist = rng.range(1.2, 3) * (reach(shapeA) + reach(shapeB)) + 0.5;
    const move = randomPoint(rng, 5);
    return {
      shapeA,
      shapeB,
      sweepA: sweep(rng, [0, 0], move, rng.range(-0.5, 0.5)),
      sweepB: sweep(rng, [d[0] * dist, d[1] * dist], [d[0] * dist + move[0], d[1] * dist + move[1]], rng.range(-0.5, 0.5)),
      tMax: tMax(rng),
    };
  },
};

// Scratch of the grazing placement (b2collide's GJK picks the pose; every engine then gets it).
const place = { input: new b2DistanceInput(), output: new b2DistanceOutput(), cache: new b2SimplexCache() };

const toiGraze: Family<TOIPairInput> = {
  name: 'toi-graze',
  description: 'B slides past a still A along the tangent of their closest points, the core gap at closest approach target + (-3..3) x tolerance (exactly target ± tolerance one time in four): straddles C++\'s < target + tolerance and > target - tolerance tests',
  generate(rng) {
    const [shapeA, shapeB] = twoShapes(rng);
    const d = randomDirection(rng);
    const dist = rng.range(1.05, 1.5) * (reach(shapeA) + reach(shapeB));
    const angleA = rng.range(-Math.PI, Math.PI);
    const angleB = rng.range(-Math.PI, Math.PI);
    const a = proxyData(shapeA);
    const b = proxyData(shapeB);
    const { input, output, cache } = place;
    input.proxyA.Set(a.points.map(([x, y]) => new b2Vec2(x, y)), a.points.length, a.radius);
    input.proxyB.Set(b.points.map(([x, y]) => new b2Vec2(x, y)), b.points.length, b.radius);
    input.transformA.Set(new b2Vec2(0, 0), angleA);
    input.transformB.Set(new b2Vec2(d[0] * dist, d[1] * dist), angleB);
    input.useRadii = false;
    cache.count = 0;
    b2DistanceGJK(output, cache, input);
    const nx = (output.pointB.x - output.pointA.x) / output.distance;
    const ny = (output.pointB.y - output.pointA.y) / output.distance;
    const target = Math.max(b2_linearSlop, a.radius + b.radius - 3 * b2_linearSlop);
    const gap = target + (rng.chance(0.25) ? rng.sign() * TOLERANCE : rng.range(-3, 3) * TOLERANCE);
    const shift = gap - output.distance;
    const pB: XY = [input.transformB.p.x + shift * nx, input.transformB.p.y + shift * ny];
    // Slide along the tangent so that the closest approach is at time tStar of the sweep.
    const length = rng.range(0.5, 5);
    const tStar = rng.range(0.2, 0.8);
    const side = rng.sign();
    const tx = -ny * side;
    const ty = nx * side;
    return {
      shapeA,
      shapeB,
      sweepA: { localCenter: [0, 0], c0: [0, 0], c: [0, 0], a0: angleA, a: angleA, alpha0: 0 },
      sweepB: {
        localCenter: [0, 0],
        c0: [pB[0] - tStar * length * tx, pB[1] - tStar * length * ty],
        c: [pB[0] + (1 - tStar) * length * tx, pB[1] + (1 - tStar) * length * ty],
        a0: angleB,
        a: angleB,
        alpha0: 0,
      },
      tMax: 1,
    };
  },
};

export const toiFamilies: readonly Family<TOIPairInput>[] = [toiRandom, toiBullet, toiSpin, toiOverlap, toiApart, toiGraze];
