// The common base of every collision shape, as C++ b2Shape (b2_shape.h), and the mass record
// that ComputeMass fills.

import { b2Vec2 } from '../common/b2_math';
import { type b2Transform } from '../common/b2_transform';
import type { b2XY } from '../common/b2_math';
import type { b2AABB } from './b2_aabb';
import type { b2RayCastInput, b2RayCastOutput } from './b2_ray_cast';

/** A shape's mass properties at a given density (C++ b2MassData). */
export class b2MassData {
  /** The mass, usually in kilograms. */
  mass = 0;
  /** The centre of mass, in the shape's frame. */
  readonly center = new b2Vec2();
  /** The rotational inertia about the shape's origin (not about the centre of mass). */
  I = 0;
}

/** Shape kinds, numbered as C++ b2Shape::Type. */
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

/** What every shape has: its kind, a radius and a child count (C++ b2Shape). */
export abstract class b2Shape {
  /** Which kind of shape this is. */
  readonly m_type: b2ShapeType;
  /** The skin radius (polygons) or the circle radius. */
  m_radius: number;

  protected constructor(/* f32: integer */ type: b2ShapeType, radius: number) {
    this.m_type = type;
    this.m_radius = radius;
  }

  /** The kind of shape, m_type. */
  GetType(): b2ShapeType {
    return this.m_type;
  }

  /** How many child primitives the shape has (edges of a chain; 1 for the others). */
  abstract GetChildCount(): number;

  /**
   * True when the world point p lies inside the shape placed by xf (C++ TestPoint). Edges and
   * chains have no inside: always false.
   */
  abstract TestPoint(xf: Readonly<b2Transform>, p: b2XY): boolean;

  /**
   * Casts the ray against child childIndex placed by xf (C++ RayCast). On a hit at
   * input.p1 + fraction·(input.p2 − input.p1) with fraction ≤ input.maxFraction, writes the
   * fraction and the world normal of the surface into output and returns true; otherwise returns
   * false and writes nothing. A ray that starts inside a polygon or circle, and a zero-length ray,
   * hit nothing.
   */
  abstract RayCast(output: b2RayCastOutput, input: Readonly<b2RayCastInput>, xf: Readonly<b2Transform>, childIndex: number): boolean;

  /** Writes the world AABB of child childIndex placed by xf, skin radius included (C++ ComputeAABB). */
  abstract ComputeAABB(aabb: b2AABB, xf: Readonly<b2Transform>, childIndex: number): void;

  /**
   * Writes the mass, the centre of mass (shape frame) and the rotational inertia about the shape's
   * origin at the given density (mass per unit area) into massData (C++ ComputeMass). Edges and
   * chains have no area: mass and inertia 0.
   */
  abstract ComputeMass(massData: b2MassData, density: number): void;
}
