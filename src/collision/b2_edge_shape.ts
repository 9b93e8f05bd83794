// A line segment (C++ b2EdgeShape, b2_edge_shape.h / .cpp): construction only; collision lives in
// b2_collide_edge.ts.

import { b2_linearSlop, b2_polygonRadius } from '../common/b2_settings';
import { b2Vec2 } from '../common/b2_math';
import { b2CheckFinitePoint } from './b2_collide_checks';
import { b2Shape, b2ShapeType } from './b2_shape';
import type { b2XY } from '../common/b2_math';

/**
 * The segment m_vertex1-m_vertex2 with a skin of b2_polygonRadius. Two-sided edges collide on both
 * sides. One-sided edges (SetOneSided, or a chain's child) collide only with shapes on their right
 * side looking from m_vertex1 to m_vertex2 (the side the normal (e.y, -e.x) points to), and use the ghost vertices m_vertex0 (before m_vertex1) and m_vertex3
 * (after m_vertex2) so that a shape sliding across the junction of two edges does not catch on it.
 *
 * `new b2EdgeShape()` is a zero-length two-sided edge at the origin, as in C++; the collide
 * functions reject it until SetTwoSided or SetOneSided has been called.
 */
export class b2EdgeShape extends b2Shape {
  /** The ghost vertex before m_vertex1 (used only when m_oneSided). */
  readonly m_vertex0 = new b2Vec2();
  /** The segment's first end point. */
  readonly m_vertex1 = new b2Vec2();
  /** The segment's second end point. */
  readonly m_vertex2 = new b2Vec2();
  /** The ghost vertex after m_vertex2 (used only when m_oneSided). */
  readonly m_vertex3 = new b2Vec2();
  /** True: collide only on the right side, with smooth junctions through the ghost vertices. */
  m_oneSided = false;

  constructor() {
    super(b2ShapeType.e_edge, b2_polygonRadius);
  }

  GetChildCount(): number {
    return 1;
  }

  /**
   * Makes this one edge of a sequence v0 → v1 → v2 → v3: the segment is v1-v2, shapes collide with
   * it only from its right side looking from v1 to v2 (where its normal points), and v0, v3 are
   * the neighbouring vertices. Throws, leaving
   * the edge unchanged, when a point is not finite or v1 and v2 are not more than b2_linearSlop
   * apart (the weld distance C++ asserts for chains).
   */
  SetOneSided(v0: b2XY, v1: b2XY, v2: b2XY, v3: b2XY): this {
    b2CheckFinitePoint('b2EdgeShape.SetOneSided', 'v0', v0);
    b2CheckFinitePoint('b2EdgeShape.SetOneSided', 'v1', v1);
    b2CheckFinitePoint('b2EdgeShape.SetOneSided', 'v2', v2);
    b2CheckFinitePoint('b2EdgeShape.SetOneSided', 'v3', v3);
    checkLength('b2EdgeShape.SetOneSided', v1, v2);
    this.m_vertex0.Set(v0.x, v0.y);
    this.m_vertex1.Set(v1.x, v1.y);
    this.m_vertex2.Set(v2.x, v2.y);
    this.m_vertex3.Set(v3.x, v3.y);
    this.m_oneSided = true;
    return this;
  }

  /**
   * Makes this an isolated segment v1-v2 that collides on both sides. m_vertex0 and m_vertex3 keep
   * whatever they held, as in C++ (they are not read for two-sided edges). Throws, leaving the edge
   * unchanged, when a point is not finite or v1 and v2 are not more than b2_linearSlop apart.
   */
  SetTwoSided(v1: b2XY, v2: b2XY): this {
    b2CheckFinitePoint('b2EdgeShape.SetTwoSided', 'v1', v1);
    b2CheckFinitePoint('b2EdgeShape.SetTwoSided', 'v2', v2);
    checkLength('b2EdgeShape.SetTwoSided', v1, v2);
    this.m_vertex1.Set(v1.x, v1.y);
    this.m_vertex2.Set(v2.x, v2.y);
    this.m_oneSided = false;
    return this;
  }

  /** A deep copy. */
  Clone(): b2EdgeShape {
    const clone = new b2EdgeShape();
    clone.m_radius = this.m_radius;
    clone.m_vertex0.Copy(this.m_vertex0);
    clone.m_vertex1.Copy(this.m_vertex1);
    clone.m_vertex2.Copy(this.m_vertex2);
    clone.m_vertex3.Copy(this.m_vertex3);
    clone.m_oneSided = this.m_oneSided;
    return clone;
  }
}

function checkLength(where: string, v1: b2XY, v2: b2XY): void {
  const dx = v2.x - v1.x;
  const dy = v2.y - v1.y;
  if (!(dx * dx + dy * dy > b2_linearSlop * b2_linearSlop)) {
    throw new Error(
      `${where}: the edge from (${v1.x}, ${v1.y}) to (${v2.x}, ${v2.y}) has length ${Math.sqrt(dx * dx + dy * dy)}, ` +
        `it must be longer than b2_linearSlop = ${b2_linearSlop}`,
    );
  }
}
