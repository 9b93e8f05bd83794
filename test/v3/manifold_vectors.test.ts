// The twelve v3 colliders against Box2D v3.1.1's own manifold.c, bit for bit: the float32 twin
// (build/f32/v3, what `b2collide/v3` ships) must give every word the C gave: the normal, the
// pointCount and, per live point, point, anchorA, anchorB, separation and id (and for the chain
// colliders with a cache, the cache the C left). The expected values are the C's outputs recorded
// in test/v3/vectors/ (see test/v3/support/manifold_vector_cases.ts for how). The float64 source
// run through the same comparison is the control that shows the comparison can fail.
//
// Each call writes into one manifold that the previous case filled and that is then salted with
// junk, so a field the collider forgets to overwrite (C returns a fresh zeroed struct) shows up.

import * as F32 from '../../build/f32/v3/index';
import * as F64 from '../../src/v3/index';
import { fromHex, loadManifoldVectors, toHex, type HexTransform, type HexVec, type ShapeJson, type VectorCase } from './support/manifold_vector_cases';

type Lib = typeof F64;

function setVec(v: { x: number; y: number }, h: HexVec): void {
  v.x = fromHex(h[0]);
  v.y = fromHex(h[1]);
}

function transform(lib: Lib, h: HexTransform) {
  const xf = new lib.b2Transform();
  xf.p.x = fromHex(h[0]);
  xf.p.y = fromHex(h[1]);
  xf.q.c = fromHex(h[2]);
  xf.q.s = fromHex(h[3]);
  return xf;
}

function circle(lib: Lib, s: ShapeJson) {
  const c = new lib.b2Circle();
  setVec(c.center, s.center!);
  c.radius = fromHex(s.radius!);
  return c;
}
function capsule(lib: Lib, s: ShapeJson) {
  const c = new lib.b2Capsule();
  setVec(c.center1, s.center1!);
  setVec(c.center2, s.center2!);
  c.radius = fromHex(s.radius!);
  return c;
}
function segment(lib: Lib, s: ShapeJson) {
  const g = new lib.b2Segment();
  setVec(g.point1, s.point1!);
  setVec(g.point2, s.point2!);
  return g;
}
function chainSegment(lib: Lib, s: ShapeJson) {
  const g = new lib.b2ChainSegment();
  setVec(g.ghost1, s.ghost1!);
  setVec(g.segment.point1, s.point1!);
  setVec(g.segment.point2, s.point2!);
  setVec(g.ghost2, s.ghost2!);
  return g;
}
function polygon(lib: Lib, s: ShapeJson) {
  const p = new lib.b2Polygon();
  p.count = s.vertices!.length;
  for (let i = 0; i < p.count; ++i) {
    setVec(p.vertices[i], s.vertices![i]);
    setVec(p.normals[i], s.normals![i]);
  }
  setVec(p.centroid, s.centroid!);
  p.radius = fromHex(s.radius!);
  return p;
}
function cache(lib: Lib, c: number[]) {
  const sc = new lib.b2SimplexCache();
  sc.count = c[0];
  for (let i = 0; i < 3; ++i) {
    sc.indexA[i] = c[1 + i];
    sc.indexB[i] = c[4 + i];
  }
  return sc;
}

type Manifold = InstanceType<Lib['b2Manifold']>;
type Call = (lib: Lib, m: Manifold, c: VectorCase) => { cacheOut?: number[] };

