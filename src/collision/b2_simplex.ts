// The GJK simplex (C++ b2SimplexCache, b2SimplexVertex and b2Simplex, b2_distance.h /
// b2_distance.cpp, Box2D v2.4.1): up to three Minkowski-difference points with barycentric weights,
// the Voronoi-region solves that move it toward the origin, and the cache that warm-starts it.
// b2SimplexVertex and b2Simplex are internal (used by b2_distance.ts and b2_shape_cast.ts);
// b2SimplexCache is public.

import { b2_epsilon } from '../common/b2_settings';
import { b2Vec2 } from '../common/b2_math';
import { type b2DistanceProxy, proxyVertex } from './b2_distance_proxy';
import { b2DescribeValue } from '../common/b2_describe_value';
import { b2CheckOutput } from '../common/b2_checks';

/**
 * Warm-start data for b2Distance: the simplex of the last call for one pair of proxies. A new
 * cache has count 0, a cold start. C++: `b2SimplexCache` in b2_distance.h; members keep their C++
 * names, `Reset` is not in C++ (there, set count to 0).
 */
export class b2SimplexCache {
  /** The simplex's length (2 points) or signed area (3 points) when it was cached. */
  metric = 0;
  /** How many simplex vertices are cached: 0 to 3. */
  count = 0;
  /** Vertex indices on shape A. */
  readonly indexA: [number, number, number] = [0, 0, 0];
  /** Vertex indices on shape B. */
  readonly indexB: [number, number, number] = [0, 0, 0];

  /**
   * Forgets the cached simplex, so the next b2Distance starts cold. Not in C++.
   * @returns this cache
   * @throws Error, writing nothing, when the cache is frozen
   */
  Reset(): this {
    b2CheckOutput('b2SimplexCache.Reset', 'this', this);
    this.metric = 0;
    this.count = 0;
    return this;
  }
}

// Scratch of b2SimplexVertex.SetSupport: the two support vertices in their shapes' frames.
const supportA = new b2Vec2();
const supportB = new b2Vec2();

// One simplex vertex (C++ b2SimplexVertex) held as plain numbers, so C++'s by-value
// `m_v1 = m_v2` is a field copy.
export class b2SimplexVertex {
  wAx = 0; // support point on A, world frame
  wAy = 0;
  wBx = 0; // support point on B, world frame
  wBy = 0;
  wx = 0; // wB - wA
  wy = 0;
  a = 0; // barycentric coordinate of the closest point
  indexA = 0;
  indexB = 0;

  Copy(v: b2SimplexVertex): void {
    this.wAx = v.wAx;
    this.wAy = v.wAy;
    this.wBx = v.wBx;
    this.wBy = v.wBy;
    this.wx = v.wx;
    this.wy = v.wy;
    this.a = v.a;
    this.indexA = v.indexA;
    this.indexB = v.indexB;
  }

  // wA = b2Mul(xfA, vA), wB = b2Mul(xfB, vB), w = wB - wA, where vA is proxyA's vertex indexA
  // and vB proxyB's vertex indexB; tA and tB are xfA's and xfB's [p.x, p.y, q.s, q.c] (rule 11).
  SetSupport(
    tA: readonly number[],
    proxyA: Readonly<b2DistanceProxy>,
    /* f32: integer */ indexA: number,
    tB: readonly number[],
    proxyB: Readonly<b2DistanceProxy>,
    /* f32: integer */ indexB: number,
  ): void {
    proxyVertex(supportA, proxyA, indexA);
    proxyVertex(supportB, proxyB, indexB);
    const ax = supportA.x;
    const ay = supportA.y;
    const bx = supportB.x;
    const by = supportB.y;
    this.wAx = tA[3] * ax - tA[2] * ay + tA[0];
    this.wAy = tA[2] * ax + tA[3] * ay + tA[1];
    this.wBx = tB[3] * bx - tB[2] * by + tB[0];
    this.wBy = tB[2] * bx + tB[3] * by + tB[1];
    this.wx = this.wBx - this.wAx;
    this.wy = this.wBy - this.wAy;
  }
}

