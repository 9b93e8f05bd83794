// The contact manifold (C++ b2ManifoldPoint and b2Manifold, b2_collision.h).

import { b2_maxManifoldPoints } from '../common/b2_settings';
import { b2Vec2, b2Vec2CopyUnchecked } from '../common/b2_math';
import { b2CheckContactFeature, b2ContactFeatureIsSound, b2ContactID, b2WriteContactFeature } from './b2_contact_id';
import { b2ProbeManifoldWrites, b2ProbePointWrites } from './b2_collide_checks';
import { b2CheckCount, b2CheckFinitePoint, b2CheckNumber, b2CheckOutput, b2DescribeValue, b2PointIsInRange } from '../common/b2_checks';

/**
 * A contact point of a manifold, in the local frame given by the manifold type. C++:
 * `b2ManifoldPoint` in b2_collision.h; members keep their C++ names.
 */
export class b2ManifoldPoint {
  /**
   * e_circles: the centre of circle B in B's frame. e_faceA: the clipped point on B, in B's frame.
   * e_faceB: the clipped point on A, in A's frame.
   */
  readonly localPoint = new b2Vec2();
  /** The non-penetration impulse, for a solver's warm start (never written by collision). */
  normalImpulse = 0;
  /** The friction impulse, for a solver's warm start (never written by collision). */
  tangentImpulse = 0;
  /** Which features meet here; lets a solver match points across frames. */
  readonly id = new b2ContactID();
}

/** Manifold kinds. C++: `b2Manifold::Type` in b2_collision.h, same names and numbers. */
export enum b2ManifoldType {
  /** Two circles: localPoint is circle A's centre, points[0].localPoint circle B's. */
  e_circles = 0,
  /** The reference face is on shape A; the points lie on B, in B's frame. */
  e_faceA = 1,
  /** The reference face is on shape B; the points lie on A, in A's frame. */
  e_faceB = 2,
}

/**
 * The contact between two convex shapes, in local coordinates so that it stays meaningful while
 * the bodies move a little. See the README's "Manifold anatomy" for what each field holds per type.
 * C++: `b2Manifold` in b2_collision.h; members keep their C++ names, `Copy` is not in C++.
 */
export class b2Manifold {
  /** The contact points; only the first `pointCount` are meaningful. */
  readonly points: readonly [b2ManifoldPoint, b2ManifoldPoint] = [new b2ManifoldPoint(), new b2ManifoldPoint()];
  /** Not used for e_circles; the reference face normal in the reference shape's frame otherwise. */
  readonly localNormal = new b2Vec2();
  /** e_circles: centre of circle A in A's frame; e_faceA/e_faceB: the reference face's midpoint. */
  readonly localPoint = new b2Vec2();
  /** Which shape holds the reference face, and so which frame each field is in. */
  type: b2ManifoldType = b2ManifoldType.e_circles;
  /** How many points are in contact: 0, 1 or 2 (b2_maxManifoldPoints). */
  pointCount = 0;

