// GJK's simplex (Box2D v3.1.1 src/distance.c, all static there): reading and writing the warm-start
// cache, the witness points, and the Voronoi-region solves of a segment and a triangle in
// barycentric coordinates. A C function that returns a b2Vec2 writes it into an out vector given
// first; a C struct assignment (`s->v1 = s->v2`) is b2CopySimplexVertex. C's operation order
// throughout (src/README.md rule 1).

import type { b2Simplex, b2SimplexCache, b2SimplexVertex, b2ShapeProxy } from './collision_types';
import type { b2Vec2 } from './math_functions';

/** C's struct assignment `*dst = *src` of a b2SimplexVertex. */
export function b2CopySimplexVertex(dst: b2SimplexVertex, src: Readonly<b2SimplexVertex>): void {
  dst.wA.x = src.wA.x;
  dst.wA.y = src.wA.y;
  dst.wB.x = src.wB.x;
  dst.wB.y = src.wB.y;
  dst.w.x = src.w.x;
  dst.w.y = src.w.y;
  dst.a = src.a;
  dst.indexA = src.indexA;
  dst.indexB = src.indexB;
}

/** C's struct assignment `*dst = *src` of a b2Simplex (all three vertices, live or not). */
export function b2CopySimplex(dst: b2Simplex, src: Readonly<b2Simplex>): void {
  b2CopySimplexVertex(dst.v1, src.v1);
  b2CopySimplexVertex(dst.v2, src.v2);
  b2CopySimplexVertex(dst.v3, src.v3);
  dst.count = src.count;
}

/** Sets v's support points from the proxies' points at its indices and w = wA - wB. */
function setVertex(v: b2SimplexVertex, proxyA: Readonly<b2ShapeProxy>, proxyB: Readonly<b2ShapeProxy>): void {
  const pA = proxyA.points[v.indexA];
  const pB = proxyB.points[v.indexB];
  v.wA.x = pA.x;
  v.wA.y = pA.y;
  v.wB.x = pB.x;
  v.wB.y = pB.y;
  // C: v->w = b2Sub(v->wA, v->wB)
  v.w.x = pA.x - pB.x;
  v.w.y = pA.y - pB.y;
}

/**
 * The starting simplex: the cached vertices (their barycentric `a` marked invalid, -1), or, for
 * an empty cache, the first point of each proxy. C: `b2MakeSimplexFromCache` (static in
 * distance.c), which returns the simplex by value; here it is written into s. The caller has
 * checked that the cache's indices are within the proxies.
 */
export function b2MakeSimplexFromCache(s: b2Simplex, cache: Readonly<b2SimplexCache>, proxyA: Readonly<b2ShapeProxy>, proxyB: Readonly<b2ShapeProxy>): void {
  // Copy data from the cache.
  const count = cache.count; // f32: integer
  s.count = count;
  for (let i = 0; i < count; ++i) {
    const v = i === 0 ? s.v1 : i === 1 ? s.v2 : s.v3;
    v.indexA = cache.indexA[i];
    v.indexB = cache.indexB[i];
    setVertex(v, proxyA, proxyB);
    // invalid
    v.a = -1.0;
  }

  // An empty cache starts from the first points.
  if (s.count === 0) {
    const v = s.v1;
    v.indexA = 0;
    v.indexB = 0;
    setVertex(v, proxyA, proxyB);
    v.a = 1.0;
    s.count = 1;
  }
}

/** Stores the simplex's vertex indices in the cache. C: `b2MakeSimplexCache` (static in distance.c). */
export function b2MakeSimplexCache(cache: b2SimplexCache, simplex: Readonly<b2Simplex>): void {
  const count = simplex.count; // f32: integer
  cache.count = count;
  for (let i = 0; i < count; ++i) {
    const v = i === 0 ? simplex.v1 : i === 1 ? simplex.v2 : simplex.v3;
    // C stores them as uint8_t; they are proxy indices below 8.
    cache.indexA[i] = v.indexA;
    cache.indexB[i] = v.indexB;
  }
}

/**
 * The closest points on A and B that the simplex stands for, in the frame the simplex was built
 * in: the vertex for one point, the barycentric blend for two, and for three (overlap) the blend
 * of A's points given to both. C: `b2ComputeSimplexWitnessPoints` (static in distance.c); C
 * asserts on any other count and gives zero vectors, as this does.
 */