// The simplex of C++ b2Simplex. Its users (b2DistanceGJK, b2ShapeCast) each keep one
// module-level instance as scratch.
export class b2Simplex {
  readonly m_v1 = new b2SimplexVertex();
  readonly m_v2 = new b2SimplexVertex();
  readonly m_v3 = new b2SimplexVertex();
  readonly m_vs: readonly b2SimplexVertex[] = [this.m_v1, this.m_v2, this.m_v3];
  m_count = 0;
  /** The result of the last ComputeMetric call. */
  m_metric = 0;

  // C++ takes the transforms; here their numbers, as SetSupport does.
  ReadCache(cache: Readonly<b2SimplexCache>, proxyA: b2DistanceProxy, tA: readonly number[], proxyB: b2DistanceProxy, tB: readonly number[], where: string): void {
    const count: unknown = cache.count;
    // C++ asserts count <= 3 and, in GetVertex, each index; a cache kept from another pair of
    // shapes would read past the vertices, and a string index '1' would be read as a property
    // name, so both are checked here (typeof first: '1' >= 0 is true).
    if (!(typeof count === 'number' && count >= 0 && count <= 3 && Number.isInteger(count))) {
      throw new RangeError(`${where}: cache.count ${b2DescribeValue(count)} is not 0, 1, 2 or 3`);
    }
    for (let i = 0; i < count; ++i) {
      const iA: unknown = cache.indexA[i];
      const iB: unknown = cache.indexB[i];
      if (!(typeof iA === 'number' && Number.isInteger(iA) && iA >= 0 && iA < proxyA.m_count &&
        typeof iB === 'number' && Number.isInteger(iB) && iB >= 0 && iB < proxyB.m_count)) {
        throw new RangeError(
          `${where}: cached vertex ${i} (indexA ${b2DescribeValue(iA)}, indexB ${b2DescribeValue(iB)}) is out of range for proxies of ${proxyA.m_count} and ${proxyB.m_count} vertices; reset the cache (count = 0) when the shapes change`,
        );
      }
    }

    // Copy data from the cache.
    this.m_count = count;
    for (let i = 0; i < count; ++i) {
      const v = this.m_vs[i];
      v.indexA = cache.indexA[i];
      v.indexB = cache.indexB[i];
      v.SetSupport(tA, proxyA, v.indexA, tB, proxyB, v.indexB);
      v.a = 0.0;
    }

    // Flush the simplex when its metric changed a lot since it was cached.
    if (this.m_count > 1) {
      const metric1 = cache.metric;
      this.ComputeMetric();
      const metric2 = this.m_metric;
      if (metric2 < 0.5 * metric1 || 2.0 * metric1 < metric2 || metric2 < b2_epsilon) {
        this.m_count = 0;
      }
    }

    // Empty or flushed: start from vertex 0 of each proxy.
    if (this.m_count === 0) {
      const v = this.m_v1;
      v.indexA = 0;
      v.indexB = 0;
      v.SetSupport(tA, proxyA, 0, tB, proxyB, 0);
      v.a = 1.0;
      this.m_count = 1;
    }
  }

  WriteCache(cache: b2SimplexCache): void {
    this.ComputeMetric();
    cache.metric = this.m_metric;
    cache.count = this.m_count;
    for (let i = 0; i < this.m_count; ++i) {
      cache.indexA[i] = this.m_vs[i].indexA;
      cache.indexB[i] = this.m_vs[i].indexB;
    }
  }

