// b2WarmStartManifold: the loop of C++ b2Contact::Update (b2_contact.cpp) that runs after Evaluate.
// For each new point i: zero normalImpulse and tangentImpulse, then copy both from the FIRST old
// point j whose id.key equals the new point's key (the inner loop breaks on the first match). C++
// matches against a by-value copy of the old manifold, so a call with one object for both must
// behave as if the old one had been copied first.
//
// The manifolds below come from real b2CollidePolygons calls wherever the keys matter, so a test
// fails if the collider's keys and this matcher ever stop fitting together.
import {
  b2CollidePolygons,
  b2ContactFeatureType,
  b2Manifold,
  b2ManifoldType,
  b2PolygonShape,
  b2Transform,
  b2WarmStartManifold,
} from 'b2collide';

const { e_vertex, e_face } = b2ContactFeatureType;

// key = indexA | indexB << 8 | typeA << 16 | typeB << 24 (README "Manifold anatomy").
function key(indexA: number, indexB: number, typeA: number, typeB: number): number {
  return (indexA | (indexB << 8) | (typeA << 16) | (typeB << 24)) >>> 0;
}

function keysOf(m: b2Manifold): number[] {
  return m.points.slice(0, m.pointCount).map((p) => p.id.key);
}

function impulsesOf(m: b2Manifold): [number, number][] {
  return m.points.slice(0, m.pointCount).map((p) => [p.normalImpulse, p.tangentImpulse]);
}

/** Writes (normal, tangent) impulses into the first slots, as a solver's StoreImpulses would. */
function store(m: b2Manifold, impulses: readonly (readonly [number, number])[]): void {
  impulses.forEach(([n, t], i) => {
    m.points[i].normalImpulse = n;
    m.points[i].tangentImpulse = t;
  });
}

/** A hand-built manifold with the given keys and impulses (what a user can build, valid or not). */
function handBuilt(points: readonly (readonly [number, number, number])[]): b2Manifold {
  const m = new b2Manifold();
  m.type = b2ManifoldType.e_faceA;
  m.pointCount = points.length;
  points.forEach(([k, n, t], i) => {
    m.points[i].id.key = k;
    m.points[i].normalImpulse = n;
    m.points[i].tangentImpulse = t;
  });
  return m;
}

// Two 2 x 1 boxes, A below B. SetAsBox numbers the vertices (-hx,-hy), (hx,-hy), (hx,hy), (-hx,hy)
// and edge i runs from vertex i to i+1, so A's top face is edge 2 and B's bottom face is edge 0.
const A = new b2PolygonShape().SetAsBox(1, 0.5);
const B = new b2PolygonShape().SetAsBox(1, 0.5);
const identity = new b2Transform().SetIdentity();
// A small tilt, given as (s, c).
const theta = 0.05;
const s = Math.sin(theta);
const c = Math.cos(theta);

/** B resting flat on A, its bottom face `depth` below A's top face (y = 0.5), shifted by dx. */
function flatOnA(out: b2Manifold, depth: number, dx: number): b2Manifold {
  b2CollidePolygons(out, A, identity, B, new b2Transform().SetPositionSinCos(dx, 1 - depth, 0, 1));
  return out;
}

/**
 * B turned by +theta with its lowest corner, vertex 0 at local (-1, -0.5), 0.003 into A's top face.
 * That corner sits s * 1 + c * 0.5 below B's centre (rotate (-1, -0.5): y = -s - 0.5c).
 */
function tiltedB(out: b2Manifold): b2Manifold {
  b2CollidePolygons(out, A, identity, B, new b2Transform().SetPositionSinCos(0, 0.5 - 0.003 + s + 0.5 * c, s, c));
  return out;
}

/**
 * A turned by +theta: its highest corner, vertex 2 at local (1, 0.5), rises to s + 0.5c; B lies flat
 * with its bottom face 0.003 below that corner.
 */
