// The named scenario families of polygon-polygon cases. Each draws shapes and a placement from
// the case's generator; all sizes are in metres, against a total skin of 2 * 0.01.

import { hullData, boundingRadius, boxData, type PolygonData } from '../case/shapes';
import { transformData } from '../case/transform';
import type { PolygonPairInput } from './input';
import { QUARTER_TURNS, farOrigin, randomBox, randomDirection, randomHull, randomPolygon, randomRotation, rotate } from '../case/random-shapes';
import type { Rng } from '../runner/rng';
import type { Family, XY } from '../runner/types';

/** Places B at distance factor * (rA + rB) from A in a random direction; random rotations. */
function placeNear(rng: Rng, polyA: PolygonData, polyB: PolygonData, origin: XY, factor: number): PolygonPairInput {
  const qA = randomRotation(rng);
  const qB = randomRotation(rng);
  const pA: XY = [origin[0] + rng.range(-5, 5), origin[1] + rng.range(-5, 5)];
  const d = randomDirection(rng);
  const dist = factor * (boundingRadius(polyA) + boundingRadius(polyB));
  return {
    polyA,
    xfA: transformData(pA[0], pA[1], qA[0], qA[1]),
    polyB,
    xfB: transformData(pA[0] + d[0] * dist, pA[1] + d[1] * dist, qB[0], qB[1]),
  };
}

/**
 * Placed as placeNear at distance 0, then B's centre moved to distance(rA, rB) from A's (r: the
 * bounding radii) in a fresh random direction (drawn before distance is called, which may draw
 * from rng too).
 */
function placeAtDistance(rng: Rng, polyA: PolygonData, polyB: PolygonData, distance: (rA: number, rB: number) => number): PolygonPairInput {
  const input = placeNear(rng, polyA, polyB, [0, 0], 0);
  const d = randomDirection(rng);
  const dist = distance(boundingRadius(polyA), boundingRadius(polyB));
  input.xfB.p = [input.xfA.p[0] + d[0] * dist, input.xfA.p[1] + d[1] * dist];
  return input;
}

/** A long thin shape: a box thinner than the skin, or a flat triangle. */
function sliver(rng: Rng): PolygonData {
  const length = rng.range(0.2, 3);
  if (rng.chance(0.5)) return boxData(length, rng.range(0.0005, 0.005));
  const tri = hullData([{ x: -length, y: 0 }, { x: length, y: 0 }, { x: rng.range(-length, length), y: rng.range(0.003, 0.02) }]);
  return tri ?? boxData(length, 0.002);
}

/** Exact world half-extents of an axis-aligned box after a quarter turn. */
function quarterExtents(hx: number, hy: number, q: XY): XY {
  return q[0] !== 0 ? [hy, hx] : [hx, hy];
}

export const boxBox: Family<PolygonPairInput> = {
  name: 'box-box',
  description: 'two boxes, half-extents 0.1-2, random rotations, centres 0-1.05 x the sum of bounding radii apart',
  generate: (rng) => placeNear(rng, randomBox(rng, 0.1, 2), randomBox(rng, 0.1, 2), [0, 0], rng.range(0, 1.05)),
};

export const hulls: Family<PolygonPairInput> = {
  name: 'hulls',
  description: 'random convex hulls of 3-8 vertices (Set), radius 0.2-2, centres 0-1.05 x the sum of bounding radii apart',
  generate: (rng) => placeNear(rng, randomHull(rng, rng.range(0.2, 2)), randomHull(rng, rng.range(0.2, 2)), [0, 0], rng.range(0, 1.05)),
};

export const resting: Family<PolygonPairInput> = {
  name: 'resting',
  description: 'a box on a wide ground box, level or tilted up to 0.1 rad, gap from -0.04 (penetrating) to +0.01; A/B swapped half the time',
  generate(rng) {
    const hxG = rng.range(5, 20);
    const hyG = rng.range(0.25, 1);
    const ground = boxData(hxG, hyG);
    const hx = rng.range(0.1, 1);
    const hy = rng.range(0.1, 1);
    const box = boxData(hx, hy);
    const level = rng.chance(0.5);
    const groundAngle = level ? 0 : rng.range(-0.1, 0.1);
    const qG: XY = level ? [0, 1] : [Math.sin(groundAngle), Math.cos(groundAngle)];
    const pG: XY = level ? [0, 0] : [rng.range(-10, 10), rng.range(-10, 10)];
    // The box is level on the ground (same s, c) or tilted relative to it.
    const tilt = rng.chance(0.5) ? 0 : rng.range(-0.05, 0.05);
    const qB: XY = tilt === 0 ? qG : [Math.sin(groundAngle + tilt), Math.cos(groundAngle + tilt)];
    const gap = rng.range(-0.04, 0.01);
    // The box's centre in the ground's frame: its lowest corner sits `gap` above the ground's top.
    const u = rng.range(-(hxG - hx), hxG - hx);
    const v = hyG + gap + hx * Math.abs(Math.sin(tilt)) + hy * Math.cos(tilt);
    const off = rotate(qG, [u, v]);
    const xfG = transformData(pG[0], pG[1], qG[0], qG[1]);
    const xfB = transformData(pG[0] + off[0], pG[1] + off[1], qB[0], qB[1]);
    return rng.chance(0.5) ? { polyA: ground, xfA: xfG, polyB: box, xfB } : { polyA: box, xfA: xfB, polyB: ground, xfB: xfG };
  },
};

