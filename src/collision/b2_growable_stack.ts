// The traversal stack of C++ b2_growable_stack.h: a LIFO of int32 node ids that starts with room
// for N entries and doubles its storage when a push finds it full. C++ keeps the first N on the
// call stack and only the growth on the heap; here the storage is one Int32Array that a tree keeps
// between calls, so a query allocates only when its stack outgrows every earlier one.

import { b2CheckCount, b2DescribeValue } from '../common/b2_checks';

/** A LIFO stack of int32 values with doubling growth (C++ b2GrowableStack<int32, N>). */
export class b2GrowableStack {
  /** m_stack[0 .. m_count) holds the entries, the top at m_count - 1. */
  private m_stack: Int32Array;
  private m_count = 0;

  /**
   * Not in C++ (a template argument there): throws unless initialCapacity is a whole number from
   * 1 to 2^30; a capacity of 0 never grew (0 << 1 is 0), so every Push was dropped.
   */
  constructor(/* f32: integer */ initialCapacity = 256) {
    b2CheckCount('b2GrowableStack', 'initialCapacity', initialCapacity, 1, 1 << 30);
    this.m_stack = new Int32Array(initialCapacity);
  }

  /** Empties the stack, keeping its storage. */
  Reset(): void {
    this.m_count = 0;
  }

  /** Pushes element, an int32 (C++ int32); throws unless it is a whole number in [-2^31, 2^31). */
  // f32: integer (ids and counts, never rounded)
  Push(element: number): void {
    // An Int32Array slot would turn '5' into 5, 1.5 into 1 and 2^31 into -2^31 without a word.
    if (!(typeof element === 'number' && (element | 0) === element)) {
      throw new RangeError(`b2GrowableStack.Push: element ${b2DescribeValue(element)} is not an int32`);
    }
    if (this.m_count === this.m_stack.length) {
      // C++ doubles m_capacity and copies the old entries over.
      const grown = new Int32Array(this.m_stack.length << 1);
      grown.set(this.m_stack);
      this.m_stack = grown;
    }
    this.m_stack[this.m_count] = element;
    ++this.m_count;
  }

  /** Removes and returns the top entry. C++ asserts GetCount() > 0; here an empty stack throws. */
  // f32: integer
  Pop(): number {
    if (this.m_count === 0) {
      throw new Error('b2GrowableStack.Pop: the stack is empty (check GetCount() > 0 first)');
    }
    --this.m_count;
    return this.m_stack[this.m_count];
  }

  GetCount(): number {
    return this.m_count;
  }

  /** How many entries fit before the next push grows the storage. */
  GetCapacity(): number {
    return this.m_stack.length;
  }
}