export function b2ComputeSimplexWitnessPoints(a: b2Vec2, b: b2Vec2, s: Readonly<b2Simplex>): void {
  const v1 = s.v1;
  const v2 = s.v2;
  const v3 = s.v3;
  switch (s.count) {
    case 1:
      a.x = v1.wA.x;
      a.y = v1.wA.y;
      b.x = v1.wB.x;
      b.y = v1.wB.y;
      break;

    case 2: {
      // C: b2Weight2(a1, w1, a2, w2) = a1 * w1 + a2 * w2
      const ax = v1.a * v1.wA.x + v2.a * v2.wA.x;
      const ay = v1.a * v1.wA.y + v2.a * v2.wA.y;
      const bx = v1.a * v1.wB.x + v2.a * v2.wB.x;
      const by = v1.a * v1.wB.y + v2.a * v2.wB.y;
      a.x = ax;
      a.y = ay;
      b.x = bx;
      b.y = by;
      break;
    }

    case 3: {
      // C: b2Weight3(a1, w1, a2, w2, a3, w3) = a1 * w1 + a2 * w2 + a3 * w3 for A; B is set to A.
      const ax = v1.a * v1.wA.x + v2.a * v2.wA.x + v3.a * v3.wA.x;
      const ay = v1.a * v1.wA.y + v2.a * v2.wA.y + v3.a * v3.wA.y;
      a.x = ax;
      a.y = ay;
      b.x = ax;
      b.y = ay;
      break;
    }

    default:
      a.x = 0.0;
      a.y = 0.0;
      b.x = 0.0;
      b.y = 0.0;
      break;
  }
}

/**
 * Solves a two-point simplex for the point closest to the origin: the w1 or w2 region (one vertex
 * left, a = 1) or the segment's interior (barycentric a1, a2). Writes into d the direction toward
 * the origin, not normalized. C: `b2SolveSimplex2` (static in distance.c), which returns it.
 */
export function b2SolveSimplex2(d: b2Vec2, s: b2Simplex): void {
  const w1x = s.v1.w.x;
  const w1y = s.v1.w.y;
  const w2x = s.v2.w.x;
  const w2y = s.v2.w.y;
  // C: e12 = w2 - w1
  const e12x = w2x - w1x;
  const e12y = w2y - w1y;

  // w1 region: C's d12_2 = -b2Dot(w1, e12)
  const d12_2 = -(w1x * e12x + w1y * e12y);
  if (d12_2 <= 0.0) {
    // a2 <= 0: clamp it to 0
    s.v1.a = 1.0;
    s.count = 1;
    d.x = -w1x;
    d.y = -w1y;
    return;
  }

  // w2 region
  const d12_1 = w2x * e12x + w2y * e12y;
  if (d12_1 <= 0.0) {
    // a1 <= 0: clamp it to 0
    s.v2.a = 1.0;
    s.count = 1;
    b2CopySimplexVertex(s.v1, s.v2);
    d.x = -w2x;
    d.y = -w2y;
    return;
  }

  // The interior of e12.
  const inv_d12 = 1.0 / (d12_1 + d12_2);
  s.v1.a = d12_1 * inv_d12;
  s.v2.a = d12_2 * inv_d12;
  s.count = 2;
  // C: b2CrossSV(b2Cross(b2Add(w1, w2), e12), e12), the normal of e12 on the origin's side,
  // written out: its numbers as arguments of a helper would be boxed where V8 does not inline it
  // (src/README.md rule 3).
  const cross12 = (w1x + w2x) * e12y - (w1y + w2y) * e12x;
  d.x = -cross12 * e12y;
  d.y = cross12 * e12x;
}

/**
 * Solves a three-point simplex: a vertex region, an edge region, or the triangle's interior (the
 * origin is inside: count 3 and d = 0). Regions are tested in C's order: w1, e12, e13, w2, w3,
 * e23, then the triangle. C: `b2SolveSimplex3` (static in distance.c), which returns d.
 */
