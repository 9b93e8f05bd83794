// A solid circle (C++ b2CircleShape, b2_circle_shape.h / .cpp): construction only; collision lives
// in b2_collide_circle.ts and b2_collide_edge.ts.

import { b2Vec2 } from '../common/b2_math';
import { b2CheckFinitePoint } from './b2_collide_checks';
import { b2Shape, b2ShapeType } from './b2_shape';
import type { b2XY } from '../common/b2_math';

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
