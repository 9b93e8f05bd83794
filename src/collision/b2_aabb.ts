// The axis-aligned bounding box of C++ b2_collision.h / b2_collision.cpp (b2AABB and the
// box-against-box b2TestOverlap). Not in C++: each method checks the bounds it reads and the object
// it writes before its first write (docs/bad-input.md); the dynamic tree does its box arithmetic on
// its own arrays and never calls these methods (src/README.md rule 12).

import { b2_epsilon } from '../common/b2_settings';
import { b2Vec2, b2Vec2SetUnchecked, type b2XY } from '../common/b2_math';
import { b2CheckAABB, b2CheckOutput, b2CheckOutputRay, b2CheckOutputVector, b2CheckRayCastInput } from '../common/b2_checks';
import type { b2RayCastOutput, b2RayCastInputLike } from './b2_ray_cast';

/**
 * Two corners `{ x, y }`: a b2AABB or a plain `{ lowerBound, upperBound }` object. Not in C++
 * (C++ takes `const b2AABB&`): the functions that only read a box take this.
 */
export interface b2AABBLike {
  /** The corner with the smallest x and y. */
  readonly lowerBound: b2XY;
  /** The corner with the largest x and y. */
  readonly upperBound: b2XY;
}

/**
 * An axis-aligned box from lowerBound to upperBound. C++: `b2AABB` in b2_collision.h/.cpp;
 * members keep their C++ names.
 */
export class b2AABB {
  /** The corner with the smallest x and y. */
  readonly lowerBound = new b2Vec2();
  /** The corner with the largest x and y. */
  readonly upperBound = new b2Vec2();

  /**
   * C++: `b2AABB::IsValid`. A predicate: it checks nothing and is false for what the checks
   * refuse (non-numbers, NaN, ±Infinity, beyond ±b2_maxFloat; Deviation 2).
   * @returns whether the bounds are numbers within ±b2_maxFloat and lowerBound <= upperBound on both axes
   */
  IsValid(): boolean {
    // C++ tests the extents first; the range tests go first here, so that a BigInt bound gives
    // false instead of the engine's "Cannot mix BigInt" in the subtraction.
    if (!(this.lowerBound.IsValid() && this.upperBound.IsValid())) {
      return false;
    }
    const dx = this.upperBound.x - this.lowerBound.x;
    const dy = this.upperBound.y - this.lowerBound.y;
    return dx >= 0 && dy >= 0;
  }

