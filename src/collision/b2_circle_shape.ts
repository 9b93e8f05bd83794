// A solid circle (C++ b2CircleShape, b2_circle_shape.h / .cpp): construction and the shape queries
// (TestPoint, RayCast, ComputeAABB, ComputeMass); collision lives in b2_collide_circle.ts and
// b2_collide_edge.ts.

import { b2_epsilon, b2_pi } from '../common/b2_settings';
import { b2Vec2, type b2XY, b2Vec2CopyUnchecked, b2Vec2SetUnchecked } from '../common/b2_math';
import { b2NewTransformArray, type b2TransformLike } from '../common/b2_transform';
import type { b2AABB } from './b2_aabb';
import { b2PointIsInRange, b2CheckNumber, b2CheckOutput, b2DescribeValue, b2CheckOutputAABB, b2CheckOutputMass, b2CheckOutputRay, b2CheckResult, b2CheckChildIndex, b2CheckDensity, b2CheckFinitePoint, b2CheckRayCastInput, b2CheckedTransformNumbers, b2TransformNumbersFit } from '../common/b2_checks';
import { b2CheckCircle, b2CircleIsUsable } from './b2_collide_checks';
import type { b2RayCastOutput, b2RayCastInputLike } from './b2_ray_cast';
import { type b2MassData, b2Shape, b2ShapeType } from './b2_shape';

// Scratch of the queries: the numbers of a transform without m_packed (b2TransformNumbers).
const scratch = b2NewTransformArray();

/**
 * The shape queries' checks of the circle, the transform and the child index (TestPoint passes
 * 0), one by one in this order, after their one fast condition has failed: throws naming the
 * first fault, else returns the transform's four numbers [p.x, p.y, q.s, q.c] (rule 11; the
 * scratch copy for a {p, q} transform without m_packed).
 */
function circleQueryArguments(where: string, circle: b2CircleShape, xf: b2TransformLike, /* f32: integer */ childIndex: number): readonly number[] {
  b2CheckCircle(where, circle);
  const t = b2CheckedTransformNumbers(where, xf, scratch);
  if (childIndex !== 0) {
    // 0 and -0 pass, as b2CheckChildIndex lets them.
    b2CheckChildIndex(where, childIndex, 1);
  }
  return t;
}

/**
 * A circle of radius m_radius centred on m_p in the shape's frame.
 *
 * As in C++, `new b2CircleShape()` has radius 0 and is not usable until a radius is given, either
 * through the constructor, Set(), or by assigning m_radius. The constructor and Set() reject a
 * radius that is not positive and finite, or a centre that is not finite; the collide functions
 * check the fields again, because they are public and may have been assigned directly. C++:
 * `b2CircleShape` in b2_circle_shape.h/.cpp; members keep their C++ names, `Set` and
 * `CheckRadius` are not in C++ (Deviation 7, shapes beyond polygons, in [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)).
 */
export class b2CircleShape extends b2Shape {
  /** The radius, m; 0 until set. C++: `b2Shape::m_radius`. */
  declare m_radius: number;
  /** The centre, in the shape's frame. */
  readonly m_p = new b2Vec2();

  /**
   * C++: `b2CircleShape()`, which takes no arguments and starts at radius 0, as this does
   * without them.
   * @param radius - the radius, m; default 0 (not usable until set)
   * @param center - the centre in the shape's frame; copied; default the origin
   * @throws Error when a given radius is not positive and finite, or center is not finite ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  constructor(radius?: number, center?: b2XY) {
    super(b2ShapeType.e_circle, 0.0);
    if (radius !== undefined || center !== undefined) {
      // Set's checks, named for the constructor.
      b2CircleShape.CheckRadius('b2CircleShape', radius as number);
      if (center !== undefined) {
        b2CheckFinitePoint('b2CircleShape', 'center', center);
      }
      this.Set(center ?? { x: 0, y: 0 }, radius as number);
    }
  }

  /**
   * C++: `b2CircleShape::GetChildCount`.
   * @returns 1
   */
  GetChildCount(): number {
    return 1;
  }

