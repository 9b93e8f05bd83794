// The scenario families of the circle and edge pair types. Sizes are in metres against the 0.01
// skin of edges and polygons; every polygon comes from the library's SetAsBox / Set (the C++ hull).

import { b2_epsilon } from 'b2collide';
import { boundingRadius, type PolygonData } from '../case/shapes';
import { toWorld, transformData, type TransformData } from '../case/transform';
import { farOrigin, randomBox, randomDirection, randomPolygon, randomRotation, rotate } from '../case/random-shapes';
import type { CircleCircleInput, EdgeCircleInput, EdgePolygonInput, PolygonCircleInput } from './input';
import type { CircleData, EdgeData } from '../case/shapes';
import { edgeData } from './input';
import type { Rng } from '../runner/rng';
import type { Family, XY } from '../runner/types';
import { BOX2D_CORE_EPSILON } from '../tolerances';

function randomCircle(rng: Rng, lo: number, hi: number): CircleData {
  const offset = rng.chance(0.5) ? ([0, 0] as XY) : ([rng.range(-0.5, 0.5), rng.range(-0.5, 0.5)] as XY);
  return { p: offset, radius: rng.range(lo, hi) };
}

/** A transform for a shape whose local point `local` must land on world point `at`, rotated q. */
function placeLocalAt(local: XY, at: XY, q: XY): TransformData {
  const r = rotate(q, local);
  return transformData(at[0] - r[0], at[1] - r[1], q[0], q[1]);
}

function randomFrame(rng: Rng, origin: XY = [0, 0]): TransformData {
  const q = randomRotation(rng);
  return transformData(origin[0] + rng.range(-5, 5), origin[1] + rng.range(-5, 5), q[0], q[1]);
}

// The *Near helpers below take A's frame as a function: it is drawn from rng after the shapes, as it
// always was, since changing the order of a case's draws would change the case a seed replays.

/** B's transform that puts the circle's centre on `local` in A's frame, with a random rotation. */
function circleFrame(rng: Rng, xfA: TransformData, local: XY, circleB: CircleData): TransformData {
  return placeLocalAt(circleB.p, toWorld(xfA, local), randomRotation(rng));
}

// ---- circle-circle -------------------------------------------------------------------------

function circlesAt(rng: Rng, origin: XY, distance: (rA: number, rB: number) => number): CircleCircleInput {
  const circleA = randomCircle(rng, 0.05, 2);
  const circleB = randomCircle(rng, 0.05, 2);
  const xfA = randomFrame(rng, origin);
  const cA = toWorld(xfA, circleA.p);
  const d = randomDirection(rng);
  const dist = distance(circleA.radius, circleB.radius);
  return { circleA, xfA, circleB, xfB: placeLocalAt(circleB.p, [cA[0] + d[0] * dist, cA[1] + d[1] * dist], randomRotation(rng)) };
}

export const circleCircleFamilies: readonly Family<CircleCircleInput>[] = [
  {
    name: 'circles',
    description: 'radii 0.05-2, centres offset in their frames, 0-1.05 x (rA + rB) apart',
    generate: (rng) => circlesAt(rng, [0, 0], (rA, rB) => rng.range(0, 1.05) * (rA + rB)),
  },
  {
    name: 'circles-touching',
    description: 'centres (rA + rB)(1 +- 1e-12) apart: the distSqr > radius^2 test at its threshold',
    generate: (rng) => circlesAt(rng, [0, 0], (rA, rB) => (rA + rB) * (1 + rng.range(-1e-12, 1e-12))),
  },
  {
    name: 'circles-coincident',
    description: 'centres 0-3e-7 apart, across the world-normal threshold b2_epsilon (planck 1e-9)',
    generate: (rng) => circlesAt(rng, [0, 0], () => rng.range(0, 3 * b2_epsilon)),
  },
  {
    name: 'circles-far',
    description: 'as circles, placed 1e3-1e6 from the origin',
    generate: (rng) => circlesAt(rng, farOrigin(rng), (rA, rB) => rng.range(0, 1.05) * (rA + rB)),
  },
];

// ---- polygon-circle ------------------------------------------------------------------------

/** A circle whose centre lands on the polygon-local point `local`. */
function circleAtLocal(rng: Rng, polygonA: PolygonData, xfA: TransformData, local: XY, circleB: CircleData): PolygonCircleInput {
  return { polygonA, xfA, circleB, xfB: circleFrame(rng, xfA, local, circleB) };
}

