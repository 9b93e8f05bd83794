// phaser-box2d 1.1.0's departures from Box2D v3.1.1 in the queries of the v3-phaser-query rows,
// each with the C line it departs from (v3.1.1's src/geometry.c) and the v3.0 line phaser ports,
// and their witness: a copy of b2collide/v3/f64's own module with phaser's code at exactly those
// lines (runner/forced-copy.ts), which must then give phaser's answer on the case's own input.

import type * as V3F64 from 'b2collide/v3/f64';
import { loadForcedCopy, type ModuleEdits } from '../runner/forced-copy';
import type { KnownDifference, Margin } from '../runner/types';
import { agrees } from '../runner/witness';
import { runQuery, type V3QueryLib } from './query-b2collide';
import { compareV3Queries } from './query-compare';
import { v3QueryScale, type V3Query, type V3QueryInput, type V3QueryResult } from './query-input';

const PHASER = 'phaser-box2d 1.1.0 dist/PhaserBox2D.js';

export const PHASER_QUERY_DIFFERENCES: readonly KnownDifference[] = [
  {
    what: 'b2RayCastCircle: a ray that starts inside the circle and whose hit lies outside its range (or that has zero length) misses in phaser; v3.1 reports a hit at the origin (an initial overlap)',
    cxx: 'Box2D v3.1.1 src/geometry.c:526-531 and 561-566 (`if ( b2LengthSquared( s ) < rr )` ... `output.hit = true`), added after v3.0 (v3.0.0 geometry.c:493-497 and 522-526 return the zero output)',
    peer: `${PHASER} b2RayCastCircle (line 2776: \`if (length == 0) return output\`; 2790: \`if (fraction < 0 || ...) return output\`)`,
    effect: 'hit 0 where v3.1.1 gives 1 for rays starting inside a circle (witnessed by the forced copy)',
  },
  {
    what: "b2RayCastCapsule: a ray starting inside the capsule misses in phaser (v3.1 reports an initial overlap), and phaser sends a start ahead of the segment to the far cap when qa > 1 where v3.1 compares qa with the capsule's length",
    cxx: 'Box2D v3.1.1 src/geometry.c:625 (`if ( qa > capsuleLength )`; v3.0.0 geometry.c:581: `if ( qa > 1.0f )`) and 633-635 (`output.point = input->origin; output.hit = true;`, added after v3.0)',
    peer: `${PHASER} b2RayCastCapsule (lines 2821-2833: \`if (qa > 1)\`, and no hit for a start inside)`,
    effect: 'hit 0 where v3.1.1 gives 1, and the other cap tested, for rays starting inside a capsule (witnessed by the forced copy)',
  },
  {
    what: "b2RayCastPolygon (radius 0): phaser computes in the world frame and misses when the ray starts inside; v3.1 shifts the arithmetic to the first vertex (for polygons far from the origin) and reports an initial overlap",
    cxx: 'Box2D v3.1.1 src/geometry.c:807-810 (`b2Vec2 base = shape->vertices[0]; b2Vec2 p1 = b2Sub( input->origin, base );`) and 871-876 (initial overlap), both added after v3.0 (v3.0.0 geometry.c:759-760 and 817-823)',
    peer: `${PHASER} b2RayCastPolygon (lines 2923-2954)`,
    effect: 'hit 0 where v3.1.1 gives 1 for rays starting inside, and fractions rounded differently (witnessed by the forced copy)',
  },
  {
    what: 'b2RayCastPolygon with a radius casts a point with b2ShapeCast, which v3.1 rewrote (phaser keeps v3.0\'s shape cast)',
    cxx: 'Box2D v3.1.1 src/geometry.c:881-890 (b2ShapeCast with canEncroach false) and src/distance.c:608-697 (b2ShapeCast, conservative advancement to a target separation, rewritten after v3.0)',
    peer: `${PHASER} b2RayCastPolygon (line 2955) and b2ShapeCast (line 1935)`,
    effect: 'other fractions, normals and hits on rounded polygons; the v3q-ray family casts on sharp polygons only for this reason',
  },
  {
    what: 'b2ComputeCircleMass, b2ComputeCapsuleMass: phaser multiplies by Math.PI; C by B2_PI = 3.14159265359f, which b2collide/v3/f64 writes as the decimal 3.14159265359 (in float32 both round to the same float)',
    cxx: 'Box2D v3.1.1 src/geometry.c:225, 243 and 261 (`density * B2_PI * rr`, `density * ( B2_PI * radius * radius )`, `4.0f * radius / ( 3.0f * B2_PI )`)',
    peer: `${PHASER} b2ComputeCircleMass (line 2608), b2ComputeCapsuleMass (lines 2620, 2625)`,
    effect: 'masses and inertias differing in the 13th digit in float64 (witnessed by the forced copy with Math.PI)',
  },
  {
    what: "b2ShapeCast, b2ShapeDistance and b2TimeOfImpact are v3.0's (v3.1 rewrote the GJK, the shape cast and parts of the TOI): not in these rows",
    cxx: 'Box2D v3.1.1 src/distance.c (b2ShapeDistance 421-605, b2ShapeCast 608-697, b2TimeOfImpact 1137-1414), changed after v3.0 (git diff v3.0.0 v3.1.1 -- src/distance.c: 685 lines)',
    peer: `${PHASER} b2ShapeDistance (line 1833), b2ShapeCast (1935), b2TimeOfImpact (2182)`,
    effect: "not compared: the per-shape shape casts, b2ShapeDistance and b2TimeOfImpact differ by algorithm, not by a decision a witness can force (docs/v3.md)",
  },
];

