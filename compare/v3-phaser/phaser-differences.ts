// phaser-box2d 1.1.0's departures from Box2D v3.1.1's C (the spec), each with the C line it
// departs from and where phaser does it, and the witness of those that change an answer: a copy
// of b2collide/v3/f64's own polygon and capsule colliders (runner/forced-copy.ts) with phaser's
// code at exactly those decisions, which must then give phaser's manifold on the case's own
// input. phaser ports Box2D v3.0 (August 2024) with a later b2CollideCapsules; v3.1 changed the
// polygon clipper and the speculative polygon contact, and phaser's b2CollideCapsules has bugs.

import type * as V3F64 from 'b2collide/v3/f64';
import { loadForcedCopy, type ModuleEdits } from '../runner/forced-copy';
import type { KnownDifference, Margin } from '../runner/types';
import { agrees } from '../runner/witness';
import { compareV3Manifolds } from './compare-v3';
import { runColliders, type V3Colliders } from './engine-b2collide';
import { v3Scale, type V3ManifoldResult, type V3PairInput } from './input';

const PHASER = 'phaser-box2d 1.1.0 dist/PhaserBox2D.js';

export const PHASER_DIFFERENCES: readonly KnownDifference[] = [
  {
    what: 'b2ClipPolygons has no disjoint-segments exit: where the incident edge lies wholly beyond an end of the reference edge, phaser still makes two clipped points',
    cxx: 'Box2D v3.1.1 src/manifold.c:596-599 (`if ( upper2 < lower1 || upper1 < lower2 ) return manifold;`, added after v3.0)',
    peer: `${PHASER} b2ClipPolygons (src/manifold_c.js:799-933)`,
    effect: 'two points where v3.1.1 gives none, or keeps a clip v3.1.1 would drop for a vertex-vertex point (witnessed by the forced copy)',
  },
  {
    what: "b2CollidePolygons apart by more than 0.1 linearSlop: phaser keeps v3.0's rule (a vertex-vertex point whenever the closest points of the two edges are vertices, else the clip); v3.1.1 clips first and takes the vertex-vertex point only when its separation is 0.1 linearSlop below every clipped point's",
    cxx: "Box2D v3.1.1 src/manifold.c:834-938 (the `#if 1` branch, with its cut at 852 and its test at 868; v3.0's rule is the `#else` branch, 939-1051)",
    peer: `${PHASER} b2CollidePolygons (src/manifold_c.js:1136-1287)`,
    effect: 'one vertex-vertex point where v3.1.1 keeps two clipped ones, and the reverse (witnessed by the forced copy)',
  },
  {
    what: "b2ClipPolygons interpolates a clipped point when the incident edge's extent exceeds 1e-10 (phaser's eps) rather than FLT_EPSILON",
    cxx: 'Box2D v3.1.1 src/manifold.c:602, 612 (`upper2 - lower2 > FLT_EPSILON`)',
    peer: `${PHASER} b2ClipPolygons (src/manifold_c.js:860, 871; eps = 1e-10 in src/include/math_functions_h.js:11)`,
    effect: "an incident edge nearly perpendicular to the reference edge is clipped by phaser and not by v3.1.1 (witnessed by the forced copy)",
  },
  {
    what: "b2CollideCapsules projects segment A on B's axis with u1.x in place of u2.x (a bug): fp1 = (p1 - p2).x * u1.x + (p1 - p2).y * u2.y, fq1 likewise",
    cxx: 'Box2D v3.1.1 src/manifold.c:345-346 (`fp1 = b2Dot( b2Sub( p1, p2 ), u2 )`, `fq1 = b2Dot( b2Sub( q1, p2 ), u2 )`)',
    peer: `${PHASER} b2CollideCapsules (src/manifold_c.js:524-525)`,
    effect: "another outsideB test and other clip points on B's reference edge: other point counts, ids and anchors (witnessed by the forced copy)",
  },
  {
    what: "b2CollideCapsules takes the separation on the negative side as max(-ss1, -ss2) where C takes min(-ss1, -ss2), on both capsules",
    cxx: 'Box2D v3.1.1 src/manifold.c:364, 384 (`float s1n = -ss1 < -ss2 ? -ss1 : -ss2;`)',
    peer: `${PHASER} b2CollideCapsules (src/manifold_c.js:544, 571: Math.max(-ss1, -ss2))`,
    effect: 'a capsule whose other segment lies on its negative side gets the far end\'s separation: another reference segment, normal and ids (witnessed by the forced copy)',
  },
  {
    what: "b2CollideCapsules chooses A's segment as the reference when separationA >= separationB, without v3.1.1's 0.1 linearSlop bias toward A",
    cxx: 'Box2D v3.1.1 src/manifold.c:399 (`if ( separationA + 0.1f * B2_LINEAR_SLOP >= separationB )`)',
    peer: `${PHASER} b2CollideCapsules (src/manifold_c.js:587)`,
    effect: "B's segment as the reference where v3.1.1 keeps A's: the normal and ids (witnessed by the forced copy)",
  },
  {
    what: "b2CollideCapsules' single point normalizes the closest points' difference when its squared length exceeds 1e-20 (phaser's eps squared) rather than FLT_EPSILON squared",
    cxx: 'Box2D v3.1.1 src/manifold.c:495 (`if ( b2Dot( normal, normal ) > epsSqr )`, epsSqr = FLT_EPSILON * FLT_EPSILON)',
    peer: `${PHASER} b2CollideCapsules (src/manifold_c.js:703)`,
    effect: 'crossing segments within 1.2e-7 of each other: phaser normalizes their difference where v3.1.1 takes the left perpendicular of A (witnessed by the forced copy)',
  },
  {
    what: "b2ClipSegments (the chain-segment colliders' clipper) interpolates a clipped point when the incident edge's extent exceeds 1e-10 rather than FLT_EPSILON",
    cxx: 'Box2D v3.1.1 src/manifold.c:1206, 1216 (`upper2 - lower2 > FLT_EPSILON`)',
    peer: `${PHASER} b2ClipSegments (src/manifold_c.js:1522, 1533)`,
    effect: 'an incident edge nearly perpendicular to the chain segment is clipped by phaser and not by v3.1.1 (witnessed by the forced copy)',
  },
  {
    what: "the circle colliders normalize a direction, and b2CollidePolygonAndCircle takes a vertex region, from 1e-10 (phaser's eps) where C's threshold is FLT_EPSILON",
    cxx: 'Box2D v3.1.1 src/manifold.c:50, 116 and 1152 (b2GetLengthAndNormalize, zero below FLT_EPSILON), 186 and 209 (`separation > FLT_EPSILON`)',
    peer: `${PHASER} b2CollideCircles, b2CollideCapsuleAndCircle, b2CollidePolygonAndCircle, b2CollideChainSegmentAndCircle (src/manifold_c.js:100, 187, 292, 301, 335, 344, 1442; b2GetLengthAndNormalize in src/math_functions_c.js)`,
    effect: 'only for a distance or separation between 1e-10 and 1.2e-7, which the families do not reach; not witnessed, so such a case would be reported unexplained',
  },
  {
    what: "b2CollideChainSegmentAndPolygon (and so b2CollideChainSegmentAndCapsule) turns its two clipped points to world orientation in place: each anchor's y is computed from its already rotated x (a bug), and at the last of the three sites the normal's y too",
    cxx: 'Box2D v3.1.1 src/manifold.c:1502-1504, 1652-1654 and 1715-1717 (b2RotateVector of the whole vector)',
    peer: `${PHASER} b2CollideChainSegmentAndPolygon (src/manifold_c.js:1829-1834, 1984-1989, 2055-2064)`,
    effect: 'wrong anchors, points and (last site) normals on every two-point chain manifold with a rotated chain (witnessed by the forced copy)',
  },
  {
    what: "b2ShapeDistance is v3.0's GJK (v3.1 rewrote it), so the b2SimplexCache a chain collider leaves may hold another simplex for the same closest points",
    cxx: 'Box2D v3.1.1 src/distance.c (b2ShapeDistance and its simplex solvers, rewritten after v3.0)',
    peer: `${PHASER} b2ShapeDistance (src/distance_c.js:526)`,
    effect: 'the cache a chain collider leaves is not compared (its manifold is)',
  },
  {
    what: 'b2CollideSegmentAndCapsule calls b2CollideCapsules without the manifold, so every call throws a TypeError',
    cxx: 'Box2D v3.1.1 src/manifold.c:532-536 (b2CollideSegmentAndCapsule returns b2CollideCapsules of the segment as a capsule of radius 0)',
    peer: `${PHASER} b2CollideSegmentAndCapsule (src/manifold_c.js:776)`,
    effect: 'not compared: the families leave b2CollideSegmentAndCapsule out (b2CollideCapsules covers its code)',
  },
];

