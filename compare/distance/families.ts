// The named scenario families of distance cases: any two of circle, polygon, edge and chain child,
// posed for a cold GJK call and moved for a warm one. Sizes are in metres.

import {
  b2CircleShape,
  b2Distance,
  b2DistanceInput,
  b2DistanceOutput,
  b2EdgeShape,
  b2PolygonShape,
  b2SimplexCache,
  b2ChainShape,
} from 'b2collide';
import { openChainGhosts, proxyPoints, shapeRadius, type DistancePairInput, type DistanceShapeData } from './input';
import { boxData } from '../case/shapes';
import { transformData, type TransformData } from '../case/transform';
import { QUARTER_TURNS, randomDirection, randomPolygon, randomRotation } from '../case/random-shapes';
import type { Rng } from '../runner/rng';
import type { Family, XY } from '../runner/types';

type Kind = DistanceShapeData['kind'];
const KINDS: readonly Kind[] = ['circle', 'polygon', 'edge', 'chain'];

/** A shape of the given kind, about `size` across. */
function randomShape(rng: Rng, kind: Kind, size: number): DistanceShapeData {
  switch (kind) {
    case 'circle': {
      const center: XY = rng.chance(0.5) ? [0, 0] : [rng.range(-0.3, 0.3) * size, rng.range(-0.3, 0.3) * size];
      return { kind, center, radius: rng.range(0.05, 1) * size };
    }
    case 'polygon':
      return { kind, polygon: randomPolygon(rng, 0.1 * size, size) };
    case 'edge': {
      const d = randomDirection(rng);
      const h = rng.range(0.2, 1) * size;
      const o: XY = [rng.range(-0.2, 0.2) * size, rng.range(-0.2, 0.2) * size];
      return { kind, v1: [o[0] - h * d[0], o[1] - h * d[1]], v2: [o[0] + h * d[0], o[1] + h * d[1]] };
    }
    case 'chain': {
      // A random walk of 3-6 vertices with steps of 0.3-1.5 x size, so neighbours never weld; a
      // loop one time in three (a loop's closing edge is long enough: the walk turns back).
      const n = rng.int(3, 6);
      const vertices: XY[] = [[0, 0]];
      let heading = rng.range(0, 2 * Math.PI);
      for (let i = 1; i < n; ++i) {
        heading += rng.range(-1.2, 1.2);
        const step = rng.range(0.3, 1.5) * size;
        const [x, y] = vertices[i - 1];
        vertices.push([x + step * Math.cos(heading), y + step * Math.sin(heading)]);
      }
      const last = vertices[n - 1];
      const loop = rng.chance(1 / 3) && Math.hypot(last[0], last[1]) > 0.1 * size;
      const children = loop ? n : n - 1;
      return { kind, vertices, loop, index: rng.int(0, children - 1) };
    }
  }
}

/** Largest distance of a proxy point from the shape's origin, plus its radius. */
function reach(shape: DistanceShapeData): number {
  let r = 0;
  for (const [x, y] of proxyPoints(shape)) r = Math.max(r, Math.hypot(x, y));
  return r + shapeRadius(shape);
}

/** A pose near the given one: moved by up to `move` and turned by up to `turn` radians. */
function nudge(rng: Rng, xf: TransformData, move: number, turn: number): TransformData {
  const angle = Math.atan2(xf.q[0], xf.q[1]) + rng.range(-turn, turn);
  return transformData(xf.p[0] + rng.range(-move, move), xf.p[1] + rng.range(-move, move), Math.sin(angle), Math.cos(angle));
}

/** Places B at factor * (reach A + reach B) from A in a random direction, then nudges both for the warm call. */
function placeNear(rng: Rng, shapeA: DistanceShapeData, shapeB: DistanceShapeData, origin: XY, factor: number, move: number, turn: number): DistancePairInput {
  const qA = randomRotation(rng);
  const qB = randomRotation(rng);
  const pA: XY = [origin[0] + rng.range(-5, 5), origin[1] + rng.range(-5, 5)];
  const d = randomDirection(rng);
  const dist = factor * (reach(shapeA) + reach(shapeB));
  const xfA = transformData(pA[0], pA[1], qA[0], qA[1]);
  const xfB = transformData(pA[0] + d[0] * dist, pA[1] + d[1] * dist, qB[0], qB[1]);
  return { shapeA, shapeB, xfA, xfB, xfA2: nudge(rng, xfA, move, turn), xfB2: nudge(rng, xfB, move, turn), translationB: castTranslation(rng, d, dist, reach(shapeA)) };
}