  /**
   * Copies every field of another manifold, points and impulses included. Not in C++ (there, the
   * assignment).
   * @param other - the manifold to copy; only read
   * @returns this manifold
   * @throws Error, before any write, when what it reads is not finite numbers within ±b2_maxFloat, a feature is not a byte or a part it writes is frozen ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  Copy(other: Readonly<b2Manifold>): this {
    // Not in C++: the manifold is checked as read, before the first write.
    checkManifold('b2Manifold.Copy', 'other', other);
    checkManifoldWritable('b2Manifold.Copy', this);
    for (let i = 0; i < b2_maxManifoldPoints; ++i) {
      const src = other.points[i];
      const dst = this.points[i];
      b2Vec2CopyUnchecked(dst.localPoint, src.localPoint);
      dst.normalImpulse = src.normalImpulse;
      dst.tangentImpulse = src.tangentImpulse;
      // Checked above (checkManifold, checkManifoldWritable): written without b2ContactID.Copy's
      // second round of the same checks.
      const cf = src.id.cf;
      b2WriteContactFeature(dst.id.cf, cf.indexA, cf.indexB, cf.typeA, cf.typeB);
    }
    b2Vec2CopyUnchecked(this.localNormal, other.localNormal);
    b2Vec2CopyUnchecked(this.localPoint, other.localPoint);
    this.type = other.type;
    this.pointCount = other.pointCount;
    return this;
  }
}

/**
 * Throws unless every part of m that Copy writes takes writes (not frozen): m, its two vectors, and
 * each point, its localPoint and its id.cf. The test is the colliders' write-back probe
 * (b2ProbeManifoldWrites) and the fields of m and of each point that Copy writes besides, written
 * back as they are: a solver copies a manifold per contact per step, and nine Object.isFrozen
 * calls out of optimized code cost more. The names are built on failure only.
 */
function checkManifoldWritable(where: string, m: b2Manifold): void {
  if (!manifoldTakesCopy(m)) {
    b2CheckOutput(where, 'this', m);
    b2CheckOutput(where, 'this.localNormal', m.localNormal);
    b2CheckOutput(where, 'this.localPoint', m.localPoint);
    for (let i = 0; i < b2_maxManifoldPoints; ++i) {
      b2CheckOutput(where, `this.points[${i}]`, m.points[i]);
      b2CheckOutput(where, `this.points[${i}].localPoint`, m.points[i].localPoint);
      b2CheckOutput(where, `this.points[${i}].id.cf`, m.points[i].id.cf);
    }
    throw new Error(`${where}: this has a read-only field; pass a b2Manifold the result can be written into`);
  }
}

// checkManifoldWritable's test: true when each field Copy writes takes its own value back.
// f32: exact (the probe writes back each field as the caller left it)
function manifoldTakesCopy(m: b2Manifold): boolean {
  try {
    const p0 = m.points[0];
    const p1 = m.points[1];
    b2ProbeManifoldWrites(m, p0);
    b2ProbePointWrites(p1);
    p0.normalImpulse = p0.normalImpulse;
    p0.tangentImpulse = p0.tangentImpulse;
    p1.normalImpulse = p1.normalImpulse;
    p1.tangentImpulse = p1.tangentImpulse;
    m.type = m.type;
    m.pointCount = m.pointCount;
  } catch {
    return false;
  }
  return true;
}

/** Throws unless m is a manifold of numbers within ±b2_maxFloat, a type 0 to 2, a pointCount 0 to 2 and byte features. */
// f32: exact (an input check reads the fields as the caller left them)
function checkManifold(where: string, name: string, m: Readonly<b2Manifold>): void {
  // One condition on a sound manifold, which builds no name (a string per call allocates, rule 2);
  // manifoldFailure names what is wrong.
  const object: unknown = m;
  if (!(typeof object === 'object' && object !== null && Array.isArray(m.points) && m.points.length >= b2_maxManifoldPoints &&
    pointIsSound(m.points[0]) && pointIsSound(m.points[1]) && b2PointIsInRange(m.localNormal) && b2PointIsInRange(m.localPoint) &&
    typeof m.type === 'number' && (m.type === 0 || m.type === 1 || m.type === 2) &&
    typeof m.pointCount === 'number' && (m.pointCount === 0 || m.pointCount === 1 || m.pointCount === 2))) {
    manifoldFailure(where, name, m);
  }
}

// True when p is a manifold point of numbers within ±b2_maxFloat (one sum of magnitudes, rule 7) and a byte feature.
// f32: exact (an input check reads the fields as the caller left them)
function pointIsSound(p: unknown): boolean {
  if (typeof p !== 'object' || p === null) {
    return false;
  }
  const mp = p as b2ManifoldPoint;
  return (
    typeof mp.id === 'object' && mp.id !== null && b2ContactFeatureIsSound(mp.id.cf) && b2PointIsInRange(mp.localPoint) &&
    typeof mp.normalImpulse === 'number' && typeof mp.tangentImpulse === 'number' &&
    Math.abs(mp.normalImpulse) + Math.abs(mp.tangentImpulse) <= 3.4028234663852886e38 // b2_maxFloat (rule 4)
  );
}

// checkManifold's cold path: names what is wrong and throws; returns when every field is sound
// (only a sum of magnitudes passed b2_maxFloat).
// f32: exact (an input check reads the fields as the caller left them)
function manifoldFailure(where: string, name: string, m: Readonly<b2Manifold>): void {
  const object: unknown = m;
  if (typeof object !== 'object' || object === null || !Array.isArray(m.points) || m.points.length < b2_maxManifoldPoints) {
    throw new Error(`${where}: ${name} expected a b2Manifold, got ${b2DescribeValue(object)}`);
  }
  for (let i = 0; i < b2_maxManifoldPoints; ++i) {
    const p = m.points[i];
    const point: unknown = p;
    if (typeof point !== 'object' || point === null || typeof p.id !== 'object' || p.id === null) {
      throw new Error(`${where}: ${name}.points[${i}] expected a b2ManifoldPoint, got ${b2DescribeValue(point)}`);
    }
    b2CheckFinitePoint(where, `${name}.points[${i}].localPoint`, p.localPoint);
    b2CheckNumber(where, `${name}.points[${i}].normalImpulse`, p.normalImpulse);
    b2CheckNumber(where, `${name}.points[${i}].tangentImpulse`, p.tangentImpulse);
    b2CheckContactFeature(where, `${name}.points[${i}].id.cf`, p.id.cf);
  }
  b2CheckFinitePoint(where, `${name}.localNormal`, m.localNormal);
  b2CheckFinitePoint(where, `${name}.localPoint`, m.localPoint);
  b2CheckCount(where, `${name}.type`, m.type, 0, 2);
  b2CheckCount(where, `${name}.pointCount`, m.pointCount, 0, b2_maxManifoldPoints);
}