  // The direction toward the origin from the current simplex (1 or 2 points).
  GetSearchDirection(out: b2Vec2): void {
    const v1 = this.m_v1;
    if (this.m_count === 1) {
      out.x = -v1.wx;
      out.y = -v1.wy;
      return;
    }
    // m_count === 2: the normal of e12 on the origin's side; sgn = b2Cross(e12, -w1).
    const e12x = this.m_v2.wx - v1.wx;
    const e12y = this.m_v2.wy - v1.wy;
    const sgn = e12x * -v1.wy - e12y * -v1.wx;
    if (sgn > 0.0) {
      // Origin is left of e12: b2Cross(1, e12).
      out.x = -1.0 * e12y;
      out.y = 1.0 * e12x;
    } else {
      // Origin is right of e12: b2Cross(e12, 1).
      out.x = 1.0 * e12y;
      out.y = -1.0 * e12x;
    }
  }

  // The point of the simplex closest to the origin (C++ GetClosestPoint); b2ShapeCast's direction.
  GetClosestPoint(out: b2Vec2): void {
    const v1 = this.m_v1;
    const v2 = this.m_v2;
    switch (this.m_count) {
      case 1:
        out.x = v1.wx;
        out.y = v1.wy;
        break;
      case 2:
        out.x = v1.a * v1.wx + v2.a * v2.wx;
        out.y = v1.a * v1.wy + v2.a * v2.wy;
        break;
      default:
        // Three points hold the origin.
        out.x = 0.0;
        out.y = 0.0;
        break;
    }
  }

  GetWitnessPoints(pA: b2Vec2, pB: b2Vec2): void {
    const v1 = this.m_v1;
    const v2 = this.m_v2;
    switch (this.m_count) {
      case 1:
        pA.x = v1.wAx;
        pA.y = v1.wAy;
        pB.x = v1.wBx;
        pB.y = v1.wBy;
        break;

      case 2:
        pA.x = v1.a * v1.wAx + v2.a * v2.wAx;
        pA.y = v1.a * v1.wAy + v2.a * v2.wAy;
        pB.x = v1.a * v1.wBx + v2.a * v2.wBx;
        pB.y = v1.a * v1.wBy + v2.a * v2.wBy;
        break;

      case 3: {
        const v3 = this.m_v3;
        pA.x = v1.a * v1.wAx + v2.a * v2.wAx + v3.a * v3.wAx;
        pA.y = v1.a * v1.wAy + v2.a * v2.wAy + v3.a * v3.wAy;
        pB.x = pA.x;
        pB.y = pA.y;
        break;
      }
    }
  }

  // C++ GetMetric: the length of the segment (2 points) or twice the signed triangle area
  // (3 points), else 0, stored in m_metric instead of returned (rule 3).
  ComputeMetric(): void {
    const v1 = this.m_v1;
    switch (this.m_count) {
      case 2:
        // b2Distance(m_v1.w, m_v2.w)
        this.m_metric = Math.sqrt((v1.wx - this.m_v2.wx) * (v1.wx - this.m_v2.wx) + (v1.wy - this.m_v2.wy) * (v1.wy - this.m_v2.wy));
        break;
      case 3: {
        // b2Cross(m_v2.w - m_v1.w, m_v3.w - m_v1.w)
        const ax = this.m_v2.wx - v1.wx;
        const ay = this.m_v2.wy - v1.wy;
        const bx = this.m_v3.wx - v1.wx;
        const by = this.m_v3.wy - v1.wy;
        this.m_metric = ax * by - ay * bx;
        break;
      }
      default:
        this.m_metric = 0.0;
        break;
    }
  }

  // The closest point of segment w1-w2 to the origin, as barycentric coordinates (C++ Solve2).
  Solve2(): void {
    const v1 = this.m_v1;
    const v2 = this.m_v2;
    const w1x = v1.wx;
    const w1y = v1.wy;
    const w2x = v2.wx;
    const w2y = v2.wy;
    const e12x = w2x - w1x;
    const e12y = w2y - w1y;

    // w1 region: a2 <= 0, clamp it to 0.
    const d12_2 = -(w1x * e12x + w1y * e12y);
    if (d12_2 <= 0.0) {
      v1.a = 1.0;
      this.m_count = 1;
      return;
    }

    // w2 region: a1 <= 0, clamp it to 0.
    const d12_1 = w2x * e12x + w2y * e12y;
    if (d12_1 <= 0.0) {
      v2.a = 1.0;
      this.m_count = 1;
      v1.Copy(v2);
      return;
    }

    // Inside the segment.
    const inv_d12 = 1.0 / (d12_1 + d12_2);
    v1.a = d12_1 * inv_d12;
    v2.a = d12_2 * inv_d12;
    this.m_count = 2;
  }

