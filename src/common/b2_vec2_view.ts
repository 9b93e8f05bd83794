// A b2Vec2 whose x and y are two slots of a shared number array. b2PolygonShape keeps its
// vertices and normals in one packed array (read directly by the colliders, which is much faster
// in V8 than reaching each coordinate through its own object) and hands these views out as
// m_vertices[i] and m_normals[i], so the array stays the only copy of the numbers: writing
// m_vertices[i].x writes the array.

import { b2Vec2 } from './b2_math';

/**
 * A view of array[indexX], array[indexY] that is a b2Vec2: `instanceof b2Vec2` holds and every
 * b2Vec2 method works on it, reading and writing through the array.
 */
export class b2Vec2View {
  constructor(
    private readonly m_array: number[],
    private readonly m_indexX: number,
    private readonly m_indexY: number,
  ) {}

  get x(): number {
    return this.m_array[this.m_indexX];
  }

  set x(value: number) {
    this.m_array[this.m_indexX] = value;
  }

  get y(): number {
    return this.m_array[this.m_indexY];
  }

  set y(value: number) {
    this.m_array[this.m_indexY] = value;
  }

  /** What JSON.stringify writes: the vector, not the whole backing array. */
  toJSON(): { x: number; y: number } {
    return { x: this.x, y: this.y };
  }

  /** What console.log and util.inspect print in Node. */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return `b2Vec2 { x: ${this.x}, y: ${this.y} }`;
  }
}

// b2Vec2's methods all go through this.x and this.y, so they work unchanged on a view once it
// inherits them; the view's own accessors come first in the chain, before b2Vec2's (absent) fields.
Object.setPrototypeOf(b2Vec2View.prototype, b2Vec2.prototype);

/** A view typed as what it behaves as. */
export function b2MakeVec2View(array: number[], indexX: number, indexY: number): b2Vec2 {
  return new b2Vec2View(array, indexX, indexY) as unknown as b2Vec2;
}
