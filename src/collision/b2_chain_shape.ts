// A chain of line segments (C++ b2ChainShape, b2_chain_shape.h / .cpp): an open chain with ghost
// vertices at both ends, or a closed loop. Each child is a one-sided b2EdgeShape (GetChildEdge).

import { b2_linearSlop, b2_polygonRadius } from '../common/b2_settings';
import { b2Vec2 } from '../common/b2_math';
import { b2CheckFinitePoint } from './b2_collide_checks';
import { b2EdgeShape } from './b2_edge_shape';
import { b2Shape, b2ShapeType } from './b2_shape';
import type { b2XY } from '../common/b2_math';

/**
 * A sequence of vertices whose consecutive pairs are one-sided edges. Each edge's normal points to
 * the right looking along the chain, and shapes collide with it only from that side: a
 * counter-clockwise loop keeps shapes outside, and a floor that shapes rest on top of lists its
 * vertices from right to left.
 */
export class b2ChainShape extends b2Shape {
  /** The vertices; a loop repeats its first vertex at the end, as in C++. */
  m_vertices: b2Vec2[] = [];
  /** The number of entries in m_vertices (one more than the input count for a loop). */
  m_count = 0;
  /** The ghost vertex before m_vertices[0]. */
  readonly m_prevVertex = new b2Vec2();
  /** The ghost vertex after m_vertices[m_count - 1]. */
  readonly m_nextVertex = new b2Vec2();

  constructor() {
    super(b2ShapeType.e_chain, b2_polygonRadius);
  }

  /** The number of edges: m_count - 1 (0 before CreateLoop/CreateChain). */
  GetChildCount(): number {
    return this.m_count > 0 ? this.m_count - 1 : 0;
  }

  /** Forgets the vertices, so that CreateLoop or CreateChain may be called again. */
  Clear(): this {
    this.m_vertices = [];
    this.m_count = 0;
    return this;
  }

  /**
   * Makes a closed loop through `count` vertices (at least 3); the first vertex is appended again
   * at the end and each end's ghost vertex is its neighbour around the loop, as in C++. Throws,
   * leaving the shape unchanged, when the chain already has vertices, count is out of range, a
   * vertex is not finite, or two consecutive vertices (including the last and the first, which C++
   * does not check) are not more than b2_linearSlop apart.
   */
  CreateLoop(vertices: readonly b2XY[], count: number = vertices.length): this {
    const where = 'b2ChainShape.CreateLoop';
    checkCreate(where, this.m_count, vertices, count, 3);
    checkVertices(where, vertices, count);
    checkWeld(where, vertices[count - 1], vertices[0], count - 1, 0);

    const copy: b2Vec2[] = new Array(count + 1);
    for (let i = 0; i < count; ++i) {
      copy[i] = new b2Vec2(vertices[i].x, vertices[i].y);
    }
    copy[count] = copy[0].Clone();
    this.m_vertices = copy;
    this.m_count = count + 1;
    this.m_prevVertex.Copy(copy[this.m_count - 2]);
    this.m_nextVertex.Copy(copy[1]);
    return this;
  }

  /**
   * Makes an open chain through `count` vertices (at least 2), with prevVertex and nextVertex as
   * the ghost vertices beyond its ends (the neighbouring vertices of an adjoining chain, so that
   * several chains join without bumps). Throws, leaving the shape unchanged, when the chain already
   * has vertices, count is out of range, a vertex or ghost vertex is not finite, or two
   * consecutive vertices are not more than b2_linearSlop apart.
   */
  CreateChain(vertices: readonly b2XY[], count: number, prevVertex: b2XY, nextVertex: b2XY): this {
    const where = 'b2ChainShape.CreateChain';
    checkCreate(where, this.m_count, vertices, count, 2);
    checkVertices(where, vertices, count);
    b2CheckFinitePoint(where, 'prevVertex', prevVertex);
    b2CheckFinitePoint(where, 'nextVertex', nextVertex);

    const copy: b2Vec2[] = new Array(count);
    for (let i = 0; i < count; ++i) {
      copy[i] = new b2Vec2(vertices[i].x, vertices[i].y);
    }
    this.m_vertices = copy;
    this.m_count = count;
    this.m_prevVertex.Set(prevVertex.x, prevVertex.y);
    this.m_nextVertex.Set(nextVertex.x, nextVertex.y);
    return this;
  }

  /**
   * Writes child `index` (0 ≤ index < GetChildCount()) into `edge` as a one-sided edge from
   * m_vertices[index] to m_vertices[index + 1], with the neighbouring vertices (or the chain's
   * ghost vertices at its ends) as m_vertex0 and m_vertex3, as C++ does. Returns `edge`.
   */
  GetChildEdge(edge: b2EdgeShape, index: number): b2EdgeShape {
    const count = this.m_count;
    if (!(Number.isInteger(index) && index >= 0 && index < count - 1)) {
      throw new RangeError(`b2ChainShape.GetChildEdge: child index ${index} is out of range [0, ${Math.max(count - 1, 0)})`);
    }
    const vs = this.m_vertices;
    edge.m_radius = this.m_radius;
    edge.m_vertex1.Copy(vs[index]);
    edge.m_vertex2.Copy(vs[index + 1]);
    edge.m_oneSided = true;
    edge.m_vertex0.Copy(index > 0 ? vs[index - 1] : this.m_prevVertex);
    edge.m_vertex3.Copy(index < count - 2 ? vs[index + 2] : this.m_nextVertex);
    return edge;
  }

  /** A deep copy (C++ Clone copies through CreateChain, which keeps a loop's repeated vertex). */
  Clone(): b2ChainShape {
    const clone = new b2ChainShape();
    clone.m_radius = this.m_radius;
    clone.m_vertices = this.m_vertices.map((v) => v.Clone());
    clone.m_count = this.m_count;
    clone.m_prevVertex.Copy(this.m_prevVertex);
    clone.m_nextVertex.Copy(this.m_nextVertex);
    return clone;
  }
}

function checkCreate(where: string, existing: number, vertices: readonly b2XY[], count: number, minimum: number): void {
  if (existing !== 0) {
    throw new Error(`${where}: the chain already has ${existing} vertices; call Clear() first`);
  }
  if (!Number.isInteger(count) || count < 0 || count > vertices.length) {
    throw new RangeError(`${where}: count ${count} does not fit the ${vertices.length} vertices given`);
  }
  if (count < minimum) {
    throw new Error(`${where}: needs at least ${minimum} vertices, got ${count}`);
  }
}

function checkVertices(where: string, vertices: readonly b2XY[], count: number): void {
  for (let i = 0; i < count; ++i) {
    b2CheckFinitePoint(where, `vertex ${i}`, vertices[i]);
  }
  for (let i = 1; i < count; ++i) {
    checkWeld(where, vertices[i - 1], vertices[i], i - 1, i);
  }
}

/** C++ asserts b2DistanceSquared(v1, v2) > b2_linearSlop * b2_linearSlop for neighbours. */
function checkWeld(where: string, a: b2XY, b: b2XY, ia: number, ib: number): void {
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  if (!(dx * dx + dy * dy > b2_linearSlop * b2_linearSlop)) {
    throw new Error(
      `${where}: vertices ${ia} (${a.x}, ${a.y}) and ${ib} (${b.x}, ${b.y}) are welded: ` +
        `${Math.sqrt(dx * dx + dy * dy)} apart, neighbours must be more than b2_linearSlop = ${b2_linearSlop} apart`,
    );
  }
}
