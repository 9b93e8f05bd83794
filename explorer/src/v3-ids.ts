// What each point's 16-bit v3 id names, read as docs/v3-feature-ids.md lays it out: the id is
// B2_MAKE_ID(high, low), two indices whose meaning depends on the collider. A capsule's and a
// segment's two vertices are named by their fields (center1/center2, point1/point2), a polygon's
// by index (v0, v1, ...). Some readings need the whole manifold (a capsule pair's two ids say
// whose axis was clipped); the chain-segment colliders write the polygon's index high on one
// branch and low on the other, so their pattern is read from both ids.

import type { V3Run } from './v3-collide';
import type { V3Shape } from './v3-shapes';

export interface V3IdReading {
  /** One line per point: its features. */
  points: string[];
  /** What the manifold's ids say together (the clipped edges, whose axis), or ''. */
  summary: string;
}

const high = (id: number): number => (id >> 8) & 0xff;
const low = (id: number): number => id & 0xff;

/** The name of vertex i of a shape as v3's colliders number it. */
function vertexName(s: V3Shape, i: number): string {
  switch (s.type) {
    case 'capsule':
      return i === 0 ? 'center1' : i === 1 ? 'center2' : `vertex ${i}`;
    case 'segment':
    case 'chainSegment':
      return i === 0 ? 'point1' : i === 1 ? 'point2' : `vertex ${i}`;
    case 'polygon':
      return `v${i}`;
    case 'circle':
      return 'center';
  }
}

/** How many vertices a shape has as a polygon in v3's colliders (a capsule or segment has 2). */
function vertexCount(s: V3Shape): number {
  return s.type === 'polygon' ? s.shape.count : s.type === 'circle' ? 1 : 2;
}

const circleColliders = ['b2CollideCircles', 'b2CollideCapsuleAndCircle', 'b2CollideSegmentAndCircle', 'b2CollidePolygonAndCircle', 'b2CollideChainSegmentAndCircle'];
const capsuleColliders = ['b2CollideCapsules', 'b2CollideSegmentAndCapsule'];
const polygonColliders = ['b2CollidePolygons', 'b2CollidePolygonAndCapsule', 'b2CollideSegmentAndPolygon'];
const chainColliders = ['b2CollideChainSegmentAndPolygon', 'b2CollideChainSegmentAndCapsule'];

/** Reads the ids of a v3 run's manifold (A and B are the manifold's, as the ids are). */
export function readV3Ids(run: V3Run): V3IdReading {
  const ids = run.points.map((p) => p.id);
  const a = run.manifoldA.shape;
  const b = run.manifoldB.shape;
  const nameA = (i: number): string => `A ${vertexName(a, i)}`;
  const nameB = (i: number): string => `B ${vertexName(b, i)}`;
  const generic = (): V3IdReading => ({ points: ids.map((id) => `high byte ${high(id)}, low byte ${low(id)}`), summary: '' });
  const collider = run.collider ?? '';
  if (ids.length === 0) return { points: [], summary: '' };

  if (circleColliders.includes(collider)) {
    return { points: ids.map(() => 'the one point (a circle has one feature)'), summary: '' };
  }

  if (capsuleColliders.includes(collider)) {
    if (ids.length === 2 && ids[0] === 0x0000 && ids[1] === 0x0001) {
      return { points: ids.map((id) => `${nameB(low(id))} end, clipped to A's axis`), summary: "two points: B's axis clipped to A's (A's side is the reference)" };
    }
    if (ids.length === 2 && ids[0] === 0x0000 && ids[1] === 0x0100) {
      return { points: ids.map((id) => `${nameA(high(id))} end, clipped to B's axis`), summary: "two points: A's axis clipped to B's (B's side is the reference)" };
    }
    if (ids.length === 1) {
      // B2_MAKE_ID(f1 > 0, f2 > 0): each byte says whether the closest point is the first center.
      const at = (name: (i: number) => string, byte: number, f: string): string => (byte === 0 ? `${name(0)} (${f} = 0)` : `past ${name(0)} (${f} > 0)`);
      return { points: [`closest points: ${at(nameA, high(ids[0]), 'f1')} / ${at(nameB, low(ids[0]), 'f2')}`], summary: 'one point: the closest points of the two axes' };
    }
    return generic();
  }

  if (polygonColliders.includes(collider)) {
    const points = ids.map((id) => `${nameA(high(id))} / ${nameB(low(id))}`);
    if (ids.length === 2) {
      // High bytes: the ends of A's edge, in order; low bytes: the ends of B's edge, reversed.
      const [a0, a1, b0, b1] = [high(ids[0]), high(ids[1]), low(ids[0]), low(ids[1])];
      return { points, summary: `clipped: A's edge ${a0} (${vertexName(a, a0)} → ${vertexName(a, a1)}) against B's edge ${b1} (${vertexName(b, b1)} → ${vertexName(b, b0)})` };
    }
    return { points, summary: 'one point: vertex to vertex (the shapes apart, their closest points at two vertices)' };
  }

  if (chainColliders.includes(collider)) {
    if (ids.length === 1) {
      return { points: [`${nameA(high(ids[0]))} / ${nameB(low(ids[0]))}`], summary: 'one point: vertex to vertex, from the GJK cache' };
    }
    if (ids.length !== 2) return generic();
    const n = vertexCount(b);
    const [h0, h1, l0, l1] = [high(ids[0]), high(ids[1]), low(ids[0]), low(ids[1])];
    // On B's edge e: B2_MAKE_ID(e, 1), B2_MAKE_ID(e + 1, 0), high byte B's vertex, low byte A's.
    const onPolygonEdge = l0 === 1 && l1 === 0 && h1 === (h0 + 1) % n;
    // On the segment's normal: B2_MAKE_ID(0, b), B2_MAKE_ID(1, b - 1), high byte A's, low byte B's.
    const onSegmentNormal = h0 === 0 && h1 === 1 && l1 === (l0 + n - 1) % n;
    const polygonReading = ids.map((id) => `${nameB(high(id))} / ${nameA(low(id))}`);
    const segmentReading = ids.map((id) => `${nameA(high(id))} / ${nameB(low(id))}`);
    if (onPolygonEdge && onSegmentNormal) {
      return {
        points: ids.map((_, i) => `${segmentReading[i]} (segment normal) or ${polygonReading[i]} (B's edge 0)`),
        summary: 'these two ids read both ways: on the segment\'s normal, or on B\'s edge 0 (high byte B\'s vertex there); Box2D v3 only compares an id with the same contact\'s last ids',
      };
    }
    if (onPolygonEdge) return { points: polygonReading, summary: `on B's edge ${h0} (${vertexName(b, h0)} → ${vertexName(b, h1)}): here the high byte is B's vertex and the low byte A's` };
    if (onSegmentNormal) {
      return { points: segmentReading, summary: `on the segment's normal, against B's edge ${l1} (${vertexName(b, l1)} → ${vertexName(b, l0)}): high byte A's vertex, low byte B's` };
    }
    return generic();
  }
  return generic();
}