  /**
   * Sets the centre and the radius. Not in C++ (there, assign m_p and m_radius).
   * @param center - the centre in the shape's frame; copied
   * @param radius - the radius, m
   * @returns this shape
   * @throws Error, leaving the shape unchanged, when the radius is not positive and finite, the
   * centre has a non-finite coordinate, or the shape or its m_p is frozen ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  Set(center: b2XY, radius: number): this {
    b2CircleShape.CheckRadius('b2CircleShape.Set', radius);
    b2CheckFinitePoint('b2CircleShape.Set', 'center', center);
    b2CheckOutput('b2CircleShape.Set', 'this', this);
    b2CheckOutput('b2CircleShape.Set', 'this.m_p', this.m_p);
    b2Vec2SetUnchecked(this.m_p, center.x, center.y);
    this.m_radius = radius;
    return this;
  }

  /**
   * C++: `b2CircleShape::TestPoint` (compares the squared distance with <=).
   * @param xf - the circle's world frame; only read
   * @param p - the point, world frame; only read
   * @returns whether p lies inside or on the circle
   * @throws Error on an unusable circle or a transform or point that is not finite numbers ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  TestPoint(xf: b2TransformLike, p: b2XY): boolean {
    // One fast condition over the circle and the transform, else circleQueryArguments names the fault.
    const packedXf = (xf as { readonly m_packed?: readonly number[] } | null | undefined)?.m_packed;
    const xfn = // [p.x, p.y, q.s, q.c] (rule 11)
      packedXf !== undefined && b2CircleIsUsable(this) && b2TransformNumbersFit(packedXf)
        ? packedXf
        : circleQueryArguments('b2CircleShape.TestPoint', this, xf, 0);
    if (!b2PointIsInRange(p)) {
      // One condition on a sound call; the naming only on failure.
      b2CheckFinitePoint('b2CircleShape.TestPoint', 'p', p);
    }
    // C++: center = xf.p + b2Mul(xf.q, m_p); d = p - center
    const centerX = xfn[0] + (xfn[3] * this.m_p.x - xfn[2] * this.m_p.y);
    const centerY = xfn[1] + (xfn[2] * this.m_p.x + xfn[3] * this.m_p.y);
    const dx = p.x - centerX;
    const dy = p.y - centerY;
    return dx * dx + dy * dy <= this.m_radius * this.m_radius;
  }

  /**
   * The ray against the circle: the smaller root of |s + a·r|² = radius², taken when it lies in
   * [0, maxFraction]. A ray that starts inside misses; so does a ray with |p2 − p1|² below
   * b2_epsilon. C++: `b2CircleShape::RayCast`.
   * @param output - on a hit, receives the fraction and the world normal; written only on a hit
   * @param input - the ray, world frame; only read
   * @param xf - the circle's world frame; only read
   * @param childIndex - 0
   * @returns whether the ray hits the circle within maxFraction
   * @throws Error on an unusable circle, non-finite input, a maxFraction outside [0, 1] or a child
   * index other than 0 (Deviation 13, shape queries, in [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md); [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  RayCast(output: b2RayCastOutput, input: b2RayCastInputLike, xf: b2TransformLike, /* f32: integer */ childIndex: number): boolean {
    // The circle first, then the ray, then one fast condition over the transform and the child
    // index (circleQueryArguments names the fault, checking the circle again, which passes).
    b2CheckCircle('b2CircleShape.RayCast', this);
    b2CheckRayCastInput('b2CircleShape.RayCast', input);
    const packedXf = (xf as { readonly m_packed?: readonly number[] } | null | undefined)?.m_packed;
    const xfn = // [p.x, p.y, q.s, q.c] (rule 11)
      packedXf !== undefined && b2TransformNumbersFit(packedXf) && childIndex === 0
        ? packedXf
        : circleQueryArguments('b2CircleShape.RayCast', this, xf, childIndex);
    b2CheckOutputRay('b2CircleShape.RayCast', output);
    // C++: position = xf.p + b2Mul(xf.q, m_p); s = input.p1 - position
    const positionX = xfn[0] + (xfn[3] * this.m_p.x - xfn[2] * this.m_p.y);
    const positionY = xfn[1] + (xfn[2] * this.m_p.x + xfn[3] * this.m_p.y);
    const sx = input.p1.x - positionX;
    const sy = input.p1.y - positionY;
    const b = sx * sx + sy * sy - this.m_radius * this.m_radius;

    // The quadratic's coefficients, r = p2 - p1.
    const rx = input.p2.x - input.p1.x;
    const ry = input.p2.y - input.p1.y;
    const c = sx * rx + sy * ry;
    const rr = rx * rx + ry * ry;
    const sigma = c * c - rr * b;

    // No real root, or a segment too short to divide by.
    if (sigma < 0.0 || rr < b2_epsilon) {
      return false;
    }

    let a = -(c + Math.sqrt(sigma));
    if (0.0 <= a && a <= input.maxFraction * rr) {
      a /= rr;
      output.fraction = a;
      // C++: normal = s + a * r, then Normalize(), written out (b2Vec2.Normalize's steps) so that
      // no double crosses a call (src/README rule 3).
      let nx = sx + a * rx;
      let ny = sy + a * ry;
      const length = Math.sqrt(nx * nx + ny * ny);
      if (!(length < b2_epsilon)) {
        const invLength = 1.0 / length;
        nx *= invLength;
        ny *= invLength;
      }
      output.normal.x = nx;
      output.normal.y = ny;
      return true;
    }
    return false;
  }

  /**
   * The circle's world box: centre ± radius. C++: `b2CircleShape::ComputeAABB`.
   * @param aabb - receives the box, world frame; written
   * @param xf - the circle's world frame; only read
   * @param childIndex - 0
   * @throws Error on an unusable circle, a non-finite transform or a child index other than 0 ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  ComputeAABB(aabb: b2AABB, xf: b2TransformLike, /* f32: integer */ childIndex: number): void {
    // One fast condition over the circle, the transform and the child index; on failure the
    // checks run one by one, in this order, to name the fault (circleQueryArguments).
    const packedXf = (xf as { readonly m_packed?: readonly number[] } | null | undefined)?.m_packed;
    const xfn = // [p.x, p.y, q.s, q.c] (rule 11)
      packedXf !== undefined && b2CircleIsUsable(this) && b2TransformNumbersFit(packedXf) && childIndex === 0
        ? packedXf
        : circleQueryArguments('b2CircleShape.ComputeAABB', this, xf, childIndex);
    b2CheckOutputAABB('b2CircleShape.ComputeAABB', aabb);
    // C++: p = xf.p + b2Mul(xf.q, m_p)
    const px = xfn[0] + (xfn[3] * this.m_p.x - xfn[2] * this.m_p.y);
    const py = xfn[1] + (xfn[2] * this.m_p.x + xfn[3] * this.m_p.y);
    const lowerBoundX = px - this.m_radius;
    const lowerBoundY = py - this.m_radius;
    const upperBoundX = px + this.m_radius;
    const upperBoundY = py + this.m_radius;
    b2CheckResult('b2CircleShape.ComputeAABB', 'the box', lowerBoundX, lowerBoundY, upperBoundX, upperBoundY);
    aabb.lowerBound.x = lowerBoundX;
    aabb.lowerBound.y = lowerBoundY;
    aabb.upperBound.x = upperBoundX;
    aabb.upperBound.y = upperBoundY;
  }

  /**
   * Mass density·π·r² at m_p, inertia about the shape's origin m·(r²/2 + |m_p|²), with b2_pi, not
   * Math.PI. C++: `b2CircleShape::ComputeMass`.
   * @param massData - receives mass (kg), centre (shape frame) and inertia about the origin; written
   * @param density - kg/m²
   * @throws Error on an unusable circle or a density that is not a finite number ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  ComputeMass(massData: b2MassData, density: number): void {
    b2CheckCircle('b2CircleShape.ComputeMass', this);
    b2CheckDensity('b2CircleShape.ComputeMass', density);
    b2CheckOutputMass('b2CircleShape.ComputeMass', massData);
    const r = this.m_radius;
    const mass = density * b2_pi * r * r;
    // C++: mass * (0.5f * m_radius * m_radius + b2Dot(m_p, m_p))
    const inertia = mass * (0.5 * r * r + (this.m_p.x * this.m_p.x + this.m_p.y * this.m_p.y));
    b2CheckResult('b2CircleShape.ComputeMass', 'the mass data (mass, center, I)', mass, this.m_p.x, this.m_p.y, inertia);
    massData.mass = mass;
    massData.center.x = this.m_p.x;
    massData.center.y = this.m_p.y;
    massData.I = inertia;
  }

  /**
   * C++: `b2CircleShape::Clone` (which takes an allocator).
   * @returns a deep copy
   * @throws Error when the radius or centre was edited by hand to a non-number, a negative or
   * non-finite radius, or a point beyond ±b2_maxFloat ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  Clone(): b2CircleShape {
    // Not in C++: the circle is checked as read (an unset one, radius 0, clones as it is).
    if (this.m_radius !== 0) {
      b2CheckCircle('b2CircleShape.Clone', this);
    } else {
      b2CheckFinitePoint('b2CircleShape.Clone', "the circle's m_p", this.m_p);
    }
    const clone = new b2CircleShape();
    clone.m_radius = this.m_radius;
    b2Vec2CopyUnchecked(clone.m_p, this.m_p);
    return clone;
  }

  /**
   * Checks a radius. Not in C++.
   * @param where - the caller's name, for the message
   * @param radius - the radius to check, m
   * @throws Error naming `where` unless radius is positive and finite
   */
  // f32: exact (an input check reads the value as the caller left it)
  static CheckRadius(where: string, radius: number): void {
    if (!(typeof radius === 'number' && Number.isFinite(radius) && radius > 0)) {
      throw new Error(`${where}: circle radius must be positive and finite, got ${b2DescribeValue(radius)}`);
    }
    b2CheckNumber(where, 'radius', radius);
  }
}
