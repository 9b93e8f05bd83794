// The separating-axis function that b2TimeOfImpact's root finder walks along (C++ struct
// b2SeparationFunction, file-local in b2_time_of_impact.cpp, Box2D v2.4.1). Initialize picks an
// axis from GJK's cached simplex at time t1; FindMinSeparation and Evaluate measure, at any time t
// of the two sweeps, how far the shapes are apart along that axis. Every expression follows the
// C++ operation order; a vector expression written out as scalars names its C++ form.

import { b2_epsilon } from '../common/b2_settings';
import { b2Vec2 } from '../common/b2_math';
import { b2NewTransformArray } from '../common/b2_transform';
import { b2Sweep, b2SweepCopyUnchecked } from '../common/b2_sweep';
import { b2SinCosInPlace } from '../common/b2_fdlibm_trig';
import { type b2DistanceProxy, proxySupportIndex, proxyVertex } from './b2_distance_proxy';
import type { b2SimplexCache } from './b2_simplex';

/** What the axis is attached to (C++ b2SeparationFunction::Type). */
export enum b2SeparationFunctionType {
  /** The axis joins one vertex of A to one vertex of B, fixed in the world. */
  e_points,
  /** The axis is the normal of an edge of A and turns with A. */
  e_faceA,
  /** The axis is the normal of an edge of B and turns with B. */
  e_faceB,
}

/** The witness vertices FindMinSeparation chose (C++'s int32* out-parameters); -1 for the face side. */
export class b2SeparationIndices {
  indexA = -1;
  indexB = -1;
}

// Scratch of b2SeparationFunction only: the transforms of A and B at the current time, as
// [p.x, p.y, q.s, q.c] (a b2Transform's m_packed; rule 11).
const tA = b2NewTransformArray();
const tB = b2NewTransformArray();
const localA = new b2Vec2(); // a vertex of A in A's frame
const localB = new b2Vec2(); // a vertex of B in B's frame
const direction = new b2Vec2(); // a support direction in one proxy's frame

// The length normalize measured (C++ Normalize returns it): a returned double would be boxed
// wherever V8 does not inline normalize, a double field is not.
const normalized = { length: 0 };

/**
 * C++ b2Vec2::Normalize: scales v to unit length, unless it is shorter than b2_epsilon, which is
 * left alone with length 0; the length goes to normalized.length.
 */
function normalize(v: b2Vec2): void {
  const length = Math.sqrt(v.x * v.x + v.y * v.y);
  if (length < b2_epsilon) {
    normalized.length = 0.0;
    return;
  }
  const invLength = 1.0 / length;
  v.x *= invLength;
  v.y *= invLength;
  normalized.length = length;
}

// Not in C++ (the results are the same bits): the sine and cosine of the last four nonzero angles
// transformAtTime turned, so that an angle seen again skips the trigonometry, which is most of a
// transform's cost (src/common/b2_fdlibm_trig.ts). Angles come back often: GJK and Initialize
// both run at t1, Evaluate runs at t1 again after FindMinSeparation at t2, and a body that does
// not turn keeps one angle. 0 is never looked up, because -0 === 0 while sin(-0) is -0.
const turnedAngles = new Float64Array(4);
const turnedSines = new Float64Array(4);
const turnedCosines = new Float64Array(4);
let turnedNext = 0; // f32: integer

/** Something that holds a time in [0, 1] in a field (see transformAtTime). */
export interface b2TimeHolder {
  readonly m_time: number;
}

/**
 * C++ b2Sweep::GetTransform(xf, beta) with beta read from holder.m_time, written out here so that
 * no double crosses a call: V8 does not inline b2Sweep.GetTransform into the TOI loops, and a
 * double argument to a call it does not inline is boxed (16 bytes), while a double field is not.
 */
