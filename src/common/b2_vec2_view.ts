// A b2Vec2 whose x and y are two slots of a shared number array. b2PolygonShape keeps its
// vertices and normals in one packed array (read directly by the colliders, which is much faster
// in V8 than reaching each coordinate through its own object) and hands these views out as
// m_vertices[i] and m_normals[i], so the array stays the only copy of the numbers: writing
// m_vertices[i].x writes the array.

import { b2Vec2 } from './b2_math';
import { b2CheckNumber, b2DescribeValue } from './b2_checks';

// x and y are own, enumerable accessor properties, so that generic code sees a view as it sees a
// b2Vec2: { ...v }, Object.keys, JSON.stringify, structuredClone and jest's toEqual all give
// { x, y }. Every view gets the same getter and setter functions, in the same order, so V8 gives
// all views one hidden class and the property reads stay monomorphic.
function getX(this: b2Vec2View): number {
  return this.m_array[this.m_indexX];
}
function setX(this: b2Vec2View, value: number): void {
  this.m_array[this.m_indexX] = value;
}
function getY(this: b2Vec2View): number {
  return this.m_array[this.m_indexY];
}
function setY(this: b2Vec2View, value: number): void {
  this.m_array[this.m_indexY] = value;
}
const xProperty: PropertyDescriptor = { get: getX, set: setX, enumerable: true };
const yProperty: PropertyDescriptor = { get: getY, set: setY, enumerable: true };

/**
 * A view of array[indexX], array[indexY] that is a b2Vec2: `instanceof b2Vec2` holds and every
 * b2Vec2 method works on it, reading and writing through the array. Its backing fields are not
 * enumerable. Not in C++: the vertices and normals of b2PolygonShape, the vertices of b2EdgeShape
 * and a b2Transform's p are these (Deviations 11 and 16, polygon and transform storage, in
 * [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)).
 */
export class b2Vec2View {
  /** The array that holds the coordinates (a polygon's m_packed). Not in C++. */
  declare readonly m_array: number[];
  /** Where x lives in m_array. Not in C++. */
  declare readonly m_indexX: number;
  /** Where y lives in m_array. Not in C++. */
  declare readonly m_indexY: number;
  /** The x coordinate, read from and written to m_array[m_indexX]. C++: `b2Vec2::x`. */
  declare x: number;
  /** The y coordinate, read from and written to m_array[m_indexY]. C++: `b2Vec2::y`. */
  declare y: number;

  /**
   * A view of two slots of an array. Not in C++.
   * @param array - the array that holds the coordinates; kept, read and written through the view
   * @param indexX - where x lives in array
   * @param indexY - where y lives in array
   * @throws Error (a RangeError for an index) unless array is an array, indexX and indexY are whole
   * numbers in [0, array.length) and the two slots hold numbers within ±b2_maxFloat (not in C++;
   * [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  constructor(array: number[], /* f32: integer */ indexX: number, /* f32: integer */ indexY: number) {
    if (!madeByLibrary) {
      checkViewArguments('b2Vec2View', array, indexX, indexY);
    }
    Object.defineProperties(this, {
      m_array: { value: array },
      m_indexX: { value: indexX },
      m_indexY: { value: indexY },
      x: xProperty,
      y: yProperty,
    });
  }

  /**
   * What console.log and util.inspect print in Node (they would show [Getter/Setter]). Not in C++.
   * @returns the text `b2Vec2View { x, y }` with the current coordinates
   */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return `b2Vec2View { x: ${this.x}, y: ${this.y} }`;
  }
}

// b2Vec2's methods all go through this.x and this.y, so they work unchanged on a view once it
// inherits them.
Object.setPrototypeOf(b2Vec2View.prototype, b2Vec2.prototype);

// True while b2MakeVec2View constructs: the library's own views (a polygon's vertices, a
// transform's p and q) are made over storage it owns, which may hold a hand-edited value that a
// method checks when it reads it, so they skip the constructor's check (src/README.md rule 12).
let madeByLibrary = false;

/** A view typed as what it behaves as, made without the constructor's checks. */
export function b2MakeVec2View(array: number[], /* f32: integer */ indexX: number, /* f32: integer */ indexY: number): b2Vec2 {
  madeByLibrary = true;
  try {
    return new b2Vec2View(array, indexX, indexY) as unknown as b2Vec2;
  } finally {
    madeByLibrary = false;
  }
}

// The public constructor's check: an array, two whole indices in range, two numbers within range.
// f32: exact (an input check reads the values as the caller left them)
function checkViewArguments(where: string, array: unknown, indexX: unknown, indexY: unknown): void {
  if (!Array.isArray(array)) {
    throw new Error(`${where}: array expected an array of numbers, got ${b2DescribeValue(array)}`);
  }
  checkViewIndex(where, 'indexX', indexX, array);
  checkViewIndex(where, 'indexY', indexY, array);
  b2CheckNumber(where, `array[${String(indexX)}]`, array[indexX as number]);
  b2CheckNumber(where, `array[${String(indexY)}]`, array[indexY as number]);
}

// b2CheckIndex's rule; the message also shows a short array as given, since the index may be right
// and the array wrong.
// f32: integer (an index is never rounded)
function checkViewIndex(where: string, name: string, index: unknown, array: readonly unknown[]): void {
  if (!(typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < array.length)) {
    const shown = array.length <= 8 ? `[${array.map((v) => b2DescribeValue(v)).join(', ')}]` : `of ${array.length} elements`;
    throw new RangeError(`${where}: ${name} ${b2DescribeValue(index)} is out of range [0, ${array.length}) of the array ${shown}`);
  }
}