/** Random box or hull and circle, centre in a random direction 0-1.05 x (bounding radius + r) away; A's frame from frameA(). */
function polygonCircleNear(rng: Rng, frameA: () => TransformData): PolygonCircleInput {
  const polygonA = randomPolygon(rng, 0.1, 2);
  const circleB = randomCircle(rng, 0.05, 1.5);
  const d = randomDirection(rng);
  const dist = rng.range(0, 1.05) * (boundingRadius(polygonA) + circleB.radius);
  return circleAtLocal(rng, polygonA, frameA(), [d[0] * dist, d[1] * dist], circleB);
}

export const polygonCircleFamilies: readonly Family<PolygonCircleInput>[] = [
  {
    name: 'polygon-circle',
    description: 'random box or hull (0.1-2) and circle (0.05-1.5), centre in a random direction 0-1.05 x (bounding radius + r) away',
    generate: (rng) => polygonCircleNear(rng, () => randomFrame(rng)),
  },
  {
    name: 'circle-at-corner',
    description: 'centre within r + 0.05 of a polygon vertex, often on the line where a vertex region begins (u = 0)',
    generate(rng) {
      const polygonA = randomPolygon(rng, 0.1, 2);
      const circleB = randomCircle(rng, 0.05, 1);
      const n = polygonA.vertices.length;
      const i = rng.int(0, n - 1);
      const v = polygonA.vertices[i];
      let dir = randomDirection(rng);
      // One time in three, exactly along the normal of face i or of face i-1 (the u = 0 lines).
      if (rng.chance(1 / 3)) dir = rng.chance(0.5) ? polygonA.normals[i] : polygonA.normals[(i + n - 1) % n];
      const dist = rng.range(0, circleB.radius + 0.05);
      return circleAtLocal(rng, polygonA, randomFrame(rng), [v[0] + dir[0] * dist, v[1] + dir[1] * dist], circleB);
    },
  },
  {
    name: 'circle-centre-on-face',
    description: 'centre within 3e-7 of a face (inside or out), across the inside test separation < b2_epsilon (planck 1e-9)',
    generate(rng) {
      const polygonA = randomPolygon(rng, 0.1, 2);
      const circleB = randomCircle(rng, 0.05, 1);
      const n = polygonA.vertices.length;
      const i = rng.int(0, n - 1);
      const a = polygonA.vertices[i];
      const b = polygonA.vertices[(i + 1) % n];
      const t = rng.range(-0.1, 1.1);
      const h = rng.range(-3 * b2_epsilon, 3 * b2_epsilon);
      const nrm = polygonA.normals[i];
      const local: XY = [a[0] + t * (b[0] - a[0]) + h * nrm[0], a[1] + t * (b[1] - a[1]) + h * nrm[1]];
      return circleAtLocal(rng, polygonA, randomFrame(rng), local, circleB);
    },
  },
  {
    name: 'polygon-circle-far',
    description: 'as polygon-circle, placed 1e3-1e6 from the origin',
    generate: (rng) => polygonCircleNear(rng, () => randomFrame(rng, farOrigin(rng))),
  },
];

// ---- edges ---------------------------------------------------------------------------------

/** A random edge 0.1-4 long; 60% one-sided, its neighbours collinear (a third of the time) or bent up to 90 degrees. */
function randomEdge(rng: Rng): EdgeData {
  const v1: XY = [rng.range(-2, 2), rng.range(-2, 2)];
  const d = randomDirection(rng);
  const len = rng.range(0.1, 4);
  const v2: XY = [v1[0] + d[0] * len, v1[1] + d[1] * len];
  if (rng.chance(0.4)) return edgeData(v1, v2);
  const neighbour = (): XY => {
    if (rng.chance(1 / 3)) return d;
    const a = rng.range(-Math.PI / 2, Math.PI / 2);
    return rotate([Math.sin(a), Math.cos(a)], d);
  };
  const d0 = neighbour();
  const d3 = neighbour();
  const l0 = rng.range(0.1, 3);
  const l3 = rng.range(0.1, 3);
  return edgeData(v1, v2, { v0: [v1[0] - d0[0] * l0, v1[1] - d0[1] * l0], v3: [v2[0] + d3[0] * l3, v2[1] + d3[1] * l3] });
}