export function transformAtTime(xf: number[], sweep: Readonly<b2Sweep>, holder: b2TimeHolder): void {
  const beta = holder.m_time;
  // xf is [p.x, p.y, q.s, q.c] (a b2Transform's m_packed; rule 11).
  // C++: xf->p = (1 - beta) * c0 + beta * c; angle = (1 - beta) * a0 + beta * a
  xf[0] = (1.0 - beta) * sweep.c0.x + beta * sweep.c.x;
  xf[1] = (1.0 - beta) * sweep.c0.y + beta * sweep.c.y;
  const angle = (1.0 - beta) * sweep.a0 + beta * sweep.a;
  const seen =
    angle === 0.0 ? -1
    : angle === turnedAngles[0] ? 0
    : angle === turnedAngles[1] ? 1
    : angle === turnedAngles[2] ? 2
    : angle === turnedAngles[3] ? 3
    : -1;
  if (seen >= 0) {
    xf[2] = turnedSines[seen];
    xf[3] = turnedCosines[seen];
  } else {
    // b2SinCosInPlace turns xf[2] into sin and writes cos to xf[3] (the same bits in every engine).
    xf[2] = angle;
    b2SinCosInPlace(xf, 2);
    if (angle !== 0.0) {
      const k = turnedNext;
      turnedAngles[k] = angle;
      turnedSines[k] = xf[2];
      turnedCosines[k] = xf[3];
      // f32: integer
      turnedNext = (k + 1) & 3;
    }
  }
  const s = xf[2];
  const c = xf[3];
  // C++: xf->p -= b2Mul(xf->q, localCenter)
  const lc = sweep.localCenter;
  xf[0] -= c * lc.x - s * lc.y;
  xf[1] -= s * lc.x + c * lc.y;
}

export class b2SeparationFunction {
  /** The proxies are referenced, as C++ keeps pointers. */
  m_proxyA: Readonly<b2DistanceProxy> | null = null;
  m_proxyB: Readonly<b2DistanceProxy> | null = null;
  /** The sweeps are copied, as C++ stores them by value. */
  readonly m_sweepA = new b2Sweep();
  readonly m_sweepB = new b2Sweep();
  m_type = b2SeparationFunctionType.e_points;
  /** The middle of the face (e_faceA / e_faceB) in its shape's frame; unused for e_points. */
  readonly m_localPoint = new b2Vec2();
  /** e_points: the world axis from A to B; faces: the face normal in its shape's frame. */
  readonly m_axis = new b2Vec2();
  /**
   * Not in C++, whose three methods return the separation: here they store it. A double returned
   * from a call V8 does not inline is boxed, 16 bytes per call, and b2TimeOfImpact makes a dozen.
   */
  m_separation = 0;
  /**
   * Not in C++, whose three methods take the time as an argument: the caller sets it here first.
   * A double passed to a call V8 does not inline is boxed too (16 bytes), and the float32 twin's
   * methods, which round each number argument first, grow past what V8 always inlines.
   */
  m_time = 0;

  /**
   * Chooses the axis from GJK's cache at time m_time, C++'s t1 (count 1: points; two indices on B and one on A:
   * face of B; otherwise face of A), oriented so that the separation is not negative, and stores
   * that separation in m_separation. Throws unless the cache holds 1 or 2 vertices (C++ asserts 0 < count < 3).
   */
  Initialize(
    cache: Readonly<b2SimplexCache>,
    proxyA: Readonly<b2DistanceProxy>,
    sweepA: Readonly<b2Sweep>,
    proxyB: Readonly<b2DistanceProxy>,
    sweepB: Readonly<b2Sweep>,
  ): void {
    this.initializeAtTime(cache, proxyA, sweepA, proxyB, sweepB);
  }

