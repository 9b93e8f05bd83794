// The traversal stack of C++ b2_growable_stack.h: a LIFO of int32 node ids that starts with room
// for N entries and doubles its storage when a push finds it full. C++ keeps the first N on the
// call stack and only the growth on the heap; here the storage is one Int32Array that a tree keeps
// between calls, so a query allocates only when its stack outgrows every earlier one.

import { b2CheckCount, b2CheckOutput, b2DescribeValue } from '../common/b2_checks';

// The cold path of a write the stack refused (a frozen stack: a TypeError in strict code), named.
function refusedWrite(where: string, stack: b2GrowableStack): never {
  b2CheckOutput(where, 'this', stack);
  throw new Error(`${where}: this.m_count is read-only; pass a stack that can be written into`);
}

/**
 * A LIFO stack of int32 values with doubling growth. C++: `b2GrowableStack<int32, N>` in
 * b2_growable_stack.h. `Reset` and `GetCapacity` are not in C++.
 */
export class b2GrowableStack {
  /** m_stack[0 .. m_count) holds the entries, the top at m_count - 1. */
  private m_stack: Int32Array;
  private m_count = 0;

  /**
   * C++: the constructor, with N, a template argument there, as a run-time capacity.
   * @param initialCapacity - how many entries fit before the first growth, a whole number from 1
   * to 2^30
   * @throws RangeError unless initialCapacity is a whole number from 1 to 2^30 (not in C++: a
   * capacity of 0 never grew, so every Push was dropped)
   */
  constructor(/* f32: integer */ initialCapacity = 256) {
    b2CheckCount('b2GrowableStack', 'initialCapacity', initialCapacity, 1, 1 << 30);
    this.m_stack = new Int32Array(initialCapacity);
  }

  /**
   * Empties the stack, keeping its storage. Not in C++.
   * @throws Error when the stack is frozen (not in C++)
   */
  Reset(): void {
    try {
      this.m_count = 0;
    } catch {
      refusedWrite('b2GrowableStack.Reset', this);
    }
  }

  /**
   * Pushes an entry, doubling the storage when it is full. C++: `b2GrowableStack::Push`.
   * @param element - the int32 to push
   * @throws RangeError unless element is a whole number in [−2^31, 2^31): an Int32Array slot would
   * change it silently (not in C++, whose parameter is an int32); Error when the stack is frozen
   */
  // f32: integer (ids and counts, never rounded)
  Push(element: number): void {
    // An Int32Array slot would turn '5' into 5, 1.5 into 1 and 2^31 into -2^31 without a word.
    if (!(typeof element === 'number' && (element | 0) === element)) {
      throw new RangeError(`b2GrowableStack.Push: element ${b2DescribeValue(element)} is not an int32`);
    }
    // Not in C++: the count is written first, in a try, so a frozen stack is refused by name before
    // any write (the entry used to be stored, then the count's write met a V8 TypeError).
    const count = this.m_count;
    try {
      this.m_count = count + 1;
    } catch {
      refusedWrite('b2GrowableStack.Push', this);
    }
    if (count === this.m_stack.length) {
      // C++ doubles m_capacity and copies the old entries over.
      const grown = new Int32Array(this.m_stack.length << 1);
      grown.set(this.m_stack);
      this.m_stack = grown;
    }
    this.m_stack[count] = element;
  }

  /**
   * Removes the top entry. C++: `b2GrowableStack::Pop`, which asserts a non-empty stack.
   * @returns the entry removed
   * @throws Error when the stack is empty (check GetCount() > 0 first; Deviation 2) or frozen
   */
  // f32: integer
  Pop(): number {
    if (this.m_count === 0) {
      throw new Error('b2GrowableStack.Pop: the stack is empty (check GetCount() > 0 first)');
    }
    try {
      --this.m_count;
    } catch {
      refusedWrite('b2GrowableStack.Pop', this);
    }
    return this.m_stack[this.m_count];
  }

  /**
   * C++: `b2GrowableStack::GetCount`.
   * @returns how many entries the stack holds
   */
  GetCount(): number {
    return this.m_count;
  }

  /**
   * Not in C++.
   * @returns how many entries fit before the next push grows the storage
   */
  GetCapacity(): number {
    return this.m_stack.length;
  }
}