  // The closest feature of triangle w1-w2-w3 to the origin (C++ Solve3); the region tests run in
  // C++'s order: w1, e12, e13, w2, w3, e23, interior.
  Solve3(): void {
    const v1 = this.m_v1;
    const v2 = this.m_v2;
    const v3 = this.m_v3;
    const w1x = v1.wx;
    const w1y = v1.wy;
    const w2x = v2.wx;
    const w2y = v2.wy;
    const w3x = v3.wx;
    const w3y = v3.wy;

    // Edge 12
    const e12x = w2x - w1x;
    const e12y = w2y - w1y;
    const w1e12 = w1x * e12x + w1y * e12y;
    const w2e12 = w2x * e12x + w2y * e12y;
    const d12_1 = w2e12;
    const d12_2 = -w1e12;

    // Edge 13
    const e13x = w3x - w1x;
    const e13y = w3y - w1y;
    const w1e13 = w1x * e13x + w1y * e13y;
    const w3e13 = w3x * e13x + w3y * e13y;
    const d13_1 = w3e13;
    const d13_2 = -w1e13;

    // Edge 23
    const e23x = w3x - w2x;
    const e23y = w3y - w2y;
    const w2e23 = w2x * e23x + w2y * e23y;
    const w3e23 = w3x * e23x + w3y * e23y;
    const d23_1 = w3e23;
    const d23_2 = -w2e23;

    // Triangle 123
    const n123 = e12x * e13y - e12y * e13x;
    const d123_1 = n123 * (w2x * w3y - w2y * w3x);
    const d123_2 = n123 * (w3x * w1y - w3y * w1x);
    const d123_3 = n123 * (w1x * w2y - w1y * w2x);

    // w1 region
    if (d12_2 <= 0.0 && d13_2 <= 0.0) {
      v1.a = 1.0;
      this.m_count = 1;
      return;
    }

    // e12
    if (d12_1 > 0.0 && d12_2 > 0.0 && d123_3 <= 0.0) {
      const inv_d12 = 1.0 / (d12_1 + d12_2);
      v1.a = d12_1 * inv_d12;
      v2.a = d12_2 * inv_d12;
      this.m_count = 2;
      return;
    }

    // e13
    if (d13_1 > 0.0 && d13_2 > 0.0 && d123_2 <= 0.0) {
      const inv_d13 = 1.0 / (d13_1 + d13_2);
      v1.a = d13_1 * inv_d13;
      v3.a = d13_2 * inv_d13;
      this.m_count = 2;
      v2.Copy(v3);
      return;
    }

    // w2 region
    if (d12_1 <= 0.0 && d23_2 <= 0.0) {
      v2.a = 1.0;
      this.m_count = 1;
      v1.Copy(v2);
      return;
    }

    // w3 region
    if (d13_1 <= 0.0 && d23_1 <= 0.0) {
      v3.a = 1.0;
      this.m_count = 1;
      v1.Copy(v3);
      return;
    }

    // e23
    if (d23_1 > 0.0 && d23_2 > 0.0 && d123_1 <= 0.0) {
      const inv_d23 = 1.0 / (d23_1 + d23_2);
      v2.a = d23_1 * inv_d23;
      v3.a = d23_2 * inv_d23;
      this.m_count = 2;
      v1.Copy(v3);
      return;
    }

    // Inside the triangle.
    const inv_d123 = 1.0 / (d123_1 + d123_2 + d123_3);
    v1.a = d123_1 * inv_d123;
    v2.a = d123_2 * inv_d123;
    v3.a = d123_3 * inv_d123;
    this.m_count = 3;
  }
}