  private initializeAtTime(
    cache: Readonly<b2SimplexCache>,
    proxyA: Readonly<b2DistanceProxy>,
    sweepA: Readonly<b2Sweep>,
    proxyB: Readonly<b2DistanceProxy>,
    sweepB: Readonly<b2Sweep>,
  ): void {
    this.m_proxyA = proxyA;
    this.m_proxyB = proxyB;
    const count = cache.count;
    if (!(count > 0 && count < 3)) {
      throw new Error(`b2SeparationFunction.Initialize: the simplex cache holds ${count} vertices; it needs 1 or 2`);
    }

    // Unchecked copies (rule 12): the one caller, b2TimeOfImpact, checked its sweeps and passes
    // its own normalized copies.
    b2SweepCopyUnchecked(this.m_sweepA, sweepA);
    b2SweepCopyUnchecked(this.m_sweepB, sweepB);

    transformAtTime(tA, this.m_sweepA, this);
    transformAtTime(tB, this.m_sweepB, this);
    const axis = this.m_axis;
    const lp = this.m_localPoint;

    if (count === 1) {
      this.m_type = b2SeparationFunctionType.e_points;
      proxyVertex(localA, proxyA, cache.indexA[0]);
      proxyVertex(localB, proxyB, cache.indexB[0]);
      // C++: m_axis = b2Mul(xfB, localPointB) - b2Mul(xfA, localPointA)
      const pAx = tA[3] * localA.x - tA[2] * localA.y + tA[0];
      const pAy = tA[2] * localA.x + tA[3] * localA.y + tA[1];
      const pBx = tB[3] * localB.x - tB[2] * localB.y + tB[0];
      const pBy = tB[2] * localB.x + tB[3] * localB.y + tB[1];
      axis.x = pBx - pAx;
      axis.y = pBy - pAy;
      normalize(axis);
      this.m_separation = normalized.length;
      return;
    }

    if (cache.indexA[0] === cache.indexA[1]) {
      // One vertex of A against an edge of B.
      this.m_type = b2SeparationFunctionType.e_faceB;
      proxyVertex(localA, proxyB, cache.indexB[0]); // B1, borrowing localA
      proxyVertex(localB, proxyB, cache.indexB[1]); // B2
      // C++: m_axis = b2Cross(B2 - B1, 1.0f), then normalized
      axis.x = localB.y - localA.y;
      axis.y = -(localB.x - localA.x);
      normalize(axis);
      // C++: normal = b2Mul(xfB.q, m_axis); m_localPoint = 0.5f * (B1 + B2); pointB = b2Mul(xfB, m_localPoint)
      const nx = tB[3] * axis.x - tB[2] * axis.y;
      const ny = tB[2] * axis.x + tB[3] * axis.y;
      lp.x = 0.5 * (localA.x + localB.x);
      lp.y = 0.5 * (localA.y + localB.y);
      const pBx = tB[3] * lp.x - tB[2] * lp.y + tB[0];
      const pBy = tB[2] * lp.x + tB[3] * lp.y + tB[1];
      proxyVertex(localA, proxyA, cache.indexA[0]);
      const pAx = tA[3] * localA.x - tA[2] * localA.y + tA[0];
      const pAy = tA[2] * localA.x + tA[3] * localA.y + tA[1];
      // C++: s = b2Dot(pointA - pointB, normal)
      let s = (pAx - pBx) * nx + (pAy - pBy) * ny;
      if (s < 0.0) {
        axis.x = -axis.x;
        axis.y = -axis.y;
        s = -s;
      }
      this.m_separation = s;
      return;
    }

    // An edge of A against one or two vertices of B.
    this.m_type = b2SeparationFunctionType.e_faceA;
    proxyVertex(localA, proxyA, cache.indexA[0]); // A1
    proxyVertex(localB, proxyA, cache.indexA[1]); // A2, borrowing localB
    // C++: m_axis = b2Cross(A2 - A1, 1.0f), then normalized
    axis.x = localB.y - localA.y;
    axis.y = -(localB.x - localA.x);
    normalize(axis);
    // C++: normal = b2Mul(xfA.q, m_axis); m_localPoint = 0.5f * (A1 + A2); pointA = b2Mul(xfA, m_localPoint)
    const nx = tA[3] * axis.x - tA[2] * axis.y;
    const ny = tA[2] * axis.x + tA[3] * axis.y;
    lp.x = 0.5 * (localA.x + localB.x);
    lp.y = 0.5 * (localA.y + localB.y);
    const pAx = tA[3] * lp.x - tA[2] * lp.y + tA[0];
    const pAy = tA[2] * lp.x + tA[3] * lp.y + tA[1];
    proxyVertex(localB, proxyB, cache.indexB[0]);
    const pBx = tB[3] * localB.x - tB[2] * localB.y + tB[0];
    const pBy = tB[2] * localB.x + tB[3] * localB.y + tB[1];
    // C++: s = b2Dot(pointB - pointA, normal)
    let s = (pBx - pAx) * nx + (pBy - pAy) * ny;
    if (s < 0.0) {
      axis.x = -axis.x;
      axis.y = -axis.y;
      s = -s;
    }
    this.m_separation = s;
  }