/** A point in the edge's frame: t along v1 -> v2 (t outside [0,1] beyond the ends), h along its normal (e.y, -e.x)/|e|. */
function nearEdge(edge: EdgeData, t: number, h: number): XY {
  const ex = edge.v2[0] - edge.v1[0];
  const ey = edge.v2[1] - edge.v1[1];
  const len = Math.hypot(ex, ey);
  return [edge.v1[0] + t * ex + (h * ey) / len, edge.v1[1] + t * ey - (h * ex) / len];
}

/**
 * The one-sided children (as b2ChainShape.GetChildEdge makes them) of a floor of 2-5 segments
 * 0.5-2 long, listed roughly right to left (normal up), bent at each seam by 0 (half the time) or
 * up to +-0.3 rad; the chain's own ghost vertices continue it 1 m level at both ends.
 */
function seamEdges(rng: Rng): EdgeData[] {
  const count = rng.int(3, 6);
  const vs: XY[] = [[rng.range(-1, 1), rng.range(-1, 1)]];
  let angle = Math.PI + rng.range(-0.2, 0.2);
  for (let i = 1; i < count; ++i) {
    const len = rng.range(0.5, 2);
    const prev = vs[i - 1];
    vs.push([prev[0] + Math.cos(angle) * len, prev[1] + Math.sin(angle) * len]);
    if (rng.chance(0.5)) angle += rng.range(-0.3, 0.3);
  }
  const edges: EdgeData[] = [];
  for (let i = 0; i + 1 < count; ++i) {
    const v0 = i > 0 ? vs[i - 1] : ([vs[0][0] + 1, vs[0][1]] as XY);
    const v3 = i + 2 < count ? vs[i + 2] : ([vs[count - 1][0] - 1, vs[count - 1][1]] as XY);
    edges.push(edgeData(vs[i], vs[i + 1], { v0, v3 }));
  }
  return edges;
}

/** One child of a seamEdges floor, picked at random; half the time made two-sided. */
function seamEdge(rng: Rng): EdgeData {
  const edges = seamEdges(rng);
  const edge = edges[rng.int(0, edges.length - 1)];
  return rng.chance(0.5) ? edge : edgeData(edge.v1, edge.v2);
}

function edgeCircleAt(rng: Rng, edgeA: EdgeData, xfA: TransformData, local: XY, circleB: CircleData): EdgeCircleInput {
  return { edgeA, xfA, circleB, xfB: circleFrame(rng, xfA, local, circleB) };
}

/** Random edge, circle 0.05-1.5 at t in [-0.3, 1.3], either side within r + 0.05; A's frame from frameA(). */
function edgeCircleNear(rng: Rng, frameA: () => TransformData): EdgeCircleInput {
  const edgeA = randomEdge(rng);
  const circleB = randomCircle(rng, 0.05, 1.5);
  const local = nearEdge(edgeA, rng.range(-0.3, 1.3), rng.range(-1, 1) * (circleB.radius + 0.05));
  return edgeCircleAt(rng, edgeA, frameA(), local, circleB);
}

export const edgeCircleFamilies: readonly Family<EdgeCircleInput>[] = [
  {
    name: 'edge-circle',
    description: 'random edge (60% one-sided, ghosts collinear or bent), circle 0.05-1.5 at t in [-0.3, 1.3], either side within r + 0.05',
    generate: (rng) => edgeCircleNear(rng, () => randomFrame(rng)),
  },
  {
    name: 'edge-circle-seams',
    description: 'a circle near a seam of a bent or straight floor (one-sided chain children, or the same segments two-sided)',
    generate(rng) {
      const edgeA = seamEdge(rng);
      const circleB = randomCircle(rng, 0.05, 1);
      const atEnd = rng.chance(0.5) ? 0 : 1;
      const len = Math.hypot(edgeA.v2[0] - edgeA.v1[0], edgeA.v2[1] - edgeA.v1[1]);
      const t = atEnd + rng.range(-1, 1) * (circleB.radius + 0.05) / len;
      const local = nearEdge(edgeA, t, circleB.radius + rng.range(-0.05, 0.02));
      return edgeCircleAt(rng, edgeA, randomFrame(rng), local, circleB);
    },
  },
  {
    name: 'edge-circle-on-vertex',
    description: 'a two-sided edge and a circle centred 0-3e-5 from an end vertex, across the world-normal thresholds FLT_EPSILON and @box2d/core\'s 1e-5',
    generate(rng) {
      const random = randomEdge(rng);
      const edgeA = edgeData(random.v1, random.v2);
      const circleB = randomCircle(rng, 0.05, 1);
      const v = rng.chance(0.5) ? edgeA.v1 : edgeA.v2;
      const d = randomDirection(rng);
      const dist = rng.range(0, 3 * BOX2D_CORE_EPSILON);
      return edgeCircleAt(rng, edgeA, randomFrame(rng), [v[0] + d[0] * dist, v[1] + d[1] * dist], circleB);
    },
  },
  {
    name: 'edge-circle-far',
    description: 'as edge-circle, placed 1e3-1e6 from the origin',
    generate: (rng) => edgeCircleNear(rng, () => randomFrame(rng, farOrigin(rng))),
  },
];