const colliders: [string, string, Call][] = [
  ['circles', 'b2CollideCircles', (lib, m, c) => (lib.b2CollideCircles(m, circle(lib, c.shapeA), transform(lib, c.xfA), circle(lib, c.shapeB), transform(lib, c.xfB)), {})],
  ['capsule_circle', 'b2CollideCapsuleAndCircle', (lib, m, c) => (lib.b2CollideCapsuleAndCircle(m, capsule(lib, c.shapeA), transform(lib, c.xfA), circle(lib, c.shapeB), transform(lib, c.xfB)), {})],
  ['segment_circle', 'b2CollideSegmentAndCircle', (lib, m, c) => (lib.b2CollideSegmentAndCircle(m, segment(lib, c.shapeA), transform(lib, c.xfA), circle(lib, c.shapeB), transform(lib, c.xfB)), {})],
  ['polygon_circle', 'b2CollidePolygonAndCircle', (lib, m, c) => (lib.b2CollidePolygonAndCircle(m, polygon(lib, c.shapeA), transform(lib, c.xfA), circle(lib, c.shapeB), transform(lib, c.xfB)), {})],
  ['capsules', 'b2CollideCapsules', (lib, m, c) => (lib.b2CollideCapsules(m, capsule(lib, c.shapeA), transform(lib, c.xfA), capsule(lib, c.shapeB), transform(lib, c.xfB)), {})],
  ['segment_capsule', 'b2CollideSegmentAndCapsule', (lib, m, c) => (lib.b2CollideSegmentAndCapsule(m, segment(lib, c.shapeA), transform(lib, c.xfA), capsule(lib, c.shapeB), transform(lib, c.xfB)), {})],
  ['polygon_capsule', 'b2CollidePolygonAndCapsule', (lib, m, c) => (lib.b2CollidePolygonAndCapsule(m, polygon(lib, c.shapeA), transform(lib, c.xfA), capsule(lib, c.shapeB), transform(lib, c.xfB)), {})],
  ['polygons', 'b2CollidePolygons', (lib, m, c) => (lib.b2CollidePolygons(m, polygon(lib, c.shapeA), transform(lib, c.xfA), polygon(lib, c.shapeB), transform(lib, c.xfB)), {})],
  ['segment_polygon', 'b2CollideSegmentAndPolygon', (lib, m, c) => (lib.b2CollideSegmentAndPolygon(m, segment(lib, c.shapeA), transform(lib, c.xfA), polygon(lib, c.shapeB), transform(lib, c.xfB)), {})],
  ['chain_circle', 'b2CollideChainSegmentAndCircle', (lib, m, c) => (lib.b2CollideChainSegmentAndCircle(m, chainSegment(lib, c.shapeA), transform(lib, c.xfA), circle(lib, c.shapeB), transform(lib, c.xfB)), {})],
  ['chain_capsule', 'b2CollideChainSegmentAndCapsule', (lib, m, c) => {
    const sc = cache(lib, c.cacheIn!);
    lib.b2CollideChainSegmentAndCapsule(m, chainSegment(lib, c.shapeA), transform(lib, c.xfA), capsule(lib, c.shapeB), transform(lib, c.xfB), sc);
    return { cacheOut: [sc.count, ...sc.indexA, ...sc.indexB] };
  }],
  ['chain_polygon', 'b2CollideChainSegmentAndPolygon', (lib, m, c) => {
    const sc = cache(lib, c.cacheIn!);
    lib.b2CollideChainSegmentAndPolygon(m, chainSegment(lib, c.shapeA), transform(lib, c.xfA), polygon(lib, c.shapeB), transform(lib, c.xfB), sc);
    return { cacheOut: [sc.count, ...sc.indexA, ...sc.indexB] };
  }],
];

/** Junk in every field, so a field left unwritten differs from C's fresh manifold. */
function salt(m: Manifold): void {
  m.normal.x = 7.5;
  m.normal.y = -3.25;
  m.rollingImpulse = 9;
  m.pointCount = 2;
  for (const mp of m.points) {
    mp.point.x = mp.point.y = mp.anchorA.x = mp.anchorA.y = mp.anchorB.x = mp.anchorB.y = 11;
    mp.separation = 13;
    mp.normalImpulse = mp.tangentImpulse = mp.totalNormalImpulse = mp.normalVelocity = 17;
    mp.id = 0xabcd;
    mp.persisted = true;
  }
}