/**
 * b2collide/v3/f64's polygon collider with phaser's v3.0 code at three decisions: no disjoint
 * exit, the 1e-10 extent test, and v3.0's speculative rule (the vertex-vertex point whenever the
 * edges' closest points are vertices, the speculative cut only for it).
 */
export const PHASER_POLYGONS: ModuleEdits = {
  module: 'v3/manifold_polygons',
  edits: [
    ['if (upper2 < lower1 || upper1 < lower2) {', 'if (false) {'],
    ['if (lower2 < lower1 && upper2 - lower2 > FLT_EPSILON) {', 'if (lower2 < lower1 && upper2 - lower2 > 1e-10) {'],
    ['if (upper2 > upper1 && upper2 - lower2 > FLT_EPSILON) {', 'if (upper2 > upper1 && upper2 - lower2 > 1e-10) {'],
    [
      'if (distance - radius > speculativeDistance) {',
      'if (distance - radius > speculativeDistance && (result.fraction1 === 0.0 || result.fraction1 === 1.0) && (result.fraction2 === 0.0 || result.fraction2 === 1.0)) {',
    ],
    ['if (separation + 0.1 * linearSlop < minSeparation) {', 'if (true) {'],
  ],
};

/**
 * b2collide/v3/f64's capsule colliders with phaser's b2CollideCapsules (its u1.x projection, its
 * max(-ss1, -ss2) written as min(ss1, ss2) twice so C's two lines then give phaser's values, no
 * bias, the 1e-20 test), importing the polygon copy for b2CollidePolygonAndCapsule.
 */
