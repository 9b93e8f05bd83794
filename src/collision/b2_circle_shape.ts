// A solid circle (C++ b2CircleShape, b2_circle_shape.h / .cpp): construction and the shape queries
// (TestPoint, RayCast, ComputeAABB, ComputeMass); collision lives in b2_collide_circle.ts and
// b2_collide_edge.ts.

import { b2_epsilon, b2_pi } from '../common/b2_settings';
import { b2Vec2, type b2XY } from '../common/b2_math';
import { b2NewTransformArray, b2TransformNumbers, type b2Transform } from '../common/b2_transform';
import type { b2AABB } from './b2_aabb';
import { b2CheckOutputAABB, b2CheckOutputMass, b2CheckOutputRay, b2CheckResult, b2CheckChildIndex, b2CheckDensity, b2CheckFinitePoint, b2CheckRayCastInput, b2CheckTransform } from '../common/b2_checks';
import { b2CheckCircle } from './b2_collide_checks';
import type { b2RayCastInput, b2RayCastOutput } from './b2_ray_cast';
import { type b2MassData, b2Shape, b2ShapeType } from './b2_shape';

// Scratch of the queries: the numbers of a transform without m_packed (b2TransformNumbers).
const scratch = b2NewTransformArray();

/**
 * A circle of radius m_radius centred on m_p in the shape's frame.
 *
 * As in C++, `new b2CircleShape()` has radius 0 and is not usable until a radius is given, either
 * through the constructor, Set(), or by assigning m_radius. The constructor and Set() reject a
 * radius that is not positive and finite, or a centre that is not finite; the collide functions
 * check the fields again, because they are public and may have been assigned directly.
 */
export class b2CircleShape extends b2Shape {
  /** The centre, in the shape's frame. */
  readonly m_p = new b2Vec2();

  /** `radius` is optional (C++ starts at 0); when given it must be positive and finite. */
  constructor(radius?: number, center?: b2XY) {
    super(b2ShapeType.e_circle, 0.0);
    if (radius !== undefined || center !== undefined) {
      this.Set(center ?? { x: 0, y: 0 }, radius ?? Number.NaN);
    }
  }

  GetChildCount(): number {
    return 1;
  }

  /**
   * Sets the centre and the radius. Throws, leaving the shape unchanged, when the radius is not
   * positive and finite or the centre has a non-finite coordinate.
   */
  Set(center: b2XY, radius: number): this {
    b2CircleShape.CheckRadius('b2CircleShape.Set', radius);
    b2CheckFinitePoint('b2CircleShape.Set', 'center', center);
    this.m_p.Set(center.x, center.y);
    this.m_radius = radius;
    return this;
  }

  /** True when p lies inside or on the circle (C++ compares the squared distance with <=). */
  TestPoint(xf: Readonly<b2Transform>, p: b2XY): boolean {
    b2CheckCircle('b2CircleShape.TestPoint', this);
    b2CheckTransform('b2CircleShape.TestPoint', xf);
    b2CheckFinitePoint('b2CircleShape.TestPoint', 'p', p);
    const xfn = b2TransformNumbers(xf, scratch); // [p.x, p.y, q.s, q.c] (rule 11)
    // C++: center = xf.p + b2Mul(xf.q, m_p); d = p - center
    const centerX = xfn[0] + (xfn[3] * this.m_p.x - xfn[2] * this.m_p.y);
    const centerY = xfn[1] + (xfn[2] * this.m_p.x + xfn[3] * this.m_p.y);
    const dx = p.x - centerX;
    const dy = p.y - centerY;
    return dx * dx + dy * dy <= this.m_radius * this.m_radius;
  }

  /**
   * The ray against the circle (C++ RayCast, after van den Bergen's "Collision Detection in
   * Interactive 3D Environments", 3.1.2): the smaller root of |s + a·r|² = radius², taken when it
   * lies in [0, maxFraction]. A ray that starts inside misses; so does a ray with |p2 − p1|² below
   * b2_epsilon, zero-length rays included (C++'s short-segment test).
   */
  RayCast(output: b2RayCastOutput, input: Readonly<b2RayCastInput>, xf: Readonly<b2Transform>, /* f32: integer */ childIndex: number): boolean {
    b2CheckCircle('b2CircleShape.RayCast', this);
    b2CheckRayCastInput('b2CircleShape.RayCast', input);
    b2CheckTransform('b2CircleShape.RayCast', xf);
    b2CheckChildIndex('b2CircleShape.RayCast', childIndex, 1);
    b2CheckOutputRay('b2CircleShape.RayCast', output);
    const xfn = b2TransformNumbers(xf, scratch); // [p.x, p.y, q.s, q.c] (rule 11)
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

  /** The circle's world box: centre ± radius (C++ ComputeAABB). */
  ComputeAABB(aabb: b2AABB, xf: Readonly<b2Transform>, /* f32: integer */ childIndex: number): void {
    b2CheckCircle('b2CircleShape.ComputeAABB', this);
    b2CheckTransform('b2CircleShape.ComputeAABB', xf);
    b2CheckChildIndex('b2CircleShape.ComputeAABB', childIndex, 1);
    b2CheckOutputAABB('b2CircleShape.ComputeAABB', aabb);
    const xfn = b2TransformNumbers(xf, scratch); // [p.x, p.y, q.s, q.c] (rule 11)
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
   * Mass density·π·r² at m_p, inertia about the shape's origin m·(r²/2 + |m_p|²) (C++ ComputeMass,
   * with C++'s b2_pi = 3.14159265359, not Math.PI).
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

  /** A deep copy. */
  Clone(): b2CircleShape {
    const clone = new b2CircleShape();
    clone.m_radius = this.m_radius;
    clone.m_p.Copy(this.m_p);
    return clone;
  }

  /** Throws an Error naming `where` unless radius is positive and finite. */
  static CheckRadius(where: string, radius: number): void {
    if (!(Number.isFinite(radius) && radius > 0)) {
      throw new Error(`${where}: circle radius must be positive and finite, got ${radius}`);
    }
  }
}