  /**
   * The separation along the axis at time m_time (C++'s argument t) of the deepest vertices (the support points against
   * the axis), stored in m_separation; writes their indices into `indices` (-1 on the side that
   * owns the face).
   */
  FindMinSeparation(indices: b2SeparationIndices): void {
    this.findMinSeparationAtTime(indices);
  }

  private findMinSeparationAtTime(indices: b2SeparationIndices): void {
    const proxyA = this.checkedProxyA();
    const proxyB = this.checkedProxyB();
    transformAtTime(tA, this.m_sweepA, this);
    transformAtTime(tB, this.m_sweepB, this);
    const axis = this.m_axis;
    const d = direction;

    switch (this.m_type) {
      case b2SeparationFunctionType.e_points: {
        // C++: axisA = b2MulT(xfA.q, m_axis); axisB = b2MulT(xfB.q, -m_axis)
        d.x = tA[3] * axis.x + tA[2] * axis.y;
        d.y = -tA[2] * axis.x + tA[3] * axis.y;
        indices.indexA = proxySupportIndex(proxyA, d);
        const nax = -axis.x;
        const nay = -axis.y;
        d.x = tB[3] * nax + tB[2] * nay;
        d.y = -tB[2] * nax + tB[3] * nay;
        indices.indexB = proxySupportIndex(proxyB, d);
        this.pointsSeparation(proxyA, indices.indexA, proxyB, indices.indexB);
        return;
      }

      case b2SeparationFunctionType.e_faceA: {
        // C++: normal = b2Mul(xfA.q, m_axis); axisB = b2MulT(xfB.q, -normal)
        const nnx = -(tA[3] * axis.x - tA[2] * axis.y);
        const nny = -(tA[2] * axis.x + tA[3] * axis.y);
        d.x = tB[3] * nnx + tB[2] * nny;
        d.y = -tB[2] * nnx + tB[3] * nny;
        indices.indexA = -1;
        indices.indexB = proxySupportIndex(proxyB, d);
        this.faceASeparation(proxyB, indices.indexB);
        return;
      }

      case b2SeparationFunctionType.e_faceB: {
        // C++: normal = b2Mul(xfB.q, m_axis); axisA = b2MulT(xfA.q, -normal)
        const nnx = -(tB[3] * axis.x - tB[2] * axis.y);
        const nny = -(tB[2] * axis.x + tB[3] * axis.y);
        d.x = tA[3] * nnx + tA[2] * nny;
        d.y = -tA[2] * nnx + tA[3] * nny;
        indices.indexB = -1;
        indices.indexA = proxySupportIndex(proxyA, d);
        this.faceBSeparation(proxyA, indices.indexA);
        return;
      }
    }
  }

  /** The separation along the axis at time m_time (C++'s argument t) of the given vertices (the face side's index is ignored), stored in m_separation. */
  Evaluate(/* f32: integer */ indexA: number, /* f32: integer */ indexB: number): void {
    this.evaluateAtTime(indexA, indexB);
  }