export function b2SolveSimplex3(d: b2Vec2, s: b2Simplex): void {
  const w1x = s.v1.w.x;
  const w1y = s.v1.w.y;
  const w2x = s.v2.w.x;
  const w2y = s.v2.w.y;
  const w3x = s.v3.w.x;
  const w3y = s.v3.w.y;

  // Edge12
  const e12x = w2x - w1x;
  const e12y = w2y - w1y;
  const w1e12 = w1x * e12x + w1y * e12y;
  const w2e12 = w2x * e12x + w2y * e12y;
  const d12_1 = w2e12;
  const d12_2 = -w1e12;

  // Edge13
  const e13x = w3x - w1x;
  const e13y = w3y - w1y;
  const w1e13 = w1x * e13x + w1y * e13y;
  const w3e13 = w3x * e13x + w3y * e13y;
  const d13_1 = w3e13;
  const d13_2 = -w1e13;

  // Edge23
  const e23x = w3x - w2x;
  const e23y = w3y - w2y;
  const w2e23 = w2x * e23x + w2y * e23y;
  const w3e23 = w3x * e23x + w3y * e23y;
  const d23_1 = w3e23;
  const d23_2 = -w2e23;

  // Triangle123: C's b2Cross(e12, e13) and b2Cross(wi, wj)
  const n123 = e12x * e13y - e12y * e13x;

  const d123_1 = n123 * (w2x * w3y - w2y * w3x);
  const d123_2 = n123 * (w3x * w1y - w3y * w1x);
  const d123_3 = n123 * (w1x * w2y - w1y * w2x);

  // w1 region
  if (d12_2 <= 0.0 && d13_2 <= 0.0) {
    s.v1.a = 1.0;
    s.count = 1;
    d.x = -w1x;
    d.y = -w1y;
    return;
  }

  // e12
  if (d12_1 > 0.0 && d12_2 > 0.0 && d123_3 <= 0.0) {
    const inv_d12 = 1.0 / (d12_1 + d12_2);
    s.v1.a = d12_1 * inv_d12;
    s.v2.a = d12_2 * inv_d12;
    s.count = 2;
    // C: b2CrossSV(b2Cross(b2Add(w1, w2), e12), e12), written out (rule 3)
    const cross12 = (w1x + w2x) * e12y - (w1y + w2y) * e12x;
    d.x = -cross12 * e12y;
    d.y = cross12 * e12x;
    return;
  }

  // e13
  if (d13_1 > 0.0 && d13_2 > 0.0 && d123_2 <= 0.0) {
    const inv_d13 = 1.0 / (d13_1 + d13_2);
    s.v1.a = d13_1 * inv_d13;
    s.v3.a = d13_2 * inv_d13;
    s.count = 2;
    b2CopySimplexVertex(s.v2, s.v3);
    // C: b2CrossSV(b2Cross(b2Add(w1, w3), e13), e13), written out (rule 3)
    const cross13 = (w1x + w3x) * e13y - (w1y + w3y) * e13x;
    d.x = -cross13 * e13y;
    d.y = cross13 * e13x;
    return;
  }

  // w2 region
  if (d12_1 <= 0.0 && d23_2 <= 0.0) {
    s.v2.a = 1.0;
    s.count = 1;
    b2CopySimplexVertex(s.v1, s.v2);
    d.x = -w2x;
    d.y = -w2y;
    return;
  }

  // w3 region
  if (d13_1 <= 0.0 && d23_1 <= 0.0) {
    s.v3.a = 1.0;
    s.count = 1;
    b2CopySimplexVertex(s.v1, s.v3);
    d.x = -w3x;
    d.y = -w3y;
    return;
  }

  // e23
  if (d23_1 > 0.0 && d23_2 > 0.0 && d123_1 <= 0.0) {
    const inv_d23 = 1.0 / (d23_1 + d23_2);
    s.v2.a = d23_1 * inv_d23;
    s.v3.a = d23_2 * inv_d23;
    s.count = 2;
    b2CopySimplexVertex(s.v1, s.v3);
    // C: b2CrossSV(b2Cross(b2Add(w2, w3), e23), e23), written out (rule 3)
    const cross23 = (w2x + w3x) * e23y - (w2y + w3y) * e23x;
    d.x = -cross23 * e23y;
    d.y = cross23 * e23x;
    return;
  }

  // The triangle's interior.
  const inv_d123 = 1.0 / (d123_1 + d123_2 + d123_3);
  s.v1.a = d123_1 * inv_d123;
  s.v2.a = d123_2 * inv_d123;
  s.v3.a = d123_3 * inv_d123;
  s.count = 3;

  // No search direction.
  d.x = 0.0;
  d.y = 0.0;
}
