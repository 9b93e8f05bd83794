// The common base of every collision shape, as C++ b2Shape (b2_shape.h).

/** Shape kinds, numbered as C++ b2Shape::Type. */
export enum b2ShapeType {
  e_circle = 0,
  e_edge = 1,
  e_polygon = 2,
  e_chain = 3,
  e_typeCount = 4,
}

export abstract class b2Shape {
  /** Which kind of shape this is. */
  readonly m_type: b2ShapeType;
  /** The skin radius (polygons) or the circle radius. */
  m_radius: number;

  protected constructor(type: b2ShapeType, radius: number) {
    this.m_type = type;
    this.m_radius = radius;
  }

  GetType(): b2ShapeType {
    return this.m_type;
  }

  /** How many child primitives the shape has (edges of a chain; 1 for the others). */
  abstract GetChildCount(): number;
}