const ties: Family<PolygonPairInput> = {
  name: 'ties',
  description: 'axis-aligned boxes on a dyadic grid (sizes k/8, positions k/16, quarter turns as exact (s, c)): separations and incident dots are exact in both engines, so exact ties (flush faces, equal sizes) meet each tie-break rule; only the clip through the 0.02 skin rounds',
  generate(rng) {
    const hA: XY = [rng.int(1, 16) / 8, rng.int(1, 16) / 8];
    const hB: XY = rng.chance(0.3) ? [hA[0], hA[1]] : [rng.int(1, 16) / 8, rng.int(1, 16) / 8];
    const qA = rng.pick(QUARTER_TURNS);
    const qB = rng.pick(QUARTER_TURNS);
    const eA = quarterExtents(hA[0], hA[1], qA);
    const eB = quarterExtents(hB[0], hB[1], qB);
    const pA: XY = [rng.int(-64, 64) / 16, rng.int(-64, 64) / 16];
    // Along one axis the faces overlap by up to 6/16 or touch or leave a 1/16 gap; across it, any
    // grid offset that keeps the boxes facing each other (often exactly flush).
    const axis = rng.int(0, 1);
    const along = rng.sign() * (eA[axis] + eB[axis] + rng.int(-6, 1) / 16);
    const reach = eA[1 - axis] + eB[1 - axis];
    const across = rng.chance(0.3) ? 0 : rng.int(-Math.round(reach * 16), Math.round(reach * 16)) / 16;
    const d: XY = axis === 0 ? [along, across] : [across, along];
    return {
      polyA: boxData(hA[0], hA[1]),
      xfA: transformData(pA[0], pA[1], qA[0], qA[1]),
      polyB: boxData(hB[0], hB[1]),
      xfB: transformData(pA[0] + d[0], pA[1] + d[1], qB[0], qB[1]),
    };
  },
};

const tiny: Family<PolygonPairInput> = {
  name: 'tiny',
  description: 'shapes 0.001-0.03 across, the scale of the 0.01 skin, centres up to their radii + 0.03 apart',
  generate(rng) {
    const tinyPolygon = (): PolygonData => (rng.chance(0.5) ? randomBox(rng, 0.001, 0.015) : randomHull(rng, rng.range(0.004, 0.03)));
    return placeAtDistance(rng, tinyPolygon(), tinyPolygon(), (rA, rB) => (rA + rB + 0.03) * rng.range(0, 1));
  },
};

const slivers: Family<PolygonPairInput> = {
  name: 'slivers',
  description: 'long thin boxes (0.0005-0.005 thick) and flat triangles, against slivers or random polygons',
  generate: (rng) => placeNear(rng, sliver(rng), rng.chance(0.5) ? sliver(rng) : randomPolygon(rng, 0.1, 2), [0, 0], rng.range(0, 1.05)),
};

const far: Family<PolygonPairInput> = {
  name: 'far',
  description: 'box-box and hull pairs placed 1e3-1e6 from the origin',
  generate(rng) {
    const origin = farOrigin(rng);
    return placeNear(rng, randomPolygon(rng, 0.1, 2), randomPolygon(rng, 0.1, 2), origin, rng.range(0, 1.05));
  },
};

const deep: Family<PolygonPairInput> = {
  name: 'deep',
  description: 'deep penetration: centres within half the smaller bounding radius',
  generate: (rng) => placeAtDistance(rng, randomPolygon(rng, 0.1, 2), randomPolygon(rng, 0.1, 2), (rA, rB) => 0.5 * Math.min(rA, rB) * rng.next()),
};

const separated: Family<PolygonPairInput> = {
  name: 'separated',
  description: 'clearly separated: bounding circles 0.05-5 apart',
  generate: (rng) => placeAtDistance(rng, randomPolygon(rng, 0.1, 2), randomPolygon(rng, 0.1, 2), (rA, rB) => rA + rB + rng.range(0.05, 5)),
};

export const skin: Family<PolygonPairInput> = {
  name: 'skin',
  description: "touching within the skin: B's deepest vertex 0-0.02 off a face of A (a tenth of the time within 1e-6 of 0.02)",
  generate(rng) {
    const polyA = randomPolygon(rng, 0.1, 2);
    const polyB = randomPolygon(rng, 0.1, 2);
    const qA = randomRotation(rng);
    const qB = randomRotation(rng);
    const pA: XY = [rng.range(-5, 5), rng.range(-5, 5)];
    const i = rng.int(0, polyA.vertices.length - 1);
    const a = rotate(qA, polyA.vertices[i]);
    const b = rotate(qA, polyA.vertices[(i + 1) % polyA.vertices.length]);
    const n = rotate(qA, polyA.normals[i]);
    // B's support vertex against the face normal, relative to B's origin.
    let support: XY = [0, 0];
    let best = Infinity;
    for (const v of polyB.vertices) {
      const w = rotate(qB, v);
      const dn = n[0] * w[0] + n[1] * w[1];
      if (dn < best) {
        best = dn;
        support = w;
      }
    }
    const gap = rng.chance(0.1) ? 0.02 + rng.range(-1e-6, 1e-6) : rng.range(0, 0.02);
    const t = rng.range(0.05, 0.95);
    const target: XY = [pA[0] + a[0] + t * (b[0] - a[0]) + gap * n[0], pA[1] + a[1] + t * (b[1] - a[1]) + gap * n[1]];
    return {
      polyA,
      xfA: transformData(pA[0], pA[1], qA[0], qA[1]),
      polyB,
      xfB: transformData(target[0] - support[0], target[1] - support[1], qB[0], qB[1]),
    };
  },
};

export const polygonFamilies: readonly Family<PolygonPairInput>[] = [boxBox, hulls, resting, ties, tiny, slivers, far, deep, separated, skin];
