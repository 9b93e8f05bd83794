// A b2Rot whose s and c are two slots of a shared number array: b2Transform keeps its four numbers
// in one array (m_packed, read directly by the colliders) and hands out its q as this view, so the
// array stays the only copy: writing xf.q.s writes the array. The b2Rot twin of b2Vec2View.

import { b2Rot } from './b2_math';
import { b2CheckNumber, b2DescribeValue } from './b2_checks';

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
   * A view of two slots of an array. Not in C++.
   * @param array - the array that holds the sine and cosine; kept, read and written through the view
   * @param indexS - where s lives in array
   * @param indexC - where c lives in array
   * @throws Error (a RangeError for an index) unless array is an array, indexS and indexC are whole
   * numbers in [0, array.length) and the two slots hold numbers within ±b2_maxFloat (not in C++;
   * [docs/bad-input.md](https://github.com/b2collide/b2collide/blob/main/docs/bad-input.md))
   */
  constructor(array: number[], /* f32: integer */ indexS: number, /* f32: integer */ indexC: number) {
    if (!madeByLibrary) {
      checkViewArguments('b2RotView', array, indexS, indexC);
    }
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

// True while b2MakeRotView constructs: the library's own views (a transform's q) are made over
// storage it owns, which may hold a hand-edited value that a method checks when it reads it, so
// they skip the constructor's check (src/README.md rule 12).
let madeByLibrary = false;

/** A view typed as what it behaves as, made without the constructor's checks. */
export function b2MakeRotView(array: number[], /* f32: integer */ indexS: number, /* f32: integer */ indexC: number): b2Rot {
  madeByLibrary = true;
  try {
    return new b2RotView(array, indexS, indexC) as unknown as b2Rot;
  } finally {
    madeByLibrary = false;
  }
}

// The public constructor's check: an array, two whole indices in range, two numbers within range.
// f32: exact (an input check reads the values as the caller left them)
function checkViewArguments(where: string, array: unknown, indexS: unknown, indexC: unknown): void {
  if (!Array.isArray(array)) {
    throw new Error(`${where}: array expected an array of numbers, got ${b2DescribeValue(array)}`);
  }
  checkViewIndex(where, 'indexS', indexS, array);
  checkViewIndex(where, 'indexC', indexC, array);
  b2CheckNumber(where, `array[${String(indexS)}]`, array[indexS as number]);
  b2CheckNumber(where, `array[${String(indexC)}]`, array[indexC as number]);
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
