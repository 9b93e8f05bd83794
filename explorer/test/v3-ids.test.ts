// The v3 id reading (src/v3-ids.ts) on manifolds b2collide/v3 computes here, one per collider
// family of docs/v3-feature-ids.md, with the expected reading worked out from that table; and
// the register's pairing (src/v3-collide.ts) against contact.c's b2AddType list.

import type { ExplorerCase } from '../src/case';
import { runV3, v3Register } from '../src/v3-collide';
import { readV3Ids } from '../src/v3-ids';
import { v3ShapeTypes } from '../src/v3-shapes';

const at = (x: number, y: number, s = 0, c = 1): ExplorerCase['xfA'] => ({ x, y, s, c });
const capsule = (radius = 0.25): ExplorerCase['a'] => ({ kind: 'capsule', center1: [-0.5, 0], center2: [0.5, 0], radius });

describe('v3 ids read as docs/v3-feature-ids.md says', () => {
  test('capsules: two points clipped to A\'s axis are 0x0000, 0x0001 (B\'s centers); one point says whether each closest point is center1', () => {
    // B shorter and above A's middle, parallel: B's axis projects inside A's, A is the reference.
    const clipped = runV3({ a: capsule(), xfA: at(0, 0), b: { kind: 'capsule', center1: [-0.25, 0], center2: [0.25, 0], radius: 0.25 }, xfB: at(0, 0.49) });
    expect(clipped.collider).toBe('b2CollideCapsules');
    expect(clipped.points.map((p) => p.id)).toEqual([0x0000, 0x0001]);
    expect(readV3Ids(clipped)).toEqual({ points: ['B center1 end, clipped to A\'s axis', 'B center2 end, clipped to A\'s axis'], summary: "two points: B's axis clipped to A's (A's side is the reference)" });
    // B end to end beyond A's center2, along the axis: the closest points are A's center2 (f1 = 1)
    // and B's center1 (f2 = 0): one point, B2_MAKE_ID(1, 0).
    const single = runV3({ a: capsule(), xfA: at(0, 0), b: capsule(), xfB: at(1.49, 0) });
    expect(single.points.map((p) => p.id)).toEqual([0x0100]);
    expect(readV3Ids(single).points).toEqual(['closest points: past A center1 (f1 > 0) / B center1 (f2 = 0)']);
  });

  test('polygons: per point (A vertex, B vertex); a circle\'s point is the one feature', () => {
    const boxes = runV3({ a: { kind: 'box', hx: 0.5, hy: 0.5 }, xfA: at(0, 0), b: { kind: 'box', hx: 0.5, hy: 0.5 }, xfB: at(0.25, 1) });
    expect(readV3Ids(boxes)).toEqual({ points: ['A v2 / B v1', 'A v3 / B v0'], summary: "clipped: A's edge 2 (v2 → v3) against B's edge 0 (v0 → v1)" });
    const circle = runV3({ a: { kind: 'box', hx: 0.5, hy: 0.5 }, xfA: at(0, 0), b: { kind: 'circle', radius: 0.5, p: [0, 0] }, xfB: at(0, 0.99) });
    expect(circle.collider).toBe('b2CollidePolygonAndCircle');
    expect(readV3Ids(circle).points).toEqual(['the one point (a circle has one feature)']);
  });

  test('chain segment and box: the ids 0x0001, 0x0100 read both ways, and the page says so', () => {
    // A level box on the default chain's child: its bottom face is its edge 0, so the segment's
    // normal gives B2_MAKE_ID(0, 1), B2_MAKE_ID(1, 0), which is also the polygon-edge pattern of
    // B's edge 0 (B2_MAKE_ID(0, 1), B2_MAKE_ID(1, 0)).
    const run = runV3({
      a: { kind: 'chain', vertices: [[3, 0.5], [1, 0], [-1, 0], [-3, 0.5]], loop: false, prev: [4, 1.5], next: [-4, 1.5], child: 1 },
      xfA: at(0, 0), b: { kind: 'box', hx: 0.5, hy: 0.25 }, xfB: at(0.25, 0.24),
    });
    expect(run.collider).toBe('b2CollideChainSegmentAndPolygon');
    expect(run.points.map((p) => p.id)).toEqual([0x0001, 0x0100]);
    const reading = readV3Ids(run);
    expect(reading.points[0]).toBe('A point1 / B v1 (segment normal) or B v0 / A point2 (B\'s edge 0)');
    expect(reading.summary).toMatch(/^these two ids read both ways/);
  });

  test('the register: every pair of v3 shape types either runs contact.c\'s function, swapped when listed the other way, or none', () => {
    const names: Record<string, string | undefined> = {};
    for (const a of v3ShapeTypes) for (const b of v3ShapeTypes) {
      const r = v3Register(a, b);
      names[`${a}/${b}`] = r === undefined ? undefined : `${r.name}${r.swapped ? ' swapped' : ''}`;
    }
    expect(names).toEqual({
      'circle/circle': 'b2CollideCircles', 'circle/capsule': 'b2CollideCapsuleAndCircle swapped', 'circle/segment': 'b2CollideSegmentAndCircle swapped',
      'circle/polygon': 'b2CollidePolygonAndCircle swapped', 'circle/chainSegment': 'b2CollideChainSegmentAndCircle swapped',
      'capsule/circle': 'b2CollideCapsuleAndCircle', 'capsule/capsule': 'b2CollideCapsules', 'capsule/segment': 'b2CollideSegmentAndCapsule swapped',
      'capsule/polygon': 'b2CollidePolygonAndCapsule swapped', 'capsule/chainSegment': 'b2CollideChainSegmentAndCapsule swapped',
      'segment/circle': 'b2CollideSegmentAndCircle', 'segment/capsule': 'b2CollideSegmentAndCapsule', 'segment/segment': undefined,
      'segment/polygon': 'b2CollideSegmentAndPolygon', 'segment/chainSegment': undefined,
      'polygon/circle': 'b2CollidePolygonAndCircle', 'polygon/capsule': 'b2CollidePolygonAndCapsule', 'polygon/segment': 'b2CollideSegmentAndPolygon swapped',
      'polygon/polygon': 'b2CollidePolygons', 'polygon/chainSegment': 'b2CollideChainSegmentAndPolygon swapped',
      'chainSegment/circle': 'b2CollideChainSegmentAndCircle', 'chainSegment/capsule': 'b2CollideChainSegmentAndCapsule', 'chainSegment/segment': undefined,
      'chainSegment/polygon': 'b2CollideChainSegmentAndPolygon', 'chainSegment/chainSegment': undefined,
    });
  });
});