  /**
   * C++: `b2AABB::GetCenter` (returns by value; here into out, Deviation 3, out-parameters).
   * @param out - receives the centre, 0.5·(lower + upper); written
   * @returns out
   * @throws Error, writing nothing, unless the bounds are numbers within ±b2_maxFloat and out is an
   * object that is not frozen (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  GetCenter(out: b2Vec2): b2Vec2 {
    b2CheckAABB('b2AABB.GetCenter', 'this', this, false);
    b2CheckOutputVector('b2AABB.GetCenter', 'out', out);
    return b2Vec2SetUnchecked(out, 0.5 * (this.lowerBound.x + this.upperBound.x), 0.5 * (this.lowerBound.y + this.upperBound.y));
  }

  /**
   * C++: `b2AABB::GetExtents` (returns by value; here into out, Deviation 3, out-parameters).
   * @param out - receives the half-widths, 0.5·(upper − lower); written
   * @returns out
   * @throws Error, writing nothing, unless the bounds are numbers within ±b2_maxFloat and out is an
   * object that is not frozen (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  GetExtents(out: b2Vec2): b2Vec2 {
    b2CheckAABB('b2AABB.GetExtents', 'this', this, false);
    b2CheckOutputVector('b2AABB.GetExtents', 'out', out);
    return b2Vec2SetUnchecked(out, 0.5 * (this.upperBound.x - this.lowerBound.x), 0.5 * (this.upperBound.y - this.lowerBound.y));
  }

  /**
   * C++: `b2AABB::GetPerimeter`.
   * @returns the perimeter, 2·(width + height): the dynamic tree's cost measure
   * @throws Error unless the bounds are numbers within ±b2_maxFloat (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  GetPerimeter(): number {
    b2CheckAABB('b2AABB.GetPerimeter', 'this', this, false);
    const wx = this.upperBound.x - this.lowerBound.x;
    const wy = this.upperBound.y - this.lowerBound.y;
    return 2.0 * (wx + wy);
  }

  /**
   * Combine(aabb) grows this box to hold aabb too; Combine(aabb1, aabb2) makes this box the union
   * of the two. C++: both `b2AABB::Combine` overloads.
   * @param aabb1 - the box to add (one argument), or the first of the two; only read, may be this
   * @param aabb2 - the second box; only read, may be this
   * @returns this box
   * @throws Error, writing nothing, unless every box read (this one too in the one-argument form)
   * has numbers within ±b2_maxFloat and this box and its corners are not frozen (not in C++;
   * [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  Combine(aabb1: b2AABBLike, aabb2?: b2AABBLike): this {
    const a = aabb2 === undefined ? this : aabb1;
    const b = aabb2 === undefined ? aabb1 : aabb2;
    b2CheckAABB('b2AABB.Combine', aabb2 === undefined ? 'this' : 'aabb1', a, false);
    b2CheckAABB('b2AABB.Combine', aabb2 === undefined ? 'aabb1' : 'aabb2', b, false);
    b2CheckOutput('b2AABB.Combine', 'this', this);
    b2CheckOutput('b2AABB.Combine', 'this.lowerBound', this.lowerBound);
    b2CheckOutput('b2AABB.Combine', 'this.upperBound', this.upperBound);
    // C++ b2Min/b2Max per component, a < b ? a : b and a > b ? a : b: not Math.min/max, which
    // differ on signed zeros (b2Min(-0, 0) is +0). Read all four bounds before writing, since this
    // may be a or b.
    const alx = a.lowerBound.x;
    const aly = a.lowerBound.y;
    const aux = a.upperBound.x;
    const auy = a.upperBound.y;
    const blx = b.lowerBound.x;
    const bly = b.lowerBound.y;
    const bux = b.upperBound.x;
    const buy = b.upperBound.y;
    const lx = alx < blx ? alx : blx;
    const ly = aly < bly ? aly : bly;
    const ux = aux > bux ? aux : bux;
    const uy = auy > buy ? auy : buy;
    this.lowerBound.x = lx;
    this.lowerBound.y = ly;
    this.upperBound.x = ux;
    this.upperBound.y = uy;
    return this;
  }

  /**
   * C++: `b2AABB::Contains`.
   * @param aabb - the box tested; only read
   * @returns whether aabb lies inside this box (touching bounds count as inside)
   * @throws Error unless both boxes have numbers within ±b2_maxFloat (not in C++; [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  Contains(aabb: b2AABBLike): boolean {
    b2CheckAABB('b2AABB.Contains', 'this', this, false);
    b2CheckAABB('b2AABB.Contains', 'aabb', aabb, false);
    return (
      this.lowerBound.x <= aabb.lowerBound.x &&
      this.lowerBound.y <= aabb.lowerBound.y &&
      aabb.upperBound.x <= this.upperBound.x &&
      aabb.upperBound.y <= this.upperBound.y
    );
  }

  /**
   * Slab test of a ray against this box. C++: `b2AABB::RayCast` in b2_collision.cpp. A
   * zero-length ray hits nothing (both axes take the parallel branch, so tmin stays −FLT_MAX).
   * @param output - on a hit, receives the entry fraction and the face normal; written only on a hit
   * @param input - the ray, in the box's frame; only read
   * @returns false when the ray starts inside the box, misses it, or reaches it only beyond
   * input.maxFraction; true on a hit
   * @throws Error, writing nothing, on a box or a ray with a number that is not within
   * ±b2_maxFloat, a maxFraction outside [0, 1], or an output that is not a writable object with a
   * normal (not in C++; Deviation 13, shape queries, in [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md); [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  RayCast(output: b2RayCastOutput, input: b2RayCastInputLike): boolean {
    b2CheckAABB('b2AABB.RayCast', 'this', this, false);
    b2CheckRayCastInput('b2AABB.RayCast', input);
    b2CheckOutputRay('b2AABB.RayCast', output);
    let tmin = -3.4028234663852886e38; // -b2_maxFloat (rule 4)
    let tmax = 3.4028234663852886e38; // b2_maxFloat (rule 4)
    let normalX = 0;
    let normalY = 0;
    // C++ loops over the two axes with operator(); written out here, x then y.
    for (let axis = 0; axis < 2; ++axis) {
      const p = axis === 0 ? input.p1.x : input.p1.y;
      const d = axis === 0 ? input.p2.x - input.p1.x : input.p2.y - input.p1.y;
      const lower = axis === 0 ? this.lowerBound.x : this.lowerBound.y;
      const upper = axis === 0 ? this.upperBound.x : this.upperBound.y;
      if (Math.abs(d) < b2_epsilon) {
        // Parallel to this slab: a miss unless the start lies between its planes.
        if (p < lower || upper < p) {
          return false;
        }
      } else {
        const inv_d = 1.0 / d;
        let t1 = (lower - p) * inv_d;
        let t2 = (upper - p) * inv_d;
        // The entry face's normal points against the ray along this axis.
        let s = -1.0;
        if (t1 > t2) {
          const t = t1;
          t1 = t2;
          t2 = t;
          s = 1.0;
        }
        if (t1 > tmin) {
          normalX = axis === 0 ? s : 0;
          normalY = axis === 0 ? 0 : s;
          tmin = t1;
        }
        // C++: tmax = b2Min(tmax, t2)
        tmax = tmax < t2 ? tmax : t2;
        if (tmin > tmax) {
          return false;
        }
      }
    }
    if (tmin < 0.0 || input.maxFraction < tmin) {
      return false;
    }
    output.fraction = tmin;
    b2Vec2SetUnchecked(output.normal, normalX, normalY);
    return true;
  }
}

/**
 * True when the two boxes overlap or touch (C++ b2TestOverlap(const b2AABB&, const b2AABB&)).
 * Unchecked: b2TestOverlap checks both boxes first.
 */
export function b2TestOverlapAABB(a: b2AABBLike, b: b2AABBLike): boolean {
  const d1x = b.lowerBound.x - a.upperBound.x;
  const d1y = b.lowerBound.y - a.upperBound.y;
  const d2x = a.lowerBound.x - b.upperBound.x;
  const d2y = a.lowerBound.y - b.upperBound.y;
  if (d1x > 0.0 || d1y > 0.0) {
    return false;
  }
  if (d2x > 0.0 || d2y > 0.0) {
    return false;
  }
  return true;
}