function tiltedA(out: b2Manifold): b2Manifold {
  b2CollidePolygons(out, A, new b2Transform().SetPositionSinCos(0, 0, s, c), B, new b2Transform().SetPositionSinCos(0, s + 0.5 * c - 0.003 + 0.5, 0, 1));
  return out;
}

describe('b2WarmStartManifold on manifolds from b2CollidePolygons', () => {
  test('points whose keys persist get the old impulses, whatever their slots held', () => {
    // B flat on A: both of B's bottom vertices are clipped points on A's face 2:
    // (face 2 of A, vertex 0 of B) and (face 2 of A, vertex 1 of B).
    const old = flatOnA(new b2Manifold(), 0.004, 0);
    const next = flatOnA(new b2Manifold(), 0.002, 0.01);
    expect(keysOf(old)).toEqual([key(2, 0, e_face, e_vertex), key(2, 1, e_face, e_vertex)]);
    expect(keysOf(next)).toEqual(keysOf(old));
    store(old, [[3, 0.5], [4, -0.25]]);
    store(next, [[99, 99], [-99, -99]]); // what a reused manifold's slots may still hold
    b2WarmStartManifold(old, next);
    expect(impulsesOf(next)).toEqual([[3, 0.5], [4, -0.25]]);
    // The old manifold is only read.
    expect(impulsesOf(old)).toEqual([[3, 0.5], [4, -0.25]]);
  });

  test('a point with a new key gets 0, one with a persisting key its old impulses', () => {
    // Tilted, only B's lowest corner (vertex 0) touches: one point, (face 2 of A, vertex 0 of B).
    // Flat, vertex 1 touches as well: its key is new.
    const old = tiltedB(new b2Manifold());
    const next = flatOnA(new b2Manifold(), 0.003, 0);
    expect(old.type).toBe(b2ManifoldType.e_faceA);
    expect(keysOf(old)).toEqual([key(2, 0, e_face, e_vertex)]);
    expect(keysOf(next)).toEqual([key(2, 0, e_face, e_vertex), key(2, 1, e_face, e_vertex)]);
    store(old, [[7, 1.5]]);
    store(next, [[99, 99], [99, 99]]);
    b2WarmStartManifold(old, next);
    expect(impulsesOf(next)).toEqual([[7, 1.5], [0, 0]]);
  });

  test('a flip from e_faceA to e_faceB keeps nothing: the feature types swap, so the keys differ', () => {
    // Frame 1, B tilted: A's face 2 is the reference, B's vertex 0 the incident point:
    // (face 2 of A, vertex 0 of B). Frame 2, A tilted: B's face 0 is the reference (the separation
    // along B's normals is larger by more than k_tol), A's vertex 2 the incident point, and the
    // flip swaps the pairs: (vertex 2 of A, face 0 of B).
    const old = tiltedB(new b2Manifold());
    const next = tiltedA(new b2Manifold());
    expect(old.type).toBe(b2ManifoldType.e_faceA);
    expect(next.type).toBe(b2ManifoldType.e_faceB);
    expect(keysOf(old)).toEqual([key(2, 0, e_face, e_vertex)]);
    expect(keysOf(next)).toEqual([key(2, 0, e_vertex, e_face)]);
    store(old, [[5, 2]]);
    store(next, [[99, 99]]);
    b2WarmStartManifold(old, next);
    expect(impulsesOf(next)).toEqual([[0, 0]]);
  });

  test('an old manifold with no points zeroes every new point', () => {
    const old = new b2Manifold();
    const next = flatOnA(new b2Manifold(), 0.003, 0);
    store(old, [[5, 5], [6, 6]]); // beyond pointCount 0: never read
    store(next, [[99, 99], [99, 99]]);
    b2WarmStartManifold(old, next);
    expect(impulsesOf(next)).toEqual([[0, 0], [0, 0]]);
  });

  test('a new manifold with no points is left alone, slots included', () => {
    const old = flatOnA(new b2Manifold(), 0.003, 0);
    const next = new b2Manifold();
    store(old, [[1, 2], [3, 4]]);
    store(next, [[99, 98], [97, 96]]);
    b2WarmStartManifold(old, next);
    expect(next.pointCount).toBe(0);
    expect([next.points[0].normalImpulse, next.points[1].tangentImpulse]).toEqual([99, 96]);
  });
});