  private evaluateAtTime(/* f32: integer */ indexA: number, /* f32: integer */ indexB: number): void {
    const proxyA = this.checkedProxyA();
    const proxyB = this.checkedProxyB();
    transformAtTime(tA, this.m_sweepA, this);
    transformAtTime(tB, this.m_sweepB, this);

    switch (this.m_type) {
      case b2SeparationFunctionType.e_points:
        this.pointsSeparation(proxyA, indexA, proxyB, indexB);
        return;
      case b2SeparationFunctionType.e_faceA:
        this.faceASeparation(proxyB, indexB);
        return;
      case b2SeparationFunctionType.e_faceB:
        this.faceBSeparation(proxyA, indexA);
        return;
    }
  }

  // The three separations at the transforms last written into tA and tB, stored in m_separation.
  // FindMinSeparation and Evaluate compute the same expressions in C++; they share them here.

  /** C++: b2Dot(b2Mul(xfB, localPointB) - b2Mul(xfA, localPointA), m_axis). */
  private pointsSeparation(proxyA: Readonly<b2DistanceProxy>, /* f32: integer */ indexA: number, proxyB: Readonly<b2DistanceProxy>, /* f32: integer */ indexB: number): void {
    proxyVertex(localA, proxyA, indexA);
    proxyVertex(localB, proxyB, indexB);
    const pAx = tA[3] * localA.x - tA[2] * localA.y + tA[0];
    const pAy = tA[2] * localA.x + tA[3] * localA.y + tA[1];
    const pBx = tB[3] * localB.x - tB[2] * localB.y + tB[0];
    const pBy = tB[2] * localB.x + tB[3] * localB.y + tB[1];
    this.m_separation = (pBx - pAx) * this.m_axis.x + (pBy - pAy) * this.m_axis.y;
  }

  /** C++: b2Dot(b2Mul(xfB, localPointB) - b2Mul(xfA, m_localPoint), b2Mul(xfA.q, m_axis)). */
  private faceASeparation(proxyB: Readonly<b2DistanceProxy>, /* f32: integer */ indexB: number): void {
    const axis = this.m_axis;
    const lp = this.m_localPoint;
    const nx = tA[3] * axis.x - tA[2] * axis.y;
    const ny = tA[2] * axis.x + tA[3] * axis.y;
    const pAx = tA[3] * lp.x - tA[2] * lp.y + tA[0];
    const pAy = tA[2] * lp.x + tA[3] * lp.y + tA[1];
    proxyVertex(localB, proxyB, indexB);
    const pBx = tB[3] * localB.x - tB[2] * localB.y + tB[0];
    const pBy = tB[2] * localB.x + tB[3] * localB.y + tB[1];
    this.m_separation = (pBx - pAx) * nx + (pBy - pAy) * ny;
  }

  /** C++: b2Dot(b2Mul(xfA, localPointA) - b2Mul(xfB, m_localPoint), b2Mul(xfB.q, m_axis)). */
  private faceBSeparation(proxyA: Readonly<b2DistanceProxy>, /* f32: integer */ indexA: number): void {
    const axis = this.m_axis;
    const lp = this.m_localPoint;
    const nx = tB[3] * axis.x - tB[2] * axis.y;
    const ny = tB[2] * axis.x + tB[3] * axis.y;
    const pBx = tB[3] * lp.x - tB[2] * lp.y + tB[0];
    const pBy = tB[2] * lp.x + tB[3] * lp.y + tB[1];
    proxyVertex(localA, proxyA, indexA);
    const pAx = tA[3] * localA.x - tA[2] * localA.y + tA[0];
    const pAy = tA[2] * localA.x + tA[3] * localA.y + tA[1];
    this.m_separation = (pAx - pBx) * nx + (pAy - pBy) * ny;
  }

  private checkedProxyA(): Readonly<b2DistanceProxy> {
    if (this.m_proxyA === null) throw new Error('b2SeparationFunction: call Initialize first');
    return this.m_proxyA;
  }

  private checkedProxyB(): Readonly<b2DistanceProxy> {
    if (this.m_proxyB === null) throw new Error('b2SeparationFunction: call Initialize first');
    return this.m_proxyB;
  }
}