export const PHASER_CAPSULES: ModuleEdits = {
  module: 'v3/manifold_capsules',
  edits: [
    ['const fp1 = (p1x - p2x) * u2x + (p1y - p2y) * u2y;', 'const fp1 = (p1x - p2x) * u1x + (p1y - p2y) * u2y;'],
    ['const fq1 = (q1x - p2x) * u2x + (q1y - p2y) * u2y;', 'const fq1 = (q1x - p2x) * u1x + (q1y - p2y) * u2y;'],
    ['const ss1 = (p2x - p1x) * normalAx + (p2y - p1y) * normalAy;', 'const ssA1 = (p2x - p1x) * normalAx + (p2y - p1y) * normalAy;'],
    ['const ss2 = (q2x - p1x) * normalAx + (q2y - p1y) * normalAy;', 'const ssA2 = (q2x - p1x) * normalAx + (q2y - p1y) * normalAy; const ss1 = ssA1 < ssA2 ? ssA1 : ssA2; const ss2 = ss1;'],
    ['const ss1 = (p1x - p2x) * normalBx + (p1y - p2y) * normalBy;', 'const ssB1 = (p1x - p2x) * normalBx + (p1y - p2y) * normalBy;'],
    ['const ss2 = (q1x - p2x) * normalBx + (q1y - p2y) * normalBy;', 'const ssB2 = (q1x - p2x) * normalBx + (q1y - p2y) * normalBy; const ss1 = ssB1 < ssB2 ? ssB1 : ssB2; const ss2 = ss1;'],
    ['if (separationA + 0.1 * B2_LINEAR_SLOP >= separationB) {', 'if (separationA >= separationB) {'],
    ['if (nx * nx + ny * ny > epsSqr) {', 'if (nx * nx + ny * ny > 1e-20) {'],
  ],
};

/**
 * b2collide/v3/f64's chain colliders with phaser's 1e-10 extent test in b2ClipSegments, its
 * rotation of the clipped points in place (each anchor's y from its rotated x; the normal's too
 * at the last of the three sites), and phaser's v3.0 GJK for the distance they start from.
 */
export const PHASER_CHAIN: ModuleEdits = {
  module: 'v3/manifold_chain',
  edits: [
    ['if (lower2 < lower1 && upper2 - lower2 > FLT_EPSILON) {', 'if (lower2 < lower1 && upper2 - lower2 > 1e-10) {'],
    ['if (upper2 > upper1 && upper2 - lower2 > FLT_EPSILON) {', 'if (upper2 > upper1 && upper2 - lower2 > 1e-10) {'],
    ['mp.anchorA.y = qs * ax + qc * ay;', 'mp.anchorA.y = qs * mp.anchorA.x + qc * ay;'],
    // The GJK the chain collider calls: phaser's when PHASER_GJK is set (see withPhaserGJK).
    ['const output = b2ShapeDistance(distanceOutput, input, cache, null, 0);', 'const output = (globalThis.b2collidePhaserGJK ?? b2ShapeDistance)(distanceOutput, input, cache, null, 0);'],
    [
      'clippedToWorld(manifold, manifold.normal, xfA, xfB);',
      '{ const ny0 = manifold.normal.y; clippedToWorld(manifold, manifold.normal, xfA, xfB); manifold.normal.y = xfA.q.s * manifold.normal.x + xfA.q.c * ny0; }',
    ],
  ],
};