/**
 * A translation for the shape cast of B, which starts `dist` from A along `d`: two times in three
 * back toward A by 0.2-1.5 x dist with a sideways offset of up to A's reach (hits, misses, short
 * casts), otherwise in a random direction up to 2 x dist + 1.
 */
function castTranslation(rng: Rng, d: XY, dist: number, reachA: number): XY {
  if (rng.chance(2 / 3)) {
    const along = -rng.range(0.2, 1.5) * dist;
    const side = rng.range(-1, 1) * reachA;
    return [along * d[0] - side * d[1], along * d[1] + side * d[0]];
  }
  const e = randomDirection(rng);
  const length = rng.range(0, 2 * dist + 1);
  return [length * e[0], length * e[1]];
}

function twoShapes(rng: Rng, lo: number, hi: number): [DistanceShapeData, DistanceShapeData] {
  return [randomShape(rng, rng.pick(KINDS), rng.range(lo, hi)), randomShape(rng, rng.pick(KINDS), rng.range(lo, hi))];
}

/** Two random shapes 0-1.3 x the sum of reaches apart around origin() (drawn after the shapes); the warm pose moved by up to `move`, turned up to `turn`. */
function randomPair(rng: Rng, origin: () => XY, move: number, turn: number): DistancePairInput {
  const [a, b] = twoShapes(rng, 0.2, 2);
  return placeNear(rng, a, b, origin(), rng.range(0, 1.3), move, turn);
}

/** A point 1e3-1e4 from the origin in a random direction. */
function farPoint(rng: Rng): XY {
  const r = rng.range(1e3, 1e4);
  const d = randomDirection(rng);
  return [r * d[0], r * d[1]];
}

const distanceRandom: Family<DistancePairInput> = {
  name: 'distance-random',
  description: 'any two of circle, polygon, edge, chain child (size 0.2-2), centres 0-1.3 x the sum of reaches apart; warm pose moved up to 0.05, turned up to 0.05 rad',
  generate: (rng) => randomPair(rng, () => [0, 0], 0.05, 0.05),
};

const distanceFar: Family<DistancePairInput> = {
  name: 'distance-far',
  description: 'as distance-random, 1e3-1e4 m from the origin (rounding at a larger scale)',
  generate: (rng) => randomPair(rng, () => farPoint(rng), 0.05, 0.05),
};

const distanceJump: Family<DistancePairInput> = {
  name: 'distance-jump',
  description: 'as distance-random, but the warm pose is up to 2 m and 3 rad away, so the cached simplex is often stale or flushed',
  generate: (rng) => randomPair(rng, () => [0, 0], 2, 3),
};

// Scratch for placing the touching family's shapes (generator only, not an engine).
const place = {
  input: new b2DistanceInput(),
  output: new b2DistanceOutput(),
  cache: new b2SimplexCache(),
  shapes: [0, 1].map(() => ({ circle: new b2CircleShape(1), polygon: new b2PolygonShape(), edge: new b2EdgeShape(), chain: new b2ChainShape() })),
};

/** The library's shape for this data (for placement only). */
function libraryShape(side: number, data: DistanceShapeData): [b2CircleShape | b2PolygonShape | b2EdgeShape | b2ChainShape, number] {
  const s = place.shapes[side];
  switch (data.kind) {
    case 'circle':
      return [s.circle.Set({ x: data.center[0], y: data.center[1] }, data.radius), 0];
    case 'polygon':
      return [s.polygon.Set(data.polygon.vertices.map(([x, y]) => ({ x, y }))), 0];
    case 'edge':
      return [s.edge.SetTwoSided({ x: data.v1[0], y: data.v1[1] }, { x: data.v2[0], y: data.v2[1] }), 0];
    case 'chain': {
      // The proxy of a child is its two vertices; an open two-vertex chain holds exactly those.
      const [p, q] = proxyPoints(data);
      const [prev, next] = openChainGhosts([p, q]);
      s.chain.Clear().CreateChain([{ x: p[0], y: p[1] }, { x: q[0], y: q[1] }], 2, { x: prev[0], y: prev[1] }, { x: next[0], y: next[1] });
      return [s.chain, 0];
    }
  }
}

/**
 * Moves B along the closest-point normal until the distance that GJK reports (with the radii when
 * `useRadii`) is `gap`. Placement uses the library's b2Distance; both engines then get the same pose.
 */