/** b2collide/v3/f64's ray casts with phaser's v3.0 code: no initial overlap, qa > 1, no vertex shift. */
export const PHASER_RAYS: ModuleEdits = {
  module: 'v3/geometry_ray_cast',
  edits: [
    ['// A zero-length ray hits only when it starts inside (initial overlap).', 'return writeMiss(out);'],
    ["// The intersection is outside the ray's range: a hit only when the ray starts inside.", 'return writeMiss(out);'],
    ['if (qa > capsuleLength) {', 'if (qa > 1) {'],
    ['// The ray starts inside the capsule.', 'return writeMiss(out);'],
    ['const baseX = packed[0];', 'const baseX = 0;'],
    ['const baseY = packed[1];', 'const baseY = 0;'],
    ['// Initial overlap.', 'return writeMiss(out);'],
  ],
};

/** b2collide/v3/f64's masses with Math.PI for B2_PI, as phaser computes them. */
export const PHASER_MASS: ModuleEdits = {
  module: 'v3/geometry_mass_aabb',
  edits: [['import { B2_PI', 'const B2_PI = Math.PI;\nimport { B2_PI as B2_PI_C']],
};

let forced: Partial<Record<V3Query, unknown>> | undefined;

/** Sets the forced copies' functions (tests, from the TypeScript source); undefined removes them. */
export function setPhaserQueryDepartures(functions: Partial<Record<V3Query, unknown>> | undefined): void {
  forced = functions;
}

/** Makes the forced copies from the installed b2collide's dist modules; leaves them unset when that is not possible. */
export async function loadPhaserQueryDepartures(): Promise<void> {
  if (forced !== undefined) return;
  const rays = await loadForcedCopy<Partial<typeof V3F64>>(PHASER_RAYS);
  const mass = await loadForcedCopy<Partial<typeof V3F64>>(PHASER_MASS);
  if (typeof rays?.b2RayCastCircle !== 'function' || typeof mass?.b2ComputeCircleMass !== 'function') return;
  setPhaserQueryDepartures({
    b2RayCastCircle: rays.b2RayCastCircle,
    b2RayCastCapsule: rays.b2RayCastCapsule,
    b2RayCastPolygon: rays.b2RayCastPolygon,
    b2ComputeCircleMass: mass.b2ComputeCircleMass,
    b2ComputeCapsuleMass: mass.b2ComputeCapsuleMass,
  });
}

/**
 * The margin of the listed departures: 0 when b2collide with phaser's listed code (the forced
 * copies) answers otherwise than b2collide itself on this very input, Infinity otherwise; it
 * carries its witness when the forced copy gives phaser's answer. None for the queries no listed
 * departure touches.
 */
export function phaserQueryDepartureMargin(lib: V3QueryLib, input: V3QueryInput, own: V3QueryResult, peer: V3QueryResult): Margin | undefined {
  const replacement = forced?.[input.fn];
  if (replacement === undefined) return undefined;
  const answer = runQuery({ ...lib, [input.fn]: replacement } as V3QueryLib, input);
  const scale = v3QueryScale(input);
  const departs = !agrees(compareV3Queries(answer, own, scale));
  const margin: Margin = { name: 'phaser listed departures', value: departs ? 0 : Infinity, epsilon: 1 };
  if (!departs || !agrees(compareV3Queries(answer, peer, scale))) return margin;
  return { ...margin, witness: { change: `${input.fn} with phaser-box2d's listed departures written into b2collide's own code (forced)`, answer } };
}