let forced: V3Colliders | undefined;

type GJK = (output: never, input: never, cache: never) => unknown;
let phaserGJK: GJK | undefined;

/** phaser's b2ShapeDistance as the chain copy's GJK (set by the pair type, which loads phaser). */
export function setPhaserGJK(gjk: GJK | undefined): void {
  phaserGJK = gjk;
}

/** Runs fn with the chain copy calling phaser's GJK (a global the copy reads at the call, see PHASER_CHAIN). */
function withPhaserGJK<T>(fn: () => T): T {
  const g = globalThis as { b2collidePhaserGJK?: GJK };
  g.b2collidePhaserGJK = phaserGJK;
  try {
    return fn();
  } finally {
    delete g.b2collidePhaserGJK;
  }
}

/** Sets the forced copy's colliders (tests, from the TypeScript source); undefined removes them. */
export function setPhaserDepartures(colliders: Partial<V3Colliders> | undefined): void {
  forced = colliders === undefined ? undefined : (colliders as V3Colliders);
}

/** Makes the forced copy from the installed b2collide's dist modules; leaves it unset when that is not possible. */
export async function loadPhaserDepartures(): Promise<void> {
  if (forced !== undefined) return;
  const polygons = await loadForcedCopy<Partial<typeof V3F64>>(PHASER_POLYGONS);
  const capsules = await loadForcedCopy<Partial<typeof V3F64>>(PHASER_CAPSULES, [PHASER_POLYGONS]);
  const chain = await loadForcedCopy<Partial<typeof V3F64>>(PHASER_CHAIN);
  if (typeof polygons?.b2CollidePolygons !== 'function' || typeof capsules?.b2CollidePolygonAndCapsule !== 'function' || typeof chain?.b2CollideChainSegmentAndPolygon !== 'function') return;
  setPhaserDepartures({
    b2CollidePolygons: polygons.b2CollidePolygons,
    b2CollideSegmentAndPolygon: polygons.b2CollideSegmentAndPolygon,
    b2CollidePolygonAndCapsule: capsules.b2CollidePolygonAndCapsule,
    b2CollideCapsules: capsules.b2CollideCapsules,
    b2CollideChainSegmentAndCapsule: chain.b2CollideChainSegmentAndCapsule,
    b2CollideChainSegmentAndPolygon: chain.b2CollideChainSegmentAndPolygon,
  });
}

/** The colliders the forced copies replace. */
const POLYGON_COLLIDERS = new Set(['b2CollidePolygons', 'b2CollideSegmentAndPolygon', 'b2CollidePolygonAndCapsule', 'b2CollideCapsules', 'b2CollideChainSegmentAndCapsule', 'b2CollideChainSegmentAndPolygon']);

/**
 * The margin of the listed departures: 0 when b2collide with phaser's listed code (the forced
 * copies) gives another answer than b2collide itself on this very input (other discrete outputs,
 * or numbers beyond the bound), so the case
 * reaches a decision where phaser departs from v3.1.1; Infinity otherwise. It carries its witness
 * when the forced copy gives phaser's answer. None for the colliders no departure touches.
 */
export function phaserDepartureMargin(input: V3PairInput, own: V3ManifoldResult, peer: V3ManifoldResult): Margin | undefined {
  if (forced === undefined || !POLYGON_COLLIDERS.has(input.collider)) return undefined;
  const colliders = forced;
  const answer = withPhaserGJK(() => runColliders(colliders, input));
  const departs = !agrees(compareV3Manifolds(answer, own, v3Scale(input)));
  const margin: Margin = { name: 'phaser listed departures', value: departs ? 0 : Infinity, epsilon: 1 };
  if (!departs || !agrees(compareV3Manifolds(answer, peer, v3Scale(input)))) return margin;
  return { ...margin, witness: { change: `${input.collider} with phaser-box2d's listed departures written into b2collide's own code (forced)`, answer } };
}