function touchAt(rng: Rng, useRadii: boolean, gapLo: number, gapHi: number): DistancePairInput {
  const [a, b] = twoShapes(rng, 0.2, 2);
  // Start clear of contact (1.05-1.5 x the sum of reaches), so the witness points define a normal.
  const c = placeNear(rng, a, b, [0, 0], rng.range(1.05, 1.5), 1e-3, 1e-3);
  const [shapeA, indexA] = libraryShape(0, a);
  const [shapeB, indexB] = libraryShape(1, b);
  const { input, output, cache } = place;
  input.proxyA.Set(shapeA, indexA);
  input.proxyB.Set(shapeB, indexB);
  input.transformA.SetPositionSinCos(c.xfA.p[0], c.xfA.p[1], c.xfA.q[0], c.xfA.q[1]);
  input.transformB.SetPositionSinCos(c.xfB.p[0], c.xfB.p[1], c.xfB.q[0], c.xfB.q[1]);
  input.useRadii = useRadii;
  cache.count = 0;
  b2Distance(output, cache, input);
  if (!(output.distance > 0)) return c; // overlapping after all: keep as a plain case
  const nx = (output.pointB.x - output.pointA.x) / output.distance;
  const ny = (output.pointB.y - output.pointA.y) / output.distance;
  const gap = rng.chance(1 / 8) ? 0 : rng.range(gapLo, gapHi);
  const shift = gap - output.distance;
  const xfB = transformData(c.xfB.p[0] + shift * nx, c.xfB.p[1] + shift * ny, c.xfB.q[0], c.xfB.q[1]);
  return { ...c, xfB, xfB2: transformData(c.xfB2.p[0] + shift * nx, c.xfB2.p[1] + shift * ny, c.xfB2.q[0], c.xfB2.q[1]) };
}

const distanceTouching: Family<DistancePairInput> = {
  name: 'distance-touching',
  description:
    'any two shapes moved along their closest-point normal until the gap between their surfaces (radii counted) is -2e-6 to 2e-6, or exactly 0 one time in eight: straddles both overlap tolerances (planck 1e-8, C++ 1.19e-6)',
  generate: (rng) => touchAt(rng, true, -2e-6, 2e-6),
};

const distanceCoreTouching: Family<DistancePairInput> = {
  name: 'distance-core-touching',
  description:
    'as distance-touching, but the gap between the cores (radii not counted) is -2e-7 to 2e-7: straddles the search-direction cut-off |d| < EPSILON (planck 1e-9, C++ 1.19e-7)',
  generate: (rng) => touchAt(rng, false, -2e-7, 2e-7),
};

const distanceGrid: Family<DistancePairInput> = {
  name: 'distance-grid',
  description: 'boxes (half-extents k/8), circles (radius k/8, centre k/16), edges and chains on a k/8 grid, positions k/16, exact quarter turns: exact arithmetic, so support and region ties are exact',
  generate(rng) {
    const grid = (k: number): number => rng.int(-k, k) / 8;
    const gridShape = (): DistanceShapeData => {
      const kind = rng.pick(KINDS);
      switch (kind) {
        case 'circle':
          return { kind, center: [rng.int(-4, 4) / 16, rng.int(-4, 4) / 16], radius: rng.int(1, 8) / 8 };
        case 'polygon':
          return { kind, polygon: boxData(rng.int(1, 12) / 8, rng.int(1, 12) / 8) };
        case 'edge': {
          const v1: XY = [grid(12), grid(12)];
          let v2: XY = [grid(12), grid(12)];
          if (v1[0] === v2[0] && v1[1] === v2[1]) v2 = [v1[0] + 0.5, v1[1]];
          return { kind, v1, v2 };
        }
        case 'chain': {
          // An axis-aligned staircase: each step moves 1/8-1 along x or y, never back.
          const n = rng.int(3, 5);
          const vertices: XY[] = [[0, 0]];
          for (let i = 1; i < n; ++i) {
            const [x, y] = vertices[i - 1];
            const step = rng.int(1, 8) / 8;
            vertices.push(i % 2 === 1 ? [x + step, y] : [x, y + step]);
          }
          return { kind, vertices, loop: false, index: rng.int(0, n - 2) };
        }
      }
    };
    const pose = (): TransformData => {
      const q = rng.pick(QUARTER_TURNS);
      return transformData(rng.int(-48, 48) / 16, rng.int(-48, 48) / 16, q[0], q[1]);
    };
    const xfA = pose();
    const xfB = pose();
    // The cast moves B straight to A's position or by a grid step, so its planes are often exact.
    const translationB: XY = rng.chance(0.5) ? [xfA.p[0] - xfB.p[0], xfA.p[1] - xfB.p[1]] : [grid(24), grid(24)];
    return { shapeA: gridShape(), shapeB: gridShape(), xfA, xfB, xfA2: pose(), xfB2: xfB, translationB };
  },
};

export const distanceFamilies: readonly Family<DistancePairInput>[] = [distanceRandom, distanceTouching, distanceCoreTouching, distanceGrid, distanceFar, distanceJump];
