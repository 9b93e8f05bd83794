// A b2Rot whose s and c are two slots of a shared number array: b2Transform keeps its four numbers
// in one array (m_packed, read directly by the colliders) and hands out its q as this view, so the
// array stays the only copy: writing xf.q.s writes the array. The b2Rot twin of b2Vec2View.

import { b2Rot } from './b2_math';

// Own, enumerable accessors shared by every view, as b2Vec2View's are (see there): generic code
// sees { s, c } and V8 gives all views one hidden class.
function getS(this: b2RotView): number {
  return this.m_array[this.m_indexS];
}
function setS(this: b2RotView, value: number): void {
  this.m_array[this.m_indexS] = value;
}
function getC(this: b2RotView): number {
  return this.m_array[this.m_indexC];
}
function setC(this: b2RotView, value: number): void {
  this.m_array[this.m_indexC] = value;
}
const sProperty: PropertyDescriptor = { get: getS, set: setS, enumerable: true };
const cProperty: PropertyDescriptor = { get: getC, set: setC, enumerable: true };

/**
 * A view of array[indexS], array[indexC] that is a b2Rot: `instanceof b2Rot` holds and every b2Rot
 * method works on it, reading and writing through the array. Its backing fields are not enumerable.
 * Not in C++: a b2Transform's q is one (Deviation 16, transform storage, in
 * [docs/deviations.md](https://github.com/b2collide/b2collide/blob/main/docs/deviations.md)).
 */
export class b2RotView {
  /** The array that holds the sine and cosine (a transform's m_packed). Not in C++. */
  declare readonly m_array: number[];
  /** Where s lives in m_array. Not in C++. */
  declare readonly m_indexS: number;
  /** Where c lives in m_array. Not in C++. */
  declare readonly m_indexC: number;
  /** The sine, read from and written to m_array[m_indexS]. C++: `b2Rot::s`. */
  declare s: number;
  /** The cosine, read from and written to m_array[m_indexC]. C++: `b2Rot::c`. */
  declare c: number;

  /**
   * A view of two slots of an array; the slots are not checked. Not in C++.
   * @param array - the array that holds the sine and cosine; kept, read and written through the view
   * @param indexS - where s lives in array
   * @param indexC - where c lives in array
   */
  constructor(array: number[], /* f32: integer */ indexS: number, /* f32: integer */ indexC: number) {
    Object.defineProperties(this, {
      m_array: { value: array },
      m_indexS: { value: indexS },
      m_indexC: { value: indexC },
      s: sProperty,
      c: cProperty,
    });
  }

  /**
   * What console.log and util.inspect print in Node (they would show [Getter/Setter]). Not in C++.
   * @returns the text `b2RotView { s, c }` with the current sine and cosine
   */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return `b2RotView { s: ${this.s}, c: ${this.c} }`;
  }
}

// b2Rot's methods all go through this.s and this.c, so they work unchanged on a view.
Object.setPrototypeOf(b2RotView.prototype, b2Rot.prototype);

/** A view typed as what it behaves as. */
export function b2MakeRotView(array: number[], /* f32: integer */ indexS: number, /* f32: integer */ indexC: number): b2Rot {
  return new b2RotView(array, indexS, indexC) as unknown as b2Rot;
}