describe('b2WarmStartManifold on hand-built manifolds', () => {
  const K1 = key(2, 0, e_face, e_vertex);
  const K2 = key(2, 1, e_face, e_vertex);

  test('matching is by key, not by slot: swapped slots still get their own impulses', () => {
    const old = handBuilt([[K1, 1, 0.1], [K2, 2, 0.2]]);
    const next = handBuilt([[K2, 0, 0], [K1, 0, 0]]);
    b2WarmStartManifold(old, next);
    expect(impulsesOf(next)).toEqual([[2, 0.2], [1, 0.1]]);
  });

  test('a key that repeats in the old manifold takes the first match, as the C++ loop breaks there', () => {
    const old = handBuilt([[K1, 1, 0.1], [K1, 2, 0.2]]);
    const next = handBuilt([[K1, 0, 0]]);
    b2WarmStartManifold(old, next);
    expect(impulsesOf(next)).toEqual([[1, 0.1]]);
  });

  test('a key that repeats in the new manifold gives both points the same old impulses', () => {
    const old = handBuilt([[K2, 5, -1], [K1, 6, -2]]);
    const next = handBuilt([[K1, 0, 0], [K1, 0, 0]]);
    b2WarmStartManifold(old, next);
    expect(impulsesOf(next)).toEqual([[6, -2], [6, -2]]);
  });

  test('one object for both: each point keeps its own impulses, as C++ would with a copy', () => {
    // Without the snapshot, point 0 would be zeroed and then matched against itself: 0, not 3.
    const m = handBuilt([[K1, 3, 0.3], [K2, 4, 0.4]]);
    b2WarmStartManifold(m, m);
    expect(impulsesOf(m)).toEqual([[3, 0.3], [4, 0.4]]);
  });

  test('one object for both with a repeated key: both points take the first point\'s impulses', () => {
    // C++ copies the old manifold first, so point 1 finds K1 at old point 0 of the copy, whose
    // impulses are still (3, 0.3); reading the live object would find the zeros just written.
    const m = handBuilt([[K1, 3, 0.3], [K1, 4, 0.4]]);
    b2WarmStartManifold(m, m);
    expect(impulsesOf(m)).toEqual([[3, 0.3], [3, 0.3]]);
  });

  test('the manifold type and local points are not read: only keys decide', () => {
    const old = handBuilt([[K1, 8, 0.8]]);
    old.type = b2ManifoldType.e_circles;
    const next = handBuilt([[K1, 0, 0]]);
    next.type = b2ManifoldType.e_faceB;
    b2WarmStartManifold(old, next);
    expect(impulsesOf(next)).toEqual([[8, 0.8]]);
  });
});

describe('b2WarmStartManifold rejects a bad pointCount', () => {
  const bad: unknown[] = [3, -1, 1.5, NaN, Infinity, '1', undefined, null];
  test.each(bad)('manifold.pointCount = %p throws and names the manifold', (count) => {
    const m = new b2Manifold();
    (m as { pointCount: unknown }).pointCount = count;
    expect(() => b2WarmStartManifold(new b2Manifold(), m)).toThrow(/manifold\.pointCount .* must be 0, 1 or/);
  });
  test.each(bad)('oldManifold.pointCount = %p throws and names the old manifold', (count) => {
    const old = new b2Manifold();
    (old as { pointCount: unknown }).pointCount = count;
    expect(() => b2WarmStartManifold(old, new b2Manifold())).toThrow(/oldManifold\.pointCount/);
  });
  test('nothing is written when the old manifold is bad', () => {
    const next = handBuilt([[1, 5, 6]]);
    const old = new b2Manifold();
    old.pointCount = 3;
    expect(() => b2WarmStartManifold(old, next)).toThrow();
    expect(impulsesOf(next)).toEqual([[5, 6]]);
  });
});