/** The fields that differ from the C's record, as "name got want" strings (hex bits). */
function differences(m: Manifold, want: VectorCase['manifold'], gotCache: number[] | undefined, wantCache: number[] | undefined): string[] {
  const out: string[] = [];
  const cmp = (name: string, got: number, h: string) => {
    if (toHex(got) !== h) out.push(`${name} ${toHex(got)} (${got}) want ${h} (${fromHex(h)})`);
  };
  cmp('normal.x', m.normal.x, want.normal[0]);
  cmp('normal.y', m.normal.y, want.normal[1]);
  cmp('rollingImpulse', m.rollingImpulse, want.rollingImpulse);
  if (m.pointCount !== want.pointCount) out.push(`pointCount ${m.pointCount} want ${want.pointCount}`);
  for (let i = 0; i < want.pointCount; ++i) {
    const mp = m.points[i];
    const w = want.points[i];
    cmp(`points[${i}].point.x`, mp.point.x, w.point[0]);
    cmp(`points[${i}].point.y`, mp.point.y, w.point[1]);
    cmp(`points[${i}].anchorA.x`, mp.anchorA.x, w.anchorA[0]);
    cmp(`points[${i}].anchorA.y`, mp.anchorA.y, w.anchorA[1]);
    cmp(`points[${i}].anchorB.x`, mp.anchorB.x, w.anchorB[0]);
    cmp(`points[${i}].anchorB.y`, mp.anchorB.y, w.anchorB[1]);
    cmp(`points[${i}].separation`, mp.separation, w.separation);
    if (mp.id !== w.id) out.push(`points[${i}].id ${mp.id} want ${w.id}`);
    // C's colliders return these zeroed (b2Manifold manifold = { 0 }).
    if (mp.normalImpulse !== 0 || mp.tangentImpulse !== 0 || mp.totalNormalImpulse !== 0 || mp.normalVelocity !== 0 || mp.persisted !== false) {
      out.push(`points[${i}] impulses or persisted not zeroed`);
    }
  }
  if (wantCache && String(gotCache) !== String(wantCache)) out.push(`cache ${String(gotCache)} want ${String(wantCache)}`);
  return out;
}

function run(lib: Lib, file: string, call: Call): { failures: string[]; cases: number; families: Map<string, number[]> } {
  const vectors = loadManifoldVectors(file);
  const m = new lib.b2Manifold();
  const failures: string[] = [];
  const families = new Map<string, number[]>();
  vectors.cases.forEach((c, k) => {
    salt(m);
    const { cacheOut } = call(lib, m, c);
    const diff = differences(m, c.manifold, cacheOut, c.cacheOut);
    if (diff.length > 0) failures.push(`case ${k} (${c.family}): ${diff.slice(0, 3).join('; ')}`);
    const counts = families.get(c.family) ?? [0, 0, 0];
    counts[c.manifold.pointCount]++;
    families.set(c.family, counts);
  });
  return { failures, cases: vectors.cases.length, families };
}

describe.each(colliders)('%s: %s against v3.1.1 manifold.c', (file, name, call) => {
  test(`the float32 build gives C's bits in every case (${name})`, () => {
    const { failures, cases } = run(F32 as unknown as Lib, file, call);
    expect(cases).toBeGreaterThanOrEqual(280);
    expect(failures).toEqual([]);
  });

  test('the vectors reach every point count the collider can give, in every family', () => {
    const { families } = run(F32 as unknown as Lib, file, call);
    const counts = [0, 0, 0];
    for (const c of families.values()) for (let i = 0; i < 3; ++i) counts[i] += c[i];
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[1]).toBeGreaterThan(0);
    // Circle colliders give one point at most; the others two points in some cases.
    if (!name.endsWith('Circle') && name !== 'b2CollideCircles') expect(counts[2]).toBeGreaterThan(0);
    expect([...families.keys()]).toEqual(expect.arrayContaining(['random', 'resting', 'deep', 'far', 'band', 'band-edge', 'near-tie', 'vertex']));
    if (name.includes('ChainSegment')) expect([...families.keys()]).toContain('chain-ghost');
  });

  test('control: the float64 source differs from the C somewhere (the comparison can fail)', () => {
    const { failures } = run(F64, file, call);
    expect(failures.length).toBeGreaterThan(0);
  });
});