function edgePolygonAt(edgeA: EdgeData, xfA: TransformData, local: XY, polygonB: PolygonData, q: XY): EdgePolygonInput {
  // The polygon's local origin lands on `local` in the edge's frame; q is relative to the edge's frame.
  const [sA, cA] = xfA.q;
  const qB: XY = [sA * q[1] + cA * q[0], cA * q[1] - sA * q[0]];
  return { edgeA, xfA, polygonB, xfB: placeLocalAt([0, 0], toWorld(xfA, local), qB) };
}

/** Random edge and box or hull 0.1-2 at t in [-0.3, 1.3], either side within the bounding radius + 0.05; A's frame from frameA(). */
function edgePolygonNear(rng: Rng, frameA: () => TransformData): EdgePolygonInput {
  const edgeA = randomEdge(rng);
  const polygonB = randomPolygon(rng, 0.1, 2);
  const local = nearEdge(edgeA, rng.range(-0.3, 1.3), rng.range(-1, 1) * (boundingRadius(polygonB) + 0.05));
  return edgePolygonAt(edgeA, frameA(), local, polygonB, randomRotation(rng));
}

export const edgePolygonFamilies: readonly Family<EdgePolygonInput>[] = [
  {
    name: 'edge-polygon',
    description: 'random edge (60% one-sided) and box or hull 0.1-2, at t in [-0.3, 1.3], either side within the bounding radius + 0.05',
    generate: (rng) => edgePolygonNear(rng, () => randomFrame(rng)),
  },
  {
    name: 'edge-polygon-seams',
    description: 'a box resting 0.05 deep to 0.01 clear on a floor near a seam (the ghost-collision pose), tilted up to 0.05 rad',
    generate(rng) {
      const edgeA = seamEdge(rng);
      const polygonB = randomBox(rng, 0.1, 1);
      const [hx, hy] = polygonB.vertices[2];
      const tilt = rng.chance(0.5) ? 0 : rng.range(-0.05, 0.05);
      // The edge runs right to left, so "up" is its normal; level the box with the edge (angle of -e).
      const ex = edgeA.v1[0] - edgeA.v2[0];
      const ey = edgeA.v1[1] - edgeA.v2[1];
      const along = Math.atan2(ey, ex) + tilt;
      const len = Math.hypot(ex, ey);
      const end = rng.chance(0.5) ? 0 : 1;
      const t = end + rng.range(-1, 1) * (hx + 0.05) / len;
      const gap = rng.range(-0.05, 0.01);
      const h = gap + hx * Math.abs(Math.sin(tilt)) + hy * Math.cos(tilt);
      // nearEdge's normal for a right-to-left edge points up, so +h is above the floor.
      return edgePolygonAt(edgeA, randomFrame(rng), nearEdge(edgeA, t, h), polygonB, [Math.sin(along), Math.cos(along)]);
    },
  },
  {
    name: 'edge-polygon-short-ghosts',
    description: 'as edge-polygon-seams, with a ghost vertex 1e-7 to 3e-5 from its neighbour (unchecked, as in C++), across @box2d/core\'s Normalize threshold 1e-5',
    generate(rng) {
      const input = edgePolygonFamilies[1].generate(rng);
      const e = input.edgeA;
      const ghost = (from: XY): XY => {
        const d = randomDirection(rng);
        const len = 10 ** rng.range(-7, Math.log10(3 * BOX2D_CORE_EPSILON));
        return [from[0] + d[0] * len, from[1] + d[1] * len];
      };
      const edgeA = edgeData(e.v1, e.v2, { v0: rng.chance(0.5) ? ghost(e.v1) : e.v0, v3: rng.chance(0.5) ? ghost(e.v2) : e.v3 });
      return { ...input, edgeA };
    },
  },
  {
    name: 'edge-polygon-far',
    description: 'as edge-polygon, placed 1e3-1e6 from the origin',
    generate: (rng) => edgePolygonNear(rng, () => randomFrame(rng, farOrigin(rng))),
  },
];
