// The common base of every collision shape, as C++ b2Shape (b2_shape.h), and the mass record
// that ComputeMass fills.

import { b2Vec2 } from '../common/b2_math';
import { b2CheckIndex, b2CheckNumber } from '../common/b2_checks';
import { type b2TransformLike } from '../common/b2_transform';
import type { b2XY } from '../common/b2_math';
import type { b2AABB } from './b2_aabb';
import type { b2RayCastOutput, b2RayCastInputLike } from './b2_ray_cast';

/** A shape's mass properties at a given density. C++: `b2MassData` in b2_shape.h; members keep their C++ names. */
export class b2MassData {
  /** The mass, usually in kilograms. */
  mass = 0;
  /** The centre of mass, in the shape's frame. */
  readonly center = new b2Vec2();
  /** The rotational inertia about the shape's origin (not about the centre of mass). */
  I = 0;
}

/** Shape kinds. C++: `b2Shape::Type` in b2_shape.h, same names and numbers. */
export enum b2ShapeType {
  /** A b2CircleShape. */
  e_circle = 0,
  /** A b2EdgeShape. */
  e_edge = 1,
  /** A b2PolygonShape. */
  e_polygon = 2,
  /** A b2ChainShape. */
  e_chain = 3,
  /** The number of shape kinds (not a kind). */
  e_typeCount = 4,
}

/**
 * What every shape has: its kind, a radius and a child count. C++: `b2Shape` in b2_shape.h
 * (`Clone` takes no allocator here). Members keep their C++ names.
 */
export abstract class b2Shape {
  /**
   * Which kind of shape this is. C++ lets it be assigned; here it is a read-only property, set
   * once by the constructor (an assignment throws a TypeError), so a shape's kind cannot
   * disagree with its class.
   */
  declare readonly m_type: b2ShapeType;
  /**
   * The skin radius (polygons) or the circle radius. Abstract here so that b2PolygonShape can make
   * it an accessor over its m_packed; the other shapes hold it as a field, which this constructor
   * assigns.
   */
  abstract m_radius: number;

  /**
   * C++: `b2Shape`'s fields, which a C++ subclass assigns; each subclass passes its own kind.
   * @param type - the kind, a b2ShapeType from e_circle to e_chain
   * @param radius - the skin or circle radius, m; a number in [0, b2_maxFloat]
   * @throws RangeError unless type is a shape kind; Error unless radius is such a number
   * ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  protected constructor(/* f32: integer */ type: b2ShapeType, radius: number) {
    b2CheckIndex('b2Shape', 'type', type, b2ShapeType.e_typeCount);
    b2CheckNumber('b2Shape', 'radius', radius);
    if (radius < 0) {
      throw new Error(`b2Shape: radius ${radius} is negative`);
    }
    Object.defineProperty(this, 'm_type', { value: type, writable: false, enumerable: true, configurable: false });
    if (type !== b2ShapeType.e_polygon) {
      // A polygon's radius lives in its m_packed, made by its field initialisers after this
      // constructor returns; that array starts with the radius (b2_polygonRadius).
      (this as { m_radius: number }).m_radius = radius;
    }
  }

  /**
   * C++: `b2Shape::GetType`.
   * @returns the kind of shape, m_type
   */
  GetType(): b2ShapeType {
    return this.m_type;
  }

  /**
   * C++: `b2Shape::GetChildCount`.
   * @returns how many child primitives the shape has: the edges of a chain, 1 for the others
   */
  abstract GetChildCount(): number;

  /**
   * Whether a world point lies inside the shape. C++: `b2Shape::TestPoint`. Edges and chains have
   * no inside: always false.
   * @param xf - the shape's world frame; only read
   * @param p - the point, world frame; only read
   * @returns whether p lies inside the shape placed by xf
   * @throws Error on a transform or point that is not finite numbers, or a shape that cannot be
   * used (see [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  abstract TestPoint(xf: b2TransformLike, p: b2XY): boolean;

  /**
   * Casts a ray against one child of the shape. C++: `b2Shape::RayCast`. A ray that starts inside
   * a polygon or circle, and a zero-length ray, hit nothing.
   * @param output - on a hit, receives the fraction and the world normal of the surface; written
   * only on a hit
   * @param input - the ray p1 → p2 in world frame and maxFraction; only read
   * @param xf - the shape's world frame; only read
   * @param childIndex - which child: an edge of a chain, 0 for the others
   * @returns whether the ray hits at p1 + fraction·(p2 − p1) with fraction <= maxFraction
   * @throws Error on non-finite input, a maxFraction outside [0, 1] or a child index out of range
   * (Deviation 13, shape queries, in [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md); [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  abstract RayCast(output: b2RayCastOutput, input: b2RayCastInputLike, xf: b2TransformLike, childIndex: number): boolean;

  /**
   * The world AABB of one child, skin radius included. C++: `b2Shape::ComputeAABB`.
   * @param aabb - receives the box, world frame; written
   * @param xf - the shape's world frame; only read
   * @param childIndex - which child: an edge of a chain, 0 for the others
   * @throws Error on a non-finite transform or a child index out of range ([docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  abstract ComputeAABB(aabb: b2AABB, xf: b2TransformLike, childIndex: number): void;

  /**
   * The mass properties at a density. C++: `b2Shape::ComputeMass`. Edges and chains have no
   * area: mass and inertia 0.
   * @param massData - receives the mass, the centre of mass (shape frame) and the rotational
   * inertia about the shape's origin; written
   * @param density - mass per unit area, usually kg/m²
   * @throws Error on a density that is not a finite number, or (polygons) an area that is not
   * positive (Deviation 13, shape queries, in [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md); [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  abstract ComputeMass(massData: b2MassData, density: number): void;
}
